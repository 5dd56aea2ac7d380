// Issue 31, finding 21 (the part left): automatic weapons at fire at will
// "peuvent annuler l'observation des cibles (touchées ou non) suivant leur
// commandement" (intervention.fr.txt l.403); the Moral of l.405-413 is that
// test (U243): the burst's PF counts against the Det of every figure it is
// fired at, the one its point falls on and the others, not hit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';
import { questionOf, scriptedSession } from '../../helpers/session.js';
import { scriptedPrompter, type Prompter } from '../../../src/prompts/prompter.js';
import { visible } from '../../../src/render/width.js';

const SCENARIO = `title: Rafale
game: intervention
edition: fr
seed: rafale
mission: { kind: settling-scores, attacker: bleus, defender: rouges }
sides:
  - id: bleus
    name: Les bleus
    units:
      - id: u1
        name: Un
        initiative: 9
        fighters:
          - { id: mg, name: Mitrailleur, mvt: 10, det: 10, rt: 10, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 5 }, { to: 60, pf: 4 }] }, { id: mit, name: Mitrailleuse, type: AM, bands: [{ to: 30, pf: 5 }, { to: 60, pf: 4 }] }] }
          - { id: obs, name: Guetteur, mvt: 10, det: 10, rt: 10, pa: 3, weapons: [{ id: pr, name: Carabine, type: PR, bands: [{ to: 30, pf: 5 }, { to: 60, pf: 4 }] }] }
  - id: rouges
    name: Les rouges
    units:
      - id: r1
        name: Rouges
        initiative: 1
        fighters:
          - { id: ra, name: A, hidden: true, mvt: 10, det: 4, rt: 10, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }] }] }
          - { id: rb, name: B, hidden: true, mvt: 10, det: 4, rt: 10, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }] }] }
          - { id: rc, name: C, hidden: true, mvt: 10, det: 4, rt: 10, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }] }] }
          - { id: rd, name: D, hidden: true, mvt: 10, det: 8, rt: 10, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }] }] }
          - { id: re, name: E, mvt: 10, det: 4, rt: 10, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }] }] }
`;

/** The game set up to the fire sequence: mg at fire at will, ra, rb, rd detected, rc hidden, re located, all on observation. */
async function setUp(g: ReturnType<typeof tempGame>) {
  await g.init(SCENARIO);
  await g.ok('intv-orders', 'mg', 'fire-at-will');
  await g.ok('intv-orders', 'obs', 'observe');
  await g.ok('intv-orders', 'r1', 'observe');
  await g.ok('intv-phase', 'movement');
  // ra, rb, rd detected (hidden, within 10 x Det: l.259); rc stays hidden; re is located (no marker, l.274).
  for (const id of ['ra', 'rb', 'rd']) await g.ok('intv-observe', 'obs', '--at', id, '--distance', '50');
  await g.ok('intv-phase', 'fire');
}

const game = tempGame();
const guided = tempGame();
beforeAll(async () => {
  await setUp(game);
  await setUp(guided);
}, 60000);
afterAll(() => {
  game.cleanup();
  guided.cleanup();
});

describe('l.403: an automatic burst at fire at will cancels the observation of the figures it is fired at, hit or not (U243)', () => {
  it('refused: a figure hidden, a located first target, a weapon that is not automatic, the hit figure named twice; nothing written', async () => {
    await game.refused(/rc est caché/, 'intv-fire', 'mg', '--at', 'ra', '--burst', 'rc', '--distance', '20', '--cover', 'light');
    await game.refused(/re n’est pas détecté sans être localisé.*l\.393-403, U243/, 'intv-fire', 'mg', '--at', 're', '--burst', 'ra', '--distance', '20', '--cover', 'light');
    await game.refused(/Mitrailleuse n’est pas une arme automatique en feu à volonté.*l\.403, U243/, 'intv-fire', 'mg', '--weapon', 'mit', '--at', 'ra', '--burst', 'rb', '--distance', '20', '--cover', 'light');
    await game.refused(/ra est la figurine touchée/, 'intv-fire', 'mg', '--at', 'ra', '--burst', 'ra,rb', '--distance', '20', '--cover', 'light');
    await game.refused(/--burst/, 'intv-fire', 'mg,obs', '--at', 'ra', '--burst', 'rb', '--distance', '20');
  });

  it('l.403, l.407: 1 point on the figure hit; the PF 5 against each Det: ra and rb (Det 4) lose observation and gain a dodge marker, rd (Det 8) keeps it', async () => {
    const r = await game.run('intv-fire', 'mg', '--at', 'ra', '--burst', 'rb,rd', '--distance', '20', '--cover', 'light', '--lang', 'en');
    expect(r.code, r.stderr).toBe(0);
    // Named in the output with its line, each figure not hit.
    expect(r.stdout).toMatch(/l\.403: rb is fired at by the burst, not hit: PF 5, 5 this turn against its Det 4 \(l\.407, U243\)/);
    expect(r.stdout).toMatch(/l\.403: rd is fired at by the burst, not hit: PF 5, 5 this turn against its Det 8/);
    const f = game.readState().game.fighters;
    // l.403 "1 point de dommage sur 1 figurine": ra only.
    expect([f.ra.counter, f.rb.counter, f.rd.counter]).toEqual([9, 10, 10]);
    // l.409, l.411: the observation lost, a dodge marker (it counts next turn, U180); rd within its Det keeps both.
    expect([f.ra.order, f.rb.order, f.rd.order]).toEqual(['none', 'none', 'observe']);
    expect([f.ra.dodge, f.rb.dodge, f.rd.dodge]).toEqual([1, 1, null]);
    expect([f.rb.pfAt, f.rd.pfAt]).toEqual([5, 5]);
    // Each was fired at by mg (the first target priority, l.334).
    expect(f.rb.firedBy).toEqual(['mg']);
    expect(f.mg.firedAt).toEqual(['ra', 'rb', 'rd']);
    const [rec] = game.readLog().slice(-1).map((e: any) => e.resolution ?? e);
    expect(JSON.stringify(rec)).toMatch(/"burst":\[\{"id":"rb","pf":5,"sum":5,"det":4,"shaken":true\},\{"id":"rd","pf":5,"sum":5,"det":8,"shaken":false\}\]/);
  });

  it('in French: the line of the text named', async () => {
    const r = await game.run('intv-fire', 'mg', '--at', 'rd', '--burst', 'rb', '--distance', '20', '--cover', 'light', '--odds');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/l\.403\s:\srb est visé par la rafale sans être touché\s:\sPF 5, 10 ce tour contre sa Det 4 \(l\.407, U243\)/);
  });
});

describe('without a game: intervention shot --detected automatic --burst-det (l.403, U243)', () => {
  it('the Det of each figure fired at: whose observation the burst alone cancels', async () => {
    const [r] = await game.ok('intervention', 'shot', '--pf', '5', '--detected', 'automatic', '--burst-det', '4,8,5');
    expect(r.burst).toEqual([
      { det: 4, pf: 5, shaken: true },
      { det: 8, pf: 5, shaken: false },
      { det: 5, pf: 5, shaken: false },
    ]);
    const en = await game.run('intervention', 'shot', '--pf', '5', '--detected', 'automatic', '--burst-det', '4,8');
    expect(en.stdout).toMatch(/l\.403: figure 1 of the burst \(hit\), Det 4: PF 5, more than its Det: it loses its observation, gains a dodge marker/);
    expect(en.stdout).toMatch(/l\.403: figure 2 of the burst \(not hit\), Det 8: PF 5, not more than its Det/);
    const fr = await game.run('intervention', 'shot', '--pf', '5', '--detected', 'automatic', '--burst-det', '4', '--lang', 'fr');
    expect(fr.stdout).toMatch(/l\.403\s:\sfigurine 1 de la rafale \(touchée\), Det 4\s:\sPF 5, plus que sa Det/);
  });

  it('--burst-det without --detected automatic: exit 2, one line', async () => {
    const r = await game.run('intervention', 'shot', '--pf', '5', '--burst-det', '4');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/--burst-det.*--detected automatic/);
  });
});

describe('guided: `intv-fire mg` asks the other figures of the burst where one may be fired (U243)', () => {
  /** A prompter that keeps each question and the values it offered. */
  function recording(answers: unknown[], asked: string[], offers: Record<string, string[]>): Prompter {
    const inner = scriptedPrompter(answers, asked);
    return {
      select: (m, ch) => ((offers[questionOf(m)] = ch.map((c) => c.value)), inner.select(m, ch)),
      checkbox: (m, ch, v) => ((offers[questionOf(m)] = ch.map((c) => c.value)), inner.checkbox(m, ch, v)),
      input: (m, v) => inner.input(m, v),
    };
  }

  it('a located target: not asked; a detected one: the detected and located enemies offered, not the hidden nor the target; logged as typed', async () => {
    const asked: string[] = [];
    const offers: Record<string, string[]> = {};
    // --at ra, its cover light, the burst at rb and rd, no modifier, 20 cm.
    const answers: unknown[] = ['ra', 'light', ['rb', 'rd'], [], '20'];
    const s = scriptedSession(guided.dir, answers, { prompter: recording(answers, asked, offers) });
    expect(await s.session.run('intv-fire mg'), s.err()).toBe(0);
    expect(answers).toEqual([]);
    expect(asked.map(questionOf).slice(0, 3)).toEqual(['--at', '--cover', '--burst']);
    expect(offers['--burst']).toEqual(['rb', 'rd', 're']);
    for (const q of asked) expect(visible(q) + 3, q).toBeLessThanOrEqual(80);
    expect(asked.find((q) => q.includes('--burst'))).toBe('Les autres figurines visées par la rafale, non touchées (--burst)');
    expect(guided.readLog().at(-1).argv).toEqual(['intv-fire', 'mg', '--at', 'ra', '--cover', 'light', '--burst', 'rb,rd', '--distance', '20']);
    expect(guided.readState().game.fighters.rb.order).toBe('none');
    // The second shot at re, located: no burst question.
    const asked2: string[] = [];
    const answers2: unknown[] = ['re', 'open', [], '20'];
    const s2 = scriptedSession(guided.dir, answers2, { prompter: scriptedPrompter(answers2, asked2) });
    expect(await s2.session.run('intv-fire mg'), s2.err()).toBe(0);
    expect(asked2.map(questionOf)).not.toContain('--burst');
  });
});
