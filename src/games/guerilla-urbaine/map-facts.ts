// Guérilla Urbaine reads the map (docs/map.md, "Rules that read the map";
// U251, U260): a shot's distance in pas, read against the weapon's range and
// long range (GU l.31, l.36) and the camouflaged target's 5 pas (l.215).
import type { FactContext, MapFactTable } from '../../map/facts.js';
import { weaponsOf } from '../../commands/guerilla-urbaine/facts.js';
import { LONG_RANGE_FACTOR } from '../../rules/guerilla-urbaine/shooting.js';
import { CAMOUFLAGE_SHOT_RANGE, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';

/** The weapon fired: the one `--weapon` names, else the figure's first (as the command takes it). */
function weaponOf(c: FactContext): GuWeapon | undefined {
  const ws = weaponsOf(c.game, c.subjects[0]);
  return ws.find((w) => w.id === c.values['--weapon']) ?? ws[0];
}

/** The first target named by `--at` is camouflaged (l.215: shot at only within 5 pas). */
function camouflaged(c: FactContext): boolean {
  const at = c.values['--at'];
  const id = String(Array.isArray(at) ? at[0] : (at ?? '')).split(',')[0];
  const figures = (c.game as unknown as { figures?: Record<string, { camouflaged?: boolean }> }).figures ?? {};
  return Object.hasOwn(figures, id) && figures[id].camouflaged === true;
}

export const GUERILLA_URBAINE_MAP_FACTS: MapFactTable = {
  'gu-shoot': {
    '--distance': {
      fact: 'distance',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'pas' },
      // "La portée d'une arme de tir est noté Por ... en pas. Pour obtenir la portée longue, doublez cette valeur" (l.31, l.36).
      line: { fr: 'l.31, l.36' },
      limits: (c) => {
        const w = weaponOf(c);
        if (w === undefined) return [];
        return [w.range, w.range * LONG_RANGE_FACTOR, ...(camouflaged(c) ? [CAMOUFLAGE_SHOT_RANGE] : [])];
      },
      // The command takes whole or half pas (l.31's pas): the nearest half, a tolerance away from any limit (U252).
      value: (r) => String(Math.round((r.distance ?? 0) * 2) / 2),
      says: (r, c) => {
        const w = weaponOf(c);
        const d = r.distance ?? 0;
        if (w === undefined) return null;
        return d <= w.range ? 'in-range' : d <= w.range * LONG_RANGE_FACTOR ? 'long-range' : 'out-of-range';
      },
    },
  },
};
