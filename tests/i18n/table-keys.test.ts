// Issue 40 round four's new messages (back, Ctrl-C in a walk, the counts, why
// no crowd can throw): each in both catalogues, said with its values, no key
// or placeholder left; the refusals reached through the guide itself.
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.js';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

const KEYS: [string, Record<string, string | number>][] = [
  ['walk.ctrl-c-again', {}],
  ['prompt.keys.input', {}],
  ['prompt.keys.select', {}],
  ['prompt.keys.checkbox', {}],
  ['guide.amount-bad-enter', { most: 6, enter: 1 }],
  ['guide.list-or', { list: '6, 7', last: '8' }],
  ['guide.none-why.missiles', { rls: '6, 7 or 8' }],
  ['guide.none-why.petrol', { rls: '7 or 8', every: 4 }],
  ['err.guide-none-can-act-why', { procedure: 'petrol-bomb', none: 'no crowd', why: 'x' }],
  // U411: the dice question's "the card I drew" and its pick list (tests/prompts/riot-card-drawn.test.ts walks them).
  ['repl.dice.card', {}],
  ['repl.dice.cards', {}],
  ['guide.draw.which', {}],
  ['guide.draw.copies', { card: 'Pavé', n: 10 }],
];

describe('the messages of a way back and of the counts', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`says each in ${lang}, with its values`, () => {
      for (const [key, params] of KEYS) {
        const text = t(lang, key, params);
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/\{[a-z]+\}/);
      }
      expect(t(lang, 'prompt.keys.input')).toMatch(/Esc|Échap/);
    });

    it(`says in ${lang} why no crowd can throw a petrol bomb`, async () => {
      const g = tempGame();
      try {
        await g.init('tutorial.yaml');
        const s = scriptedSession(g.dir, [], { lang });
        const said = await s.said('petrol-bomb');
        expect(said).toMatch(lang === 'en' ? /no crowd can act now: only a crowd at RL 7 or 8 with petrol bombs/ : /qui puisse agir maintenant\u00a0: seule une foule au FR 7 ou 8/);
      } finally {
        g.cleanup();
      }
    });
  }
});
