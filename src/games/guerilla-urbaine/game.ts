// Guérilla Urbaine (Newlight) as its own game, `game: guerilla-urbaine`: the
// gang skirmish, registered with the engine (src/engine/system.ts). Its rules
// are in src/rules/guerilla-urbaine/, its commands in
// src/commands/guerilla-urbaine/, its scenario section and state slice here,
// its messages in src/i18n/gu-game.ts, its docs in docs/guerilla-urbaine.md.
// (The pack of the same name, laid over a Civil Disorder riot, is another system.)
import type { SystemBody } from '../../engine/registry.js';
import type { GameCore } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { initialSlice, parseGangs, type GangSpec } from './scenario.js';
import { GU_SCHEMA, GU_STATE_KEYS, type GuSlice } from './state.js';

/** The game less its entry (game-entry.ts: id, name, commands): loaded when a game plays it or its command runs. */
export const guerillaUrbaineGame: SystemBody = {
  scenario: {
    keys: ['gangs'],
    parse: (top, ctx) => ({ gangs: parseGangs(top, ctx.V, ctx.lang, ctx.claimId) }),
  },
  state: {
    keys: GU_STATE_KEYS,
    initial: (slice) => ({ ...initialSlice(slice.gangs as GangSpec[]) }),
    schema: GU_SCHEMA,
  },
  describe(game: GameCore, lang) {
    const g = game as unknown as GuSlice;
    return t(lang, 'gu.init.summary', { gangs: Object.values(g.gangs).map((x) => `${x.name} (${x.members.length})`).join(', ') });
  },
  docs: ['docs/guerilla-urbaine.md', 'docs/procedures/gu-gang.md', 'docs/rulings.md'],
};
