// Every command typed bare (no argument, no option) in a folder with no game,
// through the bundle users run (bin/umpire.cjs over dist/), in both
// languages: a command alone loads only its own system's catalogue
// (src/engine/registry.ts), so a message key it borrows from another game's
// catalogue prints raw here and nowhere in process (`sf-shoot` and `press`
// printed "give err.o.unit-or-type"). Exit 0 or 2, never a stack trace, no
// raw key, nothing written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/index.js';
import { ROOT } from '../helpers/cli.js';
import { RAW_KEY } from '../helpers/raw-key.js';

/** Commands that wait for something by design when bare: the REPL, the live screen and the database host. */
const WAITS = new Set(['play', 'serve', 'host', 'demo']);

const dir = mkdtempSync(join(tmpdir(), 'umpire-bare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('every command typed bare, without a game, through the bundle', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`says what it needs in ${lang}: no raw key, no stack trace, nothing written`, () => {
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', COLUMNS: '80', UMPIRE_LANG: lang };
      delete env.UMPIRE_STATE;
      delete env.UMPIRE_STORE;
      const names = Object.keys(COMMANDS).filter((c) => !WAITS.has(c));
      expect(names.length).toBeGreaterThan(60);
      const bad: string[] = [];
      for (const name of names) {
        const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'umpire.cjs'), name], { cwd: dir, env, encoding: 'utf8', input: '', timeout: 60000 });
        const out = `${r.stdout}\n${r.stderr}`;
        const raw = out.match(RAW_KEY)?.[0];
        if (raw) bad.push(`${name}: raw ${raw}: ${out.trim().split('\n')[0]}`);
        if (r.status !== 0 && r.status !== 2) bad.push(`${name}: exit ${r.status}: ${out.trim().slice(0, 200)}`);
        if (/internal error|\n\s+at .+:\d+:\d+/.test(out)) bad.push(`${name}: stack trace`);
      }
      expect(bad).toEqual([]);
      expect(readdirSync(dir)).toEqual([]);
    }, 600000);
  }
});
