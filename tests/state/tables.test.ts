// The tables of one game (issue 42, ruling U283): each umpire says when their
// table has finished the turn (`umpire done`); `next-turn` before every table
// is done is refused naming who is missing; the control's --override ends it
// all the same, logged with who was waiting; with a control named, the turn
// is the control's to end; `umpire turn`'s last step says done for an umpire
// with a sector. On both stores; undo, verify and rebuild hold.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { gameOn, STORES } from '../helpers/pg.js';
import { t } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const TUTORIAL = readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8');
const TABLES = `${TUTORIAL}
umpires:
  - name: amy
    crowds: [students]
  - name: bob
    crowds: [dockers]
  - name: carl
    control: true
`;

describe.each(STORES)('the tables of one game (%s store)', (kind) => {
  it('two turns: next-turn waits for every table, names who is missing, and the control ends the turn (its override logged)', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(TABLES);
    expect(game.readState().game).toMatchObject({ sectors: { amy: ['students'], bob: ['dockers'] }, control: 'carl' });
    // Turn 1: amy's table is done, bob's is not.
    const [amy] = await game.ok('done', '--umpire', 'amy');
    expect(amy).toMatchObject({ procedure: 'done', umpire: 'amy', outcome: { code: 'table-done' }, waiting: ['bob'] });
    expect(amy.outcome.text).toBe("amy's table has finished turn 1; still playing: bob");
    await game.refused(/amy's table has already said it finished turn 1/, 'done', '--umpire', 'amy');
    // The control cannot end the turn while bob plays, but with --override; nor can an umpire at all.
    await game.refused(/turn 1 goes on: still playing: bob \(each says umpire done\)/, 'next-turn', '--umpire', 'carl');
    await game.refused(/the turn is the control's to end \(carl\), not amy's/, 'next-turn', '--umpire', 'amy');
    const waiting = await game.run('done', '--waiting', '--json');
    expect(JSON.parse(waiting.stdout)).toEqual({ turn: 1, waiting: ['bob'] });
    const [forced] = await game.ok('next-turn', '--umpire', 'carl', '--override');
    expect(forced).toMatchObject({ procedure: 'next-turn', override: true, waiting: ['bob'] });
    expect(game.readState().game.turn).toBe(2);
    expect(game.readState().game).not.toHaveProperty('done');
    // Turn 2: both tables say done, then the control ends the turn without an override.
    await game.refused(/still playing: amy, bob/, 'next-turn', '--umpire', 'carl');
    await game.ok('done', '--umpire', 'bob');
    const [last] = await game.ok('done', '--umpire', 'amy');
    expect(last).toMatchObject({ outcome: { code: 'all-done' } });
    expect(last.outcome.text).toMatch(/every table is done, the control \(carl\) may end it/);
    const [ended] = await game.ok('next-turn', '--umpire', 'carl');
    expect(ended.override).toBeUndefined();
    expect(game.readState().game.turn).toBe(3);
    // Undo takes a done back; verify and rebuild agree with the state.
    await game.ok('done', '--umpire', 'amy');
    expect((await game.run('undo', '--umpire', 'amy')).code).toBe(0);
    expect(game.readState().game.done).toBeUndefined();
    expect((await game.run('verify')).code).toBe(0);
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
  });

  it("without a control named, any umpire ends the turn once every table is done; only the unnamed control overrides", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(TABLES.replace('  - name: carl\n    control: true\n', ''));
    await game.ok('done', '--umpire', 'amy');
    await game.refused(/only the control may end the turn while tables are still playing \(bob\)/, 'next-turn', '--umpire', 'amy', '--override');
    await game.ok('done', '--umpire', 'bob');
    expect((await game.run('next-turn', '--umpire', 'amy')).code).toBe(0);
  });

  it("a crowd owing no roll, rolled this turn by one umpire, is refused to another with the first named; --allow-second logs the override (EN l.139, U284)", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(TABLES);
    // looters are in no sector: anyone's. amy rolls them, then bob tries.
    await game.ok('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'amy');
    expect(game.readState().game.crowds.looters.rolled).toEqual({ turn: 1, by: 'amy' });
    await game.refused(/looters was rolled this turn already, by amy \(EN l\.139/, 'rl-roll', 'looters', '--roll', '3,3', '--umpire', 'bob');
    // amy herself may roll it again (her own table's call); the control's second roll is the control's decision.
    expect((await game.run('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
    expect((await game.run('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'carl')).code).toBe(0);
    // A crowd in a sector: its own umpire may roll it after another's crossing roll.
    expect((await game.run('rl-roll', 'students', '--roll', '3,3', '--umpire', 'bob', '--cross')).code).toBe(0);
    expect((await game.run('rl-roll', 'students', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
    // A crowd owing a roll is rolled by anyone.
    await game.ok('owe', 'looters', '--why', 'charge', '--umpire', 'carl');
    expect((await game.run('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    await game.refused(/looters was rolled this turn already, by bob/, 'rl-roll', 'looters', '--roll', '3,3', '--umpire', 'amy');
    const [second] = await game.ok('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'amy', '--allow-second');
    expect(second.refused).toBeUndefined();
    expect(game.readLog().at(-1).argv).toContain('--allow-second');
    // Next turn, a roll is a first again.
    await game.ok('next-turn', '--override');
    expect((await game.run('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    // A game of one table keeps no record of who rolled.
    const one = gameOn(kind, skip);
    try {
      await one.init();
      await one.ok('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'amy');
      expect(one.readState().game.crowds.looters).not.toHaveProperty('rolled');
      expect((await one.run('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    } finally {
      one.cleanup();
    }
  });

  it("the turn walk's last step: an umpire with a sector says done, the control runs next-turn (U283)", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(TABLES);
    const walk = (umpire: string) => game.run('turn', '--umpire', umpire, '--intentions', '', '--moves', '', '--assessment', '');
    const a = await walk('amy');
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).toContain('$ umpire done');
    expect(game.readLog().at(-1)).toMatchObject({ by: 'amy', record: { procedure: 'done', outcome: { code: 'table-done' } } });
    expect(game.readState().game.turn).toBe(1);
    // Walked again: the table said so already, nothing more is run.
    const n = game.readLog().length;
    expect((await walk('amy')).code).toBe(0);
    expect(game.readLog()).toHaveLength(n);
    // The control's walk ends in next-turn: refused while bob plays, then the turn's end once bob's walk says done.
    const early = await walk('carl');
    expect(early.code).toBe(2);
    expect(early.stderr).toMatch(/still playing: bob/);
    expect((await walk('bob')).code).toBe(0);
    const c = await walk('carl');
    expect(c.code, c.stderr).toBe(0);
    expect(game.readState().game.turn).toBe(2);
    // The walk's question, in both languages.
    for (const lang of ['en', 'fr'] as const) for (const k of ['turn.ask.done', 'turn.done.yes', 'turn.done.no']) expect(t(lang, k), `${lang} ${k}`).not.toBe(k);
    expect(t('fr', 'turn.ask.done')).not.toBe(t('en', 'turn.ask.done'));
  });

  it('a game of one table: done refused in one line, next-turn as before', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.refused(/this game has one table/, 'done', '--umpire', 'amy');
    expect((await game.run('next-turn')).code).toBe(0);
  });
});

describe('the scenario names its control', () => {
  it('refuses two controls and a control with a sector, in the scenario\'s language', async () => {
    game = tempGame();
    const write = (name: string, text: string) => {
      const f = join(game.dir, name);
      writeFileSync(f, text);
      return f;
    };
    const two = `${TUTORIAL}\numpires:\n  - name: amy\n    crowds: [students]\n  - name: carl\n    control: true\n  - name: dan\n    control: true\n`;
    const a = await game.run('init', write('two.yaml', two));
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/two control umpires: "dan" and "carl"/);
    const sector = `${TUTORIAL}\numpires:\n  - name: carl\n    control: true\n    crowds: [students]\n`;
    const b = await game.run('init', write('sector.yaml', sector));
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/the control umpire "carl" runs the turn across the tables and has no sector/);
    const c = await game.run('init', write('fr.yaml', two.replace(/^title:/m, 'lang: fr\ntitle:')));
    expect(c.code).toBe(2);
    expect(c.stderr).toMatch(/deux arbitres de contrôle/);
  });
});
