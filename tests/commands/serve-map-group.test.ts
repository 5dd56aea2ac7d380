// Group moves on the umpire's board (issue 41, docs/serve.md "Drops", U340):
// several pieces selected (shift-click, a lasso, or the tray's Select on a
// phone) and dragged together are ONE command line a person would type,
// `move a,b --at X,Y` (the first the piece dragged; the group keeps its
// shape), through the same transaction with sectors checked: a group holding
// another umpire's piece is refused whole, nothing written. In Chromium: the
// mouse at 1920x1080 (shift-clicks, then a lasso) and a finger at 390x844
// (the DevTools protocol's touch events).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { startServe, type Served, servedFixtures } from '../helpers/serve.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';

type Game = ReturnType<typeof tempGame>;
// The games and servers a test made, stopped and removed after the file (tests/helpers/serve.ts).
const { games, servers } = servedFixtures<Game>();

const RAILTON = readFileSync(join(SCENARIOS, 'railton-road-map.yaml'), 'utf8');
const SCENARIO = `${RAILTON}\numpires:\n  - { name: amy, crowds: [frontline] }\n  - { name: bob, crowds: [market] }\n`;

async function setup(args: string[] = ['--umpire', 'amy']): Promise<{ g: Game; s: Served; cookie: string; self: Record<string, string> }> {
  const g = tempGame();
  games.push(g);
  await g.init(SCENARIO);
  const s = await startServe(g.dir, args);
  servers.push(s);
  const r = await fetch(s.umpire);
  const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
  return { g, s, cookie, self: { Origin: s.origin, 'Sec-Fetch-Site': 'same-origin' } };
}

async function post(s: Served, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: any }> {
  const r = await fetch(`${s.origin}/umpire/drop`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await r.text();
  try {
    return { status: r.status, json: JSON.parse(text) };
  } catch {
    return { status: r.status, json: text };
  }
}

const at = (g: Game, id: string) => g.readState().game.map.pieces[id].at as [number, number];
const lastEntry = (g: Game) => g.readLog().at(-1) as any;

describe('a group dropped over HTTP', () => {
  it('is one `move a,b --at X,Y`, the group keeping its shape; one of another umpire\'s sector refuses the whole; a malformed group writes nothing', async () => {
    const { g, s, cookie, self } = await setup();
    const [f0, u0] = [at(g, 'frontline'), at(g, 'foot1')];
    const seq = lastEntry(g).seq;
    const r = await post(s, { piece: 'frontline', with: ['foot1'], x: f0[0] + 4, y: f0[1] - 2 }, { Cookie: cookie, ...self });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.line).toBe(`move frontline,foot1 --at ${f0[0] + 4},${f0[1] - 2}`);
    const e = lastEntry(g);
    expect(e.seq).toBe(seq + 1);
    expect(e.argv).toEqual(['move', 'frontline,foot1', '--at', `${f0[0] + 4},${f0[1] - 2}`]);
    expect(e.by).toBe('amy');
    expect(at(g, 'frontline')).toEqual([f0[0] + 4, f0[1] - 2]);
    expect(at(g, 'foot1')).toEqual([u0[0] + 4, u0[1] - 2]);
    // Bob's crowd in the group: the sector check refuses the whole move (move refuses it so), nothing written.
    const before = g.snapshot();
    const m = at(g, 'market');
    const theirs = await post(s, { piece: 'foot1', with: ['market'], x: at(g, 'foot1')[0] + 1, y: at(g, 'foot1')[1] }, { Cookie: cookie, ...self });
    expect(theirs.status).toBe(409);
    expect(theirs.json.said).toMatch(/bob/);
    expect(theirs.json.line).toBe(`move foot1,market --at ${at(g, 'foot1')[0] + 1},${at(g, 'foot1')[1]}`);
    expect(g.snapshot()).toEqual(before);
    expect(at(g, 'market')).toEqual(m);
    // Malformed groups: not a list, a piece twice, an option, a comma, the prototype's names, a huge list; a piece not on the map.
    for (const bad of [
      { piece: 'foot1', with: 'market', x: 1, y: 1 },
      { piece: 'foot1', with: ['foot1'], x: 1, y: 1 },
      { piece: 'foot1', with: ['--override'], x: 1, y: 1 },
      { piece: 'foot1', with: ['a,b'], x: 1, y: 1 },
      { piece: 'foot1', with: [1], x: 1, y: 1 },
      { piece: 'foot1', with: Array.from({ length: 5000 }, (_, i) => `p${i}`), x: 1, y: 1 },
      '{"piece":"foot1","with":{"__proto__":["market"]},"x":1,"y":1}',
    ])
      expect((await post(s, bad, { Cookie: cookie, ...self })).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    for (const bad of [['constructor'], ['__proto__'], ['nobody']]) expect((await post(s, { piece: 'foot1', with: bad, x: 1, y: 1 }, { Cookie: cookie, ...self })).status).toBe(409);
    // Without the cookie, a group writes nothing either.
    expect((await post(s, { piece: 'foot1', with: ['frontline'], x: 50, y: 30 }, self)).status).toBe(403);
    expect(g.snapshot()).toEqual(before);
  });
});

describe("a group dropped on the map keeper's screen", () => {
  it('names its pieces by handle, never by id, and is the same one move', async () => {
    const { g, s } = await setup(['--umpire', 'amy', '--map-keeper']);
    const keeperUrl = s.out().match(/http:\/\/\S+\/keeper\?token=\S+/)![0];
    const r = await fetch(keeperUrl);
    const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
    const page = await r.text();
    const handleAt = (id: string) => {
      const p = at(g, id).join(' ');
      return new RegExp(`data-piece="(k[\\w-]+)" transform="translate\\(${p.replace(/\./g, '\\.')}\\)"`).exec(page)![1];
    };
    const [h1, h2] = [handleAt('frontline'), handleAt('foot1')];
    const [f0, u0] = [at(g, 'frontline'), at(g, 'foot1')];
    const self = { Origin: s.origin, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie, 'Content-Type': 'application/json' };
    const drop = (body: unknown) => fetch(`${s.origin}/keeper/drop`, { method: 'POST', headers: self, body: JSON.stringify(body) });
    // An id among the handles: refused, nothing named.
    const byId = await drop({ piece: h1, with: ['foot1'], x: f0[0] + 3, y: f0[1] });
    expect(byId.status).toBe(409);
    expect(await byId.text()).not.toContain('foot1');
    const ok = await drop({ piece: h1, with: [h2], x: f0[0] + 3, y: f0[1] });
    expect(ok.status).toBe(200);
    expect(lastEntry(g).argv).toEqual(['move', 'frontline,foot1', '--at', `${f0[0] + 3},${f0[1]}`]);
    expect(at(g, 'foot1')).toEqual([u0[0] + 3, u0[1]]);
  });
});

if (!haveChromium) process.stderr.write(`serve map group test SKIPPED: no Chromium at ${CHROMIUM}\n`);

/** Where a map point is on the screen (the layer's transform, the pan and zoom included). */
function screenPoint(page: any, p: readonly [number, number]): Promise<{ x: number; y: number }> {
  return page.evaluate((q: [number, number]) => {
    const m = (globalThis as any).document.querySelector('svg.map g.layer').getScreenCTM();
    return { x: m.a * q[0] + m.c * q[1] + m.e, y: m.b * q[0] + m.d * q[1] + m.f };
  }, p);
}

/** Waits for the board's log to show entry `seq` (a new view), on events (polled by the page), never a fixed sleep. */
function logShows(page: any, seq: number): Promise<unknown> {
  return page.waitForFunction((n: number) => Number((globalThis as any).document.querySelector('#screen .view')?.getAttribute('data-seq')) >= n, seq, { timeout: 5000, polling: 10 });
}

const selectedOnPage = (page: any): Promise<string[]> => page.evaluate(() => [...(globalThis as any).document.querySelectorAll('svg.map g.piece.selected')].map((e: any) => e.dataset.piece).sort());

describe('group moves in a real headless browser', () => {
  it.skipIf(!haveChromium)(`shift-clicks and a lasso with the mouse at 1920x1080, the tray's Select with a finger at 390x844${haveChromium ? '' : ' [SKIPPED: no Chromium]'}`, async () => {
    const { g, s } = await setup();
    const browser = await launchChromium();
    try {
      const errors: string[] = [];
      const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await ctx.newPage();
      page.on('pageerror', (e: unknown) => errors.push(String(e)));
      await page.goto(s.umpire);
      await page.waitForSelector('svg.map g.piece[data-piece="frontline"]');
      await page.$eval('svg.map', (e: any) => e.scrollIntoView({ block: 'center' }));
      // Shift-click two pieces: both selected, the tray counts them.
      await page.keyboard.down('Shift');
      for (const id of ['frontline', 'foot1']) {
        const p = await screenPoint(page, at(g, id));
        await page.mouse.click(p.x, p.y);
      }
      await page.keyboard.up('Shift');
      expect(await selectedOnPage(page)).toEqual(['foot1', 'frontline']);
      expect(await page.$eval('.maptools [data-count]', (e: any) => e.textContent)).toBe('2');
      // Drag one of them: the two move as one command line.
      const [f0, u0] = [at(g, 'frontline'), at(g, 'foot1')];
      const seq = lastEntry(g).seq;
      const a = await screenPoint(page, f0);
      const b = await screenPoint(page, [f0[0] + 4, f0[1] - 2]);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
      await page.mouse.up();
      await logShows(page, seq + 1);
      const e = lastEntry(g);
      expect(e.argv[0]).toBe('move');
      expect(e.argv[1]).toBe('frontline,foot1');
      const [f1, u1] = [at(g, 'frontline'), at(g, 'foot1')];
      expect(Math.hypot(f1[0] - f0[0] - 4, f1[1] - f0[1] + 2)).toBeLessThan(0.3);
      // The shape kept: the unit moved by what the crowd moved.
      expect(u1[0] - u0[0]).toBeCloseTo(f1[0] - f0[0], 5);
      expect(u1[1] - u0[1]).toBeCloseTo(f1[1] - f0[1], 5);
      await page.waitForFunction(() => ((globalThis as any).document.querySelector('#said')?.textContent ?? '').startsWith('move frontline,foot1 --at'), null, { timeout: 5000, polling: 10 });
      // The selection outlives the new view; Escape clears it.
      expect(await selectedOnPage(page)).toEqual(['foot1', 'frontline']);
      await page.keyboard.press('Escape');
      expect(await selectedOnPage(page)).toEqual([]);
      // A lasso: a shift-drag on the ground around two crowds selects them and nothing else.
      const [es, sh] = [at(g, 'estate'), at(g, 'shoplifters')];
      const c0 = await screenPoint(page, [Math.min(es[0], sh[0]) - 1.5, Math.min(es[1], sh[1]) - 1.5]);
      const c1 = await screenPoint(page, [Math.max(es[0], sh[0]) + 1.5, Math.max(es[1], sh[1]) + 1.5]);
      await page.keyboard.down('Shift');
      await page.mouse.move(c0.x, c0.y);
      await page.mouse.down();
      for (let i = 1; i <= 6; i++) await page.mouse.move(c0.x + ((c1.x - c0.x) * i) / 6, c0.y + ((c1.y - c0.y) * i) / 6);
      await page.mouse.up();
      await page.keyboard.up('Shift');
      expect(await selectedOnPage(page)).toEqual(['estate', 'shoplifters']);

      // A finger on a phone: the tray's Select, two taps, one drag.
      const phoneCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
      const phone = await phoneCtx.newPage();
      phone.on('pageerror', (e: unknown) => errors.push(String(e)));
      await phone.goto(s.umpire);
      await phone.waitForSelector('svg.map g.piece[data-piece="frontline"]');
      await phone.$eval('svg.map', (e: any) => e.scrollIntoView({ block: 'center' }));
      await phone.tap('.maptools [data-tool="select"]');
      expect(await phone.$eval('.maptools [data-tool="select"]', (e: any) => e.getAttribute('aria-pressed'))).toBe('true');
      const cdp = await phoneCtx.newCDPSession(phone);
      const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [p] : [] });
      for (const id of ['frontline', 'foot1']) {
        const p = await screenPoint(phone, at(g, id));
        await touch('touchStart', p);
        await touch('touchEnd');
      }
      expect(await selectedOnPage(phone)).toEqual(['foot1', 'frontline']);
      const [f2, u2] = [at(g, 'frontline'), at(g, 'foot1')];
      const seq2 = lastEntry(g).seq;
      const pa = await screenPoint(phone, u2);
      const pb = await screenPoint(phone, [u2[0] + 5, u2[1]]);
      await touch('touchStart', pa);
      for (let i = 1; i <= 8; i++) await touch('touchMove', { x: pa.x + ((pb.x - pa.x) * i) / 8, y: pa.y + ((pb.y - pa.y) * i) / 8 });
      await touch('touchEnd');
      await logShows(phone, seq2 + 1);
      // The piece under the finger first: `move foot1,frontline`.
      expect(lastEntry(g).argv[1]).toBe('foot1,frontline');
      const [f3, u3] = [at(g, 'frontline'), at(g, 'foot1')];
      expect(Math.hypot(u3[0] - u2[0] - 5, u3[1] - u2[1])).toBeLessThan(0.8);
      expect(f3[0] - f2[0]).toBeCloseTo(u3[0] - u2[0], 5);
      expect(f3[1] - f2[1]).toBeCloseTo(u3[1] - u2[1], 5);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
