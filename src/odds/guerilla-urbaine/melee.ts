// Guérilla Urbaine's melee odds composers (GameSystem.oddsComposers): a
// melee action is the attacker's A attacks one after another on one
// defender, each an attack die and a parry die, until the defender is down
// (l.50-62, R16); a Lâche's 3+ before the first (l.207) and an Assassin's
// first attack (l.211) only at the start. Five attacks are already more dice
// sequences than the enumeration takes, so the action is a chain
// (src/odds/chain.ts) over the attacks whose state is the defender's PV left,
// whether any attack was parried, and whether the Lâche held back: each step
// the enumeration of one attack through the command's own resolve function
// (the same facts with one attack, from that PV). Any number of attacks the
// commands allow (20), exactly.
import type { AgentMeleeFacts } from '../../rules/guerilla-urbaine/riot.js';
import { effectiveAttacks } from '../../rules/guerilla-urbaine/profile.js';
import type { GangMeleeFacts } from '../../rules/guerilla-urbaine/skirmish.js';
import type { Dice, Resolution } from '../../rules/types.js';
import { composeChain, type ChainMove } from '../chain.js';
import { distribution } from '../enumerate.js';
import type { Composer } from '../types.js';

/** What one attack leaves, read from its resolution. */
interface AttackRead {
  pv: number;
  parried: boolean;
  /** The Lâche failed its 3+: no attack at all. */
  stopped: boolean;
  stepBack: number;
}

function meleeChain<F>(
  whole: F,
  attacks: number,
  startPv: number,
  stepFacts: (first: boolean, pv: number) => F,
  read: (r: Resolution) => AttackRead,
  resolve: (f: F, dice: Dice) => Resolution,
): ReturnType<typeof composeChain> {
  const memo = new Map<string, ChainMove[]>();
  return composeChain(
    whole,
    `${startPv}|false|false`,
    attacks,
    (layer, state) => {
      const [pvText, parried, stopped] = state.split('|');
      const pv = Number(pvText);
      if (pv === 0 || stopped === 'true') return null; // the defender down, or no attack made
      const key = `${layer === 0}|${state}`;
      const known = memo.get(key);
      if (known) return known;
      const facts = stepFacts(layer === 0, pv);
      const { dist, first } = distribution(
        (dice: Dice) => {
          const r = resolve(facts, dice);
          return { ...read(r), faces: r.rolls.map((x) => x.value) };
        },
        (r) => `${r.pv}|${r.parried}|${r.stopped}|${r.stepBack}`,
      );
      const moves = dist.entries().map(([k, p]) => {
        const r = first.get(k)!;
        return { next: `${r.pv}|${parried === 'true' || r.parried}|${r.stopped}`, p, faces: r.faces, adds: { stepBack: r.stepBack } };
      });
      memo.set(key, moves);
      return moves;
    },
    resolve,
  );
}

const parriedIn = (r: Resolution) => ((r.attacks as { parry: { parried: boolean } | null }[] | undefined) ?? []).some((a) => a.parry?.parried === true);

/** `agent-melee` with two attacks or more: an agent and an SF figure, either attacking. */
export const composeAgentMelee: Composer = (facts, sample, resolve) => {
  const f = facts as AgentMeleeFacts;
  const attacks = f.attacks ?? (f.attacker === 'agent' ? effectiveAttacks(f.agent) : f.profile.attacks);
  if (sample.refused || attacks < 2) return null;
  const startPv = f.attacker === 'agent' ? f.profile.pv - f.hurt : f.agent.pvLeft;
  const one = (first: boolean, pv: number): AgentMeleeFacts => {
    const agent = f.attacker === 'agent' ? { ...f.agent, upgrades: first ? f.agent.upgrades : f.agent.upgrades.filter((u) => u !== 'coward') } : { ...f.agent, pvLeft: pv };
    return { ...f, agent, attacks: 1, assassinFirst: first && f.assassinFirst, hurt: f.attacker === 'agent' ? f.profile.pv - pv : f.hurt };
  };
  return meleeChain(
    f,
    attacks,
    startPv,
    one,
    (r) => ({ pv: r.pvAfter as number, parried: parriedIn(r), stopped: r.outcome.code === 'no-attack', stepBack: r.stepBack as number }),
    resolve as (x: AgentMeleeFacts, d: Dice) => Resolution,
  );
};

/** `gu-melee` with two attacks or more: a gang figure's melee action. */
export const composeGangMelee: Composer = (facts, sample, resolve) => {
  const f = facts as GangMeleeFacts;
  const a = f.melee.attacker;
  if (sample.refused || a.attacks < 2) return null;
  const one = (first: boolean, pv: number): GangMeleeFacts => ({
    ...f,
    melee: { ...f.melee, attacker: { ...a, attacks: 1, coward: first && a.coward, dread: first ? a.dread : [], assassinFirst: first && a.assassinFirst }, defender: { ...f.melee.defender, pv } },
  });
  return meleeChain(
    f,
    a.attacks,
    f.melee.defender.pv,
    one,
    (r) => ({
      pv: (r.pv as { after: number }).after,
      parried: parriedIn(r),
      stopped: r.outcome.code === 'no-attack',
      stepBack: 0,
    }),
    resolve as (x: GangMeleeFacts, d: Dice) => Resolution,
  );
};
