// Civil Disorder's sections of the after-action summary and the report: how
// the game ended (crowds, units, buildings), dead and wounded by side, RL per
// crowd turn by turn, casualties by side and status, arrests, property
// damage / loot / fires per building, the firings, the umpire's and the
// chart's status changes, and the over-reaction results. Read from the
// effects at the paths of docs/state.md as the engine folds the log
// (src/review/summary.ts), so undone resolutions count for nothing.
import { own } from '../../state/effects.js';
import { lossClass } from '../../rules/civil-disorder/casualties.js';
import type { Game, SummaryCollector, SummaryPart, SummaryReader } from '../../engine/system.js';
import type { Scenario } from '../../state/civil-disorder/scenario.js';
import { civilDisorderHtml } from './html.js';
import { civilDisorderText } from './summary-text.js';

export type { RlTimeline, CasualtyRow, ArrestRow, PropertyRow, OverreactionRow, StatusChangeRow, ShotRow, LossRow, FinalSituation, CivilDisorderSummaryData, CivilDisorderSummary } from './data.js';
import type { RlTimeline, CasualtyRow, ArrestRow, PropertyRow, OverreactionRow, StatusChangeRow, ShotRow, LossRow, FinalSituation, CivilDisorderSummaryData } from './data.js';

/** Its sections, in the order they are shown. */
export const CIVIL_DISORDER_SECTIONS = ['final', 'losses', 'rl', 'casualties', 'arrests', 'property', 'shots', 'status-changes', 'overreactions'] as const;

/** Over-reaction procedures, whatever their exact name (overreact, over-reaction...). */
const OVERREACTION = /over-?react/i;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

type Maps = Pick<import('../../state/civil-disorder/types.js').GameState, 'crowds' | 'units' | 'buildings' | 'casualties'>;
// A game without one of the maps (a state of an older version): read it as empty.
const maps = (g: Game): Maps => Object.assign({ crowds: {}, units: {}, buildings: {}, casualties: {} }, g) as unknown as Maps;

/** A scenario's list of things, or none. */
function listOf<T>(v: readonly T[] | undefined): readonly T[] {
  return Array.isArray(v) ? v : [];
}

/** Civil Disorder's summary reader (GameSystem.summary). */
export const readCivilDisorder: SummaryReader = (initialGame, scenarioCore): SummaryCollector => {
  const scenario = scenarioCore as unknown as Scenario;
  const initial = maps(initialGame);
  const crowdIds = Object.keys(initial.crowds);
  const rlAt = new Map<string, Map<number, number>>(crowdIds.map((id) => [id, new Map([[1, initial.crowds[id].rl]])]));
  const changes = new Map<string, RlTimeline['changes']>(crowdIds.map((id) => [id, []]));
  const firesStarted = new Map<string, number>();
  const overreactions: OverreactionRow[] = [];
  const statusChanges: StatusChangeRow[] = [];
  const shots: ShotRow[] = [];
  let firesBefore = new Map<string, number>();
  let rlBefore = new Map<string, number>();

  return {
    before(_e, g) {
      const game = maps(g);
      firesBefore = new Map(Object.values(game.buildings).map((b) => [b.id, num(b.fires)]));
      rlBefore = new Map(Object.values(game.crowds).map((c) => [c.id, num(c.rl)]));
    },
    after(e, g, counted) {
      const game = maps(g);
      for (const c of Object.values(game.crowds)) {
        if (!rlAt.has(c.id)) rlAt.set(c.id, new Map());
        if (!changes.has(c.id)) changes.set(c.id, []);
        rlAt.get(c.id)!.set(e.turn, num(c.rl));
        const before = rlBefore.get(c.id);
        if (counted && before !== undefined && before !== num(c.rl)) changes.get(c.id)!.push({ seq: e.seq, turn: e.turn, before, after: num(c.rl) });
      }
      if (!counted) return;
      for (const b of Object.values(game.buildings)) {
        const d = num(b.fires) - (firesBefore.get(b.id) ?? 0);
        if (d > 0) firesStarted.set(b.id, (firesStarted.get(b.id) ?? 0) + d);
      }
      const r = e.record!;
      const rlOf = r.rl as { before?: unknown; after?: unknown } | undefined;
      const chartJump = r.procedure === 'jump' || (r.procedure === 'rl-roll' && r.jump && typeof r.jump === 'object');
      if ((r.procedure === 'set-rl' || chartJump) && typeof r.crowd === 'string' && rlOf) {
        statusChanges.push({
          seq: e.seq,
          turn: e.turn,
          crowd: r.crowd,
          by: r.procedure === 'set-rl' ? 'umpire' : 'chart',
          before: num(rlOf.before),
          after: num(rlOf.after),
          why: str(r.procedure === 'set-rl' ? r.reason : r.situation),
          text: r.outcome.text,
        });
      }
      if (OVERREACTION.test(r.procedure)) {
        const units = [r.unit, r.units, r.unitId].flatMap((v) => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])).map(str);
        overreactions.push({ seq: e.seq, turn: e.turn, procedure: r.procedure, units, code: r.outcome.code, text: r.outcome.text });
      }
      if (r.procedure === 'fire') {
        const cas = Array.isArray(r.casualties) ? (r.casualties as { id?: unknown; code?: unknown }[]) : [];
        shots.push({
          seq: e.seq,
          turn: e.turn,
          unit: typeof r.unit === 'string' ? r.unit : null,
          crowd: typeof r.crowd === 'string' ? r.crowd : null,
          weapon: str(r.weapon),
          firers: num(r.firers),
          overHeads: r.overHeads === true,
          hits: num(r.hits),
          casualties: cas.map((c) => ({ id: str(c.id), code: str(c.code) })),
          code: r.outcome.code,
          text: r.outcome.text,
        });
      }
    },
    finish(g, maxTurn): SummaryPart {
      const game = maps(g);
      const rl: RlTimeline[] = [...rlAt.keys()].map((id) => {
        const at = rlAt.get(id)!;
        const byTurn: number[] = [];
        let last = initial.crowds[id]?.rl ?? at.values().next().value ?? 0;
        for (let turn = 1; turn <= maxTurn; turn++) {
          if (at.has(turn)) last = at.get(turn)!;
          byTurn.push(last);
        }
        const c = own(game.crowds, id) ?? own(initial.crowds, id);
        return { crowd: id, name: str(c?.name) || id, byTurn, start: initial.crowds[id]?.rl ?? byTurn[0], end: byTurn[byTurn.length - 1], changes: changes.get(id) ?? [] };
      });

      const list: CasualtyRow[] = Object.values(game.casualties ?? {}).map((c) => ({
        id: str(c.id),
        side: str(c.side) || 'unknown',
        from: str(c.from),
        cause: str(c.cause),
        injury: str(c.injury),
        status: str(c.status) || 'unknown',
        fate: lossClass(c),
        turn: typeof c.turn === 'number' ? c.turn : null,
      }));
      const bySide: Record<string, Record<string, number>> = {};
      for (const c of list) {
        bySide[c.side] ??= {};
        bySide[c.side][c.status] = (bySide[c.side][c.status] ?? 0) + 1;
      }

      // U75, U197: each casualty's fate is `lossClass`'s, the one `casualties` shows.
      const lossMap = new Map<string, LossRow>();
      for (const side of ['sf', 'crowd']) lossMap.set(side, { side, dead: 0, wounded: 0, light: 0 });
      for (const c of list) {
        const row = lossMap.get(c.side) ?? { side: c.side, dead: 0, wounded: 0, light: 0 };
        lossMap.set(c.side, row);
        row[c.fate] += 1;
      }
      const losses = [...lossMap.values()];

      const final: FinalSituation = {
        turn: num(g.turn),
        crowds: Object.values(game.crowds).map((c) => ({ id: c.id, name: str(c.name) || c.id, figures: num(c.figures), rl: num(c.rl), arrests: num(c.arrests), mergedInto: typeof c.mergedInto === 'string' ? c.mergedInto : null })),
        units: Object.values(game.units).map((u) => ({ id: u.id, name: str(u.name) || u.id, strength: num(u.strength), wounded: num(u.wounded) })),
        buildings: Object.values(game.buildings).map((b) => ({ id: b.id, name: str(b.name) || b.id, value: num(b.value), startValue: num(b.startValue ?? initial.buildings[b.id]?.value), loot: num(b.loot), fires: num(b.fires), looted: Boolean(b.looted) })),
      };

      const byCrowd: ArrestRow[] = Object.values(game.crowds).map((c) => ({ crowd: c.id, name: c.name, arrests: num(c.arrests) - num(initial.crowds[c.id]?.arrests) }));

      const buildings: PropertyRow[] = Object.values(game.buildings).map((b) => {
        const start = initial.buildings[b.id];
        const startValue = num(start?.startValue ?? start?.value ?? b.startValue);
        const startLoot = num(start?.loot);
        return {
          building: b.id,
          name: b.name,
          startValue,
          value: num(b.value),
          damage: startValue - num(b.value),
          startLoot,
          loot: num(b.loot),
          lootTaken: startLoot - num(b.loot),
          fires: num(b.fires),
          firesStarted: firesStarted.get(b.id) ?? 0,
          looted: Boolean(b.looted),
        };
      });

      const data: CivilDisorderSummaryData = {
        scenario: {
          crowds: listOf(scenario.crowds).map((c) => ({ id: c.id, name: c.name, figures: c.figures, rl: c.rl, looter: c.looter })),
          units: listOf(scenario.units).map((u) => ({ id: u.id, name: u.name, type: u.type, strength: u.strength })),
          buildings: listOf(scenario.buildings).map((b) => ({ id: b.id, name: b.name, value: b.value, loot: b.loot })),
        },
        final,
        rl,
        casualties: { total: list.length, losses, bySide, list },
        arrests: { total: byCrowd.reduce((s, a) => s + a.arrests, 0), byCrowd },
        property: {
          damage: buildings.reduce((s, b) => s + b.damage, 0),
          lootTaken: buildings.reduce((s, b) => s + b.lootTaken, 0),
          firesStarted: buildings.reduce((s, b) => s + b.firesStarted, 0),
          buildings,
        },
        overreactions,
        statusChanges,
        shots,
      };
      return {
        sections: CIVIL_DISORDER_SECTIONS,
        data: data as unknown as Record<string, unknown>,
        text: (lang, th) => civilDisorderText(data, maxTurn, lang, th),
        html: (lang) => civilDisorderHtml(data, lang),
      };
    },
  };
};
