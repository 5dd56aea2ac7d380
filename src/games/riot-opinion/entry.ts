// The RIOT public-opinion pack's entry in the registry (src/games/index.ts):
// its id, name, the games it goes over and its commands, known at start; the
// rest (index.ts) loads only when a state or scenario plays it or its command runs.
import type { SystemEntry } from '../../engine/registry.js';

export const riotOpinionEntry: SystemEntry = {
  id: 'riot-opinion',
  kind: 'pack',
  title: { en: 'RIOT public opinion', fr: 'Opinion publique de RIOT' },
  over: ['civil-disorder'],
  commands: {
    press: () => import('../../commands/riot-opinion/press.js'),
  },
  load: () => import('./index.js').then((m) => m.riotOpinion),
};
