// The swat-assault pack's section of the after-action summary and the report
// (GameSystem.summary, issue 17 §1): each assault of the game, as its log
// entries tell it: the start (the building, the riot turn, who went in, U190,
// against how many armed men), each six-second turn (shots, melees, the points
// they took off the RT counters, who went out of action, who still stood,
// R18, R19, U193), the end (the building's fate, its damage and fires, the
// crowds that heard the gunfire, the units under it, U194-U196), and every
// fighter's RT counter and condition at the end with the casualty it became
// (U195) and that casualty's status at the end of the game. The pack has no
// hostages: a building is held by armed men only. Read from the log's
// resolutions in force: an undone turn counts for nothing.
import { casualtyWord, t } from '../../i18n/index.js';
import { table } from '../../render/human.js';
import type { Game, SummaryCollector, SummaryEntry, SummaryReader } from '../../engine/system.js';
import type { Lang } from '../../rules/types.js';
import { esc, tableHtml } from '../html.js';
import { condition, type Condition } from '../../rules/intervention/counter.js';
import { SECONDS_PER_IV_TURN } from '../../rules/swat-assault/tables.js';
import type { ArmedMan, Assault, AssaultFate } from '../../rules/swat-assault/assault.js';

/** One six-second turn of an assault (assault-turn). */
export interface AssaultRoundRow {
  seq: number;
  round: number;
  /** `exchange`, `quiet`, `cleared`, `repulsed`. */
  code: string;
  shots: number;
  melees: number;
  /** Points its shots and melees took off the RT counters, both sides together. */
  points: number;
  /** Fighters put out of action this turn, and those newly wounded. */
  out: string[];
  wounded: string[];
  /** Fighters under heavy fire (l.407, U175). */
  shaken: string[];
  standing: { sf: number; armed: number };
}

/** A fighter of the assault at its end (at the end of the game while it is under way). */
export interface AssaultFighterRow {
  id: string;
  side: 'sf' | 'armed';
  /** An SF fighter's unit; an armed man's name. */
  unit: string | null;
  name: string | null;
  rt: number;
  counter: number;
  condition: Condition;
  /** The casualty it became at the end of the assault (U195), and that casualty's status at the end of the game. */
  casualty: string | null;
  status: string | null;
}

/** One assault. */
export interface AssaultRow {
  assault: string;
  building: string;
  /** The riot turn it was played in (U191). */
  turn: number;
  /** Its log entries: the start, the end (null: not ended). */
  start: number | null;
  end: number | null;
  units: string[];
  sf: number;
  /** Armed men standing when it began. */
  armed: number;
  rounds: AssaultRoundRow[];
  fate: AssaultFate;
  seconds: number;
  casualties: string[];
  /** Crowds that heard the gunfire (U194), units under it (R17). */
  crowds: string[];
  underFire: string[];
  /** Property points the building lost and fires started at the end (U196). */
  damage: number;
  fires: number;
  fighters: AssaultFighterRow[];
}

/** The pack's data in `summary --json`. */
export interface SwatSummaryData {
  assaults: AssaultRow[];
}

type Slice = { assaults?: Record<string, Assault>; armedMen?: Record<string, ArmedMan>; buildings?: Record<string, { name?: string }>; casualties?: Record<string, { status: string }> };
const sliceOf = (g: Game) => g as unknown as Slice;
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

interface Seen {
  start: number | null;
  units: string[];
  armed: number;
  rounds: AssaultRoundRow[];
  end: number | null;
  damage: number;
  fires: number;
  crowds: string[];
  /** The fighters as the end left them (the armed men's counters may change in a later assault on the building). */
  fighters: AssaultFighterRow[] | null;
}

/** The fighters of an assault as the state holds them (their casualty's status filled in at the end). */
function fightersOf(a: Assault, men: Readonly<Record<string, ArmedMan>>): AssaultFighterRow[] {
  // U195: the end makes a casualty of each SF fighter not fit, in the assault's order, then of each armed man reached.
  const sfDown = Object.values(a.sf).filter((f) => condition(f) !== 'fit');
  return [
    ...Object.values(a.sf).map((f): AssaultFighterRow => {
      const i = sfDown.indexOf(f);
      const casualty = a.fate !== 'under-way' && i >= 0 ? (a.casualties[i] ?? null) : null;
      return { id: f.id, side: 'sf', unit: f.unit, name: null, rt: f.rt, counter: f.counter, condition: condition(f), casualty, status: null };
    }),
    ...a.armed.flatMap((id): AssaultFighterRow[] => {
      const m = men[id];
      if (!m || typeof m.counter !== 'number') return [];
      return [{ id, side: 'armed', unit: null, name: m.name, rt: m.rt, counter: m.counter, condition: condition(m), casualty: m.casualty, status: null }];
    }),
  ];
}

/** The swat-assault pack's summary reader. */
export const readSwat: SummaryReader = (): SummaryCollector => {
  const seen = new Map<string, Seen>();
  const of = (id: string) => {
    if (!seen.has(id)) seen.set(id, { start: null, units: [], armed: 0, rounds: [], end: null, damage: 0, fires: 0, crowds: [], fighters: null });
    return seen.get(id)!;
  };
  return {
    after(e: SummaryEntry, game, counted) {
      if (!counted) return;
      const r = e.record!;
      if (typeof r.assault !== 'string') return;
      const a = of(r.assault);
      if (r.procedure === 'assault-start') {
        a.start = e.seq;
        a.units = strs(r.units);
        a.armed = strs(r.armed).length;
      } else if (r.procedure === 'assault-turn') {
        const shots = Array.isArray(r.shots) ? (r.shots as { damage: number }[]).filter((x) => typeof x?.damage === 'number') : [];
        const melees = Array.isArray(r.melees) ? (r.melees as { loss: [number, number] }[]).filter((m) => Array.isArray(m?.loss)) : [];
        const hit = Array.isArray(r.fighters) ? (r.fighters as { id: string; was: Condition; now: Condition }[]).filter((h) => h !== null && typeof h === 'object') : [];
        const standing = (r.standing ?? { sf: 0, armed: 0 }) as { sf: number; armed: number };
        a.rounds.push({
          seq: e.seq,
          round: typeof r.round === 'number' ? r.round : a.rounds.length + 1,
          code: String(r.outcome?.code ?? ''),
          shots: shots.length,
          melees: melees.length,
          points: shots.reduce((n, s) => n + s.damage, 0) + melees.reduce((n, m) => n + m.loss[0] + m.loss[1], 0),
          out: hit.filter((h) => h.now === 'out' && h.was !== 'out').map((h) => h.id),
          wounded: hit.filter((h) => h.now === 'wounded' && h.was === 'fit').map((h) => h.id),
          shaken: strs(r.shaken),
          standing: { sf: standing.sf, armed: standing.armed },
        });
      } else if (r.procedure === 'assault-end') {
        a.end = e.seq;
        a.crowds = strs(r.crowds);
        const st = sliceOf(game).assaults?.[r.assault];
        if (st?.sf && Array.isArray(st.armed) && Array.isArray(st.casualties)) a.fighters = fightersOf(st, sliceOf(game).armedMen ?? {});
        for (const x of Array.isArray(r.effects) ? r.effects : []) {
          if (x === null || typeof x !== 'object') continue;
          if (x.op !== 'add' || typeof x.value !== 'number') continue;
          if (x.path === `buildings.${r.building as string}.value`) a.damage += -x.value;
          if (x.path === `buildings.${r.building as string}.fires`) a.fires += x.value;
        }
      }
    },
    finish(game) {
      const s = sliceOf(game);
      const men = s.armedMen ?? {};
      const cas = s.casualties ?? {};
      // A hand-edited log may leave an assault with only some of its fields: the others as at a start with no one.
      const assaults: AssaultRow[] = Object.entries(s.assaults ?? {}).map(([id, raw]) => {
        const a: Assault = { building: '', turn: 0, rounds: 0, maxRounds: 0, fate: 'under-way', crowds: [], sf: {}, armed: [], fired: { sf: false, armed: false }, underFire: [], ended: null, casualties: [], ...(raw as Partial<Assault>), id };
        const x = of(a.id);
        const fighters = (x.fighters ?? fightersOf(a, men)).map((f) => ({ ...f, status: f.casualty ? (cas[f.casualty]?.status ?? null) : null }));
        return {
          assault: a.id,
          building: a.building,
          turn: a.turn,
          start: x.start,
          end: x.end,
          units: x.units.length > 0 ? x.units : [...new Set(Object.values(a.sf).map((f) => f.unit))],
          sf: Object.keys(a.sf).length,
          armed: x.start === null ? a.armed.length : x.armed,
          rounds: x.rounds,
          fate: a.fate,
          seconds: a.rounds * SECONDS_PER_IV_TURN,
          casualties: [...a.casualties],
          crowds: x.crowds,
          underFire: [...a.underFire],
          damage: x.damage,
          fires: x.fires,
          fighters,
        };
      });
      const data: SwatSummaryData = { assaults };
      const dash = '—';
      const list = (xs: readonly string[]) => (xs.length === 0 ? dash : xs.join(', '));
      const buildingName = (id: string) => s.buildings?.[id]?.name ?? id;
      const title = (lang: Lang) => t(lang, 'swat.summary.title', { n: assaults.length });
      const head = (lang: Lang, a: AssaultRow) =>
        t(lang, `swat.summary.head.${a.fate}`, { assault: a.assault, building: `${buildingName(a.building)} (${a.building})`, turn: a.turn, rounds: a.rounds.length, seconds: a.seconds });
      const went = (lang: Lang, a: AssaultRow) => t(lang, 'swat.summary.went', { units: a.units.join(', '), sf: a.sf, armed: a.armed, seq: a.start ?? dash });
      const roundCells = (lang: Lang, a: AssaultRow) => ({
        head: ['#', ...['round', 'shots', 'melees', 'points', 'out', 'standing'].map((k) => t(lang, `swat.summary.col.${k}`))],
        rows: a.rounds.map((r) => [r.seq, r.round, r.shots, r.melees, r.points, list(r.out), t(lang, 'swat.summary.standing', { sf: r.standing.sf, armed: r.standing.armed })]),
      });
      const endLines = (lang: Lang, a: AssaultRow): string[] => {
        if (a.fate === 'under-way') return [t(lang, 'swat.summary.open')];
        return [
          t(lang, 'swat.summary.ended', { seq: a.end ?? dash, fate: t(lang, `swat.fate.${a.fate}`), n: a.casualties.length }),
          t(lang, 'swat.summary.gunfire', { crowds: list(a.crowds), units: list(a.underFire) }),
          t(lang, 'swat.summary.building', { damage: a.damage, fires: a.fires }),
        ];
      };
      const fighterCells = (lang: Lang, a: AssaultRow) => ({
        head: ['fighter', 'side', 'rt', 'condition', 'casualty'].map((k) => t(lang, `swat.summary.col.${k}`)),
        rows: a.fighters.map((f) => [
          f.id,
          f.side === 'sf' ? t(lang, 'swat.summary.side.sf', { unit: f.unit ?? '' }) : t(lang, 'swat.summary.side.armed'),
          `${f.counter}/${f.rt}`,
          t(lang, `swat.condition.${f.condition}`),
          f.casualty ? t(lang, 'swat.summary.casualty', { id: f.casualty, status: f.status ? casualtyWord(lang, 'status', f.status) : dash }) : dash,
        ]),
      });
      return {
        sections: ['assaults'],
        data: data as unknown as Record<string, unknown>,
        text(lang, th) {
          const out = ['', th.title(title(lang))];
          if (assaults.length === 0) out.push(th.dim(t(lang, 'swat.summary.none')));
          for (const a of assaults) {
            const rc = roundCells(lang, a);
            const fc = fighterCells(lang, a);
            out.push(th.title(head(lang, a)), went(lang, a));
            if (a.rounds.length > 0) out.push(table(rc.head, rc.rows, th));
            out.push(...endLines(lang, a), th.dim(t(lang, 'swat.summary.fighters')), table(fc.head, fc.rows, th));
          }
          return out;
        },
        html(lang) {
          const out = [`<section id="assaults"><h2>${esc(title(lang))}</h2>`];
          if (assaults.length === 0) out.push(`<p>${esc(t(lang, 'swat.summary.none'))}</p>`);
          for (const a of assaults) {
            const rc = roundCells(lang, a);
            const fc = fighterCells(lang, a);
            out.push(
              `<div class="assault" data-assault="${esc(a.assault)}" data-building="${esc(a.building)}" data-fate="${esc(a.fate)}" data-start="${a.start ?? ''}" data-end="${a.end ?? ''}" data-casualties="${esc(a.casualties.join(','))}">`,
              `<h3>${esc(head(lang, a))}</h3><p>${esc(went(lang, a))}</p>`,
              a.rounds.length > 0 ? tableHtml(`${a.assault}-rounds`, rc.head, rc.rows, (i) => ` data-seq="${a.rounds[i].seq}" data-round="${a.rounds[i].round}" data-code="${esc(a.rounds[i].code)}" data-points="${a.rounds[i].points}"`) : '',
              `<p>${endLines(lang, a).map(esc).join('<br>')}</p><p class="small">${esc(t(lang, 'swat.summary.fighters'))}</p>`,
              tableHtml(`${a.assault}-fighters`, fc.head, fc.rows, (i) => ` data-fighter="${esc(a.fighters[i].id)}" data-side="${a.fighters[i].side}" data-counter="${a.fighters[i].counter}" data-condition="${a.fighters[i].condition}" data-casualty="${esc(a.fighters[i].casualty ?? '')}"`),
              '</div>',
            );
          }
          out.push('</section>');
          return out;
        },
      };
    },
  };
};
