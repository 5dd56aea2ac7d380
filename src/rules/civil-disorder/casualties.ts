// Creating casualties, shared by every procedure that causes them, so that
// each casualty is counted once with one id and triage finds it.
import type { Effect } from '../types.js';
import type { CasualtyState, Side } from '../../state/civil-disorder/types.js';

export interface NewCasualty {
  side: Side;
  from: string;
  cause: string;
  injury: string;
  where?: string;
  /** Status to start in (default awaiting-triage; a "scratch" from firearms is up after a turn). */
  status?: string;
}

/**
 * Effects that add casualties with ids cas-1, cas-2... continuing from the
 * game's counter (`counters.casualty`). Returns the effects and the new ids.
 */
export function casualtyEffects(
  counter: number | undefined,
  turn: number,
  list: readonly NewCasualty[],
): { effects: Effect[]; ids: string[] } {
  const effects: Effect[] = [];
  const ids: string[] = [];
  let n = counter ?? 0;
  for (const c of list) {
    n += 1;
    const id = `cas-${n}`;
    const value: CasualtyState = {
      id,
      side: c.side,
      from: c.from,
      cause: c.cause,
      injury: c.injury,
      status: c.status ?? 'awaiting-triage',
      where: c.where ?? c.from,
      turn,
    };
    effects.push({ op: 'set', path: `casualties.${id}`, value });
    ids.push(id);
  }
  if (list.length > 0) effects.push({ op: 'set', path: 'counters.casualty', value: n });
  return { effects, ids };
}

/** A casualty's fate: the one truth `casualties`, `summary`, the report and the victory conditions read. */
export type Fate = 'dead' | 'wounded' | 'light';

/**
 * A casualty's fate (U75, U197): "figures are classified either wounded or dead. Paramedics take this further,
 * when a medic reaches a body" (Civil Disorder, Medical Services, civil-disorder.en.txt l.283): once triaged,
 * the triage says it (1 a scratch: light; 6 dies: dead once the resuscitation is over, dying until then; else
 * wounded); before, the first classification (dead, a scratch: light, else wounded).
 */
export function lossClass(c: { status?: unknown; injury?: unknown; triage?: unknown }): Fate {
  if (c.status === 'dead') return 'dead';
  if (typeof c.triage === 'string') {
    if (c.triage === 'scratch') return 'light';
    if (c.triage === 'dies') return c.status === 'dies' ? 'wounded' : 'dead';
    return 'wounded';
  }
  if (c.injury === 'dead') return 'dead';
  if (c.status === 'scratch' || c.status === 'recovered' || (c.injury === 'scratch' && c.status === 'awaiting-triage')) return 'light';
  return 'wounded';
}
