// The command registry: each command's module is imported only when that
// command runs (or for --help), so a command pays only for what it uses.
import type { Command } from 'commander';
import type { Io } from './common.js';

export interface CommandModule {
  register(program: Command, io: Io): void;
}

/** Command name -> module loader. One line per command; keep the order of --help. */
export const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  init: () => import('./init.js'),
  status: () => import('./status.js'),
  'next-turn': () => import('./next-turn.js'),
  'rl-roll': () => import('./rl-roll.js'),
  // --- procedures (confrontation) ---
  melee: () => import('./melee.js'),
  fighters: () => import('./line-fight.js').then((m) => ({ register: m.registerFighters })),
  'line-fight': () => import('./line-fight.js'),
  sniper: () => import('./sniper.js'),
  fire: () => import('./fire.js'),
  negotiate: () => import('./negotiate.js'),
  act: () => import('./act.js'),
  overreact: () => import('./overreact.js'),
  trigger: () => import('./trigger.js'),
  // --- crowds between the rolls: chart jumps, the umpire's status change, adjacency, owed rolls, split/merge, gas ---
  jump: () => import('./crowd.js').then((m) => ({ register: m.registerJump })),
  'set-rl': () => import('./crowd.js').then((m) => ({ register: m.registerSetRl })),
  adjacent: () => import('./crowd.js').then((m) => ({ register: m.registerAdjacent })),
  owe: () => import('./crowd.js').then((m) => ({ register: m.registerOwe })),
  split: () => import('./crowd.js').then((m) => ({ register: m.registerSplit })),
  merge: () => import('./crowd.js').then((m) => ({ register: m.registerMerge })),
  rejoin: () => import('./crowd.js').then((m) => ({ register: m.registerRejoin })),
  'leave-gas': () => import('./crowd.js').then((m) => ({ register: m.registerLeaveGas })),
  // --- procedures (property, fire, casualties, weapons) ---
  loot: () => import('./loot.js'),
  damage: () => import('./damage.js'),
  burn: () => import('./burn.js'),
  extinguish: () => import('./extinguish.js'),
  hydrant: () => import('./hydrant.js'),
  triage: () => import('./triage.js'),
  stretcher: () => import('./load.js').then((m) => ({ register: m.registerStretcher })),
  load: () => import('./load.js'),
  casualties: () => import('./triage.js').then((m) => ({ register: m.registerCasualties })),
  gas: () => import('./weapon.js').then((m) => ({ register: m.registerGas })),
  water: () => import('./weapon.js').then((m) => ({ register: m.registerWater })),
  'baton-gun': () => import('./weapon.js').then((m) => ({ register: m.registerBatonGun })),
  missiles: () => import('./weapon.js').then((m) => ({ register: m.registerMissiles })),
  'petrol-bomb': () => import('./weapon.js').then((m) => ({ register: m.registerPetrolBomb })),
  undo: () => import('./undo.js'),
  rebuild: () => import('./rebuild.js'),
  demo: () => import('./demo.js'),
  // --- review, odds, batch, REPL ---
  batch: () => import('./batch.js'),
  odds: () => import('./odds.js'),
  rules: () => import('./rules.js'),
  screen: () => import('./sheet.js'),
  reference: () => import('./sheet.js').then((m) => ({ register: m.registerReference })),
  log: () => import('./log.js'),
  summary: () => import('./summary.js'),
  report: () => import('./report.js'),
  verify: () => import('./verify.js'),
  play: () => import('./play.js'),
  turn: () => import('./turn.js'),
  note: () => import('./note.js'),
  roll: () => import('./roll.js'),
  movement: () => import('./movement.js'),
  // --- Intervention (issue 19): the stateless calculator; moves to the game/pack registry when it lands ---
  intervention: () => import('./intervention/index.js'),
};

export async function loadCommand(name: string): Promise<CommandModule> {
  // Own keys only: `constructor` or `__proto__` is not a command.
  if (!Object.hasOwn(COMMANDS, name)) throw new Error(`no command ${JSON.stringify(name)}`);
  return COMMANDS[name]();
}
