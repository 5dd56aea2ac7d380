// The umpire's log says an outcome in the language it is asked in (issue 40
// item 7): the text stored with an entry is in the language it was resolved
// in ("RL stays at 6 Hassle", "Turn 2 begins" under `log --lang fr` of an
// English game), so where the record's code and data say enough, the outcome
// is said again from them in the asked language, as the players' log does
// (src/render/player.ts), without running any rule again. One table, by
// procedure: the engine's own (next-turn) and each loaded system's
// (GameSystem.outcomeWords: Civil Disorder's rl-roll and jump); a procedure
// not in it, or a record that does not say enough, keeps its stored text. `--format json` and `csv` keep the stored text and
// the code: they are the data.
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import type { LogRow } from './entries.js';
import { loadedSystems } from '../engine/registry.js';

type Rec = Readonly<Record<string, unknown>>;
export type OutcomeSayer = (record: Rec, lang: Lang) => string | undefined;

/** `next-turn` (every game): "Turn {turn} begins" from the record's turn.after (src/commands/next-turn.ts). */
function nextTurnSaid(r: Rec, lang: Lang): string | undefined {
  const turn = (r.turn as { after?: unknown } | undefined)?.after;
  if ((r.outcome as { code?: unknown } | undefined)?.code !== 'turn-advanced' || typeof turn !== 'number') return undefined;
  return t(lang, 'next-turn.outcome', { turn });
}

/** The engine's own outcomes said again from the record. */
const ENGINE_WORDS: Readonly<Record<string, OutcomeSayer>> = { 'next-turn': nextTurnSaid };

/** The procedures whose outcome is said again from the record, and how: the engine's, then each loaded system's. */
export function outcomeSayers(): Readonly<Record<string, OutcomeSayer>> {
  return Object.assign({}, ENGINE_WORDS, ...loadedSystems().map((s) => s.outcomeWords ?? {}));
}

/** A record's outcome in `lang`, or undefined where the table cannot say it (then the stored text stands). */
export function outcomeWords(record: unknown, lang: Lang): string | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const r = record as Rec;
  const sayers = outcomeSayers();
  const say = typeof r.procedure === 'string' && Object.hasOwn(sayers, r.procedure) ? sayers[r.procedure] : undefined;
  return say?.(r, lang);
}

/** The rows with each outcome said in `lang` where its record lets it be (the rows of a person's view: table, Markdown, compact). */
export function saidRows(rows: readonly LogRow[], records: ReadonlyMap<number, unknown>, lang: Lang): LogRow[] {
  return rows.map((row) => {
    if (row.kind !== 'resolution') return row;
    const text = outcomeWords(records.get(row.seq), lang);
    return text === undefined || text === row.outcome.text ? row : { ...row, outcome: { ...row.outcome, text } };
  });
}
