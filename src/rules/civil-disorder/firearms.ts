// SF firearms against a crowd: 1d6 per firer against the hit table, then a
// casualty roll per hit (R8). Civil Disorder, "Firearms"; Émeutes, "Armes à feu".
import { t } from '../../i18n/index.js';
import { casualtyEffects, type NewCasualty } from './casualties.js';
import { personalAction, type PersonalFacts } from './actions.js';
import { refusal, type Dice, type Edition, type Effect, type Lang, type Resolution } from '../types.js';
import type { UnitType } from '../../state/civil-disorder/types.js';

/** Weapon codes, in the order of the rules' table. */
export const WEAPONS = ['pistol', 'rifle', 'automatic', 'shotgun', 'hmg'] as const;
export type Weapon = (typeof WEAPONS)[number];

/** Range bands: close range, or out to the maximum effective range; beyond is refused where there is a maximum. */
export const RANGE_BANDS = ['close', 'maximum', 'beyond'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** Close range and maximum effective range in the edition's unit; null: unlimited. */
export interface WeaponRange {
  close: number;
  maximum: number | null;
}

// Civil Disorder, Firearms table: "Close Range" and "Max Effective Range" (inches).
// Émeutes, Armes à feu: "Portée mini" and "Portée max" (cm). R13: each edition its own unit.
export const FIREARM_RANGES: Record<Edition, Record<Weapon, WeaponRange>> = {
  en: {
    pistol: { close: 5, maximum: 30 },
    rifle: { close: 10, maximum: null },
    automatic: { close: 10, maximum: null },
    shotgun: { close: 5, maximum: 15 },
    hmg: { close: 15, maximum: null },
  },
  fr: {
    pistol: { close: 12.5, maximum: 75 },
    rifle: { close: 25, maximum: null },
    automatic: { close: 25, maximum: null },
    shotgun: { close: 12.5, maximum: 37.5 },
    hmg: { close: 37.5, maximum: null },
  },
};

/** A hit rule: the scores of 1d6 that hit one crowd member, or "1d6 hits" (the heavy MG). */
export type HitRule = { kind: 'scores'; hitOn: readonly number[] } | { kind: 'd6-hits' };

// Civil Disorder, Firearms: "Roll 1d6 per firer. The score is the number needed
// to hit a crowd member"; Émeutes gives the same scores. One table serves both.
export const FIREARM_HITS: Record<Weapon, Record<'close' | 'maximum', HitRule>> = {
  pistol: { close: { kind: 'scores', hitOn: [5, 6] }, maximum: { kind: 'scores', hitOn: [6] } },
  rifle: { close: { kind: 'scores', hitOn: [5, 6] }, maximum: { kind: 'scores', hitOn: [6] } },
  automatic: { close: { kind: 'scores', hitOn: [3, 4, 5, 6] }, maximum: { kind: 'scores', hitOn: [5, 6] } },
  shotgun: { close: { kind: 'scores', hitOn: [4, 5, 6] }, maximum: { kind: 'scores', hitOn: [6] } },
  // "Hvy M G: 1d6 hits" at both ranges; Émeutes "MMG 1D6 touchés".
  hmg: { close: { kind: 'd6-hits' }, maximum: { kind: 'd6-hits' } },
};

// Ruling U91: Civil Disorder's "Shot at by ..." against Émeutes' "Frappé ou
// touché par ..." / "Touché par arme ...": in both editions the crowd counts as
// shot at on every shot, hit or miss (false: a miss counts too). The same
// entry serves the baton gun's "non-lethal" line.
export const SHOT_AT_NEEDS_HIT = false;

/** "Shot at by" kind the crowd remembers for its next RL roll (RL State Chart, Being Shot at). */
// Pistols, rifles and shotguns are single-shot firearms; automatic weapons and the heavy MG automatic.
export const SHOT_AT_KIND: Record<Weapon, 'single-shot' | 'automatic'> = {
  pistol: 'single-shot',
  rifle: 'single-shot',
  automatic: 'automatic',
  shotgun: 'single-shot',
  hmg: 'automatic',
};

export const INJURIES = ['scratch', 'wounded', 'dead'] as const;
export type Injury = (typeof INJURIES)[number];

// R8: the casualty roll for each downed crowd member, per edition.
// Civil Disorder: 1 scratch, 2-3 wounded, 4-6 dead. Émeutes: 1 scratch,
// "3 4" wounded, "5 6" dead; the missing 2 counts as wounded.
export const FIREARM_CASUALTY: Record<Edition, Record<1 | 2 | 3 | 4 | 5 | 6, Injury>> = {
  en: { 1: 'scratch', 2: 'wounded', 3: 'wounded', 4: 'dead', 5: 'dead', 6: 'dead' },
  fr: { 1: 'scratch', 2: 'wounded', 3: 'wounded', 4: 'wounded', 5: 'dead', 6: 'dead' },
};

// Ruling U20: every downed crowd member is a firearm casualty (R8 count) and
// leaves the crowd, the scratch too ("can get up again and run for it after
// one turn"); the scratch needs no triage, so it starts with status "scratch".
export const CASUALTY_STATUS: Record<Injury, string> = {
  scratch: 'scratch',
  wounded: 'awaiting-triage',
  dead: 'awaiting-triage',
};

// Civil Disorder, Firearms: "1: Just a scratch, can get up again and run for
// it after one turn": the casualty is ready (`readyTurn`, which the per-turn
// medical hook reads) one turn later.
export const SCRATCH_UP_AFTER_TURNS = 1;

// U64: what each unit type may fire. Civil Disorder, Types of Unit: regular
// police "may be armed if that is appropriate" (handguns and shotguns);
// SWAT "equipped with a vast array of weaponry" (all but the heavy MG);
// conscripts "regular guys with guns" and soldiers (rifles, automatic
// weapons, soldiers the heavy MG too); special forces "whatever you want";
// firefighters and paramedics carry no firearms. Only a unit whose scenario
// says `armed` fires at all.
export const UNIT_WEAPONS: Record<UnitType, readonly Weapon[]> = {
  'regular-police': ['pistol', 'shotgun'],
  'regular-police-riot': ['pistol', 'shotgun'],
  swat: ['pistol', 'rifle', 'automatic', 'shotgun'],
  'anti-riot': ['pistol', 'shotgun'],
  'mounted-police': ['pistol'],
  'mounted-riot-police': ['pistol'],
  conscripts: ['rifle', 'automatic'],
  'regular-soldiers': ['rifle', 'automatic', 'hmg'],
  'soldiers-riot': ['rifle', 'automatic', 'hmg'],
  'special-forces': ['pistol', 'rifle', 'automatic', 'shotgun', 'hmg'],
  firefighters: [],
  paramedics: [],
};

/** The facts a firing resolution needs. */
export interface FireFacts extends PersonalFacts {
  edition: Edition;
  lang?: Lang;
  weapon: Weapon;
  range: RangeBand;
  firers: number;
  /** The firing unit (on a game): its type sets what it may fire, and it must be armed (U64). */
  unitId?: string;
  unitType?: UnitType;
  unitArmed?: boolean;
  /** The unit's fit figures (on a game: strength less the wounded, the dead and the figures down this turn, U63). */
  fit?: number;
  /** Firing over the crowd's heads, as the unit's own choice: no hits, the crowd is shot at. */
  overHeads?: boolean;
  /** The crowd fired at, when on the state (for the effects). */
  crowdId?: string;
  /** Figures in the crowd, when known: hits beyond them are lost (ruling U21). */
  figures?: number;
  /** The game's turn and casualty counter, for casualty records. */
  turn?: number;
  casualtyCounter?: number;
}

/** One downed crowd member. */
export interface FirearmCasualty {
  roll: number;
  code: Injury;
  id: string | null;
}

/** The range text for a weapon in the edition's unit: 'close 5", maximum effective 30"'. */
export function rangeText(edition: Edition, lang: Lang, weapon: Weapon): string {
  const r = FIREARM_RANGES[edition][weapon];
  const unit = t(lang, `common.unit.${edition === 'en' ? 'in' : 'cm'}`);
  const num = (n: number) => (lang === 'fr' ? String(n).replace('.', ',') : String(n));
  const max = r.maximum === null ? t(lang, 'fire.unlimited') : `${num(r.maximum)}${unit}`;
  return t(lang, 'fire.ranges', { weapon: t(lang, `fire.weapon.${weapon}`), close: `${num(r.close)}${unit}`, max });
}

/** The band a measured distance (edition's unit) falls in for a weapon. */
export function bandFor(edition: Edition, weapon: Weapon, distance: number): RangeBand {
  const r = FIREARM_RANGES[edition][weapon];
  if (distance <= r.close) return 'close';
  if (r.maximum === null || distance <= r.maximum) return 'maximum';
  return 'beyond';
}

/** Crowd members one firer's d6 hits under a hit rule (FIREARM_HITS): resolveFire and the odds use it. */
export function firerHits(rule: HitRule, face: number): number {
  return rule.kind === 'd6-hits' ? face : rule.hitOn.includes(face) ? 1 : 0;
}

/** Ruling U21: a crowd has only so many members to hit; hits beyond its figures are lost. */
export function downedOf(hits: number, figures: number | undefined): number {
  return figures === undefined ? hits : Math.min(hits, Math.max(0, figures));
}

/** The injury of one downed crowd member for a casualty d6 (R8, FIREARM_CASUALTY). */
export function casualtyInjury(edition: Edition, face: number): Injury {
  return FIREARM_CASUALTY[edition][face as 1 | 2 | 3 | 4 | 5 | 6];
}

/** Resolves SF fire at a crowd: hits, then a casualty roll per hit. Beyond maximum range is refused. */
export function resolveFire(facts: FireFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const { weapon, range, edition } = facts;
  const ranges = rangeText(edition, lang, weapon);
  const base = {
    procedure: 'fire',
    edition,
    crowd: facts.crowdId ?? null,
    unit: facts.unitId ?? null,
    weapon,
    range: facts.overHeads ? null : range,
    firers: facts.firers,
    overHeads: Boolean(facts.overHeads),
    ...(facts.characterId ? { character: facts.characterId } : {}),
  };
  // EN l.46 "fire your gun": a player character's shot is their action of the turn (U66, U372).
  const personal = personalAction(lang, facts);
  if (personal.refused) return refusal('fire', edition, personal.refused, { ...base, hits: 0, casualties: [] }, 'second-action');
  if (facts.unitType !== undefined) {
    const who = facts.unitId ?? facts.unitType;
    if (!facts.unitArmed) return refusal('fire', edition, t(lang, 'fire.refused.unarmed', { unit: who }), { ...base, hits: 0, casualties: [] });
    const may = UNIT_WEAPONS[facts.unitType];
    if (!may.includes(weapon)) {
      const list = may.map((w) => t(lang, `fire.weapon.${w}`)).join(', ');
      return refusal('fire', edition, t(lang, 'fire.refused.weapon', { unit: who, type: facts.unitType, weapon: t(lang, `fire.weapon.${weapon}`), list: list || t(lang, 'common.none') }), { ...base, hits: 0, casualties: [] });
    }
  }
  // Civil Disorder, Firearms (civil-disorder.en.txt l.301) "Roll 1d6 per firer"; Émeutes the same: a unit has
  // only its fit figures to fire (issue 31, finding 3).
  if (facts.fit !== undefined && facts.firers > facts.fit) {
    return refusal('fire', edition, t(lang, 'fire.refused.firers', { unit: facts.unitId ?? facts.unitType ?? '', fit: facts.fit, firers: facts.firers }), { ...base, hits: 0, casualties: [] }, 'too-many-firers');
  }
  if (facts.overHeads) {
    // Civil Disorder, Firearms: the hit table "assumes the SF are actually firing at the crowd, not over their heads".
    const effects: Effect[] = [...personal.effects, ...(facts.crowdId ? [{ op: 'set' as const, path: `crowds.${facts.crowdId}.shotAt.${SHOT_AT_KIND[weapon]}`, value: true }] : [])];
    return {
      ...base,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: 'over-heads', text: t(lang, 'fire.outcome.over-heads') },
      effects,
      notes: [t(lang, 'fire.note.shot-at', { kind: t(lang, `rl.mod.${SHOT_AT_KIND[weapon]}`) })],
      hits: 0,
      casualties: [],
      shotAt: SHOT_AT_KIND[weapon],
    };
  }
  if (range === 'beyond') {
    const r = FIREARM_RANGES[edition][weapon];
    const reason =
      r.maximum === null
        ? t(lang, 'fire.refused.unlimited', { weapon: t(lang, `fire.weapon.${weapon}`) })
        : t(lang, 'fire.refused.beyond', { ranges });
    return { ...refusal('fire', facts.edition, reason, { ...base, hits: 0, casualties: [] }), notes: [ranges] };
  }
  const rule = FIREARM_HITS[weapon][range];
  let hits = 0;
  for (let i = 1; i <= facts.firers; i++) {
    const v = dice.roll('d6', t(lang, rule.kind === 'd6-hits' ? 'fire.die.hmg' : 'fire.die.firer', { n: i }));
    hits += firerHits(rule, v);
  }
  const downed = downedOf(hits, facts.figures);
  if (downed > 0) dice.so?.(t(lang, 'fire.so', { hits, downed }));
  const casualties: FirearmCasualty[] = [];
  for (let i = 1; i <= downed; i++) {
    const v = dice.roll('d6', t(lang, 'fire.die.casualty', { n: i })) as 1 | 2 | 3 | 4 | 5 | 6;
    casualties.push({ roll: v, code: casualtyInjury(edition, v), id: null });
  }

  const effects: Effect[] = [...personal.effects];
  const band = t(lang, `fire.range.${range}`);
  const notes: string[] = [
    ranges,
    rule.kind === 'd6-hits' ? t(lang, 'fire.hit-d6', { band }) : t(lang, 'fire.hit-on', { band, scores: rule.hitOn.join(',') }),
  ];
  if (facts.crowdId) {
    const at = `crowds.${facts.crowdId}`;
    if (downed > 0) {
      const list: NewCasualty[] = casualties.map((c) => ({
        side: 'crowd',
        from: facts.crowdId as string,
        cause: 'fire',
        injury: c.code,
        status: CASUALTY_STATUS[c.code],
      }));
      const made = casualtyEffects(facts.casualtyCounter, facts.turn ?? 1, list);
      made.ids.forEach((id, i) => (casualties[i].id = id));
      effects.push(...made.effects);
      for (const c of casualties) {
        if (c.code === 'scratch') effects.push({ op: 'set', path: `casualties.${c.id}.readyTurn`, value: (facts.turn ?? 1) + SCRATCH_UP_AFTER_TURNS });
      }
      effects.push({ op: 'add', path: `${at}.figures`, value: -downed });
      effects.push({ op: 'add', path: `${at}.firearmCasualties`, value: downed });
    }
    if (!SHOT_AT_NEEDS_HIT || hits > 0) {
      effects.push({ op: 'set', path: `${at}.shotAt.${SHOT_AT_KIND[weapon]}`, value: true });
      notes.push(t(lang, 'fire.note.shot-at', { kind: t(lang, `rl.mod.${SHOT_AT_KIND[weapon]}`) }));
    }
  }
  if (hits > downed) notes.push(t(lang, 'fire.note.lost-hits', { lost: hits - downed }));
  for (const [i, c] of casualties.entries()) {
    notes.push(t(lang, 'fire.note.casualty', { n: i + 1, roll: c.roll, injury: t(lang, `fire.injury.${c.code}`), id: c.id ? ` (${c.id})` : '' }));
  }
  const count = (k: Injury) => casualties.filter((c) => c.code === k).length;
  const outcome =
    downed === 0
      ? { code: 'miss', text: t(lang, hits > 0 ? 'fire.outcome.nobody' : 'fire.outcome.miss') }
      : { code: 'hit', text: t(lang, 'fire.outcome.hit') };
  // The count goes in a note: the outcome text stays the same for every "hit" (odds group by outcome).
  if (downed > 0) {
    notes.splice(2, 0, t(lang, 'fire.note.down', { hits: downed, dead: count('dead'), wounded: count('wounded'), scratch: count('scratch') }));
  }
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: null,
    outcome,
    effects,
    notes,
    hits,
    casualties,
    shotAt: SHOT_AT_KIND[weapon],
  };
}
