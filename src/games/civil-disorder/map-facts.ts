// Civil Disorder and Émeutes read the map (docs/map.md, "Rules that read the
// map"; U251, U260-U263): which option of which procedure a map fact fills,
// each with its line in each edition and each edition's own number (the
// French are not the English in centimetres everywhere: 2.5 cm = 2 m, FR l.96,
// yet the voice is 10 / 40 cm, FR l.274, and the cloud 15 cm across, FR
// l.300). The numbers are the rules' own tables, never copied here.
import type { FactContext, MapFact, MapFactTable, Reading } from '../../map/facts.js';
import type { Game } from '../../engine/system.js';
import type { GameState, UnitState } from '../../state/civil-disorder/types.js';
import type { GasCloud } from '../../state/civil-disorder/facts.js';
import { unitFigures } from '../../state/civil-disorder/facts.js';
import { AREA_DIAMETER, BATON_CLOSE, WEAPON_RANGE, type Weapon } from '../../rules/civil-disorder/weapons.js';
import { bandFor, FIREARM_RANGES, WEAPONS as FIREARMS, type Weapon as Firearm } from '../../rules/civil-disorder/firearms.js';
import { VOICE_RANGE } from '../../rules/civil-disorder/negotiate.js';
import { NOT_TESTED_TYPES } from '../../rules/civil-disorder/burn.js';
import { RUNNING_AWAY_LEVELS } from '../../rules/civil-disorder/rl-roll.js';
import { footprint } from '../../geometry/footprint.js';

/** The edition's unit on the map: inches (EN l.55), centimetres (FR l.96: 2,5 cm = 2 m). */
const UNIT = { en: 'in', fr: 'cm' } as const;

/** A measured distance as the option takes it (decimals allowed: 62.5 cm). */
const asOption = (d: number | null): string => String(Math.round((d ?? 0) * 100) / 100);

const cd = (g: Game): GameState => g as unknown as GameState;

/**
 * An SF unit in play on the table: not one that joined another (U207), nor
 * firefighters or paramedics, who are not security forces (R9: not tested for
 * over-reaction; U262).
 */
const unitInPlay = (game: Game, id: string): boolean => {
  const u = cd(game).units[id];
  return u !== undefined && !u.joinedInto && !NOT_TESTED_TYPES.includes(u.type);
};

/** A weapon's range fact: the distance from `from` to `to`, read against the weapon's range (and the baton gun's close range). */
function weaponRange(from: MapFact['from'], to: MapFact['to'], weapon: (c: FactContext) => Weapon, line: MapFact['line'], close = false): MapFact {
  return {
    fact: 'distance',
    from,
    to,
    unit: UNIT,
    line,
    limits: (c) => [WEAPON_RANGE[c.edition][weapon(c)], ...(close ? [BATON_CLOSE[c.edition]] : [])],
    value: (r) => asOption(r.distance),
    says: (r, c) => {
      const d = r.distance ?? 0;
      if (d > WEAPON_RANGE[c.edition][weapon(c)]) return 'out-of-range';
      // EN l.211 "If under 10"", FR l.306 "à moins de 25cm".
      return close && d < BATON_CLOSE[c.edition] ? 'close' : 'in-range';
    },
  };
}

/** The firing SF unit (`--unit`) to the crowd fired at (the subject). */
const UNIT_TO_CROWD = { from: { option: '--unit' }, to: { subject: 0 } } as const;
/** The throwing crowd (the subject) to the SF unit hit (`--at`). */
const CROWD_TO_UNIT = { from: { subject: 0 }, to: { option: '--at' } } as const;

const firearmOf = (c: FactContext): Firearm | null => {
  const w = c.values['--weapon'];
  return (FIREARMS as readonly string[]).includes(String(w)) ? (w as Firearm) : null;
};

/** The unit's fit figures (U63), the SF a crowd sees. */
const fitOf = (game: Game, id: string): number => {
  const u = cd(game).units[id] as UnitState | undefined;
  return u ? unitFigures(cd(game), u).fit : 0;
};

/** "Visibly outnumbered by SF" (EN l.155): the fit SF figures in sight outnumber the crowd's figures (U262). */
function outnumbered(r: Reading, c: FactContext): boolean {
  const crowd = cd(c.game).crowds[r.from];
  const sf = r.yes ? r.to.reduce((n, id) => n + fitOf(c.game, id), 0) : 0;
  return crowd !== undefined && sf > crowd.figures;
}

/** An effective cloud of one kind, now (EN l.205 "Takes 1 turn to become effective"; FR l.300). */
const cloudOf = (kind: 'tear' | 'cs') => (game: Game, id: string): boolean => {
  const g = cd(game).gas[id] as unknown as GasCloud | undefined;
  return g !== undefined && g.kind === kind && g.from <= game.turn && game.turn < g.until;
};

/** Under a cloud: the crowd within its radius, half the diameter (EN l.205 "approx 5" in diameter"; FR l.300 "15 cm de diamètre"). */
function underCloud(kind: 'tear' | 'cs', line: MapFact['line']): MapFact {
  return {
    fact: 'inside',
    from: { subject: 0 },
    to: { kind: 'gas', where: cloudOf(kind) },
    unit: UNIT,
    line,
    limits: (c) => [AREA_DIAMETER[c.edition].gas / 2],
    value: (r) => (r.yes ? true : null),
    says: (r) => (r.yes ? 'under-cloud' : 'outside-cloud'),
  };
}

/** Every SF unit in play, seen from the crowd (the subject). */
const SF_SEEN = { from: { subject: 0 }, to: { kind: 'units', where: unitInPlay } } as const;

const sfInSight = (line: MapFact['line'], value: (r: Reading, c: FactContext) => string | true | null, says: (r: Reading) => string): MapFact => ({
  fact: 'sight',
  ...SF_SEEN,
  unit: UNIT,
  line,
  limits: () => [],
  value,
  says,
});

/**
 * A crowd's figures "around 1” apart" at the loosest (EN l.131), "2 à 3 cm
 * entre chaque élément" (FR l.171): how far a crowd's piece reaches round its
 * point is its outer figures' (the geometry's footprint at this spacing), so
 * two crowds are measured from edge to edge (U330).
 */
export const CROWD_SPACING = { en: 1, fr: 3 } as const;

/**
 * Two crowds are adjacent (EN l.155 "Each adjacent crowd"; FR l.217-219 "Par
 * element de foule adjacent") when their nearest figures are within the
 * normal voice's range, the crowds within earshot of each other (EN l.183 2";
 * FR l.274 10 cm; U330).
 */
export const ADJACENT_REACH = { en: VOICE_RANGE.en.voice, fr: VOICE_RANGE.fr.voice } as const;

/** How far a crowd's piece reaches round its point: its outer figures (U330); any other piece a point. */
function crowdReach(c: FactContext, id: string): number {
  const crowd = Object.hasOwn(cd(c.game).crowds, id) ? cd(c.game).crowds[id] : undefined;
  if (!crowd) return 0;
  return Math.max(0, ...footprint([0, 0], Math.min(crowd.figures, 1000), CROWD_SPACING[c.edition]).map(([x, y]) => Math.hypot(x, y)));
}

/** The other crowds still on the table (a merged crowd is off it), of the RL the row counts, seen from the crowd rolled. */
const otherCrowds = (row: (other: number, self: number) => boolean) => (game: Game, id: string, from: string): boolean => {
  const crowds = cd(game).crowds;
  const o = Object.hasOwn(crowds, id) ? crowds[id] : undefined;
  const self = Object.hasOwn(crowds, from) ? crowds[from] : undefined;
  return o !== undefined && self !== undefined && typeof o.mergedInto !== 'string' && row(o.rl, self.rl);
};

/** One row of "Each adjacent crowd ..." (EN l.155; FR l.217-219): how many crowds of that row are adjacent on the map (U330, U331). */
function adjacentRow(row: (other: number, self: number) => boolean, line: MapFact['line']): MapFact {
  return {
    fact: 'within',
    from: { subject: 0 },
    to: { kind: 'crowds', where: otherCrowds(row) },
    unit: UNIT,
    line,
    limits: (c) => [ADJACENT_REACH[c.edition]],
    radius: crowdReach,
    // The state knows a count already (its typed `adjacent` list): a reading the map cannot make leaves it, said in a note (U331).
    asks: false,
    value: (r) => String(r.yes ? r.to.length : 0),
    says: (r) => (r.yes ? 'adjacent' : 'none-adjacent'),
  };
}

/**
 * A melee's unit and crowd in base contact (EN l.247 "those in base to base contact"; FR l.356 "au contact (base à base)"):
 * the unit's point within one figure's spacing of the crowd's outer figures (EN l.131 1"; FR l.171 3 cm), a figure
 * of the unit standing where the crowd's next figure would (U390). The figures in contact and who outnumbers whom
 * (`--sf`, `--rioters`, EN l.249-253; FR l.358-364) stay the table's (U333, U390).
 */
export const MELEE_CONTACT = { en: CROWD_SPACING.en, fr: CROWD_SPACING.fr } as const;

export const CIVIL_DISORDER_MAP_FACTS: MapFactTable = {
  // Non-Lethal Weapons, "Range" (EN l.205-211; FR l.300-306, Émeutes' own cm).
  gas: {
    '--range': {
      ...weaponRange(UNIT_TO_CROWD.from, UNIT_TO_CROWD.to, (c) => (c.values['--weapon'] === 'riot-gun' ? 'riot-gun' : 'gas-grenade'), { en: 'EN l.205, l.210', fr: 'FR l.300, l.305' }),
      // Crowds moving into a cloud already there: nothing is fired.
      when: (c) => c.values['--into'] === undefined,
    },
  },
  water: {
    '--range': weaponRange(UNIT_TO_CROWD.from, UNIT_TO_CROWD.to, (c) => (c.values['--weapon'] === 'hose' ? 'fire-hose' : 'water-cannon'), { en: 'EN l.208-209', fr: 'FR l.303-304' }),
  },
  'baton-gun': {
    '--range': weaponRange(UNIT_TO_CROWD.from, UNIT_TO_CROWD.to, () => 'baton-gun', { en: 'EN l.211', fr: 'FR l.306' }, true),
  },
  missiles: {
    '--range': { ...weaponRange(CROWD_TO_UNIT.from, CROWD_TO_UNIT.to, () => 'bricks-bottles', { en: 'EN l.207', fr: 'FR l.302' }), when: (c) => c.values['--restock'] !== true },
  },
  'petrol-bomb': {
    '--range': weaponRange(CROWD_TO_UNIT.from, CROWD_TO_UNIT.to, () => 'petrol-bomb', { en: 'EN l.206', fr: 'FR l.301' }),
  },
  // Firearms, "Close Range" and "Max Effective Range" (EN l.308-312; FR l.438-442 "Portée mini", "Portée max").
  fire: {
    '--distance': {
      fact: 'distance',
      ...UNIT_TO_CROWD,
      unit: UNIT,
      line: { en: 'EN l.308-312', fr: 'FR l.438-442' },
      // A band typed (--range), or no hits rolled (over the heads): no distance wanted.
      when: (c) => c.values['--range'] === undefined && c.values['--over-heads'] !== true && firearmOf(c) !== null,
      limits: (c) => {
        const r = FIREARM_RANGES[c.edition][firearmOf(c)!];
        return r.maximum === null ? [r.close] : [r.close, r.maximum];
      },
      value: (r) => asOption(r.distance),
      says: (r, c) => bandFor(c.edition, firearmOf(c)!, r.distance ?? 0),
    },
  },
  // Negotiation: "The range of normal voice is 2", assisted by a megaphone or PA system is 8"" (EN l.183); Émeutes
  // "La portée d'une voix est de 10cm ... 40cm" (FR l.274). "Negotiation isn't face to face -2" (EN l.189) is the
  // negotiator beyond the voice's range (U261); Émeutes' "Négociateur pas en phase -2" (FR l.280) is not a distance.
  negotiate: {
    '--distance': {
      fact: 'distance',
      from: { option: '--by' },
      to: { subject: 0 },
      unit: UNIT,
      line: { en: 'EN l.183', fr: 'FR l.274' },
      limits: (c) => [VOICE_RANGE[c.edition].voice, VOICE_RANGE[c.edition].megaphone],
      value: (r) => asOption(r.distance),
      says: (r, c) => {
        const v = VOICE_RANGE[c.edition];
        const d = r.distance ?? 0;
        return d <= v.voice ? 'voice' : d <= v.megaphone ? 'megaphone' : 'out-of-earshot';
      },
    },
    '--not-face-to-face': {
      fact: 'distance',
      from: { option: '--by' },
      to: { subject: 0 },
      unit: UNIT,
      line: { en: 'EN l.183, l.189' },
      limits: (c) => [VOICE_RANGE[c.edition].voice],
      value: (r, c) => ((r.distance ?? 0) > VOICE_RANGE[c.edition].voice ? true : null),
      says: (r, c) => ((r.distance ?? 0) > VOICE_RANGE[c.edition].voice ? 'not-face-to-face' : 'face-to-face'),
    },
    // "Negotiation cannot take place if there is any shooting or gas in sight of the crowd" (EN l.181; FR l.272).
    '--gas': {
      fact: 'sight',
      from: { subject: 0 },
      to: { kind: 'gas', where: (game, id) => game.turn < ((cd(game).gas[id] as unknown as GasCloud | undefined)?.until ?? 0) },
      unit: UNIT,
      line: { en: 'EN l.181', fr: 'FR l.272' },
      limits: () => [],
      value: (r) => (r.yes ? true : null),
      says: (r) => (r.yes ? 'gas-in-sight' : 'no-gas-in-sight'),
    },
  },
  // The RL State Chart: "If no SF in sight, go to Level 4" (EN l.145-146; FR l.189-190 "Si pas de fp en vue");
  // "Visibly outnumbered by SF -3" (EN l.155; FR l.216); "In effective Tear Gas cloud -2; In effective CS gas
  // cloud -3" (EN l.157; FR l.227-228), the cloud "approx 5" in diameter" (EN l.205; FR l.300 "15 cm").
  'rl-roll': {
    '--situation': sfInSight({ en: 'EN l.145-146', fr: 'FR l.189-190' }, (r) => (r.yes ? null : 'no-sf-in-sight'), (r) => (r.yes ? 'sf-in-sight' : 'no-sf-in-sight')),
    '--outnumbered': { ...sfInSight({ en: 'EN l.155', fr: 'FR l.216' }, (r, c) => (outnumbered(r, c) ? true : null), () => ''), says: (r, c) => (outnumbered(r, c) ? 'outnumbered' : r.yes ? 'not-outnumbered' : 'no-sf-in-sight') },
    // "Each adjacent crowd at a higher RL +1; Each adjacent crowd at a lower RL -1; Each adjacent crowd actually running
    // away -1" (EN l.155; FR l.217-219), running away being RL 1 or 2 (U2).
    '--adjacent-higher': adjacentRow((o, self) => o > self, { en: 'EN l.155', fr: 'FR l.217' }),
    '--adjacent-lower': adjacentRow((o, self) => o < self, { en: 'EN l.155', fr: 'FR l.218' }),
    '--adjacent-running': adjacentRow((o) => RUNNING_AWAY_LEVELS.includes(o), { en: 'EN l.155', fr: 'FR l.219' }),
    '--tear-gas': underCloud('tear', { en: 'EN l.157, l.205', fr: 'FR l.227, l.300' }),
    '--cs-gas': underCloud('cs', { en: 'EN l.157, l.205', fr: 'FR l.228, l.300' }),
  },
  // Melee: "those in base to base contact" (EN l.247; FR l.356 "au contact (base à base)"): a unit and a crowd far apart on the
  // map are not fighting; the melee is refused unless the umpire says they are in contact (`--in-contact`, U390).
  melee: {
    '--apart': {
      fact: 'contact',
      from: { subject: 0 },
      to: { subject: 1 },
      unit: UNIT,
      line: { en: 'EN l.247', fr: 'FR l.356' },
      when: (c) => c.values['--in-contact'] !== true,
      limits: (c) => [MELEE_CONTACT[c.edition]],
      radius: crowdReach,
      value: (r) => (r.yes ? null : true),
      says: (r) => (r.yes ? 'melee-contact' : 'melee-apart'),
    },
  },
  // Property damage at RL 7 and 8: "If no SF in sight will damage property" (EN l.150; FR l.194 "Si pas de fp en vue").
  damage: {
    '--sf-in-sight': sfInSight({ en: 'EN l.150', fr: 'FR l.194' }, (r) => (r.yes ? true : null), (r) => (r.yes ? 'sf-in-sight' : 'no-sf-in-sight')),
  },
  // The over-reaction test: "No supporting units in sight -1" (EN l.343; FR l.473 "Pas d'unité d'appui en vue").
  overreact: {
    '--no-support': {
      fact: 'sight',
      from: { subject: 0 },
      to: { kind: 'units', where: unitInPlay },
      unit: UNIT,
      line: { en: 'EN l.343', fr: 'FR l.473' },
      limits: () => [],
      value: (r) => (r.yes ? null : true),
      says: (r) => (r.yes ? 'support-in-sight' : 'no-support-in-sight'),
    },
  },
};
