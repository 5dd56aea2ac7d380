// Civil Disorder's lines of the turn sheet (src/review/turn-sheet.ts): an RL
// roll's result and movement on its crowd's line; the player characters'
// actions this turn (U66), from the log's effects on `characters.<id>.acted`;
// the looters at work and what they carry now (Looting: "carry one Loot
// Unit"), from the state, which is where a looting stands.
import type { EntryView, Game, SheetSection } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import type { GameState } from '../../state/civil-disorder/types.js';

/** An RL roll's words: "RL 5 → 6, 3\"" (its movement when the chart gives one). */
export function cdSaid(r: Readonly<Record<string, unknown>>, lang: Lang): string | undefined {
  if (r.procedure !== 'rl-roll') return undefined;
  const rl = r.rl as { before?: number; after?: number } | undefined;
  if (!rl || typeof rl.before !== 'number' || typeof rl.after !== 'number') return undefined;
  const mv = r.movement as { value?: unknown; unit?: string } | undefined;
  const moved = typeof mv?.value === 'number' ? t(lang, 'sheet.cd.moved', { n: mv.value, unit: mv.unit === 'cm' ? ' cm' : '"' }) : '';
  return `${t(lang, 'sheet.cd.rl', { before: rl.before, after: rl.after })}${moved}`;
}

/** Its sections: the characters' actions this turn, and the looters at work with what they carry. */
export function cdSections(game: Game, entries: readonly EntryView[], lang: Lang): SheetSection[] {
  const g = game as unknown as GameState;
  const acted = new Map<string, string[]>();
  for (const e of entries) {
    const effects = (e.record as { effects?: { op: string; path: string; value?: unknown }[] } | undefined)?.effects ?? [];
    for (const x of effects) {
      const m = /^characters\.([^.]+)\.acted$/.exec(x.path);
      if (!m || x.op !== 'set') continue;
      const actions = (x.value as { actions?: unknown } | undefined)?.actions;
      acted.set(m[1], Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : []);
    }
  }
  const characters = [...acted].map(([id, actions]) => t(lang, 'sheet.said', { id, text: actions.map((a) => t(lang, `act.action.${a}`)).join(', ') || '—' }));
  const looters = Object.entries(g.buildings ?? {}).flatMap(([id, b]) => {
    const l = b.looting as { crowd?: string; looters?: number; carried?: number; capacity?: number } | undefined;
    if (!l?.crowd) return [];
    return [t(lang, 'sheet.cd.looting', { crowd: l.crowd, building: id, looters: l.looters ?? 0, carried: l.carried ?? 0, capacity: l.capacity ?? 0 })];
  });
  return [
    { id: 'characters', title: t(lang, 'sheet.cd.characters'), lines: characters },
    { id: 'looters', title: t(lang, 'sheet.cd.looters'), lines: looters },
  ];
}
