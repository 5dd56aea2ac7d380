// The places where Civil Disorder and Émeutes differ (EDITION_PLACES): each
// quote is in its text, each table exists, each ruling is written, and every
// difference the rule tables show belongs to a place with a status that fits.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITION_PLACES, PLACE_STATUSES, editionDifferences, placeOf, placeStatus, tableAt } from '../../../src/rules/civil-disorder/editions.js';
import { RULE_MODULES } from '../../../src/rules/civil-disorder/index.js';
import { ROOT, runCli } from '../../helpers/cli.js';
import { rulesDir } from '../../helpers/rules-dir.js';

// Without the rule texts the quote and ruling checks are skipped, saying why (with CI=true: a failure).
const RULES_DIR = rulesDir('civil-disorder.en.txt', 'edition places');
const withTexts = RULES_DIR ? it : it.skip;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const text = (f: string) => norm(readFileSync(join(RULES_DIR!, f), 'utf8'));

describe('EDITION_PLACES', () => {
  it('names the 38 places where the texts differ, once each, each with a status', () => {
    expect(EDITION_PLACES).toHaveLength(38);
    expect(new Set(EDITION_PLACES.map((p) => p.id)).size).toBe(38);
    for (const p of EDITION_PLACES) {
      expect(PLACE_STATUSES).toContain(p.status);
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.en !== null || p.fr !== null).toBe(true);
      if (p.status === 'ruling') expect(p.ruling, p.id).toMatch(/^[RU]\d+$/);
    }
  });

  withTexts('quotes each edition word for word', () => {
    const en = text('civil-disorder.en.txt');
    const fr = text('emeutes.fr.txt');
    for (const p of EDITION_PLACES) {
      if (p.en) expect(en.includes(norm(p.en)), `${p.id}: ${p.en}`).toBe(true);
      if (p.fr) expect(fr.includes(norm(p.fr)), `${p.id}: ${p.fr}`).toBe(true);
    }
  });

  withTexts('cites only rulings that are written (R in RULINGS.md, U in docs/rulings.md)', () => {
    const shared = readFileSync(join(RULES_DIR!, 'RULINGS.md'), 'utf8');
    const ours = readFileSync(join(ROOT, 'docs', 'rulings.md'), 'utf8');
    for (const p of EDITION_PLACES.filter((x) => x.ruling)) {
      const r = p.ruling!;
      if (r.startsWith('R')) expect(shared, p.id).toContain(`## ${r}.`);
      else expect(ours, p.id).toMatch(new RegExp(`^\\| ${r} \\|`, 'm'));
    }
  });

  it('names tables that exist in src/rules (a module not built yet shows as not modelled)', () => {
    for (const p of EDITION_PLACES) {
      for (const ref of p.tables) {
        const module = ref.split('.')[0];
        if (!(module in RULE_MODULES)) {
          expect(placeStatus(p, RULE_MODULES)).toBe('not-modelled');
          continue;
        }
        expect(tableAt(RULE_MODULES, ref), `${p.id}: ${ref}`).not.toBeUndefined();
      }
    }
    // Only the movement tables (issue 14) may be missing.
    const missing = EDITION_PLACES.filter((p) => placeStatus(p, RULE_MODULES) === 'not-modelled').map((p) => p.id);
    expect(missing.filter((id) => id !== 'movement')).toEqual([]);
  });

  it('gives every difference of the rule tables a place whose status fits it', () => {
    const diffs = editionDifferences(RULE_MODULES);
    expect(diffs.length).toBeGreaterThan(0);
    for (const d of diffs) {
      const id = placeOf(d);
      expect(id, `${d.module}.${d.table}.${d.path}`).not.toBeNull();
      const p = EDITION_PLACES.find((x) => x.id === id)!;
      // A rule difference is an edition table or a ruling, never "same" or "unit only".
      if (d.kind === 'rule') expect(['edition', 'ruling'], `${p.id} ${d.table}.${d.path}`).toContain(p.status);
      else expect(p.status, `${p.id} ${d.table}.${d.path}`).not.toBe('same');
    }
    // A place said to differ by unit or edition shows in the tables; one said the same does not.
    for (const p of EDITION_PLACES) {
      if (placeStatus(p, RULE_MODULES) === 'not-modelled') continue;
      const mine = diffs.filter((d) => placeOf(d) === p.id);
      if (p.status === 'unit') expect(mine.length, p.id).toBeGreaterThan(0);
      if (p.status === 'unit') expect(mine.every((d) => d.kind === 'unit'), p.id).toBe(true);
      if (p.status === 'edition') expect(mine.some((d) => d.kind === 'rule'), p.id).toBe(true);
      if (p.status === 'same') expect(mine, p.id).toEqual([]);
    }
  });

  it('picks the longest table reference (the gas grenade is its own place, not the other ranges)', () => {
    expect(placeOf({ module: 'weapons', table: 'WEAPON_RANGE', path: 'gas-grenade' })).toBe('gas-grenade');
    expect(placeOf({ module: 'weapons', table: 'WEAPON_RANGE', path: 'riot-gun' })).toBe('weapon-ranges');
    expect(placeOf({ module: 'nowhere', table: 'X', path: '' })).toBeNull();
  });
});

describe('umpire rules diff (places)', () => {
  it('lists the 38 places with their status, and the table differences with their place, as JSON', async () => {
    const r = await runCli(['rules', 'diff', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.places).toHaveLength(38);
    expect(out.places.find((p: any) => p.id === 'rl-gas')).toMatchObject({ status: 'ruling', ruling: 'U90' });
    expect(out.places.find((p: any) => p.id === 'firearm-ranges')).toMatchObject({ status: 'unit' });
    expect(out.places.find((p: any) => p.id === 'engine-water')).toMatchObject({ status: 'edition', ruling: 'R10' });
    expect(out.places.find((p: any) => p.id === 'negotiation-not-face-to-face')).toMatchObject({ status: 'same' });
    expect(out.differences.every((d: any) => typeof d.place === 'string')).toBe(true);
    const only = JSON.parse((await runCli(['rules', 'diff', '--json', '--rules-only'])).stdout);
    expect(only.places.some((p: any) => p.status === 'unit')).toBe(false);
    expect(only.differences.every((d: any) => d.kind === 'rule')).toBe(true);
  });

  it('prints each place with both quotes and its status, in English and in French', async () => {
    const en = await runCli(['rules', 'diff']);
    expect(en.stdout).toMatch(/38 places where Civil Disorder \(en\) and Émeutes \(fr\) differ/);
    expect(en.stdout).toMatch(/RL roll: the gas cloud lines \[rl-gas\]: ruling U90/);
    expect(en.stdout).toContain('fr: “Dans un nuage de gaz lacrymal -3”');
    expect(en.stdout).toMatch(/Firearms: ranges \[firearm-ranges\]: unit only/);
    expect(en.stdout).toMatch(/Fires: the engines' water \[engine-water\]: edition table \(settled by R10\)/);
    const fr = await runCli(['rules', 'diff', '--lang', 'fr']);
    expect(fr.stdout).toMatch(/38 endroits où Civil Disorder \(en\) et Émeutes \(fr\) diffèrent/);
    expect(fr.stdout).toMatch(/Jet de FR\u00a0: les lignes des nuages de gaz \[rl-gas\]\u00a0: décision U90/);
    expect(fr.stdout).toMatch(/Négociations\u00a0: pas en face à face \[negotiation-not-face-to-face\]\u00a0: même nombre/);
  });
});

// Issue 31, finding 11: two differences between the texts with no ruling.
describe('the rulings on the texts\' differences of finding 11 (U199, U200)', () => {
  it('Émeutes\' "Forces de l\'ordre en retraite +2" (fr l.223) is the specialists\' line, as EN l.157 says (U199)', () => {
    const p = EDITION_PLACES.find((x) => x.id === 'rl-riot-forces')!;
    expect(p).toMatchObject({ status: 'ruling', ruling: 'U199' });
    expect(readFileSync(join(ROOT, 'docs', 'rulings.md'), 'utf8')).toMatch(/^\| U199 \| Émeutes' SF actions/m);
  });

  it('RL 5\'s "1D6cm" (fr l.192) against 1d6" (EN l.148) is a difference of rule, not of unit; RL 3\'s 2D6 cm is a unit (U200)', () => {
    const diffs = editionDifferences(RULE_MODULES).filter((d) => d.table === 'RL_MOVEMENT');
    const kind = (path: string) => diffs.find((d) => d.path === path)?.kind;
    expect(kind('5.unit')).toBe('rule');
    expect(kind('6.unit')).toBe('rule');
    expect([kind('3.unit'), kind('3.dice'), kind('1.dice')]).toEqual(['unit', 'unit', 'unit']);
    expect(EDITION_PLACES.find((x) => x.id === 'rl5-movement')).toMatchObject({ status: 'ruling', ruling: 'U200' });
  });
});
