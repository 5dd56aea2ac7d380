// The players' view: what the players may know, from the same record and
// state the umpire's view uses, as each system of the game says
// (GameSystem.players: Civil Disorder's in src/render/civil-disorder/player.ts,
// the rules' notes on what the security-force players may know).
// Whatever no system answers for: the outcome text (scrubbed), no dice.
import { gameById, isLoaded, loadedSystems, runningSystem, systemsOf } from '../engine/registry.js';
import type { Game, GameSystem, PlayersView, PlayerTold } from '../engine/system.js';
import { percent, t } from '../i18n/index.js';
import { signed, type Edition, type Lang, type Resolution } from '../rules/types.js';
import { table, theme, thresholdRows, totalLabel } from './table.js';
import { fitText, terminalWidth } from './width.js';

/**
 * The players' views that speak for a game: its packs' first, then the
 * game's. Without a game (a stateless lookup): the running command's system
 * (a pack's, then the games it goes over), else every loaded system's, packs first.
 */
export function playersViews(game: Game | null | undefined): PlayersView[] {
  let systems: GameSystem[];
  if (game) {
    const [g, ...packs] = systemsOf(game);
    systems = [...packs, g];
  } else {
    const r = runningSystem();
    if (r) systems = [r, ...(r.over ?? []).flatMap((id) => (isLoaded({ kind: 'game', id }) ? (gameById(id) ?? []) : []))];
    else systems = [...loadedSystems().filter((s) => s.kind === 'pack'), ...loadedSystems().filter((s) => s.kind === 'game')];
  }
  return systems.flatMap((s) => (s.players ? [s.players] : []));
}

/** How the players are told a procedure: the first system that says, else its outcome and no dice. */
function told(procedure: string, edition: Edition, lang: Lang, views: PlayersView[]): PlayerTold {
  for (const v of views) {
    const said = v.procedure?.(procedure, edition, lang);
    if (said) return said;
  }
  return { table: false };
}

/** A subject as the players name it (ruling U74: an id may tell too much): the first system that knows the kind, else the id's kind said plainly. */
export function playerSubject(lang: Lang, kind: string, id: string, game: Game | null | undefined): string {
  for (const v of playersViews(game)) {
    const named = v.subject?.(kind, id, game ?? null, lang);
    if (named !== undefined) return named;
  }
  return t(lang, `player.subject.${kind}`);
}

/** A text as the players may read it: every system's scrub (U74: ids that tell too much named, words they may not know taken out); `side`: as that side's own page reads it. */
export function playerScrub(text: string, game: Game | null | undefined, lang: Lang = game?.lang ?? 'en', side?: string): string {
  return playersViews(game).reduce((s, v) => (v.scrub ? v.scrub(s, game ?? null, lang, side) : s), text);
}

/** The subjects of a record (its fields that name ids), as the players name them. */
function subjects(r: Readonly<Record<string, unknown>>, lang: Lang, game: Game | null | undefined, views: PlayersView[]): string[] {
  const keys = [...new Set(views.flatMap((v) => v.subjectKeys ?? []))];
  return keys.flatMap((k) => (typeof r[k] === 'string' ? [playerSubject(lang, k, r[k] as string, game)] : []));
}

/** A procedure's name as the players read it. */
function procedureName(lang: Lang, procedure: string, said: PlayerTold): string {
  if (said.name !== undefined) return said.name;
  const name = t(lang, `${procedure}.procedure`);
  return name === `${procedure}.procedure` ? procedure : name;
}

/**
 * One resolution as the players are told it, as data (`--json --player`, and
 * what the human view draws): nothing but that the umpire resolved something
 * (`unseen`), or the procedure's name as they read it (never its code: a code
 * such as `loot` tells what they may not know), its subjects as they name
 * them, the dice and modifiers when its table is in their rulebook, and the
 * lines they are told. Every text scrubbed by every system.
 */
export interface PlayerRecord {
  view: 'player';
  turn: number | null;
  logged: number | null;
  unseen?: true;
  name?: string;
  subjects?: string[];
  rolls?: { label: string; die: string; value: number }[];
  modifiers?: { label: string; value: number }[];
  total?: number | null;
  /** The scores the dice are compared with (Resolution.thresholds). */
  thresholds?: { label: string; base: { label: string; value: number }; modifiers: { label: string; value: number }[]; value: number }[];
  lines: string[];
}

/** One resolution in the players' view, as data (PlayerRecord). */
export function playerRecord(r: Resolution, o: { lang: Lang; turn?: number | null; logged?: number | null; game?: Game | null; side?: string }): PlayerRecord {
  const lang = o.lang;
  const base = { view: 'player' as const, turn: o.turn ?? null, logged: o.logged ?? null };
  const views = playersViews(o.game);
  const said = told(r.procedure, r.edition, lang, views);
  if (said.unseen) return { ...base, unseen: true, lines: [t(lang, 'player.unseen')] };
  // The map's own procedures (docs/map.md): the moves of the pieces the players may see, never a hidden one's.
  const map = mapTold(r, o.game, o.side);
  if (map !== null) return map.length === 0 ? { ...base, unseen: true, lines: [t(lang, 'player.unseen')] } : { ...base, name: procedureName(lang, r.procedure, said), subjects: [], lines: map.map((s) => playerScrub(s, o.game, lang, o.side)) };
  const scrub = (s: string) => playerScrub(s, o.game, lang, o.side);
  // The turn's end (issue 42): said in the page's language from the record, under the turn it opens ("Next turn · Turn 3", "Turn 2 is over; turn 3 begins").
  const turns = (r as { turn?: { before?: unknown; after?: unknown } }).turn;
  if (r.procedure === 'next-turn' && typeof turns?.before === 'number' && typeof turns.after === 'number') {
    return { ...base, turn: turns.after, name: procedureName(lang, r.procedure, said), subjects: [], lines: [t(lang, 'player.turn-over', { before: turns.before, after: turns.after })] };
  }
  let lines: string[] | undefined;
  for (const v of views) if (lines === undefined) lines = v.lines?.(r, o.game ?? null, lang, scrub, o.side);
  const out: PlayerRecord = { ...base, name: procedureName(lang, r.procedure, said), subjects: subjects(r, lang, o.game, views), lines: lines ?? [scrub(r.outcome.text)] };
  if (said.table) {
    out.rolls = r.rolls.map((d) => ({ label: scrub(d.label), die: d.die, value: d.value }));
    out.modifiers = r.modifiers.map((m) => ({ label: scrub(m.label), value: m.value }));
    out.total = r.total;
    if (r.thresholds) out.thresholds = r.thresholds.map((b) => ({ label: scrub(b.label), base: { label: scrub(b.base.label), value: b.base.value }, modifiers: b.modifiers.map((m) => ({ label: scrub(m.label), value: m.value })), value: b.value }));
  }
  return out;
}

/**
 * A `place` or `move` as the players may be told it: the line of each piece
 * they may see (GameSystem.map.pieces: not `hidden`); none without the game
 * (its pieces unknown). Null: not the map's procedure.
 */
function mapTold(r: Resolution, game: Game | null | undefined, side?: string): string[] | null {
  if ((r.procedure !== 'place' && r.procedure !== 'move') || !Array.isArray(r.told)) return null;
  if (!game) return [];
  const hidden = new Set(systemsOf(game).flatMap((s) => s.map?.pieces(game, game.lang, side) ?? []).filter((p) => p.hidden !== undefined).map((p) => p.id));
  return (r.told as { piece: string; text: string }[]).filter((x) => !hidden.has(x.piece)).map((x) => x.text);
}

/** One resolution in the players' view. */
export function renderPlayerResolution(r: Resolution, o: { lang: Lang; color: boolean; turn?: number | null; game?: Game | null }): string {
  const th = theme(o.color);
  const lang = o.lang;
  const p = playerRecord(r, o);
  if (p.unseen) return `${p.lines.join('\n')}\n`;
  const out: string[] = [];
  const head = [p.name, ...(p.subjects ?? [])].join(' · ');
  out.push(th.title(`${head}${p.turn ? ` · ${t(lang, 'common.turn')} ${p.turn}` : ''}`));
  if (p.rolls && p.modifiers && (p.rolls.length > 0 || p.modifiers.length > 0)) {
    const rows: (string | number)[][] = p.rolls.map((d, i) => [`#${i + 1} ${d.label} (${d.die})`, d.value]);
    if (p.thresholds && p.thresholds.length > 0) rows.push(...thresholdRows(p.thresholds));
    else {
      for (const m of p.modifiers) rows.push([m.label, signed(m.value)]);
      const total = totalLabel(p.total, p.rolls, p.modifiers, t(lang, 'common.total'));
      if (total !== null) rows.push([total, String(p.total)]);
    }
    out.push(table([t(lang, 'common.roll'), t(lang, 'common.value')], rows, th));
  }
  out.push(...p.lines);
  return `${out.join('\n')}\n`;
}

/**
 * The game's state as the players may know it (`status --json --player`):
 * the engine's public fields (never the dice's seed or position: they would
 * tell the rolls to come), then what each system's players' view lets them
 * see of its slice (PlayersView.state; a system without one shows nothing).
 */
export function playerState(game: Game, lang: Lang, side?: string): Record<string, unknown> {
  const out: Record<string, unknown> = { view: 'player', title: game.title, edition: game.edition, lang: game.lang, turn: game.turn, system: game.system, packs: game.packs, ...(side !== undefined ? { side } : {}) };
  const [g, ...packs] = systemsOf(game);
  for (const s of [g, ...packs]) {
    const seen = s.players?.state?.(game, lang, side);
    if (seen) Object.assign(out, seen);
  }
  return out;
}

/** The players' odds, as data (renderPlayerOdds and `--odds --json --player`): no outcome code (U74). */
export type PlayerOdds = { view: 'player'; name: string; subjects: string[] } & (
  | { hidden: true; text: string }
  | { hidden?: undefined; modifiers: { label: string; value: number }[]; outcomes: { text: string; percent: number; variants?: { text: string; percent: number }[] }[] }
);

/** One system's part of playerState (`assaults --json --player`): only what its players' view lets them know, else nothing. */
export function playerSlice(game: Game, system: string, lang: Lang): Record<string, unknown> {
  const s = systemsOf(game).find((x) => x.id === system);
  return { view: 'player', ...(s?.players?.state?.(game, lang) ?? {}) };
}

/** `--odds --json` in the players' view: what renderPlayerOdds shows, as data (no outcome code, U74). */
export function playerOddsRecord(rec: import('../odds/run.js').OddsRecord, lang: Lang, game: Game | null): PlayerOdds {
  const views = playersViews(game);
  const said = told(rec.procedure, rec.edition, lang, views);
  const head = { view: 'player' as const, name: procedureName(lang, rec.procedure, said), subjects: subjects(rec as unknown as Record<string, unknown>, lang, game, views) };
  if (!said.table || said.unseen) return { ...head, hidden: true, text: t(lang, 'player.odds-hidden') };
  return {
    ...head,
    modifiers: rec.modifiers.map((m) => ({ label: playerScrub(m.label, game, lang), value: m.value })),
    outcomes: rec.outcomes.map((o) => {
      const short = t(lang, `odds.${o.code}`);
      const text = o.variants ? (short === `odds.${o.code}` ? '' : short) : o.text;
      return { text: playerScrub(text, game, lang), percent: o.percent, ...(o.variants ? { variants: o.variants.map((x) => ({ text: playerScrub(x.text, game, lang), percent: x.percent })) } : {}) };
    }),
  };
}

/**
 * `--odds` in the players' view (U74): the chances are the table's
 * implications, so only a procedure whose table is in the players' rulebook
 * (U103) shows them, with names for ids, no RL state names and no outcome
 * codes (a code such as `demonstrate` is an RL name); any other procedure
 * says that its odds are the umpire's.
 */
export async function renderPlayerOdds(rec: import('../odds/run.js').OddsRecord, lang: Lang, color: boolean, game: Game | null): Promise<string> {
  const th = theme(color);
  const p = playerOddsRecord(rec, lang, game);
  const out: string[] = [th.title([t(lang, 'odds.title', { procedure: p.name }), ...p.subjects].join(' · '))];
  if (p.hidden) {
    out.push(p.text);
    return `${out.join('\n')}\n`;
  }
  // 80 columns piped too, as the umpire's odds (ODDS_SHEET).
  const sheet = { columns: 80 };
  if (p.modifiers.length > 0) out.push(table([t(lang, 'common.modifier'), t(lang, 'common.value')], p.modifiers.map((m) => [m.label, signed(m.value)]), th, sheet));
  out.push(
    table(
      [t(lang, 'common.outcome'), t(lang, 'odds.chance')],
      p.outcomes.flatMap((o) => [[o.text, percent(lang, o.percent)], ...(o.variants ?? []).map((x) => [`  ${x.text}`, percent(lang, x.percent)])]),
      th,
      sheet,
    ),
  );
  return `${fitText(out.join('\n'), terminalWidth() ?? sheet.columns)}\n`;
}
