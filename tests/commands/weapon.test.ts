import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const keys = (rec: any) => rec.modifiers.map((m: any) => m.key);

describe('weapon commands: --help and stateless lookups', () => {
  it.each([
    ['gas', /15" \(en\) \/ 38 cm \(fr\)/, /30" \(en\) \/ 75 cm \(fr\)/],
    ['water', /40" \(en\) \/ 100 cm \(fr\)/, /25" \(en\) \/ 62.5 cm \(fr\)/],
    ['baton-gun', /25" \(en\) \/ 62.5 cm \(fr\)/, /10" \/ 25 cm/],
    ['missiles', /10" \(en\) \/ 25 cm \(fr\)/, /1d3 per 10 throwers/],
    ['petrol-bomb', /10" \(en\) \/ 25 cm \(fr\)/, /once every 4 turns/],
  ])('umpire %s --help shows the ranges in both units', async (cmd, a, b) => {
    const r = await runCli([cmd, '--help']);
    expect(r.code).toBe(0);
    const text = r.stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(a);
    expect(text).toMatch(b);
  });

  it('answers stateless lookups in the French edition, with ranges in cm', async () => {
    const r = await runCli(['baton-gun', '--edition', 'fr', '--range', '20', '--roll', '6,6', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ outcome: { code: 'wounded' }, seriouslyWounded: 1, effects: [] });
    expect(rec.notes[0]).toBe('Portée Flash ball\u00a0: 62,5 cm');
    const g = jsonLines((await runCli(['gas', '--kind', 'cs', '--roll', '6,6', '--json'])).stdout)[0];
    expect(g).toMatchObject({ total: 12, outcome: { code: 'gas-cloud' } });
    expect((await runCli(['missiles', '--throwers', '25', '--kit', 'shields', '--roll', '3,2'])).code).toBe(0);
    expect((await runCli(['petrol-bomb', '--figures', '2', '--fireproof', '--roll', '1,2'])).stdout).toMatch(/1 of 2 wounded/);
    expect((await runCli(['water', '--weapon', 'hose', '--turns-hosed', '2'])).stdout).toMatch(/'soaked'/);
  });

  it.each([
    [['gas', '--range', '16'], /out of range \(at most 15"\)/],
    [['gas', '--edition', 'fr', '--range', '39'], /hors de portée \(au plus 38 cm\)/],
    [['baton-gun', '--range', 'near'], /--range: "near" is not a distance/],
    [['baton-gun', '--shots', '0'], /--shots: 0 is outside 1..100/],
    [['missiles'], /--throwers N/],
    [['petrol-bomb'], /--figures N/],
    [['gas', '--kind', 'mustard'], /mustard/],
  ])('refuses %j with exit 2 and one line', async (argv, msg) => {
    const r = await runCli(argv as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
  });
});

describe('a scripted multi-turn run on Railton Road', () => {
  it('forms a gas cloud that works on the RL roll and clears, hoses, bombards, bombs, and rebuild reproduces the state', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');

    // Turn 1: a tear gas grenade on the Front Line youths: 2d6 = 3, effective turns 2-4.
    const [gas] = await game.ok('gas', 'frontline', '--kind', 'tear', '--unit', 'van1', '--range', '12', '--roll', '2,1');
    expect(gas.cloud).toEqual({ id: 'gas-1', kind: 'tear', crowds: ['frontline'], from: 2, until: 5 });
    const [rl1] = await game.ok('rl-roll', 'frontline', '--roll', '4');
    expect(keys(rl1)).not.toContain('tear-gas');
    // First bricks and bottles at the SPG (full riot kit: impervious), first-missiles marked.
    const [m1] = await game.ok('missiles', 'bikers', '--at', 'spg', '--roll', '3,3');
    expect(m1).toMatchObject({ hits: 6, wounded: 0, outcome: { code: 'no-effect' } });
    expect(game.readState().game.units.spg.owes).toEqual({ 'first-missiles': 1 });
    // A petrol bomb into the pub starts a fire.
    await game.ok('petrol-bomb', 'bikers', '--building', 'pub');
    expect(game.readState().game.buildings.pub.fires).toBe(1);

    // Turn 2: the cloud becomes effective; the RL roll shows it.
    const t2 = await game.ok('next-turn');
    expect(t2.map((r) => r.outcome.code)).toContain('gas-effective');
    const [rl2] = await game.ok('rl-roll', 'frontline', '--roll', '4');
    expect(rl2.modifiers).toContainEqual({ key: 'tear-gas', label: 'In effective tear gas cloud', value: -2 });
    await game.ok('missiles', 'bikers', '--at', 'spg', '--roll', '1,1');
    expect(game.readState().game.units.spg.owes).toEqual({});
    await game.refused(/once every 4 turns, next in turn 5/, 'petrol-bomb', 'bikers', '--building', 'pub');
    // The water cannon on the church congregation; baton gun at close range.
    const [w1] = await game.ok('water', 'church', '--range', '30');
    expect(w1.outcome.code).toBe('damp');
    await game.refused(/already been hosed this turn/, 'water', 'church');
    const [b] = await game.ok('baton-gun', 'market', '--shots', '2', '--range', '8', '--roll', '5,6,6,2');
    expect(b).toMatchObject({ hits: 2, seriouslyWounded: 1, knockedDown: 1, casualties: ['cas-1'] });
    expect(game.readState().game.crowds.market).toMatchObject({ figures: 24, shotAt: { 'non-lethal': true }, knockedDown: { '6': 1 } });

    // The market crowd moves into the cloud: it counts from now on, with the cloud's own turns.
    const [into] = await game.ok('gas', 'market', '--into', 'gas-1');
    expect(into.outcome.code).toBe('in-cloud');
    expect(game.readState().game.gas['gas-1'].crowds).toEqual(['frontline', 'market']);
    await game.refused(/already covers market/, 'gas', 'market', '--into', 'gas-1');
    await game.refused(/unknown gas cloud "gas-9" \(known: gas-1\)/, 'gas', 'market', '--into', 'gas-9');

    // Turns 3 and 4: the cloud keeps working; the church is soaked after 3 turns of hosing.
    for (const turn of [3, 4]) {
      await game.ok('next-turn');
      const [rl] = await game.ok('rl-roll', 'frontline', '--roll', '4');
      expect(keys(rl), `turn ${turn}`).toContain('tear-gas');
      await game.ok('missiles', 'bikers', '--at', 'spg', '--roll', '1,1');
      const [w] = await game.ok('water', 'church', '--weapon', 'hose');
      expect(w.outcome.code).toBe(turn === 4 ? 'soaked' : 'damp');
    }

    // Turn 5: the cloud has cleared (its own log entry); no gas modifier any more.
    const t5 = await game.ok('next-turn');
    const cleared = t5.find((r) => r.outcome.code === 'gas-cleared');
    expect(cleared.effects).toEqual([expect.objectContaining({ op: 'del', path: 'gas.gas-1' })]);
    expect(game.readState().game.gas).toEqual({});
    const [rl5] = await game.ok('rl-roll', 'frontline', '--roll', '4');
    expect(keys(rl5)).not.toContain('tear-gas');
    // The fifth turn of throwing, then the crowd must restock.
    const [m5] = await game.ok('missiles', 'bikers', '--at', 'spg', '--roll', '1,1');
    expect(m5.supply).toEqual({ used: 5, of: 5 });
    await game.ok('petrol-bomb', 'bikers', '--building', 'pub');

    // Turn 6: out of missiles until restocked; the knocked-down rioter gets up.
    const t6 = await game.ok('next-turn');
    expect(t6.filter((r) => r.outcome.code === 'get-up').map((r) => r.crowd)).toEqual(['market']);
    await game.refused(/has used its 5 turns of bricks and bottles/, 'missiles', 'bikers', '--at', 'spg');
    await game.ok('missiles', 'bikers', '--restock');
    await game.ok('missiles', 'bikers', '--at', 'spg', '--roll', '2,2');

    // rebuild reproduces the state from the log.
    const before = game.readState();
    const rb = await game.run('rebuild');
    expect(rb.code).toBe(0);
    expect(rb.stdout).toMatch(/already the same/);
    expect(game.readState().game).toEqual(before.game);
  });

  it('refuses unknown ids and bad targets with exit 2 and writes nothing', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.refused(/unknown crowd "nowhere"/, 'gas', 'frontline', 'nowhere');
    await game.refused(/unknown unit "van9"/, 'missiles', 'bikers', '--at', 'van9');
    await game.refused(/unknown building "palace"/, 'petrol-bomb', 'bikers', '--building', 'palace');
    await game.refused(/--at UNIT/, 'missiles', 'bikers');
    await game.refused(/--figures N/, 'petrol-bomb', 'bikers', '--at', 'spg');
    await game.refused(/out of range \(at most 40"\)/, 'water', 'church', '--range', '41');
    await game.refused(/--turns-hosed/, 'water', 'church', '--turns-hosed', '2');
  });
});

describe('a French-edition game (Émeutes): distances in cm', () => {
  it('rolls the close-range wound die under 25 cm, refuses bricks beyond 25 cm, and speaks French', async () => {
    game = tempGame();
    await game.init(
      'title: Émeutes\nedition: fr\ncrowds:\n  - {id: casseurs, figures: 20, rl: 7}\nunits:\n  - {id: crs, type: anti-riot, strength: 10, riotKit: shields}\nambulances:\n  - {id: samu}\n',
    );
    const [b] = await game.ok('baton-gun', 'casseurs', '--range', '24', '--roll', '5,6');
    expect(b).toMatchObject({ close: true, seriouslyWounded: 1, casualties: ['cas-1'] });
    expect(b.notes[0]).toBe('Portée Flash ball\u00a0: 62,5 cm');
    await game.refused(/hors de portée \(au plus 25 cm\)/, 'missiles', 'casseurs', '--at', 'crs', '--range', '26');
    const [m] = await game.ok('missiles', 'casseurs', '--at', 'crs', '--range', '25', '--roll', '3');
    expect(m).toMatchObject({ dice: 1, hits: 3, wounded: 1, kit: 'shields' }); // 19 throwers left: 1d3 (U45); shields half, rounded down (U46)
    const [tr] = await game.ok('triage', 'cas-1', '--roll', '1');
    expect(tr.outcome.text).toMatch(/égratignure/);
  });
});
