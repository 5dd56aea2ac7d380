// Every RIOT procedure typed alone in a terminal (no option, no id) asks what
// it needs from pick lists, in the game's order, and logs the same line the
// scripted round types in full (tests/batch/riot-round.txt, round 1): the
// team that may act now, the cards and recruits it can afford, the zone of
// its recruits' entry point, the units that move together and the places the
// move rule allows, the place attacked, the ranged Blitz cards in hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { scriptedPrompter, type Prompter } from '../../src/prompts/prompter.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('riot-sample.fr.yaml');
});
afterAll(() => game?.cleanup());

// [command line typed, the answers in order, the command line it logs]
const WALK: [string, unknown[], string[]][] = [
  ['riot-turn', ['police'], ['riot-turn', 'police']],
  // The police buy no cards (l.65): only their unit types are offered; recruits go to the HQ, no zone asked.
  ['riot-buy', ['police', ['crs'], '2'], ['riot-buy', 'police', '--unit', 'crs:2']],
  ['riot-move', [['crs1', 'crs2'], 'gare'], ['riot-move', 'crs1,crs2', '--to', 'gare']],
  // No ranged card in any hand, no médiactiviste among the defenders: nothing more to ask, no die.
  ['riot-fight', [['crs1', 'crs2'], 'gare-poste'], ['riot-fight', 'crs1,crs2', '--at', 'gare-poste']],
  ['riot-opinion --roll 3', [], ['riot-opinion', '--roll', '3']],
  ['riot-turn', ['autonomes'], ['riot-turn', 'autonomes']],
  // A card is drawn by a die over the cards left: entered at the table.
  ['riot-buy', ['autonomes', '1', [], 'enter', '1'], ['riot-buy', 'autonomes', '--cards', '1', '--roll', '1']],
  ['riot-turn', ['anarchistes'], ['riot-turn', 'anarchistes']],
  ['riot-buy', ['anarchistes', '', ['mediactiviste'], '', 'universite'], ['riot-buy', 'anarchistes', '--unit', 'mediactiviste', '--at', 'universite']],
  ['riot-victory', ['police'], ['riot-victory', 'police']],
];

describe('every RIOT procedure typed alone reaches a resolution through the questions', () => {
  it.each(WALK)('%s', async (line, answers, logged) => {
    const s = scriptedSession(game.dir, [...answers]);
    const code = await s.session.run(line);
    expect(code, s.err() + s.out()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(logged);
  });

  it('offers only the teams that may act now, with their credits, in French', async () => {
    // Round 1: the police, the autonomes and the anarchistes have played; the nationalists remain.
    const s = scriptedSession(game.dir, ['nationalistes']);
    expect(await s.session.run('riot-turn'), s.err()).toBe(0);
    expect(s.asked[0]).toBe('Quelle équipe\u00a0?');
    const t = scriptedSession(game.dir, ['nationalistes', '', ['paramilitaire'], 'marche']);
    expect(await t.session.run('riot-buy'), t.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['riot-buy', 'nationalistes', '--unit', 'paramilitaire', '--at', 'marche']);
  });
});

describe('a RIOT checklist within the credits', () => {
  it('refuses, before the line runs, recruits the team cannot pay (the rule\'s words), and writes nothing', async () => {
    const g = tempGame();
    try {
      await g.init('riot-sample.fr.yaml');
      expect((await g.run('riot-turn', 'police')).code).toBe(0);
      const before = g.snapshot();
      // The police have 6 credits: two CRS (6) pass, a CRS and a R.A.I.D. (8) do not.
      const s = scriptedSession(g.dir, ['police', ['crs', 'raid']]);
      const said = await s.said('riot-buy');
      expect(said).toMatch(/refused for .*--unit.*: cela coûte 8 crédits et l’équipe Police en a 6/);
      expect(g.snapshot()).toEqual(before);
      // How many of a type is asked after it is ticked, no more than the credits pay (6 / 3: 2).
      const ok = scriptedSession(g.dir, ['police', ['crs'], '2']);
      expect(await ok.session.run('riot-buy'), ok.err()).toBe(0);
      expect(ok.asked.at(-1)).toMatch(/^Combien de Compagnie d'intervention\u00a0\? \(1\.\.2\)/);
      expect(g.readLog().at(-1).argv).toEqual(['riot-buy', 'police', '--unit', 'crs:2']);
    } finally {
      g.cleanup();
    }
  });
});

describe('the pick lists of a RIOT turn', () => {
  it("offers the active team's units, the places the move rule allows, the enemies' places and the ranged cards", async () => {
    const g = tempGame();
    try {
      await g.init('riot-sample.fr.yaml');
      for (const line of ['riot-turn police', 'riot-buy police --unit crs --unit crs', 'riot-move crs1 crs2 --to gare', 'riot-fight crs1 crs2 --at gare-poste', 'riot-opinion --roll 3', 'riot-turn autonomes', 'riot-buy autonomes --cards 1 --roll 1']) {
        expect((await g.run(...line.split(' '))).code, line).toBe(0);
      }
      const { idChoices } = await import('../../src/prompts/guide.js');
      const { movePlaces, fightPlaces, blitzChoices, cardChoices, typeChoices, typeCount } = await import('../../src/commands/riot/ask.js');
      const state = g.readState().game;
      // Every kind of RIOT's ids reaches the pick lists, with what it shows of each.
      expect(idChoices(state, 'riot.teams', 'en').map((c) => c.name)).toContain('the Police (credits 0)');
      expect(idChoices(state, 'riot.teams', 'en').map((c) => c.name)).toContain('the Autonomists (credits 3, zone points 1)');
      expect(idChoices(state, 'riot.zones', 'en').map((c) => c.value)).toEqual(['gare', 'marche', 'universite', 'mairie', 'port', 'cite']);
      expect(idChoices(state, 'riot.buildings', 'en').find((c) => c.value === 'gare-hotel')?.name).toBe('Hôtel Terminus (zone Quartier de la gare, credits 2)');
      expect(idChoices(state, 'riot.units', 'en').find((c) => c.value === 'crs1')?.name).toBe('Compagnie d\'intervention 1 (La Poste · wounded)');
      expect(idChoices(state, 'riot.types', 'en').find((c) => c.value === 'crs')?.name).toMatch(/^Compagnie d'intervention \(the Police, cost 3, strength 2\)$/);
      expect(idChoices(state, 'riot.cards', 'en').find((c) => c.value === 'pave')?.name).toBe('Pavé (Blitz, ranged 1)');
      expect(idChoices(state, 'riot.opinion.cards', 'en').map((c) => c.value)).toContain('op-blesse');
      // autonome2 in the port's warehouse goes out into a street, never straight into a building (l.75; the streets' links are the board's).
      expect(state.riot.units.autonome2.at).toBe('port-entrepot');
      expect(movePlaces(state, 'autonome2', 'en').map((c) => c.value)).toEqual(['gare', 'marche', 'universite', 'mairie', 'port', 'cite']);
      // From the port's street: the other streets and the port's empty warehouse; never the HQ, the police's (l.75).
      state.riot.units.autonome2.at = 'port';
      expect(movePlaces(state, 'autonome2', 'en').map((c) => c.value)).toEqual(['gare', 'marche', 'universite', 'mairie', 'port-entrepot', 'cite']);
      // The police hold the post office: the autonomes in the station's zone may attack it; nobody else's place is offered.
      state.riot.units.autonome2.at = 'gare';
      expect(fightPlaces(state, 'autonome2', 'en').map((c) => c.name)).toEqual(['La Poste, zone Quartier de la gare, credits 1 · held by the Police']);
      // The Pavé in the autonomes' hand, at the police in the street; none at a building (l.105).
      state.riot.units.crs2.at = 'gare';
      expect(blitzChoices(state, 'autonome2', 'gare', undefined, 'en')).toEqual([{ value: 'pave:crs2', name: "the Autonomists: Pavé (1) on Compagnie d'intervention 2" }]);
      expect(blitzChoices(state, 'autonome2', 'gare-poste', undefined, 'en')).toEqual([]);
      // Credits 3 after a card at 1: the second costs 2, a third would cost 3 more.
      expect(cardChoices(state, 'autonomes', 'en').map((c) => c.name)).toEqual(['1: cost 2']);
      expect(cardChoices(state, 'police', 'en')).toEqual([]);
      // Each type the credits pay once, how many asked after; none the credits left after a card chosen no longer pay (issue 40).
      expect(typeChoices(state, 'autonomes', 'fr').map((c) => c.value)).toEqual(['autonome', 'blackbloc']);
      expect(typeCount(state, 'autonomes', 'autonome')).toBe(3);
      expect(typeChoices(state, 'autonomes', 'fr', '1').map((c) => c.value)).toEqual(['autonome']);
    } finally {
      g.cleanup();
    }
  });
});

describe('`turn` on a game of RIOT', () => {
  it("walks a team's turn: its income, its steps as picked, the opinion card owed at its end; in English and French", async () => {
    const g = tempGame();
    try {
      await g.init('riot-sample.fr.yaml');
      // The police: income, two recruits, a move, a fight at the post office; the card its melee owes is turned at the end (l.31).
      // The card owed is turned through the dice question (U411): here the program's die.
      const s = scriptedSession(g.dir, ['police', 'riot-buy', ['crs'], '2', 'riot-move', ['crs1', 'crs2'], 'gare', 'riot-fight', ['crs1', 'crs2'], 'gare-poste', '-', 'roll']);
      expect(await s.session.run('turn --lang en'), s.err() + s.out()).toBe(0);
      expect(s.answersLeft).toEqual([]);
      expect(g.readLog().map((e: any) => e.argv?.[0]).filter(Boolean)).toEqual(['init', 'riot-turn', 'riot-buy', 'riot-move', 'riot-fight', 'riot-opinion']);
      expect(s.out()).toContain('The turn of the Police is over');
      // The first question has its heading: a team's turn begins (the title came only after the team was picked).
      expect(s.out()).toMatch(/^RIOT[^\n]* · round 1: the next team's turn begins$/m);
      expect(s.asked).toContain('What do the Police do now?');
      // The autonomes next, in French: nothing done but the income.
      const f = scriptedSession(g.dir, ['autonomes', '-']);
      expect(await f.session.run('turn'), f.err()).toBe(0);
      expect(f.asked).toContain('Que fait l’équipe Autonomes maintenant\u00a0?');
      expect(f.out()).toContain('Le tour de l’équipe Autonomes est terminé');
      expect(f.out()).toMatch(/ · manche 1\s:\sle tour de l’équipe suivante commence$/m);
      // On a pipe: one line saying why, nothing written.
      const before = g.readLog().length;
      const p = scriptedSession(g.dir, [], { tty: false });
      expect(await p.session.run('turn')).toBe(2);
      expect(p.err()).toMatch(/terminal/);
      expect(g.readLog()).toHaveLength(before);
    } finally {
      g.cleanup();
    }
  });
});

describe("the police's order of play asked place by place (l.113, U246)", () => {
  it('asks the team of each place among those not placed yet, the last one without asking; riot-turn then offers only the next team', async () => {
    const g = tempGame();
    try {
      await g.init('riot-sample.fr.yaml');
      for (const tm of ['police', 'autonomes', 'anarchistes', 'nationalistes']) await g.ok('riot-turn', tm);
      const s = scriptedSession(g.dir, ['nationalistes', 'police', 'anarchistes']);
      expect(await s.session.run('riot-order --lang en'), s.err()).toBe(0);
      expect(s.asked).toEqual(['Which team plays in place 1?', 'Which team plays in place 2?', 'Which team plays in place 3?']);
      expect(g.readLog().at(-1).argv).toEqual(['riot-order', 'nationalistes,police,anarchistes,autonomes', '--lang', 'en']);
      // A team already placed is not offered again.
      const twice = scriptedSession(g.dir, ['police', 'police']);
      expect(await twice.said('riot-order')).toMatch(/"police" is not a choice/);
      await g.ok('next-turn');
      // Round 2: the police's order, the nationalists first; the police are not offered.
      const no = scriptedSession(g.dir, ['police']);
      expect(await no.said('riot-turn')).toMatch(/"police" is not a choice of "Quelle équipe\u00a0\?" \(nationalistes\)/);
      const t = scriptedSession(g.dir, ['nationalistes']);
      expect(await t.session.run('riot-turn'), t.err()).toBe(0);
    } finally {
      g.cleanup();
    }
  });
});

describe("the nationalists' secret mission typed alone (l.27, U247)", () => {
  it('draws by the die over the missions; no team may begin before it, the police after it', async () => {
    const g = tempGame();
    try {
      const sample = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8');
      await g.init(sample.replace('{ id: nationalistes, credits: 2, mission: m-beffroi }', '{ id: nationalistes, credits: 2 }'));
      // Before the draw no team may begin (the guide says so in one line).
      const none = scriptedSession(g.dir, []);
      expect(await none.said('riot-turn')).toMatch(/riot-turn/);
      // Typed alone it needs nothing more: the program's die, as riot-opinion (--roll enters the table's).
      const s = scriptedSession(g.dir, []);
      expect(await s.session.run('riot-mission'), s.err()).toBe(0);
      expect(g.readLog().at(-1).argv).toEqual(['riot-mission']);
      expect(['m-beffroi', 'm-caisse']).toContain(g.readState().game.riot.teams.nationalistes.mission);
      const t = scriptedSession(g.dir, ['police']);
      expect(await t.session.run('riot-turn'), t.err()).toBe(0);
    } finally {
      g.cleanup();
    }
  });
});

describe("the turn walk's steps (l.41-45, U202)", () => {
  it('offers only the steps the rules still allow: no purchase once the credits buy nothing or the units moved, no move after a fight', async () => {
    const g = tempGame();
    try {
      await g.init('riot-sample.fr.yaml');
      const answers: unknown[] = ['police', 'riot-buy', ['crs'], '2', 'riot-move', ['crs1', 'crs2'], 'gare', 'riot-fight', ['crs1', 'crs2'], 'gare-poste', '-', 'roll'];
      const inner = scriptedPrompter(answers);
      const steps: string[] = [];
      const prompter: Prompter = {
        ...inner,
        async select(message, choices) {
          if (/What do the Police do now/.test(message)) steps.push(choices.map((c) => c.value).join(','));
          return inner.select(message, choices);
        },
      };
      const s = scriptedSession(g.dir, [], { prompter });
      expect(await s.session.run('turn --lang en'), s.err() + s.out()).toBe(0);
      // The police's 6 credits spent on two CRS: nothing more to buy; after the fight, no move.
      expect(steps).toEqual(['riot-buy,riot-move,riot-fight,-', 'riot-move,riot-fight,-', 'riot-move,riot-fight,-', 'riot-fight,-']);
    } finally {
      g.cleanup();
    }
  });
});
