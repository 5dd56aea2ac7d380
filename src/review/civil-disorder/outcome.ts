// Civil Disorder's outcomes said again in the log's language (issue 40 item 7):
// an RL roll's outcome from its record alone (rl.before/after, total, the
// situation and the chart's jump it names), with the words the rule used
// (src/rules/civil-disorder/rl-roll.ts): no rule is run again. Undefined where
// the record does not say enough; the log then shows the stored text.
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { rlStateName } from '../../rules/civil-disorder/rl-chart.js';
import { rlOutcomeText } from '../../rules/civil-disorder/rl-roll.js';

type Rec = Readonly<Record<string, unknown>>;
const num = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** `rl-roll`: the rule's own words (rl-roll.ts's rlOutcomeText), from the record's fields. */
export function rlRollSaid(r: Rec, lang: Lang): string | undefined {
  const rl = r.rl as { before?: unknown; after?: unknown } | undefined;
  const code = (r.outcome as { code?: unknown } | undefined)?.code;
  if (!rl || !num(rl.before) || !num(rl.after) || !num(r.total)) return undefined;
  const { before, after, total } = { before: rl.before, after: rl.after, total: r.total };
  if (code !== (after > before ? 'rl-up' : after < before ? 'rl-down' : 'rl-same')) return undefined;
  const jump = r.jump as { from?: unknown; to?: unknown } | null | undefined;
  const situation = typeof r.situation === 'string' ? r.situation : undefined;
  const rolled = jump && num(jump.from) ? jump.from : after;
  if (jump && situation === undefined) return undefined;
  return rlOutcomeText(lang, { before, after, rolled, total, jumped: Boolean(jump), situation });
}

/** `jump`: the chart's jump named by the umpire (crowd.ts's jump.outcome). */
export function jumpSaid(r: Rec, lang: Lang): string | undefined {
  const rl = r.rl as { before?: unknown; after?: unknown } | undefined;
  if (!rl || !num(rl.before) || !num(rl.after) || typeof r.situation !== 'string' || (r.outcome as { code?: unknown } | undefined)?.code !== 'rl-jump') return undefined;
  return t(lang, 'jump.outcome', { before: rl.before, after: rl.after, beforeName: rlStateName(lang, rl.before), afterName: rlStateName(lang, rl.after), situation: t(lang, `jump.situation.${r.situation}`) });
}
