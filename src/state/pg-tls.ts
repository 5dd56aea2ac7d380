// TLS for the database store (issue 35). `umpire host` serves TLS with a
// certificate of its own, made by `openssl` (self-signed: no authority
// vouches for it), and prints its URL with `?sslmode=require&
// channel_binding=require` (libpq's own parameters). A URL with
// `channel_binding=require`:
//   - connects over TLS (sslmode `require`, or none given: the certificate
//     is not checked against an authority; `verify-ca`/`verify-full` are
//     left to the client library, which checks it);
//   - logs in only by SCRAM-SHA-256-PLUS: the password's proof is bound to
//     the certificate the client saw, and the server must prove it knows
//     the password's verifier before anything else is sent. So a machine
//     in the middle (its own certificate) or posing as the host (without
//     the password) is refused before the client sends its password's
//     proof, any query or any line of the game: one line, exit 2. A server
//     asking for the password in clear or MD5, or with no TLS, the same.
// What it does not protect: whoever has the URL has the password, and could
// pose as the server to the others; the client is not authenticated by a
// certificate, only by the password.
import { UserError } from '../errors.js';

/** The client's options for a store URL: the connection string the library parses, and what is set beside it. */
export interface PgClientTls {
  connectionString: string;
  /** `ssl` and `enableChannelBinding`, when the URL asks for channel binding. */
  extra: { ssl?: { rejectUnauthorized: false }; enableChannelBinding?: true };
  channelBinding: boolean;
}

/** The parameters of a URL that ask for TLS with channel binding; others go to the client library as they are. */
export function pgClientTls(url: string): PgClientTls {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { connectionString: url, extra: {}, channelBinding: false };
  }
  if (u.searchParams.get('channel_binding') !== 'require') return { connectionString: url, extra: {}, channelBinding: false };
  const mode = u.searchParams.get('sslmode') ?? 'require';
  if (mode === 'disable' || mode === 'allow') throw new UserError('store-bad-url', { problemKey: 'err.p.store-binding-no-tls' });
  u.searchParams.delete('channel_binding');
  if (mode === 'verify-ca' || mode === 'verify-full') return { connectionString: u.toString(), extra: { enableChannelBinding: true }, channelBinding: true };
  // require / prefer: TLS always; the server is proven by the channel binding, not by an authority.
  u.searchParams.delete('sslmode');
  return { connectionString: u.toString(), extra: { ssl: { rejectUnauthorized: false }, enableChannelBinding: true }, channelBinding: true };
}

/** The error a client refusing an unproven server fails with (its code names it for the one-line message). */
export const NOT_PROVEN = 'UMPIRE_NOT_PROVEN';

interface PgClientInternals {
  connection: { emit(event: 'error', e: Error): void; stream?: { getPeerCertificate?: unknown } };
  saslSession: unknown;
  _handleAuthCleartextPassword: (msg: unknown) => void;
  _handleAuthMD5Password: (msg: unknown) => void;
  _handleAuthSASL: (msg: { mechanisms: string[] }) => void;
  _handleAuthSASLFinal: (msg: unknown) => void;
}

/**
 * Makes a client (not yet connected) log in only by SCRAM-SHA-256-PLUS over
 * TLS, the server's final signature checked: a request for the password in
 * clear or MD5, or SASL without the PLUS mechanism, fails the connection
 * before the password or its proof is sent. Returns whether the server
 * proved itself (checked after `connect`: a server that says "ready" without
 * finishing SCRAM has not). Uses node-postgres's handlers by name (pinned in
 * package-lock.json; tests/state/pg-tls.test.ts fails if they change).
 */
export function requireChannelBinding(client: object): () => boolean {
  const c = client as PgClientInternals;
  for (const k of ['_handleAuthCleartextPassword', '_handleAuthMD5Password', '_handleAuthSASL', '_handleAuthSASLFinal'] as const) {
    if (typeof c[k] !== 'function') throw new Error(`node-postgres has no ${k}: channel binding cannot be required`);
  }
  let proven = false;
  const refuse = () => c.connection.emit('error', Object.assign(new Error('the server did not prove over TLS that it knows the password (channel binding)'), { code: NOT_PROVEN }));
  c._handleAuthCleartextPassword = refuse;
  c._handleAuthMD5Password = refuse;
  const sasl = c._handleAuthSASL;
  c._handleAuthSASL = function (this: PgClientInternals, msg) {
    if (!msg.mechanisms.includes('SCRAM-SHA-256-PLUS') || typeof c.connection.stream?.getPeerCertificate !== 'function') return refuse();
    sasl.call(this, msg);
  };
  const final = c._handleAuthSASLFinal;
  c._handleAuthSASLFinal = function (this: PgClientInternals, msg) {
    final.call(this, msg);
    // finalizeSession checked the server's signature; it clears the session only when it matched.
    if (this.saslSession === null) proven = true;
  };
  return () => proven;
}
