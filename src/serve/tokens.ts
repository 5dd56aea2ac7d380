// `umpire serve`'s tokens, kept with the game (issue 42 point 2), so that a
// restart of the server keeps every phone's page working: on the file store a
// file beside the state (`<stem>.tokens.json`, mode 0600, never part of the
// log nor of any view), on the PostgreSQL store a table (umpire_serve_tokens,
// src/state/pg-store.ts). `serve --new-tokens` makes new ones and revokes the
// old (their hashes are kept, so a page holding one says "the server
// restarted with new tokens: scan again", U310). The file is read as
// untrusted input: anything but the shape below is refused, exit 2, one line
// saying `--new-tokens` makes new ones (U311).
import { closeSync, constants as fsConstants, fstatSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { ioError, type Paths } from '../state/store.js';

/** The tokens of one game's pages. */
export interface ServeTokens {
  /** The players' screen (any address but loopback needs it). */
  players: string;
  /** The umpire's board. */
  umpire: string;
  /** The map keeper's screen (`--map-keeper`), made the first time it is asked for. */
  keeper?: string;
  /** Each side's own players' page (GameSystem.sides), by side id. */
  sides: Record<string, string>;
  /** Hashes (tokenHash) of the tokens `--new-tokens` revoked, newest last. */
  revoked: string[];
}

/** How many revoked hashes are kept (a page older than that many renewals says only that it needs a token). */
export const REVOKED_KEPT = 64;

/** A token: 128 random bits, URL-safe (22 characters, so the board's address fits 80 columns). */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** What is kept of a revoked token: never the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 24);
}

/** The token file of a file-store game: beside the state, `<stem>.tokens.json`. */
export function tokensFile(paths: Paths): string {
  return join(dirname(paths.state), `${basename(paths.state).replace(/\.json$/i, '')}.tokens.json`);
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const HASH = /^[0-9a-f]{24}$/;

/** The kept tokens from their text, or null when it is not a token set this program wrote (U311: a fresh set then). */
export function parseTokens(text: string): ServeTokens | null {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return null;
  const r = o as Record<string, unknown>;
  const own = (k: string) => (Object.hasOwn(r, k) ? r[k] : undefined);
  const players = own('players');
  const umpire = own('umpire');
  const keeper = own('keeper');
  const sides = own('sides');
  const revoked = own('revoked');
  if (typeof players !== 'string' || !TOKEN.test(players) || typeof umpire !== 'string' || !TOKEN.test(umpire)) return null;
  if (keeper !== undefined && (typeof keeper !== 'string' || !TOKEN.test(keeper))) return null;
  if (typeof sides !== 'object' || sides === null || Array.isArray(sides)) return null;
  const sideMap: Record<string, string> = Object.create(null);
  for (const [id, tk] of Object.entries(sides)) {
    if (typeof tk !== 'string' || !TOKEN.test(tk) || id.length > 200) return null;
    sideMap[id] = tk;
  }
  const rev = Array.isArray(revoked) ? revoked.filter((h): h is string => typeof h === 'string' && HASH.test(h)).slice(-REVOKED_KEPT) : [];
  return { players, umpire, ...(keeper !== undefined ? { keeper } : {}), sides: sideMap, revoked: rev };
}

/** The text kept. */
export function tokensText(k: ServeTokens): string {
  return `${JSON.stringify({ players: k.players, umpire: k.umpire, ...(k.keeper ? { keeper: k.keeper } : {}), sides: k.sides, revoked: k.revoked }, null, 1)}\n`;
}

/**
 * The tokens this server uses: the kept ones, with what is missing made (a
 * keeper's when `keeper`, each side's of `sides`); all new, the old revoked,
 * when `renew` (`--new-tokens`). `changed`: they must be written back.
 */
export function settle(kept: ServeTokens | null, o: { keeper: boolean; sides: readonly string[]; renew: boolean }): { tokens: ServeTokens; changed: boolean } {
  if (kept && !o.renew) {
    let changed = false;
    const tokens: ServeTokens = { ...kept, sides: { ...kept.sides } };
    if (o.keeper && !tokens.keeper) {
      tokens.keeper = newToken();
      changed = true;
    }
    for (const s of o.sides) {
      if (!Object.hasOwn(tokens.sides, s)) {
        tokens.sides[s] = newToken();
        changed = true;
      }
    }
    return { tokens, changed };
  }
  const old = kept ? [kept.players, kept.umpire, ...(kept.keeper ? [kept.keeper] : []), ...Object.values(kept.sides)].map(tokenHash) : [];
  const sides: Record<string, string> = Object.create(null);
  for (const s of o.sides) sides[s] = newToken();
  const tokens: ServeTokens = {
    players: newToken(),
    umpire: newToken(),
    // A renewal keeps a keeper's page only if it is asked for again.
    ...(o.keeper ? { keeper: newToken() } : {}),
    sides,
    revoked: [...(kept?.revoked ?? []), ...old].slice(-REVOKED_KEPT),
  };
  return { tokens, changed: true };
}

/** Writes the file readable by its owner only (0600), atomically (a temp file made 0600 from the start, then renamed). */
function writePrivate(file: string, text: string): void {
  const tmp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  let fd: number;
  try {
    fd = openSync(tmp, fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL | (fsConstants.O_NOFOLLOW ?? 0), 0o600);
  } catch (e) {
    throw ioError(file, e);
  }
  try {
    const buf = Buffer.from(text);
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, file);
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      /* closed already */
    }
    rmSync(tmp, { force: true });
    throw ioError(file, e);
  }
}

/** Reads the token file: null when there is none; 'bad' when it is not one this program wrote. */
function readFileTokens(file: string): ServeTokens | null | 'bad' {
  let text: string;
  try {
    // Not followed through a link, and a huge file is no token set.
    const fd = openSync(file, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0));
    try {
      const st = fstatSync(fd);
      if (!st.isFile() || st.size > 64 * 1024) return 'bad';
      const buf = Buffer.alloc(st.size);
      let off = 0;
      while (off < buf.length) {
        const n = readSync(fd, buf, off, buf.length - off, off);
        if (n === 0) break;
        off += n;
      }
      text = buf.subarray(0, off).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? null : 'bad';
  }
  return parseTokens(text) ?? 'bad';
}

/** Kept tokens that cannot be read: exit 2, unless `renew` makes new ones anyway. */
function usable(kept: ServeTokens | null | 'bad', where: string, renew: boolean): ServeTokens | null {
  if (kept !== 'bad') return kept;
  if (renew) return null;
  throw new UserError('serve-tokens-unreadable', { file: where });
}

/** The tokens of the game at `paths` (the file store's file or the database's table), settled and written back when changed. */
export async function gameTokens(paths: Paths, env: NodeJS.ProcessEnv, o: { keeper: boolean; sides: readonly string[]; renew: boolean }): Promise<ServeTokens> {
  if (paths.db !== undefined) {
    const { PgStore } = await import('../state/pg-store.js');
    const store = new PgStore(paths) as unknown as { readTokens(env: NodeJS.ProcessEnv): Promise<string | null>; writeTokens(env: NodeJS.ProcessEnv, text: string): Promise<void> };
    const text = await store.readTokens(env);
    const { tokens, changed } = settle(usable(text === null ? null : (parseTokens(text) ?? 'bad'), paths.state, o.renew), o);
    if (changed) await store.writeTokens(env, tokensText(tokens));
    return tokens;
  }
  const file = tokensFile(paths);
  const { tokens, changed } = settle(usable(readFileTokens(file), file, o.renew), o);
  if (changed) writePrivate(file, tokensText(tokens));
  return tokens;
}
