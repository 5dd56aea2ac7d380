import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { comparable } from '../helpers/session.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});
function newGame() {
  const g = tempGame();
  games.push(g);
  return g;
}

describe('umpire turn (the Sequence of Action) on a pipe', () => {
  it('fails naming the answers it needs instead of waiting, and writes nothing', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const before = g.snapshot();
    const r = await g.run('turn', '--moves', 'none');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--intentions, --assessment');
    expect(g.snapshot()).toEqual(before);
  });

  it('walks the steps in the rules\' order: intentions, every crowd\'s RL roll, moves, resolutions, assessment, next turn', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await g.run(
      'turn',
      '--intentions', 'hold Acre Lane',
      '--crowd', 'frontline:--riot-charging --roll 3,2',
      '--crowd', 'church:skip',
      '--all-crowds',
      '--moves', '',
      '--resolve', 'rl-roll bikers --outnumbered',
      '--assessment', 'quieter',
    );
    expect(r.code, r.stderr).toBe(0);
    const log = g.readLog();
    // next-turn may add entries of its per-turn hooks after these.
    expect(log.slice(1, 10).map((e: any) => e.argv.join(' '))).toEqual([
      'note --step intentions hold Acre Lane',
      'rl-roll frontline --riot-charging --roll 3,2',
      'rl-roll market',
      'rl-roll estate',
      'rl-roll bikers',
      'rl-roll shoplifters',
      'rl-roll bikers --outnumbered',
      'note --step assessment quieter',
      'next-turn',
    ]);
    expect(g.readState().game.turn).toBe(2);
    expect(r.stdout.indexOf('1. Players')).toBeLessThan(r.stdout.indexOf('2. Crowd movement'));
    expect(r.stdout.indexOf('2. Crowd movement')).toBeLessThan(r.stdout.indexOf('3. Players'));
    expect(r.stdout.indexOf('4. Resolution')).toBeLessThan(r.stdout.indexOf("6. Umpire's assessment"));
  });

  it('its log equals the same commands typed one by one', async () => {
    const a = newGame();
    await a.init('railton-road.yaml');
    const r = await a.run('turn', '--intentions', 'x', '--moves', 'y', '--assessment', 'z', '--no-next-turn', '--all-crowds');
    expect(r.code, r.stderr).toBe(0);
    const b = newGame();
    await b.init('railton-road.yaml');
    for (const argv of [['note', '--step', 'intentions', 'x'], ...['frontline', 'market', 'church', 'estate', 'bikers', 'shoplifters'].map((c) => ['rl-roll', c]), ['note', '--step', 'moves', 'y'], ['note', '--step', 'assessment', 'z']]) {
      expect((await b.run(...argv)).code).toBe(0);
    }
    expect(comparable(a.readLog())).toEqual(comparable(b.readLog()));
    expect(a.readState().game.turn).toBe(1);
  });

  it('on a pipe rolls only the crowds owing a roll, says so for the others, and the roll pays the debt off', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    await g.ok('owe', 'market', '--why', 'threaten');
    // A procedure that is one of the chart's circumstances marks its crowd (U54).
    await g.ok('water', 'bikers');
    expect(Object.keys(g.readState().game.crowds.bikers.owes)).toEqual(['water']);
    const r = await g.run('turn', '--intentions', '', '--moves', '', '--assessment', '', '--no-next-turn');
    expect(r.code, r.stderr).toBe(0);
    const rolled = g.readLog().filter((e: any) => e.record?.procedure === 'rl-roll').map((e: any) => e.record.crowd);
    expect(rolled).toEqual(['market', 'bikers']);
    expect(r.stdout).toContain('market owes an RL roll: SF threaten');
    expect(r.stdout).toContain('bikers owes an RL roll: hosed');
    expect(r.stdout).toContain('frontline: no RL roll owed');
    const crowds = g.readState().game.crowds;
    expect(crowds.market.owes).toBeUndefined();
    expect(crowds.bikers.owes).toBeUndefined();
    // Nothing owed any more: the next walk rolls no crowd.
    const again = await g.run('turn', '--intentions', '', '--moves', '', '--assessment', '', '--no-next-turn');
    expect(again.code, again.stderr).toBe(0);
    expect(g.readLog().filter((e: any) => e.record?.procedure === 'rl-roll')).toHaveLength(2);
  });

  it('stops at a failing step on a pipe, naming it; the steps before it stay logged', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await g.run('turn', '--intentions', 'x', '--crowd', 'frontline:--roll 9', '--moves', '', '--assessment', '');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('stopped at the crowd movement step ("rl-roll frontline --roll 9" failed');
    expect(g.readLog().map((e: any) => e.record?.procedure ?? e.kind)).toEqual(['init', 'note']);
  });

  it('lists an over-reaction test owed this turn', async () => {
    const g = newGame();
    await g.init(`title: t\ncrowds:\n  - {id: c1, figures: 20, rl: 1}\nunits:\n  - {id: u1, type: regular-police, strength: 4}\n`);
    // Mark a test owed, as a procedure's effects would.
    const sf = g.readState();
    sf.game.units.u1.owes = { 'first-abuse': 1 };
    writeFileSync(g.state, JSON.stringify(sf));
    const r = await g.run('turn', '--intentions', '', '--moves', '', '--assessment', '', '--no-next-turn', '--overreact', 'u1:skip');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Over-reaction tests owed this turn');
    expect(r.stdout).toContain('c1: dispersed (RL 1), no roll');
  });
});
