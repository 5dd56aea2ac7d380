// `umpire status` on a game of Intervention: the turn and its sequence, the
// mission (and its verdict), each side's order clock (l.314), and every
// fighter: RT counter, wounded or out, order, how the enemy sees it, its
// markers and where it stands in the mission's terms. --json prints the game
// state itself. `umpire intv-clock`: the order clock, counting down on a
// terminal (the REPL included).
import type { Command } from 'commander';
import { escapeControls } from '../../render/safe.js';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { clockMinutes, type IvFighter, type IvSlice } from '../../rules/intervention/game.js';
import { activationOrder, unitsInPlay } from '../../rules/intervention/activation.js';
import { turnWords, unitLabel } from '../../rules/intervention/play.js';
import { readGame } from '../../state/transaction.js';
import { UserError } from '../../errors.js';
import { choiceOpt, outputLang, statePaths, useColor, type CommonOpts, type Io } from '../common.js';

/** A fighter's markers, in words of the language. */
export function fighterMarkers(s: IvSlice, f: IvFighter, turn: number, lang: Lang): string[] {
  const m: string[] = [];
  if (f.dodge !== null && f.dodge >= turn - 1) m.push(t(lang, f.dodge === turn ? 'iv.status.dodge-gained' : 'iv.status.dodging'));
  if (f.hiding) m.push(t(lang, 'iv.status.hiding'));
  if (f.bound) m.push(t(lang, 'iv.status.bound'));
  if (f.reloading !== null && f.reloading === turn - 1) m.push(t(lang, 'iv.status.reloading'));
  if (f.building) m.push(t(lang, 'iv.status.building'));
  if (f.nearEnemy && f.id === s.mission.figure) m.push(t(lang, 'iv.status.near-enemy'));
  if (f.exited !== null) m.push(t(lang, 'iv.status.exited', { edge: f.exited === 'other' ? t(lang, 'iv.edge.other') : (s.sides[f.exited]?.name ?? f.exited) }));
  // Its half only when it is not its own side's (the start, U185): the markers stay short at 80 columns.
  else if (f.half !== null && f.half !== f.side) m.push(t(lang, 'iv.status.half', { side: s.sides[f.half]?.name ?? f.half }));
  if (f.shots > 0) m.push(t(lang, 'iv.status.shots', { n: f.shots }));
  return m;
}

/** The status screen of a game of Intervention, as text. */
export async function renderIvStatus(game: { title: string; turn: number } & Record<string, unknown>, lang: Lang, color: boolean, player = false): Promise<string> {
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const s = game as unknown as IvSlice & { turn: number; title: string };
  const turn = game.turn;
  const out: string[] = [th.title(t(lang, 'iv.status.title', { title: game.title, turn, phase: t(lang, `iv.phase.${s.round.phase}`) }))];
  const m = s.mission;
  const name = (id: string) => s.sides[id]?.name ?? id;
  // The players' view says names alone (U74); the umpire's the ids to type beside them.
  const unitNames = new Map(Object.values(s.sides).flatMap((sd) => sd.units.map((u) => [u.id, u.name || u.id] as const)));
  const unitWord = (id: string) => (player ? (unitNames.get(id) ?? id) : id);
  const fighterWord = (id: string) => (player ? (s.fighters[id]?.name || id) : id);
  out.push(t(lang, 'iv.status.mission', { mission: t(lang, `iv.mission.${m.kind}`), attacker: name(m.attacker), defender: name(m.defender), turns: m.turns }));
  out.push(th.dim(t(lang, `iv.mission.goal.${m.kind}`, { turns: m.turns, hold: 10 })));
  if (m.figure) out.push(t(lang, m.kind === 'elimination' ? 'iv.status.leader' : 'iv.status.figure-a', { id: fighterWord(m.figure) }));
  if (m.streak > 0) out.push(t(lang, 'iv.status.streak', { n: m.streak }));
  // l.51-53: the order of activation, and whose turn it is in the movement and fire sequences (U110).
  out.push(t(lang, 'iv.status.initiative', { list: activationOrder(s).map((u) => `${unitWord(u.id)} ${u.initiative ?? '-'}`).join(', ') }));
  if (!m.verdict && s.round.phase !== 'orders') {
    const c = { slice: s, turn, lang };
    const active = unitsInPlay(s).find((u) => u.id === s.round.acting);
    if (active) out.push(th.title(t(lang, 'iv.status.acting', { unit: unitLabel(c, active, player) })));
    out.push(t(lang, 'iv.status.next', { turn: turnWords(c, player) }));
  }
  if (m.verdict) out.push(th.title(m.verdict.winner === 'draw' ? t(lang, 'iv.status.verdict-draw', { turn: m.verdict.turn }) : t(lang, 'iv.status.verdict', { side: name(m.verdict.winner), turn: m.verdict.turn })));
  for (const sd of Object.values(s.sides)) {
    const c = clockMinutes(s, sd.id);
    out.push(th.title(t(lang, player ? 'iv.status.side.player' : 'iv.status.side', { name: sd.name, id: sd.id, role: t(lang, `iv.role.${sd.id === m.attacker ? 'attacker' : 'defender'}`) })));
    out.push(t(lang, 'iv.clock.line', { side: sd.name, minutes: c.minutes, units: c.units, leaders: c.leaders }));
    const fs = Object.values(s.fighters).filter((f) => f.side === sd.id);
    out.push(
      table(
        ['id', 'unit', 'rt', 'order', 'seen', 'markers'].map((k) => t(lang, `iv.status.col.${k}`)),
        fs.map((f) => {
          const rt = `${f.counter}/${f.rt}`;
          const cond = f.condition === 'fit' ? rt : `${rt} ${t(lang, `iv.condition.${f.condition}`)}`;
          const who = f.leader ? `${fighterWord(f.id)} *` : fighterWord(f.id);
          return [who, f.unit ? unitWord(f.unit) : '-', f.condition === 'out' ? th.bad(cond) : f.condition === 'wounded' ? th.bad(cond) : cond, t(lang, `iv.order.${f.order}`), t(lang, `iv.sighting.${f.sighting}`), fighterMarkers(s, f, turn, lang).join(', ')];
        }),
        th,
      ),
    );
  }
  out.push(th.dim(t(lang, 'iv.status.legend')));
  return `${out.join('\n')}\n`;
}

/** mm:ss of a number of seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function registerClock(program: Command, io: Io): void {
  program
    .command('intv-clock')
    .argument('[side]', 'a side of the game (default: both)')
    .description("Intervention: a side's order clock, 1 minute per unit and 1 more per leader (l.314); --countdown counts it down on a terminal")
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--countdown', 'count the side\'s minutes down, second by second (a terminal only; Ctrl-C stops it)')
    .option('--json', 'print the clock as JSON')
    .option('--lang <lang>', 'output language')
    .action(async (side: string | undefined, opts: CommonOpts & { countdown?: boolean }) => {
      const paths = statePaths(io, opts);
      const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      const s = sf.game as unknown as IvSlice;
      const lang = outputLang(opts, sf.game, sf.game.edition);
      const ids = side === undefined ? Object.keys(s.sides) : [choiceOpt('[side]', side, Object.keys(s.sides))];
      const clocks = ids.map((id) => ({ side: id, ...clockMinutes(s, id) }));
      if (opts.json) {
        io.stdout.write(`${JSON.stringify({ procedure: 'intv-clock', turn: sf.game.turn, clocks })}\n`);
        return;
      }
      for (const c of clocks) io.stdout.write(`${escapeControls(t(lang, 'iv.clock.line', { side: s.sides[c.side].name, minutes: c.minutes, units: c.units, leaders: c.leaders }))}\n`);
      if (!opts.countdown) return;
      if (clocks.length !== 1) throw new UserError('bad-option', { option: '--countdown', problemKey: 'err.p.iv-clock-side' });
      if (!io.stdout.isTTY) {
        io.stdout.write(`${t(lang, 'iv.clock.no-terminal')}\n`);
        return;
      }
      // The carriage return rewrites the line: written to the terminal itself (io.stdout escapes control characters).
      const term = io.rawStdout ?? io.stdout;
      let left = clocks[0].minutes * 60;
      // Ctrl-C stops the countdown, not the session (the REPL goes on).
      let stopped = false;
      let wake: (() => void) | null = null;
      const stop = () => {
        stopped = true;
        wake?.();
      };
      process.once('SIGINT', stop);
      try {
        while (left > 0 && !stopped) {
          term.write(`\r${t(lang, 'iv.clock.left', { time: clockText(left) })}   `);
          await new Promise<void>((res) => {
            wake = res;
            setTimeout(res, 1000);
          });
          left--;
        }
      } finally {
        process.removeListener('SIGINT', stop);
      }
      if (stopped) {
        term.write(`\r${t(lang, 'iv.clock.stopped', { time: clockText(left) })}   \n`);
        return;
      }
      term.write(`\r${escapeControls(t(lang, 'iv.clock.up', { side: s.sides[clocks[0].side].name }))}   \n`);
    });
}

/** The pending strip's items (StatusView.pending): the unit acting and what comes next, or the verdict's absence in the orders phase. */
export function ivPending(game: { turn: number } & Record<string, unknown>, lang: Lang): string[] {
  const s = game as unknown as IvSlice & { turn: number };
  if (s.mission.verdict || s.round.phase === 'orders') return [];
  const c = { slice: s, turn: game.turn, lang };
  const active = unitsInPlay(s).find((u) => u.id === s.round.acting);
  return [...(active ? [t(lang, 'iv.status.acting', { unit: unitLabel(c, active) })] : []), t(lang, 'iv.status.next', { turn: turnWords(c) })];
}

/** `status --brief`: the mission's verdict or the activation order, then one line a fighter still in the fight (unit, RT, order, markers). */
export function ivBrief(game: { turn: number } & Record<string, unknown>, lang: Lang): string[] {
  const s = game as unknown as IvSlice & { turn: number };
  const m = s.mission;
  const name = (id: string) => s.sides[id]?.name ?? id;
  const sep = t(lang, 'common.list-sep');
  const out: string[] = [
    m.verdict
      ? m.verdict.winner === 'draw'
        ? t(lang, 'iv.status.verdict-draw', { turn: m.verdict.turn })
        : t(lang, 'iv.status.verdict', { side: name(m.verdict.winner), turn: m.verdict.turn })
      : t(lang, 'iv.status.initiative', { list: activationOrder(s).map((u) => `${u.id} ${u.initiative ?? '-'}`).join(', ') }),
  ];
  for (const sd of Object.values(s.sides)) {
    out.push(t(lang, 'iv.status.side', { name: sd.name, id: sd.id, role: t(lang, `iv.role.${sd.id === m.attacker ? 'attacker' : 'defender'}`) }));
    for (const f of Object.values(s.fighters).filter((x) => x.side === sd.id && x.condition !== 'out')) {
      const rt = `${f.counter}/${f.rt}${f.condition === 'fit' ? '' : ` ${t(lang, `iv.condition.${f.condition}`)}`}`;
      out.push(`  ${[t(lang, 'status.brief.item', { id: `${f.leader ? `${f.id} *` : f.id} (${f.unit || '-'})`, text: `RT ${rt}` }), t(lang, `iv.order.${f.order}`), ...fighterMarkers(s, f, game.turn, lang)].join(sep)}`);
    }
  }
  return out;
}
