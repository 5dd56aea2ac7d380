// The terminal's width for human output: tables fitted to it (wrapping long
// cells) and long lines word-wrapped, never wider than the terminal's columns;
// full width when the output is not a terminal (piped, a file) or is machine
// output (--json, --format json|csv|md).

let width: number | null = null;

/** Sets the width for this command's human output (null: no limit). */
export function setTerminalWidth(columns: number | null | undefined): void {
  width = typeof columns === 'number' && Number.isFinite(columns) && columns >= 20 ? Math.floor(columns) : null;
}

/** The width human output must fit, or null for no limit. */
export function terminalWidth(): number | null {
  return width;
}

// eslint-disable-next-line no-control-regex
const SGR = /\x1b\[[0-9;]*m/g;
// eslint-disable-next-line no-control-regex
const CURSOR = /\x1b\[[0-9;?]*[A-Za-ln-z]/;

/** The columns a string takes (colour codes take none). */
export function visible(s: string): number {
  return s.includes('\x1b') ? s.replace(SGR, '').length : s.length;
}

/**
 * Splits a text into lines of at most `w` columns, at spaces where it can. A
 * word longer than a line is cut over several lines, or with `ellipsis` (a
 * table's cell) shortened to one line ending in "…": a table never breaks a
 * word in two.
 */
export function wrapText(text: string, w: number, o: { ellipsis?: boolean } = {}): string[] {
  const plain = text.includes('\x1b') ? text.replace(SGR, '') : text;
  // No room at all (a width of 0 or less, not a number): the text whole, never a line of nothing for ever.
  if (plain.length <= w || !(w >= 1)) return [text];
  const out: string[] = [];
  let line = '';
  for (const word of plain.split(/ +/)) {
    let rest = word;
    if (o.ellipsis && rest.length > w) rest = `${rest.slice(0, Math.max(0, w - 1))}…`;
    while (rest.length > w) {
      if (line) {
        out.push(line);
        line = '';
      }
      out.push(rest.slice(0, w));
      rest = rest.slice(w);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= w) line += ` ${rest}`;
    else {
      out.push(line);
      line = rest;
    }
  }
  if (line || out.length === 0) out.push(line);
  return out;
}

/**
 * A line cut to `w` columns with "…": at the last space that leaves most of
 * it, else inside its last word (a line of one long word). Colour codes are dropped from a cut line.
 */
export function cutLine(line: string, w: number): string {
  if (visible(line) <= w) return line;
  const plain = line.includes('\x1b') ? line.replace(SGR, '') : line;
  const room = plain.slice(0, Math.max(0, w - 1));
  const space = room.lastIndexOf(' ');
  const keep = space >= Math.floor(w * 0.6) ? room.slice(0, space) : room;
  return `${keep.trimEnd()}…`;
}

/**
 * Output text with every line fitted to the width (word-wrapped). Text
 * that moves the cursor (a prompt drawing itself) is left as it is.
 */
export function fitText(s: string, w: number | null = width): string {
  if (w === null || CURSOR.test(s)) return s;
  if (!s.split('\n').some((l) => visible(l) > w)) return s;
  return s
    .split('\n')
    .map((l) => (visible(l) > w ? wrapText(l, w).join('\n') : l))
    .join('\n');
}
