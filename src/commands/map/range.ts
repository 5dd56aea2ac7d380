// `umpire range <a> <b>`: how far two pieces are, in the map's unit, and what
// blocks the sight between them (and what is seen over: cover); nothing
// logged. A stale position is said (a rule would ask instead, U250).
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { readGame } from '../../state/transaction.js';
import { measure, positionOf, sightBetween } from '../../map/view.js';
import { outputLang, playerView, statePaths, useColor, type CommonOpts, type Io } from '../common.js';
import { addMapCommon, needMap, pieceOpt, visiblePieces } from './shared.js';
import type { RangeReport } from '../../render/map.js';

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('range')
    .argument('<a>', 'a crowd, unit or figure')
    .argument('<b>', 'another')
    .description("How far two pieces are, in the map's unit, and what blocks the sight between them (nothing logged)");
  addMapCommon(cmd);
  cmd.action(async (a: string, b: string, opts: CommonOpts) => {
    const sf = await readGame({ paths: statePaths(io, opts), env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
    const game = sf.game;
    const lang = outputLang(opts, game, game.edition);
    const map = needMap(game);
    const pieces = visiblePieces(game, lang, playerView(io, opts));
    const pa = pieceOpt(pieces, a);
    const pb = pieceOpt(pieces, b);
    for (const p of [pa, pb]) if (!positionOf(game, p.id)) throw new UserError('map-target-unplaced', { option: p === pa ? '<a>' : '<b>', id: p.id });
    const m = measure(game, pa.id, pb.id);
    const s = m?.sight ?? sightBetween(game, pa.id, pb.id);
    const report: RangeReport = {
      a: pa.id,
      b: pb.id,
      distance: m ? m.distance : null,
      clear: s ? s.clear : null,
      blockedBy: s?.blockedBy ?? [],
      over: s?.over ?? [],
      margin: s && Number.isFinite(s.margin) ? s.margin : null,
      fresh: Boolean(positionOf(game, pa.id)?.fresh && positionOf(game, pb.id)?.fresh),
      byZone: m ? Boolean(m.byZone) : true,
    };
    if (opts.json) {
      io.stdout.write(`${JSON.stringify({ ...report, unit: map.unit })}\n`);
      return;
    }
    const names = (id: string) => pieces.get(id)?.name ?? map.outlines.find((o) => o.id === id)?.name ?? id;
    const { renderRange } = await import('../../render/map.js');
    io.stdout.write(renderRange(report, { lang, color: useColor(io), map, names }));
  });
}
