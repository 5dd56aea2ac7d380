// Done-when of issue 30: Intervention's hostage rescue
// (scenarios/intervention-liberation-otage.yaml, tests/batch/intervention-hostage.txt)
// played in tmux at 80 columns, its two key acts guided only: a shot at a
// figure in light cover (the cover asked, not left to the open's default)
// and a2's attack in contact that frees the bound hostage (the hostage
// offered as a2's target). The log equals the one the same lines typed on
// the shell leave.
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, tempGame } from '../helpers/cli.js';
import { comparable } from '../helpers/session.js';
import { describeTmux, down, hasTmux, tmuxTerminal } from '../helpers/tmux.js';
import { t } from '../../src/i18n/index.js';

const term = tmuxTerminal('intv');
const { keys, until } = term;
const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  term.kill();
  for (const g of games.splice(0)) g.cleanup();
});

/** Turn 1 of the rescue up to a3's shot of the fire sequence (typed before the session starts). */
const BEFORE = [
  'intv-orders chef,a2 run',
  'intv-orders a3 observe',
  'intv-orders sniper aimed',
  'intv-orders garde observe',
  'intv-orders patrouille progress',
  'intv-phase movement',
  'intv-activate bravo,garde --pass',
  'intv-move p1 --cm 10',
  'intv-move chef --cm 15',
  'intv-move a2 --cm 10',
  'intv-observe a3 --at p2 --distance 70',
  'intv-observe a3 --at p2 --distance 70',
  'intv-fire g2 --at a2 --distance 35',
  'intv-phase fire',
  'intv-fire sniper --at g2 --distance 60 --cover light --none-closer',
  'intv-fire g1 --at chef --distance 30',
  'intv-fire p1 --at a2 --distance 40',
  'intv-fire p2 --at a3 --distance 25',
];
/** Typed in the session between the two guided acts: the rest of turn 1 and turn 2 up to a2 beside the hostage. */
const BETWEEN = [
  'intv-move chef --cm 10',
  'next-turn',
  'intv-orders chef fire-at-will',
  'intv-orders a2,a3 progress',
  'intv-orders sniper aimed',
  'intv-orders g1 observe',
  'intv-orders g2,patrouille progress',
  'intv-phase movement',
  'intv-activate bravo,garde,patrouille --pass',
  'intv-move a2 --cm 10 --half ravisseurs',
];
const SHOT = ['intv-fire', 'a3', '--at', 'p2', '--cover', 'light', '--distance', '25'];
const MELEE = ['intv-melee', 'a2', '--at', 'otage'];

/** Where `id` stands in the pick list of targets `shooter` is offered (the other side's fighters still in, and its own bound figure A in a melee). */
function indexOf(game: any, shooter: string, id: string, melee: boolean): number {
  const fs = game.fighters as Record<string, { side: string; condition: string; bound?: boolean }>;
  const side = fs[shooter].side;
  const offered = Object.entries(fs)
    .filter(([k, f]) => k !== shooter && f.condition !== 'out' && (f.bound ? melee && f.side === side : f.side !== side))
    .map(([k]) => k);
  const i = offered.indexOf(id);
  if (i < 0) throw new Error(`${id} is not offered to ${shooter}: ${offered.join(', ')}`);
  return i;
}

describeTmux(hasTmux ? 'the hostage rescue guided in tmux at 80 columns' : 'the hostage rescue in tmux (SKIPPED: tmux is not installed)', () => {
  it('a covered shot and the melee that frees the hostage, asked; the log equals the lines typed', { timeout: 120_000 }, async () => {
    const guided = tempGame();
    const shell = tempGame();
    games.push(guided, shell);
    for (const g of [guided, shell]) {
      await g.init('intervention-liberation-otage.yaml');
      for (const line of BEFORE) expect((await g.run(...line.split(' '))).code, line).toBe(0);
    }
    const cmd = `cd ${JSON.stringify(guided.dir)} && NO_COLOR=1 exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`;
    expect(term.start(`env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`)).toBe(0);
    const logged = t('fr', 'common.logged', { seq: '' }).trim();
    await until(']> ');

    // a3 fires at p2 in light cover: the target, then its cover (open, light, hard), no modifier, then the distance.
    keys('intv-fire a3', 'Enter');
    await until('(--at)');
    keys(...down(indexOf(guided.readState().game, 'a3', 'p2', false)), 'Enter');
    await until('(--cover)');
    keys('Down', 'Enter');
    await until(t('fr', 'repl.modifiers'));
    keys('Enter');
    await until('(--distance)');
    keys('25', 'Enter');
    await until(logged);

    for (const line of BETWEEN) {
      await until(']> ');
      keys(line, 'Enter');
      await until(logged);
    }

    // a2, beside the bound hostage, attacks it in contact: the hostage is on the list, and freed.
    await until(']> ');
    keys('intv-melee a2', 'Enter');
    await until('(--at)');
    keys(...down(indexOf(guided.readState().game, 'a2', 'otage', true)), 'Enter');
    await until(logged);
    await until(']> ');
    keys('exit', 'Enter');

    for (const line of [SHOT.join(' '), ...BETWEEN, MELEE.join(' ')]) {
      const r = await shell.run(...line.split(' '));
      expect(r.code, `${line}: ${r.stderr}`).toBe(0);
    }
    const g = guided.readLog();
    expect(g.map((e: any) => e.argv?.join(' '))).toEqual(shell.readLog().map((e: any) => e.argv?.join(' ')));
    expect(comparable(g).slice(1)).toEqual(comparable(shell.readLog()).slice(1));
    expect(guided.readState().game.fighters.otage.bound).toBe(false);
    expect(g.find((e: any) => e.argv?.[0] === 'intv-fire' && e.argv[1] === 'a3')?.argv).toEqual(SHOT);
  });
});
