// The after-action summary and the report of a game that is not a riot
// (GameSystem.summarySections): only the sections its systems fill, and what
// every log holds (its resolutions by procedure, the dice, the verdict), in
// both languages. A riot keeps every section.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batchGame } from '../helpers/batch-game.js';
import { RAW_KEY } from '../helpers/raw-key.js';

const gang = batchGame('guerilla-urbaine-gangs.yaml', 'gu-three-turns.txt');
const riot = batchGame('riot-sample.fr.yaml', 'riot-round.txt');
const railton = batchGame('railton-road-armed.yaml', 'railton-armed-agents.txt');

describe('summary of a game of another system', () => {
  it('a gang game: no crowd, RL, arrest or property section; its resolutions by procedure', async () => {
    const r = await gang.game.run('summary', '--json');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.sections).toEqual([]);
    const shots = gang.of('gu-shoot').length;
    expect(shots).toBeGreaterThan(0);
    expect(s.procedures.find((p: { procedure: string }) => p.procedure === 'gu-shoot').n).toBe(shots);
    expect(s.procedures.reduce((n: number, p: { n: number }) => n + p.n, 0)).toBe(s.resolutions);
    for (const lang of ['en', 'fr']) {
      const text = (await gang.game.run('summary', '--lang', lang)).stdout;
      expect(text).toMatch(lang === 'en' ? /Resolutions by procedure \(\d+\)/ : /Résolutions par procédure \(\d+\)/);
      expect(text).toMatch(/gu-shoot/);
      expect(text).not.toMatch(lang === 'en' ? /Response Level by turn|Arrests|Property/ : /Niveau de réaction par tour|Arrestations|Biens/);
      expect(text.match(RAW_KEY)?.[0]).toBeUndefined();
    }
    const file = `${gang.game.dir}/report.html`;
    const made = await gang.game.run('report', '--html', file);
    expect(made.code, made.stderr).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('id="procedures"');
    expect(html).not.toContain('id="rl"');
    expect(html).not.toContain('id="arrests"');
  });

  it('a RIOT game (whose scenario names `units` otherwise): no crash, its procedures', async () => {
    const r = await riot.game.run('summary', '--json');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.scenario).toBeUndefined();
    expect(s.procedures.map((p: { procedure: string }) => p.procedure)).toContain('riot-fight');
  });

  it('a riot with a pack keeps every section of Civil Disorder, and the table of procedures', async () => {
    const s = JSON.parse((await railton.game.run('summary', '--json')).stdout);
    expect(s.sections).toEqual(['final', 'losses', 'rl', 'casualties', 'arrests', 'property', 'shots', 'status-changes', 'overreactions']);
    expect(s.procedures.map((p: { procedure: string }) => p.procedure)).toContain('agent-shoot');
    const text = (await railton.game.run('summary')).stdout;
    expect(text).toMatch(/Response Level by turn/);
  });
});
