// Every rules module, for the code that looks across all of them (the
// edition differences of `umpire rules diff`). A test checks that each file
// of src/rules/civil-disorder/ is listed here.
import * as actions from './actions.js';
import * as burn from './burn.js';
import * as cars from './cars.js';
import * as casualties from './casualties.js';
import * as command from './command.js';
import * as crowd from './crowd.js';
import * as damage from './damage.js';
import * as factories from './factories.js';
import * as equipment from './equipment.js';
import * as firearms from './firearms.js';
import * as firefight from './firefight.js';
import * as flame from './flame.js';
import * as freeRoll from '../free-roll.js';
import * as lineFight from './line-fight.js';
import * as loot from './loot.js';
import * as mapMoves from './map-moves.js';
import * as melee from './melee.js';
import * as movement from './movement.js';
import * as negotiate from './negotiate.js';
import * as overreact from './overreact.js';
import * as players from './players.js';
import * as rlChart from './rl-chart.js';
import * as rlRoll from './rl-roll.js';
import * as sequence from './sequence.js';
import * as sniper from './sniper.js';
import * as stocks from './stocks.js';
import * as triage from './triage.js';
import * as turn from './turn.js';
import * as units from './units.js';
import * as victory from './victory.js';
import * as weapons from './weapons.js';

/** Module file name -> its exports. */
export const RULE_MODULES: Record<string, Record<string, unknown>> = {
  actions,
  burn,
  cars,
  casualties,
  command,
  crowd,
  damage,
  factories,
  equipment,
  firearms,
  firefight,
  flame,
  'free-roll': freeRoll,
  'line-fight': lineFight,
  loot,
  'map-moves': mapMoves,
  melee,
  movement,
  negotiate,
  overreact,
  players,
  'rl-chart': rlChart,
  'rl-roll': rlRoll,
  sequence,
  sniper,
  stocks,
  triage,
  turn,
  units,
  victory,
  weapons,
};
