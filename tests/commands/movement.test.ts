import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';
import { PACE_DISTANCE, resolveMovement, VEHICLE_MOVES, VEHICLES, PACES } from '../../src/rules/civil-disorder/movement.js';
import { editionDifferences } from '../../src/rules/civil-disorder/editions.js';
import { RULE_MODULES } from '../../src/rules/civil-disorder/index.js';
import { hasMessage } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const SCENARIO = `title: Movement
edition: en
crowds:
  - id: c
    figures: 20
    rl: 5
units:
  - id: bike
    type: regular-police
    strength: 1
    vehicle: bicycle
  - id: horse
    type: mounted-police
    strength: 4
    pace: trot
  - id: foot
    type: regular-police
    strength: 10
`;

describe('movement tables', () => {
  it('holds both editions\' vehicle tables as printed (Civil Disorder in inches, Émeutes in cm)', () => {
    expect(VEHICLES.map((v) => VEHICLE_MOVES.en[v].firstMove)).toEqual([12, 10, 8, 6, 8, 16]);
    expect(VEHICLES.map((v) => VEHICLE_MOVES.fr[v].firstMove)).toEqual([30, 25, 20, 15, 20, 40]);
    expect([VEHICLE_MOVES.en.bicycle.maxMove, VEHICLE_MOVES.fr.bicycle.maxMove]).toEqual([24, 60]);
    expect(PACES.map((p) => PACE_DISTANCE.fr[p])).toEqual([20, 40, 10, 20, 60]);
    expect(PACES.map((p) => PACE_DISTANCE.en[p])).toEqual([null, null, null, null, null]);
  });

  it('lists every edition difference of the movement tables in rules diff', () => {
    const diffs = editionDifferences(RULE_MODULES).filter((d) => d.module === 'movement');
    const where = diffs.map((d) => `${d.table}:${d.path}:${d.kind}`);
    for (const v of VEHICLES) expect(where).toContain(`VEHICLE_MOVES:${v}.firstMove:unit`);
    expect(where).toContain('VEHICLE_MOVES:bicycle.maxMove:unit');
    expect(where).toContain('VEHICLE_MOVES:tracked-armoured.limits.0:rule');
    expect(where).toContain('VEHICLE_MOVES:motorcycle.limits.1:rule');
    for (const p of PACES) expect(where).toContain(`PACE_DISTANCE:${p}:rule`);
    expect(diffs).toHaveLength(VEHICLES.length + 3 + PACES.length);
  });

  it('has a text for every key it can say, in both languages', () => {
    const keys = [
      'movement.procedure', 'movement.any-distance', 'movement.at-most', 'movement.outcome.first', 'movement.outcome.moving', 'movement.outcome.pace',
      'movement.note.stationary', 'movement.note.straight-line', 'movement.refused.no-pace-table', 'movement.refused.horse-pace',
      'movement.refused.foot-pace', 'movement.refused.nothing', 'err.p.vehicle-or-pace', 'err.w.movement', 'err.o.movement', 'status.vehicle', 'status.pace',
      ...VEHICLES.map((v) => `movement.vehicle.${v}`), ...PACES.map((p) => `movement.pace.${p}`),
      ...[...new Set([...Object.values(VEHICLE_MOVES.en), ...Object.values(VEHICLE_MOVES.fr)].flatMap((v) => v.limits))].map((l) => `movement.limit.${l}`),
    ];
    for (const k of keys) expect(hasMessage('en', k) && hasMessage('fr', k), k).toBe(true);
    for (const lang of ['en', 'fr'] as const) {
      for (const edition of ['en', 'fr'] as const) {
        for (const vehicle of VEHICLES) for (const moving of [false, true]) {
          const r = resolveMovement({ edition, lang, vehicle, moving });
          expect([r.outcome.text, ...r.notes].join(' ')).not.toMatch(/movement\./);
        }
        for (const pace of PACES) {
          const r = resolveMovement({ edition, lang, pace, unitType: 'regular-police' });
          expect(r.outcome.text).not.toMatch(/movement\./);
        }
      }
    }
  });
});

describe('umpire movement', () => {
  it('looks up a vehicle without a game: first move from stationary, then its limit', async () => {
    const r = jsonLines((await runCli(['movement', '--vehicle', 'bicycle', '--json'])).stdout)[0];
    expect(r).toMatchObject({ outcome: { code: 'vehicle-first-move' }, distance: 8, firstMove: 8, maxMove: 24, distanceUnit: 'in', logged: null });
    const m = jsonLines((await runCli(['movement', '--vehicle', 'bicycle', '--moving', '--edition', 'fr', '--json'])).stdout)[0];
    expect(m).toMatchObject({ outcome: { code: 'vehicle-moving' }, distance: 60, distanceUnit: 'cm' });
    const moto = jsonLines((await runCli(['movement', '--vehicle', 'motorcycle', '--json'])).stdout)[0];
    expect(moto.limits).toEqual(['dismount-turn', 'drop-damage']);
  });

  it("takes the unit's vehicle or pace from the scenario, and shows them in status", async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const [bike] = await game.ok('movement', 'bike');
    expect(bike).toMatchObject({ unit: 'bike', vehicle: 'bicycle', distance: 8 });
    const status = await game.run('status');
    expect(status.stdout).toMatch(/by bicycle/);
    expect(status.stdout).toMatch(/pace: trot/);
    expect(game.readState().game.units.foot.vehicle).toBeUndefined();
  });

  it('refuses paces in Civil Disorder (no table, U61), a pace of the wrong kind, and nothing to look up', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    await game.refused(/no movement table/, 'movement', 'horse');
    await game.refused(/no vehicle and no pace/, 'movement', 'foot');
    await game.refused(/give one of them/, 'movement', 'foot', '--vehicle', 'van', '--pace', 'walk');
    await game.refused(/unknown unit "__proto__"/, 'movement', '__proto__');
    await game.refused(/unknown unit "constructor"/, 'movement', 'constructor');
    const r = await runCli(['movement', '--pace', 'run', '--edition', 'fr', '--json']);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ outcome: { code: 'foot-pace' }, distance: 40 });
    const fr = await runCli(['movement', '--pace', 'walk', '--edition', 'fr']);
    expect(fr.stdout).toMatch(/20 cm/);
    const bad = await runCli(['movement']);
    expect(bad.code).toBe(2);
  });

  it('refuses a scenario unit with a pace that is not its kind (horses for the mounted only)', async () => {
    game = tempGame();
    const r = await runCli(['init', '-'], { cwd: game.dir });
    expect(r.code).toBe(2);
    await expect(game.init(SCENARIO.replace('pace: trot', 'pace: run'))).rejects.toThrow(/units\[1\]\.pace|units\.1\.pace/);
    await expect(game.init(SCENARIO.replace('vehicle: bicycle', 'vehicle: __proto__'))).rejects.toThrow(/vehicle/);
  });
});
