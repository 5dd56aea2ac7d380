// The SF players' command structure (Civil Disorder, Rule Structure: "The
// players should, as far as possible, be organized into a command structure,
// with a clear overall police commander, and a chain of command", EN l.17;
// Émeutes l.54 "s'organiser en structure hiérarchique, indiquant clairement
// leur chef"): who answers to whom, from the scenario's `answersTo` (U371).
// Shown in `status`; nothing is resolved with it.

/** What the command structure reads of a character or a unit. */
export interface CommandMember {
  id: string;
  name?: string;
  role?: unknown;
  answersTo?: unknown;
}

/** One line of the chain of command: a character or a unit, how deep under the top, and whom it answers to. */
export interface CommandLine {
  id: string;
  kind: 'character' | 'unit';
  depth: number;
  answersTo: string | null;
  /** At the top of a chain, with someone under it (U371: the overall commander, or the head of another service). */
  top: boolean;
}

// U371: a chain is drawn only from what the scenario says; a character with no superior heads a chain of its own.
export const COMMAND_TOP_DEPTH = 0;

/**
 * The chain of command in reading order: each character at the top (no
 * superior), then whoever answers to it, depth first, the units under the
 * characters they answer to. Empty when no one answers to anyone. A circle
 * (a hand-edited state) is cut where it closes.
 */
export function commandLines(characters: Record<string, CommandMember>, units: Record<string, CommandMember>): CommandLine[] {
  const sup = (e: CommandMember) => (typeof e.answersTo === 'string' && Object.hasOwn(characters, e.answersTo) ? e.answersTo : null);
  const cs = Object.values(characters);
  const us = Object.values(units);
  if (!cs.some((c) => sup(c) !== null) && !us.some((u) => sup(u) !== null)) return [];
  const lines: CommandLine[] = [];
  const seen = new Set<string>();
  const walk = (c: CommandMember, depth: number) => {
    if (seen.has(c.id)) return;
    seen.add(c.id);
    const under = cs.filter((x) => sup(x) === c.id);
    const unitsUnder = us.filter((u) => sup(u) === c.id);
    lines.push({ id: c.id, kind: 'character', depth, answersTo: sup(c), top: sup(c) === null && under.length + unitsUnder.length > 0 });
    for (const u of unitsUnder) lines.push({ id: u.id, kind: 'unit', depth: depth + 1, answersTo: c.id, top: false });
    for (const x of under) walk(x, depth + 1);
  };
  for (const c of cs) if (sup(c) === null) walk(c, COMMAND_TOP_DEPTH);
  // Characters in a circle (never from a scenario, which refuses it) still get a line.
  for (const c of cs) walk(c, COMMAND_TOP_DEPTH);
  return lines;
}
