// The sample fighters' weapons that print their own tables (intervention.fr.txt
// l.471-752). Only what a calculation needs: the grenade's blast table.
import type { Cover } from './tables.js';

export const SAMPLE_BLAST_IDS = ['techno-grenade'] as const;
export type SampleBlast = (typeof SAMPLE_BLAST_IDS)[number];

export interface BlastTable {
  pf: number;
  radius: number;
  table: Readonly<Record<'inside' | 'edge' | 'outer', Readonly<Record<Cover, number>>>>;
}

// Techno Guerrier, "Grenades" (l.507-527): 0-5: 4 / 3 / 2; 5: 3 / 2 / 2; 5-10: 1 / 1 / 1 (open / light / hard).
export const SAMPLE_BLASTS: Readonly<Record<SampleBlast, BlastTable>> = {
  'techno-grenade': {
    pf: 4,
    radius: 5,
    table: {
      inside: { open: 4, light: 3, hard: 2 },
      edge: { open: 3, light: 2, hard: 2 },
      outer: { open: 1, light: 1, hard: 1 },
    },
  },
};
