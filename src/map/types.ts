// The map's data (docs/map.md): what a scenario's optional `map:` section
// becomes in the game state (`game.map`), for every game alike. The engine
// owns it; no game is named here. Geometry on it is src/geometry/ (pure);
// reading it for a rule is src/map/view.ts. A game without `map` plays as
// before: every fact typed.

/** A point on the table, in the map's unit: [x, y], x to the right, y down (as SVG draws). */
export type Pt = readonly [number, number];

/**
 * The unit the map is measured in: the game's own (Civil Disorder inches,
 * EN l.55; Émeutes and Intervention centimetres, FR l.96, Intervention l.12;
 * Guérilla Urbaine paces, GU l.31). `zones`: a map of named zones only
 * (RIOT's board, l.75), no distances.
 */
export type MapUnit = 'in' | 'cm' | 'pas' | 'zones';

/** Something drawn on the table that blocks moves and, up to its height, sight. */
export interface Outline {
  id: string;
  /** A building (closed), a wall or hedge (an open line), an obstacle (closed: a car, a barricade). */
  kind: 'building' | 'wall' | 'obstacle';
  /** Its corners in order: closed kinds join the last to the first. */
  points: Pt[];
  /** Its height in the map's unit; absent: taller than any figure (blocks all sight). */
  height?: number;
  /** What it is made of (Intervention l.168-172), as the game names it; absent: the game's default. */
  material?: string;
  /** The game's building it draws (Civil Disorder's `buildings[].id`), when it is one. */
  building?: string;
  name?: string;
}

/** Ground that changes a move or sight but does not block (Intervention l.182-202, GU l.102). */
export interface Area {
  id: string;
  kind: 'wood' | 'slope' | 'plateau' | 'difficult' | 'water' | 'open';
  points: Pt[];
  name?: string;
}

/** A named zone (VASSAL-style): a piece may stand in a zone instead of at a point. */
export interface Zone {
  id: string;
  name: string;
  /** Its outline; absent on a map of zones only (its distances and sight then come from its table below). */
  points?: Pt[];
  /** Zones one move away (RIOT's streets joined, l.75); symmetric once parsed. */
  adjacent: string[];
  /** Zones seen from it (its own always; symmetric once parsed). */
  sees: string[];
  /** Distances to other zones in the map's unit, where a scenario gives them (symmetric once parsed). */
  distances?: Record<string, number>;
  /**
   * The game's own place this zone is, where a game moves its pieces by its
   * own rule (RIOT: a zone's street, a building, the HQ or an entry point,
   * l.15, l.75; U335): that rule's move sets the piece in this zone.
   */
  place?: string;
}

/** A marked place: an entry point, a deployment zone, an escape route, a hydrant, a named spot. */
export interface Place {
  id: string;
  kind: 'entry' | 'deploy' | 'escape' | 'hydrant' | 'place';
  name?: string;
  /** A point, or an outline (a deployment zone). */
  at?: Pt;
  points?: Pt[];
  /** The side it belongs to (a deployment zone's, an entry point's), as the game names its sides. */
  side?: string;
}

/** A background drawn under the map: an SVG or an image, placed in the map's unit. */
export interface Background {
  /** The file's contents are not kept: its name, resolved beside the scenario when served. */
  file: string;
  type: 'svg' | 'image';
  /** Two pixels of the image and the map points they show: scale and offset (and rotation). */
  calibrate?: [{ pixel: Pt; at: Pt }, { pixel: Pt; at: Pt }];
  /** A photo taken at an angle: the image's pixels of the map's four corners (top-left, top-right, bottom-right, bottom-left). */
  corners?: [Pt, Pt, Pt, Pt];
}

/** Where one piece stands, and since when. */
export interface PiecePos {
  /** A point; or */
  at?: Pt;
  /** a zone's id (a piece in a zone has no point; a point is also in the zone under it). */
  zone?: string;
  /** Which way it faces, degrees clockwise from up (Intervention l.231, l.257). */
  facing?: number;
  /** The turn this position was set or confirmed in ("as of turn N"). */
  turn: number;
}

/** `game.map`: the scenario's map as validated, and where each piece is. */
export interface MapState {
  unit: MapUnit;
  /** The table's width and height in the unit (absent on a map of zones only). */
  size?: [number, number];
  /** A figure's eye height in the unit, for sight over low walls (GU l.40, Intervention l.176). */
  eye: number;
  /**
   * How near a rule's limit a measured distance must be to ask instead of
   * reading the map (the text's limit ± this, in the unit); scenario-set.
   */
  tolerance: number;
  /** How many turns a position stays fresh: set in turn N, read by rules through turn N + fresh - 1 (U250). */
  fresh: number;
  outlines: Outline[];
  areas: Area[];
  zones: Zone[];
  places: Place[];
  background?: Background;
  /** Each umpire's sector drawn on the map (the scenario's `umpires:` names them). */
  sectors?: Record<string, Pt[]>;
  /** Piece id (a crowd's, a unit's, a figure's: the game's own ids) -> where it is. */
  pieces: Record<string, PiecePos>;
}

/**
 * A piece as a game describes it to the map (GameSystem.map.pieces): what
 * may stand on the table now, whether the players may see it, how it is
 * drawn. The engine keeps positions; the game says what exists.
 */
export interface MapPiece {
  id: string;
  /** The game's kind of piece (`crowd`, `unit`, `fighter`, `agent`...): drawn by kind. */
  kind: string;
  name: string;
  /** Its side as the game names sides (`sf`, `crowd`, a RIOT team, an Intervention side). */
  side: string;
  /** How many figures it stands for (a crowd's footprint, EN l.131); 1 for a single figure. */
  figures: number;
  /** Hidden from the players (GU's hidden agents: absent; Intervention's hidden fighters: a numbered marker, l.268). */
  hidden?: 'absent' | 'marker';
  /** A short state the picture shows (a crowd's RL, a unit's wounded), in the players' words when they may see it. */
  badge?: string;
  /** The colour key the picture uses (a crowd's RL band: `rl-1`..`rl-8`; a side). */
  tone?: string;
  /**
   * Moved by the game's own rule, not by `move` (RIOT's units: `riot-move`,
   * l.75; U335): its command and the option naming where (`--to`), the
   * zone's `place` its value. `move` refuses the piece, giving that line.
   */
  movedBy?: { command: string; option: string; line: string };
}

/**
 * A move the rules decide, as a game proposes it (GameSystem.map.proposals;
 * docs/map.md "Moves the program proposes"): which piece, how far and which
 * way, from which resolution, under which line of the text. With a point
 * when the map can say where (every piece it rests on placed and fresh,
 * U250); else "measure on the table" with the distance.
 */
export interface MoveProposal {
  /** The log entry whose resolution decides it. */
  seq: number;
  /** The piece that moves. */
  piece: string;
  /** The text's line it follows (`EN l.145`, `FR l.189`, `GU l.54`, `Intervention l.413`). */
  rule: string;
  /** What the rule makes the piece do, in the umpire's language ("RL 2 Run Away: 7 in away from frontline"). */
  why: string;
  /** How far, in the map's unit: the dice already rolled or the text's number. */
  distance: number;
  /** The way it goes: away from or towards a piece or place by `distance`, or to a point. */
  how?: { away: string } | { toward: string } | { at: Pt };
  /** The point it comes to (absent: measure on the table). */
  to?: Pt;
  /** Why it is measured on the table instead (a piece unplaced or stale), in the umpire's language. */
  measure?: string;
}

/** A piece as a proposal reads it: the game's description and where it stands (src/map/moves.ts sceneOf). */
export interface ScenePiece {
  id: string;
  /** The game's kind of piece (MapPiece.kind: `crowd`, `unit`, `engine`, `figure`...). */
  kind: string;
  name: string;
  side: string;
  figures: number;
  at?: Pt;
  zone?: string;
  /** The turn its position was set in ("as of turn N"); absent: unplaced. */
  turn?: number;
  /** Placed and fresh (U250): a rule may read it. */
  fresh: boolean;
}

/**
 * What a game's proposal function reads of the map: the pieces with their
 * positions, sight between two of them, the escape routes and the outlines.
 * Built by src/map/moves.ts sceneOf from the game; a test builds its own.
 */
export interface MoveScene {
  unit: MapUnit;
  size?: [number, number];
  turn: number;
  pieces: Readonly<Record<string, ScenePiece>>;
  /** Whether `b` is in sight from `a` on the map; null when either is unplaced or stale (the map cannot say). */
  sees(a: string, b: string): boolean | null;
  /** The marked escape routes, as points (EN l.144 "the nearest escape route from the table"). */
  escapes: readonly { id: string; at: Pt }[];
  /** The outlines (buildings, walls, obstacles): the cover a figure moves to (Intervention l.413). */
  outlines: readonly Outline[];
}

/** What stands between a shooter and its target near the target (`shelterBetween`): the outlines, the areas either stands in. */
export interface ShelterReading {
  /** The outlines the line crosses (the shooter's own building aside), nearest the target first, each how far before the target. */
  outlines: { outline: Outline; from: number }[];
  /** The closed areas the target or the shooter stands in: how deep the target is in it (null: outside), and whether the shooter is in it. */
  areas: { area: Area; depth: number | null; shooterIn: boolean }[];
  /** How near a corner of an outline is to the line's last `reach` (src/geometry/cover.ts shelterOf). */
  margin: number;
}
