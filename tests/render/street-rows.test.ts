// The street as the players see it (issue 42 point 1: "the players never see
// what they may know and would want"): streetRows, the block of the players'
// status and screen, says the fires, their own units' wounded, the casualties
// on the ground (how many, how many theirs; never whose crowd, U74), the
// ambulances (U208), the gas clouds over the crowds by name and the
// characters who took the turn's action (U66); in both languages, never an id.
import { afterEach, describe, expect, it } from 'vitest';
import { renderPlayerStatus, streetRows } from '../../src/render/civil-disorder/player-status.js';
import { tempGame } from '../helpers/cli.js';
import { t } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe("the players' street block", () => {
  it('says the fires, the wounded, the casualties, the ambulances, the gas and who acted, by name, en and fr', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const g = game.readState().game;
    // At the start: no fire said as such, no wounded, no casualty, no gas (the sample's ambulances wait on the table).
    const quiet = streetRows(g, 'en');
    expect(quiet[0]).toEqual(['Fires', t('en', 'player.no-fire')]);
    for (const r of ['Your wounded', 'Casualties', 'Gas']) expect(quiet.map((x) => x[0])).not.toContain(r);
    // The liaison officer takes the turn's action (U66): the row names the character.
    await game.ok('act', 'liaison', 'radio', 'calls', 'for', 'support');
    Object.assign(g, { characters: game.readState().game.characters, turn: game.readState().game.turn });
    g.buildings[Object.keys(g.buildings)[0]].fires = 2;
    g.units.panda1.wounded = 2;
    g.casualties = {
      'cas-1': { side: 'sf', status: 'lying', crowd: 'market' },
      'cas-2': { side: 'crowd', status: 'lying', crowd: 'market' },
      'cas-3': { side: 'crowd', status: 'hospital', crowd: 'market' },
    };
    g.ambulances = { amb1: { name: 'Ambulance 1' }, amb2: { name: 'Ambulance 2', away: { back: 4 } } };
    g.gas = { g1: { kind: 'tear', from: g.turn + 1, crowds: ['market'] } };
    const en = streetRows(g, 'en');
    expect(en.map((r) => r[0])).toEqual(['Fires', 'Your wounded', 'Casualties', 'Ambulances', 'Gas', 'Acted this turn']);
    const row = (rows: string[][], i: number) => rows[i][1];
    expect(row(en, 1)).toBe('Panda car 1: 2 wounded');
    expect(row(en, 2)).toBe('2 on the ground, 1 of them yours');
    expect(row(en, 3)).toBe('Ambulance 1: on the table\nAmbulance 2: at hospital, back in turn 4');
    expect(row(en, 4)).toBe(`Tear gas (bites from turn ${g.turn + 1}): Market crowd`);
    expect(row(en, 5)).toBe('Community liaison officer');
    const fr = streetRows(g, 'fr');
    expect(fr).toHaveLength(6);
    for (let i = 0; i < 6; i++) expect(fr[i][0], `row ${i}`).not.toBe(en[i][0]);
    expect(row(fr, 1)).toContain('Panda car 1');
    expect(row(fr, 4)).toContain('Market crowd');
    // Never an id, never whose crowd a casualty is: in the whole players' status.
    const text = renderPlayerStatus(g, 'en', false);
    expect(text).toContain('Your wounded');
    for (const id of ['market', 'panda1', 'cas-1', 'amb1', 'g1']) expect(text).not.toMatch(new RegExp(`(?<![\\w-])${id}(?![\\w-])`));
  });
});
