import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { questionOf, scriptedSession } from '../helpers/session.js';
import { scriptedPrompter } from '../../src/prompts/prompter.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

async function play(answers: unknown[], line: string) {
  const s = scriptedSession(game.dir, answers);
  const code = await s.session.run(line);
  return { code, s };
}

describe('the guided flow from each procedure\'s facts (typed alone in a game)', () => {
  it('fire asks the crowd, the weapon, the range band, the firers, then the dice: no dead end', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['frontline', 'armed', 'no', 'rifle', 'close', '2', 'enter', '1,1'], 'fire');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).toEqual(['Which crowd?', '--unit', '--over-heads', '--weapon', '--range', '--firers', 'Dice', 'firer 1-2: 2d6']);
    expect(game.readLog().at(-1).argv).toEqual(['fire', 'frontline', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--firers', '2', '--roll', '1,1']);
  });

  it("a typed number the game bounds is asked within the bound and refused at the prompt past it, never after the questions (fire --firers: the unit's 8 fit figures, EN l.301 \"1d6 per firer\"; line-fight --sf)", async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const said = await scriptedSession(game.dir, ['bikers', 'armed', 'no', 'rifle', 'close', '20', 'enter', '1,1']).said('fire');
    expect(said).toContain('"20" refused for "Number of firers or heavy MGs, 1..8 (--firers) [Enter: 1]": at most 8 in this game now');
    expect(game.readLog()).toHaveLength(1);
    const { code, s } = await play(['bikers', 'armed', 'no', 'rifle', 'close', '8', 'enter', '1,1,1,1,1,1,1,1'], 'fire');
    expect(code, s.err()).toBe(0);
    expect(s.asked).toContain('Number of firers or heavy MGs, 1..8 (--firers) [Enter: 1]');
    const fr = scriptedSession(game.dir, ['frontline', '5', '9'], { lang: 'fr' });
    expect(await fr.said('line-fight armed')).toMatch(/"9" refused for "[^"]*\(--sf\)[^"]*\(au plus 8 ici\)[^"]*": au plus 8 dans cette partie, à présent/);
  });

  it("the crowd's throwers and the figures in a petrol bomb's flames are asked within the state's bound, refused at the prompt past it (missiles --throwers: the crowd's figures; petrol-bomb --figures: the unit's members)", async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const said = await scriptedSession(game.dir, ['van1', '50', '', 'roll']).said('missiles bikers');
    expect(said).toMatch(/"50" refused for "[^"]*\(--throwers\)[^"]*": at most 20 in this game now/);
    expect(game.readLog()).toHaveLength(1);
    const { code, s } = await play(['van1', '20', '', 'roll'], 'missiles bikers');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toContain('20');
    const damage = await scriptedSession(game.dir, ['cars', '50', [], 'roll']).said('damage bikers');
    expect(damage).toMatch(/"50" refused for "[^"]*\(--figures\)[^"]*": at most 20 in this game now/);
    const bomb = await scriptedSession(game.dir, ['van1', '', '9', [], 'roll']).said('petrol-bomb bikers');
    expect(bomb).toMatch(/"9" refused for "[^"]*\(--figures\)[^"]*": at most [78] in this game now/);
  });

  it("split asks the figures of the new crowd within all the crowd's figures but one, refused at the prompt past it", async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect(await scriptedSession(game.dir, ['30', 'edge', '']).said('split frontline')).toMatch(/"30" refused for "[^"]*\(--figures\)[^"]*": at most 29 in this game now/);
    expect(game.readLog()).toHaveLength(1);
    const { code, s } = await play(['29', 'edge', ''], 'split frontline');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['split', 'frontline', '--figures', '29', '--as', 'edge']);
  });

  it('a value question longer than the 80-column line asks by its first clause (gas --range), and the line still reaches a resolution', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play([['frontline'], 'tear', 'grenade', '', '5', 'enter', '3,2'], 'gas');
    expect(code, s.err()).toBe(0);
    expect(s.asked).toContain('Distance to the target (--range) (at most 15 here) [Enter: default]');
    for (const q of s.asked) expect([...q].length, q).toBeLessThanOrEqual(77);
    expect(game.readLog().at(-1).argv).toEqual(['gas', 'frontline', '--kind', 'tear', '--weapon', 'grenade', '--range', '5', '--roll', '3,2']);
  });

  it('gas: a cloud over two crowds (EN l.205) is one checklist, each crowd its own word; none ticked is refused at the prompt, and a prompter that still gives none is exit 2, never asked again', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play([['church', 'frontline'], 'tear', 'grenade', '', '5', 'enter', '3,2'], 'gas');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)[0]).toBe('Which crowds?');
    expect(game.readLog().at(-1).argv.slice(0, 3)).toEqual(['gas', 'church', 'frontline']);
    // The real checklist's validate refuses nothing ticked (the scripted prompter throws what it says).
    expect(await scriptedSession(game.dir, [[]]).said('gas')).toMatch(/\[\] refused for "Which crowds\?": tick at least one/);
    // A prompter that hands back none whatever it is told: one line, exit 2, nothing written.
    const before = game.readLog().length;
    const none = scriptedSession(game.dir, [], { prompter: { ...scriptedPrompter([]), checkbox: async () => [] } });
    expect(await none.session.run('gas')).toBe(2);
    expect(none.err()).toMatch(/Which crowds\?.*nothing ticked/);
    expect(game.readLog()).toHaveLength(before);
  });

  it("a weapon's distance is asked within its range in the game's edition and refused at the prompt past it (gas: grenade 15\", riot gun 75 cm in Émeutes; water: hose 25\"; baton gun)", async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect(await scriptedSession(game.dir, [['frontline'], 'tear', 'grenade', '', '16', 'enter', '3,2']).said('gas')).toMatch(/"16" refused for "[^"]*\(--range\)[^"]*": at most 15 in this game now/);
    expect(await scriptedSession(game.dir, ['frontline', 'hose', '', '26']).said('water')).toMatch(/"26" refused for "[^"]*\(--range\)[^"]*": at most 25 in this game now/);
    expect(await scriptedSession(game.dir, ['frontline', '', '', '26', 'enter', '5']).said('baton-gun')).toMatch(/"26" refused for "[^"]*\(--range\)[^"]*": at most 25 in this game now/);
    expect(game.readLog()).toHaveLength(1);
    game.cleanup();
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    const fr = await scriptedSession(game.dir, [['dockers'], 'tear', 'riot-gun', '', '76', 'enter', '3,2']).said('gas');
    expect(fr).toMatch(/"76" refused for "[^"]*\(--range\)[^"]*": au plus 75 dans cette partie, à présent/);
  });

  it('negotiate asks the crowd, then --by from the characters (each question once)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['market', 'liaison', '', [], 'enter', '6'], 'negotiate');
    expect(code, s.err()).toBe(0);
    expect(s.asked.filter((q) => q.startsWith('Dice')).length).toBe(1);
    expect(s.asked.at(-1)).toBe('negotiation: 1d6');
    expect(game.readLog().at(-1).argv).toEqual(['negotiate', 'market', '--by', 'liaison', '--roll', '6']);
  });

  it('triage typed alone in a game asks the casualty awaiting triage, never a stateless lookup', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play([], 'triage');
    expect(code).toBe(2);
    expect(s.err()).toContain('triage: no casualty can act now');
    expect(game.readLog()).toHaveLength(1);
  });

  it('rl-roll shows what the state knows ticked and asks the rest', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['market', ['--outnumbered'], 'enter', '4', '2'], 'rl-roll');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['rl-roll', 'market', '--outnumbered', '--roll', '4,2']);
  });

  it('melee asks the unit, the crowd, the intent, who outnumbers whom, the factors with the state\'s shown, then the dice', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['spg', 'frontline', 'beat', '', '', ['--crowd-attacks'], 'roll'], 'melee');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).toEqual(['Which unit?', 'Which crowd?', '--intent', '--sf', '--rioters', 'Situational modifiers (space to tick, enter when done)', 'Dice']);
    expect(game.readLog().at(-1).argv).toEqual(['melee', 'spg', 'frontline', '--intent', 'beat', '--crowd-attacks']);
  });

  it('overreact offers no-support and no-escape, never the stateless --unarmed or --odds', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { prompter, seen } = watching(['spg', ['--no-support', '--no-escape'], 'enter', '4']);
    const s = scriptedSession(game.dir, []);
    (s.session.io as any).prompter = prompter;
    expect(await s.session.run('overreact'), s.err()).toBe(0);
    const list = seen.find((q) => q.message.startsWith('Situational'))!.choices.map((c: any) => c.value);
    expect(list).toContain('--no-support');
    expect(list).toContain('--no-escape');
    expect(list).not.toContain('--unarmed');
    expect(list).not.toContain('--odds');
    expect(game.readLog().at(-1).argv).toEqual(['overreact', 'spg', '--no-support', '--no-escape', '--roll', '4']);
  });

  it('loot lists only crowds at RL 7-8 and buildings with loot', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { prompter, seen } = watching(['bikers', 'tvshop', '', 'enter', '3', '2']);
    const s = scriptedSession(game.dir, []);
    (s.session.io as any).prompter = prompter;
    expect(await s.session.run('loot'), s.err()).toBe(0);
    expect(seen[0].choices.map((c: any) => c.value)).toEqual(['bikers']);
    expect(seen[1].choices.every((c: any) => c.name.includes('loot left'))).toBe(true);
    expect(game.readLog().at(-1).argv.slice(0, 3)).toEqual(['loot', 'bikers', 'tvshop']);
  });

  it('burn on a building that does not burn asks how many fires to start', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['tvshop', '2'], 'burn');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['burn', 'tvshop', '--start', '2']);
  });
});

/** A scripted prompter that also keeps each question's choices. */
function watching(answers: unknown[]) {
  const seen: { message: string; choices: any[] }[] = [];
  const inner = scriptedPrompter(answers);
  const prompter = {
    select: (m: string, c: any[]) => (seen.push({ message: m, choices: c }), inner.select(m, c)),
    checkbox: (m: string, c: any[]) => (seen.push({ message: m, choices: c }), inner.checkbox(m, c)),
    input: (m: string, v?: any) => (seen.push({ message: m, choices: [] }), inner.input(m, v)),
  };
  return { prompter, seen };
}

describe('pick lists in the output language', () => {
  it('negotiate --by names each character\'s quality as a word of the language (never the code)', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    const { NEGOTIATE_FACTS } = await import('../../src/commands/civil-disorder/negotiate.js');
    const by = NEGOTIATE_FACTS.options.find((o) => o.flags.startsWith('--by'))!;
    const g = game.readState().game;
    const fr = by.pick!(g, [], 'fr').map((c) => c.name).join(' | ');
    expect(fr).toContain('bon négociateur');
    expect(fr).not.toMatch(/\b(good|poor|average)\b/);
    expect(by.pick!(g, [], 'en').map((c) => c.name).join(' | ')).toMatch(/good negotiator/);
  });
});
