import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('error messages', () => {
  it.each([
    [['rl-roll', '--nonsense'], "umpire: unknown option '--nonsense' (see --help)"],
    [['rl-rol'], 'umpire: unknown command "rl-rol" (did you mean rl-roll?)'],
    [['trigger'], "umpire: missing required argument 'unit' (see --help)"],
    [['rl-roll', '--rl'], "umpire: option '--rl <n>' needs a value"],
    [['rl-roll', '--edition', 'de'], `umpire: '--edition <edition>': "de" is not one of en, fr`],
  ])('commander errors are one line from the catalogue: %j', async (argv, line) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${line}\n`);
  });

  it('says command-line errors in French with --lang fr or a French --edition', async () => {
    expect((await runCli(['rl-roll', '--nonsense', '--lang', 'fr'])).stderr).toBe('umpire: option inconnue «\u00a0--nonsense\u00a0» (voir --help)\n');
    expect((await runCli(['rl-roll', '--rl', '9', '--edition', 'fr'])).stderr).toBe('umpire: --rl\u00a0: 9 est hors de 1..8\n');
  });

  it("says an error found in a game in the game's language, unless --lang says otherwise", async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    expect((await game.run('rl-roll', 'lyceens', '--roll', '9')).stderr).toMatch(/^umpire: --roll\u00a0: le dé n° 1 vaut 9, impossible sur un d6/);
    expect((await game.run('rl-roll', 'lyceens', '--roll', '9', '--lang', 'en')).stderr).toMatch(/^umpire: --roll: die no. 1 is 9, not possible on a d6 \(RL roll\)/);
    expect((await game.run('rl-roll', 'personne')).stderr).toMatch(/^umpire: foule inconnue «\u00a0personne\u00a0»/);
  });

  it('keeps a message on one line even when the value it quotes has a line break', async () => {
    const r = await runCli(['rl-roll', '--rl', '5', '--arrests', '1\n2']);
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('reports a scenario alias with no anchor as a YAML error, exit 2', async () => {
    game = tempGame();
    const { writeScenario } = await import('../helpers/cli.js');
    const f = writeScenario(game.dir, 'title: x\ncrowds:\n  - *a\n');
    const r = await game.run('init', f);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/YAML syntax error: Unresolved alias/);
  });

  it('runs the demo in French', async () => {
    const r = await runCli(['demo', '--lang', 'fr']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Fin de la démo/);
  });
});

describe('umpire --version and --help', () => {
  it('prints the version without loading any command, and the help listing every command', async () => {
    const v = await runCli(['--version']);
    expect(v.code).toBe(0);
    expect(v.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const h = await runCli(['--help']);
    expect(h.code).toBe(0);
    for (const c of ['rl-roll', 'melee', 'fire', 'negotiate', 'overreact', 'loot', 'burn', 'triage', 'odds', 'batch', 'log']) expect(h.stdout).toContain(c);
  });
});
