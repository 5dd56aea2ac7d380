// Negotiation with a crowd by a player character: 1d6 + factors, the RL change
// from the edition's columns (R7). Civil Disorder, "Negotiation"; Émeutes, "Négociations".
import { t } from '../../i18n/index.js';
import { RL_MAX, RL_MIN, rlStateName } from './rl-roll.js';
import { actionEffect, actionRefusal } from './actions.js';
import { refusal, sumModifiers, type Dice, type Edition, type Effect, type Lang, type Modifier, type Resolution, type SystemModifiers } from '../types.js';
import type { NegotiatorQuality } from '../../state/civil-disorder/types.js';

// Civil Disorder, Negotiation: "It is only possible to successfully negotiate
// with crowds at RL 4 or 5. At other levels the negotiation automatically has no effect."
export const NEGOTIATION_LEVELS = [4, 5] as const;

// Civil Disorder, Negotiation factors; Émeutes the same ("Bon négociateur 2",
// "Négociateur médiocre -4", "pas en phase -2", "Maître du jeu ±1").
export const NEGOTIATOR_FACTOR: Record<NegotiatorQuality, number> = { good: +2, average: 0, poor: -4 };
export const NOT_FACE_TO_FACE = -2;
export const DISCRETION_VALUES = [-1, 1] as const;

/** One column of the table: totals up to `upTo` (null: and above). */
export interface NegotiationColumn {
  upTo: number | null;
}

// R7: each edition keeps its own columns.
// Civil Disorder: 0 or less | 1 | 2-3 | 4-6 | 7-8 | 9 or more ("More").
// Émeutes: 0 ou - | 1 ou 2 | 3 ou 4 | 5 | 6 ou 7 (and 8, which the text drops) | 9 ou plus.
export const NEGOTIATION_COLUMNS: Record<Edition, readonly NegotiationColumn[]> = {
  en: [{ upTo: 0 }, { upTo: 1 }, { upTo: 3 }, { upTo: 6 }, { upTo: 8 }, { upTo: null }],
  fr: [{ upTo: 0 }, { upTo: 2 }, { upTo: 4 }, { upTo: 5 }, { upTo: 8 }, { upTo: null }],
};

// R7: the rows (RL change per column) are the same in both editions.
export const NEGOTIATION_ROWS: Record<4 | 5, readonly number[]> = {
  4: [+2, +1, +1, 0, -1, -2],
  5: [+1, +1, 0, -1, -2, -2],
};

/** Why a negotiation has no effect (no roll is made). */
export type NoEffectReason = 'rl' | 'shooting' | 'gas';
/** EN l.181, FR l.272: the reasons a negotiation "cannot take place" (the others: it takes place, without effect). */
export const CANNOT_TAKE_PLACE: readonly NoEffectReason[] = ['shooting', 'gas'];

export interface NegotiateFacts extends SystemModifiers {
  edition: Edition;
  lang?: Lang;
  crowdId?: string;
  crowdName?: string;
  /** The negotiating player character, when on the state. */
  characterId?: string;
  rl: number;
  quality: NegotiatorQuality;
  notFaceToFace?: boolean;
  /** The negotiator's distance from the crowd, in the edition's unit, when measured (`--distance`, or read from the map). */
  distance?: number;
  /** Umpire's discretion: +1, -1 or 0. */
  discretion?: number;
  /** Shooting in sight of the crowd (the umpire says). */
  shooting?: boolean;
  /** Gas in sight of the crowd (the state knows it, or the umpire says). */
  gas?: boolean;
  megaphone?: boolean;
  /** The crowd was shot at since its last RL roll (state): a reminder only, the umpire says --shooting. */
  shotRecently?: boolean;
  /** On a game: the character's actions so far (`characters.<id>.acted`), the turn, and the umpire's --allow-second (U66). */
  acted?: unknown;
  turn?: number;
  allowSecond?: boolean;
}

// Civil Disorder, Negotiation: "The range of normal voice is 2", assisted by a
// megaphone or PA system is 8"". Émeutes: 10 cm, 40 cm au mégaphone.
export const VOICE_RANGE: Record<Edition, { voice: number; megaphone: number }> = {
  en: { voice: 2, megaphone: 8 },
  fr: { voice: 10, megaphone: 40 },
};

/** The column index of a total in the edition's table (R7). */
export function negotiationColumn(edition: Edition, total: number): number {
  const cols = NEGOTIATION_COLUMNS[edition];
  const i = cols.findIndex((c) => c.upTo === null || total <= c.upTo);
  return i;
}

/** The labelled factors of a negotiation. */
export function negotiationModifiers(facts: NegotiateFacts, lang: Lang): Modifier[] {
  const mods: Modifier[] = [];
  const q = NEGOTIATOR_FACTOR[facts.quality];
  if (q !== 0) mods.push({ key: `${facts.quality}-negotiator`, label: t(lang, `negotiate.mod.${facts.quality}`), value: q });
  if (facts.notFaceToFace) mods.push({ key: 'not-face-to-face', label: t(lang, 'negotiate.mod.not-face-to-face'), value: NOT_FACE_TO_FACE });
  if (facts.discretion) mods.push({ key: 'discretion', label: t(lang, 'negotiate.mod.discretion'), value: facts.discretion });
  // What the game's packs add (GameSystem.modifiers), labelled, after the rules' own.
  mods.push(...(facts.systemModifiers ?? []));
  return mods;
}

/** Resolves a negotiation; at another RL or with shooting or gas in sight: no effect, no roll (R7). */
export function resolveNegotiate(facts: NegotiateFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const before = facts.rl;
  const unit = t(lang, `common.unit.${facts.edition === 'en' ? 'in' : 'cm'}`);
  const v = VOICE_RANGE[facts.edition];
  const voice = facts.megaphone
    ? t(lang, 'negotiate.voice.megaphone', { range: `${v.megaphone}${unit}` })
    : t(lang, 'negotiate.voice.normal', { range: `${v.voice}${unit}`, megaphone: `${v.megaphone}${unit}` });
  const base = {
    procedure: 'negotiate',
    edition: facts.edition,
    crowd: facts.crowdId ?? null,
    character: facts.characterId ?? null,
    quality: facts.quality,
    voiceRange: { value: facts.megaphone ? v.megaphone : v.voice, unit: facts.edition === 'en' ? 'in' : 'cm', megaphone: Boolean(facts.megaphone) },
  };
  // EN l.183, FR l.274: beyond the voice's range (the megaphone's, with one) the crowd does not hear the negotiator (U261).
  if (facts.distance !== undefined && facts.distance > (facts.megaphone ? v.megaphone : v.voice)) {
    const d = (n: number) => `${String(n).replace('.', lang === 'fr' ? ',' : '.')}${unit}`;
    const why = t(lang, facts.megaphone ? 'negotiate.out-of-earshot.megaphone' : 'negotiate.out-of-earshot', { distance: d(facts.distance), voice: d(v.voice), megaphone: d(v.megaphone) });
    return refusal('negotiate', facts.edition, why, base, 'out-of-earshot');
  }
  // U66: negotiating is the character's action for the turn ("Only one of these can be done in any given turn").
  let actEffects: Effect[] = [];
  if (facts.characterId && facts.turn !== undefined) {
    const why = actionRefusal(lang, facts.characterId, facts.acted, facts.turn, Boolean(facts.allowSecond));
    if (why) return refusal('negotiate', facts.edition, why, base, 'second-action');
    actEffects = [actionEffect(facts.characterId, facts.acted, facts.turn, 'negotiate')];
  }
  const reasons: NoEffectReason[] = [];
  if (!(NEGOTIATION_LEVELS as readonly number[]).includes(before)) reasons.push('rl');
  if (facts.shooting) reasons.push('shooting');
  if (facts.gas) reasons.push('gas');
  if (reasons.length > 0) {
    const why = reasons.map((r) => t(lang, `negotiate.reason.${r}`, { rl: before, name: rlStateName(lang, before) })).join(t(lang, 'common.list-sep'));
    // EN l.181, FR l.272 "Negotiation cannot take place if there is any shooting or gas in sight": it did not happen,
    // so it spends no action and the crowd owes no RL roll for it (U282); at another RL it takes place and
    // "automatically has no effect": the character's action, and the roll a negotiation makes owed.
    const tookPlace = !reasons.some((r) => CANNOT_TAKE_PLACE.includes(r));
    return {
      ...base,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: 'no-effect', text: t(lang, tookPlace ? 'negotiate.outcome.no-effect' : 'negotiate.outcome.cannot', { why }) },
      effects: tookPlace ? actEffects : [],
      tookPlace,
      notes: [voice],
      reasons,
      change: 0,
      rl: { before, after: before },
    };
  }
  const reminder = facts.shotRecently ? [t(lang, 'negotiate.note.shot-recently')] : [];
  const modifiers = negotiationModifiers(facts, lang);
  const die = dice.roll('d6', t(lang, 'negotiate.die'));
  const total = die + sumModifiers(modifiers);
  const column = negotiationColumn(facts.edition, total);
  const change = NEGOTIATION_ROWS[before as 4 | 5][column];
  const after = Math.min(RL_MAX, Math.max(RL_MIN, before + change));
  const code = after > before ? 'rl-up' : after < before ? 'rl-down' : 'rl-same';
  const effects: Effect[] = [...actEffects];
  if (facts.crowdId && after !== before) effects.push({ op: 'set', path: `crowds.${facts.crowdId}.rl`, value: after });
  const names = { before, after, beforeName: rlStateName(lang, before), afterName: rlStateName(lang, after), change: change > 0 ? `+${change}` : String(change) };
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers,
    total,
    outcome: { code, text: t(lang, `negotiate.outcome.${code}`, names) },
    effects,
    notes: [t(lang, `negotiate.columns.${facts.edition}`), voice, ...reminder],
    reasons: [],
    change,
    rl: { before, after },
  };
}
