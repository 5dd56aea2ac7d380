// Applying state effects (set / add / del at a dot path), recording the value
// each one replaced, and inverting them for undo.
import { EntryError } from './entry-error.js';
import type { Effect } from '../rules/types.js';

type Obj = Record<string, unknown>;

/**
 * The value of a map's own key, or undefined: an id such as `constructor`,
 * `toString` or `__proto__` names nothing in the game (not Object.prototype's).
 */
export function own<T>(map: Record<string, T> | null | undefined, key: string): T | undefined {
  return map && Object.hasOwn(map, key) ? map[key] : undefined;
}

/**
 * Words an id cannot be: the built-in property names of every JavaScript
 * object (constructor, toString, hasOwnProperty, valueOf...). Lookups are by
 * own key anyway (own()); refusing them in the scenario and in every new id
 * (a split's crowd, a sniper's position) keeps an effect path such as
 * `crowds.constructor.rl` from ever being made.
 */
export function isReservedId(id: string): boolean {
  return id === 'prototype' || id === '__proto__' || id in Object.prototype;
}

function splitPath(path: string): string[] {
  const parts = path.split('.');
  if (parts.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')) {
    throw new EntryError('err.p.entry.bad-path', { path });
  }
  return parts;
}

function parentOf(root: Obj, parts: string[], create: boolean): Obj | undefined {
  let cur: Obj = root;
  for (const p of parts.slice(0, -1)) {
    let next = own(cur, p);
    if (next === undefined || next === null) {
      if (!create) return undefined;
      next = {};
      cur[p] = next;
    }
    if (typeof next !== 'object') throw new EntryError('err.p.entry.through-value', { key: p });
    cur = next as Obj;
  }
  return cur;
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** The value at a dot path, or undefined. */
export function getPath(root: object, path: string): unknown {
  const parts = splitPath(path);
  const parent = parentOf(root as Obj, parts, false);
  return own(parent, parts[parts.length - 1]);
}

/**
 * Applies effects to `root` in place and returns them with `prev` filled in
 * (what the log records). A `del` of something absent changes nothing and is
 * dropped.
 */
export function applyEffects(root: object, effects: readonly Effect[]): Effect[] {
  const done: Effect[] = [];
  for (const e of effects) {
    const parts = splitPath(e.path);
    const key = parts[parts.length - 1];
    if (e.op === 'set') {
      const parent = parentOf(root as Obj, parts, true)!;
      const prev = clone(own(parent, key));
      parent[key] = clone(e.value);
      done.push(prev === undefined ? { op: 'set', path: e.path, value: e.value } : { op: 'set', path: e.path, value: e.value, prev });
    } else if (e.op === 'add') {
      const parent = parentOf(root as Obj, parts, true)!;
      const prev = own(parent, key) === undefined ? 0 : parent[key];
      if (typeof prev !== 'number') throw new EntryError('err.p.entry.add-non-number', { path: e.path });
      parent[key] = prev + e.value;
      done.push({ op: 'add', path: e.path, value: e.value, prev });
    } else {
      const parent = parentOf(root as Obj, parts, false);
      if (!parent || !Object.hasOwn(parent, key)) continue;
      const prev = clone(parent[key]);
      delete parent[key];
      done.push({ op: 'del', path: e.path, prev });
    }
  }
  return done;
}

/** Effects that take back applied effects (with `prev`), in reverse order. */
export function invertEffects(applied: readonly Effect[]): Effect[] {
  const inv: Effect[] = [];
  for (const e of [...applied].reverse()) {
    if (e.op === 'set') inv.push(e.prev === undefined ? { op: 'del', path: e.path } : { op: 'set', path: e.path, value: e.prev });
    else if (e.op === 'add') inv.push({ op: 'add', path: e.path, value: -e.value });
    else if (e.prev !== undefined) inv.push({ op: 'set', path: e.path, value: e.prev });
  }
  return inv;
}

/** JSON with object keys sorted: equal games give equal text whatever order keys were set in. */
export function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}
