// Cars as property (Civil Disorder, RL 8 Attack, EN l.151: "If no SF to
// intervene will engage in serious property damage burning / turning over
// cars, starting fires etc."; Émeutes l.199 "Si les fp n'interviennent pas
// les dégats causé seront importants – brûler, retourner les voitures").
// A scenario's parked cars and the SF's own vehicles (U376).
import { t } from '../../i18n/index.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

// EN l.151, FR l.199: only a crowd at RL 8, and only with no SF to intervene.
export const CAR_WRECKING_RLS: readonly number[] = [8];
/** U376: what a crowd does to a car, and what is left of it (a car turned over or burnt out is not driven again). */
export const CAR_FATES = ['overturned', 'burnt'] as const;
export type CarFate = (typeof CAR_FATES)[number];
// U376: the SF vehicles that are "cars" to a crowd (the armoured ones are not turned over by hand).
export const SF_CARS: readonly string[] = ['car', 'van', 'motorcycle', 'bicycle'];

export interface CarFacts {
  edition: Edition;
  lang?: Lang;
  crowdId?: string;
  rl: number;
  /** The car: a scenario car's id (`cars.<id>`) or an SF unit's vehicle (`units.<id>`). */
  carId?: string;
  kind: 'car' | 'unit';
  /** The SF vehicle's type, for a unit's. */
  vehicle?: string;
  fate: CarFate;
  /** What is already left of it. */
  wrecked?: CarFate;
  /** SF there to intervene (the umpire says): nothing happens. */
  sfIntervene: boolean;
}

/** A crowd at RL 8 turns a car over or sets it on fire (EN l.151, FR l.199, U376). */
export function resolveCarWreck(facts: CarFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const car = facts.carId ?? t(lang, 'cars.the-car');
  const base = { procedure: 'wreck-car', edition: facts.edition, crowd: facts.crowdId ?? null, car: facts.carId ?? null, kind: facts.kind, fate: facts.fate };
  const refuse = (key: string, code: string, p: Record<string, string | number> = {}) => refusal('wreck-car', facts.edition, t(lang, `cars.refused.${key}`, { car, rl: facts.rl, ...p }), base, code);
  if (!CAR_WRECKING_RLS.includes(facts.rl)) return refuse('rl', 'wrong-rl');
  if (facts.sfIntervene) return refuse('sf', 'sf-intervene');
  if (facts.kind === 'unit' && (facts.vehicle === undefined || !SF_CARS.includes(facts.vehicle))) return refuse('not-a-car', 'not-a-car', { vehicle: facts.vehicle ?? '-' });
  if (facts.wrecked === 'burnt' || (facts.wrecked === 'overturned' && facts.fate === 'overturned')) return refuse('wrecked', 'already-wrecked', { fate: t(lang, `cars.fate.${facts.wrecked}`) });
  const effects: Effect[] = [];
  if (facts.carId) effects.push({ op: 'set', path: facts.kind === 'car' ? `cars.${facts.carId}.wrecked` : `units.${facts.carId}.vehicleWrecked`, value: facts.fate });
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: facts.fate, text: t(lang, `cars.outcome.${facts.fate}`, { car, crowd: facts.crowdId ?? t(lang, 'loot.the-crowd') }) },
    effects,
    notes: [t(lang, 'cars.note.rule'), ...(facts.kind === 'unit' ? [t(lang, 'cars.note.sf-vehicle', { unit: car })] : [])],
  };
}
