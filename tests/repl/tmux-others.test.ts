// The REPL on the database store (issue 35), in tmux at 80 columns, with a
// second process writing as other umpires: what they resolve appears as one
// line each as it lands while the prompt waits (what was typed stays typed),
// waits while a guided question is open and comes when the prompt returns,
// the session's own resolutions are not repeated, and a connection lost is
// one line, then it follows on. Also: the line in French.
import { afterEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { gameOn } from '../helpers/pg.js';
import { describeTmux, hasTmux, tmuxTerminal } from '../helpers/tmux.js';
import { landedLine } from '../../src/repl/others.js';

const term = tmuxTerminal('others');
const { keys, until, screen } = term;
const games: ReturnType<typeof gameOn>[] = [];
afterEach(() => {
  term.kill();
  for (const g of games.splice(0)) g.cleanup();
});

const lines = () => screen().split('\n').filter((l) => l.trim() !== '');
/** Waits until the screen shows `text` anywhere (a line printed above the prompt lands before what was seen last). */
async function shows(text: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (screen().includes(text)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never showed "${text}"; the screen:\n${screen().slice(-3000)}`);
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeTmux(hasTmux ? 'the REPL on a database, other umpires writing' : 'the REPL on a database (SKIPPED: tmux is not installed)', () => {
  it("shows each of the others' resolutions as one line between prompts, never in a question, never its own", { timeout: 90_000 }, async ({ skip }) => {
    const g = gameOn('postgres', skip);
    games.push(g);
    await g.init('railton-road.yaml');
    const url = g.store!.url;
    const other = (...argv: string[]) => {
      const r = g.spawn(...argv);
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
    };
    const cmd = `cd ${JSON.stringify(g.dir)} && NO_COLOR=1 UMPIRE_STORE=${JSON.stringify(url)} UMPIRE_NAME=bob exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`;
    expect(term.start(`env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`)).toBe(0);
    // The prompt reads the game in the database: its title and turn.
    await until('Saturday night · turn 1]>');

    // At the waiting prompt: the line comes at once, the prompt drawn again under it.
    other('rl-roll', 'market', '--roll', '6,6', '--umpire', 'amy');
    await shows('amy: rl-roll market -> RL rises');
    await pause(200);
    expect(lines().at(-1)).toBe('bob [Railton Road, Saturday night · turn 1]> ');

    // Half a command typed: it stays typed under the new line, and runs as typed.
    keys('rl-ro');
    await until(']> rl-ro');
    other('rl-roll', 'estate', '--roll', '2,2', '--umpire', 'amy');
    await shows('amy: rl-roll estate -> RL');
    await pause(200);
    expect(lines().at(-1)?.trimEnd()).toBe('bob [Railton Road, Saturday night · turn 1]> rl-ro');
    keys('ll frontline --roll 3,3', 'Enter');
    await until('logged as entry 4');
    await until('turn 1]>');
    // Its own resolution is not said again as another's: the lines of the others come in the log's order, so
    // once amy's next one is on the screen, a repeat of bob's entry 4 would be there before it (no pause).
    other('rl-roll', 'bikers', '--roll', '3,3', '--umpire', 'amy');
    await shows('amy: rl-roll bikers');
    expect(screen()).not.toMatch(/bob: rl-roll frontline/);
    expect(g.readLog()[3]).toMatchObject({ by: 'bob', argv: ['rl-roll', 'frontline', '--roll', '3,3'] });

    // A guided question open: the line waits, and comes when the prompt returns.
    keys('rl-roll', 'Enter');
    await until('Which crowd?');
    other('next-turn', '--umpire', 'amy');
    await pause(1500);
    expect(screen()).not.toContain('amy: next-turn');
    expect(lines().at(-1)).toMatch(/move/);
    keys('C-c');
    await until('cancelled');
    await shows('amy: next-turn -> Turn 2 begins');
    await until('turn 2]>');

    // The server drops the session's listener: one line, then it follows on.
    expect(g.store!.query("SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'umpire-follow') t")[0].n).toBe(1);
    await shows('umpire: the connection to the database was lost; connecting again');
    await pause(600);
    other('rl-roll', 'church', '--roll', '2,2');
    await shows('another umpire: rl-roll church -> RL');
    expect(screen().match(/connecting again/g)).toHaveLength(1);
    // Another's next turn at the waiting prompt: the prompt drawn under it says the new turn.
    other('next-turn', '--umpire', 'amy');
    await shows('amy: next-turn -> Turn 3 begins');
    await pause(300);
    expect(lines().at(-1)?.trimEnd()).toBe('bob [Railton Road, Saturday night · turn 3]>');

    // Everything fits the 80 columns (capture-pane -J joins a wrapped line).
    for (const l of lines()) expect(l.length, l).toBeLessThanOrEqual(80);
    expect(screen()).not.toContain(decodeURIComponent(new URL(url).password));
    keys('exit', 'Enter');
  });
});

describeTmux(hasTmux ? 'the REPL on an empty database' : 'the REPL on an empty database (SKIPPED: tmux is not installed)', () => {
  it('waits for a game without a word of a lost connection, then says the game started and plays it', { timeout: 60_000 }, async ({ skip }) => {
    const g = gameOn('postgres', skip);
    games.push(g);
    const cmd = `cd ${JSON.stringify(g.dir)} && NO_COLOR=1 UMPIRE_STORE=${JSON.stringify(g.store!.url)} exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`;
    expect(term.start(`env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`)).toBe(0);
    await shows('[no game]>');
    await pause(1500);
    await g.init('railton-road.yaml');
    await shows('another umpire: init -> Railton Road, Saturday night');
    await shows('Saturday night · turn 1]>');
    expect(screen()).not.toContain('connecting again');
    keys('rl-roll market --roll 3,3', 'Enter');
    await shows('logged as entry 2');
    keys('exit', 'Enter');
  });
});

describe('the line about another umpire\'s resolution', () => {
  it('speaks the game\'s language and fits the width', () => {
    const entry = (seq: number, extra: object) => ({ seq, cmd: seq, kind: 'resolution', turn: 1, at: '2026-11-27T00:00:00Z', prev: 'x', argv: [], ...extra }) as any;
    const e = entry(2, { by: 'amy', record: { procedure: 'rl-roll', crowd: 'lyceens', outcome: { code: 'rl-up', text: 'le FR monte : 5 → 6' } } });
    expect(landedLine(e, [e], 'fr', 80)).toBe('amy\u00a0: rl-roll lyceens -> le FR monte : 5 → 6');
    expect(landedLine({ ...e, by: undefined }, [e], 'fr', 80)).toBe('un autre arbitre\u00a0: rl-roll lyceens -> le FR monte : 5 → 6');
    expect(landedLine({ ...e, by: undefined }, [e], 'en', 80)).toBe('another umpire: rl-roll lyceens -> le FR monte : 5 → 6');
    const long = entry(3, { by: 'amy', record: { procedure: 'rl-roll', crowd: 'lyceens', outcome: { code: 'x', text: 'x'.repeat(200) + '\x1b[2J' } } });
    const l = landedLine(long, [long], 'en', 80);
    expect(l.length).toBeLessThanOrEqual(80);
    expect(l).not.toContain('\x1b');
  });
});
