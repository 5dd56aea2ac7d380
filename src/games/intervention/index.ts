// Intervention (intervention.fr.txt), registered with the engine
// (src/engine/system.ts). For now its calculator only (issue 19 part 1):
// `umpire intervention <calculation>` needs no game and never opens a state,
// so it runs beside any game or none. Its game (scenario, turns, missions)
// is issue 19 part 2: until then a scenario naming it is refused, one line.
import type { GameSystem } from '../../engine/system.js';
import { UserError } from '../../errors.js';
import { en } from '../../i18n/intervention/en.js';
import { fr } from '../../i18n/intervention/fr.js';

export const intervention: GameSystem = {
  id: 'intervention',
  kind: 'game',
  title: { en: 'Intervention', fr: 'Intervention' },
  // One printed text, in French.
  editions: ['fr'],
  commands: {
    intervention: () => import('../../commands/intervention/index.js'),
  },
  scenario: {
    keys: [],
    parse: () => {
      throw new UserError('intervention-no-game');
    },
  },
  state: { keys: [], initial: () => ({}), schema: {} },
  messages: { en, fr },
  docs: ['docs/procedures/intervention.md', 'docs/rulings.md'],
};
