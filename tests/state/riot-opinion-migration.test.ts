// The riot-opinion slice's migration 1 -> 2 (docs/state.md, Migrations): a
// state written while a crowd's used next-roll cards were kept by their places
// in `opinion.drawn` (riot-opinion pack, before 21:00 on 2026-11-23) opens,
// each place read as the card drawn there.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import '../../src/games/index.js';
import { migrateState, type RawState } from '../../src/state/migrate.js';
import { OPINION_MIGRATIONS } from '../../src/state/riot-opinion/scenario.js';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

/** A fresh riot-opinion game whose state file is rewritten in the old format: `frontline` used the card at place 1 of `drawn`. */
async function oldFormatGame(): Promise<NonNullable<typeof game>> {
  game = tempGame();
  await game.init('railton-road-opinion.yaml');
  const sf = JSON.parse(readFileSync(game.state, 'utf8'));
  expect(sf.game.versions).toEqual({ 'riot-opinion': 2 });
  delete sf.game.versions;
  sf.game.opinion.drawn = [{ card: 'tv-crews', from: 1 }, { card: 'outrage', from: 1 }];
  sf.game.opinionCrowds.frontline = { used: [1] };
  writeFileSync(game.state, JSON.stringify(sf));
  return game;
}

describe('riot-opinion state migration 1 -> 2', () => {
  it('turns places in drawn into card ids, keeps ids, drops places that name no card', () => {
    const g: Record<string, unknown> = {
      opinion: { drawn: [{ card: 'outrage', from: 1 }, { card: 'tv-crews', from: 2 }, { card: 'outrage', from: 3 }] },
      opinionCrowds: { a: { used: [2, 0] }, b: { used: ['outrage'] }, c: { press: true }, d: { used: [7, -1, 1.5, 'x'] } },
    };
    OPINION_MIGRATIONS[1](g);
    expect(g.opinionCrowds).toEqual({ a: { used: ['outrage', 'outrage'] }, b: { used: ['outrage'] }, c: { press: true }, d: { used: ['x'] } });
  });

  it('migrates an old-format state file on reading, and sets the slice version', async () => {
    const g = await oldFormatGame();
    const raw = JSON.parse(readFileSync(g.state, 'utf8')) as RawState;
    const { state } = migrateState(raw, g.state);
    const out = state.game as unknown as { versions: unknown; opinionCrowds: Record<string, { used?: string[] }> };
    expect(out.opinionCrowds.frontline.used).toEqual(['outrage']);
    expect(out.versions).toEqual({ 'riot-opinion': 2 });
  });

  it('plays on from an old-format state: the used card is not applied again, the file is written in the new format', async () => {
    const g = await oldFormatGame();
    const [rl] = await g.ok('rl-roll', 'frontline', '--roll', '3,1');
    expect(rl.modifiers.map((m: { key: string }) => m.key)).not.toContain('riot-opinion.outrage');
    // Another crowd has not used it: its next RL roll takes it, and the file keeps ids.
    const [other] = await g.ok('rl-roll', 'market', '--roll', '3,1');
    expect(other.modifiers.map((m: { key: string }) => m.key)).toContain('riot-opinion.outrage');
    const sf = JSON.parse(readFileSync(g.state, 'utf8'));
    expect(sf.game.versions).toEqual({ 'riot-opinion': 2 });
    expect(sf.game.opinionCrowds.frontline.used).toEqual(['outrage']);
    expect(sf.game.opinionCrowds.market.used).toEqual(['outrage']);
  });
});
