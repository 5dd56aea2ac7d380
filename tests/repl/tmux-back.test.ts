// Issue 40 item 4, a way back: in each game's walk at 80x40 in tmux, `<` or
// Escape at a procedure's question goes back to the question before with its
// answer kept, and at the procedure's first question back to the walk's;
// Ctrl-C in a procedure cancels it and the walk goes on (said so), and a
// second Ctrl-C, at the walk's own question, leaves the walk. Nothing is
// written by a procedure gone back from or cancelled.
import { afterEach, expect, it } from 'vitest';
import { BIN, tempGame } from '../helpers/cli.js';
import { describeTmux, down, hasTmux, tmuxTerminal } from '../helpers/tmux.js';

const term = tmuxTerminal('back');
const { keys, screen } = term;
const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  term.kill();
  for (const g of games.splice(0)) g.cleanup();
});

/** [what the screen shows, the keys that answer it]. */
type Step = [string, string[]];

async function walk(scenario: string, steps: Step[], setup: string[][] = []): Promise<ReturnType<typeof tempGame>> {
  const g = tempGame();
  games.push(g);
  await g.init(scenario);
  for (const line of setup) expect((await g.run(...line)).code).toBe(0);
  const cmd = `cd ${JSON.stringify(g.dir)} && NO_COLOR=1 exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} turn`;
  expect(term.start(`env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`)).toBe(0);
  // The screen stays once the walk has left (its last lines are read).
  term.tmux('set-option', '-g', 'remain-on-exit', 'on');
  // Each text is waited for as shown anew since the last keys were sent (a question gone back to is drawn again
  // on the lines of the one it left: no offset into the screen holds).
  let before = screen();
  for (const [text, answer] of steps) {
    await anew(text, before);
    if (answer.length) {
      before = screen();
      keys(...answer);
    }
  }
  return g;
}

const count = (s: string, text: string) => s.split(text).length - 1;
async function anew(text: string, before: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (count(screen(), text) > count(before, text)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never showed "${text}" anew; the screen:\n${screen().slice(-3000)}`);
}

const entries = (g: ReturnType<typeof tempGame>) => g.readLog().length;

describeTmux(hasTmux ? 'back and Ctrl-C in every walk, in tmux at 80x40' : 'back and Ctrl-C in every walk (SKIPPED: tmux is not installed)', () => {
  it('Civil Disorder: back keeps the answer, back at the first question is the resolutions menu, Ctrl-C cancels fire and a second leaves', { timeout: 90_000 }, async () => {
    const g = await walk('railton-road.yaml', [
      ["intentions for this turn", ['Enter']],
      ['roll any of them anyway?', ['Enter']],
      ["The players' moves", ['Enter']],
      ['A resolution?', ['fire']],
      ['❯ fire', ['Enter']],
      ['Which crowd?', ['Enter']],
      ['The firing unit', ['Enter']],
      ["over the crowd's heads?", ['Down', 'Enter']],
      ['The weapon (--weapon)', ['<']],
      ['← The weapon (--weapon)', []],
      // Back: the question before, the cursor on its answer (yes).
      ["? Does the unit fire over the crowd's heads? (--over-heads)", []],
      ['❯ yes', ['Escape']],
      ["← Does the unit fire over the crowd's heads?", []],
      ['? The firing unit', ['<']],
      ['← The firing unit', []],
      ['? Which crowd?', ['<']],
      ['← Which crowd?', []],
      // Back at the first question: the walk's own menu.
      ['? A resolution?', ['fire']],
      ['❯ fire', ['Enter']],
      ['Which crowd?', ['C-c']],
      ['umpire: cancelled, nothing written', []],
      ['Still in the walk: Ctrl-C again leaves it.', []],
      ['? A resolution?', ['C-c']],
      ['turn: cancelled', []],
    ]);
    // The notes of steps 1 and 3 were empty: nothing but the game's start.
    expect(entries(g)).toBe(1);
  });

  it("Guérilla Urbaine: back from the leader's bubble keeps the leader; Ctrl-C in the phase cancels it and the walk asks again; a second leaves", { timeout: 90_000 }, async () => {
    const g = await walk(
      'guerilla-urbaine-gangs.yaml',
      [
        ['Phase de meneur (--leader)', ['Down', 'Enter']],
        ['La bulle du meneur (--bubble)', ['Space', '<']],
        ['← La bulle du meneur', []],
        ['? Phase de meneur (--leader)', []],
        ['❯ kira', ['Enter']],
        ['? La bulle du meneur (--bubble)', ['C-c']],
        ['annulé, rien n’est écrit', []],
        ['Ctrl-C de nouveau le quitte.', []],
        ['La redemander', ['C-c']],
        ['les étapes déjà', []],
      ],
      [['gu-initiative', '--roll', '3']],
    );
    expect(entries(g)).toBe(2);
  });

  it("Intervention: back from the order is the fighters, back from them the orders' menu; Ctrl-C in the orders cancels them, a second leaves", { timeout: 90_000 }, async () => {
    const g = await walk('intervention-liberation-otage.yaml', [
      ['que faire', ['Enter']],
      ['Quel combattant', ['Down', 'Enter']],
      ['L’ordre', ['<']],
      ['← L’ordre', []],
      ['? Quel combattant', []],
      ['❯ a2', ['<']],
      ['← Quel combattant', []],
      ['? Ordres (l.298-314)', ['Enter']],
      ['Quel combattant', ['C-c']],
      ['annulé, rien n’est écrit', []],
      ['Toujours dans le tour guidé', []],
      ['? Ordres (l.298-314)', ['C-c']],
      ['les étapes déjà', []],
    ]);
    expect(entries(g)).toBe(1);
  });

  it("RIOT: back from where the units go keeps them ticked; back from them is the team's menu; Ctrl-C in a move cancels it, a second leaves", { timeout: 90_000 }, async () => {
    const g = await walk('riot-sample.fr.yaml', [
      ['Quelle équipe', ['Enter']],
      // A guard bought first: a unit to move.
      ['Police maintenant', ['Enter']],
      ['(--unit)', ['Space', 'Enter']],
      // How many guards: Enter, one.
      ['Combien de Gardien de la paix', ['Enter']],
      ['consigné comme entrée 3', []],
      ['Police maintenant', ['Down', 'Enter']],
      ['Quelles unités', ['Space', 'Enter']],
      ['Où (--to)', ['<']],
      ['← Où (--to)', []],
      ['? Quelles unités', []],
      ['◉ Gardien de la paix 1', ['<']],
      ['← Quelles unités', []],
      ['Police maintenant', ['Down', 'Enter']],
      ['Quelles unités', ['C-c']],
      ['annulé, rien n’est écrit', []],
      ['Toujours dans le tour guidé', []],
      ['Police maintenant', ['C-c']],
      ['les étapes déjà', []],
    ]);
    // The team's turn began and bought its guard: no move.
    expect(g.readLog().map((e: any) => e.argv?.[0])).toEqual(['init', 'riot-turn', 'riot-buy']);
  });
});
