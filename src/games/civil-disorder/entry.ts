// Civil Disorder's entry in the registry (src/games/index.ts): its id, name and
// commands, known at start; the rest of the game (index.ts) loads only when a
// state or scenario plays it or one of its commands runs.
import type { SystemEntry } from '../../engine/registry.js';

export const civilDisorderEntry: SystemEntry = {
  id: 'civil-disorder',
  kind: 'game',
  title: { en: 'Civil Disorder', fr: 'Émeutes' },
  editions: ['en', 'fr'],
  // Inside a game, the options' texts of its edition alone (issue 40 item 7).
  editionHelp: (edition) => import('../../commands/civil-disorder/edition-help.js').then((m) => m.editionHelp(edition)),
  // `odds rl --all` (every crowd's RL odds) and `odds burn <building> --turns N` (the fire forecast).
  odds: {
    'rl-all': { procedure: 'rl-roll', flag: '--all', strayKey: 'err.p.all-with-rl', load: () => import('../../commands/civil-disorder/odds.js').then((m) => m.rlAll) },
    'burn-turns': { procedure: 'burn', flag: '--turns', load: () => import('../../commands/civil-disorder/odds.js').then((m) => m.burnTurns) },
  },
  commands: {
  'rl-roll': () => import('../../commands/civil-disorder/rl-roll.js'),
  // --- procedures (confrontation) ---
  melee: () => import('../../commands/civil-disorder/melee.js'),
  fighters: () => import('../../commands/civil-disorder/line-fight.js').then((m) => ({ register: m.registerFighters })),
  'line-fight': () => import('../../commands/civil-disorder/line-fight.js'),
  sniper: () => import('../../commands/civil-disorder/sniper.js'),
  fire: () => import('../../commands/civil-disorder/fire.js'),
  negotiate: () => import('../../commands/civil-disorder/negotiate.js'),
  act: () => import('../../commands/civil-disorder/act.js'),
  overreact: () => import('../../commands/civil-disorder/overreact.js'),
  trigger: () => import('../../commands/civil-disorder/trigger.js'),
  // --- crowds between the rolls: chart jumps, the umpire's status change, adjacency, owed rolls, split/merge, gas ---
  jump: () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerJump })),
  'set-rl': () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerSetRl })),
  adjacent: () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerAdjacent })),
  owe: () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerOwe })),
  split: () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerSplit })),
  merge: () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerMerge })),
  rejoin: () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerRejoin })),
  'leave-gas': () => import('../../commands/civil-disorder/crowd.js').then((m) => ({ register: m.registerLeaveGas })),
  // --- SF units over a long game: a part detached (a snatch squad), two units joined (U207) ---
  detach: () => import('../../commands/civil-disorder/units.js').then((m) => ({ register: m.registerDetach })),
  join: () => import('../../commands/civil-disorder/units.js').then((m) => ({ register: m.registerJoin })),
  // --- procedures (property, fire, casualties, weapons) ---
  loot: () => import('../../commands/civil-disorder/loot.js'),
  damage: () => import('../../commands/civil-disorder/damage.js'),
  burn: () => import('../../commands/civil-disorder/burn.js'),
  extinguish: () => import('../../commands/civil-disorder/extinguish.js'),
  hydrant: () => import('../../commands/civil-disorder/hydrant.js'),
  triage: () => import('../../commands/civil-disorder/triage.js'),
  stretcher: () => import('../../commands/civil-disorder/load.js').then((m) => ({ register: m.registerStretcher })),
  load: () => import('../../commands/civil-disorder/load.js'),
  hospital: () => import('../../commands/civil-disorder/load.js').then((m) => ({ register: m.registerHospital })),
  casualties: () => import('../../commands/civil-disorder/triage.js').then((m) => ({ register: m.registerCasualties })),
  gas: () => import('../../commands/civil-disorder/weapon.js').then((m) => ({ register: m.registerGas })),
  water: () => import('../../commands/civil-disorder/weapon.js').then((m) => ({ register: m.registerWater })),
  'baton-gun': () => import('../../commands/civil-disorder/weapon.js').then((m) => ({ register: m.registerBatonGun })),
  missiles: () => import('../../commands/civil-disorder/weapon.js').then((m) => ({ register: m.registerMissiles })),
  'petrol-bomb': () => import('../../commands/civil-disorder/weapon.js').then((m) => ({ register: m.registerPetrolBomb })),
  'issue-kit': () => import('../../commands/civil-disorder/kit.js'),
  raid: () => import('../../commands/civil-disorder/raid.js'),
  'wreck-car': () => import('../../commands/civil-disorder/wreck-car.js'),
  demo: () => import('../../commands/civil-disorder/demo.js'),
  // --- review, odds, batch, REPL ---
  rules: () => import('../../commands/civil-disorder/rules.js'),
  screen: () => import('../../commands/civil-disorder/sheet.js'),
  reference: () => import('../../commands/civil-disorder/sheet.js').then((m) => ({ register: m.registerReference })),
  turn: () => import('../../commands/civil-disorder/turn.js'),
  movement: () => import('../../commands/civil-disorder/movement.js'),
  // --- a unit's vehicle: driving, getting in and out only while it stands still (EN l.108, U373) ---
  drive: () => import('../../commands/civil-disorder/vehicle.js').then((m) => ({ register: m.registerDrive })),
  mount: () => import('../../commands/civil-disorder/vehicle.js').then((m) => ({ register: m.registerMount })),
  dismount: () => import('../../commands/civil-disorder/vehicle.js').then((m) => ({ register: m.registerDismount })),
  },
  load: () => import('./index.js').then((m) => m.civilDisorder),
};
