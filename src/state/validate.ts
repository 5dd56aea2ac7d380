// The scenario reader every system's parser uses (ScenarioReader in
// src/engine/system.ts): each method reads one value at a field path, or
// throws exit 2 naming the file, line, column and field, what was expected
// and what was found. Limits and reserved ids hold for every game.
import { UserError } from '../errors.js';
import type { MessageParams } from '../i18n/index.js';
import type { ScenarioPath, ScenarioReader } from '../engine/system.js';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = ScenarioPath;
export type Where = (path: Path, atKey?: boolean) => { line: number; col: number };

export const ID_RE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/**
 * Size limits of a scenario (U81): a town-centre riot is tens of crowds,
 * units and buildings; these are far above any table game and keep a
 * mistaken or hostile file from taking minutes and gigabytes.
 */
export const SCENARIO_MAX_BYTES = 1024 * 1024;
export const SCENARIO_MAX_ENTITIES = 1000;
/**
 * Resource bounds of a scenario file (U225): at most this many YAML tokens
 * (words, signs, spaces and line breaks; the largest shipped scenario has
 * about 2,000), counted before the file is parsed, so that a 1 MiB file of
 * tiny keys is refused in a fraction of a second; and at most
 * SCENARIO_MAX_ENTITIES keys in one mapping, like a list (U81).
 */
export const SCENARIO_MAX_TOKENS = 100_000;

// Words an id cannot be (built-in property names): one test, in effects.ts beside own().
export { isReservedId } from './effects.js';
import { isReservedId } from './effects.js';

export function pathText(path: Path): string {
  return path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${p}` : p), '') || '(top)';
}

export class Validator implements ScenarioReader {
  constructor(
    private readonly file: string,
    private readonly where: Where,
  ) {}

  /** Throws the problem `err.s.<key>` (filled from params) at the path's line and column. */
  fail(path: Path, key: string, params: MessageParams = {}, atKey = false): never {
    const { line, col } = this.where(path, atKey);
    throw new UserError('scenario-field', { file: this.file, line, col, path: pathText(path), ...params, problemKey: `err.s.${key}` });
  }

  /** What was found instead, as params filling `{found}` in the user's language. */
  describe(v: unknown): MessageParams {
    if (v === null || v === undefined) return { foundKey: 'err.s.found.nothing' };
    if (Array.isArray(v)) return { foundKey: 'err.s.found.list' };
    if (typeof v === 'object') return { foundKey: 'err.s.found.mapping' };
    // YAML's scalars: a string, a number or a boolean (anything else is said as text).
    const type = typeof v === 'number' || typeof v === 'boolean' ? typeof v : 'string';
    return { foundKey: `err.s.found.${type}`, value: JSON.stringify(v) ?? String(v) };
  }

  obj(v: unknown, path: Path, fields: readonly string[]): Record<string, unknown> {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) this.fail(path, 'must-mapping', this.describe(v));
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (!fields.includes(k)) this.fail([...path, k], 'unknown-field', { fields: fields.join(', ') }, true);
    }
    return o;
  }

  list(v: unknown, path: Path, optional = true): unknown[] {
    if (v === undefined || v === null) {
      if (optional) return [];
      this.fail(path, 'required-list');
    }
    if (!Array.isArray(v)) this.fail(path, 'must-list', this.describe(v));
    if (v.length > SCENARIO_MAX_ENTITIES) this.fail(path, 'too-many', { n: v.length, max: SCENARIO_MAX_ENTITIES });
    return v;
  }

  str(v: unknown, path: Path, dflt?: string): string {
    if (v === undefined || v === null) {
      if (dflt !== undefined) return dflt;
      this.fail(path, 'required-text');
    }
    if (typeof v === 'number') return String(v);
    if (typeof v !== 'string' || v.trim() === '') this.fail(path, 'must-text', this.describe(v));
    return v;
  }

  id(v: unknown, path: Path): string {
    const s = this.str(v, path);
    if (!ID_RE.test(s)) this.fail(path, 'bad-id', { id: s });
    if (isReservedId(s)) this.fail(path, 'reserved-id', { id: s });
    return s;
  }

  int(v: unknown, path: Path, min: number, max: number, dflt?: number): number {
    if (v === undefined || v === null) {
      if (dflt !== undefined) return dflt;
      this.fail(path, 'required-int', { min, max });
    }
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(path, 'must-int', { min, max, ...this.describe(v) });
    if (v < min || v > max) this.fail(path, 'must-range', { min, max, n: v });
    return v;
  }

  /** A number, whole or not (a map's measure), finite and within bounds. */
  num(v: unknown, path: Path, min: number, max: number, dflt?: number): number {
    if (v === undefined || v === null) {
      if (dflt !== undefined) return dflt;
      this.fail(path, 'required-number', { min, max });
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(path, 'must-number', { min, max, ...this.describe(v) });
    if (v < min || v > max) this.fail(path, 'must-range', { min, max, n: v });
    return v;
  }

  bool(v: unknown, path: Path, dflt: boolean): boolean {
    if (v === undefined || v === null) return dflt;
    if (typeof v !== 'boolean') this.fail(path, 'must-bool', this.describe(v));
    return v;
  }

  choice<T extends string>(v: unknown, path: Path, choices: readonly T[], dflt?: T): T {
    if (v === undefined || v === null) {
      if (dflt !== undefined) return dflt;
      this.fail(path, 'required-choice', { choices: choices.join(', ') });
    }
    if (typeof v !== 'string' || !choices.includes(v as T)) this.fail(path, 'must-choice', { choices: choices.join(', '), ...this.describe(v) });
    return v as T;
  }

  ids(v: unknown, path: Path): string[] {
    return this.list(v, path).map((x, i) => this.id(x, [...path, i]));
  }
}
