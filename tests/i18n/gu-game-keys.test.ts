// Every message a Guérilla Urbaine game procedure can reach exists in both
// catalogues: each action and refusal of the turn's order, each shot, melee,
// revival, prayer and power outcome, the gang check's problems and the
// status screen, in English and French; no output holds a raw catalogue key.
import { describe, expect, it } from 'vitest';
import { diceThenOnes as fixedDice } from '../helpers/dice.js';
import { RAW_KEY } from '../helpers/raw-key.js';
import { renderResolution } from '../../src/render/human.js';
import type { Dice, Lang, Resolution } from '../../src/rules/types.js';
import { ACTION_KEYS, resolveSimpleAction, type ActingFigure, type SimpleActionFacts } from '../../src/rules/guerilla-urbaine/actions.js';
import { resolveGangCheck, type MemberSpec } from '../../src/rules/guerilla-urbaine/gang.js';
import { resolveMedico } from '../../src/rules/guerilla-urbaine/medico.js';
import { POWERS, resolvePower, type PowerKey, type PowerTarget } from '../../src/rules/guerilla-urbaine/powers.js';
import { resolveGangMelee, resolveGangShot } from '../../src/rules/guerilla-urbaine/skirmish.js';
import { resolveInitiative, resolvePhase, type Round, type TurnFigure } from '../../src/rules/guerilla-urbaine/turn.js';
import { GU_WEAPONS } from '../../src/rules/guerilla-urbaine/profile.js';
import { renderGuStatus } from '../../src/commands/guerilla-urbaine/status.js';
import { newFigure } from '../../src/games/guerilla-urbaine/state.js';



const fig = (id: string, gang: string, extra: Partial<ActingFigure> = {}): ActingFigure => ({
  id, gang, rank: 'ganger', dead: false, acted: null, actions: [], down: false, camouflaged: false, unloaded: [], hasWeapon: true,
  medico: true, priest: true, shaman: true, camouflageUpgrade: true, ...extra,
});
const figs: TurnFigure[] = [fig('ac', 'A', { rank: 'chef' }), fig('as', 'A', { rank: 'sous-chef' }), fig('a1', 'A'), fig('bc', 'B', { rank: 'chef' }), fig('b1', 'B')];
const rounds: (Round | null)[] = [
  null,
  { turn: 1, order: ['A', 'B'], phase: null, leadersDone: [], restDone: [], active: null },
  { turn: 1, order: ['A', 'B'], phase: { kind: 'leader', gang: 'A', leader: 'ac', bubble: [] }, leadersDone: ['ac'], restDone: [], active: 'a1' },
  { turn: 1, order: ['A', 'B'], phase: { kind: 'rest', gang: 'B' }, leadersDone: ['ac', 'bc'], restDone: ['A'], active: 'a1' },
  { turn: 1, order: ['A', 'B'], phase: { kind: 'rest', gang: 'A' }, leadersDone: ['ac', 'bc'], restDone: [], active: 'x' },
];
const figureStates: ActingFigure[] = [
  fig('a1', 'A'),
  fig('a1', 'A', { acted: 1, actions: ['move'] }),
  fig('a1', 'A', { acted: 1, actions: ['concentrate'], down: true, camouflaged: true, unloaded: ['crossbow'] }),
  fig('a1', 'A', { acted: 1, actions: ['move', 'run'] }),
  fig('a1', 'A', { dead: true }),
  fig('a1', 'A', { rank: 'chef' }),
  fig('a1', 'A', { acted: 1, actions: ['concentrate'], hasWeapon: false, medico: false, priest: false, shaman: false, camouflageUpgrade: false }),
];

function records(lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  for (const round of rounds) {
    for (const figure of figureStates) {
      for (const action of ACTION_KEYS.filter((a) => !['shoot', 'melee', 'heal', 'pray', 'power'].includes(a)) as SimpleActionFacts['action'][]) {
        out.push(resolveSimpleAction({ lang, round, figure, action, move: 4, what: 'opens a door' }, fixedDice([])));
        out.push(resolveSimpleAction({ lang, round, figure, action, move: 5, cover: true }, fixedDice([])));
      }
      out.push(resolveMedico({ lang, round, figure, target: { id: 'b1', dead: true, kinds: [] }, contact: true }, fixedDice([3])));
    }
  }
  const r = rounds[4] as Round;
  const actor = fig('a1', 'A', { acted: 1, actions: ['concentrate'] });
  const inTurn = { ...r, active: 'a1' };
  for (const [target, contact, die] of [[{ id: 'b1', dead: true, kinds: [] }, true, 1], [{ id: 'b1', dead: false, kinds: [] }, true, 1], [{ id: 'b1', dead: true, kinds: ['robot'] }, true, 1], [{ id: 'b1', dead: true, kinds: [] }, false, 1]] as const) {
    out.push(resolveMedico({ lang, round: inTurn, figure: actor, target, contact }, fixedDice([die])));
  }
  const t = (id: string, gang: string, e: Partial<PowerTarget> = {}): PowerTarget => ({ id, gang, dead: false, pv: 2, kinds: [], camouflaged: true, saves: [5], ...e });
  const targetSets: PowerTarget[][] = [[], [t('a2', 'A')], [t('b1', 'B'), t('b2', 'B', { kinds: ['large'] })], [t('a1', 'A')], [t('b1', 'B', { dead: true })], [t('a2', 'A', { dead: true, kinds: ['vehicle'] })], [t('b1', 'B', { kinds: ['undead'] })], [t('b1', 'B', { kinds: ['demon'], pv: 3 })], [t('a2', 'A', { dead: true })]];
  for (const power of Object.keys(POWERS) as PowerKey[]) {
    for (const targets of targetSets) {
      for (const dice of [[1, 1], [6, 6], [6, 1], [2, 1]]) {
        out.push(resolvePower({ lang, round: inTurn, figure: actor, power, targets }, fixedDice(dice)));
      }
    }
  }
  out.push(resolvePower({ lang, round: inTurn, figure: { ...actor, priest: false, shaman: false }, power: 'aura-of-dread', targets: [] }, fixedDice([])));
  for (const prescience of [{}, { A: true }, { B: true }]) {
    for (const die of [1, 6]) out.push(resolveInitiative({ lang, gangs: ['A', 'B'], round: null, figures: figs, prescience }, fixedDice([die])));
  }
  out.push(resolveInitiative({ lang, gangs: ['A', 'B'], round: rounds[1], figures: figs, prescience: {} }, fixedDice([])));
  // Three gangs (l.66, U413, U414): each die by its gang, a tie rolled again, Prescience, a tie never parted (refused).
  for (const prescience of [{}, { C: true }]) out.push(resolveInitiative({ lang, gangs: ['A', 'B', 'C'], round: null, figures: figs, prescience }, fixedDice([3, 5, 3, 2, 6])));
  out.push(resolveInitiative({ lang, gangs: ['A', 'B', 'C'], round: null, figures: figs, prescience: {} }, fixedDice(Array(80).fill(4))));
  const asks = [{ leader: 'ac' }, { leader: 'ac', bubble: ['a1'] }, { leader: 'bc' }, { leader: 'a1' }, {}, { gang: 'B' }, { leader: 'ac', bubble: ['b1'] }, { leader: 'ac', bubble: ['bc'] }, { leader: 'ac', bubble: ['as'] }];
  for (const round of rounds) for (const ask of asks) out.push(resolvePhase({ lang, round, figures: figs, ...ask }, fixedDice([])));
  const done: Round = { turn: 1, order: ['A', 'B'], phase: null, leadersDone: ['ac', 'as', 'bc'], restDone: ['A', 'B'], active: null };
  out.push(resolvePhase({ lang, round: done, figures: figs }, fixedDice([])));
  out.push(resolvePhase({ lang, round: { ...done, leadersDone: ['ac', 'as', 'bc'], restDone: [] }, figures: figs }, fixedDice([])));
  out.push(resolvePhase({ lang, round: { ...done, leadersDone: [] }, figures: figs.map((f) => (f.id === 'ac' ? { ...f, dead: true } : f)), leader: 'ac' }, fixedDice([])));
  out.push(resolvePhase({ lang, round: { ...done, leadersDone: [], restDone: [] }, figures: figs, leader: 'ac', bubble: ['a1'] }, fixedDice([])));
  out.push(resolvePhase({ lang, round: { ...done, leadersDone: [], restDone: [] }, figures: figs.map((f) => (f.id === 'a1' ? { ...f, dead: true } : f)), leader: 'ac', bubble: ['a1'] }, fixedDice([])));
  out.push(resolvePhase({ lang, round: { ...done, leadersDone: [], restDone: [] }, figures: figs.map((f) => (f.id === 'a1' ? { ...f, acted: 1 } : f)), leader: 'ac', bubble: ['a1'] }, fixedDice([])));
  for (const weapon of [GU_WEAPONS.pistol, GU_WEAPONS.crossbow, GU_WEAPONS.shotgun]) {
    for (const dice of [[1, 1], [6, 1], [6, 6], [4, 4]]) {
      out.push(resolveGangShot({ lang, round: inTurn, figure: { ...actor, camouflaged: true }, extra: [], shooting: { shoot: 4, upgrades: [], weapon, distance: 3, shots: [{ targets: [{ id: 'b1', pv: 1, saves: [4] }] }] } }, fixedDice(dice)));
    }
    out.push(resolveGangShot({ lang, round: inTurn, figure: actor, extra: [], shooting: { shoot: 4, upgrades: [], weapon, distance: 40, shots: [{ targets: [{ id: 'b1', pv: 1, saves: [] }] }] } }, fixedDice([])));
  }
  out.push(resolveGangShot({ lang, round: inTurn, figure: actor, extra: [], shooting: { shoot: null, upgrades: [], weapon: GU_WEAPONS.pistol, distance: 3, shots: [] } }, fixedDice([])));
  out.push(resolveGangShot({ lang, round: inTurn, figure: { ...actor, hasWeapon: false }, extra: [], shooting: { shoot: null, upgrades: [], weapon: GU_WEAPONS.pistol, distance: 3, shots: [] } }, fixedDice([])));
  out.push(resolveMedico({ lang, round: inTurn, figure: { ...actor, medico: false }, target: { id: 'b1', dead: true, kinds: [] }, contact: true }, fixedDice([])));
  out.push(resolvePower({ lang, round: inTurn, figure: { ...actor, shaman: false }, power: 'vision', targets: [] }, fixedDice([])));
  out.push(resolveGangShot({ lang, round: null, figure: actor, extra: [], shooting: { shoot: 4, upgrades: [], weapon: GU_WEAPONS.pistol, distance: 3, shots: [] } }, fixedDice([])));
  for (const dice of [[1, 1, 1], [6, 6, 6], [6, 1, 1], [2, 6, 6, 6], [6, 6, 1, 1]]) {
    for (const knockedDown of [false, true]) {
      out.push(resolveGangMelee({ lang, round: inTurn, figure: actor, assassinated: [], melee: { attacker: { id: 'a1', fight: 4, pv: 1, attacks: 2, coward: true, assassinFirst: true }, defender: { id: 'b1', fight: 5, pv: 2, robust: true, knockedDown } } }, fixedDice(dice)));
    }
  }
  out.push(resolveGangMelee({ lang, round: inTurn, figure: actor, assassinated: [], melee: { attacker: { id: 'a1', fight: 4, pv: 1, attacks: 1 }, defender: { id: 'b1', fight: null, pv: 1 } } }, fixedDice([6])));
  out.push(resolveGangMelee({ lang, round: inTurn, figure: actor, assassinated: [], melee: { attacker: { id: 'a1', fight: null, pv: 1, attacks: 1 }, defender: { id: 'b1', fight: 4, pv: 1 } } }, fixedDice([])));
  const m = (id: string, rank: MemberSpec['rank'], kit: string, upgrades: MemberSpec['upgrades'] = []): MemberSpec => ({ id, rank, kit, upgrades });
  out.push(resolveGangCheck({ lang, members: [m('c', 'chef', 'pistol', ['excellent-reflexes']), m('s', 'sous-chef', 'pistol', ['sharp-reflexes'])], credits: 150 }, fixedDice([])));
  out.push(resolveGangCheck({ lang, members: [m('c', 'chef', 'pistol'), m('c2', 'chef', 'bazooka'), m('s', 'sous-chef', 'pistol'), m('s2', 'sous-chef', 'two-hands', ['marksman', 'good-reflexes', 'sharp-reflexes', 'fast', 'fast']), ...Array.from({ length: 9 }, (_, i) => m(`g${i}`, 'ganger', 'assault-rifle'))], credits: 150 }, fixedDice([])));
  out.push(resolveGangCheck({ lang, members: [], credits: 150 }, fixedDice([])));
  return out;
}

describe('Guérilla Urbaine game messages', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`exist for every outcome and refusal (${lang})`, async () => {
      const recs = records(lang);
      const codes = new Set(recs.map((r) => r.outcome.code));
      // The enumeration reaches the refusals of the order and the outcomes of every procedure.
      for (const c of ['other-side', 'not-in-bubble', 'already-acted', 'activation-over', 'no-turn', 'no-phase', 'dead', 'leader-own-phase', 'not-first', 'not-second', 'no-action-left', 'down', 'needs-moved-first', 'needs-down', 'needs-unloaded', 'needs-weapon', 'needs-medico', 'needs-shaman', 'needs-camouflage-upgrade', 'no-cover', 'revived', 'not-revived', 'not-dead', 'not-revivable', 'no-contact', 'parried', 'killed', 'wounded', 'saved', 'miss', 'no-attack', 'legal', 'illegal', 'initiative', 'tie-unparted', 'leader-phase', 'rest-phase', 'turn-not-over', 'wrong-side', 'leader-phase-owed', 'not-a-leader', 'bubble-leader', 'bubble-other-side', 'bubble-dead', 'bubble-acted', 'leader-dead', 'leader-acted', 'turn-over', 'one-target', 'no-targets', 'self', 'not-ally', 'not-enemy', 'dead-target', 'not-unholy', 'needs-priest', ...Object.keys(POWERS).filter((p) => !['laying-on-hands', 'healing', 'banishment'].includes(p))]) {
        expect(codes, c).toContain(c);
      }
      for (const r of recs) {
        const text = [renderResolution(r, { lang, color: false, seq: 1, turn: 1, player: false }), r.outcome.text, ...r.notes, r.refused?.reason ?? ''].join('\n');
        const found = RAW_KEY.exec(text.replace(/\b(figures|round|gangs)\.[\w.-]+/g, ''));
        expect(found?.[0], `${r.procedure} ${r.outcome.code}: ${text}`).toBeUndefined();
        expect(text).not.toMatch(/\{\w+\}/);
      }
      const game = {
        title: 'T',
        gangs: { A: { id: 'A', name: 'Les A', credits: 150, cost: 100, prescience: 2, members: ['a1', 'a2'] } },
        figures: {
          a1: { ...newFigure({ id: 'a1', name: 'Un', gang: 'A', rank: 'chef', kit: 'crossbow', upgrades: [], kinds: [], pv: 1 }), acted: 1, actions: ['move', 'shoot'], down: true, camouflaged: true, unloaded: ['crossbow'], blessed: 1, inspired: 1, malaise: 1, dread: 1 },
          a2: { ...newFigure({ id: 'a2', name: 'Deux', gang: 'A', rank: 'ganger', kit: 'pistol', upgrades: [], kinds: [], pv: 1 }), dead: true, pv: 0 },
        },
        round: rounds[2],
      };
      for (const g of [game, { ...game, round: null }, { ...game, round: { ...done(), phase: null } }]) {
        const s = await renderGuStatus(g, lang, false);
        expect(RAW_KEY.exec(s)?.[0], s).toBeUndefined();
      }
    });
  }
});

function done(): Round {
  return { turn: 1, order: ['A', 'B'], phase: null, leadersDone: [], restDone: ['A', 'B'], active: null };
}

// The players' screen's lines (issue 42): every record of the walk that happened (a refusal is never logged)
// told in one line by the game's players' view, in both languages; no raw key, no placeholder; the figures and
// gangs by their names when the game has them (`Les A`, `Un`), never their ids.
describe("Guérilla Urbaine game: the players' lines", () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: one line a record, every key filled, names not ids`, async () => {
      const { GU_GAME_PLAYERS } = await import('../../src/render/guerilla-urbaine/players.js');
      const names = (ids: string[], prefix: string) => Object.fromEntries(ids.map((id) => [id, { id, name: `${prefix} ${id.toUpperCase()}` }]));
      const game = { system: 'guerilla-urbaine', lang, gangs: names(['A', 'B', 'C'], 'Gang'), figures: names(['ac', 'as', 'a1', 'a2', 'bc', 'b1', 'b2', 'c', 's'], 'Fig') };
      const procedures = new Set<string>();
      for (const r of records(lang).filter((x) => !x.refused)) {
        for (const g of [game, null]) {
          const lines = GU_GAME_PLAYERS.lines?.(r, g as never, lang, (s) => s);
          expect(lines, `${r.procedure} ${r.outcome.code}`).toHaveLength(1);
          const text = lines![0];
          procedures.add(r.procedure);
          expect(RAW_KEY.exec(text)?.[0], `${r.procedure} ${r.outcome.code}: ${text}`).toBeUndefined();
          expect(text).not.toMatch(/\{\w+\}|\b(ac|as|a1|a2|bc|b1|b2)\b|\d\+|\bl\.\d/);
          if (g && r.procedure !== 'gu-gang') expect(text, text).toMatch(/Fig [A-Z0-9]+|Gang [AB]/);
        }
      }
      expect([...procedures].sort()).toEqual(['gu-act', 'gu-gang', 'gu-heal', 'gu-initiative', 'gu-melee', 'gu-phase', 'gu-power', 'gu-pray', 'gu-shoot']);
    });
  }
});
