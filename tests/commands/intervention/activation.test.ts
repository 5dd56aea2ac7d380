// Intervention at the table: the units act by decreasing initiative, the
// cheaper side first in a tie and then in turn (intervention.fr.txt l.51-53,
// U109-U111), and a fighter fires at its target priorities (l.332-340, U112):
// refusals (exit 2, one line, nothing written), status, --json, the REPL's
// prompt, undo, both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

// Two sides of equal initiative 7 (a tie: the cheaper `reds`, 80 < 100, plays first, then in turn), a quicker
// blue scout (9), a red unit whose initiative is its best fighter's (U109), and a blue truck, a large target.
const SCENARIO = `
title: Activation
game: intervention
edition: fr
sides:
  - id: blues
    name: Les bleus
    cost: 100
    units:
      - { id: scout, name: Éclaireur, initiative: 9, fighters: [{ id: b0, sample: infiltrator }] }
      - { id: b-team, name: Équipe B, initiative: 7, fighters: [{ id: b1, sample: techno }, { id: b2, sample: techno }] }
      - { id: truck, name: Camion, initiative: 2, fighters: [{ id: t1, sample: techno, large: true }] }
  - id: reds
    name: Les rouges
    cost: 80
    units:
      - { id: r-team, name: Équipe R, initiative: 7, fighters: [{ id: r1, sample: techno }] }
      - id: r-guns
        name: Les tireurs
        fighters:
          - { id: r2, sample: techno, initiative: 7 }
          - { id: r3, sample: techno, initiative: 4 }
`;

const game = tempGame();
beforeAll(async () => {
  await game.init(SCENARIO);
});
afterAll(() => game.cleanup());

describe('activation by initiative (l.51-53)', () => {
  it('is not asked in the orders sequence', async () => {
    await game.ok('intv-orders', 'b0,b1,b2,t1,r1,r2,r3', 'progress');
    await game.refused(/séquences de déplacement et de tir \(l\.51-53\)/, 'intv-activate', 'scout');
    const r = await game.run('status');
    expect(r.stdout).toMatch(/Ordre d’activation \(l\.51-53\)\u00a0: scout 9, b-team 7, r-team 7, r-guns 7, truck 2/);
    expect(r.stdout).not.toMatch(/Ensuite/);
  });

  it('begins with the highest initiative; a fighter out of turn is refused naming whose turn it is', async () => {
    const [phase] = await game.ok('intv-phase', 'movement');
    expect(phase.notes.join(' ')).toMatch(/D’abord\u00a0: Éclaireur \(scout, d’initiative 9\)/);
    await game.refused(/^umpire: .*r1 \(Équipe R\) ne peut pas encore agir\u00a0; à agir maintenant\u00a0: Éclaireur \(scout, d’initiative 9\) \(l\.51-53\)\u00a0; intv-activate scout --pass/, 'intv-move', 'r1', '--cm', '5');
    const en = await game.run('intv-move', 'b1', '--cm', '5', '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.stderr).toMatch(/b1 \(Équipe B\) may not act yet: it is the turn of Éclaireur \(scout, initiative 9\)/);
  });

  it('lets a fighter begin its unit\'s activation; the tie goes to the cheaper side, then in turn', async () => {
    const [m] = await game.ok('intv-move', 'b0', '--cm', '5');
    expect(m.effects.find((e: any) => e.path === 'round.acting')).toMatchObject({ op: 'set', value: 'scout' });
    expect(m.notes[0]).toMatch(/Activation\u00a0: Éclaireur/);
    // Tie at 7: reds (80) before blues (100): r-team or r-guns, not b-team.
    await game.refused(/à agir maintenant\u00a0: Équipe R \(r-team, d’initiative 7\) ou Les tireurs \(r-guns, d’initiative 7\)/, 'intv-move', 'b1', '--cm', '5');
    const json = JSON.parse((await game.run('status', '--json')).stdout);
    expect(json.derived.intervention.activation).toMatchObject({ active: 'scout', next: ['r-team', 'r-guns'] });
    await game.ok('intv-move', 'r2', '--cm', '5');
    // Now the blues (one red unit of 7 has acted, no blue one).
    await game.refused(/à agir maintenant\u00a0: Équipe B \(b-team, d’initiative 7\)/, 'intv-move', 'r1', '--cm', '5');
    await game.refused(/l’unité de b0, Éclaireur, a déjà agi dans cette séquence\u00a0; à agir maintenant/, 'intv-move', 'b0', '--cm', '1');
    await game.ok('intv-move', 'b1', '--cm', '5');
    await game.ok('intv-move', 'b2', '--cm', '5');
    await game.ok('intv-move', 'r1', '--cm', '5');
    const st = await game.run('status', '--lang', 'en');
    expect(st.stdout).toMatch(/Acting: Équipe R \(r-team, initiative 7\)/);
    expect(st.stdout).toMatch(/Next: Camion \(truck, initiative 2\)/);
  });

  it('passes a unit with intv-activate --pass; undo restores the activation', async () => {
    const before = game.readState().game.round;
    const [p] = await game.ok('intv-activate', 'truck', '--pass');
    expect(p).toMatchObject({ outcome: { code: 'passed' }, active: null, next: [] });
    expect(p.outcome.text).toMatch(/toutes les unités ont agi/);
    await game.refused(/Camion \(truck, d’initiative 2\) a déjà agi/, 'intv-activate', 'truck');
    expect((await game.run('undo')).code).toBe(0);
    expect(game.readState().game.round).toEqual(before);
  });

  it('refuses a unit not in play or not due, and a list checks each in turn', async () => {
    await game.refused(/aucune unité nobody avec un combattant debout/, 'intv-activate', 'nobody');
    await game.refused(/Équipe R \(r-team, d’initiative 7\) agit déjà/, 'intv-activate', 'r-team');
    const [a] = await game.ok('intv-activate', 'r-team,truck');
    expect(a).toMatchObject({ outcome: { code: 'activated' }, active: 'truck' });
  });

  it('starts again with each sequence, and the REPL prompt says whose turn it is', async () => {
    await game.ok('intv-phase', 'fire');
    const g = game.readState().game;
    expect(g.round).toEqual({ phase: 'fire', acting: null, unitsActed: [] });
    const { intervention } = await import('../../../src/games/intervention/index.js');
    expect(intervention.repl!.prompt!(g, 'fr')).toBe('tir\u00a0: scout');
    expect(intervention.repl!.prompt!({ ...g, round: { phase: 'orders' } }, 'en')).toBe('orders');
  });
});

describe('target priorities (l.332-340, U112)', () => {
  it('refuses a target at long range in cover while others may be closer; --none-closer overrides', async () => {
    // b0 (scout, 9) fires first; r1 at 60 cm behind light cover: the infiltrator rifle's long band (l.623).
    await game.refused(/b0 tire d’abord sur un ennemi à portée courte ou à découvert \(l\.336\)\u00a0: r2, r3 peut-être\u00a0; si aucun n’est en vue\u00a0: --none-closer/, 'intv-fire', 'b0', '--at', 'r1', '--distance', '60', '--cover', 'light');
    const [shot] = await game.ok('intv-fire', 'b0', '--at', 'r1', '--distance', '60', '--cover', 'light', '--none-closer');
    expect(shot.damage).toBe(3);
  });

  it('fires first at the enemies firing at it, then refuses to skip a large target in view; --large-out-of-view overrides', async () => {
    // The reds' turn (a tie at 7, the cheaper side): r1 was fired at by b0, its first priority (l.334).
    await game.refused(/r1 doit tirer d’abord sur les ennemis qui lui tirent dessus \(b0\)/, 'intv-fire', 'r1', '--at', 'b1', '--distance', '20');
    await game.ok('intv-fire', 'r1', '--at', 'b0', '--distance', '50', '--cover', 'hard');
    await game.ok('intv-fire', 'b1', '--at', 'r2', '--distance', '20');
    // r3 at b2, 40 cm behind hard cover: the truck t1 (large, l.338) may be in view.
    await game.refused(/r3 tire d’abord sur une cible de grande taille à portée courte ou longue \(l\.338\)\u00a0: t1\u00a0; si aucune n’est en vue\u00a0: --large-out-of-view/, 'intv-fire', 'r3', '--at', 'b2', '--distance', '40', '--cover', 'hard', '--none-closer');
    const en = await game.run('intv-fire', 'r3', '--at', 'b2', '--distance', '40', '--cover', 'hard', '--none-closer', '--lang', 'en');
    expect(en.stderr).toMatch(/r3 fires first at a large target at short or long range \(l\.338\): t1; if none is in its view: --large-out-of-view/);
    // The large target at long range meets the third priority by itself.
    expect((await game.run('intv-fire', 'r3', '--at', 't1', '--distance', '40', '--cover', 'hard', '--none-closer')).code).toBe(0);
    // r2, fired at by b1, says b1 is out of its view: then the second and third priorities.
    await game.refused(/--none-closer/, 'intv-fire', 'r2', '--at', 'b2', '--distance', '40', '--cover', 'hard', '--others-out-of-view');
    await game.refused(/--large-out-of-view/, 'intv-fire', 'r2', '--at', 'b2', '--distance', '40', '--cover', 'hard', '--others-out-of-view', '--none-closer');
    await game.ok('intv-fire', 'r2', '--at', 'b2', '--distance', '40', '--cover', 'hard', '--others-out-of-view', '--none-closer', '--large-out-of-view');
  });
});

describe('turn (the walk through the activations)', () => {
  it('needs a terminal: on a pipe it is refused in one line naming the procedures to type', async () => {
    await game.refused(/parcourir un tour d’Intervention pose une question à chaque étape.*intv-activate/, 'turn');
    const en = await game.run('turn', '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.stderr).toMatch(/walking a turn of Intervention asks at every step/);
  });
});

describe('the fog of war in the players\' view (l.451-453, U113)', () => {
  const fog = tempGame();
  beforeAll(async () => {
    await fog.init('intervention-liberation-otage.yaml');
  });
  afterAll(() => fog.cleanup());

  it('never shows a hidden figure: status, status --json, its order, its id in a text', async () => {
    // p2 starts hidden (the scenario's `hidden: true`).
    const st = await fog.run('status', '--player');
    expect(st.stdout).toMatch(/│ Patrouilleur 1 /);
    expect(st.stdout).not.toMatch(/\bp2\b|Patrouilleur 2/);
    expect(st.stdout).toMatch(/Brouillard de guerre \(l\.451-453\)\u00a0: les figurines cachées sont des jetons/);
    expect((await fog.run('status')).stdout).toMatch(/│ p2 /);
    const json = JSON.parse((await fog.run('status', '--json', '--player')).stdout);
    expect(Object.keys(json.fighters)).not.toContain('p2');
    expect(JSON.stringify(json)).not.toMatch(/"p2"/);
    const order = await fog.run('intv-orders', 'p2', 'camouflage', '--player');
    expect(order.stdout).toMatch(/Rien à voir sur la table\u00a0: un jeton/);
    expect(order.stdout).not.toMatch(/p2|camouflage/);
    const both = await fog.run('intv-orders', 'patrouille', 'progress', '--player', '--json', '--lang', 'en');
    expect(both.stdout).toMatch(/p1, a token: progress/);
    expect(both.stdout).not.toMatch(/p2/);
  });

  it('shows the figure once detected: the token becomes the figure', async () => {
    await fog.ok('intv-orders', 'a3', 'observe');
    await fog.ok('intv-phase', 'movement');
    await fog.ok('intv-observe', 'a3', '--at', 'p2', '--distance', '70');
    const st = await fog.run('status', '--player');
    expect(st.stdout).toMatch(/│ Patrouilleur 2 /);
  });

  it("names sides, units and fighters by name alone (U74): no id, where the umpire's status gives them", async () => {
    const st = (await fog.run('status', '--player')).stdout;
    expect(st).toMatch(/^Le groupe d'intervention, l’attaquant$/m);
    expect(st).toMatch(/│ Le chef de colonne \* +│ Colonne Alpha +│/);
    expect(st).toMatch(/Ordre d’activation \(l\.51-53\)\u00a0: Tireur d'élite 9, La garde 8/);
    expect(st).toMatch(/Figurine A\u00a0: L'otage/);
    expect(st).not.toMatch(/\((gign|ravisseurs)\)|│ (chef|a2|a3|g1|otage) |\b(alpha|bravo)\b/);
    const umpire = (await fog.run('status')).stdout;
    expect(umpire).toMatch(/^Le groupe d'intervention \(gign\), l’attaquant$/m);
    expect(umpire).toMatch(/│ chef \* +│ alpha +│/);
  });
});
