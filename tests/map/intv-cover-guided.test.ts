// The guide and Intervention's cover on a map (U415, U251, U250): `intv-fire --cover`, read from the outline near the
// target, is not asked; a stale position asks it; typed, it wins.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { questionOf, scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** The hostage scenario in the movement sequence, g2 20 cm from a3 with a low wall 2 cm before a3 (hard cover, U416), the positions as of `turn`. */
async function onMap(turn: number, now?: number) {
  game = tempGame();
  await game.init('intervention-liberation-otage.yaml');
  for (const line of ['intv-orders chef,a2 run', 'intv-orders a3 observe', 'intv-orders sniper aimed', 'intv-orders garde observe', 'intv-orders patrouille progress', 'intv-phase movement']) await game.ok(...line.split(' '));
  const file = game.readState();
  if (now !== undefined) file.game.turn = now;
  const wall = { id: 'muret', kind: 'wall', height: 1, points: [[28, 90], [28, 110]] };
  file.game.map = { unit: 'cm', size: [400, 200], eye: 2.5, tolerance: 1, fresh: 2, outlines: [wall], areas: [], zones: [], places: [], pieces: { g2: { at: [10, 100], turn }, a3: { at: [30, 100], turn } } };
  game.damageState(JSON.stringify(file));
}

describe('the guide and the map: Intervention cover', () => {
  it('does not ask --cover (nor --distance) when the map reads them; the line logged runs without them', async () => {
    await onMap(1);
    const s = scriptedSession(game.dir, [[]]);
    const code = await s.session.run('intv-fire g2 --at a3');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).not.toContain('--cover');
    const last = game.readLog().at(-1);
    expect(last.argv).not.toContain('--cover');
    expect(last.record.fromMap).toEqual(expect.arrayContaining([expect.objectContaining({ option: '--cover', source: 'map', value: 'hard' })]));
  });

  it('guided, a stale position: --cover asked', async () => {
    await onMap(1, 3);
    const s = scriptedSession(game.dir, ['light', []]);
    const code = await s.session.run('intv-fire g2 --at a3 --distance 20');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).toContain('--cover');
    const last = game.readLog().at(-1);
    expect(last.argv).toEqual(expect.arrayContaining(['--cover', 'light']));
    expect(last.record.fromMap).toEqual(expect.arrayContaining([expect.objectContaining({ option: '--cover', source: 'typed', value: 'light' })]));
  });

  it('not guided, a stale position: exit 2 naming --cover; typed, it wins and is logged as typed', async () => {
    await onMap(1, 3);
    await game.refused(/--cover/, 'intv-fire', 'g2', '--at', 'a3', '--distance', '20');
    const r = await game.run('intv-fire', 'g2', '--at', 'a3', '--distance', '20', '--cover', 'light', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.split('\n')[0]).fromMap).toEqual(expect.arrayContaining([expect.objectContaining({ option: '--cover', source: 'typed', value: 'light' })]));
  });
});
