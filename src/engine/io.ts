// Where a command reads and writes: injected so tests run in-process. The
// engine's own type (no game in it); src/commands/common.ts re-exports it.

export interface Io {
  /** `escapes`: the stream itself escapes the control characters of what it is given (src/cli.ts main), so a command need not. */
  stdout: { write(s: string): unknown; isTTY?: boolean; escapes?: boolean };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The command line as given (logged with each entry). */
  argv: string[];
  /** The terminal itself when `stdout` fits lines to its width: prompts draw on it directly. */
  rawStdout?: Io['stdout'];
}
