// The scripted multi-turn run on the large sample scenario: a crowd reaching
// RL 7 loots a shop, the shop burns, the fire spreads, an engine fights it,
// runs dry and reconnects; the state is exactly as the rules say, and
// `umpire rebuild` reproduces it from the log.
import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('Railton Road: loot, burn, spread, firefighting, hydrant, rebuild', () => {
  it('leaves the state exactly as the rules say, and rebuild reproduces it', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');

    // Turn 1. The Front Line youths (RL 6) reach RL 7: 6 - 2 (two adjacent crowds lower) + 1 + 2 = 7.
    const [rl] = await game.ok('rl-roll', 'frontline', '--police-withdrawing', '--riot-withdrawing', '--roll', '6');
    expect(rl.rl).toEqual({ before: 6, after: 7 });
    // Looting below RL 7 is refused (the church congregation is at RL 4); so is an unknown building.
    await game.refused(/looting needs RL 7 \(Bombard\) or 8 \(Attack\)/, 'loot', 'church', 'garage');
    await game.refused(/unknown building "nowhere"/, 'loot', 'frontline', 'nowhere');
    // 1d6 = 6 looters break off (figures 30 -> 24) with a van (pickup rule on); break-in 1d6 = 3 (value 40 -> 37).
    const [brk] = await game.ok('loot', 'frontline', 'garage', '--pickup', 'van', '--roll', '6,3');
    expect(brk.outcome.code).toBe('breaking-in');
    expect(brk.capacity).toBe(16);

    // Turn 2: 6 looters take 6 of the 10 loot units; the van is not full, they stay.
    let out = await game.ok('next-turn');
    expect(out.map((r) => [r.procedure, r.outcome.code])).toEqual([
      ['next-turn', 'turn-advanced'],
      ['loot', 'looting'],
    ]);
    // Turn 3: the last 4 units; the place is looted and they leave at 1d6" (4").
    out = await game.ok('next-turn', '--roll', '4');
    expect(out[1]).toMatchObject({ outcome: { code: 'looters-leave' }, taken: 4, carried: 10, movement: { value: 4, unit: 'in' } });
    // The bikers (RL 7) come to the looted petrol station: they set it on fire.
    const [fire] = await game.ok('loot', 'bikers', 'garage');
    expect(fire.outcome.code).toBe('set-on-fire');
    // Crowds do not enter burning buildings.
    await game.refused(/will not enter burning buildings/, 'loot', 'bikers', 'garage');

    // Turn 4: 1 fire: value 37 -> 36; grows on 1 (<= 1); no spread on 1 (not < 1).
    out = await game.ok('next-turn', '--roll', '1,1');
    expect(out[1]).toMatchObject({ procedure: 'burn', building: 'garage', outcome: { code: 'grows' }, fires: { before: 1, after: 2 } });
    // Turn 5: 2 fires: value 36 -> 34; grows on 2; spreads on 1 (< 2) to the only neighbour, the police station.
    out = await game.ok('next-turn', '--roll', '2,1');
    expect(out[1]).toMatchObject({ outcome: { code: 'spread' }, spreadTo: 'station', value: { before: 36, after: 34 } });
    // Pump 1 fights the 3 fires: 1d6 = 2 out; 3 fires, so its 4 at the hose roll as under petrol bombs (3,4,5,6: none hurt).
    const [f1] = await game.ok('extinguish', 'pump1', 'garage', '--roll', '2,3,4,5,6');
    expect(f1).toMatchObject({ outcome: { code: 'fires-reduced' }, fires: { before: 3, after: 1 }, water: { before: 2, after: 1 }, wounded: 0 });

    // Turn 6: garage 1 fire (34 -> 33), station 1 fire (80 -> 79); no growth, no spread.
    out = await game.ok('next-turn', '--roll', '6,6,6,6');
    // (in the scenario's order of buildings: the station is listed before the petrol station)
    expect(out.slice(1).map((r) => [r.building, r.outcome.code])).toEqual([
      ['station', 'burns'],
      ['garage', 'burns'],
    ]);
    // 1 fire: firefighters are immune; 1d6 = 1 puts it out; the water is gone (2 turns in en).
    const [f2] = await game.ok('extinguish', 'pump1', 'garage', '--roll', '1');
    expect(f2).toMatchObject({ outcome: { code: 'extinguished' }, water: { before: 1, after: 0 } });
    expect(f2.notes.join('\n')).toMatch(/must connect to a hydrant/);

    // Turn 7: the station burns on; the engine without water is refused; it connects to a hydrant (takes the turn).
    out = await game.ok('next-turn', '--roll', '6,6');
    await game.refused(/no water left/, 'extinguish', 'pump1', 'station');
    await game.refused(/unknown hydrant "h-east"/, 'hydrant', 'pump1', 'h-east');
    const [h] = await game.ok('hydrant', 'pump1', 'h-north');
    expect(h.outcome.code).toBe('connecting');
    await game.refused(/already acted this turn/, 'extinguish', 'pump1', 'station');

    // Turn 8: the station burns (79 -> 78 -> 77); on the hydrant, 1d6 = 3 puts its 1 fire out.
    out = await game.ok('next-turn', '--roll', '6,6');
    const [f3] = await game.ok('extinguish', 'pump1', 'station', '--roll', '3');
    expect(f3).toMatchObject({ outcome: { code: 'extinguished' }, water: null });

    const s = game.readState().game;
    expect(s.turn).toBe(8);
    expect(s.crowds.frontline).toMatchObject({ rl: 7, figures: 24, looters: 0 });
    expect(s.crowds.bikers.figures).toBe(20);
    expect(s.buildings.garage).toMatchObject({ value: 33, loot: 0, looted: true, fires: 0 });
    expect(s.buildings.garage.looting).toBeUndefined();
    expect(s.buildings.station).toMatchObject({ value: 77, fires: 0, looted: false });
    expect(s.engines.pump1).toMatchObject({ water: 0, hydrant: 'h-north', hydrantFrom: 8, busyTurn: 8, crew: 6 });
    expect(s.engines.pump2.water).toBe(2);
    // Every other building is as the scenario left it.
    for (const id of ['pub', 'offlicence', 'chemist', 'tvshop', 'jeweller', 'supermarket', 'bank', 'chapel', 'hall', 'cars']) {
      expect(s.buildings[id].fires, id).toBe(0);
      expect(s.buildings[id].value, id).toBe(s.buildings[id].startValue);
    }
    // Each fire turn is its own log entry.
    const burns = game.readLog().filter((e) => e.record?.procedure === 'burn');
    expect(burns.map((e) => [e.turn, e.record.building])).toEqual([
      [4, 'garage'],
      [5, 'garage'],
      [6, 'station'],
      [6, 'garage'],
      [7, 'station'],
      [8, 'station'],
    ]);

    const before = game.readState();
    const r = await game.run('rebuild');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/it was already the same/);
    expect(game.readState().game).toEqual(before.game);
  });
});

describe('umpire burn', () => {
  it('starts fires by the umpire\'s word, and refuses a second fire turn in the same turn', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const [st] = await game.ok('burn', 'chapel', '--start', '2');
    expect(st.effects).toEqual([
      { op: 'add', path: 'buildings.chapel.fires', value: 2, prev: 0 },
      { op: 'set', path: 'buildings.chapel.startedTurn', value: 1 },
    ]);
    // U36, U70: a building catching fire this turn burns from the next: next-turn runs its first fire turn.
    await game.refused(/caught fire this turn: it burns from next turn/, 'burn', 'chapel');
    expect(game.readState().game.buildings.chapel).toMatchObject({ fires: 2, value: 60 });
    await game.ok('next-turn');
    expect(game.readState().game.buildings.chapel.value).toBe(58);
    await game.refused(/already had its fire turn this turn/, 'burn', 'chapel');
  });

  it('SF entering a burning building roll as under petrol bomb attack and owe an over-reaction test', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.refused(/not burning/, 'burn', 'pub', '--enter', 'van1');
    await game.ok('burn', 'pub', '--start');
    const [r] = await game.ok('burn', 'pub', '--enter', 'snatch', '--roll', '1,2,3,4,5');
    expect(r).toMatchObject({ wounded: 2, woundedOn: 2 });
    const s = game.readState().game;
    expect(s.units.snatch).toMatchObject({ wounded: 2, owes: { 'member-wounded': 1 } });
    expect(Object.values(s.casualties).map((c: any) => [c.side, c.from, c.cause, c.status, c.where])).toEqual([
      ['sf', 'snatch', 'burn', 'awaiting-triage', 'pub'],
      ['sf', 'snatch', 'burn', 'awaiting-triage', 'pub'],
    ]);
  });

  // Issue 31, finding 4: Civil Disorder, Fires (civil-disorder.en.txt l.237) "Fire-fighters are immune to fires 1 or 2
  // strong": going in as at the hose (R11).
  it('firefighters entering a fire of 1 or 2 roll nothing and are unhurt; at 3 they roll, wounded on 1 only (EN l.237)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.ok('burn', 'cars', '--start');
    const [one] = await game.ok('burn', 'cars', '--enter', 'brigade', '--figures', '2', '--roll', '1,3');
    expect(one).toMatchObject({ wounded: 0, rolls: [], outcome: { code: 'unhurt' } });
    expect(one.notes.join('\n')).toMatch(/immune to fires 1 or 2 strong/);
    await game.ok('burn', 'cars', '--start', '1');
    const [two] = await game.ok('burn', 'cars', '--enter', 'brigade', '--figures', '2');
    expect(two).toMatchObject({ wounded: 0, rolls: [] });
    expect(game.readState().game.units.brigade.wounded).toBe(0);
    await game.ok('burn', 'cars', '--start', '1');
    const [three] = await game.ok('burn', 'cars', '--enter', 'brigade', '--figures', '2', '--roll', '1,2');
    expect(three).toMatchObject({ wounded: 1, woundedOn: 1 });
  });

  it('answers a stateless fire turn', async () => {
    const r = await runCli(['burn', '--fires', '3', '--value', '10', '--neighbours', '4', '--roll', '3,2,5,4', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ outcome: { code: 'spread' }, spreadTo: 'neighbour-4', value: { before: 10, after: 7 }, logged: null });
    expect(rec.effects).toEqual([]);
  });

  it('gives the odds of a fire turn (growth 3 in 6, spread 2 in 6 at 3 fires)', async () => {
    const r = await runCli(['burn', '--fires', '3', '--value', '10', '--neighbours', '4', '--odds']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\[spread\]\s*│\s*33\.3%/);
    expect(r.stdout).toMatch(/\[grows\]\s*│\s*33\.3%/);
  });

  it('refuses bad input with exit 2', async () => {
    expect((await runCli(['burn'])).stderr).toMatch(/give <building> or --fires N/);
    expect((await runCli(['burn', '--fires', 'x'])).code).toBe(2);
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.refused(/unknown building "nowhere"/, 'burn', 'nowhere', '--start');
    await game.refused(/unknown unit "ghost"/, 'burn', 'pub', '--enter', 'ghost');
  });

  it('shows the fire rules in --help', async () => {
    const r = await runCli(['burn', '--help']);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/1d6 at or under the fires adds a fire/);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/wounded on 1-2, 1 in fireproof kit/);
  });
});
