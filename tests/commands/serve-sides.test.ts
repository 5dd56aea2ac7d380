// A view per side (issue 42 point 3), and the leak scan of tests/commands/serve.test.ts
// taken side by side: RIOT's teams and Intervention's sides each open their
// own players' page behind their own token (GameSystem.sides, U312); every
// response and event stream of each side's page, of the one players' screen,
// and of each page asked with another side's token, is searched for another
// side's secret: a team's cards in hand and the nationalists' mission (RIOT,
// l.27, U247), a hidden figure of the other side (Intervention, l.451-453,
// U113). Mutation checks: the side whose secret it is does see it (the scan
// would see a leak).
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempGame } from '../helpers/cli.js';
import { openStream, readStream, startServe, type Served, servedFixtures } from '../helpers/serve.js';
import { splitLine } from '../../src/repl/split.js';

type Game = ReturnType<typeof tempGame>;
// The games and servers a test made, stopped and removed after the file (tests/helpers/serve.ts).
const { games, servers } = servedFixtures<Game>();

/** Each side's page as printed: id -> address with its token. */
function sidePages(s: Served): Record<string, string> {
  return Object.fromEntries([...s.out().matchAll(/(http:\/\/\S+\/side\/([^?\s]+)\?token=\S+)/g)].map((m) => [decodeURIComponent(m[2]), m[1]]));
}

/** Plays `lines` with every page's stream open; returns every text each page's audience could get, by audience ('' the one players' screen). */
async function scan(g: Game, s: Served, lines: string[]): Promise<Record<string, string>> {
  const pages = sidePages(s);
  const audiences: [string, string][] = [['', s.players], ...Object.entries(pages)];
  const streamOf = (url: string) => {
    const u = new URL(url);
    return `${u.origin}${u.pathname.replace(/\/$/, '')}/events${u.search}`;
  };
  const streams = audiences.map(([, url]) => openStream(streamOf(url)));
  // Each stream's first view before the first command: a stream that connects late (a busy machine) would
  // otherwise get the last view only, and the updates it should carry could not be checked.
  for (const x of streams) expect(await x.until('event: view')).toBe(true);
  for (const l of lines) {
    const r = await runCli(splitLine(l).words, { cwd: g.dir });
    expect(r.code, `${l}: ${r.stderr}`).toBe(0);
  }
  const end = g.readLog().at(-1)!.seq;
  await Promise.all(streams.map((x) => x.until(`data-seq="${end}"`)));
  const events = await Promise.all(streams.map((x) => x.stop()));
  const out: Record<string, string> = {};
  for (const [i, [who, url]] of audiences.entries()) {
    const u = new URL(url);
    const token = u.searchParams.get('token') ?? '';
    const texts = [events[i].text, await (await fetch(url)).text(), await (await fetch(`${u.origin}${u.pathname.replace(/\/$/, '')}/check${u.search}`)).text()];
    // With this audience's token: every other page (refused) and its stream, the style and the script.
    for (const other of [s.players, ...Object.values(pages)]) {
      if (other === url) continue;
      const o = new URL(other);
      const path = `${o.origin}${o.pathname}?token=${encodeURIComponent(token)}`;
      texts.push(await (await fetch(path)).text(), (await readStream(`${o.origin}${o.pathname.replace(/\/$/, '')}/events?token=${encodeURIComponent(token)}`, 300)).text);
    }
    for (const p of ['/umpire', '/side/constructor', '/side/__proto__', '/nothing']) texts.push(await (await fetch(`${u.origin}${p}?token=${encodeURIComponent(token)}`)).text());
    expect(events[i].text.match(/^event: view$/gm)?.length ?? 0, who).toBeGreaterThan(1);
    out[who] = texts.join('\n').replace(/\ndata: /g, '\n');
  }
  // No audience's texts hold another's token.
  for (const [who, url] of audiences) {
    const mine = new URL(url).searchParams.get('token');
    for (const [other, ourl] of audiences) if (other !== who) expect(out[other], `${who}'s token on ${other}'s page`).not.toContain(mine);
    expect(out[who]).not.toContain(new URL(s.umpire).searchParams.get('token'));
  }
  return out;
}

const word = (x: string) => new RegExp(`(?<![\\p{L}\\w-])${x.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&')}(?![\\p{L}\\w-])`, 'u');
const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

describe('a page per side never carries another side\'s secret', () => {
  it("RIOT: each team's page shows its own hand (and the nationalists their mission), and no other team's", async () => {
    const g = tempGame();
    games.push(g);
    await g.init('riot-sample.fr.yaml');
    const s = await startServe(g.dir, ['--host', '127.0.0.2']);
    servers.push(s);
    expect(Object.keys(sidePages(s)).sort()).toEqual(['anarchistes', 'autonomes', 'nationalistes', 'police']);
    const texts = await scan(g, s, [
      'riot-turn police',
      'riot-buy police --unit crs',
      'riot-turn autonomes',
      'riot-buy autonomes --cards 1 --roll 42',
      'riot-turn anarchistes',
      'riot-buy anarchistes --cards 1 --roll 31',
      'riot-turn nationalistes',
      'riot-buy nationalistes --cards 1 --roll 17',
    ]);
    const st = g.readState().game.riot;
    const hands: Record<string, string[]> = Object.fromEntries(Object.values(st.teams).map((tm: any) => [tm.id, tm.hand as string[]]));
    const cardWords = (id: string) => [id, st.cards[id].name, st.cards[id].text];
    for (const team of ['autonomes', 'anarchistes', 'nationalistes']) expect(hands[team].length, team).toBe(1);
    const mission = st.missions[st.teams.nationalistes.mission];
    expect(mission).toBeTruthy();
    for (const [who, all] of Object.entries(texts)) {
      const mine = new Set(hands[who] ?? []);
      const mineWords = new Set([...mine].flatMap(cardWords));
      for (const [team, hand] of Object.entries(hands)) {
        if (team === who) continue;
        for (const c of hand) for (const w of cardWords(c)) if (!mineWords.has(w)) expect(all, `${team}'s card ${w} on ${who || 'the players'}' page`).not.toMatch(word(esc(w)));
      }
      if (who !== 'nationalistes') for (const w of [mission.id, mission.name]) expect(all, `the mission on ${who || 'the players'}' page`).not.toMatch(word(esc(w)));
      // Mutation check: its own hand is on its own page.
      // Mutation check: its own hand is on its own page, in the teams' table (the hand column lists it).
      for (const c of mine) expect(all, `${who}'s own card`).toMatch(new RegExp(`Cartes.{0,3}">${esc(st.cards[c].name)}<`));
    }
    expect(texts.nationalistes).toContain(esc(mission.name));
    await s.stop();
  });

  it("Intervention: each side's page shows its own hidden figure, the other side's page and the players' screen never", async () => {
    const g = tempGame();
    games.push(g);
    await g.init('intervention-liberation-otage.yaml');
    const s = await startServe(g.dir, ['--host', '127.0.0.2']);
    servers.push(s);
    expect(Object.keys(sidePages(s)).sort()).toEqual(['gign', 'ravisseurs']);
    const texts = await scan(g, s, ['intv-orders chef,a2 run', 'intv-orders p2 progress', 'intv-orders p1 observe', 'intv-phase movement', 'intv-activate bravo,garde --pass', 'intv-move p2 --cm 5']);
    const st = g.readState().game;
    const hidden = Object.values(st.fighters).filter((f: any) => f.sighting === 'hidden') as { id: string; name: string; side: string }[];
    expect(hidden.map((f) => f.id)).toEqual(['p2']);
    for (const [who, all] of Object.entries(texts)) {
      for (const f of hidden) {
        const words = [f.id, f.name];
        // Its own side's page shows it (the status names a figure by its id).
        if (who === f.side) expect(all, `${f.id} on its own side's page`).toMatch(word(esc(f.id)));
        else for (const w of words) expect(all, `${w} on ${who || 'the players'}' page`).not.toMatch(word(esc(w)));
      }
    }
    await s.stop();
  });
});
