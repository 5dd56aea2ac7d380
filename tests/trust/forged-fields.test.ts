// Every field of a log entry holds the fuzzers' nastiest values (issue 43 F3,
// U286): a forged line that follows on (seq and hash chain right), with one
// field of a real entry replaced, is read by the one schema of an entry
// before any fold. In-process, for speed: the fold of the whole text
// (rebuild's, import's), verify's findings, and the readers of `log`,
// `summary` and `serve` (logRows, summarize) either accept it or say why,
// never throw anything but a UserError; a value the schema refuses is never
// folded and verify finds it. A few of the same through the binary: one line,
// exit 2.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUserError } from '../../src/errors.js';
import { loadSystems } from '../../src/engine/registry.js';
import { EntryFault, entryShapeProblem, lineHash, parseEntry, readLogUpToBadText } from '../../src/state/log-codec.js';
import { verifyLog } from '../../src/review/verify.js';
import { logRows } from '../../src/review/entries.js';
import { summarize } from '../../src/review/summary.js';
import { tempGame } from '../helpers/cli.js';
import { NASTY } from './game-fuzz.js';

/** The dictionary of a log entry's fields: the command line's nasty words, and the JSON values a hand-edited line can hold. */
export const NASTY_VALUES: unknown[] = [
  ...NASTY,
  null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 53), 1e308, 99999, [], [1], [3, 3], [-1], ['3'], [null], {}, { 0: 3, length: 1 },
  { constructor: 1 }, JSON.parse('{"__proto__": {"seq": 1}}'), { toString: 'x' }, 'x'.repeat(1024 * 1024),
];

/** The fields to forge, on which entry (each path a dot path into a copy of that entry). */
const FIELDS: { base: 'note' | 'roll' | 'undo'; path: string }[] = [
  ...['seq', 'cmd', 'at', 'kind', 'turn', 'by', 'cross', 'argv', 'argv.0', 'prev', 'record', 'rng', 'rngAt', 'undoes', 'effects', 'scenario'].map((path) => ({ base: 'note' as const, path })),
  ...['record.procedure', 'record.edition', 'record.rolls', 'record.modifiers', 'record.total', 'record.outcome', 'record.outcome.code', 'record.outcome.text', 'record.effects', 'record.notes', 'record.thresholds'].map((path) => ({ base: 'note' as const, path })),
  ...['record.rolls.0', 'record.rolls.0.die', 'record.rolls.0.value', 'record.rolls.0.source', 'record.rolls.0.label', 'record.modifiers.0', 'record.modifiers.0.value', 'rng.before', 'rng.after', 'rng.after.c', 'rng.after.s0', 'rng.seed', 'rngAt', 'rngAt.s0'].map((path) => ({ base: 'roll' as const, path })),
  ...['undoes', 'undoes.0', 'effects', 'effects.0', 'effects.0.op', 'effects.0.path', 'effects.0.value', 'effects.0.prev', 'rng', 'rng.after'].map((path) => ({ base: 'undo' as const, path })),
];

function setPath(o: any, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = o;
  for (const p of parts.slice(0, -1)) {
    if (cur[p] === null || typeof cur[p] !== 'object') cur[p] = {};
    cur = cur[p];
  }
  Object.defineProperty(cur, parts[parts.length - 1], { value, enumerable: true, writable: true, configurable: true });
}

let game: ReturnType<typeof tempGame>;
let logText = '';
let state: any;
/** The real entries forged from: a note (no dice), an RL roll (dice), and the undo of a decision. */
const bases: Record<'note' | 'roll' | 'undo', any> = {} as never;

beforeAll(async () => {
  game = tempGame();
  await game.init('tutorial.yaml');
  await game.ok('note', 'a note');
  await game.ok('rl-roll', 'students');
  await game.ok('set-rl', 'dockers', '--to', '3', '--reason', 'fields');
  expect((await game.run('undo')).code).toBe(0);
  const log = game.readLog();
  bases.note = log[1];
  bases.roll = log[2];
  bases.undo = log[4];
  logText = readFileSync(game.log, 'utf8');
  state = game.readState();
  await loadSystems(log[0].scenario);
});
afterAll(() => game.cleanup());

/** The log's text with the whole entry `e` (its fields forged) at the place of the entry it copies, the chain right. */
function forgedText(base: any, path: string, value: unknown): string {
  const lines = logText.trim().split('\n');
  const at = base.seq - 1;
  const e = structuredClone(base);
  setPath(e, path, value);
  let prev = at === 0 ? '' : lineHash(lines[at - 1]);
  const out = lines.slice(0, at);
  // The forged line, then the lines after it chained on again (the forger recomputes the chain).
  for (const [i, l] of lines.slice(at).entries()) {
    const x = i === 0 ? e : JSON.parse(l);
    const line = JSON.stringify({ ...x, prev: path === 'prev' && i === 0 ? value : prev });
    out.push(line);
    prev = lineHash(line);
  }
  return `${out.join('\n')}\n`;
}

/** Runs `fn`; a UserError is an answer, anything else thrown is a crash (a TypeError of a forged field). */
async function answers(what: string, fn: () => unknown): Promise<void> {
  try {
    await fn();
  } catch (e) {
    if (!isUserError(e)) throw new Error(`${what}: threw ${(e as Error)?.stack ?? e}`);
  }
}

describe('every field of a log entry, forged with the nastiest values', () => {
  it('is read by the schema, then folded or refused: never a crash, never folded when refused, verify finds what the schema refuses', async () => {
    let refused = 0;
    let runs = 0;
    const refusedBy = new Map<string, number>();
    for (const { base, path } of FIELDS) {
      refusedBy.set(`${base}:${path}`, 0);
      for (const value of NASTY_VALUES) {
        runs++;
        const what = `${base} ${path} = ${JSON.stringify(value)?.slice(0, 40)}`;
        const text = forgedText(bases[base], path, value);
        const line = text.split('\n')[bases[base].seq - 1];
        const parsed = parseEntry(line);
        const read = readLogUpToBadText(Buffer.from(text), 'log', true);
        const v = verifyLog(text, state);
        if (parsed instanceof EntryFault) {
          refused++;
          refusedBy.set(`${base}:${path}`, refusedBy.get(`${base}:${path}`)! + 1);
          // Refused by the schema: never folded; verify finds it; the message quotes no megabyte.
          expect(read.bad, what).not.toBeNull();
          expect(read.entries.length, what).toBeLessThan(bases[base].seq);
          expect(v.ok, what).toBe(false);
          expect(read.bad!.error.localized('en').length, what).toBeLessThan(2000);
          continue;
        }
        if (read.bad) {
          // Refused by the fold, there or at a later line (an undo's effects that are not the inverse of what it names, a dice position that jumps): verify finds it too.
          refusedBy.set(`${base}:${path}`, refusedBy.get(`${base}:${path}`)! + 1);
          refused++;
          expect(v.ok, what).toBe(false);
          continue;
        }
        // Accepted by the schema: the readers of what is in force answer.
        await answers(`${what}: logRows`, () => logRows(read.entries));
        await answers(`${what}: summarize`, () => (read.entries.length > 0 ? summarize(read.entries) : null));
      }
    }
    expect(runs).toBe(FIELDS.length * NASTY_VALUES.length);
    // Every field is checked by the schema: each one refuses some of the nasty values (a field the schema stopped checking would count none).
    const unchecked = [...refusedBy].filter(([, n]) => n === 0).map(([k]) => k);
    expect(unchecked).toEqual([]);
    expect(refused).toBeGreaterThan(runs / 2);
  }, 120000);

  it('a writer never writes an entry its schema refuses', async () => {
    const { checkWritten } = await import('../../src/state/log-codec.js');
    expect(() => checkWritten([bases.note, bases.roll, bases.undo])).not.toThrow();
    for (const value of [3, '3', null, [], ['x']]) expect(() => checkWritten([{ ...bases.undo, undoes: value }])).toThrow(/schema refuses/);
    expect(entryShapeProblem({ ...bases.note, cmd: bases.note.seq + 1 })?.params.problemKey).toBe('err.p.entry-cmd-after');
  });
});
