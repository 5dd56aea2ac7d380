// SF units over a long game (issue 31, finding 10): a recovered casualty back
// in its unit; detaching a snatch squad and joining units back; ambulances
// leaving for hospital and coming back.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('a recovered casualty goes back to its unit (U206)', () => {
  // civil-disorder.en.txt l.287: "1: It's only a scratch ... Just needs a turn patching up and can carry on as
  // before"; emeutes.fr.txt l.408 "peut continuer la partie".
  it('a wounded member triaged 1 is fit again the turn after: the unit counts one wounded fewer, in the log (undo and rebuild agree)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // Bricks and bottles on the unprotected foot patrol: 2d3 = 4 hits, 4 wounded (cas-1..cas-4).
    await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '2,2');
    expect(game.readState().game.units.foot1.wounded).toBe(4);
    await game.ok('triage', 'cas-4', '--roll', '1');
    await game.ok('triage', 'cas-3', '--roll', '2');
    const turn2 = await game.ok('next-turn');
    const back = turn2.find((r) => r.casualty === 'cas-4');
    expect(back).toMatchObject({ procedure: 'triage', unit: 'foot1', outcome: { code: 'recovered' } });
    expect(back.effects).toContainEqual({ op: 'add', path: 'units.foot1.wounded', value: -1, prev: 4 });
    const s = game.readState().game;
    expect(s.units.foot1.wounded).toBe(3);
    expect(s.casualties['cas-4']).toMatchObject({ status: 'recovered', where: 'foot1', rejoined: 'foot1' });
    // The walking wounded stays out of the unit (it "will need hospital attention", l.289).
    expect(s.casualties['cas-3']).toMatchObject({ status: 'walking' });
    // Fit strength 10 - 3 wounded: issue-kit equips 7.
    const [kit] = await game.ok('issue-kit', 'foot1', '--kit', 'shields');
    expect(kit.sets).toBe(7);
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
    await game.ok('undo');
    await game.ok('undo');
    expect(game.readState().game.units.foot1.wounded).toBe(4);
    expect(game.readState().game.casualties['cas-4'].rejoined).toBeUndefined();
  });
});
