// Intervention as a game (issue 19 part 2): the shapes of its state and the
// tables of its turn (intervention.fr.txt l.213-340: orders, the movement
// sequence with observation interrupts, the fire sequence), and the pure
// helpers every procedure of the game and the SWAT assault share (damage on
// an RT counter as effects, a weapon's PF at a distance). No dice: l.59-61.
import { afterDamage, condition, type Condition, type Counter } from './counter.js';
import { AIMED_DOUBLES_AT, AIMED_FACTOR, type RangeBand, type WeaponType } from './tables.js';

/** The orders of l.298-312 (`none`: a fighter its player gave no order before the clock ran out, l.314, U179). */
export const ORDERS = ['progress', 'run', 'fire-at-will', 'aimed', 'observe', 'camouflage'] as const;
export type Order = (typeof ORDERS)[number];
export type OrderState = Order | 'none';

/** How the enemy sees a fighter (l.259-274): hidden, detected, located (no marker: located, l.274). */
export const SIGHTINGS = ['hidden', 'detected', 'located'] as const;
export type Sighting = (typeof SIGHTINGS)[number];

/** The sequences of a turn (l.296-340). */
export const PHASES = ['orders', 'movement', 'fire'] as const;
export type Phase = (typeof PHASES)[number];

/** What an order lets a fighter do in its turn. */
export interface OrderRule {
  /** Centimetres it may move: `mvt` x factor, or a fixed number. */
  move: { mvtFactor: number; cm: number };
  /** Whether it may move in the fire sequence (the second half of a run, l.226, l.330). */
  moveInFire: boolean;
  /** Shots it may fire in the turn, and of which kind. */
  shots: number;
  fire: 'instinctive' | 'fire-at-will' | 'aimed' | 'none';
  /** It may fire during the enemy's movement sequence (l.263, l.322). */
  interrupt: boolean;
}

// l.217-219 progression: Mvt, one instinctive shot; l.225-226 course: 2 x Mvt in two halves (one each sequence), no
// shot (l.304); l.231-237 feu à volonté: no move, 2 shots (AS, AM); l.244-248 tir visé: no move, one aimed shot;
// l.257-263 observation: 2 cm, one instinctive shot in the next sequence or during the enemy's movement;
// l.268 camouflage: Mvt, no shot (l.300-312 lists none); U179: no order, 0 cm and one instinctive shot (l.314).
export const ORDER_RULES: Readonly<Record<OrderState, OrderRule>> = {
  progress: { move: { mvtFactor: 1, cm: 0 }, moveInFire: false, shots: 1, fire: 'instinctive', interrupt: false },
  run: { move: { mvtFactor: 2, cm: 0 }, moveInFire: true, shots: 0, fire: 'none', interrupt: false },
  'fire-at-will': { move: { mvtFactor: 0, cm: 0 }, moveInFire: false, shots: 2, fire: 'fire-at-will', interrupt: false },
  aimed: { move: { mvtFactor: 0, cm: 0 }, moveInFire: false, shots: 1, fire: 'aimed', interrupt: false },
  observe: { move: { mvtFactor: 0, cm: 2 }, moveInFire: false, shots: 1, fire: 'instinctive', interrupt: true },
  camouflage: { move: { mvtFactor: 1, cm: 0 }, moveInFire: false, shots: 0, fire: 'none', interrupt: false },
  none: { move: { mvtFactor: 0, cm: 0 }, moveInFire: false, shots: 1, fire: 'instinctive', interrupt: false },
};

// l.226: "Ce déplacement se fait en 2 phases (une à chaque séquence de au plus 1x le Mvt)".
export const RUN_HALF_FACTOR = 1;
// l.233-237: fire at will only with AS or AM weapons; l.246: aimed fire not with NE, nor wounded.
export const FIRE_AT_WILL_TYPES: readonly WeaponType[] = ['AS', 'AM'];

/**
 * Whether a weapon may fire at will, and at this distance (cm) when given:
 * an AS or AM weapon anywhere it reaches (l.233-237), another only where its
 * sample allows it (the Exécuteur's rifle: "feu à volonté autorisé 0-100cm",
 * l.689, U211).
 */
export function firesAtWill(w: Pick<IvWeapon, 'type' | 'atWill'>, distance?: number): boolean {
  if (FIRE_AT_WILL_TYPES.includes(w.type)) return true;
  if (w.atWill === undefined || w.atWill === null) return false;
  return distance === undefined || distance <= w.atWill;
}

/** Whether a weapon is automatic at fire at will (l.403): an AS weapon, or one its sample lets fire at will (the Exécuteur's rifle, l.687-689, U211). */
export function automaticAtWill(w: Pick<IvWeapon, 'type' | 'atWill'>): boolean {
  return w.type === 'AS' || (w.atWill !== undefined && w.atWill !== null);
}

/**
 * The figures an automatic burst of `shooter` at the detected `target` may
 * also be fired at, not hit (l.403, U243): the other enemies standing and not
 * hidden; none when the shooter is not at fire at will with an automatic
 * weapon (`weapon` when named) or the target is not detected but not located.
 */
export function burstCandidates(s: IvSlice, shooter: string, target: string, weapon?: string): IvFighter[] {
  const f = Object.hasOwn(s.fighters, shooter) ? s.fighters[shooter] : undefined;
  const g = Object.hasOwn(s.fighters, target) ? s.fighters[target] : undefined;
  if (!f || !g || f.order !== 'fire-at-will' || g.sighting !== 'detected' || g.side === f.side) return [];
  const ws = weapon === undefined ? f.weapons : f.weapons.filter((w) => w.id === weapon);
  if (!ws.some(automaticAtWill)) return [];
  return Object.values(s.fighters).filter((x) => x.side !== f.side && x.id !== g.id && standing(x) && x.sighting !== 'hidden' && !x.bound);
}

/** Whether a fighter's weapon is still reloading this turn (l.237 an AM at its cadence; l.606 a weapon with "1 tour de recharge"). */
export function reloadingNow(f: Pick<IvFighter, 'reloading' | 'reloadingWeapon'>, w: Pick<IvWeapon, 'id' | 'type' | 'reload'>, turn: number): boolean {
  if (f.reloading === null) return false;
  const since = turn - f.reloading;
  if (f.reloadingWeapon !== undefined && f.reloadingWeapon !== null) return f.reloadingWeapon === w.id && since >= 1 && since <= (w.reload ?? AM_RELOAD_TURNS);
  return w.type === 'AM' && since === AM_RELOAD_TURNS;
}
// l.237 "pas de tir au tour suivant (temps de recharge)": one turn.
export const AM_RELOAD_TURNS = 1;

// l.314 "usage d'armes lourdes impossible" (U179: the support weapons, AM, AE, AP).
export const HEAVY_TYPES: readonly WeaponType[] = ['AM', 'AE', 'AP'];

// l.283-293, U180: a dodge marker gained in one turn counts as the next turn's movement: the fighter may only turn it
// into a run of Mvt, fire instinctively (progress, not moving), or hide if in cover (camouflage, not moving).
export const DODGE_ORDERS: Readonly<Partial<Record<Order, { mvtFactor: number }>>> = {
  run: { mvtFactor: 1 },
  progress: { mvtFactor: 0 },
  camouflage: { mvtFactor: 0 },
};

/** One weapon of a fighter: its type and its PF by range band (Pre already in, as the samples print it; U178). */
export interface IvWeapon {
  id: string;
  name: string;
  type: WeaponType;
  /** Each band's PF (its Pre in, never below 0) and, for a weapon given by For and Pre (l.108-112), that Pre. */
  bands: { to: number; pf: number; pre?: number }[];
  /** A weapon given by For and Pre: its PF before any Pre, (Tir + For) / 2 + 1 (l.122); absent for a printed one (U170). */
  basePf?: number | null;
  /** AM weapons: how many shots at will instead of 2 (then none the next turn, l.237). */
  cadence: number | null;
  /** A weapon of another type the sample allows at fire at will, up to this many cm (the Exécuteur's rifle, l.689), or null. */
  atWill?: number | null;
  /** Turns it needs to reload after each shot (the Désintégrateur, l.606), or null. */
  reload?: number | null;
}

/** A fighter in the game: its profile, its RT counter and markers, and where it stands in mission terms. */
export interface IvFighter {
  id: string;
  name: string;
  side: string;
  unit: string;
  leader: boolean;
  mvt: number;
  det: number;
  rt: number;
  pa: number;
  /** Camouflage maluses against detection (l.259) and fire (-1 each, l.665, l.743); optical: detected only after firing (l.749). */
  camouflage: number;
  optical: boolean;
  /** Esquive: the RT points a use of it takes off a shot (the Exécuteur's "6 PR si utilisée", l.736-740, U214), or none. */
  evasion?: number | null;
  weapons: IvWeapon[];
  counter: number;
  condition: Condition;
  order: OrderState;
  sighting: Sighting;
  /** The turn its dodge marker was gained (it counts the next turn, l.283-285), or null. */
  dodge: number | null;
  /** Ends its camouflage move in cover or out of sight: hidden at the fire sequence (l.268). */
  hiding: boolean;
  /** This turn: cm moved in the movement and fire sequences, shots fired, who it fired at, who fired at it, PF aimed at it. */
  moved: number;
  movedInFire: number;
  shots: number;
  firedAt: string[];
  firedBy: string[];
  pfAt: number;
  /** The turn an AM weapon fired at its cadence (no shot the next turn, l.237), or a weapon that reloads fired (l.606), or null. */
  reloading: number | null;
  /** The weapon that reloads since `reloading` (l.606); absent or null: the AM weapon fired at its cadence (l.237). */
  reloadingWeapon?: string | null;
  /** Mission terms (U185): the side whose half it stands in, inside the building, the edge it left by, within 10 cm of an enemy. */
  half: string | null;
  building: boolean;
  exited: string | null;
  nearEnemy: boolean;
  /** Figure A of a hostage rescue, still bound (l.442): it moves only once an attacker has attacked in contact with it. */
  bound: boolean;
  /** Its Initiative (l.86-88), when the scenario gives one (U109); absent in states older than it. */
  initiative?: number | null;
  /** A large target (a vehicle, a piece, l.34): the third target priority (l.338, U112). */
  large?: boolean;
}

/** A side: its units (each a list of fighter ids) and its starting edge (its id names it). */
export interface IvSide {
  id: string;
  name: string;
  /** Each unit's initiative from its team sheet (l.55-57, U109), or null (its fighters' then). */
  units: { id: string; name: string; fighters: string[]; initiative?: number | null }[];
  /** Its budget (l.49), to break ties of initiative (l.53); 0 when the scenario gives none. */
  cost: number;
}

/** The missions of l.416-448, and the free fight of l.418. */
export const MISSIONS = ['settling-scores', 'advance', 'conquest', 'assault', 'elimination', 'rescue', 'hostage'] as const;
export type MissionKind = (typeof MISSIONS)[number];

export interface IvVerdict {
  winner: string;
  code: string;
  turn: number;
}

export interface IvMission {
  kind: MissionKind;
  attacker: string;
  defender: string;
  /** Figure A (rescue, hostage) or the defender's leader (elimination), or null. */
  figure: string | null;
  /** The turns the mission lasts or the defender must hold (X, l.427-446). */
  turns: number;
  /** Consecutive turns the defender has held (assault: no enemy in the building; elimination: the leader standing). */
  streak: number;
  verdict: IvVerdict | null;
}

export interface IvRound {
  phase: Phase;
  /** The unit whose activation is under way in the movement or fire sequence (l.51-53, U110), or null. */
  acting?: string | null;
  /** The units whose activation in this sequence is over (acted or passed). */
  unitsActed?: string[];
}

/** The slice of the state this game owns. */
export interface IvSlice {
  sides: Record<string, IvSide>;
  fighters: Record<string, IvFighter>;
  round: IvRound;
  mission: IvMission;
}

/** The state keys this game owns. */
export const IV_STATE_KEYS = ['sides', 'fighters', 'round', 'mission'] as const;

/** The effects of `damage` points on the RT counter at `path` (`fighters.a1`): counter and condition; and what it did. */
export function counterEffects(path: string, c: Counter, damage: number) {
  const r = afterDamage(c, damage);
  const effects = r.after === r.before ? [] : [{ op: 'set' as const, path: `${path}.counter`, value: r.after }];
  if (r.now !== r.was) effects.push({ op: 'set' as const, path: `${path}.condition`, value: r.now as never });
  return { ...r, effects };
}

/** The condition of a counter (re-exported for the game's commands). */
export { condition };

/**
 * A weapon's band at a distance: its PF and range (first band short, second long, the others beyond; U178), or
 * null past the last; `base` and `pre` split its PF for aimed fire (U170): a weapon given by For and Pre has its
 * PF before the Pre and the band's Pre; a printed band (a sample's, a scenario's `bands`) its PF, Pre 0.
 */
export function weaponAt(w: IvWeapon, distance: number): { pf: number; base: number; pre: number; range: RangeBand; from: number; to: number } | null {
  const i = w.bands.findIndex((b) => distance <= b.to);
  if (i < 0) return null;
  const split = w.basePf !== undefined && w.basePf !== null;
  const base = split ? (w.basePf as number) : w.bands[i].pf;
  const pre = split ? (w.bands[i].pre ?? 0) : 0;
  return { pf: w.bands[i].pf, base, pre, range: i === 0 ? 'short' : i === 1 ? 'long' : 'beyond', from: i === 0 ? 0 : w.bands[i - 1].to, to: w.bands[i].to };
}

/**
 * The PF a fighter fires at a band, before cover and maluses (U175): l.248 "double la PF à portée courte", R19
 * "Aimed fire doubles PF at short range": the weapon's PF alone is doubled, the band's Pre added after (U170);
 * never below 0 (R19).
 */
export function firedPf(band: { base: number; pre: number; range: RangeBand }, aimed: boolean): number {
  return Math.max(0, band.base * (aimed && band.range === AIMED_DOUBLES_AT ? AIMED_FACTOR : 1) + band.pre);
}

/**
 * The most a fighter may still move in this sequence (cm): its order's
 * allowance less what it moved (l.217-268); a run is two halves of at most
 * Mvt, one each sequence (l.226); a dodge marker of last turn limits the
 * orders and their moves (U180).
 */
export function moveAllowance(f: Pick<IvFighter, 'mvt' | 'order' | 'dodge' | 'moved' | 'movedInFire'>, turn: number, phase: Phase): number {
  const dodging = f.dodge !== null && f.dodge === turn - 1;
  if (dodging && f.order !== 'none' && DODGE_ORDERS[f.order]) return Math.max(0, DODGE_ORDERS[f.order]!.mvtFactor * f.mvt - f.moved - f.movedInFire);
  if (f.order === 'run') return RUN_HALF_FACTOR * f.mvt - (phase === 'fire' ? f.movedInFire : f.moved);
  if (phase === 'fire') return 0;
  const rule = ORDER_RULES[f.order];
  return Math.max(0, rule.move.mvtFactor * f.mvt + rule.move.cm - f.moved);
}

/** Whether a fighter stands (not out, not left the table). */
export function standing(f: Pick<IvFighter, 'condition' | 'exited'>): boolean {
  return f.condition !== 'out' && f.exited === null;
}

/** The order clock of a side (l.314): a minute per unit with a fighter standing, and one more per leader standing. */
export function clockMinutes(s: IvSlice, side: string): { units: number; leaders: number; minutes: number } {
  const sd = s.sides[side];
  const units = sd ? sd.units.filter((u) => u.fighters.some((id) => s.fighters[id] && standing(s.fighters[id]))).length : 0;
  const leaders = Object.values(s.fighters).filter((f) => f.side === side && f.leader && standing(f)).length;
  // l.314: "1 minute par unité"; "un personnage chef de groupe ... apporte ... une minute de plus".
  return { units, leaders, minutes: units * CLOCK_MINUTES_PER_UNIT + leaders * CLOCK_MINUTES_PER_LEADER };
}
export const CLOCK_MINUTES_PER_UNIT = 1;
export const CLOCK_MINUTES_PER_LEADER = 1;

