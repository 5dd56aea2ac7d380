// Prints a map command's resolution (place, move) through the one renderer;
// in the players' view (src/render/player.ts), a hidden piece's line is never told.
import type { Game } from '../../engine/system.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { emit, type CommonOpts, type Io } from '../common.js';

/** Emits the record as every procedure's (the players' view: the lines of the pieces they may see). */
export async function emitMapResolution(io: Io, opts: CommonOpts, record: Resolution, lang: Lang, meta: { seq: number | null; turn: number | null; game: Game }): Promise<void> {
  return emit(io, opts, record, lang, meta);
}
