// A RIOT fight (riot-board-game.fr.txt l.81-105, R20): the ranged phase of
// Blitz cards (the police shield taking the first point, l.93), then the
// melee: total strengths compared, +1 to a defender in a building for the
// comparison only, a tie doing nothing; the loser removes every unit it had
// in the fight, the winners take the losers' total strength as damage, laid
// weakest first (equal strength: cheaper first), removed or wounded, the
// wounded going where l.101 and l.105 say (U120). No dice, but a médiactiviste
// eliminated in defence makes its team draw a card at once (l.121).
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import { drawCard } from './deck.js';
import { ATTACK_ANY_BUILDING_FROM, BUILDING_BONUS, isProtester, mapZoneOf, MAX_ATTACKS_ON_GROUP, PHASE, SHIELD_POINTS, woundedPlace, type MeleeCardPlace, type MeleeCardSide, type Special } from './tables.js';
import { namer } from '../names.js';

/** One unit in the fight, as the state or the options give it. */
export interface Fighter {
  id: string;
  /** Its name (U402: its type's name and its number, « Autonome 1 »; stateless, its id). */
  name: string;
  team: string;
  /** Its strength where it fights (tables.ts strengthAt: a black bloc's depends on the place). */
  strength: number;
  /** Its type's cost: breaks ties when damage is laid (R20). */
  cost: number;
  /** The police shield (l.93, R20). */
  shield: boolean;
  mediactiviste: boolean;
}

/** A ranged Blitz card played in the ranged phase (l.87-95): its damage on one enemy unit. */
export interface Blitz {
  card: string;
  cardName: string;
  /** The team that plays it: the target's enemy in the fight. */
  team: string;
  target: string;
  points: number;
}

/** A melee Blitz card played once the attacker goes on (l.87, U425): its strength for the side that plays it. */
export interface MeleeBlitz {
  card: string;
  cardName: string;
  /** The team that plays it: the attacker or the defender of the fight. */
  team: string;
  strength: number;
  /** The side that may play it, and the kind of place, or null: any (the scenario's card). */
  side: MeleeCardSide | null;
  where: MeleeCardPlace | null;
}

export interface FightFacts {
  lang: Lang;
  /** Where the defenders stand: a street or a building of a zone. */
  place: { id: string; kind: 'street' | 'building'; zone: string };
  attackerTeam: string;
  defenderTeam: string;
  attackers: Fighter[];
  /** Every unit of the defending team in the place (l.83: the defender uses all it has there). */
  defenders: Fighter[];
  blitz?: Blitz[];
  /** The melee's Blitz cards (l.87), played only when the fight comes to its melee. */
  meleeBlitz?: MeleeBlitz[];
  /** The attacker stops after the ranged phase (l.87). */
  breakOff?: boolean;
  /** How many times this group was attacked already in this player's turn (l.83: twice at most). */
  attacksSoFar?: number;
  /** On a game: where each attacker stands, its moves this turn and its special (l.83, U202), the phase reached,
   * and the umpire's word that a place of another zone is one move away (`--in-reach`). */
  reach?: { unit: string; kind: string; zone: string | null; moved: number; special: Special | null }[];
  inReach?: boolean;
  phase?: number;
  /** On a game: a public-opinion card already turned this turn (l.33), or already owed. */
  turnedThisTurn?: boolean;
  owedAlready?: boolean;
  /** On a game: the protesters' card deck, and the teams' hands, for a médiactiviste's draw (l.121). */
  cardDeck?: { deck: readonly string[]; drawn: readonly string[] };
  hands?: Readonly<Record<string, readonly string[]>>;
  /** On a game: write effects (a stateless fight writes none). */
  onGame?: boolean;
  /** The ids' names for the texts (U402: places, cards); an id without one reads as itself. */
  names?: Readonly<Record<string, string>>;
  /** On a game with a map: each RIOT place's zone of the map (its `place`, U335), and the turn; a unit the fight moves is set there (l.101, l.105, U428). */
  mapZones?: Readonly<Record<string, string>>;
  turn?: number;
}

/** What became of one unit. */
export interface Casualty {
  unit: string;
  team: string;
  result: 'removed' | 'wounded';
  damage: number;
  /** Where a wounded unit goes (l.101, l.105; U120), or null when removed. */
  to: string | null;
  phase: 'ranged' | 'melee';
}

/** Why the fight does or does not owe a public-opinion card (l.31, l.33, l.97, l.117; U122). */
export type OpinionWhy = 'police-melee' | 'no-police' | 'no-melee' | 'mediactiviste' | 'turned-this-turn' | 'owed-already';

const P = 'riot-fight';

/**
 * Is the place in reach of this attacker (l.83, U202)? Its own zone's street and buildings; a building anywhere for a
 * Paramilitaire on its entry point or the R.A.I.D. in the HQ, just recruited (l.133, l.145, U280); another zone's place one move
 * away by the umpire's word (`--in-reach`), for a unit that has not moved.
 */
export function inReach(r: { kind: string; zone: string | null; moved: number; special: Special | null }, place: { kind: string; zone: string | null }, umpire = false): boolean {
  if (r.zone !== null && r.zone === place.zone) return true;
  if (place.kind === 'building' && r.special !== null && ATTACK_ANY_BUILDING_FROM[r.special] === r.kind) return true;
  return r.moved === 0 && umpire;
}

/** Resolves one fight; refusals by the rules come back as values. */
export function resolveRiotFight(f: FightFacts, dice: Dice): Resolution {
  const lang = f.lang;
  const nm = namer(f.names);
  const base = { place: f.place.id, placeKind: f.place.kind, zone: f.place.zone, attacker: f.attackerTeam, defender: f.defenderTeam };
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(P, 'fr', t(lang, `riot.fight.refused.${code}`, params), base, code);
  if (f.attackerTeam === f.defenderTeam) return refuse('same-team', { team: teamName(lang, f.attackerTeam) });
  if (f.attackers.length === 0) return refuse('no-attacker');
  if (f.defenders.length === 0) return refuse('no-defender', { place: nm(f.place.id), team: teamName(lang, f.defenderTeam) });
  // l.83, U202: each attacker has its target in reach.
  for (const r of f.reach ?? []) {
    if (inReach(r, f.place, f.inReach === true)) continue;
    return refuse(r.moved > 0 ? 'moved-out-of-reach' : 'out-of-reach', { unit: nm(r.unit), place: nm(f.place.id), zone: nm(f.place.zone) });
  }
  // l.83: a group may be attacked twice at most in one player's turn.
  if ((f.attacksSoFar ?? 0) >= MAX_ATTACKS_ON_GROUP) return refuse('attacked-twice', { n: MAX_ATTACKS_ON_GROUP });
  // l.83 (U121): the police never start a fight with fewer units than the protesters in it.
  if (f.attackerTeam === 'police' && f.attackers.length < f.defenders.length) {
    return refuse('police-minority', { police: f.attackers.length, protesters: f.defenders.length });
  }
  // l.87 "en commençant par la/le défenseur/euse": the defender's ranged cards are played first, then the attacker's.
  const blitz = rangedOrder(f.blitz ?? [], f.defenderTeam);
  const meleeBlitz = f.meleeBlitz ?? [];
  // l.87, U425: a melee card is played by a side of the fight, and only where and by whom its text allows.
  for (const m of meleeBlitz) {
    const side = m.team === f.attackerTeam ? 'attacker' : m.team === f.defenderTeam ? 'defender' : null;
    if (side === null) return refuse('melee-card-team', { card: m.cardName, team: teamName(lang, m.team) });
    if (m.side !== null && m.side !== side) return refuse(`melee-card-${m.side}`, { card: m.cardName });
    if (m.where !== null && m.where !== f.place.kind) return refuse(`melee-card-${m.where}`, { card: m.cardName });
  }
  const attackerIds = new Set(f.attackers.map((u) => u.id));
  // l.105: an attacker cannot fire ranged Blitz cards at units in a building (the defenders can).
  if (f.place.kind === 'building' && blitz.some((b) => !attackerIds.has(b.target))) return refuse('ranged-at-building');

  const modifiers: Modifier[] = [];
  const notes: string[] = [];
  const casualties: Casualty[] = [];
  const all = [...f.attackers, ...f.defenders];
  const byId = new Map(all.map((u) => [u.id, u]));

  // The ranged phase (l.87-95): damage per unit, the shield taking the first point (l.93).
  const rangedRaw = new Map<string, number>();
  for (const b of blitz) rangedRaw.set(b.target, (rangedRaw.get(b.target) ?? 0) + b.points);
  const ranged = blitz.map((b) => ({ card: b.card, team: b.team, target: b.target, points: b.points }));
  const out = new Set<string>();
  for (const [id, raw] of rangedRaw) {
    const u = byId.get(id) as Fighter;
    const damage = Math.max(0, raw - (u.shield ? SHIELD_POINTS : 0));
    for (const b of blitz.filter((x) => x.target === id)) {
      modifiers.push({ key: `ranged:${b.card}:${id}`, label: t(lang, 'riot.fight.term.ranged', { card: b.cardName, unit: u.name }), value: b.points });
    }
    if (u.shield) modifiers.push({ key: `shield:${id}`, label: t(lang, 'riot.fight.term.shield', { unit: u.name }), value: -Math.min(SHIELD_POINTS, raw) });
    if (damage === 0) {
      notes.push(t(lang, 'riot.fight.note.ranged-nothing', { unit: u.name }));
      continue;
    }
    out.add(id);
    const removed = damage >= u.strength;
    casualties.push({ unit: id, team: u.team, result: removed ? 'removed' : 'wounded', damage, to: removed ? null : woundedPlace(u.team, f.place.zone), phase: 'ranged' });
  }
  const attackers = f.attackers.filter((u) => !out.has(u.id));
  const defenders = f.defenders.filter((u) => !out.has(u.id));

  // The melee cards played: none when the fight ends before its melee (U426: they stay in hand).
  const played: MeleeBlitz[] = [];
  let outcome: string;
  let melee: { attack: number; defence: number; bonus: number; winner: string | null } | null = null;
  if (f.breakOff) outcome = 'broken-off';
  else if (attackers.length === 0 || defenders.length === 0) outcome = 'no-melee';
  else {
    // The melee (l.83, l.87, R20).
    for (const u of attackers) modifiers.push({ key: `attack:${u.id}`, label: t(lang, 'riot.fight.term.attacker', { unit: u.name }), value: u.strength });
    for (const u of defenders) modifiers.push({ key: `defence:${u.id}`, label: t(lang, 'riot.fight.term.defender', { unit: u.name }), value: u.strength });
    const bonus = f.place.kind === 'building' ? BUILDING_BONUS : 0;
    if (bonus) modifiers.push({ key: 'building', label: t(lang, 'riot.fight.term.building'), value: bonus });
    // l.87, U425: the melee's Blitz cards add to their side's total, for the comparison only (like the building's +1).
    for (const m of meleeBlitz) modifiers.push({ key: `melee:${m.card}:${m.team}`, label: t(lang, 'riot.fight.term.melee-card', { card: m.cardName, team: teamName(lang, m.team) }), value: m.strength });
    played.push(...meleeBlitz);
    const cardsOf = (team: string) => meleeBlitz.filter((m) => m.team === team).reduce((n, m) => n + m.strength, 0);
    const attack = sum(attackers) + cardsOf(f.attackerTeam);
    const defence = sum(defenders) + bonus + cardsOf(f.defenderTeam);
    const winner = attack > defence ? f.attackerTeam : defence > attack ? f.defenderTeam : null;
    melee = { attack, defence, bonus, winner };
    notes.push(t(lang, 'riot.fight.note.totals', { attack, defence }));
    if (winner === null) outcome = 'tie';
    else {
      outcome = winner === f.attackerTeam ? 'attacker-wins' : 'defender-wins';
      const [winners, losers] = winner === f.attackerTeam ? [attackers, defenders] : [defenders, attackers];
      // R20: the loser removes every unit it had in the fight.
      for (const u of losers) casualties.push({ unit: u.id, team: u.team, result: 'removed', damage: u.strength, to: null, phase: 'melee' });
      // R20: the winners take the losers' total strength (the building's +1 is for the comparison only).
      let damage = sum(losers);
      notes.push(t(lang, 'riot.fight.note.damage', { damage }));
      for (const u of layingOrder(winners)) {
        if (damage <= 0) break;
        if (damage >= u.strength) {
          casualties.push({ unit: u.id, team: u.team, result: 'removed', damage: u.strength, to: null, phase: 'melee' });
          damage -= u.strength;
        } else {
          // U120: in a building the wounded stay with the winners (l.105); in a street they go to the entry point or the hospital (l.101).
          const to = f.place.kind === 'building' ? f.place.id : woundedPlace(u.team, f.place.zone);
          casualties.push({ unit: u.id, team: u.team, result: 'wounded', damage, to, phase: 'melee' });
          damage = 0;
        }
      }
    }
  }

  if (meleeBlitz.length > 0 && played.length === 0) notes.push(t(lang, 'riot.fight.note.melee-cards-kept', { cards: meleeBlitz.map((m) => m.cardName).join(', ') }));

  // Public opinion (l.31, l.33, l.97, l.117; U122).
  const opinionWhy = opinionOf(f, outcome);
  const owed = opinionWhy === 'police-melee';
  notes.push(t(lang, `riot.fight.opinion.${opinionWhy}`));

  const effects: Effect[] = [];
  const drawn: { team: string; card: string | null; roll: number | null }[] = [];
  // l.121: a médiactiviste eliminated in defence: its team draws a card at once.
  const cardDeck = f.cardDeck ? { deck: f.cardDeck.deck, drawn: [...f.cardDeck.drawn] } : null;
  const hands: Record<string, string[]> = Object.fromEntries(Object.entries(f.hands ?? {}).map(([k, v]) => [k, [...v]]));
  for (const c of casualties) {
    const u = byId.get(c.unit) as Fighter;
    if (c.result !== 'removed' || !u.mediactiviste || u.team !== f.defenderTeam) continue;
    if (!cardDeck) {
      drawn.push({ team: u.team, card: null, roll: null });
      notes.push(t(lang, 'riot.fight.note.mediactiviste-draw', { team: teamName(lang, u.team) }));
      continue;
    }
    const d = drawCard({ deck: cardDeck.deck, drawn: cardDeck.drawn }, dice, t(lang, 'riot.card.die'));
    if (!d.ok) {
      drawn.push({ team: u.team, card: null, roll: null });
      notes.push(t(lang, 'riot.fight.note.mediactiviste-empty', { team: teamName(lang, u.team) }));
      continue;
    }
    cardDeck.drawn.push(d.card);
    (hands[u.team] ??= []).push(d.card);
    drawn.push({ team: u.team, card: d.card, roll: d.roll });
    notes.push(t(lang, 'riot.fight.note.mediactiviste-drew', { team: teamName(lang, u.team), card: nm(d.card) }));
  }
  if (f.onGame) {
    // l.41-45, U202: the fights are the turn's last phase.
    if (f.phase !== undefined && f.phase < PHASE.fight) effects.push({ op: 'set', path: 'riot.round.phase', value: PHASE.fight });
    // The board's map follows (U335): a unit the fight moves stands in the zone that is its new place, as of this
    // turn (the hospital's, U428); a defender staying in its place does not move; a unit removed leaves the board.
    const defenderIds = new Set(f.defenders.map((u) => u.id));
    const follow = (unit: string, place: string) => {
      if (defenderIds.has(unit) && place === f.place.id) return;
      const zone = f.mapZones ? mapZoneOf(f.mapZones, place) : undefined;
      if (zone !== undefined) effects.push({ op: 'set', path: `map.pieces.${unit}`, value: { zone, turn: f.turn ?? 1 } });
    };
    for (const c of casualties) {
      if (c.result === 'removed') effects.push({ op: 'del', path: `riot.units.${c.unit}` });
      else {
        effects.push({ op: 'set', path: `riot.units.${c.unit}.wounded`, value: true });
        effects.push({ op: 'set', path: `riot.units.${c.unit}.at`, value: c.to });
        // l.101: to the entry point or the hospital; l.105: with the winners in the building.
        if (c.to !== null) follow(c.unit, c.to);
      }
    }
    // l.105: the attacker's survivors, the wounded too, enter the building it took.
    if (outcome === 'attacker-wins' && f.place.kind === 'building') {
      const gone = new Set(casualties.filter((c) => c.result === 'removed').map((c) => c.unit));
      for (const u of attackers) {
        if (gone.has(u.id) || casualties.some((c) => c.unit === u.id)) continue;
        effects.push({ op: 'set', path: `riot.units.${u.id}.at`, value: f.place.id });
        follow(u.id, f.place.id);
      }
    }
    effects.push({ op: 'add', path: `riot.round.attacks.${groupKey(f.defenderTeam, f.place.id)}`, value: 1 });
    if (owed) effects.push({ op: 'set', path: 'riot.round.owed', value: true });
    for (const b of [...blitz, ...played]) {
      const hand = (hands[b.team] ??= []);
      const i = hand.indexOf(b.card);
      if (i >= 0) hand.splice(i, 1);
    }
    for (const team of new Set([...blitz.map((b) => b.team), ...played.map((m) => m.team), ...drawn.filter((d) => d.card).map((d) => d.team)])) {
      effects.push({ op: 'set', path: `riot.teams.${team}.hand`, value: hands[team] });
    }
    if (cardDeck && drawn.some((d) => d.card)) effects.push({ op: 'set', path: 'riot.cardDeck.drawn', value: cardDeck.drawn });
  }
  const params = { attacker: teamName(lang, f.attackerTeam), defender: teamName(lang, f.defenderTeam), place: nm(f.place.id) };
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    rolls: [...dice.rolls],
    modifiers,
    total: null,
    outcome: { code: outcome, text: t(lang, `riot.fight.outcome.${outcome}`, params) },
    effects,
    notes,
    ranged,
    melee,
    meleeCards: played.map((m) => ({ card: m.card, team: m.team, strength: m.strength })),
    casualties,
    opinion: { owed, why: opinionWhy },
    drawn,
  };
}

/** l.87: the ranged phase "en commençant par la/le défenseur/euse": the defender's cards first, each side's in the order given. */
export function rangedOrder(blitz: readonly Blitz[], defenderTeam: string): Blitz[] {
  return [...blitz.filter((b) => b.team === defenderTeam), ...blitz.filter((b) => b.team !== defenderTeam)];
}

/** The key of a group (a team in a place) in the round's count of attacks (l.83). */
export function groupKey(team: string, place: string): string {
  return `${team}@${place}`;
}

/** R20: damage goes on the weakest first; equal strength, the cheaper first; then in the order given. */
export function layingOrder(units: readonly Fighter[]): Fighter[] {
  return units.map((u, i) => ({ u, i })).sort((a, b) => a.u.strength - b.u.strength || a.u.cost - b.u.cost || a.i - b.i).map((x) => x.u);
}

function sum(units: readonly Fighter[]): number {
  return units.reduce((s, u) => s + u.strength, 0);
}

/** Whether this fight owes a public-opinion card, and why (l.31, l.33, l.97, l.117; U122). */
function opinionOf(f: FightFacts, outcome: string): OpinionWhy {
  const teams = [f.attackerTeam, f.defenderTeam];
  // The two teams differ (a team never fights itself) and all but the police are protesters (l.19).
  if (!teams.includes('police')) return 'no-police';
  if (outcome === 'broken-off' || outcome === 'no-melee') return 'no-melee';
  if ([...f.attackers, ...f.defenders].some((u) => u.mediactiviste)) return 'mediactiviste';
  if (f.turnedThisTurn) return 'turned-this-turn';
  if (f.owedAlready) return 'owed-already';
  return 'police-melee';
}

/** A team's name in the language. */
export function teamName(lang: Lang, team: string): string {
  const key = `riot.team.${team}`;
  const s = t(lang, key);
  return s === key ? team : s;
}

export { namer };
