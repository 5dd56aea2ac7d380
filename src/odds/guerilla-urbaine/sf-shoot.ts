// Guérilla Urbaine's sf-shoot odds composer (GameSystem.oddsComposers): SF
// figures firing one after another at an agent (R17, U132), each its Cd shots
// (l.48) until the agent is down. A chain over the shooters whose state is
// the agent's PV left and whether any save was made: each shooter's step is
// the enumeration of one shooting action (sfShooterRound, which resolveSfShot
// calls) from that PV. Any number of shooters, exactly.
import { sfShooterRound, type SfShotFacts } from '../../rules/guerilla-urbaine/riot.js';
import type { Dice, Resolution } from '../../rules/types.js';
import { add, distribution, Distribution, mul, type Fraction } from '../enumerate.js';
import type { Composer } from '../types.js';
import { checkedReps, type DicePath } from '../paths.js';

type Path = DicePath;
interface Step {
  pv: number;
  saved: boolean;
  p: Fraction;
  faces: number[];
}

/** One shooter's action from `pv`: the chance of each (PV after, any save), with the dice of one sequence reaching it. */
function shooterSteps(facts: SfShotFacts, pv: number): Step[] {
  const { dist, first } = distribution(
    (dice: Dice) => {
      const r = sfShooterRound(facts, pv, dice);
      return { pv: r.targets[0]?.pvAfter ?? pv, saved: r.attacks.some((a) => a.saved), faces: dice.rolls.map((x) => x.value) };
    },
    (r) => `${r.pv}|${r.saved}`,
  );
  return dist.entries().map(([k, p]) => ({ pv: first.get(k)!.pv, saved: first.get(k)!.saved, p, faces: first.get(k)!.faces }));
}

/** resolveSfShot's outcome code from the PV after and whether a save was made. */
const codeOf = (start: number, pv: number, saved: boolean): string => (pv === 0 ? 'killed' : pv < start ? 'wounded' : saved ? 'saved' : 'miss');

/**
 * The largest chain composed: shooters times the agent's PV (each step's
 * states grow with the PV left); beyond it the exact fractions take minutes,
 * so the case goes to the enumeration, which refuses it as too large.
 */
export const SF_SHOOT_MAX_CHAIN = 4000;

/** `sf-shoot` with several shooters; one shooter (or a refusal) is enumerated as before. */
export const composeSfShot: Composer = (facts, sample, resolve) => {
  const f = facts as SfShotFacts;
  if (sample.refused || f.shooters < 2 || f.shooters * f.agent.pvLeft > SF_SHOOT_MAX_CHAIN) return null;
  const start = f.agent.pvLeft;
  const steps = new Map<number, Step[]>();
  const stepsAt = (pv: number) => steps.get(pv) ?? (steps.set(pv, shooterSteps(f, pv)), steps.get(pv)!);
  type State = { pv: number; saved: boolean; p: Fraction; path: Path };
  let active = new Map<string, State>([[`${start}|false`, { pv: start, saved: false, p: { num: 1n, den: 1n }, path: null }]]);
  const done: State[] = [];
  for (let i = 0; i < f.shooters && active.size > 0; i++) {
    const next = new Map<string, State>();
    for (const st of active.values()) {
      for (const s of stepsAt(st.pv)) {
        const n: State = { pv: s.pv, saved: st.saved || s.saved, p: mul(st.p, s.p), path: { faces: s.faces, prev: st.path } };
        if (n.pv === 0) {
          done.push(n); // the dice stop once the agent is down
          continue;
        }
        const k = `${n.pv}|${n.saved}`;
        const cur = next.get(k);
        if (cur) cur.p = add(cur.p, n.p);
        else next.set(k, n);
      }
    }
    active = next;
  }
  done.push(...active.values());
  const dist = new Distribution();
  const paths = new Map<string, Path>();
  for (const st of done) {
    const code = codeOf(start, st.pv, st.saved);
    dist.addWeight(code, st.p.den, st.p.num);
    if (!paths.has(code)) paths.set(code, st.path);
  }
  return { dist, reps: checkedReps('sf-shoot', f, paths, resolve as (x: SfShotFacts, d: Dice) => Resolution), stats: [], steps: f.shooters };
};
