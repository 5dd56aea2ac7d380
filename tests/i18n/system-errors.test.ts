// The YAML parser's and Node's file errors said through the catalogue: in a
// French context they are French, in English they are the catalogue's English.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'umpire-syserr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('system errors through the catalogue', () => {
  it('says a YAML syntax error of a French scenario in French, by the parser\'s code', async () => {
    const cases: [string, RegExp][] = [
      ['title: x\nedition: fr\ncrowds: [a\n', /indentation incorrecte|il manque un caractère fermant/],
      ['title: x\nedition: fr\ntitle: y\n', /une clé donnée deux fois/],
      ['title: x\nedition: fr\n  crowds: 1\n', /un bloc là où une clé était attendue/],
    ];
    for (const [yaml, want] of cases) {
      const f = join(dir, 's.yaml');
      writeFileSync(f, yaml);
      const r = await runCli(['init', f, '--force'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr, r.stderr).toMatch(/erreur de syntaxe YAML/);
      expect(r.stderr).toMatch(want);
      expect(r.stderr).not.toMatch(/Map keys|must be|Nested mappings|Flow sequence/);
    }
    writeFileSync(join(dir, 'e.yaml'), 'title: x\ntitle: y\n');
    const en = await runCli(['init', join(dir, 'e.yaml'), '--force'], { cwd: dir });
    expect(en.stderr).toMatch(/a key given twice/);
  });

  it('says why a file cannot be written or read in the user\'s language', async () => {
    const r = await runCli(['screen', '--edition', 'fr', '--html', join(dir, 'nowhere', 'x.html')], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/impossible d’écrire .*\(le dossier .*nowhere n’existe pas\)/);
    const long = await runCli(['reference', '--edition', 'fr', '--html', 'x'.repeat(300)], { cwd: dir });
    expect(long.stderr).toMatch(/un nom du chemin est trop long/);
    expect(long.stderr).not.toMatch(/ENAMETOOLONG/);
    const folder = await runCli(['init', dir, '--force', ], { cwd: dir, env: { UMPIRE_LANG: 'fr' } });
    expect(folder.code).toBe(2);
    expect(folder.stderr).not.toMatch(/EISDIR|illegal operation/);
  });
});
