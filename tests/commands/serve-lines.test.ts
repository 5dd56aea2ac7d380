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

// Guérilla Urbaine and the packs (issue 42): each resolution told in one line
// from its record's code and fields, in the page's language; the figures,
// gangs, units, crowds and buildings by name; never an agent, an armed man,
// an id, a die or a rule's line.
describe("the players' lines of Guérilla Urbaine and the packs", () => {
  const { join } = require('node:path') as typeof import('node:path');
  const batch = (name: string) => join(__dirname, '..', 'batch', name);
  async function told(g: ReturnType<typeof tempGame>, lang: Lang): Promise<{ procedure: string; code: string; unseen: boolean; lines: string[] }[]> {
    const { playerRecord } = await import('../../src/render/player.js');
    const paths = { state: g.state, log: g.log, lock: `${g.state}.lock` };
    const sf = await readGame({ paths, env: {}, warn: () => undefined });
    return inForce(readLog(paths.log).entries).map(({ record, turn }) => {
      const p = playerRecord(record, { lang, turn, game: sf.game });
      return { procedure: record.procedure, code: record.outcome.code, unseen: p.unseen === true, lines: p.lines };
    });
  }
  const of = (xs: Awaited<ReturnType<typeof told>>, procedure: string) => xs.filter((x) => x.procedure === procedure);
  /** Rules' references and dice words the players are never told (a ruling, a rule's line, a threshold). */
  const NO_RULES = /\b[RU]\d+\b|\bl\.\d+|\d\+|\bPV \d+\/\d+|\{\w+\}/;

  it('the gang skirmish: every procedure by the figures\' and gangs\' names, en and fr, never their ids', async () => {
    const g = await played('guerilla-urbaine-gangs.yaml', [['batch', batch('gu-three-turns.txt')]]);
    const en = await told(g, 'en');
    const fr = await told(g, 'fr');
    for (const p of ['gu-gang', 'gu-initiative', 'gu-phase', 'gu-act', 'gu-shoot', 'gu-melee', 'gu-heal', 'gu-pray', 'gu-power']) expect(of(en, p).length, p).toBeGreaterThan(0);
    expect(of(en, 'gu-gang')[0].lines).toEqual(['Les Loups: a legal gang, 104 cdt']);
    expect(of(fr, 'gu-gang')[0].lines).toEqual(['Les Loups\u00a0: un gang réglementaire, 104\u00a0cdt']);
    expect(of(en, 'gu-initiative')[0].lines).toEqual(['Turn 1: Les Loups have the initiative, then Les Corbeaux']);
    expect(of(fr, 'gu-initiative')[0].lines).toEqual(['Tour 1\u00a0: l’initiative pour Les Loups, puis Les Corbeaux']);
    expect(of(en, 'gu-phase')[0].lines).toEqual(['Phase of Vic (Les Loups), with Lynx']);
    expect(of(fr, 'gu-phase').map((x) => x.lines[0])).toContain('Phase des autres figurines du gang\u00a0: Les Loups');
    expect(of(en, 'gu-shoot')[0].lines).toEqual(['Vic shoots at Zip: a hit, but saved']);
    expect(of(en, 'gu-shoot').map((x) => x.lines[0])).toContain('Raven shoots at Brute, Nono: Brute is killed');
    expect(of(fr, 'gu-shoot').map((x) => x.lines[0])).toContain('Raven tire sur Brute, Nono\u00a0: Brute est tuée');
    expect(of(en, 'gu-melee')[0].lines).toEqual(['La Lame attacks Nono: parried, Nono steps back']);
    expect(of(fr, 'gu-melee')[0].lines).toEqual(['La Lame attaque Nono\u00a0: paré, Nono recule']);
    expect(of(en, 'gu-heal')[0].lines).toEqual(['Doc brings Brute back with 1 PV']);
    expect(of(en, 'gu-act').map((x) => x.lines[0])).toEqual(expect.arrayContaining(['Lynx concentrates', 'Lynx is camouflaged', 'Nono stands up']));
    expect(of(fr, 'gu-act').map((x) => x.lines[0])).toEqual(expect.arrayContaining(['Lynx se concentre', 'Nono se relève']));
    expect(of(en, 'gu-power').map((x) => x.lines[0])).toContain("Mama Loa: Nature's wrath, on Nono, Œil");
    expect(of(en, 'gu-pray').map((x) => x.lines[0])).toContain('Frère Jo: Laying on of hands; Zip comes back with 1 PV');
    // The ids (lower case: `vic`, `loups`, `lame`) and the umpire's words never; each line one line, the French its own.
    const ids = /\b(vic|sam|doc|lynx|brute|nono|oeil|raven|kira|mama|frere|lame|zip|loups|corbeaux)\b/;
    for (const [lang, xs] of [['en', en], ['fr', fr]] as const) {
      for (const x of xs.filter((y) => y.procedure.startsWith('gu-'))) {
        expect(x.lines, `${lang} ${x.procedure}`).toHaveLength(1);
        expect(x.lines[0], `${lang} ${x.procedure}`).not.toMatch(ids);
        expect(x.lines[0], `${lang} ${x.procedure}`).not.toMatch(NO_RULES);
        expect(x.lines[0]).not.toMatch(/\bgu\.|Killed:|Missed|Hit:/);
      }
    }
    for (let i = 0; i < en.length; i++) if (en[i].procedure.startsWith('gu-')) expect(fr[i].lines[0], en[i].lines[0]).not.toBe(en[i].lines[0]);
    // The served page says the last shot in its own language, by name.
    const latest = part((await screen(g, 'fr')).html, 'section', 'latest');
    expect(latest).toContain('Lynx tire sur Frère Jo');
    expect(latest).not.toMatch(/\b(lynx|frere)\b|shoots/);
  });

  it('the armed pack: shots heard and their effects seen, the agent never (U136), en and fr', async () => {
    const g = await played('railton-road-armed.yaml', [['batch', batch('railton-armed-agents.txt')]]);
    const en = await told(g, 'en');
    const fr = await told(g, 'fr');
    expect(of(en, 'agent-shoot').map((x) => x.lines)).toEqual([
      ['Gunfire from Front Line youths at Armed response: 1 hit; down: Armed response (1)'],
      ['Gunfire at Snatch squad, Front Line youths: 3 hits; down: Snatch squad (1), Front Line youths (2)'],
    ]);
    expect(of(fr, 'agent-shoot')[0].lines).toEqual(['Des coups de feu depuis Front Line youths sur Armed response\u00a0: 1 touché\u00a0; à terre\u00a0: Armed response (1)']);
    expect(of(en, 'sf-shoot')[0].lines).toEqual(['Armed response fire at an armed man in Front Line youths: he is down']);
    expect(of(fr, 'sf-shoot')[0].lines).toEqual(['Armed response\u00a0: tirs sur un homme armé dans Front Line youths\u00a0; il est à terre']);
    // An agent moving or hiding is not seen at all.
    for (const p of ['agent-move', 'agent-hide']) expect(of(en, p).map((x) => [x.unseen, x.lines])).toEqual([[true, ['Nothing the security forces can see.']]]);
    const hidden = /gunman|rifleman|Gunman with grenades|Rifleman|\bcas-\d|\bagent\b|spg~|armed~|grenade|assault rifle|pistol|\bPV\b/i;
    for (const [lang, xs] of [['en', en], ['fr', fr]] as const) {
      for (const x of xs.filter((y) => /^(agent|sf)-/.test(y.procedure))) {
        expect(x.lines.join('\n'), `${lang} ${x.procedure}`).not.toMatch(hidden);
        expect(x.lines.join('\n'), `${lang} ${x.procedure}`).not.toMatch(NO_RULES);
      }
    }
    // The served page names no agent either (its lines, its rosters, its map).
    const page = (await screen(g)).html + (await screen(g, 'fr')).html;
    expect(page).not.toMatch(/Gunman with grenades|Rifleman|\brifleman\b|\bgunman\b/);
  });

  it('the melee with an armed agent, either side attacking, en and fr', async () => {
    const g = await played('railton-road-armed.yaml', [
      ['agent-melee', 'gunman', '--unit', 'snatch', '--roll', '6,1'],
      ['agent-melee', 'rifleman', '--unit', 'snatch', '--unit-attacks', '--roll', '1'],
    ]);
    const en = of(await told(g, 'en'), 'agent-melee');
    const fr = of(await told(g, 'fr'), 'agent-melee');
    expect(en.map((x) => x.lines)).toEqual([['An armed man attacks Snatch squad: a figure is down'], ['Snatch squad attack an armed man: missed']]);
    expect(fr.map((x) => x.lines)).toEqual([['Un homme armé attaque Snatch squad\u00a0: une figurine est à terre'], ['Snatch squad\u00a0: attaque contre un homme armé\u00a0; manqué']]);
    for (const x of [...en, ...fr]) expect(x.lines.join('\n')).not.toMatch(/gunman|rifleman|Rifleman|Gunman/i);
  });

  it('the SWAT assault: the building by name, the SF figures in and standing; never the armed men, an assault or fighter id', async () => {
    const g = await played('railton-road-swat.yaml', [['batch', batch('railton-swat-storm.txt')]]);
    const en = await told(g, 'en');
    const fr = await told(g, 'fr');
    const lines = (xs: typeof en, p: string) => of(xs, p).map((x) => x.lines[0]);
    expect(lines(en, 'assault-start')).toEqual(['The SF storm Bank: 6 figures go in']);
    expect(lines(fr, 'assault-start')).toEqual(['Les fp donnent l’assaut à Bank\u00a0: 6 membres entrent']);
    expect(lines(en, 'assault-turn')).toEqual(['Bank, six-second turn 1: shots and blows; 6 SF figures still standing', 'Bank, six-second turn 2: the building is cleared']);
    expect(lines(fr, 'assault-turn')[1]).toBe('Bank, tour de six secondes 2\u00a0: le bâtiment est nettoyé');
    expect(lines(en, 'assault-end')).toEqual(['Bank is cleared; 7 casualties to triage']);
    expect(lines(fr, 'assault-end')).toEqual(['Bank est nettoyé\u00a0; 7 victimes au tri']);
    for (const x of [...en, ...fr].filter((y) => y.procedure.startsWith('assault-'))) {
      expect(x.lines.join('\n')).not.toMatch(/armed (man|men)|hommes? armés?|assault-\d|armed-\d|\bgunman\b|lookout|driver|Gunman at the counter|Lookout|PF \d|RT|\bcas-\d/);
      expect(x.lines.join('\n')).not.toMatch(NO_RULES);
    }
  });

  it('the opinion pack: the card turned and its penalty in the page\'s language; the press unseen, no ruling named', async () => {
    const g = await played('railton-road-opinion.yaml', [['press', 'church', '--off'], ['batch', batch('railton-opinion.txt')]]);
    const en = await told(g, 'en');
    const fr = await told(g, 'fr');
    expect(of(en, 'press').map((x) => [x.unseen, x.lines])).toEqual([[true, ['Nothing the security forces can see.']]]);
    expect(of(en, 'opinion-draw')[0].lines).toEqual(['Public opinion: Television crews arrive. From turn 2: every negotiation -1 until turn 5.']);
    expect(of(fr, 'opinion-draw')[0].lines[0]).toMatch(/^Opinion publique\u00a0: Arrivée des équipes de télévision\. À partir du tour 2\u00a0: /);
    for (const x of [...en, ...fr].filter((y) => y.procedure === 'opinion-draw')) {
      expect(x.lines.join('\n')).not.toMatch(/press|presse|fought|affront|Cards left|restantes/i);
      expect(x.lines.join('\n')).not.toMatch(NO_RULES);
    }
  });
});

describe("the packs' players' lines: every code in both languages", () => {
  it('SWAT assault and public opinion: each outcome code a filled line, en and fr, no raw key', async () => {
    const { RAW_KEY } = await import('../helpers/raw-key.js');
    const { loadSystems, packById } = await import('../../src/engine/registry.js');
    await loadSystems({ system: 'civil-disorder', packs: ['swat-assault', 'riot-opinion'] });
    const swat = packById('swat-assault')!.players!;
    const opinion = packById('riot-opinion')!.players!;
    const rec = (procedure: string, code: string, fields: Record<string, unknown>) => ({ procedure, edition: 'en', rolls: [], modifiers: [], total: null, outcome: { code, text: 'UMPIRE TEXT' }, effects: [], notes: [], ...fields }) as never;
    const game = { system: 'civil-disorder', packs: ['riot-opinion'], turn: 3, crowds: {}, units: {}, buildings: { bank: { id: 'bank', name: 'Barclays Bank' } }, opinion: { cards: { 'tv-crews': { id: 'tv-crews', kind: 'modifier', procedure: 'negotiate', value: -1, turns: 3 } }, deck: ['tv-crews'], drawn: [], last: 'sf-hold' } } as never;
    const records = [
      rec('assault-start', 'started', { building: 'bank', sf: ['x1', 'x2'] }),
      ...['exchange', 'quiet', 'cleared', 'repulsed'].map((c) => rec('assault-turn', c, { building: 'bank', round: 2, standing: { sf: 1, armed: 2 } })),
      ...['cleared', 'held'].map((c) => rec('assault-end', c, { building: 'bank', casualties: ['cas-1', 'cas-2'] })),
    ];
    const draws = [...['card-turned', 'last-card-sf-hold', 'last-card-sf-lose'].map((c) => rec('opinion-draw', c, { card: 'tv-crews', from: 3 })), ...['press-present', 'deck-spent'].map((c) => rec('opinion-draw', c, { card: null }))];
    for (const lang of ['en', 'fr'] as const) {
      const said = [...records.map((r) => swat.lines!(r, game, lang, (s) => s)), ...draws.map((r) => opinion.lines!(r, game, lang, (s) => s))];
      for (const lines of said) {
        expect(lines).toHaveLength(1);
        const text = lines![0];
        expect(RAW_KEY.exec(text)?.[0], text).toBeUndefined();
        expect(text).not.toMatch(/\{\w+\}|UMPIRE TEXT|\bbank\b|cas-\d|x\d|\(R\d+\)|\barmed\b|armés?/);
      }
      expect(new Set(said.map((l) => l![0])).size).toBe(said.length);
      expect(said[0]![0]).toContain('Barclays Bank');
    }
  });
});
