// Done-when of issue 15: a whole turn of the large sample (Railton Road)
// played in tmux at 80 columns with guided prompts only (each procedure typed
// alone, every fact picked from a list), through rl-roll, melee, fire,
// negotiate, overreact, loot, burn and triage; the log it leaves equals the
// one the same choices typed on the shell leave.
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, tempGame } from '../helpers/cli.js';
import { comparable } from '../helpers/session.js';
import { describeTmux, down, hasTmux, tmuxTerminal } from '../helpers/tmux.js';

const term = tmuxTerminal('turn');
const { keys, until } = term;
const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  term.kill();
  for (const g of games.splice(0)) g.cleanup();
});

/** Each procedure typed alone, then [the question it waits for, the keys that answer it]... */
const TURN: [string, [string, string[]][]][] = [
  ['rl-roll', [['Which crowd?', ['Enter']], ['Situational modifiers', ['Enter']], ['Dice', ['Enter']]]],
  ['melee', [['Which unit?', [...down(5), 'Enter']], ['Which crowd?', ['Enter']], ['(--intent)', ['Enter']], ['(--sf)', ['Enter']], ['(--rioters)', ['Enter']], ['Situational modifiers', ['Enter']], ['Dice', ['Enter']]]],
  ['fire', [['Which crowd?', ['Enter']], ['(--unit)', ['Enter']], ['(--over-heads)', ['Enter']], ['(--weapon)', ['Down', 'Enter']], ['(--range)', ['Enter']], ['(--firers)', ['Enter']], ['Dice', ['Down', 'Enter']], ['firer 1: 1d6', ['6', 'Enter']], ['casualty 1: 1d6', ['3', 'Enter']]]],
  ['negotiate', [['Which crowd?', ['Down', 'Enter']], ['(--by)', ['Down', 'Enter']], ['(--discretion)', ['Enter']], ['Situational modifiers', ['Enter']], ['Dice', ['Enter']]]],
  ['overreact', [['Which unit?', [...down(5), 'Enter']], ['Situational modifiers', ['Enter']], ['Dice', ['Enter']]]],
  ['loot', [['Which crowd?', ['Enter']], ['Which building?', ['Enter']], ['(--pickup)', ['Enter']], ['Dice', ['Enter']]]],
  ['burn', [['Which building?', ['Down', 'Enter']], ['(--start)', ['2', 'Enter']]]],
  ['triage', [['Which casualty?', ['Enter']], ['(--medic)', ['Enter']], ['Dice', ['Enter']]]],
];

/** The same choices, typed on the shell. */
const SHELL = [
  ['rl-roll', 'frontline'],
  ['melee', 'spg', 'frontline', '--intent', 'arrest'],
  ['fire', 'frontline', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,3'],
  ['negotiate', 'market', '--by', 'liaison'],
  ['overreact', 'spg'],
  ['loot', 'bikers', 'pub'],
  ['burn', 'offlicence', '--start', '2'],
  ['triage', 'cas-1'],
];

describeTmux(hasTmux ? 'a whole turn with guided prompts only, in tmux at 80 columns' : 'a whole turn in tmux (SKIPPED: tmux is not installed)', () => {
  it('leaves the log the same choices typed on the shell leave', { timeout: 120_000 }, async () => {
    const guided = tempGame();
    const shell = tempGame();
    games.push(guided, shell);
    await guided.init('railton-road.yaml');
    await shell.init('railton-road.yaml');
    const cmd = `cd ${JSON.stringify(guided.dir)} && NO_COLOR=1 exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`;
    expect(term.start(`env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`)).toBe(0);
    await until('turn 1]>');
    for (const [command, steps] of TURN) {
      keys(command, 'Enter');
      for (const [question, answer] of steps) {
        await until(question);
        keys(...answer);
      }
      await until('logged as entry');
      await until('turn 1]>');
    }
    keys('exit', 'Enter');
    for (const line of SHELL) {
      const r = await shell.run(...line);
      expect(r.code, `${line.join(' ')}: ${r.stderr}`).toBe(0);
    }
    const g = guided.readLog();
    expect(g.map((e: any) => e.argv?.join(' '))).toEqual(shell.readLog().map((e: any) => e.argv?.join(' ')));
    expect(comparable(g).slice(1)).toEqual(comparable(shell.readLog()).slice(1));
  });
});
