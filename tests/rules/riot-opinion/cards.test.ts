// The riot-opinion pack's pure rules (R21, U104-U108) and the verdict (U105):
// penalties by turn, next-roll cards used once per crowd (copies in order),
// bans by gas kind, triggers, the draw's one card a turn, the verdict rows.
import { describe, expect, it } from 'vitest';
import '../../../src/games/index.js';
import { DEFAULT_DECK, opinionEffects, opinionModifiers, opinionRows, opinionVeto, triggerOf, type OpinionCrowds, type OpinionState } from '../../../src/rules/riot-opinion/cards.js';
import { resolveOpinionDraw } from '../../../src/rules/riot-opinion/draw.js';
import { combineVerdict } from '../../../src/rules/verdict.js';
import { victoryRows } from '../../../src/rules/civil-disorder/victory.js';
import { fixedDice } from '../../helpers/dice.js';

const deck = (drawn: { card: string; from: number }[] = [], last: 'sf-hold' | 'sf-lose' = 'sf-hold'): OpinionState => ({
  deck: DEFAULT_DECK.map((c) => c.id),
  cards: Object.fromEntries(DEFAULT_DECK.map((c) => [c.id, c])),
  triggers: ['melee'],
  last,
  drawn,
});
const res = (procedure: string, crowd: string | null, extra: Record<string, unknown> = {}) => ({ procedure, edition: 'en' as const, crowd, rolls: [], modifiers: [], total: null, outcome: { code: 'x', text: 'x' }, effects: [], notes: [], ...extra });

describe('riot-opinion cards', () => {
  it('a modifier holds from its first turn until its last (tv-crews: 3 turns)', () => {
    const s = deck([{ card: 'tv-crews', from: 2 }]);
    expect(opinionModifiers(s, {}, 'negotiate', {}, 1, 'en')).toEqual([]);
    expect(opinionModifiers(s, {}, 'negotiate', {}, 2, 'en').map((m) => [m.key, m.value])).toEqual([['riot-opinion.tv-crews', -1]]);
    expect(opinionModifiers(s, {}, 'negotiate', {}, 4, 'en')).toHaveLength(1);
    expect(opinionModifiers(s, {}, 'negotiate', {}, 5, 'en')).toEqual([]);
    expect(opinionModifiers(s, {}, 'melee', {}, 3, 'en')).toEqual([]);
  });

  it("a next-roll card is on each crowd's next RL roll once; a second copy once more", () => {
    const s = deck([{ card: 'outrage', from: 2 }]);
    const none: OpinionCrowds = {};
    expect(opinionModifiers(s, none, 'rl-roll', { crowd: 'a' }, 9, 'en').map((m) => m.value)).toEqual([1]);
    const r = { ...res('rl-roll', 'a'), modifiers: opinionModifiers(s, none, 'rl-roll', { crowd: 'a' }, 9, 'en') };
    expect(opinionEffects(s, none, r, 9)).toEqual([{ op: 'set', path: 'opinionCrowds.a.used', value: ['outrage'] }]);
    const after: OpinionCrowds = { a: { used: ['outrage'] } };
    expect(opinionModifiers(s, after, 'rl-roll', { crowd: 'a' }, 9, 'en')).toEqual([]);
    expect(opinionModifiers(s, after, 'rl-roll', { crowd: 'b' }, 9, 'en')).toHaveLength(1);
    const twice = deck([{ card: 'outrage', from: 2 }, { card: 'outrage', from: 3 }]);
    expect(opinionModifiers(twice, after, 'rl-roll', { crowd: 'a' }, 9, 'en')).toHaveLength(1);
  });

  it('a ban refuses its procedure, of its gas kind only, and not a crowd moving into a cloud', () => {
    const s = deck([{ card: 'political-order', from: 4 }]);
    expect(opinionVeto(s, 'gas', 'cs', 4, 'en')).toMatch(/Political order, no CS gas until turn 7/);
    expect(opinionVeto(s, 'gas', 'tear', 4, 'en')).toBeNull();
    expect(opinionVeto(s, 'gas', null, 4, 'en')).toBeNull();
    expect(opinionVeto(s, 'gas', 'cs', 7, 'en')).toBeNull();
    expect(opinionVeto(s, 'gas', 'cs', 3, 'fr')).toBeNull();
  });

  it('a trigger is a procedure the scenario counts, against a crowd; the press cancels it', () => {
    const s = deck();
    expect(triggerOf(s, res('melee', 'a'))).toBe('melee');
    expect(triggerOf(s, res('line-fight', 'a'))).toBe('melee');
    expect(triggerOf(s, res('fire', 'a'))).toBeNull();
    expect(triggerOf(s, res('melee', null))).toBeNull();
    expect(opinionEffects(s, {}, res('melee', 'a'), 3)).toEqual([
      { op: 'add', path: 'opinionCrowds.a.fights', value: 1 },
      { op: 'set', path: 'opinionCrowds.a.foughtOn', value: 3 },
    ]);
    expect(opinionEffects(s, { a: { press: true } }, res('melee', 'a'), 3)[0]).toEqual({ op: 'add', path: 'opinionCrowds.a.pressed', value: 1 });
  });

  it('turns one card for the turn just ended, whatever the fights; none for a turn without', () => {
    const s = deck();
    const crowds: OpinionCrowds = { a: { fights: 2, foughtOn: 1 }, b: { fights: 1, foughtOn: 1 } };
    const d = resolveOpinionDraw({ edition: 'en', lang: 'en', opinion: s, crowds, turn: 2 }, fixedDice([3]));
    expect(d).toMatchObject({ card: 'outrage', from: 2, fought: ['a', 'b'], outcome: { code: 'card-turned' } });
    expect(d!.effects).toEqual([{ op: 'set', path: 'opinion.drawn', value: [{ card: 'outrage', from: 2 }] }]);
    expect(resolveOpinionDraw({ edition: 'en', lang: 'en', opinion: s, crowds, turn: 3 }, fixedDice([]))).toBeNull();
    const press = resolveOpinionDraw({ edition: 'en', lang: 'en', opinion: s, crowds: { c: { pressed: 1, pressedOn: 1 } }, turn: 2 }, fixedDice([]));
    expect(press).toMatchObject({ outcome: { code: 'press-present' }, card: null });
  });

  it('the last card decides: sf-hold wins, sf-lose loses (R21, U108)', () => {
    const all = DEFAULT_DECK.map((c, i) => ({ card: c.id, from: i + 2 }));
    expect(combineVerdict(opinionRows(deck(all, 'sf-hold'), 'en')).code).toBe('sf-win');
    expect(combineVerdict(opinionRows(deck(all, 'sf-lose'), 'en')).code).toBe('sf-lose');
    expect(combineVerdict(opinionRows(deck([], 'sf-hold'), 'en')).code).toBe('undecided');
    expect(combineVerdict(opinionRows({ ...deck([{ card: 'tv-crews', from: 2 }, { card: 'outrage', from: 3 }], 'sf-lose'), maxCards: 1 }, 'en')).code).toBe('sf-lose');
  });
});

describe('victory conditions (U105)', () => {
  const figures = { turn: 6, dead: 0, sfCasualties: 2, crowdCasualties: 5, property: 80, arrests: 4 };
  it('all met and the turns held: the SF win; a maximum passed: they lose', () => {
    expect(combineVerdict(victoryRows({ turns: 6, dead: 0, property: 100, arrests: 3 }, figures, 'en')).code).toBe('sf-win');
    expect(combineVerdict(victoryRows({ turns: 6, crowdCasualties: 4 }, figures, 'en')).code).toBe('sf-lose');
  });
  it('arrests are open until the turns are held, then failed; no condition: the umpire judges', () => {
    expect(combineVerdict(victoryRows({ turns: 8, arrests: 5 }, figures, 'en')).code).toBe('undecided');
    expect(victoryRows({ turns: 6, arrests: 5 }, figures, 'en').find((r) => r.key === 'arrests')!.status).toBe('failed');
    expect(combineVerdict(victoryRows(undefined, figures, 'en')).code).toBe('no-conditions');
    expect(victoryRows({ property: 50 }, figures, 'fr')[0].text).toBe('Au plus 50\u00a0points de dégâts aux biens\u00a0: 80');
  });
});
