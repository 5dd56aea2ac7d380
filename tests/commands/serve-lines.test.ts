// What the players' screen says (issue 42), in-process (the server's own
// playersFragment on a game played by the CLI): a resolution taken back is
// said so and never shown as in force; the lines say what changed, in the
// page's language from the record, not the stored English; the turn's end
// is coherent; RIOT's tables by name under their headings; control
// characters of a scenario's text are shown, never sent.
import { afterAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { readGame } from '../../src/state/transaction.js';
import { readLog } from '../../src/state/store.js';
import { inForce, playersFragment } from '../../src/serve/render.js';
import type { Lang } from '../../src/rules/types.js';

const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

async function played(scenario: string, lines: string[][]): Promise<ReturnType<typeof tempGame>> {
  const g = tempGame();
  games.push(g);
  await g.init(scenario);
  for (const l of lines) {
    const r = await g.run(...l);
    if (r.code !== 0) throw new Error(`${l.join(' ')}: ${r.stderr}`);
  }
  return g;
}

async function screen(g: ReturnType<typeof tempGame>, lang?: Lang): Promise<{ html: string; entries: ReturnType<typeof readLog>['entries'] }> {
  const paths = { state: g.state, log: g.log, lock: `${g.state}.lock` };
  const sf = await readGame({ paths, env: {}, warn: () => undefined });
  const { entries } = readLog(paths.log);
  return { html: await playersFragment({ game: sf.game, entries, problem: null, lang: lang ?? sf.game.lang }), entries };
}

/** The inside of the page's element of class `cls` (the first one). */
function part(html: string, tag: string, cls: string): string {
  const i = html.indexOf(`<${tag} class="${cls}`);
  if (i < 0) return '';
  const end = html.indexOf(`</${tag}>`, i);
  return html.slice(i, end);
}

describe("the players' screen's lines", () => {
  it('a resolution taken back (undo) is said so, and is not shown as in force (render.ts inForce)', async () => {
    const g = await played('railton-road.yaml', [
      ['rl-roll', 'market', '--roll', '1'],
      ['rl-roll', 'frontline', '--roll', '6,6'],
      ['undo'],
    ]);
    const { html, entries } = await screen(g);
    const undone = entries.find((e) => e.kind === 'resolution' && e.record?.procedure === 'rl-roll' && (e.record as { crowd?: string }).crowd === 'frontline')!;
    expect(inForce(entries).map((r) => r.seq)).not.toContain(undone.seq);
    const latest = part(html, 'section', 'latest');
    // The last thing that happened is the taken-back roll, said so.
    expect(latest).toContain('class="undone"');
    expect(latest).toContain('Taken back by the umpire');
    expect(latest).toContain('Front Line youths');
    // Every item naming the Front Line's roll is a taken-back one: none tells its RL as if it stood.
    const items = html.split('<li').slice(1);
    for (const li of items.filter((x) => x.includes('Front Line youths'))) expect(li.startsWith(' class="undone"'), li).toBe(true);
    expect(html).not.toMatch(/Front Line youths (grows angrier|calms|stays)/);
    // The market's roll is in force, told as what changed.
    expect(html).toMatch(/Market crowd (calms|grows angrier|stays at)[^<]*RL/);
  });

  it("says the turn's end and the RL change in the page's language from the record, not the stored English", async () => {
    const g = await played('railton-road.yaml', [['rl-roll', 'market', '--roll', '1'], ['next-turn'], ['next-turn']]);
    const en = (await screen(g)).html;
    expect(en).toContain('Turn 2 is over; turn 3 begins');
    // The heading says the turn it opens, not the one it closed.
    expect(en).toMatch(/<h3>Next turn<span class="when"> · Turn 3<\/span><\/h3><p>Turn 2 is over; turn 3 begins<\/p>/);
    const fr = (await screen(g, 'fr')).html;
    expect(fr).toContain('Le tour 2 est fini\u00a0; le tour 3 commence');
    expect(fr).not.toContain('begins');
    expect(fr).toMatch(/Market crowd (se calme|s’échauffe|reste à)/);
    expect(fr).not.toContain('RL marker');
    // The legend is said once, in the crowds' block: not on every line.
    expect(en.match(/8 = bad, 1 = good/g)?.length ?? 0).toBeLessThanOrEqual(1 + (en.match(/aria-label="RL \d of 8 \(8 = bad, 1 = good\)"/g)?.length ?? 0));
  });

  it("RIOT's tables each under a heading, the places and units by name (no gare-poste, no autonome1)", async () => {
    const g = await played('riot-sample.fr.yaml', [['riot-turn', 'police'], ['riot-buy', 'police', '--unit', 'crs', '--unit', 'crs'], ['riot-move', 'crs1', 'crs2', '--to', 'gare']]);
    const { html } = await screen(g);
    const stage = part(html, 'div', 'stage') + part(html, 'details', 'more');
    expect(stage).toContain('<h2>Équipes</h2>');
    expect(html).toContain('<h2>Unités</h2>');
    expect(html).toContain('<h2>Zones et bâtiments</h2>');
    expect(html).toContain('La Poste');
    // The status's own tables (the resolutions say what their records say).
    const tables = html.slice(html.indexOf('<div class="stage">')).replace(/<section class="block earlier">[\s\S]*?<\/section>/, '');
    expect(tables).not.toMatch(/gare-poste|autonome1|entry:|>hq</);
  });

  it("shows a scenario's control characters, never sends them (the page's escape)", async () => {
    const g = tempGame();
    games.push(g);
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { SCENARIOS } = await import('../helpers/cli.js');
    const yaml = readFileSync(join(SCENARIOS, 'railton-road.yaml'), 'utf8').replace('name: Market crowd', 'name: "Market \\e]52;c;aGk=\\a crowd \\u202e dlrow"');
    expect(yaml).toContain('\\e]52');
    await g.init(yaml);
    await g.run('rl-roll', 'market', '--roll', '1');
    const { html } = await screen(g);
    expect(html).toContain('Market ^[]52;c;aGk=^G crowd <U+202E> dlrow'.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(html).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f\u202e]/);
  });
});
