// Movement tables: vehicles' first move from stationary and their limits
// (Civil Disorder, Movement, Vehicles; Émeutes, Mouvement, Véhicules) and
// Émeutes' security forces on foot and on horseback (Mouvement: "Force de
// maintien de l'ordre à pied", "Chevaux"). A lookup: nothing is rolled.
// Distances in each edition's unit (R13). Project ruling U61.
import { t } from '../../i18n/index.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';
import type { UnitType } from '../../state/civil-disorder/types.js';

export const VEHICLES = ['car', 'van', 'wheeled-armoured', 'tracked-armoured', 'bicycle', 'motorcycle'] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** What a vehicle may do: its first move from stationary, its most in any turn (null: any distance), its other limits. */
export interface VehicleMove {
  firstMove: number;
  maxMove: number | null;
  /** Catalogue keys under movement.limit.* (the "Other limitations" column). */
  limits: readonly string[];
}

// Civil Disorder, Vehicles: "Car 12"; Van 10"; Wheeled armoured vehicle 8";
// Tracked armoured vehicle 6" Cannot make fast sharp turns of more than 90
// degrees - risk of shedding a track; Bicycle 8" Maximum movement distance 24";
// Motorcycle 16" Dismounting takes a turn unless the rider drops the bike -
// small chance of damage". "Most vehicles can move any distance at all in one turn".
// Émeutes, Véhicules: "Voiture 30cm; Van 25cm; Blindé à roues 20cm; Blindé
// chenillé 15cm Virage >90° interdit; Vélo 20cm Mouvement max : 60cm; Moto 40cm
// Descendre preds 1 tour, a moins de jeter la moto. Peu de chance de toucher un motard."
export const VEHICLE_MOVES: Record<Edition, Record<Vehicle, VehicleMove>> = {
  en: {
    car: { firstMove: 12, maxMove: null, limits: [] },
    van: { firstMove: 10, maxMove: null, limits: [] },
    'wheeled-armoured': { firstMove: 8, maxMove: null, limits: [] },
    'tracked-armoured': { firstMove: 6, maxMove: null, limits: ['sharp-turns-risk'] },
    bicycle: { firstMove: 8, maxMove: 24, limits: [] },
    motorcycle: { firstMove: 16, maxMove: null, limits: ['dismount-turn', 'drop-damage'] },
  },
  fr: {
    car: { firstMove: 30, maxMove: null, limits: [] },
    van: { firstMove: 25, maxMove: null, limits: [] },
    'wheeled-armoured': { firstMove: 20, maxMove: null, limits: [] },
    'tracked-armoured': { firstMove: 15, maxMove: null, limits: ['sharp-turns-forbidden'] },
    bicycle: { firstMove: 20, maxMove: 60, limits: [] },
    motorcycle: { firstMove: 40, maxMove: null, limits: ['dismount-turn', 'hard-to-hit'] },
  },
};

export const PACES = ['walk', 'run', 'slow', 'trot', 'charge'] as const;
export type Pace = (typeof PACES)[number];

/** Which paces are the horses' (trot, charge), and which go in a straight line (the charge). */
export const PACE_KIND: Record<Pace, { mounted: boolean; straightLine: boolean }> = {
  walk: { mounted: false, straightLine: false },
  run: { mounted: false, straightLine: false },
  slow: { mounted: false, straightLine: false },
  trot: { mounted: true, straightLine: false },
  charge: { mounted: true, straightLine: true },
};

// Émeutes, Mouvement: "Force de maintien de l'ordre à pied: Marcher 20cm,
// Courir 40cm, Mvt lent 10cm; Chevaux: Trot 20cm, Charge (en ligne droite) 60cm".
// Civil Disorder has no such table (U61: null, the umpire judges the distance).
export const PACE_DISTANCE: Record<Edition, Record<Pace, number | null>> = {
  en: { walk: null, run: null, slow: null, trot: null, charge: null },
  fr: { walk: 20, run: 40, slow: 10, trot: 20, charge: 60 },
};

// U61: the unit types on horseback (the horses' paces are theirs alone).
export const MOUNTED_TYPES: readonly UnitType[] = ['mounted-police', 'mounted-riot-police'];

export interface MovementFacts {
  edition: Edition;
  lang?: Lang;
  unitId?: string;
  unitType?: UnitType;
  vehicle?: Vehicle | null;
  pace?: Pace | null;
  /** The vehicle is already moving (not its first move from stationary). */
  moving?: boolean;
}

const unitOf = (ed: Edition, lang: Lang) => t(lang, `common.unit.${ed === 'en' ? 'in' : 'cm'}`);

/** How far a unit's vehicle or pace takes it this turn, and the limits (U61). */
export function resolveMovement(facts: MovementFacts, _dice?: unknown): Resolution {
  const ed = facts.edition;
  const lang = facts.lang ?? ed;
  const u = unitOf(ed, lang);
  const base = { unit: facts.unitId ?? null, vehicle: facts.vehicle ?? null, pace: facts.pace ?? null, distanceUnit: ed === 'en' ? 'in' : 'cm' };
  const stationary = t(lang, 'movement.note.stationary');
  // A vehicle or pace the tables do not know (a hand-edited state) is refused, not guessed.
  if (facts.vehicle && !(VEHICLES as readonly unknown[]).includes(facts.vehicle)) {
    return refusal('movement', ed, t(lang, 'movement.refused.unknown', { value: String(facts.vehicle).slice(0, 40), choices: VEHICLES.join(', ') }), base);
  }
  if (!facts.vehicle && facts.pace && !(PACES as readonly unknown[]).includes(facts.pace)) {
    return refusal('movement', ed, t(lang, 'movement.refused.unknown', { value: String(facts.pace).slice(0, 40), choices: PACES.join(', ') }), base);
  }
  if (facts.vehicle) {
    const v = VEHICLE_MOVES[ed][facts.vehicle];
    const name = t(lang, `movement.vehicle.${facts.vehicle}`);
    const distance = facts.moving ? v.maxMove : v.firstMove;
    const then = v.maxMove === null ? t(lang, 'movement.any-distance') : t(lang, 'movement.at-most', { d: `${v.maxMove}${u}` });
    const text = facts.moving
      ? t(lang, 'movement.outcome.moving', { name, then })
      : t(lang, 'movement.outcome.first', { name, d: `${v.firstMove}${u}`, then });
    return {
      procedure: 'movement',
      edition: ed,
      ...base,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: facts.moving ? 'vehicle-moving' : 'vehicle-first-move', text },
      effects: [],
      notes: [...v.limits.map((l) => t(lang, `movement.limit.${l}`)), stationary],
      distance,
      firstMove: v.firstMove,
      maxMove: v.maxMove,
      limits: v.limits,
    };
  }
  if (facts.pace) {
    const distance = PACE_DISTANCE[ed][facts.pace];
    if (distance === null) return refusal('movement', ed, t(lang, 'movement.refused.no-pace-table'), base);
    const p = PACE_KIND[facts.pace];
    const mounted = facts.unitType !== undefined && MOUNTED_TYPES.includes(facts.unitType);
    if (facts.unitType !== undefined && p.mounted !== mounted) {
      return refusal('movement', ed, t(lang, p.mounted ? 'movement.refused.horse-pace' : 'movement.refused.foot-pace', { pace: t(lang, `movement.pace.${facts.pace}`), type: facts.unitType }), base);
    }
    return {
      procedure: 'movement',
      edition: ed,
      ...base,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: {
        code: p.mounted ? 'horse-pace' : 'foot-pace',
        text: t(lang, 'movement.outcome.pace', { pace: t(lang, `movement.pace.${facts.pace}`), d: `${distance}${u}` }),
      },
      effects: [],
      notes: p.straightLine ? [t(lang, 'movement.note.straight-line')] : [],
      distance,
      firstMove: null,
      maxMove: distance,
      limits: p.straightLine ? ['straight-line'] : [],
    };
  }
  return refusal('movement', ed, t(lang, 'movement.refused.nothing'), base);
}

// EN l.108 "Vehicles must be stationary for the occupants to mount or dismount" (FR l.151 "Les véhicules doivent
// être arrêtés pour que les occupants puissent en descendre ou y monter"). U373: a vehicle is moving in a turn it
// drives; mounting or dismounting and driving are not done in the same turn, whichever comes first.
export const VEHICLE_ACTIONS = ['drive', 'mount', 'dismount'] as const;
export type VehicleAction = (typeof VEHICLE_ACTIONS)[number];
/** U373: the actions that need the vehicle stationary this turn (it has not driven), and the one that makes it move. */
export const NEEDS_STATIONARY: Readonly<Record<VehicleAction, boolean>> = { drive: false, mount: true, dismount: true };
/** U373: what each action leaves of the occupants (aboard or not); drive keeps them aboard. */
export const ABOARD_AFTER: Readonly<Record<VehicleAction, boolean>> = { drive: true, mount: true, dismount: false };

export interface VehicleFacts {
  edition: Edition;
  lang?: Lang;
  unitId?: string;
  vehicle: Vehicle;
  action: VehicleAction;
  /** The occupants are in the vehicle (absent: they are, the scenario's unit rides it). */
  aboard: boolean;
  /** The vehicle drove this turn (`units.<id>.drove` = the turn), or the umpire says it is moving (stateless `--moving`). */
  movingNow: boolean;
  /** The occupants got in or out this turn (`units.<id>.boarded` = the turn): the vehicle stood still this turn. */
  boardedNow: boolean;
  turn?: number;
  /** Turned over or burnt by a crowd (U376): not driven again. */
  wrecked?: string;
}

/** Driving, mounting or dismounting a unit's vehicle (EN l.108, FR l.151, U373): refused from a moving vehicle. */
export function resolveVehicle(facts: VehicleFacts): Resolution {
  const ed = facts.edition;
  const lang = facts.lang ?? ed;
  const name = t(lang, `movement.vehicle.${facts.vehicle}`).replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
  const who = facts.unitId ?? t(lang, 'vehicle.the-unit');
  const base = { procedure: facts.action, edition: ed, unit: facts.unitId ?? null, vehicle: facts.vehicle, action: facts.action };
  const refuse = (key: string, code: string) => refusal(facts.action, ed, t(lang, `vehicle.refused.${key}`, { unit: who, vehicle: name }), base, code);
  if (!(VEHICLES as readonly unknown[]).includes(facts.vehicle)) return refusal(facts.action, ed, t(lang, 'movement.refused.unknown', { value: String(facts.vehicle).slice(0, 40), choices: VEHICLES.join(', ') }), base);
  const a = facts.action;
  if (facts.wrecked && a !== 'dismount') return refusal(a, ed, t(lang, 'vehicle.refused.wrecked', { unit: who, vehicle: name, fate: t(lang, `cars.fate.${facts.wrecked}`) }), base, 'vehicle-wrecked');
  if (a === 'mount' && facts.aboard) return refuse('aboard', 'already-aboard');
  if (a !== 'mount' && !facts.aboard) return refuse('not-aboard', 'not-aboard');
  if (NEEDS_STATIONARY[a] && facts.movingNow) return refuse('moving', 'vehicle-moving');
  if (!NEEDS_STATIONARY[a] && facts.boardedNow) return refuse('boarded', 'boarded-this-turn');
  const effects: Effect[] = [];
  const at = facts.unitId ? `units.${facts.unitId}` : null;
  if (at && facts.turn !== undefined) {
    if (a === 'drive') effects.push({ op: 'set', path: `${at}.drove`, value: facts.turn });
    else effects.push({ op: 'set', path: `${at}.boarded`, value: facts.turn }, { op: 'set', path: `${at}.aboard`, value: ABOARD_AFTER[a] });
  }
  const limits = a === 'dismount' ? VEHICLE_MOVES[ed][facts.vehicle].limits.filter((l) => l === 'dismount-turn').map((l) => t(lang, `movement.limit.${l}`)) : [];
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: a === 'drive' ? 'driving' : a === 'mount' ? 'mounted' : 'dismounted', text: t(lang, `vehicle.outcome.${a}`, { unit: who, vehicle: name }) },
    effects,
    notes: [t(lang, a === 'drive' ? 'vehicle.note.drive' : 'movement.note.stationary'), ...limits],
    aboard: ABOARD_AFTER[a],
  };
}
