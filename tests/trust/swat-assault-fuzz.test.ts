// Bad input on a riot with the swat-assault pack (scenarios/railton-road-swat.yaml):
// random command lines of the pack's procedures with good and hostile
// buildings, units, fighters, pairs, covers, crowds and numbers. Each exits 0,
// or 2 with one line and nothing written; the game that results rebuilds from
// its log to the same state.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { fuzzGameLines, NASTY } from './game-fuzz.js';

const SEED = 20261123;
const RUNS = Number(process.env.UMPIRE_FUZZ_SWAT ?? 200);

const game = tempGame();
beforeAll(async () => {
  await game.init('railton-road-swat.yaml');
  // An assault under way: most lines then reach the rules.
  await game.ok('assault-start', 'bank', '--unit', 'armed:4', '--crowd', 'market');
}, 60000);
afterAll(() => game.cleanup());

const HOSTILE = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', '\x1b]52;c;aGk=\x07', '\x1b[2J', '\x07', '\r', 'a\nb', '', ' ', 'x'.repeat(300), '-1', '0', '1.5', '99999', '1e308', 'NaN', ':', '::', ',', 'a:b:c:d', ...NASTY];
/** The good values three times in four, the hostile ones the rest: a line reaches the rules often enough to test them, whatever the dictionary's size. */
const mix = (good: string[], hostile: readonly string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: fc.constantFrom(...hostile) });
const fighter = mix(['armed-1', 'armed-2', 'armed-3', 'armed-4', 'armed-9', 'gunman', 'lookout', 'driver', 'armed', 'bank'], HOSTILE);
const cover = mix(['', ':open', ':light', ':hard', ':roof', ':'], HOSTILE.map((h) => `:${h}`));
const pair = fc.tuple(fighter, fighter, cover).map(([a, b, c]) => `${a}:${b}${c}`);
const pairs = fc.array(pair, { minLength: 1, maxLength: 3 }).map((xs) => xs.join(','));
const unit = mix(['armed', 'armed:2', 'armed:9', 'armed:0', 'spg', 'van1', 'mounted', 'brigade', 'armed,armed', 'armed:2:3'], HOSTILE);
const building = mix(['bank', 'pub', 'nowhere'], HOSTILE);
const assault = mix(['assault-1', 'assault-2'], HOSTILE);
const crowd = mix(['market', 'estate', 'market,estate', 'nobody'], HOSTILE);
const number = mix(['0', '1', '5', '20', '21', '1000', '1001'], HOSTILE);
const dice = mix(['1', '4', '1,1', 'x'], HOSTILE);

const line: fc.Arbitrary<string[]> = fc.oneof(
  fc.tuple(fc.constant('assault-start'), building, unit, crowd, number).map(([c, b, u, cr, n]) => [c, b, '--unit', u, '--crowd', cr, '--turns', n]),
  fc.tuple(fc.constant('assault-turn'), assault, pairs, pairs).map(([c, a, f, m]) => [c, a, '--fire', f, '--melee', m]),
  fc.tuple(fc.constant('assault-turn'), assault, pair, dice).map(([c, a, f, r]) => [c, a, '--fire', f, '--roll', r]),
  fc.tuple(fc.constant('assault-end'), assault, crowd, number, number).map(([c, a, cr, f, d]) => [c, a, '--crowd', cr, '--fires', f, '--damage', d]),
  fc.tuple(fc.constantFrom('assault-start', 'assault-turn', 'assault-end', 'assaults'), mix(['--odds', '--json', '--player', '--lang', '--seed'], HOSTILE)).map(([c, o]) => [c, o]),
  fc.tuple(fc.constantFrom('triage', 'undo', 'status'), mix(['cas-1', 'cas-2', '--json', '--player'], HOSTILE)).map(([c, o]) => [c, o]),
);

describe('bad input: random command lines of a SWAT assault inside a riot', () => {
  it(`${RUNS} lines: exit 0, or 2 with one line and nothing written; rebuild equals the state`, async () => {
    await fuzzGameLines(game, line, SEED, RUNS);
  }, 300000);
});
