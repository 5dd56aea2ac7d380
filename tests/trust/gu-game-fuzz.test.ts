// Bad input on a game of Guérilla Urbaine: random command lines of the game's
// procedures, with good and hostile figures, gangs, actions, powers, numbers
// and dice. Each exits 0, or 2 with one line and nothing written; the game
// that results rebuilds from its log to the same state.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempGame } from '../helpers/cli.js';
import { fuzzGameLines, NASTY } from './game-fuzz.js';

const SEED = 20261123;
const RUNS = Number(process.env.UMPIRE_FUZZ_GU ?? 400);

const game = tempGame();
// The same lines on the map variant: what the map reads (distances per --at, U407; Camouflage's scenery, U408;
// contact, bubbles, sight) from hostile ids and values.
const mapGame = tempGame();
// Three gangs (l.66, U413): each gang's die, the tied rolling again, the phases of three sides.
const threeGame = tempGame();
beforeAll(async () => {
  await game.init('guerilla-urbaine-gangs.yaml');
  await mapGame.init('guerilla-urbaine-gangs-map.yaml');
  await threeGame.init(readFileSync(join(ROOT, 'tests', 'fixtures', 'guerilla-urbaine-three-gangs.yaml'), 'utf8'));
}, 60000);
afterAll(() => {
  game.cleanup();
  mapGame.cleanup();
  threeGame.cleanup();
});

// Built-in property names, control characters, huge and odd numbers, a line break: as ids of figures and gangs, and as any value.
const HOSTILE = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '\x1b]52;c;aGk=\x07', '\x1b[2J', '\x07', '\r', 'a\nb', '', ' ', 'x'.repeat(300), 'x'.repeat(5000), '-1', '0', '-0', '1.5', '7,5', '99999', '99999999999999999999', '1e308', 'Infinity', 'NaN', '0x10', '٣', 'vic,', ',vic', 'vic,,sam', 'loups,corbeaux'];
const figure = fc.constantFrom('vic', 'sam', 'doc', 'lynx', 'brute', 'nono', 'oeil', 'raven', 'kira', 'mama', 'frere', 'lame', 'zip', 'ratus', 'souris', 'mulot', ...HOSTILE);
const gang = fc.constantFrom('loups', 'corbeaux', 'rats', ...HOSTILE);
const number = fc.constantFrom('1', '2', '3', '4', '5', '6', '9', '12', '30', '0.5', ...HOSTILE);
// Three gangs' dice too: a tie rolled again (5,5,2,1,6), a tie of all three, ties past the most re-rolls (U413: refused).
const dice = fc.constantFrom('1', '6', '4,5', '2,6,6', '6,6,6,6,6,6', '0', '7', 'x', '5,5,2,1,6', '4,4,4,3,3,1,2,5', Array(63).fill('3').join(','), Array(70).fill('3').join(','), ...HOSTILE);
const list = fc.array(figure, { minLength: 1, maxLength: 3 }).map((xs) => xs.join(','));
const first = fc.constantFrom('move', 'concentrate', 'reload', 'run', ...HOSTILE);

const line: fc.Arbitrary<string[]> = fc.oneof(
  // The shared nasty words (NASTY: escapes, bidi, huge, NaN, -0, 1e309) as a figure, a gang and an option's value.
  fc.tuple(fc.constantFrom('gu-gang', 'gu-act', 'gu-shoot', 'gu-melee', 'gu-phase', 'gu-pray'), fc.constantFrom(...NASTY), fc.constantFrom('--at', '--gang', '--distance', '--roll', '--targets', '--first'), fc.constantFrom(...NASTY)).map(([c, a, o, v]) => [c, a, o, v]),
  fc.tuple(fc.constant('gu-gang'), gang).map(([c, g]) => [c, g]),
  fc.tuple(fc.constant('gu-initiative'), dice).map(([c, d]) => [c, '--roll', d]),
  // Stateless: two gangs or more, hostile, repeated, with Prescience and dice or --odds (l.66, U413, U414).
  fc.tuple(fc.constant('gu-initiative'), fc.array(gang, { minLength: 0, maxLength: 5 }), gang, fc.constantFrom('--roll', '--odds'), dice).map(([c, gs, p, o, d]) => [c, '--gangs', gs.join(','), '--prescience', p, o, ...(o === '--roll' ? [d] : [])]),
  fc.tuple(fc.constant('gu-initiative'), fc.constantFrom('a,b,c', 'a,b,c,d', 'a,b,c,d,e,f,g', 'a,a,b', 'a,b,', ',a,b,c'), dice).map(([c, gs, d]) => [c, '--gangs', gs, '--roll', d]),
  fc.tuple(fc.constant('gu-phase'), figure, list).map(([c, l, b]) => [c, '--leader', l, '--bubble', b]),
  fc.tuple(fc.constant('gu-phase'), gang).map(([c, g]) => [c, '--gang', g]),
  fc.tuple(fc.constant('gu-act'), figure, fc.constantFrom('move', 'concentrate', 'reload', 'run', 'stand-up', 'camouflage', 'special', ...HOSTILE)).map(([c, f, a]) => [c, f, a, '--cover']),
  fc.tuple(fc.constant('gu-shoot'), figure, list, number, first, dice).map(([c, f, at, d, fi, r]) => [c, f, '--at', at, '--distance', d, '--first', fi, '--roll', r]),
  // U406: --distance repeated, one per --at (or too many, too few, hostile), at two figures or one.
  fc.tuple(fc.constant('gu-shoot'), figure, fc.array(figure, { minLength: 1, maxLength: 3 }), fc.array(number, { minLength: 0, maxLength: 4 }), dice).map(([c, f, at, ds, r]) => [c, f, ...at.flatMap((a) => ['--at', a]), ...ds.flatMap((d) => ['--distance', d]), '--first', 'concentrate', '--roll', r]),
  fc.tuple(fc.constant('gu-melee'), figure, figure, first, dice).map(([c, f, at, fi, r]) => [c, f, '--at', at, '--first', fi, '--roll', r]),
  // U210: the umpire's word that the figure attacked is beyond every aura of dread (a flag, on any pair of figures).
  fc.tuple(fc.constant('gu-melee'), figure, figure, dice).map(([c, f, at, r]) => [c, f, '--at', at, '--beyond-aura', '--first', 'move', '--roll', r]),
  // U400: the contact flags (read from a map, typed here): apart refuses, in contact wins, both together on any pair.
  fc.tuple(fc.constant('gu-melee'), figure, figure, fc.subarray(['--apart', '--in-contact']), dice).map(([c, f, at, fl, r]) => [c, f, '--at', at, ...fl, '--first', 'move', '--roll', r]),
  fc.tuple(fc.constant('gu-heal'), figure, figure, first, dice).map(([c, f, t, fi, r]) => [c, f, '--target', t, '--contact', '--first', fi, '--roll', r]),
  fc.tuple(fc.constant('gu-pray'), figure, fc.constantFrom('laying-on-hands', 'blessing-shield', 'inspiration', 'banishment', 'aura-of-dread', ...HOSTILE), list, dice).map(([c, f, p, t, r]) => [c, f, p, '--targets', t, '--first', 'move', '--roll', r]),
  fc.tuple(fc.constant('gu-power'), figure, fc.constantFrom('wrath-of-nature', 'prescience', 'healing', 'vision', 'malaise', ...HOSTILE), list, dice).map(([c, f, p, t, r]) => [c, f, p, '--targets', t, '--first', 'move', '--roll', r]),
  fc.tuple(fc.constantFrom('gu-shoot', 'gu-melee', 'gu-heal', 'gu-initiative', 'gu-gang'), number).map(([c, n]) => [c, '--t', n, '--c', n, '--parry', n, '--distance', n, '--gangs', 'a,b', '--member', `x:chef:${n}`, '--odds']),
  // The options the guided questions fill (src/commands/guerilla-urbaine/*: --first, --weapon, --hidden, --bubble, --what, --targets), with hostile values.
  fc.tuple(fc.constant('gu-shoot'), figure, fc.constantFrom('pistol', 'assault-rifle', 'shotgun', 'grenade', 'grenade-launcher', 'silenced-pistol', 'silenced-smg', ...HOSTILE), list, list, number).map(([c, f, w, at, h, d]) => [c, f, '--weapon', w, '--at', at, '--hidden', h, '--distance', d, '--first', 'move']),
  fc.tuple(fc.constant('gu-act'), figure, fc.constantFrom(...HOSTILE)).map(([c, f, w]) => [c, f, 'special', '--what', w, '--first', 'move']),
  fc.tuple(fc.constant('gu-phase'), figure, fc.constantFrom(...HOSTILE)).map(([c, l, b]) => [c, '--leader', l, '--bubble', b, '--gang', b]),
  fc.tuple(fc.constantFrom('gu-gang', 'gu-initiative'), fc.constantFrom(...HOSTILE)).map(([c, v]) => [c, '--member', `${v}:chef:pistol:${v}`, '--credits', v, '--gangs', `${v},${v}`, '--prescience', v]),
  // The turn walk needs a terminal: refused on a pipe, whatever its options; status, read only, shows any state.
  fc.tuple(fc.constantFrom('turn', 'status'), fc.constantFrom('--player', '--json', '--lang', ...HOSTILE)).map(([c, o]) => [c, o]),
);

describe('bad input: random command lines on a game of Guérilla Urbaine', () => {
  it(`${RUNS} lines: exit 0, or 2 with one line and nothing written; rebuild equals the state`, async () => {
    await fuzzGameLines(game, line, SEED, RUNS);
  }, 300000);
  it(`${RUNS} lines on the map variant: exit 0, or 2 with one line and nothing written; rebuild equals the state`, async () => {
    await fuzzGameLines(mapGame, line, SEED + 1, RUNS);
  }, 300000);
  it(`${RUNS} lines on a game of three gangs: exit 0, or 2 with one line and nothing written; rebuild equals the state`, async () => {
    await fuzzGameLines(threeGame, line, SEED + 2, RUNS);
  }, 300000);
});
