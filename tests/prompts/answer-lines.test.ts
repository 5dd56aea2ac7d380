// The answer lines a guided question leaves on the screen (issue 40 item 9): at
// 80 columns, a ticked checklist, a long pick and a typed value each fit the
// terminal, the answer wrapped under its question at spaces with nothing cut;
// piped (no width), one line as before.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inquirerPrompter } from '../../src/prompts/prompter.js';
import { answeredLine, ANSWER_INDENT } from '../../src/prompts/answered.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** The real prompter on a terminal of `columns`, the keys typed once the question is drawn; what it printed, without escapes. */
async function ask<T>(columns: number, keys: string[], question: (p: ReturnType<typeof inquirerPrompter>) => Promise<T>): Promise<{ answer: T; lines: string[] }> {
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean; setRawMode?: () => void };
  stdin.isTTY = true;
  stdin.setRawMode = () => undefined;
  let out = '';
  const stdout = Object.assign(new Writable({ write: (c, _e, cb) => ((out += String(c)), cb()) }), { columns, rows: 40, isTTY: true });
  const p = inquirerPrompter({ stdin: stdin as never, stdout: stdout as never });
  const answer = question(p);
  for (const k of keys) {
    await new Promise((r) => setTimeout(r, 30));
    stdin.write(k);
  }
  const a = await answer;
  // The last render is the answer line(s): what follows the cursor's last return to the line's start.
  const last = out.slice(out.lastIndexOf('\x1b[G'));
  return { answer: a, lines: last.replace(ANSI, '').split('\n').filter((l) => l.trim()) };
}

const MODIFIERS = [
  { value: 'adjacent-higher', name: '+1 adjacent-higher: Adjacent crowds at a higher RL (n)' },
  { value: 'mounted-charging', name: '-3 mounted-charging: Mounted police charging the crowd' },
  { value: 'first-appearance', name: '+2 first-appearance: Specialist riot forces or mounted police appear for the first time' },
];

describe('guided answer lines fit the terminal (issue 40 item 9)', () => {
  it('a ticked checklist at 80 columns: the question on its line, the whole answer under it', async () => {
    const { answer, lines } = await ask(80, [' ', '\x1b[B', ' ', '\r'], (p) => p.checkbox('Situational modifiers (space to tick, enter when done)', MODIFIERS));
    expect(answer).toEqual(['adjacent-higher', 'mounted-charging']);
    const shown = lines.join('\n');
    for (const l of lines) expect([...l].length, shown).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/Situational modifiers \(space to tick, enter when done\)$/);
    // Nothing of the answer cut: the two ticks, whole, in order.
    expect(lines.slice(1).map((l) => l.trim()).join(' ')).toBe(`${MODIFIERS[0].name}, ${MODIFIERS[1].name}`);
  });

  it('a long pick and a long typed value at 80 columns fit too', async () => {
    const pick = await ask(80, ['\x1b[B', '\x1b[B', '\r'], (p) => p.select('Which modifier applies to the crowd this turn, if any of them?', MODIFIERS));
    expect(pick.answer).toBe('first-appearance');
    for (const l of pick.lines) expect([...l].length, pick.lines.join('\n')).toBeLessThanOrEqual(80);
    const typed = await ask(80, ['why the crowd owes a roll: the SF came into view from the side street by the church', '\r'], (p) => p.input('Reason for the umpire\'s change of status (logged with the entry)?'));
    for (const l of typed.lines) expect([...l].length, typed.lines.join('\n')).toBeLessThanOrEqual(80);
    expect(typed.lines.slice(1).map((l) => l.trim()).join(' ')).toBe(typed.answer);
  });

  it('one line when it fits, or piped with no width; the answer under its question indented otherwise', () => {
    expect(answeredLine('✔ Crowd?', 'frontline', 80)).toBe('✔ Crowd? frontline');
    const long = 'x '.repeat(60).trim();
    expect(answeredLine('✔ Crowd?', long, undefined)).toBe(`✔ Crowd? ${long}`);
    // A pseudo-terminal saying 0 columns (script(1)), or a width of nothing: one line, never a loop.
    for (const w of [0, 1, -5, Number.NaN]) expect(answeredLine('✔ Crowd?', long, w)).toBe(`✔ Crowd? ${long}`);
    const wrapped = answeredLine('✔ Crowd?', long, 40).split('\n');
    expect(wrapped[0]).toBe('✔ Crowd?');
    expect(wrapped.slice(1).every((l) => l.startsWith(' '.repeat(ANSWER_INDENT)) && l.length <= 40)).toBe(true);
  });
});
