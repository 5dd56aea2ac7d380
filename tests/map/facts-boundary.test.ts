// Issue 41, "Done when": every fact each procedure reads from the map, each at
// its text's boundary in both editions (docs/map.md, "Rules that read the
// map"; U251, U252, U250, U260-U263). A weapon just inside its range and just
// past it, the baton gun's and the firearms' close range, the voice and the
// megaphone, a crowd just inside and just outside the cloud, a sight line just
// blocked and just clear by a building's corner and by a wall lower than a
// figure, a shooter in Guérilla Urbaine (pas) and Intervention (cm); and a
// position stale or too near the limit asks (exit 2 naming the option). The
// list of facts is the games' own tables: a fact without its cases here fails.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptedSession } from '../helpers/session.js';
import { tempGame } from '../helpers/cli.js';
import type { MapFactTable } from '../../src/map/facts.js';
import { CIVIL_DISORDER_MAP_FACTS } from '../../src/games/civil-disorder/map-facts.js';
import { GUERILLA_URBAINE_MAP_FACTS } from '../../src/games/guerilla-urbaine/map-facts.js';
import { INTERVENTION_MAP_FACTS } from '../../src/games/intervention/map-facts.js';
import { GU_PACK_MAP_FACTS } from '../../src/games/guerilla-urbaine/pack-map-facts.js';
import { footprint } from '../../src/geometry/footprint.js';
import { t } from '../../src/i18n/index.js';

// The texts' own numbers, read off the page (never the program's tables, so that a table off by one fails here).
// Civil Disorder, Non-Lethal Weapons (EN l.205-211); Émeutes, Armes non-léthales (FR l.300-306), in cm.
const WEAPON_RANGE = {
  en: { 'gas-grenade': 15, 'riot-gun': 30, 'water-cannon': 40, 'fire-hose': 25, 'baton-gun': 25, 'bricks-bottles': 10, 'petrol-bomb': 10 },
  fr: { 'gas-grenade': 38, 'riot-gun': 75, 'water-cannon': 100, 'fire-hose': 62.5, 'baton-gun': 62.5, 'bricks-bottles': 25, 'petrol-bomb': 25 },
} as const;
// EN l.211 "If under 10""; FR l.306 "à moins de 25cm".
const BATON_CLOSE = { en: 10, fr: 25 } as const;
// EN l.205 "approx 5" in diameter"; FR l.300 "15 cm de diamètre".
const AREA_DIAMETER = { en: { gas: 5 }, fr: { gas: 15 } } as const;
// Firearms: EN l.308 Pistols 5" / 30", l.311 Shotgun 5" / 15"; FR l.438 Pistolet 12,5 / 75 cm, l.441 Fusil à pompe 12,5 / 37,5 cm.
const FIREARM_RANGES = { en: { pistol: { close: 5, maximum: 30 }, shotgun: { close: 5, maximum: 15 } }, fr: { pistol: { close: 12.5, maximum: 75 }, shotgun: { close: 12.5, maximum: 37.5 } } } as const;
// EN l.183 "normal voice is 2", ... megaphone or PA system is 8""; FR l.274 "10cm ... 40cm".
const VOICE_RANGE = { en: { voice: 2, megaphone: 8 }, fr: { voice: 10, megaphone: 40 } } as const;
// A crowd's figures "around 1” apart" (EN l.131), "2 à 3 cm" (FR l.171): the loosest, how far a crowd reaches round its point.
const CROWD_SPACING = { en: 1, fr: 3 } as const;
// GU l.142 "Fusil d'assaut : Por 12"; l.31 "Pour obtenir la portée longue, doublez cette valeur".
const ASSAULT_RIFLE_POR = 12;
const LONG_RANGE_FACTOR = 2;
// Intervention l.259 "inférieure à 10 fois la Det".
const DETECTION_PER_DET = 10;
// Intervention l.186 "Jusqu'à 4 cm de l'orée, la cible à l'intérieur du bois est derrière un abri léger" (U415: an outline's reach too).
const WOOD_EDGE_CM = 4;
// Intervention l.168 "d'1 point par tir", l.172 "de 2 points par tir".
const IV_COVER = { open: 0, light: 1, hard: 2 } as const;

type Ed = 'en' | 'fr';
type Pt = [number, number];
const EDS: Ed[] = ['en', 'fr'];
/** The scenario's tolerance (U252) and a figure's eye height, in the edition's unit. */
const TOL: Record<Ed, number> = { en: 0.5, fr: 1 };
const EYE: Record<Ed, number> = { en: 1, fr: 2.5 };
/** Just beyond the tolerance: read by the map. */
const EPS = 0.01;
const inside = (ed: Ed, limit: number) => limit - TOL[ed] - EPS;
const past = (ed: Ed, limit: number) => limit + TOL[ed] + EPS;

/** Every (procedure, option, edition) a case below checks at its boundary. */
const covered = new Set<string>();
const cover = (procedure: string, option: string, ed: Ed | 'gu' | 'iv') => covered.add(`${procedure} ${option} ${ed}`);

const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

const cdScenario = (ed: Ed) => `title: Map facts
edition: ${ed}
seed: map-facts
crowds:
  - { id: crowd, name: Crowd, figures: 20, rl: 5 }
  - { id: mob, name: Mob, figures: 20, rl: 7, petrolBombs: true }
units:
  - { id: van, name: Van, type: regular-police-riot, strength: 8, riotKit: shields }
  - { id: gun, name: Armed, type: swat, strength: 4 }
  - { id: cannon, name: Cannon, type: regular-police, strength: 4 }
characters:
  - { id: pc, name: PC, negotiator: average, unit: van }
buildings:
  - { id: shop, name: Shop, value: 40 }
`;

interface Setup {
  pieces: Record<string, Pt | { at: Pt; turn: number }>;
  outlines?: unknown[];
  areas?: unknown[];
  /** Extra keys of the game state (a gas cloud, a crowd's RL). */
  game?: (g: any) => void;
  unit?: 'in' | 'cm' | 'pas';
  tolerance?: number;
  eye?: number;
}

/** A game with `game.map` as src/map/types.ts MapState, written by hand into its state (the map's own commands aside). */
async function mapGame(scenario: string, s: Setup, before?: (g: ReturnType<typeof tempGame>) => Promise<void>) {
  const g = tempGame();
  games.push(g);
  await g.init(scenario);
  if (before) await before(g);
  const file = g.readState();
  const game = file.game;
  const turn = game.turn as number;
  game.map = {
    unit: s.unit ?? (game.edition === 'en' ? 'in' : 'cm'),
    size: [400, 200],
    eye: s.eye ?? EYE[game.edition as Ed] ?? 1,
    tolerance: s.tolerance ?? TOL[game.edition as Ed] ?? 0.5,
    fresh: 2,
    outlines: s.outlines ?? [],
    areas: s.areas ?? [],
    zones: [],
    places: [],
    pieces: Object.fromEntries(Object.entries(s.pieces).map(([id, p]) => [id, Array.isArray(p) ? { at: p, turn } : p])),
  };
  s.game?.(game);
  g.damageState(JSON.stringify(file));
  return g;
}

/** Runs one line with --json: its exit, its first record, its one line of error. */
async function run(g: ReturnType<typeof tempGame>, ...argv: string[]) {
  const r = await g.run(...argv, '--json');
  // A refusal still prints its record with --json.
  const line = r.stdout.split('\n')[0];
  const rec = line.trim().startsWith('{') ? JSON.parse(line) : null;
  return { code: r.code, rec, err: r.stderr.trim() };
}

const ON = (x: number): Pt => [10 + x, 100];
const FROM: Pt = [10, 100];
/** Every unit placed far off behind a tall building, out of the crowd's sight (the sight facts read every SF unit). */
const HIDDEN: Pt = [390, 190];
const HIDE = { id: 'screen', kind: 'building', points: [[300, 120], [380, 120], [380, 199], [300, 199]] };

/** The entry the map made for an option. */
const entry = (rec: any, option: string) => (rec?.fromMap ?? []).find((e: any) => e.option === option);

describe.each(EDS)('Civil Disorder / Émeutes (%s): the weapons read their range from the map, each edition its own number', (ed) => {
  const weapons: [string, string[], string, string, number][] = [
    // [procedure, argv, from piece, to piece, the text's limit]
    ['gas', ['gas', 'crowd', '--unit', 'van', '--roll', '2,1'], 'van', 'crowd', WEAPON_RANGE[ed]['gas-grenade']],
    ['gas', ['gas', 'crowd', '--unit', 'van', '--weapon', 'riot-gun', '--roll', '2,1'], 'van', 'crowd', WEAPON_RANGE[ed]['riot-gun']],
    ['water', ['water', 'crowd', '--unit', 'cannon'], 'cannon', 'crowd', WEAPON_RANGE[ed]['water-cannon']],
    ['water', ['water', 'crowd', '--unit', 'cannon', '--weapon', 'hose'], 'cannon', 'crowd', WEAPON_RANGE[ed]['fire-hose']],
    ['baton-gun', ['baton-gun', 'crowd', '--unit', 'gun'], 'gun', 'crowd', WEAPON_RANGE[ed]['baton-gun']],
    ['missiles', ['missiles', 'mob', '--at', 'van'], 'mob', 'van', WEAPON_RANGE[ed]['bricks-bottles']],
    ['petrol-bomb', ['petrol-bomb', 'mob', '--at', 'van', '--figures', '1'], 'mob', 'van', WEAPON_RANGE[ed]['petrol-bomb']],
  ];
  it.each(weapons)('%s: just inside its range the map gives --range; just past it the rule refuses; at it the map asks (%j)', async (procedure, argv, from, to, limit) => {
    cover(procedure, '--range', ed);
    const g = await mapGame(cdScenario(ed), { pieces: { [from]: FROM, [to]: ON(inside(ed, limit)) } });
    const a = await run(g, ...argv);
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--range')).toMatchObject({ source: 'map', value: String(inside(ed, limit)), from, to: [to], unit: ed === 'en' ? 'in' : 'cm', says: 'in-range' });
    expect(a.rec.notes.join('\n')).toMatch(/--range [\d.]+, (from the map|d’après la carte) \(/);
    const b = await mapGame(cdScenario(ed), { pieces: { [from]: FROM, [to]: ON(past(ed, limit)) } });
    const p = await run(b, ...argv);
    expect(p.code).toBe(2);
    expect(p.err).toMatch(ed === 'en' ? /out of range/ : /hors de portée/);
    const c = await mapGame(cdScenario(ed), { pieces: { [from]: FROM, [to]: ON(limit) } });
    const n = await run(c, ...argv);
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--range/);
    expect(n.err).toMatch(/U252/);
    // Typed, the umpire's number wins, and the record says so (U251).
    const typed = await run(c, ...argv, '--range', String(limit));
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--range')).toMatchObject({ source: 'typed', value: String(limit) });
  });

  it('baton-gun: just under its close range each hit rolls again; just past it, not (EN l.211 10", FR l.306 25 cm)', async () => {
    const close = BATON_CLOSE[ed];
    const a = await run(await mapGame(cdScenario(ed), { pieces: { gun: FROM, crowd: ON(inside(ed, close)) } }), 'baton-gun', 'crowd', '--unit', 'gun');
    expect(entry(a.rec, '--range')).toMatchObject({ says: 'close' });
    const b = await run(await mapGame(cdScenario(ed), { pieces: { gun: FROM, crowd: ON(past(ed, close)) } }), 'baton-gun', 'crowd', '--unit', 'gun');
    expect(entry(b.rec, '--range')).toMatchObject({ says: 'in-range' });
    const n = await run(await mapGame(cdScenario(ed), { pieces: { gun: FROM, crowd: ON(close) } }), 'baton-gun', 'crowd', '--unit', 'gun');
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--range/);
  });

  it.each(['pistol', 'shotgun'] as const)('fire %s: at just inside and just past its close and its maximum range, the band the map reads (EN l.308-312, FR l.438-442)', async (weapon) => {
    cover('fire', '--distance', ed);
    const r = FIREARM_RANGES[ed][weapon];
    const band = async (d: number) => {
      const x = await run(await mapGame(cdScenario(ed), { pieces: { gun: FROM, crowd: ON(d) } }), 'fire', 'crowd', '--unit', 'gun', '--weapon', weapon, '--firers', '1');
      return x.code === 0 ? x.rec.range : x.err;
    };
    expect(await band(inside(ed, r.close))).toBe('close');
    expect(await band(past(ed, r.close))).toBe('maximum');
    expect(await band(inside(ed, r.maximum!))).toBe('maximum');
    expect(await band(past(ed, r.maximum!))).not.toBe('maximum');
    expect(await band(r.close)).toMatch(/--distance/);
  });
});

describe.each(EDS)('Civil Disorder / Émeutes (%s): negotiation reads the voice from the map (EN l.183, l.189; FR l.274)', (ed) => {
  const v = VOICE_RANGE[ed];
  const neg = (d: number, ...extra: string[]) => mapGame(cdScenario(ed), { pieces: { pc: FROM, crowd: ON(d) } }).then((g) => run(g, 'negotiate', 'crowd', '--by', 'pc', '--roll', '3', ...extra));
  it('within the voice it goes on; just past it, without a megaphone, the crowd does not hear; with one it does, up to its range', async () => {
    cover('negotiate', '--distance', ed);
    const a = await neg(inside(ed, v.voice));
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--distance')).toMatchObject({ source: 'map', says: 'voice' });
    const b = await neg(past(ed, v.voice));
    expect(b.code).toBe(2);
    expect(b.err).toMatch(ed === 'en' ? /beyond the voice's range of 2"/ : /au-delà de la portée de la voix, 10 cm/);
    const c = await neg(past(ed, v.voice), '--megaphone');
    expect(c.code, c.err).toBe(0);
    expect(entry(c.rec, '--distance')).toMatchObject({ says: 'megaphone' });
    const d = await neg(inside(ed, v.megaphone), '--megaphone');
    expect(d.code, d.err).toBe(0);
    const e = await neg(past(ed, v.megaphone), '--megaphone');
    expect(e.code).toBe(2);
    const f = await neg(v.voice);
    expect(f.code).toBe(2);
    expect(f.err).toMatch(/--distance/);
  });

  it(ed === 'en' ? 'not face to face (-2, EN l.189) just past the voice, face to face just inside it' : 'Émeutes has no "face to face" (FR l.280 "pas en phase" is no distance): never read from the map', async () => {
    const keys = (rec: any) => rec.modifiers.map((m: any) => m.key);
    const near = await neg(inside(ed, v.voice), '--megaphone');
    const far = await neg(past(ed, v.voice), '--megaphone');
    if (ed === 'en') {
      cover('negotiate', '--not-face-to-face', ed);
      expect(keys(near.rec)).not.toContain('not-face-to-face');
      expect(entry(near.rec, '--not-face-to-face')).toMatchObject({ value: false, says: 'face-to-face' });
      expect(keys(far.rec)).toContain('not-face-to-face');
      expect(entry(far.rec, '--not-face-to-face')).toMatchObject({ value: true, says: 'not-face-to-face' });
    } else {
      expect(keys(far.rec)).not.toContain('not-face-to-face');
      expect(entry(far.rec, '--not-face-to-face')).toBeUndefined();
    }
  });
});

/** A building whose corner the line FROM -> ON(40) passes by `gap` (clear, above it) or cuts by `-gap` (blocked). */
const corner = (gap: number) => ({ id: 'block', kind: 'building', points: [[20, 100 + gap], [30, 100 + gap], [30, 150], [20, 150]] });
/** A wall across the line, of a height. */
const wall = (height: number) => ({ id: 'garden-wall', kind: 'wall', height, points: [[25, 80], [25, 120]] });

describe.each(EDS)('Civil Disorder / Émeutes (%s): sight and clouds read from the map', (ed) => {
  const units = (seen: Record<string, Pt>) => ({ van: HIDDEN, gun: HIDDEN, cannon: HIDDEN, ...seen });
  const rl = async (outlines: unknown[], extra: Partial<Setup> = {}) =>
    run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, ...units({ van: ON(40) }) }, outlines: [HIDE, ...outlines], ...extra }), 'rl-roll', 'crowd', '--roll', '3');
  const situation = (rec: any) => entry(rec, '--situation');

  it("rl-roll: a building's corner just clears the sight line (SF in sight) or just blocks it (no SF in sight, EN l.145-146, FR l.189-190)", async () => {
    cover('rl-roll', '--situation', ed);
    const clear = await rl([corner(TOL[ed] + EPS)]);
    expect(clear.code, clear.err).toBe(0);
    expect(situation(clear.rec)).toMatchObject({ source: 'map', yes: true, value: false, says: 'sf-in-sight' });
    const blocked = await rl([corner(-(TOL[ed] + EPS))]);
    expect(situation(blocked.rec)).toMatchObject({ source: 'map', yes: false, value: 'no-sf-in-sight' });
    // A hair from the corner: not read; the umpire's options stand, said in a note (U252, U263).
    const hair = await rl([corner(TOL[ed] / 2)]);
    expect(hair.code, hair.err).toBe(0);
    expect(situation(hair.rec)).toMatchObject({ source: 'unread' });
    expect(hair.rec.notes.join('\n')).toMatch(/--situation/);
  });

  it('rl-roll: a wall lower than a figure is seen over; a wall taller than one blocks (GU l.40, Intervention l.176)', async () => {
    const low = await rl([wall(EYE[ed] / 2)]);
    expect(situation(low.rec)).toMatchObject({ yes: true, says: 'sf-in-sight' });
    const tall = await rl([wall(EYE[ed] * 2)]);
    expect(situation(tall.rec)).toMatchObject({ yes: false, value: 'no-sf-in-sight' });
  });

  it('rl-roll: visibly outnumbered by the SF in sight (EN l.155, FR l.216, U262)', async () => {
    cover('rl-roll', '--outnumbered', ed);
    const keys = (rec: any) => rec.modifiers.map((m: any) => m.key);
    const small = (g: any) => (g.crowds.crowd.figures = 10);
    const seen = await run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, ...units({ van: ON(40), gun: ON(41) }) }, outlines: [HIDE], game: small }), 'rl-roll', 'crowd', '--roll', '3');
    expect(keys(seen.rec)).toContain('outnumbered');
    const hid = await run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, ...units({ van: ON(40), gun: ON(41) }) }, outlines: [HIDE, corner(-(TOL[ed] + EPS))], game: small }), 'rl-roll', 'crowd', '--roll', '3');
    expect(keys(hid.rec)).not.toContain('outnumbered');
  });

  it('rl-roll: each adjacent crowd higher, lower, running (EN l.155, FR l.217-219): its nearest figures just within the voice of the crowd\'s (U330), or just beyond', async () => {
    const keys = (rec: any) => rec.modifiers.map((m: any) => m.key);
    // The crowds' pieces reach their outer figures (20 each): edge to edge within the voice (EN l.183 2", FR l.274 10 cm).
    const reach = Math.max(...footprint([0, 0], 20, CROWD_SPACING[ed]).map(([x, y]) => Math.hypot(x, y)));
    const gapAt = (gap: number) => 2 * reach + gap;
    const rows: [string, string, number, string[]][] = [
      // [option, the modifier's key, the other crowd's RL (the crowd rolled is at 5), the other rows it falls in]
      ['--adjacent-higher', 'adjacent-higher', 7, []],
      ['--adjacent-lower', 'adjacent-lower', 3, []],
      ['--adjacent-running', 'adjacent-running', 2, ['adjacent-lower']],
    ];
    for (const [option, key, rl] of rows) {
      cover('rl-roll', option, ed);
      const at = async (gap: number, extra: (g: any) => void = () => {}) =>
        run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, mob: ON(gapAt(gap)), ...units({}) }, outlines: [HIDE], game: (g) => { g.crowds.mob.rl = rl; extra(g); } }), 'rl-roll', 'crowd', '--roll', '3');
      const a = await at(inside(ed, VOICE_RANGE[ed].voice));
      expect(a.code, a.err).toBe(0);
      expect(keys(a.rec), option).toContain(key);
      expect(entry(a.rec, option)).toMatchObject({ source: 'map', fact: 'within', value: '1', to: ['mob'], says: 'adjacent' });
      const b = await at(past(ed, VOICE_RANGE[ed].voice));
      expect(keys(b.rec), option).not.toContain(key);
      expect(entry(b.rec, option)).toMatchObject({ source: 'map', value: '0', says: 'none-adjacent' });
      // Apart on the map, the state's typed list does not count: the map reads every crowd (U331).
      const c = await at(past(ed, VOICE_RANGE[ed].voice), (g) => { g.crowds.crowd.adjacent = ['mob']; g.crowds.mob.adjacent = ['crowd']; });
      expect(keys(c.rec), option).not.toContain(key);
      // At the limit: not read, the state's list stands, said in a note (U252, U331).
      const n = await at(VOICE_RANGE[ed].voice, (g) => { g.crowds.crowd.adjacent = ['mob']; g.crowds.mob.adjacent = ['crowd']; });
      expect(n.code, n.err).toBe(0);
      expect(keys(n.rec), option).toContain(key);
      expect(entry(n.rec, option)).toMatchObject({ source: 'unread' });
      // Typed, the umpire's count wins (U251).
      const t = await run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, mob: ON(gapAt(past(ed, VOICE_RANGE[ed].voice))), ...units({}) }, game: (g) => (g.crowds.mob.rl = rl) }), 'rl-roll', 'crowd', '--roll', '3', option, '1');
      expect(keys(t.rec), option).toContain(key);
      expect(entry(t.rec, option)).toMatchObject({ source: 'typed', value: '1' });
    }
    // A crowd not on the map: its adjacency is the state's list, as without a map.
    const off = await run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, ...units({}) }, game: (g) => { g.crowds.mob.rl = 7; g.crowds.crowd.adjacent = ['mob']; g.crowds.mob.adjacent = ['crowd']; } }), 'rl-roll', 'crowd', '--roll', '3');
    expect(keys(off.rec)).toContain('adjacent-higher');
    expect(entry(off.rec, '--adjacent-higher')).toBeUndefined();
    // A stale crowd (U250): not read, said.
    const stale = await run(await mapGame(cdScenario(ed), { pieces: { crowd: { at: FROM, turn: 3 }, mob: { at: ON(gapAt(0)), turn: 1 }, ...units({}) }, game: (g) => { g.turn = 3; g.crowds.mob.rl = 7; } }), 'rl-roll', 'crowd', '--roll', '3');
    expect(stale.code, stale.err).toBe(0);
    expect(entry(stale.rec, '--adjacent-higher')).toMatchObject({ source: 'unread', ask: { why: 'stale', piece: 'mob' } });
  });

  it.each(['tear', 'cs'] as const)('rl-roll: a crowd just inside an effective %s cloud takes its modifier, just outside not (EN l.157, l.205; FR l.227-228, l.300)', async (kind) => {
    const option = kind === 'tear' ? '--tear-gas' : '--cs-gas';
    cover('rl-roll', option, ed);
    const r = AREA_DIAMETER[ed].gas / 2;
    const cloud = (g: any) => (g.gas['gas-1'] = { id: 'gas-1', kind, crowds: [], from: 1, until: 9 });
    const keys = (rec: any) => rec.modifiers.map((m: any) => m.key);
    const at = async (d: number) => run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, 'gas-1': ON(d) }, game: cloud }), 'rl-roll', 'crowd', '--roll', '3');
    const a = await at(inside(ed, r));
    expect(keys(a.rec)).toContain(kind === 'tear' ? 'tear-gas' : 'cs-gas');
    expect(entry(a.rec, option)).toMatchObject({ source: 'map', yes: true, says: 'under-cloud' });
    const b = await at(past(ed, r));
    expect(keys(b.rec)).not.toContain(kind === 'tear' ? 'tear-gas' : 'cs-gas');
    expect(entry(b.rec, option)).toMatchObject({ yes: false, says: 'outside-cloud' });
    const n = await at(r);
    expect(entry(n.rec, option)).toMatchObject({ source: 'unread' });
  });

  it('negotiate: gas in sight of the crowd (EN l.181, FR l.272), or hidden behind a building', async () => {
    cover('negotiate', '--gas', ed);
    const cloud = (g: any) => (g.gas['gas-1'] = { id: 'gas-1', kind: 'tear', crowds: [], from: 5, until: 9 });
    const at = async (outlines: unknown[]) => run(await mapGame(cdScenario(ed), { pieces: { crowd: FROM, pc: ON(1), 'gas-1': ON(40) }, outlines, game: cloud }), 'negotiate', 'crowd', '--by', 'pc', '--roll', '3');
    const seen = await at([corner(TOL[ed] + EPS)]);
    expect(seen.rec.outcome.code).toBe('no-effect');
    expect(entry(seen.rec, '--gas')).toMatchObject({ yes: true, says: 'gas-in-sight' });
    const hid = await at([corner(-(TOL[ed] + EPS))]);
    expect(hid.rec.reasons ?? []).not.toContain('gas');
    expect(entry(hid.rec, '--gas')).toMatchObject({ yes: false });
  });

  it('damage: SF in sight at RL 7 (EN l.150, FR l.194), or none', async () => {
    cover('damage', '--sf-in-sight', ed);
    const at = async (outlines: unknown[]) => run(await mapGame(cdScenario(ed), { pieces: { mob: FROM, ...units({ van: ON(40) }) }, outlines: [HIDE, ...outlines] }), 'damage', 'mob', 'shop', '--roll', '3,3');
    const seen = await at([corner(TOL[ed] + EPS)]);
    expect(entry(seen.rec, '--sf-in-sight')).toMatchObject({ yes: true, value: true });
    const hid = await at([corner(-(TOL[ed] + EPS))]);
    expect(entry(hid.rec, '--sf-in-sight')).toMatchObject({ yes: false, value: false });
  });

  it('overreact: no supporting unit in sight -1 (EN l.343, FR l.473)', async () => {
    cover('overreact', '--no-support', ed);
    const keys = (rec: any) => rec.modifiers.map((m: any) => m.key);
    const at = async (outlines: unknown[]) =>
      run(await mapGame(cdScenario(ed), { pieces: { van: FROM, gun: ON(40), cannon: HIDDEN }, outlines: [HIDE, ...outlines] }), 'overreact', 'van', '--roll', '3');
    const seen = await at([corner(TOL[ed] + EPS)]);
    expect(seen.code, seen.err).toBe(0);
    expect(keys(seen.rec)).not.toContain('no-support');
    const hid = await at([corner(-(TOL[ed] + EPS))]);
    expect(keys(hid.rec)).toContain('no-support');
  });

  it('a stale position (U250) asks: exit 2 naming the option, nothing written; a yes or no stays as typed, said', async () => {
    const g = await mapGame(cdScenario(ed), { pieces: { van: { at: FROM, turn: 1 }, crowd: { at: ON(5), turn: 1 } }, game: (x) => (x.turn = 3) });
    await g.refused(/--range.*U250|U250.*--range/, 'baton-gun', 'crowd', '--unit', 'van');
    const typed = await run(g, 'baton-gun', 'crowd', '--unit', 'van', '--range', '5');
    expect(typed.code, typed.err).toBe(0);
  });

  it('without --unit, or with a piece not placed, the option is as without a map (optional, left out)', async () => {
    const g = await mapGame(cdScenario(ed), { pieces: { crowd: FROM } });
    const a = await run(g, 'baton-gun', 'crowd', '--unit', 'gun');
    expect(a.code, a.err).toBe(0);
    expect(a.rec.fromMap).toBeUndefined();
    const b = await run(g, 'baton-gun', 'crowd');
    expect(b.rec.fromMap).toBeUndefined();
  });

  it('--odds reads the same facts and says them', async () => {
    const g = await mapGame(cdScenario(ed), { pieces: { gun: FROM, crowd: ON(inside(ed, BATON_CLOSE[ed])) } });
    const o = await run(g, 'baton-gun', 'crowd', '--unit', 'gun', '--odds');
    expect(o.code, o.err).toBe(0);
    expect(entry(o.rec, '--range')).toMatchObject({ source: 'map', says: 'close' });
    const text = await g.run('baton-gun', 'crowd', '--unit', 'gun', '--odds');
    expect(text.stdout).toMatch(/--range [\d.,]+, (from the map|d’après la carte)/);
  });
});

const GU = `title: Map facts
game: guerilla-urbaine
edition: fr
seed: map-facts
gangs:
  - id: loups
    name: Les Loups
    members:
      - { id: vic, name: Vic, rank: chef, kit: pistol, upgrades: [excellent-reflexes] }
      - { id: sam, name: Sam, rank: sous-chef, kit: shotgun, upgrades: [sharp-reflexes] }
      - { id: brute, name: Brute, kit: two-hands, upgrades: [robust] }
  - id: corbeaux
    name: Les Corbeaux
    members:
      - { id: raven, name: Raven, rank: chef, kit: assault-rifle, upgrades: [excellent-reflexes] }
      - { id: kira, name: Kira, rank: sous-chef, kit: smg, upgrades: [sharp-reflexes] }
      - { id: lame, name: Lame, kit: one-hand, upgrades: [assassin] }
`;

describe("Guérilla Urbaine: a shot's distance in pas, its range and long range (l.31, l.36)", () => {
  it('just inside the range, just past it (long range), just past twice it (refused); at it the map asks', async () => {
    cover('gu-shoot', '--distance', 'gu');
    const range = ASSAULT_RIFLE_POR;
    const shoot = async (d: number) => {
      const g = await mapGame(GU, { unit: 'pas', tolerance: 0.5, eye: 1, pieces: { raven: FROM, brute: ON(d) } }, async (x) => {
        await x.ok('gu-initiative', '--roll', '5');
        await x.ok('gu-phase', '--leader', 'vic');
        await x.ok('gu-phase', '--leader', 'raven');
      });
      return run(g, 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--roll', '6');
    };
    const a = await shoot(range - 0.5 - 0.26);
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--distance')).toMatchObject({ source: 'map', unit: 'pas', says: 'in-range', line: 'l.31, l.36' });
    const b = await shoot(range + 0.5 + 0.26);
    expect(entry(b.rec, '--distance')).toMatchObject({ says: 'long-range' });
    const c = await shoot(range * LONG_RANGE_FACTOR + 0.5 + 0.26);
    expect(c.code).toBe(2);
    const n = await shoot(range);
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--distance/);
  });

  // l.46 "Les cibles de chaque tir peuvent être différentes": each shot its own distance (U406), each read from the map
  // to the figure it aims at (U407): one --distance per --at, in order; one figure near a limit asks them all.
  it('Cd 2: each shot\'s distance read to its own figure, one per --at in order; near a limit it asks; typed wins (U406, U407)', async () => {
    const setUp = (vic: Pt = [10, 120]) =>
      mapGame(GU, { unit: 'pas', tolerance: 0.5, eye: 1, pieces: { raven: FROM, brute: ON(3), vic } }, async (x) => {
        await x.ok('gu-initiative', '--roll', '5');
        await x.ok('gu-phase', '--leader', 'vic');
        await x.ok('gu-phase', '--leader', 'raven');
      });
    const g = await setUp();
    const twice = await run(g, 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--at', 'brute', '--roll', '1,1');
    expect(twice.code, twice.err).toBe(0);
    expect(entry(twice.rec, '--distance')).toMatchObject({ source: 'map', says: 'in-range', to: ['brute', 'brute'], value: ['3', '3'] });
    expect(twice.rec.distances).toEqual([3, 3]);
    const h = await setUp();
    const two = await run(h, 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'vic', '--at', 'brute', '--roll', '1,1');
    expect(two.code, two.err).toBe(0);
    expect(entry(two.rec, '--distance')).toMatchObject({ source: 'map', to: ['vic', 'brute'], distances: [20, 3], value: ['20', '3'] });
    expect(entry(two.rec, '--distance').says).toBeUndefined();
    expect(two.rec.distances).toEqual([20, 3]);
    expect(two.rec.ranges).toEqual(['long', 'normal']);
    const said = await (await setUp()).run('gu-shoot', 'raven', '--first', 'concentrate', '--at', 'vic', '--at', 'brute', '--odds');
    expect(said.stdout).toMatch(/--distance 20 \/ 3, d’après la carte \(20 pas \/ 3 pas, raven → vic \/ brute/);
    const typed = await run(await setUp(), 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--distance', '4', '--at', 'vic', '--distance', '21', '--roll', '1,1');
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--distance')).toMatchObject({ source: 'typed', distances: [3, 20], value: ['4', '21'] });
    expect(typed.rec.distances).toEqual([4, 21]);
    // Guided on the map: no distance asked, each read per figure when the command runs.
    const gd = await setUp();
    // Nor --hidden: the map reads it too (no low outline on these lines, U409).
    const guided = scriptedSession(gd.dir, ['concentrate', 'vic', 'brute', 'enter', '1', '1']);
    expect(await guided.session.run('gu-shoot raven'), guided.err() + JSON.stringify(guided.asked)).toBe(0);
    expect(guided.asked.join(' | ')).not.toMatch(/--distance/);
    expect(gd.readLog().at(-1).argv).toEqual(['gu-shoot', 'raven', '--first', 'concentrate', '--at', 'vic', '--at', 'brute', '--roll', '1,1']);
    expect(gd.readLog().at(-1).record.distances).toEqual([20, 3]);
    // vic at the assault rifle's 12 pas, within the tolerance of its range: asked, naming --distance, nothing written.
    const near = await setUp([10, 112]);
    const asked = await run(near, 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--at', 'vic', '--roll', '1,1');
    expect(asked.code).toBe(2);
    expect(asked.err).toMatch(/--distance/);
    expect(near.readLog().filter((l: { procedure?: string }) => l.procedure === 'gu-shoot')).toHaveLength(0);
  });

  // l.37 "La cible est cachée par un obstacle qui la couvre à plus de 50 % pour le tireur": from the shooter's head over a
  // low wall, the target hidden below the line over its top (src/geometry/cover.ts, U409). A wall 0.6 high (the eye 1)
  // across the line 10 pas long hides more than half of the target when its far side is nearer than 2 pas to it.
  it('gu-shoot --hidden: a low wall just near enough hides more than half the target (+1); just too far, not; at the limit the map does not say (U409)', async () => {
    cover('gu-shoot', '--hidden', 'gu');
    const D = 10;
    const H = 0.6;
    const AT = (D * (1 - H)) / (1 - 0.5); // where its far side hides exactly half: 8 pas from the shooter
    const EPS_PAS = 0.01;
    const shoot = async (gap: number, ...extra: string[]) => {
      const x = FROM[0] + D - gap;
      const wall = { id: 'muret', kind: 'wall', height: H, points: [[x, 95], [x, 105]] };
      const g = await mapGame(GU, { unit: 'pas', tolerance: 0.5, eye: 1, outlines: [wall], pieces: { raven: FROM, brute: ON(D), vic: [10, 140] } }, async (y) => {
        await y.ok('gu-initiative', '--roll', '5');
        await y.ok('gu-phase', '--leader', 'vic');
        await y.ok('gu-phase', '--leader', 'raven');
      });
      return run(g, 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--roll', '6', ...extra);
    };
    expect(D - AT).toBe(2);
    const a = await shoot(D - AT - 0.5 - EPS_PAS);
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--hidden')).toMatchObject({ source: 'map', fact: 'cover', to: ['brute'], yes: true, value: 'brute', says: 'hidden-over-half', line: 'l.37' });
    expect(a.rec.modifiers.map((m: any) => m.key)).toContain('hidden');
    expect(a.rec.notes.join(' ')).toMatch(/--hidden brute, d’après la carte \(.*l\.37\).*cachée à plus de 50/);
    for (const lang of ['en', 'fr'] as const) for (const k of ['hidden-over-half', 'not-hidden', 'beside-scenery', 'no-scenery']) expect(t(lang, `map.says.${k}`)).not.toMatch(/^map\./);
    const b = await shoot(D - AT + 0.5 + EPS_PAS);
    expect(b.code, b.err).toBe(0);
    expect(entry(b.rec, '--hidden')).toMatchObject({ source: 'map', yes: false, value: false, says: 'not-hidden' });
    expect(b.rec.notes.join(' ')).toMatch(/aucune cachée à plus de 50/);
    expect(b.rec.modifiers.map((m: any) => m.key)).not.toContain('hidden');
    // At the limit the map does not say (U252): as typed, with a note (U263).
    const n = await shoot(D - AT);
    expect(n.code, n.err).toBe(0);
    expect(entry(n.rec, '--hidden')).toMatchObject({ source: 'unread' });
    expect(n.rec.modifiers.map((m: any) => m.key)).not.toContain('hidden');
    // Typed, the umpire's word wins, what the map read kept beside it (U251).
    const typed = await shoot(D - AT + 0.5 + EPS_PAS, '--hidden', 'brute');
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--hidden')).toMatchObject({ source: 'typed', value: 'brute' });
    expect(typed.rec.modifiers.map((m: any) => m.key)).toContain('hidden');
  });

  // l.86-88: the first action a move; in the same call (`--first move`) the figure shoots from where it moved to, which
  // the map does not hold (U401): the distance is asked, never read from where it stood.
  it('after --first move in the same call the distance is not read from where the map holds the shooter (U401)', async () => {
    const at = async (...extra: string[]) => {
      const g = await mapGame(GU, { unit: 'pas', tolerance: 0.5, eye: 1, pieces: { raven: FROM, brute: ON(3) } }, async (x) => {
        await x.ok('gu-initiative', '--roll', '5');
        await x.ok('gu-phase', '--leader', 'vic');
        await x.ok('gu-phase', '--leader', 'raven');
      });
      return { g, r: await run(g, 'gu-shoot', 'raven', '--at', 'brute', '--roll', '6', ...extra) };
    };
    const { g, r: asked } = await at('--first', 'move');
    expect(asked.code).toBe(2);
    expect(asked.err.split('\n')).toHaveLength(1);
    expect(asked.err).toMatch(/--distance/);
    expect(asked.err).toMatch(/gu-act raven move/);
    expect(asked.err).toMatch(/U401/);
    expect(g.readLog().filter((l: { procedure?: string }) => l.procedure === 'gu-shoot')).toHaveLength(0);
    // Typed, the umpire's distance and nothing the map measured from the old point.
    const { r: typed } = await at('--first', 'move', '--distance', '9');
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--distance')).toBeUndefined();
    // Concentrating first the figure has not moved: read (3 pas).
    const { r: still } = await at('--first', 'concentrate');
    expect(still.code, still.err).toBe(0);
    expect(entry(still.rec, '--distance')).toMatchObject({ source: 'map', distance: 3 });
    for (const lang of ['en', 'fr'] as const) expect(t(lang, 'map.ask.moved', { piece: 'raven' })).toMatch(/--first move.*gu-act raven move.*U401/);
  });
});

// GU l.80 "La bulle de commandement d'un Chef est de portée 3 pas tandis que celle d'un Sous-chef est de 2 pas".
const BUBBLE = { chef: 3, 'sous-chef': 2 } as const;
// GU l.247 "à moins de 3 pas", l.257 "à moins de 5 pas", l.263 and l.265 "à moins de 10 pas".
const POWER_REACH = { 'blessing-shield': 3, 'wrath-of-nature': 5, vision: 10, malaise: 10 } as const;

describe('Guérilla Urbaine: command bubbles (l.80), base contact (l.217, U332), the figures a power touches (l.247-265)', () => {
  const GANG_FIGURES = ['vic', 'sam', 'doc', 'lynx', 'brute', 'nono', 'oeil', 'raven', 'kira', 'mama', 'frere', 'lame', 'zip'];
  /** Every figure far apart on a line (20 pas between each), but those given. */
  const spread = (given: Record<string, Pt | { at: Pt; turn: number }>) => Object.fromEntries(GANG_FIGURES.map((id, i) => [id, given[id] ?? ([10 + 20 * i, 20] as Pt)]));
  const gu = (given: Record<string, Pt | { at: Pt; turn: number }>, lines: string[][] = [], game?: (g: any) => void) =>
    mapGame('guerilla-urbaine-gangs.yaml', { unit: 'pas', tolerance: 0.5, eye: 1, pieces: spread(given), game }, async (x) => {
      for (const line of lines) await x.ok(...line);
    });
  const TOL_PAS = 0.5;
  const EPS_PAS = 0.01;

  it.each([['vic', 'chef', []], ['sam', 'sous-chef', [['gu-phase', '--leader', 'vic', '--bubble', 'nono'], ['gu-phase', '--leader', 'raven', '--bubble', 'lame']]]] as const)(
    "gu-phase --bubble: a ganger just within the %s's %s bubble is in it, just beyond not; at it the map asks",
    async (leader, rank, before) => {
      cover('gu-phase', '--bubble', 'gu');
      const r = BUBBLE[rank];
      const phase = async (d: number) => {
        const g = await gu({ [leader]: FROM, doc: ON(d) }, [['gu-initiative', '--roll', '4'], ...before.map((l) => [...l])]);
        return run(g, 'gu-phase', '--leader', leader);
      };
      const a = await phase(r - TOL_PAS - EPS_PAS);
      expect(a.code, a.err).toBe(0);
      expect(a.rec.phase.bubble).toEqual(['doc']);
      expect(entry(a.rec, '--bubble')).toMatchObject({ source: 'map', fact: 'within', value: 'doc', says: 'in-bubble', line: 'l.80' });
      const b = await phase(r + TOL_PAS + EPS_PAS);
      expect(b.code, b.err).toBe(0);
      expect(b.rec.phase.bubble).toEqual([]);
      expect(entry(b.rec, '--bubble')).toMatchObject({ source: 'map', value: false, says: 'none-in-bubble' });
      const n = await phase(r);
      expect(n.code).toBe(2);
      expect(n.err).toMatch(/--bubble/);
      expect(n.err).toMatch(/U252/);
    },
  );

  it('gu-phase --bubble at the limit: the guide asks it once and an empty checklist is an answer (--bubble "", nobody)', async () => {
    const g = await gu({ vic: FROM, doc: ON(BUBBLE.chef) }, [['gu-initiative', '--roll', '4']]);
    const s = scriptedSession(g.dir, ['vic', []]);
    expect(await s.session.run('gu-phase'), s.err()).toBe(0);
    expect(s.asked.filter((q: string) => /--bubble/.test(q))).toHaveLength(1);
    // Said why before it is asked (U252): the ganger at the limit, named.
    expect(s.out()).toMatch(/gu-phase.*--bubble.*doc.*U252/);
    expect(g.readLog().at(-1).argv).toEqual(['gu-phase', '--leader', 'vic', '--bubble', '']);
    expect(g.readLog().at(-1).record.phase.bubble).toEqual([]);
    expect(entry(g.readLog().at(-1).record, '--bubble')).toMatchObject({ source: 'typed', value: '' });
    // Typed: `--bubble ""` alone is nobody; a blank id in a list is still refused.
    const h = await gu({ vic: FROM, doc: ON(BUBBLE.chef) }, [['gu-initiative', '--roll', '4']]);
    expect((await h.run('gu-phase', '--leader', 'vic', '--bubble', 'doc,')).code).toBe(2);
    const none = await run(h, 'gu-phase', '--leader', 'vic', '--bubble', '');
    expect(none.code, none.err).toBe(0);
    expect(none.rec.phase.bubble).toEqual([]);
  });

  it('gu-phase --bubble: a ganger of the side stale (U250) asks; typed, the umpire\'s bubble wins', async () => {
    const g = await gu({ vic: { at: FROM, turn: 3 }, doc: { at: ON(1), turn: 1 } }, [['gu-initiative', '--roll', '4']], (x) => (x.turn = 3));
    await g.refused(/--bubble.*U250/, 'gu-phase', '--leader', 'vic');
    const t = await run(g, 'gu-phase', '--leader', 'vic', '--bubble', 'lynx');
    expect(t.code, t.err).toBe(0);
    expect(entry(t.rec, '--bubble')).toMatchObject({ source: 'typed', value: 'lynx' });
  });

  // l.215 "si elle est en contact socle à socle avec un élément de décor faisant au moins 50% de son volume": the base
  // (half a pace round the point, U332) touching an outline at least half a figure high (U408).
  it('gu-act --cover and gu-shoot --hidden: a stale position is not read (U250: as typed, with a note)', async () => {
    const wall = { id: 'muret', kind: 'wall', height: 0.8, points: [[9, 100.3], [20, 100.3]] };
    const stale = await mapGame('guerilla-urbaine-gangs.yaml', { unit: 'pas', tolerance: 0.2, eye: 1, outlines: [wall], pieces: spread({ lynx: { at: FROM, turn: 1 } }), game: (x) => (x.turn = 3) }, async (y) => {
      for (const line of [['gu-initiative', '--roll', '5'], ['gu-phase', '--leader', 'vic', '--bubble', 'lynx'], ['gu-act', 'lynx', 'concentrate']]) await y.ok(...line);
    });
    const hide = await run(stale, 'gu-act', 'lynx', 'camouflage');
    expect(hide.code).toBe(2);
    expect(entry(hide.rec, '--cover')).toMatchObject({ source: 'unread', ask: { why: 'stale', piece: 'lynx' } });
    const typed = await run(stale, 'gu-act', 'lynx', 'camouflage', '--cover');
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--cover')).toMatchObject({ source: 'typed' });
    // The shot: brute's position stale behind the low wall: --hidden not read, the shot as typed.
    const shot = await mapGame(GU, { unit: 'pas', tolerance: 0.5, eye: 1, outlines: [{ id: 'w', kind: 'wall', height: 0.6, points: [[19.5, 95], [19.5, 105]] }], pieces: { raven: FROM, brute: { at: ON(10), turn: 1 }, vic: [10, 140] }, game: (x) => (x.turn = 3) }, async (y) => {
      await y.ok('gu-initiative', '--roll', '5');
      await y.ok('gu-phase', '--leader', 'vic');
      await y.ok('gu-phase', '--leader', 'raven');
    });
    const r = await run(shot, 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--distance', '10', '--roll', '6');
    expect(r.code, r.err).toBe(0);
    expect(entry(r.rec, '--hidden')).toMatchObject({ source: 'unread', ask: { why: 'stale' } });
    expect(r.rec.modifiers.map((m: any) => m.key)).not.toContain('hidden');
  });

  it('gu-act camouflage --cover: just within half a pace of a wall half a figure high it hides; just beyond, or a lower wall, not; at it the map does not say', async () => {
    cover('gu-act', '--cover', 'gu');
    const TOL = 0.2;
    const LIMIT = 0.5;
    const hide = async (d: number, height: number | undefined, ...extra: string[]) => {
      const wall = { id: 'muret', kind: height === undefined ? 'building' : 'wall', ...(height === undefined ? {} : { height }), points: height === undefined ? [[0, 100 - d], [20, 100 - d], [20, 90 - d], [0, 90 - d]] : [[0, 100 - d], [20, 100 - d]] };
      const g = await mapGame('guerilla-urbaine-gangs.yaml', { unit: 'pas', tolerance: TOL, eye: 1, outlines: [wall], pieces: spread({ lynx: FROM }) }, async (x) => {
        for (const line of [['gu-initiative', '--roll', '5'], ['gu-phase', '--leader', 'vic', '--bubble', 'lynx'], ['gu-act', 'lynx', 'concentrate']]) await x.ok(...line);
      });
      return { g, r: await run(g, 'gu-act', 'lynx', 'camouflage', ...extra) };
    };
    const { r: a } = await hide(LIMIT - TOL - EPS_PAS, 0.5);
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--cover')).toMatchObject({ source: 'map', fact: 'scenery', to: ['muret'], yes: true, value: true, says: 'beside-scenery', line: 'l.215' });
    expect(a.rec.notes.join(' ')).toMatch(/--cover, d’après la carte.*au contact d’un décor/);
    // A building, taller than any figure, counts too.
    const { r: house } = await hide(LIMIT - TOL - EPS_PAS, undefined);
    expect(house.code, house.err).toBe(0);
    // Just beyond: the map says no; camouflage is refused, naming the scenery (exit 2, one line, nothing written).
    const { g, r: b } = await hide(LIMIT + TOL + EPS_PAS, 0.5);
    expect(b.code).toBe(2);
    expect(b.err.split('\n')).toHaveLength(1);
    expect(g.readLog().filter((l: { procedure?: string; argv?: string[] }) => l.argv?.[1] === 'lynx' && l.argv?.[2] === 'camouflage')).toHaveLength(0);
    // Typed, the umpire's word wins and the map's reading is kept beside it (U251).
    const { r: typed } = await hide(LIMIT + TOL + EPS_PAS, 0.5, '--cover');
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--cover')).toMatchObject({ source: 'typed', yes: false });
    // A wall lower than half the figure is no scenery to hide behind: not read, as without a map (refused untyped).
    const { r: low } = await hide(LIMIT - TOL - EPS_PAS, 0.5 - EPS_PAS);
    expect(low.code).toBe(2);
    expect(entry(low.rec, '--cover')).toBeUndefined();
    // At the limit the map does not say (U252): as typed, with a note (U263).
    const { r: near } = await hide(LIMIT, 0.5, '--cover');
    expect(near.code, near.err).toBe(0);
    expect(entry(near.rec, '--cover')).toMatchObject({ source: 'typed' });
  });

  it('gu-heal --contact: the dead figure just within a pace of the Médico is in base contact, just beyond it is not (U332)', async () => {
    cover('gu-heal', '--contact', 'gu');
    const heal = async (d: number) => {
      const g = await gu({ doc: FROM, brute: ON(d) }, [['gu-initiative', '--roll', '4'], ['gu-phase', '--leader', 'vic', '--bubble', 'doc']], (x) => (x.figures.brute.dead = true));
      return run(g, 'gu-heal', 'doc', '--target', 'brute', '--first', 'concentrate', '--roll', '2');
    };
    // U332: a base a pace across, two bases touching within one pace centre to centre.
    const a = await heal(1 - TOL_PAS - EPS_PAS);
    expect(a.code, a.err).toBe(0);
    expect(a.rec.outcome.code).toBe('revived');
    expect(entry(a.rec, '--contact')).toMatchObject({ source: 'map', yes: true, value: true, says: 'base-contact' });
    const b = await heal(1 + TOL_PAS + EPS_PAS);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/contact/);
    const n = await heal(1);
    expect(n.code).toBe(2);
  });

  // l.96 "en contact socle à socle avec une figurine adverse": the bases within a pace, centre to centre (U332, U400).
  describe('gu-melee --apart: the attacker and its target read in base contact (l.96, U400)', () => {
    const BASE_PACE = 1;
    // Brute's move logged on its own before the melee (`gu-act`): the map holds where it moved to (U401).
    const lines = [['gu-initiative', '--roll', '4'], ['gu-phase', '--leader', 'vic', '--bubble', 'brute'], ['gu-act', 'brute', 'move']];
    const melee = async (lame: Pt | { at: Pt; turn: number }, extra: string[] = [], turn?: number) => {
      // On a later turn the attacker is placed fresh on it (U250): only the target's position is stale.
      const g = await gu({ brute: turn ? { at: FROM, turn } : FROM, lame }, lines, turn ? (x) => (x.turn = turn) : undefined);
      return { g, r: await run(g, 'gu-melee', 'brute', '--at', 'lame', '--roll', '1', ...extra) };
    };

    it('just within a pace it fights; just beyond, the melee is refused (exit 2, one line, nothing written); at the limit the map does not say', async () => {
      cover('gu-melee', '--apart', 'gu');
      const { r: a } = await melee(ON(BASE_PACE - TOL_PAS - EPS_PAS));
      expect(a.code, a.err).toBe(0);
      expect(entry(a.rec, '--apart')).toMatchObject({ source: 'map', fact: 'contact', yes: true, value: false, says: 'base-contact', line: 'l.96' });
      const g = await gu({ brute: FROM, lame: ON(BASE_PACE + TOL_PAS + EPS_PAS) }, lines);
      const before = g.readState();
      const b = await run(g, 'gu-melee', 'brute', '--at', 'lame', '--roll', '1');
      expect(b.code).toBe(2);
      expect(b.err.split('\n')).toHaveLength(1);
      expect(b.err).toMatch(/brute.*lame/);
      expect(b.err).toMatch(/l\.96/);
      expect(g.readState()).toEqual(before);
      // At the limit the map does not say (U252): a yes or no left as typed, the melee as without a map, said (U263).
      const { r: n } = await melee(ON(BASE_PACE));
      expect(n.code, n.err).toBe(0);
      expect(entry(n.rec, '--apart')).toMatchObject({ source: 'unread', ask: { why: 'near', option: '--apart' } });
      expect(n.rec.notes.join(' ')).toMatch(/--apart/);
    });

    it('a stale position is not read (U250, U263): far apart but stale, the melee goes on as typed, said', async () => {
      const { r: s } = await melee({ at: ON(BASE_PACE + TOL_PAS + EPS_PAS + 5), turn: 1 }, [], 3);
      expect(s.code, s.err).toBe(0);
      expect(entry(s.rec, '--apart')).toMatchObject({ source: 'unread', ask: { why: 'stale', piece: 'lame', option: '--apart' } });
    });

    it('--in-contact typed wins over the map; --apart typed refuses without a map reading', async () => {
      const { r: t1 } = await melee(ON(BASE_PACE + TOL_PAS + EPS_PAS + 5), ['--in-contact']);
      expect(t1.code, t1.err).toBe(0);
      expect(entry(t1.rec, '--apart')).toBeUndefined();
      const { g, r: t2 } = await melee(ON(BASE_PACE - TOL_PAS - EPS_PAS), ['--apart']);
      expect(t2.code).toBe(2);
      expect(t2.err).toMatch(/brute.*lame/);
      expect((await run(g, 'gu-melee', 'brute', '--at', 'lame', '--roll', '1', '--apart', '--in-contact')).code).toBe(0);
    });

    it('its words in both languages: the refusal and what the map read', () => {
      for (const lang of ['en', 'fr'] as const) {
        const err = t(lang, 'err.gu-melee-apart', { figure: 'brute', target: 'lame' });
        expect(err).toMatch(/brute.*lame/);
        expect(err).toMatch(/l\.96.*U400/);
        expect(err).toMatch(/--in-contact/);
        for (const k of ['map.says.base-contact', 'map.says.no-base-contact']) expect(t(lang, k)).not.toBe(k);
      }
      expect(t('fr', 'err.gu-melee-apart', { figure: 'a', target: 'b' })).toMatch(/socle à socle/);
      expect(t('en', 'err.gu-melee-apart', { figure: 'a', target: 'b' })).toMatch(/base contact/);
    });
  });

  it.each(Object.entries(POWER_REACH))('%s --targets: a figure just within its %d pas is touched, just beyond not; at it the map asks', async (power, reach) => {
    const prayer = power === 'blessing-shield';
    cover(prayer ? 'gu-pray' : 'gu-power', '--targets', 'gu');
    // Corbeaux's priest frere and shaman mama; the ally zip, the enemy nono (camouflaged for Vision, l.263).
    const caster = prayer ? 'frere' : 'mama';
    const target = prayer ? 'zip' : 'nono';
    const lines = [['gu-initiative', '--roll', '4'], ['gu-phase', '--leader', 'vic', '--bubble', 'doc'], ['gu-phase', '--leader', 'raven', '--bubble', caster], ['gu-act', caster, 'move']];
    // A figure beside the caster the power does not touch: an enemy for a blessing, an ally for a curse, an enemy not camouflaged for Vision.
    const decoy = prayer ? 'nono' : power === 'vision' ? 'oeil' : 'lame';
    const cast = async (d: number) => {
      const g = await gu({ [caster]: FROM, [target]: ON(d), [decoy]: [10, 101] }, lines, (x) => (x.figures.nono.camouflaged = power === 'vision'));
      return run(g, prayer ? 'gu-pray' : 'gu-power', caster, power);
    };
    const a = await cast(reach - TOL_PAS - EPS_PAS);
    expect(a.code, a.err).toBe(0);
    expect(a.rec.targets).toEqual([target]);
    expect(entry(a.rec, '--targets')).toMatchObject({ source: 'map', value: target, says: 'within-power' });
    const b = await cast(reach + TOL_PAS + EPS_PAS);
    expect(b.code, b.err).toBe(0);
    expect(b.rec.targets).toEqual([]);
    const n = await cast(reach);
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--targets/);
  });
});

describe('Guérilla Urbaine: a real line of sight, no shot through a figure (l.40, U337)', () => {
  // A base a pace across (U332): a figure in the way is a disc of half a pace. The tolerance a quarter pace (U260: half
  // the half-pace step), so that a figure square on the line is read (its margin, half a pace, beyond the tolerance).
  const R = 0.5;
  const TOL_Q = 0.25;
  const shoot = async (kiraAt: Pt | null) => {
    const g = await mapGame(GU, { unit: 'pas', tolerance: TOL_Q, eye: 1, pieces: { raven: FROM, brute: ON(6), ...(kiraAt ? { kira: kiraAt } : {}) } }, async (x) => {
      await x.ok('gu-initiative', '--roll', '5');
      await x.ok('gu-phase', '--leader', 'vic');
      await x.ok('gu-phase', '--leader', 'raven');
    });
    return run(g, 'gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--roll', '6');
  };
  it('a figure of its own side just in the way blocks the shot; just beside the line it does not; a hair from it the map does not say', async () => {
    cover('gu-shoot', '--no-line-of-sight', 'gu');
    const blocked = await shoot([13, 100]);
    expect(blocked.code).toBe(2);
    expect(blocked.err).toMatch(/ligne de vue|line of sight/);
    expect(blocked.err).toMatch(/l\.40/);
    const inWay = await shoot([13, 100 + R - TOL_Q - EPS]);
    expect(inWay.code).toBe(2);
    const clear = await shoot([13, 100 + R + TOL_Q + EPS]);
    expect(clear.code, clear.err).toBe(0);
    expect(entry(clear.rec, '--no-line-of-sight')).toMatchObject({ source: 'map', yes: true, value: false, says: 'line-of-sight' });
    const hair = await shoot([13, 100 + R]);
    expect(hair.code, hair.err).toBe(0);
    expect(entry(hair.rec, '--no-line-of-sight')).toMatchObject({ source: 'unread' });
    // Behind the target, or not on the map: no figure in the way.
    expect((await shoot([20, 100])).code).toBe(0);
    expect((await shoot(null)).code).toBe(0);
  });
});

describe('Intervention: a shot by band (l.110-112), an observation by distance and line of sight (l.259-261)', () => {
  const start = async (x: ReturnType<typeof tempGame>) => {
    for (const line of ['intv-orders chef,a2 run', 'intv-orders a3 observe', 'intv-orders sniper aimed', 'intv-orders garde observe', 'intv-orders patrouille progress', 'intv-phase movement']) await x.ok(...line.split(' '));
  };
  const iv = (pieces: Setup['pieces'], outlines: unknown[] = []) => mapGame('intervention-liberation-otage.yaml', { unit: 'cm', tolerance: 1, eye: 2.5, pieces, outlines }, start);

  it('intv-observe: just inside 10 x Det cm detects, just past it not; a line of sight detects whatever the distance', async () => {
    cover('intv-observe', '--distance', 'iv');
    cover('intv-observe', '--line-of-sight', 'iv');
    const limit = DETECTION_PER_DET * 8;
    const screen = { id: 'house', kind: 'building', points: [[15, 60], [20, 60], [20, 140], [15, 140]] };
    const near = await run(await iv({ a3: FROM, p2: ON(inside('fr', limit)) }, [screen]), 'intv-observe', 'a3', '--at', 'p2');
    expect(near.code, near.err).toBe(0);
    expect(near.rec.outcome.code).toBe('detected');
    expect(entry(near.rec, '--line-of-sight')).toMatchObject({ yes: false });
    const far = await run(await iv({ a3: FROM, p2: ON(past('fr', limit)) }, [screen]), 'intv-observe', 'a3', '--at', 'p2');
    expect(far.rec.outcome.code).not.toBe('detected');
    const seen = await run(await iv({ a3: FROM, p2: ON(past('fr', limit)) }), 'intv-observe', 'a3', '--at', 'p2');
    expect(seen.rec.outcome.code).toBe('detected');
    expect(entry(seen.rec, '--line-of-sight')).toMatchObject({ yes: true, value: true });
    const at = await run(await iv({ a3: FROM, p2: ON(limit) }, [screen]), 'intv-observe', 'a3', '--at', 'p2');
    expect(at.code).toBe(2);
    expect(at.err).toMatch(/--distance/);
  });

  // U415: the outline the line crosses within 4 cm before the target (l.186's wood edge) is its cover; a wall hard (l.176
  // "muret", U416), a hedge's `material: haie` light (l.166); a running target has no use of one lower than itself (l.206).
  describe('intv-fire --cover: the outline or wood near the target, read from the map (l.164-208, U415-U417)', () => {
    const lowWall = (from: number, material?: string) => ({ id: 'muret', kind: 'wall', height: 1, ...(material ? { material } : {}), points: [[30 - from, 90], [30 - from, 110]] });
    const fire = async (at: Setup['pieces'], outlines: unknown[], areas: unknown[] = [], ...extra: string[]) =>
      run(await mapGame('intervention-liberation-otage.yaml', { unit: 'cm', tolerance: 1, eye: 2.5, pieces: { g2: FROM, ...at }, outlines, areas }, start), 'intv-fire', 'g2', '--distance', '20', ...extra);
    const wood = (depth: number) => ({ id: 'bois', kind: 'wood', points: [[30 - depth, 60], [60, 60], [60, 140], [30 - depth, 140]] });

    it('a low wall just within 4 cm before the target is hard cover (-2); just beyond, the open; at 4 cm the map asks; typed wins', async () => {
      cover('intv-fire', '--cover', 'iv');
      const open = await fire({ a3: ON(20) }, [], [], '--at', 'a3');
      expect(open.code, open.err).toBe(0);
      expect(entry(open.rec, '--cover')).toMatchObject({ source: 'map', fact: 'shelter', value: 'open', says: 'iv-cover-open', line: 'l.164-208' });
      const hard = await fire({ a3: ON(20) }, [lowWall(inside('fr', WOOD_EDGE_CM))], [], '--at', 'a3');
      expect(hard.code, hard.err).toBe(0);
      expect(entry(hard.rec, '--cover')).toMatchObject({ source: 'map', value: 'hard', says: 'iv-cover-hard', from: 'g2', to: ['a3'] });
      expect(open.rec.damage - hard.rec.damage).toBe(Math.min(open.rec.damage, IV_COVER.hard));
      expect(hard.rec.notes.join(' ')).toMatch(/--cover hard, (from the map|d’après la carte)/);
      const beyond = await fire({ a3: ON(20) }, [lowWall(past('fr', WOOD_EDGE_CM))], [], '--at', 'a3');
      expect(entry(beyond.rec, '--cover')).toMatchObject({ source: 'map', value: 'open' });
      expect(beyond.rec.damage).toBe(open.rec.damage);
      const at = await fire({ a3: ON(20) }, [lowWall(WOOD_EDGE_CM)], [], '--at', 'a3');
      expect(at.code).toBe(2);
      expect(at.err).toMatch(/--cover/);
      expect(at.err).toMatch(/U252/);
      const typed = await fire({ a3: ON(20) }, [lowWall(WOOD_EDGE_CM)], [], '--at', 'a3', '--cover', 'open');
      expect(typed.code, typed.err).toBe(0);
      expect(entry(typed.rec, '--cover')).toMatchObject({ source: 'typed', value: 'open' });
      expect(typed.rec.damage).toBe(open.rec.damage);
      // A cover typed after the target (`a3:light`): not read.
      const after = await fire({ a3: ON(20) }, [lowWall(1)], [], '--at', 'a3:light');
      expect(entry(after.rec, '--cover')).toBeUndefined();
      expect(open.rec.damage - after.rec.damage).toBe(Math.min(open.rec.damage, IV_COVER.light));
    });

    it("a wall's end just across the line is cover; just off it, none; a hair off it, asked (U252)", async () => {
      // A wall 2 cm before a3, its end at `y` (the line runs at y = 100).
      const end = (y: number) => ({ id: 'muret', kind: 'wall', height: 1, points: [[28, y], [28, 120]] });
      const across = await fire({ a3: ON(20) }, [end(100 - TOL.fr - EPS)], [], '--at', 'a3');
      expect(entry(across.rec, '--cover')).toMatchObject({ source: 'map', value: 'hard' });
      const off = await fire({ a3: ON(20) }, [end(100 + TOL.fr + EPS)], [], '--at', 'a3');
      expect(entry(off.rec, '--cover')).toMatchObject({ source: 'map', value: 'open' });
      const hair = await fire({ a3: ON(20) }, [end(100 + TOL.fr / 2)], [], '--at', 'a3');
      expect(hair.code).toBe(2);
      expect(hair.err).toMatch(/--cover/);
    });

    it('a hedge is light cover (-1); a running target has no use of a wall lower than itself (l.206); a material unknown asks', async () => {
      const hedge = await fire({ a3: ON(20) }, [lowWall(2, 'haie')], [], '--at', 'a3');
      expect(entry(hedge.rec, '--cover')).toMatchObject({ source: 'map', value: 'light', says: 'iv-cover-light' });
      // a2 runs (the orders above).
      const run2 = await fire({ a2: ON(20) }, [lowWall(2)], [], '--at', 'a2');
      expect(run2.code, run2.err).toBe(0);
      expect(entry(run2.rec, '--cover')).toMatchObject({ source: 'map', value: 'open', says: 'iv-running' });
    });

    it('a dodging target behind hard cover lower than itself lies: no target through it (l.176, l.208); just beyond 4 cm, or a taller wall, a target', async () => {
      cover('intv-fire', '--lying', 'iv');
      const dodging = (outlines: unknown[]) => mapGame('intervention-liberation-otage.yaml', { unit: 'cm', tolerance: 1, eye: 2.5, pieces: { g2: FROM, a3: ON(20) }, outlines, game: (x) => (x.fighters.a3.dodge = x.turn) }, start);
      const lying = await run(await dodging([lowWall(inside('fr', WOOD_EDGE_CM))]), 'intv-fire', 'g2', '--distance', '20', '--at', 'a3');
      expect(lying.code).toBe(2);
      expect(lying.err).toMatch(/l\.176, l\.208/);
      const beyond = await run(await dodging([lowWall(past('fr', WOOD_EDGE_CM))]), 'intv-fire', 'g2', '--distance', '20', '--at', 'a3');
      expect(beyond.code, beyond.err).toBe(0);
      expect(entry(beyond.rec, '--lying')).toMatchObject({ source: 'map', value: false, says: 'iv-not-lying', line: 'l.176, l.208' });
      const tall = await run(await dodging([{ ...lowWall(2), height: 3 }]), 'intv-fire', 'g2', '--distance', '20', '--at', 'a3');
      expect(tall.code, tall.err).toBe(0);
      expect(entry(tall.rec, '--cover')).toMatchObject({ value: 'hard' });
      expect(entry(tall.rec, '--lying')).toMatchObject({ value: false });
      // At 4 cm the map does not say (a yes or no: as typed, with a note, U263); typed, it refuses.
      const at = await run(await dodging([lowWall(WOOD_EDGE_CM)]), 'intv-fire', 'g2', '--distance', '20', '--at', 'a3', '--cover', 'hard');
      expect(at.code, at.err).toBe(0);
      expect(entry(at.rec, '--lying')).toMatchObject({ source: 'unread' });
      const typed = await run(await dodging([]), 'intv-fire', 'g2', '--distance', '20', '--at', 'a3', '--lying');
      expect(typed.code).toBe(2);
      expect(typed.err).toMatch(/l\.176/);
    });

    it('a material the map does not know asks (U416)', async () => {
      const odd = await fire({ a3: ON(20) }, [lowWall(2, 'papier')], [], '--at', 'a3');
      expect(odd.code).toBe(2);
      expect(odd.err).toMatch(/--cover/);
      expect(odd.err).toMatch(/U416/);
    });

    it('in a wood: just within 4 cm of its edge light cover (l.186); just beyond, no sight from outside (l.184); at 4 cm asked; the shooter in it too, asked (l.188)', async () => {
      const edge = await fire({ a3: ON(20) }, [], [wood(inside('fr', WOOD_EDGE_CM))], '--at', 'a3');
      expect(entry(edge.rec, '--cover')).toMatchObject({ source: 'map', value: 'light', says: 'iv-cover-light' });
      const deep = await fire({ a3: ON(20) }, [], [wood(past('fr', WOOD_EDGE_CM))], '--at', 'a3');
      expect(deep.code, deep.err).toBe(0);
      expect(entry(deep.rec, '--cover')).toMatchObject({ source: 'map', value: false, says: 'iv-wood-unseen' });
      const at = await fire({ a3: ON(20) }, [], [wood(WOOD_EDGE_CM)], '--at', 'a3');
      expect(at.code).toBe(2);
      expect(at.err).toMatch(/--cover/);
      const both = await fire({ a3: ON(20) }, [], [{ id: 'bois', kind: 'wood', points: [[5, 60], [60, 60], [60, 140], [5, 140]] }], '--at', 'a3');
      expect(both.code).toBe(2);
      expect(both.err).toMatch(/l\.188/);
    });

    it('a stale position asks --cover (U250); the words in both languages', async () => {
      const g = await mapGame('intervention-liberation-otage.yaml', { unit: 'cm', tolerance: 1, eye: 2.5, pieces: { g2: FROM, a3: { at: ON(20), turn: 1 } }, outlines: [lowWall(2)], game: (x) => (x.turn = 3) }, start);
      const r = await run(g, 'intv-fire', 'g2', '--distance', '20', '--at', 'a3');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--cover/);
      expect(r.err).toMatch(/U250/);
      for (const lang of ['en', 'fr'] as const) {
        for (const k of ['open', 'light', 'hard'].map((x) => `iv-cover-${x}`).concat(['iv-lying', 'iv-not-lying', 'iv-running', 'iv-wood-unseen', 'iv-wood-within', 'iv-material-unknown'])) expect(t(lang, `map.says.${k}`)).not.toMatch(/^map\./);
        expect(t(lang, 'map.ask.choice', { piece: 'a3', says: 'x', line: 'l.188' })).toMatch(/a3.*x.*l\.188/);
        expect(t(lang, 'iv.refused.lying', { id: 'a3' })).toMatch(/a3.*l\.176, l\.208/);
      }
    });
  });

  it("intv-fire: just inside a band's end and just past it, the PF the map's distance gives", async () => {
    cover('intv-fire', '--distance', 'iv');
    // g2's techno-assault-rifle: PF 4 to 30 cm, 3 to 60 (the scenario's profile).
    const a = await run(await iv({ g2: FROM, a2: ON(30 - 1 - 0.6) }), 'intv-fire', 'g2', '--at', 'a2');
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--distance')).toMatchObject({ source: 'map', value: '28' });
    const b = await run(await iv({ g2: FROM, a2: ON(30 + 1 + 0.6) }), 'intv-fire', 'g2', '--at', 'a2');
    expect(entry(b.rec, '--distance')).toMatchObject({ value: '32' });
    expect(b.rec.damage).toBeLessThan(a.rec.damage);
    const n = await run(await iv({ g2: FROM, a2: ON(30) }), 'intv-fire', 'g2', '--at', 'a2');
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--distance/);
  });
});

// l.268 "Si elle finit son déplacement à couvert ou hors ligne de vue, elle obtient un marqueur caché"; l.270 "localisé
// par la (les) cible(s) (et l'unité) ayant le tireur dans leur secteur de surveillance, et à être détecté des autres".
// The text gives no sector's angle: U420, 90 degrees either side of the facing (the front half).
const WATCH_HALF = 90;
describe('Intervention: a camouflage move out of every enemy\'s sight (l.268), a shooter in a watch sector (l.270, U420, U421)', () => {
  /** Orders given, the movement sequence begun (lines typed as the umpire would), then `more`. */
  const setUp = (orders: string[], more: string[] = []) => async (x: ReturnType<typeof tempGame>) => {
    for (const line of [...orders, 'intv-phase movement', ...more]) await x.ok(...line.split(' '));
  };
  const game = (pieces: Setup['pieces'], outlines: unknown[], orders: string[], more: string[] = [], turn?: number) =>
    mapGame('intervention-liberation-otage.yaml', { unit: 'cm', tolerance: 1, eye: 2.5, pieces, outlines, game: (g) => { if (turn) g.turn = turn; } }, setUp(orders, more));
  const sighting = (g: ReturnType<typeof tempGame>, id: string) => g.readState().game.fighters[id].sighting;

  describe('intv-move --hide: the hidden marker when the move ends out of every enemy\'s line of sight', () => {
    // The sniper (bravo, camouflage) ends behind a tall house from the garde (g1, g2) and the patrouille (p1, p2).
    const wall = (y: number) => ({ id: 'house', kind: 'building', points: [[30, y], [40, y], [40, 200], [30, 200]] });
    const enemies = { g1: ON(60), g2: ON(60).map((v, i) => v + (i ? 20 : 0)) as Pt, p1: ON(80), p2: ON(90) };
    const orders = ['intv-orders chef,a2,a3 progress', 'intv-orders sniper camouflage', 'intv-orders garde,patrouille observe'];
    const move = async (outlines: unknown[], sniper: Setup['pieces'][string] = FROM, turn?: number, ...extra: string[]) => {
      const g = await game({ sniper, ...enemies }, outlines, orders, [], turn);
      return { ...(await run(g, 'intv-move', 'sniper', '--cm', '5', ...extra)), g };
    };
    it('behind a tall house from every enemy: --hide given (hidden as fire begins); one enemy seeing past it: not given', async () => {
      cover('intv-move', '--hide', 'iv');
      const out = await move([wall(0)]);
      expect(out.code, out.err).toBe(0);
      expect(entry(out.rec, '--hide')).toMatchObject({ source: 'map', fact: 'sight', yes: false, value: true, says: 'iv-out-of-sight', line: 'l.268' });
      expect(out.g.readState().game.fighters.sniper.hiding).toBe(true);
      // The house stops short of the line to g1 (at y 100): g1 sees the sniper, no marker (cover is the umpire's --hide).
      const seen = await move([wall(100 + 1 + 0.01 + 0.5)]);
      expect(seen.code, seen.err).toBe(0);
      expect(entry(seen.rec, '--hide')).toMatchObject({ source: 'map', yes: true, value: false, says: 'iv-in-sight' });
      expect(seen.g.readState().game.fighters.sniper.hiding).toBe(false);
    });
    it('at the limit (the sight line a hair from the corner) and stale (U250): not read, as typed, said; --hide typed wins', async () => {
      const near = await move([wall(100)]);
      expect(near.code, near.err).toBe(0);
      expect(entry(near.rec, '--hide')).toMatchObject({ source: 'unread', ask: { why: 'near' } });
      expect(near.g.readState().game.fighters.sniper.hiding).toBe(false);
      const stale = await move([wall(0)], { at: FROM, turn: 1 }, 3);
      expect(entry(stale.rec, '--hide')).toMatchObject({ source: 'unread', ask: { why: 'stale', piece: 'sniper' } });
      expect(stale.g.readState().game.fighters.sniper.hiding).toBe(false);
      const typed = await move([wall(150)], FROM, undefined, '--hide');
      expect(typed.code, typed.err).toBe(0);
      expect(entry(typed.rec, '--hide')).toMatchObject({ source: 'typed', yes: true });
      expect(typed.g.readState().game.fighters.sniper.hiding).toBe(true);
    });
  });

  describe('intv-move --in-view: a hidden fighter moved back into an enemy\'s line of sight loses its marker (l.272, U423)', () => {
    // p2 (patrouille) starts hidden (the scenario); the gign's fighters east of it, a tall house between or not.
    const wall = (y: number) => ({ id: 'house', kind: 'building', points: [[30, y], [40, y], [40, 200], [30, 200]] });
    const enemies = { chef: ON(60), a2: [70, 120] as Pt, a3: ON(80), sniper: ON(90) };
    const orders = ['intv-orders chef,a2,a3 progress', 'intv-orders sniper aimed', 'intv-orders garde observe', 'intv-orders patrouille progress'];
    // The units before the patrouille pass (l.51-53, U110).
    const passes = ['intv-activate bravo --pass', 'intv-activate garde --pass'];
    const move = async (outlines: unknown[], p2: Setup['pieces'][string] = FROM, turn?: number, ...extra: string[]) => {
      const g = await game({ p2, ...enemies }, outlines, orders, passes, turn);
      return { ...(await run(g, 'intv-move', 'p2', '--cm', '5', ...extra)), g };
    };
    it('in an enemy\'s clear sight: --in-view given, located; behind the house from every enemy: not given, still hidden', async () => {
      cover('intv-move', '--in-view', 'iv');
      const seen = await move([wall(100 + 1 + 0.01 + 0.5)]);
      expect(seen.code, seen.err).toBe(0);
      expect(entry(seen.rec, '--in-view')).toMatchObject({ source: 'map', fact: 'sight', yes: true, value: true, says: 'iv-back-in-view', line: 'l.272' });
      expect(sighting(seen.g, 'p2')).toBe('located');
      const out = await move([wall(0)]);
      expect(out.code, out.err).toBe(0);
      expect(entry(out.rec, '--in-view')).toMatchObject({ source: 'map', yes: false, value: false, says: 'iv-still-unseen' });
      expect(sighting(out.g, 'p2')).toBe('hidden');
      // Not moved (--cm 0): not read (an enemy coming into view is an observation, l.261).
      const g = await game({ p2: FROM, ...enemies }, [], orders, passes);
      const still = await run(g, 'intv-move', 'p2', '--cm', '0');
      expect(entry(still.rec, '--in-view')).toBeUndefined();
    });
    it('at the limit and stale: not read, still hidden, said; --no-in-view (half its base out of view, light cover) keeps it; --in-view typed wins', async () => {
      const near = await move([wall(100)]);
      expect(near.code, near.err).toBe(0);
      expect(entry(near.rec, '--in-view')).toMatchObject({ source: 'unread', ask: { why: 'near' } });
      expect(sighting(near.g, 'p2')).toBe('hidden');
      const stale = await move([], { at: FROM, turn: 1 }, 3);
      expect(entry(stale.rec, '--in-view')).toMatchObject({ source: 'unread', ask: { why: 'stale', piece: 'p2' } });
      expect(sighting(stale.g, 'p2')).toBe('hidden');
      const kept = await move([], FROM, undefined, '--no-in-view');
      expect(kept.code, kept.err).toBe(0);
      expect(entry(kept.rec, '--in-view')).toBeUndefined();
      expect(sighting(kept.g, 'p2')).toBe('hidden');
      const typed = await move([wall(0)], FROM, undefined, '--in-view');
      expect(entry(typed.rec, '--in-view')).toMatchObject({ source: 'typed', yes: false });
      expect(sighting(typed.g, 'p2')).toBe('located');
    });
  });

  describe('intv-fire --unwatched: the shooter located by the targets (and their unit) watching it, detected by the others', () => {
    // The sniper (aimed, made hidden, the fire sequence) fires at g2; g1 is of g2's unit (garde), p1 of another (patrouille), facing it.
    const orders = ['intv-orders chef,a2,a3 progress', 'intv-orders sniper aimed', 'intv-orders garde,patrouille observe'];
    /** g2 at 20 cm east of the sniper facing `g2Facing`, g1 beside it facing `g1Facing`; p1 (another unit) facing the sniper. */
    const shoot = async (g2Facing: number | null, g1Facing: number | null, o: { stale?: boolean; typed?: boolean; g1?: Pt } = {}) => {
      const pos = (at: Pt, facing: number | null) => (facing === null ? { at, turn: o.stale ? 1 : 3 } : { at, facing, turn: o.stale ? 1 : 3 });
      const g = await mapGame('intervention-liberation-otage.yaml', {
        unit: 'cm', tolerance: 1, eye: 2.5,
        pieces: { sniper: { at: FROM, turn: 3 } as any, g2: pos(ON(20), g2Facing) as any, g1: pos(o.g1 ?? [30, 160], g1Facing) as any, p1: { at: ON(40), facing: 270, turn: 3 } as any },
        game: (x) => { x.turn = 3; x.fighters.sniper.sighting = 'hidden'; x.round.phase = 'fire'; },
      }, setUp(orders));
      const r = await run(g, 'intv-fire', 'sniper', '--at', 'g2', '--cover', 'open', ...(o.typed ? ['--unwatched'] : []), ...(o.stale ? ['--distance', '20'] : []));
      return { ...r, g };
    };
    // Bearings from g2 (east of the sniper): the sniper lies due west, 270 degrees.
    it('the target facing the shooter: located; facing just past the sector\'s edge away: detected; its unit watching: located', async () => {
      cover('intv-fire', '--unwatched', 'iv');
      const faced = await shoot(270, 180);
      expect(faced.code, faced.err).toBe(0);
      expect(entry(faced.rec, '--unwatched')).toMatchObject({ source: 'map', fact: 'sector', yes: true, value: false, to: ['g2'], says: 'iv-watched', line: 'l.270' });
      expect(sighting(faced.g, 'sniper')).toBe('located');
      // Just outside: the sniper's margin from g2's sector edge beyond the tolerance (20 cm away: asin(1.01/20) past 90).
      const edge = (k: number) => 270 + WATCH_HALF + k * (Math.asin((1 + EPS) / 20) * 180) / Math.PI;
      const away = await shoot(edge(1) % 360, 180);
      expect(away.code, away.err).toBe(0);
      expect(entry(away.rec, '--unwatched')).toMatchObject({ source: 'map', yes: false, value: true, says: 'iv-unwatched' });
      expect(sighting(away.g, 'sniper')).toBe('detected');
      expect(away.rec.notes.join('\n')).toMatch(/U421/);
      const inside = await shoot(edge(-1) % 360, 180);
      expect(entry(inside.rec, '--unwatched')).toMatchObject({ source: 'map', yes: true });
      expect(sighting(inside.g, 'sniper')).toBe('located');
      // g2 looks away, g1 (its unit, garde) faces 315, the sniper 27 degrees off it (a bearing of 342 from [30,160]).
      const byUnit = await shoot(90, 315);
      expect(entry(byUnit.rec, '--unwatched')).toMatchObject({ source: 'map', yes: true, to: ['g1'] });
      expect(sighting(byUnit.g, 'sniper')).toBe('located');
    });
    it('at the sector\'s edge, a facing not kept, a stale position: not read (located, as without a map); --unwatched typed wins', async () => {
      const edgeOn = await shoot((270 + WATCH_HALF) % 360, 180);
      expect(entry(edgeOn.rec, '--unwatched')).toMatchObject({ source: 'unread', ask: { why: 'sector', piece: 'g2' } });
      expect(sighting(edgeOn.g, 'sniper')).toBe('located');
      expect(edgeOn.rec.notes.join('\n')).toMatch(/watch sector|secteur de surveillance/);
      const noFacing = await shoot(null, 180);
      expect(entry(noFacing.rec, '--unwatched')).toBeUndefined();
      expect(sighting(noFacing.g, 'sniper')).toBe('located');
      const stale = await shoot(90, 180, { stale: true });
      expect(stale.code, stale.err).toBe(0);
      expect(entry(stale.rec, '--unwatched')).toMatchObject({ source: 'unread', ask: { why: 'stale' } });
      expect(sighting(stale.g, 'sniper')).toBe('located');
      const typed = await shoot(270, 0, { typed: true });
      expect(entry(typed.rec, '--unwatched')).toMatchObject({ source: 'typed', yes: true });
      expect(sighting(typed.g, 'sniper')).toBe('detected');
    });
    it('its words in both languages', () => {
      for (const lang of ['en', 'fr'] as const) {
        for (const k of ['map.says.iv-out-of-sight', 'map.says.iv-in-sight', 'map.says.iv-back-in-view', 'map.says.iv-still-unseen', 'map.says.iv-watched', 'map.says.iv-unwatched', 'map.fact.sector.yes', 'map.fact.sector.no']) expect(t(lang, k)).not.toBe(k);
        expect(t(lang, 'map.ask.sector', { piece: 'g2', margin: 0.5, unit: ' cm' })).toMatch(lang === 'fr' ? /g2.*0,5 cm.*U420/ : /g2.*0\.5 cm.*U420/);
        for (const k of ['iv.fire.unwatched', 'iv.fire.unwatched-located']) expect(t(lang, k, { id: 'sniper' })).toMatch(/sniper.*U421/);
      }
      expect(t('fr', 'map.says.iv-watched')).not.toBe(t('en', 'map.says.iv-watched'));
    });
  });
});

// EN l.247 "those in base to base contact"; FR l.356 "au contact (base à base)": a figure's spacing of the crowd's outer
// figures (EN l.131 1", FR l.171 3 cm, U390). The counts in contact stay typed (--sf, --rioters).
describe.each(EDS)('Civil Disorder / Émeutes (%s): a melee reads from the map whether the unit and the crowd are in base contact (U390)', (ed) => {
  const reach = Math.max(...footprint([0, 0], 20, CROWD_SPACING[ed]).map(([x, y]) => Math.hypot(x, y)));
  const at = async (gap: number | { at: Pt; turn: number }, turn?: number) =>
    mapGame(cdScenario(ed), { pieces: { crowd: FROM, van: typeof gap === 'number' ? ON(reach + gap) : gap }, game: (g) => { if (turn) g.turn = turn; } });

  it('just within a spacing of its outer figures it fights; just beyond, the melee is refused (exit 2, nothing written); at the limit the map asks', async () => {
    cover('melee', '--apart', ed);
    const a = await run(await at(inside(ed, CROWD_SPACING[ed])), 'melee', 'van', 'crowd');
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--apart')).toMatchObject({ source: 'map', fact: 'contact', yes: true, value: false, says: 'melee-contact', line: ed === 'en' ? 'EN l.247' : 'FR l.356' });
    const g = await at(past(ed, CROWD_SPACING[ed]));
    const before = g.readState();
    const b = await run(g, 'melee', 'van', 'crowd');
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/van.*crowd/);
    expect(b.err.split('\n')).toHaveLength(1);
    expect(g.readState()).toEqual(before);
    // At the limit the map does not say (U252): a yes or no left as typed, the melee as without a map, said (U263).
    const n = await run(await at(CROWD_SPACING[ed]), 'melee', 'van', 'crowd');
    expect(n.code, n.err).toBe(0);
    expect(entry(n.rec, '--apart')).toMatchObject({ source: 'unread', ask: { why: 'near', option: '--apart' } });
  });

  it('its words in both languages: the refusal and what the map read', () => {
    for (const lang of ['en', 'fr'] as const) {
      const err = t(lang, 'err.melee-apart', { unit: 'van', crowd: 'crowd' });
      expect(err).toMatch(/van.*crowd/);
      expect(err).toMatch(lang === 'en' ? /EN l\.247/ : /FR l\.356/);
      for (const k of ['map.says.melee-contact', 'map.says.melee-apart']) expect(t(lang, k)).not.toBe(k);
    }
    expect(t('fr', 'map.says.melee-apart')).not.toBe(t('en', 'map.says.melee-apart'));
  });

  it('a stale position is not read (U250, U263: the melee as without a map, said); --in-contact typed wins over the map; --sf and --rioters stay typed', async () => {
    const s = await run(await at({ at: ON(reach + inside(ed, CROWD_SPACING[ed])), turn: 1 }, 3), 'melee', 'van', 'crowd');
    // Stale (U250): not read, the melee as without a map, said (U263); far apart but stale, not refused.
    expect(s.code, s.err).toBe(0);
    expect(entry(s.rec, '--apart')).toMatchObject({ source: 'unread', ask: { why: 'stale', piece: 'van', option: '--apart' } });
    const far = await run(await at({ at: ON(reach + past(ed, CROWD_SPACING[ed])), turn: 1 }, 3), 'melee', 'van', 'crowd');
    expect(far.code, far.err).toBe(0);
    const t = await run(await at(past(ed, CROWD_SPACING[ed])), 'melee', 'van', 'crowd', '--in-contact', '--sf', '2');
    expect(t.code, t.err).toBe(0);
    expect(entry(t.rec, '--apart')).toBeUndefined();
    expect(JSON.stringify(t.rec.modifiers ?? t.rec)).toMatch(/outnumber|2-1/i);
  });
});

// EN l.233 "a single fire spreads to an adjacent building"; FR l.336 "étendre un feu au bâtiment adjacent": on a map
// naming the buildings, adjacent when their outlines are under a crowd figure's loosest spacing apart (EN l.131 1",
// FR l.171 3 cm, U391); the scenario's typed `neighbours` win when given.
describe.each(EDS)('Civil Disorder / Émeutes (%s): a fire spreads to the buildings the map draws adjacent (U391)', (ed) => {
  const scenario = (typed: string) => `title: Fires
edition: ${ed}
seed: fires
crowds:
  - { id: crowd, name: Crowd, figures: 20, rl: 5 }
units:
  - { id: van, name: Van, type: regular-police-riot, strength: 8 }
buildings:
  - { id: depot, name: Depot, value: 40${typed} }
  - { id: shed, name: Shed, value: 20 }
  - { id: kiosk, name: Kiosk, value: 10 }
`;
  const box = (id: string, building: string, x: number) => ({ id, kind: 'building', building, points: [[x, 0], [x + 10, 0], [x + 10, 10], [x, 10]] });
  /** The depot burning (3 fires), the shed `gap` east of it, the kiosk far off; a spread rolled (d6 1 under 3; one neighbour at most: no die to choose). */
  const fire = async (gap: number, opts: { typed?: string; undrawn?: boolean } = {}) =>
    run(await mapGame(scenario(opts.typed ?? ''), {
      pieces: {},
      outlines: [box('o-depot', 'depot', 0), box('o-shed', 'shed', 10 + gap), ...(opts.undrawn ? [] : [box('o-kiosk', 'kiosk', 200)])],
      game: (g) => { g.buildings.depot.fires = 3; },
    }), 'burn', 'depot', '--roll', '6,1');
  const limit = CROWD_SPACING[ed];

  it('a shed just under the spacing apart (or touching) catches; just past it, the fire spreads nowhere', async () => {
    for (const gap of [0, inside(ed, limit)]) {
      const a = await fire(gap);
      expect(a.code, a.err).toBe(0);
      expect(a.rec.spreadTo).toBe('shed');
      expect(a.rec.notes.join(' ')).toMatch(ed === 'en' ? /EN l\.233/ : /FR l\.336/);
    }
    const b = await fire(past(ed, limit));
    expect(b.code, b.err).toBe(0);
    expect(b.rec.spreadTo).toBeNull();
    expect(b.rec.outcome.code).not.toBe('spread');
  });

  it('the map cannot say (a gap at the limit, a building not drawn): the typed list, none here; typed neighbours win over the map', async () => {
    const n = await fire(limit);
    expect(n.rec.spreadTo).toBeNull();
    expect(n.rec.notes.join(' ')).not.toMatch(/U391/);
    const u = await fire(0, { undrawn: true });
    expect(u.rec.spreadTo).toBeNull();
    const t = await fire(past(ed, limit), { typed: ', neighbours: [kiosk]' });
    expect(t.rec.spreadTo).toBe('kiosk');
    expect(t.rec.notes.join(' ')).not.toMatch(/U391/);
  });

  it('its note in both languages', () => {
    for (const lang of ['en', 'fr'] as const) expect(t(lang, 'burn.neighbours-from-map', { list: 'shed' })).toMatch(/shed.*$/);
    expect(t('fr', 'burn.neighbours-from-map', { list: 'x' })).not.toBe(t('en', 'burn.neighbours-from-map', { list: 'x' }));
  });
});

// EN l.177 "1d6 members of the crowd break off and rob the nearest shops"; FR l.268 "pillent le magasin le plus
// proche": on a map the nearest shops are proposed, naming the distance; the two nearest within the tolerance are
// both proposed; the umpire names the building (U392).
describe.each(EDS)('Civil Disorder / Émeutes (%s): a normal crowd\'s looters, the nearest shops proposed from the map (U392)', (ed) => {
  const scenario = `title: Shops
edition: ${ed}
seed: shops
crowds:
  - { id: crowd, name: Crowd, figures: 20, rl: 7 }
units:
  - { id: van, name: Van, type: regular-police-riot, strength: 8 }
buildings:
  - { id: shop, name: Shop, value: 40 }
  - { id: store, name: Store, value: 40 }
`;
  /** A box whose west wall is `d` east of the crowd's point. */
  const box = (id: string, building: string, d: number) => ({ id, kind: 'building', building, points: [[FROM[0] + d, 90], [FROM[0] + d + 10, 90], [FROM[0] + d + 10, 110], [FROM[0] + d, 110]] });
  const shops = async (store: number, crowd: Pt | { at: Pt; turn: number } = FROM, turn?: number) =>
    mapGame(scenario, { pieces: { crowd }, outlines: [box('o-shop', 'shop', 5), box('o-store', 'store', store)], game: (g) => { if (turn) g.turn = turn; } });

  it('the nearest shop proposed with its distance; a second just past the tolerance is not, one just within it is too', async () => {
    const a = await run(await shops(5 + TOL[ed] + EPS), 'loot', 'crowd');
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/U392/);
    expect(a.err).toMatch(/ shop, (à )?5/);
    expect(a.err).not.toMatch(/store/);
    const b = await run(await shops(5 + TOL[ed] - EPS), 'loot', 'crowd');
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/ shop, store, (à )?5/);
  });

  it('a stale crowd (U250): no proposal, the building asked as without a map; the building typed wins', async () => {
    const s = await run(await shops(50, { at: FROM, turn: 1 }, 3), 'loot', 'crowd');
    expect(s.code).toBe(2);
    expect(s.err).not.toMatch(/U392/);
    const g = await shops(50);
    const t = await run(g, 'loot', 'crowd', 'store', '--looters', '2', '--roll', '3');
    expect(t.err).not.toMatch(/U392/);
    expect(t.code, t.err).toBe(0);
  });

  it('its words in both languages', () => {
    for (const lang of ['en', 'fr'] as const) expect(t(lang, 'err.w.loot-nearest', { shops: 'shop', distance: 5, unit: '"' })).toMatch(/shop.*5/);
  });
});

// The Guérilla Urbaine pack over a riot (U432-U434): the riot's map in inches or cm, a pas an inch or 2.5 cm (R15, GU
// l.88 "4 pas, soit 10 cm"); an agent's shot and the SF's read in pas against Por and twice Por (l.31, l.36) and a
// camouflaged agent's 5 pas (l.215); an agent's melee with a unit's figure read as in base contact or apart (l.96).
const PAS: Record<Ed, number> = { en: 1, fr: 2.5 };
// l.215 "ne peut être prise pour cible qu'à moins de 5 pas".
const CAMOUFLAGE_PAS = 5;
const packScenario = (ed: Ed) => `title: Armed agents on the map
edition: ${ed}
seed: pack-map-facts
packs: [guerilla-urbaine]
crowds:
  - { id: crowd, name: Crowd, figures: 20, rl: 6 }
units:
  - { id: van, name: Van, type: regular-police-riot, strength: 8 }
  - { id: gun, name: Armed, type: swat, strength: 4 }
agents:
  - { id: rifleman, name: Rifleman, crowd: crowd, T: 4, melee: dagger, weapons: [assault-rifle] }
  - { id: other, name: Other, crowd: crowd, T: 4, melee: dagger, weapons: [pistol] }
  - { id: grenadier, name: Grenadier, crowd: crowd, T: 4, melee: dagger, weapons: [grenade] }
`;

describe.each(EDS)('Guérilla Urbaine pack over a riot (%s): shots in pas on the riot map (l.31, l.36, R15, U433)', (ed) => {
  const por = ASSAULT_RIFLE_POR * PAS[ed];
  const place = (pieces: Setup['pieces'], game?: Setup['game']) => mapGame(packScenario(ed), { pieces, game });
  const pasOf = (x: number) => String(Math.round((x / PAS[ed]) * 10) / 10);

  it('agent-shoot: just inside Por normal range, just past it long range, past twice Por refused; at Por it asks; typed wins', async () => {
    cover('agent-shoot', '--distance', ed);
    const shoot = async (d: number, ...extra: string[]) => run(await place({ rifleman: FROM, gun: ON(d) }), 'agent-shoot', 'rifleman', '--unit', 'gun', ...extra);
    const a = await shoot(inside(ed, por));
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--distance')).toMatchObject({ source: 'map', from: 'rifleman', to: ['gun'], unit: ed === 'en' ? 'in' : 'cm', value: pasOf(inside(ed, por)), says: 'in-range' });
    expect(a.rec.distance).toBe(Number(pasOf(inside(ed, por))));
    const b = await shoot(past(ed, por));
    expect(b.code, b.err).toBe(0);
    expect(entry(b.rec, '--distance')).toMatchObject({ source: 'map', says: 'long-range' });
    const c = await shoot(past(ed, por * LONG_RANGE_FACTOR));
    expect(c.code).toBe(2);
    const n = await shoot(por);
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--distance/);
    const typed = await shoot(por, '--distance', '12');
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--distance')).toMatchObject({ source: 'typed', value: '12' });
  });

  it('agent-shoot: a stale position asks (U250); an agent aimed at is read too', async () => {
    const stale = await run(await place({ rifleman: { at: FROM, turn: 1 }, gun: ON(3) }, (g) => (g.turn = 4)), 'agent-shoot', 'rifleman', '--unit', 'gun');
    expect(stale.code).toBe(2);
    expect(stale.err).toMatch(/--distance/);
    const twice = await run(await place({ rifleman: FROM, gun: ON(3) }), 'agent-shoot', 'rifleman', '--unit', 'gun', '--unit', 'gun');
    expect(twice.code, twice.err).toBe(0);
    // Named once per shot: read once per shot, the same piece twice (U437).
    expect(entry(twice.rec, '--distance')).toMatchObject({ source: 'map', to: ['gun', 'gun'], value: [pasOf(3), pasOf(3)] });
    const at = await run(await place({ rifleman: FROM, other: ON(inside(ed, por)) }), 'agent-shoot', 'rifleman', '--agent', 'other');
    expect(at.code, at.err).toBe(0);
    expect(entry(at.rec, '--distance')).toMatchObject({ source: 'map', to: ['other'], says: 'in-range' });
  });

  it('agent-shoot at two pieces (l.46, U437): each shot its own distance read, gun in range and van long; one stale or at Por asks; typed win; a crowd not read', async () => {
    const two = async (pieces: Setup['pieces'], game?: Setup['game'], ...extra: string[]) => run(await place(pieces, game), 'agent-shoot', 'rifleman', '--unit', 'gun', '--unit', 'van', ...extra);
    const a = await two({ rifleman: FROM, gun: ON(inside(ed, por)), van: ON(past(ed, por)) });
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--distance')).toMatchObject({ source: 'map', from: 'rifleman', to: ['gun', 'van'], value: [pasOf(inside(ed, por)), pasOf(past(ed, por))] });
    expect(a.rec.distances).toEqual([Number(pasOf(inside(ed, por))), Number(pasOf(past(ed, por)))]);
    expect(a.rec.thresholds[0].modifiers.map((m: { key: string }) => m.key)).not.toContain('long');
    expect(a.rec.thresholds[1].modifiers.map((m: { key: string }) => m.key)).toContain('long');
    // One of the two stale (U250), or the second within the tolerance of Por (U252): asked, naming --distance.
    const stale = await two({ rifleman: FROM, gun: ON(3), van: { at: ON(5), turn: 1 } }, (g) => (g.turn = 4));
    expect(stale.code).toBe(2);
    expect(stale.err).toMatch(/--distance/);
    const near = await two({ rifleman: FROM, gun: ON(3), van: ON(por) });
    expect(near.code).toBe(2);
    expect(near.err).toMatch(/--distance/);
    // Typed, one per shot: the umpire's win, the map's readings kept beside them (U251).
    const typed = await two({ rifleman: FROM, gun: ON(3), van: ON(por) }, undefined, '--distance', '4', '--distance', '20');
    expect(typed.code, typed.err).toBe(0);
    expect(entry(typed.rec, '--distance')).toMatchObject({ source: 'typed', value: ['4', '20'] });
    expect(typed.rec.distances).toEqual([4, 20]);
    // A grenade's one shot at both (U131): one reading, to the first named (l.48, U437).
    const zone = await run(await place({ grenadier: FROM, gun: ON(3), van: ON(4) }), 'agent-shoot', 'grenadier', '--unit', 'gun', '--unit', 'van', '--roll', '6,6,6');
    expect(zone.code, zone.err).toBe(0);
    expect(entry(zone.rec, '--distance')).toMatchObject({ source: 'map', to: ['gun'], value: pasOf(3) });
    // A crowd shot into with a unit: not read (U433), the distances typed.
    const crowd = await run(await place({ rifleman: FROM, gun: ON(3), crowd: ON(5) }), 'agent-shoot', 'rifleman', '--unit', 'gun', '--crowd', 'crowd');
    expect(crowd.code).toBe(2);
    expect(entry(crowd.rec, '--distance')).toBeUndefined();
  });

  it('sf-shoot: the unit to the agent, the same bands; a camouflaged agent at 5 pas asks (l.215); stale asks', async () => {
    cover('sf-shoot', '--distance', ed);
    const fire = async (d: Setup['pieces'][string], game?: Setup['game'], ...extra: string[]) => run(await place({ gun: FROM, rifleman: d }, game), 'sf-shoot', 'gun', '--at', 'rifleman', ...extra);
    const a = await fire(ON(inside(ed, por)));
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--distance')).toMatchObject({ source: 'map', from: 'gun', to: ['rifleman'], value: pasOf(inside(ed, por)), says: 'in-range' });
    const b = await fire(ON(past(ed, por)));
    expect(entry(b.rec, '--distance')).toMatchObject({ says: 'long-range' });
    expect((await fire(ON(past(ed, por * LONG_RANGE_FACTOR)))).code).toBe(2);
    const n = await fire(ON(por));
    expect(n.code).toBe(2);
    expect(n.err).toMatch(/--distance/);
    const camo = (g: any) => (g.agents.rifleman.camouflaged = true);
    const c = await fire(ON(CAMOUFLAGE_PAS * PAS[ed]), camo);
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/--distance/);
    const s = await fire({ at: ON(3), turn: 1 }, (g) => (g.turn = 4));
    expect(s.code).toBe(2);
    expect(s.err).toMatch(/--distance/);
  });
});

// l.96 "en contact socle à socle": the agent within a pace (U332) of the unit's figures, a line of them a pace apart
// through its point (U432): a unit of 8 standing reaches 3.5 pas.
describe.each(EDS)('Guérilla Urbaine pack over a riot (%s): agent-melee reads whether the agent touches the unit (l.96, U432, U434)', (ed) => {
  const reach = ((8 - 1) / 2) * PAS[ed];
  const pace = 1 * PAS[ed];
  const melee = async (van: Setup['pieces'][string], extra: string[] = [], turn?: number) => {
    const g = await mapGame(packScenario(ed), { pieces: { rifleman: turn ? { at: FROM, turn } : FROM, van }, game: (x) => { if (turn) x.turn = turn; } });
    return { g, r: await run(g, 'agent-melee', 'rifleman', '--unit', 'van', ...extra) };
  };

  it('just within a pace of its figures it fights; just beyond, refused (exit 2, one line, nothing written); at the limit the map does not say', async () => {
    cover('agent-melee', '--apart', ed);
    const { r: a } = await melee(ON(reach + inside(ed, pace)));
    expect(a.code, a.err).toBe(0);
    expect(entry(a.rec, '--apart')).toMatchObject({ source: 'map', fact: 'contact', yes: true, value: false, says: 'agent-unit-contact', line: 'GU l.96' });
    const { g, r: b0 } = await melee(ON(reach + past(ed, pace)), ['--in-contact']);
    expect(b0.code, b0.err).toBe(0);
    const before = g.readState();
    const b = await run(g, 'agent-melee', 'rifleman', '--unit', 'van');
    expect(b.code).toBe(2);
    expect(b.err.split('\n')).toHaveLength(1);
    expect(b.err).toMatch(/rifleman.*van/);
    expect(b.err).toMatch(/l\.96/);
    expect(g.readState()).toEqual(before);
    const { r: n } = await melee(ON(reach + pace));
    expect(n.code, n.err).toBe(0);
    expect(entry(n.rec, '--apart')).toMatchObject({ source: 'unread', ask: { why: 'near', option: '--apart' } });
  });

  it('a wounded unit reaches less; a stale position is not read (U250, U263); --apart typed refuses', async () => {
    const g = await mapGame(packScenario(ed), { pieces: { rifleman: FROM, van: ON(reach + inside(ed, pace)) }, game: (x) => (x.units.van.wounded = 4) });
    const w = await run(g, 'agent-melee', 'rifleman', '--unit', 'van');
    expect(w.code).toBe(2);
    const { r: s } = await melee({ at: ON(reach + past(ed, pace) + 5), turn: 1 }, [], 3);
    expect(s.code, s.err).toBe(0);
    expect(entry(s.rec, '--apart')).toMatchObject({ source: 'unread', ask: { why: 'stale', piece: 'van', option: '--apart' } });
    const { r: t2 } = await melee(ON(reach + inside(ed, pace)), ['--apart']);
    expect(t2.code).toBe(2);
    expect(t2.err).toMatch(/rifleman.*van/);
  });

  it('its words in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      const err = t(lang, 'err.agent-melee-apart', { agent: 'rifleman', unit: 'van' });
      expect(err).toMatch(/rifleman.*van/);
      expect(err).toMatch(/l\.96.*U434/);
      expect(err).toMatch(/--in-contact/);
      for (const k of ['map.says.agent-unit-contact', 'map.says.agent-unit-apart']) expect(t(lang, k)).not.toBe(k);
    }
    expect(t('fr', 'map.says.agent-unit-apart')).not.toBe(t('en', 'map.says.agent-unit-apart'));
  });
});

describe('every fact of every table has its boundary cases here', () => {
  const tables: [MapFactTable, (line: Record<string, string>) => (Ed | 'gu' | 'iv')[]][] = [
    [CIVIL_DISORDER_MAP_FACTS, (line) => Object.keys(line) as Ed[]],
    [GUERILLA_URBAINE_MAP_FACTS, () => ['gu']],
    [INTERVENTION_MAP_FACTS, () => ['iv']],
    [GU_PACK_MAP_FACTS, (line) => Object.keys(line) as Ed[]],
  ];
  it('lists each (procedure, option, edition) the tables read, and each was checked above', () => {
    const wanted = tables.flatMap(([table, eds]) => Object.entries(table).flatMap(([procedure, options]) => Object.entries(options).flatMap(([option, f]) => eds(f.line as Record<string, string>).map((e) => `${procedure} ${option} ${e}`))));
    expect(wanted.length).toBeGreaterThan(20);
    expect(wanted.filter((w) => !covered.has(w))).toEqual([]);
  });

  it("docs/map.md's table of the facts read lists each (procedure, option) of the tables", () => {
    const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'map.md'), 'utf8').split('\n');
    const rows = doc.filter((l) => l.startsWith('| `'));
    const missing = tables.flatMap(([table]) => Object.entries(table).flatMap(([procedure, options]) => Object.keys(options).map((option) => [procedure, option] as const)))
      .filter(([procedure, option]) => !rows.some((r) => r.startsWith(`| \`${procedure}\` |`) && (r.split('|')[2].includes(`\`${option}\``) || r.split('|')[2].includes(`\`${option} `))))
      .map(([p, o]) => `${p} ${o}`);
    expect(missing).toEqual([]);
  });
});
