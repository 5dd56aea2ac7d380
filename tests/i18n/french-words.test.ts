// French everywhere: unit types and kit in `status` are words, not codes, and
// the summary's empty sections agree with their noun (Victimes : aucune).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { ALL_FR } from '../helpers/catalogues.js';
import { t } from '../../src/i18n/index.js';

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

describe('French agreement with a count', () => {
  it('writes no "(s)": each counted word agrees with its count through the {n|one|other} form', () => {
    const open = Object.entries(ALL_FR).filter(([, v]) => /\p{L}\((s|x|e|es|nt)\)/u.test(v));
    expect(open.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('makes 0 and 1 singular and 2 plural, as French counts', () => {
    expect(t('fr', 'weapons.baton.got-up', { n: 1, crowd: 'lyceens' })).toBe('1 manifestant de la foule lyceens stoppé par flash-ball se relève');
    expect(t('fr', 'weapons.baton.got-up', { n: 3, crowd: 'lyceens' })).toBe('3 manifestants de la foule lyceens stoppés par flash-ball se relèvent');
    expect(t('fr', 'burn.outcome.burns', { name: 'Kiosque', fires: 0 })).toBe('Kiosque continue de brûler\u00a0: 0 foyer');
    expect(t('fr', 'undo.done', { n: 2, seqs: '4, 5', what: 'x', seq: 6 })).toBe('entrées 4, 5 annulées (x)\u00a0; consigné comme entrée 6');
  });
});
