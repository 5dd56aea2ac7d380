// agent-shoot: each shot of Cd at its own target takes its own distance (GU l.46 "les cibles de chaque tir peuvent être
// différentes"; l.31, l.36; U437, issue 41): --distance once per target in the shots' order (--unit, then --agent,
// then --crowd: the --roll order); one given applies to every shot; any other count is exit 2, nothing written.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';
import { t } from '../../../src/i18n/index.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});
async function armed() {
  const g = tempGame();
  games.push(g);
  await g.init('railton-road-armed.yaml');
  return g;
}
const json = (stdout: string) => JSON.parse(stdout.split('\n')[0]);

describe('agent-shoot: a distance per shot (l.46, U437)', () => {
  it('Cd 2 at spg (4 pas, in range) and van1 (20 pas, long range): 3+ and 4+, long range on van1 only, rolled in that order', async () => {
    const g = await armed();
    // The rifleman: T4, assault rifle Por 12 Cd 2, heavy -1 (l.142), marksman -1; both units Robuste +1 (l.38); van1 at 20 pas long +1 (l.36).
    const r = await g.run('agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '20', '--roll', '3,3', '--json');
    expect(r.code, r.stderr).toBe(0);
    const j = json(r.stdout);
    expect(j.distances).toEqual([4, 20]);
    expect(j.distance).toBe(4);
    expect(j.attacks.map((a: { target: string; threshold: number; hit: boolean }) => [a.target, a.threshold, a.hit])).toEqual([['spg', 3, true], ['van1', 4, false]]);
    expect(j.rolls.map((d: { label: string }) => d.label)).toEqual(['to hit spg', 'to hit van1']);
    expect(j.thresholds[0].modifiers.map((m: { key: string }) => m.key)).not.toContain('long');
    expect(j.thresholds[1].modifiers.map((m: { key: string }) => m.key)).toContain('long');
  });

  it('one --distance still applies to every shot (as before): no distances field, both in range', async () => {
    const g = await armed();
    const r = await g.run('agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--roll', '3,3', '--json');
    expect(r.code, r.stderr).toBe(0);
    const j = json(r.stdout);
    expect(j.distances).toBeUndefined();
    expect(j.attacks.map((a: { threshold: number }) => a.threshold)).toEqual([3, 3]);
  });

  it('the odds compose each shot at its own distance: miss both 1/6 at 4 and 20 pas, 1/9 at 4 and 4', async () => {
    const g = await armed();
    const miss = async (...d: string[]) => {
      const r = await g.run('agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', ...d, '--odds', '--json');
      expect(r.code, r.stderr).toBe(0);
      return json(r.stdout).outcomes.find((o: { code: string }) => o.code === 'miss').probability;
    };
    expect(await miss('--distance', '4', '--distance', '20')).toBe('1/6');
    expect(await miss('--distance', '4')).toBe('1/9');
  });

  it('the second target past twice Por is refused by name (out-of-range-target), the first in range', async () => {
    const g = await armed();
    const before = g.readState();
    const r = await g.run('agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '25', '--roll', '3,3');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/van1/);
    expect(g.readState()).toEqual(before);
  });

  it('three distances for two targets, two for one, or two for a grenade: exit 2, one line, nothing written', async () => {
    const g = await armed();
    const before = g.readState();
    for (const argv of [
      ['rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '5', '--distance', '6'],
      ['rifleman', '--unit', 'spg', '--distance', '4', '--distance', '5'],
      ['gunman', '--weapon', 'grenade', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '5'],
      ['--t', '4', '--weapon', 'assault-rifle', '--distance', '4', '--distance', '20'],
    ]) {
      const r = await g.run('agent-shoot', ...argv, '--roll', '3,3');
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
      expect(r.stderr).toMatch(/--distance given \d times/);
    }
    const fr = await g.run('agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '5', '--distance', '6', '--lang', 'fr');
    expect(fr.code).toBe(2);
    expect(fr.stderr).toMatch(/--distance donnée 3\u00a0fois pour 2\u00a0tirs sur spg, van1/);
    expect(g.readState()).toEqual(before);
  });

  it('the message renders in en and fr', () => {
    for (const lang of ['en', 'fr'] as const) {
      const s = t(lang, 'err.gu-agent-distance-per-shot', { given: 3, shots: 2, targets: 'spg, van1' });
      expect(s).toMatch(/3.*2.*spg, van1.*--unit.*--agent.*--crowd.*l\.46/);
      expect(s).not.toMatch(/\{|\}/);
    }
  });
});
