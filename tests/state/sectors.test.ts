// Sectors (issue 35): a scenario's `umpires:` names each umpire's crowds,
// units and buildings; a named umpire's procedure on another's subject is
// refused in one line unless --cross (the entry then says `cross`); the
// control (no name) and a scenario without `umpires:` have no sectors. On
// both stores.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { jsonLines, SCENARIOS, tempGame } from '../helpers/cli.js';
import { main } from '../../src/cli.js';
import { gameOn, STORES } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const WITH_SECTORS = `${readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8')}
umpires:
  - name: amy
    crowds: [students]
  - name: bob
    crowds: [dockers]
`;

describe.each(STORES)('sectors (%s store)', (kind) => {
  it("refuses a named umpire another's subject in one line, nothing written; --cross resolves it and the entry says so", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(WITH_SECTORS);
    expect(game.readState().game.sectors).toEqual({ amy: ['students'], bob: ['dockers'] });
    await game.refused(/dockers is in bob's sector, not amy's: add --cross/, 'rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'amy');
    expect((await game.run('rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'amy', '--cross')).code).toBe(0);
    expect((await game.run('rl-roll', 'students', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
    expect((await game.run('rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    // The control, unnamed, resolves anything; a crowd in no sector is anyone's.
    expect((await game.run('rl-roll', 'students', '--roll', '3,3')).code).toBe(0);
    expect((await game.run('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    const log = game.readLog().slice(1);
    expect(log.map((e) => [e.by, e.cross])).toEqual([['amy', true], ['amy', undefined], ['bob', undefined], [undefined, undefined], ['bob', undefined]]);
    expect((await game.run('verify')).code).toBe(0);
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
  });

  it('a scenario without umpires: has no sectors', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    expect(game.readState().game).not.toHaveProperty('sectors');
    expect((await game.run('rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
  });
});

// Railton Road with two umpires' sectors: crowds, units and buildings.
const RAILTON_SECTORS = `${readFileSync(join(SCENARIOS, 'railton-road.yaml'), 'utf8')}
umpires:
  - name: amy
    crowds: [market, church]
    units: [van1, foot1, spg]
    buildings: [pub]
  - name: bob
    crowds: [frontline, estate, bikers]
    units: [van2, panda1, armed]
    buildings: [offlicence]
`;

describe.each(STORES)('sectors beyond the subject: what a command names or changes (U236; %s store)', (kind) => {
  it("refuses a bookkeeping command naming or changing another's crowd, unit or building in one line, nothing written; --cross does it, logged as such", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(RAILTON_SECTORS);
    // The second crowd of a merge (it changes it), the crowds of a gas cloud, the firing unit named by an option.
    await game.refused(/^umpire: frontline is in bob's sector, not amy's: add --cross/, 'merge', 'market', 'frontline', '--umpire', 'amy');
    await game.refused(/^umpire: frontline is in bob's sector/, 'gas', 'market', 'frontline', '--unit', 'van1', '--umpire', 'amy');
    await game.refused(/^umpire: armed is in bob's sector/, 'fire', 'market', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,3', '--umpire', 'amy');
    await game.refused(/^umpire: van1 is in amy's sector, not bob's/, 'gas', 'frontline', '--unit', 'van1', '--umpire', 'bob');
    // Own subjects, free text that happens to be an id, the control: no sector in the way.
    expect((await game.run('set-rl', 'church', '--to', '5', '--reason', 'frontline', '--umpire', 'amy')).code).toBe(0);
    expect((await game.run('gas', 'frontline', '--unit', 'van2', '--umpire', 'bob')).code).toBe(0);
    expect((await game.run('merge', 'church', 'market')).code).toBe(0);
    const crossed = await game.run('merge', 'estate', 'market', '--umpire', 'bob', '--cross');
    expect(crossed.code, crossed.stderr).toBe(0);
    const log = game.readLog().slice(1);
    expect(log.map((e) => [e.record.procedure, e.by, e.cross])).toEqual([
      ['set-rl', 'amy', undefined],
      ['gas', 'bob', undefined],
      ['merge', undefined, undefined],
      ['merge', 'bob', true],
    ]);
    expect((await game.run('verify')).code).toBe(0);
  });

  it('an Intervention order for another umpire\'s fighters is refused, as any command on a subject', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(`${readFileSync(join(SCENARIOS, 'intervention-liberation-otage.yaml'), 'utf8')}\numpires:\n  - name: amy\n    units: [chef, a2]\n  - name: bob\n    units: [a3, sniper]\n`);
    await game.refused(/^umpire: a3 est dans le secteur de bob/, 'intv-orders', 'a2,a3', 'run', '--umpire', 'amy');
    // Not named but changed: the unit bravo's order goes to its fighter, the sniper (bob's).
    await game.refused(/^umpire: sniper est dans le secteur de bob/, 'intv-orders', 'bravo', 'observe', '--umpire', 'amy');
    expect((await game.run('intv-orders', 'a2,a3', 'run', '--umpire', 'amy', '--cross')).code).toBe(0);
    expect(game.readLog().at(-1)).toMatchObject({ by: 'amy', cross: true });
  });
});

/** A command line on a terminal of 80 columns (colour off), on the game's store: its stdout. */
async function at80(g: ReturnType<typeof tempGame>, ...argv: string[]): Promise<string> {
  let out = '';
  const stdin = new PassThrough();
  stdin.end();
  const code = await main(argv, {
    stdout: { write: (s: string) => (out += s), isTTY: true, columns: 80 } as never,
    stderr: { write: () => true, isTTY: false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined, UMPIRE_NO_PROMPT: '1', ...(g.store ? { UMPIRE_STORE: g.store.url } : {}) },
    cwd: g.dir,
    argv,
  });
  expect(code, argv.join(' ')).toBe(0);
  for (const l of out.split('\n')) expect([...l].length, `${argv.join(' ')}: ${l}`).toBeLessThanOrEqual(80);
  return out;
}

describe.each(STORES)('sectors where a reviewer looks: summary, log, report (%s store)', (kind) => {
  it("summary: each umpire's sector, resolutions in force and those out of sector (EN, FR, 80 columns, --json); log: marks and filters --cross entries", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(`${RAILTON_SECTORS}  - name: carl\n`, '--umpire', 'amy');
    const ok = async (...argv: string[]) => expect((await game.run(...argv)).code, argv.join(' ')).toBe(0);
    await ok('rl-roll', 'market', '--roll', '3,3', '--umpire', 'amy');
    await ok('rl-roll', 'frontline', '--roll', '3,3', '--umpire', 'amy', '--cross');
    await ok('rl-roll', 'estate', '--roll', '2,2', '--umpire', 'bob');
    await ok('rl-roll', 'bikers', '--roll', '2,2', '--umpire', 'bob');
    await ok('undo', '--umpire', 'bob');
    await ok('rl-roll', 'market', '--roll', '2,2');

    const s = JSON.parse((await game.run('summary', '--json')).stdout);
    expect(s.umpires).toEqual([
      { umpire: 'amy', n: 2, sector: ['market', 'church', 'van1', 'foot1', 'spg', 'pub'], crossed: 1 },
      { umpire: 'bob', n: 1, sector: ['frontline', 'estate', 'bikers', 'van2', 'panda1', 'armed', 'offlicence'], crossed: 0 },
      { umpire: 'carl', n: 0, sector: [], crossed: 0 },
    ]);
    const en = await at80(game, 'summary');
    expect(en).toMatch(/Umpires: sector and resolutions \(3\)\n.*\n│ Umpire +│ Sector +│ Count +│ Out of sector +│/);
    expect(en).toMatch(/│ amy +│ market, church, van1, foot1, spg, pub +│ 2 +│ 1 +│/);
    expect(en).toMatch(/│ carl +│ none +│ 0 +│ 0 +│/);
    const fr = await at80(game, 'summary', '--lang', 'fr');
    expect(fr).toMatch(/Arbitres\u00a0: secteur et résolutions \(3\)/);
    expect(fr).toMatch(/│ Arbitre +│ Secteur +│ Nombre +│ Hors secteur +│/);
    expect(fr).toMatch(/│ carl +│ aucun +│ 0 +│ 0 +│/);

    // The log: the crossing entry says so (JSON, table, one line an entry, CSV), and --crossed keeps it alone.
    const rows = jsonLines((await game.run('log', '--json')).stdout);
    expect(rows.map((r) => [r.seq, r.by, r.cross])).toEqual([[1, 'amy', undefined], [2, 'amy', undefined], [3, 'amy', true], [4, 'bob', undefined], [5, 'bob', undefined], [6, 'bob', undefined], [7, undefined, undefined]]);
    expect(jsonLines((await game.run('log', '--crossed', '--json')).stdout).map((r) => r.seq)).toEqual([3]);
    expect(jsonLines((await game.run('log', '--crossed', '--by', 'bob', '--json')).stdout)).toEqual([]);
    expect((await at80(game, 'log')).split('\n').find((l) => /^ *3 /.test(l))).toMatch(/ amy \(out of sector\): RL/);
    // The outcome said in French from the record (issue 40 item 7), not the English stored with the entry.
    expect((await at80(game, 'log', '--lang', 'fr')).split('\n').find((l) => /^ *3 /.test(l))).toMatch(/amy \(hors secteur\): Le FR/);
    expect(await at80(game, 'log', '--wide', '--crossed')).toMatch(/│ *3 *│ *amy \(out of *│/);
    const csv = (await game.run('log', '--format', 'csv')).stdout.split('\r\n');
    expect(csv[0]).toMatch(/,umpire,cross$/);
    expect(csv[3]).toMatch(/,amy,true$/);
    expect(csv[2]).toMatch(/,amy,$/);

    // The report: the same table, with its data.
    expect((await game.run('report', '--html', 'r.html')).code).toBe(0);
    const html = readFileSync(join(game.dir, 'r.html'), 'utf8');
    expect(html).toMatch(/<section id="umpires"><h2>Umpires: sector and resolutions \(3\)<\/h2>/);
    expect(html).toContain('data-umpire="amy" data-n="2" data-sector="market,church,van1,foot1,spg,pub" data-crossed="1"');
  });

  it('a game without sectors: no sector or crossed in summary --json, no cross column in the log', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', '--roll', '3,3', '--umpire', 'amy');
    expect(JSON.parse((await game.run('summary', '--json')).stdout).umpires).toEqual([{ umpire: 'amy', n: 1 }]);
    expect((await game.run('summary')).stdout).toMatch(/Resolutions by umpire \(1\)\n.*\n│ Umpire │ Count │/);
    expect((await game.run('log', '--format', 'csv')).stdout.split('\r\n')[0]).toMatch(/,umpire$/);
    expect(jsonLines((await game.run('log', '--json')).stdout).some((r) => 'cross' in r)).toBe(false);
  });
});

describe('sectors in a scenario', () => {
  it('an unknown id, an id in two sectors or a bad name is refused with the file, line and field', async () => {
    game = tempGame();
    const bad = (umpires: string) => `${readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8')}\numpires:\n${umpires}`;
    for (const [text, pattern] of [
      ['  - name: amy\n    crowds: [nobody]\n', /umpires\[0\]\.crowds\[0\]: "nobody" is no crowd, unit or building/],
      ['  - name: amy\n    crowds: [students]\n  - name: bob\n    crowds: [students]\n', /umpires\[1\]\.crowds\[0\]: "students" is already in amy's sector/],
      ['  - name: amy smith\n', /umpires\[0\]\.name: an umpire name is 1-32/],
    ] as [string, RegExp][]) {
      const file = join(game.dir, 'bad.yaml');
      writeFileSync(file, bad(text));
      const out = await game.run('init', file, '--force');
      expect(out.code).toBe(2);
      expect(out.stderr).toMatch(pattern);
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
