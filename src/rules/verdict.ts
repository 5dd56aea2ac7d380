// The verdict at the end of a game (`summary`, the report, `status`): each
// game or pack of the state gives its conditions as rows (what it asks, the
// figure reached, met / failed / still open, U105); the verdict is their sum.
// Plain data and one pure function: the texts are the systems' own.

/** One condition of the verdict, with its figure. `key` is stable across languages. */
export interface VerdictRow {
  /** The condition's code (`dead`, `property`, `opinion-last-card`...). */
  key: string;
  /** The system it comes from (`civil-disorder`, `riot-opinion`). */
  system: string;
  /** The figure reached and the limit set, as numbers (null where it has none). */
  figure: number | null;
  limit: number | null;
  /**
   * `met`: kept so far and settled; `failed`: broken (the SF lose); `open`:
   * not settled yet (turns to hold, arrests to make); `decides`: settles the
   * verdict on its own for the SF (RIOT's last card when it means they held out, R21).
   */
  status: 'met' | 'failed' | 'open' | 'decides';
  /** The row as a person reads it, in the output language: the condition and the figure. */
  text: string;
}

/** The verdict's code: the SF win, lose, the game is not over, or no condition was set. */
export type VerdictCode = 'sf-win' | 'sf-lose' | 'undecided' | 'no-conditions';

export interface Verdict {
  code: VerdictCode;
  rows: VerdictRow[];
}

/**
 * U105: a failed condition loses the game for the SF whatever else holds; a
 * deciding row (R21's last card when it means they held out) wins it; with
 * neither, every condition met wins it and one still open leaves it undecided.
 * No condition at all: the umpire judges (Civil Disorder sets none).
 */
export function combineVerdict(rows: readonly VerdictRow[]): Verdict {
  const code: VerdictCode =
    rows.length === 0
      ? 'no-conditions'
      : rows.some((r) => r.status === 'failed')
        ? 'sf-lose'
        : rows.some((r) => r.status === 'decides')
          ? 'sf-win'
          : rows.some((r) => r.status === 'open')
            ? 'undecided'
            : 'sf-win';
  return { code, rows: [...rows] };
}
