// Intervention reads the map (docs/map.md, "Rules that read the map"; U251,
// U260): a shot's distance in cm against the weapon's range bands (l.110-112:
// "Les 2 premières valeurs sont la portée courte et longue"), an
// observer's distance and line of sight to a hidden enemy (l.259-261), a
// camouflage move ending out of every enemy's sight (l.268), and whether a
// shooter stands in the watch sector of a target or its unit (l.270, U420).
import type { FactContext, MapFactTable } from '../../map/facts.js';
import type { IvFighter, IvSlice } from '../../rules/intervention/game.js';
import { DETECTION_PER_CAMOUFLAGE, DETECTION_PER_DET, WATCH_SECTOR_HALF } from '../../rules/intervention/tables.js';
import { standing } from '../../rules/intervention/game.js';
import type { Game } from '../../engine/system.js';

/** A fighter of the game by id, or undefined. */
function fighter(c: FactContext, id: unknown): IvFighter | undefined {
  const fs = (c.game as unknown as IvSlice).fighters ?? {};
  const key = String(id ?? '').split(',')[0].split(':')[0];
  return Object.hasOwn(fs, key) ? fs[key] : undefined;
}

/**
 * A standing fighter of an enemy unit (l.268 "hors ligne de vue", l.272 "en vue d'une unité ennemie"): of another side
 * than `from`'s, in a unit (figure A, of no unit, U185, sees for no side).
 */
function enemyOf(game: Game, id: string, from: string): boolean {
  const fs = (game as unknown as IvSlice).fighters ?? {};
  const f = Object.hasOwn(fs, id) ? fs[id] : undefined;
  const g = Object.hasOwn(fs, from) ? fs[from] : undefined;
  return f !== undefined && g !== undefined && f.side !== g.side && f.unit !== '' && standing(f);
}

/**
 * Those who may have the shooter in their watch sector (l.270 "la (les) cible(s) (et l'unité)"): each target of
 * `--at` and each fighter of its unit, standing.
 */
function watcherOf(c: FactContext, id: string): boolean {
  const s = c.game as unknown as IvSlice;
  const fs = s.fighters ?? {};
  const targets = String(c.values['--at'] ?? '').split(',').map((x) => x.split(':')[0].trim()).filter((x) => Object.hasOwn(fs, x));
  const f = Object.hasOwn(fs, id) ? fs[id] : undefined;
  if (!f || !standing(f)) return false;
  return targets.some((x) => x === id || (fs[x].unit !== '' && fs[x].unit === f.unit && fs[x].side === f.side));
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
    // "Tirer ... conduit à être localisé par la (les) cible(s) (et l'unité) ayant le tireur dans leur secteur de
    // surveillance, et à être détecté des autres" (l.270): the sector 90 degrees either side of the facing (U420);
    // none watching, the shooter only detected (U421).
    '--unwatched': {
      fact: 'sector',
      from: { subject: 0 },
      to: { kind: 'fighters', where: (_game, id, _from, c) => watcherOf(c, id) },
      unit: { fr: 'cm' },
      line: { fr: 'l.270' },
      when: (c) => !String(c.subjects[0] ?? '').includes(','),
      sector: () => WATCH_SECTOR_HALF,
      limits: () => [],
      value: (r) => (r.yes ? null : true),
      says: (r) => (r.yes ? 'iv-watched' : 'iv-unwatched'),
    },
  },
  'intv-move': {
    // "Si elle finit son déplacement à couvert ou hors ligne de vue, elle obtient un marqueur caché" (l.268): out of
    // every enemy's line of sight, the marker; in one's sight, only cover would hide it (the umpire's --hide).
    '--hide': {
      fact: 'sight',
      from: { subject: 0 },
      to: { kind: 'fighters', where: enemyOf },
      unit: { fr: 'cm' },
      line: { fr: 'l.268' },
      when: (c) => fighter(c, c.subjects[0])?.order === 'camouflage',
      limits: () => [],
      value: (r) => (r.yes ? null : true),
      says: (r) => (r.yes ? 'iv-in-sight' : 'iv-out-of-sight'),
    },
    // "Se replacer en vue d'une unité ennemie fait perdre ce marqueur SAUF si la moitié du socle reste est hors vue ou
    // que la partie en vue est dans un abri léger différent de l'ennemi" (l.272): a hidden fighter that moved, its
    // point in an enemy's clear sight, loses it; the exceptions are the umpire's (--no-in-view, U423).
    '--in-view': {
      fact: 'sight',
      from: { subject: 0 },
      to: { kind: 'fighters', where: enemyOf },
      unit: { fr: 'cm' },
      line: { fr: 'l.272' },
      when: (c) => fighter(c, c.subjects[0])?.sighting === 'hidden' && Number(c.values['--cm'] ?? 0) > 0 && c.values['--no-in-view'] !== true,
      limits: () => [],
      value: (r) => (r.yes ? true : null),
      says: (r) => (r.yes ? 'iv-back-in-view' : 'iv-still-unseen'),
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
