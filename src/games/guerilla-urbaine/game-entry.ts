// The Guérilla Urbaine game's entry in the registry (src/games/index.ts): its
// id, name and commands, known at start; the rest (game.ts) loads only when a
// state or scenario plays it or one of its commands runs.
import type { SystemEntry } from '../../engine/registry.js';

export const guerillaUrbaineGameEntry: SystemEntry = {
  id: 'guerilla-urbaine',
  kind: 'game',
  title: { en: 'Guérilla Urbaine', fr: 'Guérilla Urbaine' },
  // One text, in French (guerilla-urbaine.fr.txt).
  editions: ['fr'],
  // Both gangs see the whole table (its players' view is the umpire's).
  optionHelp: { '--player': "players' view: the whole table, as both gangs see it" },
  commands: {
    'gu-gang': () => import('../../commands/guerilla-urbaine/gang.js'),
    'gu-initiative': () => import('../../commands/guerilla-urbaine/turn.js').then((m) => ({ register: m.registerInitiative })),
    'gu-phase': () => import('../../commands/guerilla-urbaine/turn.js').then((m) => ({ register: m.registerPhase })),
    'gu-act': () => import('../../commands/guerilla-urbaine/act.js'),
    'gu-shoot': () => import('../../commands/guerilla-urbaine/shoot.js'),
    'gu-melee': () => import('../../commands/guerilla-urbaine/melee.js'),
    'gu-heal': () => import('../../commands/guerilla-urbaine/heal.js'),
    'gu-pray': () => import('../../commands/guerilla-urbaine/powers.js').then((m) => ({ register: m.registerPray })),
    'gu-power': () => import('../../commands/guerilla-urbaine/powers.js').then((m) => ({ register: m.registerPower })),
    // The turn walked in the rules' order (initiative, phases, activations), as Civil Disorder's `turn` walks its sequence.
    turn: () => import('../../commands/guerilla-urbaine/walk.js'),
  },
  load: () => import('./game.js').then((m) => m.guerillaUrbaineGame),
};
