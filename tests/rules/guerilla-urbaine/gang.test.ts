// The gang builder (guerilla-urbaine.fr.txt l.154-237, R16, U151, U152).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rulesDir } from '../../helpers/rules-dir.js';
import { describe, expect, it } from 'vitest';
import { checkGang, COMPULSORY, MAX_GANGERS, memberBill, memberProfile, STARTING_CREDITS, UPGRADE_PRICES, upgradePrice, kitLine, type MemberSpec } from '../../../src/rules/guerilla-urbaine/gang.js';
import { GANGER_LINES, type GuUpgradeId } from '../../../src/rules/guerilla-urbaine/profile.js';

const RULES_DIR = rulesDir('guerilla-urbaine.fr.txt', 'gang builder');
const TEXT = RULES_DIR ? readFileSync(join(RULES_DIR, 'guerilla-urbaine.fr.txt'), 'utf8').split('\n') : [];
const line = (n: number) => TEXT[n - 1];

const chef: MemberSpec = { id: 'boss', rank: 'chef', kit: 'pistol', upgrades: ['excellent-reflexes'] };
const second: MemberSpec = { id: 'bras-droit', rank: 'sous-chef', kit: 'shotgun', upgrades: ['sharp-reflexes'] };
const ganger = (id: string, kit = 'one-hand', upgrades: GuUpgradeId[] = []): MemberSpec => ({ id, rank: 'ganger', kit, upgrades });

describe.skipIf(!RULES_DIR)('gang builder: prices cite their lines', () => {
  it('prices every kit as its line of the list prints it (l.164-186)', () => {
    for (const kit of GANGER_LINES) {
      const bill = memberBill({ kit: kit.id, upgrades: [] });
      expect(line(bill.lines[0].line)).toContain(`(${kit.cost} cdt)`);
      expect(line(bill.lines[0].line)).toMatch(/^Ganger avec/);
    }
  });
  it('prices every upgrade as its line prints it (l.196-223)', () => {
    for (const [u, rule] of Object.entries(UPGRADE_PRICES)) {
      const printed = 'cdt' in rule.price ? `(${rule.price.cdt} cdt)` : `(${rule.price.percent}%`;
      expect(line(rule.line), u).toContain(printed);
    }
  });
  it('starts with 150 cdt and at most 8 gangers (l.156)', () => {
    expect(line(156)).toContain(`${STARTING_CREDITS} cdt`);
    expect(line(156)).toContain(`au maximum ${MAX_GANGERS} gangers`);
  });
});

describe('gang builder: percentage upgrades rounded up (l.192, l.194)', () => {
  it('makes Robuste on a 7 cdt kit 2 cdt, as the worked example (l.227)', () => {
    expect(upgradePrice(kitLine('two-hands')!, 'robust')).toBe(2);
  });
  it('rounds 10% of 13 up to 2 and 30% of 10 to exactly 3', () => {
    expect(upgradePrice(kitLine('smg')!, 'good-reflexes')).toBe(2);
    expect(upgradePrice(kitLine('pistol')!, 'excellent-reflexes')).toBe(3);
  });
  it('rounds a penalty up too, towards the higher price: -20% of 13 is -2 (U151)', () => {
    expect(upgradePrice(kitLine('shotgun')!, 'tender-feet')).toBe(-2);
  });
  it('bills the worked example at the list price of Assassin: 7+2+4+5+7 = 25 (l.227, R16)', () => {
    const bill = memberBill({ kit: 'two-hands', upgrades: ['fast', 'assassin', 'camouflage', 'robust'] });
    expect(bill.lines.map((l) => l.cost)).toEqual([7, 4, 5, 7, 2]);
    expect(bill.total).toBe(25);
  });
});

describe('checkGang', () => {
  it('accepts a Chef and Sous-chef with their compulsory upgrades within 150 cdt', () => {
    const r = checkGang([chef, second, ganger('g1'), ganger('g2', 'rifle')]);
    expect(r.problems).toEqual([]);
    // 10+3, 13+3 (20% of 13 is 2.6, rounded up), 6, 18
    expect(r.bills).toEqual({ boss: 13, 'bras-droit': 16, g1: 6, g2: 18 });
    expect(r.total).toBe(53);
  });
  it('requires Excellents réflexes of the Chef and Réflexes affûtés of the Sous-chef (l.235)', () => {
    expect(COMPULSORY).toEqual({ chef: 'excellent-reflexes', 'sous-chef': 'sharp-reflexes', ganger: null });
    const r = checkGang([{ ...chef, upgrades: [] }, { ...second, upgrades: ['good-reflexes'] }]);
    expect(r.problems.map((p) => [p.code, p.member])).toEqual([
      ['missing-compulsory', 'boss'],
      ['missing-compulsory', 'bras-droit'],
    ]);
  });
  it('requires one Chef and one Sous-chef (l.156, l.231)', () => {
    expect(checkGang([ganger('g1')]).problems.map((p) => p.code)).toEqual(['no-chef', 'no-sous-chef']);
    expect(checkGang([chef, { ...chef, id: 'boss2' }, second]).problems.map((p) => p.code)).toEqual(['two-chefs']);
  });
  it('refuses a ninth ganger (l.156)', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ganger(`g${i}`));
    expect(checkGang([chef, second, ...nine]).problems).toEqual([{ code: 'too-many-gangers', params: { n: 9, max: 8 } }]);
    expect(checkGang([chef, second, ...nine.slice(1)]).problems).toEqual([]);
  });
  it('refuses a gang over 150 cdt (l.156)', () => {
    const eight = Array.from({ length: 8 }, (_, i) => ganger(`g${i}`, 'assault-rifle'));
    const r = checkGang([chef, second, ...eight]);
    expect(r.total).toBe(13 + 16 + 8 * 25);
    expect(r.problems).toEqual([{ code: 'over-budget', params: { total: 229, credits: 150 } }]);
  });
  it('keeps Pieds tendres and Excellent tireur for gangers with a ranged weapon (l.202-203)', () => {
    const r = checkGang([chef, second, ganger('g1', 'two-hands', ['marksman'])]);
    expect(r.problems).toEqual([{ code: 'shooters-only', member: 'g1', params: { upgrade: 'marksman', kit: 'two-hands' } }]);
  });
  it('refuses two upgrades of one group and an upgrade taken twice (U152)', () => {
    const r = checkGang([chef, second, ganger('g1', 'pistol', ['good-reflexes', 'sharp-reflexes', 'fast', 'fast'])]);
    expect(r.problems.map((p) => p.code)).toEqual(['exclusive', 'repeated-upgrade']);
  });
  it('names an unknown kit', () => {
    expect(checkGang([chef, second, ganger('g1', 'bazooka')]).problems).toEqual([{ code: 'unknown-kit', member: 'g1', params: { kit: 'bazooka' } }]);
  });
});

describe('memberProfile', () => {
  it('gives the pistol and grenades kit both weapons, the pistol first (l.184)', () => {
    const p = memberProfile({ kit: 'pistol-grenades', upgrades: [] })!;
    expect(p.weapons.map((w) => w.id)).toEqual(['pistol', 'grenade']);
    expect(p.profile.shoot).toBe(4);
    expect(p.profile.fight).toBe(5);
  });
  it('gives Rapide a move of 5 pas (l.209) and others 4 (l.88)', () => {
    expect(memberProfile({ kit: 'one-hand', upgrades: ['fast'] })!.move).toBe(5);
    expect(memberProfile({ kit: 'one-hand', upgrades: [] })!.move).toBe(4);
  });
  it('has no ranged weapon for a TX kit (l.118, l.164)', () => {
    const p = memberProfile({ kit: 'two-hands', upgrades: [] })!;
    expect(p.profile.shoot).toBeNull();
    expect(p.weapons).toEqual([]);
  });
});
