// gu-shoot: each shot of Cd at its own target takes its own distance (l.46 "Les cibles de chaque tir peuvent être
// différentes"; l.31, l.36; issue 40 item 1): --distance once per --at in its order; one for a figure shot twice;
// one for two figures is exit 2, nothing written.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});
async function ready() {
  const g = tempGame();
  games.push(g);
  await g.init('guerilla-urbaine-gangs.yaml');
  // Corbeaux first (a 3 on the initiative die), Raven's bubble.
  for (const line of [['gu-initiative', '--roll', '3'], ['gu-phase', '--leader', 'raven', '--bubble', 'mama']]) {
    const r = await g.run(...line);
    expect(r.code, r.stderr).toBe(0);
  }
  return g;
}

describe('gu-shoot: a distance per shot (l.46)', () => {
  it('Cd 2 at sam (4 pas, in range) and brute (20 pas, long range): 3+ and 5+ (brute Robuste), its own long range, --json', async () => {
    const g = await ready();
    // Raven T5+, assault rifle Por 12, heavy -1 (l.142), concentrated -1 (l.89): 3+ within 12 pas; brute at 20 pas long +1 (l.36), Robuste +1 (l.38).
    const r = await g.run('gu-shoot', 'raven', '--first', 'concentrate', '--at', 'sam', '--distance', '4', '--at', 'brute', '--distance', '20', '--roll', '1,1', '--json');
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.thresholds.map((b: { value: number }) => b.value)).toEqual([3, 5]);
    expect(j.attacks.map((a: { target: string; threshold: number }) => [a.target, a.threshold])).toEqual([['sam', 3], ['brute', 5]]);
    expect(j.thresholds[1].modifiers.map((m: { label: string }) => m.label)).toContain('Longue portée (Brute)');
    expect(j.thresholds[0].modifiers.map((m: { key: string }) => m.key)).not.toContain('long');
    expect(j.distances).toEqual([4, 20]);
    expect(j.ranges).toEqual(['normal', 'long']);
  });
  it('one distance for one figure shot twice still works', async () => {
    const g = await ready();
    const r = await g.run('gu-shoot', 'raven', '--first', 'concentrate', '--at', 'sam', '--at', 'sam', '--distance', '6', '--roll', '1,1', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).distances).toEqual([6, 6]);
  });
  it('one distance for two figures: exit 2, one line, nothing written (en, fr)', async () => {
    const g = await ready();
    const before = g.readLog().length;
    const en = await g.run('gu-shoot', 'raven', '--first', 'concentrate', '--at', 'sam', '--at', 'brute', '--distance', '6', '--roll', '1,1', '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.stderr.trim().split('\n')).toHaveLength(1);
    expect(en.stderr).toMatch(/--distance given 1 times for 2 shots at sam, brute: one --distance per --at/);
    const fr = await g.run('gu-shoot', 'raven', '--first', 'concentrate', '--at', 'sam', '--at', 'brute', '--distance', '6', '--roll', '1,1', '--lang', 'fr');
    expect(fr.code).toBe(2);
    expect(fr.stderr).toMatch(/--distance donnée 1 fois pour 2 tirs sur sam, brute/);
    expect(g.readLog().length).toBe(before);
  });
});
