// Civil Disorder (Jim Wallman) and its French edition Émeutes, registered
// with the engine (src/engine/system.ts): its scenario section, state slice,
// commands, turn and messages (src/i18n/civil-disorder/). Its rules are in src/rules/, its commands in
// src/commands/, its state in src/state/ (docs/packs.md says where each
// thing goes).
import type { SystemBody } from '../../engine/registry.js';
import type { GameCore, ScenarioCore } from '../../engine/system.js';
import { en } from '../../i18n/civil-disorder/en.js';
import { fr } from '../../i18n/civil-disorder/fr.js';
import { t } from '../../i18n/index.js';
import { CIVIL_DISORDER_SCENARIO_KEYS, initialCivilDisorder, parseCivilDisorder, type Scenario } from '../../state/civil-disorder/scenario.js';
import { checkCivilDisorder, CIVIL_DISORDER_SCHEMA } from '../../state/civil-disorder/schema.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { owedRollEffects } from '../../rules/civil-disorder/crowd.js';
import { RL_MIN } from '../../rules/civil-disorder/rl-chart.js';
import { victoryFigures, victoryRows } from '../../rules/civil-disorder/victory.js';
import { CIVIL_DISORDER_PLAYERS } from '../../render/civil-disorder/player.js';
import { hasActed } from '../../rules/civil-disorder/actions.js';
import { stepUnderWay } from '../../rules/civil-disorder/sequence.js';
import { civilDisorderPieces } from './map.js';
import { cdSaid } from '../../review/civil-disorder/sheet.js';
import { jumpSaid, rlRollSaid } from '../../review/civil-disorder/outcome.js';

/** Whether a character of the game has taken its action this turn (U66). */
function actedThisTurn(game: GameCore, id: string): boolean {
  const cs = (game as unknown as Partial<GameState>).characters ?? {};
  return Object.hasOwn(cs, id) && hasActed(cs[id].acted, game.turn);
}

/** The top-level keys of the game state Civil Disorder owns (every effect path of its procedures starts with one). */
export const CIVIL_DISORDER_STATE_KEYS = Object.keys(CIVIL_DISORDER_SCHEMA);

/** Civil Disorder less its entry (entry.ts: id, name, commands): loaded when a game plays it or its command runs. */
export const civilDisorder: SystemBody = {
  scenario: {
    keys: CIVIL_DISORDER_SCENARIO_KEYS,
    parse: (top, ctx) => ({ ...parseCivilDisorder(top, ctx) }),
  },
  // The options its procedures read from the map (docs/map.md, "Rules that read the map"), loaded on a game with a map only.
  mapFacts: () => import('./map-facts.js').then((m) => m.CIVIL_DISORDER_MAP_FACTS),
  state: {
    keys: CIVIL_DISORDER_STATE_KEYS,
    initial: (slice, scenario: ScenarioCore) => initialCivilDisorder({ ...scenario, ...slice } as Scenario),
    schema: CIVIL_DISORDER_SCHEMA,
    check: checkCivilDisorder,
  },
  // The ids its state keeps, and the words of an argument or option that name each (completion, guided prompts).
  idKinds: [
    { key: 'crowds', words: /crowd|target/, detail: (e, lang) => (typeof e.rl === 'number' ? `${t(lang, 'repl.rl')} ${e.rl}` : '') },
    // A unit that joined another (U207) is out of play: not offered.
    { key: 'units', words: /unit|squad/, canAct: (game, id) => !(game as unknown as GameState).units?.[id]?.joinedInto },
    { key: 'buildings', words: /building|property|shop/ },
    // A character who took its action this turn is not offered for another (U66), unless the umpire allows it.
    {
      key: 'characters',
      words: /character|negotiator/,
      canAct: (game, id, procedure, given) => procedure !== 'act' || given.has('--allow-second') || !actedThisTurn(game, id),
    },
    { key: 'casualties', words: /casualt/ },
    { key: 'engines', words: /engine/ },
    // An ambulance away at the hospital (U208) is not offered until it is back.
    { key: 'ambulances', words: /ambulance/, canAct: (game, id) => !(game as unknown as GameState).ambulances?.[id]?.away },
    { key: 'hydrants', words: /hydrant/ },
    { key: 'snipers', words: /firing position/ },
    // Parked cars (U376), and the SF's vehicles (units) beside them.
    { key: 'cars', words: /^car$/ },
    // Petrol bomb factories (U375): a raided one is not offered.
    { key: 'factories', words: /factory/, canAct: (game, id) => typeof (game as unknown as GameState).factories?.[id]?.raided !== 'number' },
  ],
  // --odds of SF fire and melee, composed step by step (src/odds/civil-disorder/compound.ts).
  oddsComposers: async () => (await import('../../odds/civil-disorder/compound.js')).CIVIL_DISORDER_COMPOSERS,
  // Civil Disorder, Sequence of Action, steps 1, 3 and 6 (Émeutes, Séquences d'action): what a note may record.
  noteSteps: ['intentions', 'moves', 'assessment'],
  // The Sequence of Action step the log says the table is at, for the players' screen.
  sequenceStep: (entries, game, lang) => {
    const step = stepUnderWay(entries, game.turn);
    return t(lang, `turn.step.${step}`, { turn: game.turn });
  },
  // In a REPL session: the fighters at RL 8 (U62), the chart's jumps, the firing after "open fire" (U67), offered as the next line.
  repl: { after: async (command, args, game, lang, o) => (await import('../../repl/civil-disorder/after.js')).after(command, args, game, lang, o) },
  // The players' view (the rules' notes on what the SF may know; U74, U94, U103).
  players: CIVIL_DISORDER_PLAYERS,
  // The umpire's log in the language asked: an RL roll's and a jump's outcome from their records (issue 40 item 7).
  outcomeWords: { 'rl-roll': rlRollSaid, jump: jumpSaid },
  // `status`: the crowds, units, buildings, engines, gas and casualties; the players see the RL numbers, their units and the buildings' fires.
  // The turn sheet (status --turn, the board): an RL roll's result on its crowd's line; the characters' actions, the looters carrying.
  sheet: {
    said: cdSaid,
    sections: async (game, entries, lang) => (await import('../../review/civil-disorder/sheet.js')).cdSections(game, entries, lang),
  },
  status: {
    render: async (game, lang, color) => (await import('../../commands/civil-disorder/status.js')).renderStatus(game as GameState, lang, color),
    player: async (game, lang, color) => (await import('../../render/civil-disorder/player-status.js')).renderPlayerStatus(game, lang, color),
    // The scenario's briefing ("set out in the scenario briefing"), for the players.
    briefing: (game) => (game as GameState).briefing ?? null,
    // `status --brief` and the pending strip: what matters now, what is owed.
    brief: async (game, lang) => (await import('../../render/civil-disorder/brief.js')).briefLines(game as GameState, lang),
    pending: async (game, lang) => (await import('../../render/civil-disorder/brief.js')).pendingLines(game as GameState, lang),
  },
  turn: {
    // src/rules/civil-disorder/turn.ts TURN_HOOKS, in their order (a test checks that the two agree).
    hookNames: ['looting', 'fires', 'gas clouds', 'crowds drying', 'rioters getting up', 'casualties patched up', 'ambulances back from hospital'],
    load: () => import('../../rules/civil-disorder/turn.js').then((m) => m.CIVIL_DISORDER_TURN as unknown as import('../../engine/system.js').TurnRules),
  },
  // A procedure that is one of the RL chart's circumstances marks the crowds it acted on (in play: above RL 1, not merged) as owing a roll (U54).
  messages: { en, fr },
  // A unit that joined another (U207) is out of play: every procedure naming it is refused (detach and join say it themselves).
  refuses(procedure, facts, game, lang) {
    if (procedure === 'detach' || procedure === 'join') return null;
    const units = (game as unknown as GameState).units ?? {};
    for (const k of ['unitId', 'unit', 'targetUnitId']) {
      const id = facts[k];
      if (typeof id === 'string' && Object.hasOwn(units, id) && typeof units[id].joinedInto === 'string') return t(lang, 'units.refused.joined', { unit: id, into: units[id].joinedInto });
    }
    return null;
  },
  afterResolution(res, game) {
    const g = game as unknown as GameState;
    const inPlay = (c: string) => Object.hasOwn(g.crowds, c) && g.crowds[c].rl > RL_MIN && !g.crowds[c].mergedInto;
    return owedRollEffects(res, g.turn, inPlay);
  },
  // Its sections of the after-action summary and the report: how the riot ended, losses, RL by turn, casualties, arrests, property, firings, status changes, over-reactions.
  summary: async () => (await import('../../review/civil-disorder/summary.js')).readCivilDisorder,
  // The scenario's victory conditions (U105), judged on the final state.
  verdict(game, lang) {
    const g = game as unknown as GameState;
    return victoryRows(g.victory, victoryFigures(g), lang);
  },
  describe(game: GameCore, lang) {
    const g = game as GameState;
    return t(lang, 'init.summary', { crowds: Object.keys(g.crowds).length, units: Object.keys(g.units).length, buildings: Object.keys(g.buildings).length });
  },
  docs: ['docs/scenario.md', 'docs/state.md', 'docs/procedures/', 'docs/rulings.md'],
  // What stands on the map (docs/map.md): crowds, units, fire engines and ambulances.
  // The moves its rules decide (docs/map.md "Moves the program proposes"): loaded when asked.
  map: { pieces: civilDisorderPieces, proposals: async (game, entries, lang) => (await import('./map-proposals.js')).civilDisorderProposals(game, entries, lang) },
};
