// `umpire next-turn`: advances the turn and runs the per-turn bookkeeping that
// procedures register (src/rules/turn.ts), each as its own log entry.
import type { Command } from 'commander';
import { parseEntered } from '../dice.js';
import { UserError } from '../errors.js';
import { resolveNextTurn, TURN_HOOKS } from '../rules/turn.js';
import type { Resolution } from '../rules/types.js';
import { transact } from '../state/transaction.js';
import { addCommon, emit, outputLang, statePaths, type CommonOpts, type Io } from './common.js';

export const NEXT_TURN_JSON = 'print each resolution as a JSON object, one a line (JSON Lines): the turn advance first, then each bookkeeping step';

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('next-turn')
    .description(`Advance the turn and run the per-turn bookkeeping${TURN_HOOKS.length ? ` (${TURN_HOOKS.map((h) => h.name).join(', ')})` : ''}`);
  addCommon(cmd);
  // Several resolutions: one JSON object a line (JSON Lines), the turn advance first.
  const json = cmd.options.find((o) => o.long === '--json');
  if (json) json.description = NEXT_TURN_JSON;
  cmd.action(async (opts: CommonOpts) => {
    if (opts.odds) {
      throw new UserError('bad-option', { option: '--odds', problemKey: 'err.p.next-turn-odds' });
    }
    const entered = opts.roll !== undefined ? parseEntered(opts.roll) : null;
    const paths = statePaths(io, opts);
    const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
    const { value, entries, game } = await transact({ paths, env: io.env, argv: io.argv, seed: opts.seed, warn }, (tx) => {
      if (opts.edition && opts.edition !== tx.game.edition) {
        throw new UserError('edition-conflict', { given: opts.edition, edition: tx.game.edition });
      }
      const lang = outputLang(opts, tx.game, tx.game.edition);
      const out: { record: Resolution; turn: number }[] = [];
      out.push({ record: tx.record(resolveNextTurn(tx.game, lang)), turn: tx.game.turn });
      const root = tx.dice(entered);
      for (const hook of TURN_HOOKS) {
        hook.run({
          game: tx.game,
          lang,
          dice: () => root.child(),
          record: (res) => {
            out.push({ record: tx.record(res), turn: tx.game.turn });
          },
        });
      }
      root.finish();
      return { out, lang };
    });
    for (let i = 0; i < value.out.length; i++) {
      await emit(io, opts, value.out[i].record, value.lang, { seq: entries[i]?.seq ?? null, turn: value.out[i].turn, game });
    }
  });
}
