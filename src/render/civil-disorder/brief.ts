// Civil Disorder's part of `status --brief` and of the pending strip
// (StatusView.brief, StatusView.pending; src/render/status.ts): one line a
// crowd in play, a unit with something on it, a building burning, looted or
// damaged; and what is owed or under way now (RL rolls and over-reaction tests
// owed, fires burning, looters at work, casualties waiting).
import { t } from '../../i18n/index.js';
import { crowdConditions, unitNotes } from '../../commands/civil-disorder/status.js';
import { rlStateName } from '../../rules/civil-disorder/rl-roll.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import type { Lang } from '../../rules/types.js';

const plain = { bad: (s: string) => s };
const down = (d: unknown, turn: number) => {
  const m = d as Record<string, number> | undefined;
  return Boolean(m && ((m[String(turn)] ?? 0) > 0 || (m[String(turn - 1)] ?? 0) > 0));
};

/** `status --brief`: the crowds not merged, the units with something on them, the buildings that burn, are looted or damaged. */
export function briefLines(game: GameState, lang: Lang): string[] {
  const sep = t(lang, 'common.list-sep');
  const out: string[] = [];
  const crowds = Object.values(game.crowds).filter((c) => typeof c.mergedInto !== 'string');
  if (crowds.length > 0) out.push(t(lang, 'status.crowds'));
  for (const c of crowds) {
    const parts = [t(lang, 'status.brief.crowd', { id: c.id, rl: c.rl, state: rlStateName(lang, c.rl), figures: c.figures })];
    if ((c.adjacent ?? []).length > 0) parts.push(t(lang, 'status.brief.adjacent', { list: (c.adjacent ?? []).join(', ') }));
    parts.push(...crowdConditions(game, c, lang));
    out.push(`  ${parts.join(sep)}`);
  }
  const units = Object.values(game.units).filter((u) => u.wounded > 0 || Object.keys(u.owes ?? {}).length > 0 || down(u.down, game.turn) || ((u.reaction as { code?: string } | undefined)?.code ?? 'continue') !== 'continue');
  if (units.length > 0) out.push(t(lang, 'status.units'));
  for (const u of units) out.push(`  ${[t(lang, 'status.brief.unit', { id: u.id, strength: u.strength }), ...unitNotes(game, u, lang, plain, false)].join(sep)}`);
  const buildings = Object.values(game.buildings).filter((b) => b.fires > 0 || b.value < b.startValue || (b.looting as { crowd?: string } | undefined)?.crowd || b.looted);
  if (buildings.length > 0) out.push(t(lang, 'status.buildings'));
  for (const b of buildings) {
    const parts = [t(lang, 'status.brief.building', { id: b.id, value: b.value, start: b.startValue })];
    if (b.fires > 0) parts.push(t(lang, 'status.brief.fires', { n: b.fires }));
    const looting = b.looting as { crowd?: string } | undefined;
    if (looting?.crowd) parts.push(t(lang, 'status.looting', { crowd: looting.crowd }));
    else if (b.looted) parts.push(t(lang, 'status.looted'));
    out.push(`  ${parts.join(sep)}`);
  }
  return out;
}

/** Statuses of a casualty still to be moved off (U49): triaged, not yet loaded in an ambulance. */
const TO_EVACUATE = new Set(['walking-wounded', 'stretcher', 'walking', 'awaiting-stretcher', 'on-stretcher']);

/** The pending strip's items: RL rolls owed, over-reaction tests owed this turn, fires, looters at work, casualties waiting. */
export function pendingLines(game: GameState, lang: Lang): string[] {
  const items: string[] = [];
  const rl = Object.values(game.crowds).filter((c) => typeof c.mergedInto !== 'string' && Object.keys((c.owes as Record<string, number> | undefined) ?? {}).length > 0);
  if (rl.length > 0) items.push(t(lang, 'pending.rl', { list: rl.map((c) => c.id).join(', ') }));
  const tests = Object.values(game.units).filter((u) => Object.values(u.owes ?? {}).some((turn) => turn === game.turn));
  if (tests.length > 0) items.push(t(lang, 'pending.overreact', { list: tests.map((u) => u.id).join(', ') }));
  const fires = Object.values(game.buildings).filter((b) => b.fires > 0);
  if (fires.length > 0) items.push(t(lang, 'pending.fires', { list: fires.map((b) => `${b.id} ${b.fires}`).join(', ') }));
  const looting = Object.values(game.buildings).flatMap((b) => {
    const crowd = (b.looting as { crowd?: string } | undefined)?.crowd;
    return crowd ? [`${crowd} (${b.id})`] : [];
  });
  if (looting.length > 0) items.push(t(lang, 'pending.looting', { list: looting.join(', ') }));
  const cas = Object.values(game.casualties);
  const triage = cas.filter((c) => c.status === 'awaiting-triage').length;
  const evacuate = cas.filter((c) => TO_EVACUATE.has(c.status)).length;
  if (triage > 0) items.push(t(lang, 'pending.triage', { n: triage }));
  if (evacuate > 0) items.push(t(lang, 'pending.evacuate', { n: evacuate }));
  // The hospital run (U208): casualties loaded and waiting for it, ambulances away until their turn back.
  const loaded = cas.filter((c) => c.status === 'loaded').length;
  if (loaded > 0) items.push(t(lang, 'pending.loaded', { n: loaded }));
  const away = Object.values(game.ambulances ?? {}).filter((a) => a.away);
  if (away.length > 0) items.push(t(lang, 'pending.away', { list: away.map((a) => t(lang, 'pending.away.one', { id: a.id, turn: a.away!.back })).join(', ') }));
  return items;
}
