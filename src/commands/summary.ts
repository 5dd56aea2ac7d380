// `umpire summary`: the after-action summary of the turn log (RL per crowd
// turn by turn as a chart, casualties, arrests, property, over-reaction
// results, dice fairness), or the same data with --json.
import { Option, type Command } from 'commander';
import type { Lang } from '../rules/types.js';
import { openLogOf } from '../state/backend.js';
import { summarize } from '../review/summary.js';
import { statePaths, useColor, type Io } from './common.js';

interface SummaryOpts {
  state?: string;
  json?: boolean;
  lang?: string;
}

export function register(program: Command, io: Io): void {
  program
    .command('summary')
    .description('After-action summary of the turn log: RL by turn, casualties, arrests, property, over-reactions, dice fairness')
    .option('--json', 'print the summary as one JSON object')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json); its log is read')
    .addOption(new Option('--lang <lang>', "output language (default: the game's)").choices(['en', 'fr']))
    .action(async (opts: SummaryOpts) => {
      const { entries } = await openLogOf(statePaths(io, opts), io.env);
      const s = await summarize(entries, opts.lang as Lang | undefined);
      if (opts.json) {
        io.stdout.write(`${JSON.stringify(s)}\n`);
        return;
      }
      const { theme } = await import('../render/human.js');
      const { renderSummary } = await import('../review/summary-text.js');
      io.stdout.write(renderSummary(s, (opts.lang ?? s.lang) as Lang, theme(useColor(io))));
    });
}
