// Each ruled reading of a place where Civil Disorder and Émeutes differ
// (U90-U103, docs/rulings.md), played in both editions on the same game.
import { afterEach, describe, expect, it } from 'vitest';
import { RL_GAS_LINE, rlModifiers } from '../../../src/rules/civil-disorder/rl-roll.js';
import { SEQUENCE_OF_ACTION, SEQUENCE_STEPS } from '../../../src/rules/civil-disorder/turn.js';
import { PLAYERS_RULEBOOK, PLAYERS_SEE_LOOTERS, playersSections, playersSeeTable } from '../../../src/rules/civil-disorder/players.js';
import { renderPlayerResolution } from '../../../src/render/player.js';
import { renderPlayerStatus } from '../../../src/render/civil-disorder/player-status.js';
import { EDITIONS, type Edition } from '../../../src/rules/types.js';
import { tempGame } from '../../helpers/cli.js';

const scenario = (edition: Edition) => `title: Both editions
edition: ${edition}
seed: both
crowds:
  - { id: march, name: March, figures: 25, rl: 5 }
  - { id: mob, name: Mob, figures: 30, rl: 7, petrolBombs: true }
  - { id: shoppers, name: Shoppers, figures: 10, rl: 7, looter: true }
units:
  - { id: riot, name: Riot van, type: regular-police-riot, strength: 8, riotKit: shields }
  - { id: crs, name: Anti-riot, type: anti-riot, strength: 10, riotKit: full, armed: true }
  - { id: troops, name: Soldiers, type: regular-soldiers, strength: 10, armed: true }
  - { id: swat, name: SWAT, type: swat, strength: 4 }
buildings:
  - { id: shop, name: Shop, value: 40, loot: 10 }
  - { id: bank, name: Bank, value: 60 }
`;

let game: ReturnType<typeof tempGame> | null = null;
afterEach(() => {
  game?.cleanup();
  game = null;
});
async function play(edition: Edition) {
  game = tempGame();
  await game.init(scenario(edition));
  return game;
}

describe.each(EDITIONS)('ruled readings in the %s edition', (edition) => {
  it('U90: a tear gas cloud is -2 and a CS cloud -3 on the RL roll', () => {
    const mods = (kind: 'tear' | 'cs') => rlModifiers({ edition, rl: 5, flags: [RL_GAS_LINE[kind]] }, edition);
    expect(mods('tear')).toEqual([expect.objectContaining({ key: 'tear-gas', value: -2 })]);
    expect(mods('cs')).toEqual([expect.objectContaining({ key: 'cs-gas', value: -3 })]);
  });

  it('U91: a crowd shot at and missed counts as shot at on its next RL roll', async () => {
    const g = await play(edition);
    const [fire] = await g.ok('fire', 'march', '--unit', 'troops', '--weapon', 'rifle', '--range', 'close', '--firers', '1', '--roll', '1');
    expect(fire.hits).toBe(0);
    expect(g.readState().game.crowds.march.shotAt).toEqual({ 'single-shot': true });
    const [rl] = await g.ok('rl-roll', 'march', '--roll', '4,1');
    expect(rl.modifiers).toContainEqual(expect.objectContaining({ key: 'single-shot', value: -3 }));
    const [baton] = await g.ok('baton-gun', 'march', '--roll', '1');
    expect(baton.hits).toBe(0);
    expect(g.readState().game.crowds.march.shotAt).toEqual({ 'non-lethal': true });
  });

  it('U92: at RL 6 the d6 is for minor property damage, on a 6', async () => {
    const g = await play(edition);
    const [no] = await g.ok('damage', '--rl', '6', '--figures', '20', '--value', '40', '--roll', '5', '--edition', edition);
    expect(no.outcome.code).not.toBe('damaged');
    const [r] = await g.ok('damage', '--rl', '6', '--figures', '20', '--value', '40', '--roll', '6,3,2', '--edition', edition);
    expect(r.rolls.map((d: any) => d.value)).toEqual([6, 3, 2]);
    expect(r.outcome.code).toBe('damaged');
  });

  it('U93: at RL 7 with no SF in sight the damage is 1d6 per 10 figures, not the maximum; looting is possible', async () => {
    const g = await play(edition);
    const [r] = await g.ok('damage', 'mob', 'bank', '--roll', '1,1,1');
    expect(g.readState().game.buildings.bank.value).toBe(57);
    expect(r.rolls.map((d: any) => d.value)).toEqual([1, 1, 1]);
    await g.refused(/./, 'damage', 'mob', 'bank', '--sf-in-sight', '--roll', '1,1,1');
    const [loot] = await g.ok('loot', 'shoppers', 'shop', '--roll', '2');
    expect(loot.outcome.code).not.toBe('refused');
  });

  it('U95: SF going into a burning building roll the petrol bomb flame hazard (1-2 wounds)', async () => {
    const g = await play(edition);
    await g.ok('burn', 'bank', '--start');
    const [r] = await g.ok('burn', 'bank', '--enter', 'riot', '--figures', '3', '--roll', '2,3,6');
    expect(r.wounded).toBe(1);
    expect(r.woundedOn).toBe(2);
  });

  it('U96 and U99: a petrol bomb at a unit by a building starts one fire there and marks the attacked test', async () => {
    const g = await play(edition);
    await g.ok('petrol-bomb', 'mob', '--at', 'riot', '--building', 'bank', '--figures', '1', '--roll', '6');
    const s = g.readState().game;
    expect(s.buildings.bank.fires).toBe(1);
    expect(s.units.riot.owes.attacked).toBe(1);
  });

  it('U97: the baton gun at close range rolls a second die per hit for the serious wound', async () => {
    const g = await play(edition);
    const close = edition === 'en' ? '5' : '12';
    const [r] = await g.ok('baton-gun', 'march', '--range', close, '--roll', '6,5');
    expect(r.rolls).toHaveLength(2);
    expect(r.seriouslyWounded).toBe(0);
    expect(r.knockedDown).toBe(1);
  });

  it('U98: in melee a CS ("grenade défensive") cloud is -4 and a tear gas cloud -2', async () => {
    const g = await play(edition);
    const [cs] = await g.ok('melee', '--type', 'anti-riot', '--gas', 'cs', '--roll', '5,5', '--edition', edition);
    expect(cs.modifiers).toContainEqual(expect.objectContaining({ key: 'crowd.cs-gas', value: -4 }));
    const [tear] = await g.ok('melee', '--type', 'anti-riot', '--gas', 'tear', '--roll', '5,5', '--edition', edition);
    expect(tear.modifiers).toContainEqual(expect.objectContaining({ key: 'crowd.tear-gas', value: -2 }));
  });

  it('U99: rioters attacking a figure in melee make its unit owe the attacked test', async () => {
    const g = await play(edition);
    await g.ok('melee', 'crs', 'mob', '--crowd-attacks', '--roll', '5,5');
    expect(g.readState().game.units.crs.owes.attacked).toBe(1);
  });

  it('U100: note (2) is for military units and SWAT, not the anti-riot units', async () => {
    const g = await play(edition);
    // 1 + 3 (anti-riot) - 4 (under gunfire) - 1 (no support) = -1: run away, no second die.
    const [crs] = await g.ok('overreact', 'crs', '--under-gunfire', '--no-support', '--roll', '1');
    expect(crs.outcome.code).toBe('run-away');
    expect(crs.rolls).toHaveLength(1);
    // 2 + 0 (regular soldiers) - 4 = -2: run away, then the note (2) die: 3 opens fire.
    const [troops] = await g.ok('overreact', 'troops', '--under-gunfire', '--roll', '2,3');
    expect(troops.rolls).toHaveLength(2);
    expect(troops.outcome.code).toBe('open-fire');
  });

  it('U101: only a SWAT unit shoots back at a sniper to any effect', async () => {
    const g = await play(edition);
    await g.ok('sniper', 'roof', '--target', 'riot', '--roll', '1');
    await g.ok('sniper', 'roof', '--target', 'riot', '--roll', '1,6');
    await g.refused(/./, 'sniper', 'roof', '--swat', 'riot', '--roll', '6');
    const [r] = await g.ok('sniper', 'roof', '--swat', 'swat', '--roll', '6');
    expect(r.outcome.code).not.toBe('refused');
  });

  it('U102: the turn has six steps, the players\' actions the fifth', () => {
    expect(SEQUENCE_OF_ACTION[edition]).toEqual(SEQUENCE_STEPS);
    expect(SEQUENCE_OF_ACTION[edition]).toHaveLength(6);
    expect(SEQUENCE_OF_ACTION[edition][4]).toBe('player-actions');
  });

  it('U94: the players are never told looters from rioters', async () => {
    const g = await play(edition);
    expect(PLAYERS_SEE_LOOTERS[edition]).toBe(false);
    const status = renderPlayerStatus(g.readState().game, edition, false);
    expect(status).not.toMatch(/looter|casseur/i);
    const [loot] = await g.ok('loot', 'shoppers', 'shop', '--roll', '2');
    const seen = renderPlayerResolution(loot, { lang: edition, color: false });
    expect(seen).toMatch(edition === 'en' ? /stereos and TVs/ : /hi-fi/);
  });
});

describe('U103: the players\' rulebook follows the edition', () => {
  it('gives the French players the melee and over-reaction tables, the English players the snipers', () => {
    expect(playersSections('fr')).toEqual(['actions', 'scales', 'sequence', 'movement', 'non-lethal-weapons', 'fires', 'melee', 'medical', 'overreact']);
    expect(playersSections('en')).toEqual(['actions', 'scales', 'sequence', 'snipers']);
    expect(PLAYERS_RULEBOOK.fr.melee).toBe(true);
    expect(playersSeeTable('fr', 'melee')).toBe(true);
    expect(playersSeeTable('en', 'melee')).toBe(false);
    expect(playersSeeTable('en', 'sniper')).toBe(true);
    expect(playersSeeTable('fr', 'rl-roll')).toBe(false);
  });

  it.each(EDITIONS)('shows a melee\'s dice and factors in the players\' view only when the edition gives them the table (%s)', async (edition) => {
    const g = await play(edition);
    const [r] = await g.ok('melee', 'crs', 'mob', '--roll', '5,5');
    const seen = renderPlayerResolution(r, { lang: edition, color: false });
    expect(seen.includes('+3')).toBe(edition === 'fr');
    expect(seen).toContain(r.outcome.text);
  });
});
