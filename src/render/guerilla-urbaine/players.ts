// What the players' screen tells of Guérilla Urbaine (issue 42): one short
// line per resolution, said in the page's language from the record's code
// and fields, never the stored text.
// - The game (`game: guerilla-urbaine`): both gangs see the whole table
//   (game-entry.ts), so every shot, blow, prayer and phase is told; but the
//   figures and gangs by their names, never their ids (U74: an id is the
//   umpire's handle), and no die, threshold or line of the rules.
// - The pack over a riot (U136): the shots are heard and their effects seen
//   (who is hit, who is down, from which crowd), never the agent's id or
//   name, its dice or thresholds; an agent moving or hiding is not seen (the
//   pack's `procedure` hook: unseen).
import type { Game, PlayersView } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { GU_STATE_KEYS } from '../../games/guerilla-urbaine/state.js';
import { playerSubject } from '../player.js';

/** A name the players read: the state's own name, never the id (a name that is only the id would give it away). */
function named(map: Record<string, { name?: string }> | undefined, id: unknown, lang: Lang, fallback: string): string {
  if (typeof id !== 'string') return t(lang, fallback);
  const name = map && Object.hasOwn(map, id) ? map[id].name : undefined;
  return typeof name === 'string' && name.trim() !== '' && name !== id ? name : t(lang, fallback);
}

type GuGame = { figures?: Record<string, { name?: string }>; gangs?: Record<string, { name?: string }> };
const figureName = (game: Game | null, id: unknown, lang: Lang) => named((game as unknown as GuGame | null)?.figures, id, lang, 'gu.player.a-figure');
const gangName = (game: Game | null, id: unknown, lang: Lang) => named((game as unknown as GuGame | null)?.gangs, id, lang, 'gu.player.a-gang');
const list = (ids: unknown, f: (id: unknown) => string): string => [...new Set((Array.isArray(ids) ? ids : []).map(f))].join(', ');

/** The game's records, as the gangs are told them (undefined: not one of its procedures). */
function gameLines(r: Resolution, game: Game | null, lang: Lang): string[] | undefined {
  if (r.refused) return undefined;
  const fig = (id: unknown) => figureName(game, id, lang);
  const figure = fig(r.figure);
  const code = r.outcome.code;
  switch (r.procedure) {
    case 'gu-act':
      return [t(lang, `gu.player.act.${String(r.action)}`, { figure })];
    case 'gu-shoot': {
      const results = Array.isArray(r.results) ? (r.results as { target: string; pvBefore: number; pvAfter: number }[]) : [];
      const targets = list(results.length > 0 ? results.map((x) => x.target) : (r.aimed as string[][] | undefined)?.flat(), fig);
      const dead = results.filter((x) => x.pvAfter === 0 && x.pvBefore > 0).map((x) => x.target);
      return [t(lang, `gu.player.shoot.${code}`, { figure, targets, killed: list(dead, fig), n: dead.length })];
    }
    case 'gu-melee': {
      const pv = (r.pv as { after?: number } | undefined)?.after ?? 0;
      return [t(lang, `gu.player.melee.${code}`, { figure, target: fig(r.target), pv })];
    }
    case 'gu-heal':
      return [t(lang, `gu.player.heal.${code}`, { figure, target: fig(r.target) })];
    case 'gu-pray':
    case 'gu-power': {
      const power = t(lang, `gu.power.${String(r.power)}`);
      const targets = Array.isArray(r.targets) ? (r.targets as string[]) : [];
      const touched = list(r.touched, fig);
      // A revival or a banishment says what became of its one target; the others, whom they touched.
      const key = code === String(r.power) ? (touched ? 'gu.player.power.on' : 'gu.player.power') : `gu.player.power.${code}`;
      return [t(lang, key, { figure, power, targets: touched, target: fig(targets[0]) })];
    }
    case 'gu-initiative': {
      const order = Array.isArray(r.order) ? (r.order as string[]) : [];
      return [t(lang, 'gu.player.initiative', { turn: Number(r.newTurn), first: gangName(game, order[0], lang), second: order.slice(1).map((g) => gangName(game, g, lang)).join(t(lang, 'gu.summary.then')) })];
    }
    case 'gu-phase': {
      const p = r.phase as { kind?: string; gang?: string; leader?: string; bubble?: string[] } | undefined;
      if (p?.kind === 'leader') {
        const bubble = list(p.bubble, fig);
        return [t(lang, bubble ? 'gu.player.phase.leader' : 'gu.player.phase.leader-alone', { leader: fig(p.leader), gang: gangName(game, p.gang, lang), bubble })];
      }
      return [t(lang, 'gu.player.phase.rest', { gang: gangName(game, p?.gang ?? r.gang, lang) })];
    }
    case 'gu-gang':
      return [t(lang, `gu.player.gang.${code}`, { gang: gangName(game, r.gang, lang), total: Number(r.total) })];
    default:
      return undefined;
  }
}

/** The Guérilla Urbaine game's players' view: the whole slice as data (both gangs see the table), each resolution in a line. */
export const GU_GAME_PLAYERS: PlayersView = {
  lines: (r, game, lang) => gameLines(r, game, lang),
  state: (game) => Object.fromEntries(GU_STATE_KEYS.map((k) => [k, (game as unknown as Record<string, unknown>)[k]])),
};

/** A target of an agent's shot as the SF players name it: a unit or crowd by its name (its figure `u~2` is the unit), an agent never. */
function packTarget(id: string, r: Resolution, game: Game | null, lang: Lang): string {
  const agents = (game as unknown as { agents?: Record<string, unknown> } | null)?.agents ?? {};
  if (Object.hasOwn(agents, id) || id === r.agent) return t(lang, 'gu.riot.player.armed-man');
  const base = id.replace(/~\d+$/, '');
  const crowds = (game as unknown as { crowds?: Record<string, unknown> } | null)?.crowds ?? {};
  const kind = Object.hasOwn(crowds, base) ? 'crowd' : (r.unit === base || Object.hasOwn((game as unknown as { units?: Record<string, unknown> } | null)?.units ?? {}, base)) ? 'unit' : 'crowd';
  return playerSubject(lang, kind, base, game);
}

/** The pack's records the SF players see (U136), as they are told them. */
function packLines(r: Resolution, game: Game | null, lang: Lang): string[] | undefined {
  const code = r.outcome.code;
  const unit = typeof r.unit === 'string' ? playerSubject(lang, 'unit', r.unit, game) : t(lang, 'gu.riot.player.sf');
  const crowd = typeof r.crowd === 'string' ? playerSubject(lang, 'crowd', r.crowd, game) : null;
  switch (r.procedure) {
    case 'agent-shoot': {
      if (r.refused) return [t(lang, 'player.unseen')];
      const results = Array.isArray(r.targets) ? (r.targets as { target: string; downed: number; hits: number }[]) : [];
      const name = (id: string) => packTarget(id, r, game, lang);
      const targets = [...new Set(results.map((x) => name(x.target)))].join(', ');
      // Who is down, by unit or crowd, with how many of its figures.
      const downBy = new Map<string, number>();
      for (const x of results) if (x.downed > 0) downBy.set(name(x.target), (downBy.get(name(x.target)) ?? 0) + x.downed);
      const down = [...downBy].map(([n, k]) => `${n} (${k})`).join(', ');
      // From the agent's position, or its crowd when that is not a crowd shot into (U136: "from which crowd or position"); else the gunfire is only heard.
      const from = typeof r.position === 'string' && r.position.trim() !== '' ? r.position : crowd !== null && !results.some((x) => x.target === r.crowd) ? crowd : null;
      return [t(lang, `gu.riot.player.shoot.${from ? 'from' : 'heard'}.${code}`, { from: from ?? '', targets: targets || t(lang, 'common.none'), hits: Number(r.shotsHit ?? 0), down })];
    }
    case 'sf-shoot':
      if (r.refused) return [t(lang, 'player.unseen')];
      return [t(lang, `gu.riot.player.sf.${crowd ? 'in' : 'at'}.${code}`, { unit, crowd: crowd ?? '', hits: Number(r.shotsHit ?? 0) })];
    case 'agent-melee':
      if (r.refused) return [t(lang, 'player.unseen')];
      return [t(lang, `gu.riot.player.melee.${r.attacker === 'sf' ? 'sf' : 'agent'}.${code}`, { unit })];
    default:
      return undefined;
  }
}

/** The pack's players' view (U136): an agent's moves and cover unseen; its shots, the SF's and the melees told by their effects. */
export const GU_PACK_PLAYERS: PlayersView = {
  procedure: (p) => (p === 'agent-move' || p === 'agent-hide' ? { unseen: true, table: false } : undefined),
  lines: (r, game, lang) => packLines(r, game, lang),
};
