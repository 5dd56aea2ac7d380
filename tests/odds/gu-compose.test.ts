// Guérilla Urbaine's composed odds (src/odds/guerilla-urbaine/): a shot at
// several figures composed figure by figure (composeParts), a melee's attacks
// as a chain (composeChain). Each gives exactly the plain enumeration's
// fractions, its counts' expectations included, where the enumeration can
// still be run; a seeded Monte Carlo of the rule agrees at the commands'
// largest sizes.
import { describe, expect, it } from 'vitest';
import { composeAgentShot, composeGangShot } from '../../src/odds/guerilla-urbaine/agent-shoot.js';
import { composeAgentMelee, composeGangMelee } from '../../src/odds/guerilla-urbaine/melee.js';
import { composeParts } from '../../src/odds/repeat.js';
import { countsOf, outcomeKey } from '../../src/odds/run.js';
import { distribution, enumerateDice, fractionText, reduce, add, type Fraction } from '../../src/odds/enumerate.js';
import { GU_WEAPONS } from '../../src/rules/guerilla-urbaine/profile.js';
import { resolveAgentMelee, resolveAgentShot, SF_PROFILES, type AgentMeleeFacts, type AgentShotFacts, type AgentState } from '../../src/rules/guerilla-urbaine/riot.js';
import { resolveGangMelee, resolveGangShot, type GangMeleeFacts, type GangShotFacts } from '../../src/rules/guerilla-urbaine/skirmish.js';
import type { Composed, Composer } from '../../src/odds/types.js';
import type { Dice, Resolution } from '../../src/rules/types.js';
import '../../src/games/index.js';
import { expectMonteCarlo } from '../helpers/odds.js';

const frac = (f: Fraction) => fractionText(f);
const probe = (f: unknown, resolve: (f: any, d: Dice) => Resolution) => resolve(f, { rolls: [], roll: () => 1, rollOptional: () => null });

/** The plain enumeration's chances by outcome key and its counts' expectations. */
function enumerated(f: unknown, resolve: (f: any, d: Dice) => Resolution) {
  const { dist } = distribution((dice) => resolve(f, dice), outcomeKey, { maxRuns: 500_000 });
  const expected = new Map<string, Fraction>();
  enumerateDice(
    (dice) => resolve(f, dice),
    (r, den) => {
      for (const [k, v] of Object.entries(countsOf(r))) expected.set(k, add(expected.get(k) ?? { num: 0n, den: 1n }, reduce({ num: BigInt(v), den })));
    },
    { maxRuns: 500_000 },
  );
  return { dist: Object.fromEntries(dist.entries().filter(([, p]) => p.num !== 0n).map(([k, p]) => [k, frac(p)])), expected };
}

/** The composer's chances, and each of its counts' expectation equal to the enumeration's. */
function expectSameAsEnumeration(f: unknown, compose: Composer, resolve: (f: any, d: Dice) => Resolution): Composed {
  const c = compose(f, probe(f, resolve), resolve);
  expect(c, 'composed').not.toBeNull();
  const plain = enumerated(f, resolve);
  expect(Object.fromEntries(c!.dist.entries().filter(([, p]) => p.num !== 0n).map(([k, p]) => [k, frac(p)]))).toEqual(plain.dist);
  for (const s of c!.stats) expect(frac(s.expected), s.key).toBe(frac(plain.expected.get(s.key)!));
  return c!;
}

const agent = (extra: Partial<AgentState> = {}): AgentState =>
  ({
    id: 'gunman', name: 'gunman', crowd: 'frontline', position: null, shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, pvLeft: 1,
    weapons: ['grenade', 'pistol', 'assault-rifle'], upgrades: [], robust: false, unloaded: {}, cover: false, camouflaged: false, acted: null, ...extra,
  }) as AgentState;
const unit = (id: string, type: 'regular-police-riot' | 'swat' | 'anti-riot', hurt = 0) => ({ kind: 'unit' as const, unitId: id, type, profile: { ...SF_PROFILES[type] }, hurt });
const shot = (weapon: keyof typeof GU_WEAPONS, targets: AgentShotFacts['shots'][number]['targets'], extra: Partial<AgentShotFacts> = {}): AgentShotFacts => ({
  edition: 'en', lang: 'en', turn: null, agent: agent(), weapon: GU_WEAPONS[weapon], distance: 3, concentrated: false, shots: [{ targets }], ...extra,
});

describe('composeParts', () => {
  it('takes classes of parts in any order: the same chances as the enumeration', () => {
    // Parts that differ: a d6 each, hitting on their own threshold; the code counts the hits.
    const rule = (f: { need: number[] }, dice: Dice): Resolution => {
      let hits = 0;
      for (const n of f.need) if (dice.roll('d6', 'hit') >= n) hits += 1;
      return { procedure: 'toy', edition: 'en', rolls: [...dice.rolls], modifiers: [], total: null, outcome: { code: `h${hits}`, text: `${hits}` }, effects: [], notes: [], hits } as unknown as Resolution;
    };
    const whole = { need: [5, 3, 5, 6, 3] };
    const c = composeParts(whole, [{ one: { need: [5] }, positions: [0, 2] }, { one: { need: [3] }, positions: [1, 4] }, { one: { need: [6] }, positions: [3] }], rule)!;
    expect(Object.fromEntries(c.dist.entries().map(([k, p]) => [k, frac(p)]))).toEqual(enumerated(whole, rule).dist);
  });
});

describe('agent-shoot composed figure by figure', () => {
  it('a grenade on two figures of a unit (the first hurt) and three crowd figures: the enumeration\'s fractions', () => {
    const f = shot('grenade', [unit('van1', 'anti-riot', 0), unit('van1', 'anti-riot'), { kind: 'crowd', crowdId: 'frontline', figures: 3 }]);
    expectSameAsEnumeration(f, composeAgentShot, resolveAgentShot);
  });

  it('an assault rifle\'s two shots (Cd 2) at two units with saves', () => {
    const f = { ...shot('assault-rifle', []), shots: [{ targets: [unit('armed', 'swat')] }, { targets: [unit('van2', 'regular-police-riot')] }] };
    expectSameAsEnumeration(f, composeAgentShot, resolveAgentShot);
  });

  it('leaves an agent shot twice to the enumeration (its PV carries over)', () => {
    const other = agent({ id: 'rival', pv: 2, pvLeft: 2 });
    const f = { ...shot('assault-rifle', []), shots: [{ targets: [{ kind: 'agent' as const, agent: other }] }, { targets: [{ kind: 'agent' as const, agent: other }] }] };
    expect(composeAgentShot(f, probe(f, resolveAgentShot), resolveAgentShot as never)).toBeNull();
  });

  it('a grenade on a whole unit of 20 and a crowd of 100: a seeded Monte Carlo agrees', () => {
    const f = shot('grenade', [...Array.from({ length: 20 }, () => unit('spg', 'anti-riot')), { kind: 'crowd', crowdId: 'frontline', figures: 100 }]);
    const c = composeAgentShot(f, probe(f, resolveAgentShot), resolveAgentShot as never)!;
    expect(c).not.toBeNull();
    expectMonteCarlo('agent-shoot grenade 20+100', c, f, resolveAgentShot, 1500);
  });
});

const round = { turn: 1, order: ['loups', 'corbeaux'] as [string, string], phase: { kind: 'leader' as const, gang: 'loups', leader: 'sam', bubble: [] }, leadersDone: ['sam'], restDone: [], active: 'sam' };
const sam = {
  id: 'sam', gang: 'loups', rank: 'sous-chef' as const, dead: false, acted: 1, actions: ['move'], down: false, camouflaged: false, unloaded: [], hasWeapon: true,
  medico: false, priest: false, shaman: false, camouflageUpgrade: false,
};
const target = (id: string, pv = 1, saves: number[] = []) => ({ id, pv, saves: saves as (2 | 3 | 4 | 5 | 6)[] });

describe('gu-shoot composed figure by figure', () => {
  const gang = (targets: ReturnType<typeof target>[], weapon: keyof typeof GU_WEAPONS = 'grenade'): GangShotFacts => ({
    lang: 'en', round, figure: sam, extra: [], shooting: { shoot: 4, weapon: GU_WEAPONS[weapon], distance: 3, shots: [{ targets }] },
  });

  it('a grenade on three figures, one with 2 PV and a save: the enumeration\'s fractions, each reading with its names', () => {
    const f = gang([target('raven', 2, [5]), target('kira'), target('mama', 1, [6])]);
    const c = expectSameAsEnumeration(f, composeGangShot, resolveGangShot);
    // Which figures were killed reads apart, each with its own chance.
    const killed = c.variants!.get('killed')!.map((v) => v.text);
    expect(killed).toEqual(expect.arrayContaining(['Killed: kira', 'Killed: mama', 'Killed: kira, mama']));
  });

  it('a grenade among ten figures: a seeded Monte Carlo agrees', () => {
    const f = gang(Array.from({ length: 10 }, (_, i) => target(`f${i}`, 1, i % 2 ? [5] : [])));
    const c = composeGangShot(f, probe(f, resolveGangShot), resolveGangShot as never)!;
    expect(c).not.toBeNull();
    expectMonteCarlo('gu-shoot grenade 10', c, f, resolveGangShot, 1500);
  });
});

describe('melee composed as a chain over the attacks', () => {
  const fighter = { edition: 'en' as const, lang: 'en' as const, turn: null };
  it.each([
    ['an agent\'s 3 attacks on a 2 PV SF figure', { ...fighter, agent: agent({ attacks: 3 }), type: 'anti-riot', profile: { ...SF_PROFILES['anti-riot'], pv: 2 }, hurt: 0, attacker: 'agent' } as AgentMeleeFacts],
    ['a Lâche Assassin agent\'s 3 attacks', { ...fighter, agent: agent({ attacks: 3, upgrades: ['coward', 'assassin'] }), type: 'swat', profile: { ...SF_PROFILES.swat }, hurt: 0, attacker: 'agent', assassinFirst: true } as AgentMeleeFacts],
    ['an SF figure\'s 3 attacks on a robust 3 PV agent', { ...fighter, agent: agent({ pv: 3, pvLeft: 3, robust: true }), type: 'special-forces', profile: { ...SF_PROFILES['special-forces'] }, hurt: 0, attacker: 'sf', attacks: 3 } as AgentMeleeFacts],
  ])('agent-melee: %s, the enumeration\'s fractions', (_n, f) => {
    expectSameAsEnumeration(f, composeAgentMelee, resolveAgentMelee);
  });

  const gm = (attacks: number, extra: { coward?: boolean; assassinFirst?: boolean; pv?: number; knockedDown?: boolean } = {}): GangMeleeFacts => ({
    lang: 'en', round, figure: sam, assassinated: [],
    melee: { attacker: { id: 'sam', fight: 4, pv: 1, attacks, coward: extra.coward, assassinFirst: extra.assassinFirst }, defender: { id: 'raven', fight: 4, pv: extra.pv ?? 2, knockedDown: extra.knockedDown } },
  });
  it.each([
    ['3 attacks on a 2 PV figure', gm(3)],
    ['a Lâche Assassin\'s 3 attacks on a 3 PV figure', gm(3, { coward: true, assassinFirst: true, pv: 3 })],
    ['2 attacks on a figure knocked down', gm(2, { knockedDown: true })],
  ])('gu-melee: %s, the enumeration\'s fractions', (_n, f) => {
    expectSameAsEnumeration(f, composeGangMelee, resolveGangMelee);
  });

  it('20 attacks on a 100 PV figure (the commands\' largest): a seeded Monte Carlo agrees', () => {
    const f = gm(20, { pv: 100 });
    const c = composeGangMelee(f, probe(f, resolveGangMelee), resolveGangMelee as never)!;
    expectMonteCarlo('gu-melee 20 attacks', c, f, resolveGangMelee, 1500);
    const g = { ...fighter, agent: agent({ attacks: 20, pv: 100, pvLeft: 100 }), type: 'swat', profile: { ...SF_PROFILES.swat }, hurt: 0, attacker: 'sf', attacks: 20 } as AgentMeleeFacts;
    expectMonteCarlo('agent-melee 20 attacks', composeAgentMelee(g, probe(g, resolveAgentMelee), resolveAgentMelee as never)!, g, resolveAgentMelee, 1500);
  });
});

// More than two gangs' initiative (l.66, U413, U414): every first roll enumerated, each order of the tied as likely.
describe('gu-initiative of more than two gangs, composed', () => {
  it('agrees with a seeded Monte Carlo of the rule, Prescience on one gang (4 gangs)', async () => {
    const { composeInitiative } = await import('../../src/odds/guerilla-urbaine/initiative.js');
    const { resolveInitiative } = await import('../../src/rules/guerilla-urbaine/turn.js');
    const { Rng, ResolutionDice } = await import('../../src/dice.js');
    const { toNumber } = await import('../../src/odds/enumerate.js');
    const f = { lang: 'en' as const, gangs: ['a', 'b', 'c', 'd'], round: null, figures: [], prescience: { c: true } };
    const c = composeInitiative(f, probe(f, resolveInitiative), resolveInitiative as never)!;
    expect(c).not.toBeNull();
    const exact = Object.fromEntries(c.dist.entries().map(([k, p]) => [k, toNumber(p)]));
    expect(Object.values(exact).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    // Prescience's +1 on c's first die puts it first more often than a quarter.
    expect(exact['initiative|c']).toBeGreaterThan(0.3);
    const rng = new Rng('gu-initiative 4 gangs');
    const n = 3000;
    const counts: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const r = resolveInitiative(f, new ResolutionDice(rng, null));
      const k = `${r.outcome.code}|${String(r.winner)}`;
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (const [k, p] of Object.entries(exact)) expect(Math.abs((counts[k] ?? 0) / n - p), k).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1 / n);
  });
});
