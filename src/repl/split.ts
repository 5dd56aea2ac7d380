// Splits one command line (a REPL line, a batch line) into words the way a
// POSIX shell would for a plain command line: blanks separate words, 'single'
// and "double" quotes group, a backslash escapes the next character (inside
// double quotes only before " \ $ `), and `#` at the start of a word begins a
// comment. No variables, globs or pipes: a line is one umpire command.

export interface SplitResult {
  words: string[];
  /** An unclosed quote or a trailing backslash: the line is not finished. */
  open: boolean;
  /** True when the line ends inside a word (not after a blank): completion replaces that word. */
  inWord: boolean;
  /** What leaves the line open: an unclosed quote, or a backslash at the end. */
  openWith?: '"' | "'" | '\\';
}

// Runs of characters that mean nothing special where they are, each taken in
// one step (one slice, one regular-expression match): a 50 MB line costs its
// own size and a fraction of a second, not gigabytes of one-character pieces
// (issue 34).
const IN_SINGLE = /[^']+/y;
const IN_DOUBLE = /[^"\\]+/y;
const PLAIN = /[^\s'"\\]+/y;
const BLANKS = /\s+/y;

/** Where the run of `re` that starts at `i` ends (`i` when none starts there). */
function runEnd(re: RegExp, line: string, i: number): number {
  re.lastIndex = i;
  return re.test(line) ? re.lastIndex : i;
}

export function splitLine(line: string): SplitResult {
  const words: string[] = [];
  let cur = '';
  let have = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; ) {
    const ch = line[i];
    if (quote === "'") {
      if (ch === "'") {
        quote = null;
        i++;
      } else {
        const j = runEnd(IN_SINGLE, line, i);
        cur += line.slice(i, j);
        i = j;
      }
      continue;
    }
    if (quote === '"') {
      if (ch === '"') {
        quote = null;
        i++;
      } else if (ch === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) {
        cur += line[i + 1];
        i += 2;
      } else if (ch === '\\' && i + 1 === line.length) {
        return { words: [...words, cur], open: true, inWord: true, openWith: '"' };
      } else if (ch === '\\') {
        cur += ch;
        i++;
      } else {
        const j = runEnd(IN_DOUBLE, line, i);
        cur += line.slice(i, j);
        i = j;
      }
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      have = true;
      i++;
    } else if (ch === '\\') {
      if (i + 1 === line.length) return { words: have ? [...words, cur] : words, open: true, inWord: have, openWith: '\\' };
      cur += line[i + 1];
      have = true;
      i += 2;
    } else if (runEnd(BLANKS, line, i) > i) {
      if (have) words.push(cur);
      cur = '';
      have = false;
      i = runEnd(BLANKS, line, i);
    } else if (ch === '#' && !have) {
      return { words, open: false, inWord: false };
    } else {
      const j = runEnd(PLAIN, line, i);
      cur += line.slice(i, j);
      have = true;
      i = j;
    }
  }
  if (have || quote) words.push(cur);
  return { words, open: quote !== null, inWord: have || quote !== null, ...(quote ? { openWith: quote } : {}) };
}

/** Quotes one word so that splitLine gives it back unchanged. */
export function quoteWord(w: string): string {
  if (w !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(w)) return w;
  return `'${w.replace(/'/g, `'\\''`)}'`;
}

/** A command line for display and for the history: the words, quoted as needed. */
export function joinWords(words: readonly string[]): string {
  return words.map(quoteWord).join(' ');
}
