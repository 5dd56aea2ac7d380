// Every procedure described by its facts, typed alone in a game (no option,
// no id), walked through the guided questions to a logged resolution.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road.yaml');
});
afterAll(() => game?.cleanup());

// [command typed alone, the answers in order, the command line it logs]
const WALK: [string, unknown[], string[]][] = [
  ['rl-roll', ['market', [], 'enter', '3', '2'], ['rl-roll', 'market', '--roll', '3,2']],
  ['fire', ['frontline', 'armed', 'no', 'rifle', 'close', '', 'enter', '6', '3'], ['fire', 'frontline', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,3']],
  ['melee', ['spg', 'frontline', 'arrest', '', '', [], 'roll'], ['melee', 'spg', 'frontline', '--intent', 'arrest']],
  ['negotiate', ['market', 'liaison', '', [], 'enter', '4'], ['negotiate', 'market', '--by', 'liaison', '--roll', '4']],
  ['overreact', ['van1', [], 'enter', '4'], ['overreact', 'van1', '--roll', '4']],
  ['loot', ['bikers', 'tvshop', '', 'roll'], ['loot', 'bikers', 'tvshop']],
  ['burn', ['pub', '2'], ['burn', 'pub', '--start', '2']],
  ['extinguish', ['pump1', 'pub', 'roll'], ['extinguish', 'pump1', 'pub']],
  ['damage', ['frontline', 'chemist', '' /* the whole crowd */, [], 'roll'], ['damage', 'frontline', 'chemist']],
  ['gas', [['church'], 'cs', 'riot-gun', 'spg', '', 'roll'], ['gas', 'church', '--kind', 'cs', '--weapon', 'riot-gun', '--unit', 'spg']],
  // A cloud over two crowds (EN l.205): both ticked, each its own word.
  ['gas', [['church', 'frontline'], '' /* a new cloud, not into gas-1 */, 'tear', 'grenade', '', '', 'roll'], ['gas', 'church', 'frontline', '--kind', 'tear', '--weapon', 'grenade']],
  // Water always hits: no dice asked.
  ['water', ['estate', 'hose', '', ''], ['water', 'estate', '--weapon', 'hose']],
  ['baton-gun', ['estate', '2', '', '5', 'roll'], ['baton-gun', 'estate', '--shots', '2', '--range', '5']],
  ['missiles', ['bikers', 'foot1', '', '', 'roll'], ['missiles', 'bikers', '--at', 'foot1']],
  ['petrol-bomb', ['bikers', '', 'chemist', '', [], 'roll'], ['petrol-bomb', 'bikers', '--building', 'chemist']],
  ['sniper', ['+new', 'roof', 'snatch', 'roll'], ['sniper', 'roof', '--target', 'snatch']],
  ['triage', ['cas-1', 'amb1', 'enter', '5'], ['triage', 'cas-1', '--medic', 'amb1', '--roll', '5']],
  ['next-turn', [], ['next-turn']],
  ['stretcher', ['cas-1', 'amb1'], ['stretcher', 'cas-1', '--ambulance', 'amb1']],
  ['next-turn', [], ['next-turn']],
  ['load', ['cas-1', 'amb1'], ['load', 'cas-1', 'amb1']],
];

describe('every procedure typed alone in a game reaches a resolution through the questions', () => {
  it.each(WALK)('%s', async (command, answers, logged) => {
    const s = scriptedSession(game.dir, [...answers]);
    const code = await s.session.run(command);
    expect(code, s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(game.readLog().at(-1).argv).toEqual(logged);
  });
});
