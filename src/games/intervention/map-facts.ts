// Intervention reads the map (docs/map.md, "Rules that read the map"; U251,
// U260): a shot's distance in cm against the weapon's range bands (l.110-112:
// "Les 2 premières valeurs sont la portée courte et longue"), and an
// observer's distance and line of sight to a hidden enemy (l.259-261).
import type { FactContext, MapFactTable } from '../../map/facts.js';
import type { IvFighter, IvSlice } from '../../rules/intervention/game.js';
import { DETECTION_PER_CAMOUFLAGE, DETECTION_PER_DET } from '../../rules/intervention/tables.js';

/** A fighter of the game by id, or undefined. */
function fighter(c: FactContext, id: unknown): IvFighter | undefined {
  const fs = (c.game as unknown as IvSlice).fighters ?? {};
  const key = String(id ?? '').split(',')[0].split(':')[0];
  return Object.hasOwn(fs, key) ? fs[key] : undefined;
}

/** One shooter at one target (grouped fire takes a distance per shooter: typed). */
const single = (c: FactContext): boolean => !String(c.subjects[0] ?? '').includes(',') && !String(c.values['--at'] ?? '').includes(',');

/** The command takes whole cm (intList): the nearest, a tolerance away from any limit (U252). */
const wholeCm = (d: number | null): string => String(Math.round(d ?? 0));

export const INTERVENTION_MAP_FACTS: MapFactTable = {
  'intv-fire': {
    '--distance': {
      fact: 'distance',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'cm' },
      line: { fr: 'l.110-112' },
      when: single,
      // The weapon named, else every weapon of the shooter (the first that reaches is taken): each band's end.
      limits: (c) => {
        const f = fighter(c, c.subjects[0]);
        const ws = (f?.weapons ?? []).filter((w) => c.values['--weapon'] === undefined || w.id === c.values['--weapon']);
        return [...new Set(ws.flatMap((w) => w.bands.map((b) => b.to)))];
      },
      value: (r) => wholeCm(r.distance),
    },
  },
  'intv-observe': {
    // "S'il existe une ligne de vue, entre elle et une unité ennemie cachée elle devient détectée" (l.261).
    '--line-of-sight': {
      fact: 'sight',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'cm' },
      line: { fr: 'l.261' },
      limits: () => [],
      value: (r) => (r.yes ? true : null),
    },
    // "Toute unité ennemie cachée à une distance (en cm) inférieure à 10 fois la Det est aussitôt détectée ... Otez
    // cependant 20 cm par malus cumulable de tir du au camouflage" (l.259).
    '--distance': {
      fact: 'distance',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'cm' },
      line: { fr: 'l.259' },
      // A line of sight detects whatever the distance (l.261): then no distance is wanted.
      when: (c) => c.values['--line-of-sight'] !== true,
      limits: (c) => {
        const o = fighter(c, c.subjects[0]);
        const g = fighter(c, c.values['--at']);
        return o ? [Math.max(0, DETECTION_PER_DET * o.det - DETECTION_PER_CAMOUFLAGE * (g?.camouflage ?? 0))] : [];
      },
      value: (r) => wholeCm(r.distance),
    },
  },
};
