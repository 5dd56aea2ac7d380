// `umpire note [text...]`: logs a note (players' intentions, moves, the
// umpire's assessment) as a record with no dice and no effects.
import { Option, type Command } from 'commander';
import { UserError } from '../errors.js';
import { NOTE_STEPS, resolveNote, type NoteStep } from '../rules/civil-disorder/note.js';
import { transact } from '../state/transaction.js';
import { emit, outputLang, statePaths, type CommonOpts, type Io } from './common.js';

export function register(program: Command, io: Io): void {
  program
    .command('note')
    .argument('<text...>', 'the note, as the players or the umpire put it')
    .description("Log a note in the turn log: the players' intentions, their moves, the umpire's assessment (no dice)")
    .addOption(new Option('--step <step>', 'the step of the Sequence of Action').choices([...NOTE_STEPS]).default('other'))
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the record as one JSON object')
    .option('--player', "players' view")
    .addOption(new Option('--lang <lang>', 'output language').choices(['en', 'fr']))
    .action(async (words: string[], opts: CommonOpts & { step: NoteStep }) => {
      const text = words.join(' ').trim();
      if (text === '') throw new UserError('missing-option', { procedure: 'note', whatKey: 'err.w.note-empty', option: '<text>', optionKey: 'err.o.text' });
      const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
      const { value, entries, game } = await transact({ paths: statePaths(io, opts), env: io.env, argv: io.argv, warn }, (tx) => {
        const lang = outputLang(opts, tx.game, tx.game.edition);
        return { record: tx.record(resolveNote({ edition: tx.game.edition, lang, step: opts.step, text })), lang, turn: tx.game.turn };
      });
      await emit(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: value.turn, game });
    });
}
