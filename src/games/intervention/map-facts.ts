// Intervention reads the map (docs/map.md, "Rules that read the map"; U251,
// U260): a shot's distance in cm against the weapon's range bands (l.110-112:
// "Les 2 premières valeurs sont la portée courte et longue"), its target's
// cover from the outlines and woods near it (l.164-208, U415-U417), an
// observer's distance and line of sight to a hidden enemy (l.259-261), a
// camouflage move ending out of every enemy's sight (l.268), and whether a
// shooter stands in the watch sector of a target or its unit (l.270, U420).
import type { FactContext, MapFactTable } from '../../map/facts.js';
import type { ShelterVerdict } from '../../engine/system.js';
import type { Outline, ShelterReading } from '../../map/types.js';
import type { IvFighter, IvSlice } from '../../rules/intervention/game.js';
import { COVER_REDUCTION, DETECTION_PER_CAMOUFLAGE, DETECTION_PER_DET, WATCH_SECTOR_HALF, type Cover } from '../../rules/intervention/tables.js';
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

/**
 * l.186 "Jusqu'à 4 cm de l'orée, la cible à l'intérieur du bois est derrière un abri léger" (and l.184: beyond it, no
 * sight from outside). U415: an outline the line crosses within as much before the target is the target's cover.
 */
export const COVER_REACH_CM = 4;

/**
 * What an outline's `material` gives (l.166-172: "Abris légers (haie, ligne de crête)", "Abris durs (briques, béton,
 * rocher)"), by the cover's own name or the text's words; U416: an outline with none is hard by its kind (a building's
 * bricks and concrete, l.172; a wall, l.176's "muret"; an obstacle, a rock, a car, a barricade); any other word the
 * map does not read.
 */
export const MATERIAL_COVER: Readonly<Record<string, Cover>> = { light: 'light', hard: 'hard', haie: 'light', crete: 'light', 'crête': 'light', brique: 'hard', briques: 'hard', beton: 'hard', 'béton': 'hard', rocher: 'hard' };
export const KIND_COVER: Readonly<Record<Outline['kind'], Cover>> = { building: 'hard', wall: 'hard', obstacle: 'hard' };

/** The cover one outline gives: its material's, else its kind's (U416); null: a material the map does not know. */
function outlineCover(o: Outline): Cover | null {
  if (o.material === undefined) return KIND_COVER[o.kind];
  const m = o.material.trim().toLowerCase();
  return Object.hasOwn(MATERIAL_COVER, m) ? MATERIAL_COVER[m] : null;
}

/** Lower than a figure (l.176 "de taille inférieure à la sienne", l.206 "plus petit qu'elle"): an outline with a height under the eye. */
const lower = (o: Outline, eye: number) => o.height !== undefined && o.height < eye;

/**
 * The target's cover against the shooter (U415-U417): the best the outlines within the reach give (a running target
 * none lower than itself, l.206), a wood's light cover within 4 cm of its edge (l.186), no sight from outside beyond it
 * (l.184), the target's own choice when both stand in the wood (l.188); a hidden or dodging target behind hard cover
 * lower than itself is lying (l.176, l.208).
 */
export function ivShelter(c: FactContext, r: ShelterReading, eye: number, lyingOnly = false): ShelterVerdict {
  const target = fighter(c, c.values['--at']);
  const running = target?.order === 'run';
  const woods = r.areas.filter((a) => a.area.kind === 'wood');
  if (woods.some((a) => a.shooterIn && a.depth !== null)) return { choice: { line: 'l.188', says: 'iv-wood-within' } };
  const wood = woods.find((a) => a.depth !== null);
  if (wood && wood.depth! > COVER_REACH_CM) return { value: null, says: 'iv-wood-unseen', near: { distance: wood.depth!, limit: COVER_REACH_CM } };
  const by = r.outlines.map((x) => x.outline).filter((o) => !(running && lower(o, eye)));
  const unknown = by.find((o) => outlineCover(o) === null);
  if (unknown) return { choice: { line: 'l.166-172', says: 'iv-material-unknown' } };
  const covers: Cover[] = [...by.map((o) => outlineCover(o)!), ...(wood ? (['light'] as const) : [])];
  const best = covers.reduce<Cover>((a, b) => (COVER_REDUCTION[b] > COVER_REDUCTION[a] ? b : a), 'open');
  const lying = best === 'hard' && target !== undefined && (target.sighting === 'hidden' || target.dodge !== null) && by.some((o) => outlineCover(o) === 'hard' && lower(o, eye));
  const near = wood ? { near: { distance: wood.depth!, limit: COVER_REACH_CM } } : {};
  if (lyingOnly) return { value: lying ? true : null, says: lying ? 'iv-lying' : 'iv-not-lying', ...near } as ShelterVerdict;
  return { value: best, says: running && r.outlines.some((x) => lower(x.outline, eye)) && best === 'open' ? 'iv-running' : `iv-cover-${best}`, ...near };
}

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
    // "Abris légers ... d'1 point par tir", "Abris durs ... de 2 points" (l.166-172), the woods (l.184-188); U415-U417.
    '--cover': {
      fact: 'shelter',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'cm' },
      line: { fr: 'l.164-208' },
      // One target without its cover typed after it (`g1:hard`): grouped fire's covers stay typed.
      when: (c) => single(c) && !String(c.values['--at'] ?? '').includes(':'),
      limits: () => [COVER_REACH_CM],
      asks: true,
      shelter: { reach: () => COVER_REACH_CM, read: (c, r, eye) => ivShelter(c, r, eye) },
      value: () => null,
    },
    // "Une figurine cachée ou ayant esquivé derrière un abris durs de taille inférieure à la sienne ... est considérée
    // comme couchée et par conséquent ne pourra plus être prise comme cible au travers" (l.176, l.208; U417).
    '--lying': {
      fact: 'shelter',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'cm' },
      line: { fr: 'l.176, l.208' },
      when: single,
      limits: () => [COVER_REACH_CM],
      shelter: { reach: () => COVER_REACH_CM, read: (c, r, eye) => ivShelter(c, r, eye, true) },
      value: () => null,
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
