// Odds composed part by part (src/odds/repeat.ts): n independent identical
// parts give exactly the enumeration's chances, for a rule whose outcome
// depends on how many parts hit; and a grenade into a crowd of any size
// (src/odds/guerilla-urbaine/agent-shoot.ts) gives 1 - q^n and n p, q and p being one
// figure's chances as the rule itself enumerates them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeRepeated } from '../../src/odds/repeat.js';
import { oddsOf } from '../../src/odds/run.js';
import { distribution, fractionText, reduce, type Fraction } from '../../src/odds/enumerate.js';
import type { Dice, Resolution } from '../../src/rules/types.js';
import { tempGame } from '../helpers/cli.js';

/** A toy rule: one d6 per part, a hit on 5+, then a d3 for each hit; the code says none, some or all hit. */
function toy(facts: { parts: number }, dice: Dice): Resolution {
  let hits = 0;
  let extra = 0;
  for (let i = 0; i < facts.parts; i++) {
    if (dice.roll('d6', 'hit') >= 5) {
      hits += 1;
      extra += dice.roll('d3', 'extra');
    }
  }
  const code = hits === 0 ? 'none' : hits === facts.parts ? 'all' : 'some';
  return { procedure: 'toy', edition: 'en', rolls: [...dice.rolls], modifiers: [], total: null, outcome: { code, text: code }, effects: [], notes: [], hits, extra } as unknown as Resolution;
}

describe('composeRepeated', () => {
  it.each([1, 2, 3, 4])('gives the enumeration\'s exact chances and expectations for %i parts', (n) => {
    const composed = composeRepeated({ parts: n }, { parts: 1 }, n, toy)!;
    const full = distribution((dice) => toy({ parts: n }, dice), (r) => r.outcome.code);
    for (const k of full.dist.keys()) expect(fractionText(composed.dist.get(k)), k).toBe(fractionText(full.dist.get(k)));
    expect(composed.dist.keys().sort()).toEqual(full.dist.keys().sort());
    if (n > 1) {
      const e = composed.stats.find((s) => s.key === 'hits')!;
      expect(fractionText(e.expected)).toBe(fractionText(reduce({ num: BigInt(n), den: 3n })));
    }
  });

  it('composes 200 parts at once (the enumeration would be 6^200 sequences)', () => {
    // Without the d3 a part is a hit or a miss: 201 runs of the rule.
    const plain = (f: { parts: number }, dice: Dice) => toy({ parts: f.parts }, { ...dice, roll: (d, l) => (d === 'd3' ? 1 : dice.roll(d, l)) } as Dice);
    const c = composeRepeated({ parts: 200 }, { parts: 1 }, 200, plain)!;
    expect(c.dist.get('none')).toEqual(reduce({ num: 2n ** 200n, den: 3n ** 200n }));
    expect(c.dist.get('all')).toEqual(reduce({ num: 1n, den: 3n ** 200n }));
    // With the d3, four kinds of part: 20 parts are C(23, 3) runs, still composed.
    expect(composeRepeated({ parts: 20 }, { parts: 1 }, 20, toy)?.dist.get('none')).toEqual(reduce({ num: 2n ** 20n, den: 3n ** 20n }));
    expect(oddsOf({ parts: 3 }, toy).method).toBe('enumerated');
  });

  it('gives up (null) on a rule that does not read its parts one after another', () => {
    // Reads one die for the whole first: not n copies of one part's dice.
    const shared = (f: { parts: number }, dice: Dice): Resolution => {
      const first = dice.roll('d6', 'shared');
      return toy({ parts: first >= 4 ? f.parts : 0 }, dice);
    };
    expect(composeRepeated({ parts: 3 }, { parts: 1 }, 3, shared)).toBeNull();
  });
});

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road-armed.yaml');
});
afterAll(() => game?.cleanup());

const frac = (s: string): Fraction => {
  const [num, den = '1'] = s.split('/');
  return { num: BigInt(num), den: BigInt(den) };
};

describe('agent-shoot --odds: a grenade into a crowd of any size', () => {
  it.each([2, 5, 30])('%i figures: no hit 1 - (1 - p)^n, figures down n p, composed exactly', async (n) => {
    const one = (await game.ok('agent-shoot', 'gunman', '--weapon', 'grenade', '--crowd', 'frontline', '--figures', '1', '--distance', '3', '--odds'))[0];
    expect(one.method).toBe('enumerated');
    const q = frac(one.outcomes.find((o: any) => o.code === 'miss').probability);
    const p = frac(one.outcomes.find((o: any) => o.code === 'down').probability);
    const rec = (await game.ok('agent-shoot', 'gunman', '--weapon', 'grenade', '--crowd', 'frontline', '--figures', String(n), '--distance', '3', '--odds'))[0];
    expect(rec.method).toBe('composed');
    expect(rec.outcomes.find((o: any) => o.code === 'miss').probability).toBe(fractionText(reduce({ num: q.num ** BigInt(n), den: q.den ** BigInt(n) })));
    expect(rec.stats.find((s: any) => s.key === 'figuresDown').expected).toBe(fractionText(reduce({ num: p.num * BigInt(n), den: p.den })));
  });

  it('a pistol at a unit is still enumerated', async () => {
    const rec = (await game.ok('agent-shoot', 'gunman', '--unit', 'armed', '--distance', '3', '--odds'))[0];
    expect(rec.method).toBe('enumerated');
  });
});
