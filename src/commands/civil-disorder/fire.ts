// `umpire fire [crowd]`: SF firearms against a crowd, on the state or stateless.
import type { Command } from 'commander';
import { t, wordFor } from '../../i18n/index.js';
import { bandFor, RANGE_BANDS, resolveFire, UNIT_WEAPONS, WEAPONS, type FireFacts, type RangeBand, type Weapon } from '../../rules/civil-disorder/firearms.js';
import type { Edition } from '../../rules/types.js';
import { UNIT_TYPES, type GameState } from '../../state/civil-disorder/types.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { crowdInPlay, fitOf } from './facts.js';
import { unitFigures } from '../../state/civil-disorder/facts.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface FireOpts extends CommonOpts {
  unit?: string;
  overHeads?: boolean;
  type?: string;
  weapon?: string;
  range?: string;
  distance?: string;
  firers?: string;
  figures?: string;
  character?: string;
  allowSecond?: boolean;
}

export const MAX_FIRERS = 100;

/** The range band from --range or --distance (in the edition's unit). */
function band(opts: FireOpts, edition: Edition, weapon: Weapon): RangeBand {
  const unit = edition === 'en' ? 'inches' : 'cm';
  // Over the crowd's heads the range changes nothing (no hits are rolled).
  if (opts.overHeads && opts.range === undefined && opts.distance === undefined) return 'close';
  if ((opts.range === undefined) === (opts.distance === undefined)) throw new UserError('fire-range-needed', { unit });
  if (opts.range !== undefined) return choiceOpt('--range', opts.range, RANGE_BANDS);
  const s = String(opts.distance).trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) throw new UserError('fire-distance', { value: String(opts.distance), unit });
  return bandFor(edition, weapon, Number(s));
}

/** The player character firing (U372): with a unit, that unit's, and alone. */
function characterFiring(game: GameState, opts: FireOpts) {
  const pc = lookup(game.characters, opts.character as string, 'unknown-character');
  if (pc.unit === null) throw new UserError('bad-option', { option: '--character', problemKey: 'err.p.character-no-unit', id: pc.id });
  if (opts.unit !== undefined && opts.unit !== pc.unit) throw new UserError('bad-option', { option: '--unit', problemKey: 'err.p.character-other-unit', id: pc.id, unit: pc.unit });
  if (opts.firers !== undefined && opts.firers.trim() !== '1') throw new UserError('bad-option', { option: '--firers', problemKey: 'err.p.character-one-firer', id: pc.id });
  return pc;
}

/** The firing's facts: the crowd, the weapon, the range band (or distance), the firers. */
const FIRE_FACTS: ProcedureFacts = {
  args: [{ name: 'crowd', description: 'crowd id in the state (omit for a stateless lookup)', kind: 'crowds', canAct: crowdInPlay }],
  options: [
    {
      flags: '--unit <unit>',
      description: 'the firing unit (required on a game): it must be armed, and its type sets what it may fire (U64)',
      role: 'value',
      ask: 'required',
      ids: 'units',
      unlessGiven: ['--character'],
      // Its name first, as every other list shows a unit, then its type (issue 40).
      pick: (game, _subjects, lang) => Object.values(game.units).filter((u) => u.armed).map((u) => ({ value: u.id, name: `${u.id} (${[u.name && u.name !== u.id ? u.name : '', wordFor(lang, [`unit.type.${u.type}`], u.type)].filter(Boolean).join(', ')})` })),
    },
    // Asked as a yes/no, the unit's own choice (no first): over the heads no range band and no dice.
    { flags: '--over-heads', description: "firing over the crowd's heads, the unit's own choice: no hits, the crowd is shot at", role: 'yes-no', question: 'fire.q.over-heads' },
    { flags: '--type <type>', description: 'stateless: the firing unit\'s type (checks what it may fire)', role: 'stateless', choices: UNIT_TYPES },
    {
      flags: '--weapon <weapon>',
      description: `the weapon: ${WEAPONS.join(', ')} (hmg: heavy machine gun)`,
      role: 'value',
      ask: 'required',
      choices: WEAPONS,
      // The picker offers what the chosen unit's type may fire (U64).
      pick: (game, _s, _l, values) => {
        const unit = values?.['--unit'];
        const type = unit !== undefined && Object.hasOwn(game.units, unit) ? game.units[unit].type : undefined;
        return (type !== undefined && Object.hasOwn(UNIT_WEAPONS, type) ? UNIT_WEAPONS[type] : WEAPONS).map((w) => ({ value: w }));
      },
    },
    {
      flags: '--range <band>',
      description: `range band: ${RANGE_BANDS.join(', ')} (beyond is refused where the maximum is not unlimited)`,
      role: 'value',
      ask: 'required',
      pick: () => RANGE_BANDS.map((b) => ({ value: b })),
      unlessGiven: ['--distance', '--over-heads'],
    },
    { flags: '--distance <n>', description: "measured distance in the edition's unit (inches, or cm in Émeutes): sets the range band", role: 'other' },
    {
      flags: '--firers <n>',
      description: `number of firers or heavy MGs, 1..${MAX_FIRERS}`,
      role: 'value',
      ask: 'optional',
      default: '1',
      // On a game, the firing unit's fit figures (EN l.301 "1d6 per firer"; issue 31 finding 3): the guide asks no more.
      most: (game, _s, values) => fitOf(game, values['--unit']),
    },
    { flags: '--figures <n>', description: "stateless: the crowd's figures (hits beyond them are lost, U21)", role: 'stateless' },
    // EN l.46 "Take one personal action (fire your gun ...)": a player character fires, one firer of the unit they are with (U372).
    { flags: '--character <character>', description: "a player character fires their gun, their action of the turn: one firer of the unit they are with (its type's weapons, armed), --unit taken from them (U372)", role: 'other', ids: 'characters' },
    { flags: '--allow-second', description: 'the umpire allows the character a second action this turn (Player Actions: one a turn, U66)', role: 'other' },
  ],
  // Over the heads nothing is rolled (the hit table assumes firing at the crowd).
  diceWhen: (_g, _s, given) => !given.has('--over-heads'),
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('fire')
    .description('SF firearms against a crowd: 1d6 per firer against the table, then a casualty roll per hit (R8)');
  defineFacts(cmd, FIRE_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: FireOpts) => {
    if (opts.weapon === undefined) throw new UserError('missing-option', { procedure: 'fire', whatKey: 'err.w.fire-weapon', option: `--weapon ${WEAPONS.join('|')}` });
    const weapon = choiceOpt('--weapon', opts.weapon, WEAPONS);
    const firers = intOpt('--firers', opts.firers, 1, MAX_FIRERS);
    await runProcedure<FireFacts>(io, opts, crowd, {
      name: 'fire',
      fromOptions(edition, lang) {
        if (opts.character !== undefined) throw new UserError('bad-option', { option: '--character', problemKey: 'err.p.character-on-game' });
        return {
          edition,
          lang,
          weapon,
          range: band(opts, edition, weapon),
          firers,
          figures: opts.figures === undefined ? undefined : intOpt('--figures', opts.figures, 0, 100000),
          overHeads: opts.overHeads === true,
          ...(opts.type !== undefined ? { unitType: choiceOpt('--type', opts.type, UNIT_TYPES), unitArmed: true } : {}),
        };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.type !== undefined) throw new UserError('bad-option', { option: '--type', problemKey: 'err.p.stateless-only' });
        const pc = opts.character === undefined ? null : characterFiring(game, opts);
        const unitId = pc?.unit ?? opts.unit;
        if (unitId === undefined || unitId === null) {
          const armed = Object.values(game.units).filter((u) => u.armed).map((u) => u.id);
          throw new UserError('fire-unit-needed', armed.length > 0 ? { known: armed.join(', ') } : { knownKey: 'common.none' });
        }
        const u = lookup(game.units, unitId, 'unknown-unit');
        if (opts.figures !== undefined) {
          throw new UserError('state-knows', { option: '--figures', what: t(lang, 'status.col.figures').toLowerCase() + ` (${c.figures})` });
        }
        return {
          edition: game.edition,
          lang,
          weapon,
          range: band(opts, game.edition, weapon),
          firers,
          crowdId: id,
          unitId: u.id,
          unitType: u.type,
          unitArmed: u.armed,
          fit: unitFigures(game, u).fit,
          overHeads: opts.overHeads === true,
          figures: c.figures,
          turn: game.turn,
          casualtyCounter: game.counters.casualty,
          ...(pc ? { characterId: pc.id, acted: pc.acted, allowSecond: opts.allowSecond === true } : {}),
        };
      },
      resolve: resolveFire,
    });
  });
}
