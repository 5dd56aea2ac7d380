// Text from a scenario, a note or a command line reaches the terminal only
// through here: control characters (escape sequences that would set the
// window title, write the clipboard with OSC 52, move the cursor, clear the
// screen; a bell, a carriage return) are shown as visible text instead of
// being obeyed. The program's own colours (SGR, `ESC [ ... m`, only the codes
// of the theme in src/render/table.ts) are kept; any other colour code (a
// scenario's title that would conceal the text, blink or paint it black on
// black) is shown.
// JSON output keeps the text as it is (JSON.stringify escapes it anyway).

/**
 * A colour code (SGR) and a CRLF line end (CSV, RFC 4180): kept. Any other
 * control character: shown; so are the bidirectional marks, overrides and
 * isolates (U+061C, U+200E-F, U+202A-E, U+2066-9), which would reorder what
 * the terminal shows ("Trojan Source").
 */
const CONTROL = /\x1b\[[0-9;]*m|\r\n|[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The caret notation `cat -v` uses for C0 and DEL (^[ for ESC, ^G for BEL), <U+0085> for C1. */
function shown(c: string): string {
  const n = c.charCodeAt(0);
  if (n < 0x20) return `^${String.fromCharCode(n + 0x40)}`;
  if (n === 0x7f) return '^?';
  // C1 and the bidirectional controls alike.
  return `<U+${n.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/**
 * The colour codes the program writes itself: those of its theme (bold, dim,
 * red, green, yellow, cyan, src/render/table.ts) and their closes, which are
 * also all cli-table3 writes back when it wraps a coloured cell. A colour
 * code from the input that is one of these still passes (it can only colour
 * text as the program does); any other is shown.
 */
const THEME_SGR = new Set(['\x1b[1m', '\x1b[2m', '\x1b[22m', '\x1b[31m', '\x1b[32m', '\x1b[33m', '\x1b[36m', '\x1b[39m']);

/**
 * `s` with every control character but line breaks, tabs and colour codes made
 * visible; with `colours` false (no colour is on: NO_COLOR, a pipe, an error
 * line), colour codes too, since the program wrote none and any is the input's.
 */
export function escapeControls(s: string, colours = true): string {
  return s.replace(CONTROL, (m) => (m === '\r\n' || (colours && THEME_SGR.has(m)) ? m : m.length > 1 ? [...m].map((c) => (c === '\x1b' ? shown(c) : c)).join('') : shown(m)));
}
