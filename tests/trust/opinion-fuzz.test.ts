// Bad input on a riot with the opinion pack and the scenario's briefing,
// stocks, victory and objectives (railton-road-opinion.yaml): random command
// lines of what they added (press, issue-kit, gas from the stock, status
// --briefing, the players' view, summary's verdict) with good and hostile
// crowds, units, kits and numbers (NASTY: escapes, bidi, huge, NaN, -0,
// 1e309). Each exits 0, or 2 with one line and nothing written; no escape
// reaches the terminal raw; the game rebuilds from its log to the same state.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { fuzzGameLines, NASTY } from './game-fuzz.js';

const SEED = 20261125;
const RUNS = Number(process.env.UMPIRE_FUZZ_OPINION ?? 200);

const game = tempGame();
beforeAll(async () => {
  await game.init('railton-road-opinion.yaml');
}, 60000);
afterAll(() => game.cleanup());

const HOSTILE = ['', ' ', '-1', '0', '1.5', '99999', ...NASTY];
const crowd = fc.constantFrom('frontline', 'market', 'church', 'estate', 'bikers', 'shoplifters', ...HOSTILE);
const unit = fc.constantFrom('panda1', 'van1', 'spg', 'snatch', 'mounted', 'armed', 'brigade', ...HOSTILE);
const kit = fc.constantFrom('shields', 'full', 'none', ...HOSTILE);
const number = fc.constantFrom('0', '1', '4', '20', '21', '1000', ...HOSTILE);
const dice = fc.constantFrom('3', '4,5', '7,5', '1', '0', '13', ...HOSTILE);
const extra = fc.constantFrom([], ['--json'], ['--player'], ['--player', '--json'], ['--lang', 'fr'], ['--odds'], ['--seed', 'x']);

const line: fc.Arbitrary<string[]> = fc.oneof(
  fc.tuple(fc.constant('press'), crowd, fc.constantFrom([], ['--off']), extra).map(([c, x, o, e]) => [c, x, ...o, ...e]),
  fc.tuple(fc.constant('issue-kit'), unit, kit, extra).map(([c, u, k, e]) => [c, u, '--kit', k, ...e]),
  fc.tuple(fc.constant('issue-kit'), number, number, kit).map(([c, m, s, k]) => [c, '--members', m, '--stock', s, '--kit', k]),
  fc.tuple(fc.constant('gas'), crowd, fc.constantFrom('tear', 'cs', ...HOSTILE), dice, extra).map(([c, x, k, r, e]) => [c, x, '--kind', k, '--roll', r, ...e]),
  fc.tuple(fc.constant('melee'), unit, crowd, dice, extra).map(([c, u, x, r, e]) => [c, u, x, '--roll', r, ...e]),
  fc.tuple(fc.constant('rl-roll'), crowd, dice, extra).map(([c, x, r, e]) => [c, x, '--roll', r, ...e]),
  fc.tuple(fc.constantFrom('status', 'summary', 'log'), fc.constantFrom(['--briefing'], ['--player'], ['--json'], ['--json', '--player'], ['--lang', 'fr'], ...HOSTILE.map((h) => [h]))).map(([c, o]) => [c, ...o]),
  fc.tuple(fc.constant('next-turn'), dice).map(([c, r]) => [c, '--roll', r]),
);

describe('bad input: random command lines on a riot with the opinion pack, briefing, stocks and victory', () => {
  it(`${RUNS} lines: exit 0, or 2 with one line and nothing written; no raw escape; rebuild equals the state`, async () => {
    await fuzzGameLines(game, line, SEED, RUNS);
  }, 300000);
});
