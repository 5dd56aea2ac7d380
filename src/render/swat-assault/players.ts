// What the players' screen tells of a SWAT assault (issue 42): one short
// line per resolution, in the page's language from the record's code and
// fields. The SF players know their own: the building stormed by name, how
// many of their figures go in and still stand, whether the building is
// cleared or still held, their casualties to triage; never the armed men
// (their number, profiles and counters are the umpire's: `assaults
// --player`, docs/swat-assault.md), never an assault's or fighter's id.
import type { Game, PlayersView } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { playerSubject } from '../player.js';

const count = (x: unknown): number => (Array.isArray(x) ? x.length : 0);

function lines(r: Resolution, game: Game | null, lang: Lang): string[] | undefined {
  if (r.procedure !== 'assault-start' && r.procedure !== 'assault-turn' && r.procedure !== 'assault-end') return undefined;
  // A refusal is not logged; said as nothing seen if one ever is (its text names the assault's id).
  if (r.refused) return [t(lang, 'player.unseen')];
  const building = typeof r.building === 'string' ? playerSubject(lang, 'building', r.building, game) : t(lang, 'player.subject.building');
  const code = r.outcome.code;
  if (r.procedure === 'assault-start') return [t(lang, 'swat.player.start', { building, sf: count(r.sf) })];
  if (r.procedure === 'assault-turn') {
    const sf = Number((r.standing as { sf?: number } | undefined)?.sf ?? 0);
    return [t(lang, `swat.player.turn.${code}`, { building, round: Number(r.round), sf })];
  }
  return [t(lang, `swat.player.end.${code}`, { building, n: count(r.casualties) })];
}

/** The pack's players' view: its JSON state (the SF's operations under way) and each resolution in a line. */
export const SWAT_PLAYERS: PlayersView = {
  lines: (r, game, lang) => lines(r, game, lang),
  state: (game) => {
    const all = Object.values((game as unknown as { assaults?: Record<string, { id: string; building: string; fate: string; turn: number; rounds: number; maxRounds: number; sf: unknown }> }).assaults ?? {});
    return { assaults: all.filter((a) => a.fate === 'under-way').map((a) => ({ id: a.id, building: a.building, fate: a.fate, turn: a.turn, rounds: a.rounds, maxRounds: a.maxRounds, sf: a.sf })) };
  },
};
