// `umpire next-turn`: advances the turn and runs the per-turn bookkeeping the
// game's systems register (GameSystem.turn: Civil Disorder's in
// src/rules/civil-disorder/turn.ts), each as its own log entry.
import type { Command } from 'commander';
import { ASK_DICE, DiceShort, parseEntered, type WantedDie } from '../dice.js';
import { isUserError, UserError } from '../errors.js';
import { loadedSystems, systemsOf } from '../engine/registry.js';
import type { Game, GameCore, TurnRules } from '../engine/system.js';
import { t } from '../i18n/index.js';
import type { Effect, Lang, Resolution } from '../rules/types.js';
import { transact, Tx } from '../state/transaction.js';
import type { Paths } from '../state/store.js';
import { joinWords } from '../repl/split.js';
import { nextTurnRefusal, tablesWaiting, type TablesState } from '../rules/tables.js';
import { refusal } from '../rules/types.js';
import { addCommon, emit, outputLang, RefusedError, statePaths, type CommonOpts, type Io } from './common.js';

export const NEXT_TURN_JSON = 'print each resolution as a JSON object, one a line (JSON Lines): the turn advance first, then each bookkeeping step';

/** The turn advance itself: turn + 1, with what each system adds to it (its `advance` effects). */
export function resolveNextTurn(game: GameCore, lang: Lang, turns: readonly TurnRules[] = []): Resolution {
  const turn = game.turn + 1;
  const effects: Effect[] = [{ op: 'set', path: 'turn', value: turn }, ...turns.flatMap((r) => r.advance?.(game) ?? [])];
  // The tables done with the turn begin again (U283).
  if ((game as { done?: unknown }).done !== undefined) effects.push({ op: 'del', path: 'done' });
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
  cmd.option('--override', "the control's decision: advance the turn while tables are still playing (logged with who was waiting)");
  // Several resolutions: one JSON object a line (JSON Lines), the turn advance first.
  const json = cmd.options.find((o) => o.long === '--json');
  if (json) json.description = NEXT_TURN_JSON;
  cmd.action(async (opts: CommonOpts) => {
    if (opts.odds) {
      throw new UserError('bad-option', { option: '--odds', problemKey: 'err.p.next-turn-odds' });
    }
    // `--roll ask` in a terminal: the bookkeeping's dice (looters leaving 1d6", EN l.177; a fire growing) asked by
    // name as each hook rolls them, as every procedure's are (src/prompts/dice.ts); nothing written until all are in.
    if (opts.roll === ASK_DICE && (await import('../prompts/prompter.js')).canPrompt(io)) {
      const { withAskedDice } = await import('../prompts/dice.js');
      let lang: Lang = 'en';
      await withAskedDice(io, () => lang, (values, argv) => advanceOnce(io, opts, { values, argv, said: (l) => (lang = l) }));
      return;
    }
    await advanceOnce(io, opts, null);
  });
}

/** Dice being asked (`--roll ask`): the values so far, the command line to log with them, and the language. */
interface Asking {
  values: number[];
  argv: string[];
  said(lang: Lang): void;
}

/**
 * The turn advance and each system's bookkeeping on `tx`, in order: the
 * game's turn first, then each pack's, in the scenario's order. With
 * `asking`, the dice past the values are noted, not rolled (DiceShort).
 */
async function runTurn(tx: Tx, lang: Lang, entered: number[] | null, asking: boolean, waiting: readonly string[] = []): Promise<{ record: Resolution; turn: number }[]> {
  const turns = await Promise.all(systemsOf(tx.game).flatMap((s) => (s.turn ? [s.turn.load()] : [])));
  const out: { record: Resolution; turn: number }[] = [];
  const advance = resolveNextTurn(tx.game, lang, turns);
  // The control went on while tables were still playing (U283): the entry keeps who was waiting.
  if (waiting.length > 0) Object.assign(advance, { override: true, waiting: [...waiting] });
  out.push({ record: tx.record(advance), turn: tx.game.turn });
  const root = tx.dice(entered, asking);
  try {
    for (const hook of turns.flatMap((r) => r.hooks)) {
      hook.run({
        game: tx.game,
        lang,
        dice: () => root.child(),
        record: (res) => {
          // A check of the turn just ended is logged in it (Intervention's mission after turn N: turn N; U237).
          const turn = hook.checksTurnEnded ? tx.game.turn - 1 : tx.game.turn;
          out.push({ record: tx.record(res, turn), turn });
        },
      });
    }
  } catch (e) {
    throw root.short() ?? e;
  }
  const short = root.short();
  if (short) throw short;
  root.finish();
  return out;
}

/** One run of next-turn: with the dice given (`--roll`), the PRNG, or the dice asked so far (DiceShort when it wants more). */
async function advanceOnce(io: Io, opts: CommonOpts, asking: Asking | null): Promise<void> {
  const entered = asking ? asking.values : opts.roll !== undefined ? parseEntered(opts.roll) : null;
  const paths = statePaths(io, opts);
  const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
  const { value, entries, game } = await transact({ paths, env: io.env, argv: asking?.argv ?? io.argv, seed: opts.seed, warn }, async (tx) => {
    if (opts.edition && opts.edition !== tx.game.edition) {
      throw new UserError('edition-conflict', { given: opts.edition, edition: tx.game.edition });
    }
    const lang = outputLang(opts, tx.game, tx.game.edition);
    asking?.said(lang);
    // Several tables (issue 42, U283): every table done, or the control's decision (--override, in the record).
    const tables = tx.game as unknown as TablesState;
    const waiting = tablesWaiting(tables);
    const why = nextTurnRefusal(tables, tx.umpire(), Boolean((opts as { override?: boolean }).override), lang);
    if (why) throw new RefusedError(refusal('next-turn', tx.game.edition, why, { waiting }, 'tables-not-done'), lang);
    return { out: await runTurn(tx, lang, entered, asking !== null, waiting), lang };
  });
  // The dice asked by name: the line as it would be typed.
  if (asking) io.stderr.write(`→ umpire ${joinWords(asking.argv)}\n`);
  for (let i = 0; i < value.out.length; i++) {
    await emit(io, opts, value.out[i].record, value.lang, { seq: entries[i]?.seq ?? null, turn: value.out[i].turn, game });
  }
}

/**
 * The dice `next-turn` would roll on this game, by label, in order (none: it
 * rolls nothing), read on a copy of it: nothing written, no die rolled. A
 * walk asks how they are rolled only when there are some.
 */
export async function bookkeepingDice(game: Game, lang: Lang): Promise<WantedDie[]> {
  const tx = new Tx(structuredClone(game), { paths: { state: '', log: '', lock: '' } satisfies Paths, env: {}, argv: [], warn: () => undefined });
  try {
    await runTurn(tx, lang, [], true);
  } catch (e) {
    if (e instanceof DiceShort) return e.all;
    // A refusal is the real run's to say (exit 2, nothing written), in its own words.
    if (isUserError(e)) return [];
    throw e;
  }
  return [];
}
