// The process's standard streams made only when used (src/process-io.ts).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isFileLike, isTerminal, lazyStream } from '../src/process-io.js';
import { BIN } from './helpers/cli.js';

describe('isTerminal', () => {
  it('says no for a file, /dev/null and a closed descriptor', () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-pio-'));
    try {
      writeFileSync(join(dir, 'f'), 'x');
      const file = openSync(join(dir, 'f'), 'r');
      const devNull = openSync('/dev/null', 'r');
      expect(isTerminal(file)).toBe(false);
      expect(isTerminal(devNull)).toBe(false);
      closeSync(file);
      closeSync(devNull);
      expect(isTerminal(file)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lazyStream', () => {
  it('makes the stream only when something other than isTTY is asked, then hands everything to it', async () => {
    let made = 0;
    const real = new PassThrough();
    const s = lazyStream(0, () => {
      made += 1;
      return real;
    });
    expect(s.isTTY).toBe(undefined);
    expect(made).toBe(0);
    s.write('a');
    s.end('b');
    expect(made).toBe(1);
    expect(s.write).toBe(s.write);
    expect(s instanceof PassThrough).toBe(true);
    const chunks: string[] = [];
    for await (const c of s) chunks.push(String(c));
    expect(chunks.join('')).toBe('ab');
    expect(made).toBe(1);
  });
  it('with `direct`, writes a text to a file or /dev/null itself, one writeSync, without making the stream; a failed write goes to the stream, which says it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-pio-'));
    try {
      const fd = openSync(join(dir, 'out'), 'w');
      let made = 0;
      const s = lazyStream(fd, () => {
        made += 1;
        return new Writable({ write: (_c, _e, cb) => cb() });
      }, true);
      expect(isFileLike(fd)).toBe(true);
      expect((s as { columns?: number }).columns).toBe(undefined);
      expect(s.write('é\n')).toBe(true);
      expect(s.write('b')).toBe(true);
      expect(made).toBe(0);
      expect(readFileSync(join(dir, 'out'), 'utf8')).toBe('é\nb');
      closeSync(fd);
      // /dev/full refuses every write (ENOSPC): the stream is made and given the text.
      const full = openSync('/dev/full', 'w');
      const got: string[] = [];
      const f = lazyStream(full, () => {
        made += 1;
        return new Writable({ decodeStrings: false, write: (c, _e, cb) => (got.push(String(c)), cb()) });
      }, true);
      expect(isFileLike(full)).toBe(true);
      f.write('lost?');
      expect(made).toBe(1);
      expect(got).toEqual(['lost?']);
      closeSync(full);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the bin', () => {
  it('never makes process.stdin or process.stderr for a command that neither reads nor complains, and still reads stdin for `batch -`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-pio-'));
    try {
      const probe = join(dir, 'probe.cjs');
      // Node's getters: reading process.stdin makes it; the probe records whether the command did.
      writeFileSync(
        probe,
        "for (const k of process.env.PROBE_STDOUT ? ['stdin', 'stdout', 'stderr'] : ['stdin', 'stderr']) { const d = Object.getOwnPropertyDescriptor(process, k); Object.defineProperty(process, k, { configurable: true, get() { require('fs').appendFileSync(process.env.PROBE_OUT, k + '\\n'); return d.get.call(process); } }); }",
      );
      const out = join(dir, 'made');
      const run = (args: string[], input?: string) =>
        spawnSync(process.execPath, ['-r', probe, BIN, ...args], { cwd: dir, input, encoding: 'utf8', env: { ...process.env, PROBE_OUT: out, UMPIRE_STATE: '' } });
      const made = () => {
        try {
          return readFileSync(out, 'utf8').split('\n').filter(Boolean);
        } catch {
          return [];
        }
      };
      const r = run(['rl-roll', '--rl', '5', '--roll', '3,2', '--json']);
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).procedure).toBe('rl-roll');
      expect(made()).toEqual([]);
      // Output to a file: written without process.stdout (its stream), the same bytes as through a pipe.
      for (const args of [['rl-roll', '--rl', '5', '--roll', '3,2', '--json'], ['rl-roll', '--rl', '5', '--roll', '3,2']]) {
        const piped = run(args);
        const file = join(dir, 'stdout.txt');
        const fd = openSync(file, 'w');
        const toFile = spawnSync(process.execPath, ['-r', probe, BIN, ...args], { cwd: dir, stdio: ['ignore', fd, 'pipe'], encoding: 'utf8', env: { ...process.env, PROBE_OUT: out, UMPIRE_STATE: '', PROBE_STDOUT: '1' } });
        closeSync(fd);
        expect(toFile.status, toFile.stderr).toBe(0);
        expect(readFileSync(file, 'utf8')).toBe(piped.stdout);
        expect(made()).toEqual([]);
      }
      const bad = run(['rl-roll', '--rl', '9']);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/^umpire: /);
      expect(made()).toEqual(['stderr']);
      expect(run(['init', join(dirname(dirname(BIN)), 'scenarios', 'tutorial.yaml')]).status).toBe(0);
      const batch = run(['batch', '-', '--json'], 'rl-roll students --roll 3,2\n');
      expect(batch.status, batch.stderr).toBe(0);
      expect(JSON.parse(batch.stdout.split('\n')[0]).procedure).toBe('rl-roll');
      expect(made()).toContain('stdin');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
