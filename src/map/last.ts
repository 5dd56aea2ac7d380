// The pieces one resolution names (U273): the words of its command line (each
// item of a comma list), the segments of its effects' paths, and its record's
// text fields. The board rings them for the last resolution in force
// (src/serve/map.ts lastIds); the report's replay for the entry shown.
import type { LogEntry } from '../state/log.js';

export function lastIdsOf(e: LogEntry): Set<string> {
  const ids = new Set<string>();
  if (e.kind !== 'resolution' || !e.record) return ids;
  for (const w of (e.argv ?? []).slice(1)) if (!w.startsWith('-')) for (const x of w.split(/[,:=]/)) ids.add(x);
  for (const f of e.record.effects ?? []) for (const x of String(f.path).split('.')) ids.add(x);
  for (const v of Object.values(e.record)) if (typeof v === 'string') ids.add(v);
  return ids;
}
