import { afterAll } from 'vitest';
// `umpire serve` as a real process for the tests: started on a free port of
// the loopback range, its addresses read from what it prints, stopped with
// SIGTERM. Tests send traffic only within 127.0.0.0/8.
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './cli.js';

export interface Served {
  proc: ChildProcess;
  /** The players' screen's address as printed (with its token when the host needs one). */
  players: string;
  /** The umpire's board's address as printed (with its token). */
  umpire: string;
  /** The server's origin (http://host:port). */
  origin: string;
  out(): string;
  err(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/** Starts `umpire serve --port 0 ...` in `dir`; resolves once it printed both addresses. */
export function startServe(dir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Served> {
  const proc = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { cwd: dir, env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((res) => proc.on('exit', (code) => res(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${out} ${err}`)), 20000);
    proc.stderr!.on('data', (d) => (err += d));
    proc.stdout!.on('data', (d) => {
      out += d;
      const urls = out.match(/http:\/\/\S+/g) ?? [];
      const umpire = urls.find((u) => u.includes('/umpire?'));
      const players = urls.find((u) => !u.includes('/umpire?'));
      // Resolved once it printed its last line (Ctrl-C stops it, in either language).
      if (umpire && players && /Ctrl-C.*\n/.test(out)) {
        clearTimeout(timer);
        resolve({
          proc,
          players,
          umpire,
          origin: new URL(players).origin,
          out: () => out,
          err: () => err,
          stop: async () => {
            if (proc.exitCode === null) proc.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited ${code}: ${err}`));
    });
  });
}

/** Reads an event stream for `ms` milliseconds, or until the server ends it (a refusal); returns what came. */
export async function readStream(url: string, ms: number): Promise<{ status: number; text: string }> {
  const s = openStream(url);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([new Promise((r) => (timer = setTimeout(r, ms))), s.ended]);
  clearTimeout(timer);
  return s.stop();
}

/**
 * Reads an event stream until it has carried its first view, or until the server ends it (a refusal): the
 * events themselves, no fixed window (a busy machine's first view may take longer than any pause).
 */
export async function firstView(url: string): Promise<{ status: number; text: string; viewed: boolean }> {
  const s = openStream(url);
  let ended = false;
  void s.ended.then(() => (ended = true));
  await s.until((text) => ended || /^event: view$/m.test(text));
  const r = await s.stop();
  return { ...r, viewed: /^event: view$/m.test(r.text) };
}

/** The data of the last `view` event in a stream's text ('' before the first). */
export function lastView(text: string): string {
  const views = text.split('\n\n').filter((b) => /^event: view$/m.test(b));
  const last = views.at(-1);
  return last === undefined ? '' : last.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
}

/** Reads an event stream until stop(); stop() resolves with what came. */
export function openStream(url: string): {
  stop(): Promise<{ status: number; text: string }>;
  until(pattern: string | ((text: string) => boolean), ms?: number): Promise<boolean>;
  text(): string;
  ended: Promise<unknown>;
} {
  const ac = new AbortController();
  const sink = { text: '' };
  const done = readUntil(url, ac.signal, sink);
  return {
    /** Settles when the server ends the stream (or the stream is stopped). */
    ended: done,
    stop: async () => {
      ac.abort();
      return done;
    },
    /** Waits until the stream has carried `pattern` (or its text passes the test), at most `ms`; whether it did (a busy machine takes longer than a fixed pause). */
    until: async (pattern: string | ((text: string) => boolean), ms = 20000) => {
      const seen = () => (typeof pattern === 'string' ? sink.text.includes(pattern) : pattern(sink.text));
      const end = Date.now() + ms;
      while (!seen() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      return seen();
    },
    text: () => sink.text,
  };
}

async function readUntil(url: string, signal: AbortSignal, sink: { text: string } = { text: '' }): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, { signal });
  } catch {
    return { status: 0, text: '' };
  }
  try {
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      sink.text += dec.decode(value, { stream: true });
    }
  } catch {
    // Aborted: what came is read.
  }
  const text = sink.text;
  return { status: res.status, text };
}

/** The games and `serve` processes a test file makes, stopped and removed after it (one afterAll for the file). */
export function servedFixtures<G extends { cleanup(): void }>(): { games: G[]; servers: Served[] } {
  const games: G[] = [];
  const servers: Served[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
    games.forEach((g) => g.cleanup());
  });
  return { games, servers };
}
