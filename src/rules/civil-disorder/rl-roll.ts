// Crowd Response Level (RL) roll: 1d6 + modifiers, result per R1.
// Civil Disorder, "Response Level (RL)" and "RL State Chart";
// Émeutes, "Facteur de réaction (FR)".
import { keyOf, t } from '../../i18n/index.js';
import { jumpTarget, separateEffects, type Situation } from './crowd.js';
import {
  refusal,
  sumModifiers,
  type Dice,
  type Edition,
  type Effect,
  type Lang,
  type Modifier,
  type Resolution,
  type SystemModifiers,
} from '../types.js';

// The chart's levels, their codes and names (rl-chart.ts, which crowd.ts reads too).
export { RL_MAX, RL_MIN, RL_STATE_CODES, rlStateName, type RlLevel } from './rl-chart.js';
import { RL_MAX, RL_MIN, RL_STATE_CODES, rlStateName, type RlLevel } from './rl-chart.js';

/**
 * How a modifier is given. `flag`: present or not. `count`: value per item
 * (arrests, adjacent crowds). `state`: known from the state file when there is
 * one, and otherwise given as an option.
 */
export interface RlModifierRow {
  key: string;
  value: number;
  kind: 'flag' | 'count';
  fromState: boolean;
  /** Where the number comes from. */
  rule: string;
}

// Civil Disorder, RL State Chart factors; Émeutes gives the same numbers
// (Situation de la foule, Actions de fp, Touché par arme). One table serves both.
export const RL_MODIFIERS: readonly RlModifierRow[] = [
  // Crowd Condition
  { key: 'damp', value: -1, kind: 'flag', fromState: true, rule: "Crowd Condition: crowd is 'damp' -1" },
  { key: 'soaked', value: -2, kind: 'flag', fromState: true, rule: "Crowd Condition: crowd is 'soaked' -2" },
  { key: 'arrests', value: -1, kind: 'count', fromState: true, rule: 'Crowd Condition: each crowd member arrested -1' },
  // Crowd Situation
  { key: 'outnumbered', value: -3, kind: 'flag', fromState: false, rule: 'Crowd Situation: visibly outnumbered by SF -3' },
  { key: 'adjacent-higher', value: +1, kind: 'count', fromState: true, rule: 'Crowd Situation: each adjacent crowd at a higher RL +1' },
  { key: 'adjacent-lower', value: -1, kind: 'count', fromState: true, rule: 'Crowd Situation: each adjacent crowd at a lower RL -1' },
  { key: 'adjacent-running', value: -1, kind: 'count', fromState: true, rule: 'Crowd Situation: each adjacent crowd actually running away -1' },
  // SF Actions
  { key: 'police-withdrawing', value: +1, kind: 'flag', fromState: false, rule: 'SF Actions: ordinary police or soldiers in sight withdrawing +1 (R2)' },
  { key: 'police-charging', value: -1, kind: 'flag', fromState: false, rule: 'SF Actions: ordinary police or soldiers charging the crowd -1' },
  { key: 'riot-withdrawing', value: +2, kind: 'flag', fromState: false, rule: 'SF Actions: specialist riot forces withdrawing +2' },
  { key: 'riot-charging', value: -2, kind: 'flag', fromState: false, rule: 'SF Actions: specialist riot forces charging -2' },
  { key: 'first-appearance', value: +2, kind: 'flag', fromState: false, rule: 'SF Actions: specialist riot forces or mounted police appear for the first time +2' },
  { key: 'mounted-charging', value: -3, kind: 'flag', fromState: false, rule: 'SF Actions: mounted police charging the crowd -3' },
  { key: 'tear-gas', value: -2, kind: 'flag', fromState: true, rule: 'SF Actions: in effective tear gas cloud -2' },
  { key: 'cs-gas', value: -3, kind: 'flag', fromState: true, rule: 'SF Actions: in effective CS gas cloud -3' },
  // Being Shot at
  { key: 'non-lethal', value: -1, kind: 'flag', fromState: true, rule: "Being Shot at: shot at by baton gun or other 'non-lethal' firearm -1" },
  { key: 'single-shot', value: -3, kind: 'flag', fromState: true, rule: 'Being Shot at: shot at by single shot firearms -3' },
  { key: 'automatic', value: -4, kind: 'flag', fromState: true, rule: 'Being Shot at: shot at by automatic firearms -4' },
  { key: 'first-casualty', value: -2, kind: 'flag', fromState: true, rule: 'Being Shot at: first casualty from firearms -2 (R8)' },
  { key: 'later-casualties', value: -1, kind: 'count', fromState: true, rule: 'Being Shot at: each subsequent casualty from firearms -1 (R8)' },
];

// Ruling U90: which RL line a gas cloud's kind takes. Civil Disorder: "In
// effective Tear Gas cloud -2; In effective CS gas cloud -3"; Émeutes: "Dans un
// nuage de gaz -2; Dans un nuage de gaz lacrymal -3". The French lines are the
// English ones in the same order: tear gas (the "grenade lacrymale, fumigène")
// -2, CS -3, in both editions.
export const RL_GAS_LINE: Record<'tear' | 'cs', 'tear-gas' | 'cs-gas'> = { tear: 'tear-gas', cs: 'cs-gas' };

// R1: total 7 or more: RL +1; 1 to 6: no change; 0 or less: RL -1.
// The RL moves one level at a time ("le FR augmente de 1", "diminue de 1").
export const RL_THRESHOLDS = { upAt: 7, downAt: 0, step: 1 } as const;

// R1 (ruling U2 in docs/rulings.md): RLs that count as "actually running away"
// for an adjacent crowd.
export const RUNNING_AWAY_LEVELS: readonly number[] = [1, 2];

/** Movement per RL: `dice` d6s in the edition's unit, or a direction die (RL 4). */
export interface RlMovement {
  kind: 'distance' | 'up-to' | 'direction';
  dice: number;
  unit: 'in' | 'cm';
}

// Civil Disorder, RL State Chart, "How it moves" (inches).
// Émeutes, tableau du FR, colonne "Mouvement" (cm); R13. RL 6 "1D6" has no unit
// in the French text: ruling U1 reads it as 1D6 cm like RL 5.
export const RL_MOVEMENT: Record<Edition, Record<RlLevel, RlMovement>> = {
  en: {
    1: { kind: 'distance', dice: 2, unit: 'in' },
    2: { kind: 'distance', dice: 2, unit: 'in' },
    3: { kind: 'distance', dice: 1, unit: 'in' },
    4: { kind: 'direction', dice: 1, unit: 'in' },
    5: { kind: 'distance', dice: 1, unit: 'in' },
    6: { kind: 'distance', dice: 1, unit: 'in' },
    7: { kind: 'up-to', dice: 2, unit: 'in' },
    8: { kind: 'distance', dice: 2, unit: 'in' },
  },
  fr: {
    1: { kind: 'distance', dice: 4, unit: 'cm' },
    2: { kind: 'distance', dice: 4, unit: 'cm' },
    3: { kind: 'distance', dice: 2, unit: 'cm' },
    4: { kind: 'direction', dice: 1, unit: 'cm' },
    5: { kind: 'distance', dice: 1, unit: 'cm' },
    6: { kind: 'distance', dice: 1, unit: 'cm' },
    7: { kind: 'up-to', dice: 4, unit: 'cm' },
    8: { kind: 'distance', dice: 4, unit: 'cm' },
  },
};

// RL 5 "Will not move closer than 3" to SF"; Émeutes "à moins de 10cm".
export const RL5_KEEP_OFF: Record<Edition, string> = { en: '3"', fr: '10 cm' };

/** The facts an RL roll needs. Counts default to 0, flags to absent. */
export interface RlFacts extends SystemModifiers {
  edition: Edition;
  lang?: Lang;
  /** The crowd's id in the state, when there is one (for the effects). */
  crowdId?: string;
  crowdName?: string;
  rl: number;
  /** Keys of RL_MODIFIERS rows of kind flag that apply. */
  flags?: readonly string[];
  /** Counts for RL_MODIFIERS rows of kind count. */
  counts?: Readonly<Record<string, number>>;
  /** Firearm casualties the crowd has taken so far (R8): sets first/later. */
  firearmCasualties?: number;
  /** The umpire's own modifiers (`--mod "label=+1"`). */
  umpireMods?: readonly { label: string; value: number }[];
  /** A situation of the chart (no-escape, no-sf-in-sight, surrounded): its jump applies where the roll lands (src/rules/civil-disorder/crowd.ts). */
  situation?: Situation;
  /** Why the crowd owed this roll (`crowds.<id>.owes`): the roll pays them off. */
  owed?: readonly string[];
  /** Adjacency lists of the crowd and its neighbours: a crowd that disperses leaves them. */
  lists?: Readonly<Record<string, readonly string[]>>;
  /** Set when the crowd has merged into another (U53): no roll. */
  mergedInto?: string;
  /**
   * A game of several tables (issue 42, U284): the umpire rolling (undefined: the control), the game's turn, and
   * who rolled the crowd last and in which turn (`crowds.<id>.rolled`, kept only on a game of tables).
   */
  tables?: { umpire?: string; control?: string; owner?: string; turn: number; rolled?: { turn: number; by: string | null; seq?: number }; allowSecond?: boolean };
  /** The crowd's scenario objective (Crowds: "their scenario objectives"): said with where it moves. */
  objective?: string;
  /** A looter crowd (Looting: Looter Crowds); a normal crowd's looters (null: 1d6 when needed; 0: broken off, U31). */
  looter?: boolean;
  looters?: number | null;
}

// Issue 31, finding 9: the consequences the rules make automatic, said with the roll that brings them.
// RL 6 Hassle "closing with the SF lines and engaging in close range abuse and hassle" (EN l.149) is the
// over-reaction trigger "On the first time that it comes under verbal abuse and hassle" (EN l.326; fr l.460).
export const HASSLE_RL = 6;
// Looting: "When a crowd reaches a level that permits looting, 1d6 members of the crowd break off" (EN l.177;
// fr l.268); Looter Crowds "always move away from SF and avoid confrontation ... Once their RL permits looting,
// they smash their way in and loot a place. If it has already been looted, they start fires" (EN l.167-169; fr l.252-254).
export const LOOTING_FROM_RL = 7;
// Crowds: "In general, crowds will not move closer to the sound of gunfire" (EN l.129; fr l.167): the shot-at kinds that are gunfire.
export const GUNFIRE_KINDS: readonly string[] = ['single-shot', 'automatic'];

/** The notes of what the rules make automatic when a crowd's roll lands (finding 9). */
function automaticNotes(facts: RlFacts, lang: Lang, before: number, after: number): string[] {
  // Without a game (a stateless lookup) the crowd is "the crowd", and the command's id a placeholder (issue 44, item 5).
  const crowd = facts.crowdId ?? facts.crowdName ?? t(lang, 'rl.note.the-crowd');
  const id = facts.crowdId ?? t(lang, 'rl.note.crowd-placeholder');
  const out: string[] = [];
  if (facts.looter) out.push(t(lang, after >= LOOTING_FROM_RL ? 'rl.note.looter-loots' : 'rl.note.looter', { crowd, id }));
  else if (after === HASSLE_RL && before < HASSLE_RL) out.push(t(lang, 'rl.note.hassle-abuse', { crowd }));
  if (!facts.looter && after >= LOOTING_FROM_RL && before < LOOTING_FROM_RL && facts.looters !== 0) {
    out.push(t(lang, 'rl.note.looters-break-off', { crowd, id, n: facts.looters ?? '1d6' }));
  }
  if (after > RL_MIN && (facts.flags ?? []).some((f) => GUNFIRE_KINDS.includes(f))) out.push(t(lang, 'rl.note.gunfire'));
  return out;
}


const NONE: readonly string[] = [];
/** The shot-at flags an RL roll uses up ("Shot at" counts for the next RL roll only). */
const SHOT_AT_USED = ['non-lethal', 'single-shot', 'automatic'] as const;

/** The labelled modifiers that apply, in the order of the rules' table. */
export function rlModifiers(facts: RlFacts, lang: Lang): Modifier[] {
  const flags = facts.flags ?? NONE;
  const shot = facts.firearmCasualties ?? 0;
  // R8's pair from the casualties so far: the first -2 (a flag), each later one -1 (a count).
  const counts: Readonly<Record<string, number>> = shot > 0 ? { ...(facts.counts ?? {}), 'later-casualties': shot - 1 } : (facts.counts ?? {});
  const mods: Modifier[] = [];
  for (const row of RL_MODIFIERS) {
    if (row.kind === 'flag' && (flags.includes(row.key) || (shot > 0 && row.key === 'first-casualty'))) {
      mods.push({ key: row.key, label: t(lang, keyOf('rl.mod.', row.key)), value: row.value });
    } else if (row.kind === 'count' && (counts[row.key] ?? 0) > 0) {
      const n = counts[row.key];
      mods.push({ key: row.key, label: t(lang, keyOf('rl.mod.', row.key), { n }), value: row.value * n });
    }
  }
  for (const m of facts.umpireMods ?? []) {
    mods.push({ key: 'umpire', label: t(lang, 'common.umpire-mod', { label: m.label }), value: m.value });
  }
  // What the game's packs add (GameSystem.modifiers), labelled, after the rules' own.
  mods.push(...(facts.systemModifiers ?? []));
  return mods;
}

/** R1: the RL change for a total, bounded to 1..8. */
export function rlAfter(rl: number, total: number): number {
  const step = total >= RL_THRESHOLDS.upAt ? RL_THRESHOLDS.step : total <= RL_THRESHOLDS.downAt ? -RL_THRESHOLDS.step : 0;
  return Math.min(RL_MAX, Math.max(RL_MIN, rl + step));
}

function movementText(lang: Lang, level: RlLevel, move: RlMovement, value: number | null): string {
  const unit = t(lang, keyOf('common.unit.', move.unit));
  const dice = t(lang, 'common.dice', { n: move.dice, sides: 6 });
  if (move.kind === 'direction') return t(lang, 'rl.move.direction');
  const shown = value === null ? t(lang, 'rl.move.unrolled', { dice }) : t(lang, 'rl.move.rolled', { value, unit });
  if (move.kind === 'up-to') return t(lang, 'rl.move.line', { what: t(lang, 'rl.move.up-to', { dice, unit }), shown });
  const how = t(lang, keyOf('rl.how.', level));
  return t(lang, 'rl.move.line', { what: t(lang, 'rl.move.distance', { dice, unit, how }), shown });
}

/** Resolves an RL roll for one crowd. A dispersed crowd (RL 1) is refused (R1). */
export function resolveRlRoll(facts: RlFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const before = facts.rl;
  const base = {
    procedure: 'rl-roll',
    edition: facts.edition,
    crowd: facts.crowdId ?? null,
  };
  if (facts.mergedInto) {
    return refusal('rl-roll', facts.edition, t(lang, 'crowd.refused.merged', { crowd: base.crowd ?? '', into: facts.mergedInto }), { crowd: base.crowd, rl: { before, after: before } });
  }
  if (before === RL_MIN) {
    return refusal('rl-roll', facts.edition, t(lang, 'rl.outcome.refused'), { crowd: base.crowd, rl: { before, after: before } });
  }
  // EN l.139 (FR l.203-205): a crowd rolls when a circumstance calls for it, once for it. On a game of tables, a
  // crowd owing no roll already rolled this turn by another umpire is refused, the first roll named (U284).
  const tb = facts.tables;
  // The control (unnamed, or the scenario's control) runs the turn, and the crowd's own umpire (its sector's)
  // answers for it: their second roll is their decision.
  const mayRollAgain = tb?.umpire === undefined || tb.umpire === tb.control || tb.umpire === tb.owner;
  if (tb?.rolled && !mayRollAgain && tb.rolled.turn === tb.turn && (facts.owed ?? []).length === 0 && (tb.rolled.by ?? undefined) !== tb.umpire && !tb.allowSecond) {
    return refusal('rl-roll', facts.edition, t(lang, 'rl.refused.rolled-by-another', { crowd: base.crowd ?? '', by: tb.rolled.by ?? t(lang, 'rl.the-control'), turn: tb.turn }), { crowd: base.crowd, rl: { before, after: before } }, 'rolled-by-another');
  }
  const modifiers = rlModifiers(facts, lang);
  const die = dice.roll('d6', t(lang, 'rl.die'));
  const total = die + sumModifiers(modifiers);
  const rolled = rlAfter(before, total);
  // The chart's own jump for the situation the umpire named, where the roll lands on a level that has one.
  const jumpTo = facts.situation ? jumpTarget(rolled, facts.situation) : null;
  const after = jumpTo ?? rolled;
  const code = after > before ? 'rl-up' : after < before ? 'rl-down' : 'rl-same';
  const afterName = rlStateName(lang, after);
  const situationText = facts.situation ? t(lang, keyOf('jump.situation.', facts.situation)) : '';

  const level = after as RlLevel;
  const move = RL_MOVEMENT[facts.edition][level];
  let moved: number | null = 0;
  const moveLabel = move.kind === 'direction' ? t(lang, 'rl.direction-die') : t(lang, 'rl.move-die');
  if (move.dice > 0) dice.so?.(t(lang, 'rl.so', { rl: after, name: afterName }));
  for (let i = 0; i < move.dice && moved !== null; i++) {
    const v = dice.rollOptional('d6', moveLabel);
    moved = v === null ? null : moved + v;
  }

  const effects: Effect[] = [];
  if (facts.crowdId) {
    const at = `crowds.${facts.crowdId}`;
    if (after !== before) effects.push({ op: 'set', path: `${at}.rl`, value: after });
    // "Shot at" is remembered for the next RL roll only: that roll uses it up.
    for (const key of SHOT_AT_USED) {
      if (facts.flags?.includes(key)) effects.push({ op: 'del', path: `${at}.shotAt.${key}` });
    }
    // The roll pays off what the crowd owed (U54); a crowd that disperses is next to no one (U51).
    if ((facts.owed ?? []).length > 0) effects.push({ op: 'del', path: `${at}.owes` });
    // On a game of tables: who rolled it, and in which turn (U284).
    if (facts.tables) effects.push({ op: 'set', path: `${at}.rolled`, value: { turn: facts.tables.turn, by: facts.tables.umpire ?? null } });
    if (after === RL_MIN) effects.push(...separateEffects(facts.crowdId, facts.lists ?? {}));
  }

  const jumpNotes = facts.situation
    ? [jumpTo !== null ? t(lang, keyOf('jump.rule.', rolled)) : t(lang, 'rl.note.no-jump', { situation: situationText, rl: rolled, name: rlStateName(lang, rolled) })]
    : [];
  const owedNote = (facts.owed ?? []).length > 0 ? [t(lang, 'rl.note.owed', { why: (facts.owed ?? []).map((k) => t(lang, keyOf('owe.trigger.', k))).join(', ') })] : [];
  const notes = owedNote;
  for (const n of jumpNotes) notes.push(n);
  notes.push(t(lang, 'rl.note', { rl: after, name: afterName, does: t(lang, keyOf('rl.does.', after), { keepOff: RL5_KEEP_OFF[facts.edition] }) }));
  notes.push(movementText(lang, level, move, moved));
  if (facts.objective) notes.push(t(lang, 'rl.note.objective', { objective: facts.objective }));
  for (const n of automaticNotes(facts, lang, before, after)) notes.push(n);
  // RL 8 Attack: "Roll 2d6 for number of individuals prepared to engage in hand to hand" (umpire fighters).
  if (facts.crowdId && after === 8) notes.push(t(lang, 'fighters.note.offer', { crowd: facts.crowdId }));
  // Built field by field, in the order the record has always had (its JSON is the log's): a literal
  // with spreads of conditional parts made V8 build it the slow way, a third of the rule's time in a batch.
  const res: Resolution = {
    procedure: base.procedure,
    edition: base.edition,
    crowd: base.crowd,
    rolls: [...dice.rolls],
    modifiers,
    total,
    outcome: { code, text: rlOutcomeText(lang, { before, after, rolled, total, jumped: jumpTo !== null, situation: facts.situation }) },
    effects,
    notes,
    rl: { before, after },
  } as Resolution;
  if (facts.situation) {
    res.situation = facts.situation;
    res.jump = jumpTo === null ? null : { from: rolled, to: jumpTo };
  }
  res.state = { code: RL_STATE_CODES[level], name: afterName };
  res.movement = {
    kind: move.kind,
    dice: `${move.dice}d6`,
    unit: move.unit,
    value: move.kind === 'direction' ? null : moved,
    direction: move.kind === 'direction' ? moved : null,
  };
  return res;
}

/**
 * An RL roll's outcome in words, from what the roll left (the rule's text, and the log's in another language:
 * src/review/civil-disorder/outcome.ts): risen, fallen or the same, at the chart's top, or the chart's jump.
 */
export function rlOutcomeText(lang: Lang, o: { before: number; after: number; rolled: number; total: number; jumped: boolean; situation?: string }): string {
  const code = o.after > o.before ? 'rl-up' : o.after < o.before ? 'rl-down' : 'rl-same';
  const key = o.jumped ? 'rl.outcome.jump' : code === 'rl-same' && o.total >= RL_THRESHOLDS.upAt && o.after === RL_MAX ? 'rl.outcome.rl-same-max' : keyOf('rl.outcome.', code);
  const situation = o.situation ? t(lang, keyOf('jump.situation.', o.situation)) : '';
  return t(lang, key, { before: o.before, after: o.after, beforeName: rlStateName(lang, o.before), afterName: rlStateName(lang, o.after), rolled: o.rolled, rolledName: rlStateName(lang, o.rolled), situation });
}
