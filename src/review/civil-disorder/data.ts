// Civil Disorder's data in `summary --json` and the types its sections are
// drawn from (src/review/civil-disorder/summary.ts reads them from the log;
// summary-text.ts and html.ts draw them): a module of types only, so that the
// three import it and not each other.
import type { Summary } from '../summary.js';

export interface RlTimeline {
  crowd: string;
  name: string;
  /** RL at the end of each turn, index 0 = turn 1. */
  byTurn: number[];
  start: number;
  end: number;
  /** Each change of RL (undone ones left out): log entry, turn, before, after. */
  changes: { seq: number; turn: number; before: number; after: number }[];
}

export interface CasualtyRow {
  id: string;
  side: string;
  from: string;
  cause: string;
  injury: string;
  status: string;
  /** Its fate (U75, U197: `lossClass`), as `casualties` and the losses count it. */
  fate: 'dead' | 'wounded' | 'light';
  turn: number | null;
}

export interface ArrestRow {
  crowd: string;
  name: string;
  arrests: number;
}

export interface PropertyRow {
  building: string;
  name: string;
  startValue: number;
  value: number;
  damage: number;
  startLoot: number;
  loot: number;
  lootTaken: number;
  /** Fires burning at the end. */
  fires: number;
  /** Fires started over the game (increases of the fire count). */
  firesStarted: number;
  looted: boolean;
}

export interface OverreactionRow {
  seq: number;
  turn: number;
  procedure: string;
  units: string[];
  code: string;
  text: string;
}

/**
 * A crowd's status changed by something other than a roll's own result: the
 * umpire's decision (`set-rl`, Sequence of Action step 6) or the RL chart's
 * jump (`jump`, or `rl-roll --situation`), issue 13.
 */
export interface StatusChangeRow {
  seq: number;
  turn: number;
  crowd: string;
  /** `umpire` (a decision) or `chart` (the RL chart's jump). */
  by: 'umpire' | 'chart';
  before: number;
  after: number;
  /** The umpire's reason, or the chart's situation. */
  why: string;
  text: string;
}

/** One firing (`fire`): who fired at whom, with what, and what it did (U64). */
export interface ShotRow {
  seq: number;
  turn: number;
  unit: string | null;
  crowd: string | null;
  weapon: string;
  firers: number;
  overHeads: boolean;
  hits: number;
  casualties: { id: string; code: string }[];
  code: string;
  text: string;
}

/** Dead and wounded of one side (ruling U75). */
export interface LossRow {
  side: string;
  /** Dead (U75, U197: `lossClass`): dead at triage's word, or dead and not yet triaged. */
  dead: number;
  /** Every other casualty but a scratch (or one patched up and carrying on). */
  wounded: number;
  /** Scratches and the patched up (`scratch`, `recovered`). */
  light: number;
}

/** How the game ended: the state after the last entry (the report opens on it). */
export interface FinalSituation {
  turn: number;
  crowds: { id: string; name: string; figures: number; rl: number; arrests: number; mergedInto: string | null }[];
  units: { id: string; name: string; strength: number; wounded: number }[];
  buildings: { id: string; name: string; value: number; startValue: number; loot: number; fires: number; looted: boolean }[];
}

/** Civil Disorder's data in `summary --json` (at the top level, as before packs existed). */
export interface CivilDisorderSummaryData {
  scenario: {
    crowds: { id: string; name: string; figures: number; rl: number; looter: boolean }[];
    units: { id: string; name: string; type: string; strength: number }[];
    buildings: { id: string; name: string; value: number; loot: number }[];
  };
  /** The final situation, first in the summary and the report. */
  final: FinalSituation;
  rl: RlTimeline[];
  casualties: {
    total: number;
    /** Dead and wounded by side, sides in the order sf, crowd, then others (U75). */
    losses: LossRow[];
    /** side -> status -> count */
    bySide: Record<string, Record<string, number>>;
    list: CasualtyRow[];
  };
  arrests: { total: number; byCrowd: ArrestRow[] };
  property: { damage: number; lootTaken: number; firesStarted: number; buildings: PropertyRow[] };
  overreactions: OverreactionRow[];
  /** The umpire's decisions and the RL chart's jumps, not undone, in log order. */
  statusChanges: StatusChangeRow[];
  /** Every firing not undone, in log order: "who shot whom". */
  shots: ShotRow[];
}

/** A summary of a riot: the engine's and Civil Disorder's data. */
export type CivilDisorderSummary = Summary & CivilDisorderSummaryData;
