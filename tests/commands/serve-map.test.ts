// The map on `umpire serve`'s pages (issue 41, docs/serve.md "The map",
// "Drops"): the players' screen and the board draw Railton Road's map; a drop
// on the board is the `move` a person would type, through the same
// transaction, by the umpire who serves it; a drop with no token, the
// players' token, or from another origin writes nothing; the map keeper's
// token only moves. In a real Chromium: a crowd dragged with the mouse at
// 1920x1080 and with a finger at 390x844 (the DevTools protocol's
// Input.dispatchTouchEvent), the move seen in the board's log and on the
// players' screen within a second. Screenshots in test-results/screens/ (and
// docs/screens/ with UMPIRE_SCREENS=docs).
import { createServer, type Server } from 'node:http';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, SCENARIOS, tempGame } from '../helpers/cli.js';
import { openStream, readStream, startServe, type Served } from '../helpers/serve.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';
import { pathBlocked } from '../../src/geometry/index.js';
import { blockersOf } from '../../src/map/view.js';
import { procedureWords } from '../../src/review/format.js';

type Game = ReturnType<typeof tempGame>;
const games: Game[] = [];
const servers: Served[] = [];
const others: Server[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const o of others) await new Promise((r) => o.close(r));
  games.forEach((g) => g.cleanup());
});

/** Railton Road's map (scenarios/railton-road-map.yaml), with two umpires' sectors. */
const RAILTON = readFileSync(join(SCENARIOS, 'railton-road-map.yaml'), 'utf8');
const SCENARIO = `${RAILTON}\numpires:\n  - { name: amy, crowds: [frontline] }\n  - { name: bob, crowds: [market] }\n`;
/** The crowd dragged, and another umpire's. */
const CROWD = 'frontline';
const THEIRS = 'market';

async function game(scenario: string = SCENARIO, ...extra: string[]): Promise<Game> {
  const g = tempGame();
  games.push(g);
  await g.init(scenario, ...extra);
  return g;
}

async function serve(g: Game, args: string[] = []): Promise<Served> {
  const s = await startServe(g.dir, args);
  servers.push(s);
  return s;
}

function lastEntry(g: Game): any {
  const log = g.readLog();
  return log[log.length - 1];
}

/** The cookie a page's first load sets (its token kept out of the address bar), as a Cookie header. */
async function cookieOf(url: string): Promise<string> {
  const r = await fetch(url);
  expect(r.status, url).toBe(200);
  const set = r.headers.get('set-cookie') ?? '';
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/SameSite=Strict/i);
  return set.split(';')[0];
}

/** A drop sent as a page would, with the headers given. */
async function post(origin: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: any }> {
  const r = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await r.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: r.status, json };
}

/** A point `d` from a piece's position towards which a straight move crosses no outline and stays on the table. */
function clearTarget(map: any, from: [number, number], d: number): [number, number] {
  const blockers = blockersOf(map);
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [0.7, 0.7], [-0.7, 0.7], [0.7, -0.7], [-0.7, -0.7]]) {
    const to: [number, number] = [Math.round((from[0] + dx * d) * 10) / 10, Math.round((from[1] + dy * d) * 10) / 10];
    if (to[0] < 1 || to[1] < 1 || to[0] > map.size[0] - 1 || to[1] > map.size[1] - 1) continue;
    if (pathBlocked(from, to, blockers).length === 0) return to;
  }
  throw new Error(`no clear move from ${from}`);
}

const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

/**
 * What of the umpire's a players' text gives away (U74, U272): after the
 * names the players read are taken out (the briefing's, the crowds', the
 * buildings', the map's), any id of a crowd or building whose name is not
 * its id, any id of the map (an outline, a zone, a place), and each hidden
 * piece's id, name and position.
 */
function leaks(text: string, st: any, hidden: { id: string; name: string }[] = []): string[] {
  let all = text.replace(/\ndata: /g, '\n');
  const named = [...Object.values(st.crowds ?? {}), ...Object.values(st.buildings ?? {}), ...st.map.outlines, ...st.map.zones, ...st.map.places] as { id: string; name?: string }[];
  // The longest first ("Petrol station forecourt" before "Petrol station").
  for (const x of [...named].sort((a, b) => (b.name ?? '').length - (a.name ?? '').length)) if (x.name) all = all.split(esc(x.name)).join('');
  all = all.split(esc(st.title)).join('');
  const ids = [...named.filter((x) => x.name !== x.id).map((x) => x.id), ...hidden.map((h) => h.id)];
  const out: string[] = [];
  for (const id of new Set(ids)) if (new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(all)) out.push(id);
  for (const h of hidden) {
    if (all.includes(esc(h.name))) out.push(h.name);
    const at = st.map.pieces[h.id]?.at;
    if (at && all.includes(`translate(${at[0]} ${at[1]})`)) out.push(`${h.id} at ${at}`);
  }
  return out;
}

describe('drops over HTTP', () => {
  it('a drop is the move a person would type, by the serving umpire; no token, the players\' token, a token in the address or another origin write nothing', async () => {
    const g = await game();
    const s = await serve(g, ['--umpire', 'amy', '--map-keeper']);
    const origin = s.origin;
    const keeperUrl = s.out().match(/http:\/\/\S+\/keeper\?token=\S+/)![0];
    const ut = new URL(s.umpire).searchParams.get('token')!;
    const kt = new URL(keeperUrl).searchParams.get('token')!;
    // The board's page: the map with every piece by id; the cookie keeps the token; the page itself carries none.
    const boardRes = await fetch(s.umpire);
    const board = await boardRes.text();
    expect(board).toContain('<svg class="map"');
    expect(board).toContain(`data-piece="${CROWD}"`);
    expect(board).not.toContain(ut);
    expect(board).toContain('data-strip="token"');
    const cookie = await cookieOf(s.umpire);
    const keeperCookie = await cookieOf(keeperUrl);
    expect(cookie.split('=')[0]).not.toBe(keeperCookie.split('=')[0]);
    // The board opens with the cookie alone (the address without its token).
    expect((await fetch(`${origin}/umpire`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await fetch(`${origin}/umpire`, { headers: { Cookie: keeperCookie } })).status).toBe(403);
    expect((await fetch(`${origin}/umpire?token=${kt}`)).status).toBe(403);

    const st = g.readState().game;
    const from = st.map.pieces[CROWD].at as [number, number];
    const to = clearTarget(st.map, from, 4);
    const drop = { piece: CROWD, x: to[0], y: to[1] };
    const before = g.snapshot();
    const self = { Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
    // Refused, each writing nothing.
    for (const [why, path, headers] of [
      ['no token', '/umpire/drop', self],
      ['a token in the address, no cookie', `/umpire/drop?token=${ut}`, self],
      ['the keeper\'s cookie on the board\'s route', '/umpire/drop', { ...self, Cookie: keeperCookie }],
      ['another origin', '/umpire/drop', { Cookie: cookie, Origin: 'http://evil.example' }],
      ['another port of this computer', '/umpire/drop', { Cookie: cookie, Origin: 'http://127.0.0.1:1' }],
      ['a cross-site fetch', '/umpire/drop', { Cookie: cookie, Origin: origin, 'Sec-Fetch-Site': 'cross-site' }],
      ['a same-site fetch of another origin', '/umpire/drop', { Cookie: cookie, Origin: origin, 'Sec-Fetch-Site': 'same-site' }],
      ['no Origin', '/umpire/drop', { Cookie: cookie }],
      ['the board\'s cookie on the keeper\'s route', '/keeper/drop', { ...self, Cookie: cookie }],
    ] as const) {
      const r = await post(origin, path, drop, headers as Record<string, string>);
      expect(r.status, why).toBe(403);
      expect(g.snapshot(), why).toEqual(before);
    }
    // A form of another site (text/plain, no preflight) is not a drop either.
    const form = await fetch(`${origin}/umpire/drop`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Cookie: cookie, Origin: origin }, body: JSON.stringify(drop) });
    expect(form.status).toBe(400);
    // Hostile drops (the fuzzers' values): refused, nothing written, nothing said of the game's files.
    for (const body of [
      '',
      'null',
      '[]',
      `{"piece":"${CROWD}"}`,
      `{"piece":"${CROWD}","x":"1","y":2}`,
      `{"piece":"${CROWD}","x":1e400,"y":2}`,
      `{"piece":"${CROWD}","x":1e9,"y":2}`,
      '{"piece":"__proto__","x":1,"y":2}',
      '{"piece":"constructor","x":1,"y":2}',
      `{"__proto__":{"piece":"${CROWD}"},"x":1,"y":2}`,
      '{"piece":"--override","x":1,"y":2}',
      `{"piece":"${CROWD} --override","x":1,"y":2}`,
      `{"piece":"${CROWD},${THEIRS}","x":1,"y":2}`,
      `{"piece":"${'x'.repeat(300)}","x":1,"y":2}`,
      '{"piece":"\\u001b[31mred","x":1,"y":2}',
      `{"piece":"${CROWD}","x":1,"y":2,"pad":"${'x'.repeat(5000)}"}`,
      '{not json',
    ]) {
      const r = await post(origin, '/umpire/drop', body, { Cookie: cookie, ...self });
      expect([400, 409], body.slice(0, 60)).toContain(r.status);
      expect(r.json.ok, body.slice(0, 60)).toBe(false);
      expect(JSON.stringify(r.json)).not.toMatch(/[\x00-\x08\x0b-\x1f]|umpire-state|\/tmp\//);
      expect(g.snapshot(), body.slice(0, 60)).toEqual(before);
    }
    // The umpire's drop: the move, logged as typed, by amy.
    const ok = await post(origin, '/umpire/drop', drop, { Cookie: cookie, ...self });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.line).toBe(`move ${CROWD} --at ${to[0]},${to[1]}`);
    const e = lastEntry(g);
    expect(e.argv).toEqual(['move', CROWD, '--at', `${to[0]},${to[1]}`]);
    expect(e.by).toBe('amy');
    expect(g.readState().game.map.pieces[CROWD].at).toEqual(to);
    // Sectors checked: amy's drop of bob's crowd is refused as `move` refuses it, nothing written.
    const mid = g.snapshot();
    const docks = g.readState().game.map.pieces[THEIRS].at as [number, number];
    const theirs = await post(origin, '/umpire/drop', { piece: THEIRS, x: docks[0] + 1, y: docks[1] }, { Cookie: cookie, ...self });
    expect(theirs.status).toBe(409);
    expect(theirs.json.said).toMatch(/bob/);
    expect(g.snapshot()).toEqual(mid);
    // The keeper: the players' view with handles, never an id; a drop by handle only moves.
    const keeperPage = await (await fetch(`${origin}/keeper`, { headers: { Cookie: keeperCookie } })).text();
    expect(keeperPage).not.toContain(`data-piece="${CROWD}"`);
    // No crowd's or building's id, nor any of the map's (the names the players read taken out first).
    expect(leaks(keeperPage, g.readState().game)).toEqual([]);
    const handles = [...keeperPage.matchAll(/data-piece="(k[\w-]+)"/g)].map((m) => m[1]);
    expect(handles.length).toBeGreaterThan(3);
    // Which handle is the Front Line's: the one drawn where the state has it.
    const at = (g.readState().game.map.pieces[CROWD].at as number[]).join(' ');
    const handle = new RegExp(`data-piece="(k[\\w-]+)" transform="translate\\(${at.replace('.', '\\.')}\\)"`).exec(keeperPage)![1];
    const to2 = clearTarget(g.readState().game.map, to, 3);
    const seq = lastEntry(g).seq;
    const kept = await post(origin, '/keeper/drop', { piece: handle, x: to2[0], y: to2[1] }, { Cookie: keeperCookie, ...self });
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(kept.json).toEqual({ ok: true, said: 'Moved.' });
    expect(lastEntry(g).seq).toBe(seq + 1);
    expect(lastEntry(g).argv).toEqual(['move', CROWD, '--at', `${to2[0]},${to2[1]}`]);
    // An id is no handle; the answer to a refused keeper's drop names nothing.
    const byId = await post(origin, '/keeper/drop', { piece: CROWD, x: 1, y: 1 }, { Cookie: keeperCookie, ...self });
    expect(byId.status).toBe(409);
    expect(JSON.stringify(byId.json)).not.toContain(CROWD);
    // The keeper's token writes nothing else: no other route takes a POST.
    const after = g.snapshot();
    for (const path of ['/keeper', '/umpire', '/', '/events', '/keeper/events'])
      expect((await post(origin, path, { line: 'next-turn' }, { Cookie: keeperCookie, ...self })).status, path).toBe(404);
    expect(g.snapshot()).toEqual(after);
    await s.stop();
  });

  it("on another address the players' token opens no board and writes nothing", async () => {
    const g = await game();
    const s = await serve(g, ['--host', '127.0.0.2', '--map-keeper']);
    const pt = new URL(s.players).searchParams.get('token')!;
    const players = await (await fetch(s.players)).text();
    expect(players).toContain('<svg class="map"');
    const before = g.snapshot();
    const self = { Origin: s.origin, 'Sec-Fetch-Site': 'same-origin' };
    for (const path of [`/umpire/drop?token=${pt}`, `/keeper/drop?token=${pt}`, '/umpire/drop', '/keeper/drop'])
      expect((await post(s.origin, path, { piece: CROWD, x: 10, y: 10 }, self)).status, path).toBe(403);
    expect((await fetch(`${s.origin}/keeper?token=${pt}`)).status).toBe(403);
    expect(g.snapshot()).toEqual(before);
    await s.stop();
  });
});

// ---------------------------------------------------------------------------
// In a real browser.

if (!haveChromium) process.stderr.write(`serve map browser test SKIPPED: no Chromium at ${CHROMIUM}\n`);

/** Where a map point is on the screen (the layer's transform, the pan and zoom included). */
function screenPoint(page: any, at: [number, number]): Promise<{ x: number; y: number }> {
  return page.evaluate((p: [number, number]) => {
    const layer = (globalThis as any).document.querySelector('svg.map g.layer');
    const m = layer.getScreenCTM();
    return { x: m.a * p[0] + m.c * p[1] + m.e, y: m.b * p[0] + m.d * p[1] + m.f };
  }, at);
}

/** Waits, on the page, for the view the given log seq made. */
function seqShown(page: any, seq: number, timeout: number): Promise<unknown> {
  return page.waitForFunction((n: number) => Number((globalThis as any).document.querySelector('#screen .view')?.getAttribute('data-seq')) >= n, seq, { timeout, polling: 10 });
}

describe('dragging a crowd in a real headless browser', () => {
  it.skipIf(!haveChromium)(
    `with the mouse at 1920x1080 and a finger at 390x844: the move in the log and on the players' screen within a second; another site's page writes nothing${haveChromium ? '' : ' [SKIPPED: no Chromium]'}`,
    async () => {
      const g = await game();
      const s = await serve(g, ['--umpire', 'amy']);
      const browser = await launchChromium();
      const dirs = [join(ROOT, 'test-results', 'screens'), ...(process.env.UMPIRE_SCREENS === 'docs' ? [join(ROOT, 'docs', 'screens')] : [])];
      for (const d of dirs) mkdirSync(d, { recursive: true });
      const shot = async (page: any, name: string, fullPage = false) => {
        const file = join(dirs[0], `${name}.png`);
        await page.screenshot({ path: file, fullPage });
        for (const d of dirs.slice(1)) copyFileSync(file, join(d, `${name}.png`));
      };
      try {
        const errors: string[] = [];
        const requests: string[] = [];
        const watch = (p: any) => {
          p.on('pageerror', (e: unknown) => errors.push(String(e)));
          p.on('console', (m: any) => m.type() === 'error' && errors.push(m.text()));
          p.on('request', (r: any) => requests.push(r.url()));
        };
        // The players' screen, in a browser of its own.
        const playersCtx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        const players = await playersCtx.newPage();
        watch(players);
        await players.goto(s.players);
        await players.waitForSelector('#screen svg.map .piece');
        // The board, with the mouse.
        const boardCtx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        const board = await boardCtx.newPage();
        watch(board);
        await board.goto(s.umpire);
        await board.waitForSelector(`svg.map g.piece[data-piece="${CROWD}"]`);
        // The token left the address bar; the cookie keeps the page's stream open.
        expect(board.url()).not.toContain('token');
        expect(new URL(board.url()).pathname).toBe('/umpire');
        const cookies = await boardCtx.cookies();
        expect(cookies.some((c: any) => c.httpOnly && c.sameSite === 'Strict')).toBe(true);

        const drag = async (how: 'mouse' | 'touch', page: any, d: number) => {
          const map = g.readState().game.map;
          const from = map.pieces[CROWD].at as [number, number];
          const to = clearTarget(map, from, d);
          await page.$eval('svg.map', (e: any) => e.scrollIntoView({ block: 'center' }));
          const a = await screenPoint(page, from);
          const b = await screenPoint(page, to);
          const seq = lastEntry(g).seq;
          const steps = 8;
          if (how === 'mouse') {
            await page.mouse.move(a.x, a.y);
            await page.mouse.down();
            for (let i = 1; i <= steps; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps);
            await page.mouse.up();
          } else {
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
            for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps }] });
            await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          }
          const dropped = Date.now();
          // Within a second of the drop: the move in the board's log and on the players' screen (waited for, never slept).
          await Promise.all([
            board.waitForFunction(
              ({ n, word }: { n: number; word: string }) => {
                const document = (globalThis as any).document;
                // The log's newest row is the move (its procedure in words), and the board's line says the command line sent.
                const row = document.querySelector('.log tbody tr');
                return row && row.querySelector('td')?.textContent === String(n) && [...row.querySelectorAll('td')].some((td: any) => td.textContent === word);
              },
              { n: seq + 1, word: procedureWords('move', 'en') },
              { timeout: 1000, polling: 10 },
            ),
            seqShown(players, seq + 1, 1000),
          ]);
          const took = Date.now() - dropped;
          // The page that dropped it says the command line it sent.
          await page.waitForFunction((c: string) => ((globalThis as any).document.querySelector('#said')?.textContent ?? '').startsWith(`move ${c} --at`), CROWD, { timeout: 5000, polling: 10 });
          const e = lastEntry(g);
          expect(e.seq).toBe(seq + 1);
          expect(e.argv[0]).toBe('move');
          expect(e.argv[1]).toBe(CROWD);
          expect(e.by).toBe('amy');
          const now = g.readState().game.map.pieces[CROWD].at as [number, number];
          // Where the finger or the mouse let go, to the picture's precision (a pixel is about 0.05" at 1920 and 0.25" at 390).
          expect(Math.hypot(now[0] - to[0], now[1] - to[1]), `${how}: ${now} vs ${to}`).toBeLessThan(how === 'mouse' ? 0.3 : 0.8);
          // The players' screen drew the crowd where it now stands.
          const drawn = await players.evaluate(() => [...(globalThis as any).document.querySelectorAll('svg.map .piece')].map((p: any) => p.getAttribute('transform')));
          expect(drawn).toContain(`translate(${now[0]} ${now[1]})`);
          return took;
        };
        const mouseTook = await drag('mouse', board, 5);
        // After the drop: the move is the last resolution, its crowd ringed.
        await players.waitForSelector('svg.map .piece.last');
        await shot(board, 'map-railton-road-umpire-1920x1080');
        await shot(players, 'map-railton-road-players-1920x1080');
        // With a finger, on a phone.
        const phoneCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
        const phone = await phoneCtx.newPage();
        watch(phone);
        await phone.goto(s.umpire);
        await phone.waitForSelector(`svg.map g.piece[data-piece="${CROWD}"]`);
        const touchTook = await drag('touch', phone, 6);
        expect(mouseTook).toBeLessThan(1000);
        expect(touchTook).toBeLessThan(1000);
        await players.setViewportSize({ width: 390, height: 844 });
        await shot(players, 'map-railton-road-players-390x844', true);
        await shot(phone, 'map-railton-road-umpire-390x844');

        // A page of another site (another port of this computer: the same site, another origin) posting to the board's route with its cookie: nothing written.
        const evil = createServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end(`<!doctype html><form id="f" method="post" enctype="text/plain" action="${s.origin}/umpire/drop"><input name='{"piece":"${CROWD}","x":1,"y":1,"z":"' value='"}'></form><script>fetch(${JSON.stringify(`${s.origin}/umpire/drop`)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ piece: ${JSON.stringify(CROWD)}, x: 2, y: 2 }) }).finally(() => document.getElementById('f').submit());</script>`);
        });
        others.push(evil);
        await new Promise<void>((r) => evil.listen(0, '127.0.0.1', () => r()));
        const evilOrigin = `http://127.0.0.1:${(evil.address() as any).port}`;
        const before = g.snapshot();
        const attack = await boardCtx.newPage();
        const answers: number[] = [];
        attack.on('response', (r: any) => r.url().startsWith(`${s.origin}/umpire/drop`) && answers.push(r.status()));
        await attack.goto(evilOrigin);
        await attack.waitForURL(`${s.origin}/umpire/drop`, { timeout: 10000 });
        expect(answers.length).toBeGreaterThanOrEqual(1);
        for (const a of answers) expect(a).toBe(403);
        expect(g.snapshot()).toEqual(before);

        // The pages are the server's own: nothing fetched elsewhere (but the attack's page); no script error.
        expect(errors.filter((e) => !/403|Forbidden/.test(e))).toEqual([]);
        for (const u of requests) expect(new URL(u).origin).toBe(s.origin);
      } finally {
        await browser.close();
      }
    },
  );
});

// ---------------------------------------------------------------------------
// The leak scan (tests/commands/serve.test.ts's) over the map: Railton Road
// with the armed agents (hidden from the players, `absent`) placed on its
// map; every response and event of the players' screen and of the map
// keeper's, with and without a token, on 127.0.0.1 and 127.0.0.2, searched
// for each hidden piece's id, name and position and for any id of a crowd,
// a building or the map.

describe("the players' screen and the keeper's never carry what the players' view of the map hides", () => {
  it('no hidden piece, position or id in any response or event', async () => {
    const armed = readFileSync(join(SCENARIOS, 'railton-road-armed.yaml'), 'utf8');
    const map = RAILTON.slice(RAILTON.indexOf('\nmap:\n'));
    const g = await game(`${armed}${map.replace('  pieces:\n', '  pieces:\n    gunman: { at: [22.5, 31] }\n    rifleman: { at: [57.5, 27.5] }\n')}`);
    const hidden = [
      { id: 'gunman', name: 'Gunman with grenades' },
      { id: 'rifleman', name: 'Rifleman' },
    ];
    const loopback = await serve(g, ['--map-keeper']);
    const other2 = await serve(g, ['--host', '127.0.0.2', '--map-keeper']);
    const keeperOf = (s: Served) => s.out().match(/http:\/\/\S+\/keeper\?token=\S+/)![0];
    const cookies = await Promise.all([loopback, other2].map((s) => cookieOf(keeperOf(s))));
    const streams = [loopback, other2].flatMap((s, i) => [
      openStream(`${s.origin}/events${new URL(s.players).search}`),
      openStreamWith(`${s.origin}/keeper/events`, { Cookie: cookies[i] }),
    ]);
    const { runCli } = await import('../helpers/cli.js');
    const { splitLine } = await import('../../src/repl/split.js');
    for (const l of [
      'move frontline --at 25,30',
      'move gunman --at 26,30.5',
      'move rifleman --by 2,0',
      'rl-roll frontline --roll 3,2',
      'overreact armed --roll 1,2',
      'move shoplifters --at 52,26',
      // The pack reads the map (U432-U434): a shot's distance and a melee's contact, the agents' ids in the umpire's notes only.
      'move rifleman --at 82,35',
      'agent-shoot rifleman --unit armed --roll 1,1',
      'move gunman --at 75,30',
      'agent-melee gunman --unit snatch --roll 6,1',
      'next-turn',
      'move gunman --stay',
      'undo',
    ]) {
      const r = await runCli(splitLine(l).words, { cwd: g.dir });
      expect(r.code, `${l}: ${r.stderr}`).toBe(0);
    }
    const end = lastEntry(g).seq;
    await Promise.all(streams.map((x) => x.until(`data-seq="${end}"`)));
    const events = await Promise.all(streams.map((x) => x.stop()));
    for (const e of events) expect(e.text).toContain(`data-seq="${end}"`);
    const texts: string[] = events.map((e) => e.text);
    for (const [i, s] of [loopback, other2].entries()) {
      for (const path of ['/', '/events', '/keeper', '/keeper/events', '/live.js', '/style.css', '/nothing'])
        for (const q of ['', new URL(s.players).search]) {
          if (path.endsWith('/events')) texts.push((await readStream(`${s.origin}${path}${q}`, 300)).text);
          else texts.push(await (await fetch(`${s.origin}${path}${q}`)).text());
        }
      texts.push(await (await fetch(`${s.origin}/keeper`, { headers: { Cookie: cookies[i] } })).text());
    }
    const st = g.readState().game;
    // The hidden pieces stand on the map (the umpire's board draws them), and the scan would see them.
    for (const h of hidden) expect(st.map.pieces[h.id]?.at, h.id).toBeDefined();
    const board = await (await fetch(loopback.umpire)).text();
    expect(leaks(board, st, hidden)).toEqual(expect.arrayContaining(['gunman', 'rifleman', 'Gunman with grenades']));
    // The players' texts: the map is drawn in them, and nothing hidden is.
    const all = texts.join('\n');
    expect(all).toContain('<svg class="map"');
    expect(leaks(all, st, hidden)).toEqual([]);
    await loopback.stop();
    await other2.stop();
  });
});

/** An event stream read with headers (the keeper's cookie), until stop(). */
function openStreamWith(url: string, headers: Record<string, string>): { stop(): Promise<{ status: number; text: string }>; until(pattern: string, ms?: number): Promise<void> } {
  const ac = new AbortController();
  let text = '';
  const done = (async () => {
    try {
      const res = await fetch(url, { signal: ac.signal, headers });
      const reader = res.body!.getReader();
      const dec = new TextDecoder();
      for (;;) {
        const { done: end, value } = await reader.read();
        if (end) break;
        text += dec.decode(value, { stream: true });
      }
      return { status: res.status, text };
    } catch {
      return { status: 0, text };
    }
  })();
  return {
    stop: async () => {
      ac.abort();
      return done;
    },
    until: async (pattern: string, ms = 20000) => {
      const end = Date.now() + ms;
      while (!text.includes(pattern) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
