// `umpire riot-mission [--mission id]`: draws the nationalists' secret mission
// at the game's start (l.11, l.27, U247), by the die over the scenario's
// missions or named as drawn at the table; secret: the players' view never
// shows it. Stateless: `--missions N`. Thin adapter over src/rules/riot/mission.ts.
import type { Command } from 'commander';
import { resolveRiotMission, type MissionFacts } from '../../rules/riot/mission.js';
import { BOX } from '../../rules/riot/tables.js';
import { UserError } from '../../errors.js';
import { addCommon, intOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type PickChoice, type ProcedureFacts } from '../facts.js';
import type { Game } from '../../engine/system.js';
import type { RiotState } from '../../state/riot/state.js';
import { riotSlice } from './facts.js';

interface MissionOpts extends CommonOpts {
  mission?: string;
  missions?: string;
}

const MISSION_FACTS: ProcedureFacts = {
  args: [],
  options: [
    // The mission drawn at the table instead of the die (an alternative to the die, never asked).
    { flags: '--mission <id>', description: 'the mission drawn at the table, instead of the die', role: 'other', ids: 'riot.missions' },
    { flags: '--missions <n>', description: "stateless: the number of missions (default the box's 2, l.11)", role: 'stateless' },
  ],
  // The die over the missions left, unless one is named.
  diceWhen: (_game, _subjects, given) => !given.has('--mission'),
  // U411: at the dice question, "the card I drew" names the mission card drawn at the table (U247's --mission).
  draw: { option: '--mission', count: () => 1, left: (game) => missionCards(game) },
};

/** The scenario's mission cards by name, in their order (the dN's order, U247). */
function missionCards(game: Game): PickChoice[] {
  const s = (game as { riot?: RiotState }).riot;
  return s ? Object.values(s.missions).map((m) => ({ value: m.id, name: m.name })) : [];
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-mission')
    .description("RIOT: draw the nationalists' secret mission at the game's start, a die over the scenario's missions; secret: the players' view never shows it (l.11, l.27)");
  defineFacts(cmd, MISSION_FACTS);
  addCommon(cmd);
  cmd.action(async (opts: MissionOpts) => {
    const stateless = opts.missions !== undefined;
    await runProcedure<MissionFacts>(io, opts, stateless ? undefined : 'mission', {
      name: 'riot-mission',
      fromOptions(_edition, lang) {
        if (opts.mission !== undefined) throw new UserError('riot-option-on-game', { option: '--mission' });
        // l.11: the box's two mission cards by default.
        const n = opts.missions === undefined ? BOX.missions : intOpt('--missions', opts.missions, 1, 99);
        const missions = Array.from({ length: n }, (_, i) => `mission${i + 1}`);
        return { lang, missions, names: {} };
      },
      fromState(game, _id, lang) {
        const s = riotSlice(game, 'riot-mission');
        const n = s.teams.nationalistes;
        return {
          lang,
          missions: Object.keys(s.missions),
          names: Object.fromEntries(Object.values(s.missions).map((m) => [m.id, m.name])),
          chosen: opts.mission,
          team: n !== undefined,
          drawn: n?.mission ?? null,
          onGame: true,
        };
      },
      resolve: resolveRiotMission,
    });
  });
}
