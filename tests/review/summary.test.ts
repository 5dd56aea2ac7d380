import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { filterRows, logRows, subjectsOf } from '../../src/review/entries.js';
import { renderSummary } from '../../src/review/summary-text.js';
import { sparkline } from '../../src/review/civil-disorder/summary-text.js';
import type { CivilDisorderSummary } from '../../src/review/civil-disorder/summary.js';
import { buildReport } from '../../src/review/html.js';
import { summarize } from '../../src/review/summary.js';
import { theme } from '../../src/render/human.js';
import { validateScenario } from '../../src/state/scenario.js';
import type { LogEntry } from '../../src/state/civil-disorder/types.js';
import { SCENARIOS } from '../helpers/cli.js';

// A log built by hand, as later procedures will write it: only the effect
// paths of docs/state.md and the record fields are known to the summary.
const scenario = validateScenario(parse(readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8')), 'tutorial.yaml', () => ({ line: 1, col: 1 }));
let seq = 0;
const at = '2026-01-01T00:00:00.000Z';
const init: LogEntry = { seq: ++seq, cmd: seq, at, kind: 'init', turn: 1, scenario, prev: '' };
function res(turn: number, record: Record<string, unknown>): LogEntry {
  const s = ++seq;
  return {
    seq: s,
    cmd: s,
    at,
    kind: 'resolution',
    turn,
    prev: 'x',
    record: { procedure: 'x', edition: 'en', rolls: [], modifiers: [], total: null, outcome: { code: 'ok', text: 'ok' }, effects: [], notes: [], ...record },
  } as LogEntry;
}
const d6 = (value: number, source = 'rng') => ({ die: 'd6', value, source, label: 'die' });

const log: LogEntry[] = [init];
log.push(res(1, { procedure: 'rl-roll', crowd: 'students', rolls: [d6(6), d6(2)], total: 7, outcome: { code: 'rl-up', text: 'up' }, effects: [{ op: 'set', path: 'crowds.students.rl', value: 6, prev: 5 }] }));
log.push(
  res(1, {
    procedure: 'melee',
    unit: 'riot1',
    crowd: 'students',
    rolls: [{ die: 'd10', value: 9, source: 'rng', label: 'SF' }, { die: 'd10', value: 2, source: 'rng', label: 'rioter' }],
    outcome: { code: 'subdued', text: 'arrested' },
    effects: [
      { op: 'add', path: 'crowds.students.arrests', value: 1, prev: 0 },
      { op: 'set', path: 'casualties.cas-1', value: { id: 'cas-1', side: 'crowd', from: 'students', cause: 'melee', injury: 'wounded', status: 'awaiting-triage', where: 'students', turn: 1 } },
    ],
  }),
);
log.push(res(1, { procedure: 'next-turn', effects: [{ op: 'set', path: 'turn', value: 2, prev: 1 }] }));
log.push(res(2, { procedure: 'loot', crowd: 'looters', building: 'bank', rolls: [d6(3)], effects: [{ op: 'add', path: 'buildings.bank.loot', value: -3, prev: 10 }, { op: 'set', path: 'buildings.bank.looted', value: true, prev: false }] }));
log.push(res(2, { procedure: 'burn', building: 'newsagent', rolls: [d6(1, 'entered')], effects: [{ op: 'add', path: 'buildings.newsagent.fires', value: 2, prev: 0 }, { op: 'add', path: 'buildings.newsagent.value', value: -4, prev: 10 }] }));
log.push(res(2, { procedure: 'overreact', unit: 'patrol1', rolls: [d6(1)], total: -3, outcome: { code: 'open-fire', text: 'Open fire' } }));
log.push(res(2, { procedure: 'fire', crowd: 'dockers', rolls: [d6(5)], effects: [{ op: 'set', path: 'casualties.cas-2', value: { id: 'cas-2', side: 'crowd', from: 'dockers', cause: 'fire', injury: 'dead', status: 'dead', where: 'dockers', turn: 2 } }] }));
const undone = res(2, { procedure: 'rl-roll', crowd: 'dockers', rolls: [d6(6)], effects: [{ op: 'set', path: 'crowds.dockers.rl', value: 7, prev: 6 }] });
log.push(undone);
log.push({ seq: ++seq, cmd: seq, at, kind: 'undo', turn: 2, undoes: [undone.seq], effects: [{ op: 'set', path: 'crowds.dockers.rl', value: 6, prev: 7 }], prev: 'x' } as LogEntry);
log.push(res(2, { procedure: 'triage', casualty: 'cas-1', rolls: [d6(4)], effects: [{ op: 'set', path: 'casualties.cas-1.status', value: 'stretcher', prev: 'awaiting-triage' }] }));
log.push(res(2, { procedure: 'next-turn', effects: [{ op: 'set', path: 'turn', value: 3, prev: 2 }] }));
log.push(res(3, { procedure: 'burn', building: 'newsagent', effects: [{ op: 'add', path: 'buildings.newsagent.fires', value: -1, prev: 2 }, { op: 'add', path: 'buildings.newsagent.fires', value: 1, prev: 1 }] }));

const s = (await summarize(log)) as CivilDisorderSummary;

describe('summarize', () => {

  it('gives each crowd its RL at the end of every turn, from the scenario and the RL effects', () => {
    const byCrowd = Object.fromEntries(s.rl.map((r) => [r.crowd, r.byTurn]));
    expect(s.turns).toBe(3);
    expect(byCrowd.students).toEqual([6, 6, 6]);
    // dockers went to 7 in turn 2, but that roll was undone.
    expect(byCrowd.dockers).toEqual([6, 6, 6]);
    expect(s.rl.find((r) => r.crowd === 'students')!.changes).toEqual([{ seq: 2, turn: 1, before: 5, after: 6 }]);
    expect(s.rl.find((r) => r.crowd === 'dockers')!.changes).toEqual([]);
  });

  it('counts casualties by side and status as they stand at the end (triage moved cas-1 on)', () => {
    expect(s.casualties.total).toBe(2);
    expect(s.casualties.bySide).toEqual({ crowd: { stretcher: 1, dead: 1 } });
  });

  it('counts dead and wounded by side, both sides listed even when none fell (U75)', () => {
    expect(s.casualties.losses).toEqual([
      { side: 'sf', dead: 0, wounded: 0, light: 0 },
      { side: 'crowd', dead: 1, wounded: 1, light: 0 },
    ]);
  });

  it('opens on how the game ended: the turn, then crowds, units and buildings as they stand (item 4)', () => {
    expect(s.final.turn).toBeGreaterThanOrEqual(1);
    const students = s.final.crowds.find((c) => c.id === 'students')!;
    expect(students.rl).toBe(6);
    expect(students.arrests).toBe(1);
    expect(s.final.units.length).toBeGreaterThan(0);
    expect(s.final.buildings.length).toBeGreaterThan(0);
    for (const [lang, first, losses, words] of [
      ['en', 'How the game ended: turn', 'Dead and wounded by side', /Security forces.*\n?.*|Crowds/],
      ['fr', 'Fin de la partie\u00a0: tour', 'Morts et blessés par camp', /Forces de l’ordre|Foules/],
    ] as const) {
      const text = renderSummary(s, lang, theme(false));
      const at = (needle: string) => text.indexOf(needle);
      expect(at(first)).toBeGreaterThan(-1);
      // The final situation and the losses come before the history (the RL charts).
      expect(at(first)).toBeLessThan(at(lang === 'en' ? 'Response Level' : 'FR'));
      expect(at(losses)).toBeGreaterThan(at(first));
      expect(text).toMatch(words);
      // One header style: words from the catalogue, never a status or outcome code.
      expect(text).not.toMatch(/awaiting-triage|\[(rl-up|open-fire|ok|hit|miss)\]/);
    }
  });

  it('the report opens on the final situation and the losses, with words in every header (both languages)', () => {
    for (const lang of ['en', 'fr'] as const) {
      const html = buildReport(s, logRows(log), lang);
      const body = html.slice(0, html.indexOf('<script type="application/json"'));
      expect(body.indexOf('<section id="final"')).toBeGreaterThan(-1);
      expect(body.indexOf('<section id="final"')).toBeLessThan(body.indexOf('<section id="scenario"'));
      expect(body).toMatch(/<tr data-side="crowd" data-dead="1" data-wounded="1">/);
      expect(body).toContain(lang === 'fr' ? 'Morts et blessés par camp' : 'Dead and wounded by side');
      // Codes stay in attributes and the JSON; the visible text has words (`stretcher case`, not `stretcher`).
      const visible = body.replace(/<[^>]*>/g, ' ');
      expect(visible).not.toMatch(/awaiting-triage|\[(rl-up|open-fire|ok|hit|miss)\]|<th>\s*stretcher\s*<\/th>/);
      expect(body).toContain(`<th>${lang === 'fr' ? 'blessé sur civière' : 'stretcher case'}`);
    }
  });

  it('counts arrests per crowd from the crowds.<id>.arrests effects', () => {
    expect(s.arrests.total).toBe(1);
    expect(s.arrests.byCrowd.find((a) => a.crowd === 'students')!.arrests).toBe(1);
  });

  it('reports damage, loot taken and fires per building; a fire put out and restarted counts as started twice', () => {
    const bank = s.property.buildings.find((b) => b.building === 'bank')!;
    expect(bank).toMatchObject({ lootTaken: 3, looted: true, damage: 0, fires: 0 });
    const news = s.property.buildings.find((b) => b.building === 'newsagent')!;
    expect(news).toMatchObject({ damage: 4, fires: 2, firesStarted: 2 });
  });

  it('lists over-reaction results with the unit and the outcome code', () => {
    expect(s.overreactions).toEqual([{ seq: 7, turn: 2, procedure: 'overreact', units: ['patrol1'], code: 'open-fire', text: 'Open fire' }]);
  });

  it("checks only the program's own dice still in force: entered and undone rolls are left out", () => {
    const d6row = s.dice.find((d) => d.die === 'd6')!;
    // rng d6: 6, 2 (rl-roll), 3 (loot), 1 (overreact), 5 (fire), 4 (triage); the undone 6 and the entered 1 are out.
    expect(d6row.counts).toEqual([1, 1, 1, 1, 1, 1]);
    expect(d6row.chi2).toBe(0);
    const d10 = s.dice.find((d) => d.die === 'd10')!;
    expect(d10.n).toBe(2);
    expect(s.dice.map((d) => d.die)).toEqual(['d6', 'd10']);
  });

  it('renders the RL chart as one block per turn, RL 1 lowest and RL 8 highest', () => {
    expect(sparkline([1, 4, 8])).toBe('▁▄█');
    const text = renderSummary(s, 'en', theme(false));
    expect(text).toMatch(/students\s+\S▆▆▆\s+\d 6 6 6/);
    expect(text).toMatch(/Arrests \(1\)/);
    expect(text).toMatch(/d6: 6 rolls, chi-square 0.00 with 5 degrees of freedom, p = 1.0000/);
  });
});

describe('log rows and filters', () => {
  const rows = logRows(log);

  it('marks undone resolutions and the undo entry that took them back', () => {
    const u = rows.find((r) => r.kind === 'undo')!;
    expect(rows.find((r) => r.seq === undone.seq)!.undoneBy).toBe(u.seq);
    expect(u).toMatchObject({ procedure: 'undo', undoes: [undone.seq], outcome: { code: 'undo', text: `#${undone.seq} rl-roll` } });
    // An undo is about what it undid.
    expect(u.subjects).toEqual({ crowd: ['dockers'] });
  });

  it('finds the subjects in the record fields named after them', () => {
    expect(subjectsOf({ unit: 'riot1', crowd: 'students', crowds: ['a', 'b'], building: 'bank', units: 3 })).toEqual({ crowd: ['students', 'a', 'b'], unit: ['riot1'], building: ['bank'] });
  });

  it('matches --crowd on the subject and on effects naming the crowd (a casualty from it, the undo of its roll)', () => {
    expect(filterRows(rows, { crowd: 'dockers' }).map((r) => r.procedure)).toEqual(['fire', 'rl-roll', 'undo']);
    expect(filterRows(rows, { building: 'newsagent' }).map((r) => r.seq)).toEqual([6, 13]);
    expect(filterRows(rows, { unit: 'riot1' }).map((r) => r.procedure)).toEqual(['melee']);
  });

  it('filters by turn, turn range, procedure and outcome together', () => {
    expect(filterRows(rows, { turn: 3 }).map((r) => r.seq)).toEqual([13]);
    expect(filterRows(rows, { from: 2, to: 2, procedure: ['burn', 'loot'] }).map((r) => r.procedure)).toEqual(['loot', 'burn']);
    expect(filterRows(rows, { outcome: ['open-fire', 'rl-up'] }).map((r) => r.seq)).toEqual([2, 7]);
  });
});
