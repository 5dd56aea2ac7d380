// The sf-shoot composed odds (src/odds/guerilla-urbaine/sf-shoot.ts): SF
// figures firing one after another at an agent until it is down, a chain over
// the shooters. Checked against the plain enumeration of every die through
// resolveSfShot for a few shooters, and a seeded Monte Carlo for many.
import { describe, expect, it } from 'vitest';
import { composeSfShot } from '../../src/odds/guerilla-urbaine/sf-shoot.js';
import { distribution, toNumber, type Fraction } from '../../src/odds/enumerate.js';
import { resolveSfShot, SF_PROFILES, type AgentState, type SfShotFacts } from '../../src/rules/guerilla-urbaine/riot.js';
import type { Dice, Resolution } from '../../src/rules/types.js';
import type { UnitType } from '../../src/state/civil-disorder/types.js';
import '../../src/games/index.js';
import { expectMonteCarlo } from '../helpers/odds.js';

const agent = (pv: number, save: number | null, extra: Partial<AgentState> = {}): AgentState => ({
  id: 'gunman', name: 'gunman', crowd: null, position: null, shoot: 4, fight: 6, attacks: 1, save, pv, pvLeft: pv,
  weapons: [], upgrades: [], robust: false, unloaded: {}, cover: false, camouflaged: false, acted: null, ...extra,
} as AgentState);
const facts = (type: UnitType, shooters: number, a: AgentState, distance = 3, extra: Partial<SfShotFacts> = {}): SfShotFacts => ({
  edition: 'en', lang: 'en', turn: null, type, profile: { ...SF_PROFILES[type] }, shooters, agent: a, distance, hidden: false, concentrated: false, ...extra,
});
const frac = (f: Fraction) => `${f.num}/${f.den}`;
const resolve = resolveSfShot as (f: unknown, d: Dice) => Resolution;
const probe = (f: SfShotFacts) => resolveSfShot(f, { rolls: [], roll: () => 1, rollOptional: () => null });

describe('sf-shoot composed odds', () => {
  const small: [string, SfShotFacts][] = [
    ['2 SWAT figures at a 1 PV agent, no save', facts('swat', 2, agent(1, null))],
    ['3 police figures (pistols) at a 2 PV agent saving on 5+', facts('regular-police', 3, agent(2, 5))],
    ['2 special forces at a 1 PV robust agent in cover, saving on 4+, at 10 pas', facts('special-forces', 2, agent(1, 4, { robust: true, cover: true }), 10)],
    // PV above what one round can take: the round's chances shifted from the full PV's.
    ['3 police figures (pistols) at a 4 PV agent saving on 5+', facts('regular-police', 3, agent(4, 5))],
  ];
  it.each(small)('%s: the same exact fractions as enumerating every die', (_n, f) => {
    const { dist } = distribution((dice) => resolveSfShot(f, dice), (r) => r.outcome.code, { maxRuns: 2_000_000 });
    const enumerated = Object.fromEntries(dist.entries().filter(([, p]) => p.num !== 0n).map(([k, p]) => [k, frac(p)]));
    const c = composeSfShot(f, probe(f), resolve)!;
    expect(Object.fromEntries(c.dist.entries().filter(([, p]) => p.num !== 0n).map(([k, p]) => [k, frac(p)]))).toEqual(enumerated);
  });

  it.each([
    ['40 SWAT figures at a 30 PV agent saving on 5+', facts('swat', 40, agent(30, 5))],
    ['100 special forces at a 20 PV agent saving on 3+, at 10 pas', facts('special-forces', 100, agent(20, 3), 10)],
  ] as [string, SfShotFacts][])('%s: a seeded Monte Carlo of the rule agrees', (name, f) => {
    const c = composeSfShot(f, probe(f), resolve)!;
    expectMonteCarlo(`sf-shoot ${name}`, c, f, resolveSfShot, 1500);
  });

  it('leaves one shooter to the enumeration', () => {
    const f = facts('swat', 1, agent(1, null));
    expect(composeSfShot(f, probe(f), resolve)).toBeNull();
  });

  it('composes a large case (200 shooters at a 100 PV agent), the chances adding up to 1, with the expected shots hit and PV left; the options\' largest (1,000) is past the work bound (U228)', () => {
    const largest = facts('swat', 1000, agent(100, 5));
    expect(() => composeSfShot(largest, probe(largest), resolve)).toThrow(expect.objectContaining({ code: 'odds-too-many-states' }));
    const big = facts('swat', 200, agent(100, 5));
    const c = composeSfShot(big, probe(big), resolve)!;
    expect(c).not.toBeNull();
    const total = c.dist.entries().reduce((s, [, p]) => s + toNumber(p), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(toNumber(c.dist.get('down'))).toBeGreaterThan(0.99);
    expect(c.stats.map((s) => s.key).sort()).toEqual(['pvAfter', 'shotsHit']);
  });
});
