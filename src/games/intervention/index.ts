// Intervention (intervention.fr.txt), registered with the engine
// (src/engine/system.ts). For now its calculator only (issue 19 part 1):
// `umpire intervention <calculation>` needs no game and never opens a state,
// so it runs beside any game or none. Its game (scenario, turns, missions)
// is issue 19 part 2: until then a scenario naming it is refused, one line.
import type { SystemBody } from '../../engine/registry.js';
import { UserError } from '../../errors.js';
import { en } from '../../i18n/intervention/en.js';
import { fr } from '../../i18n/intervention/fr.js';

/** Intervention less its entry (entry.ts: id, name, commands): loaded when its command runs. */
export const intervention: SystemBody = {
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
