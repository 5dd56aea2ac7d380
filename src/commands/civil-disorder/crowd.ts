// The crowd commands between the rolls, thin adapters over src/rules/civil-disorder/crowd.ts:
// `umpire jump` (the RL chart's own jumps), `umpire set-rl` (the umpire's
// status change), `umpire adjacent` (adjacency that moves), `umpire owe` (an
// owed RL roll), `umpire split`, `umpire merge`, `umpire rejoin` and
// `umpire leave-gas`.
import type { Command } from 'commander';
import { isReservedId } from '../../state/effects.js';
import { UserError } from '../../errors.js';
import {
  OWE_TRIGGERS,
  SITUATIONS,
  resolveAdjacent,
  resolveJump,
  resolveLeaveGas,
  resolveMerge,
  resolveOwe,
  resolveRejoin,
  resolveSetRl,
  resolveSplit,
  type AdjacentFacts,
  type CrowdFacts,
  type JumpFacts,
  type LeaveGasFacts,
  type MergeFacts,
  type OweFacts,
  type RejoinFacts,
  type SetRlFacts,
  type Situation,
  type SplitFacts,
} from '../../rules/civil-disorder/crowd.js';
import { RL_JUMPS } from '../../rules/civil-disorder/crowd.js';
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';
import type { CrowdState, GameState } from '../../state/civil-disorder/types.js';
import { adjacencyLists, cloudFacts } from '../../state/civil-disorder/facts.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type FactArg, type ProcedureFacts } from '../facts.js';
import { t } from '../../i18n/index.js';
import { crowdInPlay } from './facts.js';

/** The crowd argument of these commands, for the guided flow and Tab: the crowds that can act. */
const crowdArg = (description: string, canAct: FactArg['canAct'] = crowdInPlay, name = 'crowd'): FactArg => ({ name, description, kind: 'crowds', canAct });
/** A second crowd, in play and not the first. */
const otherCrowd = (name: string, description: string): FactArg => crowdArg(description, (g, id, before) => crowdInPlay(g, id) && !before.includes(id), name);
const hasJump = (g: GameState, id: string): boolean => (g.crowds[id]?.rl ?? 0) in RL_JUMPS && !g.crowds[id]?.mergedInto;
const dispersed = (g: GameState, id: string): boolean => g.crowds[id]?.rl === RL_MIN && (g.crowds[id]?.figures ?? 0) > 0;
const inACloud = (g: GameState, id: string): boolean => Object.values(g.gas).some((c) => Array.isArray(c.crowds) && (c.crowds as string[]).includes(id));

/** These procedures roll no dice: the guide asks none. */
const noDice = (): boolean => false;

/** The second crowd of a two-crowd command, or the error naming it. */
function second(procedure: string, value: string | undefined): string {
  if (value === undefined) throw new UserError('missing-option', { procedure, whatKey: 'err.w.two-crowds', option: '<crowd> <other>', optionKey: 'err.o.two-crowds' });
  return value;
}

// Scenario ids (src/state/scenario.ts ID_RE): a new crowd's id follows the same pattern.
const CROWD_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
// Reasons and names are one line of text, at most this long.
const TEXT_MAX = 500;

/** A crowd of the state as the rules take it: plain data. */
export function crowdFacts(c: CrowdState): CrowdFacts {
  return structuredClone({ ...c, adjacent: [...(c.adjacent ?? [])] }) as CrowdFacts;
}


/** A line of text (a reason, a name): trimmed, one line, not empty, not huge. */
function textOpt(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const s = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (s === '') throw new UserError('bad-option', { option, problemKey: 'err.p.empty-reason' });
  if (s.length > TEXT_MAX) throw new UserError('out-of-range', { option, value: s.length, min: 1, max: TEXT_MAX });
  return s;
}

const stateOnly = (procedure: string, whatKey: string, option: string, optionKey: string) => () => {
  throw new UserError('missing-option', { procedure, whatKey, option, optionKey });
};

interface JumpOpts extends CommonOpts {
  situation?: string;
  rl?: string;
}

export function registerJump(program: Command, io: Io): void {
  const cmd = program
    .command('jump')
    .description("Apply the RL chart's own jump for a situation: RL 1 no-escape -> 7; RL 2 no-sf-in-sight -> 4, surrounded -> 6; RL 3 no-sf-in-sight -> 4, surrounded -> 5");
  defineFacts(cmd, {
    diceWhen: noDice,
    args: [crowdArg('crowd id in the state (omit for a stateless lookup with --rl)', hasJump)],
    options: [
      {
        flags: '--situation <situation>',
        description: 'the situation the chart names',
        role: 'value',
        ask: 'required',
        choices: SITUATIONS,
        checked: true,
        // Only the situations the chart has a jump for at the crowd's RL.
        pick: (game, [id]) => SITUATIONS.filter((s) => RL_JUMPS[game.crowds[id]?.rl ?? 0]?.[s] !== undefined).map((value) => ({ value })),
      },
      { flags: '--rl <n>', description: `the crowd's RL, ${RL_MIN}..${RL_MAX} (stateless lookup)`, role: 'stateless' },
    ],
  });
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: JumpOpts) => {
    const situation = (): Situation => {
      if (opts.situation === undefined) throw new UserError('missing-option', { procedure: 'jump', whatKey: 'err.w.situation', option: '--situation', optionKey: 'err.o.situation' });
      return choiceOpt('--situation', opts.situation, SITUATIONS);
    };
    await runProcedure<JumpFacts>(io, opts, crowd, {
      name: 'jump',
      fromOptions(edition, lang) {
        if (opts.rl === undefined) throw new UserError('missing-option', { procedure: 'jump', whatKey: 'err.w.crowd-or-rl', option: '<crowd> or --rl N', optionKey: 'err.o.crowd-or-rl' });
        return { edition, lang, rl: intOpt('--rl', opts.rl, RL_MIN, RL_MAX), situation: situation() };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.rl !== undefined) throw new UserError('state-knows', { option: '--rl', whatKey: 'err.w.crowd-rl', id, rl: c.rl });
        return { edition: game.edition, lang, crowdId: id, rl: c.rl, situation: situation(), mergedInto: c.mergedInto as string | undefined };
      },
      resolve: resolveJump,
    });
  });
}

interface SetRlOpts extends CommonOpts {
  to?: string;
  reason?: string;
  rl?: string;
}

export function registerSetRl(program: Command, io: Io): void {
  const cmd = program
    .command('set-rl')
    .description("The umpire's own status change (Sequence of Action, step 6): set a crowd's RL, with the reason; a dispersed crowd never reforms (R1)");
  defineFacts(cmd, {
    diceWhen: noDice,
    args: [crowdArg('crowd id in the state (omit for a stateless lookup with --rl)')],
    options: [
      {
        flags: '--to <n>',
        description: `the new RL, ${RL_MIN}..${RL_MAX}`,
        role: 'value',
        ask: 'required',
        pick: (game, [id]) =>
          Array.from({ length: RL_MAX - RL_MIN + 1 }, (_, i) => RL_MIN + i)
            .filter((rl) => rl !== game.crowds[id]?.rl)
            .map((rl) => ({ value: String(rl) })),
      },
      { flags: '--reason <text>', description: 'why: logged with the decision (required)', role: 'value', ask: 'required' },
      { flags: '--rl <n>', description: `the crowd's RL, ${RL_MIN}..${RL_MAX} (stateless lookup)`, role: 'stateless' },
    ],
  });
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: SetRlOpts) => {
    const given = () => {
      if (opts.to === undefined) throw new UserError('missing-option', { procedure: 'set-rl', whatKey: 'err.w.set-rl-to', option: '--to N', optionKey: 'err.o.set-rl-to' });
      const to = intOpt('--to', opts.to, RL_MIN, RL_MAX);
      const reason = textOpt('--reason', opts.reason);
      if (reason === undefined) throw new UserError('missing-option', { procedure: 'set-rl', whatKey: 'err.w.set-rl-reason', option: '--reason TEXT', optionKey: 'err.o.reason' });
      return { to, reason };
    };
    await runProcedure<SetRlFacts>(io, opts, crowd, {
      name: 'set-rl',
      fromOptions(edition, lang) {
        if (opts.rl === undefined) throw new UserError('missing-option', { procedure: 'set-rl', whatKey: 'err.w.crowd-or-rl', option: '<crowd> or --rl N', optionKey: 'err.o.crowd-or-rl' });
        return { edition, lang, rl: intOpt('--rl', opts.rl, RL_MIN, RL_MAX), ...given() };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.rl !== undefined) throw new UserError('state-knows', { option: '--rl', whatKey: 'err.w.crowd-rl', id, rl: c.rl });
        return { edition: game.edition, lang, crowdId: id, rl: c.rl, mergedInto: c.mergedInto as string | undefined, lists: adjacencyLists(game), ...given() };
      },
      resolve: resolveSetRl,
    });
  });
}

interface AdjacentOpts extends CommonOpts {
  apart?: boolean;
}

/** Whether two crowds of the game are adjacent now (either list). */
function together(g: GameState, a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined || !Object.hasOwn(g.crowds, a) || !Object.hasOwn(g.crowds, b)) return false;
  return (g.crowds[a].adjacent ?? []).includes(b) || (g.crowds[b].adjacent ?? []).includes(a);
}

export function registerAdjacent(program: Command, io: Io): void {
  const cmd = program
    .command('adjacent')
    .description('Make two crowds adjacent (or --apart): the RL modifiers for adjacent crowds follow');
  defineFacts(cmd, {
    diceWhen: noDice,
    // The guide offers as the other crowd those in play and those next to the first (shown so); for a pair
    // already adjacent it asks whether they are apart now (--apart), "no" the refusal the line without it gets.
    args: [
      crowdArg('crowd id in the state'),
      {
        ...crowdArg('the other crowd id', (g, id, [first]) => id !== first && (crowdInPlay(g, id) || together(g, first, id)), 'other'),
        label: (g, id, lang, [first]) => (together(g, first, id) ? t(lang, 'adjacent.q.next-to', { crowd: first }) : ''),
      },
    ],
    options: [
      {
        flags: '--apart',
        description: 'they are no longer adjacent',
        role: 'yes-no',
        question: 'adjacent.q.apart',
        askWhen: (g, [a, b]) => together(g, a, b),
        refuseIfNo: (_g, [a, b], lang) => t(lang, 'adjacent.refused.already', { a, b }),
      },
    ],
  });
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, otherArg: string | undefined, opts: AdjacentOpts) => {
    const other = crowd === undefined ? '' : second('adjacent', otherArg);
    await runProcedure<AdjacentFacts>(io, opts, crowd, {
      name: 'adjacent',
      fromOptions: stateOnly('adjacent', 'err.w.two-crowds', '<crowd> <other>', 'err.o.two-crowds'),
      fromState(game, id, lang) {
        const a = lookup(game.crowds, id, 'unknown-crowd');
        const b = lookup(game.crowds, other, 'unknown-crowd');
        return { edition: game.edition, lang, a: crowdFacts(a), b: crowdFacts(b), apart: Boolean(opts.apart) };
      },
      resolve: resolveAdjacent,
    });
  });
}

interface OweOpts extends CommonOpts {
  why?: string;
}

export function registerOwe(program: Command, io: Io): void {
  const cmd = program
    .command('owe')
    .description('Record that a crowd owes an RL roll, and why (SF charge, threaten, shoot at, influence; more SF in view; a dramatic change); riot-appear / mounted-appear give +2 the first time');
  defineFacts(cmd, {
    diceWhen: noDice,
    args: [crowdArg('crowd id in the state')],
    options: [{ flags: '--why <trigger>', description: 'what happened', role: 'value', ask: 'required', choices: OWE_TRIGGERS, checked: true }],
  });
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: OweOpts) => {
    await runProcedure<OweFacts>(io, opts, crowd, {
      name: 'owe',
      fromOptions: stateOnly('owe', 'err.w.crowd', '<crowd>', 'err.o.crowd'),
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.why === undefined) throw new UserError('missing-option', { procedure: 'owe', whatKey: 'err.w.situation', option: '--why', optionKey: 'err.o.why' });
        const trigger = choiceOpt('--why', opts.why, OWE_TRIGGERS);
        return { edition: game.edition, lang, crowd: crowdFacts(c), trigger, turn: game.turn, appeared: Object.keys((c.appeared as Record<string, number>) ?? {}) };
      },
      resolve: resolveOwe,
    });
  });
}

interface SplitOpts extends CommonOpts {
  figures?: string;
  as?: string;
  name?: string;
}

export function registerSplit(program: Command, io: Io): void {
  const cmd = program
    .command('split')
    .description('A crowd splits in two: --figures N form a new crowd --as ID (arrests, wetness, gas, adjacency, owed rolls carried by ruling U53)');
  defineFacts(cmd, {
    diceWhen: noDice,
    args: [crowdArg('crowd id in the state', (g, id) => crowdInPlay(g, id) && (g.crowds[id]?.figures ?? 0) > 1)],
    options: [
      {
        flags: '--figures <n>',
        description: 'figures that form the new crowd (1 to all but one)',
        role: 'value',
        ask: 'required',
        // All but one of the crowd's figures (the rule refuses more): the guide asks no more.
        most: (game, [id]) => (id !== undefined && Object.hasOwn(game.crowds, id) ? Math.max(1, game.crowds[id].figures - 1) : null),
      },
      { flags: '--as <id>', description: "the new crowd's id", role: 'value', ask: 'required' },
      { flags: '--name <text>', description: "the new crowd's name (default: its id)", role: 'value', ask: 'optional' },
    ],
  });
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: SplitOpts) => {
    await runProcedure<SplitFacts>(io, opts, crowd, {
      name: 'split',
      fromOptions: stateOnly('split', 'err.w.crowd', '<crowd>', 'err.o.crowd'),
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.figures === undefined || opts.as === undefined) {
          throw new UserError('missing-option', { procedure: 'split', whatKey: 'err.w.split-figures', option: '--figures N --as ID', optionKey: 'err.o.split' });
        }
        const figures = intOpt('--figures', opts.figures, 0, 1_000_000);
        const newId = opts.as.trim();
        if (!CROWD_ID.test(newId) || isReservedId(newId)) {
          throw new UserError('bad-option', { option: '--as', problemKey: 'err.p.bad-crowd-id', id: newId.slice(0, 60) });
        }
        if (Object.hasOwn(game.crowds, newId)) throw new UserError('bad-option', { option: '--as', problemKey: 'err.p.crowd-exists', id: newId });
        const name = textOpt('--name', opts.name) ?? newId;
        return { edition: game.edition, lang, crowd: crowdFacts(c), figures, newId, newName: name, lists: adjacencyLists(game), clouds: cloudFacts(game) };
      },
      resolve: resolveSplit,
    });
  });
}

export function registerMerge(program: Command, io: Io): void {
  const cmd = program
    .command('merge')
    .description('Two crowds combine: <crowd> joins <into> with its figures and leaves play (fields carried by ruling U53)');
  defineFacts(cmd, { diceWhen: noDice, args: [crowdArg('crowd id in the state: the crowd that joins'), otherCrowd('into', 'the crowd it joins (a crowd id)')], options: [] });
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, intoArg: string | undefined, opts: CommonOpts) => {
    const into = crowd === undefined ? '' : second('merge', intoArg);
    await runProcedure<MergeFacts>(io, opts, crowd, {
      name: 'merge',
      fromOptions: stateOnly('merge', 'err.w.two-crowds', '<crowd> <into>', 'err.o.two-crowds'),
      fromState(game, id, lang) {
        const a = lookup(game.crowds, id, 'unknown-crowd');
        const b = lookup(game.crowds, into, 'unknown-crowd');
        return { edition: game.edition, lang, from: crowdFacts(a), into: crowdFacts(b), lists: adjacencyLists(game), clouds: cloudFacts(game) };
      },
      resolve: resolveMerge,
    });
  });
}

interface RejoinOpts extends CommonOpts {
  figures?: string;
}

export function registerRejoin(program: Command, io: Io): void {
  const cmd = program
    .command('rejoin')
    .description('Individuals of a dispersed crowd rejoin an active crowd (RL 1: "some individuals may rejoin still active crowds")');
  defineFacts(cmd, {
    diceWhen: noDice,
    args: [crowdArg('the dispersed crowd (RL 1) id in the state', dispersed), otherCrowd('into', 'the active crowd they rejoin (a crowd id)')],
    options: [
      {
        flags: '--figures <n>',
        description: 'how many rejoin (default: all that are left)',
        role: 'value',
        ask: 'optional',
        // 1 to all the dispersed crowd's figures.
        pick: (g, [crowd]) => Array.from({ length: Math.max(0, g.crowds[crowd]?.figures ?? 0) }, (_, i) => ({ value: String(i + 1) })),
      },
    ],
  });
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, intoArg: string | undefined, opts: RejoinOpts) => {
    const into = crowd === undefined ? '' : second('rejoin', intoArg);
    await runProcedure<RejoinFacts>(io, opts, crowd, {
      name: 'rejoin',
      fromOptions: stateOnly('rejoin', 'err.w.two-crowds', '<crowd> <into>', 'err.o.two-crowds'),
      fromState(game, id, lang) {
        const a = lookup(game.crowds, id, 'unknown-crowd');
        const b = lookup(game.crowds, into, 'unknown-crowd');
        const figures = opts.figures === undefined ? a.figures : intOpt('--figures', opts.figures, 0, 1_000_000);
        return { edition: game.edition, lang, from: crowdFacts(a), into: crowdFacts(b), figures };
      },
      resolve: resolveRejoin,
    });
  });
}

export function registerLeaveGas(program: Command, io: Io): void {
  const cmd = program
    .command('leave-gas')
    .description('A crowd moves out of a gas cloud: it no longer takes the cloud\'s RL modifier');
  defineFacts(cmd, { diceWhen: noDice, args: [crowdArg('crowd id in the state', inACloud)], options: [] });
  cmd.argument('[cloud]', 'the gas cloud it leaves (default: every cloud it is in)');
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, cloud: string | undefined, opts: CommonOpts) => {
    await runProcedure<LeaveGasFacts>(io, opts, crowd, {
      name: 'leave-gas',
      fromOptions: stateOnly('leave-gas', 'err.w.crowd', '<crowd>', 'err.o.crowd'),
      fromState(game, id, lang) {
        lookup(game.crowds, id, 'unknown-crowd');
        const all = cloudFacts(game);
        if (cloud !== undefined && !all.some((g) => g.id === cloud)) {
          throw new UserError('bad-option', { option: '[cloud]', problemKey: 'err.p.unknown-cloud', id: cloud.slice(0, 60), known: all.map((g) => g.id).join(', ') || '-' });
        }
        return { edition: game.edition, lang, crowdId: id, clouds: cloud === undefined ? all : all.filter((g) => g.id === cloud), cloudId: cloud };
      },
      resolve: resolveLeaveGas,
    });
  });
}
