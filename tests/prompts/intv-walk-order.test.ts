// Issue 40 (8): the freed hostage (figure A, U185: no unit) is offered after
// the fighters of the unit due, not before them, so that counting lines in
// the walk's pick list finds the unit's own fighters where they are listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';
import { scriptedPrompter, type Prompter } from '../../src/prompts/prompter.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** tests/batch/intervention-hostage.txt up to turn 3's movement (the hostage freed in turn 2), bravo passing (garde is out: patrouille is due). */
function toTurn3(): string[][] {
  const lines = readFileSync(join(ROOT, 'tests', 'batch', 'intervention-hostage.txt'), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  const end = lines.indexOf('intv-move otage --cm 10 --half gign --near-enemy no');
  return [...lines.slice(0, end), 'intv-activate bravo --pass'].map((l) => l.split(' '));
}

describe('turn on the hostage rescue: the pick list of the unit due', () => {
  it("offers the fighters of the unit due (patrouille: garde is out) first, the freed hostage last", async () => {
    game = tempGame();
    await game.init('intervention-liberation-otage.yaml');
    for (const l of toTurn3()) expect((await game.run(...l)).code, l.join(' ')).toBe(0);
    expect(game.readState().game.fighters.otage.bound).toBe(false);
    const offered: string[][] = [];
    const inner = scriptedPrompter(['-stop']);
    const prompter: Prompter = { ...inner, select: (m, c) => (offered.push(c.map((x) => x.value)), inner.select(m, c)) };
    const s = scriptedSession(game.dir, [], { prompter });
    expect(await s.session.run('turn'), s.err()).toBe(0);
    const fighters = offered[0].filter((v) => !v.startsWith('-'));
    expect(fighters).toEqual(['p1', 'p2', 'otage']);
  });
});
