// t() keeps each text's template once found (src/i18n/index.ts): a batch asks
// for the same texts tens of thousands of times. What it keeps must never
// change what t() says: a key that fell back to English says the language's
// own text once a catalogue registered later has it, and a built key
// (keyOf) is the same key as the literal.
import { describe, expect, it } from 'vitest';
import { keyOf, registerMessages, t } from '../../src/i18n/index.js';

describe('t() templates', () => {
  it('a key that fell back to English says the French text once a later catalogue has it', () => {
    registerMessages('en', { 'test.templates.late': 'late {n} in English' });
    expect(t('fr', 'test.templates.late', { n: 2 })).toBe('late 2 in English');
    registerMessages('fr', { 'test.templates.late': 'tard {n} en français' });
    expect(t('fr', 'test.templates.late', { n: 3 })).toBe('tard 3 en français');
    expect(t('en', 'test.templates.late', { n: 4 })).toBe('late 4 in English');
  });

  it('fills the same text again with other values, and leaves an unknown placeholder as it is', () => {
    registerMessages('en', { 'test.templates.fill': '{a} and {b}, {c}' });
    registerMessages('fr', { 'test.templates.fill': '{a} et {b}, {c}' });
    expect(t('en', 'test.templates.fill', { a: 1, b: 'two' })).toBe('1 and two, {c}');
    expect(t('en', 'test.templates.fill', { a: 'x', b: 0, c: 'z' })).toBe('x and 0, z');
    expect(t('en', 'test.templates.fill')).toBe('{a} and {b}, {c}');
  });

  it('a number with decimals is written as the language writes it (3,16 in French), a whole number and a string as they are', () => {
    expect(t('fr', 'map.ask.near', { piece: 'vic', distance: 3.16, limit: 3, tolerance: 0.5, unit: ' pas' })).toBe('vic est à 3,16 pas, à 0,5 pas ou moins des 3 pas du texte (U252)');
    expect(t('en', 'map.ask.near', { piece: 'vic', distance: 3.16, limit: 3, tolerance: 0.5, unit: ' paces' })).toBe('vic is 3.16 paces away, within 0.5 paces of the text\'s 3 paces (U252)');
    expect(t('fr', 'test.templates.fill', { a: '3.5', b: 12, c: -0.25 })).toBe('3.5 et 12, -0,25');
    // The plural path fills its placeholders the same way.
    registerMessages('fr', { 'test.templates.plural': '{n} {n|pas|pas} ({d})' });
    expect(t('fr', 'test.templates.plural', { n: 2, d: 1.5 })).toBe('2 pas (1,5)');
  });

  it('keyOf gives the key its parts make, the same string each time', () => {
    expect(keyOf('rl.state.', 5)).toBe('rl.state.5');
    expect(keyOf('rl.state.', 5)).toBe(keyOf('rl.state.', 5));
    expect(keyOf('rl.state.', '5')).toBe('rl.state.5');
    expect(t('en', keyOf('rl.state.', 5))).toBe(t('en', 'rl.state.5'));
  });
});
