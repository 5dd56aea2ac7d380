// `umpire serve`'s pages as HTML: the players' screen and the umpire's board.
// Nothing here decides what a view shows: the players' screen is what
// `status --player` and `log --player` print (renderPlayerStatus and
// playerRecord in src/render/, through each system's players' view), the
// umpire's board what `status`, `next-turn`'s owed notes and `log` print; the
// tables those renderers draw are captured as data (captureTables in
// src/render/table.ts) and drawn here as HTML tables. Every text goes through
// Hono's html`` helper, which escapes it: a name from a scenario is text,
// never markup.
import { html, raw } from 'hono/html';
import { systemsOf } from '../engine/registry.js';
import type { Game } from '../engine/system.js';
import { t } from '../i18n/index.js';
import type { Lang, Resolution } from '../rules/types.js';
import { escapeControls } from '../render/safe.js';
import { captureTables, TABLE_MARK, theme, type CapturedTable } from '../render/table.js';
import type { LogEntry } from '../state/log.js';

/** What html`` gives for text without promises (never a promise here). */
export type Html = ReturnType<typeof raw>;
const h = (strings: TemplateStringsArray, ...values: unknown[]): Html => html(strings, ...values) as Html;

/** Text from the game as the page shows it: control characters shown, as in a terminal (src/render/safe.ts); escaped by html``. */
const clean = (s: string) => escapeControls(s).replace(/\x1b\[[0-9;]*m/g, '');

/** Captures run one at a time (the table sink is one): each render waits its turn. */
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const p = queue.then(fn);
  queue = p.catch(() => undefined);
  return p;
}

function cellHtml(c: string): Html {
  const lines = clean(c).split('\n');
  return h`${lines.map((l, i) => (i === 0 ? l : h`<br>${l}`))}`;
}

function tableHtml(whole: CapturedTable, lang: Lang, scale = false): Html {
  const tb = withoutEmptyColumns(whole);
  const num = (c: string) => /^[-+\u2212]?\d+(?:[.,]\d+)?(?:\/\d+)?%?$/.test(c.trim());
  // A table of four columns or more reads as one card per row on a phone (style: .wide); each cell says its column there.
  const wide = tb.head.length >= 4;
  const label = (i: number) => t(lang, 'common.labelled', { label: clean(tb.head[i] ?? ''), text: '' }).trimEnd();
  // A column whose every filled cell is a number is right-aligned, its heading with it (the heading over its figures).
  const numeric = tb.head.map((_, i) => tb.rows.some((r) => (r[i] ?? '').trim() !== '') && tb.rows.every((r) => (r[i] ?? '').trim() === '' || num(r[i] ?? '')));
  // The RL column (Civil Disorder's crowds: a number 1-8, RL State Chart NOTE "8 = bad, 1 = good") as a scale beside its number.
  const rlHead = t(lang, 'status.col.rl');
  const rlCol = !scale ? -1 : tb.head.findIndex((c) => clean(c).trim() === rlHead);
  const cell = (c: string, i: number): Html => {
    const rl = i === rlCol && /^[1-8]$/.test(c.trim()) ? Number(c.trim()) : null;
    if (rl === null) return h`<td${num(c) ? raw(' class="n"') : ''}${wide ? h` data-label="${label(i)}"` : ''}>${cellHtml(c)}</td>`;
    return h`<td class="rl"${wide ? h` data-label="${label(i)}"` : ''}><span class="scale rl-${rl}" role="img" aria-label="${t(lang, 'serve.rl-scale', { rl })}">${[1, 2, 3, 4, 5, 6, 7, 8].map((k) => h`<i${k <= rl ? raw(' class="on"') : ''}></i>`)}</span><b>${rl}</b></td>`;
  };
  return h`<div class="tbl"><table${wide ? raw(' class="wide"') : ''}>${tb.head.length > 0 ? h`<thead><tr>${tb.head.map((c, i) => h`<th${numeric[i] ? raw(' class="n"') : ''}>${cellHtml(c)}</th>`)}</tr></thead>` : ''}<tbody>${tb.rows.map(
    (r) => h`<tr>${r.map((c, i) => cell(c, i))}</tr>`,
  )}</tbody></table></div>`;
}

/** A table without the columns no row fills (units' Notes when none has one): the screen's room goes to what is said. */
export function withoutEmptyColumns(tb: CapturedTable): CapturedTable {
  if (tb.rows.length === 0) return tb;
  const keep = tb.head.map((_, i) => tb.rows.some((r) => (r[i] ?? '').trim() !== ''));
  if (keep.every(Boolean)) return tb;
  return { head: tb.head.filter((_, i) => keep[i]), rows: tb.rows.map((r) => r.filter((_, i) => keep[i])) };
}

type Part = { kind: 'p'; text: string } | { kind: 'table'; table: CapturedTable };
/** One section of a renderer's text: its heading (the line before its first table) and its paragraphs and tables. */
export interface Section {
  heading: string | null;
  parts: Part[];
}

/**
 * A renderer's captured text as sections: a line just before a table is its
 * section's heading; other lines are paragraphs of the section they are in.
 * The first line is dropped when it is the view's title line (the page has
 * its own header).
 */
export function splitSections(text: string, tables: readonly CapturedTable[], dropTitle: (line: string) => boolean): Section[] {
  const lines = text.split('\n');
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  if (lines.length > 0 && dropTitle(lines[0])) lines.shift();
  const sections: Section[] = [];
  let cur: Section | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const mark = line.startsWith(TABLE_MARK) ? tables[Number(line.slice(TABLE_MARK.length))] : undefined;
    if (mark) {
      // A table right after another one is a section of its own (RIOT: the teams, the units, the zones).
      if (!cur || cur.parts[cur.parts.length - 1]?.kind === 'table') sections.push((cur = { heading: null, parts: [] }));
      cur.parts.push({ kind: 'table', table: mark });
      continue;
    }
    if (line.trim() === '') continue;
    const next = lines[i + 1];
    if (next !== undefined && next.startsWith(TABLE_MARK)) {
      sections.push((cur = { heading: line, parts: [] }));
      continue;
    }
    if (!cur) sections.push((cur = { heading: null, parts: [] }));
    cur.parts.push({ kind: 'p', text: line });
  }
  return sections;
}

/** Sections as HTML blocks (a table of six columns or more spans the grid); `fold`: each headed one a summary with its details (the board). */
export function sectionsOf(sections: readonly Section[], lang: Lang, scale = false, fold = false): Html {
  return h`${sections.map((s) => {
    const cls = `block${s.parts.some((p) => p.kind === 'table' && p.table.head.length >= 6) ? ' span' : ''}`;
    const body = s.parts.map((p) => (p.kind === 'table' ? tableHtml(p.table, lang, scale) : h`<p>${clean(p.text)}</p>`));
    // The board folds each headed section (a summary with its details; closed on a phone by the page's script).
    if (fold && s.heading !== null) return folded(cls, `s-${clean(s.heading)}`, h`<h2>${clean(s.heading)}</h2>`, h`${body}`);
    return h`<section class="${cls}">${s.heading !== null ? h`<h2>${clean(s.heading)}</h2>` : ''}${body}</section>`;
  })}`;
}

/**
 * A block of the board as a summary with its details (docs/serve.md): open as
 * sent; on a phone the page's script closes all but the pending strip unless
 * the umpire opened one, and keeps each one's state from view to view (by `key`).
 */
export function folded(cls: string, key: string, summary: Html, body: Html): Html {
  return h`<details class="${cls} fold" data-fold="${key}" open><summary>${summary}</summary>${body}</details>`;
}

/** A renderer's captured text as HTML sections (splitSections, then sectionsOf). */
export function sectionsHtml(text: string, tables: readonly CapturedTable[], dropTitle: (line: string) => boolean, lang: Lang, fold = false): Html {
  return sectionsOf(splitSections(text, tables, dropTitle), lang, false, fold);
}

/** A renderer's output as sections (captured, one at a time), and its title line when it has one (the page's header then says it). */
async function captured(render: () => Promise<string> | string, isTitle: (line: string) => boolean, lang: Lang, o: { fold?: boolean; tables?: (tb: CapturedTable) => CapturedTable } = {}): Promise<{ html: Html; title: string | null }> {
  const { text, tables } = await exclusive(() => captureTables(render));
  const first = text.split('\n', 1)[0];
  return { html: sectionsHtml(text, o.tables ? tables.map(o.tables) : tables, isTitle, lang, o.fold), title: isTitle(first) ? first : null };
}

/**
 * The board's tables with each piece's umpire (the sector owner, issue 42): a
 * column after the rest where a column holds the ids of the sectors' pieces;
 * '—' for an id in no sector (anyone's, U236). Other tables as they are.
 */
export function withOwners(tb: CapturedTable, sectors: Readonly<Record<string, readonly string[]>>, lang: Lang): CapturedTable {
  const owner = new Map<string, string>();
  for (const [u, ids] of Object.entries(sectors)) for (const id of ids) owner.set(id, u);
  if (owner.size === 0 || tb.rows.length === 0) return tb;
  const col = tb.head.findIndex((_, i) => tb.rows.some((r) => owner.has((r[i] ?? '').trim())));
  if (col < 0) return tb;
  return { head: [...tb.head, t(lang, 'serve.umpire-col')], rows: tb.rows.map((r) => [...r, owner.get((r[col] ?? '').trim()) ?? '\u2014']) };
}

/**
 * Who is still playing the turn and the turn clock (issue 42): one line each,
 * for the board and the players' screen alike (the umpires' names are no
 * secret: U322). Empty for a game of one table and no clock. The players'
 * page places it where it likes (src/serve/render.ts playersFragment).
 */
export async function playingHtml(game: Game, entries: readonly LogEntry[], lang: Lang, now: number = Date.now()): Promise<Html> {
  const { tablesWaiting } = await import('../rules/tables.js');
  const { turnStart } = await import('../review/turn-sheet.js');
  const { turnClocks } = await import('../rules/clock.js');
  const { clockWords } = await import('../render/turn-sheet.js');
  const g = game as unknown as import('../rules/tables.js').TablesState;
  const tables = Object.keys(g.sectors ?? {}).length > 0;
  const waiting = tables ? tablesWaiting(g) : [];
  const clocks = turnClocks(game, turnStart(entries, game.turn), now, lang);
  if (!tables && clocks.length === 0) return h``;
  // Each clock counts down in the page (its script, from data-ends); its words for "left" and "up" ride along.
  const clockHtml = clocks.map((c) => {
    const up = c.left !== null && c.left <= 0;
    const left = t(lang, 'sheet.clock.left', { left: '{left}', minutes: c.minutes });
    const over = t(lang, 'sheet.clock.up', { over: '{over}', minutes: c.minutes });
    const label = c.label ? t(lang, 'sheet.said', { id: c.label, text: '' }).trimEnd() : '';
    return h`<p class="clock${up ? ' up' : ''}"${c.ends ? h` data-ends="${c.ends}" data-left="${left}" data-over="${over}"` : ''}><span class="what">${t(lang, 'serve.clock')}</span> ${label ? h`${clean(label)} ` : ''}<span class="time">${clean(c.label ? clockWords({ ...c, label: '' }, lang) : clockWords(c, lang))}</span></p>`;
  });
  return h`<div class="playing">${tables ? h`<p class="tables${waiting.length === 0 ? ' all' : ''}">${waiting.length > 0 ? t(lang, 'serve.still-playing', { waiting: waiting.join(', ') }) : t(lang, 'serve.all-done', { turn: game.turn })}</p>` : ''}${clockHtml}</div>`;
}

/** The turn sheet as the board's block: what was done this turn (src/review/turn-sheet.ts), folded like the rest. */
async function sheetHtml(game: Game, entries: readonly LogEntry[], lang: Lang): Promise<Html> {
  const { turnSheet, kindTitle } = await import('../review/turn-sheet.js');
  const { itemWords } = await import('../render/turn-sheet.js');
  const sheet = await turnSheet(game, entries, lang);
  const title = h`<h2>${t(lang, 'serve.sheet')} <span class="when">\u00b7 ${t(lang, sheet.started ? 'serve.sheet-when.started' : 'serve.sheet-when', { turn: sheet.turn, at: sheet.started ? (await import('../render/turn-sheet.js')).clockTime(sheet.started) : '', n: sheet.resolutions })}</span></h2>`;
  const body = h`${sheet.tables ? h`<p>${t(lang, 'sheet.tables.line', { done: sheet.tables.done.join(', ') || '\u2014', waiting: sheet.tables.waiting.join(', ') || '\u2014' })}</p>` : ''}${
    sheet.resolutions === 0 && sheet.sections.length === 0 ? h`<p>${t(lang, 'sheet.nothing')}</p>` : ''
  }${sheet.kinds.map((k) => h`<h3>${clean(kindTitle(k.kind, lang))}</h3><ul>${k.items.map((i) => h`<li><b>${clean(i.id)}</b> ${clean(itemWords(i))}</li>`)}</ul>`)}${sheet.sections.map(
    (sec) => h`<h3>${clean(sec.title)}</h3><ul>${sec.lines.map((l) => h`<li>${clean(l)}</li>`)}</ul>`,
  )}`;
  return folded('block sheet', 'sheet', title, body);
}

/** What the page's header says, and the line of a problem (a game file replaced or damaged while serving). */
function header(title: string, problem: string | null, step: string | null = null): Html {
  return h`<header><h1>${clean(title)}</h1>${step ? h`<p class="step">${clean(step)}</p>` : ''}</header>${problem ? h`<p class="problem" role="alert">${clean(problem)}</p>` : ''}`;
}

/** Where the turn stands in the game's sequence of play (GameSystem.sequenceStep: the game's, else a pack's), or null. */
function sequenceStep(entries: readonly LogEntry[], game: Game, lang: Lang): string | null {
  for (const s of systemsOf(game)) {
    const step = s.sequenceStep?.(entries, game, lang);
    if (step) return step;
  }
  return null;
}

/** The resolutions of the log, oldest first, with their turn, each either in force or taken back (undone). */
export function resolutions(entries: readonly LogEntry[]): { seq: number; turn: number; record: Resolution; undone: boolean }[] {
  const undone = new Set(entries.flatMap((e) => (e.kind === 'undo' ? (e.undoes ?? []) : [])));
  return entries.filter((e) => e.kind === 'resolution' && e.record).map((e) => ({ seq: e.seq, turn: e.turn, record: e.record as Resolution, undone: undone.has(e.seq) }));
}

/** The resolutions in force (not undone), oldest first, with their turn. */
export function inForce(entries: readonly LogEntry[]): { seq: number; turn: number; record: Resolution }[] {
  return resolutions(entries).filter((r) => !r.undone);
}

/** How many resolutions the players' screen shows, newest first (the last one large, the others under it). */
export const LAST_SHOWN = 6;

export interface ViewInput {
  game: Game | null;
  entries: readonly LogEntry[];
  problem: string | null;
  lang: Lang;
}

/** The headings of the sections that rarely change (the rosters): folded under the screen (issue 42), each game's and pack's. */
function rosterHeadings(lang: Lang): Set<string> {
  return new Set(['status.units', 'status.buildings', 'riot.status.units', 'riot.status.zones', 'opinion.status.others'].map((k) => t(lang, k)).filter((x) => !x.includes('.')));
}

/**
 * The players' screen (the part the event stream replaces), laid out to fit
 * one screen (issue 42): the last resolution large at the top; under it what
 * changes (the crowds and their RL on the scale, the street, the opinion
 * track, the teams), the map as the main area where the game has one, and
 * the resolutions before it; the rosters that rarely change and the briefing
 * folded under a <details>. A resolution taken back (undone) is said so, not
 * left out. Everything is what `status --player` and `log --player` say (the
 * same renderers, through each system's players' view): nothing else of the
 * game reaches this function's output.
 */
export async function playersFragment(v: ViewInput, handles?: import('./map.js').Handles, side?: { id: string; name: string }): Promise<string> {
  const lang = v.lang;
  const g = v.game;
  const last = v.entries.length > 0 ? v.entries[v.entries.length - 1].seq : 0;
  if (!g) return String(h`<div class="view" data-seq="${last}">${header('umpire', v.problem)}</div>`);
  const { renderPlayerStatus, briefingOf } = await import('../render/status.js');
  const { playerRecord } = await import('../render/player.js');
  const { text, tables } = await exclusive(() => captureTables(() => renderPlayerStatus(g, lang, false, side?.id)));
  const rosters = rosterHeadings(lang);
  const parts = splitSections(text, tables, (l) => l.startsWith(g.title));
  const live = parts.filter((s) => s.heading === null || !rosters.has(s.heading));
  const folded = parts.filter((s) => s.heading !== null && rosters.has(s.heading));
  const shown = resolutions(v.entries).slice(-LAST_SHOWN).reverse();
  const recHtml = shown.map((r) => recordHtml(playerRecord(r.record, { lang, turn: r.turn, logged: r.seq, game: g, ...(side ? { side: side.id } : {}) }), r.undone, lang));
  const briefing = briefingOf(g);
  const step = sequenceStep(v.entries, g, lang);
  // A side's own page (GameSystem.sides): what that side may know, as its game says; who is still playing the turn under the header (U322).
  const title = t(lang, 'serve.players-title', { title: g.title, turn: g.turn });
  const head = h`${header(side ? `${title} \u00b7 ${side.name}` : title, v.problem, step)}${await playingHtml(g, v.entries, lang)}`;
  const latest = h`<section class="latest" aria-label="${t(lang, 'serve.latest')}">${recHtml.length > 0 ? h`<ol class="records">${recHtml[0]}</ol>` : h`<p>${t(lang, 'serve.none-yet')}</p>`}</section>`;
  const earlier = recHtml.length > 1 ? h`<section class="block earlier"><h2>${t(lang, 'serve.earlier')}</h2><ol class="records">${recHtml.slice(1)}</ol></section>` : '';
  const briefingHtml = briefing ? h`<section class="block briefing"><h2>${t(lang, 'status.briefing')}</h2>${briefing.trim().split(/\n\s*\n/).map((para) => h`<p>${clean(para)}</p>`)}</section>` : '';
  const more =
    folded.length > 0 || briefingHtml !== ''
      ? h`<details class="more"><summary>${t(lang, 'serve.more', { what: [...folded.map((s) => s.heading ?? ''), ...(briefingHtml ? [t(lang, 'status.briefing')] : [])].join(' · ') })}</summary><div class="grid">${sectionsOf(folded, lang)}${briefingHtml}</div></details>`
      : '';
  const now = h`<div class="now">${sectionsOf(live, lang, true)}${earlier}</div>`;
  let stage: Html = h`<div class="stage">${now}</div>`;
  if (g.map) {
    // A game with a map (docs/map.md "Picture"): the map is the main area, under the last resolution.
    const { mapBlock } = await import('./map.js');
    const svg = await mapBlock(g, v.entries, lang, handles ? 'keeper' : 'players', handles, side?.id);
    // Beside the map the column is narrow: a table of six columns or more (GU's gangers, Intervention's fighters) goes under them, the screen's width.
    const span = (x: Section) => x.parts.some((p) => p.kind === 'table' && p.table.head.length >= 6);
    const narrow = h`<div class="now">${sectionsOf(live.filter((x) => !span(x)), lang, true)}${earlier}</div>`;
    const wide = live.filter(span);
    stage = h`<div class="stage"><section class="mapbox">${raw(svg)}</section>${narrow}</div>${wide.length > 0 ? h`<div class="under">${sectionsOf(wide, lang, true)}</div>` : ''}`;
  }
  return String(h`<div class="view players${g.map ? ' mapped' : ''}" data-seq="${last}" data-turn="${g.turn}">${head}${latest}${stage}${more}</div>`);
}

/** One resolution as the players' screen tells it (PlayerRecord): its heading, its dice when theirs to see, its lines; a taken-back one said so. */
function recordHtml(p: import('../render/player.js').PlayerRecord, undone: boolean, lang: Lang): Html {
  const head = [p.name, ...(p.subjects ?? [])].filter((x) => x !== undefined).join(' · ');
  const dice = [...(p.rolls ?? []).map((d) => `${d.label} (${d.die}) ${d.value}`), ...(p.modifiers ?? []).map((m) => `${m.label} ${m.value > 0 ? '+' : ''}${m.value}`)];
  if (p.rolls && p.total !== null && p.total !== undefined && dice.length > 0) dice.push(`${t(lang, 'common.total')} ${p.total}`);
  const when = p.turn !== null ? h`<span class="when"> \u00b7 ${t(lang, 'common.turn')} ${p.turn}</span>` : '';
  if (undone)
    return h`<li class="undone"><p class="taken-back">${t(lang, 'serve.taken-back')}</p>${p.unseen ? '' : h`<h3><s>${clean(head)}</s>${when}</h3>`}</li>`;
  return h`<li>${p.unseen ? '' : h`<h3>${clean(head)}${when}</h3>`}${dice.length > 0 ? h`<p class="dice">${clean(dice.join(' · '))}</p>` : ''}${p.lines.map((l) => h`<p>${clean(l)}</p>`)}</li>`;
}

/** How many log rows the umpire's board shows, newest first. */
export const BOARD_ROWS = 200;

/**
 * The umpire's board: the whole state as `status` shows it, the pending strip
 * (`status --pending`: what is owed or under way now), and the log as `log` prints it with
 * the same filters (newest first, the last BOARD_ROWS).
 */
export async function umpireFragment(v: ViewInput, filter: import('../review/entries.js').LogFilter, filterProblem: string | null): Promise<string> {
  const lang = v.lang;
  const g = v.game;
  const last = v.entries.length > 0 ? v.entries[v.entries.length - 1].seq : 0;
  if (!g) return String(h`<div class="view" data-seq="${last}">${header('umpire', v.problem)}</div>`);
  const { pendingItems, renderStatus } = await import('../render/status.js');
  const { filterRows, logRows } = await import('../review/entries.js');
  const { formatRows } = await import('../review/format.js');
  const sectors = (g as unknown as { sectors?: Record<string, string[]> }).sectors ?? {};
  // Each piece's umpire in a column (the sector owner, issue 42).
  const status = await captured(() => renderStatus(g, lang, false), (l) => l.startsWith(g.title), lang, { fold: true, tables: (tb) => withOwners(tb, sectors, lang) });
  // The pending strip (status --pending, each step of `turn`): what is owed or under way now.
  const owed = await pendingItems(g, lang);
  const all = logRows(v.entries);
  // A bad filter value is said beside the log, and shows nothing rather than everything.
  const rows = filterProblem ? [] : filterRows(all, filter);
  const shown = rows.slice(-BOARD_ROWS).reverse();
  const log = (await captured(() => formatRows(shown, 'table', { lang, th: theme(false), header: true }), () => false, lang)).html;
  // The map (docs/map.md "Picture"): every piece, each with the id a drop sends.
  const svg = g.map ? await (await import('./map.js')).mapBlock(g, v.entries, lang, 'umpire') : '';
  const pending = folded('block pending', 'pending', h`<h2>${t(lang, 'serve.pending')}</h2>`, owed.length > 0 ? h`<ul>${owed.map((o) => h`<li>${clean(o)}</li>`)}</ul>` : h`<p>${t(lang, 'serve.nothing-pending')}</p>`);
  const logBody = h`${filterProblem ? h`<p class="problem">${clean(filterProblem)}</p>` : ''}<p class="shown">${t(lang, 'serve.log-shown', { shown: shown.length, total: all.length })}</p>${
    shown.length > 0 ? log : filterProblem ? '' : all.length > 0 ? h`<p>${t(lang, 'serve.filter.none')}</p>` : ''
  }`;
  return String(
    h`<div class="view${svg ? ' mapped' : ''}" data-seq="${last}" data-turn="${g.turn}">${header(t(lang, 'serve.umpire-title', { title: g.title, turn: g.turn }), v.problem ?? filterProblem)}${await playingHtml(g, v.entries, lang)}${pending}${await sheetHtml(g, v.entries, lang)}${
      svg ? folded('mapfold', 'map', h`<h2>${t(lang, 'serve.map')}</h2>`, h`<section class="mapbox">${raw(svg)}</section>`) : ''
    }<div class="grid">${status.html}</div>${folded('block log', 'log', h`<h2>${t(lang, 'serve.log')}</h2>`, logBody)}</div>`,
  );
}

/**
 * The page around a view: its language, the style sheet, the offline line, and
 * the page's script (/live.js, src/serve/page/live.ts bundled by the build)
 * that swaps in each new view from the event stream, pans and zooms the map,
 * and, where `drop` names the route, sends each drop; on the board and the
 * keeper's screen it takes the token out of the address bar (the cookie
 * keeps it).
 */
export function pageHtml(o: { lang: Lang; title: string; body: string; events: string; kind: 'players' | 'umpire' | 'keeper'; form?: Html; drop?: string; qr?: string; check?: string }): string {
  const strip = o.kind !== 'players' ? raw(' data-strip="token"') : '';
  const drop = o.drop !== undefined ? h` data-drop="${o.drop}"` : '';
  // Where the page asks whether its token still works when its stream is refused (docs/serve.md "Tokens that last"), and what it says when not.
  const check = o.check !== undefined ? h` data-check="${o.check}" data-renewed="${t(o.lang, 'serve.renewed')}"` : '';
  return `<!doctype html>\n${String(
    h`<html lang="${o.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${clean(o.title)}</title><link rel="stylesheet" href="/style.css"></head><body class="${o.kind}"><p class="offline" role="status">${t(o.lang, 'serve.offline')}</p>${o.form ?? ''}<p class="renewed problem" id="renewed" role="alert" hidden></p><main id="screen" aria-live="polite">${raw(o.body)}</main>${raw(o.qr ?? '')}${o.drop !== undefined ? h`<p class="said" id="said" role="status"></p>` : ''}<script src="/live.js" data-events="${o.events}"${strip}${drop}${check}></script></body></html>`,
  )}\n`;
}

/** A page that says one thing (a refused token, no such page). */
export function messagePage(lang: Lang, text: string): string {
  return `<!doctype html>\n${String(h`<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>umpire</title><link rel="stylesheet" href="/style.css"></head><body><main><p class="problem">${text}</p></main></body></html>`)}\n`;
}

/** The log filter form of the umpire's board (plain GET: no script; the board's cookie carries its token). */
export function filterForm(lang: Lang, values: Readonly<Record<string, string>>, fields: readonly string[], bad: readonly string[] = []): Html {
  return h`<form class="filter" method="get" action="/umpire">${fields.map(
    (f) => h`<label>${t(lang, `serve.filter.${f}`)} <input name="${f}" value="${values[f] ?? ''}" size="10"${bad.includes(f) ? raw(' aria-invalid="true" class="bad"') : ''}${FILTER_NUMERIC.includes(f) ? raw(' inputmode="numeric"') : ''}></label>`,
  )}<button type="submit">${t(lang, 'serve.log')}</button></form>`;
}

/** The filters that take a turn number (`log --turn`, `--from`, `--to`). */
export const FILTER_NUMERIC: readonly string[] = ['turn', 'from', 'to'];

/** Large type, readable from three metres on a projector; one column on a phone. */
export const STYLE_CSS = `:root { color-scheme: dark; --fg: #f4f1e8; --dim: #b9b4a6; --bg: #15171b; --panel: #20242a; --line: #3a3f47; --accent: #ffcf5a; --bad: #ff7b6b; }
* { box-sizing: border-box; }
html { font-size: clamp(17px, 1.45vw, 40px); }
body { margin: 0; background: var(--bg); color: var(--fg); font-family: system-ui, "DejaVu Sans", sans-serif; line-height: 1.3; }
main { padding: 0.8rem 1.2rem 1.5rem; }
header h1 { font-size: 1.9rem; margin: 0 0 0.6rem; color: var(--accent); overflow-wrap: anywhere; }
header .step { font-size: 1.35rem; margin: -0.3rem 0 0.6rem; overflow-wrap: anywhere; }
h2 { font-size: 1.3rem; margin: 0 0 0.4rem; color: var(--accent); }
h3 { font-size: 1.05rem; margin: 0 0 0.2rem; overflow-wrap: anywhere; }
p { margin: 0.25rem 0; overflow-wrap: anywhere; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 26rem), 1fr)); grid-auto-flow: dense; gap: 0.9rem; align-items: start; }
.block { background: var(--panel); border: 1px solid var(--line); border-radius: 0.4rem; padding: 0.6rem 0.8rem; min-width: 0; }
.block.span { grid-column: 1 / -1; }
.tbl { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.15rem 0.45rem; border-bottom: 1px solid var(--line); vertical-align: top; overflow-wrap: break-word; hyphens: auto; }
th { color: var(--dim); font-weight: 600; font-size: 0.85rem; }
td.n { text-align: right; font-variant-numeric: tabular-nums; font-weight: 700; }
th.n { text-align: right; }
/* The board's blocks fold (a summary with its details): closed on a phone by the page's script, but the pending strip. */
details.fold > summary { cursor: pointer; list-style: none; }
details.fold > summary::-webkit-details-marker { display: none; }
details.fold > summary > h2 { display: inline; }
details.fold > summary::before { content: "\\25be\\00a0"; color: var(--dim); }
details.fold:not([open]) > summary::before { content: "\\25b8\\00a0"; }
details.mapfold > summary { padding: 0.4rem 0.8rem; }
details.mapfold > .mapbox { margin: 0; border: 0; }
@media (max-width: 600px) { details.mapfold { margin-left: -0.5rem; margin-right: -0.5rem; padding-left: 0; padding-right: 0; border-left: 0; border-right: 0; border-radius: 0; } details.mapfold > .mapbox { margin-left: 0; margin-right: 0; } }
.playing { display: flex; flex-wrap: wrap; gap: 0.2rem 1.4rem; margin: -0.2rem 0 0.6rem; }
.playing p { margin: 0; font-size: 1.1rem; }
.playing .tables { color: var(--accent); } .playing .tables.all { color: var(--dim); }
.clock .what { color: var(--dim); } .clock .time { font-variant-numeric: tabular-nums; font-weight: 700; } .clock.up .time { color: var(--bad); }
.sheet h3 { font-size: 0.95rem; margin: 0.4rem 0 0.1rem; color: var(--dim); }
.sheet ul { margin: 0 0 0.3rem; padding-left: 1.1rem; } .sheet li { overflow-wrap: anywhere; }
.filter input.bad { border-color: var(--bad); outline: 2px solid var(--bad); }
.records { list-style: none; margin: 0; padding: 0; }
.records li { border-bottom: 1px solid var(--line); padding: 0.3rem 0; }
.records li:first-child h3 { color: var(--accent); }
.when, .dice { color: var(--dim); font-weight: 400; }
.problem { background: #4a1f1a; color: #fff; border-left: 0.3rem solid var(--bad); padding: 0.4rem 0.6rem; }
.offline { display: none; }
body.lost .offline { display: block; position: sticky; top: 0; margin: 0; background: var(--bad); color: #000; padding: 0.3rem 1rem; }
body.umpire { font-size: 0.8rem; }
body.umpire .grid { grid-template-columns: repeat(auto-fill, minmax(min(100%, 34rem), 1fr)); }
.pending, .log, .sheet { margin: 0.9rem 0; }
.filter { padding: 0.6rem 1.2rem 0; display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; font-size: 0.8rem; }
.filter input { font: inherit; background: var(--panel); color: var(--fg); border: 1px solid var(--line); }
/* The players' screen (issue 42): one screen, nobody scrolls a projector. The header one line; the last resolution large; under it what changes, the map as the main area; the resolutions before it small; the rosters folded. */
.players > header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 1.2rem; margin: 0 0 0.4rem; }
.players > header h1 { font-size: 1.45rem; margin: 0; }
.players > header .step { font-size: 1.1rem; margin: 0; color: var(--fg); }
.players .latest { background: var(--panel); border: 1px solid var(--line); border-left: 0.4rem solid var(--accent); border-radius: 0.4rem; padding: 0.45rem 0.9rem; margin: 0 0 0.6rem; }
.players .latest .records li { border-bottom: 0; padding: 0; }
.players .latest h3 { font-size: 1.5rem; margin: 0 0 0.15rem; color: var(--accent); }
.players .latest p { font-size: 1.35rem; margin: 0.1rem 0; }
.players .latest .dice { font-size: 1rem; }
.players .stage { display: grid; gap: 0.6rem; align-items: start; }
.players .now { columns: 22rem; column-gap: 0.6rem; min-width: 0; }
.players .now > .block { break-inside: avoid; margin: 0 0 0.6rem; }
.players .now > .block.span { column-span: all; }
.players .under { margin-top: 0.6rem; display: grid; gap: 0.6rem; }
/* Beside the map the column is narrow: a table of four columns or more reads as one card a row there, as on a phone. */
.players.mapped .now table.wide thead { display: none; }
.players.mapped .now table.wide, .players.mapped .now table.wide tbody, .players.mapped .now table.wide tr, .players.mapped .now table.wide td { display: block; width: 100%; }
.players.mapped .now table.wide tr { border-bottom: 1px solid var(--line); padding: 0.2rem 0; }
.players.mapped .now table.wide td { border: 0; padding: 0.05rem 0.2rem; text-align: left; }
.players.mapped .now table.wide td:empty { display: none; }
.players.mapped .now table.wide td::before { content: attr(data-label) " "; color: var(--dim); font-weight: 400; font-size: 0.85rem; }
.players.mapped .stage { grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { .players.mapped .stage { grid-template-columns: minmax(0, 1.7fr) minmax(16rem, 1fr); } .players.mapped .now { columns: auto; font-size: 0.9rem; } }
.players .block { padding: 0.4rem 0.7rem; }
.players h2 { font-size: 1.05rem; margin: 0 0 0.25rem; }
.players th, .players td { padding: 0.08rem 0.4rem; }
.players .earlier { font-size: 0.8rem; }
.players .earlier h2 { font-size: 0.9rem; }
.players .earlier .records li { padding: 0.15rem 0; }
.players .earlier h3 { font-size: 0.85rem; margin: 0; }
.players .earlier p { margin: 0; }
.players .records .undone { color: var(--dim); }
.players .records .undone h3, .players .latest .undone h3 { color: var(--dim); }
.players .taken-back { color: var(--bad); font-weight: 700; }
td.rl { white-space: nowrap; text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
.scale { display: inline-flex; gap: 0.08rem; vertical-align: middle; margin-right: 0.35rem; }
.scale i { display: inline-block; width: 0.42rem; height: 0.8rem; border-radius: 0.08rem; background: var(--line); }
.scale.rl-1 i.on, .scale.rl-2 i.on { background: #3fae5a; } .scale.rl-3 i.on, .scale.rl-4 i.on { background: #e6c53a; }
.scale.rl-5 i.on, .scale.rl-6 i.on { background: #ee7430; } .scale.rl-7 i.on, .scale.rl-8 i.on { background: #e4472c; }
.players details.more { margin: 0.6rem 0 0; }
.players details.more > summary { cursor: pointer; color: var(--dim); font-size: 0.85rem; padding: 0.3rem 0; overflow-wrap: anywhere; }
.players details.more > .grid { margin-top: 0.4rem; }
.players .mapbox { margin: 0; }
@media (max-width: 600px) { .players .mapbox { margin-left: -0.5rem; margin-right: -0.5rem; border-left: 0; border-right: 0; border-radius: 0; } }
.players svg.map { max-height: calc(100vh - 9rem); }
/* Kiosk (?kiosk=1, or the K key): the page fits the screen without scrolling; the page's script shrinks the type until it does (src/serve/page/live.ts). */
body.kiosk { overflow: hidden; height: 100vh; }
body.kiosk main { height: 100vh; overflow: hidden; padding-bottom: 0.4rem; }
body.kiosk .players details.more { display: none; }
body.kiosk .players svg.map { max-height: 30rem; }
body.kiosk.tight .players .earlier, body.kiosk.tight .players .under { display: none; }
/* The map (docs/map.md "Picture"): the players' screen's main area, under the last resolution. */
.latest { margin: 0 0 0.6rem; padding: 0.4rem 0.8rem; }
.latest h2 { font-size: 1.05rem; margin-bottom: 0.2rem; }
.latest .records li { border-bottom: 0; padding: 0; }
.mapbox { margin: 0 0 0.9rem; background: var(--panel); border: 1px solid var(--line); border-radius: 0.4rem; overflow: hidden; }
svg.map { display: block; width: 100%; height: auto; max-height: calc(100vh - 16rem); touch-action: none; user-select: none; -webkit-user-select: none; }
body.umpire svg.map { max-height: 85vh; }
svg.map * { vector-effect: non-scaling-stroke; }
svg.map .table { fill: #2a2e26; }
svg.map .area { fill: #2f4a2c; stroke: none; opacity: 0.8; }
svg.map .area-water { fill: #1f3a52; } svg.map .area-difficult, svg.map .area-slope { fill: #4a4330; } svg.map .area-open { fill: #33382e; }
svg.map .zone { fill: none; stroke: #6f7a87; stroke-width: 1.2px; stroke-dasharray: 6 4; }
svg.map .outline { fill: #4b4f57; stroke: #9aa0a8; stroke-width: 1.5px; }
svg.map .outline-wall { fill: none; stroke: #b9b4a6; stroke-width: 4px; stroke-linecap: round; }
svg.map .outline-obstacle { fill: #5d4b3a; }
svg.map .sector { fill: none; stroke: var(--accent); stroke-width: 2px; stroke-dasharray: 10 6; opacity: 0.7; }
svg.map .place { fill: #ffffff10; stroke: #cfd6df; stroke-width: 1px; stroke-dasharray: 4 3; }
svg.map .spot { fill: #cfd6df; } svg.map .place-hydrant { fill: #5ab0ff; } svg.map .place-entry, svg.map .place-escape { fill: #ffcf5a; }
svg.map text { fill: var(--fg); text-anchor: middle; font-family: system-ui, "DejaVu Sans", sans-serif; paint-order: stroke; stroke: #000c; stroke-width: 3px; pointer-events: none; }
svg.map .zone-name { fill: #aab3bf; font-style: italic; }
svg.map .outline-name, svg.map .place-name { fill: var(--dim); }
svg.map .piece .body { fill: #8a93a0; stroke: #000; stroke-width: 1px; }
svg.map .piece .figures circle { fill: #0008; }
svg.map .side-sf .body { fill: #3f7fe0; }
svg.map .kind-crowd .body { fill-opacity: 0.55; }
svg.map .tone-rl-1 .body { fill: #3fae5a; } svg.map .tone-rl-2 .body { fill: #7cbf45; } svg.map .tone-rl-3 .body { fill: #b9c93a; } svg.map .tone-rl-4 .body { fill: #e6c53a; }
svg.map .tone-rl-5 .body { fill: #f0a034; } svg.map .tone-rl-6 .body { fill: #ee7430; } svg.map .tone-rl-7 .body { fill: #e4472c; } svg.map .tone-rl-8 .body { fill: #c01f3a; }
svg.map .marker .body { fill: #222; stroke: #ddd; stroke-width: 1.5px; stroke-dasharray: 4 3; }
svg.map .piece .badge, svg.map .piece .number { font-weight: 700; }
svg.map .piece .as-of { fill: var(--dim); }
svg.map .piece.stale { opacity: 0.6; }
svg.map .ring { fill: none; stroke: var(--accent); stroke-width: 3px; }
svg.map .movable { cursor: grab; } svg.map .dragging { cursor: grabbing; opacity: 0.85; }
.said { position: fixed; bottom: 0; left: 0; right: 0; margin: 0; padding: 0.3rem 1rem; background: var(--panel); border-top: 1px solid var(--line); font-size: 0.85rem; }
.said:empty { display: none; } .said.bad { background: #4a1f1a; }
@media (max-width: 600px) {
  html { font-size: 17px; } main { padding: 0.5rem; } .grid { gap: 0.5rem; } th, td { padding: 0.12rem 0.3rem; }
  table.wide thead { display: none; }
  table.wide, table.wide tbody, table.wide tr, table.wide td { display: block; width: 100%; }
  table.wide tr { border-bottom: 1px solid var(--line); padding: 0.25rem 0; }
  table.wide td { border: 0; padding: 0.05rem 0.2rem; text-align: left; }
  table.wide td:empty { display: none; }
  table.wide td::before { content: attr(data-label) " "; color: var(--dim); font-weight: 400; font-size: 0.85rem; }
}
`;
