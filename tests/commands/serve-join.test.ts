// Joining that survives (issue 42 point 2): `umpire serve`'s tokens kept with
// the game, so a restart keeps every phone's page working; `--new-tokens`
// revokes them and their pages say to scan again (U310); a token file that
// is not one serve wrote is one line, exit 2 (U311); the QR codes dark on
// light (the terminal's, the board's, the players' screen's on demand). As a
// real process on the loopback range, and in a real Chromium.
import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempGame } from '../helpers/cli.js';
import { startServe, type Served, servedFixtures } from '../helpers/serve.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';
import { parseTokens, settle, tokenHash, tokensFile } from '../../src/serve/tokens.js';
import { QUIET, qrFromTerminal, qrMatrix, qrSvg, qrTerminal } from '../../src/serve/qr.js';
import { pathsFor } from '../../src/state/store.js';
import { t } from '../../src/i18n/index.js';

type Game = ReturnType<typeof tempGame>;
// The games and servers a test made, stopped and removed after the file (tests/helpers/serve.ts).
const { games, servers } = servedFixtures<Game>();

async function game(scenario: string): Promise<Game> {
  const g = tempGame();
  games.push(g);
  await g.init(scenario);
  return g;
}

async function serve(g: Game, args: string[] = []): Promise<Served> {
  const s = await startServe(g.dir, args);
  servers.push(s);
  return s;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('the tokens kept with the game', () => {
  it('a restart prints the same addresses; the token file is 0600, beside the state, never in the log or a page', async () => {
    const g = await game('riot-sample.fr.yaml');
    const a = await serve(g, ['--host', '127.0.0.2']);
    const file = tokensFile(pathsFor(g.state));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = parseTokens(readFileSync(file, 'utf8'))!;
    expect(kept.players).toBe(tokenOf(a.players));
    expect(Object.keys(kept.sides).sort()).toEqual(['anarchistes', 'autonomes', 'nationalistes', 'police']);
    await a.stop();
    const b = await serve(g, ['--host', '127.0.0.2']);
    expect(b.players.replace(/:\d+\//, '/')).toBe(a.players.replace(/:\d+\//, '/'));
    expect(tokenOf(b.umpire)).toBe(tokenOf(a.umpire));
    for (const [id, tk] of Object.entries(kept.sides)) expect(b.out()).toContain(`/side/${id}?token=${tk}`);
    // Not part of the log, nor of the state; the players' screen carries none of the others.
    const log = readFileSync(g.state.replace(/\.json$/, '.log.jsonl'), 'utf8') + readFileSync(g.state, 'utf8');
    for (const tk of [kept.umpire, ...Object.values(kept.sides)]) expect(log).not.toContain(tk);
    const page = await (await fetch(b.players)).text();
    for (const tk of [kept.umpire, ...Object.values(kept.sides)]) expect(page).not.toContain(tk);
    await b.stop();
  });

  it('--new-tokens makes new ones: the old open nothing and say to scan again, in the game\'s language', async () => {
    const g = await game('riot-sample.fr.yaml');
    const a = await serve(g, ['--host', '127.0.0.2']);
    const old = parseTokens(readFileSync(tokensFile(pathsFor(g.state)), 'utf8'))!;
    await a.stop();
    const b = await serve(g, ['--host', '127.0.0.2', '--new-tokens']);
    const now = parseTokens(readFileSync(tokensFile(pathsFor(g.state)), 'utf8'))!;
    expect(now.players).not.toBe(old.players);
    expect(now.revoked).toContain(tokenHash(old.players));
    expect(now.revoked).toContain(tokenHash(old.sides.police));
    expect(readFileSync(tokensFile(pathsFor(g.state)), 'utf8')).not.toContain(old.players);
    expect(b.out()).toContain('Nouveaux jetons');
    for (const path of [`/?token=${old.players}`, `/side/police?token=${old.sides.police}`, `/events?token=${old.players}`]) {
      const r = await fetch(`${b.origin}${path}`);
      expect(r.status, path).toBe(403);
      if (!path.startsWith('/events')) expect(await r.text(), path).toContain(t('fr', 'serve.renewed'));
    }
    // A token never given is only "needs a token"; a new one opens its page.
    expect(await (await fetch(`${b.origin}/?token=AAAAAAAAAAAAAAAAAAAAAA`)).text()).toContain(t('fr', 'serve.token-needed'));
    expect((await fetch(b.players)).status).toBe(200);
    expect((await fetch(`${b.origin}/check?token=${old.players}`)).status).toBe(403);
    expect((await fetch(`${b.origin}/check?token=${now.players}`)).status).toBe(204);
    await b.stop();
  });

  it('a token file that is not one serve wrote: one line naming it, exit 2, nothing served; --new-tokens makes new ones', async () => {
    const g = await game('railton-road.yaml');
    const file = tokensFile(pathsFor(g.state));
    const good = { players: 'a'.repeat(22), umpire: 'b'.repeat(22), sides: {}, revoked: [] };
    // The fuzzers' nasty values, as the file's content.
    const nasty = [
      '',
      '{',
      'null',
      '[]',
      '"x"',
      JSON.stringify({ ...good, players: '' }),
      JSON.stringify({ ...good, players: 'x'.repeat(5000) }),
      JSON.stringify({ ...good, umpire: '\x1b[31mred\x1b]52;c;aGk=\x07' }),
      `{"players":"${'a'.repeat(22)}","umpire":"${'b'.repeat(22)}","sides":{"__proto__":"x"},"revoked":[]}`,
      '{"players":"aaaaaaaaaaaaaaaaaaaaaa","umpire":"bbbbbbbbbbbbbbbbbbbbbb","sides":{"constructor":{"a":1}},"revoked":[]}',
      '{"__proto__":{"players":"aaaaaaaaaaaaaaaaaaaaaa"},"sides":{}}',
      JSON.stringify({ ...good, keeper: 7 }),
      `{"players":"${'a'.repeat(22)}","umpire":"${'b'.repeat(22)}","sides":{},"revoked":[],"pad":"${'x'.repeat(70000)}"}`,
    ];
    for (const text of nasty) {
      writeFileSync(file, text);
      const r = await runCli(['serve', '--port', '0', '--host', '127.0.0.2'], { cwd: g.dir });
      expect(r.code, `${JSON.stringify(text.slice(0, 60))}: ${r.stderr}`).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('tokens.json');
      expect(r.stderr).toContain('--new-tokens');
      expect(r.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f]/);
      expect(r.stdout).toBe('');
    }
    // A folder or a link in its place is no token file either (a link is never followed).
    writeFileSync(join(g.dir, 'elsewhere.json'), JSON.stringify(good));
    for (const make of [() => mkdirSync(file), () => symlinkSync(join(g.dir, 'elsewhere.json'), file)]) {
      (await import('node:fs')).rmSync(file, { recursive: true, force: true });
      make();
      const r = await runCli(['serve', '--port', '0', '--host', '127.0.0.2'], { cwd: g.dir });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    (await import('node:fs')).rmSync(file, { recursive: true, force: true });
    writeFileSync(file, '{');
    chmodSync(file, 0o644);
    const s = await serve(g, ['--host', '127.0.0.2', '--new-tokens']);
    expect((await fetch(s.players)).status).toBe(200);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await s.stop();
  });

  it('on 127.0.0.1 it says no phone can open the address, and names --host 0.0.0.0 and this computer\'s network address', async () => {
    const g = await game('railton-road.yaml');
    const s = await serve(g);
    expect(s.out()).toContain('no phone can open 127.0.0.1');
    expect(s.out()).toContain('umpire serve --host 0.0.0.0');
    const lan = Object.values((await import('node:os')).networkInterfaces()).flat().find((n) => n && !n.internal && n.family === 'IPv4');
    if (lan) expect(s.out()).toContain(`http://${lan.address}:${new URL(s.players).port}/`);
    // Not on another address: there the pages are open to the network, with their tokens.
    const o = await serve(g, ['--host', '127.0.0.2']);
    expect(o.out()).not.toContain('no phone can open');
    await s.stop();
    await o.stop();
  });

  it('settle keeps what it has, adds what is missing, and a renewal revokes every old token', () => {
    const first = settle(null, { keeper: false, sides: ['a'], renew: false });
    expect(first.changed).toBe(true);
    const again = settle(first.tokens, { keeper: false, sides: ['a'], renew: false });
    expect(again.changed).toBe(false);
    expect(again.tokens).toEqual(first.tokens);
    const more = settle(first.tokens, { keeper: true, sides: ['a', 'b'], renew: false });
    expect(more.tokens.players).toBe(first.tokens.players);
    expect(more.tokens.keeper).toBeTruthy();
    expect(more.tokens.sides.a).toBe(first.tokens.sides.a);
    const renewed = settle(more.tokens, { keeper: false, sides: ['a', 'b'], renew: true }).tokens;
    for (const old of [more.tokens.players, more.tokens.umpire, more.tokens.keeper!, more.tokens.sides.a, more.tokens.sides.b]) {
      expect(renewed.revoked).toContain(tokenHash(old));
      expect(Object.values(renewed)).not.toContain(old);
    }
    expect(renewed.keeper).toBeUndefined();
  });
});

describe('the QR codes, dark on light', () => {
  it("the terminal's code is the encoder's matrix with its dark modules drawn and a quiet zone of 4, black on white on a terminal", async () => {
    const url = 'http://192.168.1.20:7732/?token=IZDuFDs4Q8mLZAUbPK-eUw';
    const m = await qrMatrix(url);
    expect(m.length).toBeGreaterThanOrEqual(21);
    // The finder pattern's corner is dark (the QR standard's top-left module).
    expect(m[0][0]).toBe(true);
    const size = m.length + 2 * QUIET;
    for (const color of [false, true]) {
      const text = qrTerminal(m, color);
      if (color) for (const line of text.trimEnd().split('\n')) expect(line.startsWith('\x1b[30;107m'), 'black on white').toBe(true);
      const back = qrFromTerminal(text).slice(0, size);
      expect(back.length).toBe(size);
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          const inner = y >= QUIET && y < QUIET + m.length && x >= QUIET && x < QUIET + m.length;
          expect(back[y][x], `${x},${y}`).toBe(inner ? m[y - QUIET][x - QUIET] : false);
        }
    }
  });

  it('the SVG is a white square with one black module per dark module', async () => {
    const m = await qrMatrix('http://127.0.0.1:7732/side/police?token=_RbXxrAND-DYSdNmnEhEAw');
    const svg = qrSvg(m, 'Page « Police » <&>');
    const n = m.length + 2 * QUIET;
    expect(svg).toContain(`<rect width="${n}" height="${n}" fill="#fff"/>`);
    expect(svg).toContain('<path fill="#000"');
    expect(svg).toContain('aria-label="Page « Police » &lt;&amp;&gt;"');
    const dark = m.flat().filter(Boolean).length;
    expect(svg.match(/h1v1h-1z/g)?.length).toBe(dark);
    expect(svg).toContain(`M${QUIET} ${QUIET}h1v1h-1z`);
  });
});

// ---------------------------------------------------------------------------
// In a real browser: a phone's page open while the server restarts.

if (!haveChromium) process.stderr.write(`serve join browser test SKIPPED: no Chromium at ${CHROMIUM}\n`);

describe('a page open across restarts', () => {
  it.skipIf(!haveChromium)("carries on when serve restarts with its tokens, and says to scan again when they are renewed; the QR codes are on the board and, on demand, on the page", async () => {
    const g = await game('riot-sample.fr.yaml');
    const first = await serve(g, ['--host', '127.0.0.2']);
    const port = new URL(first.players).port;
    const sideUrl = first.out().match(/http:\/\/\S+\/side\/autonomes\?token=\S+/)![0];
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(sideUrl);
      const seq = () => page.$eval('#screen .view', (v) => Number(v.getAttribute('data-seq')));
      await page.waitForFunction(() => (globalThis as any).document.querySelector('#screen .view') !== null);
      // Its own QR code on demand: closed, then opened, a white square.
      expect(await page.isVisible('details.qr svg.qr')).toBe(false);
      await page.click('details.qr summary');
      expect(await page.isVisible('details.qr svg.qr')).toBe(true);
      expect(await page.$eval('details.qr svg.qr rect', (r) => r.getAttribute('fill'))).toBe('#fff');
      // The server stops: the page says it lost the connection.
      await first.stop();
      await page.waitForFunction(() => (globalThis as any).document.body.classList.contains('lost'), null, { timeout: 20000 });
      // The same port, the same tokens: the page connects again by itself and shows what was played meanwhile.
      expect((await runCli(['riot-turn', 'police'], { cwd: g.dir })).code).toBe(0);
      const want = g.readLog().at(-1)!.seq;
      const second = await serve(g, ['--host', '127.0.0.2', '--port', port]);
      await page.waitForFunction((n) => Number((globalThis as any).document.querySelector('#screen .view')?.getAttribute('data-seq')) === n, want, { timeout: 30000 });
      expect(await seq()).toBe(want);
      expect(await page.evaluate(() => (globalThis as any).document.body.classList.contains('lost'))).toBe(false);
      expect(await page.isVisible('#renewed')).toBe(false);
      // The board draws the players' and each side's code.
      const board = await browser.newPage();
      await board.goto(second.umpire);
      expect(await board.$$eval('.qrs svg.qr', (s) => s.length)).toBe(5);
      await board.close();
      // Renewed: the page says to scan again, and stops trying.
      await second.stop();
      await page.waitForFunction(() => (globalThis as any).document.body.classList.contains('lost'), null, { timeout: 20000 });
      const third = await serve(g, ['--host', '127.0.0.2', '--port', port, '--new-tokens']);
      await page.waitForSelector('#renewed:not([hidden])', { timeout: 30000 });
      expect(await page.textContent('#renewed')).toBe(t('fr', 'serve.renewed'));
      expect(await page.evaluate(() => (globalThis as any).document.body.classList.contains('lost'))).toBe(false);
      expect(errors).toEqual([]);
      await third.stop();
    } finally {
      await browser.close();
    }
  });
});

// ---------------------------------------------------------------------------
// On the database store (issue 35): the tokens are a table of the game's database.

describe('the tokens kept in the database', () => {
  it('a restart on PostgreSQL keeps the tokens (a table, no file); --new-tokens renews them', async ({ skip }) => {
    const { gameOn } = await import('../helpers/pg.js');
    const g = gameOn('postgres', skip);
    games.push(g as unknown as Game);
    await g.init('intervention-liberation-otage.yaml');
    const env = { UMPIRE_STORE: g.store!.url };
    const a = await startServe(g.dir, ['--host', '127.0.0.2'], env);
    servers.push(a);
    await a.stop();
    const b = await startServe(g.dir, ['--host', '127.0.0.2'], env);
    servers.push(b);
    expect(tokenOf(b.players)).toBe(tokenOf(a.players));
    expect(b.out()).toMatch(/\/side\/ravisseurs\?token=/);
    expect(b.out().match(/\/side\/gign\?token=\S+/)![0]).toBe(a.out().match(/\/side\/gign\?token=\S+/)![0]);
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: g.store!.url });
    await c.connect();
    try {
      const row = (await c.query('SELECT tokens FROM umpire_serve_tokens WHERE id = 1')).rows[0];
      expect(parseTokens(row.tokens)!.players).toBe(tokenOf(a.players));
    } finally {
      await c.end();
    }
    expect((await import('node:fs')).readdirSync(g.dir).filter((n) => n.endsWith('.tokens.json'))).toEqual([]);
    await b.stop();
    const n = await startServe(g.dir, ['--host', '127.0.0.2', '--new-tokens'], env);
    servers.push(n);
    expect(tokenOf(n.players)).not.toBe(tokenOf(a.players));
    expect(await (await fetch(a.players.replace(new URL(a.players).origin, n.origin))).text()).toContain(t('fr', 'serve.renewed'));
    await n.stop();
  });
});
