// `umpire turn` on a game of RIOT: walks the umpire through one team's turn
// in the game's order (l.37-75, l.29-33): the team that may begin now
// (riot-turn), then its purchases, moves and fights as the umpire picks them
// (riot-buy, riot-move, riot-fight), and at its end the public-opinion card a
// police melee owes (riot-opinion); when every team has played, the round
// ends (next-turn) and the next begins. Every step is a command line asked
// through the same guided questions and run through the same `main` as the
// shell, so the log is the one the same commands typed one by one would leave.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { teamName } from '../../rules/riot/fight.js';
import { guideWords, prompterFor, type PromptIo } from '../../prompts/guide.js';
import { canPrompt } from '../../prompts/prompter.js';
import { joinWords } from '../../repl/split.js';
import { readGame } from '../../state/transaction.js';
import { theProgram } from '../../engine/program.js';
import type { Game } from '../../engine/system.js';
import { outputLang, statePaths, type CommonOpts, type Io } from '../common.js';
import { riotSlice } from './facts.js';
import { mayBeginTurn } from './ask.js';

/** The steps of a team's turn after its income, in the game's order (phase 2 then 3, l.63-75). */
const STEPS = ['riot-buy', 'riot-move', 'riot-fight'] as const;
const END = '-';

export function register(program: Command, io: Io): void {
  program
    .command('turn')
    .description("RIOT: walk through a team's turn: its income, then its purchases, moves and fights, and the public-opinion card a police melee owes at its end; the round ends when every team has played (l.29-75)")
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--player', "players' view of each step's output")
    .option('--lang <lang>', 'output language')
    .action(async (opts: CommonOpts) => {
      try {
        await walk(io, opts);
      } catch (e) {
        const { isCancel } = await import('../../prompts/index.js');
        if (isCancel(e)) throw new UserError('riot-walk-cancelled', {});
        throw e;
      }
    });
}

async function walk(io: Io, opts: CommonOpts): Promise<void> {
  if (!canPrompt(io)) throw new UserError('riot-walk-terminal', {});
  const pio = io as PromptIo;
  const paths = statePaths(io, opts);
  const read = async (): Promise<Game> => (await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) })).game;
  let game = await read();
  riotSlice(game, 'turn');
  const lang: Lang = outputLang(opts, game, game.edition);
  const p = prompterFor(pio, lang);
  const { buildProgram, main } = theProgram();
  const quiet = { ...io, stdout: { write: () => true }, stderr: { write: () => true }, argv: [] };
  const extra = [...(opts.state ? ['--state', opts.state] : []), ...(opts.lang ? ['--lang', opts.lang] : [])];
  const env = { ...io.env, ...(opts.player ? { UMPIRE_VIEW: 'player' } : {}) };
  const run = async (words: string[]): Promise<void> => {
    io.stdout.write(`${t(lang, 'riot.walk.running', { command: joinWords(words) })}\n`);
    const argv = [...words, ...extra];
    await main(argv, { ...io, env, argv });
  };
  const own = (line: string[]): string[] => {
    const out: string[] = [];
    for (let i = 0; i < line.length; i++) {
      if ((line[i] === '--state' || line[i] === '--lang') && extra.includes(line[i])) i += 1;
      else out.push(line[i]);
    }
    return out;
  };
  const guided = async (name: string, words: string[]): Promise<void> => {
    const cmd = (await buildProgram([name], quiet)).commands.find((c) => c.name() === name) as Command;
    const line = await guideWords(pio, cmd, [...words, ...extra], { allowSkip: true });
    if (line) await run(own(line));
  };

  let s = riotSlice(game, 'turn');
  // A card owed by the last turn's melee is turned before anything else (l.31).
  if (s.round.owed) await run(['riot-opinion']);
  game = await read();
  s = riotSlice(game, 'turn');
  // Every team has played this round: the round ends, the next begins (l.113).
  if (!Object.keys(s.teams).some((x) => mayBeginTurn(s, x, game))) {
    io.stdout.write(`${t(lang, 'riot.walk.round-over', { round: game.turn })}\n`);
    await run(['next-turn']);
    game = await read();
    s = riotSlice(game, 'turn');
    if (!Object.keys(s.teams).some((x) => mayBeginTurn(s, x, game))) return;
  }
  await guided('riot-turn', ['riot-turn']);
  game = await read();
  s = riotSlice(game, 'turn');
  const team = s.round.team;
  if (team === null) return;
  io.stdout.write(`\n${t(lang, 'riot.walk.title', { title: game.title, round: game.turn, team: teamName(lang, team) })}\n`);
  for (;;) {
    const what = await p.select(t(lang, 'riot.walk.what', { team: teamName(lang, team) }), [
      ...STEPS.map((x) => ({ value: x, name: t(lang, `riot.walk.step.${x}`) })),
      { value: END, name: t(lang, 'riot.walk.end') },
    ]);
    if (what === END) break;
    await guided(what, [what, ...(what === 'riot-buy' ? [team] : [])]);
  }
  game = await read();
  s = riotSlice(game, 'turn');
  // l.31: the card a police melee owes is turned at the end of the turn.
  if (s.round.owed) await run(['riot-opinion']);
  io.stdout.write(`\n${t(lang, 'riot.walk.over', { team: teamName(lang, team) })}\n`);
}
