// An id kind's key may name a nested map of the state (IdKind.key: `riot.teams`).
import { describe, expect, it } from 'vitest';
import { kindEntries, type Game } from '../../src/engine/system.js';

const game = { crowds: { c1: { rl: 4 } }, riot: { teams: { police: { credits: 12 } }, round: { played: [] } }, title: 'x' } as unknown as Game;

describe('kindEntries', () => {
  it('reads a top-level key and a dot path into a system key', () => {
    expect(Object.keys(kindEntries(game, 'crowds'))).toEqual(['c1']);
    expect(kindEntries(game, 'riot.teams')).toEqual({ police: { credits: 12 } });
  });
  it('gives {} for a missing path, a path through a non-object, a list, or an inherited name', () => {
    expect(kindEntries(game, 'riot.zones')).toEqual({});
    expect(kindEntries(game, 'title.length')).toEqual({});
    expect(kindEntries(game, 'riot.round.played')).toEqual({});
    expect(kindEntries(game, 'riot.constructor')).toEqual({});
    expect(kindEntries(game, '__proto__')).toEqual({});
  });
});
