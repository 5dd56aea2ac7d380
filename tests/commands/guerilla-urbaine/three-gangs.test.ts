// A game of three gangs (guerilla-urbaine.fr.txt l.66, "G24b"; issue 44 item 9): "Si il y a plus de 2 joueurs,
// chacun lance un D6 et l'initiative se fait par ordre décroissant de score. Relancez un D6 pour chaque joueur en
// cas d'égalité jusqu'à ce qu'ils soient départagés" (U413). The scenario takes three gangs; `gu-initiative` rolls
// one die a gang (`--roll` in the scenario's order, then the re-rolls of the tied), the phases follow that order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempGame, writeScenario } from '../../helpers/cli.js';

/** Three legal gangs (tests/fixtures/guerilla-urbaine-three-gangs.yaml). */
const THREE_GANGS = readFileSync(join(ROOT, 'tests', 'fixtures', 'guerilla-urbaine-three-gangs.yaml'), 'utf8');

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init(THREE_GANGS);
});
afterAll(() => game?.cleanup());

describe('three gangs (l.66, U413)', () => {
  it('takes a scenario of three gangs', () => {
    expect(Object.keys(game.readState().game.gangs)).toEqual(['loups', 'corbeaux', 'rats']);
  });

  it('gives the exact chance of each gang having the initiative (--odds): a third each', async () => {
    const [rec] = await game.ok('gu-initiative', '--odds');
    expect(rec.method).toBe('composed');
    expect(Object.fromEntries(rec.outcomes.map((o: any) => [o.winner, o.probability]))).toEqual({ loups: '1/3', corbeaux: '1/3', rats: '1/3' });
    // Each of the six orders a sixth.
    expect(rec.outcomes.flatMap((o: any) => o.variants.map((v: any) => v.probability))).toEqual(Array(6).fill('1/6'));
  });

  it('rolls a die a gang, the tied gangs again, each die named by its gang; the order by score', async () => {
    // Loups 2, Corbeaux 5, Rats 5: the Corbeaux and the Rats roll again, 1 against 6.
    const [r] = await game.ok('gu-initiative', '--roll', '2,5,5,1,6');
    expect(r.order).toEqual(['rats', 'corbeaux', 'loups']);
    expect(r.rolls.map((x: any) => x.label)).toEqual(["jet d’initiative du gang Les Loups", "jet d’initiative du gang Les Corbeaux", "jet d’initiative du gang Les Rats", "relance 1 d’initiative du gang Les Corbeaux (égalité)", "relance 1 d’initiative du gang Les Rats (égalité)"]);
    expect(game.readState().game.round.order).toEqual(['rats', 'corbeaux', 'loups']);
  });

  it('says the order of the three in status and the players\' view, in both languages', async () => {
    expect((await game.run('status', '--brief')).stdout).toContain('Initiative\u00a0: Les Rats, puis Les Corbeaux, puis Les Loups');
    expect((await game.run('status', '--brief', '--lang', 'en')).stdout).toContain('Initiative: Les Rats, then Les Corbeaux, then Les Loups');
    expect((await game.run('log', '--player')).stdout).toContain('Tour 1\u00a0: l’initiative pour Les Rats, puis Les Corbeaux, puis Les Loups');
    expect((await game.run('log', '--player', '--lang', 'en')).stdout).toContain('Turn 1: Les Rats have the initiative, then Les Corbeaux, then Les Loups');
  });

  it('opens the leaders\' phases one of each gang in the initiative order, then each gang\'s rest (l.72-76, U413)', async () => {
    await game.refused(/ensuite vient la phase de meneur du gang Les Rats/, 'gu-phase', '--leader', 'vic');
    for (const leader of ['ratus', 'raven', 'vic', 'souris', 'kira']) await game.ok('gu-phase', '--leader', leader);
    await game.refused(/ensuite vient une phase de meneur du gang Les Loups/, 'gu-phase', '--gang', 'rats');
    await game.ok('gu-phase', '--leader', 'sam');
    const rests = [];
    for (let i = 0; i < 3; i++) rests.push((await game.ok('gu-phase'))[0].gang);
    expect(rests).toEqual(['rats', 'corbeaux', 'loups']);
  });

  it('logs the turn in the summary\'s initiative table, and the log replays', async () => {
    const out = (await game.run('summary', '--lang', 'en')).stdout;
    expect(out).toMatch(/Les Rats, then Les Corbeaux, then Les Loups/);
    expect((await game.run('verify')).code).toBe(0);
  });
});

describe('gangs in the scenario and --gangs: two or more', () => {
  it('refuses a scenario of one gang, at its path', async () => {
    const one = tempGame();
    try {
      const r = await runCli(['init', writeScenario(one.dir, THREE_GANGS.slice(0, THREE_GANGS.indexOf('  - id: corbeaux')))], { cwd: one.dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/deux gangs ou plus\u00a0; trouvé 1/);
    } finally {
      one.cleanup();
    }
  });

  it('refuses an illegal third gang at its path, saying "illegal gang" once', async () => {
    const bad = tempGame();
    try {
      const yaml = THREE_GANGS.replace('{ id: ratus, name: Ratus, rank: chef, kit: pistol, upgrades: [excellent-reflexes] }', '{ id: ratus, name: Ratus, rank: chef, kit: pistol }');
      const r = await runCli(['init', writeScenario(bad.dir, yaml)], { cwd: bad.dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/gangs\[2\]\.members\[0\]\u00a0: gang non réglementaire\u00a0: ratus\u00a0: un Chef doit prendre Excellents réflexes \(l\.235\)/);
      expect(r.stderr.match(/non réglementaire/g)).toHaveLength(1);
    } finally {
      bad.cleanup();
    }
  });

  it('takes --gangs a,b,c stateless, with Prescience on its own first die (U414)', async () => {
    const [rec] = await game.ok('gu-initiative', '--gangs', 'a,b,c', '--prescience', 'a', '--odds');
    // a's first die + 1, ties parted evenly: 323/648 (counted by hand over the 216 first rolls).
    expect(Object.fromEntries(rec.outcomes.map((o: any) => [o.winner, o.probability]))).toEqual({ a: '323/648', b: '325/1296', c: '325/1296' });
    const r = await runCli(['gu-initiative', '--gangs', 'a,b,a']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/two different gangs or more/);
  });
});
