// The report replays the map (issue 41, docs/map.md "The report's replay"):
// `umpire report --html` on a game with a map draws the map as of each entry
// of the log, from the log's fold, a slider choosing the entry; in Chromium
// the slider's first step shows the pieces where the scenario put them, a
// step after a move shows the piece moved, the last the game now. A game
// without a map has no replay.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';
import { mapReplay } from '../../src/review/map-replay.js';

type Game = ReturnType<typeof tempGame>;
const games: Game[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

async function played(): Promise<Game> {
  const g = tempGame();
  games.push(g);
  await g.init('railton-road-map.yaml');
  for (const l of [
    ['move', 'frontline', '--at', '25,30'],
    ['rl-roll', 'market', '--roll', '6,4'],
    ['move', 'frontline,foot1', '--by', '2,1'],
    ['move', 'market', '--at', '44,30'],
    ['undo'],
  ]) {
    const r = await g.run(...l);
    expect(r.code, `${l.join(' ')}: ${r.stderr}`).toBe(0);
  }
  return g;
}

const translateOf = (frame: string, name: string) => new RegExp(`<g class="piece[^"]*" data-piece="${name}" transform="translate\\(([^)]*)\\)"`).exec(frame)?.[1];

describe('the replay from the fold', () => {
  it('one step per entry, each frame the pieces as of that entry; the undo takes the move back', async () => {
    const g = await played();
    const entries = g.readLog();
    const r = mapReplay(entries, 'en')!;
    expect(r.steps.map((s) => s.seq)).toEqual(entries.map((e: any) => e.seq));
    const at = (i: number, id: string) => translateOf(r.frames[r.steps[i].frame], id);
    expect(at(0, 'frontline')).toBe('20 30');
    expect(at(1, 'frontline')).toBe('25 30');
    expect(at(3, 'frontline')).toBe('27 31');
    expect(at(3, 'foot1')).toBe('32 36');
    expect(at(4, 'market')).toBe('44 30');
    // The undo (entry 6) puts the market back where entry 5 found it.
    expect(at(5, 'market')).toBe(at(3, 'market'));
    // The entry's own pieces ringed.
    expect(r.frames[r.steps[1].frame]).toMatch(/class="piece[^"]* last[^"]*" data-piece="frontline"/);
    // A game without a map: none.
    const plain = tempGame();
    games.push(plain);
    await plain.init('railton-road.yaml');
    expect(mapReplay(plain.readLog(), 'en')).toBeNull();
    const page = join(plain.dir, 'r.html');
    expect((await plain.run('report', '--html', page)).code).toBe(0);
    expect(readFileSync(page, 'utf8')).not.toContain('id="replay"');
  });
});

if (!haveChromium) process.stderr.write(`map replay browser test SKIPPED: no Chromium at ${CHROMIUM}\n`);

describe('the report page in a real headless browser', () => {
  it.skipIf(!haveChromium)(`the slider redraws the map as of entry N${haveChromium ? '' : ' [SKIPPED: no Chromium]'}`, async () => {
    const g = await played();
    const file = join(g.dir, 'report.html');
    const r = g.spawn('report', '--html', file);
    expect(r.code, r.stderr).toBe(0);
    const browser = await launchChromium();
    try {
      const errors: string[] = [];
      const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
      page.on('pageerror', (e: unknown) => errors.push(String(e)));
      await page.goto(`file://${file}`);
      const drawn = (id: string) => page.$eval(`#replay g.piece[data-piece="${id}"]`, (e: any) => e.getAttribute('transform'));
      // The last entry first: the game as it stands.
      expect(await drawn('frontline')).toBe('translate(27 31)');
      await page.focus('#replay-at');
      await page.keyboard.press('Home');
      expect(await page.$eval('#replay', (e: any) => e.dataset.at)).toBe('1');
      expect(await drawn('frontline')).toBe('translate(20 30)');
      expect(await page.$eval('#replay-said', (e: any) => e.textContent)).toMatch(/^1 of 6: log entry 1, turn 1, init$/);
      await page.keyboard.press('ArrowRight');
      expect(await drawn('frontline')).toBe('translate(25 30)');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await drawn('market')).toBe('translate(44 30)');
      await page.keyboard.press('End');
      expect(await drawn('market')).not.toBe('translate(44 30)');
      await page.screenshot({ path: join(g.dir, 'replay.png') });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
