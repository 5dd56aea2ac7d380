// What stands on the table of a game (docs/map.md): every system's
// GameSystem.map.pieces, the game's first, then each pack's. A game whose
// systems say nothing of the map offers the ids of its kinds (its crowds,
// units, figures: GameSystem.idKinds) as pieces, each a single figure.
import { systemsOf } from '../engine/registry.js';
import { kindEntries, type Game } from '../engine/system.js';
import type { Lang } from '../rules/types.js';
import type { MapPiece } from './types.js';

/** The pieces of a game, by id (the first system to name an id says what it is); `side`: as that side's own page sees them (GameSystem.sides). */
export function piecesOf(game: Game, lang: Lang, side?: string): Map<string, MapPiece> {
  const systems = systemsOf(game);
  const out = new Map<string, MapPiece>();
  const hooked = systems.filter((s) => s.map);
  if (hooked.length > 0) {
    for (const s of hooked) for (const p of s.map!.pieces(game, lang, side)) if (!out.has(p.id)) out.set(p.id, p);
    return out;
  }
  for (const s of systems) {
    for (const k of s.idKinds ?? []) {
      for (const [id, e] of Object.entries(kindEntries(game, k.key))) {
        if (out.has(id)) continue;
        const name = e && typeof e === 'object' && typeof (e as { name?: unknown }).name === 'string' ? ((e as { name: string }).name) : id;
        out.set(id, { id, kind: k.key, name, side: '', figures: 1 });
      }
    }
  }
  return out;
}

/** Whether the players may not see this piece (a hidden agent, a hidden fighter's marker): never shown to them. */
export function hiddenFromPlayers(p: MapPiece | undefined): boolean {
  return p?.hidden !== undefined;
}
