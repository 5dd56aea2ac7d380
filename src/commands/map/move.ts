// `umpire move <piece>[,<piece>...] --at X,Y | --zone Z | --toward P --by D |
// --away P --by D | --by DX,DY | --stay [--most D] [--override]`: moves a
// piece or a group on the map (docs/map.md), logged like any procedure. A
// move longer than the roll allowed (--most), or straight through a
// building, is refused (exit 2, nothing written) unless --override, which
// the entry records; --stay confirms a position (U250).
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { resolveMove, type MoveTo } from '../../map/moves.js';
import { transact } from '../../state/transaction.js';
import { checkSectorsOf } from '../../state/store-url.js';
import { listedIds, outputLang, playerView, RefusedError, statePaths, type CommonOpts, type Io } from '../common.js';
import { addMapCommon, deltaOpt, lengthOpt, needMap, pieceOpt, pointOpt, targetOpt, visiblePieces, zoneOpt } from './shared.js';
import { emitMapResolution } from './emit.js';
import { SCENARIO_MAX_ENTITIES } from '../../state/validate.js';

type MoveOpts = CommonOpts & { at?: string; zone?: string; toward?: string; away?: string; by?: string; stay?: boolean; most?: string; override?: boolean; facing?: string };

/** The ways a move may be given: one of them, --by going with --toward or --away or alone (a displacement). */
const WAYS = ['--at', '--zone', '--toward', '--away', '--stay'] as const;

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('move')
    .argument('<pieces>', 'the crowd, unit or figure to move, or several: a,b,c')
    .description('Move a piece or a group on the map (logged); a move longer than --most is refused unless --override')
    .option('--at <x,y>', "to this point, in the map's unit (a group keeps its shape)")
    .option('--zone <zone>', 'into this zone')
    .option('--toward <piece>', 'towards a piece, a place or a point X,Y (with --by D)')
    .option('--away <piece>', 'away from a piece, a place or a point X,Y (with --by D)')
    .option('--by <d>', 'how far (with --toward or --away), or a displacement DX,DY')
    .option('--stay', 'it has not moved: confirm its position as of this turn (U250)')
    .option('--most <d>', 'the longest move the roll allowed: a longer one is refused')
    .option('--override', 'move it anyway (longer than --most, or through a building): recorded')
    .option('--facing <degrees>', 'which way it faces now, degrees clockwise from up');
  addMapCommon(cmd);
  cmd.action(async (list: string, opts: MoveOpts) => {
    const ids = listedIds('<pieces>', list);
    if (ids.length > SCENARIO_MAX_ENTITIES) throw new UserError('out-of-range', { option: '<pieces>', value: ids.length, min: 1, max: SCENARIO_MAX_ENTITIES });
    const dup = ids.find((x, i) => ids.indexOf(x) !== i);
    if (dup !== undefined) throw new UserError('bad-option', { option: '<pieces>', problemKey: 'err.p.map-twice', id: dup });
    const given = WAYS.filter((w) => opts[w.slice(2) as 'at'] !== undefined);
    if (given.length > 1) throw new UserError('bad-option', { option: given[1], problemKey: 'err.p.map-one-way', other: given[0] });
    const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
    const player = playerView(io, opts);
    const { value, entries, game } = await transact({ paths: statePaths(io, opts), env: io.env, argv: io.argv, warn }, (tx) => {
      const lang = outputLang(opts, tx.game, tx.game.edition);
      const map = needMap(tx.game);
      const pieces = visiblePieces(tx.game, lang, player);
      const named = ids.map((id) => pieceOpt(pieces, id));
      // A piece the game moves by its own rule (RIOT's riot-move, l.75; U335): that rule's line, never a move of the map's.
      const ruled = named.find((p) => p.movedBy !== undefined);
      if (ruled?.movedBy && !opts.stay) {
        const place = opts.zone === undefined ? undefined : map.zones.find((z) => z.id === opts.zone)?.place;
        const { command, option, line } = ruled.movedBy;
        throw new UserError('map-moved-by', { piece: ruled.id, command, line, suggest: `${command} ${ids.join(',')} ${option} ${place ?? '<…>'}` });
      }
      let to: MoveTo;
      if (opts.stay) to = { kind: 'stay' };
      else if (opts.zone !== undefined) to = { kind: 'zone', zone: zoneOpt(map, opts.zone) };
      else if (opts.at !== undefined) to = { kind: 'at', at: pointOpt('--at', opts.at, map) };
      else if (opts.toward !== undefined || opts.away !== undefined) {
        const option = opts.toward !== undefined ? '--toward' : '--away';
        const target = targetOpt(option, (opts.toward ?? opts.away)!, map, pieces);
        if (opts.by === undefined) throw new UserError('missing-option', { procedure: 'move', whatKey: 'err.w.map-how-far', option: '--by' });
        to = { kind: opts.toward !== undefined ? 'toward' : 'away', target: target.at, targetName: target.name, by: lengthOpt('--by', opts.by) };
      } else if (opts.by !== undefined) {
        const delta = deltaOpt('--by', opts.by);
        if (!delta) throw new UserError('bad-option', { option: '--by', problemKey: 'err.p.map-delta', value: opts.by });
        to = { kind: 'by', delta };
      } else throw new UserError('missing-option', { procedure: 'move', whatKey: 'err.w.map-where', option: map.size ? '--at' : '--zone' });
      const most = opts.most !== undefined ? lengthOpt('--most', opts.most) : undefined;
      const facing = opts.facing !== undefined ? lengthOpt('--facing', opts.facing, 360) % 360 : undefined;
      const res = resolveMove({ edition: tx.game.edition, lang, map, turn: tx.game.turn, pieces: named.map((p) => ({ id: p.id, name: p.name })), to, facing, most, override: Boolean(opts.override) });
      if (res.refused) throw new RefusedError(res, lang);
      if (checkSectorsOf(tx.game as { sectors?: Record<string, string[]> }, io.argv, res.effects, io.env)) tx.crossed = true;
      return { record: tx.record(res), lang, turn: tx.game.turn };
    });
    await emitMapResolution(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: value.turn, game });
  });
}
