// Guérilla Urbaine, "Recrutement d'un Gang" (l.154-237): the upgrades'
// prices (percentages of the kit's base price rounded up, or fixed cdt), the
// Chef's and Sous-chef's compulsory upgrades, a member's bill and profile,
// and the cost check of a gang. The kits and what each upgrade does are in
// profile.ts (GANGER_LINES, GU_UPGRADES); every number cites its line.
import { t } from '../../i18n/index.js';
import type { Dice, Lang, Resolution } from '../types.js';
import { DEFAULT_PV, effectiveMove, GANGER_LINES, GU_WEAPONS, type GangerLine, type GuProfile, type GuUpgradeId, type GuWeapon } from './profile.js';
import { SHOT_MODIFIERS } from './shooting.js';

// "Ce nombre de crédit de départ est de 150 cdt" (l.156).
export const STARTING_CREDITS = 150;
// "un Chef accompagné de son Sous-chef, et avec au maximum 8 gangers supplémentaires" (l.156).
export const MAX_GANGERS = 8;

/** A gang member's rank: the Chef, the Sous-chef (the Meneurs, l.72) or a ganger. */
export const RANKS = ['chef', 'sous-chef', 'ganger'] as const;
export type Rank = (typeof RANKS)[number];

/** A kit of "Profils des gangers" (l.164-186), by its id in GANGER_LINES. */
export type KitId = string;
export const KIT_IDS: readonly KitId[] = GANGER_LINES.map((l) => l.id);

/** The line of GANGER_LINES for a kit id, or undefined. */
export function kitLine(kit: KitId): GangerLine | undefined {
  return GANGER_LINES.find((l) => l.id === kit);
}

/** An upgrade's price: a percentage of the kit's base price (rounded up), or fixed cdt. */
export type UpgradePrice = { percent: number } | { cdt: number };

export interface UpgradeRule {
  price: UpgradePrice;
  line: number;
  /** "disponible seulement pour les gangers avec arme de tir" (l.202-203). */
  shootersOnly?: boolean;
  /** Upgrades of one group exclude each other (U152). */
  group?: string;
}

/**
 * "Améliorations des gangers" (l.190-223): the price of each. Assassin costs
 * 5 cdt, the list price, not the 6 of the worked example (l.227, R16). U152:
 * the reflexes are one group (one Svg), Pieds tendres and Excellent tireur
 * one, the two martial arts one; the same upgrade is not bought twice.
 */
export const UPGRADE_PRICES: Record<GuUpgradeId, UpgradeRule> = {
  robust: { price: { percent: 20 }, line: 196 }, // l.196 Robuste (20%)
  'good-reflexes': { price: { percent: 10 }, line: 198, group: 'reflexes' }, // l.198 Bon réflexes (10%)
  'sharp-reflexes': { price: { percent: 20 }, line: 199, group: 'reflexes' }, // l.199 Réflexes affûtés (20%)
  'excellent-reflexes': { price: { percent: 30 }, line: 200, group: 'reflexes' }, // l.200 Excellent réflexes (30%)
  'tender-feet': { price: { percent: -20 }, line: 202, shootersOnly: true, group: 'aim' }, // l.202 Pieds tendres (-20%)
  marksman: { price: { percent: 20 }, line: 203, shootersOnly: true, group: 'aim' }, // l.203 Excellent tireur (20%)
  coward: { price: { cdt: -2 }, line: 207 }, // l.207 Lâche (-2 cdt)
  fast: { price: { cdt: 4 }, line: 209 }, // l.209 Rapide (4 cdt)
  assassin: { price: { cdt: 5 }, line: 211 }, // l.211 Assassin (5 cdt), R16
  'martial-arts': { price: { cdt: 6 }, line: 213, group: 'martial-arts' }, // l.213 Arts martiaux (6 cdt)
  camouflage: { price: { cdt: 7 }, line: 215 }, // l.215 Camouflage (7 cdt)
  medic: { price: { cdt: 10 }, line: 217 }, // l.217 Médico (10 cdt)
  'martial-arts-expert': { price: { cdt: 15 }, line: 219, group: 'martial-arts' }, // l.219 Expert en Arts martiaux (15 cdt)
  priest: { price: { cdt: 15 }, line: 221 }, // l.221 Prêtre (15 cdt)
  shaman: { price: { cdt: 20 }, line: 223 }, // l.223 Chaman (20 cdt)
};

// "obligatoirement le Chef doit prendre l'amélioration Excellents réflexes (30% du coût de base),
// et le Sous-chef l'amélioration Réflexes affûtés (20 % du coût de base)" (l.235).
export const COMPULSORY: Record<Rank, GuUpgradeId | null> = { chef: 'excellent-reflexes', 'sous-chef': 'sharp-reflexes', ganger: null };

/** The price of one upgrade on a kit: a percentage of the base price rounded up (l.192, l.194; U151), or fixed cdt. */
export function upgradePrice(kit: GangerLine, upgrade: GuUpgradeId): number {
  const p = UPGRADE_PRICES[upgrade].price;
  if ('cdt' in p) return p.cdt;
  // Whole numbers first: 20% of 7 is 140/100, rounded up to 2 (the worked example, l.227).
  // U151: a penalty rounds up too, towards the higher price: -20% of 13 is -2.6, so -2.
  return Math.ceil((kit.cost * p.percent) / 100);
}

/** A gang member as the scenario lists it. */
export interface MemberSpec {
  id: string;
  rank: Rank;
  kit: KitId;
  upgrades: readonly GuUpgradeId[];
}

/** One line of a member's bill: its kit, or an upgrade, with the line of the text that prices it. */
export interface BillLine {
  item: string;
  kind: 'kit' | 'upgrade';
  cost: number;
  line: number;
}

// l.164-186: the line of the text of each kit, in GANGER_LINES' order.
const KIT_TEXT_LINE = [164, 166, 168, 170, 172, 174, 176, 178, 180, 182, 184, 186] as const;

/** A member's bill: the kit at its list price, then each upgrade in the order given (l.160-237). */
export function memberBill(m: Pick<MemberSpec, 'kit' | 'upgrades'>): { lines: BillLine[]; total: number } {
  const kit = kitLine(m.kit);
  if (!kit) return { lines: [], total: 0 };
  // "qui coûtent le même prix de base qu'une ganger normal" (l.231); "Leurs capacités de phase de
  // commandement sont gratuites" (l.237): nothing is billed for the rank.
  const lines: BillLine[] = [{ item: kit.id, kind: 'kit', cost: kit.cost, line: KIT_TEXT_LINE[GANGER_LINES.indexOf(kit)] }];
  for (const u of m.upgrades) lines.push({ item: u, kind: 'upgrade', cost: upgradePrice(kit, u), line: UPGRADE_PRICES[u].line });
  return { lines, total: lines.reduce((s, l) => s + l.cost, 0) };
}

/** What the builder finds wrong with a gang: a stable code and its parameters. */
export interface GangProblem {
  code: 'unknown-kit' | 'no-chef' | 'no-sous-chef' | 'two-chefs' | 'two-sous-chefs' | 'too-many-gangers' | 'over-budget' | 'missing-compulsory' | 'shooters-only' | 'exclusive' | 'repeated-upgrade';
  member?: string;
  params: Record<string, string | number>;
}

/** The cost check of a gang (l.156, l.202-203, l.231-237): its total, each member's bill, every problem as a value. */
export function checkGang(members: readonly MemberSpec[], credits = STARTING_CREDITS): { total: number; bills: Record<string, number>; problems: GangProblem[] } {
  const problems: GangProblem[] = [];
  const bills: Record<string, number> = {};
  let total = 0;
  for (const m of members) {
    const kit = kitLine(m.kit);
    if (!kit) {
      problems.push({ code: 'unknown-kit', member: m.id, params: { kit: m.kit } });
      continue;
    }
    bills[m.id] = memberBill(m).total;
    total += bills[m.id];
    const groups = new Map<string, GuUpgradeId>();
    m.upgrades.forEach((u, i) => {
      if (m.upgrades.indexOf(u) !== i) return void problems.push({ code: 'repeated-upgrade', member: m.id, params: { upgrade: u } });
      const rule = UPGRADE_PRICES[u];
      if (rule.shootersOnly && kit.weapon === null) problems.push({ code: 'shooters-only', member: m.id, params: { upgrade: u, kit: kit.id } });
      if (rule.group) {
        const other = groups.get(rule.group);
        if (other) problems.push({ code: 'exclusive', member: m.id, params: { upgrade: u, other } });
        else groups.set(rule.group, u);
      }
    });
    const must = COMPULSORY[m.rank];
    if (must && !m.upgrades.includes(must)) problems.push({ code: 'missing-compulsory', member: m.id, params: { rank: m.rank, upgrade: must } });
  }
  const count = (r: Rank) => members.filter((m) => m.rank === r).length;
  if (count('chef') === 0) problems.push({ code: 'no-chef', params: {} });
  if (count('chef') > 1) problems.push({ code: 'two-chefs', params: { n: count('chef') } });
  if (count('sous-chef') === 0) problems.push({ code: 'no-sous-chef', params: {} });
  if (count('sous-chef') > 1) problems.push({ code: 'two-sous-chefs', params: { n: count('sous-chef') } });
  if (count('ganger') > MAX_GANGERS) problems.push({ code: 'too-many-gangers', params: { n: count('ganger'), max: MAX_GANGERS } });
  if (total > credits) problems.push({ code: 'over-budget', params: { total, credits } });
  return { total, bills, problems };
}

// U203 (over U130): "Les profils sont indiqués en prenant en compte les armes qu'ils portent" (l.162): a listed
// ganger shoots its own weapon at the T printed on its line. Its base T is that T less its weapon's traits (Arme
// lourde -1, Délicate à manier +1), which apply at each shot: the SMG's T3+ is a base 4+, the crossbow's and the
// assault rifle's T4+ (both Arme lourde) a base 5+, so that each hits at the printed 4+.
export function kitBaseShoot(kit: GangerLine): GuProfile['shoot'] {
  if (kit.weapon === null || kit.listedShoot === null) return null;
  const w = GU_WEAPONS[kit.weapon];
  const traits = (w.heavy ? SHOT_MODIFIERS.heavy : 0) + (w.unwieldy ? SHOT_MODIFIERS.unwieldy : 0);
  return (kit.listedShoot - traits) as GuProfile['shoot'];
}

/** A member's profile in play: the kit's (l.164-186, U130) with its upgrades, and its ranged weapons (the grenades of l.184 second). */
export function memberProfile(m: Pick<MemberSpec, 'kit' | 'upgrades'>): { profile: GuProfile; weapons: GuWeapon[]; move: number } | null {
  const kit = kitLine(m.kit);
  if (!kit) return null;
  const weapons = [kit.weapon, kit.second].filter((w): w is NonNullable<typeof w> => w !== null).map((w) => GU_WEAPONS[w]);
  const profile: GuProfile = {
    shoot: kitBaseShoot(kit),
    fight: kit.fight,
    attacks: kit.attacks,
    save: null,
    pv: DEFAULT_PV,
    weapon: weapons[0] ?? null,
    upgrades: [...m.upgrades],
    robust: false,
    large: false,
    gigantic: false,
  };
  return { profile, weapons, move: effectiveMove(profile) };
}

/** A gang problem as one line of the user's language. */
export function gangProblemText(lang: Lang, p: GangProblem): string {
  const params: Record<string, string | number> = { ...p.params, member: p.member ?? '' };
  if (typeof p.params.rank === 'string') params.rank = t(lang, `gu.rank.${p.params.rank}`);
  for (const k of ['upgrade', 'other'] as const) if (typeof p.params[k] === 'string') params[k] = t(lang, `gu.upgrade.${p.params[k]}`);
  return t(lang, `gu.gang.problem.${p.code}`, params);
}

export interface GangCheckFacts {
  lang: Lang;
  /** The gang's id, when it is a gang of the game. */
  gang?: string;
  members: readonly MemberSpec[];
  credits: number;
}

/** The gang builder's cost check as a resolution: each member's bill with the lines that price it, the total, every problem (l.154-237). */
export function resolveGangCheck(facts: GangCheckFacts, _dice: Dice): Resolution {
  const { lang } = facts;
  const check = checkGang(facts.members, facts.credits);
  const notes = facts.members.map((m) => {
    const bill = memberBill(m);
    const items = bill.lines.map((l) => `${t(lang, l.kind === 'kit' ? `gu.kit.${l.item}` : `gu.upgrade.${l.item}`)} ${l.cost} (l.${l.line})`).join(' + ');
    return t(lang, 'gu.gang.note.member', { member: m.id, rank: t(lang, `gu.rank.${m.rank}`), items: items || m.kit, total: bill.total });
  });
  const code = check.problems.length === 0 ? 'legal' : 'illegal';
  const problems = check.problems.map((p) => gangProblemText(lang, p));
  return {
    procedure: 'gu-gang',
    edition: 'fr',
    gang: facts.gang ?? null,
    bills: check.bills,
    problems: check.problems.map((p) => p.code),
    rolls: [],
    modifiers: [],
    total: check.total,
    outcome: { code, text: t(lang, `gu.gang.outcome.${code}`, { total: check.total, credits: facts.credits, problems: problems.join('; ') }) },
    effects: [],
    notes,
  };
}
