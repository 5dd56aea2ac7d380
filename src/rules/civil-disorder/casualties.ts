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

/** How a casualty counts in the losses (U75): dead (status or first injury), light (a scratch, or patched up and carrying on), else wounded. */
export function lossClass(c: { status?: unknown; injury?: unknown }): 'dead' | 'wounded' | 'light' {
  if (c.status === 'dead' || c.injury === 'dead') return 'dead';
  if (c.status === 'scratch' || c.status === 'recovered' || (c.injury === 'scratch' && c.status === 'awaiting-triage')) return 'light';
  return 'wounded';
}
