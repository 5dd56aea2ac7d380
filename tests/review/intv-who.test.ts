// The log's Who column names who acted in every Intervention procedure (issue
// 40 item 2): the records name their fighter as `shooter`, `attacker`,
// `observer`, `thrower` (src/rules/intervention/play.ts), which the idKind's
// logFields declare (src/games/intervention/index.ts). The game's own steps
// (the sequence, the mission's check) have no one acting.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, tempGame } from '../helpers/cli.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});

/** No one acts in these: the umpire's step to the next sequence, the program's check of the mission. */
const NO_ONE = new Set(['intv-phase', 'intv-mission']);
const EVERY = ['intv-orders', 'intv-activate', 'intv-move', 'intv-observe', 'intv-fire', 'intv-group-fire', 'intv-melee', 'intv-blast', 'intv-morale'];

describe('Intervention: the log names who acted', () => {
  it('every procedure of the hostage rescue (and a morale test) has its fighters in Who, in --json, en and fr', async () => {
    const g = tempGame();
    games.push(g);
    await g.init('intervention-liberation-otage.yaml');
    const batch = readFileSync(join(ROOT, 'tests', 'batch', 'intervention-hostage.txt'), 'utf8');
    // The morale the umpire counts (l.405-413), before the first next-turn.
    writeFileSync(join(g.dir, 'game.txt'), batch.replace('\nnext-turn\n', '\nintv-morale p1 --pf 20\nnext-turn\n'));
    const r = await g.run('batch', 'game.txt');
    expect(r.code, r.stderr).toBe(0);
    const log = await g.run('log', '--json');
    expect(log.code, log.stderr).toBe(0);
    const rows = log.stdout.trim().split('\n').map((l) => JSON.parse(l) as { procedure: string; kind: string; subjects: Record<string, string[]> });
    const played = rows.filter((x) => x.kind === 'resolution' && x.procedure.startsWith('intv-'));
    expect([...new Set(played.map((x) => x.procedure))].sort()).toEqual([...EVERY, ...NO_ONE].sort());
    const empty = played.filter((x) => !NO_ONE.has(x.procedure) && Object.values(x.subjects).flat().length === 0).map((x) => x.procedure);
    expect(empty).toEqual([]);
    const who = (p: string) => played.filter((x) => x.procedure === p).map((x) => x.subjects.fighter ?? []);
    expect(who('intv-fire')[0]).toEqual(['g2']);
    expect(who('intv-melee')).toEqual([['a2']]);
    expect(who('intv-observe')[0]).toEqual(['a3']);
    expect(who('intv-group-fire')).toEqual([['chef', 'sniper', 'a3']]);
    expect(who('intv-blast')).toEqual([['p2']]);
    // The target is not who acted.
    expect(who('intv-fire')[0]).not.toContain('a2');
    for (const lang of ['en', 'fr']) {
      const h = await g.run('log', '--lang', lang);
      expect(h.code, h.stderr).toBe(0);
      // The fire row: "g2 → a2" in its result, g2 in Who.
      const line = h.stdout.split('\n').find((l) => l.includes('g2 → a2'));
      expect(line, lang).toBeDefined();
      expect(line!.split('│')[4].trim(), lang).toBe('g2');
      const melee = h.stdout.split('\n').find((l) => /otage/.test(l) && /a2/.test(l.split('│')[7] ?? '') && /(melee|corps)/i.test(l));
      expect(melee?.split('│')[4].trim(), lang).toBe('a2');
    }
  }, 60000);
});
