// Resource bounds (issues 33 and 34; U225-U229): an input that would take
// minutes or gigabytes is refused at once, exit 2 with one line naming the
// bound, and nothing is written. Each bound is tested by its count (tokens,
// keys, repeats, characters), never by a stopwatch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, tempGame } from '../helpers/cli.js';
import { SCENARIO_MAX_ENTITIES, SCENARIO_MAX_TOKENS } from '../../src/state/scenario.js';
import { MAX_REPEATS } from '../../src/commands/facts.js';
import { NOTE_MAX_CHARS } from '../../src/rules/note.js';
import { FREE_ROLL_LABEL_MAX } from '../../src/rules/free-roll.js';
import { enumerateDice, MAX_DICE_READ, MAX_ODDS_STATES } from '../../src/odds/enumerate.js';
import { oddsOf } from '../../src/odds/run.js';
import { composeMelee } from '../../src/odds/civil-disorder/compound.js';
import type { Dice, Resolution } from '../../src/rules/types.js';

/** A refusal: exit 2, one line on stderr, no stack trace. */
function expectRefusal(r: { code: number; stderr: string }, what: string): void {
  expect(r.stderr, what).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
  expect(r.code, `${what}\n${r.stderr}`).toBe(2);
  expect(r.stderr.trimEnd().split('\n'), what).toHaveLength(1);
}

describe('scenario files (U225)', () => {
  let g: ReturnType<typeof tempGame>;
  beforeAll(() => {
    g = tempGame();
  });
  afterAll(() => g.cleanup());
  const init = (name: string, text: string) => {
    const f = join(g.dir, name);
    writeFileSync(f, text);
    return runCli(['init', f], { cwd: g.dir });
  };

  it('a 1 MiB mapping of 137,000 short keys (minutes in the YAML parser\'s duplicate check) is refused by its token count, before it is parsed', async () => {
    let text = 'title: big\nx: {';
    for (let i = 0; text.length < 1024 * 1024 - 16; i++) text += `${i.toString(36)}: 1,`;
    const r = await init('keys.yaml', `${text}z: 1}\n`);
    expectRefusal(r, 'init keys');
    expect(r.stderr).toContain(`more than ${SCENARIO_MAX_TOKENS} YAML tokens`);
    expect(r.stderr).toContain('U225');
    expect(readdirSync(g.dir).filter((f) => f.startsWith('umpire-state'))).toEqual([]);
  });

  it('a file just under the token bound is read (the bound refuses no smaller file)', async () => {
    // 1,000 crowds of three lines: the largest list U81 allows, well under the bound.
    const r = await init('many.yaml', `title: big\ncrowds:\n${Array.from({ length: SCENARIO_MAX_ENTITIES }, (_, i) => `  - id: c${i}\n    figures: 10\n    rl: 4\n`).join('')}`);
    expect(r.stderr).not.toContain('YAML tokens');
    expect(r.code, r.stderr).toBe(0);
  });

  it(`a mapping of more than ${SCENARIO_MAX_ENTITIES} keys is refused, naming its line`, async () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `  k${i}: 1\n`).join('');
    const r = await init('map.yaml', `title: big\nx:\n${keys(SCENARIO_MAX_ENTITIES + 1)}`);
    expectRefusal(r, 'init map');
    expect(r.stderr).toContain(`line 3: ${SCENARIO_MAX_ENTITIES + 1} keys in one mapping`);
    // At the bound, the mapping is read (and refused for what it is: an unknown field).
    const ok = await init('map2.yaml', `title: big\nx:\n${keys(SCENARIO_MAX_ENTITIES)}`);
    expect(ok.stderr).not.toContain('keys in one mapping');
  });

  it('a key given twice is still refused with its line and column, in a block or a flow mapping, however far apart', async () => {
    const block = await init('dup.yaml', `title: a\nx:\n${Array.from({ length: 900 }, (_, i) => `  k${i}: 1\n`).join('')}  k3: 2\n`);
    expectRefusal(block, 'dup block');
    expect(block.stderr).toContain('dup.yaml:903:3: YAML syntax error: a key given twice');
    const flow = await init('dup2.yaml', 'title: a\nx: {a: 1, b: 2, a: 3}\n');
    expectRefusal(flow, 'dup flow');
    expect(flow.stderr).toContain('dup2.yaml:2:17: YAML syntax error: a key given twice');
    // 1 and "1" are different keys, as YAML reads them.
    const typed = await init('dup3.yaml', 'title: a\nlang: fr\nx: {1: a, "1": b}\ntitle: b\n');
    expectRefusal(typed, 'dup typed');
    expect(typed.stderr).toContain('dup3.yaml:4:1\u00a0: erreur de syntaxe YAML\u00a0: une clé donnée deux fois');
  });
});

describe('repeated options (U226)', () => {
  const mods = (n: number) => Array.from({ length: n }, () => ['--mod', 'a=+1']).flat();
  it(`--mod given ${MAX_REPEATS + 1} times is refused with one line naming it; ${MAX_REPEATS} times is read`, async () => {
    const r = await runCli(['rl-roll', '--rl', '4', '--roll', '3,3', ...mods(MAX_REPEATS + 1)]);
    expectRefusal(r, '--mod');
    expect(r.stderr).toContain(`--mod: given more than ${MAX_REPEATS} times`);
    const fr = await runCli(['rl-roll', '--rl', '4', '--roll', '3,3', '--lang', 'fr', ...mods(MAX_REPEATS + 1)]);
    expect(fr.stderr).toContain(`--mod\u00a0: donnée plus de ${MAX_REPEATS} fois`);
    const ok = await runCli(['rl-roll', '--rl', '4', '--roll', '3,3', '--json', ...mods(MAX_REPEATS)]);
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('every repeatable option has the bound (a --crowd-mod, a --sf-gas, a gu --member)', async () => {
    for (const [argv, opt] of [
      [['melee', '--rl', '4', '--unit-type', 'regular-police'], ['--crowd-mod', 'a=+1']],
      [['melee', '--rl', '4', '--unit-type', 'regular-police'], ['--sf-gas', 'tear']],
      [['gu-gang', 'x'], ['--member', 'boss:chef:pistol']],
    ] as const) {
      const r = await runCli([...argv, ...Array.from({ length: MAX_REPEATS + 1 }, () => opt).flat()]);
      expectRefusal(r, opt[0]);
      expect(r.stderr).toContain(`${opt[0]}: given more than ${MAX_REPEATS} times`);
    }
  });
});

describe('free text (U227)', () => {
  let g: ReturnType<typeof tempGame>;
  beforeAll(async () => {
    g = tempGame();
    await g.init();
  });
  afterAll(() => g.cleanup());

  it(`a note of more than ${NOTE_MAX_CHARS} characters is refused where it is read, nothing written; ${NOTE_MAX_CHARS} is logged`, async () => {
    const before = readFileSync(join(g.dir, 'umpire-state.log.jsonl'), 'utf8');
    const r = await g.run('note', 'x'.repeat(NOTE_MAX_CHARS + 1));
    expectRefusal(r, 'note');
    expect(r.stderr).toContain(`<text>: ${NOTE_MAX_CHARS + 1} characters; at most ${NOTE_MAX_CHARS} (U227)`);
    expect(readFileSync(join(g.dir, 'umpire-state.log.jsonl'), 'utf8')).toBe(before);
    const ok = await g.run('note', 'x'.repeat(NOTE_MAX_CHARS));
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('a 5 MB note line in a batch is refused, naming its line, nothing written', async () => {
    const f = join(g.dir, 'big.txt');
    writeFileSync(f, `note ok\nnote "${'x'.repeat(5_000_000)}"\n`);
    const before = readFileSync(join(g.dir, 'umpire-state.log.jsonl'), 'utf8');
    const r = await g.run('batch', f);
    expectRefusal(r, 'batch');
    expect(r.stderr).toContain('line 2: <text>: 5000000 characters');
    expect(readFileSync(join(g.dir, 'umpire-state.log.jsonl'), 'utf8')).toBe(before);
  });

  it(`a special action's words (gu-act --what) are at most ${FREE_ROLL_LABEL_MAX} characters`, async () => {
    const r = await runCli(['gu-act', 'special', '--what', 'x'.repeat(FREE_ROLL_LABEL_MAX + 1)]);
    expectRefusal(r, '--what');
    expect(r.stderr).toContain(`--what: ${FREE_ROLL_LABEL_MAX + 1} characters; at most ${FREE_ROLL_LABEL_MAX}`);
  });
});

describe('--odds of every procedure at its options\' largest sizes (U228)', () => {
  /** A refusal of the odds' work bound, naming it. */
  const refusedOdds = async (argv: string[], code: 'dice' | 'states') => {
    const r = await runCli([...argv, '--odds']);
    expectRefusal(r, argv.join(' '));
    expect(r.stderr).toContain(code === 'dice' ? `over ${MAX_DICE_READ} in all, U228` : `over ${MAX_ODDS_STATES}, U228`);
  };

  it('a rule whose first sequence alone reads past the bound is refused before any enumeration run (counted, not timed)', () => {
    let calls = 0;
    const k = Math.ceil(Math.sqrt(2 * MAX_DICE_READ));
    const many = (_f: null, dice: Dice): Resolution => {
      calls += 1;
      for (let i = 0; i < k; i++) dice.roll('d6', 'x');
      return { procedure: 'test', edition: 'en', rolls: [], modifiers: [], total: null, outcome: { code: 'done', text: 'done' }, effects: [], notes: [] };
    };
    expect(() => oddsOf(null, many)).toThrow(expect.objectContaining({ code: 'odds-too-many-dice' }));
    expect(calls).toBe(1); // the probe only
    // Every run counts its dice: a tree too deep to reach by the runs' bound is stopped by the dice' bound.
    expect(() => enumerateDice((dice) => { for (let i = 0; i < 1000; i++) dice.roll('d6', 'x'); return 0; }, () => {})).toThrow(expect.objectContaining({ code: 'odds-too-many-dice' }));
  });

  it('the cases that took seconds to minutes and gigabytes are refused with one line naming the bound', async () => {
    await refusedOdds(['damage', '--rl', '7', '--figures', '10000', '--value', '1000'], 'dice');
    await refusedOdds(['roll', '100d100'], 'dice');
    await refusedOdds(['baton-gun', '--shots', '100'], 'dice');
    await refusedOdds(['line-fight', '--type', 'regular-police', '--sf', '1000', '--fighters', '1000'], 'states');
    await refusedOdds(['agent-shoot', '--t', '2', '--distance', '5', '--weapon', 'grenade', '--figures', '10000'], 'states');
    await refusedOdds(['sf-shoot', '--type', 'swat', '--distance', '3', '--shooters', '1000', '--target-pv', '100', '--target-save', '5'], 'states');
    const fr = await runCli(['line-fight', '--type', 'regular-police', '--sf', '1000', '--fighters', '1000', '--odds', '--lang', 'fr']);
    expect(fr.stderr).toContain('trop d’états pour composer les chances');
  });

  it('a melee round past any size the command allows (5,000 bouts) is refused by its counted work, not run', () => {
    const sample = { modifiers: [], outnumbered: { side: 'sf', opponents: 5000 }, intent: 'arrest' } as unknown as Resolution;
    expect(() => composeMelee(null, sample, () => sample)).toThrow(expect.objectContaining({ code: 'odds-too-many-states' }));
  });

  it('a line fight of one figure against 1,000 (2.3 GB before) is composed', async () => {
    const r = await runCli(['line-fight', '--type', 'regular-police', '--sf', '1000', '--fighters', '1', '--odds', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).method).toBe('composed');
  });
});
