// `umpire gu-melee <figure> --at <target>`: a gang figure's melee action
// (l.96): each of its A attacks against its C, the defender's parry against
// its own (Robuste -1, none when knocked down), 1 PV for a failed parry, a
// step back for a parry (l.52-62, R16); an undead or demon attacking under an
// Aura d'effroi first rolls the Lâche's 3+ (l.253, l.207, U210). Thin adapter over
// src/rules/guerilla-urbaine/skirmish.ts.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { effectiveAttacks } from '../../rules/guerilla-urbaine/profile.js';
import { dreadPriests, markerModifiers } from '../../rules/guerilla-urbaine/powers.js';
import { resolveGangMelee, withFirstAction, type GangMeleeFacts } from '../../rules/guerilla-urbaine/skirmish.js';
import { addCommon, intOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { actingFigure, actorArg, fightOf, figureChoices, firstFact, firstOpt, gangOf, guFigure, guSlice, looseActor, profileOf, robustOf, turnOf } from './facts.js';

interface MeleeOpts extends CommonOpts {
  at?: string;
  first?: string;
  c?: string;
  parry?: string;
  attacks?: string;
  robust?: boolean;
  down?: boolean;
  beyondAura?: boolean;
  apart?: boolean;
  inContact?: boolean;
}

const MELEE_FACTS: ProcedureFacts = {
  args: [actorArg('the attacker, a figure of the game in base contact with its target (omit for a stateless lookup with --c)', 'melee')],
  options: [
    firstFact('melee'),
    {
      flags: '--at <figure>',
      description: 'the figure attacked (in base contact)',
      role: 'value',
      ask: 'required',
      // A figure of the other side still in play (the umpire sees who is in base contact).
      pick: (game, [id], lang) => figureChoices(game, lang, (f) => !f.dead && f.gang !== gangOf(game, id)),
    },
    // l.96 "en contact socle à socle": read from the map, the bases within a pace (U332, U400).
    { flags: '--apart', description: 'the attacker and the figure attacked are not in base contact: no melee (read from the map, U400)', role: 'other' },
    { flags: '--in-contact', description: 'the attacker and the figure attacked are in base contact, whatever the map reads (U400)', role: 'other' },
    // l.253, U210: an undead or demon attacking a figure whose gang has an Aura d'effroi this turn is a coward, unless the umpire measured 10 pas or more.
    {
      flags: '--beyond-aura',
      description: "the figure attacked stands 10 pas or more from every priest of its gang under an aura of dread this turn (the umpire measures; otherwise an undead or demon attacker rolls 3+ to attack, l.253)",
      role: 'yes-no',
      question: 'gu.q.beyond-aura',
      askWhen: (game, [id], _given, values) => {
        const s = guSlice(game);
        const of = (x: string | undefined) => (x !== undefined && Object.hasOwn(s.figures, x) ? s.figures[x] : undefined);
        const a = of(id);
        const d = of(values?.['--at']);
        return a !== undefined && d !== undefined && dreadPriests(a.kinds, d.gang, Object.values(s.figures), turnOf(s.round), false).length > 0;
      },
    },
    { flags: '--c <n>', description: "stateless: the attacker's C (2-6)", role: 'stateless' },
    { flags: '--parry <n>', description: "stateless: the defender's C (2-6)", role: 'stateless' },
    { flags: '--attacks <n>', description: "stateless: the attacker's A (1-4)", role: 'stateless' },
    { flags: '--robust', description: 'stateless: the defender is Robuste (-1 in defence)', role: 'stateless' },
    { flags: '--down', description: 'stateless: the defender is knocked down (no parry)', role: 'stateless' },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('gu-melee')
    .description("Guérilla Urbaine: a figure's melee attack, its second action: D6 against its C, then the defender's parry against its own C; a failed parry takes 1 PV, a parry steps back 1 pas (l.50-62, R16)");
  defineFacts(cmd, MELEE_FACTS);
  addCommon(cmd);
  cmd.action(async (figure: string | undefined, opts: MeleeOpts) => {
    const first = firstOpt(opts.first);
    await runProcedure<GangMeleeFacts>(io, opts, figure, {
      name: 'gu-melee',
      fromOptions(_edition, lang) {
        if (opts.c === undefined || opts.parry === undefined) throw new UserError('missing-option', { procedure: 'gu-melee', whatKey: 'err.w.gu-fighters', option: '<figure> --at <figure>, or --c and --parry', optionKey: 'err.o.gu-fighters' });
        const loose = looseActor('move');
        return {
          lang,
          ...loose,
          assassinated: [],
          melee: {
            attacker: { id: loose.figure.id, fight: intOpt('--c', opts.c, 2, 6), pv: 1, attacks: opts.attacks === undefined ? 1 : intOpt('--attacks', opts.attacks, 1, 4) },
            defender: { id: 'defender', fight: intOpt('--parry', opts.parry, 2, 6), pv: 1, robust: opts.robust === true, knockedDown: opts.down === true },
          },
        };
      },
      fromState(game, id, lang) {
        const s = guSlice(game);
        const a = guFigure(s, id);
        for (const o of ['c', 'parry', 'attacks', 'robust', 'down'] as const) if (opts[o] !== undefined) throw new UserError('state-knows', { option: `--${o}`, whatKey: 'err.w.gu-profiles' });
        if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'gu-melee', whatKey: 'err.w.gu-defender', option: '--at', optionKey: 'err.o.gu-game-at' });
        const d = guFigure(s, opts.at);
        // l.96 "en contact socle à socle": two figures apart do not fight (U400).
        if (opts.apart === true && opts.inContact !== true) throw new UserError('gu-melee-apart', { figure: a.id, target: d.id });
        const turn = turnOf(s.round);
        return {
          lang,
          round: s.round,
          figure: actingFigure(a, s),
          assassinated: a.assassinated,
          move: profileOf(a).move,
          melee: {
            attacker: {
              id: a.id,
              name: a.name,
              fight: fightOf(a),
              pv: a.pv,
              attacks: effectiveAttacks(profileOf(a).profile),
              coward: a.upgrades.includes('coward'),
              dread: dreadPriests(a.kinds, d.gang, Object.values(s.figures), turn, opts.beyondAura === true),
              assassinFirst: a.upgrades.includes('assassin') && !a.assassinated.includes(d.id),
              extra: markerModifiers(a, turn, lang),
            },
            defender: { id: d.id, name: d.name, fight: fightOf(d), pv: d.pv, robust: robustOf(d), knockedDown: d.down, extra: markerModifiers(d, turn, lang) },
          },
        };
      },
      resolve: withFirstAction(first, 'gu-melee', resolveGangMelee),
    });
  });
}
