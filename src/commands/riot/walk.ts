// `umpire turn` on a game of RIOT: walks the umpire through one team's turn
// in the game's order (l.37-75, l.29-33): at the game's start the
// nationalists' secret mission (riot-mission, l.27), then the team that may begin now
// (riot-turn), then its purchases, moves and fights as the umpire picks them
// (riot-buy, riot-move, riot-fight), and at its end the public-opinion card a
// police melee owes (riot-opinion, asked at the dice question: the program's
// die, the die entered or the card the table drew, U411); when every team has played, the police
// choose the next round's order of play (riot-order, l.113), the round ends
// (next-turn) and the next begins in that order. Every step is a command line asked
// through the same guided questions and run through the same `main` as the
// shell, so the log is the one the same commands typed one by one would leave.
import type { Command } from 'commander';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { teamName } from '../../rules/riot/fight.js';
import { prompterFor, type PromptIo } from '../../prompts/guide.js';
import { outputLang, type CommonOpts, type Io } from '../common.js';
import { nextTurnLine, registerWalk, walkAsk, walkPrompter, walkSteps } from '../walk.js';
import { riotSlice } from './facts.js';
import { mayBeginTurn, mayBuy } from './ask.js';
import { PHASE } from '../../rules/riot/tables.js';
import { missionOwed } from '../../rules/riot/mission.js';
import type { RiotState } from '../../state/riot/state.js';
import type { Game } from '../../engine/system.js';

/** The steps of a team's turn after its income, in the game's order (phase 2 then 3, l.63-75). */
const STEPS = ['riot-buy', 'riot-play', 'riot-move', 'riot-fight'] as const;

/**
 * The steps the rules still allow the team now (l.41-45, U202): buying while the credits buy something and before the
 * moves; playing a card while the team holds one that is not Blitz (l.79, U427); moving before the fights.
 */
export function openSteps(s: RiotState, team: string, game: Game): (typeof STEPS)[number][] {
  return STEPS.filter((x) => (x === 'riot-buy' ? mayBuy(s, team, game) : x === 'riot-play' ? (s.teams[team]?.hand ?? []).some((c) => s.cards[c]?.blitz === false) : x === 'riot-move' ? (s.round.phase ?? PHASE.count) <= PHASE.move : true));
}
const END = '-';

export function register(program: Command, io: Io): void {
  registerWalk(program, io, {
    description: "RIOT: walk through a team's turn: its income, then its purchases, moves and fights, and the public-opinion card a police melee owes at its end; the round ends when every team has played (l.29-75)",
    terminalError: 'riot-walk-terminal',
    cancelledError: 'riot-walk-cancelled',
    walk,
  });
}

async function walk(io: Io, opts: CommonOpts): Promise<void> {
  const steps = walkSteps(io, opts, 'riot.walk.running');
  const read = steps.read;
  let game = await read();
  riotSlice(game, 'turn');
  const lang: Lang = outputLang(opts, game, game.edition);
  const p = walkPrompter(prompterFor(io as PromptIo, lang));
  const run = (words: string[]) => steps.run(words, lang);
  const guided = (name: string, words: string[]) => steps.guided(name, words, lang, { allowSkip: true });
  // The opinion card owed (l.31) is turned by the dice question: the program's die, the die entered, or the card the
  // table turned from the printed deck, picked among those left (U411); it is owed, so no "skip".
  const opinion = () => {
    // Said before its dice question, as the mission is: which card the dice are for.
    io.stdout.write(`${t(lang, 'riot.walk.opinion')}\n`);
    return steps.guided('riot-opinion', ['riot-opinion'], lang, {});
  };

  let s = riotSlice(game, 'turn');
  // A card owed by the last turn's melee is turned before anything else (l.31).
  if (s.round.owed) await opinion();
  game = await read();
  s = riotSlice(game, 'turn');
  // l.27, U247: the nationalists' secret mission is drawn at the game's start, before the first turn.
  if (game.turn === 1 && missionOwed(s)) {
    io.stdout.write(`${t(lang, 'riot.walk.mission', { team: teamName(lang, 'nationalistes') })}\n`);
    await guided('riot-mission', ['riot-mission']);
    game = await read();
    s = riotSlice(game, 'turn');
    if (missionOwed(s)) return;
  }
  // Every team has played this round: the round ends, the next begins (l.113).
  if (!Object.keys(s.teams).some((x) => mayBeginTurn(s, x, game))) {
    io.stdout.write(`${t(lang, 'riot.walk.round-over', { round: game.turn })}\n`);
    // l.113, U246: the police choose the next round's order (skipped: the order of the round just played holds).
    const kept = (s.order?.length ? s.order : s.round.played).map((x) => teamName(lang, x)).join(', ');
    const how = await p.select(t(lang, 'riot.walk.order', { round: game.turn + 1 }), [
      { value: 'keep', name: t(lang, 'riot.walk.order-keep', { order: kept }) },
      { value: 'choose', name: t(lang, 'riot.walk.order-choose') },
    ]);
    if (how === 'choose') await guided('riot-order', ['riot-order']);
    await run(await nextTurnLine(io as PromptIo, await read(), lang));
    game = await read();
    s = riotSlice(game, 'turn');
    if (!Object.keys(s.teams).some((x) => mayBeginTurn(s, x, game))) return;
  }
  // A heading before the first question: which team begins its turn, and in which round.
  io.stdout.write(`\n${t(lang, 'riot.walk.begin', { title: game.title, round: game.turn })}\n`);
  await guided('riot-turn', ['riot-turn']);
  game = await read();
  s = riotSlice(game, 'turn');
  const team = s.round.team;
  if (team === null) return;
  io.stdout.write(`\n${t(lang, 'riot.walk.title', { title: game.title, round: game.turn, team: teamName(lang, team) })}\n`);
  await steps.strip(lang);
  for (;;) {
    game = await read();
    s = riotSlice(game, 'turn');
    // Only the steps the rules still allow (openSteps).
    const what = await p.select(t(lang, 'riot.walk.what', { team: teamName(lang, team) }), [
      ...openSteps(s, team, game).map((x) => ({ value: x, name: t(lang, `riot.walk.step.${x}`) })),
      { value: END, name: t(lang, 'riot.walk.end') },
    ]);
    if (what === END) break;
    await guided(what, [what, ...(what === 'riot-buy' ? [team] : [])]);
  }
  game = await read();
  s = riotSlice(game, 'turn');
  // l.31: the card a police melee owes is turned at the end of the turn.
  if (s.round.owed) await opinion();
  io.stdout.write(`\n${t(lang, 'riot.walk.over', { team: teamName(lang, team) })}\n`);
}
