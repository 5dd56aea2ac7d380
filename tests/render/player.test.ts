import { afterEach, describe, expect, it } from 'vitest';
import { renderPlayerResolution, renderPlayerStatus } from '../../src/render/player.js';
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
  it('RL: the number and "8 = bad, 1 = good", not what it implies (RL State Chart NOTE)', () => {
    const out = renderPlayerResolution(base({ procedure: 'rl-roll', crowd: 'c1', outcome: { code: 'rl-down', text: 'RL falls: 5 Demonstrate → 4 Paused' }, rl: { before: 5, after: 4 } }), { lang: 'en', color: false });
    expect(out).toContain('RL marker: 4 (8 = bad, 1 = good)');
    expect(out).not.toMatch(/Paused|Demonstrate|entered|Total/);
  });
  it('negotiation: neither the negotiator\'s quality nor the results table (Negotiation)', () => {
    const out = renderPlayerResolution(base({ procedure: 'negotiate', crowd: 'c1', outcome: { code: 'rl-down', text: 'Success: RL -1 (table row 7-8)' }, rl: { before: 5, after: 4 } }), { lang: 'en', color: false });
    expect(out).not.toMatch(/Good negotiator|table|Success|\+2/);
    expect(out).toContain('RL marker: 4');
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
  it('--player on the shell prints the players\' view of the same resolution; --json is unchanged', async () => {
    const r = await runCli(['rl-roll', '--rl', '5', '--roll', '6,2', '--player']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Response Level roll\nRL marker: 5 (8 = bad, 1 = good)\n');
    const j = await runCli(['rl-roll', '--rl', '5', '--roll', '6,2', '--player', '--json']);
    expect(JSON.parse(j.stdout).state.code).toBe('demonstrate');
  });
});
