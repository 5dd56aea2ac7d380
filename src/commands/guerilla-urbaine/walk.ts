// `umpire turn` on a game of Guérilla Urbaine: walks the umpire through the
// turn in the rules' order (l.64-98): the initiative D6 when no turn is under
// way, then each phase as the turn owes it (a leader's with its bubble, then
// each side's remaining figures), and in each phase the figures that may be
// activated, each with its two actions. Every step is a command line of the
// game's procedures, asked through the same guided questions and run through
// the same `main` as the shell, so the log is the one the same commands typed
// one by one would leave. It asks at every step: a terminal is needed (on a
// pipe, type the procedures, or put them in a batch file).
import type { Command } from 'commander';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { actionsThisTurn, type ActionKey } from '../../rules/guerilla-urbaine/actions.js';
import { activationRefusal, nextPhase } from '../../rules/guerilla-urbaine/turn.js';
import type { Choice } from '../../prompts/prompter.js';
import { askDice, prompterFor, type PromptIo } from '../../prompts/guide.js';
import type { Game } from '../../engine/system.js';
import { outputLang, type CommonOpts, type Io } from '../common.js';
import { registerWalk, walkAsk, walkPrompter, walkSteps } from '../walk.js';
import { actingFigure, figureChoice, guNames, guSlice, mayTake, simpleActionsOf, turnFigures } from './facts.js';
import { namer } from '../../rules/names.js';

/** The second actions that roll dice, and the procedure of each (l.95-97, l.217, l.241). */
const DICE_ACTIONS: readonly [ActionKey, string][] = [
  ['shoot', 'gu-shoot'],
  ['melee', 'gu-melee'],
  ['heal', 'gu-heal'],
  ['pray', 'gu-pray'],
  ['power', 'gu-power'],
];

/** The choice "nothing more" of a pick list (never an id: ids start with a letter or a digit). */
const DONE = '-';

export function register(program: Command, io: Io): void {
  registerWalk(program, io, {
    description: "Guérilla Urbaine: walk through a turn: the initiative, each phase in the rules' order with its leader and bubble, each figure's activation and its two actions (l.64-98)",
    terminalError: 'gu-turn-terminal',
    cancelledError: 'gu-turn-cancelled',
    walk,
  });
}

async function walk(io: Io, opts: CommonOpts): Promise<void> {
  const steps = walkSteps(io, opts, 'gu.walk.running');
  const read = steps.read;
  let game = await read();
  guSlice(game);
  const lang: Lang = outputLang(opts, game, game.edition);
  const raw = prompterFor(io as PromptIo, lang);
  const p = walkPrompter(raw);
  const run = (words: string[]) => steps.run(words, lang);
  /** Asks what a procedure's line lacks (its subject already chosen), then runs it; skipped when the umpire says so. */
  const guided = (name: string, words: string[]) => steps.guided(name, words, lang, { fixedSubject: words.length > 1, allowSkip: true });

  let s = guSlice(game);
  const over = () => (s.round ? nextPhase(s.round, turnFigures(s)) === null : true);
  const waiting = () => (s.round?.phase ? ready(game, lang) : []);
  // No turn under way, or every phase of this one opened (the last ended by the umpire): the next begins with the initiative (l.66).
  if (over()) {
    io.stdout.write(`\n${t(lang, 'gu.walk.initiative', { turn: (s.round?.turn ?? 0) + 1 })}\n`);
    const dice = await askDice(p, lang);
    await run(['gu-initiative', ...(dice ?? [])]);
    game = await read();
    s = guSlice(game);
    if (!s.round || over()) return;
  }
  const turn = s.round?.turn ?? 0;
  io.stdout.write(`${t(lang, 'gu.walk.title', { title: game.title, turn })}\n`);
  for (;;) {
    game = await read();
    s = guSlice(game);
    if (s.round?.turn !== turn) return;
    const round = s.round;
    // The figures the open phase may still activate (or the one whose activation is under way).
    const figures = waiting();
    if (round.phase && figures.length > 0) {
      const nm = namer(guNames(s));
      const phase = round.phase.kind === 'leader' ? t(lang, 'gu.walk.phase.leader', { leader: nm(round.phase.leader), gang: nm(round.phase.gang) }) : t(lang, 'gu.walk.phase.rest', { gang: nm(round.phase.gang) });
      const next = nextPhase(round, turnFigures(s));
      const doneName = next === null ? t(lang, 'gu.walk.end-turn') : t(lang, 'gu.walk.next-phase');
      const id = await p.select(t(lang, 'gu.walk.which', { phase }), [...figures, { value: DONE, name: doneName }]);
      if (id !== DONE) {
        await activate(id);
        continue;
      }
      if (next === null) break;
    }
    if (over()) break;
    io.stdout.write('\n');
    await steps.strip(lang);
    const opened = JSON.stringify(round);
    // The phase owed next: a leader's asks the leader and its bubble; a side's remaining figures, nothing.
    await guided('gu-phase', ['gu-phase']);
    game = await read();
    s = guSlice(game);
    // A phase refused (a bubble out of the rules): it is asked again, unless the umpire stops here.
    if (JSON.stringify(s.round) === opened && (await p.select(t(lang, 'gu.walk.again'), [{ value: 'again', name: t(lang, 'gu.walk.again.yes') }, { value: DONE, name: t(lang, 'gu.walk.again.stop') }])) === DONE) return;
  }
  io.stdout.write(`\n${t(lang, 'gu.walk.over', { turn, next: turn + 1 })}\n`);

  /** One figure's activation: its actions, one at a time, until it has taken two or the umpire ends it. */
  async function activate(id: string): Promise<void> {
    for (;;) {
      game = await read();
      s = guSlice(game);
      const f = s.figures[id];
      const round = s.round;
      if (!round || !f) return;
      const done = actionsThisTurn(actingFigure(f), round.turn);
      // Its activation is over: two actions taken, or another figure began its own (U157).
      if (done.length >= 2 || (done.length > 0 && round.active !== id)) return;
      const choices: Choice[] = [
        ...simpleActionsOf(game, id).map((a) => ({ value: `gu-act ${a}`, name: t(lang, `gu.action.${a}`) })),
        ...DICE_ACTIONS.filter(([a]) => mayTake(game, id, a)).map(([a, name]) => ({ value: name, name: t(lang, `gu.action.${a}`) })),
      ];
      if (choices.length === 0) return;
      if (done.length > 0) choices.push({ value: DONE, name: t(lang, 'gu.walk.forgo') });
      // Back: the phase's figures again.
      const what = await walkAsk(() => raw.select(t(lang, 'gu.walk.what', { figure: f.name || id, n: 2 - done.length }), choices), DONE);
      if (what === DONE) return;
      const before = JSON.stringify(f);
      if (what.startsWith('gu-act ')) await guided('gu-act', ['gu-act', id, what.slice(7)]);
      else await guided(what, [what, id]);
      const after = await read();
      // Nothing changed (a refusal, or the umpire skipped the dice): back to the figures of the phase.
      if (JSON.stringify(guSlice(after).figures[id]) === before) return;
    }
  }
}

/** The figures of the open phase that may be activated now, and the one whose activation is under way, as pick-list choices. */
function ready(game: Game, lang: Lang): Choice[] {
  const s = guSlice(game);
  const round = s.round;
  if (!round?.phase) return [];
  return Object.values(s.figures)
    .filter((f) => {
      const a = actingFigure(f);
      const done = actionsThisTurn(a, round.turn);
      if (done.length > 0) return round.active === f.id && done.length < 2 && !f.dead;
      return activationRefusal(round, a) === null;
    })
    .map((f) => {
      const c = figureChoice(f, lang);
      return { value: c.value, name: c.name ?? c.value };
    });
}
