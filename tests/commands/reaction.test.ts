import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';
import { hasMessage } from '../../src/i18n/index.js';
import { resolveOverreact } from '../../src/rules/civil-disorder/overreact.js';
import { fixedDice } from '../helpers/dice.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('over-reaction results that lead somewhere (U67)', () => {
  it('records the result on the unit and offers the firing when it opens fire, in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      const r = resolveOverreact({ edition: 'en', lang, type: 'swat', armed: true, unitId: 'a', turn: 3, flags: ['under-gunfire'] }, fixedDice([1]));
      expect(r.outcome.code).toBe('open-fire');
      expect(r.effects).toContainEqual({ op: 'set', path: 'units.a.reaction', value: { turn: 3, code: 'open-fire' } });
      expect(r.next).toEqual(['fire', '--unit', 'a']);
      expect(r.notes.join('\n')).toMatch(/umpire fire --unit a/);
      expect(r.notes.join('\n')).not.toMatch(/overreact\.note/);
    }
    const adv = resolveOverreact({ edition: 'en', type: 'regular-police', armed: false, unitId: 'p', turn: 1 }, fixedDice([6]));
    expect(adv).toMatchObject({ outcome: { code: 'advance' }, next: null });
    for (const k of ['overreact.note.next-fire', 'status.reaction', 'turn.ask.open-fire', 'turn.open-fire.yes', 'turn.open-fire.no', 'turn.open-fire-next']) {
      expect(hasMessage('en', k) && hasMessage('fr', k), k).toBe(true);
    }
  });

  it('on a game: status shows advance / fall back / run away / open fire; the turn and the session offer the firing', async () => {
    game = tempGame();
    await game.init();
    await game.ok('overreact', 'riot1', '--roll', '1', '--mod', 'x=-1');
    expect(game.readState().game.units.riot1.reaction).toEqual({ turn: 1, code: 'fall-back' });
    const [o] = await game.ok('overreact', 'armed1', '--under-gunfire', '--roll', '1');
    expect(o.outcome.code).toBe('open-fire');
    const status = await game.run('status');
    expect(status.stdout).toMatch(/armed1 .*Open fire.*\(turn 1\)/i);
    expect(status.stdout).toMatch(/riot1 .*\(turn 1\)/);

    // The turn: a unit owing a test opens fire; without a terminal the next command is printed.
    const sf = game.readState();
    sf.game.units.armed1.owes = { 'shot-at': 1 };
    const { writeFileSync } = await import('node:fs');
    writeFileSync(game.state, JSON.stringify(sf));
    const r = await game.run('turn', '--intentions', '', '--crowd', 'students:skip', '--crowd', 'dockers:skip', '--crowd', 'looters:skip', '--moves', '', '--assessment', '', '--no-next-turn', '--overreact', 'armed1:--roll 1');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Unit armed1 opens fire: next, umpire fire <crowd> --unit armed1/);

    // The session at the table offers "fire --unit armed1 " as the next line.
    const s = scriptedSession(game.dir, []);
    expect(await s.session.run('overreact armed1 --under-gunfire --roll 1')).toBe(0);
    expect(s.out()).toMatch(/next, umpire fire <crowd> --unit armed1/);
    expect(s.session.suggestion).toBe('fire --unit armed1 ');
  });

  it('the session offers the fighters\' roll after an RL roll to RL 8 (U62)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, []);
    expect(await s.session.run('rl-roll bikers --mod charge=+3 --roll 6')).toBe(0);
    expect(s.out()).toMatch(/umpire fighters bikers/);
    expect(s.session.suggestion).toBe('fighters bikers');
  });

  it('the session offers the RL chart\'s jump after an RL roll that lands on RL 1-3 (issue 13), and not with --situation or in the players\' view', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, []);
    expect(await s.session.run('rl-roll church --mod calm=-3 --roll 1,1')).toBe(0);
    expect(s.out()).toMatch(/church is at RL 3, where the RL chart has a jump \(no-sf-in-sight → 4 Paused; surrounded → 5 Demonstrate\)/);
    expect(s.session.suggestion).toBe('jump church --situation ');
    s.session.suggestion = null;
    // A roll that stays above RL 3 offers nothing; nor does one whose situation is already given.
    expect(await s.session.run('rl-roll market --roll 4,1')).toBe(0);
    expect(s.session.suggestion).toBeNull();
    // church lands on RL 2, where no-escape has no jump: it stays there, and the umpire has already said the situation.
    expect(await s.session.run('rl-roll church --mod calm=-3 --roll 1,1 --situation no-escape')).toBe(0);
    expect(game.readState().game.crowds.church.rl).toBe(2);
    expect(s.session.suggestion).toBeNull();
    // In the players' view nothing is offered: church falls to RL 1 (where no-escape has a jump) unseen.
    expect(await s.session.run('player on')).toBe(0);
    expect(await s.session.run('rl-roll church --mod calm=-3 --roll 1,1')).toBe(0);
    expect(game.readState().game.crowds.church.rl).toBe(1);
    expect(s.session.suggestion).toBeNull();
  });
});
