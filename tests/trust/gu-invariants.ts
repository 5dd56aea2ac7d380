// The invariants of a Guérilla Urbaine state that every resolution keeps:
// the gang game's figures, gangs and turn (src/games/guerilla-urbaine/state.ts),
// and the pack's armed agents over a riot. Shared by the generated plays
// (generated-gu.test.ts).
import { expect } from 'vitest';

/** The gang game's invariants; `before` is the state the command started from. */
export function checkGangInvariants(g: any, before: any, wasUndo: boolean, where: string): void {
  const round = g.round;
  for (const [id, f] of Object.entries<any>(g.figures)) {
    expect(f.id, `${where}: figure key ${id}`).toBe(id);
    expect(Object.hasOwn(g.gangs, f.gang), `${where}: ${id} of an unknown gang ${f.gang}`).toBe(true);
    expect(g.gangs[f.gang].members, `${where}: ${id} not among its gang's members`).toContain(id);
    // PV within 0..PV max; dead exactly at 0 PV (l.23), back at 1 PV when revived (l.217).
    expect(Number.isInteger(f.pv) && f.pv >= 0 && f.pv <= f.pvMax, `${where}: ${id} at ${f.pv}/${f.pvMax} PV`).toBe(true);
    expect(f.dead, `${where}: ${id} dead ${f.dead} at ${f.pv} PV`).toBe(f.pv === 0);
    // One activation a turn, two actions (l.70, l.84).
    expect(f.actions.length, `${where}: ${id} took ${f.actions.length} actions`).toBeLessThanOrEqual(2);
    if (f.acted !== null) expect(f.acted, `${where}: ${id} acted in turn ${f.acted}, turn is ${round?.turn}`).toBeLessThanOrEqual(round?.turn ?? 0);
    if (round && f.acted === round.turn) expect(f.actions.length, `${where}: ${id} activated without an action`).toBeGreaterThan(0);
    if (!wasUndo && before.figures[id]?.acted === round?.turn && round) expect(f.acted, `${where}: ${id}'s activation taken back`).toBe(round.turn);
  }
  expect(Object.keys(g.figures).sort(), `${where}: figures came or went`).toEqual(Object.keys(before.figures).sort());
  if (!round) return;
  expect(g.turn, `${where}: the game's turn and the round's`).toBe(round.turn);
  expect([...round.order].sort(), `${where}: the order is the two gangs`).toEqual(Object.keys(g.gangs).sort());
  for (const id of round.leadersDone) expect(['chef', 'sous-chef'], `${where}: ${id}'s phase as a leader`).toContain(g.figures[id]?.rank);
  for (const gang of round.restDone) expect(round.order, `${where}: rest phase of ${gang}`).toContain(gang);
  if (round.phase) expect(round.order, `${where}: phase of ${round.phase.gang}`).toContain(round.phase.gang);
  // U154: a leader is never in another's bubble.
  if (round.phase?.kind === 'leader') for (const id of round.phase.bubble) expect(g.figures[id]?.rank, `${where}: ${id} in a bubble`).toBe('ganger');
  if (round.active !== null) expect(g.figures[round.active]?.acted, `${where}: ${round.active} active but not activated this turn`).toBe(round.turn);
  if (!wasUndo && before.round) expect(round.turn, `${where}: the turn went back`).toBeGreaterThanOrEqual(before.round.turn);
}

/** The pack's invariants over a riot: every agent's PV within 0..its PV, its activation this turn at most two actions. */
export function checkAgentInvariants(g: any, where: string): void {
  for (const [id, a] of Object.entries<any>(g.agents ?? {})) {
    expect(a.id, `${where}: agent key ${id}`).toBe(id);
    expect(Number.isInteger(a.pvLeft) && a.pvLeft >= 0 && a.pvLeft <= a.pv, `${where}: agent ${id} at ${a.pvLeft}/${a.pv} PV`).toBe(true);
    if (a.crowd !== null) expect(Object.hasOwn(g.crowds, a.crowd), `${where}: agent ${id} in an unknown crowd ${a.crowd}`).toBe(true);
    if (a.acted) expect(a.acted.turn, `${where}: agent ${id} acted in turn ${a.acted.turn}`).toBeLessThanOrEqual(g.turn);
  }
  for (const [unit, hurt] of Object.entries<any>(g.sfWounds ?? {})) {
    expect(Object.hasOwn(g.units, unit), `${where}: wounds of an unknown unit ${unit}`).toBe(true);
    expect(hurt, `${where}: ${unit}'s wounds`).toBeGreaterThanOrEqual(0);
  }
}
