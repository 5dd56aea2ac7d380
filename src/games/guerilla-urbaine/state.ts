// Guérilla Urbaine as its own game: its slice of the state (`gangs`,
// `figures`, `round`), how it starts from the scenario, and its schema. The
// log's effects address it by dot paths (`figures.b2.pv`, `round.phase`).
import * as v from 'valibot';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { GU_UPGRADE_IDS, type GuUpgradeId } from '../../rules/guerilla-urbaine/profile.js';
import { RANKS, type Rank } from '../../rules/guerilla-urbaine/gang.js';
import type { Round } from '../../rules/guerilla-urbaine/turn.js';

/** A gang: its name, its credits and what it cost (l.156). */
export interface GuGang {
  id: string;
  name: string;
  credits: number;
  cost: number;
  /** The turn its shaman's Prescience counts for (l.259), or null. */
  prescience: number | null;
  /** Its members' ids in the scenario's order. */
  members: string[];
}

/** A figure in play: its kit and upgrades, PV, markers, and its activation this turn. */
export interface GuFigure {
  id: string;
  name: string;
  gang: string;
  rank: Rank;
  kit: string;
  upgrades: GuUpgradeId[];
  /** Kinds beyond a person (undead, demon, vehicle, robot, large, gigantic): the scenario's. */
  kinds: string[];
  pv: number;
  pvMax: number;
  dead: boolean;
  /** Mise à terre (l.58). */
  down: boolean;
  camouflaged: boolean;
  /** Ranged weapons that must be reloaded before they fire again (l.114). */
  unloaded: string[];
  /** The turn it was last activated, or null; its actions of that activation. */
  acted: number | null;
  actions: string[];
  /** Turn markers of prayers and powers (l.247-265): the turn each counts for, or null. */
  blessed: number | null;
  inspired: number | null;
  malaise: number | null;
  dread: number | null;
  /** Opponents an Assassin has already made its first attack on (l.211). */
  assassinated: string[];
}

/** The slice this game owns in the state. */
export interface GuSlice {
  gangs: Record<string, GuGang>;
  figures: Record<string, GuFigure>;
  round: Round | null;
}

/** The state keys this game owns. */
export const GU_STATE_KEYS = ['gangs', 'figures', 'round'] as const;

const int = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));
const turnOrNull = v.nullable(int(1));

const gang = v.looseObject({ id, name: v.string(), credits: int(0), cost: v.number(), prescience: turnOrNull, members: v.array(id) });
const figure = v.looseObject({
  id,
  name: v.string(),
  gang: id,
  rank: v.picklist(RANKS),
  kit: v.string(),
  upgrades: v.array(v.picklist(GU_UPGRADE_IDS)),
  kinds: v.array(v.string()),
  pv: int(0),
  pvMax: int(1),
  dead: v.boolean(),
  down: v.boolean(),
  camouflaged: v.boolean(),
  unloaded: v.array(v.string()),
  acted: turnOrNull,
  actions: v.array(v.string()),
  blessed: turnOrNull,
  inspired: turnOrNull,
  malaise: turnOrNull,
  dread: turnOrNull,
  assassinated: v.array(id),
});
const phase = v.union([
  v.object({ kind: v.literal('leader'), gang: id, leader: id, bubble: v.array(id) }),
  v.object({ kind: v.literal('rest'), gang: id }),
]);
const round = v.nullable(
  v.object({
    turn: int(1),
    order: v.pipe(v.array(id), v.minLength(2)),
    phase: v.nullable(phase),
    leadersDone: v.array(id),
    restDone: v.array(id),
    active: v.nullable(id),
  }),
);

/** The schema of each key this game owns (the state file is checked against it). */
export const GU_SCHEMA = {
  gangs: v.record(v.string(), gang),
  figures: v.record(v.string(), figure),
  round,
} as const;

/** A figure as it starts the game: full PV, no marker, not yet activated. */
export function newFigure(f: Pick<GuFigure, 'id' | 'name' | 'gang' | 'rank' | 'kit' | 'upgrades' | 'kinds' | 'pv'>): GuFigure {
  return {
    ...f,
    pvMax: f.pv,
    dead: false,
    down: false,
    camouflaged: false,
    unloaded: [],
    acted: null,
    actions: [],
    blessed: null,
    inspired: null,
    malaise: null,
    dread: null,
    assassinated: [],
  };
}

/** What a pick list shows of a figure after its name: its gang, PV, and dead or knocked down. */
export function figureDetail(f: Readonly<Record<string, unknown>>, lang: Lang): string {
  const bits = [typeof f.gang === 'string' ? f.gang : '', typeof f.pv === 'number' ? `${f.pv}/${String(f.pvMax)} ${t(lang, 'gu.status.col.pv')}` : '', f.dead === true ? t(lang, 'gu.status.dead') : f.down === true ? t(lang, 'gu.status.down') : ''];
  return bits.filter(Boolean).join(', ');
}
