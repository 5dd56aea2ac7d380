// What every command shares: the I/O context, the common options (--state,
// --seed, --roll, --json, --edition, --lang), option parsing that fails with
// a UserError naming the option, and running a procedure on the state or
// stateless.
import { existsSync } from 'node:fs';
import { Option, type Command } from 'commander';
import { escapeControls } from '../render/safe.js';
import { joinWords } from '../repl/split.js';
import { ASK_DICE, askedTogether, DiceShort, parseEntered, Rng, ResolutionDice } from '../dice.js';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { systemsOf } from '../engine/registry.js';
import { EDITIONS, LANGS, refusal, type Dice, type Edition, type Lang, type Modifier, type Resolution } from '../rules/types.js';
import { pathsFor, resolveStateFile, type Paths } from '../state/store.js';
import { checkSector, checkSectorsOf, dbPaths, storeUrl } from '../state/store-url.js';
import { currentAmbient, transact, type Tx } from '../state/transaction.js';
import { outputJson } from '../state/record-json.js';
import type { Game } from '../engine/system.js';

import type { Io } from '../engine/io.js';

export type { Io } from '../engine/io.js';
export { collect } from './facts.js';

export interface CommonOpts {
  state?: string;
  seed?: string;
  roll?: string;
  json?: boolean;
  /** Print the exact odds of each outcome instead of resolving (src/odds). */
  odds?: boolean;
  /** The players' view (src/render/player.ts); also UMPIRE_VIEW=player (the REPL's toggle). */
  player?: boolean;
  edition?: string;
  lang?: string;
}

/** Adds the options every procedure takes. */
export function addCommon(cmd: Command): Command {
  return cmd
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--seed <seed>', 'seed the dice for this command (and, on a state, from then on)')
    .option('--roll <values>', 'physical dice values, in the order the output lists them (e.g. 4,6); in a terminal "ask" asks each die by name')
    .option('--json', 'print the resolution as one JSON object')
    .option('--odds', 'print the exact chance of each outcome instead: nothing is rolled or logged')
    .option('--player', "players' view: only what the security-force players may know")
    .addOption(new Option('--edition <edition>', 'rules edition for a stateless lookup').choices([...EDITIONS]))
    .addOption(new Option('--lang <lang>', 'output language (default: the edition\'s)').choices([...LANGS]));
}

/** The state file's paths for these options. */
export function statePaths(io: Io, opts: CommonOpts): Paths {
  // A batch line on the batch's own state (its default there): that file was
  // checked when the batch began, so no second look at the disk per line.
  const amb = currentAmbient();
  if (amb && opts.state === undefined && io.env.UMPIRE_STATE === amb.paths.state) return amb.paths;
  // A database store (--store, UMPIRE_STORE): --state names a file, so both at once is a mistake.
  const url = storeUrl(io.env);
  if (url !== undefined) {
    if (opts.state !== undefined) throw new UserError('bad-option', { option: '--state', problemKey: 'err.p.state-and-store' });
    return dbPaths(url);
  }
  return pathsFor(resolveStateFile(opts.state, io.env, io.cwd));
}

/**
 * Whether the options point at a game, whatever the store: its state file is
 * there, a database is named (--store, UMPIRE_STORE), or a batch runs on one.
 * The one question every engine command asks (issue 43 F2: `roll` asked the
 * state file alone and never logged on a database): a procedure whose
 * stateless lookup needs no facts (triage, a sniper's first shot, a free
 * roll) then wants its subject, or is logged, as the others are.
 */
export function onGame(io: Io, opts: CommonOpts): boolean {
  if (currentAmbient() !== null) return true;
  const paths = statePaths(io, opts);
  return paths.db !== undefined || existsSync(paths.state);
}

/** Colour on a terminal only, never with NO_COLOR or TERM=dumb; FORCE_COLOR forces it. */
export function useColor(io: Io): boolean {
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  return Boolean(io.stdout.isTTY) && io.env.TERM !== 'dumb';
}

/** A whole number option within bounds, or a UserError naming the option. */
export function intOpt(option: string, value: unknown, min: number, max: number): number {
  const s = String(value).trim();
  if (!/^[+-]?\d+$/.test(s)) throw new UserError('bad-int', { option, value: s });
  const n = Number(s);
  if (n < min || n > max) throw new UserError('out-of-range', { option, value: n, min, max });
  return n;
}

/** One of a fixed list, or a UserError naming the option. */
export function choiceOpt<T extends string>(option: string, value: unknown, choices: readonly T[]): T {
  const s = String(value);
  if (!choices.includes(s as T)) throw new UserError('bad-choice', { option, value: s, choices: choices.join(', ') });
  return s as T;
}


/** `--mod "label=+1"` (repeatable): the umpire's own modifiers. */
export function parseMods(list: string[] | undefined): { label: string; value: number }[] {
  return (list ?? []).map((s) => {
    const m = /^\s*(.+?)\s*=\s*([+-]?\d+)\s*$/.exec(s);
    if (!m) throw new UserError('bad-mod', { value: s });
    const value = Number(m[2]);
    if (Math.abs(value) > 20) throw new UserError('out-of-range', { option: '--mod', value, min: -20, max: 20 });
    return { label: m[1], value };
  });
}

/** A rules refusal: exit 2, nothing written, the record still printed with --json. */
export class RefusedError extends UserError {
  constructor(readonly record: Resolution, lang: Lang) {
    super('refused', { procedure: record.procedure, reason: record.refused?.reason ?? '' });
    this.lang = lang;
  }
}

/** Output language: --lang, else the game's, else the edition's (R14). */
export function outputLang(opts: CommonOpts, game: Game | null, edition: Edition): Lang {
  if (opts.lang !== undefined) return choiceOpt('--lang', opts.lang, LANGS);
  return game?.lang ?? edition;
}

type MapFacts = typeof import('../map/facts.js');
/** The map's facts (src/map/facts.ts), imported on a game with a map only. */
let mapFactsModule: Promise<MapFacts> | undefined;
const mapFacts = (): Promise<MapFacts> => (mapFactsModule ??= import('../map/facts.js'));

/** The human renderer, once imported. */
let human: typeof import('../render/human.js') | undefined;

/** Prints a resolution: the record as JSON, or the human rendering. */
export async function emit(io: Io, opts: CommonOpts, record: Resolution, lang: Lang, meta: { seq: number | null; turn: number | null; game?: Game | null }): Promise<void> {
  const player = playerView(io, opts);
  if (opts.json) {
    // The players' view prints what they are told, never the umpire's record (its codes, dice and ids).
    // The umpire's: the record's JSON is its log line's (src/state/record-json.ts), made once.
    const out = player ? JSON.stringify((await import('../render/player.js')).playerRecord(record, { lang, turn: meta.turn, logged: meta.seq, game: meta.game })) : outputJson(record, meta.turn, meta.seq);
    io.stdout.write(`${out}\n`);
    return;
  }
  // Imported once (a batch renders thousands of resolutions): then no promise per resolution.
  const { renderResolution } = (human ??= await import('../render/human.js'));
  const text = renderResolution(record, { lang, color: useColor(io), seq: meta.seq, turn: meta.turn, player, game: meta.game });
  // Escaped once: where the output leaves the program when that stream does it (a batch's lines: all at its end).
  io.stdout.write(io.stdout.escapes ? text : escapeControls(text));
}

/** The players' view is on: `--player`, or UMPIRE_VIEW=player (the REPL's `player on`). */
export function playerView(io: Io, opts: CommonOpts): boolean {
  return Boolean(opts.player) || io.env.UMPIRE_VIEW === 'player';
}

/** A refusal in the players' view names no id and no RL state (U74). */
async function refusedFor(io: Io, opts: CommonOpts, record: Resolution, lang: Lang, game: Game | null): Promise<RefusedError> {
  const e = new RefusedError(record, lang);
  if (playerView(io, opts)) {
    const { playerScrub } = await import('../render/player.js');
    e.scrub = (s) => playerScrub(s, game, lang);
  }
  return e;
}

/** How a procedure gathers its facts and resolves them. */
export interface ProcedureSpec<F> {
  name: string;
  /** Facts from the state for the named subject (crowd, unit...), plus options. */
  fromState(game: Game, id: string, lang: Lang, tx: Tx): F;
  /** Facts from options alone (stateless lookup); a UserError names what is missing. */
  fromOptions(edition: Edition, lang: Lang): F;
  resolve(facts: F, dice: Dice): Resolution;
  /** Its subjects, when more than the one id (gas's crowds): the map's facts read from them (src/map/facts.ts). */
  subjects?: readonly string[];
  /**
   * Its rule takes the modifiers the game's systems add (GameSystem.modifiers,
   * in `facts.systemModifiers`: listed after its own, added to its total).
   */
  takesModifiers?: boolean;
}

/**
 * What the game's systems add to a procedure's facts, in one place for every
 * procedure (the resolution and --odds): a refusal one of them makes
 * (GameSystem.refuses: a RefusedError, nothing written), else the facts with
 * the labelled modifiers they add (GameSystem.modifiers) in `systemModifiers`.
 */
export function withSystems<F>(spec: Pick<ProcedureSpec<F>, 'name' | 'takesModifiers'>, facts: F, game: Game, lang: Lang): F {
  const systems = systemsOf(game);
  const seen = facts as unknown as Readonly<Record<string, unknown>>;
  for (const s of systems) {
    const why = s.refuses?.(spec.name, seen, game, lang);
    if (why) throw new RefusedError(refusal(spec.name, game.edition, why), lang);
  }
  const added: Modifier[] = systems.flatMap((s) => s.modifiers?.(spec.name, seen, game, lang) ?? []);
  if (added.length === 0) return facts;
  if (!spec.takesModifiers) throw new Error(`the game's systems add modifiers to ${spec.name}, whose rule takes none (ProcedureSpec.takesModifiers)`);
  const own = (seen.systemModifiers as readonly Modifier[] | undefined) ?? [];
  return { ...facts, systemModifiers: [...own, ...added] };
}

/**
 * Runs a procedure. With a subject id it works on the state: facts from the
 * state, effects applied, one log entry. Without, it is a stateless lookup:
 * facts from the options, nothing read or written.
 */
export async function runProcedure<F>(io: Io, opts: CommonOpts, id: string | undefined, spec: ProcedureSpec<F>): Promise<Resolution> {
  if (opts.odds) return runOdds(io, opts, id, spec);
  // `--roll ask` in a terminal: the dice are asked by name as the resolution wants them (src/prompts/dice.ts).
  if (opts.roll === ASK_DICE && (await import('../prompts/prompter.js')).canPrompt(io)) {
    const { withAskedDice } = await import('../prompts/dice.js');
    let lang: Lang = 'en';
    // Each pass on the options as typed, in the same object: the map fills it in place (src/map/facts.ts), and a
    // command's own closures read it after (gu-shoot's distances), as they do when the dice are given.
    const typed: Record<string, unknown> = { ...opts, roll: undefined };
    const live = opts as unknown as Record<string, unknown>;
    const reset = () => {
      for (const k of Object.keys(live)) delete live[k];
      Object.assign(live, typed);
    };
    return withAskedDice(io, () => lang, (values, argv) => {
      reset();
      return resolveOnce(io, opts, id, spec, { values, argv, said: (l) => (lang = l) });
    });
  }
  return resolveOnce(io, opts, id, spec, null);
}

/** Dice being asked (`--roll ask`): the values so far, the command line to log with them, and the resolution's language. */
interface Asking {
  values: number[];
  argv: string[];
  said(lang: Lang): void;
}

/** Resolves once with the dice given (`--roll`), the PRNG, or the dice asked so far (`asking`: DiceShort when it wants more). */
async function resolveOnce<F>(io: Io, opts: CommonOpts, id: string | undefined, spec: ProcedureSpec<F>, asking: Asking | null): Promise<Resolution> {
  const entered = asking ? asking.values : opts.roll !== undefined ? parseEntered(opts.roll) : null;
  /** The rule run on these dice; where they ran short (asking), the dice it wants instead of its result. */
  const resolve = (facts: F, dice: ResolutionDice, lang: Lang): Resolution => {
    asking?.said(lang);
    // U240: of the group the rule wants next, only the dice it wants whatever the earlier ones show are asked at once.
    const together = (short: DiceShort | null): DiceShort | null =>
      short && short.wanted.length > 1 ? new DiceShort(short.taken, short.said, askedTogether((d) => spec.resolve(facts, d), entered ?? [], short.wanted)) : short;
    let res: Resolution;
    try {
      res = spec.resolve(facts, dice);
    } catch (e) {
      throw together(dice.short()) ?? e;
    }
    const short = together(dice.short());
    if (short) throw short;
    return res;
  };
  if (id === undefined) {
    const edition = (opts.edition ?? 'en') as Edition;
    const lang = outputLang(opts, null, edition);
    const facts = spec.fromOptions(edition, lang);
    const rng = entered ? null : new Rng(opts.seed ?? `${Date.now()}-${process.pid}-${Math.random()}`);
    const dice = new ResolutionDice(rng, entered, asking !== null);
    const record = { ...resolve(facts, dice, lang), effects: [] };
    // A refusal says why first; leftover entered dice are beside the point then.
    if (record.refused) throw await refusedFor(io, opts, record, lang, null);
    settleDice(dice, record, lang);
    if (asking) io.stderr.write(`→ umpire ${joinWords(asking.argv)}\n`);
    await emit(io, opts, record, lang, { seq: null, turn: null });
    return record;
  }
  const paths = statePaths(io, opts);
  const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
  const scrubber = playerView(io, opts) ? (await import('../render/player.js')).playerScrub : null;
  const { value, entries, game } = await transact({ paths, env: io.env, argv: asking?.argv ?? io.argv, seed: opts.seed, warn }, (tx) => {
    if (opts.edition && opts.edition !== tx.game.edition) {
      throw new UserError('edition-conflict', { given: opts.edition, edition: tx.game.edition });
    }
    const lang = outputLang(opts, tx.game, tx.game.edition);
    // Sectors (issue 35): another umpire's subject only with --cross (logged as such).
    if (checkSector(tx.game as { sectors?: Record<string, string[]> }, id, io.env)) tx.crossed = true;
    // On a game with a map, the options it gives are filled first (src/map/facts.ts; U251): a game without one never waits on it.
    if (tx.game.map) return mapFacts().then(async (m) => body(m, await m.fillFromMap(tx.game, spec.name, spec.subjects ?? [id], opts as Record<string, unknown>), lang));
    return body(null, [], lang);
    function body(m: MapFacts | null  , fromMap: readonly import('../map/facts.js').MapFactEntry[], lang: Lang) {
      const facts = withSystems(spec, spec.fromState(tx.game, id!, lang, tx), tx.game, lang);
      const dice = tx.dice(entered, asking !== null);
      const res = resolve(facts, dice, lang);
      if (m) m.labelled(res, fromMap, lang);
      if (res.refused) {
        const e = new RefusedError(res, lang);
        if (scrubber) e.scrub = (s) => scrubber(s, tx.game, lang);
        throw e;
      }
      settleDice(dice, res, lang);
      const turn = tx.game.turn;
      // What the game's systems add to every resolution (Civil Disorder: the crowds it acted on owe an RL roll, U54).
      for (const sys of systemsOf(tx.game)) if (sys.afterResolution) res.effects = [...res.effects, ...sys.afterResolution(res, tx.game)];
      // And every other crowd, unit or building it names or changes (U236).
      if (checkSectorsOf(tx.game as { sectors?: Record<string, string[]> }, asking?.argv ?? io.argv, res.effects, io.env)) tx.crossed = true;
      return { record: tx.record(res), lang, turn };
    }
  });
  // The dice asked by name: the line as it would be typed, as the guide shows a completed line.
  if (asking) io.stderr.write(`→ umpire ${joinWords(asking.argv)}\n`);
  await emit(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: value.turn, game });
  return value.record;
}

/** Entered dice the resolution did not need at all are noted on it; some used and some left over is an error. */
function settleDice(dice: ResolutionDice, record: Resolution, lang: Lang): void {
  const unneeded = dice.unneeded();
  if (unneeded) record.notes = [...record.notes, t(lang, 'common.dice-not-needed', { values: unneeded.join(', ') })];
  else dice.finish();
}

/** Looks an id up in one of the game's maps, or fails listing the known ones. */
export function lookup<T>(map: Record<string, T>, id: string, code: 'unknown-crowd' | 'unknown-unit' | 'unknown-building' | 'unknown-character' | string): T {
  // Own keys only: an id such as `constructor` or `__proto__` names nothing in the game.
  const v = Object.hasOwn(map, id) && id.trim() !== '' ? map[id] : undefined;
  if (v === undefined) {
    const known = Object.keys(map).join(', ');
    // An empty or blank id (`" "`) is said as such, not as an unknown name nobody can see.
    throw new UserError(id.trim() === '' ? 'blank-id' : code, { id, kind: code.replace(/^unknown-/, ''), ...(known ? { known } : { knownKey: 'common.none' }) });
  }
  return v;
}

/**
 * Ids given as a list (`a,b`, or the option repeated), trimmed, in order. An
 * empty or blank one (`--bubble " "`, `a,,b`) is exit 2 naming the option:
 * never read as "none".
 */
export function listedIds(option: string, values: readonly string[] | string | undefined): string[] {
  const list = values === undefined ? [] : typeof values === 'string' ? [values] : values;
  const ids = list.flatMap((v) => v.split(',')).map((x) => x.trim());
  if (ids.some((x) => x === '')) throw new UserError('bad-option', { option, problemKey: 'err.p.blank-id' });
  return ids;
}

/**
 * `--odds`: the same facts as the resolution (from the state, read only, or
 * from the options), and the exact chance of each outcome. Nothing is rolled,
 * written or logged. Returns the record of the most likely outcome's kind
 * for callers that chain; the printed thing is the odds record.
 */
async function runOdds<F>(io: Io, opts: CommonOpts, id: string | undefined, spec: ProcedureSpec<F>): Promise<Resolution> {
  const { checkOddsOptions, oddsOf, renderOdds } = await import('../odds/run.js');
  await (await import('../odds/composers.js')).loadComposers();
  checkOddsOptions(opts);
  let facts: F;
  let lang: Lang;
  let game: Game | null = null;
  let fromMap: import('../map/facts.js').MapFactEntry[] = [];
  if (id === undefined) {
    const edition = (opts.edition ?? 'en') as Edition;
    lang = outputLang(opts, null, edition);
    facts = spec.fromOptions(edition, lang);
  } else {
    const { readGame, Tx } = await import('../state/transaction.js');
    const paths = statePaths(io, opts);
    const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
    if (opts.edition && opts.edition !== sf.game.edition) {
      throw new UserError('edition-conflict', { given: opts.edition, edition: sf.game.edition });
    }
    lang = outputLang(opts, sf.game, sf.game.edition);
    game = sf.game;
    // The options the map gives, filled as for the resolution (src/map/facts.ts) and said in the odds.
    if (sf.game.map) fromMap = await (await mapFacts()).fillFromMap(sf.game, spec.name, spec.subjects ?? [id], opts as Record<string, unknown>);
    // A scratch transaction: facts are gathered as for a resolution, never committed.
    facts = withSystems(spec, spec.fromState(sf.game, id, lang, new Tx(sf.game, { paths, env: io.env, argv: io.argv, warn: () => undefined })), sf.game, lang);
  }
  const rec = oddsOf(facts, (f, dice) => spec.resolve(f, dice));
  if (fromMap.length > 0) {
    const { entryText } = await mapFacts();
    rec.fromMap = fromMap;
    rec.notes = fromMap.map((e) => entryText(e, lang));
  }
  // Refused whatever the dice: the odds say so as the resolution would (exit 2), not as a certain outcome (issue 34: `roll 99999d99999 --odds`).
  if (rec.refused && rec.outcomes.length === 1) throw await refusedFor(io, opts, { procedure: rec.procedure, refused: rec.refused } as Resolution, lang, game);
  if (opts.json) io.stdout.write(`${JSON.stringify(playerView(io, opts) ? (await import('../render/player.js')).playerOddsRecord(rec, lang, game) : rec)}\n`);
  else if (playerView(io, opts)) {
    const { renderPlayerOdds } = await import('../render/player.js');
    io.stdout.write(escapeControls(await renderPlayerOdds(rec, lang, useColor(io), game)));
  } else io.stdout.write(await renderOdds(rec, lang, useColor(io)));
  return rec as unknown as Resolution;
}
