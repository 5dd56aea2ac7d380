// Promise 3b: no scenario file crashes `umpire init`. fast-check mutates the
// bundled scenarios (fields set to wrong values, removed, added, ids
// duplicated, the YAML text itself cut and garbled): init exits 0, or 2 with
// one line naming the file (and, for a bad field, its line, column and path),
// and the existing game's state and log are byte-for-byte unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { runCli, SCENARIOS, tempGame } from '../helpers/cli.js';

const SEED = 20261124;
const RUNS = Number(process.env.UMPIRE_FUZZ_SCENARIOS ?? 1000);

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('tutorial.yaml');
});
afterAll(() => game?.cleanup());

const bases = ['tutorial.yaml', 'railton-road.yaml', 'railton-road-armed.yaml', 'guerilla-urbaine-gangs.yaml', 'railton-road-swat.yaml', 'railton-road-opinion.yaml', 'intervention-liberation-otage.yaml', 'riot-sample.fr.yaml', 'railton-road-map.yaml'].map((f) => YAML.parse(readFileSync(join(SCENARIOS, f), 'utf8')));

type Path = (string | number)[];
function paths(v: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}
function parentOf(root: any, p: Path): any {
  let o = root;
  for (const k of p.slice(0, -1)) o = o?.[k];
  return o;
}

const odd = fc.oneof(
  fc.constantFrom(-1, 0, 1, 8, 9, 1.5, 1e9, -1e9, Number.MAX_SAFE_INTEGER, '', ' ', 'x', '5', 'en', 'fr', 'de', true, false, null, [], {}, ['a', 'a'], { id: 'x' }, 'students', 'bank', 'amb1', 'commander', 'liaison', 'spgsgt', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '\x1b]52;c;aGk=\x07', '\x1b[2J', '\r\n', 'car', 'bicycle', 'walk', 'trot', 'charge', 'civil-disorder', 'guerilla-urbaine', 'rules', 'RULES', 600, 601, 10, ['civil-disorder'], ['civil-disorder', 'civil-disorder'], 'x'.repeat(100000),
    // game riot: teams, places, specials, goals
    'riot', 'police', 'nationalistes', 'hq', 'hospital', 'entry:gare', 'black-bloc', 'mediactiviste', 'buildings', 'first-round', 'free', 'FREE', 'gare-poste', 'port-entrepot', { id: 'police', credits: -1 }, [{ id: 'police' }, { id: 'police' }],
    // pack guerilla-urbaine: thresholds, pas, weapons, upgrades
    'TX', 'CX', 'none', 0.5, 1.55, 7, 101, 1001, 'grenade', 'assassin', 'heavy', ['heavy', 'nope'], ['guerilla-urbaine'], { like: 'pistol' }, { Por: -1 },
    // game guerilla-urbaine: ranks, kits, upgrades, kinds of the gangs
    'chef', 'sous-chef', 'ganger', 'pistol', 'assault-rifle', 'excellent-reflexes', 'undead', ['medic', 'medic'],
    // pack swat-assault: armed men's profiles (derived or base values), sample weapons, covers
    'swat-assault', ['swat-assault'], ['swat-assault', 'guerilla-urbaine'], 'techno-assault-rifle', 'executor-pistol', 'hard', 'light', 'roof', [4, 6], [4, 6, 8], [], 99, 100,
    // game intervention, a weapon by For and Pre (U170: the band's Pre kept apart): Pre either side of +-99, bands
    [{ to: 30, pre: 1 }], [{ to: 30, pre: -100 }], [{ to: 30, pre: 99 }, { to: 20, pre: 0 }], { to: 30, pre: 1.5 }, [{ to: 30, pf: 4, pre: 1 }], -99, -100,
    // pack riot-opinion and the scenario's briefing, stocks and victory: decks, cards, triggers, what the last card means
    'riot-opinion', ['riot-opinion'], ['riot-opinion', 'riot-opinion'], 'default', 'tv-crews', ['tv-crews', 'tv-crews'], 'sf-hold', 'sf-lose', 'melee', ['melee', 'nope'], 'negotiate', 'gas', 'cs',
    { id: 'x', modifier: { procedure: 'negotiate', value: 0 } }, { id: 'x', ban: { procedure: 'melee', turns: 1 } }, { id: 'x', modifier: { procedure: 'rl-roll', value: 1, next: true, turns: 2 } }, { id: 'tv-crews', ban: { procedure: 'gas', gas: 'tear', turns: 21 } },
    { gas: -1 }, { riotKit: 10001 }, { turns: 0 }, { arrests: 'x' }, 10000, 10001,
    // the map (docs/map.md, U256): units, points, sizes, heights and files either side of their bounds
    'in', 'cm', 'pas', 'zones', [0, 0], [120, 60], [121, 60], [-1, 5], [1e308, 1e308], [100000, 100000], [100001, 1], [1, 2, 3], [[0, 0]], [[0, 0], [1, 1]], [[0, 0], [0, 0], [0, 0]], [Number.NaN, 1], Number.NaN, Number.POSITIVE_INFINITY, 0.4999, 360, 361,
    'building', 'wall', 'obstacle', 'wood', 'haie', 'béton', 'hard', 'light', 'hydrant', 'entry', 'railton-road', 'chapel-yard', 'pub-outline', 'garden-wall', 'hyd-north', '../x.svg', 'map.svg', '/etc/passwd', 'constructor.png', '__proto__.svg', 'x.svg\u0000.png', `${'a'.repeat(100)}.png`, { file: 'x.png', corners: [[0, 0]] }, { file: 'x.png', calibrate: [{ pixel: [0, 0], at: [1, 1] }, { pixel: [1, 1], at: [1, 1] }] },
    { at: [1, 1] }, { zone: 'nowhere' }, { at: [1, 1], zone: 'railton-road', facing: 400 }, { unit: 'zones' }, { unit: 'in', size: [1, 1] }, { street: -1 },
    // the bounds of U225: a mapping of 1,000 keys and of 1,001
    Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 1])), Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 1]))),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 50 }),
);

const mutation = fc.record({
  kind: fc.constantFrom('set', 'set', 'delete', 'add-key', 'duplicate', 'rename-key'),
  pick: fc.nat(),
  value: odd,
  key: fc.oneof(fc.constantFrom('id', 'rl', 'figures', 'name', 'adjacent', 'value', 'type', 'unit', 'near', 'crowds', 'edition', 'vehicle', 'pace', 'game', 'packs', '__proto__', 'constructor', 'agents', 'sfProfiles', 'T', 'C', 'A', 'Svg', 'PV', 'answersTo', 'role', 'factories', 'seen', 'raided', 'cars', 'wrecked', 'weapon', 'weapons', 'melee', 'upgrades', 'Por', 'Cd', 'zone', 'traits', 'like', 'position', 'crowd', 'gangs', 'members', 'rank', 'kit', 'kinds', 'credits', 'armedMen', 'building', 'neighbours', 'loot', 'PF', 'PA', 'RT', 'Det', 'Tir', 'Cbt', 'For', 'End', 'Prt', 'cover', 'teams', 'zones', 'unitTypes', 'units', 'cards', 'opinion', 'missions', 'placement', 'buildings', 'strength', 'special', 'basic', 'copies', 'ranged', 'blitz', 'goal', 'target', 'mission', 'at', 'cost', 'briefing', 'stocks', 'victory', 'objective', 'petrolBombs', 'riotKit', 'gas', 'deck', 'triggers', 'last', 'press', 'maxCards', 'modifier', 'ban', 'next', 'turns', 'procedure', 'dead', 'arrests', 'property', 'sfCasualties', 'initiative', 'large', 'sides', 'fighters', 'sample', 'bands', 'pre', 'for', 'tir', 'basePf', 'map', 'size', 'eye', 'tolerance', 'fresh', 'outlines', 'areas', 'places', 'pieces', 'sectors', 'background', 'calibrate', 'corners', 'points', 'height', 'material', 'sees', 'distances', 'facing', 'file', 'side', 'pixel', 'clock', 'umpires', 'place', 'where', 'play'), fc.string({ maxLength: 8 })),
});

/** YAML text garbling, aliases to anchors that are not set among them. */
const textMutation = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constantFrom('cut', 'insert', 'replace'), at: fc.nat(), len: fc.nat({ max: 40 }), text: fc.constantFrom(':', '- ', '  ', '\t', '[', '{', '"', "'", '&a', '!!binary', '---', '\n', '#', '?', '%YAML 9.9\n', '\u0000', '\uFEFF', '<<: {}', '*a', '<<: *a', '\ntitle: twice\n', '{a: 1, a: 2}', `[${'0,'.repeat(60000)}0]`) }),
);

const scenarioText = fc.tuple(fc.nat({ max: bases.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 4 }), textMutation).map(([b, muts, tm]) => {
  const doc = structuredClone(bases[b]);
  for (const m of muts) {
    const all = paths(doc).filter((p) => p.length > 0);
    if (all.length === 0) break;
    const p = all[m.pick % all.length];
    const parent = parentOf(doc, p);
    const last = p[p.length - 1];
    if (parent === null || typeof parent !== 'object') continue;
    if (m.kind === 'set') parent[last] = m.value;
    else if (m.kind === 'delete') Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last];
    else if (m.kind === 'add-key' && !Array.isArray(parent)) parent[m.key] = m.value;
    else if (m.kind === 'duplicate' && Array.isArray(parent)) parent.push(structuredClone(parent[Number(last)]));
    else if (m.kind === 'rename-key' && !Array.isArray(parent) && typeof last === 'string') {
      parent[m.key] = parent[last];
      if (m.key !== last) delete parent[last];
    }
  }
  let text = YAML.stringify(doc);
  if (tm) {
    const at = tm.at % (text.length + 1);
    if (tm.kind === 'cut') text = text.slice(0, at);
    else if (tm.kind === 'insert') text = text.slice(0, at) + tm.text + text.slice(at);
    else text = text.slice(0, at) + tm.text + text.slice(at + tm.len);
  }
  return text;
});

describe('bad input: mutated scenario files at init', () => {
  it(`${RUNS} mutated scenarios: init exits 0, or 2 with one line naming the file; the game in place is untouched`, async () => {
    const file = join(game.dir, 'mutated.yaml');
    const base = game.snapshot();
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(scenarioText, async (text) => {
        writeFileSync(file, text);
        const r = await runCli(['init', file, '--force', '--state', game.state]);
        const where = `init of:\n${text}\n-> exit ${r.code}\n${r.stderr}`;
        try {
          expect(r.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
          expect([0, 2], where).toContain(r.code);
          if (r.code === 2) {
            refused += 1;
            const lines = r.stderr.split('\n').filter(Boolean);
            expect(lines, where).toHaveLength(1);
            expect(lines[0], where).toContain(`umpire: ${file}`);
            expect(game.snapshot(), where).toEqual(base);
          } else {
            accepted += 1;
            // A scenario init accepts makes a game every command can read.
            const s = await runCli(['status', '--state', game.state]);
            expect(s.code, `${where}\nstatus: ${s.stderr}`).toBe(0);
          }
        } finally {
          writeFileSync(game.state, base.state!);
          writeFileSync(game.log, base.log!);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The mutations reach both sides: some scenarios stay valid, most are refused.
    expect(accepted).toBeGreaterThan(RUNS / 50);
    expect(refused).toBeGreaterThan(RUNS / 2);
  }, 600000);
});
