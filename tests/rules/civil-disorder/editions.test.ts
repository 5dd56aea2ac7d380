import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { editionDifferences } from '../../../src/rules/civil-disorder/editions.js';
import { RULE_MODULES } from '../../../src/rules/civil-disorder/index.js';
import { ROOT, runCli } from '../../helpers/cli.js';

describe('editionDifferences', () => {
  it('finds every leaf where an edition split differs, and tells units from rules', () => {
    const diffs = editionDifferences({
      demo: {
        SAME: { en: { a: 1 }, fr: { a: 1 } },
        TOP: { en: 2, fr: 4 },
        NESTED: { pistol: { en: { close: 5, hit: [5, 6] }, fr: { close: 12.5, hit: [5, 6] } } },
        LABEL: { en: '2"', fr: '5 cm' },
        notATable: { en: 1, fr: 2, de: 3 },
        fn: () => 1,
      },
    });
    // Tables in the order of their names.
    expect(diffs.map((d) => [d.table, d.path, d.en, d.fr, d.kind])).toEqual([
      ['LABEL', '', '2"', '5 cm', 'unit'],
      ['NESTED', 'pistol.close', 5, 12.5, 'unit'],
      ['TOP', '', 2, 4, 'rule'],
    ]);
  });

  it('lists a table that another references once, where it is first found', () => {
    const shared = { en: 2, fr: 4 };
    const diffs = editionDifferences({ a: { WATER: shared }, b: { FIREFIGHTING: { water: shared } } });
    expect(diffs.map((d) => `${d.module}:${d.table}`)).toEqual(['a:WATER']);
  });

  it('lists every file of src/rules/civil-disorder (and the free roll) in the modules index', () => {
    const files = readdirSync(join(ROOT, 'src', 'rules', 'civil-disorder'))
      .filter((f) => f.endsWith('.ts') && !['index.ts', 'editions.ts'].includes(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(RULE_MODULES).sort()).toEqual([...files, 'free-roll'].sort());
  });
});

describe('umpire rules diff', () => {
  it('prints the differences found in the tables, and the same as JSON', async () => {
    const r = await runCli(['rules', 'diff', '--json']);
    expect(r.code).toBe(0);
    const diffs = JSON.parse(r.stdout).differences;
    expect(diffs.map(({ place, ...d }: any) => d)).toEqual(editionDifferences(RULE_MODULES));
    // R10: fire engines' water, 2 turns in English, 4 in French.
    expect(diffs).toContainEqual(expect.objectContaining({ table: 'ENGINE_WATER_TURNS', en: 2, fr: 4, kind: 'rule' }));
    const human = await runCli(['rules', 'diff', '--rules-only']);
    expect(human.stdout).toMatch(/ENGINE_WATER_TURNS/);
    expect(human.stdout).not.toMatch(/unit \(inches/);
  });
});
