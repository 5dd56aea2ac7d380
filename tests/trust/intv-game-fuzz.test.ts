// Bad input on a game of Intervention: random command lines of the game's
// procedures, with good and hostile fighters, units, sides, orders,
// sequences, covers, distances and lists. Each exits 0, or 2 with one line
// and nothing written; the game that results rebuilds from its log to the
// same state.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { fuzzGameLines, NASTY } from './game-fuzz.js';

const SEED = 20261123;
const RUNS = Number(process.env.UMPIRE_FUZZ_IV ?? 300);

const game = tempGame();
beforeAll(async () => {
  await game.init('intervention-liberation-otage.yaml');
}, 60000);
afterAll(() => game.cleanup());

const HOSTILE = ['constructor', '__proto__', 'toString', 'hasOwnProperty', '\x1b]52;c;aGk=\x07', '', ' ', 'x'.repeat(300), '-1', '0', '1.5', '7,5', '99999', 'a:b:c:d', ':', ...NASTY];
const fighter = fc.constantFrom('chef', 'a2', 'a3', 'sniper', 'otage', 'g1', 'g2', 'p1', 'p2', ...HOSTILE);
const unit = fc.constantFrom('alpha', 'bravo', 'garde', 'patrouille', ...HOSTILE);
const side = fc.constantFrom('gign', 'ravisseurs', 'other', ...HOSTILE);
const order = fc.constantFrom('progress', 'run', 'fire-at-will', 'aimed', 'observe', 'camouflage', 'none', ...HOSTILE);
const phase = fc.constantFrom('orders', 'movement', 'fire', ...HOSTILE);
const cover = fc.constantFrom('open', 'light', 'hard', ...HOSTILE);
const number = fc.constantFrom('0', '1', '2', '5', '10', '15', '30', '45', '60', '250', '900', ...HOSTILE);
const list = fc.array(fc.oneof(fighter, unit), { minLength: 1, maxLength: 3 }).map((xs) => xs.join(','));
const targets = fc.array(fc.tuple(fighter, cover), { minLength: 1, maxLength: 3 }).map((xs) => xs.map(([f, c]) => `${f}:${c}`).join(','));
const blast = fc.array(fc.tuple(fighter, number, cover), { minLength: 1, maxLength: 3 }).map((xs) => xs.map(([f, d, c]) => `${f}:${d}:${c}`).join(','));
const extra = fc.constantFrom([], ['--seed', 'x'], ['--roll', '4'], ['--roll', '0'], ['--roll', '101'], ['--roll', '4,0'], ['--odds'], ['--player'], ['--json'], ['--edition', 'en'], ['--lang', 'en']);

const line: fc.Arbitrary<string[]> = fc.oneof(
  fc.tuple(fc.constant('intv-orders'), list, order, extra).map(([c, l, o, e]) => [c, l, o, ...e]),
  fc.tuple(fc.constant('intv-phase'), phase, extra).map(([c, p, e]) => [c, p, ...e]),
  fc.tuple(fc.constant('intv-move'), fighter, number, side, side, fc.constantFrom('in', 'out', 'yes', 'no', ...HOSTILE), extra).map(([c, f, n, h, x, b, e]) => [c, f, '--cm', n, '--half', h, '--exit', x, '--building', b, ...e]),
  fc.tuple(fc.constant('intv-move'), fighter, number, fc.constantFrom('yes', 'no', ...HOSTILE)).map(([c, f, n, y]) => [c, f, '--cm', n, '--near-enemy', y, '--hide', '--in-view']),
  fc.tuple(fc.constant('intv-move'), fighter, number).map(([c, f, n]) => [c, f, '--cm', n, '--no-in-view']),
  fc.tuple(fc.constant('intv-observe'), fighter, fighter, number).map(([c, f, t, n]) => [c, f, '--at', t, '--distance', n, '--line-of-sight']),
  fc.tuple(fc.constant('intv-fire'), list, targets, number, fc.constantFrom('kills', 'wounds', ...HOSTILE), number, extra).map(([c, s, t, d, o, w, e]) => [c, s, '--at', t, '--distance', d, '--objective', o, '--way', w, ...e]),
  fc.tuple(fc.constant('intv-fire'), fighter, fighter, number, cover).map(([c, s, t, d, cv]) => [c, s, '--at', t, '--distance', d, '--cover', cv, '--cadence', '--others-out-of-view', '--weapon', 'pm']),
  // The target priorities' overrides (l.332-340) and the activations by initiative (l.51-53).
  fc.tuple(fc.constant('intv-fire'), list, targets, number, fc.subarray(['--none-closer', '--large-out-of-view', '--others-out-of-view', '--allow-reloading', '--evade', '--unwatched', '--lying']), extra).map(([c, s, t, d, o, e]) => [c, s, '--at', t, '--distance', d, ...o, ...e]),
  // An automatic burst's other figures, not hit (l.403, U243).
  fc.tuple(fc.constant('intv-fire'), fighter, fighter, fc.oneof(list, fc.constantFrom('', ',', 'g1,g1', 'g1,,g2', 'otage', 'p2')), number, extra).map(([c, s, t, b, d, e]) => [c, s, '--at', t, '--burst', b, '--distance', d, ...e]),
  fc.tuple(fc.constant('intv-activate'), fc.array(unit, { minLength: 1, maxLength: 4 }).map((xs) => xs.join(',')), fc.constantFrom([], ['--pass']), extra).map(([c, u, p, e]) => [c, u, ...p, ...e]),
  fc.tuple(fc.constant('intv-activate'), fc.constantFrom('', ',', 'alpha,,bravo', 'alpha,alpha', 'otage', 'g1', 'gign')).map(([c, u]) => [c, u]),
  fc.tuple(fc.constant('intv-melee'), fighter, fighter, extra).map(([c, a, d, e]) => [c, a, '--at', d, ...e]),
  fc.tuple(fc.constant('intv-blast'), blast, number, number, fighter).map(([c, b, p, r, by]) => [c, '--at', b, '--pf', p, '--radius', r, '--by', by]),
  fc.tuple(fc.constant('intv-blast'), blast).map(([c, b]) => [c, '--at', b, '--sample', 'techno-grenade']),
  fc.tuple(fc.constant('intv-morale'), fighter, fc.constantFrom('4', '4,5', '9,9', '', 'x', ...HOSTILE)).map(([c, f, p]) => [c, f, '--pf', p]),
  fc.tuple(fc.constant('intv-clock'), side).map(([c, s]) => [c, s, '--countdown']),
  fc.constant(['next-turn'] as string[]),
);

describe('bad input: random command lines on a game of Intervention', () => {
  it(`${RUNS} lines: exit 0, or 2 with one line and nothing written; rebuild equals the state`, async () => {
    await fuzzGameLines(game, line, SEED, RUNS);
  }, 300000);
});
