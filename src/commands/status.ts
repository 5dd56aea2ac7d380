// `umpire status`: the turn and the game as each of its systems shows it
// (GameSystem.status: a riot's crowds, units and buildings; a pack's agents;
// a gang game's gangs); --player only what the players may know; --json
// prints the game state itself.
import type { Command } from 'commander';
import { escapeControls } from '../render/safe.js';
import { readGame } from '../state/transaction.js';
import { t } from '../i18n/index.js';
import { outputLang, statePaths, useColor, type CommonOpts, type Io } from './common.js';

export function register(program: Command, io: Io): void {
  program
    .command('status')
    .description('Show the turn and the game as its game and packs keep it (a riot: crowds with their RL, units, buildings)')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the game state as JSON')
    .option('--lang <lang>', 'output language')
    .option('--player', "players' view: only what the security-force players may know")
    .option('--briefing', "the scenario's briefing for the players")
    .option('--brief', "one line a crowd, unit, building (or figure) that matters now, then what is pending (the umpire's view)")
    .option('--turn', "this turn's sheet: what was done (subjects that acted or were acted on, with what result and by whom; the game's own lines; tables done; the clock), from the log (the umpire's view; with --json the sheet as data)")
    .option('--pending', "only what is owed or under way now: RL rolls and over-reaction tests owed, fires, looters, casualties waiting... (the umpire's view; with --json a list)")
    .action(async (opts: CommonOpts & { briefing?: boolean; brief?: boolean; pending?: boolean; turn?: boolean }) => {
      const paths = statePaths(io, opts);
      const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      if (opts.briefing) {
        const { briefingOf, renderBriefing } = await import('../render/status.js');
        if (opts.json) io.stdout.write(`${JSON.stringify({ title: sf.game.title, briefing: briefingOf(sf.game) })}\n`);
        else io.stdout.write(escapeControls(renderBriefing(sf.game, outputLang(opts, sf.game, sf.game.edition))));
        return;
      }
      const player = opts.player || io.env.UMPIRE_VIEW === 'player';
      const lang = outputLang(opts, sf.game, sf.game.edition);
      // This turn's sheet (issue 40 item 10): what was done, from the log (the truth), the umpire's view only.
      if (opts.turn && !player) {
        const { openLogOf } = await import('../state/backend.js');
        const { turnSheet } = await import('../review/turn-sheet.js');
        const sheet = await turnSheet(sf.game, (await openLogOf(paths, io.env)).entries, lang);
        if (opts.json) io.stdout.write(`${JSON.stringify(sheet)}\n`);
        else {
          const { terminalWidth } = await import('../render/width.js');
          io.stdout.write(escapeControls((await import('../render/turn-sheet.js')).renderTurnSheet(sheet, lang, terminalWidth() ?? undefined)));
        }
        return;
      }
      // What is owed or under way, as data: the strip's items, one string each (the umpire's, never the players').
      if (opts.json && opts.pending && !player) {
        io.stdout.write(`${JSON.stringify({ turn: sf.game.turn, pending: await (await import('../render/status.js')).pendingItems(sf.game, lang) })}\n`);
        return;
      }
      if (opts.json) {
        // The players' view: only what each system lets them know (PlayersView.state), never the whole state.
        if (player) io.stdout.write(`${JSON.stringify((await import('../render/player.js')).playerState(sf.game, lang))}\n`);
        else io.stdout.write(`${JSON.stringify((await import('../render/status.js')).statusJson(sf.game))}\n`);
        return;
      }
      if (opts.pending && !player) {
        const { pendingStrip } = await import('../render/status.js');
        io.stdout.write(escapeControls((await pendingStrip(sf.game, lang)) || `${t(lang, 'status.pending.none')}\n`));
        return;
      }
      if (opts.brief && !player) {
        io.stdout.write(escapeControls(await (await import('../render/status.js')).renderBrief(sf.game, lang, useColor(io))));
        return;
      }
      const { renderPlayerStatus, renderStatus } = await import('../render/status.js');
      io.stdout.write(escapeControls(await (player ? renderPlayerStatus : renderStatus)(sf.game, lang, useColor(io))));
    });
}
