// `umpire moves [--accept N|all]`: the moves the rules decide this turn
// (docs/map.md "Moves the program proposes"), each with the `move` command
// line that makes it, or "measure on the table" with the distance when a
// piece it rests on is unplaced or stale (U250); `--accept` runs the
// accepted ones as `move` entries, one log entry each (each undone alone),
// through the same `main` as the shell. The games propose through
// GameSystem.map.proposals; nothing here knows one.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { theProgram } from '../../engine/program.js';
import type { Game } from '../../engine/system.js';
import { moveLine, owedMoves } from '../../map/owed.js';
import { lengthText, ptText } from '../../map/moves.js';
import type { MoveProposal } from '../../map/types.js';
import { mapOf } from '../../map/view.js';
import { joinWords } from '../../repl/split.js';
import type { Lang } from '../../rules/types.js';
import { openLogOf } from '../../state/backend.js';
import { readGame } from '../../state/transaction.js';
import { outputLang, playerView, statePaths, type CommonOpts, type Io } from '../common.js';
import { hiddenFromPlayers, piecesOf } from '../../map/pieces.js';
import { addMapCommon, needMap } from './shared.js';

type MovesOpts = CommonOpts & { accept?: string };

/** The game and the moves owed now, read from the state and its log. */
export async function readOwed(io: Io, opts: CommonOpts): Promise<{ game: Game; lang: Lang; owed: MoveProposal[] }> {
  const paths = statePaths(io, opts);
  const { game } = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
  const lang = outputLang(opts, game, game.edition);
  if (!mapOf(game)) return { game, lang, owed: [] };
  const { entries } = await openLogOf(paths, io.env);
  const owed = await owedMoves(game, entries, lang);
  if (!playerView(io, opts)) return { game, lang, owed };
  // The players' view never names a hidden piece, as the piece that moves or the one it moves from.
  const pieces = piecesOf(game, lang);
  const seen = (id: string) => !hiddenFromPlayers(pieces.get(id));
  return { game, lang, owed: owed.filter((p) => seen(p.piece) && (!p.how || 'at' in p.how || seen('away' in p.how ? p.how.away : p.how.toward))) };
}

/** The list as the umpire reads it: each move, its rule, and its command line or the distance to measure. */
export function owedText(game: Game, lang: Lang, owed: readonly MoveProposal[]): string {
  if (owed.length === 0) return `${t(lang, 'moves.none')}\n`;
  const map = needMap(game);
  const lines = [t(lang, 'moves.title', { turn: game.turn })];
  owed.forEach((p, i) => {
    lines.push(t(lang, 'moves.item', { n: i + 1, piece: p.piece, why: p.why, rule: p.rule }));
    const line = moveLine(p);
    if (line && p.to) lines.push(t(lang, 'moves.to', { command: joinWords(line), at: ptText(lang, p.to) }));
    else lines.push(t(lang, 'moves.measure', { length: lengthText(lang, map, p.distance), why: p.measure ?? '' }));
  });
  return `${lines.join('\n')}\n`;
}

/** The proposals `--accept` names: a number (1-based) or `all` (those with a command line). */
export function accepted(owed: readonly MoveProposal[], value: string): MoveProposal[] {
  if (owed.length === 0) throw new UserError('bad-option', { option: '--accept', problemKey: 'err.p.moves-none' });
  const v = value.trim().toLowerCase();
  if (v === 'all') return owed.filter((p) => moveLine(p) !== null);
  const n = /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  if (!(n >= 1 && n <= owed.length)) throw new UserError('bad-option', { option: '--accept', problemKey: 'err.p.moves-accept', n: owed.length });
  const p = owed[n - 1];
  if (!moveLine(p)) throw new UserError('bad-option', { option: '--accept', problemKey: 'err.p.moves-measured', n, piece: p.piece });
  return [p];
}

/** Runs the accepted moves, each a `move` line as if typed (its own entry); stops at the first refused (said by `move`), exit 2. */
export async function makeMoves(io: Io, opts: CommonOpts, lang: Lang, owed: readonly MoveProposal[], chosen: readonly MoveProposal[]): Promise<void> {
  const extra = [...(opts.state ? ['--state', opts.state] : []), ...(opts.lang ? ['--lang', opts.lang] : []), ...(opts.json ? ['--json'] : [])];
  for (const p of chosen) {
    const line = moveLine(p)!;
    const code = await theProgram().main([...line, ...extra], { ...io, argv: [...line, ...extra] });
    if (code !== 0) {
      const e = new UserError('bad-option', { option: '--accept', problemKey: 'err.p.moves-accept', n: owed.length });
      e.said = true;
      throw e;
    }
    if (!opts.json) io.stdout.write(`${t(lang, 'moves.accepted', { n: owed.indexOf(p) + 1, command: joinWords(line) })}\n`);
  }
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('moves')
    .description("The moves the rules decide this turn (a crowd's RL movement, pushed back, looters leaving, a step back, morale to cover), each with the move line that makes it; --accept N or all makes them (docs/map.md)")
    .option('--accept <n|all>', 'make move N of the list, or all of them, each a move entry (undone one by one)');
  addMapCommon(cmd);
  cmd.action(async (opts: MovesOpts) => {
    const { game, lang, owed } = await readOwed(io, opts);
    needMap(game);
    if (opts.accept === undefined) {
      if (opts.json) {
        io.stdout.write(`${JSON.stringify({ turn: game.turn, moves: owed.map((p, i) => ({ n: i + 1, ...p, command: moveLine(p) })) })}\n`);
        return;
      }
      io.stdout.write(owedText(game, lang, owed));
      if (owed.some((p) => moveLine(p))) io.stdout.write(`${t(lang, 'moves.hint')}\n`);
      return;
    }
    await makeMoves(io, opts, lang, owed, accepted(owed, opts.accept));
  });
}
