import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { KEY, runWithKeys } from './harness.js';
import { checklistLine } from '../../src/prompts/guide.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('guided prompts (inquirer driven through streams)', () => {
  it('rl-roll typed bare in a terminal asks the crowd, the modifiers and the dice, and logs it as if typed', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const r = await runWithKeys(
      ['rl-roll'],
      [
        // The crowd from the state: frontline is first, market second.
        { waitFor: 'crowd', keys: [KEY.down, KEY.enter] },
        // The checklist (damp, soaked, outnumbered, police-withdrawing, police-charging...): tick the fourth.
        { waitFor: 'Situational modifiers', keys: [KEY.down, KEY.down, KEY.down, KEY.space, KEY.enter] },
        // Physical dice: the second choice, then each die by name, the movement once the RL is known.
        { waitFor: 'Dice', keys: [KEY.down, KEY.enter] },
        { waitFor: 'RL roll: 1d6', keys: ['6', KEY.enter] },
        { waitFor: 'movement: 1d6', keys: ['3', KEY.enter] },
      ],
      { cwd: game.dir },
    );
    expect(r.unanswered).toEqual([]);
    expect(r.code, r.stderr + r.screen).toBe(0);
    const log = game.readLog();
    expect(log).toHaveLength(2);
    // The checklist showed each modifier with its value, as --help does.
    expect(r.screen).toContain('-2 riot-charging: Specialist riot forces charging');
    expect(log[1].argv).toEqual(['rl-roll', 'market', '--police-withdrawing', '--roll', '6,3']);
    expect(log[1].record.modifiers.map((m: any) => [m.key, m.value])).toContainEqual(['police-withdrawing', 1]);
    expect(log[1].record.rolls.map((d: any) => [d.value, d.source])).toEqual([
      [6, 'entered'],
      [3, 'entered'],
    ]);
    expect(r.stderr).toContain('→ umpire rl-roll market --police-withdrawing --roll 6,3');
  });
});

describe('guided prompts never on a pipe', () => {
  it('a bare rl-roll with stdin not a terminal fails naming the missing option, nothing written', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const before = game.snapshot();
    const r = await game.run('rl-roll');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--rl');
    expect(game.snapshot()).toEqual(before);
  });
});

describe('guided prompts are generic over the commands as registered', () => {
  it('negotiate with a crowd but no negotiator asks for --by among the characters of the state', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, ['liaison', '', [], 'enter', '6']);
    const code = await s.session.run('negotiate market');
    expect(code, s.err()).toBe(0);
    expect(s.asked[0]).toMatch(/\(--by\)$/);
    expect(game.readLog()[1].argv).toEqual(['negotiate', 'market', '--by', 'liaison', '--roll', '6']);
  });

  it('negotiate with a crowd at RL 6 asks neither factors nor dice: nothing is rolled there (R7)', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, ['frontline', 'liaison']);
    expect(await s.session.run('negotiate'), s.err()).toBe(0);
    expect(s.asked).toEqual(['Which crowd?', 'The player character who negotiates, on the state (--by)']);
    expect(game.readLog().at(-1).record.outcome.code).toBe('no-effect');
  });

  it('a command with two subjects asks the one not given (damage: the building)', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, ['tvshop', '', [], 'roll']);
    await s.session.run('damage bikers');
    expect(s.asked[0]).toBe('Which building?');
    expect(game.readLog().at(-1).argv.slice(0, 3)).toEqual(['damage', 'bikers', 'tvshop']);
  });
});

describe('a missing required argument in a terminal', () => {
  it('is asked for from the state and its codes (trigger <unit> <trigger>: the unit, then what happened), no dice', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, ['spg', 'first-abuse']);
    expect(await s.session.run('trigger'), s.err()).toBe(0);
    // Each argument by its help text; a trigger marked rolls nothing: neither dice nor --odds offered.
    expect(s.asked).toEqual(["Which unit?", "What happened to it"]);
    expect(game.readLog().at(-1).argv).toEqual(['trigger', 'spg', 'first-abuse']);
  });

  it('a required argument that is neither an id nor a code is typed, never left to an error (act: the action from its codes)', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, ['liaison', 'radio', []]);
    expect(await s.session.run('act'), s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['act', 'liaison', 'radio']);
  });

  it('UMPIRE_NO_PROMPT=1 keeps a terminal from prompting: the error names the option', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, []);
    s.session.io.env.UMPIRE_NO_PROMPT = '1';
    expect(await s.session.run('rl-roll')).toBe(2);
    expect(s.err()).toContain('(give <crowd> or --rl N)');
    expect(s.asked).toEqual([]);
  });
});

describe('checklist lines: the value first', () => {
  it('a modifier reads its value before its words, so that a line cut at the width keeps it', () => {
    expect(checklistLine('en', '--first-appearance', 'Specialist riot forces or mounted police appear for the first time (+2)')).toBe('+2 first-appearance: Specialist riot forces or mounted police appear for the first time');
    expect(checklistLine('en', '--arrests', 'Crowd members arrested (n) (-1 each)')).toBe('-1 each arrests: Crowd members arrested (n)');
    expect(checklistLine('fr', '--damp', 'Foule « mouillée » (-1)')).toBe('-1 Foule « mouillée » (damp)');
    // No value in brackets: the line as before.
    expect(checklistLine('en', '--sf-on-ground', 'the SF figure is on the ground (known from the state)')).toBe('sf-on-ground: the SF figure is on the ground (known from the state)');
  });
});
