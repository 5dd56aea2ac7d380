// `status` on a riot with the guerilla-urbaine pack shows the armed agents
// after the riot's own sections (GameSystem.status), in both languages; the
// players' view shows none of them (U136: the SF do not know who they are).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road-armed.yaml');
  await game.ok('agent-shoot', 'gunman', '--unit', 'armed', '--distance', '3', '--roll', '6,6');
});
afterAll(() => game?.cleanup());

describe('status with armed agents', () => {
  it("shows each agent after the riot's sections: where, profile, PV, weapons, what it did this turn", async () => {
    const out = (await game.run('status')).stdout;
    const at = out.indexOf('Armed agents · turn 1');
    expect(at).toBeGreaterThan(out.indexOf('Fire engines'));
    const agents = out.slice(at);
    expect(agents).toMatch(/gunman\s+│ Gunman with grenades\s+│ frontline\s+│ T4\+ C5\+ A1\s+│ 1\/1\s+│ pistol, grenade\s+│ shoot/);
    expect(agents).toMatch(/rifleman\s+│ Rifleman\s+│ frontline\s+│ T4\+ C5\+ A1 Svg6\+/);
    expect((await game.run('status', '--lang', 'fr')).stdout).toContain('Agents armés');
  });

  it('--player shows no agent, not even the section', async () => {
    const out = (await game.run('status', '--player')).stdout;
    expect(out).not.toMatch(/gunman|rifleman|Armed agents/);
  });

  it('a riot without agents shows no agents section', async () => {
    const plain = tempGame();
    try {
      await plain.init('railton-road.yaml');
      expect((await plain.run('status')).stdout).not.toContain('Armed agents');
    } finally {
      plain.cleanup();
    }
  });
});
