// Bad input on a game of RIOT: random command lines of the game's procedures,
// with good and hostile teams, units, places, cards, numbers and dice. Each
// exits 0, or 2 with one line and nothing written; the game that results
// rebuilds from its log to the same state.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { fuzzGameLines, NASTY } from './game-fuzz.js';

const SEED = 20261124;
const RUNS = Number(process.env.UMPIRE_FUZZ_RIOT ?? 300);

const game = tempGame();
beforeAll(async () => {
  await game.init('riot-sample.fr.yaml');
  // A turn under way, units in the street, cards in hand: most lines then reach the rules.
  for (const argv of [['riot-turn', 'police'], ['riot-buy', 'police', '--unit', 'crs', '--unit', 'gardien'], ['riot-move', 'crs1', 'gardien1', '--to', 'gare']]) await game.ok(...argv);
}, 60000);
afterAll(() => game.cleanup());

const HOSTILE = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', '\x1b]52;c;aGk=\x07', '\x1b[2J', '\x07', '\r', 'a\nb', '', ' ', 'x'.repeat(300), '-1', '0', '1.5', '99999', '1e308', 'NaN', 'entry:', 'entry:constructor', 'pave:', ':crs1', 'crs1,', ',crs1', ...NASTY];
const team = fc.constantFrom('police', 'autonomes', 'anarchistes', 'nationalistes', ...HOSTILE);
const unit = fc.constantFrom('crs1', 'gardien1', 'autonome1', 'autonome2', 'anarchiste1', 'nationaliste1', ...HOSTILE);
const units = fc.array(unit, { minLength: 1, maxLength: 3 }).map((xs) => xs.join(','));
const place = fc.constantFrom('gare', 'gare-poste', 'port', 'port-entrepot', 'hq', 'hospital', 'entry:gare', 'marche-banque', ...HOSTILE);
const type = fc.constantFrom('crs', 'gardien', 'blackbloc', 'mediactiviste', 'paramilitaire', 'gardien:2', 'crs:0', 'crs:1000', 'crs:1001', 'gardien:9999', 'crs:', ':2', 'constructor:2', '__proto__:1', ...HOSTILE);
const number = fc.constantFrom('0', '1', '2', '3', '7', '10', '42', ...HOSTILE);
const dice = fc.constantFrom('1', '3', '10', '42', '43', '1,1', '0', 'x', ...HOSTILE);
// A card named as drawn at the table (--card, U411): the deck's ids, an opinion card, lists, and hostile ids.
const card = fc.constantFrom('pave', 'cocktail', 'squat', 'renforts', 'manif-sauvage', 'barricade', 'op-video', 'pave,pave', 'pave,', ',pave', '__proto__', 'constructor', '\x00', '\x1b[31mpave', '\u202epave', 'pave\nsquat', 'x'.repeat(5000), ...HOSTILE);
const strengths = fc.constantFrom('2,1', '1,1,1', '3', '20', '21', '0', '1,,1', ...HOSTILE);

const line: fc.Arbitrary<string[]> = fc.oneof(
  fc.tuple(fc.constant('riot-turn'), team).map(([c, t]) => [c, t]),
  fc.tuple(fc.constant('riot-buy'), team, number, type, place, dice).map(([c, t, n, ty, p, r]) => [c, t, '--cards', n, '--unit', ty, '--at', p, '--roll', r]),
  fc.tuple(fc.constant('riot-move'), units, place).map(([c, u, p]) => [c, u, '--to', p]),
  fc.tuple(fc.constant('riot-fight'), units, place, team, fc.constantFrom('pave:crs1', 'pave:autonome1', 'squat:crs1', 'nope:crs1', ...HOSTILE)).map(([c, u, p, t, b]) => [c, u, '--at', p, '--defender', t, '--blitz', b]),
  fc.tuple(fc.constant('riot-fight'), strengths, strengths, team, fc.constantFrom('a1=1', 'd1=2', 'd9=1', 'x', ...HOSTILE)).map(([c, a, d, t, h]) => [c, '--attack', a, '--defend', d, '--attacker', t, '--hit', h, '--shields', 'd1', '--building']),
  fc.tuple(fc.constant('riot-opinion'), fc.constantFrom('op-video', 'op-onu', 'pave', 'x'.repeat(5000), ...HOSTILE), dice).map(([c, k, r]) => [c, '--card', k, '--roll', r]),
  // The cards bought named as drawn (U411): alone, with --cards (the same count or not), twice, with dice, stateless.
  fc.tuple(fc.constant('riot-buy'), team, fc.array(card, { minLength: 1, maxLength: 3 })).map(([c, t, ks]) => [c, t, ...ks.flatMap((k) => ['--card', k])]),
  fc.tuple(fc.constant('riot-buy'), team, number, card, dice).map(([c, t, n, k, r]) => [c, t, '--cards', n, '--card', k, '--roll', r]),
  fc.tuple(fc.constant('riot-buy'), team, card, number).map(([c, t, k, n]) => [c, t, '--card', k, '--credits', n]),
  fc.tuple(fc.constant('riot-opinion'), number, number, dice).map(([c, n, k, r]) => [c, '--cards', n, '--turned', k, '--roll', r]),
  fc.tuple(fc.constant('riot-victory'), team, number).map(([c, t, n]) => [c, t, '--have', n, '--need', n]),
  fc.tuple(fc.constantFrom('riot-turn', 'riot-buy', 'riot-victory'), team, number).map(([c, t, n]) => [c, t, '--buildings', `${n},1`, '--zones', n, '--fewest', n, '--players', n, '--bought', n, '--credits', n, '--costs', n]),
  fc.tuple(fc.constantFrom('riot-fight', 'riot-opinion', 'riot-turn'), fc.constantFrom('--odds', '--json', '--player', '--lang', ...HOSTILE)).map(([c, o]) => (c === 'riot-turn' ? [c, 'police', o] : [c, '--cards', '5', o])),
  // The guide's forms: recruits and ranged cards as one comma-separated list; a line without its subject (the guide asks it in a terminal).
  fc.tuple(fc.constant('riot-buy'), team, fc.array(type, { minLength: 1, maxLength: 4 }), place).map(([c, t, ts, p]) => [c, t, '--unit', ts.join(','), '--at', p]),
  fc.tuple(fc.constant('riot-fight'), units, place, fc.array(fc.constantFrom('pave:crs1', 'pave:autonome1', 'nope:crs1', ...HOSTILE), { minLength: 1, maxLength: 3 })).map(([c, u, p, bs]) => [c, u, '--at', p, '--blitz', bs.join(',')]),
  // The cards played outside a fight (l.79, U427): each play, on a unit or not, at a place or not; a Blitz card; a card not held.
  fc.tuple(fc.constant('riot-play'), card, fc.option(units, { nil: undefined }), fc.option(place, { nil: undefined })).map(([c, k, u, p]) => [c, k, ...(u === undefined ? [] : ['--unit', u]), ...(p === undefined ? [] : ['--at', p])]),
  fc.tuple(fc.constant('riot-play'), fc.constantFrom('manif-sauvage', 'squat', 'renforts', 'barricade', 'pave'), units, fc.constantFrom('entry:gare', 'entry:marche', 'gare-hotel', 'marche-halle', 'gare', 'hq', 'entry:constructor', '__proto__')).map(([c, k, u, p]) => [c, k, '--unit', u, '--at', p]),
  // The melee's Blitz cards (l.87, U425): by the team that holds one or not, a ranged card, a team not in the fight, a list, with --break-off.
  fc.tuple(fc.constant('riot-fight'), units, place, fc.array(fc.constantFrom('barricade:anarchistes', 'barricade:autonomes', 'barricade:police', 'pave:anarchistes', 'barricade', 'barricade:constructor', '__proto__:police', 'nope:police', ...HOSTILE), { minLength: 1, maxLength: 3 }), fc.boolean()).map(([c, u, p, bs, off]) => [c, u, '--at', p, '--melee-blitz', bs.join(','), ...(off ? ['--break-off', '--blitz', 'pave:crs1'] : [])]),
  fc.tuple(fc.constantFrom('riot-turn', 'riot-buy', 'riot-victory', 'riot-move', 'riot-fight'), place).map(([c, p]) => (c === 'riot-move' ? [c, '--to', p] : c === 'riot-fight' ? [c, '--at', p] : [c])),
  // The police's order of play (l.113, U246): the teams in any order, twice, missing, hostile; its stateless form.
  fc.tuple(fc.constant('riot-order'), fc.array(team, { minLength: 1, maxLength: 5 })).map(([c, ts]) => [c, ...ts]),
  fc.tuple(fc.constant('riot-order'), fc.array(team, { minLength: 1, maxLength: 5 }), number, fc.array(team, { maxLength: 3 })).map(([c, ts, n, p]) => [c, ts.join(','), '--teams', 'police,autonomes,anarchistes', '--round', n, '--played', p.join(',')]),
  // The nationalists' secret mission (l.27, U247): named, rolled, stateless, odds.
  fc.tuple(fc.constant('riot-mission'), fc.constantFrom('m-beffroi', 'm-caisse', 'pave', ...HOSTILE), dice).map(([c, m, r]) => [c, '--mission', m, '--roll', r]),
  fc.tuple(fc.constant('riot-mission'), number, dice, fc.constantFrom('--odds', '--json', '--player', ...HOSTILE)).map(([c, n, r, o]) => [c, '--missions', n, '--roll', r, o]),
  fc.tuple(fc.constant('riot-mission'), fc.constantFrom('1', '2', '3'), fc.constantFrom('1', '2'), fc.constantFrom('--odds', '--json', '--player', '--lang')).map(([c, n, r, o]) => [c, '--missions', n, '--roll', r, o]),
  fc.tuple(fc.constantFrom('status', 'next-turn'), fc.constantFrom('--player', '--json', '--lang', 'en', ...HOSTILE)).map(([c, o]) => [c, o]),
);

describe('bad input: random command lines on a game of RIOT', () => {
  it(`${RUNS} lines: exit 0, or 2 with one line and nothing written; rebuild equals the state`, async () => {
    await fuzzGameLines(game, line, SEED, RUNS);
  }, 300000);
});
