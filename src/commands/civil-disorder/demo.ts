// `umpire demo` (what `npm start` runs): plays a demo turn of the bundled
// tutorial scenario in a temporary state and prints each step.
import { Option, type Command } from 'commander';
import { LANGS } from '../../rules/types.js';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { t } from '../../i18n/index.js';
import { useColor, type Io } from '../common.js';
import { theProgram } from '../../engine/program.js';

/**
 * The scenarios folder shipped with the package (beside src/ and dist/): the
 * nearest one above this module, which is src/commands/civil-disorder/,
 * dist/commands/civil-disorder/ (tsc) or dist/ (the bundle, dist/umpire.cjs).
 */
export function scenariosDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const up of [['..', '..', '..'], ['..']]) {
    const dir = resolve(here, ...up, 'scenarios');
    if (existsSync(join(dir, 'tutorial.yaml'))) return dir;
  }
  return resolve(here, '..', '..', '..', 'scenarios');
}

/** The demo's commands: a turn at the table, from the players' charge to the next turn. */
export const DEMO_STEPS: string[][] = [
  ['status'],
  ['rl-roll', 'students', '--riot-charging', '--mod', 'speaker on a megaphone=+1'],
  ['negotiate', 'students', '--by', 'inspector', '--odds'],
  ['negotiate', 'students', '--by', 'inspector'],
  ['melee', 'tsg', 'dockers', '--intent', 'arrest'],
  ['gas', 'dockers', '--kind', 'tear'],
  ['next-turn'],
  ['rl-roll', 'dockers'],
  ['status'],
];

export function register(program: Command, io: Io): void {
  program
    .command('demo')
    .description('Play a demo turn of the tutorial scenario in a temporary state and print it')
    .option('--keep', 'keep the temporary state folder and say where it is')
    .addOption(new Option('--lang <lang>', 'output language').choices([...LANGS]))
    .action(async (opts: { keep?: boolean; lang?: string }) => {
      const { main } = theProgram();
      const dir = mkdtempSync(join(tmpdir(), 'umpire-demo-'));
      const state = join(dir, 'demo-state.json');
      const lang = opts.lang === 'fr' ? 'fr' : 'en';
      const scenario = join(scenariosDir(), 'tutorial.yaml');
      const run = async (args: string[]) => {
        io.stdout.write(`\n${t(lang, 'demo.step', { command: args.join(' ') })}\n`);
        // init has no --lang: the language is a matter of output, for the other steps.
        const argv = [...args, '--state', state, ...(opts.lang && args[0] !== 'init' ? ['--lang', opts.lang] : [])];
        // The demo's game is its temporary files, whatever store or umpire the command line or the environment names.
        const { UMPIRE_STORE: _store, UMPIRE_NAME: _name, ...env } = io.env;
        const code = await main(argv, { ...io, env, argv });
        if (code !== 0) throw new Error(`demo step failed: umpire ${args.join(' ')}`);
      };
      try {
        io.stdout.write(`${t(lang, 'demo.intro', { title: 'Tutorial', dir })}\n`);
        await run(['init', scenario, '--seed', 'demo']);
        for (const step of DEMO_STEPS) await run(step);
        io.stdout.write(`\n${t(lang, 'demo.done')}\n`);
        if (opts.keep) io.stdout.write(`${state}\n`);
      } finally {
        if (!opts.keep) rmSync(dir, { recursive: true, force: true });
      }
      void useColor;
    });
}
