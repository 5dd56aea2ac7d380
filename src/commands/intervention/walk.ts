// `umpire turn` on a game of Intervention: walks the umpire through the turn
// in the text's order (l.296-340): the orders sequence on the clock, then
// the movement and fire sequences with the units acting one at a time by
// decreasing initiative (l.51-53, U110): at each step the fighters of the
// unit acting or due, what each may do (move, fire, melee, a grenade), the
// unit passing, the observers firing during the movement (l.322), and the
// next sequence. Every step is a command line of the game's procedures,
// asked through the same guided questions and run through the same `main` as
// the shell, so the log is the one the same commands typed one by one would
// leave. It asks at every step: a terminal is needed.
import type { Command } from 'commander';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { nextUnits } from '../../rules/intervention/activation.js';
import { moveAllowance, ORDER_RULES, standing, type IvSlice } from '../../rules/intervention/game.js';
import type { Choice } from '../../prompts/prompter.js';
import { prompterFor, type PromptIo } from '../../prompts/guide.js';
import { outputLang, type CommonOpts, type Io } from '../common.js';
import { nextTurnLine, registerWalk, walkAsk, walkPrompter, walkSteps } from '../walk.js';

/** The choices that are not a fighter (ids start with a letter or a digit). */
const NEXT = '-next';
const STOP = '-stop';

export function register(program: Command, io: Io): void {
  registerWalk(program, io, {
    description: "Intervention: walk through a turn: the orders, then the movement and fire sequences with the units acting by decreasing initiative (l.51-53, l.296-340)",
    terminalError: 'iv-turn-terminal',
    cancelledError: 'iv-turn-cancelled',
    walk,
  });
}

async function walk(io: Io, opts: CommonOpts): Promise<void> {
  const steps = walkSteps(io, opts, 'iv.walk.running');
  let game = await steps.read();
  const lang: Lang = outputLang(opts, game, game.edition);
  const raw = prompterFor(io as PromptIo, lang);
  const p = walkPrompter(raw);
  const read = steps.read;
  const run = (words: string[]) => steps.run(words, lang);
  const guided = (name: string, words: string[], fixedSubject: boolean) => steps.guided(name, words, lang, { fixedSubject, allowSkip: true });

  const turn = game.turn;
  io.stdout.write(`${t(lang, 'iv.walk.title', { title: game.title, turn })}\n`);
  for (;;) {
    game = await read();
    const s = game as unknown as IvSlice;
    if (game.turn !== turn) return;
    if (s.mission.verdict) {
      io.stdout.write(`${t(lang, 'iv.walk.over-game')}\n`);
      return;
    }
    const phase = s.round.phase;
    io.stdout.write('\n');
    await steps.strip(lang);
    if (phase === 'orders') {
      const what = await p.select(t(lang, 'iv.walk.orders'), [
        { value: 'orders', name: t(lang, 'iv.walk.give-orders') },
        { value: NEXT, name: t(lang, 'iv.walk.begin', { phase: t(lang, 'iv.phase.movement') }) },
        { value: STOP, name: t(lang, 'iv.walk.stop') },
      ]);
      if (what === STOP) return;
      if (what === 'orders') await guided('intv-orders', ['intv-orders'], false);
      else await run(['intv-phase', 'movement']);
      continue;
    }
    // The unit acting and the units due (l.51-53): their fighters standing; in the movement, every observer (l.322).
    const due = nextUnits(s);
    const unitIds = [...(s.round.acting ? [s.round.acting] : []), ...due.map((u) => u.id)];
    const choices: Choice[] = fighterChoices(s, unitIds, lang);
    for (const u of unitIds) choices.push({ value: `-pass ${u}`, name: t(lang, 'iv.walk.pass', { unit: u }) });
    const end = phase === 'movement' ? t(lang, 'iv.walk.begin', { phase: t(lang, 'iv.phase.fire') }) : t(lang, 'iv.walk.next-turn');
    choices.push({ value: NEXT, name: end }, { value: STOP, name: t(lang, 'iv.walk.stop') });
    const nextIds = due.map((u) => u.id).join(t(lang, 'iv.activation.or'));
    const head = s.round.acting
      ? t(lang, 'iv.walk.head.acting', { unit: s.round.acting, next: nextIds || t(lang, 'iv.walk.head.none') })
      : nextIds
        ? t(lang, 'iv.walk.head.due', { units: nextIds })
        : t(lang, 'iv.activation.all-acted');
    const pick = await p.select(t(lang, 'iv.walk.which', { phase: t(lang, `iv.phase.${phase}`), turn: head }), choices);
    if (pick === STOP) return;
    if (pick === NEXT) {
      if (phase === 'movement') await run(['intv-phase', 'fire']);
      else {
        await run(await nextTurnLine(io as PromptIo, await read(), lang));
        io.stdout.write(`\n${t(lang, 'iv.walk.over', { turn, next: turn + 1 })}\n`);
        return;
      }
      continue;
    }
    if (pick.startsWith('-pass ')) {
      await run(['intv-activate', pick.slice(6), '--pass']);
      continue;
    }
    const f = s.fighters[pick];
    const rule = ORDER_RULES[f.order];
    // An observer out of its unit's turn only fires (l.322); figure A only moves (U185).
    const inTurn = unitIds.includes(f.unit);
    // What its order lets it do now (l.217-268, U179): a move, a shot, a melee, a grenade.
    const acts: Choice[] = [];
    if ((inTurn || f.unit === '') && (phase === 'movement' || (phase === 'fire' && f.order === 'run'))) {
      const left = moveAllowance(f, game.turn, phase);
      acts.push({ value: 'intv-move', name: t(lang, 'iv.walk.act.move', { cm: left }) });
    }
    // An observer detects a hidden enemy, locates a detected one, at once and out of the order of activation (l.259, U110).
    const sought = f.order === 'observe' ? Object.values(s.fighters).filter((e) => e.side !== f.side && standing(e) && e.sighting !== 'located' && !e.bound) : [];
    if (f.unit !== '' && sought.length > 0) acts.push({ value: 'intv-observe', name: t(lang, 'iv.walk.act.observe', { ids: sought.map((e) => e.id).join(', ') }) });
    if (f.unit !== '' && rule.shots > 0 && f.shots < rule.shots && (phase === 'fire' || f.order === 'observe')) acts.push({ value: 'intv-fire', name: t(lang, 'iv.walk.act.fire') });
    if (inTurn) acts.push({ value: 'intv-melee', name: t(lang, 'iv.walk.act.melee') });
    if (inTurn && f.weapons.some((w) => w.type === 'AE' || w.type === 'NE')) acts.push({ value: 'intv-blast', name: t(lang, 'iv.walk.act.blast') });
    acts.push({ value: STOP, name: t(lang, 'iv.walk.back') });
    // Back at what it does: the fighters again (as its "back"); back at its centimetres: what it does again.
    const BACK = '\u0000';
    for (;;) {
      const act = await walkAsk(() => raw.select(t(lang, 'iv.walk.what', { id: f.id }), acts), STOP);
      if (act === STOP) break;
      if (act === 'intv-move') {
        // The centimetres (terrain counted by the umpire, l.180-202), then where it ends (the command's questions).
        // No farther than its order leaves it (the command refuses more): refused at the prompt, never after the questions.
        const most = moveAllowance(f, game.turn, phase);
        const cm = await walkAsk(
          () =>
            raw.input(t(lang, 'iv.walk.cm', { id: f.id, cm: most }), (x) =>
              !/^\d{1,5}$/.test(x.trim()) ? t(lang, 'iv.walk.cm-bad') : Number(x.trim()) > most ? t(lang, 'guide.too-many', { most }) : true,
            ),
          BACK,
        );
        if (cm === BACK) continue;
        await guided(act, [act, f.id, '--cm', cm.trim()], true);
      } else if (act === 'intv-blast') await run([act, '--by', f.id]);
      // The command asks what its line lacks itself (target, distance, cover), as typed in a terminal.
      else await run([act, f.id]);
      break;
    }
  }
}

/**
 * The fighters a step of the walk offers, in order: those of the units
 * acting or due (as the scenario lists them), then the observers firing out of their turn in the movement
 * (l.322), then figure A once freed (U185: no unit, it only moves), last:
 * the units' fighters are where the umpire counts them, whatever the
 * scenario's order of its fighters (issue 40).
 */
export function fighterChoices(s: IvSlice, unitIds: readonly string[], lang: Lang): Choice[] {
  const phase = s.round.phase;
  const line = (f: IvSlice['fighters'][string], why: string): Choice => ({ value: f.id, name: `${f.id} · ${why} · ${t(lang, `iv.order.${f.order}`)}` });
  const up = Object.values(s.fighters).filter(standing);
  const inTurn = up.filter((f) => unitIds.includes(f.unit)).map((f) => line(f, f.unit));
  const watching = phase === 'movement' ? up.filter((f) => f.order === 'observe' && f.unit !== '' && !unitIds.includes(f.unit)).map((f) => line(f, t(lang, 'iv.walk.observer'))) : [];
  const figureA = up.filter((f) => f.unit === '' && f.id === s.mission.figure && !f.bound).map((f) => line(f, t(lang, 'iv.walk.figure-a')));
  return [...inTurn, ...watching, ...figureA];
}
