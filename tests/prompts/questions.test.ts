// How a guided question reads: the help text of what it asks, in the game's
// language, never an argument's English name; from a pick list only its first
// clause (the choices say the rest), never cut inside brackets.
import { describe, expect, it } from 'vitest';
import { argQuestion, optionQuestion, shortHelp } from '../../src/prompts/guide.js';
import { labelled } from '../../src/i18n/index.js';

describe('shortHelp', () => {
  it('keeps the first clause, before a colon or semicolon outside brackets', () => {
    expect(shortHelp('en', 'What happened to it: first-abuse, attacked')).toBe('What happened to it');
    expect(shortHelp('en', 'a; b')).toBe('a');
    expect(shortHelp('en', "the weapon (default: the agent's first)")).toBe("the weapon (default: the agent's first)");
    expect(shortHelp('en', 'x (a: b): c')).toBe('x (a: b)');
    expect(shortHelp('en', 'no colon here')).toBe('no colon here');
  });
});

describe('questions', () => {
  it('ask an argument by its help text, capitalised, in French from the help catalogue', () => {
    expect(argQuestion('en', 'the player character')).toBe('The player character');
    expect(argQuestion('fr', 'the player character')).toBe('Le personnage joueur');
  });
  it('ask a value by its help text and end with the option it fills', () => {
    expect(optionQuestion('en', '--weapon', 'the weapon: pistol, rifle', true)).toBe('The weapon (--weapon)');
    expect(optionQuestion('en', '--weapon', 'the weapon: pistol, rifle')).toBe('The weapon: pistol, rifle (--weapon)');
  });
  it('label a code with its word, French by its word first and the (English) code after', () => {
    expect(labelled('en', 'radio', 'radio or telephone')).toBe('radio: radio or telephone');
    expect(labelled('fr', 'radio', 'radio ou téléphone')).toBe('radio ou téléphone (radio)');
  });
});
