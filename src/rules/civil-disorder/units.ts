// SF units over a long game: detaching part of a unit (a snatch squad out of
// an anti-riot van load) and joining two units of one type back together.
// Civil Disorder, Types of Unit (civil-disorder.en.txt l.60-84); Émeutes,
// Types d'unités (emeutes.fr.txt l.102-124). The texts give the sizes units
// tend to come in and the parts they are broken into; ruling U207 says what
// each field of a unit does when it splits or joins.
import { t } from '../../i18n/index.js';
import type { UnitType } from '../../state/civil-disorder/types.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

/** The parts the texts break a unit type into, as they say it (a note, never a limit: "usually"). */
export interface UnitPart {
  /** Catalogue key of the part's name (`units.part.<code>`). */
  code: string;
  min: number;
  max: number;
  /** Where the text says it: English and French lines. */
  en: string;
  fr: string | null;
}

// Civil Disorder, Types of Unit, and Émeutes, Types d'unités: the parts a unit is
// broken into. l.68 "Snatch squads are usually 4-6 men" (Émeutes l.110 "Les
// équipes d'enlèvement fonctionnent par 4 ou 6 personnes"); l.74, l.76 "Can be
// broken down into 4-man groups for key point guarding" (l.114 "on peut encore
// les diviser en groupe de 4", l.116 "voir conscrits"); l.78 "sections might be
// used (8-10 men)" (l.118 "divisée en groupes (8-10 personnes)"); l.70 "Trained
// to operate in pairs on the streets" (l.112 "opérant en paire"); l.62 "a car
// load of 4" (l.104 "une voiture de 4 personnes"); l.80 "usually in 4-man
// specialist teams" (l.120 "Nous conseillons 4"); l.64, l.66 "van loads of 8"
// (l.106 "composée de 8 personnes").
export const UNIT_PARTS: Readonly<Partial<Record<UnitType, UnitPart>>> = {
  'regular-police': { code: 'car-load', min: 4, max: 4, en: 'l.62', fr: 'l.104' },
  'regular-police-riot': { code: 'van-load', min: 8, max: 8, en: 'l.64', fr: 'l.106' },
  swat: { code: 'van-load', min: 8, max: 8, en: 'l.66', fr: null },
  'anti-riot': { code: 'snatch-squad', min: 4, max: 6, en: 'l.68', fr: 'l.110' },
  'mounted-police': { code: 'pair', min: 2, max: 2, en: 'l.70', fr: 'l.112' },
  conscripts: { code: 'guard-group', min: 4, max: 4, en: 'l.74', fr: 'l.114' },
  'regular-soldiers': { code: 'guard-group', min: 4, max: 4, en: 'l.76', fr: 'l.116' },
  'soldiers-riot': { code: 'section', min: 8, max: 10, en: 'l.78', fr: 'l.118' },
  'special-forces': { code: 'team', min: 4, max: 4, en: 'l.80', fr: 'l.120' },
};

/** A unit as detaching and joining take it: its state fields (plain data). */
export interface UnitFacts {
  id: string;
  name: string;
  type: UnitType;
  strength: number;
  armed: boolean;
  riotKit: string;
  wounded: number;
  /** Its fit figures now (strength less wounded, dead and down this turn: unitFigures, U63). */
  fit: number;
  joinedInto?: string;
  [field: string]: unknown;
}

export interface DetachFacts {
  edition: Edition;
  lang?: Lang;
  unit: UnitFacts;
  /** Fit figures that form the new unit. */
  figures: number;
  newId: string;
  newName: string;
  /** The turn (null: a stateless check). */
  turn: number | null;
}

// Ruling U207: what the new unit takes of the one it leaves. Copied: the type,
// arms, riot kit, pace, the first-time triggers used, the tests owed and the
// last over-reaction (the whole unit went through them); not carried: the
// wounded, the figures down and the vehicle (they stay with the unit: the
// detachment goes on foot, `vehicle` null).
export const DETACH_COPIES = ['type', 'armed', 'riotKit', 'pace', 'firsts', 'owes', 'reaction'] as const;

function partNote(lang: Lang, edition: Edition, type: UnitType): string | null {
  const p = UNIT_PARTS[type];
  if (!p) return null;
  const line = edition === 'fr' ? (p.fr ?? p.en) : p.en;
  const n = p.min === p.max ? String(p.min) : t(lang, 'units.part.range', { min: p.min, max: p.max });
  return t(lang, 'units.part', { part: t(lang, `units.part.${p.code}`, { n }), line });
}

/** Detaches `figures` fit figures of a unit into a new unit of the same type and kit (U207). */
export function resolveDetach(facts: DetachFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const u = facts.unit;
  const base = { procedure: 'detach', edition: facts.edition, unit: u.id, into: facts.newId, figures: facts.figures };
  if (u.joinedInto) return refusal('detach', facts.edition, t(lang, 'units.refused.joined', { unit: u.id, into: u.joinedInto }), base);
  if (facts.figures < 1 || facts.figures >= u.fit) {
    return refusal('detach', facts.edition, t(lang, 'units.refused.figures', { unit: u.id, n: facts.figures, fit: u.fit, max: Math.max(0, u.fit - 1) }), base);
  }
  const effects: Effect[] = [];
  if (facts.turn !== null) {
    const part: Record<string, unknown> = { id: facts.newId, name: facts.newName };
    for (const k of DETACH_COPIES) if (u[k] !== undefined) part[k] = structuredClone(u[k]);
    Object.assign(part, { strength: facts.figures, wounded: 0, vehicle: null, firsts: part.firsts ?? {}, owes: part.owes ?? {}, detachedFrom: u.id, detachedTurn: facts.turn });
    effects.push({ op: 'set', path: `units.${facts.newId}`, value: part }, { op: 'add', path: `units.${u.id}.strength`, value: -facts.figures });
  }
  const note = partNote(lang, facts.edition, u.type);
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'detached', text: t(lang, 'units.detached', { unit: u.id, into: facts.newId, n: facts.figures, left: u.strength - facts.figures, fit: u.fit - facts.figures }) },
    effects,
    notes: [...(note ? [note] : []), t(lang, 'units.detach-ruling')],
    left: { strength: u.strength - facts.figures, fit: u.fit - facts.figures },
  };
}

export interface JoinFacts {
  edition: Edition;
  lang?: Lang;
  /** The unit that joins another and leaves play. */
  from: UnitFacts;
  /** The unit it joins. */
  into: UnitFacts;
  turn: number | null;
  /** Characters with the unit that joins (they go with it). */
  characters?: readonly string[];
}

type Counts = Record<string, number>;
const counts = (v: unknown): Counts => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Counts) : {});

/**
 * Two units of one type join (U207): `from` brings its strength, its wounded
 * (and their per-turn counts), its figures down, the tests it owes and the
 * first-time triggers it used into `into`, and leaves play (`joinedInto`,
 * strength 0). Refused for units of two types, with different arms or riot
 * kit (issue the kit first), the same unit, or one that has joined already.
 */
export function resolveJoin(facts: JoinFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const { from: a, into: b } = facts;
  const base = { procedure: 'join', edition: facts.edition, unit: a.id, into: b.id };
  const refuse = (key: string, p: Record<string, string | number>) => refusal('join', facts.edition, t(lang, key, p), base);
  if (a.id === b.id) return refuse('units.refused.same', { unit: a.id });
  for (const x of [a, b]) if (x.joinedInto) return refuse('units.refused.joined', { unit: x.id, into: x.joinedInto });
  if (a.type !== b.type) return refuse('units.refused.type', { unit: a.id, into: b.id, a: t(lang, `unit.type.${a.type}`), b: t(lang, `unit.type.${b.type}`) });
  if (a.riotKit !== b.riotKit) return refuse('units.refused.kit', { unit: a.id, into: b.id, a: t(lang, `unit.kit.${a.riotKit}`), b: t(lang, `unit.kit.${b.riotKit}`) });
  if (a.armed !== b.armed) return refuse('units.refused.armed', { unit: a.id, into: b.id });
  const effects: Effect[] = [];
  if (facts.turn !== null) {
    const at = `units.${b.id}`;
    const union = (x: unknown, y: unknown): Counts => {
      const out: Counts = { ...counts(x) };
      for (const [k, n] of Object.entries(counts(y))) out[k] = Object.hasOwn(out, k) && typeof out[k] === 'number' && typeof n === 'number' ? Math.max(out[k], n) : (out[k] ?? n);
      return out;
    };
    if (a.strength > 0) effects.push({ op: 'add', path: `${at}.strength`, value: a.strength });
    if (a.wounded > 0) effects.push({ op: 'add', path: `${at}.wounded`, value: a.wounded });
    if (Object.keys(counts(a.firsts)).length > 0) effects.push({ op: 'set', path: `${at}.firsts`, value: union(b.firsts, a.firsts) });
    if (Object.keys(counts(a.owes)).length > 0) effects.push({ op: 'set', path: `${at}.owes`, value: union(b.owes, a.owes) });
    // The per-turn counts turn by turn, as the procedures that make them write them (`down.<turn>`: each change its own line).
    for (const field of ['woundedByTurn', 'down'] as const) {
      for (const [turn, n] of Object.entries(counts(a[field]))) if (typeof n === 'number' && n !== 0) effects.push({ op: 'add', path: `${at}.${field}.${turn}`, value: n });
    }
    const from = `units.${a.id}`;
    if (a.strength > 0) effects.push({ op: 'set', path: `${from}.strength`, value: 0 });
    if (a.wounded > 0) effects.push({ op: 'set', path: `${from}.wounded`, value: 0 });
    if (Object.keys(counts(a.owes)).length > 0) effects.push({ op: 'set', path: `${from}.owes`, value: {} });
    effects.push(
      { op: 'set', path: `${from}.joinedInto`, value: b.id },
      { op: 'set', path: `${from}.joinedTurn`, value: facts.turn },
    );
    if (a.down !== undefined) effects.push({ op: 'del', path: `${from}.down` });
    for (const ch of facts.characters ?? []) effects.push({ op: 'set', path: `characters.${ch}.unit`, value: b.id });
  }
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'joined', text: t(lang, 'units.joined', { unit: a.id, into: b.id, strength: a.strength + b.strength, fit: a.fit + b.fit }) },
    effects,
    notes: [t(lang, 'units.join-ruling')],
    strength: a.strength + b.strength,
  };
}

/** The unit a unit id stands for now: itself, or the unit it joined (and so on, U207). */
export function unitNow(units: Readonly<Record<string, { joinedInto?: unknown }>> | undefined, id: string): string {
  const all = units ?? {};
  const seen = new Set<string>();
  let at = id;
  while (Object.hasOwn(all, at) && typeof all[at].joinedInto === 'string' && !seen.has(at)) {
    seen.add(at);
    at = all[at].joinedInto as string;
  }
  return at;
}
