// `umpire play`: the REPL session on a state file (also `umpire` with no
// arguments). See src/repl/session.ts.
import { Option, type Command } from 'commander';
import { UserError } from '../errors.js';
import type { Io } from './common.js';

export function register(program: Command, io: Io): void {
  program
    .command('play')
    .description('Open a session on the state file: every command as on the shell, with completion, history and guided prompts')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--player', "start in the players' view (toggle with \"player\")")
    .addOption(new Option('--lang <lang>', 'output language').choices(['en', 'fr']))
    .action(async (opts: { state?: string; player?: boolean; lang?: string }) => {
      const { runSession } = await import('../repl/session.js');
      const code = await runSession(io, opts);
      // On a pipe, a script learns that some line failed (each printed its own message).
      if (code !== 0) throw new UserError('session-failed', { code });
    });
}
