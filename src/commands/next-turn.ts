// `umpire next-turn`: advances the turn and runs the per-turn bookkeeping the
// game's systems register (GameSystem.turn: Civil Disorder's in
// src/rules/civil-disorder/turn.ts), each as its own log entry.
import type { Command } from 'commander';
import { parseEntered } from '../dice.js';
import { UserError } from '../errors.js';
import { loadedSystems, systemsOf } from '../engine/registry.js';
import type { GameCore, TurnRules } from '../engine/system.js';
import { t } from '../i18n/index.js';
import type { Effect, Lang, Resolution } from '../rules/types.js';
import { transact } from '../state/transaction.js';
import { addCommon, emit, outputLang, statePaths, type CommonOpts, type Io } from './common.js';

export const NEXT_TURN_JSON = 'print each resolution as a JSON object, one a line (JSON Lines): the turn advance first, then each bookkeeping step';

/** The turn advance itself: turn + 1, with what each system adds to it (its `advance` effects). */
export function resolveNextTurn(game: GameCore, lang: Lang, turns: readonly TurnRules[] = []): Resolution {
  const turn = game.turn + 1;
  const effects: Effect[] = [{ op: 'set', path: 'turn', value: turn }, ...turns.flatMap((r) => r.advance?.(game) ?? [])];
  return {
    procedure: 'next-turn',
    edition: game.edition,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'turn-advanced', text: t(lang, 'next-turn.outcome', { turn }) },
    effects,
    notes: turns.flatMap((r) => r.owed?.(game, lang) ?? []),
    turn: { before: game.turn, after: turn },
  };
}

export function register(program: Command, io: Io): void {
  // --help names the bookkeeping of every game and pack (all loaded for help: src/cli.ts), else of those loaded.
  const names = [...new Set(loadedSystems().flatMap((s) => s.turn?.hookNames ?? []))];
  const cmd = program
    .command('next-turn')
    .description(`Advance the turn and run the per-turn bookkeeping${names.length ? ` (${names.join(', ')})` : ''}`);
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
    const { value, entries, game } = await transact({ paths, env: io.env, argv: io.argv, seed: opts.seed, warn }, async (tx) => {
      if (opts.edition && opts.edition !== tx.game.edition) {
        throw new UserError('edition-conflict', { given: opts.edition, edition: tx.game.edition });
      }
      const lang = outputLang(opts, tx.game, tx.game.edition);
      // The game's turn first, then each pack's, in the scenario's order.
      const turns = await Promise.all(systemsOf(tx.game).flatMap((s) => (s.turn ? [s.turn.load()] : [])));
      const out: { record: Resolution; turn: number }[] = [];
      out.push({ record: tx.record(resolveNextTurn(tx.game, lang, turns)), turn: tx.game.turn });
      const root = tx.dice(entered);
      for (const hook of turns.flatMap((r) => r.hooks)) {
        hook.run({
          game: tx.game,
          lang,
          dice: () => root.child(),
          record: (res) => {
            // A check of the turn just ended is logged in it (Intervention's mission after turn N: turn N).
            const turn = hook.checksTurnEnded ? tx.game.turn - 1 : tx.game.turn;
            out.push({ record: tx.record(res, turn), turn });
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
