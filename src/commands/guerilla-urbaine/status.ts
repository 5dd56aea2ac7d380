// Guérilla Urbaine's part of `umpire status` (GameSystem.status, the engine's
// src/commands/status.ts) on a game of Guérilla Urbaine: the turn and its phase, each
// gang (cost, credits, Prescience), and every figure: rank, kit, PV, whether
// it has acted this turn and its actions, and its markers (dead, knocked
// down, camouflaged, to reload, blessed, inspired, malaise, aura of dread).
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { nextPhase, thenList } from '../../rules/guerilla-urbaine/turn.js';
import { UNSOLD_WEAPONS } from '../../rules/guerilla-urbaine/profile.js';
import type { GuFigure } from '../../games/guerilla-urbaine/state.js';
import { guNames, guSlice, turnFigures } from './facts.js';
import { namer } from '../../rules/names.js';

/** A figure's markers this turn, in words of the language. */
export function figureMarkers(f: GuFigure, turn: number, lang: Lang): string[] {
  const m: string[] = [];
  if (f.dead) m.push(t(lang, 'gu.status.dead'));
  if (f.down) m.push(t(lang, 'gu.status.down'));
  if (f.camouflaged) m.push(t(lang, 'gu.status.camouflaged'));
  for (const w of f.unloaded) m.push(t(lang, 'gu.status.unloaded', { weapon: t(lang, `gu.weapon.${w}`) }));
  if (f.blessed === turn) m.push(t(lang, 'gu.status.blessed'));
  if (f.inspired === turn) m.push(t(lang, 'gu.status.inspired'));
  if (f.malaise === turn) m.push(t(lang, 'gu.status.malaise'));
  if (f.dread === turn) m.push(t(lang, 'gu.status.dread'));
  return m;
}

/** The status screen of a game of Guérilla Urbaine, as text. */
export async function renderGuStatus(game: { title: string } & Record<string, unknown>, lang: Lang, color: boolean, player = false): Promise<string> {
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const s = guSlice(game);
  const r = s.round;
  // The game's turn before the first initiative (1, as the prompt and the log say), then the initiative's.
  const turn = r?.turn ?? (typeof game.turn === 'number' ? game.turn : 1);
  const out: string[] = [th.title(t(lang, 'gu.status.title', { title: game.title, turn }))];
  const nm = namer(guNames(s));
  if (!r) out.push(t(lang, 'gu.status.no-turn'));
  else {
    out.push(t(lang, 'gu.status.order', { first: nm(r.order[0]), second: thenList(lang, r.order.slice(1).map(nm)) }));
    const p = r.phase;
    out.push(p === null ? t(lang, 'gu.status.no-phase') : p.kind === 'leader' ? t(lang, 'gu.phase.outcome.leader', { leader: nm(p.leader), gang: nm(p.gang), bubble: p.bubble.map(nm).join(', ') || t(lang, 'gu.phase.nobody') }) : t(lang, 'gu.phase.outcome.rest', { gang: nm(p.gang) }));
    const next = nextPhase(r, turnFigures(s));
    out.push(th.dim(next ? t(lang, 'gu.status.next', { kind: t(lang, `gu.phase.${next.kind}`), gang: nm(next.gang) }) : t(lang, 'gu.status.turn-done')));
  }
  for (const g of Object.values(s.gangs)) {
    const pres = g.prescience !== null && g.prescience > turn ? ` · ${t(lang, 'gu.status.prescience')}` : '';
    out.push(th.title(t(lang, player ? 'gu.status.gang.player' : 'gu.status.gang', { name: g.name, id: g.id, cost: g.cost, credits: g.credits }) + pres));
    // The players' view names each figure by its name alone (U74); the umpire's shows the id to type beside it.
    const cols = player ? ['name', 'rank', 'kit', 'pv', 'acted', 'markers'] : ['id', 'name', 'rank', 'kit', 'pv', 'acted', 'markers'];
    out.push(
      table(
        cols.map((k) => t(lang, `gu.status.col.${k}`)),
        g.members.map((id) => s.figures[id]).map((f) => {
          const acted = f.acted === turn && turn > 0 ? f.actions.map((a) => t(lang, `gu.action.${a}`)).join(', ') || t(lang, 'status.yes') : '';
          const pv = f.dead ? th.bad(`0/${f.pvMax}`) : `${f.pv}/${f.pvMax}`;
          const row = [f.name, t(lang, `gu.rank.${f.rank}`), t(lang, `gu.kit.${f.kit}`), pv, acted, figureMarkers(f, turn, lang).join(', ')];
          return player ? row : [f.id, ...row];
        }),
        th,
      ),
    );
  }
  // What the list never sells, and the one PV of every ganger (l.23, l.44, l.138-152, l.164-186).
  out.push(th.dim(t(lang, 'gu.status.list-note', { unsold: UNSOLD_WEAPONS.map((w) => t(lang, `gu.weapon.${w}`)).join(', ') })));
  return `${out.join('\n')}\n`;
}

/** The pending strip's item (StatusView.pending): the next phase of the turn, or the next initiative to roll. */
export function guPending(game: Record<string, unknown>, lang: Lang): string[] {
  const s = guSlice(game as never);
  const r = s.round;
  if (!r) return [t(lang, 'gu.status.no-turn')];
  const next = nextPhase(r, turnFigures(s));
  return [next ? t(lang, 'gu.status.next', { kind: t(lang, `gu.phase.${next.kind}`), gang: namer(guNames(s))(next.gang) }) : t(lang, 'gu.status.turn-done')];
}

/** `status --brief`: the initiative, then each gang's line and one line a figure still standing (rank, PV, what it did this turn, markers). */
export function guBrief(game: Record<string, unknown>, lang: Lang): string[] {
  const s = guSlice(game as never);
  const r = s.round;
  const turn = r?.turn ?? 0;
  const sep = t(lang, 'common.list-sep');
  const nm = namer(guNames(s));
  const out: string[] = [r ? t(lang, 'gu.status.order', { first: nm(r.order[0]), second: thenList(lang, r.order.slice(1).map(nm)) }) : t(lang, 'gu.status.no-turn')];
  for (const g of Object.values(s.gangs)) {
    out.push(t(lang, 'gu.status.gang', { name: g.name, id: g.id, cost: g.cost, credits: g.credits }));
    for (const f of g.members.map((id) => s.figures[id]).filter((x) => x && !x.dead)) {
      const acted = f.acted === turn && turn > 0 ? f.actions.map((a) => t(lang, `gu.action.${a}`)).join(', ') : '';
      out.push(`  ${[t(lang, 'status.brief.item', { id: f.id, text: `${t(lang, `gu.rank.${f.rank}`)}, PV ${f.pv}/${f.pvMax}` }), acted, ...figureMarkers(f, turn, lang)].filter(Boolean).join(sep)}`);
    }
  }
  return out;
}
