// The riot-opinion pack's part of `next-turn`: the card turned for the turn
// just ended (R21), its own log entry, its die entered with --roll like any.
import type { TurnHook, TurnRules } from '../../engine/system.js';
import type { OpinionCrowds, OpinionState } from './cards.js';
import { resolveOpinionDraw } from './draw.js';

const DRAW_HOOK: TurnHook<{ edition: 'en' | 'fr'; turn: number; opinion?: OpinionState; opinionCrowds?: OpinionCrowds }> = {
  name: 'public opinion',
  run(ctx) {
    const s = ctx.game.opinion;
    if (!s) return;
    const res = resolveOpinionDraw({ edition: ctx.game.edition, lang: ctx.lang, opinion: s, crowds: ctx.game.opinionCrowds ?? {}, turn: ctx.game.turn }, ctx.dice());
    if (res) ctx.record(res);
  },
};

/** The pack's part of the turn (GameSystem.turn). */
export const OPINION_TURN: TurnRules<{ edition: 'en' | 'fr'; turn: number; opinion?: OpinionState; opinionCrowds?: OpinionCrowds }> = { hooks: [DRAW_HOOK] };
