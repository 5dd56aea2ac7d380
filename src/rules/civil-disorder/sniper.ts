// Snipers firing at the SF from a firing position, the SF spotting them, and
// SWAT snipers picking a spotted sniper off.
// Civil Disorder, "Terrorists and Snipers"; Émeutes, "Terroristes et snipers"
// (the same numbers). Project rulings U16 to U18 (docs/rulings.md).
import { t } from '../../i18n/index.js';
import { casualtyEffects } from './casualties.js';
import { CASUALTY_STATUS, FIREARM_CASUALTY, SCRATCH_UP_AFTER_TURNS, type Injury } from './firearms.js';
import { refusal, type Dice, type Edition, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import type { UnitType } from '../../state/civil-disorder/types.js';

// Civil Disorder, Terrorists and Snipers: "For each sniper, roll 1d6, score 6
// to hit its named target ... The first shot from any location is always
// unobserved. Subsequent shots from the same location, roll 1d6 and score a 6
// to spot the sniper's location. +1 to the die roll for every subsequent shot
// from the same place." "Specialist SWAT snipers can try to pick off a sniper
// if they spot it, roll 4,5,6 on 1d6 to hit." Émeutes: the same numbers.
export const SNIPER = {
  hitOn: 6,
  spotOn: 6,
  /** The first shot that can be spotted (the first is always unobserved). */
  firstSpottableShot: 2,
  /** Added to the spotting die for each shot after the first spottable one. */
  spotBonusPerLaterShot: 1,
  swatHitOn: 4,
} as const;

// U17: only specialist SWAT snipers may shoot at a sniper ("Specialist SWAT snipers").
export const COUNTER_SNIPER_TYPES: readonly UnitType[] = ['swat'];

// Whether a sniper under fire holds its fire that turn, by edition (U101, issue 44): EN l.362 "SF return fire
// against a sniper is almost always ineffective, except that the sniper will not fire whilst under fire"; Émeutes
// FR l.513 "Un tir de réponse de fp contre un tireur embusqué est sans effet, sauf si le fp a été pris pour cible"
// has no such exception: its sniper fires on.
export const HOLDS_FIRE_UNDER_FIRE: Readonly<Record<Edition, boolean>> = { en: true, fr: false };

export type SniperInjury = Injury;

// U16: a sniper's hit is a firearm hit, so the casualty roll of R8 applies in
// each edition's bands (FIREARM_CASUALTY), and a scratch starts as triage's
// "only a scratch" (CASUALTY_STATUS), as for any firearm casualty.
export const SNIPER_CASUALTY = FIREARM_CASUALTY;
export const INJURY_STATUS = CASUALTY_STATUS;

/** The spotting modifier for the shot numbered `shot` from one position, or null if it cannot be spotted. */
export function spotModifier(shot: number): number | null {
  if (shot < SNIPER.firstSpottableShot) return null;
  return (shot - SNIPER.firstSpottableShot) * SNIPER.spotBonusPerLaterShot;
}

export interface SniperFacts {
  edition: Edition;
  lang?: Lang;
  /** The firing position's id (kept in `game.snipers`). */
  position?: string;
  /** Shots already fired from this position. */
  shotsBefore: number;
  /** The position has already been spotted (no more spotting rolls). */
  spotted: boolean;
  /** The sniper at this position has been picked off (turn), if so. */
  silenced?: number | null;
  /** The turn a SWAT sniper last shot at this position (`snipers.<id>.underFire`), if ever. */
  underFire?: number | null;
  /** The umpire lets a sniper under fire shoot this turn (U101 leaves it to the umpire). */
  allowUnderFire?: boolean;
  /** The named target unit, in the state. */
  targetUnitId?: string;
  turn?: number;
  casualtyCounter?: number;
  /** Write effects (on the state). */
  onState?: boolean;
}

function refused(procedure: string, edition: Edition, base: Record<string, unknown>, text: string): Resolution {
  return refusal(procedure, edition, text, base);
}

/** Resolves one sniper's shot at its named target, and the SF's chance to spot the position. */
export function resolveSniperShot(facts: SniperFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const ed = facts.edition;
  const pos = facts.position ?? null;
  const shot = facts.shotsBefore + 1;
  const base = { mode: 'fire', position: pos, unit: facts.targetUnitId ?? null, shot };
  if (facts.silenced !== undefined && facts.silenced !== null) {
    return refused('sniper', ed, base, t(lang, 'sniper.refused.silenced', { position: pos ?? '' }));
  }
  // Civil Disorder, Terrorists and Snipers (civil-disorder.en.txt l.362) "the sniper will not fire whilst under
  // fire"; U101: the umpire keeps it from shooting that turn, and may let it (issue 31, finding 5).
  if (HOLDS_FIRE_UNDER_FIRE[ed] && facts.underFire != null && facts.turn !== undefined && facts.underFire === facts.turn && !facts.allowUnderFire) {
    return refusal('sniper', ed, t(lang, 'sniper.refused.under-fire', { position: pos ?? '' }), base, 'under-fire');
  }

  const hitDie = dice.roll('d6', t(lang, 'sniper.die.hit'));
  const hit = hitDie >= SNIPER.hitOn;
  let injury: SniperInjury | null = null;
  if (hit) {
    const cas = dice.roll('d6', t(lang, 'sniper.die.casualty'));
    injury = SNIPER_CASUALTY[ed][cas as 1 | 2 | 3 | 4 | 5 | 6];
  }

  // Spotting: never on the first shot, and not once spotted.
  const modifiers: Modifier[] = [];
  const bonus = facts.spotted ? null : spotModifier(shot);
  let spot: { die: number; modifier: number; total: number; spotted: boolean } | null = null;
  if (bonus !== null) {
    if (bonus > 0) {
      modifiers.push({ key: 'later-shots', label: t(lang, 'sniper.mod.later-shots', { n: bonus / SNIPER.spotBonusPerLaterShot }), value: bonus });
    }
    const die = dice.roll('d6', t(lang, 'sniper.die.spot'));
    const total = die + bonus;
    spot = { die, modifier: bonus, total, spotted: total >= SNIPER.spotOn };
  }

  const notes: string[] = [];
  notes.push(
    facts.spotted
      ? t(lang, 'sniper.note.already-spotted')
      : spot === null
        ? t(lang, 'sniper.note.unobserved')
        : spot.spotted
          ? t(lang, 'sniper.note.spotted', { total: spot.total })
          : t(lang, 'sniper.note.not-spotted', { total: spot.total }),
  );
  notes.push(t(lang, 'sniper.note.under-fire'));
  if (hit && injury) notes.push(t(lang, `sniper.injury.${injury}`));

  const effects: Effect[] = [];
  const turn = facts.turn ?? 0;
  if (facts.onState && pos) {
    const at = `snipers.${pos}`;
    if (facts.shotsBefore === 0) effects.push({ op: 'set', path: at, value: { id: pos, shots: 1, spotted: false, firstTurn: turn } });
    else effects.push({ op: 'add', path: `${at}.shots`, value: 1 });
    effects.push({ op: 'set', path: `${at}.lastTurn`, value: turn });
    if (spot?.spotted) {
      effects.push({ op: 'set', path: `${at}.spotted`, value: true });
      effects.push({ op: 'set', path: `${at}.spottedTurn`, value: turn });
    }
  }
  const target = facts.targetUnitId;
  if (facts.onState && target) {
    const u = `units.${target}`;
    const owes = ['shot-at'];
    if (hit && injury) {
      const made = casualtyEffects(facts.casualtyCounter, turn, [
        { side: 'sf', from: target, cause: 'sniper', injury, status: INJURY_STATUS[injury] },
      ]);
      effects.push(...made.effects);
      // A scratch is up again after a turn, as for any firearm casualty (R8).
      if (injury === 'scratch') effects.push({ op: 'set', path: `casualties.${made.ids[0]}.readyTurn`, value: turn + SCRATCH_UP_AFTER_TURNS });
      notes.push(t(lang, 'sniper.note.casualty', { id: made.ids[0] }));
      if (injury === 'wounded') {
        effects.push({ op: 'add', path: `${u}.wounded`, value: 1 });
        effects.push({ op: 'add', path: `${u}.woundedByTurn.${turn}`, value: 1 });
      }
      if (injury !== 'scratch') owes.push('member-wounded'); // U15
    }
    for (const trigger of owes) {
      effects.push({ op: 'set', path: `${u}.owes.${trigger}`, value: turn });
      notes.push(t(lang, 'sniper.note.owes', { unit: target, trigger: t(lang, `sniper.trigger.${trigger}`) }));
    }
  }

  const where = pos ?? t(lang, 'sniper.position-unnamed');
  return {
    procedure: 'sniper',
    edition: ed,
    ...base,
    rolls: [...dice.rolls],
    modifiers,
    total: null,
    outcome: hit
      ? { code: 'hit', text: t(lang, 'sniper.outcome.hit', { position: where, shot, injury: t(lang, `sniper.injury-name.${injury}`) }) }
      : { code: 'miss', text: t(lang, 'sniper.outcome.miss', { position: where, shot }) },
    effects,
    notes,
    hit,
    injury,
    spot,
    spotted: facts.spotted || (spot?.spotted ?? false),
  };
}

export interface CounterSnipeFacts {
  edition: Edition;
  lang?: Lang;
  position?: string;
  spotted: boolean;
  silenced?: number | null;
  /** The shooting unit's id (state) and type. */
  shooterUnitId?: string;
  shooterType: UnitType;
  turn?: number;
  onState?: boolean;
}

/** Resolves a SWAT sniper's shot at a spotted sniper (hits on 4-6). */
export function resolveCounterSnipe(facts: CounterSnipeFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const ed = facts.edition;
  const pos = facts.position ?? null;
  const where = pos ?? t(lang, 'sniper.position-unnamed');
  const base = { mode: 'counter', position: pos, unit: facts.shooterUnitId ?? null };
  if (!COUNTER_SNIPER_TYPES.includes(facts.shooterType)) {
    return refused('sniper', ed, base, t(lang, 'sniper.refused.not-swat', { type: facts.shooterType }));
  }
  if (facts.silenced !== undefined && facts.silenced !== null) {
    return refused('sniper', ed, base, t(lang, 'sniper.refused.silenced', { position: where }));
  }
  if (!facts.spotted) {
    return refused('sniper', ed, base, t(lang, 'sniper.refused.not-spotted', { position: where }));
  }
  const die = dice.roll('d6', t(lang, 'sniper.die.swat'));
  const hit = die >= SNIPER.swatHitOn;
  const effects: Effect[] = [];
  if (facts.onState && pos && hit) effects.push({ op: 'set', path: `snipers.${pos}.silenced`, value: facts.turn ?? 0 });
  // EN l.362: hit or miss, the sniper is under fire this turn and will not fire (U101); not in Émeutes (FR l.513).
  if (facts.onState && pos && !hit && HOLDS_FIRE_UNDER_FIRE[ed]) effects.push({ op: 'set', path: `snipers.${pos}.underFire`, value: facts.turn ?? 0 });
  return {
    procedure: 'sniper',
    edition: ed,
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: die,
    outcome: hit
      ? { code: 'sniper-hit', text: t(lang, 'sniper.outcome.sniper-hit', { position: where }) }
      : { code: 'sniper-miss', text: t(lang, 'sniper.outcome.sniper-miss', { position: where }) },
    effects,
    notes: [hit ? t(lang, 'sniper.note.silenced') : t(lang, 'sniper.note.under-return-fire')],
    hit,
  };
}
