// The police choose the order of play (riot-board-game.fr.txt l.113): "A
// partir de maintenant la police pourra décider à la fin de chaque manche de
// l'ordre de jeu des joueurs/euses." U246: from the end of the first round,
// at a round's end (every team has played) or before the next round's first
// turn, every team of the game once, the police among them. Pure: the order
// given and the round's facts in, the order set or a refusal out.
import { t } from '../../i18n/index.js';
import { refusal, type Effect, type Lang, type Resolution } from '../types.js';
import { teamName } from './fight.js';
import { ORDER_FROM_ROUND } from './tables.js';

export interface OrderFacts {
  lang: Lang;
  /** The teams in the order the police give, first to last. */
  order: readonly string[];
  /** The game's teams. */
  teams: readonly string[];
  /** The round (the engine's turn) and the teams that have played it. */
  round: number;
  played: readonly string[];
  /** On a game: the order in force (the state's `riot.order`). */
  current?: readonly string[];
  onGame?: boolean;
}

const P = 'riot-order';

/** Sets the order of play of the next round (or of this one, before its first turn). */
export function resolveRiotOrder(f: OrderFacts): Resolution {
  const lang = f.lang;
  const names = (xs: readonly string[]) => xs.map((x) => teamName(lang, x)).join(', ');
  const base = { order: [...f.order] };
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(P, 'fr', t(lang, `riot.order.refused.${code}`, params), base, code);
  const over = f.played.length > 0 && f.teams.every((x) => f.played.includes(x));
  // l.113: the first round's order is the text's; the police choose from its end.
  if (f.round < ORDER_FROM_ROUND && !over) return refuse('first-round');
  if (f.played.length > 0 && !over) return refuse('under-way', { round: f.round, teams: names(f.played) });
  const unknown = f.order.find((x) => !f.teams.includes(x));
  if (unknown !== undefined) return refuse('unknown', { team: unknown, teams: names(f.teams) });
  const twice = f.order.find((x, i) => f.order.indexOf(x) !== i);
  if (twice !== undefined) return refuse('twice', { team: teamName(lang, twice) });
  const missing = f.teams.filter((x) => !f.order.includes(x));
  if (missing.length) return refuse('missing', { teams: names(missing) });
  const round = over ? f.round + 1 : f.round;
  const effects: Effect[] = [];
  const same = f.current !== undefined && f.current.length === f.order.length && f.current.every((x, i) => x === f.order[i]);
  if (f.onGame && !same) effects.push({ op: 'set', path: 'riot.order', value: [...f.order] });
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'order-set', text: t(lang, 'riot.order.outcome', { round, order: f.order.map((x) => teamName(lang, x)).join(' → ') }) },
    effects,
    notes: same ? [t(lang, 'riot.order.note.same')] : [],
    round,
  };
}
