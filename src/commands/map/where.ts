// `umpire where [piece]`: where each piece stands, "as of turn N", fresh or
// stale (U250); nothing logged. The players' view never shows a hidden piece.
import type { Command } from 'commander';
import { readGame } from '../../state/transaction.js';
import { isFresh } from '../../map/view.js';
import { outputLang, playerView, statePaths, useColor, type CommonOpts, type Io } from '../common.js';
import { addMapCommon, needMap, pieceOpt, visiblePieces } from './shared.js';
import type { WhereRow } from '../../render/map.js';

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('where')
    .argument('[piece]', 'one crowd, unit or figure (default: every piece)')
    .description('Where each piece stands on the map, as of which turn, fresh or stale (nothing logged)');
  addMapCommon(cmd);
  cmd.action(async (id: string | undefined, opts: CommonOpts) => {
    const sf = await readGame({ paths: statePaths(io, opts), env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
    const game = sf.game;
    const lang = outputLang(opts, game, game.edition);
    const map = needMap(game);
    const player = playerView(io, opts);
    const pieces = visiblePieces(game, lang, player);
    const list = id === undefined ? [...pieces.values()] : [pieceOpt(pieces, id)];
    const rows: WhereRow[] = list.map((p) => {
      const pos = Object.hasOwn(map.pieces, p.id) ? map.pieces[p.id] : undefined;
      return {
        id: p.id,
        name: p.name,
        kind: p.kind,
        side: p.side,
        ...(pos ? { ...(pos.at ? { at: pos.at } : {}), ...(pos.zone !== undefined ? { zone: pos.zone } : {}), ...(pos.facing !== undefined ? { facing: pos.facing } : {}), turn: pos.turn, fresh: isFresh(map, pos, game.turn) } : {}),
        ...(p.hidden && !player ? { hidden: p.hidden } : {}),
      };
    });
    if (opts.json) {
      // The players' JSON names each piece as they do, never by an id that may tell too much (U74).
      const shown = player ? rows.map(({ id: _, ...r }) => r) : rows;
      io.stdout.write(`${JSON.stringify({ turn: game.turn, unit: map.unit, fresh: map.fresh, pieces: shown })}\n`);
      return;
    }
    const { renderWhere } = await import('../../render/map.js');
    io.stdout.write(renderWhere(rows, { lang, color: useColor(io), map, turn: game.turn }));
  });
}
