// The SF's limited stocks (Civil Disorder, Supplies and Ammunition: "The SF are
// assumed to have plenty of equipment. Though police patrol cars will have only
// limited stocks of things like tear gas or anti-riot equipment. This will have
// to be defined in the scenario."; Émeutes: "une rupture de stock peut être
// précisée dans le scénario"). Gas is drawn by `gas` (weapons.ts); riot kit is
// issued here: one set a member (U106).
import { t } from '../../i18n/index.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';
import type { RiotKit } from '../../state/civil-disorder/types.js';

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
  /** Sets of riot kit left (`stocks.riotKit`); undefined: plenty. */
  stock?: number;
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
  if (facts.unitId && facts.stock !== undefined) effects.push({ op: 'set', path: 'stocks.riotKit', value: facts.stock - sets });
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
