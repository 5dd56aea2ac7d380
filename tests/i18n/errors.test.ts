// Error messages come from the catalogue in both languages: a UserError's
// params ending in `Key` name catalogue keys, resolved in the message's
// language; the code stays the same.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { hasMessage } from '../../src/i18n/index.js';
import { ROOT, tempGame, writeScenario } from '../helpers/cli.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('UserError params named by catalogue keys', () => {
  it('fills {problem} from problemKey in each language, other params and the code unchanged', () => {
    const e = new UserError('bad-option', { option: '--fires', problemKey: 'err.p.stateless-only' });
    expect(e.code).toBe('bad-option');
    expect(e.message).toBe('--fires: the state knows this; it is for a stateless lookup');
    expect(e.localized('fr')).toBe('--fires\u00a0: l’état le connaît déjà\u00a0; cette option sert à une consultation sans état');
    expect(e.params).toEqual({ option: '--fires', problemKey: 'err.p.stateless-only' });
  });

  it('resolves a key inside a key (whyKey within problemKey), with the same params', () => {
    const e = new UserError('state-unreadable', { file: 'g.json', dir: '/x', problemKey: 'err.p.cannot-write', whyKey: 'err.p.io.enoent' });
    expect(e.message).toBe('g.json: cannot write it: the folder /x does not exist');
    expect(e.localized('fr')).toBe('g.json\u00a0: impossible de l’écrire\u00a0: le dossier /x n’existe pas');
  });

  it('keeps a plain param as given (a system message the catalogue cannot name)', () => {
    const e = new UserError('state-unreadable', { file: 'g.json', problem: 'EIO: i/o error' });
    expect(e.localized('fr')).toBe('g.json\u00a0: EIO: i/o error');
  });

  it('every key a source file names for an error param or a scenario problem is in both catalogues', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const f of sources(join(ROOT, 'src'))) {
      const text = readFileSync(f, 'utf8');
      const keys = [...text.matchAll(/'(err\.[pwo]\.[\w.-]+)'/g)].map((m) => m[1]);
      if (f.endsWith('scenario.ts')) keys.push(...[...text.matchAll(/\.fail\((?:\[[^\]]*\]|\w+), '([\w-]+)'/g)].map((m) => `err.s.${m[1]}`));
      seen += keys.length;
      for (const k of keys) if (!hasMessage('en', k) || !hasMessage('fr', k)) missing.push(`${f.slice(ROOT.length + 1)}: ${k}`);
    }
    expect(seen).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe('errors said in the game’s language', () => {
  const game = tempGame();
  afterAll(() => game.cleanup());
  const bad = (edition: string) => `title: x\nedition: ${edition}\ncrowds:\n  - id: a\n    rl: abc\n    figures: 3\n`;

  it('a problem in a French scenario is said in French, at its line and column; in English for an English one', async () => {
    const fr = await game.run('init', writeScenario(game.dir, bad('fr'), 'fr.yaml'));
    expect(fr.code).toBe(2);
    expect(fr.stderr).toMatch(/fr\.yaml:5:9\u00a0: crowds\[0\]\.rl\u00a0: doit être un nombre entier 1\.\.8, trouvé\u00a0: le texte "abc"/);
    const en = await game.run('init', writeScenario(game.dir, bad('en'), 'en.yaml'));
    expect(en.stderr).toMatch(/en\.yaml:5:9: crowds\[0\]\.rl: must be a whole number 1\.\.8, found string "abc"/);
  });

  it('an option refused before the game is read is said in the French game’s language; --lang en asks for English', async () => {
    await game.init('emeute-place-du-marche.yaml');
    const before = game.snapshot();
    const fr = await game.run('rl-roll', 'lyceens', '--damp', '--soaked');
    expect(fr).toMatchObject({ code: 2, stderr: 'umpire: --damp/--soaked\u00a0: une foule est mouillée ou trempée, pas les deux\n' });
    const en = await game.run('rl-roll', 'lyceens', '--damp', '--soaked', '--lang', 'en');
    expect(en.stderr).toBe('umpire: --damp/--soaked: a crowd is damp or soaked, not both\n');
    expect(game.snapshot()).toEqual(before);
  });
});
