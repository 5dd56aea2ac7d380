// The SF over-reaction test: 1d6 + unit type + situation factors, the result
// table and its notes (1) and (2) (R9). Also the triggers that make a unit owe
// the test. Civil Disorder, "Over-Reaction Test"; Émeutes, "Test de contre attaque".
import { t } from '../../i18n/index.js';
import { refusal, sumModifiers, type Dice, type Edition, type Effect, type Lang, type Modifier, type Resolution, type SystemModifiers } from '../types.js';
import type { UnitType } from '../../state/civil-disorder/types.js';

// Civil Disorder, Over-Reaction Test, unit factors; Émeutes gives the same
// numbers. R9 for the types the list leaves out: regular police with riot gear
// use Regular Police, special forces use SWAT. null: not tested (R9).
export const UNIT_FACTOR: Record<UnitType, number | null> = {
  'regular-police': +2,
  'regular-police-riot': +2, // R9
  swat: -1,
  'anti-riot': +3,
  'soldiers-riot': +3, // "Regular Soldiers with Riot Training +3"
  'mounted-police': +3,
  'mounted-riot-police': +4,
  conscripts: -2, // "Part Time Soldiers or Conscripts -2"
  'regular-soldiers': 0,
  'special-forces': -1, // R9
  firefighters: null, // R9: not tested
  paramedics: null, // R9: not tested
};

// Note (2), R9: "Military units and SWAT" roll again before running away.
// Ruling U100: Émeutes' "Les militaires et unités spéciales" names the same
// units; its "unité spéciale anti-émeute" (trained "sans armes à feu") is not
// among them, in either edition.
export const MILITARY_OR_SWAT: readonly UnitType[] = ['conscripts', 'regular-soldiers', 'soldiers-riot', 'special-forces', 'swat'];

/** Situation factors, in the order of the rules' list. */
export interface SituationRow {
  key: string;
  value: number;
  kind: 'flag' | 'count';
}

// Civil Disorder, Over-Reaction Test factors; Émeutes, "Autres facteurs" (same numbers).
export const SITUATION_FACTORS: readonly SituationRow[] = [
  { key: 'outnumbered', value: -1, kind: 'flag' }, // Outnumbered more than 3-1 -1
  { key: 'no-support', value: -1, kind: 'flag' }, // No supporting units in sight -1
  { key: 'under-gunfire', value: -4, kind: 'flag' }, // Under gunfire -4
  { key: 'wounded-this-turn', value: -1, kind: 'count' }, // Each member wounded in turn -1
  { key: 'crowd-outnumbered', value: +1, kind: 'flag' }, // The crowd is outnumbered by the SF +1
];

export const REACTIONS = ['advance', 'continue', 'fall-back', 'run-away', 'open-fire'] as const;
export type Reaction = (typeof REACTIONS)[number];

// Civil Disorder, Over-Reaction Test results: 7 or more advance; 3 to 6
// continue; 1 or 2 fall back; 0 to -2 run away; less than -2 open fire.
// Émeutes the same. Bands by lowest total, highest first.
export const REACTION_BANDS: readonly { from: number; code: Reaction }[] = [
  { from: 7, code: 'advance' },
  { from: 3, code: 'continue' },
  { from: 1, code: 'fall-back' },
  { from: -2, code: 'run-away' },
  { from: -Infinity, code: 'open-fire' },
];

// Note (2): "roll 1d6 again and score 1,2 or 3 and they just open fire".
export const NOTE2_OPEN_FIRE_ON: readonly number[] = [1, 2, 3];
// Ruling U23: note (2) is about units that "might use guns": a unit without
// guns rolls no second die (note 1: it just runs away).
export const NOTE2_NEEDS_GUNS = true;

// Ruling U22: "Run away, if no escape, open fire": a unit with no escape
// (--no-escape) opens fire without the note (2) die, if it has guns; without
// guns it stays "run away" (note 1: it cannot open fire).
export const NO_ESCAPE_RESULT: Reaction = 'open-fire';

/** Over-reaction triggers (shared convention with the other procedures). */
export const TRIGGERS = ['first-abuse', 'first-missiles', 'attacked', 'shot-at', 'member-wounded'] as const;
export type Trigger = (typeof TRIGGERS)[number];
// Ruling U99: "Being physically attacked or petrol bombed" (Civil Disorder)
// against "Attaqués directement par des molotovs" (Émeutes): in both editions
// the unit owes the `attacked` test when rioters attack it in melee or a petrol
// bomb is thrown at it (the procedures that mark it).
export const ATTACKED_BY: readonly string[] = ['melee', 'petrol-bomb'];
// Civil Disorder: "On the first time that it comes under verbal abuse and
// hassle", "On the first time it has bricks and bottles thrown": once per unit.
export const FIRST_TIME_TRIGGERS: readonly Trigger[] = ['first-abuse', 'first-missiles'];

export interface OverreactFacts extends SystemModifiers {
  edition: Edition;
  lang?: Lang;
  unitId?: string;
  type: UnitType;
  armed: boolean;
  /** Keys of SITUATION_FACTORS flags that apply. */
  flags?: readonly string[];
  /** Members wounded this turn. */
  woundedThisTurn?: number;
  noEscape?: boolean;
  /** Triggers the unit owes (to clear them when the test is taken). */
  owes?: readonly string[];
  /** The game's turn: the result is recorded on the unit (`units.<id>.reaction`, U67). */
  turn?: number;
  umpireMods?: readonly { label: string; value: number }[];
}

/** The result band for a total. */
export function reactionFor(total: number): Reaction {
  return REACTION_BANDS.find((b) => total >= b.from)!.code;
}

/** The labelled factors: unit type, then the situation, then the umpire's own. */
export function overreactModifiers(facts: OverreactFacts, lang: Lang): Modifier[] {
  const mods: Modifier[] = [{ key: 'type', label: t(lang, `overreact.type.${facts.type}`), value: UNIT_FACTOR[facts.type] ?? 0 }];
  const flags = new Set(facts.flags ?? []);
  for (const row of SITUATION_FACTORS) {
    if (row.kind === 'flag' && flags.has(row.key)) {
      mods.push({ key: row.key, label: t(lang, `overreact.mod.${row.key}`), value: row.value });
    } else if (row.kind === 'count' && (facts.woundedThisTurn ?? 0) > 0) {
      const n = facts.woundedThisTurn as number;
      mods.push({ key: row.key, label: t(lang, `overreact.mod.${row.key}`, { n }), value: row.value * n });
    }
  }
  for (const m of facts.umpireMods ?? []) {
    mods.push({ key: 'umpire', label: t(lang, 'common.umpire-mod', { label: m.label }), value: m.value });
  }
  // What the game's packs add (GameSystem.modifiers), labelled, after the rules' own.
  mods.push(...(facts.systemModifiers ?? []));
  return mods;
}

function refuse(base: Record<string, unknown>, edition: Edition, reason: string): Resolution {
  return refusal(String(base.procedure), edition, reason, base);
}

/** Resolves an over-reaction test for one SF unit; firefighters and paramedics are refused (R9). */
export function resolveOverreact(facts: OverreactFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = { procedure: 'overreact', unit: facts.unitId ?? null, type: facts.type, armed: facts.armed };
  if (UNIT_FACTOR[facts.type] === null) {
    return refuse(base, facts.edition, t(lang, 'overreact.refused.not-tested', { type: t(lang, `overreact.type.${facts.type}`) }));
  }
  const modifiers = overreactModifiers(facts, lang);
  const die = dice.roll('d6', t(lang, 'overreact.die'));
  const total = die + sumModifiers(modifiers);
  const table = reactionFor(total);
  const notes: string[] = [];
  let code: Reaction = table;
  if (code === 'run-away' && facts.noEscape && facts.armed) {
    code = NO_ESCAPE_RESULT;
    notes.push(t(lang, 'overreact.note.no-escape'));
  } else if (code === 'run-away' && (facts.armed || !NOTE2_NEEDS_GUNS) && MILITARY_OR_SWAT.includes(facts.type)) {
    const v = dice.roll('d6', t(lang, 'overreact.die.note2'));
    const fires = NOTE2_OPEN_FIRE_ON.includes(v);
    if (fires) code = 'open-fire';
    notes.push(t(lang, fires ? 'overreact.note.note2-fires' : 'overreact.note.note2-runs', { roll: v }));
  }
  if (code === 'open-fire' && !facts.armed) {
    code = 'run-away';
    notes.push(t(lang, 'overreact.note.note1'));
  } else if (code === 'run-away' && facts.noEscape && !facts.armed) {
    notes.push(t(lang, 'overreact.note.note1'));
  }
  const effects: Effect[] = [];
  // U67: the result stays on the unit for the umpire to play out (status shows it).
  if (facts.unitId && facts.turn !== undefined) effects.push({ op: 'set', path: `units.${facts.unitId}.reaction`, value: { turn: facts.turn, code } });
  // U67: an open-fire result offers the firing, with the unit filled in.
  const next = code === 'open-fire' && facts.unitId ? ['fire', '--unit', facts.unitId] : null;
  if (next) notes.push(t(lang, 'overreact.note.next-fire', { command: `umpire ${next.join(' ')}` }));
  if (facts.unitId && (facts.owes ?? []).length > 0) {
    effects.push({ op: 'set', path: `units.${facts.unitId}.owes`, value: {} });
    notes.push(t(lang, 'overreact.note.cleared', { triggers: (facts.owes ?? []).map((k) => t(lang, `overreact.trigger.${k}`)).join(', ') }));
  }
  return {
    ...base,
    edition: facts.edition,
    rolls: [...dice.rolls],
    modifiers,
    total,
    outcome: { code, text: t(lang, `overreact.outcome.${code}`) },
    effects,
    notes,
    tableResult: table,
    next,
  };
}

export interface TriggerFacts {
  edition: Edition;
  lang?: Lang;
  unitId: string;
  type: UnitType;
  trigger: Trigger;
  turn: number;
  /** First-time triggers the unit has already used. */
  firsts: readonly string[];
}

/** Marks a unit as owing an over-reaction test; a first-time trigger counts once per unit. */
export function resolveTrigger(facts: TriggerFacts, dice: Dice): Resolution {
  void dice;
  const lang = facts.lang ?? facts.edition;
  const trig = t(lang, `overreact.trigger.${facts.trigger}`);
  const base = { procedure: 'trigger', unit: facts.unitId, trigger: facts.trigger };
  if (UNIT_FACTOR[facts.type] === null) {
    return refuse(base, facts.edition, t(lang, 'overreact.refused.not-tested', { type: t(lang, `overreact.type.${facts.type}`) }));
  }
  const first = FIRST_TIME_TRIGGERS.includes(facts.trigger);
  if (first && facts.firsts.includes(facts.trigger)) {
    return {
      ...base,
      edition: facts.edition,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: 'not-first', text: t(lang, 'overreact.outcome.not-first', { unit: facts.unitId, trigger: trig }) },
      effects: [],
      notes: [],
    };
  }
  const effects: Effect[] = [{ op: 'set', path: `units.${facts.unitId}.owes.${facts.trigger}`, value: facts.turn }];
  if (first) effects.push({ op: 'set', path: `units.${facts.unitId}.firsts.${facts.trigger}`, value: true });
  return {
    ...base,
    edition: facts.edition,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'owes', text: t(lang, 'overreact.outcome.owes', { unit: facts.unitId, trigger: trig }) },
    effects,
    notes: [],
  };
}
