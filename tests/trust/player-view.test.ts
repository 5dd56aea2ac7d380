// The players' view everywhere (docs/promises.md, 7): every `--player`
// output, human and --json, of status, log, the procedures' resolutions, the
// odds and the packs' own lists, goes through the systems' players' views
// (PlayersView in src/engine/system.ts), for every game: nothing the players
// may not know reaches it. Each sample game is played with UMPIRE_VIEW=player
// (the REPL's `player on`), in process; then every view is searched for
// what each game hides.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonLines, ROOT, runCli, tempGame } from '../helpers/cli.js';
import { splitLine } from '../../src/repl/split.js';
import { t } from '../../src/i18n/index.js';

type Game = ReturnType<typeof tempGame>;
const games: Game[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

/** Every key and every string value of a JSON value. */
function walk(v: unknown, keys: Set<string>, strings: Set<string>): void {
  if (typeof v === 'string') strings.add(v);
  else if (Array.isArray(v)) v.forEach((x) => walk(x, keys, strings));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      keys.add(k);
      walk(x, keys, strings);
    }
  }
}

/** The umpire's record fields and the engine's secrets: never in a players' JSON view. */
const UMPIRE_KEYS = ['rng', 'rngAt', 'seed', 'counters', 'versions', 'record', 'effects', 'outcome', 'procedure', 'notes', 'derived'];

interface Played {
  game: Game;
  /** The umpire's state at the end (to know what is hidden). */
  state: any;
  /** Every players' JSON object printed. */
  json: any[];
  /** Every players' human text printed. */
  text: string;
}

/** Plays a sample game in the players' view: each batch line's resolution, then status and the log, human and --json, in both languages. */
async function play(scenario: string, batch: string, extra: string[][] = [], seed?: string): Promise<Played> {
  const game = tempGame();
  games.push(game);
  await game.init(scenario, ...(seed ? ['--seed', seed] : []));
  const player = { env: { UMPIRE_VIEW: 'player' }, cwd: game.dir };
  const lines = readFileSync(join(ROOT, 'tests', 'batch', batch), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const json: any[] = [];
  let text = '';
  // The first lines as commands of their own, human (one in two) and --json.
  for (const [i, l] of lines.slice(0, 10).entries()) {
    const r = await runCli([...splitLine(l).words, ...(i % 2 ? ['--json'] : [])], player);
    expect(r.code, `${l}: ${r.stderr}`).toBe(0);
    if (i % 2) json.push(...jsonLines(r.stdout));
    else text += r.stdout;
  }
  const rest = join(game.dir, 'rest.txt');
  writeFileSync(rest, `${lines.slice(10).join('\n')}\n`);
  const b = await runCli(['batch', rest, '--json'], player);
  expect(b.code, b.stderr).toBe(0);
  json.push(...jsonLines(b.stdout));
  for (const lang of ['en', 'fr']) {
    for (const argv of [['status', '--json', '--player'], ['log', '--json', '--player'], ...extra.map((e) => [...e, '--json', '--player'])]) {
      const r = await runCli([...argv, '--lang', lang], { cwd: game.dir });
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
      json.push(...jsonLines(r.stdout));
    }
    for (const argv of [['status', '--player'], ['log', '--player'], ...extra.map((e) => [...e, '--player'])]) {
      const r = await runCli([...argv, '--lang', lang], { cwd: game.dir });
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
      text += r.stdout;
    }
  }
  return { game, state: game.readState().game, json, text };
}

/** The checks every game's players' JSON passes: each object says it is the players' view; no umpire field. */
function common(p: Played): { keys: Set<string>; strings: Set<string> } {
  expect(p.json.length).toBeGreaterThan(10);
  const keys = new Set<string>();
  const strings = new Set<string>();
  for (const o of p.json) {
    expect(o.view, JSON.stringify(o).slice(0, 200)).toBe('player');
    walk(o, keys, strings);
  }
  for (const k of UMPIRE_KEYS) expect(keys.has(k), `key ${k}`).toBe(false);
  // The seed would tell the dice to come.
  expect(strings.has(p.state.rng.seed)).toBe(false);
  return { keys, strings };
}

describe("the players' view of every game, human and --json", () => {
  it('Civil Disorder (U74, U94, U103): no crowd or building id, no looter, no RL state name, no dice of a table the players do not have', async () => {
    const p = await play('railton-road.yaml', 'railton-six-turns.txt', [], 'six-turns');
    const { keys, strings } = common(p);
    const hidden = [...Object.values(p.state.crowds), ...Object.values(p.state.buildings)].filter((x: any) => x.name !== x.id).map((x: any) => x.id as string);
    expect(hidden.length).toBeGreaterThan(5);
    for (const id of hidden) expect(strings.has(id), id).toBe(false);
    expect(keys.has('looter')).toBe(false); // the English edition hides looters (U94)
    // The RL chart's state names, both editions (RL State Chart NOTE): the number only.
    const rlNames = (['en', 'fr'] as const).flatMap((l) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => t(l, `rl.state.${n}`)));
    const named = new RegExp(`(?<![\\p{L}])(?:${rlNames.join('|')})(?![\\p{L}])`, 'u');
    for (const s of [...strings, p.text]) expect(named.exec(s)?.[0], s.slice(0, 120)).toBeUndefined();
    // An RL roll's dice are the umpire's: no `rolls` in its players' record.
    const rl = p.json.filter((o) => o.name === 'Response Level roll');
    expect(rl.length).toBeGreaterThan(0);
    for (const o of rl) expect(o.rolls).toBeUndefined();
    // The status: crowds by name with their RL number, no id.
    const st = p.json.find((o) => o.title !== undefined);
    expect(st.crowds.length).toBeGreaterThan(0);
    for (const c of st.crowds) expect(Object.keys(c).sort()).toEqual(['figures', 'name', 'rl']);
    // --odds of a procedure whose table the players do not have: hidden, no outcome.
    const crowd = Object.keys(p.state.crowds)[0];
    const o2 = await runCli(['rl-roll', crowd, '--odds', '--json', '--player'], { cwd: p.game.dir });
    expect(o2.code, o2.stderr).toBe(0);
    const rec = JSON.parse(o2.stdout);
    expect(rec).toMatchObject({ view: 'player', hidden: true });
    expect(rec.outcomes).toBeUndefined();
    expect(o2.stdout).not.toContain(`"${crowd}"`);
  });

  it('Guérilla Urbaine agents over a riot (U136): no agent id or name anywhere; moving and hiding unseen', async () => {
    const p = await play('railton-road-armed.yaml', 'railton-armed-agents.txt', [['agents']]);
    const { keys, strings } = common(p);
    const agents = Object.values(p.state.agents) as { id: string; name: string }[];
    expect(agents.length).toBeGreaterThan(0);
    for (const a of agents) {
      for (const s of strings) expect(s === a.id || s.includes(a.name), `${a.id} in ${s}`).toBe(false);
      expect(p.text).not.toContain(a.name);
    }
    expect(keys.has('agents')).toBe(false);
    expect(p.json.some((o) => o.unseen === true)).toBe(true);
  });

  it('the gang game: the whole table (both sides see it), never the dice to come', async () => {
    const p = await play('guerilla-urbaine-gangs.yaml', 'gu-three-turns.txt');
    const { keys } = common(p);
    expect(keys.has('figures')).toBe(true);
  });

  it('RIOT (l.27): the hands counted, never listed; no mission, no deck', async () => {
    const p = await play('riot-sample.fr.yaml', 'riot-round.txt');
    const { keys } = common(p);
    for (const k of ['mission', 'missions', 'deck', 'cardDeck']) expect(keys.has(k), k).toBe(false);
    const st = p.json.find((o) => o.riot);
    for (const tm of Object.values(st.riot.teams) as { hand: unknown }[]) expect(typeof tm.hand).toBe('number');
    // A hand's cards by id: nowhere.
    const inHands = (Object.values(p.state.riot.teams) as { hand: string[] }[]).flatMap((tm) => tm.hand);
    const all = JSON.stringify(p.json);
    for (const c of inHands) expect(all).not.toContain(`"${c}"`);
  });

  it('Intervention: the table as status --player shows it, never the dice to come', async () => {
    const p = await play('intervention-liberation-otage.yaml', 'intervention-hostage.txt');
    const { keys } = common(p);
    expect(keys.has('fighters')).toBe(true);
  });

  it('the opinion pack (RIOT l.29-31): the cards turned, never the deck to come, the fights counted or the press', async () => {
    const p = await play('railton-road-opinion.yaml', 'railton-opinion.txt');
    const { keys } = common(p);
    for (const k of ['deck', 'opinionCrowds', 'press', 'triggers', 'drawn']) expect(keys.has(k), k).toBe(false);
    expect(p.json.find((o) => o.opinion)?.opinion.turned).toBeGreaterThanOrEqual(0);
  });

  it('the SWAT assault pack: the SF operations under way, never the armed men', async () => {
    const p = await play('railton-road-swat.yaml', 'railton-swat-storm.txt', [['assaults']]);
    const { keys, strings } = common(p);
    expect(keys.has('armedMen')).toBe(false);
    expect(keys.has('armed')).toBe(false);
    for (const id of Object.keys(p.state.armedMen)) expect(strings.has(id), id).toBe(false);
  });

  it('log --player takes a table or JSON only: another format is one line, exit 2', async () => {
    const g = tempGame();
    games.push(g);
    await g.init('tutorial.yaml');
    for (const lang of ['en', 'fr']) {
      const r = await runCli(['log', '--player', '--format', 'csv', '--lang', lang], { cwd: g.dir });
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(lang === 'en' ? /players' view of the log is a table or JSON/ : /vue des joueurs du journal/);
    }
  });
});
