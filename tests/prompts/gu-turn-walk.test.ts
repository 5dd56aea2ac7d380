// `umpire turn` on a gang game walks the turn in the rules' order (l.64-98):
// the initiative's dice, each phase as the turn owes it (the leader and its
// bubble asked), the figures the open phase may activate, each figure's
// actions one at a time through the procedures' own questions. The log is the
// one the same commands typed one by one leave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('guerilla-urbaine-gangs.yaml');
});
afterAll(() => game?.cleanup());

const DONE = '-';

describe('turn on a game of Guérilla Urbaine', () => {
  it('walks a whole turn: initiative, leaders alternating from the side with it, then each side\'s remaining figures', async () => {
    const s = scriptedSession(game.dir, [
      'enter', '5', // the initiative: 5, the Loups first
      'vic', ['lynx'], // Vic's phase, Lynx in its bubble
      'vic', 'gu-shoot', 'move', 'zip', '4', [], 'enter', '5', '6', // Vic moves and shoots at Zip
      'lynx', 'gu-act concentrate', 'gu-act camouflage', ['--cover'], // Lynx concentrates, then takes cover
      'raven', ['lame'], DONE, // Raven's phase: nobody acts
      'sam', [], DONE,
      'kira', [], DONE,
      DONE, // the Loups' remaining figures: none acts
      'mama', 'gu-act move', DONE, // the Corbeaux' remaining figures: Mama moves, forgoes its second action
      DONE, // no other: the turn ends
    ]);
    const code = await s.session.run('turn');
    expect(code, s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    const lines = game.readLog().slice(1).map((e: any) => e.argv);
    expect(lines).toEqual([
      ['gu-initiative', '--roll', '5'],
      ['gu-phase', '--leader', 'vic', '--bubble', 'lynx'],
      ['gu-shoot', 'vic', '--first', 'move', '--at', 'zip', '--distance', '4', '--roll', '5,6'],
      ['gu-act', 'lynx', 'concentrate'],
      ['gu-act', 'lynx', 'camouflage', '--cover'],
      ['gu-phase', '--leader', 'raven', '--bubble', 'lame'],
      ['gu-phase', '--leader', 'sam'],
      ['gu-phase', '--leader', 'kira'],
      ['gu-phase'],
      ['gu-phase'],
      ['gu-act', 'mama', 'move'],
    ]);
    expect(s.out()).toContain('Le tour 1 est fini\u00a0: `umpire turn` commence le tour 2 par son initiative.');
    // The pending strip before each phase: the phase owed next.
    expect(s.out()).toMatch(/^En attente\u00a0: Ensuite\u00a0: la phase de meneur du gang Les Loups$/m);
    // The next walk begins turn 2 with its initiative.
    const next = scriptedSession(game.dir, ['enter', '2', 'raven', [], DONE, 'vic', [], DONE, 'kira', [], DONE, 'sam', [], DONE, DONE, DONE]);
    expect(await next.session.run('turn'), next.err()).toBe(0);
    expect(next.answersLeft).toEqual([]);
    expect(game.readLog().slice(12).map((e: any) => e.argv.join(' '))).toEqual([
      'gu-initiative --roll 2',
      'gu-phase --leader raven',
      'gu-phase --leader vic',
      'gu-phase --leader kira',
      'gu-phase --leader sam',
      'gu-phase',
      'gu-phase',
    ]);
  });

  it('needs a terminal: on a pipe it says to type the procedures, and writes nothing', async () => {
    const before = game.snapshot();
    const r = await runCli(['turn'], { cwd: game.dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('gu-initiative');
    expect(game.snapshot()).toEqual(before);
  });
});
