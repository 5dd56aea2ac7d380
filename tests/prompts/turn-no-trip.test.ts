// `umpire turn` in a terminal is left only by the umpire (issue 30): a
// refusal or an empty pick list is said in one line and the step asked again;
// `turn` typed again resumes where the log says the turn stands; step 5 offers
// only the characters who have not acted.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';
import { scriptedPrompter, type Prompter } from '../../src/prompts/prompter.js';
import { resumeAt } from '../../src/rules/civil-disorder/sequence.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** A scripted prompter that also keeps each question with its choices. */
function watching(answers: unknown[]) {
  const seen: { message: string; choices: string[] }[] = [];
  const inner = scriptedPrompter(answers);
  const prompter: Prompter = {
    select: (m, c) => (seen.push({ message: m, choices: c.map((x) => x.value) }), inner.select(m, c)),
    checkbox: (m, c, v) => (seen.push({ message: m, choices: c.map((x) => x.value) }), inner.checkbox(m, c, v)),
    input: (m, v) => (seen.push({ message: m, choices: [] }), inner.input(m, v)),
  };
  return { prompter, seen };
}

describe('turn at the table, never left but by the umpire', () => {
  it('an empty pick list at step 4 is one line, and the menu is asked again; steps 5, 6 and next-turn follow', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // No casualty yet: triage has nobody to treat.
    const s = scriptedSession(game.dir, ['', [], '', 'triage', '', '', '', 'no']);
    expect(await s.session.run('turn'), s.err()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(s.err()).toContain('umpire: triage: no casualty can act now\n');
    expect(s.asked.filter((q) => q === 'A resolution?')).toHaveLength(2);
    expect(s.asked).toContain('A player action?');
    expect(s.asked.at(-1)).toBe('Advance to the next turn?');
  });

  it('turn typed again resumes at the step the log has reached (step 4 after the moves), a crowd rolled this turn not offered again', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    for (const line of [['note', '--step', 'intentions', 'hold'], ['rl-roll', 'bikers'], ['note', '--step', 'moves', 'vans']]) expect((await game.run(...line)).code).toBe(0);
    const s = scriptedSession(game.dir, ['', '', '', 'no']);
    expect(await s.session.run('turn'), s.err()).toBe(0);
    expect(s.out()).toContain('Turn 1 resumes at step 4: the log has the steps before it.');
    expect(s.asked[0]).toBe('A resolution?');
    expect(s.out()).not.toContain("1. Players' intentions");

    // After only a roll: step 2 again, without the crowd rolled.
    game.cleanup();
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('rl-roll', 'bikers')).code).toBe(0);
    const { prompter, seen } = watching([[], '', '', '', '', 'no']);
    const again = scriptedSession(game.dir, [], { prompter });
    expect(await again.session.run('turn'), again.err()).toBe(0);
    expect(again.out()).toContain('Turn 1 resumes at step 2');
    expect(seen[0].message).toBe('These crowds owe no RL roll: roll any of them anyway?');
    expect(seen[0].choices).not.toContain('bikers');
    expect(seen[0].choices).toContain('market');
  });

  it('the umpire\'s bookkeeping says no step: the turn still begins at step 1', async () => {
    expect(resumeAt(0)).toBe(1);
    expect(resumeAt(6)).toBe(7);
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('owe', 'church', '--why', 'threaten')).code).toBe(0);
    const s = scriptedSession(game.dir, ['', [], '', ['--outnumbered'], 'roll', '', '', '', '', 'no']);
    expect(await s.session.run('turn'), s.err()).toBe(0);
    expect(s.out()).not.toContain('resumes');
    expect(s.asked[0]).toBe("The players' intentions for this turn (empty for none)");
  });

  it('step 5 offers only the characters who have not acted this turn', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('act', 'liaison', 'radio')).code).toBe(0);
    const { prompter, seen } = watching(['', '', 'no']);
    const s = scriptedSession(game.dir, [], { prompter });
    // The act is step 5's: the turn resumes there.
    expect(await s.session.run('turn'), s.err()).toBe(0);
    const step5 = seen.find((q) => q.message === 'A player action?')!;
    expect(step5.choices).toEqual(['', 'commander', 'spgsgt']);
  });
  it("turn --lang fr --state FILE: each step's questions (the RL roll's modifiers, the resolution's subject) speak French and read that state", async () => {
    game = tempGame();
    await game.init('railton-road.yaml', '--state', 'soir.json');
    const { prompter, seen } = watching(['', ['frontline'], [], 'roll', '', 'melee', 'spg', 'frontline', 'arrest', '', '', [], 'roll', '', '', '', 'no']);
    const s = scriptedSession(game.dir, [], { prompter });
    expect(await s.session.run('turn --lang fr --state soir.json'), s.err() + s.out()).toBe(0);
    const asked = seen.map((q) => q.message);
    expect(asked[2]).toBe('Modificateurs de situation (espace pour cocher, entrée pour valider)');
    expect(asked.some((q) => q.startsWith('Quelle unité'))).toBe(true);
    expect(asked).not.toContain('Situational modifiers (space to tick, enter when done)');
    expect(asked).not.toContain('Which unit?');
    expect(s.out()).toContain('umpire melee spg frontline');
  });
});
