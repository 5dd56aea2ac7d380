// The registry of game systems: src/games/index.ts registers every game and
// pack here (the composition root imports it); the engine asks the registry,
// never a game module, what a state's or a scenario's systems add.
import { UserError } from '../errors.js';
import { registerMessages } from '../i18n/index.js';
import { LANGS } from '../rules/types.js';
import type { GameCore, GameSystem } from './system.js';

/** Keys of the game state the engine itself keeps (GameCore): no system may own one. */
export const CORE_STATE_KEYS = ['title', 'edition', 'lang', 'turn', 'rng', 'system', 'packs', 'versions', 'counters'] as const;
/** Scenario keys the engine itself reads: no system may read one as its own. */
export const CORE_SCENARIO_KEYS = ['title', 'edition', 'lang', 'seed', 'game', 'packs'] as const;

// Games and packs have their own ids: a game and a pack may share one
// (Guérilla Urbaine is a game of its own and a pack over a riot).
const systems = new Map<string, GameSystem>();
const keyOf = (kind: GameSystem['kind'], id: string) => `${kind}:${id}`;
let defaultGame: string | null = null;

/**
 * Adds a game or pack. A bug (an Error, not a UserError) when its id is
 * taken, or when it claims a state or scenario key the engine or another
 * system it may share a game with already owns.
 */
export function registerSystem(sys: GameSystem): void {
  const bug = (why: string) => new Error(`registerSystem(${JSON.stringify(sys.id)}): ${why}`);
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(sys.id)) throw bug('the id must be kebab-case');
  const key = keyOf(sys.kind, sys.id);
  if (systems.has(key)) {
    if (systems.get(key) === sys) return;
    throw bug(`another ${sys.kind} has this id`);
  }
  if (sys.kind === 'pack' && (!sys.over || sys.over.length === 0)) throw bug('a pack names the games it may be laid over');
  for (const k of sys.state.keys) if ((CORE_STATE_KEYS as readonly string[]).includes(k)) throw bug(`the state key ${k} is the engine's`);
  for (const k of sys.scenario.keys) if ((CORE_SCENARIO_KEYS as readonly string[]).includes(k)) throw bug(`the scenario key ${k} is the engine's`);
  for (const k of Object.keys(sys.state.schema)) if (!sys.state.keys.includes(k)) throw bug(`a schema for ${k}, a key it does not own`);
  // Systems that can meet in one game (a game and the packs over it, packs over the same game) own different keys.
  for (const other of systems.values()) {
    if (!canMeet(sys, other)) continue;
    const clash = sys.state.keys.find((k) => other.state.keys.includes(k)) ?? sys.scenario.keys.find((k) => other.scenario.keys.includes(k));
    if (clash) throw bug(`the key ${clash} is ${other.id}'s`);
    const command = Object.keys(sys.commands).find((n) => Object.hasOwn(other.commands, n));
    if (command) throw bug(`the command ${command} is ${other.id}'s`);
  }
  systems.set(key, sys);
  for (const lang of LANGS) {
    registerMessages(lang, { [titleKey(sys)]: sys.title[lang] });
    for (const own of [sys.messages?.[lang] ?? []].flat()) registerMessages(lang, own);
  }
}

/**
 * Takes a system out again (a test's own systems, so that they do not stay
 * registered for the next test file of the same worker). Its messages stay:
 * they name nothing the others say.
 */
export function unregisterSystem(sys: GameSystem): void {
  const key = keyOf(sys.kind, sys.id);
  if (systems.get(key) === sys) systems.delete(key);
}

/** The catalogue key of a system's title (`system.game.civil-disorder`), registered with it. */
export function titleKey(sys: Pick<GameSystem, 'kind' | 'id'>): string {
  return `system.${sys.kind}.${sys.id}`;
}

/** Can these two systems be in one game? */
function canMeet(a: GameSystem, b: GameSystem): boolean {
  if (a.kind === 'game' && b.kind === 'game') return false;
  if (a.kind === 'pack' && b.kind === 'pack') return a.over!.some((g) => b.over!.includes(g));
  const [pack, game] = a.kind === 'pack' ? [a, b] : [b, a];
  return pack.over!.includes(game.id);
}

/** Registers the systems of src/games/index.ts; `fallback` is the game of a scenario or state that names none. */
export function registerSystems(list: readonly GameSystem[], fallback: string): void {
  for (const s of list) registerSystem(s);
  if (!systems.has(keyOf('game', fallback))) throw new Error(`registerSystems: the default game ${fallback} is not a registered game`);
  defaultGame = fallback;
}

/** The game of a scenario or a state that names none (written before systems existed). */
export function defaultGameId(): string {
  if (defaultGame === null) throw new Error('no game system registered (the composition root imports src/games/index.ts)');
  return defaultGame;
}

/** The game with this id, if registered. */
export function gameById(id: string): GameSystem | undefined {
  return systems.get(keyOf('game', id));
}

/** The pack with this id, if registered. */
export function packById(id: string): GameSystem | undefined {
  return systems.get(keyOf('pack', id));
}

/** Every registered system, games first, in the order registered. */
export function allSystems(): GameSystem[] {
  const all = [...systems.values()];
  return [...all.filter((s) => s.kind === 'game'), ...all.filter((s) => s.kind === 'pack')];
}

/** Ids of the registered games, or packs. */
export function systemIds(kind: GameSystem['kind']): string[] {
  return allSystems().filter((s) => s.kind === kind).map((s) => s.id);
}

/**
 * The systems a game state plays: its game, then its packs in order. A state
 * naming a system this umpire does not know is exit 2 naming it.
 */
export function systemsOf(game: Pick<GameCore, 'system' | 'packs'>): GameSystem[] {
  const g = gameById(game.system);
  if (!g) throw new UserError('unknown-system', { id: game.system, known: systemIds('game').join(', ') });
  return [
    g,
    ...(game.packs ?? []).map((id) => {
      const p = packById(id);
      if (!p) throw new UserError('unknown-system', { id, known: systemIds('pack').join(', ') });
      return p;
    }),
  ];
}

/** Does this game play this system (its game, or one of its packs)? */
export function plays(game: Pick<GameCore, 'system' | 'packs'>, sys: Pick<GameSystem, 'kind' | 'id'>): boolean {
  return sys.kind === 'game' ? sys.id === game.system : Array.isArray(game.packs) && game.packs.includes(sys.id);
}

/** The systems that offer a command of this name (a name may be shared by games). */
export function commandOwners(name: string): GameSystem[] {
  return allSystems().filter((s) => Object.hasOwn(s.commands, name));
}

// The system of the command running now (set by the program before each
// command's action: src/cli.ts), so that the engine refuses a command of
// another game when it opens the state. Null: an engine command.
let running: { name: string; system: GameSystem | null } | null = null;

/** The program says which command runs next and whose it is (null: the engine's); returns the one it replaces, for restoreRunningCommand. */
export function setRunningCommand(name: string, system: GameSystem | null): typeof running {
  const before = running;
  running = { name, system };
  return before;
}

/** When a command's action ends, the one that ran before it is the running one again (a batch's, or none). */
export function restoreRunningCommand(before: ReturnType<typeof setRunningCommand>): void {
  running = before;
}

/** The system of the command running now (null: the engine's, or none set). */
export function runningSystem(): GameSystem | null {
  return running?.system ?? null;
}

/**
 * Refuses, exit 2, a command of a system this game does not play (`melee`
 * on a game of Guérilla Urbaine): one line naming the command, its system
 * and the game's. Called where a command opens the state.
 */
export function checkCommandOn(game: Pick<GameCore, 'system' | 'packs'>): void {
  const owner = running?.system;
  if (!running || !owner || plays(game, owner)) return;
  throw new UserError('other-game-command', { command: running.name, ownerKey: titleKey(owner), gameKey: titleKey({ kind: 'game', id: game.system }) });
}
