// The SWAT assault pack's entry in the registry (src/games/index.ts): its id,
// name, the games it goes over and its commands, known at start; the rest
// (pack.ts) loads only when a state or scenario plays it or one of its commands runs.
import type { SystemEntry } from '../../engine/registry.js';

export const swatAssaultEntry: SystemEntry = {
  id: 'swat-assault',
  kind: 'pack',
  title: { en: 'SWAT assault (Intervention)', fr: 'Assaut SWAT (Intervention)' },
  over: ['civil-disorder'],
  commands: {
    'assault-start': () => import('../../commands/swat-assault/assault.js').then((m) => ({ register: m.registerStart })),
    'assault-turn': () => import('../../commands/swat-assault/assault.js').then((m) => ({ register: m.registerTurn })),
    'assault-end': () => import('../../commands/swat-assault/assault.js').then((m) => ({ register: m.registerEnd })),
    assaults: () => import('../../commands/swat-assault/assault.js').then((m) => ({ register: m.registerList })),
  },
  load: () => import('./pack.js').then((m) => m.swatAssaultPack),
};
