// Human output of a resolution record: one place, from the same record that
// --json prints. Colour through one theme map; none when NO_COLOR is set or
// the output is not a terminal.
import { Chalk, type ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import { t } from '../i18n/index.js';
import { signed, type Effect, type Lang, type Resolution } from '../rules/types.js';
import { renderPlayerResolution } from './player.js';

export interface RenderOptions {
  lang: Lang;
  color: boolean;
  /** Log entry number, when the resolution was logged. */
  seq?: number | null;
  turn?: number | null;
  /** The players' view: only what the security-force players may know (render/player.ts). */
  player?: boolean;
}

/** Outcome codes by tone, for colour only: good for the SF, bad, or neutral. */
const GOOD = new Set(['rl-down', 'advance', 'continue', 'subdued', 'pushed-back', 'scratch', 'miss', 'extinguished', 'spotted']);
const BAD = new Set(['rl-up', 'refused', 'open-fire', 'run-away', 'killed', 'dead', 'dies', 'wounded', 'stretcher', 'spread', 'hit']);

export function theme(color: boolean) {
  const c: ChalkInstance = new Chalk({ level: color ? 1 : 0 });
  return {
    title: (s: string) => c.bold(s),
    dim: (s: string) => c.dim(s),
    good: (s: string) => c.green.bold(s),
    bad: (s: string) => c.red.bold(s),
    neutral: (s: string) => c.yellow.bold(s),
    plus: (s: string) => c.green(s),
    minus: (s: string) => c.red(s),
    head: (s: string) => c.cyan(s),
  };
}
export type Theme = ReturnType<typeof theme>;

/** A plain table: borders only where they help the eye. */
export function table(head: string[], rows: (string | number)[][], th: Theme): string {
  const tb = new Table({
    head: head.map((h) => th.head(h)),
    style: { head: [], border: [], compact: true },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const r of rows) tb.push(r.map(String));
  return tb.toString();
}

function effectText(e: Effect): string {
  const fmt = (v: unknown) => (v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  if (e.op === 'set') return `${e.path}: ${fmt(e.prev)} → ${fmt(e.value)}`;
  if (e.op === 'add') return `${e.path}: ${fmt(e.prev)} ${signed(e.value)} → ${(e.prev ?? 0) + e.value}`;
  return `${e.path}: ${fmt(e.prev)} → —`;
}

/** The text of one resolution, as the umpire reads it at the table. */
export function renderResolution(r: Resolution, o: RenderOptions): string {
  if (o.player) return renderPlayerResolution(r, o);
  const th = theme(o.color);
  const out: string[] = [];
  const who = ['crowd', 'unit', 'building', 'character', 'casualty', 'engine', 'ambulance']
    .map((k) => r[k])
    .filter((v): v is string => typeof v === 'string');
  const procName = t(o.lang, `${r.procedure}.procedure`) ;
  const head = [procName === `${r.procedure}.procedure` ? r.procedure : procName, ...who].join(' · ');
  const turn = o.turn ? ` · ${t(o.lang, 'common.turn')} ${o.turn}` : '';
  out.push(th.title(`${head}${turn}`));

  if (r.rolls.length > 0 || r.modifiers.length > 0) {
    const rows: (string | number)[][] = [];
    // Dice are numbered in the order --roll takes them.
    r.rolls.forEach((d, i) => {
      rows.push([`#${i + 1} ${d.label} (${d.die}, ${t(o.lang, d.source === 'entered' ? 'common.entered' : 'common.rolled')})`, d.value]);
    });
    for (const m of r.modifiers) {
      rows.push([m.label, m.value >= 0 ? th.plus(signed(m.value)) : th.minus(signed(m.value))]);
    }
    if (r.total !== null) rows.push([th.title(t(o.lang, 'common.total')), th.title(String(r.total))]);
    out.push(table([t(o.lang, 'common.roll'), t(o.lang, 'common.value')], rows, th));
  }

  const tone = GOOD.has(r.outcome.code) ? th.good : BAD.has(r.outcome.code) ? th.bad : th.neutral;
  out.push(`${tone(r.outcome.text)} ${th.dim(`[${r.outcome.code}]`)}`);
  for (const n of r.notes) out.push(n);
  if (r.effects.length > 0) out.push(th.dim(r.effects.map(effectText).join('; ')));
  out.push(th.dim(o.seq ? t(o.lang, 'common.logged', { seq: o.seq }) : t(o.lang, 'common.stateless')));
  return `${out.join('\n')}\n`;
}
