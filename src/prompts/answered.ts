// A guided question's answer line (the line left on the screen once it is
// answered, "✔ question answer"): one line when it fits the terminal, else the
// question on its line and the answer under it, wrapped at spaces and
// indented, so that no echo line passes the terminal's width (issue 40 item 9)
// and nothing of the answer is cut.
import { visible, wrapText } from '../render/width.js';

/** The indent of an answer put under its question. */
export const ANSWER_INDENT = 2;

/** Below this width (a pseudo-terminal that says 0 columns, a window shrunk to nothing) the answer stays on one line. */
const LEAST_COLUMNS = 20;

/** `head` (prefix and question) and its `answer` within `columns` (undefined: one line, as piped). */
export function answeredLine(head: string, answer: string, columns: number | undefined): string {
  const line = [head, answer].filter(Boolean).join(' ');
  if (columns === undefined || !Number.isFinite(columns) || columns < LEAST_COLUMNS || visible(line) <= columns || !answer) return line;
  const pad = ' '.repeat(ANSWER_INDENT);
  return [head, ...wrapText(answer, columns - ANSWER_INDENT).map((l) => pad + l)].join('\n');
}
