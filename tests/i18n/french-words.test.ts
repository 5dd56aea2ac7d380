// French everywhere: unit types and kit in `status` are words, not codes, and
// the summary's empty sections agree with their noun (Victimes : aucune).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

describe('French words in status and summary', () => {
  const game = tempGame();
  beforeAll(async () => {
    await game.init('emeute-place-du-marche.yaml');
  });
  afterAll(() => game.cleanup());

  it('names unit types and riot kit in French in status', async () => {
    const r = await game.run('status');
    expect(r.stdout).toMatch(/Patrouille régulière de police/);
    expect(r.stdout).toMatch(/Unité spéciale anti-émeute .*équipement anti-émeute complet/);
    expect(r.stdout).toMatch(/boucliers/);
    expect(r.stdout).not.toMatch(/regular-police|anti-riot|\bshields\b|\bfull\b/);
    const en = await game.run('status', '--lang', 'en');
    expect(en.stdout).toMatch(/Specialist anti-riot team .*full riot kit/);
  });

  it('writes decimals with a comma and a space before % in French, a point in English', async () => {
    const fr = await game.run('rl-roll', 'lyceens', '--odds');
    expect(fr.stdout).toMatch(/\d+,\d\u202f%/);
    expect(fr.stdout).not.toMatch(/\d\.\d%/);
    const en = await game.run('rl-roll', 'lyceens', '--odds', '--lang', 'en');
    expect(en.stdout).toMatch(/\d+\.\d%/);
  });

  it('makes "none" agree with each section of the summary', async () => {
    const r = await game.run('summary');
    expect(r.stdout).toMatch(/Victimes \(0\)\naucune\n/);
    expect(r.stdout).toMatch(/Arrestations \(0\)\naucune\n/);
    expect(r.stdout).toMatch(/Tests de réaction excessive \(0\)\naucun\n/);
  });
});
