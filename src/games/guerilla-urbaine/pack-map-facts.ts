// The Guérilla Urbaine pack reads a Civil Disorder riot's map (docs/map.md,
// "Rules that read the map"; U251, U250, U252, U432-U434): an armed agent's
// shot and the SF's at an agent, their distance in pas read against the
// weapon's range and long range (GU l.31, l.36) and a camouflaged agent's
// 5 pas (l.215); an agent's melee with an SF unit's figure, whether the agent
// touches the unit at all (l.96, as `gu-melee --apart`, U400). The riot's map
// is in inches (English games) or centimetres (French ones): one pas is an
// inch or 2.5 cm (R15), so each limit is the text's pas in the map's unit and
// each value the map's measure back in pas.
import type { FactContext, MapFact, MapFactTable } from '../../map/facts.js';
import type { Game } from '../../engine/system.js';
import { GU_WEAPONS, CAMOUFLAGE_SHOT_RANGE, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';
import { LONG_RANGE_FACTOR } from '../../rules/guerilla-urbaine/shooting.js';
import { CM_PER_PAS } from '../../rules/guerilla-urbaine/turn.js';
import { sfProfileOf, type AgentState, type SfProfile } from '../../rules/guerilla-urbaine/riot.js';
import type { UnitState } from '../../state/civil-disorder/types.js';
import { BASE_CONTACT } from './map-facts.js';
import { agentShotsAimed } from '../../commands/guerilla-urbaine/agents.js';

/** One pas in the riot map's unit (R15: "which is one inch on a Civil Disorder table: `en` shows pas as inches, `fr` as 2.5 cm"). */
export const PAS_ON_RIOT_MAP: Readonly<Record<'en' | 'fr', number>> = { en: 1, fr: CM_PER_PAS };

/** The riot map's unit in each edition (Civil Disorder's inches, Émeutes' cm). */
const UNIT = { en: 'in', fr: 'cm' } as const;

const pasOf = (c: FactContext): number => PAS_ON_RIOT_MAP[c.edition as 'en' | 'fr'] ?? 1;

interface PackSlice {
  agents?: Record<string, AgentState>;
  sfProfiles?: Record<string, Partial<SfProfile>>;
  units?: Record<string, UnitState>;
}
const slice = (game: Game): PackSlice => game as unknown as PackSlice;
const own = <T>(rec: Record<string, T> | undefined, id: unknown): T | undefined => (rec && typeof id === 'string' && Object.hasOwn(rec, id) ? rec[id] : undefined);

/** The values an option took (one or repeated), as ids. */
const listOf = (v: unknown): string[] => (v === undefined || v === false ? [] : (Array.isArray(v) ? v : [v]).map(String));

/** The weapon an agent fires: the one `--weapon` names, else its first (as the command takes it). */
function agentWeapon(c: FactContext): GuWeapon | undefined {
  const a = own(slice(c.game).agents, c.subjects[0]);
  if (!a) return undefined;
  return a.weapons.find((w) => w.id === c.values['--weapon']) ?? a.weapons[0];
}

/** The SF unit's GU weapon (its profile, U132), when it is armed. */
function unitWeapon(c: FactContext): GuWeapon | undefined {
  const s = slice(c.game);
  const u = own(s.units, c.subjects[0]);
  if (!u) return undefined;
  const w = sfProfileOf(u, s.sfProfiles ?? {}).weapon;
  return w === null ? undefined : GU_WEAPONS[w];
}

/**
 * The piece each of an agent's shots aims at, in the shots' order (U433, U437; l.46 "les cibles de chaque tir peuvent
 * être différentes"): one `--distance` read per shot, the `--unit`s then the `--agent`s (one named: every shot at it,
 * one reading; a zone weapon's one shot: the first named, l.48). A crowd shot into is not read (U433): the umpire
 * types the distances, as without a map.
 */
function aimedPieces(c: FactContext): string[] {
  if (c.values['--crowd'] !== undefined) return [];
  return agentShotsAimed(agentWeapon(c)?.zone != null, c.values);
}

/** A shot's distance in pas on the riot's map: limits the weapon's Por, twice Por (l.31, l.36), a camouflaged agent's 5 pas (l.215). */
function shotDistance(weapon: (c: FactContext) => GuWeapon | undefined, camouflaged: (c: FactContext) => boolean): Pick<MapFact, 'limits' | 'value' | 'says'> {
  return {
    limits: (c) => {
      const w = weapon(c);
      if (w === undefined) return [];
      const pas = pasOf(c);
      return [w.range * pas, w.range * LONG_RANGE_FACTOR * pas, ...(camouflaged(c) ? [CAMOUFLAGE_SHOT_RANGE * pas] : [])];
    },
    // The command takes pas with one decimal (pasOpt): the measure in pas to the tenth, a tolerance away from any limit (U252).
    value: (r, c) => String(Math.round(((r.distance ?? 0) / pasOf(c)) * 10) / 10),
    says: (r, c) => {
      const w = weapon(c);
      if (w === undefined) return null;
      const d = (r.distance ?? 0) / pasOf(c);
      return d <= w.range ? 'in-range' : d <= w.range * LONG_RANGE_FACTOR ? 'long-range' : 'out-of-range';
    },
  };
}

const camouflagedAgent = (c: FactContext, ids: readonly string[]): boolean => ids.some((id) => own(slice(c.game).agents, id)?.camouflaged === true);

/**
 * How far an SF unit's piece reaches round its point for a melee's contact (U432): its figures standing, shoulder to
 * shoulder a pace apart (a base a pace across, U332) in one line through its point, the farthest (n - 1) / 2 pas out.
 * No formation of the unit about its point reaches farther, so an agent beyond it and a pace (BASE_CONTACT) touches
 * none of its figures. An agent is one figure: a point.
 */
export function unitReachPas(unit: Pick<UnitState, 'strength' | 'wounded'>): number {
  const standing = Math.max(1, unit.strength - (unit.wounded ?? 0));
  return (standing - 1) / 2;
}

function unitReach(c: FactContext, id: string): number {
  const u = own(slice(c.game).units, id);
  return u ? unitReachPas(u) * pasOf(c) : 0;
}

export const GU_PACK_MAP_FACTS: MapFactTable = {
  // "La portée d'une arme de tir est noté Por ... en pas. Pour obtenir la portée longue, doublez cette valeur" (l.31,
  // l.36): the agent to the unit or agent its shots aim at, from point to point (U433); "les cibles de chaque tir
  // peuvent être différentes" (l.46): one reading per shot, to the piece it aims at (U437).
  'agent-shoot': {
    '--distance': {
      fact: 'distance',
      from: { subject: 0 },
      to: { option: '--unit' },
      each: aimedPieces,
      unit: UNIT,
      line: { en: 'GU l.31, l.36, l.46', fr: 'GU l.31, l.36, l.46' },
      ...shotDistance(agentWeapon, (c) => camouflagedAgent(c, listOf(c.values['--agent']))),
    },
  },
  // The SF figures' shot at an agent (U132's profile weapon): the unit's point to the agent's (U433).
  'sf-shoot': {
    '--distance': {
      fact: 'distance',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: UNIT,
      line: { en: 'GU l.31, l.36', fr: 'GU l.31, l.36' },
      when: (c) => unitWeapon(c) !== undefined,
      ...shotDistance(unitWeapon, (c) => camouflagedAgent(c, listOf(c.values['--at']))),
    },
  },
  // "Elle peut effectuer une attaque de corps corps si elle est en contact socle à socle avec une figurine adverse"
  // (l.96): the agent's point within a pace (U332) of the unit's reach (U432); beyond it `--apart` and the melee is
  // refused, unless `--in-contact` is typed (U400, U434). Stale or at the limit the map does not say: as typed (U263).
  'agent-melee': {
    '--apart': {
      fact: 'contact',
      from: { subject: 0 },
      to: { option: '--unit' },
      unit: UNIT,
      line: { en: 'GU l.96', fr: 'GU l.96' },
      when: (c) => c.values['--in-contact'] !== true,
      limits: (c) => [BASE_CONTACT * pasOf(c)],
      radius: unitReach,
      value: (r) => (r.yes ? null : true),
      says: (r) => (r.yes ? 'agent-unit-contact' : 'agent-unit-apart'),
    },
  },
};
