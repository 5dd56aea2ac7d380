// The command registry: the engine's own commands, and every game's and
// pack's (their entries' commands, registered by src/games/index.ts). Each
// command's module is imported only when that command runs (or for --help),
// so a command pays only for what it uses.
import '../games/index.js';
import { commandOwners, plays, systemEntries, systemEntry, type SystemEntry } from '../engine/registry.js';
import type { CommandLoaders, CommandModule, GameCore } from '../engine/system.js';

export type { CommandModule } from '../engine/system.js';

/** The engine's commands, whatever the game: one line per command; keep the order of --help. */
export const ENGINE_COMMANDS: CommandLoaders = {
  init: () => import('./init.js'),
  status: () => import('./status.js'),
  'next-turn': () => import('./next-turn.js'),
  undo: () => import('./undo.js'),
  rebuild: () => import('./rebuild.js'),
  // --- review, odds, batch, REPL ---
  batch: () => import('./batch.js'),
  odds: () => import('./odds.js'),
  log: () => import('./log.js'),
  summary: () => import('./summary.js'),
  report: () => import('./report.js'),
  verify: () => import('./verify.js'),
  export: () => import('./export.js'),
  import: () => import('./import.js'),
  play: () => import('./play.js'),
  note: () => import('./note.js'),
  roll: () => import('./roll.js'),
  // --- the map (docs/map.md) ---
  place: () => import('./map/place.js'),
  move: () => import('./map/move.js'),
  where: () => import('./map/where.js'),
  range: () => import('./map/range.js'),
  completion: () => import('./completion.js'),
  serve: () => import('./serve.js'),
  host: () => import('./host.js'),
};

/**
 * Every command name -> its module loader: the engine's, then each system's
 * registered now (a name two games share loads the first's here; src/cli.ts
 * picks the one of the game on the state).
 */
export function commandLoaders(): CommandLoaders {
  const all: CommandLoaders = { ...ENGINE_COMMANDS };
  for (const s of systemEntries()) {
    for (const [n, load] of Object.entries(s.commands)) {
      if (Object.hasOwn(ENGINE_COMMANDS, n)) throw new Error(`${s.id}: the command ${n} is the engine's`);
      if (!Object.hasOwn(all, n)) all[n] = load;
    }
  }
  return all;
}

/** Every command of the games registered by src/games/index.ts (for the tests that go through them all). */
export const COMMANDS: CommandLoaders = commandLoaders();

/** Is there a command of this name (the engine's, or a registered game's or pack's)? Own names only: not `constructor`. */
export function hasCommand(name: string): boolean {
  return Object.hasOwn(ENGINE_COMMANDS, name) || commandOwners(name).length > 0;
}

/** The game on the state, when games share a command's name: its system and packs. */
export type Preferred = Pick<GameCore, 'system' | 'packs'> | null;

/** The system whose command this is (null: the engine's), choosing among games that share it the one `prefer` plays. */
export function commandSystem(name: string, prefer: Preferred = null): SystemEntry | null {
  if (Object.hasOwn(ENGINE_COMMANDS, name)) return null;
  const owners = commandOwners(name);
  return (prefer && owners.find((s) => plays(prefer, s))) ?? owners[0] ?? null;
}

/** The engine's commands and those of a game and its packs (registered), in the order of the registry. */
export function gameCommands(game: NonNullable<Preferred>): string[] {
  const own = [systemEntry('game', game.system), ...game.packs.map((p) => systemEntry('pack', p))].flatMap((e) => (e ? Object.keys(e.commands) : []));
  return [...new Set([...Object.keys(ENGINE_COMMANDS), ...own])];
}

/** Loads a command's module (the one of the game in `prefer` when games share the name). */
export async function loadCommand(name: string, prefer: Preferred = null): Promise<CommandModule> {
  // Own keys only: `constructor` or `__proto__` is not a command.
  if (!hasCommand(name)) throw new Error(`no command ${JSON.stringify(name)}`);
  const owner = commandSystem(name, prefer);
  return owner ? owner.commands[name]() : ENGINE_COMMANDS[name]();
}
