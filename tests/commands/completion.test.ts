// `umpire completion bash|zsh|fish`: the script for the user's own shell.
// Bash's is run as bash runs it on Tab (the script sourced, COMP_WORDS,
// COMP_CWORD, COMP_LINE and COMP_POINT set, the function called, COMPREPLY
// read) with the real `umpire` on the PATH; zsh's and fish's are parsed by
// their shells when installed (skipped, saying so, when not).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempGame } from '../helpers/cli.js';

const has = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;
let bin: string;
let railton: ReturnType<typeof tempGame>;
let gu: ReturnType<typeof tempGame>;

beforeAll(async () => {
  // `umpire` on the PATH, as an installed umpire is: the package's bin.
  bin = mkdtempSync(join(tmpdir(), 'umpire-bin-'));
  symlinkSync(join(ROOT, 'bin', 'umpire.cjs'), join(bin, 'umpire'));
  railton = tempGame();
  await railton.init('railton-road.yaml');
  gu = tempGame();
  await gu.init('guerilla-urbaine-gangs.yaml');
}, 60000);
afterAll(() => {
  rmSync(bin, { recursive: true, force: true });
  railton?.cleanup();
  gu?.cleanup();
});

/** The script in a file of the temp folder (the shells' -n reads a file). */
function scriptFile(shell: string, script: string): string {
  const f = join(bin, `umpire.${shell}`);
  writeFileSync(f, script);
  return f;
}

/** What bash offers on Tab after each line (the cursor at its end), in `cwd`: one bash, the script sourced once. */
function bashOffers(cwd: string, lines: string[]): string[][] {
  const each = lines
    .map((l) => {
      const q = `'${l.replace(/'/g, `'\\''`)}'`;
      // bash's own split of the line: words at blanks (and a last empty word after a blank).
      return `COMP_LINE=${q}; COMP_POINT=\${#COMP_LINE}; read -ra COMP_WORDS <<< "$COMP_LINE"; [[ "$COMP_LINE" == *' ' ]] && COMP_WORDS+=(''); COMP_CWORD=$(( \${#COMP_WORDS[@]} - 1 )); _umpire_complete; printf '%s\\n' "\${COMPREPLY[@]}"; echo '@@'`;
    })
    .join('\n');
  const r = spawnSync('bash', ['-c', `source <(umpire completion bash) || exit 9\n${each}`], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, NO_COLOR: '1', UMPIRE_STATE: '' },
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split('@@\n').slice(0, lines.length).map((b) => b.split('\n').filter((w) => w !== ''));
}

describe('umpire completion bash, run as bash runs it', () => {
  it('completes commands, an argument\'s ids, an option\'s choices, option names and the script\'s own shells', () => {
    const [names, crowds, weapons, options, shells, scenario, helpOf] = bashOffers(railton.dir, [
      'umpire rl',
      'umpire rl-roll ma',
      'umpire fire --weapon ',
      'umpire fire --un',
      'umpire completion ',
      'umpire init scen',
      'umpire help neg',
    ]);
    expect(names).toEqual(['rl-roll']);
    expect(crowds).toEqual(['market']);
    expect(weapons).toEqual(['automatic', 'hmg', 'pistol', 'rifle', 'shotgun']);
    expect(options).toEqual(['--unit']);
    expect(shells).toEqual(['bash', 'fish', 'zsh']);
    // Nothing known: bash's own file names (-o default).
    expect(scenario).toEqual([]);
    expect(helpOf).toEqual(['negotiate']);
  });

  it('offers the commands of the game in the current folder: in a Guérilla Urbaine game its own, no Civil Disorder procedure', () => {
    const [all, figures] = bashOffers(gu.dir, ['umpire ', 'umpire gu-shoot ']);
    expect(all).toContain('gu-shoot');
    expect(all).toContain('status');
    expect(all).toContain('completion');
    expect(all).not.toContain('rl-roll');
    expect(all).not.toContain('melee');
    expect(figures.length).toBeGreaterThan(3);
    expect(figures).toEqual(Object.keys(gu.readState().game.figures).sort());
  });

  it('the hidden __complete speaks words too (zsh, fish): the last word is the one completed', async () => {
    const r = await runCli(['__complete', '--', 'rl-roll', ''], { cwd: railton.dir });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').filter(Boolean)).toEqual(Object.keys(railton.readState().game.crowds).sort());
    expect((await runCli(['__complete', '--', 'nosuch', ''], { cwd: railton.dir })).stdout).toBe('');
    // Not a command of `--help`.
    expect((await runCli(['--help', '--all'])).stdout).not.toMatch(/__complete/);
  });

  it('refuses a shell it has no script for: exit 2, one line', async () => {
    const r = await runCli(['completion', 'tcsh']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/tcsh/);
  });
});

describe('zsh and fish scripts parse', () => {
  it.skipIf(!has('zsh'))('zsh -n accepts the zsh script (skipped when zsh is not installed)', async () => {
    const script = (await runCli(['completion', 'zsh'])).stdout;
    expect(script).toMatch(/^#compdef umpire/);
    const r = spawnSync('zsh', ['-n', scriptFile('zsh', script)], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });

  it.skipIf(!has('fish'))('fish -n accepts the fish script (skipped when fish is not installed)', async () => {
    const script = (await runCli(['completion', 'fish'])).stdout;
    expect(script).toMatch(/complete -c umpire/);
    const r = spawnSync('fish', ['-n', scriptFile('fish', script)], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });

  it.skipIf(!has('zsh'))('zsh runs the completion function: compadd gets the crowds (skipped when zsh is not installed)', async () => {
    const script = (await runCli(['completion', 'zsh'])).stdout;
    // compadd and compdef stood in for: what the function hands zsh.
    const probe = `compdef() { :; }\ncompadd() { shift 2; print -l -- "\${(@P)1}"; }\n_files() { print FILES; }\n${script}\nwords=(umpire rl-roll ''); CURRENT=3; _umpire`;
    const r = spawnSync('zsh', ['-f', '-c', probe], { cwd: railton.dir, encoding: 'utf8', env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, UMPIRE_STATE: '' } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split('\n').filter(Boolean)).toEqual(Object.keys(railton.readState().game.crowds).sort());
  });
});
