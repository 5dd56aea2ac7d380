// The map's background on `umpire serve` (issue 41, docs/map.md
// "Background", U341): the scenario's `background: { file }`, an SVG or a
// photo (PNG, JPEG), read from the scenario's folder and nowhere else, by
// what its bytes are, within a size; drawn stretched to the table, placed by
// two points, or (a photo at an angle) warped from its four corners by the
// page's script. Files are made here: a PNG by hand (zlib), a JPEG's header.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { startServe, type Served } from '../helpers/serve.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';
import { readBackground } from '../../src/serve/background.js';

type Game = ReturnType<typeof tempGame>;
const games: Game[] = [];
const servers: Served[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  games.forEach((g) => g.cleanup());
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A PNG of w by h pixels, each (x, y) coloured by `px` (RGB), made by hand. */
export function png(w: number, h: number, px: (x: number, y: number) => [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [r, g, b] = px(x, y);
      raw.set([r, g, b], y * (w * 3 + 1) + 1 + x * 3);
    }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG's first bytes: SOI, an APP0, then a baseline start of frame of w by h (enough for its size). */
function jpegHead(w: number, h: number): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08, h >> 8, h & 255, w >> 8, w & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
}

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'umpire-bg-'));
  dirs.push(d);
  return d;
}

describe('readBackground: one file of the scenario\'s folder, by its bytes, within a size', () => {
  it('reads a PNG, a JPEG and an SVG with their sizes; refuses a way out, a link out, a folder, too large, the wrong type, no type', () => {
    const d = folder();
    const out = folder();
    writeFileSync(join(d, 'table.png'), png(40, 20, () => [10, 20, 30]));
    writeFileSync(join(d, 'photo.jpg'), jpegHead(4032, 3024));
    writeFileSync(join(d, 'plan.svg'), '<?xml version="1.0"?>\n<!-- a plan -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600"><rect width="5" height="5"/></svg>');
    writeFileSync(join(d, 'sized.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="300px" height="150"></svg>');
    writeFileSync(join(d, 'notes.txt'), 'hello');
    writeFileSync(join(out, 'secret.png'), png(2, 2, () => [0, 0, 0]));
    symlinkSync(join(out, 'secret.png'), join(d, 'link.png'));
    mkdirSync(join(d, 'dir.png'));
    const ok = (file: string, type: 'svg' | 'image') => {
      const r = readBackground(d, { file, type });
      if ('problem' in r) throw new Error(`${file}: ${r.problem}`);
      return r;
    };
    expect(ok('table.png', 'image')).toMatchObject({ type: 'image/png', width: 40, height: 20 });
    expect(ok('photo.jpg', 'image')).toMatchObject({ type: 'image/jpeg', width: 4032, height: 3024 });
    expect(ok('plan.svg', 'svg')).toMatchObject({ type: 'image/svg+xml', width: 1200, height: 600 });
    expect(ok('sized.svg', 'svg')).toMatchObject({ width: 300, height: 150 });
    const problem = (file: string, type: 'svg' | 'image', max?: number) => (readBackground(d, { file, type }, max) as { problem?: string }).problem;
    expect(problem('../' + out.split('/').pop() + '/secret.png', 'image')).toBe('name');
    expect(problem('/etc/passwd', 'image')).toBe('name');
    expect(problem('link.png', 'image')).toBe('outside');
    expect(problem('dir.png', 'image')).toBe('not-a-file');
    expect(problem('nothing.png', 'image')).toBe('missing');
    expect(problem('table.png', 'image', 20)).toBe('too-large');
    expect(problem('table.png', 'svg')).toBe('wrong-type');
    expect(problem('plan.svg', 'image')).toBe('wrong-type');
    expect(problem('notes.txt', 'image')).toBe('unknown-type');
    for (const nasty of ['constructor', '__proto__', 'a\u0000b', 'x'.repeat(300), '.', '..', 'con\nsole.png']) expect(problem(nasty, 'image'), JSON.stringify(nasty)).toMatch(/name|missing/);
  });
});

const RAILTON = readFileSync(join(SCENARIOS, 'railton-road-map.yaml'), 'utf8');

async function served(yaml: string, files: Record<string, Buffer | string>, args: (g: Game) => string[] = () => []): Promise<{ g: Game; s: Served }> {
  const g = tempGame();
  games.push(g);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(g.dir, name), bytes);
  await g.init(yaml);
  const s = await startServe(g.dir, args(g));
  servers.push(s);
  return { g, s };
}

describe('the background over HTTP', () => {
  it('is drawn on the board and the players\' screen at an address only their pages give, served with its own type and a policy that runs nothing', async () => {
    const pic = png(120, 60, (x, y) => [x * 2, y * 4, 90]);
    const yaml = RAILTON.replace('background: { file: railton-road-map.svg }', 'background: { file: ground.png, calibrate: [{ pixel: [0, 0], at: [0, 0] }, { pixel: [120, 0], at: [120, 0] }] }');
    const { s } = await served(yaml, { 'ground.png': pic });
    const board = await (await fetch(s.umpire)).text();
    const href = /<image class="background" href="([^"]+)"[^>]*transform="matrix\(1 0 0 1 0 0\)"/.exec(board)?.[1];
    expect(href, board.slice(board.indexOf('<svg'), board.indexOf('<svg') + 600)).toMatch(/^\/map\/background\/[\w-]+\/[\w-]+$/);
    const players = await (await fetch(s.players)).text();
    expect(players).toContain(`href="${href}"`);
    const r = await fetch(`${s.origin}${href}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await r.arrayBuffer()).equals(pic)).toBe(true);
    // Any other address under it is no page: a guessed key, a path out, the scenario, the state.
    const key = href!.split('/')[3];
    for (const p of ['/map/background/x/y', `/map/background/${key}/x`, `/map/background/${key}/..%2f..%2fumpire-state.json`, '/map/background', '/ground.png', '/umpire-state.json', '/scenario.yaml', `/map/background/${key}/${href!.split('/')[4]}/x`])
      expect((await fetch(`${s.origin}${p}`)).status, p).toBe(404);
  });

  it('an SVG background is stretched to the table; a missing file, or another folder, draws none (the page says nothing of it)', async () => {
    const svg = readFileSync(join(SCENARIOS, 'railton-road-map.svg'));
    const { s } = await served(RAILTON, { 'railton-road-map.svg': svg });
    const board = await (await fetch(s.umpire)).text();
    const href = /<image class="background" href="([^"]+)" x="0" y="0" width="120" height="60" preserveAspectRatio="none"\/>/.exec(board)?.[1];
    expect(href).toBeDefined();
    const r = await fetch(`${s.origin}${href}`);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(Buffer.from(await r.arrayBuffer()).equals(svg)).toBe(true);
    // The scenario's file absent from the folder: no background, no error.
    const { s: s2 } = await served(RAILTON, {});
    expect(await (await fetch(s2.umpire)).text()).not.toContain('class="background"');
    // `--scenario` names the folder: the bundled scenarios' own.
    const { s: s3 } = await served(RAILTON, {}, () => ['--scenario', join(SCENARIOS, 'railton-road-map.yaml')]);
    expect(await (await fetch(s3.umpire)).text()).toContain('class="background"');
  });
});

if (!haveChromium) process.stderr.write(`serve map background test SKIPPED: no Chromium at ${CHROMIUM}\n`);

describe('a photo taken at an angle, in a real headless browser', () => {
  it.skipIf(!haveChromium)(`its four corners warp it onto the table: the map's corner shows the photo's corner colour${haveChromium ? '' : ' [SKIPPED: no Chromium]'}`, async () => {
    // A 200x150 photo: the table a quadrilateral in it (corners below), red inside near its top-left corner, blue near its bottom-right, grey elsewhere.
    const corners: [number, number][] = [
      [40, 20],
      [180, 35],
      [170, 140],
      [20, 120],
    ];
    const pic = png(200, 150, (x, y) => (Math.hypot(x - 50, y - 30) < 12 ? [230, 20, 20] : Math.hypot(x - 160, y - 128) < 12 ? [20, 20, 230] : [120, 120, 120]));
    const yaml = RAILTON.replace('background: { file: railton-road-map.svg }', `background: { file: table.png, corners: ${JSON.stringify(corners)} }`);
    const { s } = await served(yaml, { 'table.png': pic });
    const browser = await launchChromium();
    try {
      const errors: string[] = [];
      const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
      page.on('pageerror', (e: unknown) => errors.push(String(e)));
      await page.goto(s.players);
      await page.waitForFunction(() => ((globalThis as any).document.querySelector('svg.map image.background')?.getAttribute('href') ?? '').startsWith('data:image/'), null, { timeout: 10000, polling: 20 });
      // The warped picture's colour at a map point: drawn into a canvas of the table's size.
      const colourAt = (p: [number, number]) =>
        page.evaluate(
          async ([x, y]: [number, number]) => {
            const d = (globalThis as any).document;
            const img = d.querySelector('svg.map image.background');
            const pic = new (globalThis as any).Image();
            pic.src = img.getAttribute('href');
            await pic.decode();
            const c = d.createElement('canvas');
            c.width = pic.naturalWidth;
            c.height = pic.naturalHeight;
            const g = c.getContext('2d');
            g.drawImage(pic, 0, 0);
            const px = g.getImageData(Math.round((x / 120) * c.width), Math.round((y / 60) * c.height), 1, 1).data;
            return [px[0], px[1], px[2]];
          },
          p,
        );
      // The photo's red spot (pixel 50,30, just inside the top-left corner) lands near the map's top-left; the blue near its bottom-right.
      const { fromCorners } = await import('../../src/geometry/calibration.js');
      const k = fromCorners(corners as any, [120, 60]);
      const red = k.toMap([50, 30]) as [number, number];
      const blue = k.toMap([160, 128]) as [number, number];
      const [r1, , b1] = await colourAt(red);
      const [r2, , b2] = await colourAt(blue);
      expect(r1, `red at ${red}`).toBeGreaterThan(180);
      expect(b1).toBeLessThan(80);
      expect(b2, `blue at ${blue}`).toBeGreaterThan(180);
      expect(r2).toBeLessThan(80);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
