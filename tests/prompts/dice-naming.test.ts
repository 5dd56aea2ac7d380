// Dice entered as the table rolls them (`--roll ask`, issue 30): each group
// named before it is rolled, in the game's language; a die that depends on an
// earlier one asked after what the earlier ones settled.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiceShort, MOST_TOGETHER_RUNS, ResolutionDice, askedTogether, firstGroup } from '../../src/dice.js';
import { resolveGuMelee } from '../../src/rules/guerilla-urbaine/melee.js';
import { resolveFreeRoll } from '../../src/rules/free-roll.js';
import { checkDiceLine, diceQuestion, soFar, withRollValues } from '../../src/prompts/dice.js';
import { resolveRlRoll, RL_MOVEMENT } from '../../src/rules/civil-disorder/rl-roll.js';
import { resolveFire } from '../../src/rules/civil-disorder/firearms.js';
import { resolveMelee } from '../../src/rules/civil-disorder/melee.js';
import type { Dice, Edition, Resolution } from '../../src/rules/types.js';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

/** What a resolution wants next after `values` (asking), or null when it has all it needs. */
function wanted(resolve: (d: Dice) => Resolution, values: number[]): DiceShort | null {
  const dice = new ResolutionDice(null, values, true);
  try {
    resolve(dice);
  } catch (e) {
    // Past the most dice followed, the rule is stopped with the dice it wants (src/dice.ts MOST_PROBED).
    if (e instanceof DiceShort) return e;
    throw e;
  }
  return dice.short();
}

const rl = (edition: Edition, rlNow: number) => (d: Dice) => resolveRlRoll({ edition, lang: edition, rl: rlNow }, d);

describe('the dice of a resolution named before they are rolled', () => {
  it('names the RL roll, then the movement of the RL reached (English)', () => {
    const first = wanted(rl('en', 7), [])!;
    expect(diceQuestion('en', first.wanted)).toBe('RL roll: 1d6');
    expect(soFar('en', first)).toBeNull();
    // RL 7 rolls 5: stays at 7, which moves 2d6 ("up to").
    const second = wanted(rl('en', 7), [5])!;
    expect(RL_MOVEMENT.en[7].dice).toBe(2);
    expect(diceQuestion('en', second.wanted)).toBe('movement: 2d6');
    expect(soFar('en', second)).toBe('So far: RL roll = 5 → RL 7 Bombard');
    // Fewer than the group: the rest is asked next.
    expect(diceQuestion('en', wanted(rl('en', 7), [5, 3])!.wanted)).toBe('movement: 1d6');
    expect(wanted(rl('en', 7), [5, 3, 4])).toBeNull();
  });

  it('names them in French in a French game', () => {
    expect(diceQuestion('fr', wanted(rl('fr', 7), [])!.wanted)).toBe('jet de FR\u00a0: 1D6');
    const second = wanted(rl('fr', 7), [5])!;
    expect(diceQuestion('fr', second.wanted)).toBe(`mouvement\u00a0: ${RL_MOVEMENT.fr[7].dice}D6`);
    expect(soFar('fr', second)).toMatch(/^Jusqu’ici\u00a0: jet de FR = 5 → FR 7 /);
  });

  it('asks a casualty die only after a hit, the firers first as one group', () => {
    const fire = (d: Dice) => resolveFire({ edition: 'en', lang: 'en', weapon: 'rifle', range: 'close', firers: 3 }, d);
    expect(diceQuestion('en', wanted(fire, [])!.wanted)).toBe('firer 1-3: 3d6');
    const after = wanted(fire, [6, 6, 1]);
    expect(after).not.toBeNull();
    expect(after!.wanted[0].label).toBe('casualty 1');
    expect(soFar('en', after!)).toMatch(/^So far: firer 1 = 6 · firer 2 = 6 · firer 3 = 1 → \d+ hits?: \d+ figures? down$/);
    // No hit: no casualty die wanted.
    expect(wanted(fire, [1, 1, 1])).toBeNull();
    const fr = (d: Dice) => resolveFire({ edition: 'fr', lang: 'fr', weapon: 'rifle', range: 'close', firers: 2 }, d);
    expect(diceQuestion('fr', wanted(fr, [])!.wanted)).toBe('tireur 1-2\u00a0: 2D6');
  });

  it('asks a second bout after the first one\'s scores', () => {
    const melee = (lang: 'en' | 'fr') => (d: Dice) => resolveMelee({ edition: lang, lang, unitType: 'regular-police', riotKit: 'none', intent: 'arrest', sfFigures: 1, rioters: 2 }, d);
    expect(diceQuestion('en', wanted(melee('en'), [])!.wanted)).toBe('SF figure, bout 1: 1d10');
    // The SF figure outnumbered 2-1 wins the first bout (9 against 1): the second is asked after its scores.
    const second = wanted(melee('en'), [9, 1])!;
    expect(diceQuestion('en', second.wanted)).toBe('SF figure, bout 2: 1d10');
    expect(soFar('en', second)).toMatch(/^So far: SF figure, bout 1 = 9 · rioter, bout 1 = 1 → bout 1: SF figure \d+, rioter \d+$/);
    expect(soFar('fr', wanted(melee('fr'), [9, 1])!)).toMatch(/→ combat 1\u00a0: figurine fp \d+, manifestant \d+$/);
    expect(soFar('en', second, 2)).toBeNull();
    // A line after the first names only the group just entered (the line before showed the firers', issue 40 item 9).
    const fire = (d: Dice) => resolveFire({ edition: 'en', lang: 'en', weapon: 'rifle', range: 'close', firers: 3 }, d);
    const next = wanted(fire, [6, 6, 1, 4]);
    expect(next!.wanted[0].label).toBe('casualty 2');
    const line = soFar('en', next!, 3)!;
    expect(line).toMatch(/^So far: casualty 1 = 4 → /);
    expect(line).not.toContain('firer');
  });

  it('asks together only the dice wanted whatever the earlier ones show (U240: an attack that may be parried is asked alone)', () => {
    // Guérilla Urbaine (l.52-62): A2 at C4 against a C4 defender of 2 PV; the stand-in 1s miss twice, so "attack 1-2" was the group.
    const melee = (d: Dice) => resolveGuMelee({ lang: 'fr', attacker: { id: 'lame', fight: 4, pv: 1, attacks: 2 }, defender: { id: 'brute', fight: 4, pv: 2, robust: false, knockedDown: false } }, d);
    const first = wanted(melee as never, [])!;
    expect(first.wanted.map((w) => w.label)).toEqual(['attaque 1', 'attaque 2']);
    const alone = askedTogether(melee, [], first.wanted);
    expect(diceQuestion('fr', alone)).toBe('attaque 1\u00a0: 1D6');
    // A hit: the parry is wanted next, of the other side, then the second attack.
    expect(diceQuestion('fr', wanted(melee as never, [5])!.wanted)).toBe('parade 1\u00a0: 1D6');
    expect(diceQuestion('fr', wanted(melee as never, [5, 2])!.wanted)).toBe('attaque 2\u00a0: 1D6');
    // Dice that nothing comes between stay one group: the firers, a free roll.
    const fire = (d: Dice) => resolveFire({ edition: 'en', lang: 'en', weapon: 'rifle', range: 'close', firers: 3 }, d);
    expect(diceQuestion('en', askedTogether(fire, [], wanted(fire, [])!.wanted))).toBe('firer 1-3: 3d6');
    const free = (d: Dice) => resolveFreeRoll({ edition: 'en', lang: 'en', spec: '100d100', label: 'damage' }, d);
    // The largest group (100d100, as many as are followed at once) stays one, in a bounded number of runs of the rule.
    let runs = 0;
    expect(askedTogether((d) => (runs++, free(d)), [], wanted(free, [])!.wanted)).toHaveLength(wanted(free, [])!.wanted.length);
    expect(runs).toBeLessThanOrEqual(MOST_TOGETHER_RUNS);
    expect(runs).toBeGreaterThan(MOST_TOGETHER_RUNS / 2);
  });

  it('groups only the same die under the same label, numbers aside', () => {
    expect(firstGroup([{ die: 'd10', label: 'SF' }, { die: 'd10', label: 'crowd' }])).toHaveLength(1);
    expect(firstGroup([{ die: 'd6', label: 'damage 1 of 3' }, { die: 'd6', label: 'damage 2 of 3' }, { die: 'd3', label: 'damage 3 of 3' }])).toHaveLength(2);
  });

  it('refuses a line with too many dice or an impossible face in one line, and takes fewer', () => {
    const two = [{ die: 'd6' as const, label: 'movement' }, { die: 'd6' as const, label: 'movement' }];
    expect(checkDiceLine('en', two, '3,4,5')).toBe('3 values given, but 2 dice are wanted here: enter them again');
    expect(checkDiceLine('fr', two, '3,4,5')).toBe('3 valeurs données, mais 2 dés sont attendus ici\u00a0: les saisir de nouveau');
    expect(checkDiceLine('en', two, '7')).toBe('7 is not possible on a d6');
    expect(checkDiceLine('en', two, '3')).toBe(true);
    expect(checkDiceLine('en', two, '3 4')).toBe(true);
    expect(checkDiceLine('en', two, 'x')).not.toBe(true);
  });

  it('logs the values as if typed: --roll ask becomes --roll 5,3; no die wanted, no --roll', () => {
    expect(withRollValues(['rl-roll', 'x', '--roll', 'ask', '--state', 's.json'], [5, 3])).toEqual(['rl-roll', 'x', '--roll', '5,3', '--state', 's.json']);
    expect(withRollValues(['rl-roll', 'x', '--roll=ask'], [5])).toEqual(['rl-roll', 'x', '--roll=5']);
    expect(withRollValues(['burn', 'pub', '--roll', 'ask'], [])).toEqual(['burn', 'pub']);
  });
});

describe('--roll ask on a game', () => {
  let game: ReturnType<typeof tempGame>;
  afterEach(() => game?.cleanup());

  it('in a terminal asks each group by name and logs the values (an RL 7 crowd: its roll, then its movement)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, ['1', '3']);
    expect(await s.session.run('rl-roll bikers --roll ask'), s.err()).toBe(0);
    // bikers (RL 7, a lower crowd adjacent: -1) rolls 1: RL 6, which moves 1d6.
    expect(s.asked).toEqual(['RL roll: 1d6', 'movement: 1d6']);
    expect(s.out()).toContain('So far: RL roll = 1 → RL 6 Hassle');
    expect(game.readLog().at(-1).argv).toEqual(['rl-roll', 'bikers', '--roll', '1,3']);
  });

  it('in a batch, even in a terminal, is refused as any word: nothing waits inside its transaction', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    writeFileSync(join(game.dir, 'lines.txt'), 'rl-roll bikers --roll ask\n');
    const before = game.snapshot();
    const s = scriptedSession(game.dir, []);
    expect(await s.session.run('batch lines.txt')).toBe(2);
    expect(s.asked).toEqual([]);
    expect(s.err()).toContain('"ask" is not a whole number');
    expect(game.snapshot()).toEqual(before);
  });

  it('on a pipe is refused as before, nothing written', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const before = game.snapshot();
    const r = await game.run('rl-roll', 'bikers', '--roll', 'ask');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('umpire: --roll: value 1 "ask" is not a whole number\n');
    expect(game.snapshot()).toEqual(before);
  });
});
