// Issue 18 part 3, "done when": a scripted RIOT round of four teams
// (tests/batch/riot-round.txt, on scenarios/riot-sample.fr.yaml): credits at
// the start of each turn, cards bought at a rising cost, a fight at a
// building resolved per R20, the public-opinion card turned; `rebuild`
// equals the state. Then the refusals, the stateless forms and --odds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { batchGame } from '../helpers/batch-game.js';

const { game, of } = batchGame('riot-sample.fr.yaml', 'riot-round.txt');

describe('a RIOT game of four teams, two rounds', () => {
  it('counts each team\'s credits and zone points at the start of its turn (l.37-61)', () => {
    const turns = of('riot-turn').map((r) => [r.turn, r.team, r.credits.gain, r.credits.after, r.zonePoints.after]);
    expect(turns).toEqual([
      // Police: 2 units left to the fewest (each team has 2) + 3 for four players (l.53, l.59), on its 1.
      [1, 'police', 5, 6, 0],
      // Autonomes: the warehouse (2), the only building of the port: a zone point (l.37, l.51).
      [1, 'autonomes', 2, 4, 1],
      [1, 'anarchistes', 2, 4, 0],
      // Nationalists: the bank 1 + the court 2; no zone points for them (l.49).
      [1, 'nationalistes', 3, 5, 0],
      // Police, round 2: the autonomes have 1 unit left, +3, and the card "Un passant blessé" -2 (U124).
      [2, 'police', 2, 2, 0],
      [2, 'autonomes', 2, 3, 2],
      [2, 'anarchistes', 2, 4, 0],
      [2, 'nationalistes', 3, 4, 0],
    ]);
    const police2 = of('riot-turn')[4];
    expect(police2.modifiers.map((m: any) => [m.key, m.value])).toEqual([['units-left', 1], ['players-bonus', 3], ['opinion:op-blesse', -2]]);
  });

  it('sells cards at a rising cost within a turn: 1, then 2 (l.65)', () => {
    const buys = of('riot-buy').filter((r) => r.team === 'autonomes' && r.cards.length > 0);
    expect(buys.map((b) => [b.total, b.credits.after, b.cards.map((c: any) => c.card)])).toEqual([
      [1, 3, ['pave']],
      [2, 1, ['pave']],
    ]);
    expect(buys[1].modifiers).toEqual([expect.objectContaining({ key: 'card:2', value: 2 })]);
  });

  it('resolves the police\'s assault on a building per R20: +1 to the defender for the comparison only, the damage on the weakest, the wounded staying inside (U120)', () => {
    const fight = of('riot-fight')[0];
    expect(fight).toMatchObject({ place: 'gare-poste', placeKind: 'building', attacker: 'police', defender: 'autonomes', melee: { attack: 4, defence: 2, bonus: 1, winner: 'police' } });
    expect(fight.outcome.code).toBe('attacker-wins');
    // The loser's strength 1 (not 2: the building's +1 is not damage) on crs1, weakest and first given: wounded.
    expect(fight.casualties).toEqual([
      { unit: 'autonome1', team: 'autonomes', result: 'removed', damage: 1, to: null, phase: 'melee' },
      { unit: 'crs1', team: 'police', result: 'wounded', damage: 1, to: 'gare-poste', phase: 'melee' },
    ]);
    expect(fight.opinion).toEqual({ owed: true, why: 'police-melee' });
  });

  it('stops a Pavé with the police shield and fights a black bloc at 3 in the street (l.93, l.127)', () => {
    const fight = of('riot-fight')[1];
    expect(fight.ranged).toEqual([{ card: 'pave', team: 'autonomes', target: 'crs2', points: 1 }]);
    // The black bloc alone (autonome2 has made its one move of the turn to the port street, l.75, U202): 3 in the street.
    expect(fight.melee).toEqual({ attack: 3, defence: 2, bonus: 0, winner: 'autonomes' });
    // Damage 2 wounds the black bloc (3), who goes to the entry point (l.101).
    expect(fight.casualties.map((c: any) => [c.unit, c.result, c.to])).toEqual([
      ['crs2', 'removed', null],
      ['blackbloc1', 'wounded', 'entry:gare'],
    ]);
  });

  it('turns one public-opinion card at the end of each turn with a police melee, by the die over the cards left (l.31)', () => {
    const cards = of('riot-opinion');
    expect(cards.map((c) => [c.turn, c.card, c.rolls[0].die, c.rolls[0].value, c.left])).toEqual([
      [1, 'op-blesse', 'd10', 3, 9],
      [2, 'op-video', 'd9', 1, 8],
    ]);
    expect(game.readState().game.riot.opinion.drawn).toEqual(['op-blesse', 'op-video']);
  });

  it('checks each team\'s victory against the text\'s threshold (l.25-27)', () => {
    expect(of('riot-victory').map((v) => [v.team, v.outcome.code, v.have, v.need])).toEqual([
      ['police', 'not-yet', 2, 10],
      ['autonomes', 'not-yet', 2, 7],
      ['anarchistes', 'not-yet', 0, 7],
      ['nationalistes', 'not-yet', 2, 4],
    ]);
  });

  it('shows the round, the teams, the opinion track and the units in status, in French and English', async () => {
    const fr = await game.run('status');
    expect(fr.code, fr.stderr).toBe(0);
    expect(fr.stdout).toMatch(/manche 2/);
    expect(fr.stdout).toMatch(/Opinion publique\s:\s2 cartes retournées sur 10/);
    expect(fr.stdout).toMatch(/Black Bloc 1 .*point d’entrée de Quartier de la gare .*blessée/);
    const en = await game.run('status', '--lang', 'en', '--player');
    expect(en.stdout).toMatch(/Public opinion: 2 of 10 cards turned/);
    expect(en.stdout).not.toMatch(/Tenir le beffroi/);
    expect(fr.stdout + en.stdout).not.toMatch(/\briot[.-][a-z-]+\.[a-z]/);
  });

  it('gives RIOT its own status --brief: the round, the turn, a line a team with what it holds and its wounded; no table; 80 columns, French and English', async () => {
    const fr = await game.run('status', '--brief');
    expect(fr.code, fr.stderr).toBe(0);
    expect(fr.stdout).toMatch(/^RIOT .* · manche 2\n/);
    expect(fr.stdout).toMatch(/^Opinion publique\s:\s2 cartes retournées sur 10$/m);
    expect(fr.stdout).toMatch(/^Toutes les équipes ont joué cette manche\s:\snext-turn ouvre la suivante$/m);
    expect(fr.stdout).toMatch(/^ {2}Autonomes\s:\s0 crédit, 2 unités, 1 carte en main\s;\s2\/7 points de zone\n {4}blessées\s:\sBlack Bloc 1 \(point d’entrée de Quartier de la gare\)$/m);
    expect(fr.stdout).toMatch(/^ {2}Nationalistes\s:\s4 crédits, 3 unités, 0 carte en main\n {4}tient La banque, Le tribunal$/m);
    const en = await game.run('status', '--brief', '--lang', 'en');
    expect(en.stdout).toMatch(/^RIOT .* · round 2\n/);
    expect(en.stdout).toMatch(/^ {2}the Autonomists: 0 credits, 2 units, 1 card in hand; 2\/7 zone points$/m);
    // Not the whole status: no table, a mission kept to the full screen.
    for (const out of [fr.stdout, en.stdout]) {
      expect(out).not.toMatch(/[│┌]/);
      expect(out).not.toMatch(/Tenir le beffroi/);
      expect(out.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
      expect(out).not.toMatch(/\briot[.-][a-z-]+\.[a-z]/);
    }
  });

  it('rebuilds the same state from the log', async () => {
    const before = readFileSync(game.state, 'utf8');
    const r = await game.run('rebuild');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(game.state, 'utf8')).game).toEqual(JSON.parse(before).game);
  });

  it('refuses what the rules forbid, writing nothing', async () => {
    const n = game.readLog().length;
    // Every team has played round 2: a second turn is refused; the anarchists' médiactiviste is in no fight.
    await game.refused(/a déjà joué son tour/, 'riot-turn', 'police');
    await game.refused(/aucune carte n’est due/, 'riot-opinion');
    // The police choose the anarchists to open round 3 (l.113, U246).
    await game.ok('riot-order', 'anarchistes', 'police', 'autonomes', 'nationalistes');
    await game.ok('next-turn');
    await game.refused(/<team>/, 'riot-turn', 'nosuch');
    await game.refused(/c’est au tour de l’équipe Anarchistes, pas de l’équipe Police/, 'riot-turn', 'police');
    await game.ok('riot-turn', 'anarchistes');
    await game.refused(/c’est le tour de l’équipe Anarchistes/, 'riot-buy', 'police', '--unit', 'crs');
    await game.refused(/seule la police entre dans son QG/, 'riot-move', 'anarchiste1', '--to', 'hq');
    await game.refused(/ne s’arrête jamais sur un point d’entrée/, 'riot-move', 'anarchiste1', '--to', 'entry:gare');
    await game.refused(/doit être dans la rue de L'université/, 'riot-move', 'anarchiste2', '--to', 'univ-biblio');
    await game.refused(/next-turn|la manche 3 n’est pas finie/, 'next-turn');
    expect(game.readLog().length).toBe(n + 3);
  });

  it('undoes a fight and its card owed', async () => {
    const g = tempGame();
    try {
      await g.init('riot-sample.fr.yaml');
      await g.ok('riot-turn', 'police');
      await g.ok('riot-buy', 'police', '--unit', 'crs', '--unit', 'crs');
      await g.ok('riot-move', 'crs1', 'crs2', '--to', 'gare');
      await g.ok('riot-fight', 'crs1', 'crs2', '--at', 'gare-poste');
      expect(g.readState().game.riot.round.owed).toBe(true);
      await g.ok('undo');
      const s = g.readState().game.riot;
      expect(s.round.owed).toBe(false);
      expect(s.units.autonome1.at).toBe('gare-poste');
      expect(s.units.crs1).toMatchObject({ at: 'gare', wounded: false });
    } finally {
      g.cleanup();
    }
  });
});

describe('RIOT without a game, and --odds', () => {
  it('resolves a fight from strengths alone (R20), in English', async () => {
    const [r] = await game.ok('riot-fight', '--attack', '2,1', '--defend', '1,1', '--building', '--attacker', 'autonomes', '--defender', 'police', '--lang', 'en');
    expect(r.melee).toEqual({ attack: 3, defence: 3, bonus: 1, winner: null });
    expect(r.outcome.code).toBe('tie');
    expect(r.opinion.owed).toBe(true);
  });
  it('refuses a police attack in the minority (l.83, U121)', async () => {
    await game.refused(/never start a fight with fewer units than the protesters: 1 against 2/, 'riot-fight', '--attack', '3', '--defend', '1,1', '--attacker', 'police', '--defender', 'autonomes', '--lang', 'en');
  });
  it('prices cards and counts credits without a game', async () => {
    const [b] = await game.ok('riot-buy', 'anarchistes', '--cards', '3', '--bought', '1', '--credits', '9', '--roll', '1,1,1');
    expect(b.total).toBe(2 + 3 + 4);
    const [p] = await game.ok('riot-turn', 'police', '--fewest', '4', '--players', '3');
    expect(p.credits.gain).toBe(4 + 2);
    const [v] = await game.ok('riot-victory', 'autonomes', '--have', '7');
    expect(v.outcome.code).toBe('won');
  });
  it('gives each card left the same chance (--odds)', async () => {
    const [o] = await game.ok('riot-opinion', '--cards', '10', '--turned', '6', '--odds');
    expect(o.outcomes.map((x: any) => x.code)).toEqual(['card-turned']);
    expect(o.outcomes[0].variants.map((v: any) => v.probability)).toEqual(['1/4', '1/4', '1/4', '1/4']);
  });
});
