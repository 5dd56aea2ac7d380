// The riot-opinion pack's sections of the after-action summary and the report
// (GameSystem.summary, issue 17 §1): the opinion track over the turns and what
// moved it (the fights that counted, R21; those the press cancelled, l.128,
// U107; the card turned at each turn's end, at most one, l.31), then each card
// turned with its penalty and the resolutions it weighed on (its labelled
// modifier, a next-roll card's crowds). Read from the log's resolutions in
// force: an undone fight or draw counts for nothing, as in the state.
import { t } from '../../i18n/index.js';
import { table } from '../../render/human.js';
import type { Game, SummaryCollector, SummaryEntry, SummaryReader } from '../../engine/system.js';
import type { Effect, Lang, Modifier } from '../../rules/types.js';
import { esc, tableHtml } from '../html.js';
import { cardName, cardPenalty, cardUntil, modifierKey, usedBy, type LastCard, type OpinionCrowds, type OpinionState, type Trigger } from '../../rules/riot-opinion/cards.js';

/** A resolution that counted for the draw (a trigger, R21), or that the press cancelled (U107). */
export interface OpinionFightRow {
  seq: number;
  turn: number;
  procedure: string;
  crowd: string;
  /** The SF unit that fought, when the record names one. */
  unit: string | null;
}

/** The draw `next-turn` made for a turn (opinion-draw): the card turned, or why none. */
export interface OpinionDrawRow {
  seq: number;
  /** `card-turned`, `last-card-sf-hold`, `last-card-sf-lose`, `press-present`, `deck-spent`. */
  code: string;
  card: string | null;
  /** The first turn its penalty applies, or null. */
  from: number | null;
}

/** The press arriving at a crowd or leaving it (`press`). */
export interface OpinionPressRow {
  seq: number;
  turn: number;
  crowd: string;
  on: boolean;
}

/** One turn of the track: what moved it, and where it stood after its draw. */
export interface OpinionTurnRow {
  turn: number;
  fights: OpinionFightRow[];
  pressed: OpinionFightRow[];
  press: OpinionPressRow[];
  /** The draw for this turn (logged at the start of the next), or null when there was none. */
  draw: OpinionDrawRow | null;
  /** Cards turned once this turn's draw was made. */
  turned: number;
}

/** A resolution a card weighed on: its labelled modifier in the record. */
export interface OpinionWeighRow {
  seq: number;
  turn: number;
  procedure: string;
  crowd: string | null;
  value: number;
}

/** A card turned (the state's `opinion.drawn`, oldest first). */
export interface OpinionCardRow {
  card: string;
  /** The scenario's name for it, or null (the project's deck: the catalogue's, U104). */
  name: string | null;
  kind: 'modifier' | 'ban';
  procedure: string;
  /** A modifier's value; null for a ban. */
  value: number | null;
  from: number;
  /** The first turn it no longer applies; null: a next-roll card (until used). */
  until: number | null;
  /** The draw's log entry, or null when the log holds none (a state made otherwise). */
  seq: number | null;
  weighed: OpinionWeighRow[];
  /** A next-roll card: the crowds that have used it. */
  usedBy: string[];
}

/** The pack's data in `summary --json`, under `opinion`. */
export interface OpinionSummaryData {
  opinion: {
    deck: number;
    last: LastCard;
    maxCards: number | null;
    triggers: Trigger[];
    /** The crowds the press was with at the start. */
    pressAtStart: string[];
    turned: number;
    turns: OpinionTurnRow[];
    cards: OpinionCardRow[];
  };
}

const sliceOf = (g: Game) => (g as unknown as { opinion?: OpinionState }).opinion;
const crowdsOf = (g: Game) => (g as unknown as { opinionCrowds?: OpinionCrowds }).opinionCrowds ?? {};

/** A record's list (effects, modifiers), its objects only. */
const listOf = <T extends object>(v: unknown): T[] => (Array.isArray(v) ? v.filter((x): x is T => x !== null && typeof x === 'object') : []);

/** The crowd a pack effect counts a fight on (`opinionCrowds.<crowd>.fights` / `.pressed`), and which. */
function counted(e: Effect): { crowd: string; pressed: boolean } | null {
  const m = /^opinionCrowds\.([^.]+)\.(fights|pressed)$/.exec(e.path);
  return m && e.op === 'add' ? { crowd: m[1], pressed: m[2] === 'pressed' } : null;
}

/** The riot-opinion pack's summary reader. */
export const readOpinion: SummaryReader = (initial): SummaryCollector => {
  const fights: OpinionFightRow[] = [];
  const pressed: OpinionFightRow[] = [];
  const press: OpinionPressRow[] = [];
  const draws: (OpinionDrawRow & { ended: number })[] = [];
  const weighed: (OpinionWeighRow & { key: string })[] = [];
  return {
    after(e: SummaryEntry, _game, isCounted) {
      if (!isCounted) return;
      const r = e.record!;
      // A hand-edited log may leave out a record's lists: what is not there counts for nothing.
      for (const x of listOf<Effect>(r.effects)) {
        const c = counted(x);
        if (c) (c.pressed ? pressed : fights).push({ seq: e.seq, turn: e.turn, procedure: r.procedure, crowd: c.crowd, unit: typeof r.unit === 'string' ? r.unit : null });
      }
      if (r.procedure === 'opinion-draw' && typeof r.ended === 'number') {
        draws.push({ seq: e.seq, ended: r.ended, code: String(r.outcome?.code ?? ''), card: typeof r.card === 'string' ? r.card : null, from: typeof r.from === 'number' ? r.from : null });
      }
      if (r.procedure === 'press' && typeof r.crowd === 'string' && typeof r.press === 'boolean') press.push({ seq: e.seq, turn: e.turn, crowd: r.crowd, on: r.press });
      for (const m of listOf<Modifier>(r.modifiers)) {
        if (typeof m.key === 'string' && m.key.startsWith('riot-opinion.')) weighed.push({ key: m.key, seq: e.seq, turn: e.turn, procedure: r.procedure, crowd: typeof r.crowd === 'string' ? r.crowd : null, value: m.value });
      }
    },
    finish(game, turns) {
      const s = sliceOf(game);
      if (!s) return { sections: [], data: {}, text: () => [], html: () => [] };
      const crowds = crowdsOf(game);
      const pressAtStart = Object.keys(crowdsOf(initial)).filter((c) => crowdsOf(initial)[c].press);
      const rows: OpinionTurnRow[] = [];
      for (let turn = 1; turn <= turns; turn++) {
        const draw = draws.find((d) => d.ended === turn) ?? null;
        rows.push({
          turn,
          fights: fights.filter((f) => f.turn === turn),
          pressed: pressed.filter((f) => f.turn === turn),
          press: press.filter((p) => p.turn === turn),
          draw: draw && { seq: draw.seq, code: draw.code, card: draw.card, from: draw.from },
          turned: draws.filter((d) => d.ended <= turn && d.card !== null).length,
        });
      }
      // The state's cards turned, each matched to its draw in the log (the k-th draw of a card is its k-th copy).
      const cardDraws = draws.filter((d) => d.card !== null);
      const cards: OpinionCardRow[] = s.drawn.flatMap((d, i) => {
        if (!Object.hasOwn(s.cards, d.card)) return [];
        const card = s.cards[d.card];
        const copy = s.drawn.slice(0, i + 1).filter((x) => x.card === d.card).length;
        const draw = cardDraws.filter((x) => x.card === d.card)[copy - 1] ?? null;
        const until = cardUntil(card, d.from);
        const key = modifierKey(card);
        return [{
          card: d.card,
          name: card.name ?? null,
          kind: card.kind,
          procedure: card.procedure,
          value: card.kind === 'modifier' ? card.value : null,
          from: d.from,
          until,
          seq: draw?.seq ?? null,
          // The resolutions whose record carries its modifier within its turns (a card drawn twice: each copy over its own turns).
          weighed: weighed.filter((w) => w.key === key && w.turn >= d.from && (until === null || w.turn < until)).map(({ key: _k, ...w }) => w),
          usedBy: card.kind === 'modifier' && card.next ? Object.keys(crowds).filter((c) => usedBy(s, crowds, c, i)).sort() : [],
        }];
      });
      const data: OpinionSummaryData = {
        opinion: { deck: s.deck.length, last: s.last, maxCards: s.maxCards ?? null, triggers: [...s.triggers], pressAtStart, turned: s.drawn.length, turns: rows, cards },
      };
      const o = data.opinion;
      const dash = '—';
      const list = (xs: readonly string[]) => (xs.length === 0 ? dash : [...new Set(xs)].join(', '));
      const drawText = (lang: Lang, d: OpinionDrawRow | null) => {
        if (!d) return dash;
        if (d.card !== null && !Object.hasOwn(s.cards, d.card)) return d.card;
        if (d.card === null) return t(lang, `opinion.summary.draw.${d.code === 'press-present' ? 'press' : 'spent'}`);
        const name = cardName(s.cards[d.card], lang);
        return d.code === 'card-turned' ? name : t(lang, 'opinion.summary.draw.last', { card: name });
      };
      const title = (lang: Lang) => t(lang, 'opinion.summary.track', { n: o.turned, total: o.deck, last: t(lang, `opinion.status.last.${o.last}`) });
      const trackCells = (lang: Lang) => ({
        head: [t(lang, 'summary.col.turn'), ...['fights', 'pressed', 'card', 'turned'].map((k) => t(lang, `opinion.summary.col.${k}`))],
        rows: rows.map((r) => [r.turn, list(r.fights.map((f) => f.crowd)), list(r.pressed.map((f) => f.crowd)), drawText(lang, r.draw), `${r.turned}/${o.deck}`]),
      });
      const pressLines = (lang: Lang) => [
        t(lang, 'opinion.summary.press-start', { crowds: list(pressAtStart) }),
        ...press.map((p) => t(lang, `opinion.summary.press-${p.on ? 'on' : 'off'}`, { turn: p.turn, crowd: p.crowd, seq: p.seq })),
      ];
      const weighText = (lang: Lang, c: OpinionCardRow) => {
        if (c.kind === 'ban') return t(lang, 'opinion.summary.ban');
        const n = t(lang, 'opinion.summary.weighed', { n: c.weighed.length });
        return c.usedBy.length > 0 ? `${n}; ${t(lang, 'opinion.status.used', { crowds: c.usedBy.join(', ') })}` : n;
      };
      const cardCells = (lang: Lang) => ({
        head: [t(lang, 'opinion.status.col.from'), t(lang, 'opinion.status.col.card'), t(lang, 'opinion.summary.col.weighed')],
        rows: cards.map((c) => [c.from, `${cardName(s.cards[c.card], lang)}\n  ${cardPenalty(s.cards[c.card], c.from, lang)}`, weighText(lang, c)]),
      });
      const cardsTitle = (lang: Lang) => t(lang, 'opinion.summary.cards', { n: cards.length });
      return {
        sections: ['opinion', 'opinion-cards'],
        data: data as unknown as Record<string, unknown>,
        text(lang, th) {
          const tc = trackCells(lang);
          const cc = cardCells(lang);
          return [
            '',
            th.title(title(lang)),
            th.dim(t(lang, 'opinion.status.triggers', { triggers: o.triggers.map((tr) => t(lang, `opinion.status.trigger.${tr}`)).join(', ') })),
            table(tc.head, tc.rows, th),
            ...pressLines(lang).map(th.dim),
            '',
            th.title(cardsTitle(lang)),
            ...(cards.length === 0 ? [th.dim(t(lang, 'opinion.summary.none'))] : [table(cc.head, cc.rows, th)]),
            ...(cards.some((c) => c.kind === 'ban') ? [th.dim(t(lang, 'opinion.summary.bans'))] : []),
          ];
        },
        html(lang) {
          const tc = trackCells(lang);
          const cc = cardCells(lang);
          const seqs = (xs: readonly { seq: number }[]) => xs.map((x) => x.seq).join(',');
          return [
            `<section id="opinion" data-turned="${o.turned}" data-deck="${o.deck}" data-last="${esc(o.last)}"><h2>${esc(title(lang))}</h2>`,
            `<p class="small">${esc(t(lang, 'opinion.status.triggers', { triggers: o.triggers.map((tr) => t(lang, `opinion.status.trigger.${tr}`)).join(', ') }))}</p>`,
            tableHtml('opinion-table', tc.head, tc.rows, (i) => ` data-turn="${rows[i].turn}" data-fights="${seqs(rows[i].fights)}" data-pressed="${seqs(rows[i].pressed)}" data-card="${esc(rows[i].draw?.card ?? '')}" data-draw="${rows[i].draw?.seq ?? ''}" data-turned="${rows[i].turned}"`),
            `<p class="small">${pressLines(lang).map(esc).join('<br>')}</p>`,
            '</section>',
            `<section id="opinion-cards"><h2>${esc(cardsTitle(lang))}</h2>`,
            cards.length === 0
              ? `<p>${esc(t(lang, 'opinion.summary.none'))}</p>`
              : tableHtml('opinion-cards-table', cc.head, cc.rows.map((r) => [r[0], String(r[1]).replace('\n  ', ' — '), r[2]]), (i) => ` data-card="${esc(cards[i].card)}" data-from="${cards[i].from}" data-draw="${cards[i].seq ?? ''}" data-weighed="${seqs(cards[i].weighed)}"`),
            ...(cards.some((c) => c.kind === 'ban') ? [`<p class="small">${esc(t(lang, 'opinion.summary.bans'))}</p>`] : []),
            '</section>',
          ];
        },
      };
    },
  };
};
