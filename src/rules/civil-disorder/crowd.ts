// The crowds between the rolls: the RL chart's own jumps, the umpire's status
// change, adjacency, owed RL rolls, splitting and merging crowds, leaving a
// gas cloud. Civil Disorder, "Crowds" and "RL State Chart"; Émeutes,
// "Facteur de réaction (FR)"; "Sequence of Action" step 6. Rulings U50-U59.
import { t } from '../../i18n/index.js';
import { RL_MAX, RL_MIN, rlStateName } from './rl-chart.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

// ---------------------------------------------------------------------------
// The RL chart's own jumps.

export const SITUATIONS = ['no-escape', 'no-sf-in-sight', 'surrounded'] as const;
export type Situation = (typeof SITUATIONS)[number];

// Civil Disorder, RL State Chart: "1 Disperse ... If there is no escape, go to
// Level 7"; "2 Run Away ... If no SF in sight, go to Level 4. If surrounded and
// unable to run, go to level 6"; "3 Move Along ... If no SF in sight then go to
// Level 4. If surrounded and unable to move away then go to Level 5".
// Émeutes, tableau du FR, the same levels (1: "aller au niveau 7"; 2: niveaux
// 4 et 6; 3: niveaux 4 et 5). One table serves both editions.
export const RL_JUMPS: Readonly<Record<number, Partial<Record<Situation, number>>>> = {
  1: { 'no-escape': 7 },
  2: { 'no-sf-in-sight': 4, surrounded: 6 },
  3: { 'no-sf-in-sight': 4, surrounded: 5 },
};

/** The level the chart sends a crowd at `rl` to in `situation`, or null where it has no jump. */
export function jumpTarget(rl: number, situation: Situation): number | null {
  return RL_JUMPS[rl]?.[situation] ?? null;
}

/** The levels whose chart line has a jump for `situation`. */
export function levelsWithJump(situation: Situation): number[] {
  return Object.keys(RL_JUMPS)
    .map(Number)
    .filter((rl) => RL_JUMPS[rl][situation] !== undefined);
}

/** A crowd as the rules here need it: plain data from the state. */
export interface CrowdFacts {
  id: string;
  name: string;
  figures: number;
  rl: number;
  adjacent: readonly string[];
  /** Set when the crowd has merged into another (U53): it is no longer in play. */
  mergedInto?: string;
  [field: string]: unknown;
}

/**
 * The effects that end a crowd's adjacency on both sides (a crowd that
 * disperses or merges away: issue 13, "Adjacency to a dispersed crowd ends").
 * `lists` are the current adjacency lists of the crowds concerned.
 */
export function separateEffects(id: string, lists: Readonly<Record<string, readonly string[]>>): Effect[] {
  const effects: Effect[] = [];
  for (const other of lists[id] ?? []) {
    const theirs = lists[other];
    if (theirs && theirs.includes(id)) effects.push({ op: 'set', path: `crowds.${other}.adjacent`, value: theirs.filter((x) => x !== id) });
  }
  if ((lists[id] ?? []).length > 0) effects.push({ op: 'set', path: `crowds.${id}.adjacent`, value: [] });
  return effects;
}

export interface JumpFacts {
  edition: Edition;
  lang?: Lang;
  crowdId?: string;
  rl: number;
  situation: Situation;
  mergedInto?: string;
}

/** Applies the chart's jump for a named situation: no dice; refused where the chart has none. */
export function resolveJump(facts: JumpFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const before = facts.rl;
  const base = { procedure: 'jump', edition: facts.edition, crowd: facts.crowdId ?? null, situation: facts.situation };
  const situation = t(lang, `jump.situation.${facts.situation}`);
  if (facts.mergedInto) return refusal('jump', facts.edition, t(lang, 'crowd.refused.merged', { crowd: facts.crowdId ?? '', into: facts.mergedInto }), base);
  const after = jumpTarget(before, facts.situation);
  if (after === null) {
    const levels = levelsWithJump(facts.situation).join(', ');
    return refusal('jump', facts.edition, t(lang, 'jump.refused', { situation, rl: before, name: rlStateName(lang, before), levels }), base);
  }
  const effects: Effect[] = facts.crowdId ? [{ op: 'set', path: `crowds.${facts.crowdId}.rl`, value: after }] : [];
  const names = { before, after, beforeName: rlStateName(lang, before), afterName: rlStateName(lang, after), situation };
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'rl-jump', text: t(lang, 'jump.outcome', names) },
    effects,
    notes: [t(lang, `jump.rule.${before}`), ...(before === RL_MIN ? [t(lang, 'jump.note.reforms')] : [])],
    rl: { before, after },
  };
}

// ---------------------------------------------------------------------------
// The umpire's own status change (Sequence of Action, step 6: "the umpire
// assesses the turn, crowd status changes").

export interface SetRlFacts {
  edition: Edition;
  lang?: Lang;
  crowdId?: string;
  rl: number;
  to: number;
  reason: string;
  mergedInto?: string;
  /** Adjacency lists of the crowd and its neighbours (a crowd set to RL 1 leaves them). */
  lists?: Readonly<Record<string, readonly string[]>>;
}

/** The umpire sets a crowd's RL, with the reason: a decision, not a roll. R1: a dispersed crowd never reforms. */
export function resolveSetRl(facts: SetRlFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const { rl: before, to: after } = facts;
  const base = { procedure: 'set-rl', edition: facts.edition, crowd: facts.crowdId ?? null, reason: facts.reason, decision: 'umpire' };
  if (facts.mergedInto) return refusal('set-rl', facts.edition, t(lang, 'crowd.refused.merged', { crowd: facts.crowdId ?? '', into: facts.mergedInto }), base);
  // R1: "Once dispersed a crowd will not reform" (only the chart's no-escape jump, U50).
  if (before === RL_MIN) return refusal('set-rl', facts.edition, t(lang, 'set-rl.refused.dispersed'), base);
  if (after === before) return refusal('set-rl', facts.edition, t(lang, 'set-rl.refused.same', { rl: before, name: rlStateName(lang, before) }), base);
  const effects: Effect[] = [];
  if (facts.crowdId) {
    effects.push({ op: 'set', path: `crowds.${facts.crowdId}.rl`, value: after });
    if (after === RL_MIN) effects.push(...separateEffects(facts.crowdId, facts.lists ?? {}));
  }
  const names = { before, after, beforeName: rlStateName(lang, before), afterName: rlStateName(lang, after), reason: facts.reason };
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'rl-set', text: t(lang, 'set-rl.outcome', names) },
    effects,
    notes: [t(lang, 'set-rl.note', { reason: facts.reason }), t(lang, 'rl.note.short', { rl: after, name: rlStateName(lang, after) })],
    rl: { before, after },
  };
}

// ---------------------------------------------------------------------------
// Adjacency that moves.

export interface AdjacentFacts {
  edition: Edition;
  lang?: Lang;
  a: CrowdFacts;
  b: CrowdFacts;
  /** true: move them apart; false: make them adjacent. */
  apart: boolean;
}

/** Makes two crowds adjacent, or apart (both lists kept symmetric). Dispersed or merged crowds are adjacent to none. */
export function resolveAdjacent(facts: AdjacentFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const { a, b, apart } = facts;
  const procedure = 'adjacent';
  const base = { procedure, edition: facts.edition, crowd: a.id, other: b.id, apart };
  const refuse = (key: string, p: Record<string, string | number> = {}) => refusal(procedure, facts.edition, t(lang, key, { a: a.id, b: b.id, ...p }), base);
  if (a.id === b.id) return refuse('adjacent.refused.self');
  const together = a.adjacent.includes(b.id) || b.adjacent.includes(a.id);
  if (apart) {
    if (!together) return refuse('adjacent.refused.not-adjacent');
  } else {
    if (together) return refuse('adjacent.refused.already');
    for (const c of [a, b]) {
      if (c.mergedInto) return refuse('crowd.refused.merged', { crowd: c.id, into: c.mergedInto });
      if (c.rl === RL_MIN) return refuse('adjacent.refused.dispersed', { crowd: c.id });
    }
  }
  const next = (c: CrowdFacts, other: string) => (apart ? c.adjacent.filter((x) => x !== other) : [...c.adjacent.filter((x) => x !== other), other]);
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: apart ? 'apart' : 'adjacent', text: t(lang, apart ? 'adjacent.outcome.apart' : 'adjacent.outcome.adjacent', { a: a.id, b: b.id }) },
    effects: [
      { op: 'set', path: `crowds.${a.id}.adjacent`, value: next(a, b.id) },
      { op: 'set', path: `crowds.${b.id}.adjacent`, value: next(b, a.id) },
    ],
    notes: [t(lang, 'adjacent.note')],
  };
}

// ---------------------------------------------------------------------------
// Owed RL rolls.

// Civil Disorder, RL State Chart: "Roll 1d6 per crowd ... under the following
// circumstances: SF charge, threaten, shoot at, or otherwise try to influence
// the crowd; Additional SF forces come into view; Any other dramatic change in
// the situation". The umpire records these by hand (`umpire owe`); the
// appearance of specialist riot forces or mounted police is one of them, and
// its first time per crowd gives +2 (U55).
export const OWE_TRIGGERS = ['charge', 'threaten', 'shot-at', 'influence', 'more-sf', 'dramatic', 'riot-appear', 'mounted-appear'] as const;
export type OweTrigger = (typeof OWE_TRIGGERS)[number];

// Ruling U55: "Specialist Riot forces or mounted police appear for the first
// time +2" counts once per crowd for each of the two kinds.
export const FIRST_APPEARANCE: Readonly<Record<string, string>> = { 'riot-appear': 'riot', 'mounted-appear': 'mounted' };

// Ruling U54: the procedures that are themselves one of the chart's
// circumstances mark the crowds they act on as owing a roll (the trigger code
// each records). Missiles and petrol bombs are the crowd's own acts, not the
// SF's: they mark nothing (the umpire may, with `umpire owe`).
export const PROCEDURE_TRIGGERS: Readonly<Record<string, string>> = {
  fire: 'shot-at', // "shoot at"
  'baton-gun': 'shot-at', // "shoot at"
  gas: 'gas', // "otherwise try to influence"
  water: 'water', // "otherwise try to influence"
  melee: 'melee', // "SF charge"
  // Issue 31, finding 6: a line fight is the same hand-to-hand as a melee (U62), so the same mark.
  'line-fight': 'melee', // "SF charge"
  negotiate: 'negotiate', // "otherwise try to influence"
};

/** The crowds a resolution acted on (its `crowd`, or the crowds of a new gas cloud). */
function crowdsOf(r: Resolution): string[] {
  const cloud = r.cloud as { crowds?: unknown } | null | undefined;
  if (Array.isArray(r.crowds)) return r.crowds.filter((x): x is string => typeof x === 'string');
  if (cloud && typeof cloud === 'object' && Array.isArray(cloud.crowds)) return cloud.crowds.filter((x): x is string => typeof x === 'string');
  return typeof r.crowd === 'string' ? [r.crowd] : [];
}

/**
 * The owed-roll marks a resolution implies (U54): for each crowd it acted on
 * that is still in play (`inPlay`), `crowds.<id>.owes.<trigger>` = the turn.
 */
export function owedRollEffects(r: Resolution, turn: number, inPlay: (id: string) => boolean): Effect[] {
  const trigger = PROCEDURE_TRIGGERS[r.procedure];
  // A procedure that did not take place (a negotiation with shooting or gas in sight, U282) provoked nothing.
  if (!trigger || r.refused || r.tookPlace === false) return [];
  return crowdsOf(r)
    .filter(inPlay)
    .map((id) => ({ op: 'set', path: `crowds.${id}.owes.${trigger}`, value: turn }) as Effect);
}

export interface OweFacts {
  edition: Edition;
  lang?: Lang;
  crowd: CrowdFacts;
  trigger: OweTrigger;
  turn: number;
  /** The kinds already seen by the crowd (`crowds.<id>.appeared`). */
  appeared: readonly string[];
}

/** Records that a crowd owes an RL roll, and why; a first appearance of riot forces or mounted police is remembered. */
export function resolveOwe(facts: OweFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const c = facts.crowd;
  const base = { procedure: 'owe', edition: facts.edition, crowd: c.id, trigger: facts.trigger };
  if (c.mergedInto) return refusal('owe', facts.edition, t(lang, 'crowd.refused.merged', { crowd: c.id, into: c.mergedInto }), base);
  if (c.rl === RL_MIN) return refusal('owe', facts.edition, t(lang, 'rl.outcome.refused'), base);
  const kind = FIRST_APPEARANCE[facts.trigger];
  const effects: Effect[] = [];
  let code: string = facts.trigger;
  const notes: string[] = [];
  if (kind && facts.appeared.includes(kind)) {
    // Seen before: only "additional SF forces come into view", no +2.
    code = 'more-sf';
    notes.push(t(lang, 'owe.note.seen', { kind: t(lang, `owe.kind.${kind}`) }));
  } else if (kind) {
    effects.push({ op: 'set', path: `crowds.${c.id}.appeared.${kind}`, value: facts.turn });
    notes.push(t(lang, 'owe.note.first', { kind: t(lang, `owe.kind.${kind}`) }));
  }
  effects.push({ op: 'set', path: `crowds.${c.id}.owes.${code}`, value: facts.turn });
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'owes-roll', text: t(lang, 'owe.outcome', { crowd: c.id, why: t(lang, `owe.trigger.${code}`) }) },
    effects,
    notes: [...notes, t(lang, 'owe.rule')],
    owes: code,
  };
}

// ---------------------------------------------------------------------------
// Split and merge ("it is entirely reasonable for a crowd to split in two, or
// for two crowds to combine if the circumstances suggest it", Civil Disorder,
// Crowds). Ruling U53: what each field of the crowd becomes, one entry each.

/**
 * split: `share` the figures are divided; `copy` both parts have the
 * original's value; `keep` it stays with the original and the new part starts
 * without it (`NEW_PART` gives the value where the field is required).
 * merge: `sum`; `max` the greater; `larger` the value of the part with more
 * figures (a tie: the crowd merged into); `target` the crowd merged into
 * keeps its own; `union` of both (records of flags or turns: the later turn).
 */
export interface CarryRule {
  split: 'share' | 'copy' | 'keep';
  merge: 'sum' | 'max' | 'larger' | 'target' | 'union';
}

export const CARRY: Readonly<Record<string, CarryRule>> = {
  figures: { split: 'share', merge: 'sum' }, // figures never created or lost
  rl: { split: 'copy', merge: 'larger' },
  looter: { split: 'copy', merge: 'target' },
  looters: { split: 'keep', merge: 'target' }, // U31: once per crowd, from the original
  wet: { split: 'copy', merge: 'larger' },
  wetSince: { split: 'copy', merge: 'larger' },
  hosed: { split: 'copy', merge: 'larger' },
  hosedTurn: { split: 'copy', merge: 'larger' },
  arrests: { split: 'copy', merge: 'max' }, // a condition of the mood (U3), not a count of people
  firearmCasualties: { split: 'copy', merge: 'max' }, // R8, U3: as arrests
  shotAt: { split: 'copy', merge: 'union' },
  owes: { split: 'copy', merge: 'union' },
  appeared: { split: 'copy', merge: 'union' },
  knockedDown: { split: 'keep', merge: 'sum' }, // U44: the knocked-down members lie where the original stood
  down: { split: 'keep', merge: 'sum' }, // U63: as knockedDown
  fighters: { split: 'keep', merge: 'target' }, // U62: counted for the crowd as it was
  missileTurns: { split: 'copy', merge: 'max' },
  missileTurn: { split: 'copy', merge: 'max' },
  petrolBombTurn: { split: 'copy', merge: 'max' },
  // adjacent and gas clouds: by resolveSplit / resolveMerge (the two parts are
  // next to each other; a merged crowd stands where both stood).
  '*': { split: 'copy', merge: 'target' },
};

/** What the new part of a split has for a `keep` field that every crowd has. */
export const NEW_PART: Readonly<Record<string, unknown>> = { looters: null };

/** Fields that are not carried by the table: identity and place. */
const NOT_CARRIED = new Set(['id', 'name', 'adjacent', 'mergedInto']);

const ruleFor = (field: string): CarryRule => CARRY[field] ?? CARRY['*'];

export interface CloudFacts {
  id: string;
  crowds: readonly string[];
}

export interface SplitFacts {
  edition: Edition;
  lang?: Lang;
  crowd: CrowdFacts;
  /** Figures that go to the new crowd. */
  figures: number;
  newId: string;
  newName: string;
  /** Adjacency lists of the crowd's neighbours. */
  lists: Readonly<Record<string, readonly string[]>>;
  clouds: readonly CloudFacts[];
}

/** Splits a crowd in two: the new part takes `figures`, every other field by the CARRY table (U53). */
export function resolveSplit(facts: SplitFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const c = facts.crowd;
  const base = { procedure: 'split', edition: facts.edition, crowd: c.id, into: facts.newId, figures: facts.figures };
  if (c.mergedInto) return refusal('split', facts.edition, t(lang, 'crowd.refused.merged', { crowd: c.id, into: c.mergedInto }), base);
  if (c.rl === RL_MIN) return refusal('split', facts.edition, t(lang, 'split.refused.dispersed', { crowd: c.id }), base);
  if (facts.figures < 1 || facts.figures >= c.figures) {
    return refusal('split', facts.edition, t(lang, 'split.refused.figures', { crowd: c.id, n: facts.figures, has: c.figures, max: Math.max(0, c.figures - 1) }), base);
  }
  const part: Record<string, unknown> = { id: facts.newId, name: facts.newName };
  for (const [field, value] of Object.entries(c)) {
    if (NOT_CARRIED.has(field)) continue;
    const rule = ruleFor(field).split;
    if (rule === 'share') part[field] = facts.figures;
    else if (rule === 'copy') part[field] = structuredClone(value);
    else if (field in NEW_PART) part[field] = NEW_PART[field];
  }
  // The two parts stand next to each other, and the new part next to the original's neighbours.
  part.adjacent = [...c.adjacent, c.id];
  const effects: Effect[] = [
    { op: 'set', path: `crowds.${facts.newId}`, value: part },
    { op: 'add', path: `crowds.${c.id}.figures`, value: -facts.figures },
    { op: 'set', path: `crowds.${c.id}.adjacent`, value: [...c.adjacent, facts.newId] },
  ];
  for (const n of c.adjacent) {
    const theirs = facts.lists[n];
    if (theirs) effects.push({ op: 'set', path: `crowds.${n}.adjacent`, value: [...theirs, facts.newId] });
  }
  for (const g of facts.clouds) {
    if (g.crowds.includes(c.id)) effects.push({ op: 'set', path: `gas.${g.id}.crowds`, value: [...g.crowds, facts.newId] });
  }
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'split', text: t(lang, 'split.outcome', { crowd: c.id, into: facts.newId, n: facts.figures, left: c.figures - facts.figures }) },
    effects,
    notes: [t(lang, 'split.rule'), t(lang, 'crowd.carry-ruling')],
  };
}

export interface MergeFacts {
  edition: Edition;
  lang?: Lang;
  /** The crowd that joins another and leaves play. */
  from: CrowdFacts;
  /** The crowd it joins. */
  into: CrowdFacts;
  lists: Readonly<Record<string, readonly string[]>>;
  clouds: readonly CloudFacts[];
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v);

function mergeValue(rule: CarryRule['merge'], mine: unknown, theirs: unknown, theirsLarger: boolean): unknown {
  if (theirs === undefined) return mine;
  if (mine === undefined) return rule === 'target' ? undefined : structuredClone(theirs);
  switch (rule) {
    case 'sum':
      if (typeof mine === 'number' && typeof theirs === 'number') return mine + theirs;
      if (isRecord(mine) && isRecord(theirs)) {
        const out: Rec = { ...mine };
        for (const [k, v] of Object.entries(theirs)) out[k] = typeof out[k] === 'number' && typeof v === 'number' ? (out[k] as number) + v : v;
        return out;
      }
      return mine;
    case 'max':
      return typeof mine === 'number' && typeof theirs === 'number' ? Math.max(mine, theirs) : mine;
    case 'larger':
      return theirsLarger ? structuredClone(theirs) : mine;
    case 'union':
      if (isRecord(mine) && isRecord(theirs)) {
        const out: Rec = { ...mine };
        for (const [k, v] of Object.entries(theirs)) out[k] = typeof out[k] === 'number' && typeof v === 'number' ? Math.max(out[k] as number, v) : (out[k] ?? v);
        return out;
      }
      return mine;
    default:
      return mine;
  }
}

/**
 * Two crowds combine: `from` joins `into` with all its figures and leaves
 * play (`mergedInto`, 0 figures); every field by the CARRY table (U53).
 * Refused for the same crowd, a dispersed one (its individuals rejoin with
 * `umpire rejoin`) or one that has already merged.
 */
export function resolveMerge(facts: MergeFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const { from, into } = facts;
  const base = { procedure: 'merge', edition: facts.edition, crowd: from.id, into: into.id };
  const refuse = (key: string, p: Record<string, string | number> = {}) => refusal('merge', facts.edition, t(lang, key, { from: from.id, into: into.id, ...p }), base);
  if (from.id === into.id) return refuse('merge.refused.self');
  for (const c of [from, into]) {
    if (c.mergedInto) return refuse('crowd.refused.merged', { crowd: c.id, into: c.mergedInto });
    if (c.rl === RL_MIN) return refuse('merge.refused.dispersed', { crowd: c.id });
  }
  const theirsLarger = from.figures > into.figures;
  const effects: Effect[] = [];
  const fields = new Set([...Object.keys(into), ...Object.keys(from)]);
  for (const field of fields) {
    if (NOT_CARRIED.has(field)) continue;
    const mine = into[field];
    const value = mergeValue(ruleFor(field).merge, mine, from[field], theirsLarger);
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(mine)) effects.push({ op: 'set', path: `crowds.${into.id}.${field}`, value });
  }
  // Adjacency: the merged crowd is next to the neighbours of both; the crowd gone is next to none.
  const lists: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(facts.lists)) lists[k] = [...v];
  lists[from.id] = [...from.adjacent];
  lists[into.id] = [...into.adjacent];
  const joined = [...new Set([...into.adjacent, ...from.adjacent])].filter((x) => x !== from.id && x !== into.id);
  for (const n of joined) {
    const theirs = (lists[n] ?? []).filter((x) => x !== from.id);
    if (!theirs.includes(into.id)) theirs.push(into.id);
    if (JSON.stringify(theirs) !== JSON.stringify(facts.lists[n] ?? [])) effects.push({ op: 'set', path: `crowds.${n}.adjacent`, value: theirs });
  }
  if (JSON.stringify(joined) !== JSON.stringify(into.adjacent)) effects.push({ op: 'set', path: `crowds.${into.id}.adjacent`, value: joined });
  if (from.adjacent.length > 0) effects.push({ op: 'set', path: `crowds.${from.id}.adjacent`, value: [] });
  // Gas: the merged crowd stands in every cloud either stood in; the crowd gone in none.
  for (const g of facts.clouds) {
    if (!g.crowds.includes(from.id)) continue;
    const crowds = g.crowds.filter((x) => x !== from.id);
    if (!crowds.includes(into.id)) crowds.push(into.id);
    effects.push({ op: 'set', path: `gas.${g.id}.crowds`, value: crowds });
  }
  effects.push({ op: 'set', path: `crowds.${from.id}.figures`, value: 0 });
  effects.push({ op: 'set', path: `crowds.${from.id}.mergedInto`, value: into.id });
  if (isRecord(from.owes) && Object.keys(from.owes).length > 0) effects.push({ op: 'del', path: `crowds.${from.id}.owes` });
  const rl = theirsLarger ? from.rl : into.rl;
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'merged', text: t(lang, 'merge.outcome', { from: from.id, into: into.id, n: from.figures + into.figures, rl }) },
    effects,
    notes: [t(lang, 'split.rule'), t(lang, 'crowd.carry-ruling')],
    rl: { before: into.rl, after: rl },
  };
}

export interface RejoinFacts {
  edition: Edition;
  lang?: Lang;
  from: CrowdFacts;
  into: CrowdFacts;
  figures: number;
}

/** Individuals of a dispersed crowd rejoin an active one (RL 1: "some individuals may rejoin still active crowds"): figures only. */
export function resolveRejoin(facts: RejoinFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const { from, into } = facts;
  const base = { procedure: 'rejoin', edition: facts.edition, crowd: from.id, into: into.id, figures: facts.figures };
  const refuse = (key: string, p: Record<string, string | number> = {}) => refusal('rejoin', facts.edition, t(lang, key, { from: from.id, into: into.id, ...p }), base);
  if (from.id === into.id) return refuse('merge.refused.self');
  if (from.rl !== RL_MIN) return refuse('rejoin.refused.not-dispersed', { rl: from.rl });
  if (into.mergedInto) return refuse('crowd.refused.merged', { crowd: into.id, into: into.mergedInto });
  if (into.rl === RL_MIN) return refuse('merge.refused.dispersed', { crowd: into.id });
  if (facts.figures < 1 || facts.figures > from.figures) return refuse('rejoin.refused.figures', { n: facts.figures, has: from.figures });
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'rejoined', text: t(lang, 'rejoin.outcome', { from: from.id, into: into.id, n: facts.figures }) },
    effects: [
      { op: 'add', path: `crowds.${from.id}.figures`, value: -facts.figures },
      { op: 'add', path: `crowds.${into.id}.figures`, value: facts.figures },
    ],
    notes: [t(lang, 'rejoin.rule')],
  };
}

// ---------------------------------------------------------------------------
// Leaving a gas cloud.

export interface LeaveGasFacts {
  edition: Edition;
  lang?: Lang;
  crowdId: string;
  /** The clouds the crowd stands in (all of them, or the one named). */
  clouds: readonly CloudFacts[];
  /** The cloud named, if any. */
  cloudId?: string;
}

/** A crowd moves out of a gas cloud (or every cloud it is in): it stops taking the cloud's modifier. */
export function resolveLeaveGas(facts: LeaveGasFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = { procedure: 'leave-gas', edition: facts.edition, crowd: facts.crowdId, cloud: facts.cloudId ?? null };
  const inside = facts.clouds.filter((g) => g.crowds.includes(facts.crowdId));
  if (inside.length === 0) {
    const key = facts.cloudId ? 'leave-gas.refused.not-in' : 'leave-gas.refused.none';
    return refusal('leave-gas', facts.edition, t(lang, key, { crowd: facts.crowdId, cloud: facts.cloudId ?? '' }), base);
  }
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'left-cloud', text: t(lang, 'leave-gas.outcome', { crowd: facts.crowdId, clouds: inside.map((g) => g.id).join(', ') }) },
    effects: inside.map((g) => ({ op: 'set', path: `gas.${g.id}.crowds`, value: g.crowds.filter((x) => x !== facts.crowdId) }) as Effect),
    notes: [t(lang, 'leave-gas.rule')],
    clouds: inside.map((g) => g.id),
  };
}



