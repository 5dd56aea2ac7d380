// The guided prompts and the map (src/map/facts.ts, src/prompts/guide.ts;
// U251, U250, U263): a fact the map gives is not asked; a number it cannot
// read (a stale position) is asked, and Enter is not taken; typed, it wins.
// And the new option of negotiate (--distance, U261) takes no nasty value.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { questionOf, scriptedSession } from '../helpers/session.js';
import { NASTY } from '../trust/game-fuzz.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const SCENARIO = `title: Map facts
edition: en
seed: map-facts
crowds:
  - { id: crowd, name: Crowd, figures: 20, rl: 5 }
units:
  - { id: gun, name: Armed, type: swat, strength: 4 }
characters:
  - { id: pc, name: PC, negotiator: average, unit: gun }
`;

/** A game whose state has `map` (src/map/types.ts), the gun 7.49" from the crowd (under the baton gun's 10", EN l.211), as of `turn`. */
async function onMap(turn: number, now = 1) {
  game = tempGame();
  await game.init(SCENARIO);
  const file = game.readState();
  file.game.turn = now;
  file.game.map = { unit: 'in', size: [96, 48], eye: 1, tolerance: 0.5, fresh: 2, outlines: [], areas: [], zones: [], places: [], pieces: { gun: { at: [10, 10], turn }, crowd: { at: [17.49, 10], turn } } };
  game.damageState(JSON.stringify(file));
}

describe('the guide and the map', () => {
  it('does not ask the range the map gives: the line runs without it and the record says where it came from', async () => {
    await onMap(1);
    const s = scriptedSession(game.dir, ['crowd', '1', 'gun', 'roll']);
    const code = await s.session.run('baton-gun');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).not.toContain('--range');
    expect(s.asked.map(questionOf)).toContain('--unit');
    const last = game.readLog().at(-1);
    expect(last.argv).not.toContain('--range');
    expect(last.record.fromMap).toEqual([expect.objectContaining({ option: '--range', source: 'map', value: '7.49', says: 'close' })]);
  });

  it('asks the range when the positions are stale (U250), takes no Enter, and the typed value wins', async () => {
    await onMap(1, 3);
    const refused = await scriptedSession(game.dir, ['']).said('baton-gun crowd --unit gun --shots 1');
    expect(refused).toMatch(/"" refused for "[^"]*\(--range\)[^"]*": a value is needed/);
    expect(refused).not.toMatch(/\[Enter/);
    const s = scriptedSession(game.dir, ['5', 'roll']);
    const code = await s.session.run('baton-gun crowd --unit gun --shots 1');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).toContain('--range');
    const last = game.readLog().at(-1);
    expect(last.argv).toEqual(expect.arrayContaining(['--range', '5']));
    expect(last.record.fromMap).toEqual([expect.objectContaining({ option: '--range', source: 'typed', value: '5' })]);
  });

  it('not guided (a pipe): exit 2 naming --range, nothing written', async () => {
    await onMap(1, 3);
    await game.refused(/--range/, 'baton-gun', 'crowd', '--unit', 'gun');
  });

  it.each(NASTY.slice(0, 30))('negotiate --distance %j: exit 2, one line, nothing written', async (v) => {
    await onMap(1);
    const r = await game.run('negotiate', 'crowd', '--by', 'pc', '--distance', v);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(game.readLog()).toHaveLength(1);
  });
});

describe('the guide and the map: a band settled by the distance the map reads', () => {
  it('fire: the range band is not asked when the map gives the distance (EN l.308-312)', async () => {
    await onMap(1);
    const s = scriptedSession(game.dir, ['gun', 'no', 'pistol', '1', 'roll']);
    const code = await s.session.run('fire crowd');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).not.toContain('--range');
    const last = game.readLog().at(-1);
    expect(last.record.range).toBe('maximum');
    expect(last.record.fromMap).toEqual([expect.objectContaining({ option: '--distance', source: 'map', value: '7.49', says: 'maximum' })]);
  });
});
