// `umpire sniper [position]`: a sniper's shot at a named SF unit (and the SF's
// chance to spot the position), or with --swat a SWAT sniper's shot at a
// spotted sniper; on the state or stateless.
import { isReservedId, own } from '../../state/effects.js';
import type { Command } from 'commander';
import {
  resolveCounterSnipe,
  resolveSniperShot,
  type CounterSnipeFacts,
  type SniperFacts,
} from '../../rules/civil-disorder/sniper.js';
import { UNIT_TYPES, type UnitType } from '../../state/civil-disorder/types.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, intOpt, lookup, onGame, runProcedure, statePaths, type CommonOpts, type Io } from '../common.js';

interface SniperOpts extends CommonOpts {
  target?: string;
  swat?: string;
  shots?: string;
  spotted?: boolean;
  counter?: boolean;
  shooterType?: string;
  allowUnderFire?: boolean;
}

type Facts = { kind: 'fire'; facts: SniperFacts } | { kind: 'counter'; facts: CounterSnipeFacts };

/** Firing position ids become part of a state path: plain words only, never a built-in property name (isReservedId). */
const POSITION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

interface SniperPosition {
  shots?: number;
  spotted?: boolean;
  silenced?: number;
  underFire?: number;
}

/** The sniper's facts: the firing position (a new one may be named), the target unit or the SWAT unit shooting back. */
const SNIPER_FACTS: ProcedureFacts = {
  args: [{ name: 'position', description: 'firing position id in the state (new ones are created); omit for a stateless lookup', kind: 'snipers', allowNew: true }],
  options: [
    // Asked first at a position spotted and not silenced, where a SWAT unit stands (EN l.364: "Specialist SWAT
    // snipers can try to pick off a sniper if they spot it"); "none": the sniper shoots, its target asked.
    {
      flags: '--swat <unit>',
      description: "a SWAT unit's sniper shoots at the spotted sniper at this position",
      role: 'value',
      ask: 'optional',
      askWhen: (game, [id]) => {
        const pos = id === undefined ? undefined : (own(game.snipers, id) as SniperPosition | undefined);
        return pos?.spotted === true && (pos.silenced === undefined || pos.silenced === null);
      },
      pick: (game) => Object.values(game.units).filter((u) => u.type === 'swat' && u.strength - (u.wounded ?? 0) > 0).map((u) => ({ value: u.id, name: `${u.id} (${u.name})` })),
    },
    { flags: '--target <unit>', description: "the sniper's named target unit (it is told it is under fire)", role: 'value', ask: 'required', ids: 'units', unlessGiven: ['--swat'] },
    { flags: '--shots <n>', description: 'shots already fired from this position (stateless lookup; default 0)', role: 'stateless' },
    { flags: '--spotted', description: 'the position is already spotted (stateless lookup)', role: 'stateless' },
    { flags: '--counter', description: 'a SWAT sniper shoots at the sniper (stateless lookup; needs --spotted)', role: 'stateless' },
    { flags: '--allow-under-fire', description: 'the umpire lets a sniper under fire this turn shoot anyway (EN l.362 "will not fire whilst under fire", U101)', role: 'other' },
    { flags: '--shooter-type <type>', description: "the counter-sniper's unit type (stateless; default swat)", role: 'stateless', choices: UNIT_TYPES, checked: true },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('sniper')
    .description("A sniper's shot: 1d6, 6 hits the named unit; from the second shot at a position, 1d6 to spot it on 6, +1 per later shot. With --swat: a SWAT sniper shoots at a spotted sniper, 4-6 hits");
  defineFacts(cmd, SNIPER_FACTS);
  addCommon(cmd);
  cmd.action(async (position: string | undefined, opts: SniperOpts) => {
    if (opts.target !== undefined && opts.swat !== undefined) {
      throw new UserError('bad-option', { option: '--target/--swat', problemKey: 'err.p.sniper-target-or-swat' });
    }
    if (position !== undefined && (!POSITION_ID.test(position) || isReservedId(position))) {
      throw new UserError('bad-option', { option: '<position>', problemKey: 'err.p.not-plain-id', value: position });
    }
    // On a game, the firing position is named (exit 2 on a pipe; asked in a terminal): the stateless lookup is
    // for no game, or asked for with its facts as options (--shots, --spotted, --counter, --shooter-type, --edition).
    const statelessFacts = [opts.shots, opts.spotted, opts.counter, opts.shooterType, opts.edition].some((v) => v !== undefined);
    if (position === undefined && !statelessFacts && !opts.odds && onGame(io, opts)) {
      const { game } = await (await import('../../state/transaction.js')).readGame({ paths: statePaths(io, opts), env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      const known = Object.keys(game.snipers ?? {});
      throw new UserError('missing-option', {
        procedure: 'sniper',
        whatKey: 'err.w.sniper-position-on-game',
        ...(known.length ? { known: known.join(', ') } : { knownKey: 'common.none' }),
        option: '<position>',
        optionKey: 'err.o.position',
      });
    }
    await runProcedure<Facts>(io, opts, position, {
      name: 'sniper',
      fromOptions(edition, lang) {
        if (opts.target !== undefined || opts.swat !== undefined) {
          throw new UserError('missing-option', { procedure: 'sniper', whatKey: 'err.w.sniper-position', option: '<position>' });
        }
        const shotsBefore = opts.shots !== undefined ? intOpt('--shots', opts.shots, 0, 1000) : 0;
        if (opts.counter === true || opts.shooterType !== undefined) {
          return {
            kind: 'counter',
            facts: { edition, lang, spotted: opts.spotted === true, shooterType: (opts.shooterType ?? 'swat') as UnitType },
          };
        }
        if (opts.spotted === true && shotsBefore < 1) {
          throw new UserError('bad-option', { option: '--spotted', problemKey: 'err.p.spotted-needs-shots' });
        }
        return { kind: 'fire', facts: { edition, lang, shotsBefore, spotted: opts.spotted === true } };
      },
      fromState(game, id, lang) {
        for (const [o, option] of [['shots', '--shots'], ['spotted', '--spotted'], ['counter', '--counter'], ['shooterType', '--shooter-type']] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option, problemKey: 'err.p.stateless-position' });
        }
        const pos = own(game.snipers, id) as SniperPosition | undefined;
        if (opts.swat !== undefined) {
          const u = lookup(game.units, opts.swat, 'unknown-unit');
          lookup(game.snipers ?? {}, id, 'unknown-position');
          return {
            kind: 'counter',
            facts: {
              edition: game.edition,
              lang,
              position: id,
              spotted: pos?.spotted === true,
              silenced: pos?.silenced ?? null,
              shooterUnitId: u.id,
              shooterType: u.type,
              turn: game.turn,
              onState: true,
            },
          };
        }
        if (opts.target === undefined) {
          throw new UserError('missing-option', { procedure: 'sniper', whatKey: 'err.w.sniper-target', option: '--target UNIT or --swat UNIT', optionKey: 'err.o.target-or-swat' });
        }
        lookup(game.units, opts.target, 'unknown-unit');
        return {
          kind: 'fire',
          facts: {
            edition: game.edition,
            lang,
            position: id,
            shotsBefore: pos?.shots ?? 0,
            spotted: pos?.spotted === true,
            silenced: pos?.silenced ?? null,
            underFire: typeof pos?.underFire === 'number' ? pos.underFire : null,
            allowUnderFire: opts.allowUnderFire === true,
            targetUnitId: opts.target,
            turn: game.turn,
            casualtyCounter: game.counters.casualty,
            onState: true,
          },
        };
      },
      resolve: (f, dice) => (f.kind === 'fire' ? resolveSniperShot(f.facts, dice) : resolveCounterSnipe(f.facts, dice)),
    });
  });
}
