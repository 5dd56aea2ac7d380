// What of a Civil Disorder riot stands on the map (docs/map.md,
// GameSystem.map.pieces): its crowds (a crowd stands for its figures, EN
// l.131; a looter crowd is drawn like any other, EN l.165), its units, its
// fire engines and ambulances. A crowd merged into another and a unit joined
// to another (U207) are no longer on the table. The players see them all.
import type { Game } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import type { MapPiece } from '../../map/types.js';
import type { Lang } from '../../rules/types.js';
import type { GameState } from '../../state/civil-disorder/types.js';

/** The riot's pieces now: crowds (side `crowd`, badge their RL, tone its band), then units, engines and ambulances (side `sf`). */
export function civilDisorderPieces(game: Game, lang: Lang): MapPiece[] {
  const g = game as unknown as Partial<GameState>;
  const out: MapPiece[] = [];
  for (const c of Object.values(g.crowds ?? {})) {
    if (typeof c.mergedInto === 'string') continue;
    out.push({ id: c.id, kind: 'crowd', name: c.name, side: 'crowd', figures: c.figures, badge: `${t(lang, 'repl.rl')} ${c.rl}`, tone: `rl-${c.rl}` });
  }
  for (const u of Object.values(g.units ?? {})) {
    if (typeof u.joinedInto === 'string') continue;
    out.push({ id: u.id, kind: 'unit', name: u.name, side: 'sf', figures: Math.max(1, u.strength), badge: String(u.strength), tone: 'sf' });
  }
  for (const e of Object.values(g.engines ?? {})) out.push({ id: e.id, kind: 'engine', name: e.name, side: 'sf', figures: 1, tone: 'sf' });
  for (const a of Object.values(g.ambulances ?? {})) out.push({ id: a.id, kind: 'ambulance', name: a.name, side: 'sf', figures: 1, tone: 'sf' });
  return out;
}
