// The guerilla-urbaine pack's procedures typed alone in a riot
// (scenarios/railton-road-armed.yaml), walked through the guided questions to
// a logged resolution: "Which armed agent?", the weapon of an agent carrying
// two, the crowd and the figures a grenade hits, the SF unit, the dice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road-armed.yaml');
});
afterAll(() => game?.cleanup());

// [command line typed, the answers in order, the command line it logs]
const WALK: [string, unknown[], string[]][] = [
  ['agent-move', ['gunman', 'market', []], ['agent-move', 'gunman', '--crowd', 'market']],
  ['agent-hide', ['rifleman'], ['agent-hide', 'rifleman']],
  // The gunman carries a pistol and grenades: which one; a grenade into a crowd: how many figures within its zone.
  ['agent-shoot', ['gunman', 'grenade', '', '', 'frontline', '4', '3', [], 'roll'], ['agent-shoot', 'gunman', '--weapon', 'grenade', '--crowd', 'frontline', '--figures', '4', '--distance', '3']],
  ['sf-shoot', ['armed', 'rifleman', '6', '' /* one figure fires */, [], 'roll'], ['sf-shoot', 'armed', '--at', 'rifleman', '--distance', '6']],
  // The gunman has acted, but an SF figure may still attack it: the state gives --unit-attacks (R17), not asked.
  ['agent-melee', ['gunman', 'spg', [], 'roll'], ['agent-melee', 'gunman', '--unit', 'spg', '--unit-attacks']],
];

describe('the armed agents of a riot typed alone reach a resolution through the questions', () => {
  it.each(WALK)('%s', async (line, answers, logged) => {
    const s = scriptedSession(game.dir, [...answers]);
    const code = await s.session.run(line);
    expect(code, s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(game.readLog().at(-1).argv).toEqual(logged);
    if (line !== 'sf-shoot') expect(s.asked[0]).toBe('Which armed agent?');
  });

  it('offers no agent that has taken its two actions this turn', async () => {
    const s = scriptedSession(game.dir, ['gunman']);
    expect(await s.session.run('agent-hide')).toBe(2);
    expect(s.err()).toContain('agent-hide: no armed agent can act now');
  });
});

describe('agent-shoot at two targets (l.46, U437)', () => {
  it('asks one distance per target, named, and gives one --distance per target in the shots\' order', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road-armed.yaml');
      const s = scriptedSession(g.dir, ['4', '20', [], 'roll']);
      expect(await s.session.run('agent-shoot rifleman --unit spg --unit van1'), s.err() + JSON.stringify(s.asked)).toBe(0);
      const asked = s.asked.filter((q) => q.includes('--distance'));
      expect(asked).toHaveLength(2);
      expect(asked[0]).toMatch(/→ spg/);
      expect(asked[1]).toMatch(/→ van1/);
      const argv = g.readLog().at(-1).argv;
      expect(argv.slice(0, 10)).toEqual(['agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '20']);
    } finally {
      g.cleanup();
    }
  });
});

describe('a shot needs a target', () => {
  it('asks the crowd only when no unit is shot at, and never lets both be none', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road-armed.yaml');
      // A unit picked: no crowd asked.
      const s = scriptedSession(g.dir, ['gunman', 'pistol', 'van1', '3', [], 'enter', '1']);
      expect(await s.session.run('agent-shoot'), s.err()).toBe(0);
      expect(s.asked.some((q) => q.includes('(--crowd)'))).toBe(false);
      expect(g.readLog().at(-1).argv).toEqual(['agent-shoot', 'gunman', '--weapon', 'pistol', '--unit', 'van1', '--distance', '3', '--roll', '1']);
      // No unit nor agent: the crowd is asked without a "none" choice (the scripted prompter refuses an answer not offered).
      const t = scriptedSession(g.dir, ['rifleman', '', '', '']);
      const said = await t.said('agent-shoot');
      expect(said).toMatch(/"" is not a choice of ".*\(--crowd\)"/);
    } finally {
      g.cleanup();
    }
  });
});

describe('SF firing at an agent', () => {
  it('offers only the armed units (an unarmed one has nothing to fire: no question that ends in a refusal)', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road-armed.yaml');
      const s = scriptedSession(g.dir, ['panda1']);
      const said = await s.said('sf-shoot');
      expect(said).toMatch(/"panda1" is not a choice of "Which unit\?" \(armed\)/);
    } finally {
      g.cleanup();
    }
  });
});

describe("an agent's shot: the distance within the weapon; the SF's shooters within the unit", () => {
  it("asks the distance within the weapon's long range (2 x Por, l.31) and refuses farther at the prompt, never after the questions", async () => {
    const g = tempGame();
    try {
      await g.init('railton-road-armed.yaml');
      const many = await scriptedSession(g.dir, ['gunman', '3', '9', [], 'roll']).said('sf-shoot armed');
      expect(many).toMatch(/"9" refused for "[^"]*\(--shooters\)[^"]*": at most 8 in this game now/);
      const said = await scriptedSession(g.dir, ['van1', '100', [], 'roll']).said('agent-shoot rifleman');
      expect(said).toMatch(/"100" refused for "[^"]*\(--distance\)[^"]*at most 24 here[^"]*": at most 24 in this game now/);
      expect(g.readLog()).toHaveLength(1);
    } finally {
      g.cleanup();
    }
  });
});
