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
import { UserError } from '../errors.js';
import { STATE_SCHEMA, type StateFile } from './types.js';

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
  return { state: sf as unknown as StateFile, from };
}
