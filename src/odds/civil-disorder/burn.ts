// Fire growth and spread over N turns (R11): a Markov chain over one
// building's fires and value, stepping with the fire-turn rule itself
// (resolveFireTurn, each step's 36 pairs of dice enumerated through it).
// A spread starts a fire next door; the chain follows this building only.
import { resolveFireTurn, type FireTurnFacts } from '../../rules/civil-disorder/burn.js';
import type { Resolution } from '../../rules/types.js';
import { UserError } from '../../errors.js';
import { add, distribution, fractionText, reduce, toNumber, type Fraction } from '../enumerate.js';
import { percent } from '../run.js';

/** Most turns a forecast looks ahead. */
export const MAX_BURN_TURNS = 50;

export interface BurnTurnOdds {
  turn: number;
  /** The fire spreads to a neighbour on this turn. */
  spread: string;
  spreadPercent: number;
  /** It has spread at least once by the end of this turn. */
  spreadBy: string;
  spreadByPercent: number;
  /** Expected number of spreads so far (fires started next door). */
  expectedSpreads: number;
  /** Expected fires and value at the end of the turn. */
  expectedFires: number;
  expectedValue: number;
  /** The value is down to 0 by the end of this turn. */
  wreck: string;
  wreckPercent: number;
}

export interface BurnOdds {
  procedure: 'burn';
  edition: FireTurnFacts['edition'];
  odds: true;
  method: 'chain';
  building: string | null;
  start: { fires: number; value: number; neighbours: number };
  turns: BurnTurnOdds[];
  /** The rule's refusal (not burning): nothing to forecast. */
  refused?: { reason: string };
}

/** One step: from (fires, value), each (fires after, value after, spread?) with its chance in 36ths (the two dice of a fire turn). */
type Step = { fires: number; value: number; spread: boolean; n36: bigint }[];

/** Most distinct (fires, value) steps computed before refusing the forecast as too large. */
export const MAX_BURN_STEPS = 1500;

/** The chain's one step from the rule: resolveFireTurn over its dice (the neighbour die left open). */
export function fireTurnStep(facts: FireTurnFacts, fires: number, value: number, resolve = resolveFireTurn): Step {
  const f: FireTurnFacts = { ...facts, fires, value, burntThisTurn: false, neighbourRequired: false };
  const { dist, first } = distribution(
    (dice) => resolve(f, dice),
    (r: Resolution) => {
      const fa = (r.fires as { after: number }).after;
      const va = (r.value as { after: number }).after;
      return `${fa}|${va}|${r.outcome.code === 'spread' ? 1 : 0}`;
    },
  );
  return dist.entries().map(([k, p]) => {
    const r = first.get(k)!;
    if ((p.num * 36n) % p.den !== 0n) throw new Error('burn odds: a fire turn is not two d6');
    return { fires: (r.fires as { after: number }).after, value: (r.value as { after: number }).after, spread: r.outcome.code === 'spread', n36: (p.num * 36n) / p.den };
  });
}

/**
 * The chance, turn by turn, that the fire spreads, has spread, and the
 * building is a wreck; expected fires, value and spreads. Exact: numerators
 * over 36^turn.
 */
export function burnOdds(facts: FireTurnFacts, turns: number): BurnOdds {
  const start = { fires: facts.fires, value: facts.value, neighbours: facts.neighbours.length };
  const base = { procedure: 'burn' as const, edition: facts.edition, odds: true as const, method: 'chain' as const, building: facts.buildingId ?? null, start };
  const probe = resolveFireTurn({ ...facts, burntThisTurn: false, neighbourRequired: false }, { rolls: [], roll: () => 6, rollOptional: () => null });
  if (probe.refused) return { ...base, turns: [], refused: probe.refused };
  const steps = new Map<string, Step>();
  const step = (fires: number, value: number) => {
    const k = `${fires}|${value}`;
    let s = steps.get(k);
    if (!s) {
      if (steps.size >= MAX_BURN_STEPS) throw new UserError('odds-too-large', { runs: MAX_BURN_STEPS * 36 });
      steps.set(k, (s = fireTurnStep(facts, fires, value)));
    }
    return s;
  };
  // State: fires|value|spread-yet -> numerator over 36^turn.
  type St = { fires: number; value: number; spread: boolean; n: bigint };
  let states = new Map<string, St>([[`${facts.fires}|${facts.value}|0`, { fires: facts.fires, value: facts.value, spread: false, n: 1n }]]);
  let spreads: Fraction = { num: 0n, den: 1n };
  const out: BurnTurnOdds[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const den = 36n ** BigInt(turn);
    const next = new Map<string, St>();
    let spreadNow = 0n;
    for (const st of states.values()) {
      for (const tr of step(st.fires, st.value)) {
        const n = st.n * tr.n36;
        if (tr.spread) spreadNow += n;
        const spread = st.spread || tr.spread;
        const k = `${tr.fires}|${tr.value}|${spread ? 1 : 0}`;
        const cur = next.get(k);
        if (cur) cur.n += n;
        else next.set(k, { fires: tr.fires, value: tr.value, spread, n });
      }
    }
    states = next;
    if (states.size > MAX_BURN_STEPS * 4) throw new UserError('odds-too-large', { runs: MAX_BURN_STEPS * 36 });
    let spreadBy = 0n;
    let wreck = 0n;
    let eFires = 0n;
    let eValue = 0n;
    for (const st of states.values()) {
      if (st.spread) spreadBy += st.n;
      if (st.value === 0) wreck += st.n;
      eFires += st.n * BigInt(st.fires);
      eValue += st.n * BigInt(st.value);
    }
    const f = (num: bigint): Fraction => reduce({ num, den });
    spreads = add(spreads, f(spreadNow));
    const r3 = (x: Fraction) => Math.round(toNumber(x) * 1000) / 1000;
    out.push({
      turn,
      spread: fractionText(f(spreadNow)),
      spreadPercent: percent(f(spreadNow)),
      spreadBy: fractionText(f(spreadBy)),
      spreadByPercent: percent(f(spreadBy)),
      expectedSpreads: r3(spreads),
      expectedFires: r3(f(eFires)),
      expectedValue: r3(f(eValue)),
      wreck: fractionText(f(wreck)),
      wreckPercent: percent(f(wreck)),
    });
  }
  return { ...base, turns: out };
}
