// Reading the turn log for review: one row per entry, generic over the
// resolution record (procedure, rolls, modifiers, total, outcome, effects and
// whatever subject fields the procedure adds), undone entries marked, and the
// filters of `umpire log`. Pure: the caller reads the log (store.readLog).
import type { Effect, Roll } from '../rules/types.js';
import { type LogEntry } from '../state/log.js';
import { loadedSystems } from '../engine/registry.js';

/** Record fields that name what a resolution was about, and the state map each id lives in. */
export const SUBJECT_KINDS = {
  crowd: 'crowds',
  unit: 'units',
  building: 'buildings',
  character: 'characters',
  casualty: 'casualties',
  engine: 'engines',
  ambulance: 'ambulances',
} as const;
export type SubjectKind = keyof typeof SUBJECT_KINDS;

/** One log entry as a reviewer reads it. */
export interface LogRow {
  seq: number;
  cmd: number;
  turn: number;
  at: string;
  kind: LogEntry['kind'];
  /** The record's procedure; `init` and `undo` for those entries. */
  procedure: string;
  /** Subject fields of the record (crowd, unit, building..., and the kinds of the game's systems: agent, team, figure), ids as given. */
  subjects: Partial<Record<string, string[]>>;
  rolls: Roll[];
  modifiers: { key: string; label: string; value: number }[];
  total: number | null;
  outcome: { code: string; text: string };
  effects: Effect[];
  notes: string[];
  /** Seq of the undo entry that took this one back, if any. */
  undoneBy: number | null;
  /** Undo entries: the seqs they took back. */
  undoes: number[];
  /** The umpire who ran the command (issue 35), when named. */
  by?: string;
  /** Made with --cross: on another umpire's sector (issue 35, U236); absent otherwise. */
  cross?: true;
}

/** Ids a record field holds: a string, or a list of strings. */
function ids(v: unknown): string[] {
  if (typeof v === 'string' && v !== '') return [v];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x !== '');
  return [];
}

/**
 * The kinds of subject a record may name: the engine's own (crowd, unit...),
 * then each loaded system's id kinds (GameSystem.idKinds: `agents` → agent,
 * `riot.teams` → team), by the singular of their key's last part; a kind
 * marked `logSubject: false` (RIOT's unit types: a record's `type` is not who
 * acted) is left out.
 */
let kindsCache: { systems: number; kinds: string[]; fields: Map<string, string[]> } | null = null;
function subjectKinds(): { kinds: string[]; fields: Map<string, string[]> } {
  const systems = loadedSystems();
  if (kindsCache?.systems === systems.length) return kindsCache;
  const kinds: string[] = Object.keys(SUBJECT_KINDS);
  // The record fields that name each kind besides its own name (GameSystem.idKinds' logFields).
  const fields = new Map<string, string[]>();
  for (const k of systems.flatMap((x) => x.idKinds ?? [])) {
    if (k.logSubject === false) continue;
    const last = k.key.split('.').at(-1)!;
    const one = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.endsWith('s') ? last.slice(0, -1) : last;
    if (!kinds.includes(one)) kinds.push(one);
    if (k.logFields) fields.set(one, [...(fields.get(one) ?? []), ...k.logFields.map((f) => f.toLowerCase())]);
  }
  kindsCache = { systems: systems.length, kinds, fields };
  return kindsCache;
}

/** The subject ids of a record: fields named after the kind (`crowd`, `crowds`, `crowdId`...), or that its system names (`shooter`). */
export function subjectsOf(record: Record<string, unknown> | undefined): Partial<Record<string, string[]>> {
  const out: Partial<Record<string, string[]>> = {};
  if (!record) return out;
  const { kinds, fields } = subjectKinds();
  for (const kind of kinds) {
    const found: string[] = [];
    const names = [kind, ...(fields.get(kind) ?? [])];
    for (const [k, v] of Object.entries(record)) {
      const lk = k.toLowerCase();
      if (names.some((n) => lk === n || lk === `${n}s` || lk === `${n}id` || lk === `${n}ids`)) {
        for (const id of ids(v)) if (!found.includes(id)) found.push(id);
      }
    }
    if (found.length > 0) out[kind] = found;
  }
  return out;
}

/** Which entries were undone, and by which undo entry. */
export function undoneMap(entries: readonly LogEntry[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const e of entries) if (e.kind === 'undo') for (const s of e.undoes ?? []) m.set(s, e.seq);
  return m;
}

/** The rows of a whole log, in order. */
export function logRows(entries: readonly LogEntry[]): LogRow[] {
  const undone = undoneMap(entries);
  const bySeq = new Map(entries.map((e) => [e.seq, e]));
  return entries.map((e) => {
    const r = e.record;
    const base = { seq: e.seq, cmd: e.cmd, turn: e.turn, at: e.at, kind: e.kind, undoneBy: undone.get(e.seq) ?? null, undoes: e.undoes ?? [], ...(typeof e.by === 'string' ? { by: e.by } : {}), ...(e.cross === true ? { cross: true as const } : {}) };
    if (e.kind === 'resolution' && r) {
      return {
        ...base,
        procedure: r.procedure,
        subjects: subjectsOf(r),
        rolls: r.rolls ?? [],
        modifiers: r.modifiers ?? [],
        total: r.total ?? null,
        outcome: { code: r.outcome?.code ?? '', text: r.outcome?.text ?? '' },
        effects: r.effects ?? [],
        notes: r.notes ?? [],
      };
    }
    // An undo is about what it undid: its subjects, and its procedures and outcomes in the text.
    const targets = (e.undoes ?? []).map((s) => bySeq.get(s)?.record).filter((r) => r !== undefined);
    const subjects: Partial<Record<string, string[]>> = {};
    for (const r of targets) {
      for (const [k, v] of Object.entries(subjectsOf(r)) as [string, string[]][]) subjects[k] = [...new Set([...(subjects[k] ?? []), ...v])];
    }
    const text =
      e.kind === 'init'
        ? (e.scenario?.title ?? '')
        : (e.undoes ?? []).map((s) => {
            const r = bySeq.get(s)?.record;
            return r ? `#${s} ${r.procedure}` : `#${s}`;
          }).join(', ');
    return {
      ...base,
      procedure: e.kind,
      subjects,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: e.kind, text },
      effects: e.kind === 'undo' ? (e.effects ?? []) : [],
      notes: [],
    };
  });
}

/** The filters of `umpire log`; every one given must match. */
export interface LogFilter {
  turn?: number;
  from?: number;
  to?: number;
  procedure?: string[];
  outcome?: string[];
  crowd?: string;
  unit?: string;
  building?: string;
  /** Entries by this umpire only (`log --by`). */
  by?: string;
  /** Entries made with --cross only (`log --crossed`): out of their umpire's sector. */
  crossed?: boolean;
}

/** True when an effect's path names `map.<id>`, or it creates an entity that came from / is at `id`. */
function effectNames(e: Effect, map: string, id: string): boolean {
  if (e.path === `${map}.${id}` || e.path.startsWith(`${map}.${id}.`)) return true;
  // A new casualty (or the like) names where it came from: {from: 'students'}.
  if (e.op === 'set' && e.value && typeof e.value === 'object' && !Array.isArray(e.value)) {
    const v = e.value as Record<string, unknown>;
    if (v.from === id || v.where === id) return true;
  }
  return false;
}

/** True when the row is about `id` of this kind: a subject field, or an effect path naming it. */
export function rowNames(row: LogRow, kind: SubjectKind, id: string): boolean {
  if (row.subjects[kind]?.includes(id)) return true;
  return row.effects.some((e) => effectNames(e, SUBJECT_KINDS[kind], id));
}

/** Whether a row passes the filter. */
export function matches(row: LogRow, f: LogFilter): boolean {
  if (f.turn !== undefined && row.turn !== f.turn) return false;
  if (f.from !== undefined && row.turn < f.from) return false;
  if (f.to !== undefined && row.turn > f.to) return false;
  if (f.procedure && f.procedure.length > 0 && !f.procedure.includes(row.procedure)) return false;
  if (f.outcome && f.outcome.length > 0 && !f.outcome.includes(row.outcome.code)) return false;
  if (f.crowd !== undefined && !rowNames(row, 'crowd', f.crowd)) return false;
  if (f.unit !== undefined && !rowNames(row, 'unit', f.unit)) return false;
  if (f.building !== undefined && !rowNames(row, 'building', f.building)) return false;
  if (f.by !== undefined && row.by !== f.by) return false;
  if (f.crossed && row.cross !== true) return false;
  return true;
}

/** The rows that pass the filter. */
export function filterRows(rows: readonly LogRow[], f: LogFilter): LogRow[] {
  return rows.filter((r) => matches(r, f));
}

/** Dice as one cell: `4 3` with the die type, `*` marking a die entered at the table. */
export function diceText(rolls: readonly Roll[]): string {
  return rolls.map((d) => `${d.die}:${d.value}${d.source === 'entered' ? '*' : ''}`).join(' ');
}

/** The subjects as one cell: `students`, `van1 → students`. */
export function whoText(row: LogRow): string {
  return Object.values(row.subjects)
    .flatMap((v) => v ?? [])
    .join(', ');
}
