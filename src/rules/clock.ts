// The turn clock (issue 42, megagame style; ruling U320): a scenario's
// `clock:` gives the minutes of a turn, or `rules` for the game's own rule
// where it has one (Intervention, l.314: a minute per unit and one more per
// leader, GameSystem.clock). It counts from the turn's start as the log says
// it (the `next-turn` entry that began it; turn 1: the first entry after
// init, U321) and says when time is up. Shown only: it never blocks a
// command. Pure: the game, the turn's start and the time now in, the clocks out.
import { systemsOf } from '../engine/registry.js';
import type { Game } from '../engine/system.js';
import type { Lang } from './types.js';

/** The bounds of a scenario's `clock:` in minutes (U320: a turn of a minute to ten hours). */
export const CLOCK_MIN = 1;
export const CLOCK_MAX = 600;

/** One clock of the turn: whose (a side under the game's rule; '' for the turn's), its minutes, and where it stands. */
export interface TurnClock {
  label: string;
  minutes: number;
  /** When it started and ends (ISO), null before the turn has started (turn 1 before its first command). */
  started: string | null;
  ends: string | null;
  /** Seconds left (negative: over), null before it starts. */
  left: number | null;
}

/** The turn's clocks now, or [] when the scenario sets none. */
export function turnClocks(game: Game, started: string | null, now: number, lang: Lang): TurnClock[] {
  const c = (game as { clock?: unknown }).clock;
  if (c === undefined) return [];
  const spans: { label: string; minutes: number }[] =
    c === 'rules' ? systemsOf(game).flatMap((s) => s.clock?.(game, lang) ?? []).filter((x) => x.minutes > 0) : typeof c === 'number' ? [{ label: '', minutes: c }] : [];
  const t0 = started === null ? NaN : Date.parse(started);
  return spans.map((s) => {
    if (!Number.isFinite(t0)) return { ...s, started: null, ends: null, left: null };
    const end = t0 + s.minutes * 60_000;
    return { ...s, started, ends: new Date(end).toISOString(), left: Math.floor((end - now) / 1000) };
  });
}

/** Seconds as the clock shows them: `12:05`, `1:02:05` past an hour; the time over without its sign. */
export function clockText(seconds: number): string {
  const s = Math.abs(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
