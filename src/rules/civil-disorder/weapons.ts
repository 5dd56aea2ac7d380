// Non-lethal weapons and missiles: gas grenade and riot gun, water cannon and
// fire hose, baton gun, bricks and bottles, petrol bombs; with the supplies
// rules that limit missiles and petrol bombs, and the per-turn hooks (gas
// clearing, crowds drying off, knocked-down rioters getting up).
// Civil Disorder, "Non-Lethal Weapons" and "Supplies and Ammunition";
// Émeutes, "Armes non-léthales" and "Logistique et munitions".
import { own } from '../../state/effects.js';
import { t } from '../../i18n/index.js';
import type { GasCloud } from '../../state/civil-disorder/facts.js';
import type { GameState, RiotKit } from '../../state/civil-disorder/types.js';
import { casualtyEffects } from './casualties.js';
import { rollFlameHazard } from './flame.js';
import { RL_GAS_LINE, RL_MODIFIERS } from './rl-roll.js';
import type { TurnContext as EngineTurnContext, TurnHook as EngineTurnHook } from '../../engine/system.js';
type TurnContext = EngineTurnContext<GameState>;
type TurnHook = EngineTurnHook<GameState>;
import { SHOT_AT_NEEDS_HIT } from './firearms.js';
import { CONDITION_FACTORS } from './melee.js';
import { ATTACKED_BY } from './overreact.js';
import { refusal, type Dice, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

export const WEAPONS = ['gas-grenade', 'riot-gun', 'water-cannon', 'fire-hose', 'baton-gun', 'bricks-bottles', 'petrol-bomb'] as const;
export type Weapon = (typeof WEAPONS)[number];

/** The edition's unit of distance (R13). */
export const DISTANCE_UNIT: Record<Edition, 'in' | 'cm'> = { en: 'in', fr: 'cm' };

// Civil Disorder, Non-Lethal Weapons, "Range" column (inches);
// Émeutes, Armes non-léthales, "Portée (cm)". R13: each edition its own unit.
export const WEAPON_RANGE: Record<Edition, Record<Weapon, number>> = {
  en: {
    'gas-grenade': 15,
    'riot-gun': 30,
    'water-cannon': 40,
    'fire-hose': 25,
    'baton-gun': 25,
    'bricks-bottles': 10,
    'petrol-bomb': 10,
  },
  fr: {
    'gas-grenade': 38,
    'riot-gun': 75,
    'water-cannon': 100,
    'fire-hose': 62.5,
    'baton-gun': 62.5,
    'bricks-bottles': 25,
    'petrol-bomb': 25,
  },
};

// Gas Grenade "a gas cloud approx 5" in diameter" / "nuage ... de 15 cm de
// diamètre"; Petrol Bombs "a flame hazard 2" in diameter" / "flamme ... de 5cm".
export const AREA_DIAMETER: Record<Edition, { gas: number; flame: number }> = {
  en: { gas: 5, flame: 2 },
  fr: { gas: 15, flame: 5 },
};

/** A distance with the edition's unit: 15" or 38 cm. */
export function distanceText(edition: Edition, lang: Lang, n: number): string {
  return `${String(n).replace('.', lang === 'fr' ? ',' : '.')}${t(lang, `common.unit.${DISTANCE_UNIT[edition]}`)}`;
}

/** The range line of a weapon, shown in every resolution and in --help. */
export function rangeNote(edition: Edition, lang: Lang, weapon: Weapon): string {
  return t(lang, 'weapons.range', { weapon: t(lang, `weapons.name.${weapon}`), range: distanceText(edition, lang, WEAPON_RANGE[edition][weapon]) });
}

/** Both editions' range of a weapon, for --help: 15" (en) / 38 cm (fr). */
export function rangeHelp(weapon: Weapon): string {
  return `${distanceText('en', 'en', WEAPON_RANGE.en[weapon])} (en) / ${distanceText('fr', 'en', WEAPON_RANGE.fr[weapon])} (fr)`;
}

/** Common to every weapon: a target beyond the weapon's range is refused. */
function outOfRange(edition: Edition, lang: Lang, weapon: Weapon, range: number | undefined): string | null {
  if (range === undefined || range <= WEAPON_RANGE[edition][weapon]) return null;
  return t(lang, 'weapons.out-of-range', {
    weapon: t(lang, `weapons.name.${weapon}`),
    range: distanceText(edition, lang, range),
    max: distanceText(edition, lang, WEAPON_RANGE[edition][weapon]),
  });
}


// ---------------------------------------------------------------------------
// Over-reaction triggers (shared conventions): first-time triggers once per unit.

/** Civil Disorder, Over-Reaction Test: the conditions, as stable codes. */
export const FIRST_TIME_TRIGGERS: readonly string[] = ['first-abuse', 'first-missiles'];

/** The target unit of an attack, as the rules need it. */
export interface TargetUnit {
  id: string;
  name?: string;
  strength: number;
  wounded: number;
  riotKit: RiotKit;
  firsts: Record<string, true>;
  fireproof?: boolean;
}

/** Marks a unit as owing an over-reaction test; returns the effects and the note (none if already used). */
export function overReactionMark(unit: TargetUnit, trigger: string, turn: number, lang: Lang): { effects: Effect[]; note: string | null } {
  const first = FIRST_TIME_TRIGGERS.includes(trigger);
  if (first && own(unit.firsts, trigger)) return { effects: [], note: null };
  const effects: Effect[] = [{ op: 'set', path: `units.${unit.id}.owes.${trigger}`, value: turn }];
  if (first) effects.push({ op: 'set', path: `units.${unit.id}.firsts.${trigger}`, value: true });
  return { effects, note: t(lang, 'weapons.owes', { unit: unit.id, trigger: t(lang, `weapons.trigger.${trigger}`) }) };
}

/** SF members wounded: the unit's counts and one casualty each (shared conventions). */
function sfWoundedEffects(unit: TargetUnit, n: number, cause: string, turn: number, counter: number | undefined): { effects: Effect[]; ids: string[] } {
  if (n <= 0) return { effects: [], ids: [] };
  const cas = casualtyEffects(
    counter,
    turn,
    Array.from({ length: n }, () => ({ side: 'sf' as const, from: unit.id, cause, injury: 'wounded', where: unit.id })),
  );
  return {
    effects: [
      { op: 'add', path: `units.${unit.id}.wounded`, value: n },
      { op: 'add', path: `units.${unit.id}.woundedByTurn.${turn}`, value: n },
      ...cas.effects,
    ],
    ids: cas.ids,
  };
}

// ---------------------------------------------------------------------------
// Gas grenade and riot gun.

// Gas Grenade: "Takes 1 turn to become effective. Gas remains for 2d6 turns."
// Riot Gun (gas grenades): "As gas grenades above." Émeutes: "1 tour pour être
// effectif. Le gaz met 2D6 tours à se dissiper." Ruling U42: thrown in turn T,
// the cloud is effective from turn T+1 for 2d6 turns, and has cleared at the
// start of turn T+1+2d6.
export const GAS = { effectiveAfter: 1, durationDice: 2 } as const;

// Fighting factors: "In effective tear gas -2, In effective CS gas -4";
// Émeutes: "Dans un nuage lacrymal -2, Dans un nuage de grenade défensive -4".
// Ruling U98: the "grenade défensive" cloud is the CS cloud, in both editions
// (the melee table's own lines, CONDITION_FACTORS in melee.ts).
export const GAS_MELEE = { tear: CONDITION_FACTORS['tear-gas'], cs: CONDITION_FACTORS['cs-gas'] } as const;

export type GasKind = 'tear' | 'cs';

export interface GasFacts {
  edition: Edition;
  lang?: Lang;
  weapon: 'gas-grenade' | 'riot-gun';
  kind: GasKind;
  /** Crowds under the cloud (state), empty for a stateless lookup. */
  crowds: string[];
  /** The game's turn; null stateless (the turns are then counted from 0). */
  turn: number | null;
  counter?: number;
  unit?: string;
  range?: number;
  /** Gas grenades and rounds the SF have left (the scenario's `stocks.gas`, U106, or the firing unit's patrol car's, U374); undefined: plenty. */
  stock?: number;
  /** Where that stock is kept (`stocks.gas` by default; `units.<id>.stocks.gas`, U374). */
  stockPath?: string;
}

/** Resolves a gas grenade or riot-gun round: the cloud's duration and, on the state, the cloud. */
export function resolveGas(facts: GasFacts, dice: Dice): Resolution {
  const { edition, weapon, kind } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'gas', edition, weapon, kind, crowd: facts.crowds[0] ?? null, unit: facts.unit ?? null };
  const far = outOfRange(edition, lang, weapon, facts.range);
  if (far) return refusal('gas', edition, far, base);
  // Supplies and Ammunition: "limited stocks of things like tear gas ... defined in the scenario" (U106).
  if (facts.stock !== undefined && facts.stock <= 0) return refusal('gas', edition, t(lang, 'stocks.gas.empty'), base, 'out-of-stock');
  let duration = 0;
  for (let i = 0; i < GAS.durationDice; i++) duration += dice.roll('d6', t(lang, 'weapons.gas.die'));
  const turn = facts.turn ?? 0;
  const from = turn + GAS.effectiveAfter;
  const until = from + duration;
  const effects: Effect[] = [];
  let id: string | null = null;
  if (facts.turn !== null && facts.crowds.length > 0) {
    const n = (facts.counter ?? 0) + 1;
    id = `gas-${n}`;
    const cloud: GasCloud & { weapon: string; unit: string | null; turn: number } = {
      id,
      kind,
      crowds: [...facts.crowds],
      from,
      until,
      weapon,
      unit: facts.unit ?? null,
      turn,
    };
    effects.push({ op: 'set', path: `gas.${id}`, value: cloud }, { op: 'set', path: 'counters.gas', value: n });
    if (facts.stock !== undefined) effects.push({ op: 'set', path: facts.stockPath ?? 'stocks.gas', value: facts.stock - 1 });
  }
  const rlKey = RL_GAS_LINE[kind];
  const rl = RL_MODIFIERS.find((r) => r.key === rlKey)!.value;
  const kindName = t(lang, `weapons.gas.kind.${kind}`);
  const text =
    facts.turn === null
      ? t(lang, 'weapons.gas.outcome-stateless', { kind: kindName, duration })
      : t(lang, 'weapons.gas.outcome', { kind: kindName, crowds: facts.crowds.join(', '), from, until, duration });
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: duration,
    outcome: { code: 'gas-cloud', text },
    effects,
    notes: [
      rangeNote(edition, lang, weapon),
      t(lang, 'weapons.gas.area', { diameter: distanceText(edition, lang, AREA_DIAMETER[edition].gas) }),
      t(lang, 'weapons.gas.effects', { kind: kindName, rl, melee: GAS_MELEE[kind] }),
      t(lang, 'weapons.gas.no-negotiation'),
      ...(facts.stock !== undefined && id !== null ? [t(lang, 'stocks.gas.left', { n: facts.stock - 1 })] : []),
    ],
    cloud: id === null ? null : { id, kind, crowds: facts.crowds, from, until },
    duration,
  };
}

/** Crowds that move into an existing cloud (or that it is found to cover): no dice, the cloud's turns unchanged. */
export function resolveIntoGas(facts: { edition: Edition; lang?: Lang; cloud: GasCloud; crowds: string[]; turn: number }): Resolution {
  const { edition, cloud } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'gas', edition, crowd: facts.crowds[0] ?? null, cloud: cloud.id };
  const added = facts.crowds.filter((c) => !cloud.crowds.includes(c));
  if (added.length === 0) return refusal('gas', edition, t(lang, 'weapons.gas.already-in', { id: cloud.id, crowds: facts.crowds.join(', ') }), base);
  if (cloud.until <= facts.turn) return refusal('gas', edition, t(lang, 'weapons.gas.gone', { id: cloud.id, until: cloud.until }), base);
  const crowds = [...cloud.crowds, ...added];
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'in-cloud', text: t(lang, 'weapons.gas.into', { id: cloud.id, crowds: added.join(', '), from: cloud.from, until: cloud.until }) },
    effects: [{ op: 'set', path: `gas.${cloud.id}.crowds`, value: crowds }],
    notes: [],
  };
}

// ---------------------------------------------------------------------------
// Water cannon and fire hose.

// Water Cannon: "Will always hit crowd - takes 1 turn to make crowd 'damp', 3
// turns to become 'soaked'. Crowds take 20 turns to dry off." Fire Hose: "As
// above." Émeutes: "1 tour pour mouiller la foule, 3 pour la tremper ... 20
// tours à sécher". Ruling U43: turns of hosing add up until the crowd is dry
// again. Ruling U205 (one count for every "for N turns" of the texts): hosed
// in turn T, it is wet through turn T+20 and dries at the start of T+21.
export const WATER = { dampAfter: 1, soakedAfter: 3, dryAfter: 20 } as const;

/**
 * Ruling U205: a condition the texts give a length in turns ("knock down ...
 * for 3 turns", EN l.211, Émeutes l.306 "pour 3 tours"; "Crowds take 20 turns
 * to dry off", EN l.208, Émeutes l.303 "20 tours à sécher"; "Gas remains for
 * 2d6 turns", EN l.205) counts whole turns after the turn it began: begun in
 * turn T, it holds through T+N and is over at the start of turn T+N+1.
 */
export function conditionOverAt(turn: number, turns: number): number {
  return turn + 1 + turns;
}

export interface WaterFacts {
  edition: Edition;
  lang?: Lang;
  weapon: 'water-cannon' | 'fire-hose';
  crowdId?: string;
  turn: number | null;
  /** Turns of hosing the crowd has had since it was last dry. */
  hosedTurns: number;
  /** Turn the crowd was last hosed, if any. */
  hosedTurn?: number;
  unit?: string;
  range?: number;
}

/** Resolves one turn of hosing a crowd: damp after 1 turn, soaked after 3. */
export function resolveWater(facts: WaterFacts, _dice: Dice): Resolution {
  const { edition, weapon } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'water', edition, weapon, crowd: facts.crowdId ?? null, unit: facts.unit ?? null };
  const far = outOfRange(edition, lang, weapon, facts.range);
  if (far) return refusal('water', edition, far, base);
  if (facts.turn !== null && facts.hosedTurn === facts.turn) {
    return refusal('water', edition, t(lang, 'weapons.water.already', { crowd: facts.crowdId ?? '' }), base);
  }
  const turns = facts.hosedTurns + 1;
  const wet = turns >= WATER.soakedAfter ? 'soaked' : turns >= WATER.dampAfter ? 'damp' : 'dry';
  const effects: Effect[] = [];
  if (facts.crowdId && facts.turn !== null) {
    const at = `crowds.${facts.crowdId}`;
    effects.push(
      { op: 'set', path: `${at}.hosed`, value: turns },
      { op: 'set', path: `${at}.hosedTurn`, value: facts.turn },
      { op: 'set', path: `${at}.wet`, value: wet },
      { op: 'set', path: `${at}.wetSince`, value: facts.turn },
    );
  }
  const notes = [rangeNote(edition, lang, weapon), t(lang, 'weapons.water.always-hits')];
  if (wet !== 'soaked') notes.push(t(lang, 'weapons.water.soaked-in', { n: WATER.soakedAfter - turns }));
  notes.push(
    facts.turn === null
      ? t(lang, 'weapons.water.dry-after', { n: WATER.dryAfter })
      : t(lang, 'weapons.water.dry-at', { n: WATER.dryAfter, turn: conditionOverAt(facts.turn, WATER.dryAfter) }),
  );
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: turns,
    outcome: { code: wet, text: t(lang, `weapons.water.outcome.${wet}`, { turns }) },
    effects,
    notes,
    hosedTurns: turns,
    wet,
  };
}

// ---------------------------------------------------------------------------
// Baton gun.

// Baton Gun: "Roll 1d6 - score 5, 6 to knock down a crowd member for 3 turns.
// If under 10", for each hit roll again score 6 and target is seriously
// wounded." Émeutes, Flash ball: "sur 5 ou 6 ... stoppe un manifestant pour 3
// tours. Si la cible est à moins de 25cm, elle est sérieusement blessée sur un 6."
// Ruling U44: a figure knocked down in turn T is down for turns T+1, T+2, T+3
// and gets up at the start of turn T+4 (U205's count, conditionOverAt).
// Ruling U97: the serious wound is a second die per hit ("for each hit roll
// again score 6"), in both editions; Émeutes' "sérieusement blessée sur un 6"
// is read as that second die, not the hit die itself (`woundOnSecondDie`).
export const BATON_GUN = { hitAtLeast: 5, woundAtLeast: 6, downTurns: 3, woundOnSecondDie: true } as const;
export const BATON_CLOSE: Record<Edition, number> = { en: 10, fr: 25 };

export interface BatonFacts {
  edition: Edition;
  lang?: Lang;
  crowdId?: string;
  /** Figures in the crowd (a shot cannot hit more figures than there are). */
  figures?: number;
  turn: number | null;
  shots: number;
  range?: number;
  unit?: string;
  counter?: number;
}

/** Resolves baton-gun shots at a crowd: knock-downs, and serious wounds at close range. */
export function resolveBatonGun(facts: BatonFacts, dice: Dice): Resolution {
  const { edition } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'baton-gun', edition, crowd: facts.crowdId ?? null, unit: facts.unit ?? null };
  const far = outOfRange(edition, lang, 'baton-gun', facts.range);
  if (far) return refusal('baton-gun', edition, far, base);
  const hitDice: number[] = [];
  for (let i = 0; i < facts.shots; i++) {
    const v = dice.roll('d6', t(lang, 'weapons.baton.die', { n: i + 1 }));
    if (v >= BATON_GUN.hitAtLeast) hitDice.push(v);
  }
  if (facts.figures !== undefined) hitDice.splice(facts.figures);
  const hits = hitDice.length;
  const close = facts.range !== undefined && facts.range < BATON_CLOSE[edition];
  let serious = 0;
  if (close) {
    for (let i = 0; i < hits; i++) {
      const v = BATON_GUN.woundOnSecondDie ? dice.roll('d6', t(lang, 'weapons.baton.wound-die', { n: i + 1 })) : hitDice[i];
      if (v >= BATON_GUN.woundAtLeast) serious += 1;
    }
  }
  const down = hits - serious;
  const turn = facts.turn ?? 0;
  const upAt = conditionOverAt(turn, BATON_GUN.downTurns);
  const effects: Effect[] = [];
  let ids: string[] = [];
  if (facts.crowdId && facts.turn !== null) {
    const at = `crowds.${facts.crowdId}`;
    if (!SHOT_AT_NEEDS_HIT || hits > 0) effects.push({ op: 'set', path: `${at}.shotAt.non-lethal`, value: true });
    if (down > 0) effects.push({ op: 'add', path: `${at}.knockedDown.${upAt}`, value: down });
    if (serious > 0) {
      const cas = casualtyEffects(
        facts.counter,
        facts.turn,
        Array.from({ length: serious }, () => ({ side: 'crowd' as const, from: facts.crowdId!, cause: 'baton-gun', injury: 'wounded', where: facts.crowdId })),
      );
      ids = cas.ids;
      effects.push({ op: 'add', path: `${at}.figures`, value: -serious }, ...cas.effects);
    }
  }
  const code = serious > 0 ? 'wounded' : hits > 0 ? 'knocked-down' : 'miss';
  const notes = [rangeNote(edition, lang, 'baton-gun')];
  const closeText = distanceText(edition, lang, BATON_CLOSE[edition]);
  if (facts.range === undefined) notes.push(t(lang, 'weapons.baton.no-range', { close: closeText }));
  else if (!close) notes.push(t(lang, 'weapons.baton.not-close', { close: closeText }));
  if (down > 0) notes.push(facts.turn === null ? t(lang, 'weapons.baton.down-for', { n: BATON_GUN.downTurns }) : t(lang, 'weapons.baton.up-at', { turn: upAt }));
  if (ids.length > 0) notes.push(t(lang, 'weapons.casualties', { ids: ids.join(', ') }));
  if (facts.crowdId) notes.push(t(lang, 'weapons.baton.shot-at'));
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: hits,
    outcome: { code, text: t(lang, `weapons.baton.outcome.${code}`, { hits, down, serious }) },
    effects,
    notes,
    hits,
    knockedDown: down,
    seriouslyWounded: serious,
    close,
    casualties: ids,
  };
}

// ---------------------------------------------------------------------------
// Bricks and bottles.

// Bricks and Bottles: "1d3 per 10 crowd members involved in throwing. Total
// score is number of hits on targets. Unprotected targets have that many
// wounded. Protected with riot shields, half effect. SF fully protected with
// riot equipment are impervious." Émeutes, Pavés et bouteilles: the same.
// Ruling U45: one d3 per full 10 throwers, and at least one d3 for any throwers.
// Ruling U46: half effect rounds down.
export const MISSILES = { throwersPerDie: 10, minDice: 1 } as const;
export const MISSILE_KIT_EFFECT: Record<RiotKit, { num: number; den: number }> = {
  none: { num: 1, den: 1 },
  shields: { num: 1, den: 2 },
  full: { num: 0, den: 1 },
};

// Supplies and Ammunition: "assume a crowd has about 5 turns of brick and bottle
// throwing before it has to do something to restock on projectiles"; Émeutes
// "5 tours de projectiles, avant de devoir refaire le plein". Ruling U47: each
// turn in which the crowd throws uses one; throwing again in the same turn
// (at another target) does not; `missiles --restock` fills up again.
export const MISSILE_SUPPLY_TURNS = 5;

// U65: who throws at which RL. Civil Disorder, RL State Chart: 6 Hassle "If
// police out of reach will throw things"; 7 Bombard "continue throwing bricks
// bottles (and petrol bombs if available)"; 8 Attack "If prevented from
// reaching SF with continue to bombard". Émeutes: 7 "jeter des briques,
// bouteilles et molotovs si y'en a"; its RL 6 line is read as the English
// (U92). Below RL 6 a crowd does not throw.
export const THROW_BY_RL: Readonly<Record<number, { missiles: 'yes' | 'out-of-reach' | 'no'; petrol: boolean }>> = {
  1: { missiles: 'no', petrol: false },
  2: { missiles: 'no', petrol: false },
  3: { missiles: 'no', petrol: false },
  4: { missiles: 'no', petrol: false },
  5: { missiles: 'no', petrol: false },
  6: { missiles: 'out-of-reach', petrol: false },
  7: { missiles: 'yes', petrol: true },
  8: { missiles: 'yes', petrol: true },
};

/** Why a crowd at this RL may not throw (null: it may), for missiles or petrol bombs (U65). */
export function throwRefusal(lang: Lang, what: 'missiles' | 'petrol', rl: number | undefined, outOfReach: boolean, crowdId: string): string | null {
  if (rl === undefined) return null;
  // A stateless lookup has no crowd id: "the crowd", not "crowd  is" (issue 31, finding 12).
  const crowd = crowdId === '' ? t(lang, 'weapons.throw.the-crowd') : t(lang, 'weapons.throw.crowd', { crowd: crowdId });
  const row = Object.hasOwn(THROW_BY_RL, rl) ? THROW_BY_RL[rl] : undefined;
  if (!row) return null;
  if (what === 'petrol') return row.petrol ? null : t(lang, 'weapons.throw.petrol-rl', { crowd, rl });
  if (row.missiles === 'yes') return null;
  if (row.missiles === 'out-of-reach') return outOfReach ? null : t(lang, 'weapons.throw.rl6', { crowd, rl });
  return t(lang, 'weapons.throw.missiles-rl', { crowd, rl });
}

export interface MissileFacts {
  edition: Edition;
  lang?: Lang;
  /** The crowd's RL (U65): checked against THROW_BY_RL when known. */
  rl?: number;
  /** At RL 6: the police are out of the crowd's reach, so it throws. */
  outOfReach?: boolean;
  crowdId?: string;
  throwers: number;
  turn: number | null;
  /** The target unit; stateless, only its kit is known. */
  target?: TargetUnit;
  kit: RiotKit;
  /** Turns of throwing used since the crowd last restocked. */
  supplyUsed: number;
  /** Turn the crowd last threw, if any. */
  lastThrowTurn?: number;
  counter?: number;
  range?: number;
}

/** Number of d3 thrown for so many throwers (U45). */
export function missileDice(throwers: number): number {
  if (throwers <= 0) return 0;
  return Math.max(MISSILES.minDice, Math.floor(throwers / MISSILES.throwersPerDie));
}

/** Resolves a turn of bricks and bottles thrown at an SF unit. */
export function resolveMissiles(facts: MissileFacts, dice: Dice): Resolution {
  const { edition } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'missiles', edition, crowd: facts.crowdId ?? null, unit: facts.target?.id ?? null };
  const byRl = throwRefusal(lang, 'missiles', facts.rl, Boolean(facts.outOfReach), facts.crowdId ?? '');
  if (byRl) return refusal('missiles', edition, byRl, base, 'not-at-this-rl');
  const far = outOfRange(edition, lang, 'bricks-bottles', facts.range);
  if (far) return refusal('missiles', edition, far, base);
  const newTurn = facts.turn === null || facts.lastThrowTurn !== facts.turn;
  if (newTurn && facts.supplyUsed >= MISSILE_SUPPLY_TURNS) {
    return refusal('missiles', edition, t(lang, 'weapons.missiles.out', { crowd: facts.crowdId ?? '', n: MISSILE_SUPPLY_TURNS }), base, 'out-of-missiles');
  }
  const n = missileDice(facts.throwers);
  let hits = 0;
  for (let i = 0; i < n; i++) hits += dice.roll('d3', t(lang, 'weapons.missiles.die', { n: i + 1 }));
  const k = MISSILE_KIT_EFFECT[facts.kit];
  let wounded = Math.floor((hits * k.num) / k.den);
  const u = facts.target;
  if (u) wounded = Math.min(wounded, Math.max(0, u.strength - u.wounded));
  const effects: Effect[] = [];
  const notes = [rangeNote(edition, lang, 'bricks-bottles'), t(lang, `weapons.missiles.kit.${facts.kit}`)];
  let ids: string[] = [];
  if (facts.turn !== null) {
    if (facts.crowdId && newTurn) {
      effects.push(
        { op: 'set', path: `crowds.${facts.crowdId}.missileTurns`, value: facts.supplyUsed + 1 },
        { op: 'set', path: `crowds.${facts.crowdId}.missileTurn`, value: facts.turn },
      );
    }
    if (u) {
      const w = sfWoundedEffects(u, wounded, 'missiles', facts.turn, facts.counter);
      ids = w.ids;
      effects.push(...w.effects);
      for (const trigger of ['first-missiles', ...(wounded > 0 ? ['member-wounded'] : [])]) {
        const m = overReactionMark(u, trigger, facts.turn, lang);
        effects.push(...m.effects);
        if (m.note) notes.push(m.note);
      }
    }
  }
  if (ids.length > 0) notes.push(t(lang, 'weapons.casualties', { ids: ids.join(', ') }));
  const used = newTurn ? facts.supplyUsed + 1 : facts.supplyUsed;
  if (facts.crowdId) notes.push(t(lang, 'weapons.missiles.supply', { left: MISSILE_SUPPLY_TURNS - used, n: MISSILE_SUPPLY_TURNS }));
  const code = wounded > 0 ? 'wounded' : 'no-effect';
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: hits,
    outcome: { code, text: t(lang, `weapons.missiles.outcome.${code}`, { hits, wounded }) },
    effects,
    notes,
    dice: n,
    hits,
    wounded,
    kit: facts.kit,
    casualties: ids,
    supply: { used, of: MISSILE_SUPPLY_TURNS },
  };
}

/** A crowd restocks on projectiles (Supplies and Ammunition, U47). */
export function resolveRestock(facts: { edition: Edition; lang?: Lang; crowdId: string; supplyUsed: number }): Resolution {
  const lang = facts.lang ?? facts.edition;
  return {
    procedure: 'missiles',
    edition: facts.edition,
    crowd: facts.crowdId,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'restocked', text: t(lang, 'weapons.missiles.restocked', { crowd: facts.crowdId, n: MISSILE_SUPPLY_TURNS }) },
    effects: [{ op: 'set', path: `crowds.${facts.crowdId}.missileTurns`, value: 0 }],
    notes: [],
    supply: { used: 0, of: MISSILE_SUPPLY_TURNS },
  };
}

// ---------------------------------------------------------------------------
// Petrol bombs.

// Supplies and Ammunition: "Crowds using petrol bombs will generally use them
// infrequently, once every 4 turns per crowd." Émeutes: "une fois tous les 4
// tours". Ruling U48: a crowd that threw in turn T may throw again from turn T+4.
export const PETROL_BOMB_EVERY = 4;

// Petrol Bombs: "If in a building, will start a fire"; Émeutes, Cocktail
// molotov: "Si près d'un bâtiment, un incendie démarre". Ruling U96: in both
// editions a fire starts in the building the bomb lands in or against, which
// the umpire names (`--building`); one bomb, this many fires.
export const PETROL_BOMB_FIRES = 1;

export interface PetrolFacts {
  edition: Edition;
  lang?: Lang;
  /** The crowd's RL (U65): petrol bombs at RL 7 and 8 only. */
  rl?: number;
  /** Whether the crowd has petrol bombs (the scenario's `petrolBombs`); undefined: not checked (stateless). */
  source?: boolean;
  /** Bombs its source still holds, when the scenario counts them (U106); undefined: as many as it likes. */
  left?: number;
  crowdId?: string;
  turn: number | null;
  lastBombTurn?: number;
  /** SF unit in the flame area, if any. */
  target?: TargetUnit;
  /** Building hit, if any ("If in a building, will start a fire"). */
  building?: string;
  /** Figures in the flame area (each rolls 1d6). */
  figures: number;
  fireproof: boolean;
  counter?: number;
  range?: number;
}

/** Resolves a petrol bomb: the flame hazard for each figure in the area, and a fire in a building. */
export function resolvePetrolBomb(facts: PetrolFacts, dice: Dice): Resolution {
  const { edition } = facts;
  const lang = facts.lang ?? edition;
  const base = { procedure: 'petrol-bomb', edition, crowd: facts.crowdId ?? null, unit: facts.target?.id ?? null, building: facts.building ?? null };
  const byRl = throwRefusal(lang, 'petrol', facts.rl, false, facts.crowdId ?? '');
  if (byRl) return refusal('petrol-bomb', edition, byRl, base, 'not-at-this-rl');
  if (facts.source === false) return refusal('petrol-bomb', edition, t(lang, 'weapons.throw.no-source', { crowd: facts.crowdId ?? '' }), base, 'no-petrol-bombs');
  if (facts.left !== undefined && facts.left <= 0) return refusal('petrol-bomb', edition, t(lang, 'stocks.petrol.empty', { crowd: facts.crowdId ?? '' }), base, 'out-of-stock');
  const far = outOfRange(edition, lang, 'petrol-bomb', facts.range);
  if (far) return refusal('petrol-bomb', edition, far, base);
  if (facts.turn !== null && facts.lastBombTurn !== undefined && facts.turn - facts.lastBombTurn < PETROL_BOMB_EVERY) {
    return refusal(
      'petrol-bomb',
      edition,
      t(lang, 'weapons.petrol.too-soon', { crowd: facts.crowdId ?? '', last: facts.lastBombTurn, next: facts.lastBombTurn + PETROL_BOMB_EVERY, n: PETROL_BOMB_EVERY }),
      base,
      'too-soon',
    );
  }
  const { wounded: rolled, woundedOn } = rollFlameHazard(facts.figures, facts.fireproof, dice, lang);
  const u = facts.target;
  const wounded = u ? Math.min(rolled, Math.max(0, u.strength - u.wounded)) : rolled;
  const effects: Effect[] = [];
  const notes = [
    rangeNote(edition, lang, 'petrol-bomb'),
    t(lang, 'weapons.petrol.area', { diameter: distanceText(edition, lang, AREA_DIAMETER[edition].flame), on: woundedOn }),
  ];
  let ids: string[] = [];
  if (facts.turn !== null) {
    if (facts.crowdId) effects.push({ op: 'set', path: `crowds.${facts.crowdId}.petrolBombTurn`, value: facts.turn });
    if (facts.crowdId && facts.left !== undefined) {
      effects.push({ op: 'add', path: `crowds.${facts.crowdId}.petrolBombsLeft`, value: -1 });
      notes.push(t(lang, 'stocks.petrol.left', { crowd: facts.crowdId, n: facts.left - 1 }));
    }
    if (facts.building) {
      effects.push({ op: 'add', path: `buildings.${facts.building}.fires`, value: PETROL_BOMB_FIRES });
    }
    if (u) {
      const w = sfWoundedEffects(u, wounded, 'petrol-bomb', facts.turn, facts.counter);
      ids = w.ids;
      effects.push(...w.effects);
      for (const trigger of [...(ATTACKED_BY.includes('petrol-bomb') ? ['attacked'] : []), ...(wounded > 0 ? ['member-wounded'] : [])]) {
        const m = overReactionMark(u, trigger, facts.turn, lang);
        effects.push(...m.effects);
        if (m.note) notes.push(m.note);
      }
    }
    if (facts.crowdId) notes.push(t(lang, 'weapons.petrol.next', { turn: facts.turn + PETROL_BOMB_EVERY }));
  }
  if (facts.building) notes.push(t(lang, 'weapons.petrol.fire', { building: facts.building }));
  if (ids.length > 0) notes.push(t(lang, 'weapons.casualties', { ids: ids.join(', ') }));
  const code = wounded > 0 ? 'wounded' : facts.building ? 'fire' : 'no-effect';
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: wounded,
    outcome: { code, text: t(lang, `weapons.petrol.outcome.${code}`, { wounded, figures: facts.figures, building: facts.building ?? '' }) },
    effects,
    notes,
    wounded,
    woundedOn,
    fire: Boolean(facts.building),
    casualties: ids,
  };
}

// ---------------------------------------------------------------------------
// Per-turn hooks.

function hookRecord(game: GameState, lang: Lang, procedure: string, code: string, text: string, effects: Effect[], extra: Record<string, unknown>): Resolution {
  return { procedure, edition: game.edition, ...extra, rolls: [], modifiers: [], total: null, outcome: { code, text }, effects, notes: [] };
}

/** Gas clouds that have cleared by the start of this turn (U42): one entry each. */
export function gasClearing(game: GameState, lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  for (const g of Object.values(game.gas) as unknown as GasCloud[]) {
    if (g.until <= game.turn) {
      out.push(
        hookRecord(game, lang, 'gas', 'gas-cleared', t(lang, g.crowds.length > 0 ? 'weapons.gas.cleared' : 'weapons.gas.cleared-empty', { id: g.id, crowds: g.crowds.join(', ') }), [{ op: 'del', path: `gas.${g.id}` }], {
          cloud: g.id,
          crowd: g.crowds[0] ?? null,
        }),
      );
    } else if (g.from === game.turn) {
      out.push(hookRecord(game, lang, 'gas', 'gas-effective', t(lang, g.crowds.length > 0 ? 'weapons.gas.effective' : 'weapons.gas.effective-none', { id: g.id, crowds: g.crowds.join(', '), until: g.until }), [], { cloud: g.id, crowd: g.crowds[0] ?? null }));
    }
  }
  return out;
}

/** Crowds that dry off this turn: wet for 20 whole turns after they were last hosed (U43, U205). */
export function crowdsDrying(game: GameState, lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  for (const c of Object.values(game.crowds)) {
    if (c.wet === 'dry' || typeof c.wetSince !== 'number' || game.turn < conditionOverAt(c.wetSince, WATER.dryAfter)) continue;
    const effects: Effect[] = [{ op: 'set', path: `crowds.${c.id}.wet`, value: 'dry' }];
    if (c.hosed !== undefined) effects.push({ op: 'del', path: `crowds.${c.id}.hosed` });
    out.push(hookRecord(game, lang, 'water', 'dry', t(lang, 'weapons.water.dried', { crowd: c.id, n: WATER.dryAfter }), effects, { crowd: c.id }));
  }
  return out;
}

/** Rioters knocked down by baton guns who get up this turn (U44). */
export function rioterGettingUp(game: GameState, lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  for (const c of Object.values(game.crowds)) {
    const down = (c.knockedDown ?? {}) as Record<string, number>;
    for (const [k, n] of Object.entries(down)) {
      if (Number(k) > game.turn) continue;
      out.push(hookRecord(game, lang, 'baton-gun', 'get-up', t(lang, 'weapons.baton.got-up', { crowd: c.id, n }), [{ op: 'del', path: `crowds.${c.id}.knockedDown.${k}` }], { crowd: c.id }));
    }
  }
  return out;
}

function hook(name: string, f: (game: GameState, lang: Lang) => Resolution[]): TurnHook {
  return {
    name,
    run(ctx: TurnContext) {
      for (const r of f(ctx.game, ctx.lang)) ctx.record(r);
    },
  };
}

export const GAS_HOOK = hook('gas clouds', gasClearing);
export const DRYING_HOOK = hook('crowds drying', crowdsDrying);
export const GET_UP_HOOK = hook('rioters getting up', rioterGettingUp);
