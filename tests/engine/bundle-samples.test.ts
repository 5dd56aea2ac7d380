// Every sample game played through the bundle users run (bin/umpire.cjs over
// dist/, built by the suite's setup), not in process: the bundle loads only the
// systems in play (src/engine/registry.ts), so a message a pack borrows from
// another system's catalogue, or a hook that reaches for a system not loaded,
// shows only here (in process every system is registered). Each sample's
// scripted batch (its first lines each as a command of its own, the rest as
// a batch), then status, summary, the log and the report, in both languages: exit 0,
// no raw catalogue key, no internal error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, SCENARIOS } from '../helpers/cli.js';
import { RAW_KEY } from '../helpers/raw-key.js';
import { splitLine } from '../../src/repl/split.js';
import { SAMPLE_GAMES } from '../helpers/samples.js';

/** How many of a batch's first lines run as commands of their own (a command alone loads only the systems in play). */
const ALONE = 8;

const SAMPLES = SAMPLE_GAMES;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function run(cwd: string, args: string[]): { code: number | null; out: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', COLUMNS: '80' };
  delete env.UMPIRE_STATE;
  delete env.UMPIRE_LANG;
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'umpire.cjs'), ...args], { cwd, encoding: 'utf8', env });
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` };
}

describe('the sample games through the bundle', () => {
  for (const [scenario, batch, seed] of SAMPLES) {
    it(`${scenario} with tests/batch/${batch}: every screen in both languages, no raw key`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'umpire-bundle-'));
      dirs.push(dir);
      const lines = readFileSync(join(ROOT, 'tests', 'batch', batch), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
      writeFileSync(join(dir, 'rest.txt'), lines.slice(ALONE).join('\n') + '\n');
      const steps: string[][] = [
        ['init', join(SCENARIOS, scenario), ...(seed ? ['--seed', seed] : [])],
        ...lines.slice(0, ALONE).map((l) => splitLine(l).words),
        ...(lines.length > ALONE ? [['batch', join(dir, 'rest.txt')]] : []),
        ['status'],
        ['status', '--player'],
        ['summary'],
        ['log', '--turn', '1'],
        ['status', '--lang', 'fr'],
        ['summary', '--lang', 'fr'],
        ['log', '--turn', '1', '--lang', 'fr'],
        ['report', '--html', 'report-en.html'],
        ['report', '--html', 'report-fr.html', '--lang', 'fr'],
      ];
      for (const args of steps) {
        const r = run(dir, args);
        const what = `${scenario}: umpire ${args.join(' ')}`;
        expect(r.out, what).not.toMatch(/internal error|\n\s+at /);
        expect(r.code, `${what}\n${r.out}`).toBe(0);
        expect(r.out.match(RAW_KEY)?.[0], `${what}\n${r.out}`).toBeUndefined();
      }
      // What the bundle wrote, checked against the files themselves: the summary
      // counts the log's resolutions; undo takes back the last one; rebuild
      // (from the log alone) gives the state read before it.
      const logOf = () => readFileSync(join(dir, 'umpire-state.log.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      const stateOf = () => JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8'));
      const undone = new Set(logOf().flatMap((e) => e.undoes ?? []));
      const live = logOf().filter((e) => e.kind === 'resolution' && !undone.has(e.seq));
      expect(live.length, `${scenario}: resolutions logged`).toBeGreaterThan(Math.min(lines.length, 20) / 2);
      const summary = run(dir, ['summary', '--json']);
      expect(JSON.parse(summary.out).resolutions, scenario).toBe(live.length);
      const seqBefore = stateOf().log.seq;
      const undo = run(dir, ['undo']);
      expect(undo.code, `${scenario}: undo\n${undo.out}`).toBe(0);
      const after = logOf();
      expect(after.length, `${scenario}: undo logs one entry`).toBe(seqBefore + 1);
      expect(after.at(-1).kind, scenario).toBe('undo');
      const state = readFileSync(join(dir, 'umpire-state.json'), 'utf8');
      const rebuild = run(dir, ['rebuild']);
      expect(rebuild.code, `${scenario}: rebuild\n${rebuild.out}`).toBe(0);
      expect(stateOf().game, `${scenario}: rebuild equals the state read before it`).toEqual(JSON.parse(state).game);
      // The report's page as people read it (its sections, each system's), the data script left out: no raw key either.
      for (const lang of ['en', 'fr']) {
        const html = readFileSync(join(dir, `report-${lang}.html`), 'utf8');
        const visible = html.slice(0, html.indexOf('<script type="application/json"')).replace(/<[^>]*>/g, ' ');
        expect(visible.match(RAW_KEY)?.[0], `${scenario}: report --lang ${lang}`).toBeUndefined();
      }
    }, 120000);
  }
});
