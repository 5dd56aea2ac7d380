// Guérilla Urbaine's composed odds for shooting actions (src/odds/repeat.ts):
// every figure a shooting action attacks takes its own attack, to hit then
// its saves, one figure after another (l.29-48, R16, R17): a zone weapon's
// figures within X pas (l.48), the shots of Cd at their targets (l.46). So
// the odds of a whole action are composed from each figure's alone, through
// the command's own resolve function: a crowd's figures (all alike) are one
// class, a unit's whole figures another, the figure already hurt its own,
// each gang figure or agent its own. A figure shot twice in one action
// (its PV carries from the first shot to the second) is enumerated instead.
import type { AgentShotFacts, AgentShotTarget } from '../../rules/guerilla-urbaine/riot.js';
import type { GangShotFacts } from '../../rules/guerilla-urbaine/skirmish.js';
import type { ShotTarget } from '../../rules/guerilla-urbaine/shooting.js';
import type { Dice, Resolution } from '../../rules/types.js';
import { MAX_RUNS } from '../enumerate.js';
import { composeParts, type PartClass } from '../repeat.js';
import type { Composer } from '../types.js';

/** Classes of parts from (class key, one part's facts, how many parts) in the whole's order. */
function classesOf<F>(parts: readonly { key: string; one: F; n: number }[]): PartClass<F>[] {
  const byKey = new Map<string, { one: F; positions: number[] }>();
  let at = 0;
  for (const p of parts) {
    const c = byKey.get(p.key) ?? byKey.set(p.key, { one: p.one, positions: [] }).get(p.key)!;
    for (let i = 0; i < p.n; i++) c.positions.push(at++);
  }
  return [...byKey.values()];
}

/** `agent-shoot` at two figures or more (a zone weapon into a crowd or a unit, Cd shots at several targets). */
export const composeAgentShot: Composer = (facts, sample, resolve) => {
  const f = facts as AgentShotFacts;
  if (sample.refused) return null;
  const parts: { key: string; one: AgentShotFacts; n: number }[] = [];
  const units = new Set<string>();
  const agents = new Set<string>();
  for (const shot of f.shots) {
    for (const tg of shot.targets) {
      let part: AgentShotTarget = tg;
      let n = 1;
      if (tg.kind === 'crowd') {
        part = { ...tg, figures: 1 };
        n = tg.figures;
      } else if (tg.kind === 'unit') {
        // The unit's first figure shot is its hurt one; the others are whole (U133).
        if (units.has(tg.unitId)) part = { ...tg, hurt: 0 };
        units.add(tg.unitId);
      } else {
        if (agents.has(tg.agent.id)) return null; // an agent shot twice: its PV carries over
        agents.add(tg.agent.id);
      }
      // Each figure with its shot's own distance (l.46, U437): a unit's figures at two distances are two classes.
      const d = shot.distance === undefined ? {} : { distance: shot.distance };
      parts.push({ key: JSON.stringify([part, shot.distance ?? null]), one: { ...f, shots: [{ targets: [part], ...d }] }, n });
    }
  }
  if (parts.reduce((s, p) => s + p.n, 0) < 2) return null;
  return composeParts(f, classesOf(parts), resolve as (facts: AgentShotFacts, dice: Dice) => Resolution);
};

/** `gu-shoot` at two figures or more (a zone weapon's figures, Cd shots at two figures): each figure its own class, so each reading keeps its names. */
export const composeGangShot: Composer = (facts, sample, resolve) => {
  const f = facts as GangShotFacts;
  if (sample.refused) return null;
  const targets: ShotTarget[] = f.shooting.shots.flatMap((s) => s.targets);
  if (targets.length < 2 || new Set(targets.map((x) => x.id)).size !== targets.length || targets.some((x) => (x.count ?? 1) !== 1)) return null;
  // Each figure with its shot's own distance (l.46).
  const shotOf = f.shooting.shots.flatMap((s) => s.targets.map((tg) => ({ tg, distance: s.distance })));
  const parts = shotOf.map(({ tg, distance }) => ({ key: tg.id, one: { ...f, shooting: { ...f.shooting, shots: [{ targets: [tg], ...(distance === undefined ? {} : { distance }) }] } }, n: 1 }));
  // As many runs of the whole rule as the enumeration allows: a grenade among ten figures.
  return composeParts(f, classesOf(parts), resolve as (facts: GangShotFacts, dice: Dice) => Resolution, MAX_RUNS);
};
