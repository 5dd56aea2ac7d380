// RIOT's entry in the registry (src/games/index.ts): its id, name and
// commands, known at start; the rest (index.ts) loads only when a state or
// scenario plays it or one of its commands runs.
import type { SystemEntry } from '../../engine/registry.js';

export const riotEntry: SystemEntry = {
  id: 'riot',
  kind: 'game',
  title: { en: 'RIOT', fr: 'RIOT' },
  // One text, in French (riot-board-game.fr.txt).
  editions: ['fr'],
  // Its players' view hides the hands and the nationalists' mission (src/games/riot/index.ts players).
  optionHelp: { '--player': "players' view: the teams' hands counted, never shown, and the nationalists' mission hidden" },
  commands: {
    'riot-turn': () => import('../../commands/riot/turn.js'),
    'riot-buy': () => import('../../commands/riot/buy.js'),
    'riot-move': () => import('../../commands/riot/move.js'),
    'riot-fight': () => import('../../commands/riot/fight.js'),
    'riot-play': () => import('../../commands/riot/play.js'),
    'riot-opinion': () => import('../../commands/riot/opinion.js'),
    'riot-order': () => import('../../commands/riot/order.js'),
    'riot-mission': () => import('../../commands/riot/mission.js'),
    'riot-victory': () => import('../../commands/riot/victory.js'),
    // A team's turn walked step by step in a terminal.
    turn: () => import('../../commands/riot/walk.js'),
  },
  load: () => import('./index.js').then((m) => m.riot),
};
