// `umpire gu-pray <figure> <prayer>` and `umpire gu-power <figure> <power>`:
// a Prêtre's prayer or a Chaman's power, as its second action, on the figures
// the umpire names within range (l.239-265, U150). Thin adapters over
// src/rules/guerilla-urbaine/powers.ts.
import { Argument, type Command } from 'commander';
import { UserError } from '../../errors.js';
import { PRAYER_KEYS, resolvePower, SHAMAN_KEYS, type PowerFacts, type PowerKey, type PowerTarget } from '../../rules/guerilla-urbaine/powers.js';
import { withFirstAction } from '../../rules/guerilla-urbaine/skirmish.js';
import { addCommon, choiceOpt, collect, runProcedure, type CommonOpts, type Io } from '../common.js';
import { actingFigure, addFirst, figureIds, firstOpt, guFigure, guSlice, looseActor, profileOf, savesNow, turnOf } from './facts.js';

interface PowerOpts extends CommonOpts {
  targets?: string[];
  first?: string;
}

function registerOne(program: Command, io: Io, kind: 'prayer' | 'shaman'): void {
  const name = kind === 'prayer' ? 'gu-pray' : 'gu-power';
  const keys: PowerKey[] = kind === 'prayer' ? PRAYER_KEYS : SHAMAN_KEYS;
  const cmd = program
    .command(name)
    .argument('[figure]', `the ${kind === 'prayer' ? 'priest' : 'shaman'}, a figure of the game (omit for a stateless lookup)`)
    .addArgument(new Argument('[what]', `the ${kind === 'prayer' ? 'prayer' : 'power'}`).choices(keys))
    .description(kind === 'prayer'
      ? 'Guérilla Urbaine: a priest prays, its second action: laying on of hands, shield of blessing, inspiration, banishment, aura of dread (l.243-253)'
      : "Guérilla Urbaine: a shaman's power, its second action: nature's wrath, prescience, healing, sight of the unseen, malaise (l.255-265)")
    .option('--targets <figures>', 'the figures within range that it touches (comma-separated, repeatable)', collect);
  addFirst(cmd);
  addCommon(cmd);
  cmd.action(async (a: string | undefined, b: string | undefined, opts: PowerOpts) => {
    const [figure, what] = b === undefined ? [undefined, a] : [a, b];
    if (what === undefined) throw new UserError('cmd-missing-argument', { name: kind === 'prayer' ? 'prayer' : 'power' });
    const power = choiceOpt(kind === 'prayer' ? '<prayer>' : '<power>', what, keys);
    const first = firstOpt(opts.first);
    await runProcedure<PowerFacts & { move?: number }>(io, opts, figure, {
      name,
      fromOptions(_edition, lang) {
        if (opts.targets !== undefined) throw new UserError('missing-option', { procedure: name, whatKey: 'err.w.gu-caster', option: '<figure>', optionKey: 'err.o.gu-figure' });
        const loose = looseActor(first ?? 'move', { priest: kind === 'prayer', shaman: kind === 'shaman' });
        // A stateless revival or banishment rolls for one figure: a dead one, or an undead one with no save.
        const one: PowerTarget[] = power === 'laying-on-hands' || power === 'healing'
          ? [{ id: 'target', gang: 'gang', dead: true, pv: 0, kinds: [], camouflaged: false, saves: [] }]
          : power === 'banishment' ? [{ id: 'target', gang: 'other', dead: false, pv: 2, kinds: ['undead'], camouflaged: false, saves: [] }] : [];
        return { lang, ...loose, power, targets: one };
      },
      fromState(game, id, lang) {
        const s = guSlice(game);
        const f = guFigure(s, id);
        const turn = turnOf(s.round);
        const targets: PowerTarget[] = figureIds(s, opts.targets).map((x) => ({ id: x.id, gang: x.gang, dead: x.dead, pv: x.pv, kinds: x.kinds, camouflaged: x.camouflaged, saves: savesNow(x, turn) }));
        return { lang, round: s.round, figure: actingFigure(f), move: profileOf(f).move, power, targets };
      },
      resolve: figure === undefined ? resolvePower : withFirstAction(first, name, resolvePower),
    });
  });
}

export function registerPray(program: Command, io: Io): void {
  registerOne(program, io, 'prayer');
}

export function registerPower(program: Command, io: Io): void {
  registerOne(program, io, 'shaman');
}
