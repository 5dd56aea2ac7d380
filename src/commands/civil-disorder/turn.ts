// `umpire turn`: walks the umpire through the rules' Sequence of Action
// (Civil Disorder, "Sequence of Action"; Émeutes, "Séquences d'action"):
//   1. the players' intentions (a note in the log);
//   2. crowd movement: each crowd's RL roll, its behaviour and movement dice;
//   3. the players' moves (a note);
//   4. resolutions: the procedures, as many as needed;
//      the over-reaction tests owed this turn (units with `owes`);
//   5. players may take an action (`umpire act`, one a turn each);
//   6. the umpire's assessment (a note); then next-turn (on a game of
//      tables, an umpire with a sector says `done` instead, U283).
// Each step is a command line run through the same `main` as the shell, so
// the log is the one the same commands typed one by one would leave. In a
// terminal every step asks; on a pipe the answers come from the options, and
// a missing one fails naming it (nothing waits).
import { resumeAt, turnStands } from '../../rules/civil-disorder/sequence.js';
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { labelled, t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { RL_MIN, rlStateName } from '../../rules/civil-disorder/rl-roll.js';
import { RL_JUMPS } from '../../rules/civil-disorder/crowd.js';
import { guideWords, knownWords, prompterFor, shortHelp, type GuideOptions, type PromptIo } from '../../prompts/guide.js';
import { asksDice } from '../../prompts/index.js';
import { openLogOf } from '../../state/backend.js';
import type { Paths } from '../../state/store.js';
import { guidedRun, nextTurnLine, stopIfCancelled, walkPrompter, withoutWalkOptions } from '../walk.js';
import { canPrompt } from '../../prompts/prompter.js';
import { joinWords, splitLine } from '../../repl/split.js';
import { readGame } from '../../state/transaction.js';
import { umpireName } from '../../state/store-url.js';
import { walkEnd, type TablesState } from '../../rules/tables.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { collect, outputLang, statePaths, type CommonOpts, type Io } from '../common.js';
import { theProgram } from '../../engine/program.js';
import { commandOwners, plays } from '../../engine/registry.js';
import type { GameCore } from '../../engine/system.js';

interface TurnOpts extends CommonOpts {
  intentions?: string;
  crowd?: string[];
  moves?: string;
  resolve?: string[];
  action?: string[];
  overreact?: string[];
  assessment?: string;
  nextTurn?: boolean;
  allCrowds?: boolean;
}

/** Commands that are not procedures to offer at step 4. */
const NOT_PROCEDURES = new Set(['turn', 'next-turn', 'play', 'demo', 'init', 'undo', 'rebuild', 'note', 'status']);

/** `id:words` (repeatable options): the extra words for one subject's command line. */
export function subjectWords(list: string[] | undefined, option: string): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const s of list ?? []) {
    const i = s.indexOf(':');
    const id = (i < 0 ? s : s.slice(0, i)).trim();
    if (!id) throw new UserError('bad-option', { option, problemKey: 'err.p.turn-no-id', value: s });
    const split = splitLine(i < 0 ? '' : s.slice(i + 1));
    if (split.open) throw new UserError('bad-option', { option, problemKey: 'err.p.unclosed-quote', value: s });
    m.set(id, split.words);
  }
  return m;
}

/** The procedures a program offers (commands taking dice) that this game plays (the engine's, its game's and its packs'), for step 4. */
export function procedureCommands(program: Command, game: Pick<GameCore, 'system' | 'packs'>): Command[] {
  const played = (name: string) => {
    const owners = commandOwners(name);
    return owners.length === 0 || owners.some((s) => plays(game, s));
  };
  return program.commands.filter((c) => !NOT_PROCEDURES.has(c.name()) && c.options.some((o) => o.long === '--roll') && played(c.name()));
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('turn')
    .description("Walk through the Sequence of Action: intentions, crowd movement (RL rolls), moves, resolutions, over-reaction tests owed, assessment, next turn")
    .option('--intentions <text>', "1. the players' intentions for the turn (logged as a note; \"\" for none)")
    .option('--crowd <id:words>', "2. extra words for a crowd's RL roll, e.g. \"frontline:--riot-charging --roll 3,2\"; \"id:skip\" skips it; a crowd owing no roll is rolled when named here (repeatable)", collect)
    .option('--all-crowds', '2. roll every crowd still in play, not only those owing a roll')
    .option('--moves <text>', "3. the players' moves (logged as a note; \"\" for none)")
    .option('--resolve <command>', '4. a resolution, as a command line, e.g. "melee frontline --unit spg" (repeatable)', collect)
    .option('--action <words>', '5. a player action, as the words of umpire act, e.g. "liaison radio calls for support" (repeatable)', collect)
    .option('--overreact <id:words>', '4. extra words for a unit\'s owed over-reaction test; "id:skip" skips it (repeatable)', collect)
    .option('--assessment <text>', "6. the umpire's assessment (logged as a note; \"\" for none)")
    .option('--no-next-turn', 'stop before advancing the turn')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--player', "players' view of each step's output")
    .option('--lang <lang>', 'output language');
  cmd.action(async (opts: TurnOpts) => {
    try {
      await walk(opts);
    } catch (e) {
      // Ctrl-C in a question: the steps already run stay logged.
      const { isCancel } = await import('../../prompts/index.js');
      if (isCancel(e)) throw new UserError('turn-cancelled', {});
      throw e;
    }
  });

  async function walk(opts: TurnOpts): Promise<void> {
    const pio = io as PromptIo;
    const ask = canPrompt(io);
    if (!ask) {
      const missing = (['intentions', 'moves', 'assessment'] as const).filter((k) => opts[k] === undefined).map((k) => `--${k}`);
      if (missing.length > 0) {
        throw new UserError('missing-option', { procedure: 'turn', whatKey: 'turn.pipe-needs', option: missing.join(', ') });
      }
    }
    const crowdWords = subjectWords(opts.crowd, '--crowd');
    const unitWords = subjectWords(opts.overreact, '--overreact');
    const resolves = (opts.resolve ?? []).map((s) => {
      const r = splitLine(s);
      if (r.open || r.words.length === 0) throw new UserError('bad-option', { option: '--resolve', problemKey: 'err.p.not-command-line', value: s });
      return r.words;
    });

    const paths = statePaths(io, opts);
    const read = async (): Promise<GameState> => (await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) })).game;
    let game = await read();
    const lang: Lang = outputLang(opts, game, game.edition);
    // The walk's own questions (back at one asks it again: src/commands/walk.ts walkAsk).
    const wp = walkPrompter(prompterFor(pio, lang));
    const { buildProgram, main } = theProgram();
    const quiet = { ...io, stdout: { write: () => true }, stderr: { write: () => true }, argv: [] };
    const all = await buildProgram([], quiet);
    const find = (name: string) => all.commands.find((c) => c.name() === name);
    const extra = [...(opts.state ? ['--state', opts.state] : []), ...(opts.lang ? ['--lang', opts.lang] : [])];
    const env = { ...io.env, ...(opts.player ? { UMPIRE_VIEW: 'player' } : {}) };

    /** Runs one step's command line as if typed; on a pipe a failure stops the turn, in a terminal it is said (by the command) and the walk asks again. */
    const run = async (words: string[], step: string, guided = false): Promise<boolean> => {
      const argv = [...words, ...extra];
      // A line whose dice are asked by name is shown once they are known (src/prompts/dice.ts).
      if (!asksDice(words)) io.stdout.write(`${t(lang, 'turn.running', { command: joinWords(words) })}\n`);
      const code = await main(argv, { ...io, env, argv, ...(guided ? { backTo: true } : {}) });
      stopIfCancelled(pio, lang);
      if (code !== 0 && !ask) throw new UserError('turn-step-failed', { step, command: joinWords(words) });
      return code === 0;
    };
    /** A procedure's line completed by the questions: null when the umpire skipped it, false when refused before it ran (said in one line). */
    // The questions read the walk's state and speak its language: they are asked on the line with the walk's options.
    // Then run (`step`): back at the line's first dice asks its last question again (src/prompts/back.ts).
    const guide = (cmd: Command, words: string[], step: string, o?: GuideOptions) =>
      guidedRun(
        io,
        lang,
        async (tape) => {
          const line = await guideWords(pio, cmd, [...words, ...extra], { ...o, tape });
          return line && withoutWalkOptions(line, extra);
        },
        (line) => run(line, step, true),
      );
    // Each step's heading; at the table, the pending strip under it (RL rolls and tests owed, fires, looters, casualties...).
    const head = async (n: number) => {
      io.stdout.write(`\n${t(lang, `turn.step.${n}`, { turn: game.turn })}\n`);
      if (ask) io.stdout.write(`${await (await import('../../render/status.js')).pendingStrip(await read(), lang)}${await (await import('../../render/turn-sheet.js')).walkSheetStrip(await read(), paths, io.env, lang)}`);
    };
    const text = async (given: string | undefined, question: string): Promise<string> => {
      if (given !== undefined) return given.trim();
      return (await wp.input(question)).trim();
    };
    /** After a failed step in a terminal: ask it again, or move on (the umpire's choice, never the walk's). */
    const again = async (what: string): Promise<boolean> =>
      (await wp.select(t(lang, 'turn.ask.again', { what }), [
        { value: 'again', name: t(lang, 'turn.again.yes') },
        { value: 'on', name: t(lang, 'turn.again.on') },
      ])) === 'again';

    /** The moves owed now (src/commands/map/moves-walk.ts), loaded only on a game with a map (the geometry with it). */
    const offerMapMoves = async (): Promise<void> => {
      if ((await read()).map) await (await import('../map/moves-walk.js')).offerMoves(io, opts, lang);
    };

    io.stdout.write(`${t(lang, 'turn.title', { title: game.title, turn: game.turn })}\n`);

    // In a terminal, `turn` typed again resumes where the log says the turn stands.
    const stepOptions = [opts.intentions, opts.crowd, opts.moves, opts.resolve, opts.action, opts.overreact, opts.assessment].some((o) => o !== undefined);
    const done = ask && !stepOptions ? await turnSoFar(paths, io.env, game.turn, new Set(procedureCommands(all, game).map((c) => c.name()))) : { step: 0, rolled: new Set<string>() };
    const from = resumeAt(done.step);
    if (from > 1) io.stdout.write(`${t(lang, from > 6 ? 'turn.resume.end' : 'turn.resume', { step: from, turn: game.turn })}\n`);

    // 1. The players' intentions.
    if (from <= 1) {
      await head(1);
      const intentions = await text(opts.intentions, t(lang, 'turn.ask.intentions'));
      if (intentions) await run(['note', '--step', 'intentions', intentions], 'intentions');
    }

    // 2. Crowd movement: the crowds owing a roll make it (the RL chart rolls "under the following
    // circumstances", U54); the others on request (--all-crowds, --crowd id:...). RL 1 has dispersed (R1).
    if (from <= 2) {
      await head(2);
      game = await read();
      const rlCmd = find('rl-roll');
      // At the table the others are asked for in one checklist ("on request"): no option to remember mid-turn.
      // A crowd already rolled this turn (the log says so) is not offered again.
      let anyway = new Set<string>();
      if (ask && !opts.allCrowds && rlCmd) {
        const idle = Object.values(game.crowds).filter((c) => typeof c.mergedInto !== 'string' && c.rl > RL_MIN && Object.keys((c.owes as Record<string, number> | undefined) ?? {}).length === 0 && !crowdWords.has(c.id) && !done.rolled.has(c.id));
        if (idle.length > 0) {
          const picked = await wp.checkbox(
            t(lang, 'turn.ask.roll-anyway'),
            idle.map((c) => ({ value: c.id, name: t(lang, 'turn.crowd', { crowd: c.id, name: c.name, rl: c.rl }) })),
          );
          anyway = new Set(picked);
        }
      }
      for (const c of Object.values(game.crowds)) {
        if (typeof c.mergedInto === 'string') continue;
        if (c.rl <= RL_MIN) {
          io.stdout.write(`${t(lang, 'turn.dispersed', { crowd: c.id })}\n`);
          continue;
        }
        const owed = Object.keys((c.owes as Record<string, number> | undefined) ?? {});
        const given = crowdWords.get(c.id);
        if (owed.length === 0 && !opts.allCrowds && !given && !anyway.has(c.id)) {
          if (!ask) io.stdout.write(`${t(lang, 'turn.not-owing', { crowd: c.id })}\n`);
          continue;
        }
        if (owed.length > 0) io.stdout.write(`${t(lang, 'turn.owing', { crowd: c.id, why: owed.map((k) => t(lang, `owe.trigger.${k}`)).join(', ') })}\n`);
        // Asked again until it runs, or the umpire moves on: a refusal never skips a crowd silently.
        for (;;) {
          let words: string[] | null | false = ['rl-roll', c.id];
          let ran = false;
          if (given) words = given[0] === 'skip' ? null : [...words, ...given];
          else if (ask && rlCmd) {
            io.stdout.write(`${t(lang, 'turn.crowd', { crowd: c.id, name: c.name, rl: c.rl })}\n`);
            ({ line: words, ran } = await guide(rlCmd, words, 'crowd movement', { fixedSubject: true, allowSkip: true }));
          } else ran = await run(words, 'crowd movement');
          if (words === null) break;
          if (given && words) ran = await run(words, 'crowd movement');
          if (!ran) {
            if (!given && (await again(c.id))) continue;
            break;
          }
          // The roll landed where the RL chart has a jump (RL 1-3): at the table, offer it (issue 13).
          if (words && ask && !words.includes('--situation')) {
            const now = (await read()).crowds[c.id];
            const jumps = now ? RL_JUMPS[now.rl] : undefined;
            if (now && jumps) {
              const situation = await wp.select(t(lang, 'turn.ask.situation', { crowd: c.id, rl: now.rl, name: rlStateName(lang, now.rl) }), [
                { value: '', name: t(lang, 'turn.situation.none') },
                ...Object.entries(jumps).map(([s, to]) => ({ value: s, name: `${t(lang, `jump.situation.${s}`)} → ${to} ${rlStateName(lang, to)}` })),
              ]);
              if (situation) await run(['jump', c.id, '--situation', situation], 'crowd movement');
            }
          }
          break;
        }
      }
    }

    // The moves the crowds' rolls decided, on a game with a map: listed, made with one key (docs/map.md).
    if (from <= 2) await offerMapMoves();

    // 3. The players' moves.
    if (from <= 3) {
      await head(3);
      const moves = await text(opts.moves, t(lang, 'turn.ask.moves'));
      if (moves) await run(['note', '--step', 'moves', moves], 'moves');
    }

    if (from <= 4) {
      // 4. Resolutions: firing, fights, negotiations... whatever procedures exist.
      await head(4);
      for (const words of resolves) await run(words, 'resolutions');
      if (ask && opts.resolve === undefined) {
        const procs = procedureCommands(all, game);
        // A refusal, an empty pick list or a wrong line is said in one line, and the menu asked again:
        // another resolution, or none (on to the next step).
        for (;;) {
          const pick = await wp.select(t(lang, 'turn.ask.resolve'), [
            { value: '', name: t(lang, 'turn.resolve-done') },
            ...procs.map((p) => ({ value: p.name(), name: labelled(lang, p.name(), shortHelp(lang, p.description())) })),
          ]);
          if (!pick) break;
          await guide(find(pick)!, [pick], 'resolutions');
        }
      }

      // 4. (end) The over-reaction tests owed this turn, by their triggers.
      game = await read();
      const owing = Object.values(game.units).filter((u) => Object.keys(u.owes ?? {}).length > 0);
      if (owing.length > 0) {
        io.stdout.write(`\n${t(lang, 'turn.step.overreact')}\n`);
        const ovCmd = find('overreact');
        for (const u of owing) {
          const triggers = knownWords(lang, Object.keys(u.owes).join(', '));
          if (!ovCmd) {
            io.stdout.write(`${t(lang, 'turn.owed-no-command', { unit: u.id, triggers })}\n`);
            continue;
          }
          const given = unitWords.get(u.id);
          let words: string[] | null | false = null;
          for (;;) {
            words = ['overreact', u.id];
            if (given) words = given[0] === 'skip' ? null : [...words, ...given];
            else if (ask) {
              io.stdout.write(`${t(lang, 'turn.owes', { unit: u.id, name: u.name, triggers })}\n`);
              const r = await guide(ovCmd, words, 'over-reaction', { fixedSubject: true, allowSkip: true });
              words = r.line;
              if (r.ran || words === null) break;
              words = false;
            }
            if (words === null) break;
            if (words !== false && (await run(words, 'over-reaction'))) break;
            words = null;
            if (given || !(await again(u.id))) break;
          }
          // U67: an open-fire result offers the firing, with the unit filled in.
          const reaction = (await read()).units[u.id]?.reaction as { turn?: number; code?: string } | undefined;
          if (words && reaction?.code === 'open-fire' && reaction.turn === game.turn) {
            const fireCmd = find('fire');
            if (ask && fireCmd) {
              const now = await wp.select(t(lang, 'turn.ask.open-fire', { unit: u.id }), [
                { value: 'yes', name: t(lang, 'turn.open-fire.yes', { unit: u.id }) },
                { value: 'no', name: t(lang, 'turn.open-fire.no') },
              ]);
              if (now === 'yes') await guide(fireCmd, ['fire', '--unit', u.id], 'resolutions');
            } else io.stdout.write(`${t(lang, 'turn.open-fire-next', { unit: u.id })}\n`);
          }
        }
      }
    }

    // The moves the resolutions decided (pushed back, looters leaving), on a game with a map.
    if (from <= 4) await offerMapMoves();

    // 5. Players may take an action (Sequence of Action 5; Player Actions: one a turn each, U66).
    if (from <= 5) {
      await head(5);
      for (const a of opts.action ?? []) {
        const r = splitLine(a);
        if (r.open || r.words.length < 2) throw new UserError('bad-option', { option: '--action', problemKey: 'err.p.not-command-line', value: a });
        await run(['act', ...r.words], 'player actions');
      }
      if (ask && opts.action === undefined && find('act')) {
        const { PLAYER_ACTIONS, actionRefusal } = await import('../../rules/civil-disorder/actions.js');
        for (;;) {
          const current = await read();
          // Only the characters who may still act this turn: the refusal never comes after their words.
          const free = Object.values(current.characters).filter((c) => actionRefusal(lang, c.id, c.acted, current.turn, false) === null);
          if (free.length === 0) {
            if (Object.keys(current.characters).length > 0) io.stdout.write(`${t(lang, 'turn.all-acted')}\n`);
            break;
          }
          const pc = await wp.select(t(lang, 'turn.ask.act'), [
            { value: '', name: t(lang, 'turn.act-done') },
            ...free.map((c) => ({ value: c.id, name: c.name && c.name !== c.id ? `${c.id} (${c.name})` : c.id })),
          ]);
          if (!pc) break;
          const action = await wp.select(t(lang, 'turn.ask.act-action'), PLAYER_ACTIONS.map((x) => ({ value: x, name: labelled(lang, x, t(lang, `act.action.${x}`)) })));
          // A negotiation is the character's action and its own procedure (R7, U66): resolved, not only recorded
          // (`act ... negotiate` first would leave the roll refused as a second action).
          const negotiateCmd = action === 'negotiate' ? find('negotiate') : undefined;
          if (negotiateCmd) {
            await guide(negotiateCmd, ['negotiate', '--by', pc], 'player actions');
            continue;
          }
          const words = (await wp.input(t(lang, 'turn.ask.act-words'))).trim();
          // The player's words as typed, one argument (act joins its words with spaces anyway).
          await run(['act', pc, action, ...(words ? [words] : [])], 'player actions');
        }
      }
    }

    // 6. The umpire's assessment.
    if (from <= 6) {
      await head(6);
      const assessment = await text(opts.assessment, t(lang, 'turn.ask.assessment'));
      if (assessment) await run(['note', '--step', 'assessment', assessment], 'assessment');
    }

    // Then the next turn; on a game of tables, an umpire with a sector says their table is done instead (U283): the turn is the control's to end.
    const end = walkEnd((await read()) as unknown as TablesState, umpireName(io.env));
    let next = opts.nextTurn !== false && end !== null;
    if (next && ask && opts.assessment === undefined) {
      const asked = end === 'done' ? 'done' : 'next';
      next = (await wp.select(t(lang, `turn.ask.${asked}`), [
        { value: 'yes', name: t(lang, `turn.${asked}.yes`) },
        { value: 'no', name: t(lang, `turn.${asked}.no`) },
      ])) === 'yes';
    }
    if (next && end === 'done') await run(['done'], 'done');
    // At the table, the bookkeeping's dice (looters leaving, fires) asked as every procedure's: rolled, or entered.
    else if (next) await run(ask ? await nextTurnLine(pio, await read(), lang) : ['next-turn'], 'next-turn');
  }
}

/** Where the log says this turn stands (src/rules/civil-disorder/sequence.ts), read from the game's store. */
export async function turnSoFar(paths: Paths, env: NodeJS.ProcessEnv, turn: number, procedures: Readonly<Set<string>>): Promise<{ step: number; rolled: Set<string> }> {
  const { entries } = await openLogOf(paths, env);
  return turnStands(entries, turn, procedures);
}
