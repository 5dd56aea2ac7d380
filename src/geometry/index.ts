// src/geometry/: the one pure geometry module beside the engine (docs/map.md
// "Geometry"): distances, sight against outlines with heights, areas, zones,
// snapping, footprints and calibration, over plain points in the map's unit.
// No game, no I/O; built on @flatten-js/core (docs/dependencies.md), which
// loads only with this module, never at the program's start.
export type { Pt } from '../map/types.js';
export { distance, inside, distanceToOutline, toward, away, zoneAt, snap, type SnapPlace } from './measure.js';
export { sight, pathBlocked, blockerOf, SightIndex, type Blocker, type SightFigure, type SightOptions, type Sight } from './sight.js';
export { footprint } from './footprint.js';
export { fromTwoPoints, fromCorners, type Calibration, type CalibrationPoint } from './calibration.js';
export { coverOf, shelterOf, depthIn, type Cover, type Shelter, type ShelterBy } from './cover.js';
export { inSector, type SectorReading } from './sector.js';
