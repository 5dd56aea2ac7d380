// The packs' own sections of the after-action summary and the report (issue
// 17 §1): riot-opinion's track and cards, the guerilla-urbaine agents pack's
// agents, gunfire and casualties, swat-assault's assaults. Each is played from
// its sample batch (tests/helpers/samples.ts) or a short script, then read back
// through `summary`, `summary --json` and `report`, and checked against the
// log and the state (not against a snapshot). A pack's sections appear only
// when the pack is in the game; every new message renders in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchGame } from '../helpers/batch-game.js';
import { RAW_KEY } from '../helpers/raw-key.js';
import { tempGame } from '../helpers/cli.js';
import { openLog } from '../../src/state/store.js';
import { summarize } from '../../src/review/summary.js';
import { theme } from '../../src/render/table.js';
import { SAMPLE_GAMES } from '../helpers/samples.js';
import { en as opinionEn } from '../../src/i18n/riot-opinion/en.js';
import { fr as opinionFr } from '../../src/i18n/riot-opinion/fr.js';
import { en as guEn } from '../../src/i18n/guerilla-urbaine/en.js';
import { fr as guFr } from '../../src/i18n/guerilla-urbaine/fr.js';
import { en as swatEn } from '../../src/i18n/swat-assault/en.js';
import { fr as swatFr } from '../../src/i18n/swat-assault/fr.js';

const sample = (scenario: string) => {
  const s = SAMPLE_GAMES.find((g) => g[0] === scenario)!;
  return batchGame(s[0], s[1]);
};
const opinion = sample('railton-road-opinion.yaml');
const armed = sample('railton-road-armed.yaml');
const swat = sample('railton-road-swat.yaml');
const plain = sample('railton-road.yaml');

type Game = ReturnType<typeof tempGame>;
const json = async (g: Game) => {
  const r = await g.run('summary', '--json');
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
};
const text = async (g: Game, lang: 'en' | 'fr') => {
  const r = await g.run('summary', '--lang', lang);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout.match(RAW_KEY)?.[0]).toBeUndefined();
  return r.stdout;
};
const report = async (g: Game, lang: 'en' | 'fr') => {
  const file = join(g.dir, `report-${lang}.html`);
  const r = await g.run('report', '--html', file, '--lang', lang, '--force');
  expect(r.code, r.stderr).toBe(0);
  return readFileSync(file, 'utf8');
};
/** The lines of a summary's text from one title to the next engine section, each at most 80 columns wide. */
const part = (out: string, from: RegExp) => {
  const s = out.slice(out.search(from));
  return s.slice(0, s.search(/\n(Resolutions by procedure|Résolutions par procédure)/));
};
const widest = (s: string) => Math.max(...s.split('\n').map((l) => l.length));
/** The log's entries in force (not undone), with their sequence number. */
const inForce = (g: Game): any[] => {
  const log = g.readLog();
  const undone = new Set(log.filter((e: any) => e.kind === 'undo').flatMap((e: any) => e.undoes ?? e.record?.undoes ?? []));
  return log.filter((e: any) => e.kind === 'resolution' && !undone.has(e.seq));
};

/** A short game of each pack played command by command (undo cannot run in a batch), its texts kept for the catalogue test. */
function scripted(scenario: string, commands: string[][]) {
  const game = tempGame();
  beforeAll(async () => {
    await game.init(scenario);
    for (const c of commands) {
      const r = await game.run(...c);
      if (r.code !== 0) throw new Error(`${c.join(' ')}: ${r.stderr}`);
    }
  }, 60000);
  afterAll(() => game.cleanup());
  return game;
}

// A small deck (a next-roll card, then a ban as the last card) to reach every draw: a card, the last, the press, a spent deck.
const OPINION = `title: "Opinion review"
edition: en
seed: opinion-review
packs: [riot-opinion]
opinion:
  deck:
    - { id: vigil, name: "A candlelight vigil", modifier: { procedure: rl-roll, value: 1, next: true } }
    - { id: no-gas, name: "Gas banned", ban: { procedure: gas, turns: 4 } }
  triggers: [melee]
  last: sf-hold
  press: [dockers]
crowds:
  - { id: students, name: Student march, figures: 25, rl: 5 }
  - { id: dockers, name: Dock workers, figures: 30, rl: 6 }
units:
  - { id: tsg, name: Support group, type: anti-riot, strength: 10, riotKit: full }
  - { id: riot1, name: Riot van, type: regular-police-riot, strength: 8, riotKit: shields }
`;
const opinion2 = scripted(OPINION, [
  ['melee', 'tsg', 'students', '--roll', '7,5'],
  ['press', 'students'],
  ['melee', 'riot1', 'dockers', '--roll', '5,5'],
  ['next-turn', '--roll', '1'],
  ['rl-roll', 'students', '--roll', '3'],
  ['press', 'students', '--off'],
  ['melee', 'tsg', 'students', '--roll', '7,5'],
  ['next-turn'],
  ['melee', 'riot1', 'dockers', '--roll', '5,5'],
  ['next-turn'],
  ['melee', 'tsg', 'students', '--roll', '7,5'],
  ['undo'],
  ['melee', 'tsg', 'students', '--roll', '6,5'],
  ['next-turn'],
]);

// Agents with 2 PV and Camouflage: a wounded agent, a camouflaged one, one in cover; an undone shot counts for nothing.
const AGENTS = `title: "Agents review"
edition: en
seed: agents-review
packs: [guerilla-urbaine]
crowds:
  - { id: students, name: Student march, figures: 25, rl: 5 }
units:
  - { id: armed1, name: Armed response, type: swat, strength: 4, armed: true }
agents:
  - { id: sniper, name: Sniper, position: the clock tower, T: 4, PV: 2, weapons: [rifle], upgrades: [camouflage] }
  - { id: thrower, name: Stone thrower, crowd: students, T: 4, weapons: [pistol] }
`;
const agents2 = scripted(AGENTS, [
  ['agent-shoot', 'sniper', '--unit', 'armed1', '--distance', '10', '--roll', '6,1'],
  ['agent-shoot', 'thrower', '--unit', 'armed1', '--distance', '4', '--roll', '6,1'],
  ['undo'],
  ['agent-hide', 'thrower'],
  ['sf-shoot', 'armed1', '--at', 'sniper', '--distance', '10', '--roll', '6,1'],
  ['next-turn'],
  ['agent-hide', 'sniper'],
]);

// An assault that leaves the bank held (a fire started), then one still under way.
const swat2 = scripted('railton-road-swat.yaml', [
  ['assault-start', 'bank', '--unit', 'armed:2', '--crowd', 'market'],
  ['assault-turn', 'assault-1', '--fire', 'armed-1:driver', '--fire', 'gunman:armed-1'],
  ['assault-turn', 'assault-1'],
  ['assault-end', 'assault-1', '--fires', '1'],
  ['assault-start', 'bank', '--unit', 'armed:2'],
  ['assault-turn', 'assault-2', '--fire', 'armed-1:driver', '--fire', 'armed-2:driver'],
]);

// Each pack's scenario with nothing played: the sections say so.
const fresh = (scenario: string) => scripted(scenario, []);
const opinion0 = fresh('railton-road-opinion.yaml');
const armed0 = fresh('railton-road-armed.yaml');
const swat0 = fresh('railton-road-swat.yaml');

describe('the riot-opinion pack in the summary and the report', () => {
  it('the track over the turns: the fights that counted, those the press cancelled, the card turned at each turn\'s end', async () => {
    const s = await json(opinion.game);
    expect(s.sections.slice(-2)).toEqual(['opinion', 'opinion-cards']);
    const o = s.opinion;
    const state = opinion.game.readState().game;
    expect(o).toMatchObject({ deck: state.opinion.deck.length, last: 'sf-lose', turned: state.opinion.drawn.length, pressAtStart: ['church'] });
    expect(o.turns).toHaveLength(s.turns);
    const log = inForce(opinion.game);
    for (const row of o.turns) {
      // A fight counted is an entry of that turn whose effects add to the crowd's fights; the press's, to its pressed.
      const counted = (field: string) => log.filter((e) => e.turn === row.turn && e.record.effects.some((x: any) => x.path.endsWith(`.${field}`) && x.path.startsWith('opinionCrowds.'))).map((e) => e.seq);
      expect(row.fights.map((f: any) => f.seq)).toEqual(counted('fights'));
      expect(row.pressed.map((f: any) => f.seq)).toEqual(counted('pressed'));
      const draw = log.find((e) => e.record.procedure === 'opinion-draw' && e.record.ended === row.turn);
      expect(row.draw?.seq ?? null).toBe(draw?.seq ?? null);
      expect(row.draw?.card ?? null).toBe(draw?.record.card ?? null);
    }
    // Three melees in turn 1 (one with the press there), one each in turns 2 and 3; a card after each.
    expect(o.turns.map((r: any) => r.turned)).toEqual([1, 2, 3, 3, 3, 3]);
    expect(o.turns[0].pressed.map((f: any) => f.crowd)).toEqual(['church']);
    expect(o.cards.map((c: any) => [c.card, c.from, c.until])).toEqual(state.opinion.drawn.map((d: any) => [d.card, d.from, expect.any(Number)]));
    // Each card's modifier in the records it weighed on.
    for (const c of o.cards) {
      const weighed = log.filter((e) => e.record.modifiers.some((m: any) => m.key === `riot-opinion.${c.card}`)).map((e) => e.seq);
      expect(c.weighed.map((w: any) => w.seq)).toEqual(weighed);
    }
    expect(o.cards.find((c: any) => c.card === 'tv-crews').weighed.map((w: any) => w.procedure)).toEqual(['negotiate']);
  });

  it('reads in both languages at 80 columns, and the report has its sections with the log\'s entries', async () => {
    const s = await json(opinion.game);
    for (const lang of ['en', 'fr'] as const) {
      const out = part(await text(opinion.game, lang), lang === 'en' ? /Public opinion: 3 of 10/ : /Opinion publique\u00a0: 3\u00a0cartes retournées sur 10/);
      expect(out).toMatch(lang === 'en' ? /│ 1 +│ frontline, market │ church +│ Television crews arrive +│ 1\/10 +│/ : /│ 1 +│ frontline, market │ church +│ Arrivée des équipes de télévision │ 1\/10 +│/);
      expect(out).toMatch(lang === 'en' ? /Opinion cards turned \(3\)[\s\S]*every negotiation -1 until turn 5[\s\S]*a ban/ : /Cartes d’opinion retournées \(3\)[\s\S]*toute négociation -1 jusqu’au tour 5[\s\S]*une interdiction/);
      if (lang === 'en') expect(widest(out)).toBeLessThanOrEqual(80);
      const html = await report(opinion.game, lang);
      expect(html).toMatch(/<section id="opinion" data-turned="3" data-deck="10" data-last="sf-lose">[\s\S]*<section id="opinion-cards">[\s\S]*<section id="procedures">/);
      const first = s.opinion.turns[0];
      expect(html).toContain(`<tr data-turn="1" data-fights="${first.fights.map((f: any) => f.seq).join(',')}" data-pressed="${first.pressed.map((f: any) => f.seq).join(',')}" data-card="tv-crews" data-draw="${first.draw.seq}" data-turned="1">`);
    }
  });

  it('every draw (a card, the last, the press there, a spent deck), the press arriving and leaving, a next-roll card used; an undone fight counts for nothing', async () => {
    const o = (await json(opinion2)).opinion;
    expect(o.turns.map((r: any) => r.draw?.code ?? null)).toEqual(['card-turned', 'last-card-sf-hold', 'press-present', 'deck-spent', null]);
    expect(o.turns[0].press).toEqual([{ seq: 3, turn: 1, crowd: 'students', on: true }]);
    expect(o.turns[1].press).toMatchObject([{ crowd: 'students', on: false }]);
    // Turn 4's first melee was undone: only the second counts.
    const undone = opinion2.readLog().find((e: any) => e.kind === 'undo');
    expect(o.turns[3].fights.map((f: any) => f.seq)).toEqual([undone.seq + 1]);
    expect(o.cards[0]).toMatchObject({ card: 'vigil', name: 'A candlelight vigil', until: null, usedBy: ['students'] });
    expect(o.cards[0].weighed).toMatchObject([{ procedure: 'rl-roll', crowd: 'students', value: 1 }]);
    expect(o.cards[1]).toMatchObject({ card: 'no-gas', kind: 'ban', weighed: [] });
    const en = await text(opinion2, 'en');
    expect(en).toMatch(/Turn 1: the press joins students \(#3\)\.\nTurn 2: the press leaves students \(#\d+\)\./);
    expect(en).toMatch(/Gas banned \(the last\)[\s\S]*none: the press was there[\s\S]*none: the deck is spent/);
    expect(en).toMatch(/1 resolution; used by students/);
  });

  it('a riot without the pack has none of its sections', async () => {
    const s = await json(plain.game);
    expect(s.sections).not.toContain('opinion');
    expect(s.opinion).toBeUndefined();
    expect(s.agents).toBeUndefined();
    expect(s.assaults).toBeUndefined();
    expect(await text(plain.game, 'en')).not.toMatch(/Public opinion|Armed agents|SWAT assaults/);
  });
});

describe('the guerilla-urbaine agents pack in the summary and the report', () => {
  it('each agent\'s shots, hits, PV and fate; the gunfire that marked units and crowds; the casualties it caused', async () => {
    const s = await json(armed.game);
    expect(s.sections.slice(-3)).toEqual(['agents', 'agent-gunfire', 'agent-casualties']);
    const state = armed.game.readState().game;
    const log = inForce(armed.game);
    for (const row of s.agents) {
      const a = state.agents[row.agent];
      const shots = log.filter((e) => e.record.procedure === 'agent-shoot' && e.record.agent === row.agent);
      expect(row).toMatchObject({
        pv: a.pv,
        pvLeft: a.pvLeft,
        fate: a.pvLeft === 0 ? 'out' : a.pvLeft < a.pv ? 'wounded' : 'fit',
        shootings: shots.length,
        shots: shots.reduce((n, e) => n + e.record.attacks.length, 0),
        hits: shots.reduce((n, e) => n + e.record.shotsHit, 0),
        down: shots.reduce((n, e) => n + e.record.figuresDown, 0),
        casualties: shots.flatMap((e) => e.record.casualties),
        firedAt: log.filter((e) => e.record.procedure === 'sf-shoot' && e.record.agent === row.agent).length,
      });
    }
    // The rifleman was downed by the armed response unit's fire (sf-shoot); the gunman ends hidden on the arcade roof.
    const downing = log.find((e) => e.record.procedure === 'sf-shoot' && e.record.pvAfter === 0);
    expect(s.agents.find((x: any) => x.agent === 'rifleman')).toMatchObject({ fate: 'out', downedBy: { seq: downing.seq, unit: 'armed', procedure: 'sf-shoot' } });
    expect(s.agents.find((x: any) => x.agent === 'gunman')).toMatchObject({ end: { crowd: null, position: 'the arcade roof' }, start: { crowd: 'frontline' }, hidden: 'cover' });
    // Every unit marked under gunfire by the pack's procedures, in log order.
    const marked = log.filter((e) => e.record.effects.some((x: any) => /^units\.[^.]+\.owes\.shot-at$/.test(x.path)) && e.record.procedure !== 'overreact');
    expect(s.agentGunfire.filter((g: any) => g.units.length > 0).map((g: any) => [g.seq, g.units])).toEqual(marked.map((e) => [e.seq, e.record.effects.filter((x: any) => /owes\.shot-at$/.test(x.path) && x.path.startsWith('units.')).map((x: any) => x.path.split('.')[1])]));
    expect(s.agentGunfire.map((g: any) => g.by)).toEqual(['rifleman', 'armed', 'gunman']);
    // The casualties made by the agents, with their status at the end (cas-1 went through triage).
    const made = log.filter((e) => e.record.procedure === 'agent-shoot').flatMap((e) => e.record.casualties);
    expect(s.agentCasualties.map((c: any) => c.id)).toEqual(made);
    for (const c of s.agentCasualties) expect(c).toMatchObject({ status: state.casualties[c.id].status, side: state.casualties[c.id].side, from: state.casualties[c.id].from });
    expect(s.agentCasualties[0].status).not.toBe('awaiting-triage');
  });

  it('reads in both languages at 80 columns; the report has its sections', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const out = part(await text(armed.game, lang), lang === 'en' ? /Armed agents at the end/ : /Les agents armés à la fin/);
      expect(out).toMatch(lang === 'en' ? /│ rifleman │ 1 +│ 1 +│ 1 +│ 1 +│ 0\/1 │ out of action │/ : /│ rifleman │ 1 +│ 1 +│ 1 +│ 1 +│ 0\/1 │ hors de combat │/);
      expect(out).toMatch(lang === 'en' ? /rifleman \(Rifleman\): in crowd frontline at the end\n  downed by armed in turn 1 \(#4\)/ : /rifleman \(Rifleman\)\u00a0: à la fin dans la foule frontline\n  mis hors de combat par armed au tour 1 \(n°4\)/);
      expect(out).toMatch(lang === 'en' ? /│ cas-1 +│ 2 │ 1 +│ rifleman │ armed +│ awaiting stretcher │/ : /│ cas-1 +│ 2 │ 1 +│ rifleman │ armed +│ attend une civière │/);
      expect(widest(out)).toBeLessThanOrEqual(80);
      const html = await report(armed.game, lang);
      expect(html).toMatch(/<section id="agents">[\s\S]*data-agent="rifleman" data-hits="1" data-down="1" data-pv-left="0" data-fate="out" data-downed-by="4"[\s\S]*<section id="agent-gunfire">[\s\S]*<section id="agent-casualties">[\s\S]*data-casualty="cas-1" data-agent="rifleman" data-side="sf"[\s\S]*<section id="procedures">/);
    }
  });

  it('a wounded agent, a camouflaged one, one in cover; an undone shot counts for nothing', async () => {
    const s = await json(agents2);
    expect(s.agents.map((a: any) => [a.agent, a.fate, a.hidden, a.shootings, a.firedAt, a.pvLost])).toEqual([
      ['sniper', 'wounded', 'camouflaged', 1, 1, 1],
      ['thrower', 'fit', 'cover', 0, 0, 0],
    ]);
    expect(s.agentCasualties.map((c: any) => c.agent)).toEqual(['sniper']);
    expect(await text(agents2, 'en')).toMatch(/sniper \(Sniper\): at the clock tower at the end; camouflaged\nthrower \(Stone thrower\): in crowd students at the end; in cover/);
  });
});

describe('the swat-assault pack in the summary and the report', () => {
  it('each assault: its start, its six-second turns, its end; every fighter as it left it and the casualty it became', async () => {
    const s = await json(swat.game);
    expect(s.sections.slice(-1)).toEqual(['assaults']);
    const state = swat.game.readState().game;
    const log = inForce(swat.game);
    expect(s.assaults).toHaveLength(Object.keys(state.assaults).length);
    const a = s.assaults[0];
    const st = state.assaults[a.assault];
    const turns = log.filter((e) => e.record.procedure === 'assault-turn' && e.record.assault === a.assault);
    const end = log.find((e) => e.record.procedure === 'assault-end' && e.record.assault === a.assault);
    expect(a).toMatchObject({ building: 'bank', turn: st.turn, fate: st.fate, casualties: st.casualties, underFire: st.underFire, crowds: end.record.crowds, end: end.seq, sf: Object.keys(st.sf).length, armed: 3, seconds: st.rounds * 6 });
    expect(a.start).toBe(log.find((e) => e.record.procedure === 'assault-start').seq);
    expect(a.rounds.map((r: any) => [r.seq, r.code, r.shots, r.melees, r.standing])).toEqual(turns.map((e) => [e.seq, e.record.outcome.code, e.record.shots.length, e.record.melees.length, e.record.standing]));
    // The points each turn took off the RT counters: the shots' damage and the melees' losses.
    expect(a.rounds.map((r: any) => r.points)).toEqual(turns.map((e) => e.record.shots.reduce((n: number, x: any) => n + x.damage, 0) + e.record.melees.reduce((n: number, m: any) => n + m.loss[0] + m.loss[1], 0)));
    expect(a.rounds.map((r: any) => r.out)).toEqual([['lookout'], ['gunman', 'driver']]);
    expect(a.damage).toBe(-end.record.effects.find((x: any) => x.path === 'buildings.bank.value').value);
    // Every casualty of the assault is a fighter's, with its status at the end of the game.
    expect(a.fighters.filter((f: any) => f.casualty).map((f: any) => f.casualty).sort()).toEqual([...st.casualties].sort());
    for (const f of a.fighters) {
      const counter = f.side === 'sf' ? st.sf[f.id].counter : state.armedMen[f.id].counter;
      expect(f.counter).toBe(counter);
      if (f.casualty) expect(f.status).toBe(state.casualties[f.casualty].status);
      if (f.side === 'armed') expect(f.casualty).toBe(state.armedMen[f.id].casualty);
      if (f.casualty && f.side === 'sf') expect(state.casualties[f.casualty]).toMatchObject({ side: 'sf', from: f.unit });
    }
    expect(a.fighters.find((f: any) => f.id === 'gunman')).toMatchObject({ condition: 'out', casualty: 'cas-5', status: 'dies' });
  });

  it('reads in both languages at 80 columns; the report has its section', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const out = part(await text(swat.game, lang), lang === 'en' ? /SWAT assaults \(1\)/ : /Assauts SWAT \(1\)/);
      expect(out).toMatch(lang === 'en' ? /assault-1 · Bank \(bank\) · riot turn 1: cleared after 2 turns \(12 s\)\nWent in \(#2\): armed, 6 SF figures against 3 armed men\./ : /assault-1 · Bank \(bank\) · tour d’émeute 1\u00a0: nettoyé après 2\u00a0tours \(12\u00a0s\)\nEntrés \(n°2\)\u00a0: armed, 6\u00a0membres des fp contre 3\u00a0hommes armés\./);
      expect(out).toMatch(lang === 'en' ? /│ 4 │ 2 +│ 2 +│ 1 +│ 12 +│ gunman, driver │ 6 SF, 0 armed │/ : /│ 4 │ 2 +│ 2 +│ 1 +│ 12 +│ gunman, driver │ 6\u00a0FS, 0\u00a0armé +│/);
      expect(out).toMatch(lang === 'en' ? /│ gunman +│ armed man +│ 0\/7 │ out of action │ cas-5: dying +│/ : /│ gunman +│ homme armé │ 0\/7 │ hors de combat │ cas-5\u00a0: mourant +│/);
      expect(widest(out)).toBeLessThanOrEqual(80);
      const html = await report(swat.game, lang);
      expect(html).toMatch(/<section id="assaults">[\s\S]*data-assault="assault-1" data-building="bank" data-fate="cleared" data-start="2" data-end="5" data-casualties="cas-1,cas-2,cas-3,cas-4,cas-5,cas-6,cas-7"[\s\S]*<tr data-seq="3" data-round="1" data-code="exchange" data-points="26">[\s\S]*data-fighter="gunman" data-side="armed" data-counter="0" data-condition="out" data-casualty="cas-5"[\s\S]*<section id="procedures">/);
    }
  });

  it('a building still held, an assault under way: the armed men as each assault left them', async () => {
    const s = await json(swat2);
    expect(s.assaults.map((a: any) => [a.assault, a.fate, a.fires, a.rounds.map((r: any) => r.code)])).toEqual([
      ['assault-1', 'held', 1, ['exchange', 'quiet']],
      ['assault-2', 'under-way', 0, ['exchange']],
    ]);
    // The driver went out in the second assault: the first still shows him as it left him.
    expect(s.assaults[0].fighters.find((f: any) => f.id === 'driver')).toMatchObject({ counter: 4, condition: 'fit' });
    expect(s.assaults[1].fighters.find((f: any) => f.id === 'driver')).toMatchObject({ counter: 0, condition: 'out', casualty: null });
    const en = await text(swat2, 'en');
    expect(en).toMatch(/assault-1 · Bank \(bank\) · riot turn 1: still held after 2 turns \(12 s\)/);
    expect(en).toMatch(/Ended \(#5\): held; 1 casualty handed to triage\.\nCrowds that heard the gunfire: market; units under gunfire: armed\.\nThe building: 0 property points lost, 1 fire started\./);
    expect(en).toMatch(/assault-2 · Bank \(bank\) · riot turn 1: under way, 1 turn played\n[\s\S]*Not ended: assault-end hands it back to the riot\./);
  });
});

describe('the packs\' summary messages', () => {
  const games = () => [opinion.game, opinion2, opinion0, armed.game, agents2, armed0, swat.game, swat2, swat0];
  const cats = [
    ['riot-opinion', opinionEn, opinionFr, 'opinion.summary.'],
    ['guerilla-urbaine', guEn, guFr, 'gu.riot.summary.'],
    ['swat-assault', swatEn, swatFr, 'swat.summary.'],
  ] as const;
  /** A catalogue text as a pattern: its placeholders match anything. */
  const pattern = (s: string) => new RegExp(s.split(/\{\w+(?:\|[^{}]*)?\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*?'));

  for (const lang of ['en', 'fr'] as const) {
    it(`every key of the packs' sections renders in ${lang}, in the summary and the report`, async () => {
      const texts: string[] = [];
      for (const g of games()) {
        texts.push(await text(g, lang));
        texts.push((await report(g, lang)).replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
      }
      const all = texts.join('\n');
      for (const [, en, fr, prefix] of cats) {
        const cat = (lang === 'en' ? en : fr) as Record<string, string>;
        const keys = Object.keys(cat).filter((k) => k.startsWith(prefix));
        expect(keys.length).toBeGreaterThan(5);
        expect(keys.filter((k) => !pattern(cat[k]).test(all))).toEqual([]);
      }
    }, 60000);
  }

  it('with nothing played, each section says so', async () => {
    expect(await text(opinion0, 'en')).toMatch(/Opinion cards turned \(0\)\nNo card turned\./);
    expect(await text(armed0, 'fr')).toMatch(/Aucune unité sous le feu, aucune foule visée\.[\s\S]*Les agents n’ont fait aucune victime\./);
    expect(await text(swat0, 'en')).toMatch(/SWAT assaults \(0\)\nNo assault in this game\./);
  });
});

describe('the packs\' summary readers on a hand-edited log', () => {
  it('a record whose effects, modifiers, outcome or lists are gone counts for nothing, and nothing fails', async () => {
    for (const g of [opinion.game, armed.game, swat.game]) {
      const { entries } = await openLog(g.log);
      const broken = entries.map((e: any, i: number) => {
        if (e.kind !== 'resolution' || i % 2 === 0) return e;
        const { effects: _e, modifiers: _m, outcome: _o, shots: _s, melees: _me, fighters: _f, attacks: _a, ...rest } = e.record;
        // (An effect the fold cannot apply never gets here: reading the log refuses it, naming its line.)
        return { ...e, record: { ...rest, effects: i % 4 === 1 ? undefined : e.record.effects } };
      });
      const s = await summarize(broken as never, 'en');
      expect(s.parts.length).toBeGreaterThan(1);
      for (const p of s.parts) {
        expect(p.text('fr', theme(false)).join('\n')).not.toMatch(RAW_KEY);
        expect(p.html('en').join('\n')).toMatch(/<section/);
      }
    }
  });
});

