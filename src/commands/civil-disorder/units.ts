// SF units over a long game, thin adapters over src/rules/civil-disorder/units.ts:
// `umpire detach <unit> --figures N --as ID` (a snatch squad out of a van
// load) and `umpire join <unit> <into>` (two units of one type back together).
// Both answer without a game from their facts as options.
import type { Command } from 'commander';
import { isReservedId } from '../../state/effects.js';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { resolveDetach, resolveJoin, UNIT_PARTS, type DetachFacts, type JoinFacts, type UnitFacts } from '../../rules/civil-disorder/units.js';
import { UNIT_TYPES, type GameState, type UnitState, type UnitType } from '../../state/civil-disorder/types.js';
import { unitFigures } from '../../state/civil-disorder/facts.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import type { Game } from '../../engine/system.js';

// Scenario ids (src/state/scenario.ts ID_RE): a new unit's id follows the same pattern.
const UNIT_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const NAME_MAX = 500;
/** Input bound on a unit's figures (as a line fight's side, U62). */
const FIGURES_MAX = 1000;
/** The maps of the state whose ids a new unit's id must not repeat (ids are unique across the scenario). */
const ID_MAPS = ['crowds', 'units', 'characters', 'buildings', 'hydrants', 'engines', 'ambulances'] as const;

const gs = (g: Game) => g as unknown as GameState;
const inPlay = (g: Game, id: string): boolean => Object.hasOwn(gs(g).units, id) && !gs(g).units[id].joinedInto;
const fitOf = (g: Game, id: string): number => (inPlay(g, id) ? unitFigures(gs(g), gs(g).units[id]).fit : 0);

/** A unit of the state as the rules take it, with its fit figures now. */
export function unitFacts(game: GameState, u: UnitState): UnitFacts {
  return { ...structuredClone(u), fit: unitFigures(game, u).fit } as UnitFacts;
}

function nameOpt(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const s = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (s === '') throw new UserError('bad-option', { option: '--name', problemKey: 'err.p.empty-reason' });
  if (s.length > NAME_MAX) throw new UserError('out-of-range', { option: '--name', value: s.length, min: 1, max: NAME_MAX });
  return s;
}

interface DetachOpts extends CommonOpts {
  figures?: string;
  as?: string;
  name?: string;
  type?: string;
  fit?: string;
}

const DETACH_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'unit',
      description: 'SF unit id in the state: the unit a part leaves (omit for a stateless check with --fit)',
      kind: 'units',
      canAct: (g, id) => fitOf(g, id) > 1,
    },
  ],
  options: [
    {
      flags: '--figures <n>',
      description: 'fit figures that form the new unit (1 to all the fit but one; a snatch squad: 4-6)',
      role: 'value',
      ask: 'required',
      // 1 to the unit's fit figures but one, the text's part first (a snatch squad 4-6, l.68).
      pick: (g, [unit]) => {
        const most = fitOf(g, unit) - 1;
        const p = inPlay(g, unit) ? UNIT_PARTS[gs(g).units[unit].type] : undefined;
        const all = Array.from({ length: Math.max(0, most) }, (_, i) => i + 1);
        const first = p ? all.filter((n) => n >= p.min && n <= p.max) : [];
        return [...first, ...all.filter((n) => !first.includes(n))].map((n) => ({ value: String(n) }));
      },
    },
    { flags: '--as <id>', description: "the new unit's id", role: 'value', ask: 'required' },
    { flags: '--name <text>', description: "the new unit's name (default: its id)", role: 'value', ask: 'optional' },
    { flags: '--type <type>', description: 'stateless: the unit type (the text names the parts it breaks into)', role: 'stateless', choices: UNIT_TYPES },
    { flags: '--fit <n>', description: 'stateless: the fit figures of the unit', role: 'stateless' },
  ],
  diceWhen: () => false,
};

/** `umpire detach`: part of a unit leaves as a new unit of the same type and kit. */
export function registerDetach(program: Command, io: Io): void {
  const cmd = program
    .command('detach')
    .description('Part of an SF unit leaves as a new unit (a snatch squad): --figures N fit figures form --as ID, same type, arms and kit (ruling U207)');
  defineFacts(cmd, DETACH_FACTS);
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, opts: DetachOpts) => {
    await runProcedure<DetachFacts>(io, opts, unit, {
      name: 'detach',
      fromOptions(edition, lang) {
        if (opts.fit === undefined || opts.figures === undefined) {
          throw new UserError('missing-option', { procedure: 'detach', whatKey: 'err.w.detach', option: '<unit> or --fit N --figures N', optionKey: 'err.o.detach' });
        }
        if (opts.as !== undefined || opts.name !== undefined) throw new UserError('bad-option', { option: opts.as !== undefined ? '--as' : '--name', problemKey: 'err.p.detach-needs-unit' });
        const type: UnitType = opts.type === undefined ? 'anti-riot' : choiceOpt('--type', opts.type, UNIT_TYPES);
        const fit = intOpt('--fit', opts.fit, 0, FIGURES_MAX);
        const unit: UnitFacts = { id: t(lang, 'units.word.unit'), name: '-', type, strength: fit, armed: false, riotKit: 'none', wounded: 0, fit };
        const part = t(lang, 'units.word.part');
        return { edition, lang, unit, figures: intOpt('--figures', opts.figures, 0, FIGURES_MAX), newId: part, newName: part, turn: null };
      },
      fromState(game, id, lang) {
        for (const [o, option] of [['type', '--type'], ['fit', '--fit']] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option, problemKey: 'err.p.stateless-unit', id });
        }
        const u = lookup(game.units, id, 'unknown-unit');
        if (opts.figures === undefined || opts.as === undefined) {
          throw new UserError('missing-option', { procedure: 'detach', whatKey: 'err.w.detach', option: '--figures N --as ID', optionKey: 'err.o.detach-state' });
        }
        const figures = intOpt('--figures', opts.figures, 0, FIGURES_MAX);
        const newId = opts.as.trim();
        if (!UNIT_ID.test(newId) || isReservedId(newId)) throw new UserError('bad-option', { option: '--as', problemKey: 'err.p.bad-crowd-id', id: newId.slice(0, 60) });
        const taken = ID_MAPS.find((m) => Object.hasOwn(game[m] as Record<string, unknown>, newId));
        if (taken) throw new UserError('bad-option', { option: '--as', problemKey: 'err.p.id-taken', id: newId, kindKey: `guide.kind.${taken}` });
        return { edition: game.edition, lang, unit: unitFacts(game, u), figures, newId, newName: nameOpt(opts.name) ?? newId, turn: game.turn };
      },
      resolve: (facts) => resolveDetach(facts),
    });
  });
}

interface JoinOpts extends CommonOpts {
  strength?: string;
  intoStrength?: string;
}

const JOIN_FACTS: ProcedureFacts = {
  args: [
    { name: 'unit', description: 'SF unit id in the state: the unit that joins another and leaves play (omit for a stateless check with --strength)', kind: 'units', canAct: inPlay },
    {
      name: 'into',
      description: 'the unit it joins (a unit id of the same type, arms and kit)',
      kind: 'units',
      canAct: (g, id, before) => {
        const a = gs(g).units[before[0] ?? ''];
        const b = gs(g).units[id];
        return inPlay(g, id) && !before.includes(id) && (!a || (a.type === b.type && a.riotKit === b.riotKit && a.armed === b.armed));
      },
    },
  ],
  options: [
    { flags: '--strength <n>', description: 'stateless: the strength of the unit that joins', role: 'stateless' },
    { flags: '--into-strength <n>', description: 'stateless: the strength of the unit it joins', role: 'stateless' },
  ],
  diceWhen: () => false,
};

/** `umpire join`: a unit joins another of its type and leaves play. */
export function registerJoin(program: Command, io: Io): void {
  const cmd = program
    .command('join')
    .description('An SF unit joins another of the same type, arms and kit: its figures, wounded, figures down and owed tests go with it; it leaves play (ruling U207)');
  defineFacts(cmd, JOIN_FACTS);
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, into: string | undefined, opts: JoinOpts) => {
    await runProcedure<JoinFacts>(io, opts, unit, {
      name: 'join',
      fromOptions(edition, lang) {
        if (opts.strength === undefined || opts.intoStrength === undefined) {
          throw new UserError('missing-option', { procedure: 'join', whatKey: 'err.w.join', option: '<unit> <into> or --strength N --into-strength N', optionKey: 'err.o.join' });
        }
        const side = (id: string, n: number): UnitFacts => ({ id, name: id, type: 'anti-riot', strength: n, armed: false, riotKit: 'none', wounded: 0, fit: n });
        const a = side(t(lang, 'units.word.unit'), intOpt('--strength', opts.strength, 0, FIGURES_MAX));
        return { edition, lang, from: a, into: side(t(lang, 'units.word.into'), intOpt('--into-strength', opts.intoStrength, 0, FIGURES_MAX)), turn: null };
      },
      fromState(game, id, lang) {
        for (const [o, option] of [['strength', '--strength'], ['intoStrength', '--into-strength']] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option, problemKey: 'err.p.stateless-unit', id });
        }
        const a = lookup(game.units, id, 'unknown-unit');
        if (into === undefined) throw new UserError('missing-option', { procedure: 'join', whatKey: 'err.w.join', option: '<unit> <into>', optionKey: 'err.o.join-state' });
        const b = lookup(game.units, into, 'unknown-unit');
        const characters = Object.values(game.characters).filter((c) => c.unit === a.id).map((c) => c.id);
        return { edition: game.edition, lang, from: unitFacts(game, a), into: unitFacts(game, b), turn: game.turn, characters };
      },
      resolve: (facts) => resolveJoin(facts),
    });
  });
}
