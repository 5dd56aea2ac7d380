// Intervention's entry in the registry (src/games/index.ts): its id, name and
// commands, known at start; the rest (index.ts) loads only when its command runs.
import type { SystemEntry } from '../../engine/registry.js';

export const interventionEntry: SystemEntry = {
  id: 'intervention',
  kind: 'game',
  title: { en: 'Intervention', fr: 'Intervention' },
  // One printed text, in French.
  editions: ['fr'],
  commands: {
    intervention: () => import('../../commands/intervention/index.js'),
  },
  load: () => import('./index.js').then((m) => m.intervention),
};
