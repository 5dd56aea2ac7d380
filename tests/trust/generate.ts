// A command generator built from the procedures' own descriptions
// (src/commands/facts.ts, through the guided flow of src/prompts/guide.ts):
// on a game it picks a procedure whose subjects can act now, answers the
// guide's questions at random (a subject among the ids that can act, each
// value from its pick list, modifiers ticked at random, the program's dice
// or entered ones) and so produces a command line a person could have typed.
// A share of the lines is then made hostile in one way that must be refused
// (an id that names nothing, an unknown option, a die that cannot come up).
// Procedures without a facts description get their arguments from the same
// lists their commands use (TRIGGERS, the ids of the state).
import { PassThrough } from 'node:stream';
import type { Command } from 'commander';
import seedrandom from 'seedrandom';
import { buildProgram } from '../../src/cli.js';
import { factsOf, isDiceFree, longOf, type FactOption } from '../../src/commands/facts.js';
import { guideWords } from '../../src/prompts/guide.js';
import type { Choice, Prompter } from '../../src/prompts/prompter.js';
import { TRIGGERS } from '../../src/rules/civil-disorder/overreact.js';
import { nextUnits } from '../../src/rules/intervention/activation.js';
import { UserError } from '../../src/errors.js';
import { kindEntries } from '../../src/engine/system.js';
import { t } from '../../src/i18n/index.js';

/** A generated command line; `hostile` names the way it was spoiled (then it must be refused). */
export interface Generated {
  name: string;
  argv: string[];
  hostile: string | null;
}

/**
 * Intervention's procedures (no facts description): the sequence of the turn
 * (src/rules/intervention/game.ts round.phase) says which make sense now, the
 * fighters still in play (not out, not exited) are the subjects, an enemy the
 * target; orders from ORDERS, distances in cm of the sample's table.
 */
const ivFighters = (g: any) => Object.values<any>(g.fighters ?? {}).filter((f) => f.condition !== 'out' && f.exited === null);
/** The fighters that may act now (U110): the acting unit's, else those of the units due next. */
const ivActors = (g: any) => {
  const units = g.round?.acting ? [g.round.acting] : nextUnits(g).map((u) => u.id);
  return ivFighters(g).filter((f) => units.includes(f.unit));
};
const ivEnemy = (g: any, f: any, r: Rand) => {
  const enemies = ivFighters(g).filter((e) => e.side !== f.side);
  return enemies.length ? r.pick(enemies) : null;
};
export const INTERVENTION: Record<string, (g: any, r: Rand) => string[] | null> = {
  'intv-orders': (g, r) => {
    if (g.round?.phase !== 'orders' || !ivFighters(g).length) return null;
    const f = r.pick(ivFighters(g));
    return [f.id, r.pick(['progress', 'run', 'fire-at-will', 'aimed', 'observe', 'camouflage'])];
  },
  'intv-phase': (g) => (g.round?.phase === 'orders' ? ['movement'] : g.round?.phase === 'movement' ? ['fire'] : null),
  'intv-activate': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    const due = nextUnits(g);
    return due.length ? [r.pick(due).id, ...(r.next() < 0.3 ? ['--pass'] : [])] : null;
  },
  'intv-move': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    const movers = ivActors(g).filter((f) => ['progress', 'run', 'camouflage'].includes(f.order));
    if (!movers.length) return null;
    const f = r.pick(movers);
    return [f.id, '--cm', String(1 + r.int(Math.max(1, Math.floor(f.mvt / 2))))];
  },
  'intv-observe': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    const obs = ivActors(g).filter((f) => f.order === 'observe');
    if (!obs.length) return null;
    const f = r.pick(obs);
    const e = ivEnemy(g, f, r);
    return e ? [f.id, '--at', e.id, '--distance', String(10 + r.int(90))] : null;
  },
  'intv-fire': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    const shooters = ivActors(g).filter((f) => f.weapons?.length && f.condition === 'fit');
    if (!shooters.length) return null;
    const f = r.pick(shooters);
    const e = ivEnemy(g, f, r);
    return e ? [f.id, '--at', e.id, '--distance', String(5 + r.int(60)), ...(r.next() < 0.5 ? ['--none-closer'] : [])] : null;
  },
  'intv-melee': (g, r) => {
    if (g.round?.phase === 'orders') return null;
    const actors = ivActors(g);
    const f = actors.length ? r.pick(actors) : null;
    const e = f && ivEnemy(g, f, r);
    return e ? [f.id, '--at', e.id] : null;
  },
};

/** A procedure's arguments from the game's state (null: none of its subjects can act now). */
export type Plain = (g: any, r: Rand) => string[] | null;

/** Procedures played that are not described by facts: their arguments from the lists their commands use. */
const PLAIN: Record<string, Plain> = {
  'next-turn': () => [],
  trigger: (g, r) => (Object.keys(g.units).length ? [r.pick(Object.keys(g.units)), r.pick([...TRIGGERS])] : null),
  // An engine free this turn (busyTurn), to a hydrant it is not on.
  hydrant: (g, r) => {
    const engines = Object.values<any>(g.engines ?? {}).filter((e) => e.busyTurn !== g.turn);
    if (!engines.length) return null;
    const e = r.pick(engines);
    const hydrants = Object.keys(g.hydrants ?? {}).filter((h) => h !== e.hydrant);
    return hydrants.length ? [e.id, r.pick(hydrants)] : null;
  },
  undo: () => [],
  ...INTERVENTION,
};

/** Ids that name nothing in any game and can name nothing new (built-in property names, an escape sequence). */
export const HOSTILE_IDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', '\x1b]52;c;aGk=\x07', ' ', '\u202eevil'];

export class Rand {
  private r: () => number;
  constructor(seed: string) {
    this.r = seedrandom(seed);
  }
  next(): number {
    return this.r();
  }
  int(n: number): number {
    return Math.floor(this.r() * n);
  }
  pick<T>(a: readonly T[]): T {
    return a[this.int(a.length)];
  }
  /** One of `a`, drawn in proportion to `weight`. */
  weighted<T>(a: readonly T[], weight: (x: T) => number): T {
    const w = a.map(weight);
    let x = this.r() * w.reduce((s, v) => s + v, 0);
    for (let i = 0; i < a.length; i++) if ((x -= w[i]) < 0) return a[i];
    return a[a.length - 1];
  }
}

function quietIo(cwd: string) {
  const stdin = new PassThrough();
  stdin.end();
  return { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: { ...process.env, UMPIRE_STATE: undefined }, cwd, argv: [] as string[] };
}

/** The commander commands of the program, by name (built once). */
export async function programCommands(names: string[], cwd: string): Promise<Map<string, Command>> {
  const out = new Map<string, Command>();
  for (const name of names) {
    const program = await buildProgram([name], quietIo(cwd) as never);
    const cmd = program.commands.find((c: Command) => c.name() === name);
    if (cmd) out.set(name, cmd);
  }
  return out;
}

/** The procedures described by facts (every one the guide can walk), and the plain ones played here. */
export function procedureNames(cmds: Map<string, Command>): { facts: string[]; plain: string[] } {
  return { facts: [...cmds].filter(([, c]) => factsOf(c)).map(([n]) => n), plain: Object.keys(PLAIN).filter((n) => cmds.has(n)) };
}

/**
 * Whether a procedure described by facts has a subject that can act now in
 * `game`, by its own description (its first argument's ids or pick list, and
 * its canAct): what the guide would offer. True for a procedure without a
 * described subject. The games' order of play is read from it (a phase opens
 * when no figure of the one open can act).
 */
export function canActNow(cmds: Map<string, Command>, name: string, game: any): boolean {
  const cmd = cmds.get(name);
  const a = cmd ? factsOf(cmd)?.args[0] : undefined;
  if (!a) return true;
  const ids = a.pick ? a.pick(game, [], 'en').map((c) => c.value) : Object.keys(kindEntries(game, a.kind));
  return ids.some((id) => a.canAct?.(game, id, []) ?? true);
}

/** A value typed at the guide's text question, from the option's placeholder (`<n>`, `<id>`, `<text>`, `<distance>`). */
function typedValue(f: FactOption | undefined, r: Rand): string {
  const placeholder = /<([a-z-]+)>|\[([a-z-]+)\]/.exec(f?.flags ?? '')?.slice(1).find(Boolean) ?? 'n';
  if (placeholder === 'id') return `gen${r.int(1000)}`;
  if (placeholder === 'text') return r.pick(['calm', 'drunk', 'speech', 'rain']);
  if (placeholder === 'distance') return String(1 + r.int(12));
  // A count of figures, shots, fires: small ones most (a crowd or unit may have few left).
  return r.pick(['1', '1', '2', '2', '3', '4', '5', '6']);
}

/** Thrown by the random prompter when a value picked from the game has no choice now: no line for this subject. */
class NothingToPick extends Error {}

/** A prompter answering the guide at random, the way a person using the pick lists would. */
function randomPrompter(r: Rand, options: FactOption[]): Prompter {
  const byName = new Map(options.map((f) => [longOf(f.flags).slice(2), f]));
  return {
    async select<T extends string>(_message: string, choices: Choice<T>[]): Promise<T> {
      const open = choices.filter((c) => !c.disabled);
      const values = open.map((c) => c.value as string);
      // The dice question: the program's dice (how many dice to enter is not known before the resolution).
      if (values.includes('roll') && values.includes('enter')) return 'roll' as T;
      // An optional value's "none" now and then, a value of the list most often (a purchase buys something).
      const some = open.filter((c) => c.value !== '');
      if (some.length && some.length < open.length && r.next() < 0.75) return r.pick(some).value;
      return r.pick(open).value;
    },
    async checkbox<T extends string>(_message: string, choices: Choice<T>[], validate?: (ticked: T[]) => true | string): Promise<T[]> {
      // Ticked again while the checklist refuses the answer (more than the credits pay), as a person would; then one alone.
      const open = choices.filter((c) => !c.disabled);
      for (let k = 0; k < 4; k++) {
        const ticked = open.filter(() => r.next() < 0.2).map((c) => c.value);
        // A checklist of values (checked by the game: the recruits within the credits) is ticked, not left empty.
        if (validate && ticked.length === 0) continue;
        if (!validate || validate(ticked) === true) return ticked;
      }
      const one = open.length ? [r.pick(open).value] : [];
      return !validate || validate(one) === true ? one : [];
    },
    async input(message: string, validate?: (s: string) => true | string): Promise<string> {
      // The guide asks an option's value as its help text, then the option as typed: `The new crowd's id (--as)`.
      const long = /\((--[a-z0-9-]+)\)(?:\s|$)/.exec(message.trim())?.[1].slice(2) ?? message.split(':')[0].trim();
      // A value the game offers as a pick list (the places a move may reach) asked as text: the list was empty, nothing can be typed that the rules take.
      // An optional one is left out (Enter), as the guide lets a person do.
      const f = byName.get(long);
      if (f?.pick) {
        if (f.ask === 'optional' || f.default !== undefined) return '';
        throw new NothingToPick(long);
      }
      const tries = [typedValue(byName.get(long), r), 'gen', '1'];
      for (const t of tries) if (!validate || validate(t) === true) return t;
      return tries[0];
    },
  };
}

/** Ways to spoil a line so that it must be refused. */
const SPOILERS: Record<string, (argv: string[], r: Rand) => string[] | null> = {
  // Not a word an id can be (a plain unknown word could name a new sniper's position).
  'unknown-id': (argv, r) => (argv[1] && !argv[1].startsWith('-') ? [argv[0], r.pick(HOSTILE_IDS), ...argv.slice(2)] : null),
  'unknown-option': (argv, r) => [...argv, r.pick(['--nope', '--constructor', '--__proto__'])],
  'impossible-die': (argv) => [...argv.filter((_, i) => argv[i] !== '--roll' && argv[i - 1] !== '--roll'), '--roll', '0'],
};

/**
 * Generates one command line for `name` on the game in `state`, or null when
 * no subject of it can act now. `hostileShare` of the lines are spoiled.
 */
export async function generate(cmds: Map<string, Command>, name: string, state: string, cwd: string, r: Rand, hostileShare = 0.15, plain: Record<string, Plain> = {}): Promise<Generated | null> {
  const cmd = cmds.get(name);
  if (!cmd) return null;
  const own = Object.hasOwn(plain, name) ? plain[name] : Object.hasOwn(PLAIN, name) ? PLAIN[name] : undefined;
  const facts = own ? undefined : factsOf(cmd);
  let argv: string[];
  if (facts) {
    const io = { ...quietIo(cwd), prompter: randomPrompter(r, facts.options) };
    try {
      const words = await guideWords(io as never, cmd, [name, '--state', state]);
      if (!words) return null;
      argv = words.filter((_, i) => words[i] !== '--state' && words[i - 1] !== '--state');
    } catch (e) {
      // Nothing can act, or the guide refused at once (a precondition answered no, a ban in force).
      if (e instanceof UserError && (e.code === 'guide-none-can-act' || e.code === 'guide-none-can-act-why' || e.code === 'guide-no-partner' || e.code === 'refused')) return null;
      if (e instanceof NothingToPick) return null;
      throw e;
    }
  } else {
    const { readFileSync } = await import('node:fs');
    const game = JSON.parse(readFileSync(state, 'utf8')).game;
    const args = own?.(game, r);
    if (!args) return null;
    argv = [name, ...args];
  }
  let hostile: string | null = null;
  if (r.next() < hostileShare) {
    // No impossible die for a command that never rolls (its --roll 0 is "not needed"); Intervention, which rolls none,
    // still refuses a value no die shows (U244).
    const kinds = Object.keys(SPOILERS).filter((k) => k !== 'impossible-die' || (cmd.options.some((o) => o.long === '--roll') && !isDiceFree(cmd)));
    const kind = r.pick(kinds);
    const spoiled = SPOILERS[kind](argv, r);
    if (spoiled) {
      argv = spoiled;
      hostile = kind;
    }
  }
  return { name, argv: [...argv, '--json', '--state', state], hostile };
}
