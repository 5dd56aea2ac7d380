// The `guerilla-urbaine` pack over a Civil Disorder riot (the game of the same
// id, the gang skirmish, is registered from game.ts in this folder) (issue 17 part 2,
// R17): armed agents with Guérilla Urbaine profiles inside crowds or at
// positions, registered with the engine (src/engine/system.ts, docs/packs.md).
// Its rules are in src/rules/guerilla-urbaine/, its commands in
// src/commands/guerilla-urbaine/, its scenario section and state slice in
// src/state/guerilla-urbaine/. It changes no Civil Disorder file: its bridges
// to the riot are effects on fields Civil Disorder already keeps (a unit's
// owed over-reaction test, a crowd's shotAt, casualties awaiting triage).
import type { SystemBody } from '../../engine/registry.js';
import { en } from '../../i18n/guerilla-urbaine/en.js';
import { fr } from '../../i18n/guerilla-urbaine/fr.js';
import { t } from '../../i18n/index.js';
import { GU_SCENARIO_KEYS, GU_STATE_KEYS, initialGuerillaUrbaine, parseGuerillaUrbaine, type GuScenario } from '../../state/guerilla-urbaine/scenario.js';
import { checkGuerillaUrbaine, GU_SCHEMA } from '../../state/guerilla-urbaine/schema.js';
import { armedAgentPieces } from './map.js';
import { GU_PACK_PLAYERS } from '../../render/guerilla-urbaine/players.js';

const ids = (slice: Record<string, unknown> | undefined, key: string): Set<string> =>
  new Set(((slice?.[key] as { id: string }[] | undefined) ?? []).map((x) => x.id));

/** The pack less its entry (pack-entry.ts: id, name, games, commands): loaded when a game plays it or its command runs. */
export const guerillaUrbainePack: SystemBody = {
  scenario: {
    keys: GU_SCENARIO_KEYS,
    parse: (top, ctx) => {
      const game = ctx.slices[ctx.game];
      return { ...parseGuerillaUrbaine(top, ctx.V, { crowds: ids(game, 'crowds'), units: ids(game, 'units') }, (id, path) => ctx.claimId(id, path)) };
    },
  },
  state: {
    keys: GU_STATE_KEYS,
    initial: (slice) => initialGuerillaUrbaine(slice as unknown as GuScenario),
    schema: GU_SCHEMA,
    check: (game) => checkGuerillaUrbaine(game as unknown as Record<string, unknown>),
  },
  idKinds: [{ key: 'agents', words: /\bagent/ }],
  // U136: an agent hidden in a crowd moves and takes cover unseen by the SF; its shots, the SF's at it and the
  // melees told by what is seen (src/render/guerilla-urbaine/players.ts).
  players: GU_PACK_PLAYERS,
  // `status`: the armed agents after the riot's own sections (the `agents` command shows the same table);
  // no players' view: the SF do not know who the agents are (U136).
  status: {
    brief: async (game, lang) => (await import('../../commands/guerilla-urbaine/agents-status.js')).agentsBrief(game as never, lang),
    render: async (game, lang, color) =>
      Object.keys((game as unknown as { agents?: Record<string, unknown> }).agents ?? {}).length === 0 ? '' : (await import('../../commands/guerilla-urbaine/agents-status.js')).renderAgents(game as never, lang, color),
  },
  // Its sections of the summary and the report: each agent's shots, hits, PV and fate, the gunfire that marked units
  // and crowds (R17, U91), the casualties the agents caused (U133).
  summary: async () => (await import('../../review/guerilla-urbaine/agents.js')).readAgents,
  // A shot at several figures (a grenade into a crowd or a unit, Cd shots): its odds composed figure by figure, for any
  // crowd size (src/odds/guerilla-urbaine/agent-shoot.ts);
  // SF figures firing at an agent: a chain over the shooters, for any number (src/odds/guerilla-urbaine/sf-shoot.ts);
  // a melee's attacks: a chain over the attacks (src/odds/guerilla-urbaine/melee.ts).
  oddsComposers: async () => ({
    'agent-shoot': (await import('../../odds/guerilla-urbaine/agent-shoot.js')).composeAgentShot,
    'sf-shoot': (await import('../../odds/guerilla-urbaine/sf-shoot.js')).composeSfShot,
    'agent-melee': (await import('../../odds/guerilla-urbaine/melee.js')).composeAgentMelee,
  }),
  messages: { en, fr },
  describe(game, lang) {
    const agents = Object.keys((game as unknown as { agents?: Record<string, unknown> }).agents ?? {}).length;
    return t(lang, 'gu.riot.init.summary', { n: agents });
  },
  docs: ['docs/procedures/agent-shoot.md', 'docs/procedures/sf-shoot.md', 'docs/procedures/agent-melee.md', 'docs/procedures/agent-move.md', 'docs/procedures/agent-hide.md', 'docs/rulings.md'],
  // What stands on the map (docs/map.md): the armed agents, hidden from the players (U136).
  map: { pieces: armedAgentPieces },
  // What it reads from the riot's map (docs/map.md): a shot's distance in pas (l.31, l.36), a melee's contact (l.96; U432-U434).
  mapFacts: () => import('./pack-map-facts.js').then((m) => m.GU_PACK_MAP_FACTS),
};
