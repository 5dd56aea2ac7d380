// Every message a RIOT procedure can reach exists in both catalogues and is
// reached: each outcome, refusal, note and term of riot-turn, riot-buy,
// riot-move, riot-fight, riot-opinion and riot-victory, the status screen and
// the errors, rendered in English and French; no output holds a raw key.
import { describe, expect, it } from 'vitest';
import { diceThenOnes } from '../helpers/dice.js';
import { renderResolution } from '../../src/render/human.js';
import { UserError } from '../../src/errors.js';
import type { Lang, Resolution } from '../../src/rules/types.js';
import { en } from '../../src/i18n/riot/en.js';
import { fr } from '../../src/i18n/riot/fr.js';
import { resolveRiotFight, type Fighter, type FightFacts } from '../../src/rules/riot/fight.js';
import { resolveRiotTurn, type TurnFacts } from '../../src/rules/riot/turn.js';
import { resolveRiotBuy, type BuyFacts } from '../../src/rules/riot/buy.js';
import { resolveRiotMove, type MoveFacts, type Place } from '../../src/rules/riot/move.js';
import { resolveRiotPlay, type PlayFacts } from '../../src/rules/riot/play.js';
import { resolveRiotOpinion, type OpinionFacts } from '../../src/rules/riot/opinion.js';
import { resolveRiotVictory } from '../../src/rules/riot/victory.js';
import { resolveRiotOrder, type OrderFacts } from '../../src/rules/riot/order.js';
import { resolveRiotMission, type MissionFacts } from '../../src/rules/riot/mission.js';
import { renderRiotStatus, riotBrief } from '../../src/commands/riot/status.js';
import { riotFromScenario } from '../../src/state/riot/scenario.js';
import { validateScenario } from '../../src/state/scenario.js';
import { riot } from '../../src/games/riot/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SCENARIOS } from '../helpers/cli.js';
import { initialGame } from '../../src/state/scenario.js';
import { idChoices } from '../../src/prompts/guide.js';
import { blitzChoices, blitzWithinHands, cardChoices, meleeBlitzChoices, playPlaces, playUnits, defenderChoices, fightPlaces, movePlaces, placeChoice, typeChoices, typeCount, countedIds, zoneChoices } from '../../src/commands/riot/ask.js';
import { t } from '../../src/i18n/index.js';
import { effectText, theme } from '../../src/render/human.js';
import { readRiot } from '../../src/review/riot/summary.js';

const RAW = /(?<![\w.-])(riot|err)[.-][a-z0-9-]+\.[a-z0-9.-]+/;
const dice = () => diceThenOnes([]);
const u = (id: string, team: string, strength: number, extra: Partial<Fighter> = {}): Fighter => ({ id, name: id, team, strength, cost: 1, shield: false, mediactiviste: false, ...extra });

function resolutions(lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  const street = { id: 'z1', kind: 'street' as const, zone: 'z1' };
  const building = { id: 'b1', kind: 'building' as const, zone: 'z1' };
  const fight = (f: Partial<FightFacts>) => out.push(resolveRiotFight({ lang, place: street, attackerTeam: 'autonomes', defenderTeam: 'police', attackers: [u('a1', 'autonomes', 2)], defenders: [u('p1', 'police', 1, { shield: true })], onGame: true, ...f }, dice()));
  fight({});
  // U202: out of reach (not moved; moved), the phase and the moves.
  fight({ reach: [{ unit: 'a1', kind: 'street', zone: 'z9', moved: 0, special: null }] });
  fight({ reach: [{ unit: 'a1', kind: 'street', zone: 'z9', moved: 1, special: null }] });
  fight({ attackers: [u('a1', 'autonomes', 1)], defenders: [u('p1', 'police', 1)] });
  fight({ attackers: [u('a1', 'autonomes', 1)], defenders: [u('p1', 'police', 3)] });
  fight({ blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'p1', points: 1 }], breakOff: true });
  fight({ blitz: [{ card: 'c', cardName: 'Cocktail', team: 'autonomes', target: 'p1', points: 3 }] });
  fight({ defenderTeam: 'anarchistes', defenders: [u('n1', 'anarchistes', 1)] });
  fight({ attackerTeam: 'police', defenderTeam: 'police', attackers: [u('c', 'police', 1)] });
  fight({ attackerTeam: 'police', attackers: [u('c', 'police', 3)], defenderTeam: 'autonomes', defenders: [u('a1', 'autonomes', 1)], place: building });
  fight({ attackers: [u('a1', 'autonomes', 3), u('m', 'autonomes', 1, { mediactiviste: true })] });
  fight({ turnedThisTurn: true });
  fight({ owedAlready: true });
  fight({ attackers: [] });
  fight({ defenders: [] });
  fight({ attacksSoFar: 2 });
  // l.87, U425, U426: the melee's Blitz cards, played, refused by their side or place, kept when there is no melee.
  const card = (team: string, side: 'attacker' | 'defender' | null, where: 'street' | 'building' | null) => ({ card: 'barricade', cardName: 'Barricade', team, strength: 1, side, where });
  fight({ meleeBlitz: [card('police', 'defender', 'street')] });
  fight({ meleeBlitz: [card('police', 'defender', 'street')], blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'p1', points: 1 }], breakOff: true });
  fight({ meleeBlitz: [card('anarchistes', null, null)] });
  fight({ meleeBlitz: [card('autonomes', 'defender', null)] });
  fight({ meleeBlitz: [card('police', 'attacker', null)] });
  fight({ meleeBlitz: [card('police', null, 'building')] });
  fight({ place: building, meleeBlitz: [card('police', null, 'street')] });
  // l.79, U427: the cards played outside a fight, each play and each refusal.
  const pl = (p: Partial<PlayFacts>) => out.push(resolveRiotPlay({ lang, team: 'autonomes', card: { id: 'k', name: 'Squat', text: 'Texte.', blitz: false, play: null }, hand: ['k'], active: 'autonomes', onGame: true, ...p }));
  const entry: Place = { id: 'entry:z1', kind: 'entry', zone: 'z1', occupants: [] };
  const unit = (extra: Record<string, unknown> = {}) => ({ id: 'a1', team: 'autonomes', from: entry, special: null, moved: 0, extra: 0, ...extra }) as PlayFacts['unit'];
  const play = (k: 'extra-move' | 'enter-building' | 'free-unit') => ({ id: 'k', name: 'Squat', text: '', blitz: false, play: k });
  const b1: Place = { id: 'b1', kind: 'building', zone: 'z1', occupants: [] };
  pl({});
  pl({ active: null });
  pl({ active: 'police' });
  pl({ card: { ...play('extra-move'), blitz: true } });
  pl({ hand: [] });
  pl({ card: play('extra-move') });
  pl({ card: play('extra-move'), unit: unit() });
  pl({ card: play('extra-move'), unit: unit({ team: 'police' }) });
  pl({ card: play('extra-move'), unit: unit(), phase: 5 });
  pl({ card: play('enter-building'), unit: unit() });
  pl({ card: play('enter-building'), unit: unit(), at: b1 });
  pl({ card: play('enter-building'), unit: unit(), at: entry });
  pl({ card: play('enter-building'), unit: unit(), at: { ...b1, zone: 'z2' } });
  pl({ card: play('enter-building'), unit: unit(), at: { ...b1, occupants: ['police'] } });
  pl({ card: play('enter-building'), unit: unit({ special: 'paramilitaire' }), at: b1 });
  pl({ card: play('enter-building'), unit: unit({ moved: 1 }), at: b1 });
  pl({ card: play('free-unit') });
  pl({ card: play('free-unit'), at: entry, newUnit: { id: 'autonome3', type: 'autonome' } });
  pl({ card: play('free-unit'), at: b1, newUnit: { id: 'autonome3', type: 'autonome' } });
  pl({ card: play('free-unit'), at: entry, newUnit: null });
  fight({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('c', 'police', 3)], defenders: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 1)] });
  fight({ place: building, blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'p1', points: 1 }] });
  fight({ attackerTeam: 'police', defenderTeam: 'anarchistes', attackers: [u('c', 'police', 3)], defenders: [u('m', 'anarchistes', 1, { mediactiviste: true })] });
  fight({ attackerTeam: 'police', defenderTeam: 'anarchistes', attackers: [u('c', 'police', 3)], defenders: [u('m', 'anarchistes', 1, { mediactiviste: true })], cardDeck: { deck: ['x'], drawn: [] } });
  fight({ attackerTeam: 'police', defenderTeam: 'anarchistes', attackers: [u('c', 'police', 3)], defenders: [u('m', 'anarchistes', 1, { mediactiviste: true })], cardDeck: { deck: ['x'], drawn: ['x'] } });

  const turn = (f: Partial<TurnFacts>) => out.push(resolveRiotTurn({ lang, team: 'autonomes', players: 4, buildings: [{ id: 'b1', zone: 'z1', credits: 2 }], zones: ['z1'], enemies: { autonomes: 2, anarchistes: 1 }, credits: 0, zonePoints: 6, round: 1, played: ['police'], onGame: true, ...f }));
  turn({});
  turn({ team: 'police', played: [], penalties: [{ card: 'op', name: 'Vidéo', credits: -1 }], wounded: [{ id: 'c1', at: 'hospital' }] });
  turn({ owed: true });
  turn({ played: ['police', 'autonomes'] });
  turn({ played: [] });
  // l.113, U246: out of the police's order.
  turn({ round: 2, played: [], order: ['police', 'autonomes'] });

  const order = (f: Partial<OrderFacts>) => out.push(resolveRiotOrder({ lang, order: ['police', 'autonomes'], teams: ['police', 'autonomes'], round: 2, played: [], current: [], onGame: true, ...f }));
  order({});
  order({ current: ['police', 'autonomes'] });
  order({ round: 1 });
  order({ played: ['police'] });
  order({ order: ['x', 'police'] });
  order({ order: ['police', 'police'] });
  order({ order: ['police'] });
  // l.27, U247: the nationalists' secret mission, and riot-turn before it is drawn.
  turn({ missionOwed: true });
  const mission = (f: Partial<MissionFacts>) => out.push(resolveRiotMission({ lang, missions: ['m1', 'm2'], names: { m1: 'M1' }, team: true, drawn: null, onGame: true, ...f }, dice()));
  mission({});
  mission({ team: false });
  mission({ drawn: 'm1' });
  mission({ missions: [] });
  mission({ chosen: 'zz' });

  const buy = (f: Partial<BuyFacts>) => out.push(resolveRiotBuy({ lang, team: 'autonomes', credits: 9, bought: 0, cards: 1, units: [{ id: 'bb1', type: 'bb', name: 'Black Bloc', cost: 3 }], at: 'entry:z1', cardDeck: { deck: ['x', 'y'], drawn: [] }, hand: [], onGame: true, ...f }, dice()));
  buy({});
  // U411: the cards named at the table: one drawn, one not in the deck, one no copy of which is left, a count not the cards bought.
  buy({ chosen: ['y'] });
  buy({ chosen: ['nope'] });
  buy({ chosen: ['x'], cardDeck: { deck: ['x', 'y'], drawn: ['x'] } });
  buy({ chosen: ['x', 'y'] });
  buy({ phase: 4 });
  buy({ notItsTurn: 'none' });
  buy({ notItsTurn: 'police' });
  buy({ cards: 0, units: [] });
  buy({ team: 'police' });
  buy({ credits: 1 });
  buy({ cards: 3 });

  const place = (id: string, kind: Place['kind'], zone: string | null, occupants: string[] = []): Place => ({ id, kind, zone, occupants });
  const move = (f: Partial<MoveFacts>) => out.push(resolveRiotMove({ lang, units: [{ id: 'a1', team: 'autonomes', from: place('z1', 'street', 'z1', ['police']), special: null }], to: place('b1', 'building', 'z1'), active: 'autonomes', onGame: true, ...f }));
  move({});
  move({ phase: 5 });
  move({ moved: { a1: 1 } });
  move({ units: [{ id: 'a1', team: 'autonomes', from: place('z1', 'street', 'z1'), special: null }, { id: 'p', team: 'police', from: place('z1', 'street', 'z1'), special: null }] });
  move({ active: 'police' });
  move({ to: place('entry:z1', 'entry', 'z1') });
  move({ to: place('hospital', 'hospital', null) });
  move({ to: place('hq', 'hq', null) });
  move({ to: place('z1', 'street', 'z1') });
  move({ units: [{ id: 'a1', team: 'autonomes', from: place('entry:z1', 'entry', 'z1'), special: null }], to: place('z2', 'street', 'z2') });
  move({ units: [{ id: 'c1', team: 'police', from: place('hospital', 'hospital', null), special: null }], to: place('z2', 'street', 'z2'), active: 'police' });
  move({ units: [{ id: 'a1', team: 'autonomes', from: place('z2', 'street', 'z2'), special: null }] });
  move({ units: [{ id: 'pm', team: 'nationalistes', from: place('z1', 'street', 'z1'), special: 'paramilitaire' }], active: 'nationalistes' });
  move({ to: place('b1', 'building', 'z1', ['police']) });

  const opinion = (f: Partial<OpinionFacts>) => out.push(resolveRiotOpinion({ lang, deck: ['a', 'b'], drawn: [], cards: { a: { id: 'a', name: 'A', text: 'texte', credits: -1 }, b: { id: 'b', name: 'B', text: '', credits: 0 } }, owed: true, onGame: true, ...f }, dice()));
  opinion({});
  opinion({ drawn: ['a'] });
  opinion({ turned: true });
  opinion({ owed: false });
  opinion({ drawn: ['a', 'b'] });
  opinion({ chosen: 'zz' });
  opinion({ chosen: 'a', drawn: ['a'] });

  for (const team of ['police', 'autonomes', 'nationalistes']) {
    out.push(resolveRiotVictory({ lang, team, opinion: { turned: 10, size: 10 }, zonePoints: 3, mission: null }));
    for (const goal of ['buildings', 'zones', 'credits'] as const) out.push(resolveRiotVictory({ lang, team, mission: { id: 'm', name: 'M', goal, target: 2, have: 1 } }));
  }
  return out;
}

const ERRORS: [string, Record<string, string | number>][] = [
  ['riot-needs-game', { procedure: 'riot-turn' }], ['riot-unknown-team', { id: 'x', known: 'police' }], ['riot-unknown-unit', { id: 'x', known: 'a1' }],
  ['riot-unknown-type', { id: 'x', known: 'crs' }], ['riot-unknown-zone', { id: 'x', known: 'gare' }], ['riot-unknown-place', { id: 'x', known: 'hq' }],
  ['riot-unknown-card', { id: 'x', known: 'pave' }], ['riot-type-team', { type: 'crs', team: 'police' }], ['riot-police-hq', {}], ['riot-at-without-unit', {}],
  ['riot-option-on-game', { option: '--card' }], ['riot-move-needs-game', {}], ['riot-fight-place', { place: 'hq' }], ['riot-fight-two-teams', {}],
  ['riot-not-its-turn', { team: 'police', active: 'autonomes' }], ['riot-no-enemy', { place: 'gare' }], ['riot-which-defender', { place: 'gare', teams: 'a, b' }],
  ['riot-bad-blitz', { value: 'x' }], ['riot-bad-hit', { value: 'x' }], ['riot-not-ranged', { card: 'squat' }], ['riot-not-melee', { card: 'pave' }], ['riot-play-needs-game', {}], ['missing-option', { procedure: 'riot-play', whatKey: 'err.w.riot-card', option: '<card>', optionKey: 'err.o.riot-card' }], ['riot-bad-melee-blitz', { value: 'x' }], ['riot-blitz-target', { unit: 'x' }],
  ['riot-not-in-hand', { card: 'pave', team: 'police' }], ['riot-opinion-owed', {}], ['riot-in-hospital', { unit: 'crs1' }], ['riot-round-unfinished', { round: 1, teams: 'police' }],
  ['missing-option', { procedure: 'riot-buy', whatKey: 'err.w.riot-entry', option: '--at', optionKey: 'err.o.riot-at' }],
  ['missing-option', { procedure: 'riot-move', whatKey: 'err.w.riot-to', option: '--to', optionKey: 'err.o.riot-to' }],
  ['missing-option', { procedure: 'riot-fight', whatKey: 'err.w.riot-fighters', option: '-', optionKey: 'err.o.riot-fighters' }],
  ['missing-option', { procedure: 'riot-fight', whatKey: 'err.w.riot-place', option: '--at', optionKey: 'err.o.riot-at-place' }],
  ['state-knows', { option: '--attack', whatKey: 'err.w.riot-units' }],
  ['missing-option', { procedure: 'riot-order', whatKey: 'err.w.riot-order', option: '<teams>', optionKey: 'err.o.riot-order' }],
];
const SAMPLE = parse(readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8'));
const edit = (f: (s: any) => void) => () => {
  const s = structuredClone(SAMPLE);
  f(s);
  return s;
};
const BROKEN = [
  edit((s) => (s.zones[0].id = 'hq')),
  edit((s) => s.teams.push({ id: 'police' })),
  edit((s) => (s.teams[1].mission = 'm-beffroi')),
  edit((s) => (s.teams = [s.teams[0]])),
  edit((s) => s.teams.shift()),
  edit((s) => (s.teams = s.teams.slice(0, 2))),
  edit((s) => (s.unitTypes[1].basic = true)),
  edit((s) => (s.units[0].at = 'nowhere')),
  edit((s) => (s.cards[0].blitz = false)),
  // l.87, U425: a melee card.
  edit((s) => (s.cards[2].blitz = false)),
  edit((s) => (s.cards[0].melee = 1)),
  edit((s) => (s.cards[3].side = 'defender')),
  edit((s) => (s.cards[0].play = 'extra-move')),
  // The first round's placement (l.107-113, U242).
  edit((s) => s.units.push({ id: 'g1', type: 'gardien', at: 'hq' })),
  edit((s) => (s.units[3].type = 'mediactiviste')),
  edit((s) => (s.units[1].at = 'port')),
  edit((s) => (s.units[1].at = 'gare-poste')),
  edit((s) => s.units.push({ id: 'a3', type: 'autonome', at: 'gare-hotel' })),
  edit((s) => (s.units[1].at = 'gare-hotel')),
];

/** What the guided prompts and completion show of a game of the sample: each kind's question and ids, each pick list. */
function guideTexts(lang: Lang): string[] {
  const g = initialGame(validateScenario(structuredClone(SAMPLE), 'riot.yaml', () => ({ line: 1, col: 1 }))) as any;
  const s = g.riot;
  s.round.team = 'autonomes';
  s.teams.autonomes.hand = ['pave'];
  s.teams.police.hand = ['barricade'];
  s.teams.autonomes.hand.push('manif-sauvage', 'renforts');
  s.teams.autonomes.credits = 9;
  s.units.p9 = { id: 'p9', type: 'gardien', team: 'police', at: 'gare', wounded: true };
  s.units.n9 = { id: 'n9', type: 'nationaliste', team: 'nationalistes', at: 'gare', wounded: false };
  s.units.autonome1.at = 'gare';
  const out: string[] = [];
  for (const k of riot.idKinds ?? []) out.push(t(lang, `guide.which.${k.key}`), t(lang, `guide.kind.${k.key}`), ...idChoices(g, k.key, lang).map((c) => c.name));
  const picks = [movePlaces(g, 'autonome1', lang), fightPlaces(g, 'autonome1', lang), defenderChoices(g, 'autonome1', 'gare', lang), blitzChoices(g, 'autonome1', 'gare', 'police', lang), meleeBlitzChoices(g, 'autonome1', 'gare', 'police', lang), playUnits(g, 'manif-sauvage', lang) ?? [], playPlaces(g, 'renforts', undefined, lang) ?? [], cardChoices(g, 'autonomes', lang), typeChoices(g, 'autonomes', lang), zoneChoices(g, lang), [placeChoice(s, 'hq', lang)]];
  for (const p of picks) out.push(...p.map((c) => c.name ?? c.value));
  // The purchase's count, and a count typed out of bounds (issue 40).
  out.push(t(lang, 'riot.q.how-many', { value: 'autonome', most: typeCount(g, 'autonomes', 'autonome') }));
  try {
    countedIds(['crs:0']);
  } catch (e) {
    out.push((e as UserError).localized(lang));
  }
  // A ranged card ticked more often than the copies in hand (l.87-91).
  out.push(String(blitzWithinHands(g, 'autonome1', 'gare', 'police', ['pave:p9', 'pave:p9'], lang)));
  for (const [what, option] of [['err.w.riot-team', 'err.o.riot-team'], ['err.w.riot-movers', 'err.o.riot-units']]) out.push(new UserError('missing-option', { procedure: 'riot-turn', whatKey: what, option: '<x>', optionKey: option }).localized(lang));
  // Its change lines (GameSystem.changeText), a field of each part of its state.
  const effects = [
    { op: 'set', path: 'riot.teams.police.credits', value: 3, prev: 6 },
    { op: 'set', path: 'riot.teams.autonomes.zonePoints', value: 2, prev: 1 },
    { op: 'set', path: 'riot.teams.autonomes.hand', value: ['pave'], prev: [] },
    { op: 'set', path: 'riot.teams.nationalistes.mission', value: 'm', prev: null },
    { op: 'set', path: 'riot.units.crs1', value: { id: 'crs1', type: 'crs', team: 'police', at: 'hq', wounded: false } },
    { op: 'set', path: 'riot.units.crs1.at', value: 'gare', prev: 'hq' },
    { op: 'set', path: 'riot.units.crs1.wounded', value: true, prev: false },
    { op: 'del', path: 'riot.units.crs1', prev: {} },
    { op: 'set', path: 'riot.round', value: {} },
    { op: 'set', path: 'riot.round.team', value: 'police', prev: null },
    { op: 'set', path: 'riot.round.played', value: ['police'], prev: [] },
    { op: 'set', path: 'riot.round.cards', value: 1, prev: 0 },
    { op: 'set', path: 'riot.round.owed', value: true, prev: false },
    { op: 'set', path: 'riot.round.turned', value: true, prev: false },
    { op: 'add', path: 'riot.round.attacks.autonomes@gare', value: 1, prev: 0 },
    { op: 'set', path: 'riot.cardDeck.drawn', value: ['pave'], prev: [] },
    { op: 'set', path: 'riot.opinion.drawn', value: ['op'], prev: [] },
    { op: 'set', path: 'riot.opinion.pending', value: ['op'], prev: [] },
    { op: 'set', path: 'riot.order', value: ['police', 'autonomes'] },
  ] as const;
  for (const e of effects) out.push(effectText(e as never, lang));
  // The walk of a team's turn (`turn`, src/commands/riot/walk.ts; played through in tests/prompts/riot-flow.test.ts).
  const team = 'Police';
  out.push(t(lang, 'riot.walk.running', { command: 'riot-turn police' }), t(lang, 'riot.walk.round-over', { round: 1 }), t(lang, 'riot.walk.title', { title: 'T', round: 1, team }), t(lang, 'riot.walk.begin', { title: 'T', round: 1 }), t(lang, 'riot.walk.what', { team }), t(lang, 'riot.walk.end'), t(lang, 'riot.walk.over', { team }));
  for (const step of ['riot-buy', 'riot-play', 'riot-move', 'riot-fight']) out.push(t(lang, `riot.walk.step.${step}`));
  // The police's order at a round's end (l.113, U246), asked place by place.
  // The players' view of the mission drawn (l.27: secret).
  out.push(...(riot.players?.lines?.({ procedure: 'riot-mission', edition: 'fr', rolls: [], modifiers: [], total: 1, outcome: { code: 'mission-drawn', text: '' }, effects: [], notes: [] }, null, lang, (x) => x) ?? []));
  out.push(t(lang, 'riot.walk.mission', { team }), t(lang, 'riot.walk.opinion'));
  out.push(t(lang, 'riot.walk.order', { round: 2 }), t(lang, 'riot.walk.order-keep', { order: team }), t(lang, 'riot.walk.order-choose'), t(lang, 'riot.order.ask', { n: 1 }));
  for (const code of ['riot-walk-terminal', 'riot-walk-cancelled']) out.push(new UserError(code, {}).localized(lang));
  // The summary's section of the teams (src/review/riot/summary.ts).
  out.push(...readRiot(g, {} as never).finish(g, 1).text!(lang, theme(false)));
  return out;
}

async function everything(lang: Lang): Promise<string> {
  const texts = resolutions(lang).map((r) => renderResolution(r, { lang, color: false, seq: 1, turn: 1 }));
  const s = riotFromScenario({
    teams: { players: 2, teams: { police: { id: 'police', credits: 1, zonePoints: 0, hand: [], mission: null }, nationalistes: { id: 'nationalistes', credits: 0, zonePoints: 0, hand: ['pave'], mission: 'm' }, autonomes: { id: 'autonomes', credits: 0, zonePoints: 1, hand: [], mission: null } } },
    zones: { zones: { z1: { id: 'z1', name: 'Z', buildings: ['b1'] } }, buildings: { b1: { id: 'b1', name: 'B', zone: 'z1', credits: 1 } } },
    unitTypes: { g: { id: 'g', name: 'G', team: 'police', cost: 1, strength: 1, special: null, basic: true } },
    units: { g1: { id: 'g1', type: 'g', team: 'police', at: 'b1', wounded: true } },
    missions: { m: { id: 'm', name: 'M', goal: 'buildings', target: 2 } },
  });
  const game = { title: 'T', turn: 1 };
  texts.push(await renderRiotStatus(game, s, lang, false, false));
  // A mission still to draw (l.27, U247): the status line and the pending strip.
  const owed = structuredClone(s);
  owed.teams.nationalistes.mission = null;
  texts.push(await renderRiotStatus(game, owed, lang, false, false));
  // status --brief: a team holding a building, with a unit wounded; then its turn under way, in the police's order.
  texts.push(...riotBrief(s, lang));
  s.round = { team: 'police', played: ['police', 'nationalistes', 'autonomes'], cards: 1, owed: true, turned: false, attacks: {} };
  s.order = ['nationalistes', 'police'];
  texts.push(await renderRiotStatus(game, s, lang, false, true));
  texts.push(...riotBrief(s, lang));
  for (const [code, params] of ERRORS) texts.push(new UserError(code, params).localized(lang));
  texts.push(riot.describe!({ riot: s } as never, lang));
  texts.push(...guideTexts(lang));
  // Each scenario error, from a broken copy of the sample through the engine's scenario reader.
  for (const broken of BROKEN) {
    try {
      validateScenario(broken(), 'riot.yaml', () => ({ line: 1, col: 1 }));
      texts.push('accepted');
    } catch (e) {
      texts.push((e as UserError).localized(lang));
    }
  }
  return texts.join('\n');
}

/** A catalogue text as a pattern: its placeholders match anything. */
function pattern(text: string): RegExp {
  const parts = text.split(/\{\w+(?:\|[^{}]*)?\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('[\\s\\S]*?'));
}

describe('RIOT messages', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`reaches every message of the catalogue in ${lang}, with no raw key`, async () => {
      const out = await everything(lang);
      expect(out).not.toMatch(RAW);
      const cat = (lang === 'en' ? en : fr) as Record<string, string>;
      const missed = Object.keys(cat).filter((k) => !pattern(cat[k]).test(out));
      expect(missed).toEqual([]);
    });
  }
});
