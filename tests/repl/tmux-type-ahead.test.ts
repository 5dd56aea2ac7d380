// Issue 40: at « Une résolution ? » (the turn walk's procedure pick list, in
// French: "Corps à corps (melee)") typing a procedure's name went to the
// first French name starting with its letters (`fighters` to Flash-ball,
// `melee` to the stretcher). In tmux at 80 columns, in an Émeutes game, each
// procedure's name typed at the list highlights that procedure (the line under
// the cursor, or the whole name under the list where the line is cut), and
// Enter on `fighters` picks it.
import { PassThrough } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.js';
import { procedureCommands } from '../../src/commands/civil-disorder/turn.js';
import { typeAheadMatch } from '../../src/prompts/select.js';
import { BIN, tempGame } from '../helpers/cli.js';
import { describeTmux, hasTmux, tmuxTerminal } from '../helpers/tmux.js';

const term = tmuxTerminal('type-ahead');
const { keys, until } = term;

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  term.kill();
  for (const g of games.splice(0)) g.cleanup();
});

/** The visible screen (not the scrollback): the list as it is drawn now. */
const visibleScreen = () => term.tmux('capture-pane', '-p', '-t', `umpire-type-ahead-${process.pid}`).stdout;

/** The choice under the cursor: its line, and the whole name shown under the list when the line is cut. */
function highlighted(): string {
  const lines = visibleScreen().split('\n');
  let at = lines.length - 1;
  while (at >= 0 && !lines[at].startsWith('❯')) at--;
  if (at < 0) return '';
  const line = lines[at];
  if (!line.endsWith('…')) return line;
  // The page, a blank line, the description (the whole name), the key hints.
  const help = lines.findIndex((l, i) => i > at && l.startsWith('↑↓'));
  return help > 0 ? lines[help - 1] : line;
}

it('type-ahead matches a choice’s value first, then its name (case aside), never a disabled one', () => {
  const items = [
    { value: '', name: 'aucune (fin des résolutions)' },
    { value: 'baton-gun', name: 'Flash-ball (baton-gun)' },
    { value: 'stretcher', name: 'Mettre un blessé sur un brancard (stretcher)' },
    { value: 'fire', name: 'Armes à feu (fire)' },
    { value: 'fighters', name: 'Manifestants prêts à se battre (fighters)' },
    { value: 'melee', name: 'Corps à corps (melee)' },
    { value: 'load', name: 'Charger (load)', disabled: 'aucune ambulance' },
  ];
  expect(typeAheadMatch(items, 'f')).toBe(3);
  expect(typeAheadMatch(items, 'fig')).toBe(4);
  expect(typeAheadMatch(items, 'MELEE')).toBe(5);
  expect(typeAheadMatch(items, 'me')).toBe(5);
  expect(typeAheadMatch(items, 'corps')).toBe(5);
  expect(typeAheadMatch(items, 'aucune')).toBe(0);
  expect(typeAheadMatch(items, 'lo')).toBe(-1);
  expect(typeAheadMatch(items, '')).toBe(-1);
});

describeTmux(hasTmux ? 'French type-ahead at « Une résolution ? », in tmux at 80 columns' : 'French type-ahead in tmux (SKIPPED: tmux is not installed)', () => {
  it('each procedure’s name typed highlights that procedure; Enter picks it', { timeout: 120_000 }, async () => {
    const game = tempGame();
    games.push(game);
    await game.init('emeute-place-du-marche.yaml');
    const stdin = new PassThrough();
    stdin.end();
    const program = await buildProgram([], { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: {}, cwd: game.dir, argv: [] } as never);
    const names = procedureCommands(program, game.readState().game).map((c) => c.name());
    expect(names).toEqual(expect.arrayContaining(['fighters', 'melee', 'fire', 'baton-gun', 'stretcher', 'line-fight']));
    const cmd = `cd ${JSON.stringify(game.dir)} && NO_COLOR=1 exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`;
    expect(term.start(`env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`)).toBe(0);
    await until('tour 1]>');
    keys("turn --intentions '' --moves ''", 'Enter');
    await until('en faire lancer quand même');
    keys('Enter');
    await until('Une résolution\u00a0?');
    await until('⏎ choisir');
    const wrong: string[] = [];
    for (const name of names) {
      keys('-l', name);
      let shown = '';
      for (let i = 0; i < 40 && !(shown = highlighted()).endsWith(`(${name})`); i++) await new Promise((r) => setTimeout(r, 50));
      if (!shown.endsWith(`(${name})`)) wrong.push(`${name} → ${shown}`);
      // Backspace clears what was typed: the next name starts afresh.
      keys('BSpace');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(wrong).toEqual([]);
    keys('-l', 'fighters');
    await new Promise((r) => setTimeout(r, 200));
    keys('Enter');
    // The list is gone from the screen, shorter now than where the last wait found its text: read it whole.
    const picked = /✔ Une résolution\u00a0\?\s+Manifestants prêts à se battre[^?]*\(fighters\)\n\? Quelle foule\u00a0\?/;
    for (let i = 0; i < 100 && !picked.test(term.screen()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(term.screen()).toMatch(picked);
  });
});
