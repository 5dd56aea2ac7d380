// Human output of a resolution record: one place, from the same record that
// --json prints. Colour through one theme map; none when NO_COLOR is set or
// the output is not a terminal.
import { casualtyWord, hasMessage, keyOf, t, wordFor } from '../i18n/index.js';
import { signed, type Effect, type Lang, type Resolution } from '../rules/types.js';
import { renderPlayerResolution } from './player.js';
import { posWords } from '../map/words.js';
import { table, theme, thresholdRows, totalLabel } from './table.js';
import type { Game } from '../engine/system.js';
import { loadedSystems } from '../engine/registry.js';

export interface RenderOptions {
  lang: Lang;
  color: boolean;
  /** Log entry number, when the resolution was logged. */
  seq?: number | null;
  turn?: number | null;
  /** The players' view: only what the security-force players may know (render/player.ts). */
  player?: boolean;
  /** The game, for the players' view: names instead of ids (U74). */
  game?: Game | null;
}

export { cliTable, drawTable, fitTable, table, theme, type Theme } from './table.js';

/** The fields naming what a resolution is about, in the order its title names them. */
const WHO = ['crowd', 'unit', 'building', 'character', 'casualty', 'engine', 'ambulance'] as const;

/** Outcome codes by tone, for colour only: good for the SF, bad, or neutral. */
const GOOD = new Set(['rl-down', 'advance', 'continue', 'subdued', 'pushed-back', 'scratch', 'miss', 'extinguished', 'spotted']);
const BAD = new Set(['rl-up', 'refused', 'open-fire', 'run-away', 'killed', 'down', 'dead', 'dies', 'wounded', 'stretcher', 'spread', 'hit']);


/** The names of the game's maps as words (the kinds the guide names). */
const KIND_KEY: Record<string, string> = {
  crowds: 'guide.kind.crowds',
  units: 'guide.kind.units',
  buildings: 'guide.kind.buildings',
  characters: 'guide.kind.characters',
  casualties: 'guide.kind.casualties',
  engines: 'guide.kind.engines',
  ambulances: 'guide.kind.ambulances',
  hydrants: 'guide.kind.hydrants',
  snipers: 'guide.kind.snipers',
  gas: 'change.kind.gas',
  turn: 'change.kind.turn',
};

/** Where the catalogue names the codes some fields hold (a field, or a field inside a record: `reaction.code`). */
const CODE_WORDS: Readonly<Record<string, readonly string[]>> = {
  shotAt: ['rl.mod.'],
  owes: ['overreact.trigger.', 'weapons.trigger.', 'melee.trigger.', 'owe.trigger.'],
  firsts: ['overreact.trigger.', 'weapons.trigger.', 'melee.trigger.', 'owe.trigger.'],
  wet: ['guide.wet.'],
  appeared: ['change.appeared.'],
  'reaction.code': ['overreact.outcome.'],
  'acted.actions': ['act.action.'],
  // A figure's actions this turn (Guérilla Urbaine): the words of its first and second actions.
  // A second action with no noun of its own (a power, a prayer, healing, camouflage) by its name in the game's menu.
  actions: ['change.code.first.', 'change.code.second.', 'act.action.', 'gu.action.'],
  'looting.pickup': ['loot.vehicle.'],
  pickup: ['loot.vehicle.'],
  // The public-opinion cards turned (pack riot-opinion): each by its title.
  'drawn.card': ['opinion.card.'],
};

/**
 * Codes that a field holds, as words of the catalogue (the code itself when
 * it has none). `parent` is the record the field is in (`reaction` for its
 * `code`); a game or pack may give any field's codes words
 * (`change.code.<parent>.<field>.<code>`, `change.code.<field>.<code>`).
 */
function codeWord(field: string, code: string, lang: Lang, parent?: string): string {
  if (field === 'status' || field === 'triage') return casualtyWord(lang, 'status', code);
  if (field === 'injury' || field === 'cause' || field === 'side') return casualtyWord(lang, field, code);
  const path = parent === undefined ? field : `${parent}.${field}`;
  const prefixes = CODE_WORDS[path] ?? (parent === undefined ? [] : (CODE_WORDS[field] ?? []));
  const own = parent === undefined ? [`change.code.${field}.${code}`] : [`change.code.${parent}.${field}.${code}`, `change.code.${field}.${code}`];
  return wordFor(lang, [...prefixes.map((p) => `${p}${code}`), ...own], code);
}

/** "None" as the field's word agrees with it (French: `aucune` for a feminine field, `change.none.<field>`). */
function noneWord(lang: Lang, field: string, parent?: string): string {
  return wordFor(lang, [...(parent === undefined ? [] : [`change.none.${parent}.${field}`]), `change.none.${field}`], t(lang, 'common.none'));
}

/** A value as a few words: never JSON. `field` is the field holding it, `parent` the record that field is in. */
function valueWords(v: unknown, lang: Lang, field = '', parent?: string): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'string') return codeWord(field, v, lang, parent);
  if (typeof v === 'boolean') return t(lang, v ? 'change.yes' : 'change.no');
  if (Array.isArray(v)) return v.length === 0 ? noneWord(lang, field, parent) : v.map((x) => valueWords(x, lang, field, parent)).join(', ');
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length === 0) return noneWord(lang, field, parent);
    if (field === 'owes' || field === 'firsts' || field === 'shotAt') return entries.map(([k]) => codeWord(field, k, lang)).join(', ');
    // A field with nothing in it (none, no one, an empty list) says nothing: left out.
    const said = entries
      .filter(([, x]) => !(x === null || x === undefined || x === false || (Array.isArray(x) && x.length === 0) || (typeof x === 'object' && x !== null && Object.keys(x).length === 0)))
      .map(([k, x]) => (x === true ? fieldWord(k, lang, field) : `${fieldWord(k, lang, field)} ${valueWords(x, lang, k, field)}`));
    if (said.length === 0) return noneWord(lang, field, parent);
    // Fields apart by a semicolon where a value is itself a list (an order of play: "turn 1; order ravens, wolves").
    return said.join(said.some((x) => x.includes(', ')) ? (lang === 'fr' ? '\u00a0; ' : '; ') : ', ');
  }
  return String(v);
}

/**
 * A state field as a word of the output language (the field's own name when
 * the catalogue has none): `change.f.<map>.<field>` when a system names a
 * field of its own map apart (a GU figure's `down` flag is not Civil
 * Disorder's turn its rioters went down), else `change.f.<field>`.
 */
function fieldWord(field: string, lang: Lang, map?: string): string {
  return wordFor(lang, map === undefined ? [`change.f.${field}`] : [`change.f.${map}.${field}`, `change.f.${field}`], field);
}

/** A part of a field's path after the field: a code of it ("shotAt.automatic"), else a field word of its own (a looting's `carried`). */
function subWord(field: string, part: string, lang: Lang, map: string): string {
  const code = codeWord(field, part, lang);
  return code !== part ? code : fieldWord(part, lang, map);
}

/**
 * One change as a short sentence in the output language: "frontline — RL: 6 → 7",
 * "new casualty cas-1", "gas cloud gas-1 gone". Never JSON.
 */
export function effectText(e: Effect, lang: Lang, game?: Game | null): string {
  const [map, id, field, ...rest] = e.path.split('.');
  // A piece's position on the map (docs/map.md): where it was, where it is, as of which turn.
  if (map === 'map' && id === 'pieces' && field !== undefined && rest.length === 0) {
    const value = e.op === 'set' ? (e.value as { turn?: unknown } | undefined) : undefined;
    if (value === undefined) return t(lang, 'change.map.off', { id: field });
    return t(lang, 'change.map.piece', { id: field, from: posWords(lang, e.prev as never), to: posWords(lang, value as never), turn: String(value.turn ?? '?') });
  }
  // The system owning the key may word its own changes (GameSystem.changeText).
  const own = loadedSystems().find((s) => s.changeText && s.state.keys.includes(map))?.changeText?.(e, lang, game);
  if (own !== undefined) return own;
  // A game's or pack's own map of things is named by its catalogue (`change.kind.<map>`, else the guide's `guide.kind.<map>`).
  const kindKey = KIND_KEY[map] ?? [`change.kind.${map}`, `guide.kind.${map}`].find((k) => hasMessage(lang, k) || hasMessage('en', k));
  const kind = kindKey ? t(lang, kindKey) : map;
  // A whole record that is no map of things (a GU game's `round`) reads as its field's word.
  if (id === undefined) return t(lang, 'change.whole', { id: kindKey ? kind : fieldWord(map, lang), change: valueWords(e.op === 'add' ? e.value : e.op === 'set' ? e.value : undefined, lang) });
  if (field === undefined) {
    if (e.op === 'set' && e.prev === undefined) return t(lang, 'change.new', { kind, id });
    if (e.op !== 'set' || e.value === undefined) return t(lang, 'change.gone', { kind, id });
    // A field of a record that is no map of entities (a GU game's `round.active`) reads as its word.
    return t(lang, 'change.whole', { id: kindKey ? id : fieldWord(id, lang), change: `${valueWords(e.prev, lang, id)} → ${valueWords(e.value, lang, id)}` });
  }
  // A roll or test owed (crowds: the RL roll, U54; units: the over-reaction test): why, and since which turn.
  if (field === 'owes' && rest.length === 1 && (map === 'crowds' || map === 'units')) {
    const why = codeWord(field, rest[0], lang);
    if (e.op === 'set' && typeof e.value === 'number') return t(lang, `change.owes.${map}`, { id, why, turn: e.value });
    if (e.op === 'del' || (e.op === 'set' && e.value === undefined)) return t(lang, `change.owes-done.${map}`, { id, why });
  }
  // Every roll or test owed taken at once (the roll made): that it is no longer owed, and why it was.
  if (field === 'owes' && rest.length === 0 && (map === 'crowds' || map === 'units') && e.prev && typeof e.prev === 'object' && (e.op === 'del' || (e.op === 'set' && (e.value === undefined || (typeof e.value === 'object' && e.value !== null && Object.keys(e.value).length === 0))))) {
    const why = Object.keys(e.prev as Record<string, unknown>).map((k) => codeWord(field, k, lang)).join(', ');
    if (why) return t(lang, `change.owes-done.${map}`, { id, why });
  }
  // A player character's actions this turn (U66): what it did, and how many.
  if (field === 'acted' && rest.length === 0 && e.op === 'set' && e.value && typeof e.value === 'object' && Array.isArray((e.value as { actions?: unknown }).actions)) {
    const v = e.value as { turn: number; n: number; actions: string[] };
    return t(lang, 'change.acted', { id, turn: v.turn, n: v.n, actions: v.actions.map((x) => codeWord('actions', x, lang, 'acted')).join(', ') });
  }
  // A first-time trigger used (it counts once per unit): the trigger's word and that it is spent.
  if (field === 'firsts' && rest.length > 0 && e.op === 'set' && e.value === true) return t(lang, 'change.first-used', { id, what: codeWord(field, rest.join('.'), lang) });
  // A flag in a map (shot at by single-shot firearms) reads as its own word.
  const what = field === 'shotAt' && rest.length > 0 ? codeWord(field, rest.join('.'), lang) : [fieldWord(field, lang, map), ...rest.map((r) => subWord(field, r, lang, map))].join(' ');
  const line = (change: string) => t(lang, 'change.field', { id, what, change });
  if (e.op === 'add') return line(`${valueWords(e.prev ?? 0, lang)} ${signed(e.value)} → ${((e.prev as number | undefined) ?? 0) + e.value}`);
  if (e.op === 'set') return line(`${valueWords(e.prev, lang, field)} → ${valueWords(e.value, lang, field)}`);
  return line(`${valueWords(e.prev, lang, field)} → —`);
}

/** Whether a change reads as no change at all (`— → —`: a field set to nothing where there was nothing): not printed. */
export function showsNoChange(e: Effect, lang: Lang): boolean {
  if (e.op !== 'set') return false;
  const field = e.path.split('.').at(-1) ?? '';
  return valueWords(e.prev, lang, field) === valueWords(e.value, lang, field) && (e.prev === undefined || e.prev === null) === (e.value === undefined || e.value === null);
}

/** The text of one resolution, as the umpire reads it at the table. */
export function renderResolution(r: Resolution, o: RenderOptions): string {
  if (o.player) return renderPlayerResolution(r, o);
  const th = theme(o.color);
  const out: string[] = [];
  const procKey = keyOf(r.procedure, '.procedure');
  const procName = t(o.lang, procKey);
  let head = procName === procKey ? r.procedure : procName;
  for (const k of WHO) {
    const v = r[k];
    if (typeof v === 'string') head += ` · ${v}`;
  }
  // A resolution that begins a turn (Guérilla Urbaine's initiative) is headed by the turn it begins.
  const turnNo = typeof r.newTurn === 'number' ? r.newTurn : o.turn;
  const turn = turnNo ? ` · ${t(o.lang, 'common.turn')} ${turnNo}` : '';
  out.push(th.title(`${head}${turn}`));
  // The outcome first, in plain words, then how it came about.
  const tone = GOOD.has(r.outcome.code) ? th.good : BAD.has(r.outcome.code) ? th.bad : th.neutral;
  // The outcome's code is a stable word for scripts (--json, the log's data): English output shows it beside the
  // text; French output says French words only (issue 40: every French heading ended in an English code).
  out.push(o.lang === 'fr' ? tone(r.outcome.text) : `${tone(r.outcome.text)} ${th.dim(`[${r.outcome.code}]`)}`);

  if (r.rolls.length > 0 || r.modifiers.length > 0 || (r.thresholds?.length ?? 0) > 0) {
    const rows: (string | number)[][] = [];
    // Dice are numbered in the order --roll takes them.
    r.rolls.forEach((d, i) => {
      rows.push([`#${i + 1} ${d.label} (${d.die}, ${t(o.lang, d.source === 'entered' ? 'common.entered' : 'common.rolled')})`, d.value]);
    });
    if (r.thresholds && r.thresholds.length > 0) {
      // Scores to reach: each its base, its modifiers and what they come to, never a sum with the die.
      rows.push(...thresholdRows(r.thresholds, th.title));
    } else {
      for (const m of r.modifiers) {
        rows.push([m.label, m.value >= 0 ? th.plus(signed(m.value)) : th.minus(signed(m.value))]);
      }
      const total = totalLabel(r.total, r.rolls, r.modifiers, t(o.lang, 'common.total'));
      if (total !== null) rows.push([th.title(total), th.title(String(r.total))]);
    }
    // Headed by what its rows are: the dice and their modifiers, or (nothing rolled: Intervention) the modifiers alone.
    out.push(table([t(o.lang, r.rolls.length > 0 ? 'common.roll' : 'common.modifier'), t(o.lang, 'common.value')], rows, th));
  }

  for (const n of r.notes) out.push(n);
  // The id counters are bookkeeping, not news.
  for (const e of r.effects) if (!e.path.startsWith('counters.') && !showsNoChange(e, o.lang)) out.push(th.dim(effectText(e, o.lang, o.game)));
  out.push(th.dim(o.seq ? t(o.lang, 'common.logged', { seq: o.seq }) : t(o.lang, 'common.stateless')));
  return `${out.join('\n')}\n`;
}
