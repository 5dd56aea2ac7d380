// The odds composers: procedures whose dice sequences are too many to
// enumerate one by one (many firers, melee bouts, a grenade over a crowd)
// have their distribution composed step by step by a function of their
// game's (GameSystem.oddsComposers, loaded when odds are asked), registered
// here by procedure; src/odds/run.ts asks for one before enumerating.
import { loadedSystems } from '../engine/registry.js';
import type { Composer } from './types.js';

export type { Composed, Composer, Stat } from './types.js';

const composers = new Map<string, Composer>();
const loaded = new WeakSet<object>();

/** Registers composers by procedure name (a system's, or a test's). */
export function registerComposers(map: Readonly<Record<string, Composer>>): void {
  for (const [procedure, c] of Object.entries(map)) composers.set(procedure, c);
}

/** The composer of a procedure, if one is registered. */
export function composerFor(procedure: string): Composer | undefined {
  return composers.get(procedure);
}

/** Loads the composers of every system loaded now (once each: the game's and its packs', or the running command's): called before odds are asked. */
export async function loadComposers(): Promise<void> {
  for (const s of loadedSystems()) {
    if (!s.oddsComposers || loaded.has(s)) continue;
    registerComposers(await s.oddsComposers());
    loaded.add(s);
  }
}
