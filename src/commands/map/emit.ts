// Prints a map command's resolution (place, move) through the one renderer;
// in the players' view, a hidden piece's move is never told (docs/map.md).
import type { Game } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { piecesOf, hiddenFromPlayers } from '../../map/pieces.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { emit, playerView, type CommonOpts, type Io } from '../common.js';

/** Emits the record; the players are told only the moves of pieces they may see, by name, and nothing of the rest. */
export async function emitMapResolution(io: Io, opts: CommonOpts, record: Resolution, lang: Lang, meta: { seq: number | null; turn: number | null; game: Game }): Promise<void> {
  if (!playerView(io, opts)) return emit(io, opts, record, lang, meta);
  const pieces = piecesOf(meta.game, lang);
  const ids = record.procedure === 'place' ? [record.piece as string] : ((record.pieces as string[] | undefined) ?? []);
  const seen = ids.filter((id) => !hiddenFromPlayers(pieces.get(id)));
  const told: Resolution = {
    ...record,
    outcome: { code: record.outcome.code, text: seen.length === 0 ? t(lang, 'player.unseen') : seen.length === ids.length ? record.outcome.text : t(lang, 'map.moved-group', { n: seen.length }) },
    notes: [],
    effects: [],
  };
  return emit(io, opts, told, lang, meta);
}
