// Issue 30's French and names at the table: each place the issue found an
// English word, a raw id or a garbled string now says it in the game's words.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { labelled } from '../../src/i18n/index.js';
import { weaponName } from '../../src/rules/intervention/play.js';
import { resolveInitiative } from '../../src/rules/guerilla-urbaine/turn.js';
import { renderResolution } from '../../src/render/human.js';
import { fixedDice } from '../../src/dice.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => game?.cleanup());

describe('French and names in the packs (issue 30)', () => {
  it('labels a code in French by its words first, the code after', () => {
    expect(labelled('fr', 'damp', 'Foule mouillée (-1)')).toBe('Foule mouillée (-1) (damp)');
    expect(labelled('en', 'damp', 'Crowd damp (-1)')).toBe('damp: Crowd damp (-1)');
  });

  it('Guérilla Urbaine: the turn the prompt says, the rule of the initiative whatever the die', async () => {
    game = tempGame();
    await game.init('guerilla-urbaine-gangs.yaml');
    expect((await game.run('status')).stdout.split('\n')[0]).toMatch(/· tour 1$/);
    const first = await game.run('gu-initiative', '--roll', '1');
    expect(first.stdout).toMatch(/^Jet d’initiative · Tour 1\n/);
    expect(first.stdout).toMatch(/4\+\u00a0: l’initiative au gang Les Loups, sinon au gang Les Corbeaux \(l\.66\)/);
  });

  it('Guérilla Urbaine: the initiative of turn 2, typed during turn 1, is headed by the turn it begins', () => {
    const round = { turn: 1, order: ['loups', 'corbeaux'], phase: null, leadersDone: ['loups', 'corbeaux'], restDone: ['loups', 'corbeaux'], active: null };
    const r = resolveInitiative({ lang: 'fr', gangs: ['loups', 'corbeaux'], round, figures: [], prescience: {} } as never, fixedDice([1]));
    expect(r.outcome.text).toMatch(/^Tour 2\u00a0: l’initiative au gang corbeaux/);
    expect(renderResolution(r, { lang: 'fr', color: false, turn: 1 }).split('\n')[0]).toBe('Jet d’initiative · Tour 2');
  });

  it('RIOT: the card bought counted in French, not a garbled number', async () => {
    game = tempGame();
    await game.init('riot-sample.fr.yaml');
    await game.run('riot-turn', 'police');
    await game.run('riot-turn', 'autonomes');
    const r = await game.run('riot-buy', 'autonomes', '--cards', '1', '--roll', '2');
    expect(r.stdout).toMatch(/1re carte du tour/);
    expect(r.stdout).toMatch(/La carte suivante de ce tour \(la 2e\) coûte 2/);
    expect(r.stdout).not.toMatch(/n°00a0/);
  });

  it('riot-opinion: the card turned by its title in the change line, not its id', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche-opinion.yaml', '--seed', 'names');
    await game.run('melee', 'crs', 'dockers', '--intent', 'arrest', '--roll', '6,1');
    const r = await game.run('next-turn');
    expect(r.stdout).toMatch(/cartes d’opinion retournées\u00a0: aucune → carte [A-ZÉ]\S* /);
    expect(r.stdout).not.toMatch(/carte [a-z]+-[a-z-]+/);
  });

  it('the summary names each procedure by its words, its code after', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    await game.run('rl-roll', 'lyceens', '--roll', '3,2');
    const r = await game.run('summary');
    expect(r.stdout).toMatch(/│ Jet de facteur de réaction \(rl-roll\) +│ 1 +│/);
  });

  it('Intervention: a sample weapon by its name, argument names in French', async () => {
    expect(weaponName({ name: 'infiltrator-rifle' }, 'fr')).toBe('le fusil de précision de l’Infiltrateur');
    expect(weaponName({ name: 'Pistolet-mitrailleur' }, 'fr')).toBe('Pistolet-mitrailleur');
    game = tempGame();
    await game.init('intervention-liberation-otage.yaml');
    const help = (await game.run('intv-melee', '--help')).stdout;
    expect(help).not.toMatch(/forces de l’ordre/);
    expect((await game.run('intv-orders', '--help')).stdout).toMatch(/Utilisation\u00a0: umpire intv-orders \[options\] <combattants> <ordre>/);
    expect((await game.run('riot-turn', '--help', '--lang', 'fr')).stdout).toMatch(/\[équipe\]/);
  });
});
