// The registry of game systems: src/games/index.ts registers every game and
// pack here by its entry (the composition root imports it); the engine asks
// the registry, never a game module, what a state's or a scenario's systems
// add. A system's module is loaded only when a game plays it or its command
// runs (loadSystems, where the state, the log or a scenario is read).
import { UserError } from '../errors.js';
import { registerMessages } from '../i18n/index.js';
import { LANGS } from '../rules/types.js';
import type { GameCore, GameSystem } from './system.js';

/** Keys of the game state the engine itself keeps (GameCore): no system may own one. */
export const CORE_STATE_KEYS = ['title', 'edition', 'lang', 'turn', 'rng', 'system', 'packs', 'versions', 'counters', 'control', 'done', 'map'] as const;
/** Scenario keys the engine itself reads: no system may read one as its own. */
export const CORE_SCENARIO_KEYS = ['title', 'edition', 'lang', 'seed', 'game', 'packs', 'umpires', 'clock', 'map'] as const;

/**
 * What the engine knows of a game or pack before loading it (src/games/<id>/entry.ts):
 * enough to list it, name it, say whose a command is and load that command.
 * The rest of the system (scenario section, state slice, messages, hooks) is
 * loaded only when a game plays it or its command runs (`load`), so that the
 * start of a command costs the same however many systems exist.
 */
export type SystemEntry = Pick<GameSystem, 'id' | 'kind' | 'title' | 'over' | 'editions' | 'commands' | 'optionHelp' | 'editionHelp' | 'rollsNoDice' | 'odds'> & {
  /** The rest of the system (an import of its module, once): the registry joins it to the entry. */
  load(): Promise<SystemBody>;
};

/** What a system's module (src/games/<id>/index.ts) gives: the system less its entry. */
export type SystemBody = Omit<GameSystem, 'id' | 'kind' | 'title' | 'over' | 'editions' | 'commands' | 'optionHelp' | 'editionHelp' | 'rollsNoDice' | 'odds'>;

// Games and packs have their own ids: a game and a pack may share one
// (Guérilla Urbaine is a game of its own and a pack over a riot).
const entries = new Map<string, SystemEntry>();
const loaded = new Map<string, GameSystem>();
const loading = new Map<string, Promise<GameSystem>>();
const keys: Record<GameSystem['kind'], Map<string, string>> = { game: new Map(), pack: new Map() };
/** A system's key in the maps below, made once per system: a batch line looks its game up several times. */
const keyOf = (kind: GameSystem['kind'], id: string): string => {
  const byId = keys[kind] ?? new Map<string, string>();
  let key = byId.get(id);
  if (key === undefined) {
    key = `${kind}:${id}`;
    if (keys[kind]) byId.set(id, key);
  }
  return key;
};
let defaultGame: string | null = null;

const bugOf = (id: string) => (why: string) => new Error(`registerSystem(${JSON.stringify(id)}): ${why}`);

/**
 * Adds a game or pack by its entry (not loaded yet), or a whole system
 * (registered and loaded at once: a test's own). A bug (an Error, not a
 * UserError) when its id is taken, or when it claims a command another
 * system it may share a game with already has.
 */
export function registerSystem(sys: SystemEntry | GameSystem): void {
  const bug = bugOf(sys.id);
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(sys.id)) throw bug('the id must be kebab-case');
  const key = keyOf(sys.kind, sys.id);
  const whole = 'state' in sys ? sys : null;
  if (entries.has(key)) {
    if (entries.get(key) === sys || (whole && loaded.get(key) === whole)) return;
    throw bug(`another ${sys.kind} has this id`);
  }
  if (sys.kind === 'pack' && (!sys.over || sys.over.length === 0)) throw bug('a pack names the games it may be laid over');
  for (const other of entries.values()) {
    if (!canMeet(sys, other)) continue;
    const command = Object.keys(sys.commands).find((n) => Object.hasOwn(other.commands, n));
    if (command) throw bug(`the command ${command} is ${other.id}'s`);
  }
  if (whole) checkLoaded(whole);
  const entry: SystemEntry = whole ? { ...pickEntry(whole), load: async () => whole } : (sys as SystemEntry);
  entries.set(key, entry);
  for (const lang of LANGS) registerMessages(lang, { [titleKey(sys)]: sys.title[lang] });
  if (whole) addLoaded(whole);
}

function pickEntry(s: GameSystem): Omit<SystemEntry, 'load'> {
  return { id: s.id, kind: s.kind, title: s.title, over: s.over, editions: s.editions, commands: s.commands, optionHelp: s.optionHelp, editionHelp: s.editionHelp, rollsNoDice: s.rollsNoDice, odds: s.odds };
}

/** A loaded system's own checks: keys the engine or a system it may meet already owns. */
function checkLoaded(sys: GameSystem): void {
  const bug = bugOf(sys.id);
  for (const k of sys.state.keys) if ((CORE_STATE_KEYS as readonly string[]).includes(k)) throw bug(`the state key ${k} is the engine's`);
  for (const k of sys.scenario.keys) if ((CORE_SCENARIO_KEYS as readonly string[]).includes(k)) throw bug(`the scenario key ${k} is the engine's`);
  for (const k of Object.keys(sys.state.schema)) if (!sys.state.keys.includes(k)) throw bug(`a schema for ${k}, a key it does not own`);
  // Systems that can meet in one game (a game and the packs over it, packs over the same game) own different keys.
  for (const other of loaded.values()) {
    if (other === sys || !canMeet(sys, other)) continue;
    const clash = sys.state.keys.find((k) => other.state.keys.includes(k)) ?? sys.scenario.keys.find((k) => other.scenario.keys.includes(k));
    if (clash) throw bug(`the key ${clash} is ${other.id}'s`);
  }
}

function addLoaded(sys: GameSystem): void {
  loaded.set(keyOf(sys.kind, sys.id), sys);
  for (const lang of LANGS) {
    for (const own of [sys.messages?.[lang] ?? []].flat()) registerMessages(lang, own);
  }
}

/** Loads a registered system (its module runs, its messages join the catalogue); once. */
export async function loadSystem(kind: GameSystem['kind'], id: string): Promise<GameSystem | undefined> {
  const key = keyOf(kind, id);
  const entry = entries.get(key);
  if (!entry) return undefined;
  const done = loaded.get(key);
  if (done) return done;
  let p = loading.get(key);
  if (!p) {
    p = entry.load().then((body) => {
      const { load: _, ...info } = entry;
      const sys: GameSystem = { ...body, ...info };
      if (!loaded.has(key)) {
        checkLoaded(sys);
        addLoaded(sys);
      }
      return loaded.get(key)!;
    });
    loading.set(key, p);
    p.catch(() => loading.delete(key));
  }
  return p;
}

/**
 * Loads the systems a game, a state or a scenario names (its game, else the
 * default game, and its packs), ignoring what names no registered system:
 * whoever reads it says so. Values as found in a file: anything.
 */
export async function loadSystems(game: { system?: unknown; game?: unknown; packs?: unknown } | null | undefined): Promise<void> {
  const id = game?.system ?? game?.game;
  const packs = Array.isArray(game?.packs) ? game.packs : [];
  await Promise.all([
    loadSystem('game', typeof id === 'string' ? id : (defaultGame ?? '')),
    ...packs.filter((p): p is string => typeof p === 'string').map((p) => loadSystem('pack', p)),
  ]);
}

/** Is this system loaded (its module run)? */
export function isLoaded(sys: Pick<GameSystem, 'kind' | 'id'>): boolean {
  return loaded.has(keyOf(sys.kind, sys.id));
}

/** Loads every registered system (help listing every command, the REPL's completion, the tests). */
export async function loadAllSystems(): Promise<void> {
  await Promise.all([...entries.values()].map((e) => loadSystem(e.kind, e.id)));
}

/**
 * Takes a system out again (a test's own systems, so that they do not stay
 * registered for the next test file of the same worker). Its messages stay:
 * they name nothing the others say.
 */
export function unregisterSystem(sys: Pick<GameSystem, 'kind' | 'id'>): void {
  const key = keyOf(sys.kind, sys.id);
  entries.delete(key);
  loaded.delete(key);
  loading.delete(key);
}

/** The catalogue key of a system's title (`system.game.civil-disorder`), registered with it. */
export function titleKey(sys: Pick<GameSystem, 'kind' | 'id'>): string {
  return `system.${sys.kind}.${sys.id}`;
}

/** Can these two systems be in one game? */
function canMeet(a: Pick<GameSystem, 'kind' | 'id' | 'over'>, b: Pick<GameSystem, 'kind' | 'id' | 'over'>): boolean {
  if (a.kind === 'game' && b.kind === 'game') return false;
  if (a.kind === 'pack' && b.kind === 'pack') return a.over!.some((g) => b.over!.includes(g));
  const [pack, game] = a.kind === 'pack' ? [a, b] : [b, a];
  return pack.over!.includes(game.id);
}

/** Registers the systems of src/games/index.ts (their entries); `fallback` is the game of a scenario or state that names none. */
export function registerSystems(list: readonly SystemEntry[], fallback: string): void {
  for (const s of list) registerSystem(s);
  if (!entries.has(keyOf('game', fallback))) throw new Error(`registerSystems: the default game ${fallback} is not a registered game`);
  defaultGame = fallback;
}

/** The game of a scenario or a state that names none (written before systems existed). */
export function defaultGameId(): string {
  if (defaultGame === null) throw new Error('no game system registered (the composition root imports src/games/index.ts)');
  return defaultGame;
}

/** A registered system, loaded: a bug when it is registered but was not loaded first (loadSystems). */
function whole(kind: GameSystem['kind'], id: string): GameSystem | undefined {
  const key = keyOf(kind, id);
  const sys = loaded.get(key);
  if (sys || !entries.has(key)) return sys;
  throw new Error(`the ${kind} ${id} is used before it was loaded (await loadSystems(game) where the state, log or scenario is read)`);
}

/** The game with this id, if registered (loaded before: loadSystems). */
export function gameById(id: string): GameSystem | undefined {
  return whole('game', id);
}

/** The pack with this id, if registered (loaded before: loadSystems). */
export function packById(id: string): GameSystem | undefined {
  return whole('pack', id);
}

/** The entry of a registered game or pack (loaded or not). */
export function systemEntry(kind: GameSystem['kind'], id: string): SystemEntry | undefined {
  return entries.get(keyOf(kind, id));
}

/** Every registered system's entry, games first, in the order registered (loaded or not). */
export function systemEntries(): SystemEntry[] {
  const all = [...entries.values()];
  return [...all.filter((s) => s.kind === 'game'), ...all.filter((s) => s.kind === 'pack')];
}

/** Every registered system, games first, in the order registered: a bug unless all were loaded (loadAllSystems). */
export function allSystems(): GameSystem[] {
  return systemEntries().map((e) => whole(e.kind, e.id)!);
}

/** The systems loaded so far (the game's and its packs', or all for help), games first, in the order registered. */
export function loadedSystems(): GameSystem[] {
  return systemEntries().flatMap((e) => loaded.get(keyOf(e.kind, e.id)) ?? []);
}

/** Ids of the registered games, or packs. */
export function systemIds(kind: GameSystem['kind']): string[] {
  return systemEntries().filter((s) => s.kind === kind).map((s) => s.id);
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
export function commandOwners(name: string): SystemEntry[] {
  return systemEntries().filter((s) => Object.hasOwn(s.commands, name));
}

// The system of the command running now (set by the program before each
// command's action: src/cli.ts), so that the engine refuses a command of
// another game when it opens the state. Null: an engine command.
let running: { name: string; system: Pick<GameSystem, 'kind' | 'id'> | null } | null = null;

/** The program says which command runs next and whose it is (null: the engine's); returns the one it replaces, for restoreRunningCommand. */
export function setRunningCommand(name: string, system: Pick<GameSystem, 'kind' | 'id'> | null): typeof running {
  const before = running;
  running = { name, system };
  return before;
}

/** When a command's action ends, the one that ran before it is the running one again (a batch's, or none). */
export function restoreRunningCommand(before: ReturnType<typeof setRunningCommand>): void {
  running = before;
}

/** The system of the command running now, loaded (its action loads it: src/cli.ts); null: the engine's, or none set. */
export function runningSystem(): GameSystem | null {
  const sys = running?.system;
  return sys ? (loaded.get(keyOf(sys.kind, sys.id)) ?? null) : null;
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
