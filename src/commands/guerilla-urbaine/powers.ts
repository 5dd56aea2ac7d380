// `umpire gu-pray <figure> <prayer>` and `umpire gu-power <figure> <power>`:
// a Prêtre's prayer or a Chaman's power, as its second action, on the figures
// the umpire names within range (l.239-265, U150). Thin adapters over
// src/rules/guerilla-urbaine/powers.ts.
import type { Command } from 'commander';
import type { Game } from '../../engine/system.js';
import { labelled, t } from '../../i18n/index.js';
import { UserError } from '../../errors.js';
import { reviveTargetRefusal } from '../../rules/guerilla-urbaine/medico.js';
import { POWERS, PRAYER_KEYS, resolvePower, SHAMAN_KEYS, UNHOLY, type PowerFacts, type PowerKey, type PowerTarget } from '../../rules/guerilla-urbaine/powers.js';
import { withFirstAction } from '../../rules/guerilla-urbaine/skirmish.js';
import type { GuFigure } from '../../games/guerilla-urbaine/state.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, choiceOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { actingFigure, actorArg, figureChoices, figureIds, firstFact, firstOpt, gangOf, guFigure, guSlice, looseActor, profileOf, savesNow, turnOf } from './facts.js';

interface PowerOpts extends CommonOpts {
  targets?: string[];
  first?: string;
}

/** Prayers and powers that touch exactly one figure (l.245, l.249, l.251, l.261). */
const ONE_TARGET = new Set(['dead-one', 'ally-not-self', 'undead-one']);

/** Whom a prayer or power touches, as the guide offers them (l.245-265): the figures that may be named. */
function reachable(game: Game, caster: string | undefined, power: PowerKey, f: GuFigure): boolean {
  const ally = f.gang === gangOf(game, caster);
  if (f.id === caster) return false;
  switch (POWERS[power].reach) {
    case 'dead-one':
      return reviveTargetRefusal({ id: f.id, dead: f.dead, kinds: f.kinds }) === null;
    case 'undead-one':
      return !f.dead && f.kinds.some((k) => (UNHOLY as readonly string[]).includes(k));
    case 'ally-not-self':
    case 'allies':
      return !f.dead && ally;
    case 'enemies':
      return !f.dead && !ally;
    case 'none':
      return false;
  }
}

/** The facts of a prayer or a power: the caster, what it uses, and the figures within range it touches. */
function powerFacts(kind: 'prayer' | 'shaman'): ProcedureFacts {
  const action = kind === 'prayer' ? 'pray' : 'power';
  const keys: PowerKey[] = kind === 'prayer' ? PRAYER_KEYS : SHAMAN_KEYS;
  const powerOf = (what: string | undefined): PowerKey | undefined => keys.find((k) => k === what);
  return {
    args: [
      actorArg(`the ${kind === 'prayer' ? 'priest' : 'shaman'}, a figure of the game (omit for a stateless lookup)`, action),
      {
        name: 'what',
        description: `the ${kind === 'prayer' ? 'prayer' : 'power'}`,
        kind: kind === 'prayer' ? 'prayers' : 'powers',
        // What the caster can use now: one that touches someone has someone to touch.
        pick: (game, [caster], lang) =>
          keys
            .filter((k) => !ONE_TARGET.has(POWERS[k].reach) || figureChoices(game, lang, (f) => reachable(game, caster, k, f)).length > 0)
            .map((k) => ({ value: k, name: labelled(lang, k, t(lang, `gu.power.${k}`)) })),
      },
    ],
    options: [
      firstFact(action),
      {
        flags: '--targets <figures>',
        description: 'the figures within range that it touches (comma-separated, repeatable)',
        role: 'value',
        ask: 'required',
        repeatable: true,
        askWhen: (_game, [, what]) => {
          const p = powerOf(what);
          return p !== undefined && POWERS[p].reach !== 'none';
        },
        pick: (game, [caster, what], lang) => {
          const p = powerOf(what);
          return p === undefined ? [] : figureChoices(game, lang, (f) => reachable(game, caster, p, f));
        },
        many: (_game, [, what]) => {
          const p = powerOf(what);
          return p !== undefined && (POWERS[p].reach === 'allies' || POWERS[p].reach === 'enemies') ? 'list' : null;
        },
      },
    ],
    // Only a revival and Banishment roll a die (l.245, l.251, l.261).
    diceWhen: (_game, [, what]) => what === 'laying-on-hands' || what === 'healing' || what === 'banishment',
  };
}

function registerOne(program: Command, io: Io, kind: 'prayer' | 'shaman'): void {
  const name = kind === 'prayer' ? 'gu-pray' : 'gu-power';
  const keys: PowerKey[] = kind === 'prayer' ? PRAYER_KEYS : SHAMAN_KEYS;
  const cmd = program
    .command(name)
    .description(kind === 'prayer'
      ? 'Guérilla Urbaine: a priest prays, its second action: laying on of hands, shield of blessing, inspiration, banishment, aura of dread (l.243-253)'
      : "Guérilla Urbaine: a shaman's power, its second action: nature's wrath, prescience, healing, sight of the unseen, malaise (l.255-265)");
  defineFacts(cmd, powerFacts(kind));
  addCommon(cmd);
  cmd.action(async (a: string | undefined, b: string | undefined, opts: PowerOpts) => {
    const [figure, what] = b === undefined ? [undefined, a] : [a, b];
    if (what === undefined) throw new UserError('cmd-missing-argument', { name: kind === 'prayer' ? 'prayer' : 'power' });
    const power = choiceOpt(kind === 'prayer' ? '<prayer>' : '<power>', what, keys);
    const first = firstOpt(opts.first);
    await runProcedure<PowerFacts & { move?: number }>(io, opts, figure, {
      name,
      // The map reads the figures within the power's reach (src/games/guerilla-urbaine/map-facts.ts): it names the power.
      ...(figure === undefined ? {} : { subjects: [figure, power] }),
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
        const targets: PowerTarget[] = figureIds(s, '--targets', opts.targets).map((x) => ({ id: x.id, gang: x.gang, dead: x.dead, pv: x.pv, kinds: x.kinds, camouflaged: x.camouflaged, saves: savesNow(x, turn) }));
        return { lang, round: s.round, figure: actingFigure(f, s), move: profileOf(f).move, power, targets };
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
