// Guérilla Urbaine (Newlight) as its own game, `game: guerilla-urbaine`: the
// gang skirmish, registered with the engine (src/engine/system.ts). Its rules
// are in src/rules/guerilla-urbaine/, its commands in
// src/commands/guerilla-urbaine/, its scenario section and state slice here,
// its messages in src/i18n/guerilla-urbaine/game/ (and, shared with the
// pack, src/i18n/guerilla-urbaine/), its docs in docs/guerilla-urbaine.md.
// (The pack of the same name, laid over a Civil Disorder riot, is another system.)
import type { SystemBody } from '../../engine/registry.js';
import type { GameCore } from '../../engine/system.js';
import { en as rulesEn } from '../../i18n/guerilla-urbaine/en.js';
import { fr as rulesFr } from '../../i18n/guerilla-urbaine/fr.js';
import { en } from '../../i18n/guerilla-urbaine/game/en.js';
import { fr } from '../../i18n/guerilla-urbaine/game/fr.js';
import { t } from '../../i18n/index.js';
import { initialSlice, parseGangs, type GangSpec } from './scenario.js';
import { figureDetail, GU_SCHEMA, GU_STATE_KEYS, type GuSlice } from './state.js';
import { guerillaUrbainePieces } from './map.js';
import { GU_GAME_PLAYERS } from '../../render/guerilla-urbaine/players.js';

/** The game less its entry (game-entry.ts: id, name, commands): loaded when a game plays it or its command runs. */
export const guerillaUrbaineGame: SystemBody = {
  scenario: {
    keys: ['gangs'],
    parse: (top, ctx) => ({ gangs: parseGangs(top, ctx.V, ctx.lang, ctx.claimId) }),
  },
  // The options its procedures read from the map (docs/map.md, "Rules that read the map"), loaded on a game with a map only.
  mapFacts: () => import('./map-facts.js').then((m) => m.GUERILLA_URBAINE_MAP_FACTS),
  state: {
    keys: GU_STATE_KEYS,
    initial: (slice) => ({ ...initialSlice(slice.gangs as GangSpec[]) }),
    schema: GU_SCHEMA,
  },
  // The ids its state keeps (completion, guided prompts): an argument naming a figure, the options naming
  // figures (--at, --target(s), --leader, --bubble, --hidden); the gangs (gu-gang, --gang, --prescience).
  idKinds: [
    { key: 'figures', words: /figure|^at$|^targets?$|^leader$|^bubble$|^hidden$/, detail: figureDetail },
    { key: 'gangs', words: /\bgangs?\b|^prescience$/ },
  ],
  // Both sides see the whole table: the players' JSON view is the whole slice (as `status --player` shows it);
  // each resolution told in a line, figures and gangs by name (src/render/guerilla-urbaine/players.ts).
  players: GU_GAME_PLAYERS,
  // `status`: the turn and its phase, the gangs and every figure; both sides see the whole table, so the players' view
  // shows the same, by name only (no id column, no gang id: the players' words, U74).
  status: {
    render: async (game, lang, color) => (await import('../../commands/guerilla-urbaine/status.js')).renderGuStatus(game as unknown as { title: string } & Record<string, unknown>, lang, color),
    player: async (game, lang, color) => (await import('../../commands/guerilla-urbaine/status.js')).renderGuStatus(game as unknown as { title: string } & Record<string, unknown>, lang, color, true),
    brief: async (game, lang) => (await import('../../commands/guerilla-urbaine/status.js')).guBrief(game as unknown as Record<string, unknown>, lang),
    pending: async (game, lang) => (await import('../../commands/guerilla-urbaine/status.js')).guPending(game as unknown as Record<string, unknown>, lang),
  },
  // Its sections of the summary and the report: the gangs at the end (out, down, PV lost) and the initiative by turn.
  summary: async () => (await import('../../review/guerilla-urbaine/summary.js')).readGuerillaUrbaine,
  // Odds too many dice sequences to enumerate: a shot at several figures composed figure by figure, a melee's
  // attacks as a chain over the attacks, more than two gangs' initiative (src/odds/guerilla-urbaine/).
  oddsComposers: async () => ({
    'gu-shoot': (await import('../../odds/guerilla-urbaine/agent-shoot.js')).composeGangShot,
    'gu-melee': (await import('../../odds/guerilla-urbaine/melee.js')).composeGangMelee,
    // More than two gangs' initiative: ties rolled again until parted, each order of the tied as likely (l.66, U413).
    'gu-initiative': (await import('../../odds/guerilla-urbaine/initiative.js')).composeInitiative,
  }),
  // Its own texts and the rules' it shares with the pack.
  messages: { en: [en, rulesEn], fr: [fr, rulesFr] },
  describe(game: GameCore, lang) {
    const g = game as unknown as GuSlice;
    return t(lang, 'gu.init.summary', { gangs: Object.values(g.gangs).map((x) => `${x.name} (${x.members.length})`).join(', ') });
  },
  docs: ['docs/guerilla-urbaine.md', 'docs/procedures/gu-gang.md', 'docs/rulings.md'],
  // What stands on the map (docs/map.md): the figures still in the fight.
  map: { pieces: guerillaUrbainePieces, proposals: async (game, entries, lang) => (await import('./map-proposals.js')).guerillaUrbaineProposals(game, entries, lang) },
};
