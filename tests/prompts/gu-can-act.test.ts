// On a gang game the guide offers only what the rules accept now
// (src/commands/guerilla-urbaine/facts.ts): the figures whose activation the
// turn allows and that can take the action, the first actions that leave the
// second possible, the targets of a shot or a power's reach, the leaders owed
// a phase and the figures that may be in their bubble.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { tempGame } from '../helpers/cli.js';
import { factsOf, longOf, type FactOption, type ProcedureFacts } from '../../src/commands/facts.js';
import { programCommands } from '../trust/generate.js';

let game: ReturnType<typeof tempGame>;
let cmds: Map<string, Command>;
beforeAll(async () => {
  game = tempGame();
  await game.init('guerilla-urbaine-gangs.yaml');
  cmds = await programCommands(['gu-shoot', 'gu-melee', 'gu-heal', 'gu-act', 'gu-pray', 'gu-phase', 'gu-power'], game.dir);
});
afterAll(() => game.cleanup());

const facts = (name: string): ProcedureFacts => factsOf(cmds.get(name)!)!;
const option = (name: string, long: string): FactOption => facts(name).options.find((o) => longOf(o.flags) === long)!;
/** The figures the guide offers as the subject of `name`. */
const actors = (name: string, g: any): string[] => Object.keys(g.figures).filter((id) => facts(name).args[0].canAct?.(g, id, []) ?? true);
const values = (name: string, long: string, g: any, subjects: string[], answered: Record<string, string> = {}): string[] =>
  option(name, long).pick!(g, subjects, 'en', answered).map((c) => c.value);

describe('the pick lists of a gang game offer what the rules accept', () => {
  it('before the initiative no figure can act', () => {
    const g = game.readState().game;
    expect(actors('gu-shoot', g)).toEqual([]);
    expect(actors('gu-act', g)).toEqual([]);
  });

  it("a leader's phase: the leader and the gangers of its bubble; a figure without a ranged weapon does not shoot", async () => {
    await game.ok('gu-initiative', '--roll', '5');
    let g = game.readState().game;
    expect(option('gu-phase', '--leader').askWhen!(g, [], new Set())).toBe(true);
    expect(values('gu-phase', '--leader', g, [])).toEqual(['vic', 'sam']);
    // U154: no leader in another's bubble.
    expect(values('gu-phase', '--bubble', g, [])).toEqual(['doc', 'lynx', 'brute', 'nono', 'oeil']);
    await game.ok('gu-phase', '--leader', 'vic', '--bubble', 'lynx,nono');
    g = game.readState().game;
    expect(actors('gu-shoot', g)).toEqual(['vic', 'lynx']);
    expect(actors('gu-melee', g)).toEqual(['vic', 'lynx', 'nono']);
    expect(actors('gu-heal', g)).toEqual([]);
    expect(values('gu-shoot', '--first', g, ['vic'])).toEqual(['move', 'concentrate']);
    expect(values('gu-shoot', '--at', g, ['vic'])).toEqual(['raven', 'kira', 'mama', 'frere', 'lame', 'zip']);
    expect(values('gu-melee', '--at', g, ['nono'])).toEqual(['raven', 'kira', 'mama', 'frere', 'lame', 'zip']);
  });

  it('one pick per shot of Cd; a zone weapon names every figure within its zone, friend or foe', () => {
    const g = game.readState().game;
    const many = option('gu-shoot', '--at').many!;
    expect(many(g, ['vic'], {})).toBe(1);
    expect(many(g, ['raven'], {})).toBe(2);
    expect(many(g, ['sam'], {})).toBe('list');
    expect(values('gu-shoot', '--at', g, ['sam'])).toContain('vic');
    expect(values('gu-shoot', '--at', g, ['sam'])).not.toContain('sam');
  });

  it('once its activation has begun a figure takes its second action without --first; another figure ends it (U157)', async () => {
    await game.ok('gu-act', 'vic', 'move');
    let g = game.readState().game;
    expect(option('gu-shoot', '--first').askWhen!(g, ['vic'], new Set())).toBe(false);
    expect(option('gu-shoot', '--first').askWhen!(g, ['lynx'], new Set())).toBe(true);
    await game.ok('gu-act', 'lynx', 'concentrate');
    g = game.readState().game;
    expect(actors('gu-shoot', g)).toEqual(['lynx']);
    // gu-act: lynx may still camouflage (Camouflage) or do a special action; nono may begin.
    expect(actors('gu-act', g)).toEqual(['lynx', 'nono']);
    expect(facts('gu-act').args[1].pick!(g, ['lynx'], 'en').map((c) => c.value)).toEqual(['camouflage', 'special']);
  });

  it("a prayer or a power offers what has someone to touch: a revival only once a figure is dead", () => {
    const g = game.readState().game;
    const what = (name: string, caster: string) => facts(name).args[1].pick!(g, [caster], 'en').map((c) => c.value);
    expect(what('gu-pray', 'frere')).not.toContain('laying-on-hands');
    expect(what('gu-power', 'mama')).not.toContain('healing');
    g.figures.brute.dead = true;
    g.figures.brute.pv = 0;
    expect(what('gu-pray', 'frere')).toContain('laying-on-hands');
    expect(values('gu-pray', '--targets', g, ['frere', 'laying-on-hands'])).toEqual(['brute']);
    // Nature's wrath: every enemy in range, a checklist; Prescience touches no one (not asked).
    expect(option('gu-power', '--targets').many!(g, ['mama', 'wrath-of-nature'], {})).toBe('list');
    expect(values('gu-power', '--targets', g, ['mama', 'wrath-of-nature'])).not.toContain('brute');
    expect(option('gu-power', '--targets').askWhen!(g, ['mama', 'prescience'], new Set())).toBe(false);
  });
});
