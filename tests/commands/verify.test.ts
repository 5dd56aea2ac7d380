import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** A tutorial game of a few turns: rl-rolls (program and entered dice), next-turns and an undo. */
async function played() {
  game = tempGame();
  await game.init();
  const steps = [
    ['rl-roll', 'students', '--seed', 'verify'],
    ['rl-roll', 'dockers', '--roll', '6,2'],
    ['next-turn'],
    ['rl-roll', 'students'],
    ['rl-roll', 'looters', '--roll', '1'],
    ['undo'],
    ['rl-roll', 'dockers'],
    ['next-turn'],
  ];
  for (const s of steps) {
    const r = await game.run(...s);
    if (r.code !== 0) throw new Error(`${s.join(' ')}: ${r.stderr}`);
  }
  return game;
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').slice(0, -1);
const writeLines = (file: string, ls: string[]) => writeFileSync(file, `${ls.join('\n')}\n`);

describe('umpire verify', () => {
  it('passes an untouched game: the state is the fold of its log (exit 0)', async () => {
    const g = await played();
    const r = await g.run('verify');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/the log \(9 entries\) is intact and the state is its fold/);
    const j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    expect(j).toMatchObject({ ok: true, entries: 9, stateSeq: 9, problems: [] });
  });

  it('catches an edited roll: the hash chain names the changed entry (exit 2)', async () => {
    const g = await played();
    const ls = lines(g.log);
    const e = JSON.parse(ls[2]); // entry 3: dockers, entered 6,2
    expect(e.record.rolls[0].value).toBe(6);
    e.record.rolls[0].value = 5;
    ls[2] = JSON.stringify(e);
    writeLines(g.log, ls);
    const r = await g.run('verify');
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/entry 3 \(line 3\) was changed after it was written: entry 4 records a different hash for it/);
    expect(r.stderr).toMatch(/^umpire: .*entry 3 \(line 3\) was changed/);
    const j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    expect(j.ok).toBe(false);
    expect(j.problems[0]).toMatchObject({ code: 'edited', seq: 3, line: 3 });
  });

  it('catches an edit of the last entry the state includes (its hash is in the state)', async () => {
    const g = await played();
    const ls = lines(g.log);
    const last = JSON.parse(ls[ls.length - 1]);
    last.at = '2000-01-01T00:00:00.000Z';
    ls[ls.length - 1] = JSON.stringify(last);
    writeLines(g.log, ls);
    const j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    expect(j.problems[0]).toMatchObject({ code: 'edited-last', seq: 9 });
  });

  it('catches a deleted line: entry numbers jump (exit 2)', async () => {
    const g = await played();
    const ls = lines(g.log);
    ls.splice(3, 1); // delete entry 4 (the first next-turn)
    writeLines(g.log, ls);
    const r = await g.run('verify');
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/entry 4 is missing: line 4 holds entry 5/);
    const j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    expect(j.problems[0]).toMatchObject({ code: 'missing', seq: 4, line: 4 });
  });

  it('catches a deleted last line: the state includes more entries than the log holds', async () => {
    const g = await played();
    writeLines(g.log, lines(g.log).slice(0, -1));
    const j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    expect(j.ok).toBe(false);
    expect(j.problems[0]).toMatchObject({ code: 'state-ahead', seq: 9 });
  });

  it('catches a truncated last line (exit 2)', async () => {
    const g = await played();
    const size = readFileSync(g.log).length;
    truncateSync(g.log, size - 20);
    const r = await g.run('verify');
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/entry 9 \(line 9\) is cut off: the last line has no end of line/);
    const j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    expect(j.problems[0]).toMatchObject({ code: 'cut', seq: 9, line: 9 });
  });

  it('names the entry where a hand-edited state parts from the replayed log', async () => {
    const g = await played();
    const log = g.readLog();
    // The last change of dockers' RL in the log: the state should hold its value.
    const sf = g.readState();
    sf.game.crowds.students.figures += 5; // never written by any entry
    writeFileSync(g.state, JSON.stringify(sf));
    let j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    expect(j.problems[0]).toMatchObject({ code: 'differs-nowhere' });
    expect(j.problems[0].message).toMatch(/crowds\.students\.figures/);

    // Put the turn back to where it was before the last next-turn: they part at that entry.
    const sf2 = g.readState();
    sf2.game.crowds.students.figures -= 5;
    sf2.game.turn -= 1;
    writeFileSync(g.state, JSON.stringify(sf2));
    const r = await g.run('verify');
    expect(r.code).toBe(2);
    j = jsonLines((await g.run('verify', '--json')).stdout)[0];
    const lastTurn = log.filter((e: any) => e.record?.procedure === 'next-turn').pop();
    expect(j.problems[0]).toMatchObject({ code: 'differs', seq: lastTurn.seq });
    expect(j.problems[0].message).toMatch(new RegExp(`part at entry ${lastTurn.seq} \\(turn \\d+, next-turn\\): turn`));
  });

  it('says when the state has not yet folded in entries that follow on, without failing', async () => {
    const g = await played();
    const before = readFileSync(g.state, 'utf8');
    await g.run('rl-roll', 'students', '--roll', '3,1');
    writeFileSync(g.state, before);
    const r = await g.run('verify');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/the state stops at entry 9; entries 10 to 10 follow on/);
  });

  it('speaks French with --lang fr', async () => {
    const g = await played();
    writeLines(g.log, lines(g.log).slice(0, -1));
    const r = await g.run('verify', '--lang', 'fr');
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/l’état comprend 9 entrées mais le journal n’en contient que 8/);
  });
});
