// The swat-assault pack's procedures typed alone in a riot
// (scenarios/railton-road-swat.yaml), walked through the guided questions to a
// logged resolution: "Which building?" (only those held by armed men), the
// armed unit going in, the crowds around; "Which assault?", the pairs of
// enemies standing that fire and fight; the end's crowds, fires and damage.
// No dice are asked: Intervention rolls none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';
import { scriptedPrompter } from '../../src/prompts/prompter.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road-swat.yaml');
});
afterAll(() => game?.cleanup());

// [command line typed, the answers in order, the command line it logs]
const WALK: [string, unknown[], string[]][] = [
  ['assault-start', ['bank', 'armed', '' /* Enter: all its figures */, ['market', 'estate']], ['assault-start', 'bank', '--unit', 'armed', '--crowd', 'market,estate']],
  ['assault-turn', ['assault-1', ['armed-1', 'gunman'], 'gunman', 'armed-1' /* each shooter's target */, '', '' /* each target where it stands */, ['armed-2'], 'driver'], ['assault-turn', 'assault-1', '--fire', 'armed-1:gunman,gunman:armed-1', '--melee', 'armed-2:driver']],
  ['assault-end', ['assault-1', [], '1', ''], ['assault-end', 'assault-1', '--fires', '1']],
];

describe('a SWAT assault typed alone reaches a resolution through the questions', () => {
  it.each(WALK)('%s', async (line, answers, logged) => {
    const s = scriptedSession(game.dir, [...answers]);
    const code = await s.session.run(line);
    expect(code, s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(game.readLog().at(-1).argv).toEqual(logged);
    expect(s.asked[0]).toBe(line === 'assault-start' ? 'Which building?' : 'Which assault?');
    expect(s.asked.join(' ')).not.toMatch(/[Dd]ice/);
  });

  it('offers no assault once it is over', async () => {
    const s = scriptedSession(game.dir, []);
    expect(await s.session.run('assault-turn')).toBe(2);
    expect(s.err()).toContain('assault-turn: no assault under way can act now');
  });
});

describe('what the questions offer', () => {
  it('names each pair with its RT counters, shooter first, and leaves out the crowds already named around', async () => {
    const start = scriptedSession(game.dir, ['bank', 'armed', '', ['market']]);
    expect(await start.session.run('assault-start'), start.err()).toBe(0);
    const offered: Record<string, { value: string; name?: string }[]> = {};
    const base = scriptedPrompter(['assault-2', [], [], 'assault-2', [], '0', '0'], []);
    const prompter = {
      ...base,
      select: (m: string, ch: { value: string; name?: string }[]) => ((offered[m] = ch), base.select(m, ch as never)),
      checkbox: (m: string, ch: { value: string; name?: string }[]) => ((offered[m] = ch), base.checkbox(m, ch as never)),
    } as never;
    const turn = scriptedSession(game.dir, [], { prompter });
    expect(await turn.session.run('assault-turn'), turn.err()).toBe(0);
    const fire = Object.entries(offered).find(([m]) => m.includes('--fire'))![1];
    // One line a fighter, not one a pair (six against six made 36 lines, issue 40 item 9): the target is asked after.
    expect(fire.find((c) => c.value === 'armed-1')?.name).toMatch(/^armed-1 \(\d+\/\d+\)$/);
    expect(fire.some((c) => c.value.includes(':'))).toBe(false);
    expect(fire.map((c) => c.value)).toContain('gunman');
    const end = scriptedSession(game.dir, [], { prompter });
    expect(await end.session.run('assault-end'), end.err()).toBe(0);
    const crowds = Object.entries(offered).find(([m]) => m.includes('--crowd'))![1].map((c) => c.value);
    expect(crowds).not.toContain('market');
    expect(crowds).toContain('estate');
  });
});

/** A new game of the SWAT sample with assault-1 started on the bank by the armed unit (its caller cleans it up). */
async function assaultStarted(): Promise<ReturnType<typeof tempGame>> {
  const g = tempGame();
  await g.init('railton-road-swat.yaml');
  const start = scriptedSession(g.dir, ['bank', 'armed', '', []]);
  expect(await start.session.run('assault-start'), start.err()).toBe(0);
  return g;
}

describe('a shot or a melee: the fighter ticked, then its enemy picked (issue 40 item 9)', () => {
  it("offers as a shot's target only the shooter's enemies, as a melee's defender only enemies that neither fire nor fight already", async () => {
    const g = await assaultStarted();
    try {
      const offered: Record<string, string[]> = {};
      const base = scriptedPrompter(['assault-1', ['armed-1'], 'gunman', '', ['armed-2', 'armed-3'], 'driver', 'lookout'], []);
      const prompter = {
        ...base,
        select: (m: string, ch: { value: string }[]) => ((offered[m] = ch.map((c) => c.value)), base.select(m, ch as never)),
        checkbox: (m: string, ch: { value: string }[]) => ((offered[m] = ch.map((c) => c.value)), base.checkbox(m, ch as never)),
      } as never;
      const turn = scriptedSession(g.dir, [], { prompter });
      const code = await turn.session.run('assault-turn');
      const armed = offered['Whom does armed-1 fire at?'];
      expect(armed, JSON.stringify(offered)).toBeDefined();
      expect(armed.some((x) => x.startsWith('armed-'))).toBe(false);
      expect(armed).toContain('gunman');
      // armed-2's enemy: not the gunman (shot at is no matter) but never armed-1's side, nor a fighter already in a melee.
      const second = offered['Whom does armed-3 fight?'];
      expect(second).toBeDefined();
      expect(second).not.toContain('driver');
      expect(second.some((x) => x.startsWith('armed-'))).toBe(false);
      expect(code, turn.err()).toBe(0);
      expect(g.readLog().at(-1).argv).toEqual(['assault-turn', 'assault-1', '--fire', 'armed-1:gunman', '--melee', 'armed-2:driver,armed-3:lookout']);
    } finally {
      g.cleanup();
    }
  });
});

describe('a melee pairs each fighter once', () => {
  it('two enemies both ticked: the first picks the second, who is not asked again', async () => {
    const g = await assaultStarted();
    try {
      const s = scriptedSession(g.dir, ['assault-1', [], ['armed-2', 'driver'], 'driver']);
      expect(await s.session.run('assault-turn'), s.err()).toBe(0);
      expect(s.answersLeft).toEqual([]);
      expect(s.asked).not.toContain('Whom does driver fight?');
      expect(g.readLog().at(-1).argv).toEqual(['assault-turn', 'assault-1', '--melee', 'armed-2:driver']);
    } finally {
      g.cleanup();
    }
  });
});
