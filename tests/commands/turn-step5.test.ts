// The Sequence of Action's step 5 in `umpire turn`: players may take an action.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire turn, step 5', () => {
  it('shows the step and logs each --action as umpire act would', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const r = await game.run('turn', '--intentions', '', '--moves', '', '--assessment', '', '--action', 'liaison radio calls for support', '--no-next-turn');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('5. Players may take an action');
    expect(game.readLog().at(-1).argv).toEqual(['act', 'liaison', 'radio', 'calls', 'for', 'support']);
  });

  it('refuses an --action that names no action, nothing written', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const before = game.snapshot();
    const r = await game.run('turn', '--intentions', '', '--moves', '', '--assessment', '', '--action', 'liaison', '--no-next-turn');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--action');
    expect(game.snapshot()).toEqual(before);
  });
});

describe('umpire turn, step 4: the procedures offered', () => {
  it("are the game's and its packs' only, never another game's", async () => {
    const { buildProgram } = await import('../../src/cli.js');
    const { procedureCommands } = await import('../../src/commands/civil-disorder/turn.js');
    const quiet = { stdout: { write: () => true }, stderr: { write: () => true }, stdin: process.stdin, env: {}, cwd: process.cwd(), argv: [] };
    const program = await buildProgram([], quiet);
    const names = (system: string, packs: string[]) => procedureCommands(program, { system, packs }).map((c) => c.name());
    const riot = names('civil-disorder', []);
    expect(riot).toContain('melee');
    expect(riot).toContain('rl-roll');
    expect(riot.filter((n) => n.startsWith('gu-') || n.startsWith('agent-') || n === 'sf-shoot' || n === 'intervention')).toEqual([]);
    const armed = names('civil-disorder', ['guerilla-urbaine']);
    expect(armed).toContain('agent-shoot');
    expect(armed).toContain('melee');
    expect(armed.filter((n) => n.startsWith('gu-'))).toEqual([]);
    const gangs = names('guerilla-urbaine', []);
    expect(gangs).toContain('gu-shoot');
    expect(gangs).not.toContain('melee');
  });
});
