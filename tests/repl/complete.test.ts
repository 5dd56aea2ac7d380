import { afterEach, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.js';
import { complete, completionModel } from '../../src/repl/complete.js';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

async function model() {
  game = tempGame();
  await game.init('railton-road.yaml');
  const quiet = { stdout: { write: () => true }, stderr: { write: () => true }, stdin: process.stdin, env: {}, cwd: game.dir, argv: [] };
  const program = await buildProgram([], quiet);
  return completionModel(program, game.readState().game, ['help', 'exit', 'player']);
}

describe('REPL completion, from the commander program and the state', () => {
  it('completes command names and the REPL words', async () => {
    const m = await model();
    expect(complete('rl', m)[0]).toEqual(['rl-roll']);
    expect(complete('pla', m)[0]).toEqual(['place', 'play', 'player']);
    expect(complete('', m)[0]).toEqual(expect.arrayContaining(['status', 'next-turn', 'turn', 'play', 'help']));
  });
  it("completes a command's option names as registered", async () => {
    const m = await model();
    const [hits, word] = complete('rl-roll frontline --ri', m);
    expect(word).toBe('--ri');
    expect(hits).toEqual(['--riot-charging', '--riot-withdrawing']);
  });
  it('does not offer an option already given (except repeatable --mod)', async () => {
    const m = await model();
    expect(complete('rl-roll frontline --damp --da', m)[0]).toEqual([]);
  });
  it("completes a crowd argument with the state's crowd ids", async () => {
    const m = await model();
    expect(complete('rl-roll ', m)[0]).toEqual(['bikers', 'church', 'estate', 'frontline', 'market', 'shoplifters']);
    expect(complete('rl-roll fr', m)).toEqual([['frontline'], 'fr']);
  });
  it("completes an option's choices", async () => {
    const m = await model();
    expect(complete('rl-roll frontline --lang ', m)[0]).toEqual(['en', 'fr']);
  });
  it('completes unit and building ids where an option names them', async () => {
    const m = await model();
    m.commands.push({
      name: 'probe',
      args: [{ name: 'building', kind: 'buildings' }],
      options: [{ long: '--unit', takesValue: true, choices: [], kind: 'units', description: '' }],
    });
    expect(complete('probe --unit sp', m)[0]).toEqual(['spg']);
    expect(complete('probe ch', m)[0]).toEqual(['chapel', 'chemist']);
  });
});

describe('REPL completion of the crowd commands (issue 13)', () => {
  it('completes their names, both crowds, the situations and the triggers', async () => {
    const m = await model();
    expect(complete('se', m)[0]).toEqual(expect.arrayContaining(['set-rl']));
    expect(complete('merge fr', m)[0]).toEqual(['frontline']);
    expect(complete('merge frontline ma', m)[0]).toEqual(['market']);
    expect(complete('adjacent market e', m)[0]).toEqual(['estate']);
    expect(complete('jump church --situation ', m)[0]).toEqual(['no-escape', 'no-sf-in-sight', 'surrounded']);
    expect(complete('owe bikers --why riot', m)[0]).toEqual(['riot-appear']);
    expect(complete('rl-roll church --situation s', m)[0]).toEqual(['surrounded']);
    expect(complete('split market --', m)[0]).toEqual(expect.arrayContaining(['--figures', '--as', '--name']));
  });
});
