// The status screen of any game: the game's part, then each pack's, as each
// system shows it (GameSystem.status); the players' view the same way, with
// only what each system lets the players see.
import type { Game } from '../engine/system.js';
import { systemsOf } from '../engine/registry.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';

/** The umpire's status screen (`status`): the game's part (or its title line), then each pack's. */
export async function renderStatus(game: Game, lang: Lang, color: boolean): Promise<string> {
  const [sys, ...packs] = systemsOf(game);
  const out: string[] = [sys.status ? await sys.status.render(game, lang, color) : await titleLine(color, t(lang, 'status.title', { title: game.title, turn: game.turn, edition: game.edition }))];
  for (const p of packs) if (p.status) out.push(await p.status.render(game, lang, color));
  return out.join('');
}

/** The players' status screen (`status --player`, the REPL's player view): only what each system lets them see; `side`: that side's own page (GameSystem.sides). */
export async function renderPlayerStatus(game: Game, lang: Lang, color: boolean, side?: string): Promise<string> {
  const [sys, ...packs] = systemsOf(game);
  const out: string[] = [sys.status?.player ? await sys.status.player(game, lang, color, side) : await titleLine(color, t(lang, 'player.title', { title: game.title, turn: game.turn }))];
  for (const p of packs) if (p.status?.player) out.push(await p.status.player(game, lang, color, side));
  return out.join('');
}

/** `status --brief`: the title line, then one line each thing that matters now (each system's StatusView.brief, or its full render), then the pending strip; each line cut to the terminal's width. */
export async function renderBrief(game: Game, lang: Lang, color: boolean): Promise<string> {
  const { cutLine, terminalWidth } = await import('./width.js');
  const [sys] = systemsOf(game);
  // A game without a brief view shows its full status (its own title line first).
  const title = sys.status?.briefTitle ? sys.status.briefTitle(game, lang) : t(lang, 'status.brief.title', { title: game.title, turn: game.turn });
  const out: string[] = sys.status && !sys.status.brief ? [] : [await titleLine(color, title)];
  for (const s of systemsOf(game)) {
    if (s.status?.brief) out.push(...(await s.status.brief(game, lang)).map((l) => `${l}\n`));
    else if (s.status) out.push(await s.status.render(game, lang, color));
  }
  const w = terminalWidth();
  const lines = w === null ? out.join('') : out.join('').replace(/[^\n]+/g, (l) => (l.includes('│') ? l : cutLine(l, w)));
  return lines + (await pendingStrip(game, lang));
}

/** What every system says is owed or under way now (StatusView.pending), the game's first. */
export async function pendingItems(game: Game, lang: Lang): Promise<string[]> {
  const items: string[] = [];
  for (const s of systemsOf(game)) if (s.status?.pending) items.push(...(await s.status.pending(game, lang)));
  return items;
}

/**
 * The pending strip (each step of `turn`, `status --pending`, the end of
 * `status --brief`): "Pending: RL rolls owed: market · fires: pub 2", one
 * line ending in a newline (a terminal wraps it at its width), or '' when
 * nothing is owed or under way.
 */
export async function pendingStrip(game: Game, lang: Lang): Promise<string> {
  const items = await pendingItems(game, lang);
  return items.length === 0 ? '' : `${t(lang, 'status.pending', { list: items.join(' · ') })}\n`;
}

/** `status --json`: the state itself, and under `derived` what systems add to it (absent when none does). */
export function statusJson(game: Game): Record<string, unknown> {
  const derived: Record<string, Record<string, unknown>> = {};
  for (const s of systemsOf(game)) if (s.status?.json) derived[s.id] = s.status.json(game);
  return Object.keys(derived).length > 0 ? { ...game, derived } : (game as unknown as Record<string, unknown>);
}

async function titleLine(color: boolean, text: string): Promise<string> {
  const { theme } = await import('./table.js');
  return `${theme(color).title(text)}\n`;
}

/** The scenario's briefing, from the systems of the game that keep one (the game's first), or null. */
export function briefingOf(game: Game): string | null {
  for (const s of systemsOf(game)) {
    const b = s.status?.briefing?.(game);
    if (b) return b;
  }
  return null;
}

/** `status --briefing`: the game's title and the scenario's briefing (the players may read it). */
export function renderBriefing(game: Game, lang: Lang): string {
  const b = briefingOf(game);
  return `${game.title} · ${t(lang, 'status.briefing')}\n\n${b ? b.trimEnd() : t(lang, 'status.no-briefing')}\n`;
}
