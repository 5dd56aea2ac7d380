// A scripted game for a command test: a temp game of a bundled scenario that
// runs one batch file of tests/batch/ before the tests, and the resolutions it
// logged (the undone ones left out), each with its turn.
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ROOT, tempGame } from './cli.js';

/** Registers the set-up and clean-up hooks; `of(procedure)` gives that procedure's logged records, in order. */
export function batchGame(scenario: string, batch: string) {
  const game = tempGame();
  let log: any[] = [];
  beforeAll(async () => {
    await game.init(scenario);
    const r = await game.run('batch', join(ROOT, 'tests', 'batch', batch));
    if (r.code !== 0) throw new Error(`batch failed: ${r.stderr}`);
    log = game.readLog();
  }, 60000);
  afterAll(() => game.cleanup());
  const records = () => log.filter((e) => e.kind === 'resolution' && !e.undone).map((e) => ({ ...e.record, turn: e.turn as number }));
  return { game, records, of: (procedure: string): any[] => records().filter((r) => r.procedure === procedure) };
}
