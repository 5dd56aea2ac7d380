import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../src/i18n/en.js';
import { fr } from '../../src/i18n/fr.js';
import { ROOT } from '../helpers/cli.js';
import '../../src/games/index.js';
import { hasMessage } from '../../src/i18n/index.js';

// Words that read the same in both languages (compared without case), the
// program's name and units: a text made only of these, placeholders,
// numbers and punctuation may be the same in both catalogues.
const SAME_IN_BOTH = new Set<string>([
  'total', 'notes', 'type', 'id', 'table', 'chance', 'condition', 'direction', 'message', 'code', 'options', 'date',
  'action', 'actions', 'description', 'version', 'format', 'source', 'note', 'transport', 'distance', 'position', 'minimum', 'maximum',
  'stop', 'cause', 'face', 'sniper', 'snipers', 'score', 'van', 'ambulance', 'cm', 'umpire', 'en', 'fr', 'rl', 'sf', 'ok',
  'assassin', 'camouflage', 'grenade', 'pv', 'cd', 'tx', 'cx', 'pas', 'gang',
]);
const sameInBoth = (s: string) =>
  s
    .replace(/\{\w+\}/g, ' ')
    .split(/[\s\p{P}\p{S}\d]+/u)
    .filter(Boolean)
    .every((w) => SAME_IN_BOTH.has(w.toLowerCase()));

describe('message catalogues', () => {
  const enKeys = Object.keys(en);
  const frText = fr as Record<string, string | undefined>;

  it('has a French text for every English message', () => {
    const missing = enKeys.filter((k) => frText[k] === undefined);
    expect(missing).toEqual([]);
  });

  it('has no French message that the English catalogue lacks', () => {
    expect(Object.keys(fr).filter((k) => !(k in en))).toEqual([]);
  });

  it('does not leave a French message identical to the English (but for words the same in both)', () => {
    const same = enKeys.filter((k) => {
      const e = (en as Record<string, string>)[k];
      return frText[k] === e && !sameInBoth(e);
    });
    expect(same).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort().join(',');
    const differ = enKeys.filter((k) => frText[k] !== undefined && names(frText[k]!) !== names((en as Record<string, string>)[k]));
    expect(differ).toEqual([]);
  });

  it('has every key used in the code in the catalogue', () => {
    // Literal keys passed to t(lang, '...') and UserError('code') in src/.
    const files: string[] = [];
    const walk = (d: string) => {
      for (const f of readdirSync(d, { withFileTypes: true })) {
        if (f.isDirectory()) walk(join(d, f.name));
        else if (f.name.endsWith('.ts')) files.push(join(d, f.name));
      }
    };
    walk(join(ROOT, 'src'));
    const missing = new Set<string>();
    for (const f of files) {
      const src = readFileSync(f, 'utf8');
      // A game's or pack's own catalogue (GameSystem.messages) counts too.
      for (const m of src.matchAll(/\bt\(\s*[\w.]+\s*,\s*'([a-z0-9.-]+)'/g)) if (!(m[1] in en) && !hasMessage('en', m[1])) missing.add(`${m[1]} (${f.slice(ROOT.length + 1)})`);
      for (const m of src.matchAll(/new (?:UserError|RefusedError)\(\s*'([a-z0-9-]+)'/g)) if (!(`err.${m[1]}` in en) && !hasMessage('en', `err.${m[1]}`)) missing.add(`err.${m[1]} (${f.slice(ROOT.length + 1)})`);
    }
    expect([...missing]).toEqual([]);
  });
});

describe('counts agree with their words ({n|one|other})', () => {
  it('uses each language\'s own plural rule: French 0 and 1 singular, English only 1', async () => {
    const { t } = await import('../../src/i18n/index.js');
    expect(t('en', 'verify.ok', { entries: 1 })).toBe('the log (1 entry) is intact and the state is its fold');
    expect(t('en', 'verify.ok', { entries: 0 })).toBe('the log (0 entries) is intact and the state is its fold');
    expect(t('fr', 'verify.ok', { entries: 1 })).toBe('le journal (1 entrée) est intact et l’état en est le repli');
    expect(t('fr', 'verify.ok', { entries: 0 })).toBe('le journal (0 entrée) est intact et l’état en est le repli');
    expect(t('fr', 'verify.ok', { entries: 12 })).toBe('le journal (12 entrées) est intact et l’état en est le repli');
    expect(t('fr', 'summary.title', { title: 'X', turns: 2, entries: 1, resolutions: 1, undone: 1 })).toBe('X : tour 2, 1 entrée au journal (1 résolution en vigueur, 1 annulée)');
  });
});
