// --help in French: every command's and option's text has its French (the
// French help catalogue, keyed by the English text), keeps the English text's
// numbers, and the help of every command printed in French holds no English
// word outside names and codes.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { buildProgram } from '../../src/cli.js';
import { COMMANDS } from '../../src/commands/index.js';
import { HELP_FR } from '../../src/i18n/help-fr.js';
import { hasHelpFr, helpFr, helpTexts } from '../../src/i18n/help.js';
import { runCli } from '../helpers/cli.js';
import { codesOf, englishIn } from './english.js';

const quietIo = () => {
  const stdin = new PassThrough();
  stdin.end();
  return { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: { ...process.env }, cwd: process.cwd(), argv: [] as string[] };
};

/** Every help text of every command, as commander has it. */
async function allTexts(): Promise<string[]> {
  const texts = new Set<string>();
  for (const name of Object.keys(COMMANDS)) {
    const program = await buildProgram([name], quietIo() as never);
    for (const s of helpTexts(program)) texts.add(s);
  }
  return [...texts];
}

const numbers = (s: string) => [...s.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0].replace(',', '.'));

describe('--help in French', () => {
  it('has a French text for every command, option and argument text', async () => {
    const missing = (await allTexts()).filter((s) => !hasHelpFr(s));
    expect(missing).toEqual([]);
  });

  it('makes next-turn\'s French from each turn hook\'s name, whatever hooks the games register', () => {
    const en = 'Advance the turn and run the per-turn bookkeeping (looting, public opinion)';
    expect(helpFr(en)).toBe('Passe au tour suivant et tient les comptes de chaque tour (pillages, opinion publique)');
    // A hook without its French leaves the whole text without one: the test above names it.
    expect(hasHelpFr('Advance the turn and run the per-turn bookkeeping (looting, a new hook)')).toBe(false);
  });

  it('keeps in French the numbers of the English text (which come from the rule tables)', () => {
    const differ = Object.entries(HELP_FR).filter(([en, fr]) => numbers(en).join(' ') !== numbers(fr).join(' '));
    expect(differ).toEqual([]);
  });

  it('prints every command\'s help in French, with no English word outside names and codes', async () => {
    const found: string[] = [];
    const codes = new Set(codesOf(await buildProgram([], quietIo() as never), null));
    for (const argv of [['--help'], ...Object.keys(COMMANDS).map((n) => [n, '--help']), ['rules', 'diff', '--help']]) {
      const r = await runCli(argv, { env: { UMPIRE_LANG: 'fr' } });
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.stdout, argv.join(' ')).toMatch(/Utilisation\u00a0:/);
      const scrubbed = r.stdout
        .replace(/-\n\s+/g, '-') // a code wrapped at its hyphen
        .replace(/umpire [\w-]+/g, ' ') // the command's name in the usage line
        .replace(/^ {2}\S+/gm, ' ') // the option, argument or command name at the start of a line
        .replace(/<[^>]*>/g, 'x') // a placeholder, in a path too (units.<id>.woundedByTurn)
        .replace(/\[[^\]]*\]|\{[^}]*\}|"[^"]*"|`[^`]*`|\$\w+|\S*\.(json|md|yaml|jsonl)\S*/g, ' ');
      found.push(...englishIn(scrubbed, codes).map((l) => `${argv.join(' ')}: ${l}`));
    }
    expect(found).toEqual([]);
  });

  it('leaves the English help as the commands write it', async () => {
    const r = await runCli(['rl-roll', '--help'], { env: { UMPIRE_LANG: 'en' } });
    expect(r.stdout).toMatch(/^Usage: umpire rl-roll/);
    expect(r.stdout).toContain("Crowd is 'damp' (-1)");
  });
});
