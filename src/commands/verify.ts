// `umpire verify`: replays scenario + turn log and compares the result with
// the state file; names the first log entry where they part, and catches a
// log line edited by hand, deleted or cut off. Exit 2 on any mismatch.
import { Option, type Command } from 'commander';
import { UserError, withKeys } from '../errors.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { storeFor } from '../state/backend.js';
import { verifyLog, type Finding } from '../review/verify.js';
import { statePaths, type Io } from './common.js';

interface VerifyOpts {
  state?: string;
  json?: boolean;
  lang?: string;
}

// A finding's params may name catalogue keys (`problemKey`, `whatKey`): filled in the output's language.
const say = (lang: Lang, f: Finding) => t(lang, `verify.${f.code}`, withKeys(lang, f.params));

export function register(program: Command, io: Io): void {
  program
    .command('verify')
    .description('Replay scenario + turn log and compare with the state file; catch an edited, deleted or cut-off log line (exit 2 on a mismatch)')
    .option('--json', 'print the findings as one JSON object')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .addOption(new Option('--lang <lang>', "output language (default: the game's)").choices(['en', 'fr']))
    .action(async (opts: VerifyOpts) => {
      const paths = statePaths(io, opts);
      const store = await storeFor(paths);
      const { sf, text } = await store.unit(io.env, false, async () => {
        const state = await store.readState();
        await store.loadLogSystems();
        return { sf: state, text: (await store.logText()).toString('utf8') };
      });
      const lang = (opts.lang ?? sf.game.lang ?? 'en') as Lang;
      const r = verifyLog(text, sf);
      if (opts.json) {
        const withText = (f: Finding) => ({ ...f, message: say(lang, f) });
        io.stdout.write(`${JSON.stringify({ ok: r.ok, file: store.logName, entries: r.entries, stateSeq: r.stateSeq, behind: r.behind, problems: r.problems.map(withText), notes: r.notes.map(withText) })}\n`);
      } else {
        const out: string[] = [];
        if (r.ok) out.push(`${store.logName}: ${t(lang, 'verify.ok', { entries: r.entries })}`);
        else {
          out.push(`${store.logName}: ${t(lang, 'verify.failed', { n: r.problems.length })}`);
          for (const p of r.problems) out.push(`  - ${say(lang, p)}`);
        }
        for (const n of r.notes) out.push(`  ${say(lang, n)}`);
        if (r.behind) out.push(`  ${t(lang, 'verify.behind', { seq: r.stateSeq, from: r.behind.from, to: r.behind.to })}`);
        io.stdout.write(`${out.join('\n')}\n`);
      }
      if (!r.ok) throw new UserError('verify-failed', { file: store.logName, problem: say(lang, r.problems[0]) });
    });
}
