// The map maker (`umpire serve --map-maker`, docs/map.md "The map maker"):
// in Chromium, over a game without a map, a building (with its height) and a
// zone are traced by clicks; the page's YAML is the scenario's `map:`
// section, which the map's schema takes, and which `umpire init` takes in a
// real scenario. Its token opens the maker only; its check writes nothing;
// a traced map the schema refuses says the field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as v from 'valibot';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { startServe, type Served, servedFixtures } from '../helpers/serve.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';
import { MAP_SCHEMA, checkMap } from '../../src/map/schema.js';

type Game = ReturnType<typeof tempGame>;
// The games and servers a test made, stopped and removed after the file (tests/helpers/serve.ts).
const { games, servers } = servedFixtures<Game>();

async function setup(scenario: string): Promise<{ g: Game; s: Served; maker: string }> {
  const g = tempGame();
  games.push(g);
  await g.init(scenario);
  const s = await startServe(g.dir, ['--map-maker']);
  servers.push(s);
  const maker = s.out().match(/http:\/\/\S+\/maker\?token=\S+/)![0];
  return { g, s, maker };
}

describe('the map maker over HTTP', () => {
  it('its token opens the maker only; its check answers YAML or the field that is wrong, and writes nothing', async () => {
    const { g, s, maker } = await setup('railton-road-map.yaml');
    const page = await fetch(maker);
    expect(page.status).toBe(200);
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^umpire-maker-/);
    const html = await page.text();
    expect(html).toContain('data-maker="/maker/check"');
    // The maker's token opens no board and moves nothing.
    const mt = new URL(maker).searchParams.get('token')!;
    expect((await fetch(`${s.origin}/umpire?token=${mt}`)).status).toBe(403);
    expect((await fetch(`${s.origin}/umpire`, { headers: { Cookie: cookie } })).status).toBe(403);
    const self = { Origin: s.origin, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
    const before = g.snapshot();
    expect((await fetch(`${s.origin}/umpire/drop`, { method: 'POST', headers: { ...self, Cookie: cookie }, body: JSON.stringify({ piece: 'frontline', x: 1, y: 1 }) })).status).toBe(403);
    const check = (body: unknown, headers: Record<string, string> = { ...self, Cookie: cookie }) => fetch(`${s.origin}/maker/check`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const good = { unit: 'in', size: [40, 20], outlines: [{ id: 'shop', kind: 'building', height: 3, points: [[1, 1], [9, 1], [9, 6], [1, 6]] }], zones: [], places: [] };
    const r = await check(good);
    expect(r.status).toBe(200);
    const j: any = await r.json();
    expect(j.ok).toBe(true);
    expect(parse(j.yaml).map.outlines[0]).toEqual(good.outlines[0]);
    // A point off the table, an id the schema refuses, too few points: the field said, 422.
    for (const [bad, field] of [
      [{ ...good, outlines: [{ ...good.outlines[0], points: [[1, 1], [90, 1], [9, 6]] }] }, /map\.outlines\.0\.points\.1/],
      [{ ...good, outlines: [{ ...good.outlines[0], id: '__proto__' }] }, /map\.outlines\.0\.id/],
      [{ ...good, zones: [{ id: 'z', name: 'Z', points: [[1, 1], [2, 2]] }] }, /map\.zones\.z\.points: too few points/],
      [{ ...good, outlines: [{ ...good.outlines[0], id: 'constructor' }, { ...good.outlines[0], id: 'constructor' }] }, /map\.outlines\.1\.id/],
    ] as const) {
      const rr = await check(bad);
      expect(rr.status).toBe(422);
      expect(((await rr.json()) as any).said).toMatch(field);
    }
    // Not JSON, too large, another origin, no cookie: refused.
    expect((await check('{')).status).toBe(400);
    expect((await check(JSON.stringify({ ...good, pad: 'x'.repeat(1024 * 1024 + 1) }))).status).toBe(400);
    expect((await check(good, { ...self, Cookie: cookie, Origin: 'http://evil.example' })).status).toBe(403);
    expect((await check(good, self)).status).toBe(403);
    expect(g.snapshot()).toEqual(before);
    // Without --map-maker there is no maker.
    const plain = await startServe(g.dir);
    servers.push(plain);
    expect((await fetch(`${plain.origin}/maker`)).status).toBe(404);
  });
});

if (!haveChromium) process.stderr.write(`serve map maker browser test SKIPPED: no Chromium at ${CHROMIUM}\n`);

describe('tracing a map in a real headless browser', () => {
  it.skipIf(!haveChromium)(`a building and a zone traced with clicks give YAML the schema and init take${haveChromium ? '' : ' [SKIPPED: no Chromium]'}`, async () => {
    // A game without a map: the maker draws an empty table of its default size.
    const { maker } = await setup('railton-road.yaml');
    const browser = await launchChromium();
    try {
      const errors: string[] = [];
      const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
      page.on('pageerror', (e: unknown) => errors.push(String(e)));
      await page.goto(maker);
      await page.waitForSelector('svg.map g.layer g.traced', { state: 'attached' });
      expect(page.url()).not.toContain('token');
      const screen = (p: [number, number]) =>
        page.evaluate((q: [number, number]) => {
          const m = (globalThis as any).document.querySelector('svg.map g.layer').getScreenCTM();
          return { x: m.a * q[0] + m.c * q[1] + m.e, y: m.b * q[0] + m.d * q[1] + m.f };
        }, p);
      const clickAt = async (p: [number, number]) => {
        const s = await screen(p);
        await page.mouse.click(s.x, s.y);
      };
      // A building, 4" high, named.
      await page.check('input[name="tool"][value="building"]');
      await page.fill('input[name="id"]', 'pub');
      await page.fill('input[name="name"]', 'The "George" & <pub>');
      await page.fill('input[name="height"]', '4');
      for (const p of [[10, 4], [18, 4], [18, 10], [10, 10]] as [number, number][]) await clickAt(p);
      expect(await page.$eval('.view.maker', (e: any) => e.dataset.pending)).toBe('4');
      await page.click('[data-act="finish"]');
      // A zone, by Enter.
      await page.check('input[name="tool"][value="zone"]');
      await page.fill('input[name="name"]', 'High Street');
      for (const p of [[0, 20], [96, 20], [96, 30], [0, 30]] as [number, number][]) await clickAt(p);
      await page.keyboard.press('Enter');
      expect(await page.$eval('.view.maker', (e: any) => e.dataset.traced)).toBe('2');
      await page.click('[data-act="yaml"]');
      await page.waitForFunction(() => (globalThis as any).document.querySelector('.view.maker')?.dataset.checked !== undefined, null, { timeout: 5000, polling: 20 });
      expect(await page.$eval('.view.maker', (e: any) => e.dataset.checked)).toBe('ok');
      const yaml = await page.$eval('textarea.maker-yaml', (e: any) => e.value);
      expect(await page.$eval('a.download', (e: any) => e.href)).toMatch(/^blob:/);
      const section = parse(yaml).map;
      expect(section.outlines).toHaveLength(1);
      expect(section.outlines[0]).toMatchObject({ id: 'pub', kind: 'building', height: 4, name: 'The "George" & <pub>' });
      expect(section.zones[0]).toMatchObject({ id: 'zone-1', name: 'High Street' });
      // Every point within a tenth of where it was clicked.
      const want = [[10, 4], [18, 4], [18, 10], [10, 10]];
      section.outlines[0].points.forEach((p: number[], i: number) => expect(Math.hypot(p[0] - want[i][0], p[1] - want[i][1])).toBeLessThan(0.25));
      // The schema takes it (the defaults filled in as the scenario's reader fills them)...
      const state = { eye: 1, tolerance: 0.5, fresh: 2, areas: [], places: [], pieces: {}, ...section, zones: section.zones.map((z: any) => ({ ...z, adjacent: [], sees: [z.id] })) };
      const parsed = v.safeParse(MAP_SCHEMA, state);
      expect(parsed.success).toBe(true);
      expect(checkMap(parsed.output as any)).toBeNull();
      // ...and so does `umpire init`, the section laid into a scenario (the outline drawing the scenario's pub, its id renamed).
      const g = tempGame();
      games.push(g);
      const base = readFileSync(join(SCENARIOS, 'railton-road.yaml'), 'utf8');
      await g.init(`${base}\n${yaml.replace('id: pub,', 'id: pub-outline, building: pub,')}`);
      const map = g.readState().game.map;
      expect(map.outlines[0]).toMatchObject({ id: 'pub-outline', height: 4 });
      expect(map.zones[0].name).toBe('High Street');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
