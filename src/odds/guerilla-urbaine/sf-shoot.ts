// Guérilla Urbaine's sf-shoot odds composer (GameSystem.oddsComposers): SF
// figures firing one after another at an agent (R17, U132), each its Cd shots
// (l.48) until the agent is down. A chain (src/odds/chain.ts) over the
// shooters whose state is the agent's PV left and whether any save was made:
// each shooter's step is the enumeration of one shooting action
// (sfShooterRound, which resolveSfShot calls) from that PV, its hits counted
// for the expected shots hit. Any number of shooters, exactly.
import { sfShooterRound, type SfShotFacts } from '../../rules/guerilla-urbaine/riot.js';
import type { Dice, Resolution } from '../../rules/types.js';
import { composeChain, type ChainMove } from '../chain.js';
import { distribution, type Fraction } from '../enumerate.js';
import type { Composer } from '../types.js';

interface Round {
  pv: number;
  saved: boolean;
  hits: number;
  p: Fraction;
  faces: number[];
}

/** One shooter's action at an agent with `pv` left: each (PV after, any save, hits) with its chance and one sequence reaching it. */
function shooterRounds(facts: SfShotFacts, pv: number): Round[] {
  const { dist, first } = distribution(
    (dice: Dice) => {
      const r = sfShooterRound(facts, pv, dice);
      return { pv: r.targets[0]?.pvAfter ?? pv, saved: r.attacks.some((a) => a.saved), hits: r.attacks.filter((a) => a.hit).length, faces: dice.rolls.map((x) => x.value) };
    },
    (r) => `${r.pv}|${r.saved}|${r.hits}`,
  );
  return dist.entries().map(([k, p]) => ({ ...first.get(k)!, p }));
}

/** `sf-shoot` with several shooters; one shooter (or a refusal) is enumerated as before. */
export const composeSfShot: Composer = (facts, sample, resolve) => {
  const f = facts as SfShotFacts;
  if (sample.refused || f.shooters < 2) return null;
  const start = f.agent.pvLeft;
  // The agent's PV counts in a round only when it reaches 0 (resolveShooting: a figure at 0 PV takes no more
  // attacks, l.23): from any PV above the most a round can take, a round takes the same PV with the same
  // chances as from the agent's full PV. So the round is enumerated from the full PV and from each PV low
  // enough to be reached 0 in one round, not from every PV of a 100-PV agent.
  const full = shooterRounds(f, start);
  const most = Math.max(0, ...full.map((r) => start - r.pv));
  const rounds = new Map<number, Round[]>([[start, full]]);
  const roundsAt = (pv: number): Round[] => {
    const known = rounds.get(pv);
    if (known) return known;
    const made = pv > most ? full.map((r) => ({ ...r, pv: pv - (start - r.pv) })) : shooterRounds(f, pv);
    rounds.set(pv, made);
    return made;
  };
  const memo = new Map<string, ChainMove[]>();
  const pvOf = (state: string) => Number(state.split('|')[0]);
  return composeChain(
    f,
    `${f.agent.pvLeft}|false`,
    f.shooters,
    (_layer, state) => {
      const [pv, saved] = state.split('|');
      if (pv === '0') return null; // the dice stop once the agent is down
      const known = memo.get(state);
      if (known) return known;
      const moves = roundsAt(Number(pv)).map((r) => ({ next: `${r.pv}|${saved === 'true' || r.saved}`, p: r.p, faces: r.faces, adds: { shotsHit: r.hits } }));
      memo.set(state, moves);
      return moves;
    },
    resolve as (x: SfShotFacts, d: Dice) => Resolution,
    {
      // The rule runs once per outcome (resolveSfShot's: down, PV lost, a save, nothing), each state's PV left its own.
      group: (state) => (pvOf(state) === 0 ? 'down' : pvOf(state) < start ? 'wounded' : state.endsWith('true') ? 'saved' : 'miss'),
      counts: (state) => ({ pvAfter: pvOf(state) }),
    },
  );
};
