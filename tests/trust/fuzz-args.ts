// Promise 3a: no command line crashes umpire. fast-check throws random
// argument vectors at every subcommand (the names from COMMANDS, each one's
// arguments and options from the commander program): umpire never shows a
// stack trace or exits 1; it exits 0, or 2 with ONE line on stderr, and after
// an exit 2 the folder (state, log, everything) is byte-for-byte unchanged.
// Seeded: a failure prints the seed and the shrunk argv to reproduce it.
// Most vectors must get past the argument parser: three in four are lines a
// person could type on a game of each bundled scenario (generated from its
// state by ./generate.ts, each run in that game's folder), three in ten of
// them with one word or option of the hostile dictionary put in; the rest are
// random vectors over every command, run on a game that plays it. The share
// that reaches the rules (exit 0, or a refusal by a rule) is printed and must
// stay over REACH_MIN.
// Two test files run it (fuzz-args.test.ts in-process, fuzz-args-binary.test.ts
// through the binary) so that the two halves run side by side on two workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, runCli, SCENARIOS, tempGame, type RunResult } from '../helpers/cli.js';
import { changedNames, DIST, expectAgree, restoreDir, sameSnapshot, snapshotDir, type Snapshot } from './helpers.js';
import { commandSpecs, unloadable, type CommandSpec } from './spec.js';
import { NASTY, RAW_CONTROL } from './game-fuzz.js';
import { MAX_REPEATS } from '../../src/commands/facts.js';
import { generate, procedureNames, programCommands, Rand } from './generate.js';
import { COMMANDS, ENGINE_COMMANDS } from '../../src/commands/index.js';
import { commandOwners, plays } from '../../src/engine/registry.js';
import { UserError } from '../../src/errors.js';
import { guerillaUrbainePackEntry } from '../../src/games/guerilla-urbaine/pack-entry.js';

/** Options that wait or leave files by design, never generated: --follow waits for new entries; demo --keep keeps its folder. */
const NOT_GENERATED = new Set(['--follow', '--keep']);
/** Commands that run until stopped by design, never generated: `serve` (a web server; tests/commands/serve.test.ts throws its hostile options at it) and `host` (a PostgreSQL server; tests/state/pg-host.test.ts). */
const RUNS_UNTIL_STOPPED = new Set(['serve', 'host']);
/** Known bugs left out until fixed (remove the entry to check the fix); none now. */
const KNOWN_BUGS: Record<string, string[]> = {};
const SEED = 20261123;
const IN_PROCESS_RUNS = Number(process.env.UMPIRE_FUZZ_RUNS ?? 10000);
const BINARY_RUNS = Number(process.env.UMPIRE_FUZZ_BINARY_RUNS ?? 200);
/** One command may take this long at most (a hang is a failure). */
const RUN_LIMIT_MS = 20000;

/** The share of the in-process vectors that must reach the rules (exit 0, or refused by a rule: RefusedError, code `refused`). */
const REACH_MIN = 0.5;
/** The games the typed lines are played on: every bundled scenario, each in its own folder, a few of its lines played first. */
const GAME_SCENARIOS = readdirSync(SCENARIOS).filter((f) => /\.ya?ml$/.test(f)).sort();
/** Lines played on each game before the fuzzing (a little history), and typed lines kept per game. */
const HISTORY = 12;
const POOL = 40;

let game: ReturnType<typeof tempGame>;
let specs: CommandSpec[];
let ids: string[];
/** The other games' folders, and the lines a person could type on each (on its state as it stays: every run is taken back). */
const games: ReturnType<typeof tempGame>[] = [];
const typed: { dir: string; argv: string[] }[] = [];
/** The folder of a game that plays each command (a command no bundled game plays runs on the tutorial). */
const playedIn = new Map<string, string[]>();

/** The lines of a message on stderr (one, for an error); a long-running command's warning that a password typed in --store is in the process list (issue 43 F9) is said before it runs, and is no part of its error. */
function messageLines(stderr: string): string[] {
  return stderr.split('\n').filter((l, i, a) => (l !== '' || i < a.length - 1) && !/^umpire: the password in --store stays in the process list/.test(l));
}

// --- the generators ---------------------------------------------------------

/**
 * Text without path separators (no value may point outside the temp folder)
 * or NUL (impossible in a real argv). Line breaks are in: a message quoting
 * the value stays on one line.
 */
/** Built-in property names (ids and command names that once reached Object.prototype) and control characters. */
/** Free text either side of its bounds (U60, U227: a label 200 characters, a note 2,000). */
const HOSTILE_WORDS = [...new Set(['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', '__complete', '\x1b[31mred', '\x1b]52;c;aGk=\x07', '\x07', '\r', 'x'.repeat(5000), 'x'.repeat(201), 'x'.repeat(2000), 'x'.repeat(2001), ...NASTY])];
const safeText = fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !/[\\/\0]/.test(s) && s !== '..' && s !== '.');
const numberText = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.constantFrom('', ' ', '0', '-0', '+3', '1.5', 'NaN', 'Infinity', '-Infinity', '1e3', '0x10', '٣', '1,2', '6,6', '4,6,6,6,6,6,6', '0,7', '99999999999999999999', '-1'),
  // The options' largest sizes (figures, firers, shooters, bouts): with --odds, each bounded by U228.
  fc.constantFrom('20', '100', '1000', '10000'),
);
const modText = fc.oneof(fc.constantFrom('x=+1', 'steady=-3', 'a=b', '=', 'big=+99', '=+1', 'x=+1=2'), safeText);
/** Dice specs (`umpire roll`) and unit paces/vehicles, with the nastiest values an id can take. */
const diceText = fc.constantFrom('2d6', 'd3', 'd10', '0d6', '1d1', '100d100', '101d6', '99999d99999', 'D6', '2d6+1', 'constructor', '__proto__', 'toString', 'd\u0007', '\u001b[2Jd6');
const stateText = fc.constantFrom('umpire-state.json', 'missing.json', 'sub/none.json', '', '.', '..', 'umpire-state.log.jsonl', 'umpire-state', 'other.LOG.JSONL');

/** Values for the crowd commands' text options (issue 13: a new crowd's id, a reason, a name, a trigger, a situation). */
const CROWD_TEXT = fc.constantFrom('part', 'students', 'frontline', 'gas-1', 'constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'a'.repeat(40), 'a'.repeat(41), 'x'.repeat(100000), '', ' ', '9lives', '-x', '\u0007', '\x1b[2J', 'a\nb', '\r', 'no-escape', 'surrounded', 'riot-appear', 'snatch', 'spg', 'amb1', 'anti-riot', 'special-forces', '1000', '1001', 'inspector', 'sergeant', 'commander', 'liaison', 'atelier', 'yard', 'voiture1', 'cortina');
const CROWD_TEXT_OPTIONS = new Set(['--as', '--reason', '--name', '--why', '--situation', '--to', '--figures', '--members', '--stock', '--kit', '--fit', '--type', '--strength', '--into-strength', '--loaded', '--character']);
/** Values for the guerilla-urbaine pack's options: distances in pas (decimal comma or point), positions in words, agents. */
const GU_TEXT = fc.constantFrom('0', '0.5', '0,5', '1.5', '1.55', '.5', '5.', '10', '30.5', '1000', '1000.1', '1e3', '-1', 'NaN', 'the arcade roof', '', ' ', 'a\nb', '\x1b[2J', 'x'.repeat(201), 'gunman', 'rifleman', 'constructor', '__proto__', 'vic', 'raven', 'loups', 'vic,raven', 'vic,,', 'boss:chef:pistol', 'boss:chef:pistol:constructor', '__proto__:chef:pistol', 'move', 'concentrate', '99999999999999999999');
/** Values for the riot game's options: teams, places, unit types, card:unit pairs, strength lists. */
const RIOT_TEXT = fc.constantFrom('police', 'autonomes', 'nationalistes', 'hq', 'hospital', 'entry:gare', 'entry:', 'gare', 'gare-poste', 'crs', 'pave:crs2', 'pave:', ':crs1', 'pave:constructor', 'constructor:crs1', '2,1', '1,,1', '0', '21', 'd1=2', 'a9=1', 'd1=0', 'constructor', '__proto__', '\x1b[2J', 'x'.repeat(300), 'police,autonomes,anarchistes,nationalistes', 'police,police', 'police,,autonomes', 'police,constructor', 'm-beffroi', 'm-caisse', 'barricade:anarchistes', 'barricade:police', 'manif-sauvage', 'squat', 'renforts', 'extra-move', 'barricade:constructor', '__proto__:police', 'barricade', 'barricade:', 'pave:autonomes');
const RIOT_OPTIONS = new Set(['--to', '--at', '--defender', '--attacker', '--blitz', '--melee-blitz', '--unit', '--card', '--attack', '--defend', '--hit', '--shields', '--buildings', '--costs', '--cards', '--turned', '--have', '--need', '--fewest', '--players', '--bought', '--credits', '--zones', '--teams', '--round', '--played', '--mission', '--missions']);
/** Values for the swat-assault pack's options: units with figures, shooter:target[:cover] pairs, turns and damage. */
const SWAT_TEXT = fc.constantFrom('armed', 'armed:6', 'armed:0', 'armed:31', 'armed:2:3', 'armed:', ':6', 'armed-1:gunman', 'armed-1:gunman:light', 'armed-1:gunman:roof', 'armed-1:armed-2', 'armed-1:', ':gunman', 'a:b:c:d', 'constructor:__proto__', 'armed-1:constructor', '__proto__:armed-1:hard', '0', '20', '21', '1000', '1001', '-1', 'assault-1', 'x'.repeat(300), '\x1b[2J:gunman');
const SWAT_OPTIONS = new Set(['--fire', '--melee', '--unit', '--turns', '--fires', '--damage', '--crowd']);
/** Values for `moves --accept` (docs/map.md "Moves the program proposes"): a move's number, all, and what is neither. */
const MOVES_ACCEPT = fc.constantFrom('1', '2', '0', '-1', 'all', 'ALL', ' all ', 'al', '1.5', '1,2', '999999', '9999999', '99999999999999999999', 'constructor', '__proto__', '\x07', '\x1b[2J', 'x'.repeat(5000), '');
/** Values for the map's options (place, move, where, range): points, distances, displacements, zones, places; bounds and nasty ones (U256, U257). */
const MAP_TEXT = fc.constantFrom('30,20', '0,0', '120,60', '120.0001,60', '96,48', '-1,5', '5,-1', '1e400,1', '1e5,1', '100000,0', '100001,0', 'NaN,1', 'Infinity,0', '1,', ',', '1;2', '1 , 2', '0x10,1', '1,2,3', '٣,1', '-3,-4', '99999999999999999999,1', '0', '0.5', '360', '361', '-0', '1e-300', 'railton-road', 'chapel-yard', 'forecourt', 'hyd-north', 'west-entry', 'garden-wall', 'pub-outline', 'frontline', 'frontline,bikers', 'frontline,frontline', 'frontline,,bikers', ',', 'constructor', '__proto__', 'toString', 'hasOwnProperty', '\x1b[2J', 'a\nb', 'x'.repeat(300), Array.from({ length: 1001 }, (_, i) => `p${i}`).join(','));
const MAP_OPTIONS = new Set(['--at', '--zone', '--toward', '--away', '--by', '--most', '--facing']);
const GU_OPTIONS = new Set(['--distance', '--position', '--at', '--agent', '--shooters', '--unit-figures', '--t', '--c', '--target-save', '--target-pv', '--attacks', '--first', '--target', '--targets', '--leader', '--bubble', '--hidden', '--what', '--member', '--credits', '--gangs', '--prescience', '--parry', '--svg']);

/** The guerilla-urbaine pack's commands over a riot (agent-shoot, agent-melee, agent-move, agent-hide, sf-shoot, agents). */
export const GU_PACK_COMMANDS: ReadonlySet<string> = new Set(Object.keys(guerillaUrbainePackEntry.commands));
/**
 * The pack's options that take a value, each given GU_PACK_TEXT on the pack's commands (tests/trust/fuzz-pack-options.test.ts
 * checks that every option of theirs is here or in GU_PACK_FLAGS): the sample's agents, units, crowds and weapons, the
 * built-in property names, control characters and numbers past every bound (a distance of 1e308 pas, 2^64 figures).
 */
export const GU_PACK_OPTIONS: ReadonlySet<string> = new Set(['--unit', '--crowd', '--agent', '--at', '--figures', '--unit-figures', '--distance', '--weapon', '--upgrade', '--t', '--c', '--target-save', '--target-pv', '--attacks', '--shooters', '--type', '--position']);
/** The pack's flags (no value): given also with a hostile value attached (`--apart=__proto__`), which must be refused in one line. */
export const GU_PACK_FLAGS: ReadonlySet<string> = new Set(['--apart', '--in-contact', '--concentrate', '--hidden', '--target-robust', '--unit-attacks', '--first-attack', '--knocked-down', '--run']);
const GU_PACK_HOSTILE = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__proto__,constructor', 'spg,__proto__', '\x07', '\x1b[2J', '\x1b]52;c;aGk=\x07', 'a\nb', '\r', '\t', '\u202e', 'x'.repeat(5000)];
const GU_PACK_TEXT = fc.constantFrom(
  ...GU_PACK_HOSTILE,
  'gunman', 'rifleman', 'spg', 'van1', 'armed', 'snatch', 'frontline', 'estate', 'pistol', 'grenade', 'assault-rifle', 'marksman', 'swat',
  '0', '0.5', '0,5', '4', '20', '24', '24.1', '1000', '1000.1', '-0', '-4', '1e3', '1e308', '9'.repeat(400), '18446744073709551616', '99999999999999999999', 'NaN', 'Infinity', '0x10', '٣',
);

function valueFor(long: string, choices: string[] | null, command?: string): fc.Arbitrary<string> {
  const id = fc.constantFrom(...ids);
  const base = [numberText, safeText, id];
  if (command !== undefined && GU_PACK_COMMANDS.has(command) && GU_PACK_OPTIONS.has(long)) base.push(GU_PACK_TEXT, GU_PACK_TEXT);
  if (CROWD_TEXT_OPTIONS.has(long)) base.push(CROWD_TEXT);
  if (GU_OPTIONS.has(long)) base.push(GU_TEXT);
  if (RIOT_OPTIONS.has(long)) base.push(RIOT_TEXT);
  if (SWAT_OPTIONS.has(long)) base.push(SWAT_TEXT);
  if (MAP_OPTIONS.has(long)) base.push(MAP_TEXT, MAP_TEXT);
  if (choices) base.unshift(fc.constantFrom(...choices), fc.constantFrom(...choices));
  if (long === '--state') return stateText;
  if (long === '--accept') return fc.oneof(MOVES_ACCEPT, numberText);
  // log --width: the bounds (40, 1000) and either side of them.
  if (long === '--width') return fc.oneof(numberText, fc.constantFrom('39', '40', '80', '1000', '1001', '0x50', '80.5', '8e1'));
  if (long === '--mod' || long === '--crowd-mod') return modText;
  // `ask` asks each die in a terminal; on the fuzzers' pipe it must be refused like any word.
  if (long === '--roll') return fc.oneof(numberText, fc.constantFrom('ask', 'ASK', 'ask,4', '4,ask'));
  // A file to write (report, screen, reference): names a file system refuses, or that look like ids.
  if (long === '--html') return fc.oneof(fc.constantFrom('', '.', 'x'.repeat(300), 'constructor', '__proto__', '\x1b[31mred.html', 'page.html'), safeText);
  return fc.oneof(...base);
}

/** One command line for one command: its arguments and options in any order, with good and bad values. */
function argvFor(spec: CommandSpec): fc.Arbitrary<string[]> {
  const options = spec.options.filter((o) => !NOT_GENERATED.has(o.long) && !(KNOWN_BUGS[spec.name] ?? []).includes(o.long));
  const positional = fc.oneof(fc.constantFrom(...ids), safeText, numberText, diceText, fc.constantFrom(...HOSTILE_WORDS), MAP_TEXT).map((v) => [v]);
  const unknownOpt = fc.oneof(fc.constantFrom('--nope', '--', '-x', '--rl=', '--json=1', '-'), safeText.map((s) => `--${s}`)).map((v) => [v]);
  // Every command's --umpire and --store (issue 35: taken off the line before commander sees it); stores that fail at once.
  const umpireName = fc.oneof(fc.constantFrom('amy', 'control', 'a'.repeat(33), 'amy smith', '', ...HOSTILE_WORDS), safeText);
  const storeUrl = fc.constantFrom('', ' ', 'not a url', 'mysql://u:pw@localhost/db', 'postgres://u:pw@localhost', 'postgres://u:pw@127.0.0.1:1/db', 'postgres://[::1', '\x1b[31mpostgres://x/y', 'postgres://u:pw@127.0.0.1:1/db?sslmode=disable&channel_binding=require', 'postgres://u:pw@127.0.0.1:1/db?sslmode=require&channel_binding=require', 'postgres://:s3cret@127.0.0.1:1/s3cretdb', 'postgres://127.0.0.1:1/db?password=s3cret', 'postgres://u:toString@127.0.0.1:1/__proto__', `postgres://u:${'p'.repeat(5000)}@127.0.0.1:1/db`, 'postgres://u:\x1b[2J@127.0.0.1:1/db');
  const globalOpt = fc.oneof(
    umpireName.map((v) => ['--umpire', v]),
    umpireName.map((v) => [`--umpire=${v}`]),
    storeUrl.map((v) => ['--store', v]),
    storeUrl.map((v) => [`--store=${v}`]),
    fc.constantFrom<string[]>(['--umpire'], ['--store'], ['--cross']),
  );
  const piece: fc.Arbitrary<string[]>[] = [positional, positional, unknownOpt, globalOpt];
  if (options.length > 0) {
    const pack = GU_PACK_COMMANDS.has(spec.name);
    const opt = fc.constantFrom(...options).chain((o): fc.Arbitrary<string[]> => {
      // A pack flag now and then with a hostile value attached (commander refuses it: one line).
      if (o.value === 'none' && pack && GU_PACK_FLAGS.has(o.long)) return fc.oneof({ arbitrary: fc.constant<string[]>([o.long]), weight: 3 }, { arbitrary: fc.constantFrom(...GU_PACK_HOSTILE).map((h) => [`${o.long}=${h}`]), weight: 1 });
      if (o.value === 'none') return fc.constant([o.long]);
      const v = valueFor(o.long, o.choices, spec.name);
      return fc.oneof(
        v.map((x) => [o.long, x]),
        v.map((x) => [`${o.long}=${x}`]),
        fc.constant([o.long] as string[]),
      );
    });
    piece.push(opt, opt, opt, opt);
    // Now and then an option given past the bound of repeats (U226): refused, one line.
    const repeated = fc.constantFrom(...options).map((o) => Array.from({ length: MAX_REPEATS + 1 }, () => (o.value === 'none' ? [o.long] : [o.long, '1'])).flat());
    piece.push(fc.oneof({ arbitrary: repeated, weight: 1 }, { arbitrary: opt, weight: 40 }));
    // A repeatable --distance (agent-shoot's one per target, U437): two to four of them, hostile values among them.
    if (pack && options.some((o) => o.long === '--distance')) piece.push(fc.array(valueFor('--distance', null, spec.name), { minLength: 2, maxLength: 4 }).map((vs) => vs.flatMap((v) => ['--distance', v])));
  }
  const name = fc.oneof(fc.constant(spec.name), fc.constant(spec.name), fc.constant(spec.name), fc.constantFrom(...HOSTILE_WORDS));
  return fc.tuple(name, fc.array(fc.oneof(...piece), { maxLength: 6 })).map(([n, ps]) => [n, ...ps.flat()]);
}

/** A random vector over any command, run in a game that plays the command (or, one time in four, any game). */
function anyArgv(): fc.Arbitrary<Case> {
  return fc.constantFrom(...specs.filter((s) => !RUNS_UNTIL_STOPPED.has(s.name))).chain((spec) =>
    fc.tuple(argvFor(spec), fc.constantFrom(...(playedIn.get(spec.name) ?? [game.dir])), fc.constantFrom(game.dir, ...games.map((g) => g.dir)), fc.integer({ min: 0, max: 3 })).map(([argv, own, any, k]) => ({ argv, dir: k === 0 ? any : own, typed: false })),
  );
}

/** One vector to run, in the folder of the game it is for; `typed` when it is a line a person could type, as generated. */
interface Case {
  argv: string[];
  dir: string;
  typed: boolean;
  /** A procedure's line (typed, spoiled or not): accepted, it writes the state and the log and nothing else. */
  procedure?: boolean;
}

/**
 * A line a person could type on one of the games (generated from its state),
 * as it is, or with one hostile change: a word of it replaced by a word of the
 * hostile dictionary, an option of the command added with any value, or a
 * global option (--umpire, --store) added.
 */
function typedLine(): fc.Arbitrary<Case> {
  const bySpec = new Map(specs.map((s) => [s.name, s]));
  const hostileWord = fc.oneof(fc.constantFrom(...HOSTILE_WORDS), safeText, numberText, diceText);
  return fc.tuple(fc.constantFrom(...typed), fc.nat(), hostileWord, fc.integer({ min: 0, max: 9 })).chain(([line, at, word, how]) => {
    const spec = bySpec.get(line.argv[0]);
    const plain = fc.constant<Case>({ ...line, typed: true, procedure: true });
    // Seven in ten as generated; the rest spoiled one way.
    if (how < 7 || !spec || line.argv.length < 2) return plain;
    if (how === 7) {
      const argv = [...line.argv];
      argv[1 + (at % (argv.length - 1))] = word;
      return fc.constant<Case>({ argv, dir: line.dir, typed: false, procedure: true });
    }
    const options = spec.options.filter((o) => !NOT_GENERATED.has(o.long) && o.value !== 'none');
    if (how === 8 && options.length > 0) {
      const o = options[at % options.length];
      return valueFor(o.long, o.choices, spec.name).map((v) => ({ argv: [...line.argv, o.long, v], dir: line.dir, typed: false, procedure: true }));
    }
    return fc.constantFrom(['--umpire', ...HOSTILE_WORDS.slice(0, 4)], ['--store', 'not a url'], ['--umpire', 'amy']).map((g) => ({ argv: [...line.argv, g[0], g[g.length - 1]], dir: line.dir, typed: false, procedure: true }));
  });
}

/** The vectors fuzzed: typed lines (as generated, or spoiled once) three times in four, random vectors otherwise. */
function anyCase(): fc.Arbitrary<Case> {
  return fc.oneof({ weight: 3, arbitrary: typedLine() }, { weight: 1, arbitrary: anyArgv() });
}

/** Where a run stopped: the rules (resolved, or refused by a rule), commander's parser, or a check of a value, id or file before the rules. */
type Stop = 'resolved' | 'rule' | 'parser' | 'value';
let lastCode: string | null = null;
const localized = UserError.prototype.localized;
/** Notes the code of each UserError said (main() says every one through localized()). */
function watchCodes(on: boolean): void {
  UserError.prototype.localized = on
    ? function (this: UserError, lang) {
        lastCode = this.code;
        return localized.call(this, lang);
      }
    : localized;
}
function stopOf(r: RunResult, code: string | null): Stop {
  if (r.code === 0) return 'resolved';
  if (code === 'refused') return 'rule';
  return code === null ? 'parser' : 'value';
}

async function limited(p: Promise<RunResult>, argv: string[]): Promise<RunResult> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, rej) => {
    timer = setTimeout(() => rej(new Error(`no answer within ${RUN_LIMIT_MS} ms: umpire ${JSON.stringify(argv)}`)), RUN_LIMIT_MS);
  });
  try {
    return await Promise.race([p, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** The promise for one run; restores the folder after an exit 0 that changed it. */
function check(argv: string[], r: RunResult, before: Snapshot, dir: string, procedure = false): void {
  const where = `umpire ${JSON.stringify(argv)} -> exit ${r.code}\n${r.stderr}`;
  expect(r.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
  expect([0, 2], where).toContain(r.code);
  // No escape reaches the terminal raw (NO_COLOR: not even a colour code; JSON escapes its own).
  expect(r.stderr.replace(/\r?\n/g, ''), where).not.toMatch(RAW_CONTROL);
  if (!argv.some((a) => a === '--json' || a.startsWith('--format'))) expect(r.stdout.replace(/\r?\n|\t/g, ''), where).not.toMatch(RAW_CONTROL);
  const after = snapshotDir(dir);
  if (r.code === 2) {
    const lines = messageLines(r.stderr);
    expect(lines, where).toHaveLength(1);
    expect(lines[0], where).toMatch(/^umpire: ./);
    expect(sameSnapshot(before, after), where).toBeNull();
  } else {
    if (procedure && !argv.some((a) => a === '--state' || a.startsWith('--state='))) {
      // An accepted procedure wrote the state and the log and nothing else of the folder; the state is the fold of the chained log.
      expect(changedNames(before, after).filter((n) => n !== 'umpire-state.json' && n !== 'umpire-state.log.jsonl'), `${where}files other than the state and log`).toEqual([]);
      expectAgree(join(dir, 'umpire-state.json'), join(dir, 'umpire-state.log.jsonl'));
    }
    if (sameSnapshot(before, after) !== null) restoreDir(dir, before);
  }
}

/** Declares the fuzzer's tests of one part in the calling test file. */
export function fuzzArgs(part: 'in-process' | 'binary'): void {
  beforeAll(async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    // A little history, so that undo, log review and casualty commands have something to work on.
    for (const a of [['rl-roll', 'students', '--roll', '6', '--mod', 'x=+1'], ['next-turn', '--roll', '1,1,1,1,1,1,1,1,1,1,1,1']]) await game.run(...a);
    const g = game.readState().game;
    ids = [...new Set(['students', 'dockers', 'looters', 'patrol1', 'cas-1', 'gunman', 'rifleman', 'assault-1', 'armed-1', 'bank', ...HOSTILE_WORDS, ...['crowds', 'units', 'characters', 'buildings', 'hydrants', 'engines', 'ambulances'].flatMap((k) => Object.keys(g[k] ?? {}))])];
    specs = await commandSpecs(game.dir);
    // A game of every bundled scenario with a little history, and lines a person could type on it.
    const cmds = await programCommands(Object.keys(COMMANDS), game.dir);
    const names = procedureNames(cmds);
    for (const scenario of GAME_SCENARIOS) {
      const g = scenario === 'tutorial.yaml' ? game : tempGame();
      if (g !== game) {
        games.push(g);
        await g.init(scenario, '--seed', 'fuzz-args');
      }
      const core = g.readState().game;
      const here = (n: string) => Object.hasOwn(ENGINE_COMMANDS, n) || commandOwners(n).some((sys) => plays(core, sys));
      for (const n of Object.keys(COMMANDS)) if (here(n) && !Object.hasOwn(ENGINE_COMMANDS, n)) playedIn.set(n, [...(playedIn.get(n) ?? []), g.dir]);
      const procedures = [...names.facts, ...names.plain].filter((n) => n !== 'undo' && here(n));
      const r = new Rand(`fuzz-args-${scenario}`);
      for (let i = 0, tries = 0; i < HISTORY + POOL && tries < (HISTORY + POOL) * 10; tries++) {
        const gen = await generate(cmds, r.pick(procedures), g.state, g.dir, r, 0);
        if (!gen) continue;
        i++;
        const argv = gen.argv.slice(0, -2);
        if (i <= HISTORY) await runCli(argv, { cwd: g.dir });
        else typed.push({ dir: g.dir, argv });
      }
    }
    watchCodes(true);
  }, 120000);
  afterAll(() => {
    watchCodes(false);
    game?.cleanup();
    for (const g of games) g.cleanup();
  });

  describe(`bad input: random command lines (${part})`, () => {
  if (part === 'in-process') it('every command in COMMANDS loads (the fuzzer covers each of them)', async () => {
    expect(await unloadable()).toEqual([]);
    expect(specs.map((s) => s.name).sort()).toEqual(Object.keys((await import('../../src/commands/index.js')).COMMANDS).sort());
  });

  if (part === 'in-process') it(`${IN_PROCESS_RUNS} random argument vectors in-process: exit 0, or 2 with one line and nothing written; never a stack trace`, async () => {
    const bases = new Map([game.dir, ...games.map((g) => g.dir)].map((d) => [d, snapshotDir(d)]));
    const stops: Record<Stop, number> = { resolved: 0, rule: 0, parser: 0, value: 0 };
    const typedStops: Record<Stop, number> = { resolved: 0, rule: 0, parser: 0, value: 0 };
    await fc.assert(
      fc.asyncProperty(anyCase(), async ({ argv, dir, typed: asTyped, procedure }) => {
        const before = bases.get(dir)!;
        lastCode = null;
        const r = await limited(runCli(argv, { cwd: dir }), argv);
        const stop = stopOf(r, lastCode);
        stops[stop] += 1;
        if (asTyped) typedStops[stop] += 1;
        // check() puts back what an exit 0 changed; the folder is written again only when a check failed
        // half-way (writing it after every run made each next command read a file it had never seen).
        let checked = false;
        try {
          check(argv, r, before, dir, procedure);
          checked = true;
        } finally {
          if (!checked) restoreDir(dir, before);
        }
      }),
      { seed: SEED, numRuns: IN_PROCESS_RUNS, endOnFailure: true },
    );
    const runs = Object.values(stops).reduce((a, b) => a + b, 0);
    const share = (n: number, of = runs) => `${Math.round((100 * n) / Math.max(1, of))}%`;
    const typedRuns = Object.values(typedStops).reduce((a, b) => a + b, 0);
    console.log(
      `fuzz-args: ${runs} vectors; ${share(stops.resolved + stops.rule)} reached the rules (${share(stops.resolved)} resolved, ${share(stops.rule)} refused by a rule), ` +
        `${share(stops.parser)} stopped in the argument parser, ${share(stops.value)} at a value, id or file; ` +
        `of the ${typedRuns} typed lines as generated, ${share(typedStops.resolved + typedStops.rule, typedRuns)} reached the rules`,
    );
    expect((stops.resolved + stops.rule) / runs, 'the share of vectors that reach the rules').toBeGreaterThan(REACH_MIN);
    // Every kind of stop is exercised: the hostile half still reaches the parser and the value checks.
    expect(stops.parser, 'vectors stopped by the argument parser').toBeGreaterThan(runs * 0.05);
    expect(stops.value, 'vectors stopped at a value, id or file').toBeGreaterThan(runs * 0.05);
  }, 900000);

  if (part === 'binary') it(`${BINARY_RUNS} random argument vectors through the real binary (bin/umpire.js): the same promises`, async () => {
    const bin = process.env.UMPIRE_TRUST_DIST ? join(DIST, '..', 'bin', 'umpire.js') : BIN;
    const spawnRun = (argv: string[], dir: string) =>
      new Promise<RunResult>((res) => {
        const p = spawn(process.execPath, [bin, ...argv], { cwd: dir, env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        p.stdout.on('data', (d) => (stdout += d));
        p.stderr.on('data', (d) => (stderr += d));
        p.on('close', (code) => res({ code: code ?? -1, stdout, stderr }));
      });
    const bases = new Map([game.dir, ...games.map((g) => g.dir)].map((d) => [d, snapshotDir(d)]));
    await fc.assert(
      // A NUL byte cannot reach a process's arguments (the kernel's strings end
      // there; no shell can type one): such vectors are the in-process run's.
      fc.asyncProperty(anyCase().filter(({ argv }) => argv.every((w) => !w.includes('\u0000'))), async ({ argv, dir, procedure }) => {
        const base = bases.get(dir)!;
        const r = await limited(spawnRun(argv, dir), argv);
        try {
          check(argv, r, base, dir, procedure);
        } finally {
          restoreDir(dir, base);
        }
      }),
      { seed: SEED + 1, numRuns: BINARY_RUNS, endOnFailure: true },
    );
  }, 900000);
  });
}

void mkdirSync;
