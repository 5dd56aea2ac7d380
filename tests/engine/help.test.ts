// `umpire --help` for the game in play: the commands under headings (the
// engine's, then each game's and pack's), in a game only its own and its
// packs' (`--all` every one), a headline naming every game, entries that keep
// their description column when they wrap at 80 columns; a command's help
// says the shared options in its own game's words.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADLINE, main } from '../../src/cli.js';
import { COMMANDS, ENGINE_COMMANDS } from '../../src/commands/index.js';
import { systemEntries } from '../../src/engine/registry.js';
import { tempGame } from '../helpers/cli.js';

type Game = ReturnType<typeof tempGame>;

/** Runs a command line on a terminal of `columns` in `cwd` (colour off). */
async function onTerminal(cwd: string, argv: string[], columns = 80): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdin = new PassThrough();
  stdin.end();
  const code = await main(argv, {
    stdout: { write: (s: string) => (out += s), isTTY: true, columns } as never,
    stderr: { write: (s: string) => (err += s), isTTY: false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined, UMPIRE_NO_PROMPT: '1', UMPIRE_LANG: undefined },
    cwd,
    argv,
  });
  return { code, out, err };
}

/** The commands a help lists, by heading. */
function listed(out: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  let heading: string | null = null;
  for (const l of out.split('\n')) {
    if (/^\S.*:$/.test(l)) {
      heading = l;
      groups.set(l, []);
    } else if (heading && /^ {2}[a-z]/.test(l) && !/^Options/.test(heading) && !/^(Usage|Utilisation)/.test(heading)) groups.get(heading)!.push(l.trim().split(/\s+/)[0]);
  }
  groups.delete('Options:');
  groups.delete('Options\u00a0:');
  return groups;
}

/** Every line of a list wraps at its description's column: the column an entry's description starts at. */
function strayLines(out: string): string[] {
  const stray: string[] = [];
  let column: number | null = null;
  // A term on a line of its own: its description comes on the next line, at the column.
  let alone: string | null = null;
  for (const l of out.split('\n')) {
    const entry = /^( {2}\S+(?: \S+)*?)( {2,})\S/.exec(l);
    if (alone !== null && !/^ {3,}\S/.test(l)) stray.push(alone);
    const wasAlone = alone;
    alone = null;
    if (entry) column = entry[1].length + entry[2].length;
    else if (/^ {2}\S/.test(l)) alone = l;
    else if (/^ {3,}\S/.test(l)) {
      const at = /^ */.exec(l)![0].length;
      if (wasAlone === null ? column === null || at !== column : at < 6) stray.push(l);
      if (wasAlone !== null) column = at;
    } else column = null;
  }
  return stray;
}

const games: Record<string, Game> = {};
const SCENARIO = {
  'civil-disorder': 'railton-road.yaml',
  'riot-opinion': 'railton-road-opinion.yaml',
  'guerilla-urbaine': 'guerilla-urbaine-gangs.yaml',
  intervention: 'intervention-liberation-otage.yaml',
  riot: 'riot-sample.fr.yaml',
  emeutes: 'emeute-place-du-marche.yaml',
};

beforeAll(async () => {
  for (const [k, scenario] of Object.entries(SCENARIO)) {
    games[k] = tempGame();
    await games[k].init(scenario);
  }
}, 60000);
afterAll(() => Object.values(games).forEach((g) => g.cleanup()));

const engine = Object.keys(ENGINE_COMMANDS);
const entry = (kind: string, id: string) => systemEntries().find((s) => s.kind === kind && s.id === id)!;
const own = (kind: string, id: string) => Object.keys(entry(kind, id).commands);

describe('umpire --help in a game lists that game\'s commands only, under headings, within 80 columns', () => {
  const cases: [string, string, string[]][] = [
    ['civil-disorder', 'Civil Disorder:', own('game', 'civil-disorder')],
    ['guerilla-urbaine', 'Guérilla Urbaine\u00a0:', own('game', 'guerilla-urbaine')],
    ['intervention', 'Intervention\u00a0:', own('game', 'intervention')],
    ['riot', 'RIOT\u00a0:', own('game', 'riot')],
  ];
  for (const [key, heading, mine] of cases) {
    it(`in a game of ${key}`, async () => {
      const r = await onTerminal(games[key].dir, ['--help']);
      expect(r.code, r.err).toBe(0);
      expect(r.out.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
      expect(strayLines(r.out)).toEqual([]);
      const groups = listed(r.out);
      const engineHeading = key === 'civil-disorder' ? 'Commands of every game:' : 'Commandes de tous les jeux\u00a0:';
      expect([...groups.keys()]).toEqual([engineHeading, heading]);
      expect(groups.get(engineHeading)!.sort()).toEqual([...engine, 'help'].sort());
      expect(groups.get(heading)!.sort()).toEqual([...mine].sort());
      // No other game's procedure (`umpire --help` in a Guérilla Urbaine game lists no Civil Disorder procedure).
      const others = Object.keys(COMMANDS).filter((n) => !engine.includes(n) && !mine.includes(n));
      expect(others.length).toBeGreaterThan(10);
      for (const n of others) expect(r.out, n).not.toMatch(new RegExp(`^ {2}${n} `, 'm'));
    });
  }

  it('in a game with a pack: the game\'s heading, then the pack\'s', async () => {
    const r = await onTerminal(games['riot-opinion'].dir, ['--help']);
    expect(r.code, r.err).toBe(0);
    const groups = listed(r.out);
    expect([...groups.keys()]).toEqual(['Commands of every game:', 'Civil Disorder:', 'RIOT public opinion, a pack over Civil Disorder:']);
    expect(groups.get('RIOT public opinion, a pack over Civil Disorder:')).toEqual(own('pack', 'riot-opinion'));
    expect(r.out).toMatch(/^This game is Civil Disorder with RIOT public opinion: only its commands are\nlisted/m);
    expect(r.out).not.toMatch(/^ {2}gu-shoot /m);
  });

  it('--all (and `help --all`, `--all` alone) lists every command of every game and pack, each under its heading; without a game the same', async () => {
    for (const argv of [['--help', '--all'], ['help', '--all'], ['--all']]) {
      const r = await onTerminal(games['guerilla-urbaine'].dir, [...argv, '--lang', 'en']);
      expect(r.code, r.err).toBe(0);
      expect(r.out.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
      expect(strayLines(r.out)).toEqual([]);
      const groups = listed(r.out);
      expect([...groups.keys()]).toEqual([
        'Commands of every game:',
        'Civil Disorder:',
        'Guérilla Urbaine:',
        'Intervention:',
        'RIOT:',
        'Guérilla Urbaine (armed agents), a pack over Civil Disorder:',
        'SWAT assault (Intervention), a pack over Civil Disorder:',
        'RIOT public opinion, a pack over Civil Disorder:',
      ]);
      expect([...groups.values()].flat().sort()).toEqual([...Object.keys(COMMANDS), 'help'].sort());
      // A command several games share (`turn`) once, with the engine's, in words of every game.
      expect(groups.get('Commands of every game:')).toContain('turn');
      expect(r.out).toMatch(/^ {2}turn +Walk through the turn of the game in play/m);
    }
    const none = tempGame();
    try {
      const r = await onTerminal(none.dir, ['--help']);
      expect([...listed(r.out).values()].flat().sort()).toEqual([...Object.keys(COMMANDS), 'help'].sort());
      expect(r.out).not.toMatch(/This game is/);
    } finally {
      none.cleanup();
    }
  });

  it('--state names the game; --lang says it in another language', async () => {
    const r = await onTerminal(games['civil-disorder'].dir, ['--help', '--state', `${games.intervention.dir}/umpire-state.json`, '--lang', 'en']);
    expect(r.code, r.err).toBe(0);
    expect([...listed(r.out).keys()]).toEqual(['Commands of every game:', 'Intervention:']);
  });

  it('in a French game of Civil Disorder (Émeutes), in French', async () => {
    const r = await onTerminal(games.emeutes.dir, ['--help']);
    expect(r.code, r.err).toBe(0);
    expect([...listed(r.out).keys()]).toEqual(['Commandes de tous les jeux\u00a0:', 'Émeutes\u00a0:']);
    expect(r.out).toMatch(/^Assistant du maître de jeu pour les jeux d’émeutes/m);
    expect(r.out.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
  });
});

describe('the headline and the layout', () => {
  it('piped, the help keeps to 80 columns as its lists do (the lines after the list too)', async () => {
    for (const key of ['guerilla-urbaine', 'riot-opinion']) {
      const r = await games[key].run('--help');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.split('\n').filter((l) => [...l].length > 80), key).toEqual([]);
    }
  });


  it('the headline names every game (both its names) and every pack', () => {
    for (const s of systemEntries()) {
      const names = s.kind === 'game' ? [s.title.en, s.title.fr] : [s.title.en.replace(/ \(.*\)$/, '')];
      for (const n of names) expect(HEADLINE, `${s.kind} ${s.id}`).toContain(n);
    }
  });

  it('a command\'s options wrap in their column at 80 columns, a long term on a line of its own', async () => {
    for (const argv of [['fire', '--help'], ['act', '--help'], ['intv-fire', '--help'], ['next-turn', '--help'], ['rl-roll', '--help', '--lang', 'fr']]) {
      const r = await onTerminal(games['civil-disorder'].dir, argv);
      expect(r.code, `${argv.join(' ')}: ${r.err}`).toBe(0);
      expect(r.out.split('\n').filter((l) => [...l].length > 80), argv.join(' ')).toEqual([]);
      expect(strayLines(r.out), argv.join(' ')).toEqual([]);
    }
  });
});

describe('a command\'s help in its own game\'s words', () => {
  it('help intv-melee says --player as Intervention\'s fog of war, not Civil Disorder\'s security-force players', async () => {
    for (const argv of [['help', 'intv-melee'], ['intv-melee', '--help']]) {
      const r = await onTerminal(games['civil-disorder'].dir, argv);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/--player +players' view: only the figures detected or located/);
      expect(r.out).not.toMatch(/security-force/);
      // A dice-free game (U177) says so of the dice options.
      expect(r.out).toMatch(/--roll <values> +Intervention rolls no dice: --roll changes nothing/);
      expect(r.out).not.toMatch(/physical dice values/);
    }
    const fr = await onTerminal(games.intervention.dir, ['help', 'intv-melee']);
    expect(fr.out).toMatch(/--player +vue des joueurs\u00a0: seulement les figurines détectées/);
    // Civil Disorder's own commands keep theirs.
    const cd = await onTerminal(games['civil-disorder'].dir, ['help', 'rl-roll']);
    expect(cd.out).toMatch(/--player +players' view: only what the security-force/);
  });

  it('Guérilla Urbaine\'s and RIOT\'s procedures say their own players\' view', async () => {
    expect((await onTerminal(games['civil-disorder'].dir, ['gu-shoot', '--help'])).out).toMatch(/--player +players' view: the whole table, as both gangs see it/);
    expect((await onTerminal(games['civil-disorder'].dir, ['riot-fight', '--help'])).out).toMatch(/--player +players' view: the teams' hands counted/);
  });
});
