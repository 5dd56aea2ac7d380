// Issue 43 F9: a store URL's password. Typed in --store it stays in the
// process list for as long as the command runs (`log --follow`, `serve`,
// `play`: hours): the command warns and points to UMPIRE_STORE or a password
// file. And it is never printed: not in a database named after it, not in a
// URL without a user, not as `password=`, not in a driver's message.
import { describe, expect, it } from 'vitest';
import { maskPassword, passwordOnCommandLine, safeUrl } from '../../src/state/store-url.js';
import { runCli, tempGame } from '../helpers/cli.js';
import { needPg, withDatabase } from '../helpers/pg.js';

const PW = 's3cretPw';
/** URLs naming no server that answers (port 1): every command fails, and says so, on its first connection. */
const URLS = [
  `postgres://amy:${PW}@127.0.0.1:1/game`,
  `postgres://amy:${PW}@127.0.0.1:1/${PW}db`,
  `postgres://:${PW}@127.0.0.1:1/game`,
  `postgres://127.0.0.1:1/game?password=${PW}`,
  `postgres://amy@127.0.0.1:1/x${PW}?password=${PW}`,
  `postgres://amy:${encodeURIComponent('p@ss/w:rd')}@127.0.0.1:1/game`,
];

describe('the store password (F9)', () => {
  for (const url of URLS) {
    it(`${url.replace(PW, 'PW')}: never printed (--store and UMPIRE_STORE), --store warns of the process list`, async () => {
      const pw = url.includes(PW) ? PW : 'p@ss/w:rd';
      expect(safeUrl(url)).not.toContain(pw);
      expect(passwordOnCommandLine(['status', '--store', url])).toBe(true);
      expect(passwordOnCommandLine(['status', `--store=${url}`])).toBe(true);
      expect(passwordOnCommandLine(['status', '--store', 'postgres://amy@h/game'])).toBe(false);
      for (const argv of [['log', '--follow', '--store', url], ['status', '--store', url], ['log'], ['verify']]) {
        const env = argv.includes('--store') ? { UMPIRE_LOCK_TIMEOUT: '2' } : { UMPIRE_STORE: url, UMPIRE_LOCK_TIMEOUT: '2' };
        const r = await runCli(argv, { env });
        expect(r.code, r.stderr).toBe(2);
        for (const form of [pw, encodeURIComponent(pw)]) expect(r.stdout + r.stderr, argv.join(' ')).not.toContain(form);
        // A command that runs on (log --follow, serve, play) warns; a short one's refusal stays one line.
        if (argv.includes('--follow')) expect(r.stderr).toMatch(/stays in the process list.*UMPIRE_STORE.*PGPASSFILE.*\.pgpass/);
        else expect(r.stderr.trim().split('\n')).toHaveLength(1);
      }
    });
  }

  it('maskPassword shows the password as *** wherever it stands, and leaves a URL without one as it is', () => {
    expect(maskPassword(`no database x${PW}y here`, `postgres://a:${PW}@h/db`)).toBe('no database x***y here');
    expect(maskPassword('postgres://a@h/db', 'postgres://a@h/db')).toBe('postgres://a@h/db');
  });

  it('a wrong password on a real server: the driver\'s message never shows it', async ({ skip }) => {
    const server = needPg(skip);
    const u = new URL(withDatabase(server, `${PW}db`));
    u.password = PW;
    const g = tempGame();
    try {
      const r = await runCli(['status'], { cwd: g.dir, env: { UMPIRE_STORE: u.toString() } });
      expect(r.code).toBe(2);
      expect(r.stdout + r.stderr).not.toContain(PW);
    } finally {
      g.cleanup();
    }
  });
});
