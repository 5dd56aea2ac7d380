// Every procedure of a Guérilla Urbaine gang game typed alone in a terminal
// (no option, no id), walked through the guided questions to the same logged
// line the batch of three turns types in full (tests/batch/gu-three-turns.txt):
// the figure that can act now, its first action, the weapon, the targets (one
// pick per shot of Cd, a checklist for a zone or a power's reach), the
// leader and its bubble, then physical dice or the program's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('guerilla-urbaine-gangs.yaml');
});
afterAll(() => game?.cleanup());

// [command line typed, the answers in order, the command line it logs]
const WALK: [string, unknown[], string[]][] = [
  ['gu-gang', ['loups'], ['gu-gang', 'loups']],
  ['gu-initiative --roll 5', [], ['gu-initiative', '--roll', '5']],
  ['gu-phase', ['vic', ['lynx']], ['gu-phase', '--leader', 'vic', '--bubble', 'lynx']],
  ['gu-shoot', ['vic', 'move', 'zip', '4', [], 'enter', '5', '6'], ['gu-shoot', 'vic', '--first', 'move', '--at', 'zip', '--distance', '4', '--roll', '5,6']],
  ['gu-act', ['lynx', 'concentrate'], ['gu-act', 'lynx', 'concentrate']],
  ['gu-act', ['lynx', 'camouflage', ['--cover']], ['gu-act', 'lynx', 'camouflage', '--cover']],
  ['gu-phase', ['raven', ['lame']], ['gu-phase', '--leader', 'raven', '--bubble', 'lame']],
  // An assault rifle, Cd 2: one pick per shot, and each shot's distance asked for its own figure (l.46), one --distance per --at.
  ['gu-shoot', ['raven', 'concentrate', 'brute', 'nono', '9', '12', [], 'enter', '4', '1'], ['gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--at', 'nono', '--distance', '9', '--distance', '12', '--roll', '4,1']],
  ['gu-melee', ['lame', 'move', 'nono', 'enter', '4', '5', '2'], ['gu-melee', 'lame', '--first', 'move', '--at', 'nono', '--roll', '4,5,2']],
  ['gu-phase', ['sam', ['doc']], ['gu-phase', '--leader', 'sam', '--bubble', 'doc']],
  ['gu-heal', ['doc', 'concentrate', 'brute', 'yes', 'enter', '2'], ['gu-heal', 'doc', '--first', 'concentrate', '--target', 'brute', '--contact', '--roll', '2']],
  // --at typed: the hidden targets are offered from the figures it names (a checklist, not a line to type).
  ['gu-shoot sam --first move --at lame', ['5', ['lame'], 'enter', '6'], ['gu-shoot', 'sam', '--first', 'move', '--at', 'lame', '--distance', '5', '--hidden', 'lame', '--roll', '6']],
  ['gu-phase', ['kira', ['mama']], ['gu-phase', '--leader', 'kira', '--bubble', 'mama']],
  ['gu-act kira move', [], ['gu-act', 'kira', 'move']],
  // Nature's wrath touches every enemy within 5 pas: a checklist; it rolls no die.
  ['gu-power', ['mama', 'wrath-of-nature', 'move', ['nono', 'oeil']], ['gu-power', 'mama', 'wrath-of-nature', '--first', 'move', '--targets', 'nono,oeil']],
  // The side's remaining figures: nothing to ask.
  ['gu-phase', [], ['gu-phase']],
  ['gu-act nono concentrate', [], ['gu-act', 'nono', 'concentrate']],
  ['gu-act nono stand-up', [], ['gu-act', 'nono', 'stand-up']],
  ['gu-act oeil concentrate', [], ['gu-act', 'oeil', 'concentrate']],
  ['gu-act oeil stand-up', [], ['gu-act', 'oeil', 'stand-up']],
  ['gu-phase --gang corbeaux', [], ['gu-phase', '--gang', 'corbeaux']],
  ['gu-pray', ['frere', 'blessing-shield', 'move', ['zip']], ['gu-pray', 'frere', 'blessing-shield', '--first', 'move', '--targets', 'zip']],
];

describe('every procedure of a gang game typed alone reaches a resolution through the questions', () => {
  it.each(WALK)('%s', async (line, answers, logged) => {
    const s = scriptedSession(game.dir, [...answers]);
    const code = await s.session.run(line);
    expect(code, s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(game.readLog().at(-1).argv).toEqual(logged);
  });

  it('offers only the figures that can act now, with their gang and PV, and asks in French', async () => {
    const s = scriptedSession(game.dir, ['zip', 'concentrate', 'oeil', '6', [], 'enter', '2']);
    expect(await s.session.run('gu-shoot'), s.err()).toBe(0);
    // The Corbeaux' remaining figures: zip has a pistol; frere, blessed and done, has acted.
    expect(s.asked[0]).toBe('Quelle figurine\u00a0?');
    expect(game.readLog().at(-1).argv).toEqual(['gu-shoot', 'zip', '--first', 'concentrate', '--at', 'oeil', '--distance', '6', '--roll', '2']);
  });
});

describe('gu-shoot guided: the distance within the weapon', () => {
  it('refuses at the prompt, in the command\'s words, a distance that is not a number of pas: one shot, or one per figure (l.46)', async () => {
    const g = tempGame();
    try {
      await g.init('guerilla-urbaine-gangs.yaml');
      for (const line of [['gu-initiative', '--roll', '4'], ['gu-phase', '--leader', 'vic', '--bubble', 'doc']]) expect((await g.run(...line)).code).toBe(0);
      const one = await scriptedSession(g.dir, ['concentrate', 'raven', 'abc', [], 'roll']).said('gu-shoot vic');
      expect(one).toMatch(/"abc" refused for "Distance[^"]*\(--distance\)[^"]*": --distance «.abc.».:.une distance en pas, entière ou demie/);
      expect((await g.run('gu-act', 'vic', 'concentrate')).code).toBe(0);
      expect((await g.run('gu-phase', '--leader', 'raven', '--bubble', 'lame')).code).toBe(0);
      const each = await scriptedSession(g.dir, ['concentrate', 'brute', 'nono', '9', '__proto__', [], 'roll']).said('gu-shoot raven');
      expect(each).toMatch(/"__proto__" refused for "Distance[^"]*\(--distance\)[^"]*nono[^"]*": --distance «.__proto__.».:.une distance en pas/);
      expect(g.readLog().filter((e: { argv?: string[] }) => e.argv?.[0] === 'gu-shoot')).toHaveLength(0);
    } finally {
      g.cleanup();
    }
  });

  it("asks the distance within the weapon's long range (2 x Por, l.31) and refuses farther at the prompt, never after the questions", async () => {
    const g = tempGame();
    try {
      await g.init('guerilla-urbaine-gangs.yaml');
      for (const line of [['gu-initiative', '--roll', '4'], ['gu-phase', '--leader', 'vic', '--bubble', 'doc']]) expect((await g.run(...line)).code).toBe(0);
      const s = scriptedSession(g.dir, ['concentrate', 'raven', '30', [], 'roll']);
      const said = await s.said('gu-shoot vic');
      expect(said).toMatch(/"30" refused for "Distance[^"]*\(--distance\)[^"]*au plus 10 ici[^"]*": au plus 10 dans cette partie, à présent/);
      expect(g.readLog()).toHaveLength(3);
      const ok = scriptedSession(g.dir, ['concentrate', 'raven', '10', [], 'enter', '6', '1']);
      expect(await ok.session.run('gu-shoot vic'), ok.err()).toBe(0);
      expect(g.readLog().at(-1).argv).toEqual(['gu-shoot', 'vic', '--first', 'concentrate', '--at', 'raven', '--distance', '10', '--roll', '6,1']);
    } finally {
      g.cleanup();
    }
  });
});
