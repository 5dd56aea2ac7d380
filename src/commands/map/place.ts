// `umpire place <piece> --at X,Y | --zone Z [--facing D]`: puts a piece on
// the map (docs/map.md), logged like any procedure (effects at
// `map.pieces.<id>`: undo, rebuild, verify, batch and sectors as for any).
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { resolvePlace } from '../../map/moves.js';
import { transact } from '../../state/transaction.js';
import { checkSectorsOf } from '../../state/store-url.js';
import { outputLang, playerView, statePaths, type CommonOpts, type Io } from '../common.js';
import { addMapCommon, lengthOpt, needMap, pieceOpt, pointOpt, visiblePieces, zoneOpt } from './shared.js';
import { emitMapResolution } from './emit.js';

type PlaceOpts = CommonOpts & { at?: string; zone?: string; facing?: string };

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('place')
    .argument('<piece>', 'the crowd, unit or figure to put on the map')
    .description('Put a piece on the map at a point or in a zone (logged; see docs/map.md)')
    .option('--at <x,y>', "the point, in the map's unit (e.g. 30,20)")
    .option('--zone <zone>', 'the zone it stands in')
    .option('--facing <degrees>', 'which way it faces, degrees clockwise from up');
  addMapCommon(cmd);
  cmd.action(async (id: string, opts: PlaceOpts) => {
    const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
    const player = playerView(io, opts);
    const { value, entries, game } = await transact({ paths: statePaths(io, opts), env: io.env, argv: io.argv, warn }, (tx) => {
      const lang = outputLang(opts, tx.game, tx.game.edition);
      const map = needMap(tx.game);
      // One of the two: asked in a terminal (the point on a map with a size, else the zone).
      if (opts.at === undefined && opts.zone === undefined) throw new UserError('missing-option', { procedure: 'place', whatKey: 'err.w.map-where', option: map.size ? '--at' : '--zone' });
      if (opts.at !== undefined && opts.zone !== undefined) throw new UserError('bad-option', { option: '--zone', problemKey: 'err.p.map-at-or-zone' });
      const piece = pieceOpt(visiblePieces(tx.game, lang, player), id);
      const at = opts.at !== undefined ? pointOpt('--at', opts.at, map) : undefined;
      const zone = opts.zone !== undefined ? zoneOpt(map, opts.zone) : undefined;
      const facing = opts.facing !== undefined ? lengthOpt('--facing', opts.facing, 360) % 360 : undefined;
      const res = resolvePlace({ edition: tx.game.edition, lang, map, turn: tx.game.turn, piece, at, zone, facing });
      if (checkSectorsOf(tx.game as { sectors?: Record<string, string[]> }, io.argv, res.effects, io.env)) tx.crossed = true;
      return { record: tx.record(res), lang, turn: tx.game.turn };
    });
    await emitMapResolution(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: value.turn, game });
  });
}
