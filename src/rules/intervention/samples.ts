// The sample fighters' weapons that print their own tables (intervention.fr.txt
// l.471-752). Only what a calculation needs: the grenade's blast table.
import type { Cover } from './tables.js';

export const SAMPLE_BLAST_IDS = ['techno-grenade', 'techno-flamer'] as const;
export type SampleBlast = (typeof SAMPLE_BLAST_IDS)[number];

export interface BlastTable {
  pf: number;
  /** R in cm, or null: the umpire's template (the Lance-flammes prints none, U215). */
  radius: number | null;
  /** The ruling that reads the printed table. */
  ruling: string;
  table: Readonly<Record<'inside' | 'edge' | 'outer', Readonly<Record<Cover, number>>>>;
}

// Techno Guerrier, "Grenades" (l.507-527): 0-5: 4 / 3 / 2; 5: 3 / 2 / 2; 5-10: 1 / 1 / 1 (open / light / hard).
export const SAMPLE_BLASTS: Readonly<Record<SampleBlast, BlastTable>> = {
  'techno-grenade': {
    pf: 4,
    radius: 5,
    ruling: 'U173',
    table: {
      inside: { open: 4, light: 3, hard: 2 },
      edge: { open: 3, light: 2, hard: 2 },
      outer: { open: 1, light: 1, hard: 1 },
    },
  },
  // Techno Guerrier, "Lance Flamme" (l.550-561): PF 5 "intérieur", 2 "bordure"; a NE weapon (l.159). U215: the same
  // whatever the cover (one value printed a place), nothing beyond the edge; the flame's size is the umpire's template.
  'techno-flamer': {
    pf: 5,
    radius: null,
    ruling: 'U215',
    table: {
      inside: { open: 5, light: 5, hard: 5 },
      edge: { open: 2, light: 2, hard: 2 },
      outer: { open: 0, light: 0, hard: 0 },
    },
  },
};
// l.552-553 "Lance Flamme ... Puissance d'Assaut (PA) 4": a fighter's PA in a melee, typed in the scenario (`pa: 4`,
// U215); no code reads a flamer's PA, so none is kept here.

/** One range band of a sample weapon: PF (its Pre already in) up to `to` cm. */
export interface Band {
  to: number;
  pf: number;
}

export const SAMPLE_WEAPON_IDS = [
  'techno-assault-rifle',
  'techno-smg',
  'techno-heavy-mg',
  'techno-disintegrator',
  'infiltrator-rifle',
  'infiltrator-pistol',
  'executor-rifle',
  'executor-pistol',
] as const;
export type SampleWeapon = (typeof SAMPLE_WEAPON_IDS)[number];

// The samples' "Puissance de Feu (PF)" by band (l.484-752). l.112: "Les 2 premières valeurs sont la portée courte
// et longue": the first band is short range, the second long, the others beyond long (aimed fire only, l.248).
// U178: a band includes its upper bound ("0-30cm" then "30-60cm": 30 cm is in the first); "40-50m" (l.548, l.661,
// l.733) is read as cm, as every other band.
export const SAMPLE_WEAPONS: Readonly<Record<SampleWeapon, readonly Band[]>> = {
  // Techno Guerrier, "Fusil d'assaut lourd" (l.486-505)
  'techno-assault-rifle': [{ to: 30, pf: 4 }, { to: 60, pf: 3 }, { to: 100, pf: 2 }, { to: 200, pf: 1 }],
  // "Pistolet Mitrailleur + Epée Laser" (l.529-548)
  'techno-smg': [{ to: 15, pf: 5 }, { to: 30, pf: 4 }, { to: 40, pf: 3 }, { to: 50, pf: 2 }],
  // "Mitrailleuse Lourde", cadence 4 (l.565-591)
  'techno-heavy-mg': [{ to: 50, pf: 4 }, { to: 100, pf: 5 }, { to: 200, pf: 4 }, { to: 400, pf: 3 }, { to: 600, pf: 2 }],
  // "Désintégrateur", 1 turn to reload (l.593-606)
  'techno-disintegrator': [{ to: 50, pf: 7 }, { to: 100, pf: 6 }],
  // Infiltrateur, "Fusil de précision" (l.621-641)
  'infiltrator-rifle': [{ to: 40, pf: 4 }, { to: 80, pf: 4 }, { to: 200, pf: 3 }, { to: 400, pf: 2 }, { to: 600, pf: 1 }],
  // "Pistolet Silencieux" (l.643-662)
  'infiltrator-pistol': [{ to: 15, pf: 4 }, { to: 30, pf: 3 }, { to: 40, pf: 2 }, { to: 50, pf: 1 }],
  // Exécuteur, "Fusil de Précision Automatique" (l.687-713)
  'executor-rifle': [{ to: 50, pf: 5 }, { to: 100, pf: 5 }, { to: 200, pf: 4 }, { to: 400, pf: 3 }, { to: 600, pf: 2 }, { to: 800, pf: 1 }],
  // "Pistolet Silencieux + Close Combat" (l.715-734)
  'executor-pistol': [{ to: 15, pf: 6 }, { to: 30, pf: 5 }, { to: 40, pf: 4 }, { to: 50, pf: 3 }],
};

/** The band a distance falls in for a sample weapon: its PF, the range band, the band's bounds; null past the last band. */
export function sampleBand(weapon: SampleWeapon, distance: number): { pf: number; range: 'short' | 'long' | 'beyond'; from: number; to: number } | null {
  const bands = SAMPLE_WEAPONS[weapon];
  const i = bands.findIndex((b) => distance <= b.to);
  if (i < 0) return null;
  return { pf: bands[i].pf, range: i === 0 ? 'short' : i === 1 ? 'long' : 'beyond', from: i === 0 ? 0 : bands[i - 1].to, to: bands[i].to };
}
