// Which store a command works on (issue 35): `--store URL` or UMPIRE_STORE
// names a PostgreSQL database (postgres://user:password@host:port/db); else
// the state file (--state, UMPIRE_STATE). Light: no database client here.
// The password stays in `Paths.db` only: every name shown (`state`, `log`)
// is the URL without it.
import { UserError } from '../errors.js';
import type { Paths } from './store.js';

/**
 * Who connects (issue 43 F8): a table mapping the database's login roles to
 * umpire names, in a schema of its own that the umpires' roles may read and
 * not change (`umpire host --umpires` makes it, owned by the cluster's
 * superuser; on a server of your own, docs/stores.md). A connection whose
 * `session_user` is in it is that umpire's: its entries are theirs, and a
 * `--umpire` naming another is refused. Any other connection (the game's
 * role: the control) names its umpire by `--umpire`, on trust.
 */
export const BIND_SCHEMA = 'umpire_auth';
export const BIND_TABLE = `${BIND_SCHEMA}.umpires`;

/** The store URL a command line and its environment name, or undefined for the file store. */
export function storeUrl(env: NodeJS.ProcessEnv): string | undefined {
  const v = env.UMPIRE_STORE;
  return v !== undefined && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * libpq's URI (postgres:// or postgresql://, https://www.postgresql.org/docs/current/libpq-connect.html
 * §34.1.1.2), split without `new URL`, which refuses libpq's own forms (issue 42): a user and no host
 * (`postgresql://user@/db?host=/run/postgresql`, a socket folder), no authority at all (`postgresql:///db`).
 */
const PG_URI = /^(postgres(?:ql)?):\/\/(?:([^@/?#]*)@)?([^/?#]*)(\/[^?#]*)?(\?[^#]*)?$/s;

/** A store URL's parts: its scheme, user, host part, database and query; null when it is no libpq URI. */
export function splitStoreUrl(given: string): { scheme: string; user: string; password: string; hostPart: string; database: string; query: URLSearchParams } | null {
  const m = PG_URI.exec(given);
  if (!m) return null;
  const userInfo = m[2] ?? '';
  const colon = userInfo.indexOf(':');
  let database = '';
  let user = '';
  let password = '';
  try {
    user = decodeURIComponent(colon < 0 ? userInfo : userInfo.slice(0, colon));
    password = colon < 0 ? '' : decodeURIComponent(userInfo.slice(colon + 1));
    database = decodeURIComponent((m[4] ?? '').replace(/^\//, ''));
  } catch {
    return null;
  }
  return { scheme: m[1], user, password, hostPart: m[3], database, query: new URLSearchParams((m[5] ?? '').replace(/^\?/, '')) };
}

/** The password a store URL carries (in its user part or as `password=`), or ''. */
export function storePassword(given: string): string {
  const u = splitStoreUrl(given);
  return u ? (u.query.get('password') ?? '') || u.password : '';
}

/** The URL as it may be shown: no password (neither in the user part nor as `password=`), no query but the host (a socket folder). */
export function safeUrl(given: string): string {
  const u = splitStoreUrl(given);
  if (!u) return 'postgres://?';
  const user = u.query.get('user') ?? u.user;
  const host = u.query.get('host');
  const port = u.query.get('port');
  const shown = `${u.scheme}://${user ? `${encodeURIComponent(user)}@` : ''}${u.hostPart}${port && u.hostPart !== '' && !u.hostPart.includes(':') ? `:${port}` : ''}/${encodeURIComponent(u.database)}${host ? `?host=${host}` : ''}`;
  // The password never shown, wherever else it stands (a database named after it, a user typed as it: issue 43 F9).
  return maskPassword(shown, given);
}

/** `text` with the password of the store URL `given` (as typed and as the URL encodes it) shown as ***. */
export function maskPassword(text: string, given: string | undefined): string {
  if (!given) return text;
  const u = splitStoreUrl(given);
  // Of 3 characters or more (a shorter one would mask pieces of every word; it is no password worth the name).
  const pws = new Set([storePassword(given), u?.password ?? ''].filter((p) => p.length >= 3));
  let out = text;
  for (const pw of pws) for (const form of new Set([pw, encodeURIComponent(pw)])) out = out.split(form).join('***');
  return out;
}

/** Whether a command line carries a store URL with a password (`--store URL`): it stays in the process list while the command runs. */
export function passwordOnCommandLine(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') break;
    const m = /^--store(?:=(.*))?$/s.exec(argv[i]);
    if (!m) continue;
    const v = m[1] ?? argv[i + 1];
    if (v !== undefined && storePassword(v) !== '') return true;
  }
  return false;
}

/** The store's paths: `db` the URL as given, `state` and `log` its name without password. libpq's single-host URI forms are taken (issue 42). */
export function dbPaths(given: string): Paths {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(given)?.[1];
  if (scheme === undefined) throw new UserError('store-bad-url', { problemKey: 'err.p.store-not-url' });
  if (scheme !== 'postgres' && scheme !== 'postgresql') throw new UserError('store-bad-url', { problemKey: 'err.p.store-scheme', scheme });
  const u = splitStoreUrl(given);
  if (!u) throw new UserError('store-bad-url', { problemKey: 'err.p.store-not-url' });
  // Several hosts in one URI (libpq's failover list) are not taken: one game, one server.
  if (u.hostPart.includes(',') || (u.query.get('host') ?? '').includes(',')) throw new UserError('store-bad-url', { problemKey: 'err.p.store-several-hosts' });
  if (u.database === '' && !u.query.get('dbname')) throw new UserError('store-bad-url', { problemKey: 'err.p.store-no-database' });
  const name = safeUrl(given);
  return { state: name, log: `${name} (umpire_log)`, lock: '', db: given };
}

/**
 * Sectors (issue 35): a game whose scenario names each umpire's crowds, units
 * and buildings (`umpires:`, kept as `sectors` in the state) refuses a
 * named umpire a procedure on another's subject, unless --cross (the entry
 * then says `cross`). Returns whether the procedure crosses into another
 * sector; throws the refusal.
 */
export function checkSector(game: { sectors?: Record<string, string[]> }, id: string, env: NodeJS.ProcessEnv): boolean {
  const sectors = game.sectors;
  const name = umpireName(env);
  if (!sectors || name === undefined) return false;
  const owner = sectorOwner(sectors, id);
  if (owner === undefined || owner === name) return false;
  if (env.UMPIRE_CROSS !== '1') throw new UserError('other-sector', { id, owner, name });
  return true;
}

/** The umpire whose sector holds `id`, or undefined (anyone's). */
export function sectorOwner(sectors: Readonly<Record<string, readonly string[]>>, id: string): string | undefined {
  return Object.keys(sectors).find((u) => sectors[u].includes(id));
}

/** Options whose value is free text (a reason, a name), not an id the command names. */
const TEXT_OPTIONS = new Set(['--reason', '--name']);

/**
 * Sectors beyond a command's subject (U236): the crowds, units and buildings
 * a named umpire's command names (a word of its command line, or an item of a
 * comma list, that is an id in a sector) and those whose state its effects
 * change (an effect path through the id) must be in no other umpire's
 * sector, unless --cross. Returns whether the command crosses into another
 * sector; throws the refusal for the first such id.
 */
export function checkSectorsOf(game: { sectors?: Record<string, string[]> }, argv: readonly string[], effects: readonly { path: string }[], env: NodeJS.ProcessEnv): boolean {
  if (!game.sectors || umpireName(env) === undefined) return false;
  const ids: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const w = argv[i];
    if (TEXT_OPTIONS.has(w)) {
      i++;
      continue;
    }
    if (w.startsWith('--') && TEXT_OPTIONS.has(w.split('=')[0])) continue;
    ids.push(...w.split(/[,:=]/));
  }
  for (const e of effects) ids.push(...e.path.split('.'));
  let crossed = false;
  for (const id of new Set(ids)) if (id !== '' && checkSector(game, id, env)) crossed = true;
  return crossed;
}

/** What an umpire name is: 1-32 letters, digits, `-`, `_` or `.`. */
export const UMPIRE_NAME_RE = /^[\p{L}\p{N}_.-]{1,32}$/u;

/** A valid umpire name (--umpire, UMPIRE_NAME): 1-32 letters, digits, `-`, `_` or `.`. */
export function umpireName(env: NodeJS.ProcessEnv): string | undefined {
  const v = env.UMPIRE_NAME;
  if (v === undefined || v.trim() === '') return undefined;
  const name = v.trim();
  if (!UMPIRE_NAME_RE.test(name)) throw new UserError('bad-option', { option: '--umpire', problemKey: 'err.p.umpire-name' });
  return name;
}

/**
 * A connection bound to an umpire (the database's role for them, issue 43
 * F8): the command is theirs. A `--umpire` (UMPIRE_NAME) naming someone else
 * is refused (one line, exit 2); without one, the name is set to theirs in
 * `env`, so that the entries, sectors and `undo` read it as if typed.
 */
export function bindUmpire(env: NodeJS.ProcessEnv, bound: string): void {
  // The database's name is checked as a typed one is (a row of the table with a bad name: refused, never unbound).
  umpireName({ UMPIRE_NAME: bound });
  const named = umpireName(env);
  if (named !== undefined && named !== bound) throw new UserError('store-umpire-bound', { name: named, bound });
  env.UMPIRE_NAME = bound;
}

/**
 * Takes `--store URL` and `--umpire NAME` (anywhere on the line, `=` or not)
 * out of a command line into the environment the command sees (UMPIRE_STORE,
 * UMPIRE_NAME): every command then takes them, and the URL (its password) is
 * never in the command line a log entry keeps.
 */
export function globalOptions(argv: readonly string[], env: NodeJS.ProcessEnv): { argv: string[]; env: NodeJS.ProcessEnv } | null {
  if (!argv.some((a) => a.startsWith('--store') || a.startsWith('--umpire') || a === '--cross')) return null;
  const out: string[] = [];
  const add: NodeJS.ProcessEnv = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (a === '--cross') {
      add.UMPIRE_CROSS = '1';
      continue;
    }
    const m = /^--(store|umpire)(?:=(.*))?$/s.exec(a);
    if (!m) {
      out.push(a);
      continue;
    }
    let v = m[2];
    if (v === undefined) {
      if (i + 1 >= argv.length) throw new UserError('bad-option', { option: `--${m[1]}`, problemKey: 'err.p.needs-value' });
      v = argv[++i];
    }
    if (v.trim() === '') throw new UserError('bad-option', { option: `--${m[1]}`, problemKey: 'err.p.needs-value' });
    add[m[1] === 'store' ? 'UMPIRE_STORE' : 'UMPIRE_NAME'] = v;
  }
  return { argv: out, env: { ...env, ...add } };
}
