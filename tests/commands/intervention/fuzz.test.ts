// Random command lines at every `umpire intervention` calculation, built from
// the subcommands' own option lists with nasty values (the trust fuzzer's
// dictionary covers top-level commands; these options live one level down):
// exit 0, or exit 2 with one line; never a stack trace.
import fc from 'fast-check';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { buildProgram } from '../../../src/cli.js';
import { runCli } from '../../helpers/cli.js';

// Every option of the calculator, with values good, bad and hostile.
const NASTY = ['constructor', '__proto__', 'toString', '', ' ', '-1', '0', '1.5', 'NaN', '1e3', '٣', '\x1b[31mred', '\x07', 'a\nb', 'x'.repeat(5000), '99999999999999999999'];
const VALUES: Record<string, string[]> = {
  '--shooters': ['8,8,8', '8', '1,1,1,1,1,1,1,1,1,1,1,1,1,1,1', '20,19,18,17,16,15', '8,,8', ',', '8,x', '-1,2', '100'],
  '--targets': ['7,7,7', '7:hard', '7/4:light,10:hard', '7/9', '7:soft', '7::hard', '/', ':', '7/', '0', '7,7,7,7,7,7,7'],
  '--for': ['4', '4,6', '4,6,8', ','],
  '--fighters': ['4,5', '5', '0', '1001', '4,5,6'],
  '--pf': ['4', '4,5', '8', '-3'],
  '--target': ['7', '7/4', '7/1', '7/0', '7/8', '0', '100'],
  '--attacker-rt': ['7', '10/3', 'x'],
  '--defender-rt': ['7', '10/3', '/'],
  // U244: values no die shows, and the ones it does.
  '--roll': ['3', '4,6', 'x', '0', '101', '100', '4,0', 'ask', '-1'],
  // l.403, U243: the Det of each figure a burst is fired at (with --detected automatic).
  '--burst-det': ['4', '4,8,6', '0', '8,,8', ',', '1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1', 'x'],
  '--state': ['none.json', '', '.'],
};
// A valid line of each calculation, which the random options then add to or override (commander keeps the last value).
const BASE: Record<string, string[]> = {
  derive: ['--rt', '7'],
  shot: ['--pf', '4'],
  melee: ['--attacker', '5', '--defender', '8'],
  explosion: ['--pf', '4', '--radius', '5', '--distance', '5'],
  morale: ['--pf', '4,5', '--det', '8'],
  detection: ['--det', '8'],
  'grouped-fire': ['--shooters', '8,8,8', '--targets', '7,7,7'],
  'table-size': ['--fighters', '4,5'],
};
const NUMBERS = ['0', '1', '5', '8', '10', '99', '100', '10000', '10001', '-5'];

function optionsOf(): Promise<{ name: string; options: { long: string; value: boolean; choices: string[] | null }[] }[]> {
  const stdin = new PassThrough();
  stdin.end();
  const io = { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: {}, cwd: process.cwd(), argv: [] };
  return buildProgram(['intervention'], io as never).then((program) => {
    const iv = program.commands.find((c: Command) => c.name() === 'intervention')!;
    return iv.commands
      .filter((c) => c.name() !== 'help')
      .map((c) => ({ name: c.name(), options: c.options.map((o) => ({ long: o.long!, value: o.required || o.optional, choices: (o as unknown as { argChoices?: string[] }).argChoices ?? null })) }));
  });
}

describe('umpire intervention, random command lines', () => {
  it('300 runs: exit 0, or 2 with one line; never a stack trace', async () => {
    const subs = await optionsOf();
    expect(subs.map((s) => s.name).sort()).toEqual(['derive', 'detection', 'explosion', 'grouped-fire', 'melee', 'morale', 'shot', 'table-size']);
    const argv = fc.constantFrom(...subs).chain((sub) => {
      const opt = fc.constantFrom(...sub.options).chain((o): fc.Arbitrary<string[]> => {
        if (!o.value) return fc.constant([o.long]);
        const pool = [...(VALUES[o.long] ?? NUMBERS), ...(o.choices ?? []), ...NASTY];
        return fc.constantFrom(...pool).map((v): string[] => [o.long, v]);
      });
      return fc.tuple(fc.boolean(), fc.array(opt, { maxLength: 4 })).map(([base, ps]): string[] => ['intervention', sub.name, ...(base ? BASE[sub.name] : []), ...ps.flat()]);
    });
    let ok = 0;
    await fc.assert(
      fc.asyncProperty(argv, async (a) => {
        const r = await runCli(a);
        const where = `${JSON.stringify(a)} -> ${r.code}\n${r.stderr}`;
        expect(r.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
        expect([0, 2], where).toContain(r.code);
        if (r.code === 2) expect(r.stderr.trim().split('\n'), where).toHaveLength(1);
        else ok++;
      }),
      { numRuns: 300, seed: 19 },
    );
    // Not an empty loop: some lines resolve.
    expect(ok).toBeGreaterThan(30);
  }, 120_000);
});
