// Issue 31, finding 8: `missiles --odds` printed one sequence's text ("3 hit(s): 1 wounded") at 100% while its
// counts varied, and labelled the hits on the SF "Crowd members hit". Civil Disorder, Missiles: "1d3 per 10
// throwers" hits the SF (civil-disorder.en.txt, Non-Lethal Weapons); the odds name the outcome, not one reading.
import { describe, expect, it } from 'vitest';
import { jsonLines, runCli } from '../helpers/cli.js';

describe('missiles --odds', () => {
  it('names an outcome read many ways instead of printing one sequence\'s count as certain', async () => {
    const r = await runCli(['missiles', '--throwers', '30', '--kit', 'shields', '--odds', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const [rec] = jsonLines(r.stdout);
    const hits = rec.stats.find((s: any) => s.key === 'hits');
    expect(hits.expectedValue).toBe(6);
    for (const o of rec.outcomes) expect(o.text, o.code).not.toMatch(/^\d+ hit/);
    expect(rec.outcomes.map((o: any) => o.text)).toContain('Hits, one or more SF members wounded');
  });

  it('says how far a count varies where one outcome covers every roll (full riot kit: no one wounded, the hits 3 to 9)', async () => {
    // 30 throwers: 3d3 hits (1d3 per 10), 3 to 9; the SF in full kit are impervious: one outcome, at 100%.
    const r = await runCli(['missiles', '--throwers', '30', '--kit', 'full', '--odds', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.outcomes).toHaveLength(1);
    const hits = rec.stats.find((s: any) => s.key === 'hits');
    expect([hits.min, hits.max]).toEqual([3, 9]);
    expect((await runCli(['missiles', '--throwers', '30', '--kit', 'full', '--odds'])).stdout).toMatch(/│ Hits on the SF +│ 6\.00 +│ 3 to 9 +│/);
    expect((await runCli(['missiles', '--edition', 'fr', '--throwers', '30', '--kit', 'full', '--odds'])).stdout).toMatch(/│ Touches sur les fp +│ 6,00 +│ de 3 à 9 +│/);
  });

  it('labels the hits as on the SF, in English and in French', async () => {
    const en = await runCli(['missiles', '--throwers', '30', '--odds']);
    expect(en.stdout).toMatch(/Hits on the SF/);
    expect(en.stdout).not.toMatch(/Crowd members hit/);
    const fr = await runCli(['missiles', '--edition', 'fr', '--throwers', '30', '--odds']);
    expect(fr.stdout).toMatch(/Touches sur les fp/);
    // The outcome's cell wrapped to 80 columns (piped, as at the table): its words in order.
    expect(fr.stdout).toMatch(/Des touches, un ou plusieurs fp\s[^\n]*\n│ blessés \[wounded\]/);
  });

  it('keeps "Crowd members hit" for fire, whose hits are on the crowd', async () => {
    const r = await runCli(['fire', '--weapon', 'rifle', '--range', 'close', '--firers', '3', '--odds']);
    expect(r.stdout).toMatch(/Crowd members hit/);
  });
});
