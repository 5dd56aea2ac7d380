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
/** Waits until the last line of the screen is `want` (the prompt drawn again under what landed), never a fixed pause. */
async function lastLine(want: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (lines().at(-1)?.trimEnd() === want.trimEnd()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(lines().at(-1)?.trimEnd(), screen().slice(-3000)).toBe(want.trimEnd());
}
/** The session's listening connection as the server sees it (its state and when it last changed), or undefined. */
const LISTENER = "SELECT state, state_change::text AS at FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'umpire-follow'";
/** Waits on the server's event until `ok` holds of the listener's row (undefined: no listener). */
async function listenerUntil(g: ReturnType<typeof gameOn>, ok: (row: { state: string; at: string } | undefined) => boolean, what: string): Promise<{ state: string; at: string } | undefined> {
  for (let i = 0; i < 200; i++) {
    const rows = g.store!.query(LISTENER);
    expect(rows.length, 'one listener at most').toBeLessThanOrEqual(1);
    if (ok(rows[0])) return rows[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the listener never ${what}`);
}

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
    await lastLine('bob [Railton Road, Saturday night · turn 1]> ');

    // Half a command typed: it stays typed under the new line, and runs as typed.
    keys('rl-ro');
    await until(']> rl-ro');
    other('rl-roll', 'estate', '--roll', '2,2', '--umpire', 'amy');
    await shows('amy: rl-roll estate -> RL');
    await lastLine('bob [Railton Road, Saturday night · turn 1]> rl-ro');
    keys('ll frontline --roll 3,3', 'Enter');
    await until('logged as entry 4');
    await until('turn 1]>');
    // Its own resolution is not said again as another's: the lines of the others come in the log's order, so
    // once amy's next one is on the screen, a repeat of bob's entry 4 would be there before it (no pause).
    other('rl-roll', 'bikers', '--roll', '3,3', '--umpire', 'amy');
    await shows('amy: rl-roll bikers');
    expect(screen()).not.toMatch(/bob: rl-roll frontline/);
    expect(g.readLog()[3]).toMatchObject({ by: 'bob', argv: ['rl-roll', 'frontline', '--roll', '3,3'] });

    // A guided question open: the line waits, and comes when the prompt returns. Positive, by the order of
    // events: the session's listener has read amy's entry (its one query after the notice: the server's
    // state_change moves) while the question is still the last line; the line is then found after the cancel.
    keys('rl-roll', 'Enter');
    await until('Which crowd?');
    const quiet = await listenerUntil(g, (r) => r?.state === 'idle', 'listened');
    other('next-turn', '--umpire', 'amy');
    await listenerUntil(g, (r) => r?.state === 'idle' && r.at !== quiet!.at, 'read the entry amy wrote');
    expect(lines().at(-1)).toMatch(/move/);
    keys('C-c');
    await until('cancelled');
    await shows('amy: next-turn -> Turn 2 begins');
    expect(screen().lastIndexOf('cancelled'), screen().slice(-3000)).toBeLessThan(screen().indexOf('amy: next-turn -> Turn 2 begins'));
    await until('turn 2]>');

    // The server drops the session's listener: one line, then it follows on.
    expect(g.store!.query("SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'umpire-follow') t")[0].n).toBe(1);
    await shows('umpire: the connection to the database was lost; connecting again');
    // Written at once, whether the listener is back yet or not: what was committed meanwhile is read when it is.
    other('rl-roll', 'church', '--roll', '2,2');
    await shows('another umpire: rl-roll church -> RL');
    expect(screen().match(/connecting again/g)).toHaveLength(1);
    // Another's next turn at the waiting prompt: the prompt drawn under it says the new turn.
    other('next-turn', '--umpire', 'amy');
    await shows('amy: next-turn -> Turn 3 begins');
    await lastLine('bob [Railton Road, Saturday night · turn 3]>');

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
    // Listening on the empty database (the server's word, not a pause): a loss, had it come, was said before this.
    await listenerUntil(g, (r) => r?.state === 'idle', 'listened on the empty database');
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
