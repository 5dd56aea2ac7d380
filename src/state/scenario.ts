// Scenario files (YAML): reading them with file, line and column for every
// problem, the engine's own keys (title, edition, lang, seed, game, packs),
// each system's section (src/engine/system.ts: the game's, then each pack's),
// and the game state a scenario starts from. Every field is documented in
// docs/scenario.md; each game's own keys in its docs.
import { statSync } from 'node:fs';
import { readRegular } from './regular.js';
import { isUserError, systemWhy, UserError } from '../errors.js';
import { hasMessage } from '../i18n/index.js';
import { LANGS, type Edition, type Lang } from '../rules/types.js';
import { CORE_SCENARIO_KEYS, defaultGameId, gameById, loadSystems, packById, systemIds, systemsOf } from '../engine/registry.js';
import type { Game, GameCore, GameSystem, ScenarioContext, ScenarioCore, ScenarioPath } from '../engine/system.js';
import { parseMap } from '../map/scenario.js';
import type { MapState } from '../map/types.js';
import { CLOCK_MAX, CLOCK_MIN } from '../rules/clock.js';
import { pathText, SCENARIO_MAX_BYTES, SCENARIO_MAX_ENTITIES, SCENARIO_MAX_TOKENS, Validator, type Json, type Where } from './validate.js';

export { isReservedId, SCENARIO_MAX_BYTES, SCENARIO_MAX_ENTITIES, SCENARIO_MAX_TOKENS } from './validate.js';

/** A scenario as validated: the engine's keys and every system's section. */
export type Scenario = ScenarioCore;

/** Validates parsed YAML as a scenario; `where` maps a field path to its line and column. */
export function validateScenario(data: unknown, file: string, where: Where): Scenario {
  const V = new Validator(file, where);
  // The game and packs first: they say which other keys the scenario may have.
  const raw = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const gameId = V.choice(raw.game, ['game'], systemIds('game'), defaultGameId());
  const game = gameById(gameId)!;
  const packIds = V.list(raw.packs, ['packs']).map((p, i) => {
    const id = V.choice(p, ['packs', i], systemIds('pack'));
    const pack = packById(id)!;
    if (!pack.over!.includes(gameId)) V.fail(['packs', i], 'pack-not-over', { pack: id, game: gameId, over: pack.over!.join(', ') });
    return id;
  });
  packIds.forEach((id, i) => {
    if (packIds.indexOf(id) !== i) V.fail(['packs', i], 'duplicate-pack', { pack: id });
  });
  const systems: GameSystem[] = [game, ...packIds.map((id) => packById(id)!)];
  // The map's key last, after the systems' (it came last: the fields were listed so before it).
  const top = V.obj(data, [], [...CORE_SCENARIO_KEYS.filter((k) => k !== 'map'), ...systems.flatMap((s) => s.scenario.keys), 'map']);
  const title = V.str(top.title, ['title']);
  const edition = V.choice<Edition>(top.edition, ['edition'], game.editions ?? ['en'], 'en');
  const lang = V.choice<Lang>(top.lang, ['lang'], LANGS, edition);
  const seed = V.str(top.seed, ['seed'], title);
  const seen = new Map<string, ScenarioPath>();
  const slices: Record<string, Record<string, unknown>> = {};
  const ctx: ScenarioContext = {
    V,
    edition,
    lang,
    game: gameId,
    packs: packIds,
    slices,
    claimId(id, path) {
      const before = seen.get(id);
      if (before) V.fail(path, 'duplicate-id', { id, at: pathText(before) });
      seen.set(id, path);
    },
  };
  const scenario: Scenario = { title, edition, lang, seed, game: gameId, packs: packIds };
  for (const s of systems) {
    slices[s.id] = s.scenario.parse(top, ctx);
    Object.assign(scenario, slices[s.id]);
  }
  // The turn clock (issue 42): minutes a turn, or the game's own rule where it has one (GameSystem.clock); shown, never enforced (U320).
  if (top.clock !== undefined && top.clock !== null) {
    if (top.clock === 'rules') {
      if (!systems.some((x) => x.clock)) V.fail(['clock'], 'clock-no-rule', { game: game.title[lang] });
      scenario.clock = 'rules';
    } else if (typeof top.clock === 'number') scenario.clock = V.int(top.clock, ['clock'], CLOCK_MIN, CLOCK_MAX);
    else V.fail(['clock'], 'clock-bad', { min: CLOCK_MIN, max: CLOCK_MAX });
  }
  // Sectors (issue 35): each umpire's crowds, units and buildings, ids the game has, each in one sector at most.
  if (top.umpires !== undefined) {
    const sectors: Record<string, string[]> = {};
    const owner = new Map<string, string>();
    let control: string | undefined;
    V.list(top.umpires, ['umpires'], false).forEach((u, i) => {
      const o = V.obj(u, ['umpires', i], ['name', 'crowds', 'units', 'buildings', 'control']);
      const name = V.str(o.name, ['umpires', i, 'name']);
      if (!/^[\p{L}\p{N}_.-]{1,32}$/u.test(name)) V.fail(['umpires', i, 'name'], 'umpire-name', { name });
      if (Object.hasOwn(sectors, name) || name === control) V.fail(['umpires', i, 'name'], 'umpire-twice', { name });
      // The control umpire (issue 42, U283): runs the turn across the tables, with no sector of its own.
      if (V.bool(o.control, ['umpires', i, 'control'], false)) {
        if (control !== undefined) V.fail(['umpires', i, 'control'], 'umpire-control-twice', { name, other: control });
        for (const kind of ['crowds', 'units', 'buildings'] as const) if (o[kind] !== undefined) V.fail(['umpires', i, kind], 'umpire-control-sector', { name });
        control = name;
        return;
      }
      sectors[name] = [];
      for (const kind of ['crowds', 'units', 'buildings'] as const) {
        V.list(o[kind], ['umpires', i, kind]).forEach((x, j) => {
          const id = V.str(x, ['umpires', i, kind, j]);
          if (!seen.has(id)) V.fail(['umpires', i, kind, j], 'umpire-unknown-id', { id });
          if (owner.has(id)) V.fail(['umpires', i, kind, j], 'umpire-id-twice', { id, other: owner.get(id)! });
          owner.set(id, name);
          sectors[name].push(id);
        });
      }
    });
    scenario.umpires = sectors;
    if (control !== undefined) scenario.control = control;
  }
  // The map (issue 41, docs/map.md): the engine's, for every game; its pieces are the games' (their map.pieces), else any id given so far.
  if (top.map !== undefined && top.map !== null) {
    const pieces = pieceIds(scenario, systems, new Set(seen.keys()));
    scenario.map = parseMap(top.map, { V, claimId: ctx.claimId, known: (id) => seen.has(id), pieces, umpires: Object.keys(scenario.umpires ?? {}) });
  }
  return scenario;
}

/**
 * The ids of the pieces a scenario's map may place: what its systems say
 * stands on the table at the start (GameSystem.map.pieces), or, when none of
 * them says, every id its sections claimed.
 */
function pieceIds(scenario: Scenario, systems: readonly GameSystem[], claimed: ReadonlySet<string>): ReadonlySet<string> {
  const hooks = systems.filter((s) => s.map);
  if (hooks.length === 0) return claimed;
  const game = initialGame(scenario) as unknown as Game;
  return new Set(hooks.flatMap((s) => s.map!.pieces(game, scenario.lang).map((p) => p.id)));
}

/** Reads and validates a scenario file; every problem is a UserError naming file, line, column and field. */
export async function loadScenario(file: string): Promise<Scenario> {
  let text: string;
  try {
    // The size is checked before anything is read or parsed (U81).
    // By type too: a folder, a FIFO or a device is refused before any read (issue 34).
    const size = statSync(file).size;
    if (size > SCENARIO_MAX_BYTES) throw new UserError('scenario-unreadable', { file, problemKey: 'err.p.scenario-too-big', bytes: size, max: SCENARIO_MAX_BYTES });
    text = readRegular(file).toString('utf8');
  } catch (e) {
    if (isUserError(e)) throw e;
    throw new UserError('scenario-unreadable', { file, ...((e as NodeJS.ErrnoException).code === 'ENOENT' ? { problemKey: 'err.p.no-such-file' } : { problemKey: 'err.p.cannot-read', ...systemWhy(e, file) }) });
  }
  const YAML = await import('yaml');
  // A file's language, said on a line of its own (lang:, else edition:), for a file refused before it is read as YAML.
  const saidLang = (bad: UserError): UserError => {
    const said = /^lang:\s*["']?(en|fr)\b/m.exec(text) ?? /^edition:\s*["']?(en|fr)\b/m.exec(text);
    if (said) bad.lang = said[1] as Lang;
    return bad;
  };
  // Its tokens counted before it is parsed, stopping at the bound (U225): parsing costs per token.
  let tokens = 0;
  for (const _ of new YAML.Lexer().lex(text)) {
    if (++tokens > SCENARIO_MAX_TOKENS) throw saidLang(new UserError('scenario-unreadable', { file, problemKey: 'err.p.scenario-too-many-tokens', max: SCENARIO_MAX_TOKENS }));
  }
  const lineCounter = new YAML.LineCounter();
  // Duplicate keys are found below in one pass: the parser's own check compares each key with every key before it (U225).
  const doc = YAML.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  const syntax = (pos: { line: number; col: number }, code: string, message: string): UserError => {
    // The YAML parser's reason in the user's language, by its code (its own English words for a code the catalogue lacks).
    const key = `err.yaml.${code.toLowerCase().replace(/_/g, '-')}`;
    return saidLang(new UserError('scenario-syntax', { file, line: pos.line, col: pos.col, ...(hasMessage('en', key) ? { problemKey: key } : { problem: message.split('\n')[0] }) }));
  };
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    throw syntax(err.linePos?.[0] ?? lineCounter.linePos(err.pos[0]), String(err.code), err.message);
  }
  // Each mapping: at most SCENARIO_MAX_ENTITIES keys, none twice (a scalar key equal to an earlier one, as the parser's own check).
  YAML.visit(doc, {
    Map(_, map) {
      const at = (node: unknown) => lineCounter.linePos((node as { range?: [number, number, number] } | null)?.range?.[0] ?? map.range?.[0] ?? 0);
      if (map.items.length > SCENARIO_MAX_ENTITIES) {
        const pos = at(map);
        throw saidLang(new UserError('scenario-unreadable', { file, problemKey: 'err.p.scenario-too-many-keys', line: pos.line, n: map.items.length, max: SCENARIO_MAX_ENTITIES }));
      }
      const keys = new Set<unknown>();
      for (const pair of map.items) {
        if (!YAML.isScalar(pair.key) || Number.isNaN(pair.key.value)) continue;
        if (keys.has(pair.key.value)) throw syntax(at(pair.key), 'DUPLICATE_KEY', 'Map keys must be unique');
        keys.add(pair.key.value);
      }
    },
  });
  const where: Where = (path, atKey) => {
    for (let n = path.length; n >= 0; n--) {
      const sub = path.slice(0, n);
      const node = (sub.length === 0 ? doc.contents : doc.getIn(sub, true)) as { range?: [number, number, number] } | undefined;
      if (node && node.range && !(atKey && n === path.length)) return lineCounter.linePos(node.range[0]);
      // A missing value, or an unknown key: point at the key itself when there is one.
      if (n === path.length && typeof path[n - 1] === 'string') {
        const parent = doc.getIn(path.slice(0, -1), true) as { items?: { key: { value?: unknown; range?: [number, number, number] } }[] } | undefined;
        const pair = parent?.items?.find((it) => it.key?.value === path[n - 1]);
        if (pair?.key?.range) return lineCounter.linePos(pair.key.range[0]);
      }
    }
    return { line: 1, col: 1 };
  };
  let data: Json;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) as Json;
  } catch (e) {
    // An alias with no anchor, or an alias bomb: the YAML does not resolve.
    throw new UserError('scenario-syntax', { file, line: 1, col: 1, problem: (e as Error).message.split('\n')[0] });
  }
  // The game and packs it names are loaded first (src/engine/registry.ts): their sections are read with theirs.
  await loadSystems(data !== null && typeof data === 'object' && !Array.isArray(data) ? data : null);
  try {
    return validateScenario(data, file, where);
  } catch (e) {
    // A problem in a French scenario is said in French (its lang, else its edition's).
    if (isUserError(e) && e.lang === undefined) e.lang = scenarioLang(data);
    throw e;
  }
}

/** The language a scenario asks for, as far as its top-level fields say one. */
function scenarioLang(data: Json): Lang | undefined {
  const top = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const v = top.lang ?? top.edition;
  return v === 'fr' || v === 'en' ? v : undefined;
}

/**
 * The game state at the start of a scenario (before any log entry after
 * init): the engine's keys, then each system's slice. A scenario logged
 * before systems existed names no game: the default game's.
 */
export function initialGame(s: Scenario): GameCore & Record<string, unknown> {
  const game = { system: s.game ?? defaultGameId(), packs: [...(s.packs ?? [])] };
  const systems = systemsOf(game);
  const versions = Object.fromEntries(systems.filter((x) => (x.state.version ?? 1) > 1).map((x) => [x.id, x.state.version!]));
  const out: GameCore & Record<string, unknown> = {
    title: s.title,
    edition: s.edition,
    lang: s.lang,
    turn: 1,
    rng: { seed: s.seed, state: null },
    ...game,
    ...(Object.keys(versions).length > 0 ? { versions } : {}),
    counters: {},
    // Sectors (issue 35): umpire -> the ids that umpire resolves (the scenario's `umpires:`).
    ...(s.umpires && typeof s.umpires === 'object' ? { sectors: structuredClone(s.umpires) } : {}),
    // The turn clock (U320): minutes a turn, or 'rules' (the game's own).
    ...(s.clock !== undefined ? { clock: s.clock } : {}),
    // The control umpire who runs the turn across the tables (issue 42, U283).
    ...(typeof s.control === 'string' ? { control: s.control } : {}),
    // The map and where each piece starts, as of turn 1 (docs/map.md).
    ...(s.map && typeof s.map === 'object' ? { map: structuredClone(s.map as MapState) } : {}),
  };
  for (const x of systems) Object.assign(out, x.state.initial(pick(s, x.scenario.keys), s));
  return out;
}

function pick(s: Scenario, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(s, k)).map((k) => [k, s[k]]));
}
