// Views for 80 columns (issue 30): on every sample game of scenarios/, in
// English and in French, `log` (and `--wide`), `status`, `status --brief`,
// `status --pending`, `summary`, `casualties` and a procedure's `--odds` (piped too), `odds rl --all` and
// a set of refusals on a terminal of 80 columns print no line wider than
// the terminal, and no word broken: every word of the 80-column output is a
// word of the same output unwrapped (piped), or one cut with "…" (a word
// wider than its column, the end of a one-line entry).
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { ROOT, tempGame } from '../helpers/cli.js';
import { SAMPLE_GAMES } from '../helpers/samples.js';
import { totalLabel } from '../../src/render/table.js';
import { scriptedSession } from '../helpers/session.js';
import { Session } from '../../src/repl/session.js';
import { scriptedPrompter } from '../../src/prompts/prompter.js';
import { writeFileSync, readFileSync } from 'node:fs';

const COLUMNS = 80;

/** Runs a command line on a terminal of `columns` (stdout and stderr, colour off); returns what each printed. */
async function onTerminal(dir: string, columns: number, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  stdin.end();
  const code = await main(argv, {
    stdout: { write: (s: string) => (out += s), isTTY: true, columns } as never,
    stderr: { write: (s: string) => (err += s), isTTY: true, columns } as never,
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined, UMPIRE_NO_PROMPT: '1' },
    cwd: dir,
    argv,
  });
  return { code, out, err };
}

/** The words of a text: runs between spaces and the tables' frame, without the brackets around them. */
function words(text: string): string[] {
  return text
    .split(/[\s│┌┐└┘├┤┬┴┼─]+/)
    .map((w) => w.replace(/^[[(«"']+|[\])»"',;.:]+$/g, ''))
    .filter(Boolean);
}

/** The words of `narrow` that are not words of `wide`, a word cut with "…" being a beginning of one of them. */
export function brokenWords(wide: string, narrow: string): string[] {
  const dict = new Set(words(wide));
  const all = [...dict];
  return words(narrow).filter((w) => {
    if (dict.has(w)) return false;
    if (w.endsWith('…')) {
      const stem = w.slice(0, -1).replace(/[\])»"',;.:]+$/, '');
      return !all.some((d) => d.startsWith(stem));
    }
    return true;
  });
}

/** Each sample game, and the French Civil Disorder one with a few resolutions (fires, casualties, owed rolls). */
const GAMES: readonly { scenario: string; seed?: string; batch?: string; play?: string[][] }[] = [
  ...SAMPLE_GAMES.map(([scenario, batch, seed]) => ({ scenario, batch, seed })),
  {
    scenario: 'emeute-place-du-marche.yaml',
    play: [
      ['owe', 'lyceens', '--why', 'more-sf'],
      ['melee', 'cie1', 'dockers', '--roll', '9,2'],
      ['burn', 'mairie', '--start', '2'],
      ['rl-roll', 'dockers', '--roll', '3'],
      ['fire', 'supporters', '--unit', 'gign', '--weapon', 'pistol', '--range', 'close', '--roll', '6,3'],
      // SF casualties: the casualty sheet's widest French words ("forces de l’ordre", "tireur isolé").
      ['missiles', 'supporters', '--at', 'patrouille', '--roll', '3'],
      ['sniper', 'toit', '--target', 'patrouille', '--roll', '6,2'],
    ],
  },
];

const VIEWS = [['log'], ['log', '--wide'], ['status'], ['status', '--brief'], ['status', '--pending'], ['summary'], ['casualties'], ['odds', 'rl', '--all']];
/** Refusals and errors that quote long lists or long reasons (ids known, options to give, procedures). */
const REFUSALS = [['rl-roll', 'nosuch'], ['melee'], ['damage'], ['odds', 'nosuch'], ['fire', 'nosuch', 'x'], ['log', '--turn', 'x'], ['status', '--nosuch'], ['undo', '--nosuch', '--state', 'nosuch.json']];

describe(`views fit ${COLUMNS} columns and break no word, every sample game, English and French`, () => {
  const games = GAMES.map((g) => ({ ...g, game: tempGame() }));
  beforeAll(async () => {
    for (const g of games) {
      await g.game.init(g.scenario, ...(g.seed ? ['--seed', g.seed] : []));
      if (g.batch) {
        const r = await g.game.run('batch', join(ROOT, 'tests', 'batch', g.batch));
        if (r.code !== 0) throw new Error(`${g.batch}: ${r.stderr}`);
      }
      for (const argv of g.play ?? []) {
        const r = await g.game.run(...argv);
        if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.stderr}`);
      }
    }
  }, 120000);
  afterAll(() => games.forEach((g) => g.game.cleanup()));

  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: log, status, status --brief, status --pending and refusals`, async () => {
      const wide: string[] = [];
      const broken: string[] = [];
      for (const g of games) {
        for (const view of [...VIEWS, ...REFUSALS]) {
          const argv = [...view, '--lang', lang];
          const piped = await g.game.run(...argv);
          const narrow = await onTerminal(g.game.dir, COLUMNS, argv);
          expect(narrow.code, `${g.scenario}: ${argv.join(' ')}: ${narrow.err}`).toBe(piped.code);
          // Shown or refused (a command of another game: exit 2), never a crash.
          expect([0, 2], `${g.scenario}: ${argv.join(' ')}: ${narrow.err}`).toContain(narrow.code);
          const shown = narrow.out + narrow.err;
          for (const l of shown.split('\n')) if ([...l].length > COLUMNS) wide.push(`${g.scenario}: ${argv.join(' ')}: ${l}`);
          for (const w of brokenWords(piped.stdout + piped.stderr, shown)) broken.push(`${g.scenario}: ${argv.join(' ')}: ${w}`);
        }
      }
      expect(wide).toEqual([]);
      expect(broken).toEqual([]);
    }, 120000);
  }

  it('the brief and the pending strip say what the game holds now', async () => {
    const railton = games[0].game;
    const brief = await onTerminal(railton.dir, COLUMNS, ['status', '--brief']);
    expect(brief.out).toMatch(/^ {2}frontline: RL \d \w+, \d+ figures/m);
    // The log's six turns leave fewer lines than the full status.
    expect(brief.out.split('\n').length).toBeLessThan((await onTerminal(railton.dir, COLUMNS, ['status'])).out.split('\n').length / 2);
    const french = games[games.length - 1].game;
    const pending = await onTerminal(french.dir, COLUMNS, ['status', '--pending']);
    const data = JSON.parse((await french.run('status', '--pending', '--json')).stdout);
    expect(data.pending[0]).toBe('jets de FR dus\u00a0: lyceens, supporters');
    // The players are not told what the umpire owes: their view stays theirs.
    expect((await french.run('status', '--pending', '--player')).stdout).not.toMatch(/jets de FR dus/);
    expect(pending.out.replace(/[ \n]+/g, ' ')).toMatch(/^En attente\u00a0: jets de FR dus\u00a0: lyceens, supporters · tests de contre-attaque dus\u00a0: patrouille · feux\u00a0: mairie 2 · \d victimes à trier $/);
  });

  it('the casualty sheet fits 80 columns piped too, English and French, every word whole (a sheet printed for the table)', async () => {
    const french = games[games.length - 1].game;
    for (const lang of ['en', 'fr'] as const) {
      const piped = await french.run('casualties', '--lang', lang);
      expect(piped.code, piped.stderr).toBe(0);
      expect(piped.stdout).toMatch(lang === 'fr' ? /│ ?fp +│ ?patrouille/ : /│ ?SF +│ ?patrouille/);
      const long = piped.stdout.split('\n').filter((l) => [...l].length > COLUMNS);
      expect(long, `${lang}:\n${piped.stdout}`).toEqual([]);
      // Every word as it is on a terminal wide enough for the whole table.
      const wide = await onTerminal(french.dir, 200, ['casualties', '--lang', lang]);
      expect(brokenWords(wide.out, piped.stdout)).toEqual([]);
    }
  });

  it("the odds (a procedure's --odds, the umpire's and the players', odds rl --all, odds burn) fit 80 columns piped too, English and French, every word whole", async () => {
    const railton = games[0].game;
    const french = games[games.length - 1].game;
    const lines: [ReturnType<typeof tempGame>, string[]][] = [
      [railton, ['melee', 'spg', 'frontline', '--odds']],
      [railton, ['line-fight', 'spg', 'frontline', '--fighters', '3', '--odds']],
      [french, ['melee', 'cie1', 'dockers', '--odds']],
      [french, ['damage', 'dockers', 'mairie', '--odds']],
      [french, ['melee', 'cie1', 'dockers', '--odds', '--player']],
      [railton, ['odds', 'rl', '--all']],
      [french, ['odds', 'rl', '--all']],
      [french, ['odds', 'burn', 'mairie', '--turns', '5']],
    ];
    for (const lang of ['en', 'fr'] as const) {
      for (const [g, line] of lines) {
        const argv = [...line, '--lang', lang];
        const piped = await g.run(...argv);
        expect(piped.code, `${argv.join(' ')}: ${piped.stderr}`).toBe(0);
        const long = piped.stdout.split('\n').filter((l) => [...l].length > COLUMNS);
        expect(long, `${argv.join(' ')}:\n${piped.stdout}`).toEqual([]);
        // The tables fitted as tables (their cells wrapped), not their lines wrapped as text: each framed line closes.
        const torn = piped.stdout.split('\n').filter((l) => /^[│┌└]/.test(l) !== /[│┐┘]$/.test(l));
        expect(torn, `${argv.join(' ')}:\n${piped.stdout}`).toEqual([]);
        const wide = await onTerminal(g.dir, 200, argv);
        expect(brokenWords(wide.out, piped.stdout), argv.join(' ')).toEqual([]);
      }
    }
  });

  it('no word is a word cut in two (the check itself: a word broken is found)', () => {
    expect(brokenWords('│ Demonstrate │', '│ Demonstrat │\n│ e │')).toEqual(['Demonstrat', 'e']);
    expect(brokenWords('│ Demonstrate │', '│ Demonstra… │')).toEqual([]);
  });
});

describe('a Total row only where a sum means something', () => {
  const word = 'Total';
  it('the dice and modifiers summed: Total; the first dice only (a movement die after): Total (#1)', () => {
    expect(totalLabel(3, [{ value: 4 }, { value: 3 }], [{ value: 1 }, { value: -2 }], word)).toBe('Total (#1)');
    expect(totalLabel(9, [{ value: 4 }, { value: 5 }], [], word)).toBe('Total');
    expect(totalLabel(2, [], [{ value: 3 }, { value: -1 }], word)).toBe('Total');
  });
  it('none where no run of the dice adds up to it (a looters die beside a damage die, a threshold modifier), nor for a die alone', () => {
    // loot: the looters die (3) then the break-in damage die (5); the total is the damage alone.
    expect(totalLabel(5, [{ value: 3 }, { value: 5 }], [], word)).toBeNull();
    expect(totalLabel(2, [{ value: 2 }], [{ value: -1 }], word)).toBeNull();
    expect(totalLabel(6, [{ value: 6 }], [], word)).toBeNull();
    expect(totalLabel(null, [{ value: 6 }], [], word)).toBeNull();
  });
  it('a loot resolution shows no Total beside its two dice', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road.yaml');
      expect((await g.run('set-rl', 'bikers', '--to', '8', '--reason', 'test')).code).toBe(0);
      const r = await g.run('loot', 'bikers', 'pub', '--roll', '3,5');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/#2 /);
      expect(r.stdout).not.toMatch(/│ Total/);
      const rl = await g.run('rl-roll', 'market', '--roll', '4,3', '--outnumbered');
      expect(rl.stdout).toMatch(/│ Total \(#1\) +│ 2 /);
    } finally {
      g.cleanup();
    }
  });
});

describe('the pending strip at each step of turn', () => {
  it('under each heading, what is owed now: the RL roll owed until rolled, the fire still burning', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road.yaml');
      // Owed and burning from turn 1, so that turn 2's walk starts at its first step.
      for (const argv of [['owe', 'market', '--why', 'more-sf'], ['burn', 'pub', '--start', '2'], ['next-turn']]) expect((await g.run(...argv)).code).toBe(0);
      // The log of turn 2 has only the fire's bookkeeping, no step (U237): the walk starts at step 1.
      const s = scriptedSession(g.dir, [
        '', //                              1. no intentions
        [], [], 'roll', //                  2. no other crowd; market's owed roll: no modifier, the program rolls
        '', //                              3. no moves
        '', //                              4. no resolution
        '', //                              5. no player action
        '', //                              6. assessment: none
        'no', //                            no next turn
      ]);
      const code = await s.session.run('turn');
      expect(code, `${s.err()}\n${s.asked.join('\n')}\n${s.out()}`).toBe(0);
      expect(s.answersLeft).toEqual([]);
      const out = s.out();
      const after = (heading: string) => out.slice(out.indexOf(heading)).split('\n')[1];
      expect(after('2. Crowd movement')).toMatch(/^Pending: RL rolls owed: market · fires: pub \d+$/);
      expect(after('4. Resolution')).toMatch(/^Pending: fires: pub \d+$/);
      expect(after('5. Players may take an action')).toMatch(/^Pending: fires: pub \d+$/);
    } finally {
      g.cleanup();
    }
  });
});

/** A session on a terminal of `columns`: what a line printed. */
function sessionOn(dir: string, columns: number, lang?: 'en' | 'fr') {
  let out = '';
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  stdin.isTTY = true;
  const tty = { write: (s: string) => ((out += s), true), isTTY: true, columns };
  const session = new Session({ stdout: tty, stderr: tty, stdin, env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined }, cwd: dir, argv: [], prompter: scriptedPrompter([]) } as never, { lang });
  return { session, out: () => out };
}

describe(`the session at ${COLUMNS} columns (issue 40 item 9)`, () => {
  it('the session help (help, and help <command>) fits, every word whole, English and French', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road.yaml');
      for (const lang of ['en', 'fr'] as const) {
        for (const line of ['help', 'help rl-roll']) {
          const narrow = sessionOn(g.dir, COLUMNS, lang);
          await narrow.session.run(line);
          const wide = sessionOn(g.dir, 400, lang);
          await wide.session.run(line);
          const shown = narrow.out();
          expect(shown, `${lang} ${line}`).toMatch(lang === 'fr' ? /Dans cette session|rl-roll/ : /In this session|rl-roll/);
          expect(shown.split('\n').filter((l) => [...l].length > COLUMNS), `${lang} ${line}`).toEqual([]);
          expect(brokenWords(wide.out(), shown), `${lang} ${line}`).toEqual([]);
        }
      }
    } finally {
      g.cleanup();
    }
  });

  it('a long scenario title leaves at least 30 of 80 columns to type, the title cut with …; a short one whole', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road.yaml');
      const short = sessionOn(g.dir, COLUMNS).session.prompt();
      expect(short).toBe('umpire [Railton Road, Saturday night · turn 1]> ');
      // The same game under a title of 90 characters.
      const file = join(g.dir, 'umpire-state.json');
      const state = JSON.parse(readFileSync(file, 'utf8'));
      const title = 'The Long Hot Summer of the Front Line: Railton Road, Brixton, on the Night of Saturday 11 April';
      const where = state.game ? state.game : state;
      where.title = title;
      writeFileSync(file, JSON.stringify(state));
      const long = sessionOn(g.dir, COLUMNS).session.prompt();
      expect([...long].length, long).toBeLessThanOrEqual(COLUMNS - 30);
      expect(long).toMatch(/^umpire \[The Long Hot.*… · turn 1\]> $/);
      // Wide enough, the whole title.
      expect(sessionOn(g.dir, 400).session.prompt()).toContain(title);
    } finally {
      g.cleanup();
    }
  });
});
