// Issue 30, the umpire's evening without a trip: whole turns of Railton Road
// through `umpire turn` in tmux at 80x40, guided only, through each path that
// was a dead end: a wrong dice count (an RL 7 crowd given three dice for its
// RL roll), fewer dice than needed (one of its two movement dice), an empty
// pick list at step 4 (triage with no casualty), Ctrl-C and `turn` typed
// again resuming at step 4. The log it leaves equals the one the same choices
// typed on the shell leave.
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, tempGame } from '../helpers/cli.js';
import { comparable } from '../helpers/session.js';
import { describeTmux, down, hasTmux, tmuxTerminal } from '../helpers/tmux.js';

const term = tmuxTerminal('walk');
const { keys, until } = term;
const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  term.kill();
  for (const g of games.splice(0)) g.cleanup();
});

/** [what the screen shows, the keys that answer it, a question's error line (gone once answered)], in order. */
const WALK: [string, string[], 'transient'?][] = [
  // Turn 1.
  ['turn 1]>', ['turn', 'Enter']],
  ["intentions for this turn", ['hold the line', 'Enter']],
  // No crowd owes a roll: bikers (RL 7, the fifth) rolled anyway.
  ['roll any of them anyway?', [...down(4), 'Space', 'Enter']],
  ['Situational modifiers', ['Enter']],
  ['Dice', ['Down', 'Enter']],
  // A wrong dice count: three values for the RL roll's one die, said in one line and asked again.
  ['RL roll: 1d6', ['5,3,4', 'Enter']],
  ['3 values given, but 1 die is wanted here: enter them again', ['C-u', '5', 'Enter'], 'transient'],
  // 5 - 1 (a lower crowd adjacent): RL 7 stays, which moves 2d6; one given, the other asked.
  ['So far: RL roll = 5 → RL 7 Bombard', []],
  ['movement: 2d6', ['3', 'Enter']],
  ['movement: 1d6', ['4', 'Enter']],
  ['→ umpire rl-roll bikers --roll 5,3,4', []],
  ["The players' moves", ['vans forward', 'Enter']],
  // An empty pick list at step 4: one line, and the menu asked again.
  ['A resolution?', ['triage']],
  ['❯ triage', ['Enter'], 'transient'],
  ['umpire: triage: no casualty can act now', []],
  // The umpire leaves the walk (Ctrl-C) ...
  ['A resolution?', ['C-c']],
  ['turn: cancelled', []],
  // ... and `turn` typed again resumes at step 4.
  ['turn 1]>', ['turn', 'Enter']],
  ['Turn 1 resumes at step 4', []],
  ['A resolution?', ['Enter']],
  ['A player action?', ['Enter']],
  ['Your assessment of the turn', ['calm', 'Enter']],
  ['Advance to the next turn?', ['Enter']],
  // Turn 2, the program's dice. Step 4 reaches what was a dead end guided: an RL 6 crowd's
  // missiles with the police out of its reach (only RL 7 crowds were offered), and SF fire over heads.
  ['turn 2]>', ['turn', 'Enter']],
  ["intentions for this turn", ['Enter']],
  ['roll any of them anyway?', ['Enter']],
  ["The players' moves", ['Enter']],
  ['A resolution?', ['missiles']],
  ['❯ missiles', ['Enter'], 'transient'],
  ['Which crowd?', []],
  ['❯ frontline (Front Line youths, RL 6)', ['Enter']],
  ['out of the reach of crowd frontline?', ['Enter']],
  ['The SF unit targeted', [...down(3), 'Enter']],
  ['Crowd members throwing', ['Enter']],
  ['Distance to the target', ['Enter']],
  ['Dice', ['Enter']],
  ['umpire missiles frontline --out-of-reach --at van1', []],
  ['A resolution?', ['fire']],
  ['❯ fire', ['Enter'], 'transient'],
  ['Which crowd?', ['Enter']],
  ['The firing unit', ['Enter']],
  ["over the crowd's heads?", ['Down', 'Enter']],
  ['The weapon', ['Down', 'Enter']],
  ['Number of firers', ['Enter']],
  ['umpire fire frontline --unit armed --over-heads --weapon rifle', []],
  ['A resolution?', ['Enter']],
  // The bricks owed van1 its over-reaction test: the walk asks it before step 5.
  ['Over-reaction tests owed this turn', []],
  ['Situational modifiers', ['Enter']],
  ['Dice', ['Enter']],
  ['umpire overreact van1', []],
  ['A player action?', ['Enter']],
  ['Your assessment of the turn', ['Enter']],
  ['Advance to the next turn?', ['Enter']],
  // Turn 3: frontline, shot at, owes its roll; the walk rolls it after asking about the others.
  ['turn 3]>', ['turn', 'Enter']],
  ["intentions for this turn", ['Enter']],
  ['roll any of them anyway?', ['Enter']],
  ['RL roll for frontline', []],
  ['Situational modifiers', ['Enter']],
  ['Dice', ['Enter']],
  ['umpire rl-roll frontline', []],
  ["The players' moves", ['Enter']],
  ['A resolution?', ['Enter']],
  ['A player action?', ['Enter']],
  ['Your assessment of the turn', ['Enter']],
  ['Advance to the next turn?', ['Enter']],
  ['turn 4]>', ['exit', 'Enter']],
];

/** The same choices, typed on the shell. */
const SHELL = [
  ['note', '--step', 'intentions', 'hold the line'],
  ['rl-roll', 'bikers', '--roll', '5,3,4'],
  ['note', '--step', 'moves', 'vans forward'],
  ['note', '--step', 'assessment', 'calm'],
  ['next-turn'],
  ['missiles', 'frontline', '--out-of-reach', '--at', 'van1'],
  ['fire', 'frontline', '--unit', 'armed', '--over-heads', '--weapon', 'rifle'],
  ['overreact', 'van1'],
  ['next-turn'],
  ['rl-roll', 'frontline'],
  ['next-turn'],
];

describeTmux(hasTmux ? 'umpire turn in tmux at 80x40: no trip' : 'umpire turn in tmux (SKIPPED: tmux is not installed)', () => {
  it('plays three whole turns through a wrong dice count, fewer dice, an empty pick list, a resumed walk, RL 6 missiles out of reach and fire over heads; the log equals the shell\'s', { timeout: 120_000 }, async () => {
    const guided = tempGame();
    const shell = tempGame();
    games.push(guided, shell);
    await guided.init('railton-road.yaml');
    await shell.init('railton-road.yaml');
    const cmd = `cd ${JSON.stringify(guided.dir)} && NO_COLOR=1 exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`;
    expect(term.start(`env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`)).toBe(0);
    for (const [text, answer, transient] of WALK) {
      await until(text, transient === 'transient');
      if (answer.length) keys(...answer);
    }
    for (const line of SHELL) {
      const r = await shell.run(...line);
      expect(r.code, `${line.join(' ')}: ${r.stderr}`).toBe(0);
    }
    const g = guided.readLog();
    expect(g.map((e: any) => e.argv?.join(' '))).toEqual(shell.readLog().map((e: any) => e.argv?.join(' ')));
    expect(comparable(g).slice(1)).toEqual(comparable(shell.readLog()).slice(1));
  });
});
