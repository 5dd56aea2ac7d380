// French typography in every French text: a no-break space (U+00A0; U+202F,
// the narrow one, is allowed too) before « : ; ? ! » and inside « », so that
// no line starts with a colon or a closing guillemet wherever it is wrapped.
// Placeholders, option names, command lines (`--roll 3:4`) and URLs are not
// prose: a colon inside them has no space either side and is left alone.
// The apostrophe inside a word is the typographic one (’).
// `node scripts/french-typography.mjs` puts the spaces and apostrophes in.
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../helpers/catalogues.js';
import { HELP_FR } from '../../src/i18n/help-fr.js';

/** What is wrong with the typography of one French text (empty when nothing). */
function frenchTypography(text: string): string[] {
  const out: string[] = [];
  const prose = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    // {n|un|des}: the plural forms are prose, their braces are not.
    .replace(/\{\w+\}/g, 'X');
  for (const m of prose.matchAll(/(.?)([:;?!»])/gu)) {
    const [, before, mark] = m;
    const at = `…${prose.slice(Math.max(0, m.index! - 20), m.index! + 2)}`;
    if (before === ' ' || before === '\t') out.push(`a plain space before « ${mark} »: ${at}`);
    // A colon right after a word is a code's (3:4, game: …), not prose; ; ? ! » never are.
    else if (mark !== ':' && before !== '' && !/[\u00a0\u202f?!;»…]/u.test(before)) out.push(`no no-break space before « ${mark} »: ${at}`);
  }
  // The apostrophe inside a word is the typographic one (l’unité), never a straight quote.
  for (const m of prose.matchAll(/\p{L}'[\p{L}X]/gu)) out.push(`a straight apostrophe: …${prose.slice(Math.max(0, m.index! - 10), m.index! + 10)}`);
  for (const m of prose.matchAll(/«(.?)/gu)) if (m[1] !== '\u00a0' && m[1] !== '\u202f') out.push(`no no-break space after « « »: …${prose.slice(m.index!, m.index! + 20)}`);
  return out;
}

describe('French typography', () => {
  it.each(CATALOGUES.map((c) => [c.name, c] as const))('catalogue %s: a no-break space before « : ; ? ! » and inside « »', (_, c) => {
    const bad = Object.entries(c.fr).flatMap(([k, v]) => frenchTypography(v ?? '').map((why) => `${k}: ${why}`));
    expect(bad, 'run node scripts/french-typography.mjs').toEqual([]);
  });

  it('the French --help texts (src/i18n/help-fr.ts) too', () => {
    const bad = Object.values(HELP_FR).flatMap((v) => frenchTypography(v).map((why) => `${v.slice(0, 40)}: ${why}`));
    expect(bad, 'run node scripts/french-typography.mjs').toEqual([]);
  });

  it('fails on a plain space, a missing space or a bare guillemet, and leaves codes alone', () => {
    expect(frenchTypography('Résultat : {n}')).toHaveLength(1);
    expect(frenchTypography('Quelle foule ?')).toHaveLength(1);
    expect(frenchTypography('Quelle foule?')).toHaveLength(1);
    expect(frenchTypography('« umpire undo »')).toHaveLength(2);
    expect(frenchTypography('Résultat\u00a0: «\u00a0umpire undo\u00a0» ; fini\u202f!'.replace(' ;', '\u00a0;'))).toEqual([]);
    expect(frenchTypography('donnez --roll 3:4 ou voyez https://example.org/a?b=1')).toEqual([]);
    expect(frenchTypography('{crowd}: {text}')).toEqual([]);
    expect(frenchTypography('séquence d\'action')).toHaveLength(1);
    expect(frenchTypography('séquence d’action, qu’{name}')).toEqual([]);
  });
});
