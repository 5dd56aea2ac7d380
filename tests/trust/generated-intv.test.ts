// Generated plays of Intervention (intervention-liberation-otage.yaml): the
// procedures have no facts description; their lines come from the state as
// the turn walk reads it (src/commands/intervention/walk.ts): the orders
// sequence, then the movement and fire sequences with the units acting by
// decreasing initiative (l.51-53, U110; nextUnits), the fighters still in
// play as subjects and an enemy as target (./generate.ts's Intervention
// lines), grenades and explosions on the figures named, morale under fire.
// Shared loop and minimums: ./play.ts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { programCommands, type Plain, type Rand } from './generate.js';
import { expectMinimums, playGenerated } from './play.js';
import { nextUnits } from '../../src/rules/intervention/activation.js';
import { COVERS } from '../../src/rules/intervention/tables.js';
import { moveAllowance, ORDER_RULES } from '../../src/rules/intervention/game.js';

/** Lines per play (UMPIRE_GENERATED_INTV_STEPS). */
const STEPS = Number(process.env.UMPIRE_GENERATED_INTV_STEPS ?? 300);
// Every seed observes at least 5 times now (0 to 12 and `other`: 8 to 58): the orders sequence gives each unit its
// order, and a side with an enemy hidden or detected looks for it (below).
const SEED = process.env.UMPIRE_GENERATED_SEED ?? 'generated-intv-0';
const PROCEDURES = ['intv-orders', 'intv-phase', 'intv-activate', 'intv-move', 'intv-observe', 'intv-fire', 'intv-melee', 'intv-blast', 'intv-morale', 'next-turn'];

/** The fighters still in play (not out, not gone off the table). */
const inPlay = (g: any) => Object.values<any>(g.fighters ?? {}).filter((f) => f.condition !== 'out' && f.exited === null);
/** The fighters whose unit acts now or is due (l.51-53, U110), and figure A when free (U185), as the turn walk offers them. */
const actors = (g: any) => {
  const units = [...(g.round?.acting ? [g.round.acting] : []), ...nextUnits(g).map((u) => u.id)];
  return inPlay(g).filter((f) => units.includes(f.unit) || (f.unit === '' && f.id === g.mission?.figure && !f.bound));
};
/**
 * The enemies a fighter may be made to attack: figure A (the hostage) left
 * out: its fall ends the mission (l.430-446), and the play would only step
 * back from it.
 */
const targets = (g: any, f: any) => inPlay(g).filter((e) => e.side !== f.side && e.id !== g.mission?.figure);
/** A few of `xs`, at least one. */
const some = <T>(xs: readonly T[], r: Rand): T[] => {
  const out = xs.filter(() => r.next() < 0.4);
  return out.length ? out.slice(0, 3) : [r.pick(xs)];
};

/**
 * The procedures the shared Intervention lines leave out: an explosion on
 * the figures named (distance and cover each, l.369-391), a sample weapon's
 * table or a PF and radius, thrown now and then by a fighter whose turn it
 * is; morale under the PF the umpire counts (l.405-413).
 */
const PLAIN: Record<string, Plain> = {
  // A unit's order (all its fighters, as the table gives them), now and then one fighter's (l.217-268; ORDERS).
  'intv-orders': (g, r) => {
    if (g.round?.phase !== 'orders') return null;
    const units = [...new Set(inPlay(g).map((f) => f.unit).filter(Boolean))];
    const who = r.next() < 0.7 && units.length ? r.pick(units) : inPlay(g).length ? r.pick(inPlay(g)).id : null;
    if (!who) return null;
    // A side with an enemy hidden or detected mostly puts its units on observation, as a table does to flush it out
    // (l.259, l.459 "en gardant une autre en alerte"); a side its enemies see whole hides a unit now and then, for
    // them to look for (l.268). Without it the orders were blind to the sightings: observers rarely faced a hidden
    // enemy, and observation (the only way to find one) was resolved 2 to 4 times in a play on some seeds.
    const side = inPlay(g).find((f) => f.id === who || f.unit === who)?.side;
    const others = inPlay(g).filter((f) => f.id !== g.mission?.figure);
    if (others.some((e) => e.side !== side && e.sighting !== 'located') && r.next() < 0.8) return [who, 'observe'];
    if (others.filter((f) => f.side === side).every((f) => f.sighting === 'located') && r.next() < 0.3) return [who, 'camouflage'];
    // Observation and camouflage twice as often: one hides, the other looks (l.259-274).
    return [who, r.pick(['progress', 'run', 'fire-at-will', 'aimed', 'observe', 'camouflage', 'observe', 'camouflage'])];
  },
  // What the turn walk offers a fighter (src/commands/intervention/walk.ts): a move within what its order leaves it
  // (moveAllowance), a shot while its order has shots left (ORDER_RULES; in the movement sequence, an observer only).
  'intv-move': (g, r) => {
    const phase = g.round?.phase;
    if (phase === 'orders') return null;
    const movers = actors(g).filter((f) => phase === 'movement' || f.order === 'run').map((f) => [f, moveAllowance(f, g.turn, phase)] as const).filter(([, cm]) => cm > 0);
    if (!movers.length) return null;
    // A camouflaged fighter not yet hiding first, half the time: it ends its move in cover (l.268).
    const hiders = movers.filter(([x]) => x.order === 'camouflage' && !x.hiding);
    const [f, most] = hiders.length && r.next() < 0.5 ? r.pick(hiders) : r.pick(movers);
    // A camouflage move ending in cover: hidden at the fire sequence (l.268), so that observers have someone to look for.
    return [f.id, '--cm', String(1 + r.int(most)), ...(f.order === 'camouflage' && r.next() < 0.7 ? ['--hide'] : [])];
  },
  'intv-fire': (g, r) => {
    const phase = g.round?.phase;
    if (phase === 'orders') return null;
    const watching = phase === 'movement' ? inPlay(g).filter((f) => f.order === 'observe') : [];
    const shooters = [...new Set([...actors(g), ...watching])].filter((f) => f.unit !== '' && f.weapons?.length && ORDER_RULES[f.order as keyof typeof ORDER_RULES].shots > f.shots && (phase === 'fire' || f.order === 'observe'));
    if (!shooters.length) return null;
    const f = r.pick(shooters);
    // A hidden enemy is observed before it is fired at (l.208).
    const enemies = targets(g, f).filter((e) => e.sighting !== 'hidden');
    return enemies.length ? [f.id, '--at', r.pick(enemies).id, '--distance', String(5 + r.int(60))] : null;
  },
  // An observer looks for a hidden or detected enemy (l.259-274), at a distance, now and then with a line of sight.
  'intv-observe': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    const observers = [...new Set([...actors(g), ...inPlay(g)])].filter((f) => f.order === 'observe' && f.unit !== '');
    const pairs = observers.flatMap((f) => inPlay(g).filter((e) => e.side !== f.side && e.sighting !== 'located').map((e) => [f, e] as const));
    if (!pairs.length) return null;
    const [f, e] = r.pick(pairs);
    return [f.id, '--at', e.id, '--distance', String(5 + r.int(80)), ...(r.next() < 0.3 ? ['--line-of-sight'] : [])];
  },
  'intv-melee': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    const able = actors(g).filter((f) => f.unit !== '' && targets(g, f).length > 0);
    if (!able.length) return null;
    const f = r.pick(able);
    return [f.id, '--at', r.pick(targets(g, f)).id];
  },
  // A grenade thrown by a fighter whose turn it is and who carries one (the walk's offer), at enemies.
  'intv-blast': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    // Else a charge or a mine the umpire sets off (no thrower: the sample's fighters carry no grenade).
    const throwers = actors(g).filter((f) => f.unit !== '' && f.weapons?.some((w: any) => w.type === 'AE' || w.type === 'NE'));
    const by = throwers.length ? r.pick(throwers) : null;
    const enemies = by ? targets(g, by) : r.pick([targets(g, { side: 'gign' }), targets(g, { side: 'ravisseurs' })]);
    if (!enemies.length) return null;
    const caught = some(enemies, r).map((f) => `${f.id}:${r.int(12)}${r.next() < 0.5 ? `:${r.pick(COVERS)}` : ''}`);
    return ['--at', caught.join(','), ...(by ? ['--by', by.id] : []), ...(r.next() < 0.3 ? ['--sample', 'techno-grenade'] : ['--pf', String(1 + r.int(6)), '--radius', String(2 + r.int(8))])];
  },
  'intv-morale': (g, r) => {
    const f = inPlay(g);
    return f.length ? [r.pick(f).id, '--pf', Array.from({ length: 1 + r.int(3) }, () => 1 + r.int(6)).join(',')] : null;
  },
};

/** Whether a unit with fighters in play has none of them ordered yet (l.298-314). */
function unordered(g: any): boolean {
  const units = new Map<string, boolean>();
  for (const f of inPlay(g)) if (f.unit !== '') units.set(f.unit, (units.get(f.unit) ?? false) || f.order !== 'none');
  return [...units.values()].some((ordered) => !ordered);
}

/**
 * The turn's order (l.296-340): orders, then the movement sequence, then the
 * fire sequence, the units acting by initiative in each; a sequence ends when
 * no unit is due, the turn after the fire sequence. A mission over, or a
 * fighter out, is stepped back from (undo), so that the play goes on.
 */
function weight(name: string, g: any): number {
  // The mission over (a verdict: the hostage dead, freed...): nothing more is played; the play steps back by undo.
  // A fighter out (the sample's nine fall within a turn or two of melee) is taken back too: the attacks go on, turn after turn.
  if (g.mission?.verdict || Object.values<any>(g.fighters ?? {}).some((f) => f.condition === 'out')) return 0;
  const phase = g.round?.phase;
  const due = g.round?.acting || nextUnits(g).length > 0;
  // The orders sequence goes on until every unit has its order (the clock gives each a minute, l.314); else, the draw
  // favouring the procedures played least, the later turns went to the movement with no order given: no observer, and
  // observation (the only way to find a hidden enemy, l.259) was drawn on some seeds twice in a play.
  if (phase === 'orders') return name === 'intv-orders' ? 1 : name === 'intv-phase' ? (unordered(g) ? 0.002 : 0.2) : name === 'intv-morale' ? 0.1 : 0;
  if (name === 'intv-orders') return 0;
  if (name === 'intv-phase') return phase === 'movement' ? (due ? 0.15 : 1) : 0;
  if (name === 'next-turn') return phase === 'fire' ? (due ? 0.15 : 1) : 0;
  // An observation has a subject only while an enemy is hidden or detected: drawn most then.
  if (name === 'intv-observe') return 10;
  // In the movement sequence only the observers fire (l.263, l.328); an explosion now and then.
  if (name === 'intv-fire' && phase === 'movement') return 0.2;
  if (name === 'intv-blast' || name === 'intv-morale' || name === 'intv-melee') return 0.3;
  return 1;
}

let cmds: Awaited<ReturnType<typeof programCommands>>;
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands(PROCEDURES.concat('undo'), probe.dir);
});
afterAll(() => probe.cleanup());

describe('generated command lines on Intervention', () => {
  it(`${STEPS} lines in the turn's order and by initiative: each a resolution or a clean refusal; rebuild and verify hold; half accepted, a third change the state, each procedure resolved 5 times`, async () => {
    const p = await playGenerated(cmds, { label: 'Intervention', scenario: 'intervention-liberation-otage.yaml', seed: SEED, procedures: PROCEDURES, steps: STEPS, weight, plain: PLAIN });
    expectMinimums(p, PROCEDURES);
  }, 120000);
});
