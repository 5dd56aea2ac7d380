// A small map over the tutorial's town hall square (its crowds and units
// placed), for the map's tests: a building, a wall lower than a figure,
// two zones, a hydrant and an entry point.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS } from '../helpers/cli.js';

export const TUTORIAL = readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8');

/** The map section (YAML, indented under `map:`). */
export const MAP = `map:
  unit: in
  size: [96, 48]
  outlines:
    - { id: hall, kind: building, height: 4, name: Town hall, building: townhall, points: [[10,4],[18,4],[18,10],[10,10]] }
    - { id: low-wall, kind: wall, height: 0.5, points: [[20,30],[34,30]] }
    - { id: high-wall, kind: wall, points: [[60,0],[60,20]] }
  zones:
    - { id: square, name: Town Hall Square, points: [[0,0],[48,0],[48,48],[0,48]], adjacent: [street], distances: { street: 40 } }
    - { id: street, name: High Street, points: [[48,0],[96,0],[96,48],[48,48]] }
  places:
    - { id: hyd, kind: hydrant, at: [40, 12] }
    - { id: west, kind: entry, at: [0, 24], side: sf }
  pieces:
    students: { at: [30, 20] }
    dockers: { at: [27, 40] }
    riot1: { at: [27, 24] }
    tsg: { zone: street }
`;

/** The tutorial with the map (and the other top-level lines given). */
export function withMap(map = MAP, top = ''): string {
  return `${TUTORIAL}\n${top}${map}`;
}
