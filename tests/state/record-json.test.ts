// The record's JSON shared by its log line and its --json output
// (src/state/record-json.ts) is byte for byte what JSON.stringify gives.
import { describe, expect, it } from 'vitest';
import { entryJson, outputJson, recordJson } from '../../src/state/record-json.js';

const record = () => ({
  procedure: 'rl-roll',
  edition: 'en',
  crowd: 'students',
  rolls: [{ die: 'd6', value: 3, source: 'entered', label: 'RL roll "quoted" \u2028 é' }],
  modifiers: [{ key: 'adjacent-higher', label: 'Adjacent (1)', value: 1 }],
  total: 4,
  outcome: { code: 'rl-same', text: 'RL stays at 5' },
  skipped: undefined,
  fn: () => 1,
  effects: [{ op: 'set', path: 'crowds.students.rl', value: 5, prev: undefined }],
  notes: ['a\nb', '\u0000\u001b[31m'],
});

describe('record-json', () => {
  it('gives JSON.stringify of a record, made once per object', () => {
    const r = record();
    expect(recordJson(r)).toBe(JSON.stringify(r));
    // Made once: a later change of the object is not seen (a recorded record is not changed).
    r.total = 99;
    expect(recordJson(r)).not.toBe(JSON.stringify(r));
  });

  it('gives JSON.stringify of a log entry, the record spliced in', () => {
    for (const extra of [{}, { rng: { before: [1, 2], after: [3, 4], seed: 'x' } }, { rng: undefined }]) {
      const entry = { seq: 2, cmd: 2, prev: 'a6b7e5a1c761b67f', at: '2026-11-23T22:12:49.037Z', kind: 'resolution', turn: 1, argv: ['rl-roll', 'students'], record: record(), ...extra };
      expect(entryJson(entry)).toBe(JSON.stringify(entry));
    }
    // The record's text made first by the output is the one the log line takes.
    const r = record();
    const out = outputJson(r, 3, 7);
    const entry = { seq: 7, cmd: 7, prev: '', record: r };
    expect(entryJson(entry)).toBe(JSON.stringify(entry));
    expect(out).toBe(JSON.stringify({ ...r, turn: 3, logged: 7 }));
  });

  it('falls back to JSON.stringify where splicing would differ', () => {
    const undo = { seq: 3, cmd: 3, prev: 'x', kind: 'undo', undoes: [2], effects: [] };
    expect(entryJson(undo)).toBe(JSON.stringify(undo));
    const nullRecord = { seq: 1, record: null };
    expect(entryJson(nullRecord)).toBe(JSON.stringify(nullRecord));
    const withToJson = { seq: 1, record: { a: 1, toJSON: () => ({ b: 2 }) } };
    expect(entryJson(withToJson)).toBe(JSON.stringify(withToJson));
    // A record with its own turn or logged key keeps the spread's order and values.
    for (const r of [{ turn: 9, a: 1 }, { a: 1, logged: 5 }, {}]) {
      expect(outputJson(r, 2, null)).toBe(JSON.stringify({ ...r, turn: 2, logged: null }));
    }
    const s = { z: 1 };
    expect(outputJson(s, null, null)).toBe(JSON.stringify({ ...s, turn: null, logged: null }));
  });
});
