// The map's picture (src/map/svg.ts) and a drop's command line
// (src/serve/map.ts dropLine), on states made by hand per src/map/types.ts:
// the players' picture draws no hidden piece and names nothing by its id;
// the umpire's draws everything; every text is escaped.
import { describe, expect, it } from 'vitest';
import { mapSvg, picturePieces, xml, layoutOf } from '../../src/map/svg.js';
import { dropLine } from '../../src/serve/map.js';
import type { MapPiece, MapState } from '../../src/map/types.js';

const words = { title: 'The map', asOf: (n: number) => `as of turn ${n}`, marker: (n: number) => `Hidden marker ${n}` };

function state(): MapState {
  return {
    unit: 'in',
    size: [96, 48],
    eye: 1,
    tolerance: 0.5,
    fresh: 2,
    outlines: [
      { id: 'pub', kind: 'building', building: 'pub', height: 4, points: [[10, 4], [18, 4], [18, 10], [10, 10]], name: 'The George' },
      { id: 'garden-wall', kind: 'wall', height: 0.5, points: [[20, 30], [34, 30]] },
    ],
    areas: [{ id: 'park', kind: 'wood', points: [[60, 30], [80, 30], [80, 46], [60, 46]] }],
    zones: [{ id: 'high-street', name: 'High <Street>', points: [[0, 12], [96, 12], [96, 20], [0, 20]], adjacent: [], sees: ['high-street'] }],
    places: [{ id: 'hydrant-1', kind: 'hydrant', at: [40, 12] }],
    sectors: { amy: [[0, 0], [48, 0], [48, 48], [0, 48]] },
    pieces: {
      frontline: { at: [30, 24], turn: 1 },
      shoplifters: { at: [50, 24], turn: 1 },
      agent7: { at: [70, 10], turn: 1 },
      sniper: { at: [80, 10], turn: 1 },
      van1: { zone: 'high-street', turn: 1 },
    },
  };
}

const PIECES: MapPiece[] = [
  { id: 'frontline', kind: 'crowd', name: 'Front Line youths', side: 'crowd', figures: 30, badge: 'RL 6', tone: 'rl-6' },
  { id: 'shoplifters', kind: 'crowd', name: 'Gang by the "arcade" <b>\x1b[31m', side: 'crowd', figures: 15, badge: 'RL 5', tone: 'rl-5' },
  { id: 'agent7', kind: 'agent', name: 'Agent Seven', side: 'crowd', figures: 1, hidden: 'absent' },
  { id: 'sniper', kind: 'fighter', name: 'Sniper Bravo', side: 'red', figures: 1, hidden: 'marker', badge: 'aimed' },
  { id: 'van1', kind: 'unit', name: 'Shield van 1', side: 'sf', figures: 8 },
];

describe('the map as SVG', () => {
  it("the players' picture: no absent piece, a numbered marker with nothing of its piece, no id of anything", () => {
    const map = state();
    const drawn = picturePieces(map, PIECES, { audience: 'players', last: new Set(['frontline']) });
    expect(drawn.map((d) => d.label)).toEqual(['Front Line youths', 'Gang by the "arcade" <b>\x1b[31m', '1', 'Shield van 1']);
    const svg = mapSvg(map, drawn, { audience: 'players', turn: 1, words });
    for (const hidden of ['agent7', 'Agent Seven', 'sniper', 'Sniper', 'aimed', 'red', '70', 'fighter', 'agent'])
      expect(svg, hidden).not.toContain(hidden);
    // The marker stands where the piece stands (its position on the table is the players' to see: a marker), with its number only.
    expect(svg).toMatch(/<g class="piece marker" transform="translate\(80 10\)"><title>Hidden marker 1<\/title><circle class="body" r="[\d.]+"\/><text class="number"[^>]*>1<\/text><\/g>/);
    for (const id of ['frontline', 'shoplifters', 'van1', 'pub', 'garden-wall', 'park', 'high-street', 'hydrant-1', 'amy', 'data-piece', 'data-id', 'data-zone'])
      expect(svg, id).not.toContain(id);
    // Escaped, control characters shown.
    expect(svg).toContain('Gang by the &quot;arcade&quot; &lt;b&gt;^[[31m');
    expect(svg).toContain('High &lt;Street&gt;');
    expect(svg).not.toMatch(/[\x00-\x08\x0b-\x1f]/);
    expect(svg).not.toContain('<b>');
    // The last resolution's piece is ringed; a crowd's tone is its class.
    expect(svg).toMatch(/<g class="piece kind-crowd side-crowd tone-rl-6 last"[^>]*>.*?<circle class="ring"/);
    // The crowd's figures at the text's spacing (EN l.131): 30 of them.
    const crowd = svg.slice(svg.indexOf('tone-rl-6'), svg.indexOf('tone-rl-5'));
    expect(crowd.match(/<circle cx=/g)).toHaveLength(30);
  });

  it("the umpire's picture draws every piece with its id, the sectors, and the ids of the ground", () => {
    const map = state();
    const svg = mapSvg(map, picturePieces(map, PIECES, { audience: 'umpire' }), { audience: 'umpire', turn: 1, words });
    for (const id of ['frontline', 'shoplifters', 'agent7', 'sniper', 'van1']) expect(svg).toContain(`data-piece="${id}"`);
    expect(svg).toContain('Agent Seven');
    expect(svg).toContain('data-umpire="amy"');
    expect(svg).toContain('data-zone="high-street"');
  });

  it('a position older than map.fresh turns is drawn stale, "as of turn N" (U250)', () => {
    const map = state();
    const fresh = mapSvg(map, picturePieces(map, PIECES, { audience: 'umpire' }), { audience: 'umpire', turn: 2, words });
    expect(fresh).not.toContain('stale');
    const old = mapSvg(map, picturePieces(map, PIECES, { audience: 'umpire' }), { audience: 'umpire', turn: 3, words });
    expect(old).toContain(' stale');
    expect(old).toContain('as of turn 1');
  });

  it('a map of zones only is laid out as boxes; the keeper gets handles, never on a marker', () => {
    const zones: MapState = { ...state(), unit: 'zones', size: undefined, outlines: [], areas: [], places: [], sectors: undefined, zones: ['gare', 'mairie', 'port'].map((id) => ({ id, name: id.toUpperCase(), adjacent: [], sees: [id] })), pieces: { van1: { zone: 'port', turn: 1 }, sniper: { zone: 'gare', turn: 1 } } };
    const l = layoutOf(zones);
    expect(l.grid).toBe(true);
    expect(l.zones).toHaveLength(3);
    const drawn = picturePieces(zones, PIECES, { audience: 'players', key: (p) => `h-${p.name.length}` });
    expect(drawn.find((d) => d.marker === 1)?.key).toBeUndefined();
    expect(drawn.find((d) => d.label === 'Shield van 1')?.key).toBe('h-12');
    expect(mapSvg(zones, drawn, { audience: 'players', turn: 1, words })).toContain('data-piece="h-12"');
  });

  it('xml() escapes the five characters and shows control characters', () => {
    expect(xml(`<a href="x">'&'</a>\x07`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;^G');
  });
});

describe('a drop as a command line', () => {
  it('a point to a tenth of the unit, taken to the table, snapped to a place within reach; a zone where the piece stands by zone', () => {
    const map = state();
    expect(dropLine(map, 'frontline', [33.333, 40.06])).toEqual(['move', 'frontline', '--at', '33.3,40.1']);
    expect(dropLine(map, 'frontline', [-5, 60])).toEqual(['move', 'frontline', '--at', '0,48']);
    expect(dropLine(map, 'frontline', [40.3, 12.2])).toEqual(['move', 'frontline', '--at', '40,12']);
    expect(dropLine(map, 'van1', [50, 15])).toEqual(['move', 'van1', '--zone', 'high-street']);
    expect(dropLine(map, 'van1', [50, 40])).toEqual([]);
  });

  it('on a map of zones only, the zone box under the drop', () => {
    const zones: MapState = { ...state(), unit: 'zones', size: undefined, outlines: [], areas: [], places: [], zones: ['gare', 'mairie'].map((id) => ({ id, name: id, adjacent: [], sees: [id] })), pieces: {} };
    expect(dropLine(zones, 'van1', [15, 3])).toEqual(['move', 'van1', '--zone', 'mairie']);
    expect(dropLine(zones, 'van1', [5, 3])).toEqual(['move', 'van1', '--zone', 'gare']);
  });
});
