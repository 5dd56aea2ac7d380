import { afterEach, describe, expect, it } from 'vitest';
import { renderPlayerResolution } from '../../src/render/player.js';
import { renderPlayerStatus } from '../../src/render/civil-disorder/player-status.js';
import type { Resolution } from '../../src/rules/types.js';
import { runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const base = (over: Partial<Resolution> & Record<string, unknown>): Resolution => ({
  procedure: 'x',
  edition: 'en',
  rolls: [{ die: 'd6', value: 6, source: 'entered', label: 'negotiation' }],
  modifiers: [{ key: 'good', label: 'Good negotiator', value: 2 }],
  total: 8,
  outcome: { code: 'x', text: 'umpire text' },
  effects: [{ op: 'set', path: 'crowds.c1.rl', value: 4, prev: 5 }],
  notes: ['4 Paused: a note on what the RL implies'],
  ...over,
});

describe("the players' view (the rules' notes on what the SF may know)", () => {
  it('RL: the number, before and after, not what it implies (RL State Chart NOTE; "8 = bad, 1 = good" is the crowds\' legend)', () => {
    const out = renderPlayerResolution(base({ procedure: 'rl-roll', crowd: 'c1', outcome: { code: 'rl-down', text: 'RL falls: 5 Demonstrate → 4 Paused' }, rl: { before: 5, after: 4 } }), { lang: 'en', color: false });
    expect(out).toContain('A crowd calms: RL 5 → 4');
    expect(out).not.toMatch(/Paused|Demonstrate|entered|Total/);
  });
  it('negotiation: neither the negotiator\'s quality nor the results table (Negotiation)', () => {
    const out = renderPlayerResolution(base({ procedure: 'negotiate', crowd: 'c1', outcome: { code: 'rl-down', text: 'Success: RL -1 (table row 7-8)' }, rl: { before: 5, after: 4 } }), { lang: 'en', color: false });
    expect(out).not.toMatch(/Good negotiator|table|Success|\+2/);
    expect(out).toContain('RL 5 → 4');
  });
  it('looters escaping: "people carrying stereos and TVs", never "looters" (Looting)', () => {
    const out = renderPlayerResolution(base({ procedure: 'loot', crowd: 'shoplifters', outcome: { code: 'escape', text: 'The looters escape with 4 loot units' } }), { lang: 'en', color: false });
    expect(out).toContain('A crowd of people carrying stereos and TVs');
    expect(out).not.toMatch(/looter/i);
  });
  it('French: the Émeutes wording', () => {
    const out = renderPlayerResolution(base({ procedure: 'loot', outcome: { code: 'escape', text: 'x' } }), { lang: 'fr', color: false });
    expect(out).toContain('matériel hi-fi et vidéo');
  });
  it('status: no looter mark, no RL state names, no property values or loot', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const out = renderPlayerStatus(game.readState().game, 'en', false);
    expect(out).toContain('Gang by the arcade');
    expect(out).not.toMatch(/Gang by the arcade \*|Demonstrate|Hassle|Bombard|100\/100/);
    expect(out).toContain('RL: 8 = bad, 1 = good');
  });
  it('--player on the shell prints the players\' view of the same resolution; with --json, the same as data (no RL state, no dice)', async () => {
    const r = await runCli(['rl-roll', '--rl', '5', '--roll', '6,2', '--player']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Response Level roll\nRL marker: 5 (8 = bad, 1 = good)\n');
    const j = await runCli(['rl-roll', '--rl', '5', '--roll', '6,2', '--player', '--json']);
    expect(JSON.parse(j.stdout)).toEqual({ view: 'player', turn: null, logged: null, name: 'Response Level roll', subjects: [], lines: ['RL marker: 5 (8 = bad, 1 = good)'] });
    const umpire = await runCli(['rl-roll', '--rl', '5', '--roll', '6,2', '--json']);
    expect(JSON.parse(umpire.stdout).state.code).toBe('demonstrate');
  });
});

// Ruling U74: in the players' view no crowd/building id and no RL state name, in any command's output,
// its --odds output or its refusal line. The ids of railton-road.yaml and the chart's names in both editions.
const RAILTON_IDS = ['casseurs', 'frontline', 'market', 'church', 'estate', 'bikers', 'shoplifters', 'offlicence', 'jeweller', 'tvshop'];
const RL_NAMES = ['Disperse', 'Run Away', 'Move Along', 'Paused', 'Demonstrate', 'Hassle', 'Bombard', 'Attack',
  'Dispersion', 'Sauve qui peut', 'Fuir', 'Arrêt', 'Manifeste', 'Provoque', 'Assaut', 'Attaque'];
const leaks = (text: string): string[] => [
  ...RAILTON_IDS.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text)),
  ...RL_NAMES.filter((n) => text.includes(n)),
];

describe("the players' view leaks no id and no RL name (U74)", () => {
  it('the scrub: ids become names, RL names go, both editions', async () => {
    const { playerScrub, playerSubject } = await import('../../src/render/player.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const g = game.readState().game;
    expect(playerScrub('shoplifters is at RL 5 Demonstrate; needs 7 (Bombard) or 8 (Attack); jeweller burns', g))
      .toBe('Gang by the arcade is at RL 5; needs 7 or 8; Jeweller burns');
    expect(playerScrub('FR 6 Provoque → 7 Assaut', g)).toBe('FR 6 → 7');
    expect(playerSubject('fr', 'crowd', 'nobody', g)).toBe('une foule');
    expect(playerSubject('en', 'casualty', 'cas-1', g)).toBe('a casualty');
    // A name holding an id stays whole; units (the SF's own) keep their ids.
    expect(playerScrub('Parked cars burn; cars burn; armed fires', g)).toBe('Parked cars burn; Parked cars burn; armed fires');
    // A crowd named by its id (split without --name) gets the neutral label.
    const split = { ...g, crowds: { ...g.crowds, casseurs: { ...g.crowds.market, id: 'casseurs', name: 'casseurs' } } };
    expect(playerScrub('casseurs throw stones', split, 'fr')).toBe('une foule throw stones');
    expect(playerSubject('en', 'crowd', 'casseurs', split)).toBe('a crowd');
    // A casualty by its number, never its id (the triage lines: "Casualty cas-1 (SF, armed) is patched up").
    const hurt = { ...g, casualties: { 'cas-1': {}, 'cas-12': {} } };
    expect(playerScrub('Casualty cas-1 (SF, armed) is patched up; cas-12 dies', hurt)).toBe('Casualty #1 (SF, armed) is patched up; #12 dies');
  });
  for (const lang of ['en', 'fr'] as const) {
    it(`every command's players' render, its --odds and its refusal (${lang})`, async () => {
      game = tempGame();
      await game.init('railton-road.yaml');
      const p = ['--player', '--lang', lang];
      const runs: [string[], number][] = [
        [['status'], 0],
        [['rl-roll', 'shoplifters', '--roll', '3,3'], 0],
        [['rl-roll', 'shoplifters', '--odds'], 0],
        [['loot', 'shoplifters', 'jeweller'], 2], // refused: RL 5, and the refusal names the RL
        [['set-rl', 'shoplifters', '--to', '7', '--reason', 'shoplifters riot'], 0],
        // The odds before the looting: once looted, the jeweller's is refused, --odds too (exit 2).
        [['loot', 'shoplifters', 'jeweller', '--odds'], 0],
        [['loot', 'shoplifters', 'jeweller', '--roll', '6'], 0],
        [['loot', 'shoplifters', 'jeweller', '--odds'], 2],
        [['jump', 'shoplifters', '--situation', 'no-escape'], 2],
        [['owe', 'market', '--why', 'charge'], 0],
        [['adjacent', 'shoplifters', 'market'], 0],
        [['split', 'market', '--figures', '5', '--as', 'casseurs'], 0],
        [['merge', 'casseurs', 'estate'], 0],
        [['fighters', 'bikers', '--roll', '3'], 0],
        [['melee', 'van1', 'bikers', '--odds'], 0],
        [['movement', 'van1'], 0],
        [['roll', '2d6', 'test', '--roll', '3,4'], 0],
        [['rl-roll', 'bikers', '--roll', '6,6'], 0],
      ];
      for (const [argv, code] of runs) {
        const r = await game.run(...argv, ...p);
        expect({ argv, code: r.code, err: r.code === code ? '' : r.stderr }).toEqual({ argv, code, err: '' });
        expect({ argv, leaks: leaks(r.stdout + r.stderr) }).toEqual({ argv, leaks: [] });
      }
      // The same commands without --player do name them: the test can fail.
      const umpire = await game.run('rl-roll', 'shoplifters', '--odds', '--lang', lang);
      expect(leaks(umpire.stdout).length).toBeGreaterThan(0);
    });
  }
  it('--odds in the players\' view: no table the players\' rulebook lacks; Émeutes shows the melee (U103)', async () => {
    const en = await runCli(['rl-roll', '--rl', '5', '--odds', '--player']);
    expect(en.stdout).toContain("The players are not told these odds");
    expect(en.stdout).not.toMatch(/%|\[/);
    const fr = await runCli(['melee', '--edition', 'fr', '--type', 'regular-police', '--odds', '--player']);
    expect(fr.stdout).toContain('%');
    expect(fr.stdout).not.toMatch(/\[[a-z-]+\]/);
    const frRl = await runCli(['rl-roll', '--rl', '5', '--odds', '--player', '--lang', 'fr']);
    expect(frRl.stdout).toContain('Ces probabilités ne sont pas données aux joueurs');
  });
});
