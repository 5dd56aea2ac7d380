// Guérilla Urbaine reads the map (docs/map.md, "Rules that read the map";
// U251, U260): a shot's distance in pas, read against the weapon's range and
// long range (GU l.31, l.36) and the camouflaged target's 5 pas (l.215); a
// leader's command bubble, 3 pas or 2 (l.80); a Médico's base contact with
// the dead (l.217, U332) and a melee's attacker's with its target (l.96,
// U400); the figures a prayer or a power touches within its pas (l.247,
// l.257, l.263, l.265). None is read from a figure that moved in the same
// call (`--first move`, U401).
import type { FactContext, MapFact, MapFactTable } from '../../map/facts.js';
import type { Game } from '../../engine/system.js';
import type { GuFigure, GuSlice } from './state.js';
import { COMMAND_BUBBLE } from '../../rules/guerilla-urbaine/turn.js';
import { POWERS, type PowerKey } from '../../rules/guerilla-urbaine/powers.js';
import { atFigures, shotsAimed, weaponsOf } from '../../commands/guerilla-urbaine/facts.js';
import { LONG_RANGE_FACTOR } from '../../rules/guerilla-urbaine/shooting.js';
import { CAMOUFLAGE_SHOT_RANGE, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';

/** The weapon fired: the one `--weapon` names, else the figure's first (as the command takes it). */
function weaponOf(c: FactContext): GuWeapon | undefined {
  const ws = weaponsOf(c.game, c.subjects[0]);
  return ws.find((w) => w.id === c.values['--weapon']) ?? ws[0];
}

/** Every figure `--at` names, in order. */
const atIds = (c: FactContext): string[] => atFigures(c.values['--at']);

/** A target named by `--at` is camouflaged (l.215: shot at only within 5 pas): its 5 pas a limit the reading keeps off (U252). */
function camouflaged(c: FactContext): boolean {
  const figures = (c.game as unknown as { figures?: Record<string, { camouflaged?: boolean }> }).figures ?? {};
  return atIds(c).some((id) => Object.hasOwn(figures, id) && figures[id].camouflaged === true);
}

/**
 * Base to base contact (l.96, l.215, l.217): a figure's base is a pace across
 * (l.88 "4 pas, soit 10 cm": a pace is 2.5 cm, a 25 mm figure's base; U255
 * the figure a pace high), so two bases touch when their centres are within
 * one pace (U332).
 */
export const BASE_CONTACT = 1;

/** "La cible est cachée par un obstacle qui la couvre à plus de 50 %" (l.37): more than this share of its height (U409). */
export const COVER_SHARE = 0.5;

/** "un élément de décor faisant au moins 50% de son volume" (l.215): as high as half the figure, at least (U408). */
export const SCENERY_SHARE = 0.5;

const figuresOf = (game: Game): Record<string, GuFigure> => (game as unknown as Partial<GuSlice>).figures ?? {};
const figureOf = (game: Game, id: unknown): GuFigure | undefined => {
  const fs = figuresOf(game);
  const key = String(id ?? '');
  return Object.hasOwn(fs, key) ? fs[key] : undefined;
};

/** The power a prayer or a shaman's power names (its second subject), when it touches a list of figures (l.247, l.257, l.263, l.265). */
function listPower(c: FactContext): PowerKey | undefined {
  const what = c.subjects[1];
  if (typeof what !== 'string' || !Object.hasOwn(POWERS, what)) return undefined;
  const reach = POWERS[what as PowerKey].reach;
  return reach === 'allies' || reach === 'enemies' ? (what as PowerKey) : undefined;
}

/** The figures a power may touch: alive; an ally (l.247) or an enemy (l.257, l.265), a camouflaged one for Vision (l.263). */
function touched(game: Game, id: string, from: string, c: FactContext): boolean {
  const p = listPower(c);
  const f = figureOf(game, id);
  const caster = figureOf(game, from);
  if (p === undefined || !f || !caster || f.dead) return false;
  if (POWERS[p].reach === 'allies') return f.gang === caster.gang;
  return f.gang !== caster.gang && (p !== 'vision' || f.camouflaged);
}

/** The ids within the reach, as a list option takes them; none: left out. */
const idList = (r: { yes: boolean; to: string[] }): string | null => (r.yes ? r.to.join(',') : null);

const powerTargets = (kind: 'prayer' | 'shaman'): MapFact => ({
  fact: 'within',
  from: { subject: 0 },
  to: { kind: 'figures', where: touched },
  unit: { fr: 'pas' },
  // "à moins de 3 pas" (l.247), "à moins de 5 pas" (l.257), "à moins de 10 pas" (l.263, l.265).
  line: { fr: kind === 'prayer' ? 'l.247' : 'l.257, l.263, l.265' },
  when: (c) => listPower(c) !== undefined && POWERS[listPower(c)!].kind === kind,
  limits: (c) => {
    const range = POWERS[listPower(c)!].range;
    return range === null ? [] : [range];
  },
  value: idList,
  says: (r) => (r.yes ? 'within-power' : 'none-within-power'),
});

const FACTS: MapFactTable = {
  // "Toute figurine dans la bulle de commandement du chef (c'est à dire celles qui sont à une distance inférieure à la
  // portée de la bulle de commandement) ... La bulle de commandement d'un Chef est de portée 3 pas tandis que celle d'un
  // Sous-chef est de 2 pas" (l.80): the leader's own side's gangers alive and not yet activated (U154).
  'gu-phase': {
    '--bubble': {
      fact: 'within',
      from: { option: '--leader' },
      to: {
        kind: 'figures',
        where: (game, id, from) => {
          const f = figureOf(game, id);
          const leader = figureOf(game, from);
          const turn = (game as unknown as Partial<GuSlice>).round?.turn;
          return f !== undefined && leader !== undefined && f.gang === leader.gang && !f.dead && f.rank === 'ganger' && f.acted !== turn;
        },
      },
      unit: { fr: 'pas' },
      line: { fr: 'l.80' },
      limits: (c) => {
        const leader = figureOf(c.game, c.values['--leader']);
        return leader && leader.rank !== 'ganger' ? [COMMAND_BUBBLE[leader.rank]] : [];
      },
      when: (c) => {
        const leader = figureOf(c.game, c.values['--leader']);
        return leader !== undefined && leader.rank !== 'ganger';
      },
      value: idList,
      says: (r) => (r.yes ? 'in-bubble' : 'none-in-bubble'),
    },
  },
  // Camouflage: "si elle est en contact socle à socle avec un élément de décor faisant au moins 50% de son volume"
  // (l.215): the figure's base (half a pace round its point, U332) touching an outline at least half a figure high
  // (the eye is the figure's height, U255; a building or an outline without a height is taller than any figure), U408.
  'gu-act': {
    '--cover': {
      fact: 'scenery',
      from: { subject: 0 },
      to: { subject: 0 },
      unit: { fr: 'pas' },
      line: { fr: 'l.215' },
      when: (c) => c.subjects[1] === 'camouflage',
      scenery: (_c, o, eye) => o.height === undefined || o.height >= eye * SCENERY_SHARE,
      limits: () => [BASE_CONTACT / 2],
      value: (r) => (r.yes ? true : null),
      says: (r) => (r.yes ? 'beside-scenery' : 'no-scenery'),
    },
  },
  // Médico: "une figurine morte en contact socle à socle avec elle" (l.217), the bases touching (U332).
  'gu-heal': {
    '--contact': {
      fact: 'contact',
      from: { subject: 0 },
      to: { option: '--target' },
      unit: { fr: 'pas' },
      line: { fr: 'l.217' },
      limits: () => [BASE_CONTACT],
      value: (r) => (r.yes ? true : null),
      says: (r) => (r.yes ? 'base-contact' : 'no-base-contact'),
    },
  },
  // Melee: "Elle peut effectuer une attaque de corps corps si elle est en contact socle à socle avec une figurine
  // adverse" (l.96), the bases touching (U332): an attacker and its target apart on the map are not fighting; the
  // melee is refused unless the umpire says they are in contact (`--in-contact`, U400). At the limit or stale the map
  // does not say: as typed (U263).
  'gu-melee': {
    '--apart': {
      fact: 'contact',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'pas' },
      line: { fr: 'l.96' },
      when: (c) => c.values['--in-contact'] !== true,
      limits: () => [BASE_CONTACT],
      value: (r) => (r.yes ? null : true),
      says: (r) => (r.yes ? 'base-contact' : 'no-base-contact'),
    },
  },
  'gu-pray': { '--targets': powerTargets('prayer') },
  'gu-power': { '--targets': powerTargets('shaman') },
  'gu-shoot': {
    '--distance': {
      fact: 'distance',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'pas' },
      // "La portée d'une arme de tir est noté Por ... en pas. Pour obtenir la portée longue, doublez cette valeur" (l.31, l.36).
      line: { fr: 'l.31, l.36' },
      // "Les cibles de chaque tir peuvent être différentes" (l.46): each shot its own distance, read to the figure it aims at,
      // one --distance per --at in order (U406, U407); a zone weapon's one shot, to the figure aimed first (l.48).
      each: (c) => shotsAimed(weaponOf(c), c.values['--at']),
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
    // "La cible est cachée par un obstacle qui la couvre à plus de 50 % pour le tireur" (l.37): each figure aimed at,
    // seen from the shooter's head over the low outlines on its line (src/geometry/cover.ts), hidden when more than
    // half its height is behind one (U409). Taller outlines block the sight instead (l.40, `--no-line-of-sight`).
    '--hidden': {
      fact: 'cover',
      from: { subject: 0 },
      to: { option: '--at' },
      each: atIds,
      unit: { fr: 'pas' },
      line: { fr: 'l.37' },
      coverShare: COVER_SHARE,
      limits: () => [],
      value: (r) => (r.to.length > 0 ? r.to.join(',') : null),
      says: (r) => (r.yes ? 'hidden-over-half' : 'not-hidden'),
    },
    // "On utilise les lignes de vue réelles, ce que voit une figurine c'est ce qu'on voit à partir de la tête de la
    // figurine. Une figurine ne peut tirer à travers une figurine alliée ou adverse" (l.40): the line from the shooter's
    // head to the first target's, every other figure still standing a base in the way (U337).
    '--no-line-of-sight': {
      fact: 'sight',
      from: { subject: 0 },
      to: { option: '--at' },
      unit: { fr: 'pas' },
      line: { fr: 'l.40' },
      // A zone weapon's figures are all hit (l.48): no line to one of them.
      when: (c) => !String(Array.isArray(c.values['--at']) ? c.values['--at'][0] : (c.values['--at'] ?? '')).includes(','),
      limits: () => [],
      figures: (c) => ({ ids: Object.values(figuresOf(c.game)).filter((f) => !f.dead).map((f) => f.id), radius: BASE_CONTACT / 2 }),
      value: (r) => (r.yes ? null : true),
      says: (r) => (r.yes ? 'line-of-sight' : 'no-line-of-sight'),
    },
  },
};

/**
 * "La première action est forcément : soit un mouvement de déplacement (4 pas ...)" (l.86-88): a figure whose first
 * action in the same call is its move (`--first move`) shoots, strikes, heals or prays from where it moved to, and
 * the map holds it where it stood: nothing measured from it is read there, asked as a stale position is (U401). The
 * umpire who moves it on the map logs its move first (`gu-act <figure> move`), and the action is read.
 */
export function movedFirst(c: FactContext): boolean {
  return c.values['--first'] === 'move';
}

/** Each fact measured from the acting figure (its first subject) read as moved after `--first move`. */
function fromWhereItStands(table: MapFactTable): MapFactTable {
  const guard = (f: MapFact): MapFact => ('subject' in f.from && f.from.subject === 0 ? { ...f, moved: movedFirst } : f);
  return Object.fromEntries(Object.entries(table).map(([procedure, facts]) => [procedure, Object.fromEntries(Object.entries(facts).map(([option, f]) => [option, guard(f)]))]));
}

export const GUERILLA_URBAINE_MAP_FACTS: MapFactTable = fromWhereItStands(FACTS);
