// A game of several turns of the large sample scenario (railton-road.yaml),
// played through the CLI: rl-roll, next-turn and undo, plus the procedures
// that have landed (melee, fire, loot, damage, burn, overreact, triage) when
// the registry has them. Used by the review tests ("done when": summary, log
// and the HTML report agree with each other and with the log).
import { COMMANDS } from '../../src/commands/index.js';
import { tempGame } from '../helpers/cli.js';

export type Game = ReturnType<typeof tempGame>;

/** Steps by turn; `optional` steps may be refused by the rules (exit 2) or be missing. */
const TURNS: { args: string[]; optional?: boolean }[][] = [
  [
    { args: ['rl-roll', 'frontline', '--seed', 'review-tests'] },
    { args: ['rl-roll', 'market'] },
    { args: ['rl-roll', 'bikers'] },
    { args: ['melee', 'van1', 'frontline'], optional: true },
    { args: ['loot', 'bikers', 'jeweller'], optional: true },
    { args: ['damage', 'bikers', 'bank'], optional: true },
    { args: ['overreact', 'van1'], optional: true },
    { args: ['next-turn'] },
  ],
  [
    { args: ['rl-roll', 'frontline'] },
    { args: ['rl-roll', 'market'] },
    { args: ['rl-roll', 'church'] },
    { args: ['rl-roll', 'estate'] },
    { args: ['rl-roll', 'bikers'] },
    { args: ['fire', 'bikers', '--unit', 'armed', '--weapon', 'pistol', '--range', 'close'], optional: true },
    { args: ['burn', 'pub', '--start', '1'], optional: true },
    { args: ['melee', 'spg', 'market'], optional: true },
    // A casualty for certain (entered dice: SF 6 + 3 against 1, the rioter wounded), so the review has one to count.
    { args: ['melee', 'spg', 'market', '--intent', 'beat', '--roll', '6,1'] },
    { args: ['next-turn'] },
  ],
  [
    { args: ['rl-roll', 'frontline'] },
    // Undone last thing about the church this turn: its RL must come back.
    { args: ['rl-roll', 'church', '--roll', '6,3', '--mod', 'hymn singing stopped=+5'] },
    { args: ['undo'] },
    { args: ['rl-roll', 'shoplifters'] },
    { args: ['triage', 'cas-1'] },
    { args: ['overreact', 'spg'], optional: true },
    { args: ['next-turn'] },
  ],
  [
    { args: ['rl-roll', 'market'] },
    { args: ['rl-roll', 'estate', '--roll', '1,2'] },
    { args: ['melee', 'van2', 'estate'], optional: true },
    { args: ['next-turn'] },
  ],
];

/**
 * Plays the game in a temp folder; returns it, the optional procedures that
 * ran, and the optional steps the rules refused (with why), so a test can see
 * what the game really played. A step of a command that does not exist, or a
 * step that is not optional and fails, is an error: nothing is skipped silently.
 */
export async function playRailton(): Promise<{ game: Game; ran: string[]; refused: string[]; steps: number }> {
  const game = tempGame();
  await game.init('railton-road.yaml');
  const ran: string[] = [];
  const refused: string[] = [];
  let steps = 0;
  for (const turn of TURNS) {
    for (const step of turn) {
      if (!Object.hasOwn(COMMANDS, step.args[0])) throw new Error(`the scripted game names no command ${step.args[0]}`);
      const r = await game.run(...step.args);
      steps += 1;
      if (r.code !== 0) {
        if (step.optional && r.code === 2) {
          refused.push(`${step.args.join(' ')}: ${r.stderr.trim()}`);
          continue;
        }
        throw new Error(`umpire ${step.args.join(' ')}: exit ${r.code}: ${r.stderr}`);
      }
      if (step.optional) ran.push(step.args[0]);
    }
  }
  return { game, ran, refused, steps };
}

/** RL per crowd at the end of each turn, computed straight from the log lines (scenario + RL effects). */
export function rlFromLog(log: any[], lastTurn: number): Record<string, number[]> {
  const rl: Record<string, number> = Object.fromEntries(log[0].scenario.crowds.map((c: any) => [c.id, c.rl]));
  const at: Record<string, Record<number, number>> = Object.fromEntries(Object.keys(rl).map((id) => [id, { 1: rl[id] }]));
  for (const e of log.slice(1)) {
    const effects = e.kind === 'undo' ? e.effects : e.record.effects;
    for (const f of effects) {
      const m = /^crowds\.([^.]+)\.rl$/.exec(f.path);
      if (m && f.op === 'set') rl[m[1]] = f.value;
      if (m && f.op === 'add') rl[m[1]] += f.value;
    }
    for (const id of Object.keys(rl)) at[id][e.turn] = rl[id];
  }
  const out: Record<string, number[]> = {};
  for (const id of Object.keys(rl)) {
    const row: number[] = [];
    let last = at[id][1];
    for (let turn = 1; turn <= lastTurn; turn++) row.push((last = at[id][turn] ?? last));
    out[id] = row;
  }
  return out;
}

/** The program's own dice still in force, by die: face counts straight from the log lines. */
export function rngCountsFromLog(log: any[]): Record<string, Record<number, number>> {
  const undone = new Set(log.filter((e) => e.kind === 'undo').flatMap((e) => e.undoes));
  const out: Record<string, Record<number, number>> = {};
  for (const e of log) {
    if (e.kind !== 'resolution' || undone.has(e.seq)) continue;
    for (const d of e.record.rolls) {
      if (d.source !== 'rng') continue;
      out[d.die] ??= {};
      out[d.die][d.value] = (out[d.die][d.value] ?? 0) + 1;
    }
  }
  return out;
}
