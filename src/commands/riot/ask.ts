// What RIOT's procedures ask when typed alone (src/commands/facts.ts): each
// subject among the ids that can act now and each value as a pick list read
// from the game's slice, in the order the game plays them. The pick lists are
// narrowed by the rules themselves (a move's places are those resolveRiotMove
// does not refuse), never by a copy of them.
import type { Game } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { inReach, teamName } from '../../rules/riot/fight.js';
import { resolveRiotMove } from '../../rules/riot/move.js';
import { PLAY_NEEDS, resolveRiotPlay } from '../../rules/riot/play.js';
import { missionOwed } from '../../rules/riot/mission.js';
import { cardsLeft } from '../../rules/riot/deck.js';
import { ATTACK_ANY_BUILDING_FROM, cardCost, HOSPITAL, HQ, isProtester, MAX_ATTACKS_ON_GROUP, ORDER_FROM_ROUND, orderRefusal, PHASE, strengthAt, type Special } from '../../rules/riot/tables.js';
import type { Lang } from '../../rules/types.js';
import type { RiotState } from '../../state/riot/state.js';
import { SCENARIO_MAX_ENTITIES } from '../../state/validate.js';
import { UserError } from '../../errors.js';
import type { FactArg, PickChoice } from '../facts.js';
import { idList, placeKind, placeOf } from './facts.js';
import { placeName, unitName } from '../../render/riot/names.js';

/** The game's slice, or null (another game: nothing to offer). */
export function sliceOf(game: Game): RiotState | null {
  return (game as { riot?: RiotState }).riot ?? null;
}

/** The words of a subject (`a1,a2` or several) as ids. */
const idsOf = (subject: string | undefined): string[] => (subject ? idList('<units>', [subject]) : []);

/** A team's argument: the teams that `ok` lets act now. */
export function teamArg(description: string, ok: (s: RiotState, team: string, game: Game) => boolean = () => true): FactArg {
  return { name: 'team', description, kind: 'riot.teams', canAct: (game, id) => {
    const s = sliceOf(game);
    return s !== null && Object.hasOwn(s.teams, id) && ok(s, id, game);
  } };
}

/** Whether a team may begin its turn now (the refusals of resolveRiotTurn: played this round; the police first, then the police's order, l.113, U246). */
export function mayBeginTurn(s: RiotState, team: string, game: Game): boolean {
  if (s.round.played.includes(team)) return false;
  // l.27, U247: not before the nationalists' mission is drawn.
  if (game.turn === 1 && missionOwed(s)) return false;
  return orderRefusal(team, game.turn, s.order, s.round.played) === null;
}

/** Whether the police may give the order of play now (l.113, U246): at a round's end from the first, or before any turn of a later round. */
export function orderDue(s: RiotState, game: Game): boolean {
  const over = Object.keys(s.teams).every((x) => s.round.played.includes(x));
  return over || (game.turn >= ORDER_FROM_ROUND && s.round.played.length === 0);
}

/** The team whose turn it is. */
export const isActive = (s: RiotState, team: string): boolean => s.round.team === team;

/** Units of the active team that may act now, where `where` says (a unit in the hospital only when it lets it). */
export function unitsArg(name: string, description: string, where: (s: RiotState, at: string, special: string | null, id: string) => boolean): FactArg {
  return {
    name,
    description,
    kind: 'riot.units',
    variadic: true,
    list: true,
    canAct: (game, id) => {
      const s = sliceOf(game);
      const u = s && Object.hasOwn(s.units, id) ? s.units[id] : null;
      return s !== null && u !== null && u.team === s.round.team && where(s, u.at, s.types[u.type]?.special ?? null, id);
    },
  };
}

/** A place as a pick list shows it: its name and kind, and who holds it. */
export function placeChoice(s: RiotState, id: string, lang: Lang, except: readonly string[] = []): PickChoice {
  const k = placeKind(s, id);
  const bits: string[] = [];
  if (k?.kind === 'street') bits.push(t(lang, 'riot.pick.street', { name: s.zones[id].name }));
  else if (k?.kind === 'building') bits.push(t(lang, 'riot.pick.building', { name: s.buildings[id].name, zone: placeName(s, lang, s.buildings[id].zone), credits: s.buildings[id].credits }));
  else if (k?.kind === 'hq') bits.push(t(lang, 'riot.pick.hq'));
  else bits.push(placeName(s, lang, id));
  const holders = placeOf(s, id, except).occupants;
  if (holders.length) bits.push(t(lang, 'riot.pick.held', { teams: holders.map((x) => teamName(lang, x)).join(', ') }));
  // By its name (U402): the id is the value the line is typed with.
  return { value: id, name: bits.join(' · ') };
}

/** Streets and buildings of the board, zone by zone, then the HQ. */
function boardPlaces(s: RiotState): string[] {
  return [...Object.values(s.zones).flatMap((z) => [z.id, ...z.buildings.filter((b) => Object.hasOwn(s.buildings, b))]), HQ];
}

/** Where units may move: every place the move rule does not refuse for them (l.71-75). */
export function movePlaces(game: Game, subject: string | undefined, lang: Lang): PickChoice[] {
  const s = sliceOf(game);
  const ids = idsOf(subject).filter((x) => s !== null && Object.hasOwn(s.units, x));
  if (!s || ids.length === 0) return [];
  const units = ids.map((x) => s.units[x]).map((u) => ({ id: u.id, team: u.team, from: placeOf(s, u.at, ids), special: s.types[u.type]?.special ?? null }));
  return boardPlaces(s)
    // Not refused (among them `moves-spent`: the unit has made its moves this turn, l.75, l.139; the police's wounded
    // their one with the step out of the hospital, l.101, U281).
    .filter((p) => !resolveRiotMove({ lang, units, to: placeOf(s, p, ids), active: s.round.team, phase: s.round.phase, moved: s.round.moves ?? {}, extra: s.round.extra ?? {} }).refused)
    .map((p) => placeChoice(s, p, lang, ids));
}

/** The play facts of a card of the active team's hand on a unit and a place (U427), for the guide to ask what the rule allows. */
function playFacts(s: RiotState, card: string, unit: string | undefined, at: string | undefined, lang: Lang): Parameters<typeof resolveRiotPlay>[0] | null {
  const c = Object.hasOwn(s.cards, card) ? s.cards[card] : null;
  const team = s.round.team;
  if (!c || !team) return null;
  const u = unit && Object.hasOwn(s.units, unit) ? s.units[unit] : null;
  return {
    lang,
    team,
    card: { id: c.id, name: c.name, text: c.text, blitz: c.blitz, play: c.play ?? null },
    hand: s.teams[team]?.hand ?? [],
    active: team,
    phase: s.round.phase,
    ...(u ? { unit: { id: u.id, team: u.team, from: placeOf(s, u.at, [u.id]), special: s.types[u.type]?.special ?? null, moved: s.round.moves?.[u.id] ?? 0, extra: s.round.extra?.[u.id] ?? 0 } } : {}),
    ...(at ? { at: placeOf(s, at, u ? [u.id] : []) } : {}),
    newUnit: { id: 'new', type: 'basic' },
  };
}

/** The units a card may be played on (U427: the rule not refusing them), or null when the card takes none. */
export function playUnits(game: Game, card: string | undefined, lang: Lang): PickChoice[] | null {
  const s = sliceOf(game);
  const c = s && card && Object.hasOwn(s.cards, card) ? s.cards[card] : null;
  if (!s || !c?.play || !PLAY_NEEDS[c.play].unit) return null;
  const ok = (id: string) => {
    if (PLAY_NEEDS[c.play!].at === null) return !resolveRiotPlay(playFacts(s, c.id, id, undefined, lang)!).refused;
    return boardAndEntries(s).some((p) => !resolveRiotPlay(playFacts(s, c.id, id, p, lang)!).refused);
  };
  return Object.values(s.units).filter((u) => u.team === s.round.team && ok(u.id)).map((u) => ({ value: u.id, name: unitName(s, u.id) }));
}

/** The places a card may send a unit to (U427), or null when the card takes none. */
export function playPlaces(game: Game, card: string | undefined, unit: string | undefined, lang: Lang): PickChoice[] | null {
  const s = sliceOf(game);
  const c = s && card && Object.hasOwn(s.cards, card) ? s.cards[card] : null;
  if (!s || !c?.play || PLAY_NEEDS[c.play].at === null) return null;
  return boardAndEntries(s).filter((p) => !resolveRiotPlay(playFacts(s, c.id, unit, p, lang)!).refused).map((p) => placeChoice(s, p, lang, unit ? [unit] : []));
}

/** The board's places and its entry points. */
function boardAndEntries(s: RiotState): string[] {
  return [...boardPlaces(s), ...Object.keys(s.zones).map((z) => `entry:${z}`)];
}

/** The enemy teams in a place (the attackers' team left out). */
export function enemiesAt(s: RiotState, place: string, attackers: readonly string[]): string[] {
  const team = attackers.map((x) => s.units[x]?.team).find(Boolean);
  return [...new Set(Object.values(s.units).filter((u) => u.at === place && u.team !== team && u.at !== HOSPITAL).map((u) => u.team))];
}

/**
 * Where units may attack: the streets and buildings holding an enemy not yet
 * attacked twice this turn (l.83) that every one of them reaches (the fight
 * rule's own inReach: their zone; a building anywhere for a paramilitary on
 * its entry point or the R.A.I.D. in the HQ, l.133, l.145, U280; the umpire's --in-reach is
 * typed, never offered).
 */
export function fightPlaces(game: Game, subject: string | undefined, lang: Lang): PickChoice[] {
  const s = sliceOf(game);
  const ids = idsOf(subject).filter((x) => s !== null && Object.hasOwn(s.units, x));
  if (!s || ids.length === 0) return [];
  const reach = ids.map((x) => {
    const u = s.units[x];
    const k = placeKind(s, u.at);
    return { kind: k?.kind ?? '', zone: k?.zone ?? null, moved: s.round.moves?.[x] ?? 0, special: s.types[u.type]?.special ?? null };
  });
  const open = (p: string) => enemiesAt(s, p, ids).some((e) => (s.round.attacks[`${e}@${p}`] ?? 0) < MAX_ATTACKS_ON_GROUP);
  const reached = (p: string) => {
    const k = placeKind(s, p);
    return k !== null && reach.every((r) => inReach(r, k));
  };
  return boardPlaces(s).filter((p) => p !== HQ && reached(p) && open(p)).map((p) => placeChoice(s, p, lang));
}

/** The defending team's choices at the place picked. */
export function defenderChoices(game: Game, subject: string | undefined, place: string | undefined, lang: Lang): PickChoice[] {
  const s = sliceOf(game);
  if (!s || !place) return [];
  return enemiesAt(s, place, idsOf(subject)).map((x) => ({ value: x, name: teamName(lang, x) }));
}

/** A fight's sides for the card pick lists: the attacking units, their team and the defending team (named, or the one enemy at the place). */
function fightSides(game: Game, subject: string | undefined, place: string | undefined, defender: string | undefined) {
  const s = sliceOf(game);
  const ids = idsOf(subject).filter((x) => s !== null && Object.hasOwn(s.units, x));
  if (!s || !place || ids.length === 0) return null;
  const enemies = enemiesAt(s, place, ids);
  const def = defender ?? (enemies.length === 1 ? enemies[0] : undefined);
  return def ? { s, ids, attacker: s.units[ids[0]].team, def } : null;
}

/** The ranged Blitz cards in the two teams' hands (l.87-95) and the enemy units of the fight each may hit: `card:unit`. */
export function blitzChoices(game: Game, subject: string | undefined, place: string | undefined, defender: string | undefined, lang: Lang): PickChoice[] {
  const sides = fightSides(game, subject, place, defender);
  if (!sides || !place) return [];
  const { s, ids, attacker, def } = sides;
  const defenders = Object.values(s.units).filter((u) => u.at === place && u.team === def).map((u) => u.id);
  // l.105: the attacker fires no ranged card at units in a building.
  const inBuilding = placeKind(s, place)?.kind === 'building';
  const out: PickChoice[] = [];
  const cards = (team: string) => [...new Set(s.teams[team]?.hand ?? [])].map((c) => s.cards[c]).filter((c) => c && c.blitz && c.ranged > 0);
  // l.87 "en commençant par la/le défenseur/euse": the defender's cards are offered first.
  for (const [team, targets] of [[def, ids], [attacker, inBuilding ? [] : defenders]] as const) {
    for (const c of cards(team)) for (const u of targets) out.push({ value: `${c.id}:${u}`, name: t(lang, 'riot.pick.blitz', { team: teamName(lang, team), card: c.name, points: c.ranged, unit: unitName(s, u) }) });
  }
  return out;
}

/** The melee Blitz cards in the two teams' hands that the fight allows (l.87, U425: the card's side and place): `card:team`. */
export function meleeBlitzChoices(game: Game, subject: string | undefined, place: string | undefined, defender: string | undefined, lang: Lang): PickChoice[] {
  const sides = fightSides(game, subject, place, defender);
  if (!sides || !place) return [];
  const { s, attacker, def } = sides;
  const kind = placeKind(s, place)?.kind;
  const out: PickChoice[] = [];
  for (const [team, side] of [[def, 'defender'], [attacker, 'attacker']] as const) {
    for (const c of [...new Set(s.teams[team]?.hand ?? [])].map((x) => s.cards[x])) {
      if (!c || !c.blitz || !c.melee || (c.side && c.side !== side) || (c.where && c.where !== kind)) continue;
      out.push({ value: `${c.id}:${team}`, name: t(lang, 'riot.pick.melee-blitz', { team: teamName(lang, team), card: c.name, points: c.melee }) });
    }
  }
  return out;
}

/**
 * The ranged Blitz cards ticked, each no more often than the copies of it in
 * the hand of the team that plays it (l.87-91: a card is played once): true,
 * or the reason to tick again (one Pavé ticked for two units).
 */
export function blitzWithinHands(game: Game, subject: string | undefined, place: string | undefined, defender: string | undefined, ticked: readonly string[], lang: Lang): true | string {
  const s = sliceOf(game);
  const ids = idsOf(subject).filter((x) => s !== null && Object.hasOwn(s.units, x));
  if (!s || ids.length === 0) return true;
  const attacker = s.units[ids[0]].team;
  const def = defender ?? (place ? enemiesAt(s, place, ids)[0] : undefined) ?? '';
  const count = new Map<string, number>();
  for (const v of ticked.flatMap((x) => x.split(','))) {
    const [card, unit] = v.split(':');
    // The card is played by the side that does not own its target.
    const target = Object.hasOwn(s.units, unit ?? '') ? s.units[unit] : null;
    if (!target) continue;
    const team = target.team === attacker ? def : attacker;
    const key = `${team}\u0000${card}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  for (const [key, n] of count) {
    const [team, card] = key.split('\u0000');
    const copies = (s.teams[team]?.hand ?? []).filter((c) => c === card).length;
    if (n > copies) return t(lang, 'riot.pick.blitz-copies', { team: teamName(lang, team), card: s.cards[card]?.name ?? card, n: copies });
  }
  return true;
}

/** Whether the team whose turn it is may buy now: before its moves and fights (l.41-45, U202), and something within its credits (l.63-69). */
export function mayBuy(s: RiotState, team: string, game: Game): boolean {
  if (!isActive(s, team) || (s.round.phase ?? PHASE.count) > PHASE.deploy) return false;
  return cardChoices(game, team, 'en').length > 0 || typeChoices(game, team, 'en').length > 0;
}

/** The team's credits as the subject picked them. */
const creditsOf = (s: RiotState, team: string | undefined): number => (team && Object.hasOwn(s.teams, team) ? s.teams[team].credits : 0);

/** How many cards the team may buy now (their rising cost within its credits, l.65; the deck's cards left, U123): 1..n. */
export function cardChoices(game: Game, team: string | undefined, lang: Lang): PickChoice[] {
  const s = sliceOf(game);
  if (!s || !team || !isProtester(team)) return [];
  const bought = s.round.team === team ? s.round.cards : 0;
  const left = cardsLeft(s.cardDeck.deck, s.cardDeck.drawn).length;
  const out: PickChoice[] = [];
  let cost = 0;
  for (let n = 1; n <= left; n++) {
    cost += cardCost(bought + n);
    if (cost > creditsOf(s, team)) break;
    out.push({ value: String(n), name: t(lang, 'riot.pick.cards', { n, cost }) });
  }
  return out;
}

/**
 * The cards left in a deck, in its order, a copy each, by name (U402): what
 * the dice question's "the card I drew" picks from (U411). `protesters`: the
 * deck cards are bought from (l.65); `opinion`: the public-opinion deck (l.29-33).
 */
export function deckDraw(game: Game, deck: 'protesters' | 'opinion', _lang: Lang): PickChoice[] {
  const s = sliceOf(game);
  if (!s) return [];
  const d = deck === 'protesters' ? s.cardDeck : s.opinion;
  const named = deck === 'protesters' ? s.cards : s.opinion.cards;
  return cardsLeft(d.deck, d.drawn).map((id) => ({ value: id, name: Object.hasOwn(named, id) ? named[id].name : id }));
}

/**
 * Unit types as the guide gives them and a person may type them: `crs`,
 * `crs,crs` or `crs:2` (two of a type: the purchase checklist's count), each
 * once per unit. A count is a whole number from 1 to SCENARIO_MAX_ENTITIES
 * (U81: no list of a game holds more); anything else is exit 2 naming --unit.
 */
export function countedIds(list: readonly string[]): string[] {
  return list.flatMap((x) =>
    x.split(',').flatMap((w) => {
      const m = /^(.*):(\d{1,4})$/.exec(w);
      if (!m) return [w];
      const n = Number(m[2]);
      if (n < 1 || n > SCENARIO_MAX_ENTITIES) throw new UserError('bad-option', { option: '--unit', problemKey: 'err.p.riot-count', value: w });
      return Array.from({ length: n }, () => m[1]);
    }),
  );
}

/** The credits a team has left for its units after the cards chosen before them (`cards`, l.65). */
function creditsAfterCards(s: RiotState, team: string, cards: string | undefined): number {
  const bought = s.round.team === team ? s.round.cards : 0;
  const n = Number(cards ?? 0) || 0;
  let cost = 0;
  for (let k = bought + 1; k <= bought + n; k++) cost += cardCost(k);
  return creditsOf(s, team) - cost;
}

/** The team's unit types it can still afford after the cards chosen (`cards`), each once: how many is asked after (typeCount). */
export function typeChoices(game: Game, team: string | undefined, lang: Lang, cards?: string): PickChoice[] {
  const s = sliceOf(game);
  if (!s || !team) return [];
  const credits = creditsAfterCards(s, team, cards);
  return Object.values(s.types)
    .filter((x) => x.team === team && x.cost <= credits)
    .map((ty) => ({ value: ty.id, name: t(lang, 'riot.pick.type', { name: ty.name, cost: ty.cost, strength: strengthAt(ty, 'street') }) }));
}

/** A unit type by its scenario's name (the id when unknown): "Combien de Gardien de la paix ?". */
export function typeName(game: Game, type: string): string {
  const s = sliceOf(game);
  return s && Object.hasOwn(s.types, type) ? s.types[type].name : type;
}

/** How many units of a type the team's credits pay after the cards chosen (at least 1; a free type, 1). */
export function typeCount(game: Game, team: string | undefined, type: string, cards?: string): number {
  const s = sliceOf(game);
  if (!s || !team || !Object.hasOwn(s.types, type)) return 1;
  const cost = s.types[type].cost;
  return cost <= 0 ? 1 : Math.max(1, Math.floor(creditsAfterCards(s, team, cards) / cost));
}

/**
 * The units ticked, with the cards chosen before them, within the team's
 * credits (l.63-69): true, or the rule's own refusal ("it costs 24 credits and
 * the Police have 6"), so the checklist is ticked again instead of the line
 * being refused after it.
 */
export function withinCredits(game: Game, team: string | undefined, ticked: readonly string[], lang: Lang, cards: string | undefined): true | string {
  const s = sliceOf(game);
  if (!s || !team) return true;
  const bought = s.round.team === team ? s.round.cards : 0;
  const n = Number(cards ?? 0) || 0;
  let cost = 0;
  for (let k = bought + 1; k <= bought + n; k++) cost += cardCost(k);
  for (const id of countedIds(ticked)) cost += Object.hasOwn(s.types, id) ? s.types[id].cost : 0;
  const credits = creditsOf(s, team);
  return cost <= credits ? true : t(lang, 'riot.buy.refused.too-dear', { cost, credits, team: teamName(lang, team) });
}

/** The zones whose entry point the protesters' new units may take (l.69). */
export function zoneChoices(game: Game, lang: Lang): PickChoice[] {
  const s = sliceOf(game);
  return s ? Object.keys(s.zones).map((z) => placeChoice(s, z, lang)) : [];
}

/** Whether a unit where it stands may attack (l.83): in a street or a building; a Paramilitaire on its entry point or the R.A.I.D. in the HQ, just recruited (l.133, l.145, U280). */
export function mayAttackFrom(s: RiotState, at: string, special: string | null): boolean {
  const k = placeKind(s, at)?.kind;
  return k === 'street' || k === 'building' || (k !== undefined && special !== null && ATTACK_ANY_BUILDING_FROM[special as Special] === k);
}
