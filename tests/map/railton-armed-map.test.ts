// The armed agents on Railton Road's map (issue 41, "the riot has a place"; U432-U434): the sample with the
// `guerilla-urbaine` pack (railton-road-armed.yaml) under Railton Road's map section (railton-road-map.yaml), the two
// agents placed, moved on the map by `move` as any piece, then each pack procedure reads the map: the shot's distance
// in inches as pas (R15), the melee's contact with a unit's figures.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

async function railtonArmed() {
  const armed = readFileSync(join(SCENARIOS, 'railton-road-armed.yaml'), 'utf8');
  const railton = readFileSync(join(SCENARIOS, 'railton-road-map.yaml'), 'utf8');
  const map = railton.slice(railton.indexOf('\nmap:\n'));
  const g = tempGame();
  games.push(g);
  await g.init(`${armed}${map.replace('  pieces:\n', '  pieces:\n    gunman: { at: [22.5, 31] }\n    rifleman: { at: [57.5, 27.5] }\n')}`);
  return g;
}

const fromMap = (rec: any, option: string) => (rec?.fromMap ?? []).find((e: any) => e.option === option);

async function json(g: ReturnType<typeof tempGame>, ...argv: string[]) {
  const r = await g.run(...argv, '--json');
  const line = r.stdout.split('\n')[0];
  return { code: r.code, rec: line.trim().startsWith('{') ? JSON.parse(line) : null, err: r.stderr.trim() };
}

describe("Railton Road's map with armed agents: the pack reads it (U432-U434)", () => {
  it("the rifleman moved 10\" from the armed response unit shoots at 10 pas, in range (l.31); the SF fire back from the map", async () => {
    const g = await railtonArmed();
    // The armed response unit stands at 92,35 (railton-road-map.yaml).
    await g.ok('move', 'rifleman', '--at', '82,35');
    // The odds first (the shot is the rifleman's one activation this turn, R17).
    const odds = await g.run('agent-shoot', 'rifleman', '--unit', 'armed', '--odds');
    expect(odds.code, odds.stderr).toBe(0);
    expect(odds.stdout).toMatch(/--distance 10, from the map \(10", rifleman → armed, GU l\.31, l\.36, l\.46\)/);
    const shot = await json(g, 'agent-shoot', 'rifleman', '--unit', 'armed', '--roll', '1,1');
    expect(shot.code, shot.err).toBe(0);
    expect(fromMap(shot.rec, '--distance')).toMatchObject({ source: 'map', from: 'rifleman', to: ['armed'], distance: 10, unit: 'in', value: '10', says: 'in-range' });
    expect(shot.rec.distance).toBe(10);
    expect(g.readLog().at(-1).argv).toEqual(['agent-shoot', 'rifleman', '--unit', 'armed', '--roll', '1,1', '--json']);
    const back = await json(g, 'sf-shoot', 'armed', '--at', 'rifleman', '--roll', '1,1');
    expect(back.code, back.err).toBe(0);
    expect(fromMap(back.rec, '--distance')).toMatchObject({ source: 'map', from: 'armed', to: ['rifleman'], value: '10', says: 'in-range' });
  });

  it('the gunman far from the snatch squad is not in base contact: no melee; moved beside it, the melee is fought (l.96)', async () => {
    const g = await railtonArmed();
    const before = g.readState();
    const far = await json(g, 'agent-melee', 'gunman', '--unit', 'snatch', '--roll', '6,1');
    expect(far.code).toBe(2);
    expect(far.err).toMatch(/gunman.*snatch.*U434/);
    expect(g.readState()).toEqual(before);
    // The snatch squad at 76,30, five figures standing: they reach 2" round its point (U432).
    await g.ok('move', 'gunman', '--at', '75,30');
    const near = await json(g, 'agent-melee', 'gunman', '--unit', 'snatch', '--roll', '6,1');
    expect(near.code, near.err).toBe(0);
    expect(fromMap(near.rec, '--apart')).toMatchObject({ source: 'map', yes: true, value: false, says: 'agent-unit-contact' });
  });

  it('guided on the map: the distance is not asked, read when the command runs', async () => {
    const g = await railtonArmed();
    await g.ok('move', 'rifleman', '--at', '82,35');
    const s = scriptedSession(g.dir, ['armed', [], 'roll']);
    expect(await s.session.run('agent-shoot rifleman'), s.err() + JSON.stringify(s.asked)).toBe(0);
    expect(s.asked.join(' | ')).not.toMatch(/--distance/);
    expect(g.readLog().at(-1).argv.slice(0, 4)).toEqual(['agent-shoot', 'rifleman', '--unit', 'armed']);
    expect(g.readLog().at(-1).argv).not.toContain('--distance');
    const t = scriptedSession(g.dir, ['rifleman', '' /* one figure fires */, [], 'roll']);
    expect(await t.session.run('sf-shoot armed'), t.err() + JSON.stringify(t.asked)).toBe(0);
    expect(t.asked.join(' | ')).not.toMatch(/--distance/);
  });
});
