// `umpire triage [casualty]`: the triage assessment when a medic reaches a
// casualty, on the state or stateless; and `umpire casualties`: every
// casualty with its side, cause, status and where it is.
import type { Command } from 'commander';
import { casualtyWord, t, wordFor } from '../../i18n/index.js';
import { AMBULANCE_PLACES, placesUsed, resolveTriage, type TriageFacts } from '../../rules/civil-disorder/triage.js';
import type { Lang } from '../../rules/types.js';
import { lossClass } from '../../rules/civil-disorder/casualties.js';
import { readGame } from '../../state/transaction.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, lookup, onGame, outputLang, runProcedure, statePaths, useColor, type CommonOpts, type Io } from '../common.js';

interface TriageOpts extends CommonOpts {
  medic?: string;
}

/** Triage's facts: the casualty awaiting triage, the medic who reached it. */
const TRIAGE_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'casualty',
      description: 'casualty id in the state (cas-1...); omit for a stateless lookup',
      kind: 'casualties',
      canAct: (game, id) => game.casualties[id]?.status === 'awaiting-triage',
      label: (game, id, lang) => {
        const c = game.casualties[id];
        return c ? `${casualtyWord(lang, 'injury', c.injury)}, ${c.from}` : '';
      },
    },
  ],
  options: [
    {
      flags: '--medic <id>',
      description: 'the ambulance (or unit) whose medic reached the casualty, for the record',
      role: 'value',
      ask: 'optional',
      // Each by its name, as every other pick list shows them (issue 40: a bare `amb1`).
      pick: (game) =>
        [...Object.values(game.ambulances), ...Object.values(game.units).filter((u) => u.type === 'paramedics')].map((x) => ({ value: x.id, name: typeof x.name === 'string' && x.name !== '' && x.name !== x.id ? `${x.id} (${x.name})` : x.id })),
    },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('triage')
    .description('Triage when a medic reaches a casualty, 1d6: 1 scratch (1 turn), 2-3 walking wounded (1 turn), 4-5 stretcher (1 turn), 6 dies (after 2 turns)');
  defineFacts(cmd, TRIAGE_FACTS);
  addCommon(cmd);
  cmd.action(async (casualty: string | undefined, opts: TriageOpts) => {
    // On a game, the casualty the medic reached is named (exit 2 on a pipe; asked in a terminal): the stateless
    // lookup is for no game, or asked for with --edition.
    if (casualty === undefined && opts.edition === undefined && !opts.odds && onGame(io, opts)) {
      const { game } = await readGame({ paths: statePaths(io, opts), env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      const waiting = Object.values(game.casualties).filter((c) => c.status === 'awaiting-triage').map((c) => c.id);
      throw new UserError('missing-option', {
        procedure: 'triage',
        whatKey: 'err.w.triage-casualty',
        ...(waiting.length ? { waiting: waiting.join(', ') } : { waitingKey: 'common.none' }),
        option: '<casualty>',
        optionKey: 'err.o.casualty',
      });
    }
    await runProcedure<TriageFacts>(io, opts, casualty, {
      name: 'triage',
      fromOptions(edition, lang) {
        if (opts.medic !== undefined) throw new UserError('bad-option', { option: '--medic', problemKey: 'err.p.medic-needs-casualty' });
        return { edition, lang, turn: null };
      },
      fromState(game, id, lang) {
        const c = lookup(game.casualties, id, 'unknown-casualty');
        if (opts.medic !== undefined && !Object.hasOwn(game.ambulances, opts.medic) && !Object.hasOwn(game.units, opts.medic)) {
          lookup(game.ambulances, opts.medic, 'unknown-ambulance');
        }
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          medic: opts.medic,
          casualty: { id: c.id, status: c.status, readyTurn: c.readyTurn as number | undefined },
        };
      },
      resolve: resolveTriage,
    });
  });
}

/** The casualty list and the ambulances' places, as plain data. */
export function casualtyList(game: GameState) {
  const all = Object.values(game.casualties);
  return {
    turn: game.turn,
    casualties: all.map((c) => ({ id: c.id, side: c.side, from: c.from, cause: c.cause, injury: c.injury, status: c.status, fate: lossClass(c), where: c.where, turn: c.turn })),
    // Where each ambulance is (U208): on the table, or away at the hospital until `back`.
    ambulances: Object.values(game.ambulances).map((a) => ({
      id: a.id,
      paramedics: a.paramedics,
      places: placesUsed(all, a.id),
      of: AMBULANCE_PLACES,
      where: a.away ? 'hospital' : 'table',
      back: a.away?.back ?? null,
    })),
  };
}

/** The casualty sheet fits 80 columns piped too (printed for the table): unpadded, then wrapped at spaces, never a word broken. */
const SHEET = { columns: 80 };

/** The casualties screen as text: the sheet of `umpire casualties`, or (`sheet` false) a table of the status like the others. */
export async function renderCasualties(game: GameState, lang: Lang, color: boolean, sheet = true): Promise<string> {
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const data = casualtyList(game);
  const out = [th.title(t(lang, 'casualties.title'))];
  if (data.casualties.length === 0) out.push(t(lang, 'casualties.none'));
  else {
    out.push(
      table(
        ['id', 'side', 'from', 'cause', 'injury', 'status', 'where', 'turn'].map((k) => t(lang, `casualties.col.${k}`)),
        data.casualties.map((c) => [
          c.id,
          wordFor(lang, [`casualties.side.${c.side}`, `casualty.side.${c.side}`], c.side),
          c.from,
          casualtyWord(lang, 'cause', c.cause),
          casualtyWord(lang, 'injury', c.injury),
          casualtyWord(lang, 'status', c.status),
          c.where === 'hospital' ? t(lang, 'change.code.where.hospital') : c.where,
          c.turn,
        ]),
        th,
        sheet ? SHEET : undefined,
      ),
    );
  }
  for (const a of data.ambulances) out.push(a.back === null ? t(lang, 'casualties.ambulance', { id: a.id, used: a.places, places: a.of }) : t(lang, 'casualties.ambulance-away', { id: a.id, turn: a.back }));
  return `${out.join('\n')}\n`;
}

/** `umpire casualties`: every casualty with its side, cause, status and where it is. */
export function registerCasualties(program: Command, io: Io): void {
  program
    .command('casualties')
    .description('List every casualty (side, cause, injury, status, where) and the places taken in each ambulance')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the list as JSON')
    .option('--lang <lang>', 'output language')
    .action(async (opts: CommonOpts) => {
      const paths = statePaths(io, opts);
      const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      if (opts.json) {
        io.stdout.write(`${JSON.stringify(casualtyList(sf.game))}\n`);
        return;
      }
      io.stdout.write(await renderCasualties(sf.game, outputLang(opts, sf.game, sf.game.edition), useColor(io)));
    });
}
