// Intervention's players' view (`--player`, the REPL's player view): the fog
// of war (intervention.fr.txt l.451-453, U113). On the table a hidden figure
// is a token, "Ce n'est qu'en cas de tir ou détection que la figurine
// correspondante remplacera le jeton tireur ou cible": the players see the
// figures detected or located (their counters and markers are on the table,
// l.59-61) and never a hidden one, its id, its order or its move. `side`:
// the side whose players look (they know their own figures); null, the
// table both sides see.
import type { Game, PlayersView } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { IV_STATE_KEYS, type IvFighter, type IvSlice } from '../../rules/intervention/game.js';

/** Whether the players of `side` (null: both at the table) see this figure: their own, or one detected or located. */
export function seenBy(f: IvFighter, side: string | null): boolean {
  return (side !== null && f.side === side) || f.sighting !== 'hidden';
}

/** The ids of the figures the players may not see (hidden, not theirs). */
export function unseenIds(s: IvSlice, side: string | null): string[] {
  return Object.values(s.fighters).filter((f) => !seenBy(f, side)).map((f) => f.id);
}

/** The game's slice as the players of `side` may know it: the figures they do not see taken out, everywhere. */
export function playerIvSlice(s: IvSlice, side: string | null): IvSlice {
  const hidden = new Set(unseenIds(s, side));
  const fighters = Object.fromEntries(Object.entries(s.fighters).filter(([id]) => !hidden.has(id)));
  // A camouflage move's intention (`hiding`) is the moving side's secret until the fire sequence (l.268).
  for (const [id, f] of Object.entries(fighters)) if (f.side !== side && f.hiding) fighters[id] = { ...f, hiding: false };
  const sides = Object.fromEntries(Object.entries(s.sides).map(([id, sd]) => [id, { ...sd, units: sd.units.map((u) => ({ ...u, fighters: u.fighters.filter((x) => !hidden.has(x)) })).filter((u) => u.fighters.length > 0) }]));
  const figure = s.mission.figure !== null && hidden.has(s.mission.figure) ? null : s.mission.figure;
  return { ...s, sides, fighters, mission: { ...s.mission, figure } };
}

/** The players' game: the slice of playerIvSlice in place of the game's. */
export function playerIvGame<G extends Game>(game: G, side: string | null): G {
  return { ...game, ...playerIvSlice(game as unknown as IvSlice, side) };
}

/** A word boundary around an id (ids hold letters, digits, `-` and `_`). */
const idPattern = (id: string) => new RegExp(`(?<![A-Za-z0-9_-])${id.replace(/[-]/g, '\\-')}(?![A-Za-z0-9_-])`, 'g');

/** A text with the ids of the figures the players do not see replaced by "a token". */
export function scrubUnseen(text: string, s: IvSlice, lang: Lang, side: string | null = null): string {
  let out = text;
  for (const id of unseenIds(s, side)) out = out.replace(idPattern(id), t(lang, 'iv.player.token'));
  return out;
}

/** The records whose subject is a figure the players do not see: told as nothing seen (its order, its move). */
const SUBJECT_OF: Readonly<Record<string, (r: Resolution) => string[]>> = {
  'intv-orders': (r) => (Array.isArray(r.fighters) ? (r.fighters as string[]) : []),
  'intv-move': (r) => (typeof r.fighter === 'string' ? [r.fighter] : []),
};

function isIv(game: Game | null): game is Game {
  return game !== null && game.system === 'intervention';
}

/** Intervention's PlayersView (src/engine/system.ts): the fog of war of the table (no side, U113), or of one side's own page (its own hidden figures known, U312). */
export const IV_PLAYERS: PlayersView = {
  lines(r, game, lang, scrub, side) {
    if (!isIv(game)) return undefined;
    const s = game as unknown as IvSlice;
    const who = SUBJECT_OF[r.procedure]?.(r) ?? [];
    const hidden = new Set(unseenIds(s, side ?? null));
    if (who.length > 0 && who.every((id) => hidden.has(id))) return [t(lang, 'iv.player.unseen')];
    // The outcome and notes, each figure they may not see named a token.
    return [r.outcome.text, ...r.notes].map((x) => scrub(x));
  },
  scrub(text, game, lang, side) {
    return isIv(game) ? scrubUnseen(text, game as unknown as IvSlice, lang, side ?? null) : text;
  },
  state(game, _lang, side) {
    const s = playerIvSlice(game as unknown as IvSlice, side ?? null);
    return Object.fromEntries(IV_STATE_KEYS.map((k) => [k, (s as unknown as Record<string, unknown>)[k]]));
  },
};
