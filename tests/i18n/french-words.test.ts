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
    expect(r.stdout).toMatch(/Tests de contre-attaque \(0\)\naucun\n/);
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
    expect(t('fr', 'odds.footer', { runs: 1 })).toBe('exact, sur 1 séquence de dés\u00a0; rien n’est lancé ni consigné');
    expect(t('fr', 'odds.footer', { runs: 36 })).toBe('exact, sur 36 séquences de dés\u00a0; rien n’est lancé ni consigné');
    expect(t('en', 'odds.footer', { runs: 1 })).toBe('exact, from 1 dice sequence; nothing rolled or logged');
    expect(t('fr', 'init.summary', { crowds: 1, units: 2, buildings: 0 })).toBe('1 foule, 2 unités, 0 bâtiment');
    expect(t('fr', 'triage.places', { amb: 'a1', used: 1, places: 4 })).toBe('Ambulance a1\u00a0: 1 place prise sur 4 (civière 2, blessé valide 1)');
    expect(t('fr', 'split.outcome', { crowd: 'x', n: 1, into: 'y', left: 5 })).toBe('x se divise\u00a0: 1 figurine forme y, 5 restent');
    expect(t('fr', 'undo.done', { n: 2, seqs: '4, 5', what: 'x', seq: 6 })).toBe('entrées 4, 5 annulées (x)\u00a0; consigné comme entrée 6');
  });
});
