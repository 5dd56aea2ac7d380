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

const systems = new Map<string, GameSystem>();
let defaultGame: string | null = null;

/**
 * Adds a game or pack. A bug (an Error, not a UserError) when its id is
 * taken, or when it claims a state or scenario key the engine or another
 * system it may share a game with already owns.
 */
export function registerSystem(sys: GameSystem): void {
  const bug = (why: string) => new Error(`registerSystem(${JSON.stringify(sys.id)}): ${why}`);
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(sys.id)) throw bug('the id must be kebab-case');
  if (systems.has(sys.id)) {
    if (systems.get(sys.id) === sys) return;
    throw bug('another system has this id');
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
  systems.set(sys.id, sys);
  for (const lang of LANGS) {
    registerMessages(lang, { [`system.${sys.id}`]: sys.title[lang] });
    const own = sys.messages?.[lang];
    if (own) registerMessages(lang, own);
  }
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
  if (systems.get(fallback)?.kind !== 'game') throw new Error(`registerSystems: the default game ${fallback} is not a registered game`);
  defaultGame = fallback;
}

/** The game of a scenario or a state that names none (written before systems existed). */
export function defaultGameId(): string {
  if (defaultGame === null) throw new Error('no game system registered (the composition root imports src/games/index.ts)');
  return defaultGame;
}

/** The system with this id, if registered. */
export function systemById(id: string): GameSystem | undefined {
  return systems.get(id);
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
  return [game.system, ...(game.packs ?? [])].map((id) => {
    const s = systems.get(id);
    if (!s) throw new UserError('unknown-system', { id, known: [...systems.keys()].join(', ') });
    return s;
  });
}

/** The systems that offer a command of this name (a name may be shared by games). */
export function commandOwners(name: string): GameSystem[] {
  return allSystems().filter((s) => Object.hasOwn(s.commands, name));
}

// The system of the command running now (set by the program before each
// command's action: src/cli.ts), so that the engine refuses a command of
// another game when it opens the state. Null: an engine command.
let running: { name: string; system: string | null } | null = null;

/** The program says which command runs next and whose it is (null: the engine's). */
export function setRunningCommand(name: string, system: string | null): void {
  running = { name, system };
}

/**
 * Refuses, exit 2, a command of a system this game does not play (`melee`
 * on a game of Guérilla Urbaine): one line naming the command, its system
 * and the game's. Called where a command opens the state.
 */
export function checkCommandOn(game: Pick<GameCore, 'system' | 'packs'>): void {
  if (!running || running.system === null) return;
  const here = [game.system, ...(game.packs ?? [])];
  if (here.includes(running.system)) return;
  throw new UserError('other-game-command', { command: running.name, ownerKey: `system.${running.system}`, gameKey: `system.${game.system}` });
}
