// --help in French: every command's and option's text has its French (the
// French help catalogue, keyed by the English text), keeps the English text's
// numbers, and the help of every command printed in French holds no English
// word outside names and codes.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { buildProgram } from '../../src/cli.js';
import { COMMANDS } from '../../src/commands/index.js';
import { HELP_FR } from '../../src/i18n/help-fr.js';
import { helpTexts } from '../../src/i18n/help.js';
import { runCli } from '../helpers/cli.js';

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

// Words that give English away (and are not French): checked after names, codes and options are scrubbed.
const ENGLISH = /(?<!\p{L})(the|and|of|with|turn|crowd|unit|wounded|dead|roll|rolled|hits?|looted?|fires?|engine|water|building|casualty|stretcher|default|print|state|file|only|stateless|lookup|each|per|from|for|show|output|when)(?!\p{L})/iu;

describe('--help in French', () => {
  it('has a French text for every command, option and argument text', async () => {
    const missing = (await allTexts()).filter((s) => !Object.hasOwn(HELP_FR, s));
    expect(missing).toEqual([]);
  });

  it('keeps in French the numbers of the English text (which come from the rule tables)', () => {
    const differ = Object.entries(HELP_FR).filter(([en, fr]) => numbers(en).join(' ') !== numbers(fr).join(' '));
    expect(differ).toEqual([]);
  });

  it('prints every command\'s help in French, with no English word outside names and codes', async () => {
    const found: string[] = [];
    for (const argv of [['--help'], ...Object.keys(COMMANDS).map((n) => [n, '--help']), ['rules', 'diff', '--help']]) {
      const r = await runCli(argv, { env: { UMPIRE_LANG: 'fr' } });
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.stdout, argv.join(' ')).toMatch(/Utilisation :/);
      const scrubbed = r.stdout
        .replace(/-\n\s+/g, '-') // a code wrapped at its hyphen
        .replace(/umpire [\w-]+/g, ' ') // the command's name in the usage line
        .replace(/^ {2}\S+/gm, ' ') // the option, argument or command name at the start of a line
        .replace(/<[^>]*>|\[[^\]]*\]|"[^"]*"|`[^`]*`|\$\w+|\S*\.(json|md|yaml|jsonl)\b/g, ' ')
        .replace(/[\p{L}\d_]+(?:[-.:][\p{L}\d_]+)+/gu, ' ') // codes: rl-roll, first-abuse, units.<id>.woundedByTurn, id:skip
        .replace(/--?[\w-]+/g, ' ') // options
        .replace(/\b(umpire|tear|cs|pistol|rifle|radio|conversation|orders|personal|negotiate|automatic|shotgun|hmg|close|maximum|beyond|good|average|poor|arrest|beat|none|shields|full|swat|car|van|walk|run|slow|trot|charge|surrounded|json|csv|table|md|en|fr|a4|letter|Civil Disorder|Jim Wallman|Markdown|places|differences|init|undo|odds|rl|fighters|help)\b/gi, ' ');
      for (const line of scrubbed.split('\n')) if (ENGLISH.test(line)) found.push(`${argv.join(' ')}: ${line.trim()}`);
    }
    expect(found).toEqual([]);
  });

  it('leaves the English help as the commands write it', async () => {
    const r = await runCli(['rl-roll', '--help'], { env: { UMPIRE_LANG: 'en' } });
    expect(r.stdout).toMatch(/^Usage: umpire rl-roll/);
    expect(r.stdout).toContain("Crowd is 'damp' (-1)");
  });
});
