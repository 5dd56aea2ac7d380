// Where a command reads and writes: injected so tests run in-process. The
// engine's own type (no game in it); src/commands/common.ts re-exports it.

export interface Io {
  stdout: { write(s: string): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The command line as given (logged with each entry). */
  argv: string[];
  /** The terminal itself when `stdout` fits lines to its width: prompts draw on it directly. */
  rawStdout?: Io['stdout'];
}
