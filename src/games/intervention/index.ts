// Intervention (intervention.fr.txt), registered with the engine
// (src/engine/system.ts): its calculator (`umpire intervention <calculation>`,
// issue 19 part 1), which needs no game and never opens a state, and the game
// itself (`game: intervention`, part 2): the scenario's sides and mission, the
// state's fighters with their RT counters and markers, the turn's sequences,
// the procedures (`intv-*`), and the mission checked at each turn's end.
import type { SystemBody } from '../../engine/registry.js';
import type { GameCore, StateProblem } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { en } from '../../i18n/intervention/en.js';
import { fr } from '../../i18n/intervention/fr.js';
import { clockMinutes, IV_STATE_KEYS, type IvSlice } from '../../rules/intervention/game.js';
import { activationOrder, nextUnits } from '../../rules/intervention/activation.js';
import { initialSlice, parseIntervention, type IvScenario } from './scenario.js';
import { IV_SCHEMA } from './state.js';
import { IV_PLAYERS, playerIvGame } from '../../render/intervention/players.js';
import { interventionPieces } from './map.js';

/** The procedures the rules refuse in the orders sequence whatever their subject (iv.refused.move-phase). */
const ORDERS_REFUSE = new Set(['intv-move', 'intv-observe', 'intv-melee']);

/** Ids the types cannot check: each fighter's side and unit, each unit's fighters, the mission's sides and figure. */
function check(game: GameCore): StateProblem | null {
  const s = game as unknown as IvSlice;
  for (const f of Object.values(s.fighters)) {
    if (!Object.hasOwn(s.sides, f.side)) return { field: `fighters.${f.id}.side`, params: { problemKey: 'err.p.sf.unknown-id', found: f.side } };
  }
  for (const sd of Object.values(s.sides)) {
    for (const u of sd.units) for (const id of u.fighters) if (!Object.hasOwn(s.fighters, id)) return { field: `sides.${sd.id}.units`, params: { problemKey: 'err.p.sf.unknown-id', found: id } };
  }
  for (const k of ['attacker', 'defender'] as const) if (!Object.hasOwn(s.sides, s.mission[k])) return { field: `mission.${k}`, params: { problemKey: 'err.p.sf.unknown-id', found: s.mission[k] } };
  const units = new Set(Object.values(s.sides).flatMap((sd) => sd.units.map((u) => u.id)));
  for (const id of [...(s.round.acting ? [s.round.acting] : []), ...(s.round.unitsActed ?? [])]) if (!units.has(id)) return { field: 'round.acting', params: { problemKey: 'err.p.sf.unknown-id', found: id } };
  if (s.mission.figure !== null && !Object.hasOwn(s.fighters, s.mission.figure)) return { field: 'mission.figure', params: { problemKey: 'err.p.sf.unknown-id', found: s.mission.figure } };
  return null;
}

/** Intervention less its entry (entry.ts: id, name, commands): loaded when a game plays it or its command runs. */
export const intervention: SystemBody = {
  scenario: {
    keys: ['sides', 'mission'],
    parse: (top, ctx) => ({ ...parseIntervention(top, ctx.V, ctx.claimId) }),
  },
  // The options its procedures read from the map (docs/map.md, "Rules that read the map"), loaded on a game with a map only.
  mapFacts: () => import('./map-facts.js').then((m) => m.INTERVENTION_MAP_FACTS),
  state: {
    keys: IV_STATE_KEYS,
    initial: (slice) => ({ ...initialSlice(slice as unknown as IvScenario) }),
    schema: IV_SCHEMA,
    check,
  },
  // What the state refuses before the guided questions (the rules' own words, src/rules/intervention/play.ts): every
  // procedure once the mission has its verdict; a move, an observation or a melee in the orders sequence (l.296-314).
  vetoes(procedure, game, lang) {
    if (!procedure.startsWith('intv-')) return null;
    const s = game as unknown as IvSlice;
    if (s.mission?.verdict) return t(lang, 'iv.refused.over', { turn: s.mission.verdict.turn });
    if (s.round?.phase === 'orders' && ORDERS_REFUSE.has(procedure)) return t(lang, 'iv.refused.move-phase');
    return null;
  },
  turn: {
    hookNames: ['intervention mission check'],
    load: async () => {
      const { turnResetEffects } = await import('../../rules/intervention/play.js');
      const { resolveMissionCheck } = await import('../../rules/intervention/missions.js');
      return {
        // The turn begins at its orders sequence, every fighter's markers of the last turn cleared (l.296-314).
        advance: (game) => turnResetEffects(game as unknown as IvSlice),
        hooks: [
          {
            name: 'intervention mission check',
            // The mission of the turn just ended (l.416-448), logged in that turn; its verdict ends the game.
            checksTurnEnded: true,
            run: (ctx) => {
              const s = ctx.game as unknown as IvSlice;
              if (s.mission.verdict) return;
              ctx.record(resolveMissionCheck(s, ctx.game.turn - 1, ctx.lang));
            },
          },
        ],
      };
    },
  },
  // The ids a command names (completion, guided prompts): fighters (a fighter's counter and order after its name), sides.
  idKinds: [
    {
      key: 'fighters',
      words: /fighter|shooter|observer|attacker|^at$|^by$/,
      // Who acted, as each procedure's record names it (src/rules/intervention/play.ts): the observer (l.259), the shooter
      // or a grouped fire's shooters (l.356-367), the attacker in contact (l.342-351), the explosive's thrower (l.369-391).
      logFields: ['observer', 'shooter', 'attacker', 'thrower'],
      detail: (f, lang) => `${String(f.counter)}/${String(f.rt)} · ${t(lang, `iv.order.${String(f.order)}`)}`,
      // A subject that can act: not out, not gone from the table (every procedure of a fighter refuses those, unableToAct).
      canAct: (game, id) => {
        const fighters = (game as unknown as { fighters?: Record<string, { condition?: string; exited?: string | null }> }).fighters ?? {};
        const f = Object.hasOwn(fighters, id) ? fighters[id] : undefined;
        return f !== undefined && f.condition !== 'out' && (f.exited ?? null) === null;
      },
      // A shot, a melee, an observation aims at the other side's fighters still in the game, not at its own (the targets,
      // l.332-340); but the bound figure A is freed by its own side's attack in contact (l.442), and only so.
      aimedAt: (game, subjects, id, procedure) => {
        const fighters = (game as unknown as { fighters?: Record<string, { side?: string; condition?: string; bound?: boolean }> }).fighters ?? {};
        const f = Object.hasOwn(fighters, id) ? fighters[id] : undefined;
        const sides = new Set(subjects.filter((s) => Object.hasOwn(fighters, s)).map((s) => fighters[s].side));
        if (f === undefined || f.condition === 'out') return false;
        if (f.bound === true) return procedure === 'intv-melee' && sides.has(f.side);
        // Observation looks for a hidden or detected enemy: one located is found already (l.259).
        if (procedure === 'intv-observe' && (f as { sighting?: string }).sighting === 'located') return false;
        return !sides.has(f.side);
      },
    },
    { key: 'sides', words: /\bsides?\b|^half$|^exit$/ },
  ],
  // The players' view (`--player`, `status --json --player`): every counter is on the table (l.59-61) but the fog of
  // war (l.451-453, U113): a hidden figure is a token, never shown, its id, order and move neither.
  players: IV_PLAYERS,
  // Each side its own players' page (`umpire serve`, U312): what it alone knows is its own hidden figures (U113).
  sides: (game) => Object.values((game as unknown as IvSlice).sides).map((sd) => ({ id: sd.id, name: sd.name })),
  // `status`: the turn and its sequence, the mission, each side's order clock, every fighter; the players' view the
  // same without the figures hidden (l.451-453, U113). --json adds each side's order clock (l.314).
  // Its sections of the summary and the report: the mission and how it ended, every fighter's RT counter and condition.
  summary: async () => (await import('../../review/intervention/summary.js')).readIntervention,
  // The turn clock under its own rule (a scenario's `clock: rules`, U320): each side's order minutes, l.314.
  clock: (game) => {
    const s = game as unknown as IvSlice;
    return Object.entries(s.sides).map(([id, sd]) => ({ label: sd.name, minutes: clockMinutes(s, id).minutes }));
  },
  status: {
    render: async (game, lang, color) => (await import('../../commands/intervention/status.js')).renderIvStatus(game as never, lang, color),
    brief: async (game, lang) => (await import('../../commands/intervention/status.js')).ivBrief(game as never, lang),
    pending: async (game, lang) => (await import('../../commands/intervention/status.js')).ivPending(game as never, lang),
    // A side's own page (U312): its own hidden figures shown, the other side's still tokens.
    player: async (game, lang, color, side) => `${await (await import('../../commands/intervention/status.js')).renderIvStatus(playerIvGame(game, side ?? null) as never, lang, color, true)}${t(lang, 'iv.player.fog')}\n`,
    json: (game) => {
      const s = game as unknown as IvSlice;
      // l.51-53: the activation under way and the units whose turn it is (U110).
      const next = s.round.phase === 'orders' ? [] : nextUnits(s).map((u) => u.id);
      return { clocks: Object.fromEntries(Object.keys(s.sides).map((id) => [id, clockMinutes(s, id)])), activation: { order: activationOrder(s).map((u) => ({ unit: u.id, initiative: u.initiative })), active: s.round.acting ?? null, next } };
    },
  },
  // The REPL's prompt says whose activation it is in the movement and fire sequences (l.51-53, U110).
  repl: {
    // Short, for 80 columns: the sequence's word and the unit acting or due ("tir : bravo").
    prompt: (game, lang) => {
      const s = game as unknown as IvSlice;
      const phase = t(lang, `change.code.phase.${s.round.phase}`);
      if (s.round.phase === 'orders' || s.mission.verdict) return phase;
      const units = s.round.acting ? [s.round.acting] : nextUnits(s).map((u) => u.id);
      return t(lang, 'iv.prompt.turn', { phase, units: units.join(t(lang, 'iv.activation.or')) || '-' });
    },
  },
  messages: { en, fr },
  describe(game: GameCore, lang) {
    const s = game as unknown as IvSlice;
    const sides = Object.values(s.sides).map((sd) => `${sd.name} (${Object.values(s.fighters).filter((f) => f.side === sd.id).length})`).join(', ');
    return t(lang, 'iv.init.summary', { sides, mission: t(lang, `iv.mission.${s.mission.kind}`) });
  },
  docs: ['docs/intervention.md', 'docs/procedures/intervention.md', 'docs/rulings.md'],
  // What stands on the map (docs/map.md): the fighters; a hidden one a marker to the players (l.268).
  map: { pieces: interventionPieces, proposals: async (game, entries, lang) => (await import('./map-proposals.js')).interventionProposals(game, entries, lang) },
};
