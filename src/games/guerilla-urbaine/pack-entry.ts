// The Guérilla Urbaine pack's entry in the registry (src/games/index.ts): its
// id, name, the games it goes over and its commands, known at start; the rest
// (pack.ts) loads only when a state or scenario plays it or one of its commands runs.
import type { SystemEntry } from '../../engine/registry.js';

export const guerillaUrbainePackEntry: SystemEntry = {
  id: 'guerilla-urbaine',
  kind: 'pack',
  title: { en: 'Guérilla Urbaine (armed agents)', fr: 'Guérilla Urbaine (agents armés)' },
  over: ['civil-disorder'],
  commands: {
    agents: () => import('../../commands/guerilla-urbaine/agents-status.js'),
    'agent-shoot': () => import('../../commands/guerilla-urbaine/agents.js').then((m) => ({ register: m.registerShoot })),
    'agent-melee': () => import('../../commands/guerilla-urbaine/agents.js').then((m) => ({ register: m.registerMelee })),
    'agent-move': () => import('../../commands/guerilla-urbaine/agents.js').then((m) => ({ register: m.registerMove })),
    'agent-hide': () => import('../../commands/guerilla-urbaine/agents.js').then((m) => ({ register: m.registerHide })),
    'sf-shoot': () => import('../../commands/guerilla-urbaine/agents.js').then((m) => ({ register: m.registerSfShoot })),
  },
  load: () => import('./pack.js').then((m) => m.guerillaUrbainePack),
};
