// `--odds` on a procedure: the same facts as a real resolution, the exact
// chance of each outcome by enumerating the dice through the procedure's own
// resolve function. Nothing is rolled and nothing is logged.
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import type { Dice, Edition, Lang, Modifier, Resolution } from '../rules/types.js';
import { distribution, fractionText, toNumber, type Fraction } from './enumerate.js';

export interface OddsOutcome {
  code: string;
  /** Who won, for procedures with a winner (melee). */
  winner?: string;
  text: string;
  probability: string;
  percent: number;
}

export interface OddsRecord {
  procedure: string;
  edition: Edition;
  odds: true;
  /** The modifiers of the resolution (they do not depend on the dice). */
  modifiers: Modifier[];
  outcomes: OddsOutcome[];
  /** Dice sequences enumerated. */
  runs: number;
  [field: string]: unknown;
}

const SUBJECTS = ['crowd', 'unit', 'building', 'character', 'casualty', 'engine', 'ambulance'] as const;

/** Percent with one decimal, as shown. */
export function percent(f: Fraction): number {
  return Math.round(toNumber(f) * 1000) / 10;
}

/** The odds of every outcome of `resolve(facts, dice)`, by outcome code (and winner). */
export function oddsOf<F>(facts: F, resolve: (facts: F, dice: Dice) => Resolution): OddsRecord {
  const key = (r: Resolution) => (typeof r.winner === 'string' ? `${r.outcome.code}|${r.winner}` : r.outcome.code);
  const { dist, first, runs } = distribution((dice) => resolve(facts, dice), key);
  const sample = first.values().next().value as Resolution;
  const outcomes: OddsOutcome[] = dist.entries().map(([k, f]) => {
    const r = first.get(k)!;
    return {
      code: r.outcome.code,
      ...(typeof r.winner === 'string' ? { winner: r.winner } : {}),
      text: r.outcome.text,
      probability: fractionText(f),
      percent: percent(f),
    };
  });
  const rec: OddsRecord = {
    procedure: sample.procedure,
    edition: sample.edition,
    odds: true,
    modifiers: sample.modifiers,
    outcomes,
    runs,
  };
  for (const s of SUBJECTS) if (sample[s] !== undefined) rec[s] = sample[s];
  if (sample.refused) rec.refused = sample.refused;
  return rec;
}

/** The odds as the umpire reads them: a table with a bar per outcome. */
export async function renderOdds(rec: OddsRecord, lang: Lang, color: boolean): Promise<string> {
  const { table, theme } = await import('../render/human.js');
  const th = theme(color);
  const who = SUBJECTS.map((s) => rec[s]).filter((v): v is string => typeof v === 'string');
  const name = t(lang, `${rec.procedure}.procedure`);
  const out: string[] = [th.title([t(lang, 'odds.title', { procedure: name === `${rec.procedure}.procedure` ? rec.procedure : name }), ...who].join(' · '))];
  if (rec.modifiers.length > 0) {
    out.push(table([t(lang, 'common.modifier'), t(lang, 'common.value')], rec.modifiers.map((m) => [m.label, m.value > 0 ? `+${m.value}` : `${m.value}`]), th));
  }
  const width = 30;
  out.push(
    table(
      [t(lang, 'common.outcome'), t(lang, 'odds.chance'), ''],
      rec.outcomes.map((o) => [
        `${o.text} ${th.dim(`[${o.code}]`)}`,
        `${o.percent.toFixed(1)}%`,
        '█'.repeat(Math.round((o.percent / 100) * width)) || (o.percent > 0 ? '▏' : ''),
      ]),
      th,
    ),
  );
  out.push(th.dim(t(lang, 'odds.footer', { runs: rec.runs })));
  return `${out.join('\n')}\n`;
}

/** Refuses option combinations that make no sense with --odds. */
export function checkOddsOptions(opts: { roll?: string; seed?: string }): void {
  if (opts.roll !== undefined) throw new UserError('bad-option', { option: '--odds', problem: 'nothing is rolled for the odds: leave out --roll' });
}
