// Every message key a render can reach exists in both catalogues: the RL roll
// at every level of both editions (every movement line, every situation of the
// chart, every modifier), the crowd procedures' outcomes and refusals, in
// both languages and in the players' view; no output holds a raw catalogue key
// (`rl.how.8` was printed on every RL 8 roll).
import { describe, expect, it } from 'vitest';
import { RAW_KEY } from '../helpers/raw-key.js';
import { fixedDice } from '../helpers/dice.js';
import { renderResolution } from '../../src/render/human.js';
import { RL_MODIFIERS, resolveRlRoll } from '../../src/rules/civil-disorder/rl-roll.js';
import {
  OWE_TRIGGERS,
  PROCEDURE_TRIGGERS,
  SITUATIONS,
  resolveAdjacent,
  resolveJump,
  resolveLeaveGas,
  resolveMerge,
  resolveOwe,
  resolveRejoin,
  resolveSetRl,
  resolveSplit,
  type CrowdFacts,
} from '../../src/rules/civil-disorder/crowd.js';
import { resolveNegotiate } from '../../src/rules/civil-disorder/negotiate.js';
import { gasClearing } from '../../src/rules/civil-disorder/weapons.js';
import type { GameState } from '../../src/state/civil-disorder/types.js';
import { t } from '../../src/i18n/index.js';
import type { Edition, Lang, Resolution } from '../../src/rules/types.js';

const crowd = (id: string, f: Partial<CrowdFacts> = {}): CrowdFacts => ({ id, name: id, figures: 20, rl: 5, adjacent: [], ...f });

function records(edition: Edition, lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  const flags = RL_MODIFIERS.filter((r) => r.kind === 'flag').map((r) => r.key);
  const counts = Object.fromEntries(RL_MODIFIERS.filter((r) => r.kind === 'count').map((r) => [r.key, 1]));
  for (let rl = 1; rl <= 8; rl++) {
    for (const die of [1, 3, 6]) {
      for (const situation of [undefined, ...SITUATIONS]) {
        out.push(resolveRlRoll({ edition, lang, crowdId: 'c', rl, situation, owed: [...OWE_TRIGGERS, ...Object.values(PROCEDURE_TRIGGERS)] }, fixedDice([die, 2, 2, 2, 2])));
      }
    }
    out.push(resolveRlRoll({ edition, lang, rl, flags, counts, firearmCasualties: 3, umpireMods: [{ label: 'x', value: 1 }] }, fixedDice([4, 1, 1, 1, 1])));
    for (const situation of SITUATIONS) out.push(resolveJump({ edition, lang, crowdId: 'c', rl, situation }));
    out.push(resolveSetRl({ edition, lang, crowdId: 'c', rl, to: rl === 8 ? 1 : 8, reason: 'r' }));
    out.push(resolveSetRl({ edition, lang, rl, to: rl, reason: 'r' }));
  }
  out.push(resolveJump({ edition, lang, rl: 5, situation: 'surrounded', mergedInto: 'b' }));
  const a = crowd('a', { adjacent: ['b'] });
  const b = crowd('b', { adjacent: ['a'] });
  for (const [x, y, apart] of [[a, b, true], [a, b, false], [crowd('a'), crowd('b'), false], [crowd('a'), crowd('b'), true], [crowd('a'), crowd('a'), false], [crowd('a', { rl: 1 }), crowd('b'), false], [crowd('a', { mergedInto: 'z' }), crowd('b'), false]] as const) {
    out.push(resolveAdjacent({ edition, lang, a: x, b: y, apart }));
  }
  for (const trigger of OWE_TRIGGERS) {
    out.push(resolveOwe({ edition, lang, crowd: crowd('a'), trigger, turn: 1, appeared: [] }));
    out.push(resolveOwe({ edition, lang, crowd: crowd('a'), trigger, turn: 1, appeared: ['riot', 'mounted'] }));
  }
  out.push(resolveOwe({ edition, lang, crowd: crowd('a', { rl: 1 }), trigger: 'charge', turn: 1, appeared: [] }));
  for (const n of [5, 0, 20]) out.push(resolveSplit({ edition, lang, crowd: crowd('a'), figures: n, newId: 'n', newName: 'n', lists: {}, clouds: [] }));
  out.push(resolveSplit({ edition, lang, crowd: crowd('a', { rl: 1 }), figures: 5, newId: 'n', newName: 'n', lists: {}, clouds: [] }));
  for (const [x, y] of [[crowd('a'), crowd('b')], [crowd('a'), crowd('a')], [crowd('a', { rl: 1 }), crowd('b')], [crowd('a'), crowd('b', { mergedInto: 'z' })]]) {
    out.push(resolveMerge({ edition, lang, from: x, into: y, lists: {}, clouds: [] }));
  }
  for (const [x, y, n] of [[crowd('a', { rl: 1 }), crowd('b'), 3], [crowd('a'), crowd('b'), 3], [crowd('a', { rl: 1 }), crowd('b'), 99], [crowd('a', { rl: 1 }), crowd('a'), 1]] as const) {
    out.push(resolveRejoin({ edition, lang, from: x, into: y, figures: n }));
  }
  out.push(resolveLeaveGas({ edition, lang, crowdId: 'a', clouds: [{ id: 'g', crowds: ['a'] }] }));
  out.push(resolveLeaveGas({ edition, lang, crowdId: 'a', clouds: [] }));
  out.push(resolveLeaveGas({ edition, lang, crowdId: 'a', clouds: [], cloudId: 'g' }));
  out.push(...emptyNames(edition, lang));
  return out;
}

/**
 * Issue 44, items 5 and 6: the lines that once had an empty name, and the negotiation that cannot take place
 * (U282): the stateless RL roll crossing into looting, a gas cloud over no crowd, shooting or gas in sight.
 */
function emptyNames(edition: Edition, lang: Lang): Resolution[] {
  const gas = { g: { id: 'g', kind: 'tear', crowds: [], from: 3, until: 9 } };
  return [
    resolveRlRoll({ edition, lang, rl: 6, umpireMods: [{ label: 'x', value: 2 }] }, fixedDice([6, 3, 3])),
    ...gasClearing({ edition, turn: 3, gas } as unknown as GameState, lang),
    resolveNegotiate({ edition, lang, rl: 4, quality: 'average', shooting: true }, fixedDice([])),
    resolveNegotiate({ edition, lang, rl: 5, quality: 'good', gas: true, crowdId: 'a', characterId: 'c', turn: 1, acted: {} }, fixedDice([])),
  ];
}

describe('every message key a render can reach', () => {
  for (const edition of ['en', 'fr'] as const) {
    for (const lang of ['en', 'fr'] as const) {
      it(`exists (${edition} edition, ${lang} output, umpire's and players' view)`, () => {
        const raw: string[] = [];
        for (const r of records(edition, lang)) {
          for (const player of [false, true]) {
            const text = [renderResolution(r, { lang, color: false, seq: 1, turn: 1, player }), r.outcome.text, ...r.notes, r.refused?.reason ?? ''].join('\n');
            const m = RAW_KEY.exec(text.replace(/\b(crowds|gas)\.[\w.-]+/g, ''));
            if (m) raw.push(`${r.procedure} ${r.outcome.code}: ${m[0]}`);
          }
        }
        expect([...new Set(raw)]).toEqual([]);
      });
    }
  }

  // The keys of issue 44, items 5 and 6, reached by this walk in both languages, and no name left empty.
  for (const lang of ['en', 'fr'] as const) {
    it(`reaches the keys that name "the crowd", a cloud over no crowd and a negotiation that cannot take place (${lang})`, () => {
      const text = emptyNames(lang, lang).flatMap((r) => [renderResolution(r, { lang, color: false, seq: 1, turn: 1, player: false }), r.outcome.text, ...r.notes]).join('\n');
      for (const key of ['rl.note.the-crowd', 'rl.note.crowd-placeholder']) expect(text).toContain(t(lang, key));
      expect(text).toContain(t(lang, 'weapons.gas.effective-none', { id: 'g', until: 9 }));
      expect(text).toContain(t(lang, 'negotiate.outcome.cannot', { why: '' }).split(':')[0]);
      // The lines themselves (a rendered table pads its columns): no name left empty between two spaces.
      for (const line of emptyNames(lang, lang).flatMap((r) => [r.outcome.text, ...r.notes])) expect(line).not.toMatch(/ {2}/);
    });
  }

  it('catches a raw key (the detector itself)', () => {
    expect(RAW_KEY.test('Movement: 2d6" (rl.how.8): 6"')).toBe(true);
    expect(RAW_KEY.test('Movement: 2d6" (to charge): 6"')).toBe(false);
  });
});
