// The REPL completes `intervention`'s calculations, then each one's options and their choices.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/cli.js';
import { complete, completionModel } from '../../../src/repl/complete.js';

describe('completion of intervention', () => {
  it('offers the calculations, then their options and choices', async () => {
    const stdin = new PassThrough();
    stdin.end();
    const program = await buildProgram([], { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: {}, cwd: process.cwd(), argv: [] } as never);
    const m = completionModel(program, null, []);
    expect(complete('intervention ', m)[0]).toEqual(['derive', 'detection', 'explosion', 'grouped-fire', 'melee', 'morale', 'shot', 'table-size']);
    expect(complete('intervention g', m)[0]).toEqual(['grouped-fire']);
    expect(complete('intervention grouped-fire --c', m)[0]).toEqual(['--cover']);
    expect(complete('intervention grouped-fire --cover ', m)[0]).toEqual(['hard', 'light', 'open']);
    expect(complete('intervention shot --weapon inf', m)[0]).toEqual(['infiltrator-pistol', 'infiltrator-rifle']);
    expect(complete('intervention nope --', m)[0]).toEqual([]);
  });
});
