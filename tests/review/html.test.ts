import { describe, expect, it } from 'vitest';
import { buildReport, esc, scriptJson } from '../../src/review/html.js';
import { rlChart } from '../../src/review/civil-disorder/html.js';
import { logRows } from '../../src/review/entries.js';
import { summarize } from '../../src/review/summary.js';
import { tempGame } from '../helpers/cli.js';

describe('the report page builder', () => {
  it('escapes text for HTML and JSON for a script element', () => {
    expect(esc(`<b a="1">&'`)).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&#39;');
    expect(scriptJson({ s: '</script><!--' })).toBe('{"s":"\\u003c/script\\u003e\\u003c!--"}');
  });

  it('draws the starting RL and one point per turn, RL 8 at the top and RL 1 at the bottom', () => {
    const svg = rlChart({ crowd: 'c', name: 'C', byTurn: [8, 1], start: 6, end: 1, changes: [] }, 'en');
    const ys = [...svg.matchAll(/<circle class="pt" cx="[\d.]+" cy="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(ys).toHaveLength(3);
    expect(ys[1]).toBeLessThan(ys[0]);
    expect(ys[1]).toBeLessThan(ys[2]);
    expect(svg).toContain('data-values="6,8,1"');
    expect(svg).toContain('>start</text>');
  });

  it('keeps names from the scenario as text, never as markup, in both languages', async () => {
    const game = tempGame();
    try {
      await game.init(`title: "Riot </script><script>alert(1)</script>"\ncrowds:\n  - {id: c1, name: "<img src=x onerror=alert(1)>", figures: 20, rl: 5}\n`);
      await game.run('rl-roll', 'c1', '--roll', '3,2');
      const log = game.readLog();
      const s = await summarize(log);
      for (const lang of ['en', 'fr'] as const) {
        const html = buildReport(s, logRows(log), lang);
        expect(html).not.toContain('<img src=x');
        expect(html).not.toContain('<script>alert(1)');
        expect(html.match(/<script/g)).toHaveLength(2); // the data and the filter script
        expect(html).toContain(lang === 'fr' ? 'Compte rendu de partie' : 'After-action report');
      }
    } finally {
      game.cleanup();
    }
  });
});
