// Every message a procedure of a game of Intervention can reach exists in both
// catalogues: orders and their refusals, the sequences, moves, observation,
// single and grouped fire, melee, explosions, morale, every mission check and
// the status screen, in English and French; no output holds a raw catalogue key.
import { describe, expect, it } from 'vitest';
import { RAW_KEY } from '../helpers/raw-key.js';
import { renderResolution } from '../../src/render/human.js';
import type { Lang, Resolution } from '../../src/rules/types.js';
import { ORDERS, PHASES, type IvFighter, type IvSlice, type MissionKind, type OrderState, type Phase } from '../../src/rules/intervention/game.js';
import { resolveActivate, resolveBlast, resolveFire, resolveGroupFire, resolveMove, resolveObserve, resolveOrders, resolvePhase, resolvePlayMelee, resolvePlayMorale, type PlayContext } from '../../src/rules/intervention/play.js';
import { resolveMissionCheck } from '../../src/rules/intervention/missions.js';
import { renderIvStatus } from '../../src/commands/intervention/status.js';
import { t } from '../../src/i18n/index.js';

const rifle = { id: 'r', name: 'Rifle', type: 'AS' as const, bands: [{ to: 30, pf: 4 }, { to: 60, pf: 3 }, { to: 100, pf: 2 }], cadence: null };
const mg = { id: 'mg', name: 'MG', type: 'AM' as const, bands: [{ to: 50, pf: 4 }, { to: 100, pf: 5 }], cadence: 4 };
const flamer = { id: 'fl', name: 'Flamer', type: 'NE' as const, bands: [{ to: 10, pf: 5 }], cadence: null };

function fighter(id: string, side: string, over: Partial<IvFighter> = {}): IvFighter {
  return {
    id, name: id, side, unit: `${side}-u`, leader: side === 'att', mvt: 10, det: 8, rt: 7, pa: 5, camouflage: 0, optical: false, weapons: [rifle],
    counter: 7, condition: 'fit', order: 'progress', sighting: 'located', dodge: null, hiding: false, moved: 0, movedInFire: 0, shots: 0,
    firedAt: [], firedBy: [], pfAt: 0, reloading: null, half: side, building: false, exited: null, nearEnemy: false, bound: false, ...over,
  };
}

function slice(phase: Phase, fs: IvFighter[], kind: MissionKind = 'hostage', verdict: IvSlice['mission']['verdict'] = null): IvSlice {
  return {
    sides: { att: { id: 'att', name: 'Attackers', cost: 0, units: [{ id: 'att-u', name: 'U', fighters: fs.filter((f) => f.side === 'att').map((f) => f.id) }] }, def: { id: 'def', name: 'Defenders', cost: 0, units: [{ id: 'def-u', name: 'V', fighters: fs.filter((f) => f.side === 'def').map((f) => f.id) }] } },
    fighters: Object.fromEntries(fs.map((f) => [f.id, f])),
    round: { phase },
    mission: { kind, attacker: 'att', defender: 'def', figure: kind === 'elimination' ? 'd1' : 'A', turns: 10, streak: 0, verdict },
  };
}

const variants: Partial<IvFighter>[] = [
  {}, { condition: 'wounded', counter: 3 }, { condition: 'out', counter: 0 }, { exited: 'def' }, { order: 'run' }, { order: 'aimed' }, { order: 'observe' },
  { order: 'fire-at-will', weapons: [mg] }, { order: 'none', weapons: [mg] }, { order: 'camouflage' }, { dodge: 1 }, { shots: 2 }, { bound: true },
  { sighting: 'hidden' }, { sighting: 'detected', camouflage: 1, optical: true }, { weapons: [flamer] }, { firedBy: ['d2'] }, { reloading: 1, weapons: [mg] }, { pfAt: 8 }, { half: 'def' },
];

function records(lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  for (const phase of PHASES) {
    for (const v of variants) {
      for (const verdict of [null, { winner: 'att', code: 'a-fled', turn: 1 }]) {
        const a = fighter('a1', 'att', v);
        const d = fighter('d1', 'def', v);
        const d2 = fighter('d2', 'def');
        const A = fighter('A', 'att', { bound: true, weapons: [], nearEnemy: true });
        const s = slice(phase, [a, d, d2, A, fighter('a2', 'att')], 'hostage', verdict);
        const c: PlayContext = { slice: s, turn: 2, lang };
        for (const o of ORDERS) out.push(resolveOrders(c, [a], o));
        for (const to of PHASES) out.push(resolvePhase(c, to));
        out.push(resolveMove(c, a, 5, { half: 'def', building: true, nearEnemy: true, hide: true, inView: true }));
        out.push(resolveMove(c, a, 50, {}), resolveMove(c, a, 0, { exit: 'other' }), resolveMove(c, A, 5, {}));
        out.push(resolveObserve(c, a, d, 30, false), resolveObserve(c, a, d, 300, true), resolveObserve(c, a, a, 10, false));
        for (const dist of [10, 45, 80, 500]) for (const cover of ['open', 'light', 'hard'] as const) out.push(resolveFire(c, a, { target: d, distance: dist, cover }));
        out.push(resolveFire(c, a, { target: d, distance: 10, cover: 'open', weapon: 'nope' }), resolveFire(c, a, { target: d2, distance: 10, cover: 'open', cadence: true }), resolveFire(c, a, { target: fighter('a3', 'att'), distance: 10, cover: 'open' }));
        out.push(resolveGroupFire(c, [a, fighter('a2', 'att')], [{ fighter: d, cover: 'hard' }, { fighter: d2, cover: 'open' }], [10, 10], 'kills', 1));
        out.push(resolveGroupFire(c, [fighter('a2', 'att'), fighter('a4', 'att')], [{ fighter: d2, cover: 'hard' }], [10, 40], 'wounds', 9));
        out.push(resolveGroupFire(c, [fighter('a2', 'att')], [{ fighter: d2, cover: 'open' }, { fighter: d, cover: 'open' }], [10], 'kills', 1));
        out.push(resolvePlayMelee(c, a, d), resolvePlayMelee(c, a, A), resolvePlayMelee(c, d, A), resolvePlayMelee(c, a, fighter('a2', 'att')));
        out.push(resolveBlast(c, { pf: 4, radius: 5 }, [{ fighter: d, distance: 3, cover: 'light' }, { fighter: d2, distance: 7, cover: 'open' }], a));
        out.push(resolveBlast(c, { pf: 0, radius: 0, sample: 'techno-grenade' }, [{ fighter: d2, distance: 5, cover: 'hard' }]));
        out.push(resolvePlayMorale(c, d, [4, 5]), resolvePlayMorale(c, d, [1]));
        // The activations (l.51-53, U110): due, acting, passed, done, not in play; a fighter out of turn or done.
        out.push(resolveActivate(c, ['def-u'], false), resolveActivate(c, ['def-u', 'att-u'], false), resolveActivate(c, ['def-u', 'att-u'], true), resolveActivate(c, ['att-u'], false), resolveActivate(c, ['nobody'], true));
        const acting: PlayContext = { ...c, slice: { ...s, round: { phase, acting: 'def-u', unitsActed: ['att-u'] } } };
        out.push(resolveActivate(acting, ['def-u'], false), resolveActivate(acting, ['att-u'], true), resolveActivate(acting, ['def-u'], true), resolveMove(acting, a, 1, {}), resolveFire(acting, a, { target: d, distance: 10, cover: 'open' }));
        // The target priorities (l.332-340, U112): a large target in view, an enemy closer.
        const big = fighter('d3', 'def', { large: true });
        const pri: PlayContext = { ...c, slice: { ...s, fighters: { ...s.fighters, d3: big } } };
        for (const noneCloser of [false, true]) out.push(resolveFire(pri, d, { target: a, distance: 45, cover: 'hard', noneCloser }), resolveFire(pri, a, { target: d, distance: 45, cover: 'hard', noneCloser }));
      }
    }
  }
  return out;
}

function missionRecords(lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  const kinds: MissionKind[] = ['settling-scores', 'advance', 'conquest', 'assault', 'elimination', 'rescue', 'hostage'];
  const sets: Partial<IvFighter>[][] = [
    [{}, {}], [{ condition: 'out' }, {}], [{}, { condition: 'out' }], [{ condition: 'out' }, { condition: 'out' }],
    [{ exited: 'def' }, { exited: 'att' }], [{ half: 'def' }, {}], [{ half: 'def' }, { half: null }], [{ building: true }, {}], [{ building: true }, { building: true }], [{ condition: 'out' }, { exited: 'other' }],
  ];
  const As: Partial<IvFighter>[] = [{ nearEnemy: true }, { exited: 'att' }, { exited: 'other' }, { condition: 'out' }, {}];
  for (const kind of kinds) {
    for (const [x, y] of sets) {
      for (const av of As) {
        for (const turn of [2, 10]) {
          for (const streak of [0, 9]) {
            const fs = [fighter('a1', 'att', x), fighter('d1', 'def', y), fighter('A', 'att', av), fighter('d2', 'def', y)];
            const s = slice('fire', fs, kind);
            s.mission.streak = streak;
            if (kind !== 'rescue' && kind !== 'hostage') delete s.fighters.A;
            if (kind !== 'rescue' && kind !== 'hostage' && kind !== 'elimination') s.mission.figure = null;
            out.push(resolveMissionCheck(s, turn, lang));
          }
        }
      }
    }
  }
  return out;
}

describe('every message key an Intervention game procedure can reach', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`exists (${lang})`, async () => {
      const recs = [...records(lang), ...missionRecords(lang)];
      const codes = new Set(recs.map((r) => `${r.procedure}:${r.outcome.code}`));
      // The checks reach every mission's codes (U184-U186).
      for (const code of ['goes-on', 'won', 'draw']) expect(codes.has(`intv-mission:${code}`)).toBe(true);
      const texts = recs.map((r) => [renderResolution(r, { lang, color: false, seq: 1, turn: 2 }), r.outcome.text, r.refused?.reason ?? ''].join('\n'));
      const checks = new Set(missionRecords(lang).map((r) => r.check));
      expect([...checks].sort()).toEqual(['a-down', 'a-down-defender-lost', 'a-down-leave', 'a-fled', 'a-held', 'a-wrong-edge', 'advance-count', 'advance-end', 'both-gone', 'building-held', 'building-streak', 'building-taken', 'conquest-held', 'goes-on', 'leader-down', 'leader-held', 'leader-streak', 'left-fewer-losses', 'time-up', 'wiped-out'].sort());
      for (const kind of ['hostage', 'elimination', 'assault'] as MissionKind[]) {
        for (const verdict of [null, { winner: 'att', code: 'x', turn: 3 }, { winner: 'draw', code: 'x', turn: 3 }]) {
          const fs = variants.map((v, i) => fighter(`f${i}`, i % 2 ? 'att' : 'def', v));
          const s = slice('movement', fs, kind, verdict);
          s.mission.streak = 2;
          texts.push(await renderIvStatus({ title: 'T', turn: 2, ...(s as unknown as Record<string, unknown>) }, lang, false));
          s.round = { phase: 'fire', acting: 'att-u', unitsActed: ['def-u'] };
          texts.push(await renderIvStatus({ title: 'T', turn: 2, ...(s as unknown as Record<string, unknown>) }, lang, false));
        }
      }
      // The walk through a turn (umpire turn): its questions, choices and lines.
      for (const k of ['title', 'running', 'orders', 'give-orders', 'begin', 'next-turn', 'stop', 'back', 'observer', 'figure-a', 'pass', 'which', 'what', 'act.move', 'act.fire', 'act.melee', 'act.blast', 'over', 'over-game', 'cm', 'cm-bad', 'head.acting', 'head.none', 'head.due']) {
        texts.push(t(lang, `iv.walk.${k}`, { title: 'T', turn: 1, next: 2, command: 'c', phase: 'p', unit: 'u', id: 'x', cm: 5 }));
      }
      texts.push(t(lang, 'err.iv-turn-terminal'), t(lang, 'err.iv-turn-cancelled'));
      // The fog of war (U113): a hidden figure's orders told as a token, its id in a text, the status line.
      const { IV_PLAYERS } = await import('../../src/render/intervention/players.js');
      const fogged = { ...(slice('orders', [fighter('a1', 'att'), fighter('d1', 'def', { sighting: 'hidden' })]) as object), system: 'intervention', title: 'T', turn: 1 } as never;
      const orders = resolveOrders({ slice: fogged, turn: 1, lang }, [fighter('d1', 'def', { sighting: 'hidden' })], 'observe');
      texts.push(...(IV_PLAYERS.lines!(orders, fogged, lang, (x) => IV_PLAYERS.scrub!(x, fogged, lang)) ?? []), IV_PLAYERS.scrub!('d1 fires', fogged, lang), t(lang, 'iv.player.fog'));
      expect(texts.join('\n')).toContain(t(lang, 'iv.player.unseen'));
      expect(texts.join('\n')).toContain(`${t(lang, 'iv.player.token')} fires`);
      // The order clock's lines (intv-clock, --countdown).
      for (const k of ['line', 'left', 'up', 'stopped', 'no-terminal']) texts.push(t(lang, `iv.clock.${k}`, { side: 'S', minutes: 3, units: 2, leaders: 1, time: '2:59' }));
      // The REPL's prompt (whose turn it is) in each sequence.
      const { intervention } = await import('../../src/games/intervention/index.js');
      const moving = { ...(slice('movement', [fighter('a1', 'att'), fighter('d1', 'def')]) as object), title: 'T', turn: 1 } as never;
      expect(intervention.repl!.prompt!(moving, lang)).toBe(t(lang, 'iv.prompt.turn', { phase: t(lang, 'change.code.phase.movement'), units: 'def-u' }));
      for (const phase of PHASES) texts.push(intervention.repl!.prompt!({ ...(slice(phase, [fighter('a1', 'att'), fighter('d1', 'def')]) as object), title: 'T', turn: 1 } as never, lang));
      const all = texts.join('\n');
      for (const k of ['activation.passes', 'activation.begins', 'activation.first', 'refused.priority-closer', 'refused.priority-large', 'refused.not-turn', 'refused.acted', 'refused.unit-acted', 'refused.unit-active', 'refused.unit-not-turn', 'refused.unit-not-in-play', 'status.acting']) {
        // Each literal part of the message (between its placeholders) is in some output.
        const parts = t(lang, `iv.${k}`, { id: '\0', ids: '\0', unit: '\0', turn: '\0', hint: '', units: '\0' }).split('\0').filter((x) => x.length >= 4);
        expect(parts.length, k).toBeGreaterThan(0);
        for (const x of parts) expect(all, `${k}: ${x}`).toContain(x);
      }
      // A fighter in the enemy's half says so in its markers (U185).
      expect(texts.join('\n')).toContain(t(lang, 'iv.status.half', { side: 'Defenders' }));
      const raw = texts.filter((s) => RAW_KEY.test(s)).map((s) => s.match(RAW_KEY)?.[0]);
      expect(raw).toEqual([]);
      // Each order and sighting has its word.
      for (const o of [...ORDERS, 'none'] as OrderState[]) expect(texts.join('\n')).not.toContain(`iv.order.${o}`);
    });
  }
});
