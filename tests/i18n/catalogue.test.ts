import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES } from '../helpers/catalogues.js';
import { ROOT } from '../helpers/cli.js';
import '../../src/games/index.js';
import { hasMessage } from '../../src/i18n/index.js';

// Words that read the same in both languages (compared without case), the
// program's name and units: a text made only of these, placeholders,
// numbers and punctuation may be the same in both catalogues.
const SAME_IN_BOTH = new Set<string>([
  'total', 'notes', 'type', 'id', 'table', 'chance', 'condition', 'direction', 'message', 'code', 'options', 'date',
  'action', 'actions', 'description', 'version', 'format', 'source', 'note', 'transport', 'distance', 'position', 'minimum', 'maximum',
  'stop', 'cause', 'face', 'sniper', 'snipers', 'score', 'van', 'ambulance', 'ambulances', 'cm', 'umpire', 'en', 'fr', 'rl', 'sf', 'ok',
  'assassin', 'camouflage', 'grenade', 'pv', 'cd', 'tx', 'cx', 'pas', 'gang', 'zone', 'zones',
  // The packs' summary columns (an armed agent; an assault's points off the RT counters).
  'agent', 'points',
  // A scenario's briefing (Émeutes: "un petit briefing") and the game's verdict.
  'briefing', 'verdict',
  // Intervention's own terms, abbreviations of its French rules (intervention.fr.txt).
  'intervention', 'explosion', 'rt', 'end', 'prt', 'pf', 'pa', 'pre', 'det', 'x', 'observation', 'mission', 'verdict',
]);
const sameInBoth = (s: string) =>
  s
    .replace(/\{\w+\}/g, ' ')
    .split(/[\s\p{P}\p{S}\d]+/u)
    .filter(Boolean)
    .every((w) => SAME_IN_BOTH.has(w.toLowerCase()));

describe.each(CATALOGUES.map((c) => [c.name, c] as const))('message catalogue: %s', (_, { en, fr }) => {
  const enKeys = Object.keys(en);

  it('has a French text for every English message', () => {
    const missing = enKeys.filter((k) => fr[k] === undefined);
    expect(missing).toEqual([]);
  });

  it('has no French message that the English catalogue lacks', () => {
    expect(Object.keys(fr).filter((k) => !(k in en))).toEqual([]);
  });

  it('does not leave a French message identical to the English (but for words the same in both)', () => {
    const same = enKeys.filter((k) => fr[k] === en[k] && !sameInBoth(en[k]));
    expect(same).toEqual([]);
  });

  it('writes every brace as a placeholder or a plural form ({n|one|other}, no placeholder inside a form)', () => {
    // A brace standing alone is text (YAML's "{ }").
    const stray = (s: string) => /[{}]/.test(s.replace(/\{\w+\|[^|{}]*\|[^|{}]*\}/g, '').replace(/\{\w+\}/g, '').replace(/(?<![^\s(])[{}](?![^\s)])/g, ''));
    const bad = [...enKeys.filter((k) => stray(en[k])).map((k) => `en ${k}`), ...Object.keys(fr).filter((k) => stray(fr[k] ?? '')).map((k) => `fr ${k}`)];
    expect(bad).toEqual([]);
  });

  it('writes a count\'s plural as a plural form, never "hit(s)", "touché(s)", "blessé(e)s"', () => {
    const open = /\p{L}\((?:s|e|es|x|e\)s)\)/u;
    const bad = [...enKeys.filter((k) => open.test(en[k])).map((k) => `en ${k}: ${en[k]}`), ...Object.keys(fr).filter((k) => open.test(fr[k] ?? '')).map((k) => `fr ${k}: ${fr[k]}`)];
    expect(bad).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort().join(',');
    const differ = enKeys.filter((k) => fr[k] !== undefined && names(fr[k]!) !== names(en[k]));
    expect(differ).toEqual([]);
  });
});

describe('message catalogues', () => {
  it('are the engine\'s and each system\'s (a system\'s messages are its own catalogue, not spread into the engine\'s)', () => {
    expect(CATALOGUES.map((c) => c.name)).toEqual(expect.arrayContaining(['engine', 'game civil-disorder', 'game guerilla-urbaine #1', 'game guerilla-urbaine #2', 'game intervention']));
  });

  it('give each key one text: no key is in two catalogues (the first would hide the other)', () => {
    const where = new Map<string, string[]>();
    for (const c of CATALOGUES) for (const k of Object.keys(c.en)) where.set(k, [...(where.get(k) ?? []), c.name]);
    expect([...where].filter(([, names]) => names.length > 1).map(([k, names]) => `${k}: ${names.join(', ')}`)).toEqual([]);
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
      for (const m of src.matchAll(/\bt\(\s*[\w.()]+\s*,\s*'([a-z0-9.-]+)'/g)) if (!hasMessage('en', m[1])) missing.add(`${m[1]} (${f.slice(ROOT.length + 1)})`);
      for (const m of src.matchAll(/new (?:UserError|RefusedError)\(\s*'([a-z0-9-]+)'/g)) if (!hasMessage('en', `err.${m[1]}`)) missing.add(`err.${m[1]} (${f.slice(ROOT.length + 1)})`);
      // Catalogue keys named as params (`problemKey: 'err.p.x'`) and in lists of keys.
      for (const m of src.matchAll(/\w+Key: '([a-z0-9.-]+)'/g)) if (!hasMessage('en', m[1])) missing.add(`${m[1]} (${f.slice(ROOT.length + 1)})`);
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
    expect(t('fr', 'summary.title', { title: 'X', turns: 2, entries: 1, resolutions: 1, undone: 1 })).toBe('X\u00a0: tour 2, 1 entrée au journal (1 résolution en vigueur, 1 annulée)');
  });

  it('the outcomes at the table read 1 hit, 2 hits; 1 touche, 2 touches (no "(s)")', async () => {
    const { t } = await import('../../src/i18n/index.js');
    expect(t('en', 'weapons.missiles.outcome.wounded', { hits: 1, wounded: 1 })).toBe('1 hit: 1 wounded');
    expect(t('en', 'weapons.missiles.outcome.wounded', { hits: 2, wounded: 2 })).toBe('2 hits: 2 wounded');
    expect(t('en', 'weapons.baton.outcome.knocked-down', { hits: 1, down: 1 })).toBe('1 hit: 1 crowd member knocked down');
    expect(t('en', 'weapons.baton.outcome.knocked-down', { hits: 3, down: 2 })).toBe('3 hits: 2 crowd members knocked down');
    expect(t('en', 'weapons.baton.got-up', { n: 1, crowd: 'market' })).toBe('1 member of crowd market knocked down by baton gun gets up');
    expect(t('en', 'loot.outcome.breaking-in', { looters: 2, crowd: 'bikers', name: 'Pub' })).toBe('2 looters of bikers break into Pub (this turn)');
    expect(t('en', 'melee.note.stopped', { left: 1 })).toMatch(/the remaining 1 bout is not rolled/);
    expect(t('fr', 'weapons.missiles.outcome.wounded', { hits: 1, wounded: 1 })).toBe('1 touche\u00a0: 1 blessé');
    expect(t('fr', 'weapons.missiles.outcome.wounded', { hits: 2, wounded: 2 })).toBe('2 touches\u00a0: 2 blessés');
    expect(t('fr', 'rl.note.looters-break-off', { n: 1, crowd: 'c' })).toMatch(/^Le pillage est possible\u00a0: 1 membre de c s’enfuit piller/);
    expect(t('en', 'rl.note.looters-break-off', { n: '1d6', crowd: 'c' })).toMatch(/^Looting is possible: 1d6 members of c break off/);
  });
});
