// State file schema versions and the migrations between them. A state file
// carries `schema` (STATE_SCHEMA in types.ts); readStateFile runs the
// migrations from the file's version up to the current one, so a game saved
// by an older umpire still opens. A file from a NEWER umpire (or with a
// version nobody knows) is refused with the file named, never guessed at.
//
// Adding a schema version N+1: bump STATE_SCHEMA, add `N: (sf) => ...` below
// (it receives a schema-N file and returns a schema-(N+1) one), keep a
// schema-N fixture in tests/trust/fixtures/ and test the migration from it.
// The log keeps the facts (scenario + effects), so `umpire rebuild` is always
// a second way back.
//
// Game systems (src/engine/system.ts): a state written before them names no
// game; it is the default game's (`game.system`, `game.packs: []` filled in,
// as the fold of its log would give). Each system's slice then runs its own
// migrations (GameSystem.state.migrations) from the version `game.versions`
// keeps (1 when absent) to the system's.
import { UserError } from '../errors.js';
import { defaultGameId, gameById, packById } from '../engine/registry.js';
import { STATE_SCHEMA, type StateFile } from './log.js';

/** A raw (parsed, not yet checked) state file. */
export type RawState = Record<string, unknown> & { schema: number };

/** Turns a state file of version `from` (the key) into one of version `from + 1`. */
export type Migration = (sf: RawState) => RawState;

/** The first schema: 1 (umpire 0.1.0). There is nothing to migrate yet. */
export const FIRST_SCHEMA = 1;

/** Migrations keyed by the version they upgrade FROM. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {};

/**
 * Upgrades a parsed state file to `target` (default: this umpire's schema) by
 * running the migrations in order. Throws `state-version` (exit 2, file named)
 * for a version that is newer than `target`, not a whole number, older than
 * the first schema, or missing a migration step.
 */
export function migrateState(
  raw: RawState,
  file: string,
  target: number = STATE_SCHEMA,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
): { state: StateFile; from: number } {
  const from = raw.schema;
  const unknown = () => new UserError('state-version', { file, found: from, known: target });
  if (!Number.isInteger(from) || from < FIRST_SCHEMA || from > target) throw unknown();
  let sf: RawState = raw;
  for (let v = from; v < target; v++) {
    const step = migrations[v];
    if (!step) throw unknown();
    sf = step(structuredClone(sf));
    sf.schema = v + 1;
  }
  sf = migrateSystems(sf, file);
  return { state: sf as unknown as StateFile, from };
}

/**
 * The game's systems filled in where absent (the default game, no pack), and
 * each known system's slice migrated to its version. A slice newer than this
 * umpire's is `state-version`; an unknown system is left for the schema check
 * to name.
 */
function migrateSystems(raw: RawState, file: string): RawState {
  const game = raw.game;
  if (!game || typeof game !== 'object' || Array.isArray(game)) return raw;
  const g = game as Record<string, unknown>;
  if (g.system !== undefined && Array.isArray(g.packs) && !needsMigration(g)) return raw;
  const sf: RawState = { ...raw, game: structuredClone(g) };
  const out = sf.game as Record<string, unknown>;
  if (out.system === undefined) out.system = defaultGameId();
  if (out.packs === undefined) out.packs = [];
  if (!Array.isArray(out.packs) || typeof out.system !== 'string') return sf;
  const versions = (out.versions && typeof out.versions === 'object' ? out.versions : {}) as Record<string, number>;
  for (const [i, id] of [out.system, ...out.packs].entries()) {
    const sys = typeof id !== 'string' ? undefined : i === 0 ? gameById(id) : packById(id);
    if (!sys) continue;
    const target = sys.state.version ?? 1;
    const from = versions[sys.id] ?? 1;
    if (!Number.isInteger(from) || from < 1 || from > target) throw new UserError('state-version', { file, found: `${sys.id} ${from}`, known: `${sys.id} ${target}` });
    for (let v = from; v < target; v++) {
      const step = sys.state.migrations?.[v];
      if (!step) throw new UserError('state-version', { file, found: `${sys.id} ${from}`, known: `${sys.id} ${target}` });
      step(out);
    }
    if (target > 1) out.versions = { ...versions, [sys.id]: target };
  }
  return sf;
}

/** Does a slice of this game stand below its system's version? */
function needsMigration(g: Record<string, unknown>): boolean {
  const versions = (g.versions && typeof g.versions === 'object' ? g.versions : {}) as Record<string, unknown>;
  return [g.system, ...(g.packs as unknown[])].some((id, i) => {
    const sys = typeof id !== 'string' ? undefined : i === 0 ? gameById(id) : packById(id);
    return sys !== undefined && (versions[sys.id] ?? 1) !== (sys.state.version ?? 1);
  });
}
