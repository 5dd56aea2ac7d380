// The `riot-opinion` pack over a Civil Disorder riot (issue 18 part 1, R21):
// RIOT's public-opinion deck, each card a penalty in Civil Disorder terms,
// registered with the engine (src/engine/system.ts, docs/packs.md). It
// changes no Civil Disorder rule: a fight with rioters is counted after its
// resolution (afterResolution), a card is turned by next-turn (its turn
// hook), and the cards' penalties reach the procedures they name as labelled
// modifiers and refusals (GameSystem.modifiers, .refuses). Its rules are in
// src/rules/riot-opinion/, its scenario section and slice in
// src/state/riot-opinion/, docs/riot-opinion.md says how to play it.
import type { SystemBody } from '../../engine/registry.js';
import type { Game, TurnRules } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { en } from '../../i18n/riot-opinion/en.js';
import { fr } from '../../i18n/riot-opinion/fr.js';
import { cardName, cardPenalty, cardUntil, fightsIn, opinionEffects, opinionModifiers, opinionRows, opinionVeto, type OpinionCrowds, type OpinionState } from '../../rules/riot-opinion/cards.js';
import { checkOpinion, OPINION_MIGRATIONS, OPINION_SCENARIO_KEYS, OPINION_SCHEMA, OPINION_STATE_KEYS, OPINION_VERSION, parseOpinion } from '../../state/riot-opinion/scenario.js';

const sliceOf = (game: Game): OpinionState | undefined => (game as unknown as { opinion?: OpinionState }).opinion;
const crowdsOf = (game: Game): OpinionCrowds => (game as unknown as { opinionCrowds?: OpinionCrowds }).opinionCrowds ?? {};

/** The pack less its entry (entry.ts: id, name, games, commands): loaded when a game plays it or its command runs. */
export const riotOpinion: SystemBody = {
  scenario: {
    keys: OPINION_SCENARIO_KEYS,
    // The scenario keeps its own key only (`opinion`, with the crowds the press is with); the slice splits them.
    parse: (top, ctx) => {
      const { opinion, opinionCrowds } = parseOpinion(top, ctx);
      return { opinion: { ...opinion, press: Object.keys(opinionCrowds) } };
    },
  },
  state: {
    keys: OPINION_STATE_KEYS,
    initial: (slice) => {
      const { press, ...opinion } = slice.opinion as OpinionState & { press: string[] };
      return { opinion, opinionCrowds: Object.fromEntries(press.map((c) => [c, { press: true }])) };
    },
    schema: OPINION_SCHEMA,
    check: (game) => checkOpinion(game as unknown as Record<string, unknown>),
    version: OPINION_VERSION,
    migrations: OPINION_MIGRATIONS,
  },
  // A fight with rioters counts for the draw at the end of the turn (the press cancels it); a next-roll card used by its crowd.
  afterResolution(res, game) {
    const s = sliceOf(game);
    return s ? opinionEffects(s, crowdsOf(game), res, game.turn) : [];
  },
  modifiers(procedure, facts, game, lang) {
    const s = sliceOf(game);
    if (!s) return [];
    const crowd = typeof facts.crowdId === 'string' ? facts.crowdId : null;
    return opinionModifiers(s, crowdsOf(game), procedure, { crowd }, game.turn, lang);
  },
  refuses(procedure, facts, game, lang) {
    const s = sliceOf(game);
    if (!s) return null;
    // `gas`'s facts: a new cloud of a kind, or crowds moving into one already there (no gas thrown).
    const run = facts as { into?: boolean; facts?: { kind?: 'tear' | 'cs' } };
    const gas = procedure === 'gas' ? (run.into ? null : (run.facts?.kind ?? null)) : undefined;
    return opinionVeto(s, procedure, gas, game.turn, lang);
  },
  // The same refusal before the guided questions: a ban in force forbids the procedure (gas: both kinds, or the one answered).
  vetoes(procedure, game, lang, values) {
    const s = sliceOf(game);
    if (!s) return null;
    if (procedure !== 'gas') return opinionVeto(s, procedure, undefined, game.turn, lang);
    const kind = values['--kind'];
    if (kind === 'tear' || kind === 'cs') return opinionVeto(s, 'gas', kind, game.turn, lang);
    return opinionVeto(s, 'gas', 'tear', game.turn, lang) && opinionVeto(s, 'gas', 'cs', game.turn, lang);
  },
  turn: {
    hookNames: ['public opinion'],
    load: () => import('../../rules/riot-opinion/turn.js').then((m) => m.OPINION_TURN as unknown as TurnRules),
  },
  // The players' JSON view: the cards turned and what they do (public, RIOT l.29-31), as `status --player` shows
  // them; the deck's order, the fights counted and the press are the umpire's (docs/riot-opinion.md).
  players: {
    // The press arriving or leaving is the umpire's, as in `status --player`: the players are told nothing of it.
    procedure: (p) => (p === 'press' ? { unseen: true, table: false } : undefined),
    // The card turned, in the page's language from the record (issue 42): its name and penalty, never the fights counted or the press.
    lines: (r, game, lang) => {
      if (r.procedure !== 'opinion-draw') return undefined;
      const code = r.outcome.code;
      const s = game ? sliceOf(game) : undefined;
      const card = typeof r.card === 'string' && s && Object.hasOwn(s.cards, r.card) ? s.cards[r.card] : undefined;
      if (code === 'press-present' || code === 'deck-spent') return [t(lang, `opinion.player.${code}`)];
      if (!card) return undefined;
      const from = typeof r.from === 'number' ? r.from : game?.turn ?? null;
      return [t(lang, `opinion.player.${code}`, { card: cardName(card, lang), penalty: cardPenalty(card, from, lang), turn: from ?? '' })];
    },
    state: (game, lang) => {
      const s = sliceOf(game);
      if (!s) return {};
      return {
        opinion: {
          turned: s.drawn.length,
          of: s.deck.length,
          last: s.last,
          ...(s.maxCards !== undefined ? { maxCards: s.maxCards } : {}),
          cards: s.drawn.map((d) => {
            const card = s.cards[d.card];
            const until = cardUntil(card, d.from);
            return { name: cardName(card, lang), penalty: cardPenalty(card, d.from, lang), from: d.from, active: game.turn >= d.from && (until === null || game.turn < until) };
          }),
        },
      };
    },
  },
  status: {
    render: (game, lang, color) => import('../../render/riot-opinion/status.js').then((m) => m.renderOpinionStatus(game, lang, color, false)),
    player: (game, lang, color) => import('../../render/riot-opinion/status.js').then((m) => m.renderOpinionStatus(game, lang, color, true)),
    brief: (game, lang) => import('../../render/riot-opinion/status.js').then((m) => m.opinionBrief(game, lang)),
    pending: (game, lang) => import('../../render/riot-opinion/status.js').then((m) => m.opinionPending(game, lang)),
    json: (game) => {
      const s = sliceOf(game);
      return s ? { turned: s.drawn.length, left: s.deck.length - s.drawn.length, foughtThisTurn: fightsIn(crowdsOf(game), game.turn).fought } : {};
    },
  },
  // Its sections of the summary and the report: the track over the turns and what moved it, the cards turned and what they weighed on.
  summary: async () => (await import('../../review/riot-opinion/summary.js')).readOpinion,
  // R21, U108: what the last card means, and the most cards the SF may see turned.
  verdict(game, lang) {
    const s = sliceOf(game);
    return s ? opinionRows(s, lang) : [];
  },
  messages: { en, fr },
  describe(game, lang) {
    const s = sliceOf(game as Game);
    const triggers = (s?.triggers ?? []).map((tr) => t(lang, `opinion.status.trigger.${tr}`)).join(', ');
    return t(lang, 'opinion.init.summary', { n: s?.deck.length ?? 0, triggers });
  },
  docs: ['docs/riot-opinion.md', 'docs/procedures/press.md', 'docs/procedures/opinion-draw.md', 'docs/rulings.md'],
};
