// The turn sheet (issue 40 item 10): `status --turn` says what was done this
// turn, from the log (an undone command is not on it), each game's own lines
// (Civil Disorder's RL results, characters' actions, looters), the tables
// done, in 80 columns in both languages; the turn walk's strip; the turn clock
// (a scenario's minutes, Intervention's own rule, l.314), shown, never enforced.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, SCENARIOS, tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';
import { turnSheet } from '../../src/review/turn-sheet.js';
import { renderTurnSheet } from '../../src/render/turn-sheet.js';
import { clockMinutes } from '../../src/rules/intervention/game.js';

let g: ReturnType<typeof tempGame>;
afterEach(() => g?.cleanup());

const TABLES = 'railton-road-tables.yaml';

async function played(): Promise<void> {
  g = tempGame();
  await g.init(TABLES);
  for (const argv of [
    ['rl-roll', 'market', '--umpire', 'amy', '--roll', '6,3'],
    ['melee', 'spg', 'market', '--umpire', 'amy', '--roll', '5,5'],
    ['negotiate', 'church', '--by', 'liaison', '--umpire', 'bob', '--roll', '3'],
    ['rl-roll', 'bikers', '--umpire', 'carl', '--roll', '2,2'],
    ['undo', '--umpire', 'carl'],
    ['done', '--umpire', 'amy'],
  ]) {
    const r = await g.run(...argv);
    expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
  }
}

describe('status --turn', () => {
  it("says what was done this turn from the log: each crowd's RL result, the units, the characters' actions, the tables done; an undone command is not on it", async () => {
    await played();
    const [sheet] = jsonLines((await g.run('status', '--turn', '--json')).stdout);
    expect(sheet.turn).toBe(1);
    const kind = (k: string) => Object.fromEntries(sheet.kinds.find((x: any) => x.kind === k).items.map((i: any) => [i.id, i]));
    expect(kind('crowd').market.did).toEqual(['rl-roll: RL 5 → 6, moves 3"', 'melee pushed-back']);
    expect(kind('crowd').market.by).toEqual(['amy']);
    expect(kind('crowd').church.by).toEqual(['bob']);
    // carl's RL roll was undone: not done.
    expect(kind('crowd').bikers).toBeUndefined();
    expect(Object.keys(kind('unit'))).toEqual(['spg']);
    expect(sheet.sections.find((s: any) => s.id === 'characters').lines).toEqual(['liaison: a negotiation']);
    expect(sheet.tables).toEqual({ done: ['amy'], waiting: ['bob', 'carl'] });
    expect(sheet.resolutions).toBe(3);
    // The turn began with its first command (U321).
    expect(sheet.started).toBe(g.readLog()[1].at);
    const text = (await g.run('status', '--turn')).stdout;
    expect(text).toMatch(/^Turn 1 sheet · began \d\d:\d\d · 3 resolutions$/m);
    expect(text).toMatch(/^Tables done: amy; still playing: bob, carl$/m);
    // In words (issue 40 item 7): each procedure by its name, then what was said or the outcome's own text; the ids and codes stay in --json.
    expect(text).toMatch(/^ {2}market +Response Level roll: RL 5 → 6, moves 3" · Melee: SF figure wins/m);
    expect(text).toMatch(/\[amy\]$/m);
    expect(text).not.toMatch(/rl-roll|pushed-back/);
    expect(kind('crowd').market.words[0]).toBe('Response Level roll: RL 5 → 6, moves 3"');
    const fr = (await g.run('status', '--turn', '--lang', 'fr')).stdout;
    expect(fr).toMatch(/Jet de facteur de réaction/);
    expect(fr).not.toMatch(/rl-roll/);
  });

  it('fits 80 columns in both languages, and a new turn begins empty at its next-turn', async () => {
    await played();
    for (const lang of ['en', 'fr']) {
      const text = (await g.run('status', '--turn', '--lang', lang)).stdout;
      for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
    }
    expect((await g.run('status', '--turn', '--lang', 'fr')).stdout).toMatch(/^Tables finies\u00a0: amy\u00a0; jouent encore\u00a0: bob, carl$/m);
    expect((await g.run('next-turn', '--override')).code).toBe(0);
    const [sheet] = jsonLines((await g.run('status', '--turn', '--json')).stdout);
    expect(sheet).toMatchObject({ turn: 2, resolutions: 0, kinds: [], tables: { done: [], waiting: ['amy', 'bob', 'carl'] } });
    const next = g.readLog().find((e: any) => e.record?.procedure === 'next-turn');
    expect(sheet.started).toBe(next.at);
    expect((await g.run('status', '--turn')).stdout).toMatch(/Nothing done yet this turn\./);
  });

  it('wraps a long line with a hanging indent, never past the width', async () => {
    await played();
    const [sheet] = jsonLines((await g.run('status', '--turn', '--json')).stdout);
    sheet.kinds[0].items[0].did.push(...Array.from({ length: 12 }, (_, i) => `fire hit-${i}`));
    const text = renderTurnSheet(sheet, 'en');
    const lines = text.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    const at = lines.findIndex((l) => l.startsWith('  market'));
    expect(lines[at + 1]).toMatch(/^ {10}\S/);
  });
});

describe("Civil Disorder's own lines", () => {
  it('the looters at work and what they carry, from the state where a looting stands', async () => {
    g = tempGame();
    await g.init('railton-road.yaml');
    expect((await g.run('set-rl', 'bikers', '--to', '8', '--reason', 'test')).code).toBe(0);
    const r = await g.run('loot', 'bikers', 'pub', '--roll', '3,5');
    expect(r.code, r.stderr).toBe(0);
    const looting = g.readState().game.buildings.pub.looting;
    const [sheet] = jsonLines((await g.run('status', '--turn', '--json')).stdout);
    expect(sheet.sections.find((s: any) => s.id === 'looters').lines).toEqual([`bikers at pub: ${looting.looters} looters carry ${looting.carried} of ${looting.capacity} loot units`]);
    expect(sheet.kinds.find((k: any) => k.kind === 'building').items.map((i: any) => i.id)).toEqual(['pub']);
  });
});

describe("the turn walk's strip", () => {
  it('under a step, what was done so far this turn, in one line', async () => {
    g = tempGame();
    await g.init('railton-road.yaml');
    for (const argv of [['owe', 'market', '--why', 'more-sf'], ['next-turn']]) expect((await g.run(...argv)).code).toBe(0);
    const s = scriptedSession(g.dir, ['', [], [], 'roll', '', '', '', '', 'no']);
    const code = await s.session.run('turn');
    expect(code, `${s.err()}\n${s.out()}`).toBe(0);
    const out = s.out();
    const under = (heading: string) => out.slice(out.indexOf(heading)).split('\n').slice(1, 3);
    expect(under('4. Resolution')).toContain('Done this turn: crowds market');
    expect(under('2. Crowd movement').some((l) => l.startsWith('Done this turn'))).toBe(false);
  });
});

const clocked = (yaml: string, clock: string) => yaml.replace(/^title:/m, `clock: ${clock}\ntitle:`);

describe('the turn clock', () => {
  it("counts a scenario's minutes from the turn's start and says when time is up; it blocks nothing", async () => {
    g = tempGame();
    await g.init(clocked(readFileSync(join(SCENARIOS, TABLES), 'utf8'), '10'));
    const [before] = jsonLines((await g.run('status', '--turn', '--json')).stdout);
    // Before the turn's first command it waits (U321).
    expect(before.clocks).toEqual([{ label: '', minutes: 10, started: null, ends: null, left: null }]);
    expect((await g.run('rl-roll', 'market', '--umpire', 'amy', '--roll', '6,3')).code).toBe(0);
    const [sheet] = jsonLines((await g.run('status', '--turn', '--json')).stdout);
    const t0 = Date.parse(g.readLog()[1].at);
    expect(Date.parse(sheet.clocks[0].ends) - t0).toBe(10 * 60_000);
    expect(sheet.clocks[0].left).toBeGreaterThan(9 * 60);
    expect((await g.run('status', '--turn')).stdout).toMatch(/^Clock: \d+:\d\d left of 10 min$/m);
    // Eleven minutes on: time is up, and said; the next command runs all the same.
    const late = await turnSheet(g.readState().game, g.readLog(), 'en', t0 + 11 * 60_000);
    expect(late.clocks[0].left).toBe(-60);
    expect(renderTurnSheet(late, 'en')).toMatch(/^Clock: time is up \(1:00 over 10 min\)$/m);
    expect((await g.run('rl-roll', 'church', '--umpire', 'bob', '--roll', '3,3')).code).toBe(0);
  });

  it("under Intervention's own rule: each side a minute per unit and one more per leader (l.314)", async () => {
    g = tempGame();
    await g.init(clocked(readFileSync(join(SCENARIOS, 'intervention-liberation-otage.yaml'), 'utf8'), 'rules'));
    const st = g.readState().game;
    const [sheet] = jsonLines((await g.run('status', '--turn', '--json')).stdout);
    expect(sheet.clocks.map((c: any) => [c.label, c.minutes])).toEqual(Object.entries(st.sides).map(([id, sd]: [string, any]) => [sd.name, clockMinutes(st, id).minutes]));
    expect(sheet.clocks.every((c: any) => c.minutes >= 1)).toBe(true);
    // Counted here from the sample itself (at the start every unit stands): a minute a unit, one more a leader.
    const byHand = Object.entries(st.sides).map(([id, sd]: [string, any]) => [sd.name, sd.units.length + Object.values(st.fighters).filter((f: any) => f.side === id && f.leader).length]);
    expect(sheet.clocks.map((c: any) => [c.label, c.minutes])).toEqual(byHand);
    expect(Object.values(st.fighters).some((f: any) => f.leader), 'the sample has a leader').toBe(true);
  });

  it('a bad clock is refused in one line, naming the field; rules on a game without one too', async () => {
    g = tempGame();
    const yaml = readFileSync(join(SCENARIOS, TABLES), 'utf8');
    for (const [clock, why] of [
      ['rules', /clock: Civil Disorder has no rule for the time a turn takes/],
      ['0', /clock/],
      ['601', /clock/],
      ['abc', /clock/],
      ['"__proto__"', /clock/],
      ['[1]', /clock/],
    ] as const) {
      const r = await g.run('init', (await import('../helpers/cli.js')).writeScenario(g.dir, clocked(yaml, clock)), '--force');
      expect(r.code, clock).toBe(2);
      expect(r.stderr, clock).toMatch(why);
      expect(r.stderr.trim().split('\n'), clock).toHaveLength(1);
    }
  });
});
