// Long input cut where a message quotes it (issue 43 F11, U287): a batch line
// of 3 MiB, a crowd id of a megabyte, a forged log value are shown as their
// first characters and an ellipsis, never echoed whole on stderr. One
// helper: UserError cuts every string it is given (src/errors.ts), and the
// log's codec the values it quotes (src/state/log-codec.ts).

/** How many characters of one quoted input a message shows (U287): two lines at the table's 80 columns and a half. */
export const CLIP_AT = 200;

/** Longer lists the program itself makes (the known ids, the choices, a file's path) are cut later (U287). */
export const CLIP_LIST_AT = 4000;

/**
 * `s` as a message quotes it: whole up to `max` characters (code points:
 * never half an emoji), else its first `max` and an ellipsis ("xxxx…": no
 * word, so the same in either language; the message around it says what).
 */
export function clip(s: string, max = CLIP_AT): string {
  if (s.length <= max) return s;
  const pairs = s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  const points = s.length - pairs;
  if (points <= max) return s;
  let head = '';
  let n = 0;
  for (const c of s) {
    if (n++ === max) break;
    head += c;
  }
  return `${head}…`;
}
