// The players' screen fits one screen (issue 42): every sample scenario of
// scenarios/ (the map variants too) after thirty turns of play made
// in-process (tests/helpers/long-game.ts), its players' screen rendered by
// the server's own application (routes() in src/serve/app.ts, on a real
// HTTP server of this process) and opened in one Chromium at 1920x1080,
// 1280x720 and 390x844: the last resolution is wholly inside the first
// screen, nothing is wider than the screen, a map (the -map samples) is under
// it, begun on the first screen and at least half its width, and kiosk
// (?kiosk=1) scrolls nothing. Screenshots in test-results/screens/ (and docs/screens/ with
// UMPIRE_SCREENS=docs).
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT, SCENARIOS } from '../helpers/cli.js';
import { longGame } from '../helpers/long-game.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';
import { readGame } from '../../src/state/transaction.js';
import { readLog } from '../../src/state/store.js';
import { playersFragment, pageHtml, STYLE_CSS } from '../../src/serve/render.js';
import { pageScript } from '../../src/serve/page-script.js';

const SCENARIO_FILES = readdirSync(SCENARIOS).filter((f) => f.endsWith('.yaml')).sort();
const SIZES = [
  [1920, 1080],
  [1280, 720],
  [390, 844],
] as const;

if (!haveChromium) process.stderr.write(`serve-screen browser test SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium)\n`);

describe.skipIf(!haveChromium)("the players' screen of every sample after thirty turns, in Chromium", () => {
  const pages = new Map<string, string>();
  let server: Server;
  let origin = '';
  let browser: Browser;
  const cleanups: (() => void)[] = [];
  beforeAll(async () => {
    for (const f of SCENARIO_FILES) {
      const g = await longGame(f);
      cleanups.push(() => g.cleanup());
      const paths = { state: g.state, log: g.log, lock: `${g.state}.lock` };
      const sf = await readGame({ paths, env: {}, warn: () => undefined });
      const { entries } = readLog(paths.log);
      const lang = sf.game.lang;
      const body = await playersFragment({ game: sf.game, entries, problem: null, lang });
      pages.set(`/${f}`, pageHtml({ lang, title: sf.game.title, body, events: '/none', kind: 'players' }));
    }
    const script = await pageScript();
    server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/style.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end(STYLE_CSS);
      if (path === '/live.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      // The page's event stream: open, and quiet (the view is the one the page came with).
      if (path === '/none') return void res.writeHead(200, { 'content-type': 'text/event-stream' }).write(': open\n\n');
      const page = pages.get(decodeURIComponent(path));
      if (page) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const a = server.address();
    origin = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    browser = await launchChromium();
  }, 120000);
  afterAll(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    cleanups.forEach((c) => c());
  });

  it('shows the last resolution wholly on the first screen, the map under it, nothing wider than the screen, kiosk without scrolling', async () => {
    const dirs = [join(ROOT, 'test-results', 'screens'), ...(process.env.UMPIRE_SCREENS === 'docs' ? [join(ROOT, 'docs', 'screens')] : [])];
    for (const d of dirs) mkdirSync(d, { recursive: true });
    const problems: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const f of SCENARIO_FILES) {
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        for (const kiosk of [false, true]) {
          await page.goto(`${origin}/${f}${kiosk ? '?kiosk=1' : ''}`);
          await page.waitForSelector('#screen .view .latest');
          if (kiosk) await page.waitForFunction(() => (globalThis as any).document.body.classList.contains('kiosk'));
          const m = await page.evaluate(() => {
            const document = (globalThis as any).document;
            const window = globalThis as any;
            const de = document.documentElement;
            const latest = document.querySelector('.latest').getBoundingClientRect();
            const wide: string[] = [];
            if (de.scrollWidth > de.clientWidth + 1) wide.push(`page ${de.scrollWidth} > ${de.clientWidth}`);
            for (const el of document.querySelectorAll('.block, .latest, .tbl, h1, h2, h3, p, .mapbox')) {
              if (el.closest('details:not([open])')) continue;
              if (el.scrollWidth > el.clientWidth + 1) wide.push(`${el.tagName}.${el.className} ${el.scrollWidth} > ${el.clientWidth}: ${String(el.textContent).slice(0, 40)}`);
              const r = el.getBoundingClientRect();
              if (r.right > window.innerWidth + 1) wide.push(`${el.tagName}.${el.className} ends at ${r.right} > ${window.innerWidth}`);
            }
            const box = document.querySelector('.mapbox')?.getBoundingClientRect();
            const map = box ? { top: box.top, width: box.width } : null;
            return { map, width: window.innerWidth, top: latest.top, bottom: latest.bottom, height: window.innerHeight, scroll: Math.max(de.scrollHeight, document.body.scrollHeight), main: document.querySelector('main').scrollHeight, wide };
          });
          const at = `${f} ${w}x${h}${kiosk ? ' kiosk' : ''}`;
          if (m.top < 0 || m.bottom > m.height + 0.5) problems.push(`${at}: the last resolution is at ${m.top}-${m.bottom}, the screen ${m.height} high`);
          for (const x of m.wide) problems.push(`${at}: ${x}`);
          // A map takes the main area under the last resolution (issue 42 point 1): below it, begun on the first screen, at least half the width.
          if (m.map && (m.map.top < m.bottom - 1 || m.map.top >= m.height || m.map.width < m.width / 2)) problems.push(`${at}: the map at ${m.map.top}, ${m.map.width} wide, the last resolution ending at ${m.bottom}`);
          if (kiosk && (m.scroll > m.height + 1 || m.main > m.height + 1)) problems.push(`${at}: kiosk scrolls (${m.scroll}, main ${m.main} > ${m.height})`);
          if (!kiosk && (w === 1920 || w === 390)) {
            const name = `${f.replace(/\.ya?ml$/, '').replace(/\.fr$/, '')}-${w}x${h}.png`;
            const shot = join(dirs[0], name);
            await page.screenshot({ path: shot, fullPage: false });
            for (const d of dirs.slice(1)) copyFileSync(shot, join(d, name));
          }
        }
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 120000);
});
