// `--odds` on a procedure: the same facts as a real resolution, the exact
// chance of each outcome by enumerating the dice through the procedure's own
// resolve function. Nothing is rolled and nothing is logged.
import { UserError } from '../errors.js';
import { decimal, percent as percentIn, t } from '../i18n/index.js';
import { Spans } from './types.js';
import type { Dice, Edition, Lang, Modifier, Resolution } from '../rules/types.js';
import { composerFor, type Stat } from './composers.js';
import { checkDiceRead, Distribution, distribution, fractionText, toNumber, variantsOf, type Fraction } from './enumerate.js';

export interface OddsOutcome {
  code: string;
  /** Who won, for procedures with a winner (melee). */
  winner?: string;
  text: string;
  probability: string;
  percent: number;
  /** When one outcome code reads differently (negotiation's RL -1 or -2): each text's own chance (up to 4). */
  variants?: { text: string; probability: string; percent: number }[];
}

/** Most texts listed under one outcome code. */
const MAX_VARIANTS = 4;

export interface OddsRecord {
  procedure: string;
  edition: Edition;
  odds: true;
  /** The modifiers of the resolution (they do not depend on the dice). */
  modifiers: Modifier[];
  outcomes: OddsOutcome[];
  /** Dice sequences enumerated (0 when composed). */
  runs: number;
  /** `enumerated`: every dice sequence run through the rule; `composed`: step by step from the rule's own functions. */
  method: 'enumerated' | 'composed';
  /** Counts in the resolution: expected value and chance of at least one. */
  stats: OddsStat[];
  [field: string]: unknown;
}

export interface OddsStat {
  /** The resolution's field: `hits`, `casualties.dead`, `fires.after`... */
  key: string;
  expected: string;
  expectedValue: number;
  /** Null for a count that can be negative. */
  atLeastOne: string | null;
  atLeastOnePercent: number | null;
  /** The least and the most it comes to (absent where the composer does not know). */
  min?: number;
  max?: number;
}

const SUBJECTS = ['crowd', 'unit', 'building', 'character', 'casualty', 'engine', 'ambulance'] as const;

/** Percent with one decimal, as shown. */
export function percent(f: Fraction): number {
  return Math.round(toNumber(f) * 1000) / 10;
}

/** What the odds tell apart: the outcome code, and the winner where there is one (melee). */
export function outcomeKey(r: Resolution): string {
  return typeof r.winner === 'string' ? `${r.outcome.code}|${r.winner}` : r.outcome.code;
}

/** Dice that roll 1 every time: one cheap resolution to learn the procedure and its modifiers. */
const probeDice = (): Dice & { read: number } => {
  const rolls: Dice['rolls'] = [];
  const d = { rolls, read: 0, roll: () => ((d.read += 1), 1), rollOptional: () => null };
  return d;
};


/** Numeric fields of a resolution, for the statistics: top-level counts, {before, after}.after, casualties by code. */
export function countsOf(r: Resolution): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(r)) {
    if (k === 'total' || k === 'margin') continue;
    if (typeof v === 'number' && Number.isInteger(v)) out[k] = v;
    else if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { after?: unknown }).after === 'number') out[`${k}.after`] = (v as { after: number }).after;
    else if (k === 'casualties' && Array.isArray(v)) {
      for (const c of v as { code?: string; injury?: string }[]) {
        const code = c.code ?? c.injury;
        if (typeof code === 'string') out[`${k}.${code}`] = (out[`${k}.${code}`] ?? 0) + 1;
      }
    }
  }
  return out;
}

/** Sums of value / den per key, combined exactly at the end. */
class Sums {
  private readonly parts = new Map<string, Distribution>();
  add(key: string, part: 'e' | 'p', den: bigint, num: bigint): void {
    let d = this.parts.get(key);
    if (!d) this.parts.set(key, (d = new Distribution()));
    d.addWeight(part, den, num);
  }
  stats(varying: Set<string>): Stat[] {
    return [...this.parts.entries()].filter(([k]) => varying.has(k)).map(([key, d]) => ({ key, expected: d.get('e'), atLeastOne: d.get('p') }));
  }
}

/** An outcome's name for its many readings (odds.<procedure>.<code>: "One or more figures down"), or `fallback` where it has none. */
function nameOf(lang: Lang, procedure: string, code: string, fallback: string): string {
  const key = `odds.${procedure}.${code}`;
  const name = t(lang, key);
  return name === key ? fallback : name;
}

/** The language of a procedure's facts: their own `lang`, or that of the facts a command wraps (`{restock, facts}`, `{mode, f}`). */
function factsLang(facts: unknown): Lang {
  const own = (x: unknown): unknown => (x && typeof x === 'object' ? (x as { lang?: unknown }).lang : undefined);
  let lang = own(facts);
  if (lang === undefined && facts && typeof facts === 'object') lang = Object.values(facts).map(own).find((l) => l !== undefined);
  return lang === 'fr' ? 'fr' : 'en';
}

/** The odds of every outcome of `resolve(facts, dice)`, by outcome code (and winner). */
export function oddsOf<F>(facts: F, resolve: (facts: F, dice: Dice) => Resolution): OddsRecord {
  const key = outcomeKey;
  const probing = probeDice();
  const probe = resolve(facts, probing);
  const lang: Lang = factsLang(facts);
  // A procedure composed step by step instead of enumerated (its game's composer, src/odds/composers.ts; loadComposers first).
  const composer = probe.refused && !probe.refused.onDice ? undefined : composerFor(probe.procedure);
  const composed = composer?.(facts, probe, resolve as (f: unknown, dice: Dice) => Resolution) ?? null;
  let dist: Distribution;
  let first: Map<string, Resolution>;
  let runs = 0;
  let stats: Stat[];
  const variants = new Map<string, { text: string; f: Fraction }[]>();
  if (composed) {
    dist = composed.dist;
    first = composed.reps;
    stats = composed.stats;
    for (const [k, v] of composed.variants ?? []) variants.set(k, v);
  } else {
    // The enumeration's first sequence is the probe's (every die a 1): reaching it alone reads 1 + 2 + ... + k dice (U228).
    checkDiceRead(probing.read);
    const sums = new Sums();
    const byText = new Distribution();
    const seen = new Map<string, number>();
    const spans = new Spans();
    const varying = new Set<string>();
    const signed = new Set<string>();
    const got = distribution(
      (dice) => {
        const r = resolve(facts, dice);
        return { r, counts: countsOf(r) };
      },
      ({ r }) => key(r),
      {},
      ({ r, counts }, den) => {
        byText.addWeight(`${key(r)}\u0000${r.outcome.text}`, den);
        for (const [k, v] of Object.entries(counts)) {
          if (seen.has(k) && seen.get(k) !== v) varying.add(k);
          seen.set(k, v);
          spans.see(k, v);
          sums.add(k, 'e', den, BigInt(v));
          if (v >= 1) sums.add(k, 'p', den, 1n);
          if (v < 0) signed.add(k);
        }
      },
    );
    dist = got.dist;
    first = new Map([...got.first].map(([k, v]) => [k, v.r]));
    runs = got.runs;
    // "At least one" means nothing for a count that can be negative (an RL change): left out.
    stats = sums.stats(varying).map((st) => ({ ...st, ...(signed.has(st.key) ? { atLeastOne: null } : {}), ...spans.of(st.key) }));
    for (const [k, v] of variantsOf(byText)) variants.set(k, v);
  }
  const sample = probe;
  const outcomes: OddsOutcome[] = dist
    .entries()
    .filter(([, f]) => f.num !== 0n)
    .map(([k, f]) => {
      const r = first.get(k)!;
      const v = variants.get(k) ?? [];
      return {
        code: r.outcome.code,
        ...(typeof r.winner === 'string' ? { winner: r.winner } : {}),
        // Too many texts to list: the code's short name (odds.<code>) where it has one, not one sequence's text read as certain.
        text: v.length > MAX_VARIANTS ? nameOf(lang, r.procedure, r.outcome.code, r.outcome.text) : r.outcome.text,
        probability: fractionText(f),
        percent: percent(f),
        ...(v.length > 1 && v.length <= MAX_VARIANTS
          ? { variants: v.map((x) => ({ text: x.text, probability: fractionText(x.f), percent: percent(x.f) })) }
          : {}),
      };
    });
  const rec: OddsRecord = {
    procedure: sample.procedure,
    edition: sample.edition,
    odds: true,
    method: composed ? 'composed' : 'enumerated',
    modifiers: sample.modifiers,
    outcomes,
    stats: stats.map((st) => ({
      key: st.key,
      expected: fractionText(st.expected),
      expectedValue: Math.round(toNumber(st.expected) * 1000) / 1000,
      atLeastOne: st.atLeastOne ? fractionText(st.atLeastOne) : null,
      atLeastOnePercent: st.atLeastOne ? percent(st.atLeastOne) : null,
      ...(st.min !== undefined && st.max !== undefined ? { min: st.min, max: st.max } : {}),
    })),
    runs,
  };
  for (const s of SUBJECTS) if (sample[s] !== undefined) rec[s] = sample[s];
  if (sample.refused && !(composed && sample.refused.onDice)) rec.refused = sample.refused;
  return rec;
}

/** The odds fit 80 columns piped too, as the other views do at the table: their tables a sheet of 80 columns, their lines wrapped. */
export const ODDS_SHEET = { columns: 80 };

/** The odds as the umpire reads them: a table with a bar per outcome. */
export async function renderOdds(rec: OddsRecord, lang: Lang, color: boolean): Promise<string> {
  const { table: drawn, theme } = await import('../render/table.js');
  const { fitText, terminalWidth } = await import('../render/width.js');
  const table = (head: string[], rows: (string | number)[][], th: ReturnType<typeof theme>) => drawn(head, rows, th, ODDS_SHEET);
  const th = theme(color);
  const who = SUBJECTS.map((s) => rec[s]).filter((v): v is string => typeof v === 'string');
  const name = t(lang, `${rec.procedure}.procedure`);
  const out: string[] = [th.title([t(lang, 'odds.title', { procedure: name === `${rec.procedure}.procedure` ? rec.procedure : name }), ...who].join(' · '))];
  // What the map gave (src/map/facts.ts: "--range 7.5, from the map (...)"), said as the resolution says it.
  if (Array.isArray(rec.notes)) for (const n of rec.notes) if (typeof n === 'string') out.push(th.dim(n));
  if (rec.modifiers.length > 0) {
    out.push(table([t(lang, 'common.modifier'), t(lang, 'common.value')], rec.modifiers.map((m) => [m.label, m.value > 0 ? `+${m.value}` : `${m.value}`]), th));
  }
  const width = 30;
  out.push(
    table(
      [t(lang, 'common.outcome'), t(lang, 'odds.chance'), ''],
      rec.outcomes.flatMap((o) => {
        const bar = (pct: number) => '█'.repeat(Math.round((pct / 100) * width)) || (pct > 0 ? '▏' : '');
        // Several texts under one code: the code's short name (odds.<code>, e.g. "RL falls"), then each text.
        const name = t(lang, `odds.${o.code}`);
        const head = o.variants ? (name === `odds.${o.code}` ? '' : name) : o.text;
        const row = [`${head} ${th.dim(`[${o.code}]`)}`.trim(), percentIn(lang, o.percent), bar(o.percent)];
        return [row, ...(o.variants ?? []).map((x) => [`  ${x.text}`, th.dim(percentIn(lang, x.percent)), th.dim(bar(x.percent))])];
      }),
      th,
    ),
  );
  if (rec.stats.length > 0) {
    out.push(
      table(
        [t(lang, 'odds.stat'), t(lang, 'odds.expected'), t(lang, 'odds.range'), t(lang, 'odds.at-least-one')],
        rec.stats.map((st) => {
          // The procedure's own label first (missiles' `hits` are on the SF, fire's on the crowd), then the shared one.
          const own = t(lang, `odds.stat.${rec.procedure}.${st.key}`);
          const label = own === `odds.stat.${rec.procedure}.${st.key}` ? t(lang, `odds.stat.${st.key}`) : own;
          // The label only: the key stays in --json (a dotted key beside it read as a stray catalogue key).
          const range = st.min === undefined || st.max === undefined ? '—' : t(lang, 'odds.range-of', { min: st.min, max: st.max });
          return [label === `odds.stat.${st.key}` ? st.key : label, decimal(lang, st.expectedValue, 2), range, st.atLeastOnePercent === null ? '—' : percentIn(lang, st.atLeastOnePercent)];
        }),
        th,
      ),
    );
  }
  out.push(th.dim(rec.method === 'composed' ? t(lang, 'odds.footer-composed') : t(lang, 'odds.footer', { runs: rec.runs })));
  return `${fitText(out.join('\n'), terminalWidth() ?? ODDS_SHEET.columns)}\n`;
}

/** Refuses option combinations that make no sense with --odds. */
export function checkOddsOptions(opts: { roll?: string; seed?: string }): void {
  if (opts.roll !== undefined) throw new UserError('bad-option', { option: '--odds', problemKey: 'err.p.odds-no-roll' });
}
