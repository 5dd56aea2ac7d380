// The `swat-assault` pack over a Civil Disorder riot (issue 19 part 3): a
// building held by armed men is stormed by SF units as an Intervention
// firefight (intervention.fr.txt, R18, R19) of six-second turns, then handed
// back to the riot (casualties to triage, gunfire to the crowds around, the
// building's fate). Registered with the engine (src/engine/system.ts,
// docs/packs.md). Its rules are in src/rules/swat-assault/ (over the
// calculator's pure rules in src/rules/intervention/), its commands in
// src/commands/swat-assault/, its scenario section and slice in
// src/state/swat-assault/. It changes no Civil Disorder file: its bridges are
// effects on fields Civil Disorder already keeps (casualties awaiting triage,
// a unit's wounded and owed tests, a crowd's shotAt and owed RL roll, a
// building's fires and value).
import type { SystemBody } from '../../engine/registry.js';
import { t } from '../../i18n/index.js';
import { en } from '../../i18n/swat-assault/en.js';
import { fr } from '../../i18n/swat-assault/fr.js';
// The calculator's words (weapons, cover) the assault's notes borrow: the
// intervention game is not loaded in a riot, so the pack brings them.
import { en as ivEn } from '../../i18n/intervention/en.js';
import { fr as ivFr } from '../../i18n/intervention/fr.js';
import { checkSwatAssault, initialSwatAssault, parseArmedMen, SWAT_SCENARIO_KEYS, SWAT_SCHEMA, SWAT_STATE_KEYS } from '../../state/swat-assault/scenario.js';
import type { ArmedMan } from '../../rules/swat-assault/assault.js';
import { armedMenPieces } from './map.js';
import { SWAT_PLAYERS } from '../../render/swat-assault/players.js';

const ids = (slice: Record<string, unknown> | undefined, key: string): Set<string> =>
  new Set(((slice?.[key] as { id: string }[] | undefined) ?? []).map((x) => x.id));

/** The pack less its entry (entry.ts: id, name, games, commands): loaded when a game plays it or its command runs. */
export const swatAssaultPack: SystemBody = {
  scenario: {
    keys: SWAT_SCENARIO_KEYS,
    parse: (top, ctx) => ({ armedMen: parseArmedMen(top, ctx.V, ids(ctx.slices[ctx.game], 'buildings'), (id, path) => ctx.claimId(id, path)) }),
  },
  state: {
    keys: SWAT_STATE_KEYS,
    initial: (slice) => initialSwatAssault((slice as { armedMen: ArmedMan[] }).armedMen),
    schema: SWAT_SCHEMA,
    check: (game) => checkSwatAssault(game as unknown as Record<string, unknown>),
  },
  // The players' JSON view: the SF's own operations under way (as `status --player`), never the armed men; each
  // resolution told in a line (src/render/swat-assault/players.ts).
  players: SWAT_PLAYERS,
  idKinds: [{ key: 'assaults', words: /\bassault\b/, detail: (e, lang) => t(lang, `swat.fate.${String(e.fate)}`) }],
  status: {
    brief: async (game, lang) => (await import('../../commands/swat-assault/assault.js')).assaultsBrief(game as never, lang),
    pending: async (game, lang) => (await import('../../commands/swat-assault/assault.js')).assaultsPending(game as never, lang),
    // The armed men and the assaults under way (`assaults` lists them all); nothing in a riot without armed men.
    async render(game, lang, color) {
      if (Object.keys((game as unknown as { armedMen?: object }).armedMen ?? {}).length === 0) return '';
      const { renderAssaults } = await import('../../commands/swat-assault/assault.js');
      return renderAssaults(game as never, lang, color, { underWayOnly: true });
    },
    async player(game, lang, color) {
      const under = Object.values((game as unknown as { assaults?: Record<string, { fate: string }> }).assaults ?? {}).some((a) => a.fate === 'under-way');
      if (!under) return '';
      const { renderAssaults } = await import('../../commands/swat-assault/assault.js');
      return renderAssaults(game as never, lang, color, { player: true, underWayOnly: true });
    },
    json(game) {
      const s = game as unknown as { armedMen?: Record<string, { building: string; counter: number }>; assaults?: Record<string, { id: string; fate: string }> };
      const held = [...new Set(Object.values(s.armedMen ?? {}).filter((m) => m.counter > 0).map((m) => m.building))];
      return { heldBuildings: held, assaultsUnderWay: Object.values(s.assaults ?? {}).filter((a) => a.fate === 'under-way').map((a) => a.id) };
    },
  },
  // Its section of the summary and the report: each assault's start, six-second turns and end, every fighter's
  // RT counter and condition at the end and the casualty it became (U190-U196).
  summary: async () => (await import('../../review/swat-assault/summary.js')).readSwat,
  messages: { en: [en, ivEn], fr: [fr, ivFr] },
  describe(game, lang) {
    const men = Object.keys((game as unknown as { armedMen?: Record<string, unknown> }).armedMen ?? {}).length;
    return t(lang, 'swat.init.summary', { n: men });
  },
  docs: ['docs/swat-assault.md', 'docs/procedures/assault-start.md', 'docs/procedures/assault-turn.md', 'docs/procedures/assault-end.md', 'docs/rulings.md'],
  // What stands on the map (docs/map.md): the armed men, hidden from the players.
  map: { pieces: armedMenPieces },
};
