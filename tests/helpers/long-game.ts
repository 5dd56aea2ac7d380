// A sample game at its largest: every scenario of scenarios/ played for
// thirty turns in-process, as a batch (`batch --keep-going`: a line the state
// refuses, a crowd already split, a unit already spent, is skipped). The
// lines are the sample's own batch of tests/batch/ when it has one, else a
// turn made from the scenario's crowds and units (Civil Disorder and
// Émeutes); between two turns, `next-turn`. Every few turns a line is taken
// back (`undo`), as at the table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT, SCENARIOS, tempGame } from './cli.js';

/** The sample batch each scenario is played with (its map variant shares its game's). */
const BATCH: Record<string, string> = {
  'railton-road.yaml': 'railton-six-turns.txt',
  'railton-road-map.yaml': 'railton-six-turns.txt',
  'railton-road-tables.yaml': 'railton-six-turns.txt',
  'railton-road-armed.yaml': 'railton-armed-agents.txt',
  'railton-road-swat.yaml': 'railton-swat-storm.txt',
  'railton-road-opinion.yaml': 'railton-opinion.txt',
  'guerilla-urbaine-gangs.yaml': 'gu-three-turns.txt',
  'guerilla-urbaine-gangs-map.yaml': 'gu-three-turns.txt',
  'intervention-liberation-otage.yaml': 'intervention-hostage.txt',
  'intervention-liberation-otage-map.yaml': 'intervention-hostage.txt',
  'riot-sample.fr.yaml': 'riot-round.txt',
  'riot-sample-map.fr.yaml': 'riot-round.txt',
};

/** A turn of Civil Disorder from the scenario's own pieces: RL rolls, a melee, gas, a fire, a casualty. */
function civilTurn(s: Record<string, any>, n: number): string[] {
  const crowds: string[] = (s.crowds ?? []).map((c: any) => c.id);
  const units: string[] = (s.units ?? []).map((u: any) => u.id);
  const buildings: string[] = (s.buildings ?? []).map((b: any) => b.id);
  const c = (i: number) => crowds[(n + i) % crowds.length];
  const u = (i: number) => units[(n + i) % units.length];
  const lines = [`rl-roll ${c(0)}`, `melee ${u(0)} ${c(1)}`, `rl-roll ${c(2)}`];
  if (n % 3 === 0) lines.push(`gas ${c(1)} --kind tear`);
  if (n % 4 === 1 && buildings.length > 0) lines.push(`burn ${buildings[n % buildings.length]}`);
  return lines;
}

/** The lines of thirty turns of the scenario. */
export function longPlay(scenario: string, turns = 30): string[] {
  const s = parse(readFileSync(join(SCENARIOS, scenario), 'utf8')) as Record<string, any>;
  const batch = BATCH[scenario];
  const sample = batch
    ? readFileSync(join(ROOT, 'tests', 'batch', batch), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'))
    : null;
  // The sample's turns, each ending at its `next-turn` (the last one's too).
  const sampleTurns: string[][] = [];
  if (sample) {
    let cur: string[] = [];
    for (const l of sample) {
      if (/^next-turn\b/.test(l)) {
        sampleTurns.push(cur);
        cur = [];
      } else cur.push(l);
    }
    if (cur.length > 0) sampleTurns.push(cur);
  }
  const out: string[] = [];
  for (let n = 0; n < turns; n++) {
    out.push(...(sample ? sampleTurns[n % sampleTurns.length] : civilTurn(s, n)));
    if (n % 5 === 2) out.push('undo');
    // Three tables and a control (`umpires:`): the control ends each turn (U283).
    if (n < turns - 1) out.push(s.umpires ? 'next-turn --override' : 'next-turn');
  }
  return out;
}

/** A temp game of `scenario` after thirty turns of play (its folder; call cleanup()). */
export async function longGame(scenario: string, turns = 30): Promise<ReturnType<typeof tempGame>> {
  const g = tempGame();
  await g.init(scenario);
  // `undo` runs outside a batch (it rewrites the log the batch writes at its end): a batch up to each.
  const chunks: string[][] = [[]];
  for (const l of longPlay(scenario, turns)) {
    if (l === 'undo') chunks.push([]);
    else chunks[chunks.length - 1].push(l);
  }
  const file = join(g.dir, 'long.txt');
  for (const [i, c] of chunks.entries()) {
    if (i > 0) await g.run('undo');
    writeFileSync(file, `${c.join('\n')}\n`);
    await g.run('batch', file, '--keep-going', ...(i === 0 ? ['--seed', 'long-game'] : []), '--no-progress');
  }
  return g;
}
