// The standard streams of this process as the Io of a command (src/cli.ts
// runProcess), each made only when a command first uses it. Node makes
// process.stdin, stdout and stderr on first access, and making one loads the
// stream modules behind it (a file's stream, a pipe's socket and node:net, a
// terminal's node:tty): about 16 M instructions for a stdin that a command
// never reads (docs/performance.md). A command reads stdin only for a guided
// prompt, the REPL or `batch -`, and writes stderr only to say what went wrong.
import { fstatSync, writeSync } from 'node:fs';

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
 * Whether Node would make the descriptor's stream a file's (SyncWriteStream,
 * which writes each chunk with one fs.writeSync): a regular file, or on Linux
 * a memory device (/dev/null, /dev/full...). Not a pipe, a socket, a terminal.
 */
export function isFileLike(fd: number): boolean {
  let st;
  try {
    st = fstatSync(fd);
  } catch {
    return false;
  }
  if (st.isFile()) return true;
  return st.isCharacterDevice() && process.platform === 'linux' && st.rdev < 2 ** 32 && ((st.rdev >>> 8) & 0xfff) === 1;
}

/**
 * A stand-in for a standard stream that makes it (`make`) on first use: it
 * answers `isTTY` itself (isTerminal) until then, and hands everything else
 * to the stream, its methods bound to it. With `direct`, on a descriptor
 * that is a file or /dev/null (isFileLike), `write` is what the file's
 * stream would do, one fs.writeSync of the text, without making the stream
 * (it loads node:stream: about 7 M instructions); a write that fails makes
 * the stream and gives it the same text, which fails the same way through
 * the stream's own error handling (nothing was written: a failed write(2)
 * writes nothing).
 */
export function lazyStream<T extends object>(fd: number, make: () => T, direct = false): T & { isTTY?: boolean } {
  let real: T | undefined;
  let tty: true | undefined | null = null;
  const bound = new WeakMap<(...a: unknown[]) => unknown, unknown>();
  const stream = () => (real ??= make());
  let file: boolean | null = direct ? null : false;
  const write = (chunk: unknown, ...rest: unknown[]): boolean => {
    if (real === undefined && rest.length === 0 && typeof chunk === 'string' && (file ??= isFileLike(fd))) {
      try {
        writeSync(fd, chunk);
        return true;
      } catch {
        /* the stream says it */
      }
    }
    const s = stream() as unknown as { write: (...a: unknown[]) => boolean };
    return s.write(chunk, ...rest);
  };
  return new Proxy({} as T & { isTTY?: boolean }, {
    get(_, key) {
      if (key === 'isTTY' && real === undefined) return tty === null ? (tty = isTerminal(fd) || undefined) : tty;
      if (key === 'write' && direct) return write;
      // A file's stream has no columns (a terminal's has): asked before the stream is made, no need to make it.
      if (key === 'columns' && direct && real === undefined && (file ??= isFileLike(fd))) return undefined;
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
