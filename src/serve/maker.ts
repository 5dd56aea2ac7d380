// The map maker (`umpire serve --map-maker`, docs/map.md "The map maker"): a
// page over the map's background on which the umpire clicks outlines
// (buildings, walls, obstacles, each with its height), zones and places; the
// server checks what was traced with the map's own schema (src/map/schema.ts
// MAP_SCHEMA and checkMap, the defaults of src/map/scenario.ts filled in as
// the scenario's reader fills them) and writes the scenario's `map:` section
// as YAML, to copy or download. It reads and writes no game: the page is the
// served game's map (its unit, size and background, and what it already
// has), and its one POST only answers.
import * as v from 'valibot';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import type { Game } from '../engine/system.js';
import { MAP_DEFAULTS, MAP_UNITS } from '../map/scenario.js';
import { checkMap, MAP_SCHEMA } from '../map/schema.js';
import { xml } from '../map/svg.js';
import type { MapState, MapUnit, Pt } from '../map/types.js';

/** The most points, and things, one traced map may have (a bound on the page's answer, not a rule). */
export const MAKER_MAX = 2000;

type Traced = Record<string, unknown>;

const own = (o: Traced, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const obj = (x: unknown): Traced | null => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Traced) : null);
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x.slice(0, MAKER_MAX) : []);
const text = (x: unknown): string | undefined => (typeof x === 'string' && x.trim() !== '' ? x.slice(0, 200) : undefined);
const numOf = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? Math.round(x * 100) / 100 : undefined);
const point = (x: unknown): Pt | null => (Array.isArray(x) && x.length === 2 && numOf(x[0]) !== undefined && numOf(x[1]) !== undefined ? [numOf(x[0])!, numOf(x[1])!] : null);
const points = (x: unknown): Pt[] => list(x).map(point).filter((p): p is Pt => p !== null);

/** The `map:` section traced, only its known fields (nothing else of the page's JSON is kept). */
export function tracedSection(body: unknown): Record<string, unknown> {
  const b = obj(body) ?? {};
  const unit = (MAP_UNITS as readonly string[]).includes(String(own(b, 'unit'))) ? (own(b, 'unit') as MapUnit) : 'in';
  const size = point(own(b, 'size'));
  const section: Record<string, unknown> = { unit };
  if (size) section.size = size;
  const bg = obj(own(b, 'background'));
  if (bg && text(own(bg, 'file')) !== undefined) {
    const kept: Record<string, unknown> = { file: text(own(bg, 'file')) };
    const c = list(own(bg, 'corners')).map(point);
    if (c.length === 4 && c.every((p) => p !== null)) kept.corners = c;
    const two = list(own(bg, 'calibrate')).map((x) => ({ pixel: point(own(obj(x) ?? {}, 'pixel')), at: point(own(obj(x) ?? {}, 'at')) }));
    if (two.length === 2 && two.every((q) => q.pixel && q.at)) kept.calibrate = two;
    section.background = kept;
  }
  section.outlines = list(own(b, 'outlines')).map((x) => {
    const o = obj(x) ?? {};
    const out: Record<string, unknown> = { id: text(own(o, 'id')), kind: text(own(o, 'kind')) };
    if (text(own(o, 'name')) !== undefined) out.name = text(own(o, 'name'));
    if (numOf(own(o, 'height')) !== undefined) out.height = numOf(own(o, 'height'));
    out.points = points(own(o, 'points'));
    return out;
  });
  section.zones = list(own(b, 'zones')).map((x) => {
    const o = obj(x) ?? {};
    return { id: text(own(o, 'id')), name: text(own(o, 'name')) ?? text(own(o, 'id')), points: points(own(o, 'points')) };
  });
  section.places = list(own(b, 'places')).map((x) => {
    const o = obj(x) ?? {};
    const out: Record<string, unknown> = { id: text(own(o, 'id')), kind: text(own(o, 'kind')) };
    if (text(own(o, 'name')) !== undefined) out.name = text(own(o, 'name'));
    out.at = point(own(o, 'at'));
    return out;
  });
  return section;
}

/** The section as the state would hold it: the scenario reader's defaults filled in (U255, U252, U250), no piece placed. */
function asState(section: Record<string, unknown>): unknown {
  const unit = section.unit as MapUnit;
  const zones = (section.zones as Traced[]).map((z) => ({ ...z, adjacent: [], sees: [z.id] }));
  const bg = section.background as Traced | undefined;
  return {
    ...section,
    eye: MAP_DEFAULTS[unit].eye,
    tolerance: MAP_DEFAULTS[unit].tolerance,
    fresh: 2,
    areas: [],
    zones,
    ...(bg ? { background: { ...bg, type: /\.svg$/i.test(String(bg.file)) ? 'svg' : 'image' } } : {}),
    pieces: {},
  };
}

/** A string as YAML writes it: JSON's double quotes (a YAML double-quoted scalar), controls escaped. */
const q = (s: unknown) => JSON.stringify(String(s));
const ptsYaml = (p: readonly Pt[]) => `[${p.map((x) => `[${x[0]},${x[1]}]`).join(',')}]`;

/** The section as YAML, in the scenarios' own style (one flow mapping a line). */
export function sectionYaml(section: Record<string, unknown>): string {
  const out = ['map:', `  unit: ${section.unit}`];
  if (section.size) out.push(`  size: [${(section.size as Pt).join(', ')}]`);
  const bg = section.background as Traced | undefined;
  if (bg) {
    const extra = [bg.corners ? `, corners: ${ptsYaml(bg.corners as Pt[])}` : '', bg.calibrate ? `, calibrate: [${(bg.calibrate as { pixel: Pt; at: Pt }[]).map((c) => `{ pixel: [${c.pixel.join(',')}], at: [${c.at.join(',')}] }`).join(', ')}]` : ''].join('');
    out.push(`  background: { file: ${q(bg.file)}${extra} }`);
  }
  const lists: [string, Traced[]][] = [
    ['outlines', section.outlines as Traced[]],
    ['zones', section.zones as Traced[]],
    ['places', section.places as Traced[]],
  ];
  for (const [name, items] of lists) {
    if (items.length === 0) continue;
    out.push(`  ${name}:`);
    for (const x of items) {
      const f = [`id: ${x.id}`];
      if (x.kind !== undefined) f.push(`kind: ${x.kind}`);
      if (x.name !== undefined) f.push(`name: ${q(x.name)}`);
      if (x.height !== undefined) f.push(`height: ${x.height}`);
      if (x.points !== undefined) f.push(`points: ${ptsYaml(x.points as Pt[])}`);
      if (x.at !== undefined && x.at !== null) f.push(`at: [${(x.at as Pt).join(', ')}]`);
      out.push(`    - { ${f.join(', ')} }`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** What the check answers: the YAML when the schema takes it, else the first problem (its field), in the page's language. */
export function makerCheck(body: unknown, lang: Lang): { ok: boolean; yaml: string; said: string } {
  const section = tracedSection(body);
  const yaml = sectionYaml(section);
  const parsed = v.safeParse(MAP_SCHEMA, asState(section));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = ['map', ...(issue.path ?? []).map((p) => String(p.key))].join('.');
    return { ok: false, yaml, said: t(lang, 'serve.maker-bad', { field, problem: issue.message }) };
  }
  const problem = checkMap(parsed.output as MapState);
  if (problem) return { ok: false, yaml, said: t(lang, 'serve.maker-bad', { field: problem.field.replace(/^game\./, ''), problem: String(problem.params.found ?? problem.params.problemKey ?? '') }) };
  for (const o of section.outlines as Traced[])
    if ((o.points as Pt[]).length < (o.kind === 'wall' ? 2 : 3)) return { ok: false, yaml, said: t(lang, 'serve.maker-bad', { field: `map.outlines.${String(o.id)}.points`, problem: t(lang, 'serve.maker-few') }) };
  for (const z of section.zones as Traced[])
    if ((z.points as Pt[]).length < 3) return { ok: false, yaml, said: t(lang, 'serve.maker-bad', { field: `map.zones.${String(z.id)}.points`, problem: t(lang, 'serve.maker-few') }) };
  return { ok: true, yaml, said: t(lang, 'serve.maker-ok') };
}

/** The maker's page body: the tools, the map (the served game's, or an empty table), the YAML. */
export function makerBody(game: Game | null, svg: string, lang: Lang): string {
  const map = game?.map;
  const unit = map?.unit && map.unit !== 'zones' ? map.unit : 'in';
  const size = map?.size ?? [96, 48];
  const start = map
    ? JSON.stringify({
        unit,
        size,
        ...(map.background ? { background: { file: map.background.file, ...(map.background.corners ? { corners: map.background.corners } : {}), ...(map.background.calibrate ? { calibrate: map.background.calibrate } : {}) } } : {}),
        outlines: map.outlines.map((o) => ({ id: o.id, kind: o.kind, ...(o.name !== undefined ? { name: o.name } : {}), ...(o.height !== undefined ? { height: o.height } : {}), points: o.points })),
        zones: map.zones.filter((z) => z.points).map((z) => ({ id: z.id, name: z.name, points: z.points })),
        places: map.places.filter((p) => p.at).map((p) => ({ id: p.id, kind: p.kind, ...(p.name !== undefined ? { name: p.name } : {}), at: p.at })),
      })
    : JSON.stringify({ unit, size, outlines: [], zones: [], places: [] });
  const w = (k: Parameters<typeof t>[1]) => xml(t(lang, k));
  const kinds = ['building', 'wall', 'obstacle', 'zone', 'place'] as const;
  return `<div class="view maker" data-start="${xml(start)}"><header><h1>${w('serve.maker-title')}</h1></header>
<form class="maker-tools">
<fieldset><legend>${w('serve.maker-draw')}</legend>${kinds.map((k, i) => `<label><input type="radio" name="tool" value="${k}"${i === 0 ? ' checked' : ''}> ${w(`serve.maker-${k}` as Parameters<typeof t>[1])}</label>`).join(' ')}</fieldset>
<label>${w('serve.maker-id')} <input name="id" size="14" maxlength="64" pattern="[A-Za-z][A-Za-z0-9_-]*"></label>
<label>${w('serve.maker-name')} <input name="name" size="18" maxlength="200"></label>
<label>${w('serve.maker-height')} <input name="height" size="5" inputmode="decimal" value="3"></label>
<label>${w('serve.maker-place-kind')} <select name="placeKind">${['place', 'entry', 'escape', 'hydrant', 'deploy'].map((k) => `<option>${k}</option>`).join('')}</select></label>
<button type="button" data-act="finish">${w('serve.maker-finish')}</button>
<button type="button" data-act="undo">${w('serve.maker-undo')}</button>
<button type="button" data-act="yaml">${w('serve.maker-yaml')}</button>
<a class="download" download="map.yaml" hidden>${w('serve.maker-download')}</a>
</form>
<p class="maker-help">${w('serve.maker-help')}</p>
<section class="mapbox">${svg}</section>
<p class="maker-said" role="status"></p>
<textarea class="maker-yaml" rows="16" readonly spellcheck="false"></textarea></div>`;
}
