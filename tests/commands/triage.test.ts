import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire triage (stateless)', () => {
  it('answers umpire triage --roll 4 without any state', async () => {
    const r = await runCli(['triage', '--roll', '4', '--json']);
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ procedure: 'triage', total: 4, outcome: { code: 'stretcher' }, effects: [], logged: null });
  });
  it('answers load and stretcher capacity checks stateless', async () => {
    expect((await runCli(['load', '--as', 'stretcher', '--places-used', '2'])).code).toBe(0);
    const full = await runCli(['load', '--as', 'stretcher', '--places-used', '3']);
    expect(full.code).toBe(2);
    expect(full.stderr).toMatch(/full/);
    expect((await runCli(['stretcher', '--paramedics', '1'])).code).toBe(2);
  });
});

describe('umpire triage, stretcher, load on the state', () => {
  it('on a game, on a pipe, triage without its casualty is exit 2 naming those awaiting triage (no stateless roll); --edition still asks for the lookup', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.refused(/^umpire: triage: name the casualty the medic reached \(awaiting triage: none\) \(give <casualty>\)$/m, 'triage');
    await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '1,1');
    await game.refused(/awaiting triage: cas-1, cas-2\)/, 'triage', '--roll', '4');
    const before = game.snapshot();
    const r = await game.run('triage', '--edition', 'en', '--roll', '4');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/stateless lookup, nothing written/);
    expect(game.snapshot()).toEqual(before);
  });

  it('in a French game, the refusal is French', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    await game.refused(/^umpire: triage\s: nommez la victime .*\(donnez <victime>\)$/m, 'triage');
  });
  it('triages a casualty, patches it up at the next turn, stretchers and loads it, and refuses an ambulance over capacity', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // Turn 1: bricks and bottles on an unprotected patrol: 2d3 = 4 hits, 4 wounded.
    const [m] = await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '2,2');
    expect(m.casualties).toEqual(['cas-1', 'cas-2', 'cas-3', 'cas-4']);
    const [t1] = await game.ok('triage', 'cas-1', '--medic', 'amb1', '--roll', '5');
    expect(t1.outcome.code).toBe('stretcher');
    await game.ok('triage', 'cas-2', '--roll', '3');
    await game.ok('triage', 'cas-3', '--roll', '4');
    await game.ok('triage', 'cas-4', '--roll', '1');
    await game.refused(/already been triaged/, 'triage', 'cas-1');
    await game.refused(/still being dealt with until turn 2/, 'stretcher', 'cas-1', '--ambulance', 'amb1');

    // Turn 2: the patching-up turns are over, each its own log entry.
    const turn2 = await game.ok('next-turn');
    expect(turn2.filter((r) => r.procedure === 'triage').map((r) => [r.casualty, r.outcome.code])).toEqual([
      ['cas-1', 'awaiting-stretcher'],
      ['cas-2', 'walking'],
      ['cas-3', 'awaiting-stretcher'],
      ['cas-4', 'recovered'],
    ]);
    await game.ok('stretcher', 'cas-1', '--ambulance', 'amb1');
    await game.refused(/2 paramedics are needed/, 'stretcher', 'cas-3', '--ambulance', 'amb1');
    await game.ok('stretcher', 'cas-3', '--ambulance', 'amb2');
    const [w] = await game.ok('load', 'cas-2', 'amb1');
    expect(w.places).toEqual({ used: 1, of: 4 });
    await game.refused(/still being dealt with until turn 3/, 'load', 'cas-1', 'amb1');
    await game.refused(/cannot go into an ambulance/, 'load', 'cas-4', 'amb1');

    // Turn 3: both stretcher cases are ready; amb1 has room for one of them only.
    await game.ok('next-turn');
    const [l1] = await game.ok('load', 'cas-1', 'amb1');
    expect(l1.places).toEqual({ used: 3, of: 4 });
    await game.refused(/ambulance amb1 is full: 3 of 4 places taken/, 'load', 'cas-3', 'amb1');
    await game.ok('load', 'cas-3', 'amb2');

    const state = game.readState().game;
    expect(state.casualties['cas-1']).toMatchObject({ side: 'sf', from: 'foot1', cause: 'missiles', status: 'loaded', where: 'amb1', loadedAs: 'stretcher', medic: 'amb1' });
    expect(state.casualties['cas-2']).toMatchObject({ status: 'loaded', where: 'amb1', loadedAs: 'walking' });
    expect(state.casualties['cas-4']).toMatchObject({ status: 'recovered', where: 'foot1' });

    const status = await game.run('status');
    expect(status.stdout).toMatch(/Casualties[\s\S]*cas-3 .*SF .*foot1 .*missiles .*loaded .*amb2/);
    const list = await game.run('casualties');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/cas-1 .*SF .*foot1 .*missiles .*loaded/);
    expect(list.stdout).toMatch(/Ambulance amb1: 3 of 4 places taken/);
    const json = JSON.parse((await game.run('casualties', '--json')).stdout);
    expect(json.casualties).toHaveLength(4);
    expect(json.ambulances).toEqual([
      // Both still at the table (U208: where each ambulance is, and the turn it is back when away).
      { id: 'amb1', paramedics: 2, places: 3, of: 4, where: 'table', back: null },
      { id: 'amb2', paramedics: 2, places: 2, of: 4, where: 'table', back: null },
    ]);
  });

  it('refuses unknown casualties and ambulances with exit 2 and writes nothing', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '1,1');
    await game.refused(/unknown casualty "cas-9" \(known: cas-1, cas-2\)/, 'triage', 'cas-9', '--roll', '3');
    await game.refused(/unknown ambulance "amb9"/, 'load', 'cas-1', 'amb9');
    await game.refused(/unknown ambulance "amb9"/, 'stretcher', 'cas-1', '--ambulance', 'amb9');
    await game.refused(/--ambulance/, 'stretcher', 'cas-1');
    await game.refused(/--roll: die no. 1 is 7, not possible on a d6/, 'triage', 'cas-1', '--roll', '7');
  });
});

describe('umpire triage --medic on the state', () => {
  it('refuses a medic named by an inherited key (constructor, __proto__, toString) and writes nothing', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '2,2');
    const before = game.readLog().length;
    for (const medic of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      await game.refused(/unknown ambulance/i, 'triage', 'cas-1', '--medic', medic, '--roll', '5');
    }
    expect(game.readLog().length).toBe(before);
  });
});
