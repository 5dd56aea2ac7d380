// No output line of a human render is wider than the terminal (80 and 150
// columns); piped output keeps its full lines; change lines are sentences.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { visible, wrapText } from '../../src/render/width.js';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;

/** Runs a command line on a terminal of `columns` (colour off); returns stdout. */
async function onTerminal(columns: number, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  stdin.end();
  const code = await main(argv, {
    stdout: { write: (s: string) => (out += s), isTTY: true, columns } as never,
    stderr: { write: (s: string) => (err += s), isTTY: false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined, UMPIRE_NO_PROMPT: '1' },
    cwd: game.dir,
    argv,
  });
  return { code, out, err };
}

// A turn with long tables and long notes: rolls, a fight, shots, loot, fire, gas, triage.
const PLAY = [
  ['rl-roll', 'market', '--roll', '3,2'],
  ['melee', 'spg', 'frontline', '--roll', '9,2'],
  ['fire', 'frontline', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,3'],
  ['loot', 'bikers', 'pub', '--roll', '3,2'],
  ['burn', 'offlicence', '--start', '2'],
  ['gas', 'church', '--roll', '3,4'],
  ['triage', 'cas-1', '--roll', '5'],
  ['negotiate', 'market', '--by', 'liaison', '--roll', '4'],
  ['next-turn'],
];
const VIEWS = [['status'], ['log'], ['casualties'], ['summary'], ['rl-roll', 'estate', '--odds'], ['odds', 'rl', '--all'], ['overreact', 'spg', '--odds'], ['rules', 'diff'], ['--help'], ['fire', '--help']];

beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road.yaml');
});
afterAll(() => game?.cleanup());

describe('human output fits the terminal', () => {
  for (const columns of [80, 150]) {
    it(`no line wider than ${columns} columns`, async () => {
      const wide: string[] = [];
      const check = (argv: string[], out: string) => {
        for (const l of out.split('\n')) if ([...l].length > columns) wide.push(`${argv.join(' ')}: ${l}`);
      };
      if (columns === 80) {
        for (const argv of PLAY) {
          const r = await onTerminal(columns, argv);
          expect(r.code, `${argv.join(' ')}: ${r.err}`).toBe(0);
          check(argv, r.out);
        }
      }
      for (const argv of VIEWS) {
        const r = await onTerminal(columns, argv);
        expect(r.code, `${argv.join(' ')}: ${r.err}`).toBe(0);
        check(argv, r.out);
      }
      expect(wide).toEqual([]);
    });
  }

  it('in French too: no line wider than 80 columns, and no wrapped text starts a line with the « : ; ? ! » a no-break space keeps beside its word', async () => {
    const wide: string[] = [];
    const orphan: string[] = [];
    for (const argv of [['--help'], ['fire', '--help'], ['next-turn', '--help'], ['status'], ['log'], ['summary'], ['rl-roll', 'estate', '--odds'], ['overreact', 'spg', '--odds']]) {
      const r = await onTerminal(80, [...argv, '--lang', 'fr']);
      expect(r.code, `${argv.join(' ')}: ${r.err}`).toBe(0);
      for (const l of r.out.split('\n')) {
        if ([...l].length > 80) wide.push(`${argv.join(' ')}: ${l}`);
        if (/^\s*[:;?!»]/.test(l)) orphan.push(`${argv.join(' ')}: ${l}`);
      }
    }
    expect(wide).toEqual([]);
    expect(orphan).toEqual([]);
  });

  it('piped, the log keeps full-width rows (nothing wrapped)', async () => {
    const piped = await game.run('log');
    expect(piped.stdout.split('\n').some((l) => [...l].length > 80)).toBe(true);
  });

  it('change lines are short sentences, never JSON', async () => {
    const fire = await onTerminal(150, ['fire', 'estate', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,3']);
    expect(fire.code, fire.err).toBe(0);
    expect(fire.out).toMatch(/^new casualty cas-\d+$/m);
    expect(fire.out).toMatch(/^estate — figures: 30 -1 → 29$/m);
    expect(fire.out).not.toMatch(/[{}]/);
  });
});

describe('odds rows say their outcome in words', () => {
  it('the firefighting odds name the fires-reduced row', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road.yaml');
      expect((await g.run('burn', 'pub', '--start', '3')).code).toBe(0);
      const r = await g.run('extinguish', 'pump1', 'pub', '--odds');
      expect(r.code, r.stderr).toBe(0);
      // The cell wrapped to 80 columns (piped, as at the table): the code on its next line.
      expect(r.stdout).toMatch(/│ Fires put out, some still burning +│[^\n]*\n│ \[fires-reduced\] +│/);
    } finally {
      g.cleanup();
    }
  });
});

describe('no-break spaces (French typography)', () => {
  it('take one column each, U+00A0 and U+202F alike', () => {
    expect(visible('Total\u00a0: 12,5\u202f%')).toBe(14);
    expect(visible('«\u00a0mot\u00a0»')).toBe(7);
  });

  it('are never a place to wrap: « : » stays beside its word', () => {
    expect(wrapText('un deux trois\u00a0: quatre', 13)).toEqual(['un deux', 'trois\u00a0:', 'quatre']);
    expect(wrapText('dit «\u00a0assez\u00a0»', 9)).toEqual(['dit', '«\u00a0assez\u00a0»']);
  });
});
