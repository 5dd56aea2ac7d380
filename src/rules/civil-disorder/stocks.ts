// The SF's limited stocks (Civil Disorder, Supplies and Ammunition: "The SF are
// assumed to have plenty of equipment. Though police patrol cars will have only
// limited stocks of things like tear gas or anti-riot equipment. This will have
// to be defined in the scenario."; Émeutes: "une rupture de stock peut être
// précisée dans le scénario"). Gas is drawn by `gas` (weapons.ts); riot kit is
// issued here: one set a member (U106).
import { t } from '../../i18n/index.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';
import type { RiotKit } from '../../state/civil-disorder/types.js';

// Where the SF's limited stocks are kept, by edition (U374). Civil Disorder l.221: "police patrol cars will have
// only limited stocks of things like tear gas or anti-riot equipment. This will have to be defined in the
// scenario": in the cars, each unit's own (`units[].stocks`), the side's `stocks` beside them. Émeutes l.318:
// "Grâce aux véhicules de patrouilles, ils ont du matériel comme les grenades, etc. en quantité illimitée.
// Néanmoins, une rupture de stock peut être précisée dans le scénario": unlimited, a shortage side-wide only.
export const STOCKS_HELD: Record<Edition, { inPatrolCars: boolean; sideWide: boolean }> = {
  en: { inPatrolCars: true, sideWide: true },
  fr: { inPatrolCars: false, sideWide: true },
};

/** Where a draw of one stock comes from: the unit's car's when it holds that stock (U374), else the side's, else plenty. */
export function stockSource<K extends 'gas' | 'riotKit'>(
  edition: Edition,
  key: K,
  unit: { id: string; stocks?: unknown } | undefined,
  side: Partial<Record<K, number>> | undefined,
): { left: number; path: string } | null {
  const own = unit && unit.stocks && typeof unit.stocks === 'object' ? (unit.stocks as Record<string, unknown>)[key] : undefined;
  if (STOCKS_HELD[edition].inPatrolCars && unit && typeof own === 'number') return { left: own, path: `units.${unit.id}.stocks.${key}` };
  const all = side?.[key];
  if (STOCKS_HELD[edition].sideWide && typeof all === 'number') return { left: all, path: `stocks.${key}` };
  return null;
}

/** U106: a unit is issued one set of riot kit for each of its members fit to wear it (strength less the wounded and the dead, U253: `unitMembers`). */
export const KIT_SETS_PER_MEMBER = 1;

export interface IssueKitFacts {
  edition: Edition;
  lang?: Lang;
  unitId?: string;
  /** Members to equip: the unit's strength less its wounded and its dead (U253). */
  members: number;
  /** The kit it has now, and the kit issued. */
  from: RiotKit;
  kit: Exclude<RiotKit, 'none'>;
  /** Sets of riot kit left (`stocks.riotKit`, or the unit's patrol car's, U374); undefined: plenty. */
  stock?: number;
  /** Where the stock is kept (`stocks.riotKit` by default; `units.<id>.stocks.riotKit` for a car's, U374). */
  stockPath?: string;
}

/** Issues riot kit to a unit from the SF's stock: refused when the stock is short or the unit has it already. */
export function resolveIssueKit(facts: IssueKitFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = { procedure: 'issue-kit', edition: facts.edition, unit: facts.unitId ?? null, kit: facts.kit };
  const kitName = t(lang, `unit.kit.${facts.kit}`);
  if (facts.from === facts.kit) return refusal('issue-kit', facts.edition, t(lang, 'stocks.kit.has', { unit: facts.unitId ?? '', kit: kitName }), base, 'has-kit');
  const sets = facts.members * KIT_SETS_PER_MEMBER;
  if (facts.stock !== undefined && facts.stock < sets) {
    return refusal('issue-kit', facts.edition, t(lang, 'stocks.kit.short', { n: facts.stock, sets }), base, 'out-of-stock');
  }
  const effects: Effect[] = [];
  if (facts.unitId) effects.push({ op: 'set', path: `units.${facts.unitId}.riotKit`, value: facts.kit });
  if (facts.unitId && facts.stock !== undefined) effects.push({ op: 'set', path: facts.stockPath ?? 'stocks.riotKit', value: facts.stock - sets });
  const left = facts.stock === undefined ? null : facts.stock - sets;
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: sets,
    outcome: { code: 'issued', text: t(lang, 'stocks.kit.issued', { sets, kit: kitName, unit: facts.unitId ?? '' }) },
    effects,
    notes: [left === null ? t(lang, 'stocks.kit.plenty') : t(lang, 'stocks.kit.left', { n: left })],
    sets,
    left,
  };
}
