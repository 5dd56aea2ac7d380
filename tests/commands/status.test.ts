import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire status', () => {
  it('shows crowds with their RL state, units, buildings, engines and gas clouds', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('gas', 'frontline', '--roll', '3,4')).code).toBe(0);
    expect((await game.run('loot', 'bikers', 'garage', '--roll', '5,2')).code).toBe(0);
    const r = await game.run('status');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/frontline\s+│ Front Line youths\s+│ 30\s+│ 6\s+│ Hassle/);
    expect(r.stdout).toMatch(/bikers .*│ 7\s+│ Bombard/);
    expect(r.stdout).toMatch(/garage .*being looted by bikers/);
    expect(r.stdout).toMatch(/pump1\s+│ Pump 1\s+│ 6\s+│ 2/);
    expect(r.stdout).toMatch(/gas-1\s+│ tear gas\s+│ frontline\s+│ from turn 2/);
  });

  it('prints the game as JSON, and in French with --lang fr', async () => {
    game = tempGame();
    await game.init();
    const j = await game.run('status', '--json');
    expect(JSON.parse(j.stdout).crowds.students.rl).toBe(5);
    const fr = await game.run('status', '--lang', 'fr');
    expect(fr.stdout).toMatch(/Foules/);
    expect(fr.stdout).toMatch(/Manifeste/);
  });

  it('names a unit\'s vehicle in the sentence, lower case (by car, en voiture)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('status')).stdout).toMatch(/│ by car\s+│/);
    game.cleanup();
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    expect((await game.run('status')).stdout).toMatch(/│ en voiture\s+│/);
  });

  it("--player shows only what the players may know: no looters, no RL meaning", async () => {
    game = tempGame();
    await game.init();
    const r = await game.run('status', '--player');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/8 = bad, 1 = good/);
    expect(r.stdout).not.toMatch(/Demonstrate|Hassle/);
    expect(r.stdout).not.toMatch(/\*/);
  });

  it('has no colour when NO_COLOR is set or the output is not a terminal', async () => {
    game = tempGame();
    await game.init();
    expect((await game.run('status')).stdout).not.toMatch(/\x1b\[/);
  });

  it('says there is no game yet, exit 2', async () => {
    game = tempGame();
    const r = await game.run('status');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no state file at .*umpire-state\.json \(run "umpire init/);
  });
});
