// `--odds` gives the exact chance of every Guérilla Urbaine roll (issue 17):
// every procedure that rolls dice, in the pack over a riot and in the gang
// game, at the largest sizes its options allow, answers with exact fractions
// adding up to 1 (composed where the dice sequences are too many), never
// "too many dice sequences".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

type Game = ReturnType<typeof tempGame>;

/** The odds record of a command, checked: exit 0, fractions adding up to exactly 1. */
async function exactOdds(game: Game, ...argv: string[]): Promise<any> {
  const r = await game.run(...argv, '--odds', '--json');
  expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
  const rec = JSON.parse(r.stdout);
  let num = 0n;
  let den = 1n;
  for (const o of rec.outcomes) {
    const [n, d = '1'] = String(o.probability).split('/');
    num = num * BigInt(d) + BigInt(n) * den;
    den *= BigInt(d);
  }
  expect(num, `${argv.join(' ')}: the chances add up to 1`).toBe(den);
  return rec;
}

describe('the pack over a riot (railton-road-armed)', () => {
  let game: Game;
  beforeAll(async () => {
    game = tempGame();
    await game.init('railton-road-armed.yaml');
  });
  afterAll(() => game?.cleanup());

  it.each([
    ['a pistol at a unit', ['agent-shoot', 'gunman', '--unit', 'van1', '--distance', '3']],
    ['an assault rifle\'s two shots at two units', ['agent-shoot', 'rifleman', '--unit', 'van1', '--unit', 'armed', '--distance', '3']],
    ['a grenade on a whole unit and a whole crowd', ['agent-shoot', 'gunman', '--weapon', 'grenade', '--unit', 'spg', '--unit-figures', '10', '--crowd', 'frontline', '--figures', '30', '--distance', '3']],
    ['the whole SWAT unit firing back', ['sf-shoot', 'armed', '--at', 'rifleman', '--distance', '5', '--shooters', '8']],
    // The options' largest (1,000 shooters) is past the odds' work bound (U228; tests/trust/bounds.test.ts).
    ['200 SWAT figures at a 100 PV agent', ['sf-shoot', '--type', 'swat', '--shooters', '200', '--target-pv', '100', '--target-save', '4', '--distance', '3']],
    ['an agent\'s 20 attacks in melee', ['agent-melee', 'gunman', '--unit', 'van1', '--attacks', '20']],
    ['an SF figure\'s 20 attacks on the agent', ['agent-melee', 'rifleman', '--unit', 'armed', '--unit-attacks', '--attacks', '20']],
  ])('%s', async (_name, argv) => {
    await exactOdds(game, ...argv);
  });

  it('names an outcome read too many ways, in both languages', async () => {
    const argv = ['agent-shoot', 'gunman', '--weapon', 'grenade', '--unit', 'spg', '--unit-figures', '10', '--crowd', 'frontline', '--figures', '30', '--distance', '3'];
    const killed = async (lang: string) => (await exactOdds(game, ...argv, '--lang', lang)).outcomes.find((o: any) => o.code === 'down');
    expect((await killed('en')).text).toBe('Gunfire: one or more figures down');
    expect((await killed('fr')).text).toBe('Tirs\u00a0: une ou plusieurs figurines à terre');
    // All saved, by how many hits: the SWAT's figures save on 5+.
    const saved = (await exactOdds(game, 'agent-shoot', 'gunman', '--weapon', 'grenade', '--unit', 'armed', '--unit-figures', '8', '--distance', '3', '--lang', 'fr')).outcomes.find((o: any) => o.code === 'saved');
    expect(saved.text).toBe('Tirs\u00a0: des touches, toutes sauvegardées');
    const r = await game.run(...argv, '--odds', '--lang', 'fr');
    // The cell wrapped to 80 columns (piped, as at the table): its words in order.
    expect(r.stdout).toMatch(/Tirs\u00a0: une ou plusieurs figurines +│[^\n]*\n│ à terre \[down\]/);
  });

  it('refuses more unit figures in the zone than the unit has standing, or without a zone weapon: exit 2, one line, nothing written', async () => {
    await game.refused(/--unit-figures: 9 is outside 1\.\.8/, 'agent-shoot', 'gunman', '--weapon', 'grenade', '--unit', 'van1', '--unit-figures', '9', '--distance', '3');
    await game.refused(/--unit-figures: .*zone weapon/, 'agent-shoot', 'gunman', '--unit', 'van1', '--unit-figures', '2', '--distance', '3');
    await game.refused(/--unit-figures: .*zone weapon/, 'agent-shoot', 'gunman', '--weapon', 'grenade', '--crowd', 'frontline', '--unit-figures', '2', '--distance', '3');
  });
});

describe('the gang game (guerilla-urbaine-gangs)', () => {
  let game: Game;
  beforeAll(async () => {
    game = tempGame();
    await game.init('guerilla-urbaine-gangs.yaml');
    await game.ok('gu-initiative', '--roll', '6');
    await game.ok('gu-phase', '--leader', 'sam', '--bubble', 'doc,lynx');
  });
  afterAll(() => game?.cleanup());

  it('a shotgun (Zone) on the six figures of the other gang: composed, each reading named', async () => {
    const rec = await exactOdds(game, 'gu-shoot', 'sam', '--first', 'move', '--at', 'raven,kira,mama,frere,lame,zip', '--distance', '3', '--lang', 'en');
    expect(rec.method).toBe('composed');
    // Too many readings of "killed" to list: its name, not one sequence's names read as certain.
    expect(rec.outcomes.find((o: any) => o.code === 'killed').text).toBe('One or more figures killed');
    const fr = await exactOdds(game, 'gu-shoot', 'sam', '--first', 'move', '--at', 'raven,kira,mama,frere,lame,zip', '--distance', '3');
    expect(fr.outcomes.find((o: any) => o.code === 'killed').text).toBe('Une ou plusieurs figurines tuées');
  });

  it.each([
    ['a melee action', ['gu-melee', 'sam', '--first', 'move', '--at', 'raven']],
    ['a stateless melee of 4 attacks', ['gu-melee', '--c', '3', '--parry', '4', '--attacks', '4']],
    ['a stateless shot', ['gu-shoot', '--t', '3', '--svg', '4', '--distance', '3']],
    ['the initiative', ['gu-initiative', '--gangs', 'loups,corbeaux']],
    ['a Médico', ['gu-heal']],
    ['a prayer', ['gu-pray', 'banishment']],
    ['a shaman\'s power', ['gu-power', 'healing']],
  ])('%s', async (_name, argv) => {
    await exactOdds(game, ...argv);
  });
});
