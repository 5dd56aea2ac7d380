// Civil Disorder (Jim Wallman) and its French edition Émeutes, registered
// with the engine (src/engine/system.ts): its scenario section, state slice,
// commands, turn and messages. Its rules are in src/rules/, its commands in
// src/commands/, its state in src/state/ (docs/packs.md says where each
// thing goes).
import type { GameCore, GameSystem, ScenarioCore } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { CIVIL_DISORDER_SCENARIO_KEYS, initialCivilDisorder, parseCivilDisorder, type Scenario } from '../../state/civil-disorder/scenario.js';
import { checkCivilDisorder, CIVIL_DISORDER_SCHEMA } from '../../state/civil-disorder/schema.js';
import type { GameState } from '../../state/types.js';

/** The top-level keys of the game state Civil Disorder owns (every effect path of its procedures starts with one). */
export const CIVIL_DISORDER_STATE_KEYS = Object.keys(CIVIL_DISORDER_SCHEMA);

export const civilDisorder: GameSystem = {
  id: 'civil-disorder',
  kind: 'game',
  title: { en: 'Civil Disorder', fr: 'Émeutes' },
  editions: ['en', 'fr'],
  commands: {
  status: () => import('../../commands/status.js'),
  'rl-roll': () => import('../../commands/rl-roll.js'),
  // --- procedures (confrontation) ---
  melee: () => import('../../commands/melee.js'),
  fighters: () => import('../../commands/line-fight.js').then((m) => ({ register: m.registerFighters })),
  'line-fight': () => import('../../commands/line-fight.js'),
  sniper: () => import('../../commands/sniper.js'),
  fire: () => import('../../commands/fire.js'),
  negotiate: () => import('../../commands/negotiate.js'),
  act: () => import('../../commands/act.js'),
  overreact: () => import('../../commands/overreact.js'),
  trigger: () => import('../../commands/trigger.js'),
  // --- crowds between the rolls: chart jumps, the umpire's status change, adjacency, owed rolls, split/merge, gas ---
  jump: () => import('../../commands/crowd.js').then((m) => ({ register: m.registerJump })),
  'set-rl': () => import('../../commands/crowd.js').then((m) => ({ register: m.registerSetRl })),
  adjacent: () => import('../../commands/crowd.js').then((m) => ({ register: m.registerAdjacent })),
  owe: () => import('../../commands/crowd.js').then((m) => ({ register: m.registerOwe })),
  split: () => import('../../commands/crowd.js').then((m) => ({ register: m.registerSplit })),
  merge: () => import('../../commands/crowd.js').then((m) => ({ register: m.registerMerge })),
  rejoin: () => import('../../commands/crowd.js').then((m) => ({ register: m.registerRejoin })),
  'leave-gas': () => import('../../commands/crowd.js').then((m) => ({ register: m.registerLeaveGas })),
  // --- procedures (property, fire, casualties, weapons) ---
  loot: () => import('../../commands/loot.js'),
  damage: () => import('../../commands/damage.js'),
  burn: () => import('../../commands/burn.js'),
  extinguish: () => import('../../commands/extinguish.js'),
  hydrant: () => import('../../commands/hydrant.js'),
  triage: () => import('../../commands/triage.js'),
  stretcher: () => import('../../commands/load.js').then((m) => ({ register: m.registerStretcher })),
  load: () => import('../../commands/load.js'),
  casualties: () => import('../../commands/triage.js').then((m) => ({ register: m.registerCasualties })),
  gas: () => import('../../commands/weapon.js').then((m) => ({ register: m.registerGas })),
  water: () => import('../../commands/weapon.js').then((m) => ({ register: m.registerWater })),
  'baton-gun': () => import('../../commands/weapon.js').then((m) => ({ register: m.registerBatonGun })),
  missiles: () => import('../../commands/weapon.js').then((m) => ({ register: m.registerMissiles })),
  'petrol-bomb': () => import('../../commands/weapon.js').then((m) => ({ register: m.registerPetrolBomb })),
  demo: () => import('../../commands/demo.js'),
  // --- review, odds, batch, REPL ---
  rules: () => import('../../commands/rules.js'),
  screen: () => import('../../commands/sheet.js'),
  reference: () => import('../../commands/sheet.js').then((m) => ({ register: m.registerReference })),
  turn: () => import('../../commands/turn.js'),
  movement: () => import('../../commands/movement.js'),
  },
  scenario: {
    keys: CIVIL_DISORDER_SCENARIO_KEYS,
    parse: (top, ctx) => ({ ...parseCivilDisorder(top, ctx) }),
  },
  state: {
    keys: CIVIL_DISORDER_STATE_KEYS,
    initial: (slice, scenario: ScenarioCore) => initialCivilDisorder({ ...scenario, ...slice } as Scenario),
    schema: CIVIL_DISORDER_SCHEMA,
    check: checkCivilDisorder,
  },
  turn: {
    // src/rules/civil-disorder/turn.ts TURN_HOOKS, in their order (a test checks that the two agree).
    hookNames: ['looting', 'fires', 'gas clouds', 'crowds drying', 'rioters getting up', 'casualties patched up'],
    load: () => import('../../rules/civil-disorder/turn.js').then((m) => m.CIVIL_DISORDER_TURN as unknown as import('../../engine/system.js').TurnRules),
  },
  describe(game: GameCore, lang) {
    const g = game as GameState;
    return t(lang, 'init.summary', { crowds: Object.keys(g.crowds).length, units: Object.keys(g.units).length, buildings: Object.keys(g.buildings).length });
  },
  docs: ['docs/scenario.md', 'docs/state.md', 'docs/procedures/', 'docs/rulings.md'],
};
