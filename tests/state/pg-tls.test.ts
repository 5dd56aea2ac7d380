// TLS for the database store (issue 35, src/state/pg-tls.ts): a URL with
// `channel_binding=require` (as `umpire host` prints) logs in only by
// SCRAM-SHA-256-PLUS over TLS, the server's signature checked. A server that
// does not prove it knows the password (here a fake one speaking just enough
// of PostgreSQL's protocol, with a certificate of its own) is refused in one
// line, exit 2: it gets neither the password nor any query. A server with no
// TLS, the same. The real host's TLS is tested in tests/state/pg-host.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';
import { runCli } from '../helpers/cli.js';
import { needPg } from '../helpers/pg.js';
import { pgClientTls } from '../../src/state/pg-tls.js';

const dir = mkdtempSync(join(tmpdir(), 'umpire-tls-'));
let cert: { key: Buffer; cert: Buffer } | null = null;
const NO_OPENSSL = 'no openssl here: the fake TLS server of this test needs a certificate';

beforeAll(() => {
  const r = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-sha256', '-nodes', '-days', '1', '-subj', '/CN=not the host', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem')], { encoding: 'utf8' });
  if (r.status === 0) cert = { key: readFileSync(join(dir, 'k.pem')), cert: readFileSync(join(dir, 'c.pem')) };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Ask = 'cleartext' | 'md5' | 'scram-no-plus' | 'plus-then-ok';

/** An authentication message ('R'): its code and body. */
function auth(code: number, body: Buffer = Buffer.alloc(0)): Buffer {
  const b = Buffer.alloc(9 + body.length);
  b.write('R', 0);
  b.writeInt32BE(8 + body.length, 1);
  b.writeInt32BE(code, 5);
  body.copy(b, 9);
  return b;
}

/**
 * A fake PostgreSQL server with TLS (its own certificate) that asks for the
 * password as `ask` says, or (plus-then-ok) offers SCRAM-SHA-256-PLUS and then
 * says "ready" without finishing it. Records the type of every message the
 * client sends after its startup message, and everything it sent.
 */
function fakeServer(ask: Ask): Promise<{ server: Server; port: number; types: string[]; bytes: () => Buffer }> {
  const types: string[] = [];
  const chunks: Buffer[] = [];
  const server = createServer((raw: Socket) => {
    raw.once('data', (req) => {
      // SSLRequest (8 bytes, code 80877103): yes.
      if (req.length !== 8 || req.readInt32BE(4) !== 80877103) return raw.destroy();
      raw.write('S');
      const s = new TLSSocket(raw, { isServer: true, key: cert!.key, cert: cert!.cert });
      s.on('error', () => undefined);
      let buf = Buffer.alloc(0);
      let started = false;
      s.on('data', (d: Buffer) => {
        chunks.push(d);
        buf = Buffer.concat([buf, d]);
        for (;;) {
          if (!started) {
            if (buf.length < 4 || buf.length < buf.readInt32BE(0)) return;
            buf = buf.subarray(buf.readInt32BE(0));
            started = true;
            if (ask === 'cleartext') s.write(auth(3));
            else if (ask === 'md5') s.write(auth(5, Buffer.from([1, 2, 3, 4])));
            else s.write(auth(10, Buffer.from(ask === 'scram-no-plus' ? 'SCRAM-SHA-256\0\0' : 'SCRAM-SHA-256-PLUS\0SCRAM-SHA-256\0\0')));
            continue;
          }
          if (buf.length < 5 || buf.length < 1 + buf.readInt32BE(1)) return;
          const type = String.fromCharCode(buf[0]);
          buf = buf.subarray(1 + buf.readInt32BE(1));
          types.push(type);
          // The client's first SCRAM message: "authenticated" and ready, without the server's proof.
          if (ask === 'plus-then-ok' && type === 'p' && types.length === 1) s.write(Buffer.concat([auth(0), Buffer.from([0x5a, 0, 0, 0, 5, 0x49])]));
        }
      });
    });
  });
  return new Promise((res) => server.listen(0, '127.0.0.1', () => res({ server, port: (server.address() as { port: number }).port, types, bytes: () => Buffer.concat(chunks) })));
}

const PASSWORD = 'the-games-password-42';

describe('a URL with channel_binding=require', () => {
  it('is read as TLS to a certificate no authority vouches for, the server proven by channel binding', () => {
    expect(pgClientTls('postgres://u:p@h:1/db?sslmode=require&channel_binding=require')).toEqual({ connectionString: 'postgres://u:p@h:1/db', extra: { ssl: { rejectUnauthorized: false }, enableChannelBinding: true }, channelBinding: true });
    expect(pgClientTls('postgres://u:p@h:1/db?channel_binding=require').extra).toEqual({ ssl: { rejectUnauthorized: false }, enableChannelBinding: true });
    // verify-full: the library checks the certificate too.
    expect(pgClientTls('postgres://u:p@h:1/db?sslmode=verify-full&channel_binding=require')).toEqual({ connectionString: 'postgres://u:p@h:1/db?sslmode=verify-full', extra: { enableChannelBinding: true }, channelBinding: true });
    // Without it: the URL as given, to the library.
    expect(pgClientTls('postgres://u:p@h:1/db?sslmode=require')).toEqual({ connectionString: 'postgres://u:p@h:1/db?sslmode=require', extra: {}, channelBinding: false });
  });

  for (const ask of ['cleartext', 'md5', 'scram-no-plus', 'plus-then-ok'] as const) {
    it(`refuses a server that does not prove itself (${ask}) in one line, exit 2: it gets neither the password nor a query`, async ({ skip }) => {
      if (!cert) {
        if (process.env.CI === 'true') throw new Error(NO_OPENSSL);
        skip(NO_OPENSSL);
      }
      const fake = await fakeServer(ask);
      try {
        const url = `postgres://umpire:${PASSWORD}@127.0.0.1:${fake.port}/umpire?sslmode=require&channel_binding=require`;
        const r = await runCli(['status', '--store', url], { cwd: dir });
        expect(r.code, r.stderr).toBe(2);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(r.stderr).toMatch(/did not prove over TLS that it knows the game's password/);
        expect(r.stderr).not.toContain(PASSWORD);
        // Not the password (cleartext), not its hash (md5), not even a SCRAM start without PLUS; never a query.
        expect(fake.bytes().includes(PASSWORD)).toBe(false);
        expect(fake.types, fake.types.join(',')).toEqual(ask === 'plus-then-ok' ? ['p', 'X'] : []);
      } finally {
        fake.server.close();
      }
    });
  }

  it('refuses a server without TLS in one line, exit 2 (the test server)', async ({ skip }) => {
    const server = needPg(skip);
    const r = await runCli(['status', '--store', `${server}?sslmode=require&channel_binding=require`], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/the server does not speak TLS, which the address asks for/);
    const bad = await runCli(['status', '--store', `${server}?sslmode=disable&channel_binding=require`], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--store: channel_binding=require needs TLS/);
  });
});
