// The umpire's board for an evening of tables (issue 42 points 4-6, issue 40
// item 10): the turn sheet as a block, who is still playing (the players'
// screen too), each piece's umpire in a column, the turn clock counting down
// on both pages; the filters in the page's words, a bad turn said and nothing
// shown, numeric headings aligned, a foreign Host told what is wrong; on a
// phone the board folded (summaries with their details), in a real Chromium.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, SCENARIOS, tempGame } from '../helpers/cli.js';
import { startServe, type Served, servedFixtures } from '../helpers/serve.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';

type Game = ReturnType<typeof tempGame>;
// The games and servers a test made, stopped and removed after the file (tests/helpers/serve.ts).
const { games, servers } = servedFixtures<Game>();

const TABLES = readFileSync(join(SCENARIOS, 'railton-road-tables.yaml'), 'utf8');

async function game(yaml = TABLES): Promise<Game> {
  const g = tempGame();
  games.push(g);
  await g.init(yaml);
  return g;
}

async function serve(g: Game, args: string[] = []): Promise<Served> {
  const s = await startServe(g.dir, args);
  servers.push(s);
  return s;
}

/** A command in another process, as an umpire's shell runs it. */
function other(g: Game, ...argv: string[]): void {
  execFileSync(process.execPath, [BIN, ...argv], { cwd: g.dir, env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: '' }, stdio: 'pipe' });
}

/**
 * The page once it shows the log's last entry (and `also`, when given: the log is written before the state, so a page
 * may show the new entry a moment before the state that goes with it).
 */
async function pageAt(g: Game, url: string, also?: string): Promise<string> {
  const log = g.readLog();
  const want = `data-seq="${log[log.length - 1].seq}"`;
  const done = (h: string) => h.includes(want) && (also === undefined || h.includes(also));
  let html = '';
  for (let i = 0; i < 200 && !done(html); i++) {
    html = await (await fetch(url)).text();
    if (!done(html)) await new Promise((r) => setTimeout(r, 50));
  }
  expect(html).toContain(want);
  return html;
}

describe("the umpire's board of an evening of tables", () => {
  it("shows the turn sheet, who is still playing (the players' screen too) and each piece's umpire", async () => {
    const g = await game();
    const s = await serve(g);
    other(g, 'rl-roll', 'market', '--umpire', 'amy', '--roll', '6,3');
    other(g, 'done', '--umpire', 'amy');
    const board = await pageAt(g, s.umpire);
    expect(board).toContain('<p class="tables">Still playing: bob, carl</p>');
    expect(board).toMatch(/<details class="block sheet fold" data-fold="sheet" open><summary><h2>This turn/);
    expect(board).toContain('<li><b>market</b> Response Level roll: RL 5 → 6, moves 3&quot; [amy]</li>');
    expect(board).toContain('Tables done: amy; still playing: bob, carl');
    // Each piece's umpire: a column after the rest; a building in no sector is anyone's.
    expect(board).toMatch(/<th>Umpire<\/th><\/tr><\/thead>/);
    expect(board).toMatch(/<td data-label="Id:">frontline<\/td>.*?<td data-label="Umpire:">amy<\/td><\/tr>/);
    expect(board).toMatch(/<td data-label="Id:">church<\/td>.*?<td data-label="Umpire:">bob<\/td><\/tr>/);
    expect(board).toMatch(/>cars<\/td>.*?>\u2014<\/td><\/tr>/);
    // A numeric column's heading is right-aligned with its figures.
    expect(board).toContain('<th class="n">Figures</th>');
    const players = await pageAt(g, s.players);
    expect(players).toContain('<p class="tables">Still playing: bob, carl</p>');
    expect(players).not.toContain('This turn');
    expect(players).not.toContain('>Umpire<');
    other(g, 'done', '--umpire', 'bob');
    other(g, 'done', '--umpire', 'carl');
    const all = '<p class="tables all">Every table is done with turn 1</p>';
    expect(await pageAt(g, s.players, all)).toContain(all);
    // A game of one table and no clock says neither.
    const one = await game(readFileSync(join(SCENARIOS, 'railton-road.yaml'), 'utf8'));
    const s1 = await serve(one);
    expect(await (await fetch(s1.players)).text()).not.toContain('class="playing"');
  });

  it('labels its filters in the page\'s words (both languages), says a bad turn and then shows no entry', async () => {
    const g = await game();
    other(g, 'rl-roll', 'market', '--umpire', 'amy', '--roll', '6,3');
    const s = await serve(g);
    const board = await (await fetch(s.umpire)).text();
    expect(board).toContain('<label>Turn <input name="turn"');
    expect(board).toContain('<label>From turn <input name="from"');
    expect(board).not.toContain('--turn');
    for (const bad of ['abc', '0', '-1', '1.5', '100001', '__proto__', 'constructor', '%00', '\x07', '\x1b[2J', 'x'.repeat(5000), '1e3', ' ']) {
      const html = await (await fetch(`${s.umpire}&turn=${encodeURIComponent(bad)}`)).text();
      if (bad.trim() === '') {
        expect(html, bad).toContain('2 of 2 entries shown');
        continue;
      }
      expect(html, bad).toMatch(/<p class="problem" role="alert">Turn: &quot;.*&quot; is not a turn \(a whole number from 1 to 100000\)/);
      expect(html, bad).toContain('aria-invalid="true"');
      expect(html, bad).toContain('0 of 2 entries shown');
    }
    const good = await (await fetch(`${s.umpire}&from=2`)).text();
    expect(good).toContain('The filter shows no entry.');
    const fr = await serve(g, ['--lang', 'fr']);
    const frBoard = await (await fetch(`${fr.umpire}&from=x`)).text();
    expect(frBoard).toContain('<label>Depuis le tour <input name="from"');
    expect(frBoard).toContain('Depuis le tour\u00a0: «\u00a0x\u00a0» n’est pas un tour');
  });

  it('tells a request naming a foreign Host what is wrong, not that a token is missing', async () => {
    const g = await game();
    const s = await serve(g);
    for (const host of ['evil.example', 'evil.example:80', '__proto__']) {
      const text = execFileSync('curl', ['-s', '-H', `Host: ${host}`, s.players], { encoding: 'utf8' });
      expect(text, host).toMatch(/This server answers to 127\.0\.0\.1, localhost, \[::1\] only; this request named &quot;/);
      expect(text, host).not.toContain('token');
    }
    expect(execFileSync('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', 'Host: evil.example', s.umpire], { encoding: 'utf8' })).toBe('403');
  });
});

describe('the board in a real headless browser', () => {
  it.skipIf(!haveChromium)(
    `folds on a phone (a summary each, the pending strip open; what the umpire opens stays open from view to view), all open on a wide screen; the clock counts down on both pages${haveChromium ? '' : ` [SKIPPED: no Chromium at ${CHROMIUM}]`}`,
    async () => {
      const g = await game(TABLES.replace(/^title:/m, 'clock: 10\ntitle:'));
      other(g, 'rl-roll', 'market', '--umpire', 'amy', '--roll', '6,3');
      const s = await serve(g);
      const browser = await launchChromium();
      try {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(s.umpire);
        await page.waitForFunction(() => (globalThis as any).document.querySelector('details[data-fold="log"]')?.open === false);
        const state = () => page.$$eval('details[data-fold]', (ds) => Object.fromEntries(ds.map((d: any) => [d.dataset.fold, d.open])));
        const folded = await state();
        expect(folded.pending).toBe(true);
        expect(Object.entries(folded).filter(([k, open]) => k !== 'pending' && open)).toEqual([]);
        expect(Object.keys(folded)).toEqual(expect.arrayContaining(['sheet', 'log', 's-Crowds']));
        const height = await page.evaluate(() => (globalThis as any).document.documentElement.scrollHeight);
        expect(height).toBeLessThan(2000);
        await page.click('details[data-fold="log"] > summary');
        expect((await state()).log).toBe(true);
        // A new view (another umpire's command) keeps what the umpire opened, and closed.
        other(g, 'rl-roll', 'church', '--umpire', 'bob', '--roll', '3,3');
        const seq = g.readLog().at(-1).seq;
        await page.waitForFunction((n) => Number((globalThis as any).document.querySelector('#screen .view')?.getAttribute('data-seq')) === n, seq);
        expect(await state()).toMatchObject({ log: true, sheet: false, pending: true });
        expect(await page.textContent('details[data-fold="sheet"]')).toContain('church');
        // The clock counts down by itself (the page's script), from the log's time of the turn's start.
        const clock = () => page.textContent('.clock .time');
        const first = await clock();
        expect(first).toMatch(/^\d+:\d\d left of 10 min$/);
        await page.waitForFunction((was) => (globalThis as any).document.querySelector('.clock .time')?.textContent !== was, first, { timeout: 5000 });
        // Wide: every block open.
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.waitForFunction(() => [...(globalThis as any).document.querySelectorAll('details[data-fold]')].every((d: any) => d.open));
        const players = await browser.newPage({ viewport: { width: 390, height: 844 } });
        await players.goto(s.players);
        expect(await players.textContent('.clock .time')).toMatch(/^\d+:\d\d left of 10 min$/);
        expect(await players.textContent('.playing .tables')).toBe('Still playing: amy, bob, carl');
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});
