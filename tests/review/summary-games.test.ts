// The after-action summary and the report of a game that is not a riot
// (GameSystem.summarySections): only the sections its systems fill, and what
// every log holds (its resolutions by procedure, the dice, the verdict), in
// both languages. A riot keeps every section.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batchGame } from '../helpers/batch-game.js';
import { RAW_KEY } from '../helpers/raw-key.js';
import { tempGame } from '../helpers/cli.js';

const gang = batchGame('guerilla-urbaine-gangs.yaml', 'gu-three-turns.txt');
const riot = batchGame('riot-sample.fr.yaml', 'riot-round.txt');
const intv = batchGame('intervention-liberation-otage.yaml', 'intervention-hostage.txt');
const railton = batchGame('railton-road-armed.yaml', 'railton-armed-agents.txt');

describe('summary of a game of another system', () => {
  it('a gang game: its own sections (the gangs at the end, the initiative by turn), no riot section; its resolutions by procedure', async () => {
    const r = await gang.game.run('summary', '--json');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.sections).toEqual(['gangs', 'initiative']);
    expect(s.rl).toBeUndefined();
    // The gangs as the state ends them: figures out (dead) and down; PV lost as the log's effects took them.
    const state = gang.game.readState().game;
    for (const row of s.gangs) {
      const own = Object.values(state.figures as Record<string, { gang: string; dead: boolean; down: boolean }>).filter((f) => f.gang === row.gang);
      expect(row).toMatchObject({ figures: own.length, out: own.filter((f) => f.dead).length, down: own.filter((f) => f.down && !f.dead).length });
    }
    const lost = (id: string) =>
      gang.records().reduce((n: number, rec: any) => n + (rec.results ?? []).filter((x: any) => state.figures[x.target]?.gang === id).reduce((m: number, x: any) => m + Math.max(0, x.pvBefore - x.pvAfter), 0), 0);
    for (const row of s.gangs) expect(row.pvLost, row.gang).toBe(lost(row.gang) + gang.of('gu-melee').reduce((n: number, m: any) => n + (m.effects ?? []).filter((e: any) => state.figures[e.path.split('.')[1]]?.gang === row.gang && /\.pv$/.test(e.path) && e.prev > e.value).reduce((k: number, e: any) => k + e.prev - e.value, 0), 0));
    expect(s.gangs.reduce((n: number, g: { pvLost: number }) => n + g.pvLost, 0)).toBeGreaterThan(0);
    const rolled = gang.of('gu-initiative');
    expect(s.initiative.map((i: { winner: string }) => i.winner)).toEqual(rolled.map((x) => x.winner));
    const shots = gang.of('gu-shoot').length;
    expect(shots).toBeGreaterThan(0);
    expect(s.procedures.find((p: { procedure: string }) => p.procedure === 'gu-shoot').n).toBe(shots);
    expect(s.procedures.reduce((n: number, p: { n: number }) => n + p.n, 0)).toBe(s.resolutions);
    for (const lang of ['en', 'fr']) {
      const text = (await gang.game.run('summary', '--lang', lang)).stdout;
      expect(text).toMatch(lang === 'en' ? /Resolutions by procedure \(\d+\)/ : /Résolutions par procédure \(\d+\)/);
      expect(text).toMatch(lang === 'en' ? /Gangs at the end\n[\s\S]*PV lost[\s\S]*Initiative by turn \(3\)\n[\s\S]*, then / : /Les gangs à la fin\n[\s\S]*PV perdus[\s\S]*Initiative par tour \(3\)\n[\s\S]*, puis /);
      expect(text).toMatch(/gu-shoot/);
      expect(text).not.toMatch(lang === 'en' ? /Response Level by turn|Arrests|Property/ : /Niveau de réaction par tour|Arrestations|Biens/);
      expect(text.match(RAW_KEY)?.[0]).toBeUndefined();
    }
    const file = `${gang.game.dir}/report.html`;
    const made = await gang.game.run('report', '--html', file);
    expect(made.code, made.stderr).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('id="procedures"');
    expect(html).toMatch(/<section id="gangs">[\s\S]*<section id="initiative">[\s\S]*<section id="procedures">/);
    expect(html).toMatch(/<tr data-turn="1" data-winner="[a-z]+">/);
    expect(html).not.toContain('id="rl"');
    expect(html).not.toContain('id="arrests"');
  });

  it('a gang game before its first initiative says none was rolled, in both languages', async () => {
    const fresh = tempGame();
    try {
      await fresh.init('guerilla-urbaine-gangs.yaml');
      expect((await fresh.run('summary', '--lang', 'en')).stdout).toMatch(/Initiative by turn \(0\)\nNo initiative rolled\./);
      expect((await fresh.run('summary', '--lang', 'fr')).stdout).toMatch(/Initiative par tour \(0\)\nAucune initiative lancée\./);
      const file = `${fresh.dir}/r.html`;
      expect((await fresh.run('report', '--html', file, '--lang', 'fr')).code).toBe(0);
      expect(readFileSync(file, 'utf8')).toContain('<p>Aucune initiative lancée.</p>');
    } finally {
      fresh.cleanup();
    }
  });

  it('a RIOT game (whose scenario names `units` otherwise): no crash, its procedures', async () => {
    const r = await riot.game.run('summary', '--json');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.scenario).toBeUndefined();
    expect(s.procedures.map((p: { procedure: string }) => p.procedure)).toContain('riot-fight');
  });

  it('a RIOT game: its teams\' credits and zone points at the start and at the end of each turn, in both languages', async () => {
    const s = JSON.parse((await riot.game.run('summary', '--json')).stdout);
    expect(s.sections).toEqual(['teams']);
    const state = riot.game.readState().game;
    expect(s.teams.map((x: { team: string }) => x.team)).toEqual(Object.keys(state.riot.teams));
    for (const row of s.teams) {
      expect(row.credits).toHaveLength(s.turns + 1);
      expect(row.credits.at(-1)).toBe(state.riot.teams[row.team].credits);
      if (row.zonePoints) expect(row.zonePoints.at(-1)).toBe(state.riot.teams[row.team].zonePoints);
    }
    // The nationalists and the police score no zone points (l.37, l.49).
    expect(s.teams.find((x: { team: string }) => x.team === 'police').zonePoints).toBeNull();
    expect(s.teams.some((x: { credits: number[] }) => new Set(x.credits).size > 1)).toBe(true);
    for (const [lang, head] of [['en', /Credits and zone points by turn \(\d+ turns?\)\nat the start, then at the end of each turn/], ['fr', /Crédits et points de zone par tour \(\d+ tours?\)\nau début, puis à la fin de chaque tour/]] as const) {
      const text = (await riot.game.run('summary', '--lang', lang)).stdout;
      expect(text).toMatch(head);
      expect(text).toMatch(lang === 'en' ? /Zone points \(win at 7\)/ : /Points de zone \(victoire à 7\)/);
      expect(text.match(RAW_KEY)?.[0]).toBeUndefined();
      const file = `${riot.game.dir}/report-${lang}.html`;
      expect((await riot.game.run('report', '--html', file, '--lang', lang)).code).toBe(0);
      expect(readFileSync(file, 'utf8')).toMatch(/<section id="teams">[\s\S]*<tr data-team="police" data-credits="[\d,]+" data-points="">[\s\S]*<section id="procedures">/);
    }
  });

  it('an Intervention game: the mission and how it ended, every fighter\'s RT counter and condition, in both languages', async () => {
    const s = JSON.parse((await intv.game.run('summary', '--json')).stdout);
    expect(s.sections).toEqual(['mission', 'fighters']);
    const state = intv.game.readState().game;
    expect(s.mission).toEqual({ kind: state.mission.kind, winner: state.mission.verdict?.winner ?? null, code: state.mission.verdict?.code ?? null, turn: state.mission.verdict?.turn ?? null });
    expect(s.mission.winner).not.toBeNull();
    for (const f of s.fighters) expect(f).toMatchObject({ counter: state.fighters[f.id].counter, rt: state.fighters[f.id].rt, condition: state.fighters[f.id].condition });
    const out = s.fighters.filter((f: { condition: string }) => f.condition === 'out').length;
    expect(out).toBeGreaterThan(0);
    for (const [lang, re] of [['en', new RegExp(`Mission: hostage rescue\\nEnded at turn \\d+: .+ wins\\.\\n\\nFighters at the end \\(${out} out of the fight`)], ['fr', new RegExp(`Mission\u00a0: libération d’otage\\nTerminée au tour \\d+\u00a0: .+ gagne\\.\\n\\nLes combattants à la fin \\(${out} hors de combat`)]] as const) {
      const text = (await intv.game.run('summary', '--lang', lang)).stdout;
      expect(text).toMatch(re);
      expect(text).toMatch(lang === 'en' ? /RT counter[\s\S]*out of the fight/ : /Compteur RT[\s\S]*hors de combat/);
      expect(text.match(RAW_KEY)?.[0]).toBeUndefined();
      // Its sections read at 80 columns (the engine's title line wraps as it may).
      const own = text.slice(text.indexOf('Mission'), text.search(/Resolutions by procedure|Résolutions par procédure/));
      expect(Math.max(...own.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
      const file = `${intv.game.dir}/report-${lang}.html`;
      expect((await intv.game.run('report', '--html', file, '--lang', lang)).code).toBe(0);
      expect(readFileSync(file, 'utf8')).toMatch(/<section id="mission" data-kind="hostage" data-winner="[a-z-]+">[\s\S]*<section id="fighters">[\s\S]*data-condition="out"/);
    }
  });

  it('a riot with a pack keeps every section of Civil Disorder, and the table of procedures', async () => {
    const s = JSON.parse((await railton.game.run('summary', '--json')).stdout);
    // Civil Disorder's, then the pack's own (tests/review/summary-packs.test.ts).
    expect(s.sections).toEqual(['final', 'losses', 'rl', 'casualties', 'arrests', 'property', 'shots', 'status-changes', 'overreactions', 'agents', 'agent-gunfire', 'agent-casualties']);
    expect(s.procedures.map((p: { procedure: string }) => p.procedure)).toContain('agent-shoot');
    const text = (await railton.game.run('summary')).stdout;
    expect(text).toMatch(/Response Level by turn/);
  });
});
