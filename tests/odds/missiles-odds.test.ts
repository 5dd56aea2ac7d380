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
