// The standard streams of this process as the Io of a command (src/cli.ts
// runProcess), each made only when a command first uses it. Node makes
// process.stdin, stdout and stderr on first access, and making one loads the
// stream modules behind it (a file's stream, a pipe's socket and node:net, a
// terminal's node:tty): about 16 M instructions for a stdin that a command
// never reads (docs/performance.md). A command reads stdin only for a guided
// prompt, the REPL or `batch -`, and writes stderr only to say what went wrong.
import { fstatSync } from 'node:fs';

/**
 * Whether the file descriptor is a terminal. Without loading node:tty (and
 * node:net behind it) when it plainly is not: a pipe, a file, a closed
 * descriptor, or on Linux a memory device (major 1: /dev/null, /dev/zero...).
 */
export function isTerminal(fd: number): boolean {
  let st;
  try {
    st = fstatSync(fd);
  } catch {
    return false;
  }
  if (!st.isCharacterDevice()) return false;
  if (process.platform === 'linux' && st.rdev < 2 ** 32 && ((st.rdev >>> 8) & 0xfff) === 1) return false;
  return process.getBuiltinModule('node:tty').isatty(fd);
}

/**
 * A stand-in for a standard stream that makes it (`make`) on first use: it
 * answers `isTTY` itself (isTerminal) until then, and hands everything else
 * to the stream, its methods bound to it.
 */
export function lazyStream<T extends object>(fd: number, make: () => T): T & { isTTY?: boolean } {
  let real: T | undefined;
  let tty: true | undefined | null = null;
  const bound = new WeakMap<(...a: unknown[]) => unknown, unknown>();
  const stream = () => (real ??= make());
  return new Proxy({} as T & { isTTY?: boolean }, {
    get(_, key) {
      if (key === 'isTTY' && real === undefined) return tty === null ? (tty = isTerminal(fd) || undefined) : tty;
      const s = stream();
      const v: unknown = Reflect.get(s, key, s);
      if (typeof v !== 'function') return v;
      const f = v as (...a: unknown[]) => unknown;
      let b = bound.get(f);
      if (b === undefined) bound.set(f, (b = f.bind(s)));
      return b;
    },
    set: (_, key, value) => Reflect.set(stream(), key, value),
    has: (_, key) => key in stream(),
    getPrototypeOf: () => Object.getPrototypeOf(stream()),
  });
}
