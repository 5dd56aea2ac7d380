// A choice longer than the terminal's line is cut with "…" (a wrapped choice
// breaks inquirer's redraw), but the umpire still reads its end: the whole
// text stands under the list while the cursor is on it, and on the answer line.
import { describe, expect, it } from 'vitest';
import { inquirerPrompter } from '../../src/prompts/prompter.js';
import { fakeTerminal, KEY, plain } from './harness.js';

const LONG = '+2 first-appearance: Specialist riot forces or mounted police appear for the first time';

/** Resolves once the screen after `from` matches `re`, or rejects after two seconds saying what it shows. */
function until(term: ReturnType<typeof fakeTerminal>, re: RegExp, from: number): Promise<void> {
  const end = Date.now() + 2000;
  return new Promise((res, rej) => {
    const look = () => {
      const s = plain(term.screen()).slice(from);
      if (re.test(s)) return res();
      if (Date.now() > end) return rej(new Error(`not on the screen: ${re}\n${s}`));
      setTimeout(look, 10);
    };
    look();
  });
}

describe('a choice cut to the line', () => {
  it('shows its whole text under the checklist while the cursor is on it, and on the answer line once ticked', async () => {
    const term = fakeTerminal();
    term.output.columns = 80;
    const p = inquirerPrompter({ stdin: term.input as never, stdout: term.output as never });
    const ticked = p.checkbox('Situational modifiers', [
      { value: 'damp', name: "-1 damp: Crowd is 'damp'" },
      { value: 'first-appearance', name: LONG },
    ]);
    await term.until('Situational modifiers');
    expect(plain(term.screen())).toContain('appear for t…');
    const before = plain(term.screen()).length;
    term.input.write(KEY.down);
    await until(term, /appear for\s+the\s+first time/, before);
    const shown = plain(term.screen()).length;
    term.input.write(KEY.space);
    term.input.write(KEY.enter);
    expect(await ticked).toEqual(['first-appearance']);
    // the answer line: the whole label, wrapped at a space, never cut
    const answer = plain(term.screen()).slice(shown);
    expect(answer).toMatch(/✔ Situational modifiers\s+\+2 first-appearance:[^…]*appear for\s+the\s+first time/);
  });

  it('shows its whole text under a menu while the cursor is on it', async () => {
    const term = fakeTerminal();
    term.output.columns = 80;
    const p = inquirerPrompter({ stdin: term.input as never, stdout: term.output as never });
    const menu = 'owe: Record that a crowd owes an RL roll, and why (SF charge, threaten, shoot at, influence)';
    const picked = p.select('A resolution?', [
      { value: 'none', name: 'none' },
      { value: 'owe', name: menu },
    ]);
    await term.until('A resolution?');
    expect(plain(term.screen())).toContain('…');
    const before = plain(term.screen()).length;
    term.input.write(KEY.down);
    await until(term, /shoot\s+at,\s+influence\)/, before);
    term.input.write(KEY.enter);
    expect(await picked).toBe('owe');
  });
});
