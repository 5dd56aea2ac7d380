// Every game's map variant (scenarios/*-map*.yaml) on the umpire's board and
// the players' screen, in Chromium at 1920x1080 and 390x844 (issue 41): no
// two pieces' names drawn over each other, and none over another piece; on a
// phone the map as wide as the screen, and the tray's full screen giving it
// the whole height. Screenshots in test-results/screens/ (and docs/screens/
// with UMPIRE_SCREENS=docs), of the report's replay too.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, SCENARIOS, tempGame } from '../helpers/cli.js';
import { startServe, type Served, servedFixtures } from '../helpers/serve.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';

type Game = ReturnType<typeof tempGame>;
// The games and servers a test made, stopped and removed after the file (tests/helpers/serve.ts).
const { games, servers } = servedFixtures<Game>();

const VARIANTS = readdirSync(SCENARIOS).filter((f) => /-map.*\.yaml$/.test(f)).sort();
const dirs = [join(ROOT, 'test-results', 'screens'), ...(process.env.UMPIRE_SCREENS === 'docs' ? [join(ROOT, 'docs', 'screens')] : [])];

async function shot(page: any, name: string, fullPage = false): Promise<void> {
  for (const d of dirs) mkdirSync(d, { recursive: true });
  const file = join(dirs[0], `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  for (const d of dirs.slice(1)) copyFileSync(file, join(d, `${name}.png`));
}

/** The pairs of piece names (and name over a piece's body) that overlap on the screen, by their drawn boxes. */
function overlaps(page: any): Promise<string[]> {
  return page.evaluate(() => {
    const d = (globalThis as any).document;
    const boxes = [...d.querySelectorAll('svg.map g.piece text.label')].map((e: any) => ({ name: e.textContent, r: e.getBoundingClientRect(), piece: e.closest('g.piece') }));
    const bodies = [...d.querySelectorAll('svg.map g.piece > circle.body')].map((e: any) => ({ r: e.getBoundingClientRect(), piece: e.closest('g.piece') }));
    const hit = (a: any, b: any, slack: number) => a.left + slack < b.right && b.left + slack < a.right && a.top + slack < b.bottom && b.top + slack < a.bottom;
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) if (hit(boxes[i].r, boxes[j].r, 1)) out.push(`${boxes[i].name} / ${boxes[j].name}`);
      for (const b of bodies) if (b.piece !== boxes[i].piece && hit(boxes[i].r, b.r, 1)) out.push(`${boxes[i].name} over a piece`);
    }
    return out;
  });
}

if (!haveChromium) process.stderr.write(`serve map screens test SKIPPED: no Chromium at ${CHROMIUM}\n`);

describe("every game's map variant in a real headless browser", () => {
  it.skipIf(!haveChromium)(`${VARIANTS.join(', ')}: names apart, the phone's map as wide as the screen, full screen${haveChromium ? '' : ' [SKIPPED: no Chromium]'}`, async () => {
    expect(VARIANTS.length).toBeGreaterThanOrEqual(5);
    const browser = await launchChromium();
    try {
      const errors: string[] = [];
      for (const file of VARIANTS) {
        const name = file.replace(/\.yaml$/, '').replace(/-map/, '').replace(/\.fr$/, '');
        const g = tempGame();
        games.push(g);
        await g.init(file);
        const s = await startServe(g.dir, ['--scenario', join(SCENARIOS, file)]);
        servers.push(s);
        for (const [w, h] of [
          [1920, 1080],
          [390, 844],
        ]) {
          const phone = w < 600;
          const ctx = await browser.newContext({ viewport: { width: w, height: h }, ...(phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 1 } : {}) });
          for (const [who, url] of [
            ['umpire', s.umpire],
            ['players', s.players],
          ]) {
            const page = await ctx.newPage();
            page.on('pageerror', (e: unknown) => errors.push(`${file}: ${String(e)}`));
            await page.goto(url);
            await page.waitForSelector('#screen svg.map');
            // The background loaded, where the scenario has one.
            await page.waitForFunction(() => [...(globalThis as any).document.querySelectorAll('svg.map image.background')].every((i: any) => (i.getAttribute('href') ?? '') !== ''), null, { timeout: 5000 });
            if (!phone) expect(await overlaps(page), `${file} ${who}`).toEqual([]);
            await page.$eval('.mapbox', (e: any) => e.scrollIntoView({ block: 'start' }));
            if (phone) {
              // As wide as the screen.
              const width = await page.$eval('svg.map', (e: any) => e.getBoundingClientRect().width);
              expect(width, `${file} ${who}`).toBeGreaterThanOrEqual(w - 2);
            }
            await shot(page, `map-${name}-${who}-${w}x${h}`);
            if (phone && who === 'umpire') {
              await page.tap('.maptools [data-tool="full"]');
              const box = await page.$eval('svg.map', (e: any) => e.getBoundingClientRect().height);
              expect(box, file).toBeGreaterThan(h * 0.8);
              // The map zoomed to fill that height (a wide map on a tall screen): the layer drawn taller than the screen is wide.
              await page.waitForFunction(() => (globalThis as any).document.querySelector('svg.map g.layer').getBoundingClientRect().height > 500, null, { timeout: 5000 });
              await shot(page, `map-${name}-${who}-${w}x${h}-full`);
              await page.tap('.maptools [data-tool="full"]');
            }
            await page.close();
          }
          await ctx.close();
        }
        await s.stop();
      }
      // The report's replay: Railton Road after a few moves, the slider at its second entry.
      const g = tempGame();
      games.push(g);
      await g.init('railton-road-map.yaml');
      for (const l of [
        ['move', 'frontline', '--at', '26,30'],
        ['rl-roll', 'market', '--roll', '6,4'],
        ['move', 'market', '--toward', 'foot1', '--by', '4'],
      ])
        expect((await g.run(...l)).code).toBe(0);
      const report = join(g.dir, 'report.html');
      expect(g.spawn('report', '--html', report).code).toBe(0);
      for (const [w, h] of [
        [1920, 1080],
        [390, 844],
      ]) {
        const page = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
        await page.goto(`file://${report}`);
        await page.$eval('#replay', (e: any) => e.scrollIntoView({ block: 'start' }));
        await page.focus('#replay-at');
        await page.keyboard.press('Home');
        await page.keyboard.press('ArrowRight');
        await shot(page, `map-replay-${w}x${h}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
