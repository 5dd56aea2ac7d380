// The moves the program proposes (docs/map.md "Moves the program proposes"):
// each game's pure proposal function, at its text's number in both editions,
// from a record and a scene built here: the point at exactly the rolled or
// printed distance, the way the text says, and "measure on the table" when a
// piece it rests on is unplaced or stale (U250).
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { distance } from '../../src/geometry/index.js';
import { proposeCdMoves } from '../../src/rules/civil-disorder/map-moves.js';
import { proposeGuMoves } from '../../src/rules/guerilla-urbaine/map-moves.js';
import { proposeIvMoves, shakenBy } from '../../src/rules/intervention/map-moves.js';
import type { MapUnit, MoveScene, Outline, Pt, ScenePiece } from '../../src/map/types.js';
import type { Edition } from '../../src/rules/types.js';

type P = { side: string; kind?: string; at?: Pt; figures?: number; fresh?: boolean; turn?: number; zone?: string };

/** A scene: every piece placed in turn 1 and fresh unless said; sight clear between all unless `blind` pairs say. */
function scene(pieces: Record<string, P>, o: { unit?: MapUnit; size?: [number, number]; blind?: string[]; escapes?: { id: string; at: Pt }[]; outlines?: Outline[] } = {}): MoveScene {
  const out: Record<string, ScenePiece> = {};
  for (const [id, p] of Object.entries(pieces)) {
    const placed = p.at !== undefined || p.zone !== undefined;
    out[id] = { id, kind: p.kind ?? (p.side === 'sf' ? 'unit' : p.side === 'crowd' ? 'crowd' : 'figure'), name: id, side: p.side, figures: p.figures ?? 1, ...(p.at ? { at: p.at } : {}), ...(p.zone ? { zone: p.zone } : {}), ...(placed ? { turn: p.turn ?? 1 } : {}), fresh: placed && p.fresh !== false };
  }
  const blind = new Set(o.blind ?? []);
  return {
    unit: o.unit ?? 'in',
    size: o.size ?? [96, 48],
    turn: 2,
    pieces: out,
    sees: (a, b) => (!out[a]?.fresh || !out[b]?.fresh ? null : !blind.has(`${a}|${b}`) && !blind.has(`${b}|${a}`)),
    escapes: o.escapes ?? [],
    outlines: o.outlines ?? [],
  };
}

const UNIT: Record<Edition, MapUnit> = { en: 'in', fr: 'cm' };
const rl = (edition: Edition, after: number, value: number) => ({ procedure: 'rl-roll', crowd: 'market', rl: { before: 5, after }, movement: { kind: 'distance', value, unit: UNIT[edition] } });
const cd = (edition: Edition, record: Record<string, unknown>, s: MoveScene, looters: string[] = []) => proposeCdMoves({ edition, lang: edition, seq: 7, record, scene: s, looterCrowds: new Set(looters) });

describe('Civil Disorder and Émeutes: a crowd\'s RL movement, its dice rolled (EN l.144-151; FR l.188-199)', () => {
  // RL, the way, the line in each edition, a roll in each edition's dice (EN 2d6", FR 4D6 cm for RL 1, 2, 8...).
  const cases: [number, 'away' | 'toward', Record<Edition, string>, Record<Edition, number>][] = [
    [1, 'away', { en: 'EN l.144', fr: 'FR l.188' }, { en: 9, fr: 17 }],
    [2, 'away', { en: 'EN l.145', fr: 'FR l.189' }, { en: 7, fr: 14 }],
    [3, 'away', { en: 'EN l.146', fr: 'FR l.190' }, { en: 4, fr: 8 }],
    [6, 'toward', { en: 'EN l.149', fr: 'FR l.193' }, { en: 3, fr: 3 }],
    [8, 'toward', { en: 'EN l.151', fr: 'FR l.199' }, { en: 5, fr: 12 }],
  ];
  for (const edition of ['en', 'fr'] as const) {
    for (const [level, way, line, d] of cases) {
      it(`${edition}: RL ${level} moves ${d[edition]} ${UNIT[edition]} ${way === 'away' ? 'away from' : 'towards'} the nearest SF in sight (${line[edition]})`, () => {
        // The crowd at (40, 20); frontline 10 below it, spg 20 to its right: frontline is the nearest.
        const s = scene({ market: { side: 'crowd', at: [40, 20], figures: 25 }, frontline: { side: 'sf', at: [40, 30] }, spg: { side: 'sf', at: [60, 20] } }, { unit: UNIT[edition], size: [200, 200] });
        const [p] = cd(edition, rl(edition, level, d[edition]), s);
        expect(p.rule).toBe(line[edition]);
        expect(p.piece).toBe('market');
        expect(p.distance).toBe(d[edition]);
        expect(p.how).toEqual(way === 'away' ? { away: 'frontline' } : { toward: 'frontline' });
        // Exactly the roll from where it stood (towards: stopping at the SF, 10 away).
        expect(distance([40, 20], p.to!)).toBeCloseTo(Math.min(d[edition], way === 'toward' ? 10 : Infinity), 9);
        expect(p.to![0]).toBeCloseTo(40, 9);
        expect(p.to![1]).toBeCloseTo(way === 'away' ? 20 - d[edition] : 20 + Math.min(d[edition], 10), 9);
      });
    }
  }

  it.each(['en', 'fr'] as const)('%s: shot at by firearms, RL 6 and 8 close with no SF on the map (EN l.129, FR l.167, U334); away still goes away', (edition) => {
    const s = scene({ market: { side: 'crowd', at: [40, 20], figures: 25 }, frontline: { side: 'sf', at: [40, 30] } }, { unit: UNIT[edition], size: [200, 200] });
    for (const key of ['single-shot', 'automatic']) {
      for (const level of [6, 8]) {
        const [p] = cd(edition, { ...rl(edition, level, 3), modifiers: [{ key }] }, s);
        expect(p.to, `${key} RL ${level}`).toBeUndefined();
        expect(p.measure).toMatch(edition === 'en' ? /EN l\.129/ : /FR l\.167/);
      }
      const [away] = cd(edition, { ...rl(edition, 2, 3), modifiers: [{ key }] }, s);
      expect(away.how).toEqual({ away: 'frontline' });
    }
    // A non-lethal shot is no gunfire: the crowd closes as ever.
    const [p] = cd(edition, { ...rl(edition, 6, 3), modifiers: [{ key: 'non-lethal' }] }, s);
    expect(p.how).toEqual({ toward: 'frontline' });
  });

  it('RL 4, 5 and 7 decide no way (a drift, "if appropriate", conform to SF moves): none', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [40, 30] } });
    for (const level of [4, 5, 7]) expect(cd('en', rl('en', level, 5), s)).toEqual([]);
  });

  it('the SF the crowd flees is the nearest in sight, not the nearest: one behind a building is not fled', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [40, 30] }, spg: { side: 'sf', at: [60, 20] } }, { blind: ['market|frontline'] });
    const [p] = cd('en', rl('en', 2, 7), s);
    expect(p.how).toEqual({ away: 'spg' });
    expect(p.to).toEqual([33, 20]);
  });

  it('a fire engine or an ambulance is no SF to flee (U275)', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20] }, amb1: { side: 'sf', kind: 'ambulance', at: [40, 22] }, frontline: { side: 'sf', at: [40, 30] } });
    expect(cd('en', rl('en', 2, 7), s)[0].how).toEqual({ away: 'frontline' });
  });

  it('RL 2 with no SF in sight proposes nothing (the chart goes to 4, l.145); RL 1 runs to the nearest escape route (l.144)', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [40, 30] } }, { blind: ['market|frontline'], escapes: [{ id: 'west', at: [0, 20] }, { id: 'east', at: [96, 20] }] });
    expect(cd('en', rl('en', 2, 7), s)).toEqual([]);
    const [p] = cd('en', rl('en', 1, 9), s);
    expect(p.how).toEqual({ toward: 'west' });
    expect(p.to).toEqual([31, 20]);
  });

  it('away from an SF near the edge stops at the table\'s edge (U257)', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 3] }, frontline: { side: 'sf', at: [40, 13] } });
    const [p] = cd('en', rl('en', 2, 7), s);
    expect(p.to).toEqual([40, 0]);
  });

  it('a stale or unplaced crowd, or a stale SF, is measured on the table with the distance, no point (U250)', () => {
    const stale = scene({ market: { side: 'crowd', at: [40, 20], fresh: false }, frontline: { side: 'sf', at: [40, 30] } });
    const [a] = cd('en', rl('en', 2, 7), stale);
    expect(a.to).toBeUndefined();
    expect(a.how).toBeUndefined();
    expect(a.distance).toBe(7);
    expect(a.measure).toMatch(/market as of turn 1, stale/);
    const unplaced = scene({ market: { side: 'crowd' }, frontline: { side: 'sf', at: [40, 30] } });
    expect(cd('en', rl('en', 2, 7), unplaced)[0].measure).toMatch(/market is not on the map/);
    const sfStale = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [40, 30], fresh: false } });
    const [c] = cd('en', rl('en', 2, 7), sfStale);
    expect(c.to).toBeUndefined();
    expect(c.measure).toMatch(/frontline as of turn 1, stale/);
    // An SF unit not on the table (not yet arrived) is not fled, and asks nothing.
    const away = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf' }, spg: { side: 'sf', at: [40, 30] } });
    expect(cd('en', rl('en', 2, 7), away)[0].how).toEqual({ away: 'spg' });
  });

  it('a record in the other edition\'s unit than the map\'s is measured on the table (no conversion is the text\'s)', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [40, 30] } }, { unit: 'cm' });
    const [p] = cd('en', rl('en', 2, 7), s);
    expect(p.measure).toMatch(/the map is in cm, the rule in in/);
  });
});

describe('Civil Disorder and Émeutes: pushed back (EN l.267 2"; FR l.379 5 cm)', () => {
  // The text's numbers, not the table's: a changed table fails here.
  const TEXT: Record<Edition, number> = { en: 2, fr: 5 };
  for (const edition of ['en', 'fr'] as const) {
    const d = TEXT[edition];
    it(`${edition}: a melee's loser pushed back ${d} ${UNIT[edition]} away from the winner (${edition === 'en' ? 'EN l.267' : 'FR l.379'})`, () => {
      const s = scene({ market: { side: 'crowd', at: [40, 20], figures: 1 }, frontline: { side: 'sf', at: [43, 24], figures: 8 } }, { unit: UNIT[edition] });
      const [p] = cd(edition, { procedure: 'melee', unit: 'frontline', crowd: 'market', bouts: [{ winner: 'sf', code: 'pushed-back' }] }, s);
      expect(p.rule).toBe(edition === 'en' ? 'EN l.267' : 'FR l.379');
      expect(p.distance).toBe(d);
      expect(p.how).toEqual({ away: 'frontline' });
      expect(distance([40, 20], p.to!)).toBeCloseTo(d, 9);
      // Straight away: further from the winner by the whole distance.
      expect(distance([43, 24], p.to!)).toBeCloseTo(5 + d, 9);
    });
  }

  it('the SF lost: the unit pushed back; some figures of a piece only: measured on the table, saying how many', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20], figures: 25 }, frontline: { side: 'sf', at: [43, 24], figures: 1 } });
    const out = cd('en', { procedure: 'line-fight', unit: 'frontline', crowd: 'market', pairs: [{ bouts: [{ winner: 'sf', code: 'pushed-back' }, { winner: 'crowd', code: 'pushed-back' }] }, { bouts: [{ winner: 'sf', code: 'scuffle' }] }] }, s);
    expect(out.map((p) => p.piece)).toEqual(['market', 'frontline']);
    expect(out[0].measure).toMatch(/1 of the 25 figures of market/);
    expect(out[1].how).toEqual({ away: 'market' });
    expect(distance([43, 24], out[1].to!)).toBeCloseTo(2, 9);
  });

  it('no bout pushed back: none', () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [43, 24] } });
    expect(cd('en', { procedure: 'melee', unit: 'frontline', crowd: 'market', bouts: [{ winner: 'sf', code: 'stunned' }] }, s)).toEqual([]);
  });
});

describe('Civil Disorder and Émeutes: looters leaving with their loot (EN l.177 1d6"; FR l.262 2D6 cm)', () => {
  for (const edition of ['en', 'fr'] as const) {
    it(`${edition}: a looter crowd leaves away from the nearest SF in sight, else off the table`, () => {
      const s = scene({ looters: { side: 'crowd', at: [40, 20], figures: 12 }, frontline: { side: 'sf', at: [50, 20] } }, { unit: UNIT[edition], size: [200, 100] });
      const record = { procedure: 'loot', crowd: 'looters', outcome: { code: 'looters-leave' }, movement: { value: 4, unit: UNIT[edition] } };
      const [p] = cd(edition, record, s, ['looters']);
      expect(p.rule).toBe(edition === 'en' ? 'EN l.177' : 'FR l.262');
      expect(p.to).toEqual([36, 20]);
      const hidden = scene({ looters: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [50, 20] } }, { unit: UNIT[edition], size: [200, 100], blind: ['looters|frontline'] });
      // No SF in sight, no escape route marked: the nearest edge (the top, 20 away).
      expect(cd(edition, record, hidden, ['looters'])[0].to).toEqual([40, 16]);
    });
  }

  it("a normal crowd's looters are no piece: measured on the table", () => {
    const s = scene({ market: { side: 'crowd', at: [40, 20] }, frontline: { side: 'sf', at: [50, 20] } });
    const [p] = cd('en', { procedure: 'loot', crowd: 'market', movement: { value: 3, unit: 'in' } }, s);
    expect(p.measure).toMatch(/looters who broke off from market/);
  });
});

describe('Guérilla Urbaine: a parry steps the defender back 1 pas (GU l.54)', () => {
  const record = (parried: boolean[]) => ({ procedure: 'gu-melee', figure: 'brute', target: 'kira', attacks: parried.map((p) => ({ parry: { parried: p } })) });
  it('one pas a parry, away from the attacker', () => {
    const s = scene({ brute: { side: 'loups', at: [10, 10] }, kira: { side: 'corbeaux', at: [11, 10] } }, { unit: 'pas', size: [40, 30] });
    const [p] = proposeGuMoves({ lang: 'fr', seq: 3, record: record([true]), scene: s });
    expect(p.rule).toBe('GU l.54');
    expect(p.piece).toBe('kira');
    expect(p.how).toEqual({ away: 'brute' });
    expect(p.to).toEqual([12, 10]);
    expect(proposeGuMoves({ lang: 'fr', seq: 3, record: record([true, true]), scene: s })[0].to).toEqual([13, 10]);
    expect(proposeGuMoves({ lang: 'fr', seq: 3, record: record([false]), scene: s })).toEqual([]);
  });
  it('an attacker dead since (gone from the table) keeps its last point: the move is typed as a point', () => {
    const s = scene({ brute: { side: '', kind: 'gone', at: [10, 10] }, kira: { side: 'corbeaux', at: [11, 10] } }, { unit: 'pas', size: [40, 30] });
    expect(proposeGuMoves({ lang: 'fr', seq: 3, record: record([true]), scene: s })[0].how).toEqual({ at: [12, 10] });
  });
  it('a stale attacker: measured on the table', () => {
    const s = scene({ brute: { side: 'loups', at: [10, 10], fresh: false }, kira: { side: 'corbeaux', at: [11, 10] } }, { unit: 'pas' });
    const [p] = proposeGuMoves({ lang: 'fr', seq: 3, record: record([true]), scene: s });
    expect(p.to).toBeUndefined();
    expect(p.measure).toMatch(/brute au tour 1, périmé/);
  });
});

describe('Intervention: a shaken figure moves 2 cm towards cover (Intervention l.413)', () => {
  const wall: Outline = { id: 'muret', kind: 'wall', height: 1, points: [[60, 46], [75, 46]] };
  it('the PF aimed at it passing its Det shakes it: 2 cm towards the nearest cover', () => {
    const s = scene({ p1: { side: 'ravisseurs', at: [62, 42] } }, { unit: 'cm', size: [90, 60], outlines: [wall] });
    const record = { procedure: 'intv-fire', effects: [{ op: 'set', path: 'fighters.p1.pfAt', value: 9, prev: 4 }] };
    const [p] = proposeIvMoves({ lang: 'fr', seq: 4, record, det: { p1: 8 }, woods: [], scene: s });
    expect(p.rule).toBe('Intervention l.413');
    expect(p.distance).toBe(2);
    expect(p.to).toEqual([62, 44]);
    expect(p.how).toEqual({ at: [62, 44] });
  });
  it('only the resolution that passes the Det shakes: before it, or already past it, none', () => {
    expect(shakenBy({ procedure: 'intv-fire', effects: [{ op: 'set', path: 'fighters.p1.pfAt', value: 8, prev: 4 }] }, { p1: 8 })).toEqual([]);
    expect(shakenBy({ procedure: 'intv-fire', effects: [{ op: 'set', path: 'fighters.p1.pfAt', value: 12, prev: 9 }] }, { p1: 8 })).toEqual([]);
    expect(shakenBy({ procedure: 'intv-morale', fighter: 'g1', shaken: true, effects: [] }, {})).toEqual(['g1']);
  });
  it("a wood's edge is cover too (l.184); a stale figure is measured", () => {
    const s = scene({ sniper: { side: 'gign', at: [30, 10] } }, { unit: 'cm', size: [90, 60], outlines: [wall] });
    const wood = { id: 'bois', kind: 'wood' as const, points: [[0, 0], [25, 0], [25, 20], [0, 20]] as Pt[] };
    const [p] = proposeIvMoves({ lang: 'fr', seq: 4, record: { procedure: 'intv-morale', fighter: 'sniper', shaken: true }, det: {}, woods: [wood], scene: s });
    expect(p.to).toEqual([28, 10]);
    const stale = scene({ sniper: { side: 'gign', at: [30, 10], fresh: false } }, { unit: 'cm' });
    expect(proposeIvMoves({ lang: 'fr', seq: 4, record: { procedure: 'intv-morale', fighter: 'sniper', shaken: true }, det: {}, woods: [wood], scene: stale })[0].measure).toMatch(/périmé/);
  });
});
