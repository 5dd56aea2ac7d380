// `umpire note [text...]`: logs a note (players' intentions, moves, the
// umpire's assessment) as a record with no dice and no effects.
import { Option, type Command } from 'commander';
import { UserError } from '../errors.js';
import { systemsOf } from '../engine/registry.js';
import { NOTE_MAX_CHARS, OTHER_STEP, resolveNote } from '../rules/note.js';
import { transact } from '../state/transaction.js';
import { emit, outputLang, statePaths, type CommonOpts, type Io } from './common.js';

/** The steps of a turn a note may name: its game's systems' (GameSystem.noteSteps, checked when the game is read), then `other`. */
function noteSteps(systems: readonly { noteSteps?: readonly string[] }[]): string[] {
  return [...new Set([...systems.flatMap((s) => s.noteSteps ?? []), OTHER_STEP])];
}

export function register(program: Command, io: Io): void {
  program
    .command('note')
    .argument('<text...>', 'the note, as the players or the umpire put it')
    .description("Log a note in the turn log: the players' intentions, their moves, the umpire's assessment (no dice)")
    .addOption(new Option('--step <step>', 'the step of the Sequence of Action').default(OTHER_STEP))
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the record as one JSON object')
    .option('--player', "players' view")
    .addOption(new Option('--lang <lang>', 'output language').choices(['en', 'fr']))
    .action(async (words: string[], opts: CommonOpts & { step: string }) => {
      const text = words.join(' ').trim();
      // Bounded where it is read (U227), before any state is opened.
      if (text.length > NOTE_MAX_CHARS) throw new UserError('bad-option', { option: '<text>', problemKey: 'err.p.text-too-long', n: text.length, max: NOTE_MAX_CHARS });
      if (text === '') throw new UserError('missing-option', { procedure: 'note', whatKey: 'err.w.note-empty', option: '<text>', optionKey: 'err.o.text' });
      const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
      const { value, entries, game } = await transact({ paths: statePaths(io, opts), env: io.env, argv: io.argv, warn }, (tx) => {
        const lang = outputLang(opts, tx.game, tx.game.edition);
        // A step of another game's turn is not one of this game's.
        const steps = noteSteps(systemsOf(tx.game));
        if (!steps.includes(opts.step)) throw new UserError('bad-choice', { option: '--step', value: opts.step, choices: steps.join(', ') });
        return { record: tx.record(resolveNote({ edition: tx.game.edition, lang, step: opts.step, text })), lang, turn: tx.game.turn };
      });
      await emit(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: value.turn, game });
    });
}
