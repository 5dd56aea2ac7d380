// Medical services: triage of a casualty when a medic reaches it, and moving
// the wounded (onto a stretcher, into an ambulance), with the per-turn hook
// that ends the turns of patching up and resuscitation.
// Civil Disorder, "Medical Services" and "Moving Wounded"; Émeutes, "Services
// de santé" (the same numbers in both editions: one table serves both).
import { casualtyWord, t } from '../../i18n/index.js';
import type { CasualtyState, GameState } from '../../state/civil-disorder/types.js';
import type { TurnContext as EngineTurnContext, TurnHook as EngineTurnHook } from '../../engine/system.js';
type TurnContext = EngineTurnContext<GameState>;
type TurnHook = EngineTurnHook<GameState>;
import { unitNow } from './units.js';
import { refusal, type Dice, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

export type TriageCode = 'scratch' | 'walking-wounded' | 'stretcher' | 'dies';

export interface TriageRow {
  min: number;
  max: number;
  code: TriageCode;
  /** Turns of patching up (or resuscitation) before the casualty moves on. */
  turns: number;
  /** Status once those turns are over. */
  then: string;
}

// Civil Disorder, Medical Services: "1: It's only a scratch ... a turn patching
// up and can carry on as before. 2/3: ... one turn of patching up ... walk
// unaided at half speed to the ambulance ... hospital attention. 4/5: ... one
// turn to patch them up before loading on the stretcher. Need urgent hospital
// attention. 6: ... after two turns of frantic resuscitation attempts, the
// casualty dies". Émeutes: 1, "2 ou 3", "4 ou 5", 6, the same turns.
export const TRIAGE_TABLE: readonly TriageRow[] = [
  { min: 1, max: 1, code: 'scratch', turns: 1, then: 'recovered' },
  { min: 2, max: 3, code: 'walking-wounded', turns: 1, then: 'walking' },
  { min: 4, max: 5, code: 'stretcher', turns: 1, then: 'awaiting-stretcher' },
  { min: 6, max: 6, code: 'dies', turns: 2, then: 'dead' },
] as const;

// Moving Wounded: "It takes one turn to put a casualty on a stretcher. It takes
// one turn to put a casualty in an ambulance. Two paramedics are needed to man
// the stretcher." Émeutes: the same. Ruling U49: the statuses a casualty goes
// through, one step per casualty per turn (`readyTurn`).
export const MOVING = { stretcherTurns: 1, loadTurns: 1, paramedicsPerStretcher: 2 } as const;

// "An ambulance can take 2 stretcher cases or 4 walking wounded"; Émeutes "2
// civières ou 4 blessés". Ruling U40: an ambulance has 4 places; a stretcher
// case takes 2, a walking wounded 1, so mixed loads are 1 stretcher + 2 walking.
// Ruling U41: the dead are recovered too ("Paramedics have the task of
// recovering all bodies dead or wounded"), on a stretcher, as stretcher cases.
export const AMBULANCE_PLACES = 4;
export const PLACES: Record<'stretcher' | 'walking', number> = { stretcher: 2, walking: 1 };

// Ruling U208: the texts say the walking wounded and stretcher cases "need
// hospital attention" (l.289, l.291; Émeutes l.413, l.414 "soins
// hospitaliers") and give the ambulance no trip. An ambulance leaves in turn T
// (its move: "Most vehicles can move any distance at all in one turn",
// l.108; Émeutes l.149), is at the hospital through turn T+1 handing its
// casualties over (one turn, as loading takes one, l.297) and drives back in
// T+2: away 2 whole turns (U205), back at the start of turn T+3, empty.
export const HOSPITAL_RUN = { awayTurns: 2 } as const;

/** The turn an ambulance that left in `turn` is back (U208, counted as U205). */
export function backFromHospital(turn: number): number {
  return turn + 1 + HOSPITAL_RUN.awayTurns;
}

/** Statuses from which a casualty may be put on a stretcher (U41). */
export const STRETCHER_FROM: readonly string[] = ['awaiting-stretcher', 'dead'];
/** Statuses from which a casualty may be put in an ambulance, and as what. */
export const LOAD_FROM: Record<string, 'stretcher' | 'walking'> = { 'on-stretcher': 'stretcher', walking: 'walking' };

export function triageRow(die: number): TriageRow {
  return TRIAGE_TABLE.find((r) => die >= r.min && die <= r.max)!;
}

/** The casualty as the moving rules need it. */
export interface CasualtyFacts {
  id: string;
  status: string;
  readyTurn?: number;
  side?: string;
  where?: string;
}

export interface TriageFacts {
  edition: Edition;
  lang?: Lang;
  casualty?: CasualtyFacts;
  turn: number | null;
  /** Who triages (an ambulance crew or unit id), for the record. */
  medic?: string;
}

function refused(procedure: string, edition: Edition, reason: string, extra: Record<string, unknown>): Resolution {
  return refusal(procedure, edition, reason, extra);
}

/** Resolves the triage assessment (1d6) when a medic reaches a casualty. */
export function resolveTriage(facts: TriageFacts, dice: Dice): Resolution {
  const { edition } = facts;
  const lang = facts.lang ?? edition;
  const c = facts.casualty;
  const base = { procedure: 'triage', edition, casualty: c?.id ?? null, medic: facts.medic ?? null };
  if (c && c.status !== 'awaiting-triage') {
    return refused('triage', edition, t(lang, 'triage.already', { id: c.id, status: t(lang, `triage.status.${c.status}`) }), base);
  }
  const die = dice.roll('d6', t(lang, 'triage.die'));
  const row = triageRow(die);
  const effects: Effect[] = [];
  const ready = (facts.turn ?? 0) + row.turns;
  if (c && facts.turn !== null) {
    const at = `casualties.${c.id}`;
    effects.push(
      { op: 'set', path: `${at}.status`, value: row.code },
      { op: 'set', path: `${at}.triage`, value: row.code },
      { op: 'set', path: `${at}.triageTurn`, value: facts.turn },
      { op: 'set', path: `${at}.readyTurn`, value: ready },
    );
    if (facts.medic) effects.push({ op: 'set', path: `${at}.medic`, value: facts.medic });
  }
  const notes = [t(lang, `triage.does.${row.code}`)];
  notes.push(
    facts.turn === null
      ? t(lang, 'triage.turns', { n: row.turns, then: t(lang, `triage.status.${row.then}`) })
      : t(lang, 'triage.ready-at', { turn: ready, then: t(lang, `triage.status.${row.then}`) }),
  );
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: die,
    outcome: { code: row.code, text: t(lang, `triage.outcome.${row.code}`) },
    effects,
    notes,
    triage: row.code,
    readyTurn: facts.turn === null ? null : ready,
    then: row.then,
  };
}

export interface StretcherFacts {
  edition: Edition;
  lang?: Lang;
  casualty: CasualtyFacts;
  turn: number;
  /** The ambulance whose paramedics carry the stretcher; `away`: the turn it is back from hospital (U208). */
  crew: { id: string; paramedics: number; stretchersInUse: number; away?: number };
}

/** Puts a casualty on a stretcher (one turn; two paramedics of a crew not already carrying one). */
export function resolveStretcher(facts: StretcherFacts, _dice: Dice): Resolution {
  const { edition, casualty: c, crew, turn } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'stretcher', edition, casualty: c.id, ambulance: crew.id };
  if (crew.away !== undefined) return refused('stretcher', edition, t(lang, 'hospital.away', { amb: crew.id, turn: crew.away }), base);
  if (c.readyTurn !== undefined && c.readyTurn > turn) {
    return refused('stretcher', edition, t(lang, 'triage.busy', { id: c.id, turn: c.readyTurn }), base);
  }
  if (!STRETCHER_FROM.includes(c.status)) {
    return refused('stretcher', edition, t(lang, 'triage.cannot-stretcher', { id: c.id, status: t(lang, `triage.status.${c.status}`) }), base);
  }
  const pairs = Math.floor(crew.paramedics / MOVING.paramedicsPerStretcher);
  if (crew.stretchersInUse >= pairs) {
    return refused('stretcher', edition, t(lang, 'triage.no-crew', { amb: crew.id, paramedics: crew.paramedics, n: MOVING.paramedicsPerStretcher, inUse: crew.stretchersInUse }), base);
  }
  const at = `casualties.${c.id}`;
  const ready = turn + MOVING.stretcherTurns;
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'on-stretcher', text: t(lang, 'triage.outcome.on-stretcher', { id: c.id, amb: crew.id }) },
    effects: [
      { op: 'set', path: `${at}.status`, value: 'on-stretcher' },
      { op: 'set', path: `${at}.crew`, value: crew.id },
      { op: 'set', path: `${at}.readyTurn`, value: ready },
    ],
    notes: [t(lang, 'triage.stretcher-ready', { turn: ready, n: MOVING.paramedicsPerStretcher })],
    readyTurn: ready,
  };
}

export interface LoadFacts {
  edition: Edition;
  lang?: Lang;
  casualty: CasualtyFacts;
  turn: number;
  ambulance: { id: string; placesUsed: number; away?: number };
}

/** Places taken in an ambulance by the casualties loaded in it (U40). */
export function placesUsed(casualties: readonly CasualtyState[], ambulance: string): number {
  let n = 0;
  for (const c of casualties) {
    if (c.status === 'loaded' && c.where === ambulance) n += PLACES[(c.loadedAs as 'stretcher' | 'walking') ?? 'stretcher'];
  }
  return n;
}

/** Puts a casualty into an ambulance (one turn), within its capacity (U40). */
export function resolveLoad(facts: LoadFacts, _dice: Dice): Resolution {
  const { edition, casualty: c, ambulance: amb, turn } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'load', edition, casualty: c.id, ambulance: amb.id };
  if (amb.away !== undefined) return refused('load', edition, t(lang, 'hospital.away', { amb: amb.id, turn: amb.away }), base);
  if (c.readyTurn !== undefined && c.readyTurn > turn && c.status !== 'loaded') {
    return refused('load', edition, t(lang, 'triage.busy', { id: c.id, turn: c.readyTurn }), base);
  }
  const as = LOAD_FROM[c.status];
  if (!as) return refused('load', edition, t(lang, 'triage.cannot-load', { id: c.id, status: t(lang, `triage.status.${c.status}`) }), base);
  const need = PLACES[as];
  if (amb.placesUsed + need > AMBULANCE_PLACES) {
    return {
      ...refused('load', edition, t(lang, 'triage.full', { amb: amb.id, used: amb.placesUsed, places: AMBULANCE_PLACES, need }), base),
      outcome: { code: 'ambulance-full', text: t(lang, 'triage.full', { amb: amb.id, used: amb.placesUsed, places: AMBULANCE_PLACES, need }) },
    };
  }
  const at = `casualties.${c.id}`;
  const effects: Effect[] = [
    { op: 'set', path: `${at}.status`, value: 'loaded' },
    { op: 'set', path: `${at}.loadedAs`, value: as },
    { op: 'set', path: `${at}.where`, value: amb.id },
    { op: 'set', path: `${at}.readyTurn`, value: turn + MOVING.loadTurns },
  ];
  if (as === 'stretcher') effects.push({ op: 'del', path: `${at}.crew` });
  const used = amb.placesUsed + need;
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'loaded', text: t(lang, `triage.outcome.loaded-${as}`, { id: c.id, amb: amb.id }) },
    effects,
    notes: [
      ...(as === 'walking' ? [t(lang, 'triage.walks')] : []),
      t(lang, 'triage.places', { amb: amb.id, used, places: AMBULANCE_PLACES }),
    ],
    loadedAs: as,
    places: { used, of: AMBULANCE_PLACES },
  };
}

/**
 * The unit (or fire engine) a recovered SF casualty goes back to: "It's only a
 * scratch ... Just needs a turn patching up and can carry on as before"
 * (Civil Disorder, Medical Services, civil-disorder.en.txt l.287; Émeutes
 * l.408 "peut continuer la partie"). Ruling U206: back in the unit it fell
 * from (or the unit that one joined, `joinedInto`), as a fit member: a member
 * counted wounded (`units.<id>.wounded`) is one fewer; one first classified
 * dead is no longer counted dead (`rejoined`, unitFigures); a firefighter
 * taken off an engine's crew is back in it. Null: no such unit or engine.
 */
export function rejoinEffects(game: GameState, c: CasualtyState): { to: string; effects: Effect[] } | null {
  if (c.side !== 'sf') return null;
  const at = `casualties.${c.id}`;
  const units = game.units ?? {};
  const id = unitNow(units, c.from);
  const mark: Effect[] = [
    { op: 'set', path: `${at}.where`, value: id },
    { op: 'set', path: `${at}.rejoined`, value: id },
  ];
  if (Object.hasOwn(units, id)) {
    const u = units[id];
    // Counted among the wounded of the unit it fell from; a join carried that count over (`join`).
    const back: Effect[] = c.injury === 'wounded' && u.wounded > 0 ? [{ op: 'add', path: `units.${id}.wounded`, value: -1 }] : [];
    return { to: id, effects: [...back, ...mark] };
  }
  if (Object.hasOwn(game.engines ?? {}, id) && c.cause === 'burn') {
    // A firefighter wounded at the hose left the crew (firefight.ts): back on it.
    return { to: id, effects: [{ op: 'add', path: `engines.${id}.crew`, value: 1 }, ...mark] };
  }
  return null;
}

/** Triaged casualties whose turns of patching up or resuscitation are over: one entry each. */
export function casualtiesReady(game: GameState, lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  for (const c of Object.values(game.casualties)) {
    const row = TRIAGE_TABLE.find((r) => r.code === c.status);
    if (!row || typeof c.readyTurn !== 'number' || c.readyTurn > game.turn) continue;
    const back = row.then === 'recovered' ? rejoinEffects(game, c) : null;
    if (back) {
      out.push({
        procedure: 'triage',
        edition: game.edition,
        casualty: c.id,
        unit: back.to,
        rolls: [],
        modifiers: [],
        total: null,
        outcome: { code: row.then, text: t(lang, 'triage.then.rejoined', { id: c.id, unit: back.to }) },
        effects: [{ op: 'set', path: `casualties.${c.id}.status`, value: row.then }, ...back.effects],
        notes: [],
      });
      continue;
    }
    out.push({
      procedure: 'triage',
      edition: game.edition,
      casualty: c.id,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: row.then, text: t(lang, `triage.then.${row.then}`, { id: c.id, side: casualtyWord(lang, 'side', c.side), from: c.from }) },
      effects: [{ op: 'set', path: `casualties.${c.id}.status`, value: row.then }],
      notes: [],
    });
  }
  return out;
}

export const CASUALTIES_HOOK: TurnHook = {
  name: 'casualties patched up',
  run(ctx: TurnContext) {
    for (const r of casualtiesReady(ctx.game, ctx.lang)) ctx.record(r);
  },
};

export interface HospitalFacts {
  edition: Edition;
  lang?: Lang;
  ambulance: { id: string; away?: number };
  /** The casualties loaded in it: their ids, and the turn each is in (loading takes one turn). */
  aboard: readonly { id: string; readyTurn?: number }[];
  /** Casualties its paramedics carry on a stretcher now (they go with the ambulance). */
  carrying: readonly string[];
  turn: number | null;
}

/** An ambulance leaves for hospital with the casualties loaded in it (U208): they are in hospital; it is back at T+3. */
export function resolveHospital(facts: HospitalFacts): Resolution {
  const { edition, ambulance: amb } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'hospital', edition, ambulance: amb.id };
  if (amb.away !== undefined) return refused('hospital', edition, t(lang, 'hospital.away', { amb: amb.id, turn: amb.away }), base);
  if (facts.aboard.length === 0) return refused('hospital', edition, t(lang, 'hospital.empty', { amb: amb.id }), base);
  const turn = facts.turn ?? 0;
  const loading = facts.aboard.find((c) => typeof c.readyTurn === 'number' && c.readyTurn > turn);
  if (loading && facts.turn !== null) return refused('hospital', edition, t(lang, 'hospital.loading', { amb: amb.id, id: loading.id, turn: loading.readyTurn! }), base);
  if (facts.carrying.length > 0) return refused('hospital', edition, t(lang, 'hospital.carrying', { amb: amb.id, ids: facts.carrying.join(', ') }), base);
  const back = backFromHospital(turn);
  const effects: Effect[] = [];
  if (facts.turn !== null) {
    effects.push({ op: 'set', path: `ambulances.${amb.id}.away`, value: { left: turn, back } });
    for (const c of facts.aboard) {
      const at = `casualties.${c.id}`;
      effects.push(
        { op: 'set', path: `${at}.status`, value: 'hospital' },
        { op: 'set', path: `${at}.where`, value: 'hospital' },
        { op: 'set', path: `${at}.ambulance`, value: amb.id },
        { op: 'set', path: `${at}.hospitalTurn`, value: turn },
      );
    }
  }
  const ids = facts.aboard.map((c) => c.id);
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'to-hospital', text: t(lang, 'hospital.outcome', { amb: amb.id, n: ids.length }) },
    effects,
    notes: [
      ...(facts.turn === null ? [] : [t(lang, 'hospital.in', { ids: ids.join(', ') })]),
      facts.turn === null ? t(lang, 'hospital.back-after', { n: HOSPITAL_RUN.awayTurns }) : t(lang, 'hospital.back-at', { turn: back, n: HOSPITAL_RUN.awayTurns }),
    ],
    casualties: ids,
    back: facts.turn === null ? null : back,
  };
}

/** Ambulances back from hospital this turn (U208): one entry each. */
export function ambulancesBack(game: GameState, lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  for (const a of Object.values(game.ambulances ?? {})) {
    const away = a.away as { back?: unknown } | undefined;
    if (!away || typeof away.back !== 'number' || away.back > game.turn) continue;
    out.push({
      procedure: 'hospital',
      edition: game.edition,
      ambulance: a.id,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: 'back', text: t(lang, 'hospital.back', { amb: a.id }) },
      effects: [{ op: 'del', path: `ambulances.${a.id}.away` }],
      notes: [],
    });
  }
  return out;
}

export const AMBULANCES_HOOK: TurnHook = {
  name: 'ambulances back from hospital',
  run(ctx: TurnContext) {
    for (const r of ambulancesBack(ctx.game, ctx.lang)) ctx.record(r);
  },
};
