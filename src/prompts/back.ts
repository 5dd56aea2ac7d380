// "Back" at a guided question (issue 40 item 4): one key (Escape, or `<`),
// said under every question, goes back to the question before with its
// answer kept. The guide's questions are asked by plain code, one after the
// other: going back runs the same questions again from the first, the ones
// before answered from the tape without being shown, and the one gone back
// to asked with the answer it had (a pick list's cursor on it, a checklist's
// ticks, a line's text as Enter's default). The questions are the same each
// time: nothing is written while they are asked.
import type { Choice, Prompter } from './prompter.js';

export { BACK_VALUE, BackError, isBack, isBackKey } from './back-key.js';

interface Answer {
  message: string;
  value: unknown;
}

/** The answers of one run of questions, and the ones to give again after a back. */
export class Tape {
  private answers: Answer[] = [];
  private replay: Answer[] = [];
  private kept: Answer | undefined;

  /**
   * Back from the question after the last answered: the run is asked again
   * with every answer but the last given from the tape, and the last asked
   * again with its answer kept. False when nothing was answered (no question before).
   */
  back(): boolean {
    const n = this.answers.length;
    if (n === 0) return false;
    this.replay = this.answers.slice(0, n - 1);
    this.kept = this.answers[n - 1];
    this.answers = [];
    return true;
  }

  /** How many questions this run answered. */
  get length(): number {
    return this.answers.length;
  }

  private async take<T>(message: string, ask: (kept: unknown) => Promise<T>): Promise<T> {
    const r = this.replay.shift();
    if (r !== undefined) {
      if (r.message === message) {
        this.answers.push(r);
        return r.value as T;
      }
      // Not the question of the first run (cannot be, the state unchanged): ask the rest plainly.
      this.replay = [];
      this.kept = undefined;
    }
    const kept = this.replay.length === 0 && this.kept?.message === message ? this.kept.value : undefined;
    if (this.replay.length === 0) this.kept = undefined;
    const v = await ask(kept);
    this.answers.push({ message, value: v });
    return v;
  }

  /** The prompter `p` answering from the tape first. */
  over(p: Prompter): Prompter {
    const tape = this;
    return {
      get lang() {
        return p.lang;
      },
      set lang(l) {
        p.lang = l;
      },
      get cancelled() {
        return p.cancelled;
      },
      set cancelled(c) {
        p.cancelled = c;
      },
      get backed() {
        return p.backed;
      },
      set backed(b) {
        p.backed = b;
      },
      select<T extends string>(message: string, choices: Choice<T>[]) {
        return tape.take(message, (kept) => p.select(message, choices, kept as T | undefined));
      },
      checkbox<T extends string>(message: string, choices: Choice<T>[], validate?: (ticked: T[]) => true | string) {
        return tape.take(message, (kept) => p.checkbox(message, choices, validate, kept as T[] | undefined));
      },
      input(message: string, validate?: (s: string) => true | string) {
        return tape.take(message, (kept) => p.input(message, validate, kept as string | undefined));
      },
    };
  }
}
