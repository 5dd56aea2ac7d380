// The invariants of a game state that every resolution keeps (Promise 5):
// shared by the random sequences (invariants.test.ts) and the generated
// plays on the large scenario (generated.test.ts).
import { expect } from 'vitest';
import { RL_MAX, RL_MIN } from '../../src/rules/civil-disorder/rl-roll.js';

// Medical Services: "An ambulance can take 2 stretcher cases or 4 walking
// wounded": 4 places, a stretcher case takes 2 of them, a walking one 1.
const AMBULANCE_PLACES = 4;
const PLACES_TAKEN = (c: any) => (c.loadedAs === 'walking' ? 1 : 2);

const NON_NEGATIVE: Record<string, string[]> = {
  crowds: ['figures', 'arrests', 'firearmCasualties'],
  units: ['strength', 'wounded'],
  buildings: ['value', 'loot', 'fires', 'startValue'],
  engines: ['crew', 'water'],
  ambulances: ['paramedics'],
};

/** The invariants of one game state; `before` is the state the command started from. */
export function checkInvariants(g: any, before: any, wasUndo: boolean, where: string, argv: string[] = []): void {
  // The RL chart's "no escape" jump is the one way back from RL 1 (U50).
  const noEscape = argv.includes('no-escape');
  for (const c of Object.values<any>(g.crowds)) {
    expect(Number.isInteger(c.rl) && c.rl >= RL_MIN && c.rl <= RL_MAX, `${where}: crowd ${c.id} RL ${c.rl}`).toBe(true);
    // A dispersed crowd (RL 1, R1) never reforms; only undo takes its dispersal back.
    if (!wasUndo && !noEscape && before.crowds[c.id]?.rl === RL_MIN) expect(c.rl, `${where}: dispersed crowd ${c.id} reformed`).toBe(RL_MIN);
    // Adjacency is symmetric and never to a dispersed, merged or unknown crowd (U51, U53).
    for (const o of c.adjacent ?? []) {
      expect(g.crowds[o]?.adjacent ?? [], `${where}: ${c.id} next to ${o} but not ${o} to ${c.id}`).toContain(c.id);
      if (c.rl === RL_MIN || c.mergedInto) expect.fail(`${where}: dispersed or merged crowd ${c.id} still next to ${o}`);
    }
  }
  // Split, merge and rejoin never create or lose a figure (U53).
  if (['split', 'merge', 'rejoin'].includes(argv[0])) {
    const total = (x: any) => Object.values<any>(x.crowds).reduce((n, c) => n + c.figures, 0);
    expect(total(g), `${where}: figures before and after ${argv[0]}`).toBe(total(before));
  }
  if (!wasUndo) for (const id of Object.keys(before.crowds)) expect(g.crowds[id], `${where}: crowd ${id} vanished`).toBeDefined();
  for (const [kind, fields] of Object.entries(NON_NEGATIVE)) {
    for (const e of Object.values<any>(g[kind] ?? {})) {
      for (const f of fields) if (e[f] !== undefined) expect(e[f], `${where}: ${kind}.${e.id}.${f}`).toBeGreaterThanOrEqual(0);
    }
  }
  for (const b of Object.values<any>(g.buildings)) expect(b.value, `${where}: building ${b.id} above its start value`).toBeLessThanOrEqual(b.startValue);
  for (const [k, v] of Object.entries<any>(g.counters ?? {})) expect(v, `${where}: counter ${k}`).toBeGreaterThanOrEqual(0);

  // Casualties: one id each, in one place, never counted twice.
  const cas = Object.entries<any>(g.casualties ?? {});
  for (const [key, c] of cas) {
    expect(c.id, `${where}: casualty key ${key}`).toBe(key);
    expect(typeof c.where, `${where}: casualty ${key} where`).toBe('string');
    const n = Number(/^cas-(\d+)$/.exec(key)?.[1]);
    expect(n, `${where}: casualty ${key} numbered beyond the counter`).toBeLessThanOrEqual(g.counters?.casualty ?? 0);
  }
  const mentions = new Map<string, number>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === 'string' && x in (g.casualties ?? {})) mentions.set(x, (mentions.get(x) ?? 0) + 1);
      v.forEach(walk);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(g);
  for (const [id, n] of mentions) expect(n, `${where}: casualty ${id} listed in ${n} places`).toBe(1);
  if (!wasUndo) for (const id of Object.keys(before.casualties ?? {})) expect(g.casualties[id], `${where}: casualty ${id} vanished`).toBeDefined();

  // Ambulances: never more than their places.
  for (const a of Object.values<any>(g.ambulances ?? {})) {
    const used = cas.filter(([, c]) => c.where === a.id && c.status !== 'hospital').reduce((n, [, c]) => n + PLACES_TAKEN(c), 0);
    expect(used, `${where}: ambulance ${a.id} holds ${used} places`).toBeLessThanOrEqual(AMBULANCE_PLACES);
  }
}

