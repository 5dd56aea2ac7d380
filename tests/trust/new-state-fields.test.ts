// The state fields of issue 14 (units.<id>.down / reaction / vehicle / pace,
// crowds.<id>.fighters / down / petrolBombs, characters.<id>.acted) hold the
// nastiest values a hand-edited state could give them: every command that
// reads them answers (exit 0) or refuses (exit 2; the hand-edited state may add
// its own warning line), never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { runCli, tempGame } from '../helpers/cli.js';

const NASTY: unknown[] = [
  null, 0, -1, 1e308, 'x'.repeat(100000), '\u0000\u0007\u001b[2J', [], [1, 2], {}, true,
  { constructor: 1 }, { __proto__: { turn: 1 } }, JSON.parse('{"__proto__": {"n": 5}}'), { turn: '1', n: '3' }, { turn: 1, n: -5, actions: 'radio' },
  { '0': 99, '1': 'x', constructor: 3 }, 'constructor', '__proto__',
];

const FIELDS: [string, string, string][] = [
  ['units', 'tsg', 'down'],
  ['units', 'tsg', 'reaction'],
  ['units', 'tsg', 'vehicle'],
  ['units', 'tsg', 'pace'],
  ['crowds', 'students', 'fighters'],
  ['crowds', 'students', 'down'],
  ['crowds', 'students', 'petrolBombs'],
  ['crowds', 'students', 'petrolBombsLeft'],
  ['crowds', 'students', 'objective'],
  ['characters', 'inspector', 'acted'],
  // Issue 44, round four (U371, U373).
  ['units', 'tsg', 'drove'],
  ['units', 'tsg', 'aboard'],
  ['characters', 'inspector', 'answersTo'],
];

const COMMANDS: string[][] = [
  ['status'],
  ['status', '--json'],
  ['line-fight', 'tsg', 'students', '--roll', '5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5'],
  ['line-fight', 'tsg', 'students', '--fighters', '2', '--sf', '2', '--roll', '5,5,5,5'],
  ['fighters', 'students', '--roll', '3'],
  ['movement', 'tsg'],
  ['dismount', 'patrol1'],
  ['act', 'inspector', 'radio'],
  ['negotiate', 'students', '--by', 'inspector', '--roll', '3'],
  ['petrol-bomb', 'students', '--at', 'tsg', '--figures', '1', '--roll', '3'],
  ['summary'],
];

let game: ReturnType<typeof tempGame>;
let pristine: string;
beforeAll(async () => {
  game = tempGame();
  await game.init('tutorial.yaml');
  pristine = readFileSync(game.state, 'utf8');
});
afterAll(() => game.cleanup());

describe('issue 14 state fields with nasty values', () => {
  it('never crash a command that reads them', async () => {
    // Per field, how many runs were refused by a message naming that field: a
    // field the state's check no longer covers (a value passed through to the
    // rules) leaves its count at 0.
    const named: Record<string, number> = {};
    for (const [map, id, field] of FIELDS) {
      const path = `${map}.${id}.${field}`;
      named[path] = 0;
      for (const value of NASTY) {
        const sf = JSON.parse(pristine);
        sf.game[map][id][field] = value;
        const text = JSON.stringify(sf);
        for (const argv of COMMANDS) {
          writeFileSync(game.state, text);
          const r = await runCli(argv, { cwd: game.dir });
          const where = `${map}.${id}.${field} = ${JSON.stringify(value)?.slice(0, 60)}: umpire ${argv.join(' ')} -> ${r.code}\n${r.stderr}`;
          expect(r.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
          expect([0, 2], where).toContain(r.code);
          if (r.code === 2) {
            // Refused: nothing written.
            expect(readFileSync(game.state, 'utf8'), where).toBe(text);
            if (r.stderr.includes(`field game.${path}`)) named[path] += 1;
          }
        }
      }
    }
    for (const path of Object.keys(named)) expect(named[path], `${path}: no refusal named the field`).toBeGreaterThan(0);
  }, 120_000);
});
