// One serialization of a recorded resolution, shared by its log line
// (src/state/transaction.ts chainEntries) and its `--json` output
// (src/commands/common.ts emit): whichever comes first makes it, the other
// reuses it. A record is not changed once recorded (the command prints it and
// returns), so both read the same text they would have made themselves; in a
// batch the log line is made after the output, in a single command before.
// `tests/state/record-json.test.ts` checks that both are byte for byte what
// `JSON.stringify` gives.

const made = new WeakMap<object, string>();

/** `JSON.stringify(record)`, made once per record object. */
export function recordJson(record: object): string {
  let s = made.get(record);
  if (s === undefined) {
    s = JSON.stringify(record);
    made.set(record, s);
  }
  return s;
}

/** `JSON.stringify(key)` of an entry's keys, made once per key (a batch writes the same few keys at every line). */
const keyTexts = new Map<string, string>();
function keyJson(k: string): string {
  let s = keyTexts.get(k);
  if (s === undefined) {
    s = JSON.stringify(k);
    if (keyTexts.size < 64) keyTexts.set(k, s);
  }
  return s;
}

/** True for a value JSON.stringify leaves out of an object (undefined, a function, a symbol). */
function leftOut(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/**
 * `JSON.stringify(entry)` for a log entry, with its `record` (when it is an
 * object) from recordJson: the same text, key by key in the entry's order.
 */
export function entryJson(entry: object): string {
  const e = entry as Record<string, unknown>;
  const rec = e.record;
  if (rec === null || typeof rec !== 'object' || typeof (rec as { toJSON?: unknown }).toJSON === 'function' || typeof (entry as { toJSON?: unknown }).toJSON === 'function') {
    return JSON.stringify(entry);
  }
  let out = '{';
  for (const k of Object.keys(e)) {
    const v = e[k];
    if (leftOut(v)) continue;
    out += `${out.length > 1 ? ',' : ''}${keyJson(k)}:${k === 'record' ? recordJson(v as object) : JSON.stringify(v)}`;
  }
  return `${out}}`;
}

/**
 * `JSON.stringify({ ...record, turn, logged })`, the `--json` output of a
 * resolution, from recordJson: the record's text with the two keys added at
 * its end (or the spread itself where the record has either key already).
 */
export function outputJson(record: object, turn: number | null, logged: number | null): string {
  const rec = recordJson(record);
  if (rec.length < 3 || rec[0] !== '{' || typeof (record as { toJSON?: unknown }).toJSON === 'function' || Object.hasOwn(record, 'turn') || Object.hasOwn(record, 'logged') || turn === undefined || logged === undefined) {
    return JSON.stringify({ ...record, turn, logged });
  }
  return `${rec.slice(0, -1)},"turn":${JSON.stringify(turn)},"logged":${JSON.stringify(logged)}}`;
}
