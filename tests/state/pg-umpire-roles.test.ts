// Who connects is who plays (issue 43 F8): on the database store, an
// umpire's own login role bound to their name (the game database's
// umpire_auth.umpires, as `umpire host --umpires` makes it: the SQL below is
// the recipe docs/stores.md gives for a server of one's own). A bound
// connection's entries are its umpire's without --umpire (sectors checked for
// them), a --umpire naming another is refused (one line, exit 2, nothing
// written), a batch's lines are theirs whatever a line says; the game's own
// role (the control) still names its umpire on trust.
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, SCENARIOS } from '../helpers/cli.js';
import { needPg, pgQuery, withDatabase } from '../helpers/pg.js';
import { umpireRole } from '../../src/state/pg-host.js';

const WITH_SECTORS = `${readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8')}
umpires:
  - name: amy
    crowds: [students]
  - name: bob
    crowds: [dockers]
`;

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.reverse()) c();
  cleanups = [];
});

interface Bound {
  /** The game role's URL (the control: unbound). */
  control: string;
  /** amy's own role's URL (bound to amy). */
  amy: string;
  /** A role of the game's not in the table (unbound). */
  other: string;
  query: (sql: string, params?: unknown[]) => any[];
}

/** A game database owned by a game role, with amy's own role bound to `amy` (as umpire host does it). */
function boundGame(skip: (note?: string) => never | void): Bound {
  const server = needPg(skip);
  const tag = `rt_${randomBytes(5).toString('hex')}`;
  const game = `${tag}_game`;
  const amy = `umpire.${tag}.amy`;
  const other = `umpire.${tag}.other`;
  const db = `${tag}_db`;
  pgQuery(server, `CREATE ROLE ${game} LOGIN PASSWORD 'pw-game'`);
  pgQuery(server, `CREATE DATABASE ${db} OWNER ${game}`);
  for (const r of [amy, other]) {
    pgQuery(server, `CREATE ROLE "${r}" LOGIN PASSWORD 'pw-umpire' IN ROLE ${game}`);
    pgQuery(server, `ALTER ROLE "${r}" SET role = '${game}'`);
  }
  const dbUrl = withDatabase(server, db);
  pgQuery(
    dbUrl,
    `CREATE SCHEMA umpire_auth; CREATE TABLE umpire_auth.umpires (role text PRIMARY KEY, umpire text NOT NULL UNIQUE);
     GRANT USAGE ON SCHEMA umpire_auth TO PUBLIC; GRANT SELECT ON umpire_auth.umpires TO PUBLIC;
     INSERT INTO umpire_auth.umpires VALUES ('${amy}', 'amy')`,
  );
  const as = (user: string, pw: string) => {
    const u = new URL(dbUrl);
    u.username = encodeURIComponent(user);
    u.password = pw;
    return u.toString();
  };
  cleanups.push(() => {
    try {
      pgQuery(server, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      for (const r of [amy, other, game]) pgQuery(server, `DROP ROLE IF EXISTS "${r}"`);
    } catch {
      /* the server is gone */
    }
  });
  return { control: as(game, 'pw-game'), amy: as(amy, 'pw-umpire'), other: as(other, 'pw-umpire'), query: (sql, params) => pgQuery(dbUrl, sql, params) };
}

/** A file of the test's in the temp folder (removed after it). */
function tempFile(ext: string, text: string): string {
  const f = join(tmpdir(), `umpire-roles-${randomBytes(5).toString('hex')}.${ext}`);
  writeFileSync(f, text);
  cleanups.push(() => rmSync(f, { force: true }));
  return f;
}

const run = (url: string, ...argv: string[]) => runCli(argv, { cwd: tmpdir(), env: { UMPIRE_STORE: url, UMPIRE_NAME: '' } });
const byOf = (b: Bound) => b.query('SELECT line FROM umpire_log ORDER BY seq').map((r) => JSON.parse(r.line).by as string | undefined);

describe('umpires bound to their database role (issue 43 F8)', () => {
  it("a bound connection's entries are its umpire's without --umpire, init's included; the log's umpire column says so", async ({ skip }) => {
    const b = boundGame(skip);
    expect((await run(b.amy, 'init', join(SCENARIOS, 'tutorial.yaml'))).code).toBe(0);
    expect((await run(b.amy, 'rl-roll', 'students', '--roll', '3,3')).code).toBe(0);
    expect((await run(b.amy, 'rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
    expect(byOf(b)).toEqual(['amy', 'amy', 'amy']);
    expect(b.query('SELECT umpire FROM umpire_log ORDER BY seq').map((r) => r.umpire)).toEqual(['amy', 'amy', 'amy']);
    // The tables are the game role's (amy acts as it): the control writes on them too.
    expect(b.query("SELECT tableowner FROM pg_tables WHERE tablename = 'umpire_log'")[0].tableowner).toMatch(/_game$/);
    expect((await run(b.control, 'rl-roll', 'looters', '--roll', '3,3')).code).toBe(0);
    // Her `undo` is her own last command's, not the control's after it (`undo --any`: the last, whoever made it).
    expect((await run(b.amy, 'undo')).code).toBe(0);
    const undo = JSON.parse(b.query('SELECT line FROM umpire_log ORDER BY seq DESC LIMIT 1')[0].line);
    expect([undo.kind, undo.by, undo.undoes]).toEqual(['undo', 'amy', [3]]);
  });

  it('a --umpire naming another on a bound connection is refused: one line, exit 2, nothing written; on reading commands too', async ({ skip }) => {
    const b = boundGame(skip);
    expect((await run(b.amy, 'init', join(SCENARIOS, 'tutorial.yaml'))).code).toBe(0);
    const before = b.query('SELECT line FROM umpire_log ORDER BY seq');
    for (const argv of [
      ['rl-roll', 'students', '--roll', '3,3', '--umpire', 'bob'],
      ['rl-roll', 'students', '--roll', '3,3', '--umpire=bob'],
      ['undo', '--umpire', 'bob'],
      ['status', '--umpire', 'bob'],
    ]) {
      const r = await run(b.amy, ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/this connection is amy's \(their own database role\): --umpire bob is refused/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    // UMPIRE_NAME as well as --umpire.
    const env = await runCli(['rl-roll', 'students', '--roll', '3,3'], { cwd: tmpdir(), env: { UMPIRE_STORE: b.amy, UMPIRE_NAME: 'bob' } });
    expect(env.code).toBe(2);
    expect(b.query('SELECT line FROM umpire_log ORDER BY seq')).toEqual(before);
    // In French too.
    const fr = await run(b.amy, 'rl-roll', 'students', '--roll', '3,3', '--umpire', 'bob', '--lang', 'fr');
    expect(fr.code).toBe(2);
    expect(fr.stderr).toMatch(/cette connexion est celle de amy \(son propre rôle dans la base\)\u00a0: --umpire bob est refusé/);
  });

  it("a batch on a bound connection is its umpire's: its lines without --umpire are theirs, a line naming another is refused", async ({ skip }) => {
    const b = boundGame(skip);
    expect((await run(b.amy, 'init', join(SCENARIOS, 'tutorial.yaml'))).code).toBe(0);
    const ok = tempFile('txt', 'rl-roll students --roll 3,3\nrl-roll dockers --roll 3,3 --umpire amy\n');
    expect((await run(b.amy, 'batch', ok)).code).toBe(0);
    expect(byOf(b)).toEqual(['amy', 'amy', 'amy']);
    const bad = tempFile('txt', 'rl-roll students --roll 3,3\nrl-roll dockers --roll 3,3 --umpire bob\n');
    const r = await run(b.amy, 'batch', bad);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2: this connection is amy's \(their own database role\): --umpire bob is refused/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(byOf(b)).toHaveLength(3);
  });

  it('sectors hold for a bound umpire who names no one', async ({ skip }) => {
    const b = boundGame(skip);
    expect((await run(b.control, 'init', tempFile('yaml', WITH_SECTORS))).code).toBe(0);
    const r = await run(b.amy, 'rl-roll', 'dockers', '--roll', '3,3');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/dockers is in bob's sector, not amy's: add --cross/);
    expect((await run(b.amy, 'rl-roll', 'dockers', '--roll', '3,3', '--cross')).code).toBe(0);
    expect(b.query('SELECT line FROM umpire_log ORDER BY seq').map((r) => JSON.parse(r.line)).slice(1).map((e) => [e.by, e.cross])).toEqual([['amy', true]]);
  });

  it("the game's own role and a role not in the table name their umpire on trust, as before", async ({ skip }) => {
    const b = boundGame(skip);
    expect((await run(b.control, 'init', join(SCENARIOS, 'tutorial.yaml'))).code).toBe(0);
    expect((await run(b.control, 'rl-roll', 'students', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    expect((await run(b.other, 'rl-roll', 'students', '--roll', '3,3', '--umpire', 'carl')).code).toBe(0);
    expect((await run(b.other, 'rl-roll', 'students', '--roll', '3,3')).code).toBe(0);
    expect(byOf(b)).toEqual([undefined, 'bob', 'carl', undefined]);
  });

  it("an umpire's role is umpire.NAME, one a name each, within PostgreSQL's 63 bytes for the longest names", () => {
    expect(umpireRole('amy')).toBe('umpire.amy');
    expect(umpireRole('Amy')).not.toBe(umpireRole('amy'));
    const long = ['é'.repeat(32), 'é'.repeat(31) + 'e', '𝔞'.repeat(32), 'x'.repeat(32)];
    const roles = long.map(umpireRole);
    for (const r of roles) expect(Buffer.byteLength(r)).toBeLessThanOrEqual(63);
    expect(new Set(roles).size).toBe(long.length);
  });
});
