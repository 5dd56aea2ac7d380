// Railton Road's map variant (scenarios/railton-road-map.yaml): the same riot
// as railton-road.yaml laid out in inches (1" = 2 m, EN l.55), its twelve
// buildings drawn with heights, a garden wall lower than a figure, two
// hydrants, the entry points, every crowd and unit placed.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

describe('railton-road-map.yaml', () => {
  it('is railton-road.yaml with a map: the rest of the file the same', () => {
    const plain = readFileSync(join(SCENARIOS, 'railton-road.yaml'), 'utf8').split('\n').slice(3);
    const mapped = readFileSync(join(SCENARIOS, 'railton-road-map.yaml'), 'utf8').split('\n').slice(4);
    expect(mapped.slice(0, plain.length - 1)).toEqual(plain.slice(0, -1));
    expect(mapped.slice(plain.length - 1).join('\n')).toMatch(/^map:/m);
  });

  it('draws every building with a height, a wall lower than a figure, two hydrants, entry points; places every crowd and unit', async () => {
    game = tempGame();
    await game.init('railton-road-map.yaml');
    const g = game.readState().game;
    const map = g.map;
    expect(map).toMatchObject({ unit: 'in', size: [120, 60], eye: 1, tolerance: 0.5, fresh: 2 });
    const drawn = map.outlines.filter((o: { building?: string }) => o.building).map((o: { building: string }) => o.building);
    expect(drawn.sort()).toEqual(Object.keys(g.buildings).sort());
    expect(drawn).toHaveLength(12);
    expect(map.outlines.every((o: { height?: number }) => typeof o.height === 'number')).toBe(true);
    const wall = map.outlines.find((o: { kind: string }) => o.kind === 'wall');
    expect(wall.height).toBeLessThan(map.eye);
    expect(map.places.filter((p: { kind: string }) => p.kind === 'hydrant')).toHaveLength(2);
    expect(map.places.filter((p: { kind: string }) => p.kind === 'entry').length).toBeGreaterThanOrEqual(2);
    for (const id of [...Object.keys(g.crowds), ...Object.keys(g.units)]) expect(map.pieces[id], id).toBeDefined();
  });

  it('reads sight across the street: over the garden wall, not through the chapel', async () => {
    game = tempGame();
    await game.init('railton-road-map.yaml');
    await game.ok('move', 'foot1', '--at', '18,39');
    const [over] = await game.ok('range', 'frontline', 'foot1');
    expect(over).toMatchObject({ clear: true, over: ['garden-wall'] });
    await game.ok('place', 'foot1', '--at', '18,56');
    const [behind] = await game.ok('range', 'frontline', 'foot1');
    expect(behind).toMatchObject({ clear: false, blockedBy: ['chapel-outline'] });
    // The road is 20 m across: the crowd at (20, 30) to the chapel wall's foot is 8" (16 m).
    const [r] = await game.ok('range', 'frontline', 'church');
    expect(r.distance).toBeCloseTo(Math.hypot(2, 6.5));
  });
});
