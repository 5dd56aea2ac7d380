// An array where a state keeps a map, at any depth of a system's key (a
// team's units, a crowd, an agent's profile): refused by checkStateFile,
// naming the field, as at the top level (tests/trust/edges-games.test.ts).
// valibot reads an array's indexes as an object's keys, so without the check
// `riot.teams.police` given as a list would pass and break a command later.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempGame } from '../helpers/cli.js';
import { SAMPLE_GAMES } from '../helpers/samples.js';
import { checkStateFile } from '../../src/state/schema.js';

const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

/** Every path under game.<system key> (depth 2 and more) holding a non-empty map. */
function nestedMaps(value: unknown, path: string[], out: string[][]): string[][] {
  if (value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    value.forEach((x, i) => nestedMaps(x, [...path, String(i)], out));
    return out;
  }
  if (path.length >= 3 && Object.keys(value).length > 0) out.push(path);
  for (const [k, x] of Object.entries(value)) nestedMaps(x, [...path, k], out);
  return out;
}

function setAt(root: any, path: string[], v: unknown): void {
  let o = root;
  for (const k of path.slice(0, -1)) o = o[k];
  o[path[path.length - 1]] = v;
}

const CORE = new Set(['title', 'edition', 'lang', 'turn', 'rng', 'system', 'packs', 'counters', 'versions']);

describe('a list where a map is kept, at any depth', () => {
  for (const [scenario, batch, seed] of SAMPLE_GAMES) {
    it(`${scenario}: every nested map given as a list is refused, naming its field`, async () => {
      const g = tempGame();
      games.push(g);
      await g.init(scenario, ...(seed ? ['--seed', seed] : []));
      const played = await runCli(['batch', join(ROOT, 'tests', 'batch', batch)], { cwd: g.dir });
      expect(played.code, played.stderr).toBe(0);
      const sf = g.readState();
      expect(checkStateFile(sf)).toBeNull();
      const paths = Object.keys(sf.game)
        .filter((k) => !CORE.has(k))
        .flatMap((k) => nestedMaps(sf.game[k], ['game', k], []));
      expect(paths.length, scenario).toBeGreaterThan(0);
      const passed: string[] = [];
      for (const p of paths) {
        const damaged = structuredClone(sf);
        let o = damaged;
        for (const k of p) o = o[k];
        setAt(damaged, p, Object.values(o));
        const problem = checkStateFile(damaged);
        if (!problem) passed.push(p.join('.'));
        // A map with required fields is refused at its first missing field; else at itself.
        else expect(`${problem.field}.`, p.join('.')).toMatch(new RegExp(`^${p.join('\\.')}\\.`));
      }
      expect(passed, `${scenario}: lists let through`).toEqual([]);
    }, 60000);
  }
});
