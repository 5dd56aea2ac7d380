// RIOT's scenario section (docs/riot.md): the teams (2-4, the police among
// them, l.19, l.55-59), the board's zones and their buildings with their 1 or
// 2 credits (l.15, l.51), the unit types (cost, strength, special rules of
// l.115-145: the text's recap cards are not in the file), the units placed
// for the first round (l.107-111), the protesters' cards (l.11), the
// public-opinion deck (l.29) and the nationalists' missions (l.27).
import type { ScenarioContext, ScenarioPath } from '../../engine/system.js';
import { BLACK_BLOC_STRENGTH, BUILDING_CREDITS, entryOf, FIRST_PLACEMENT, HOSPITAL, HQ, isProtester, MELEE_CARD_PLACES, MELEE_CARD_SIDES, PLACEMENTS, PLAYS, SPECIALS, TEAMS, type MeleeCardPlace, type MeleeCardSide, type Play, type Special, type TeamId } from '../../rules/riot/tables.js';
import { MISSION_GOALS, type MissionGoal } from '../../rules/riot/victory.js';
import type { OpinionCard } from '../../rules/riot/opinion.js';
import { freshRound, type RiotCard, type RiotMission, type RiotState, type RiotUnit, type RiotUnitType } from './state.js';

export const RIOT_SCENARIO_KEYS = ['teams', 'zones', 'unitTypes', 'units', 'cards', 'opinion', 'missions', 'placement'] as const;

/** The largest figures a scenario may give (credits, costs, strengths, copies). */
const MAX = { credits: 999, cost: 99, strength: 20, copies: 99, ranged: 10, target: 99 } as const;

/** Reads and checks RIOT's section into its slice. */
export function parseRiot(top: Record<string, unknown>, ctx: ScenarioContext): RiotState {
  const V = ctx.V;
  const claim = (raw: unknown, path: ScenarioPath): string => {
    const id = V.id(raw, path);
    if (id === HQ || id === HOSPITAL) V.fail(path, 'riot-place-id', { id });
    ctx.claimId(id, path);
    return id;
  };
  const missions: Record<string, RiotMission> = {};
  V.list(top.missions, ['missions'], true).forEach((raw, i) => {
    const p: ScenarioPath = ['missions', i];
    const m = V.obj(raw, p, ['id', 'name', 'goal', 'target']);
    const mid = claim(m.id, [...p, 'id']);
    missions[mid] = { id: mid, name: V.str(m.name, [...p, 'name'], mid), goal: V.choice<MissionGoal>(m.goal, [...p, 'goal'], MISSION_GOALS), target: V.int(m.target, [...p, 'target'], 1, MAX.target) };
  });
  const teams: RiotState['teams'] = {};
  const list = V.list(top.teams, ['teams']);
  list.forEach((raw, i) => {
    const p: ScenarioPath = ['teams', i];
    const tm = V.obj(raw, p, ['id', 'credits', 'mission']);
    const tid = V.choice<TeamId>(tm.id, [...p, 'id'], TEAMS);
    if (teams[tid]) V.fail([...p, 'id'], 'riot-team-twice', { team: tid });
    let mission: string | null = null;
    if (tm.mission !== undefined) {
      if (tid !== 'nationalistes') V.fail([...p, 'mission'], 'riot-mission-team');
      mission = V.choice(tm.mission, [...p, 'mission'], Object.keys(missions));
    }
    teams[tid] = { id: tid, credits: V.int(tm.credits, [...p, 'credits'], 0, MAX.credits, 0), zonePoints: 0, hand: [], mission };
  });
  // l.19, l.55-59, l.111: two to four players, the police always one of them.
  if (list.length < 2 || list.length > 4) V.fail(['teams'], 'riot-players', { n: list.length });
  if (!teams.police) V.fail(['teams'], 'riot-no-police');

  const zones: RiotState['zones'] = {};
  const buildings: RiotState['buildings'] = {};
  V.list(top.zones, ['zones']).forEach((raw, i) => {
    const p: ScenarioPath = ['zones', i];
    const z = V.obj(raw, p, ['id', 'name', 'buildings']);
    const zid = claim(z.id, [...p, 'id']);
    const bids = V.list(z.buildings, [...p, 'buildings']).map((rb, j) => {
      const bp: ScenarioPath = [...p, 'buildings', j];
      const b = V.obj(rb, bp, ['id', 'name', 'credits']);
      const bid = claim(b.id, [...bp, 'id']);
      buildings[bid] = { id: bid, name: V.str(b.name, [...bp, 'name'], bid), zone: zid, credits: V.int(b.credits, [...bp, 'credits'], BUILDING_CREDITS.min, BUILDING_CREDITS.max) };
      return bid;
    });
    zones[zid] = { id: zid, name: V.str(z.name, [...p, 'name'], zid), buildings: bids };
  });

  const types: Record<string, RiotUnitType> = {};
  V.list(top.unitTypes, ['unitTypes']).forEach((raw, i) => {
    const p: ScenarioPath = ['unitTypes', i];
    const u = V.obj(raw, p, ['id', 'name', 'team', 'cost', 'strength', 'special', 'basic']);
    const tid = claim(u.id, [...p, 'id']);
    const team = V.choice<TeamId>(u.team, [...p, 'team'], TEAMS);
    if (!teams[team]) V.fail([...p, 'team'], 'riot-team-absent', { team });
    const special = u.special === undefined ? null : V.choice<Special>(u.special, [...p, 'special'], SPECIALS);
    // l.127: a black bloc's strength is the text's (2, and 3 in a street).
    const strength = special === 'black-bloc' ? V.int(u.strength, [...p, 'strength'], BLACK_BLOC_STRENGTH.other, BLACK_BLOC_STRENGTH.other, BLACK_BLOC_STRENGTH.other) : V.int(u.strength, [...p, 'strength'], 1, MAX.strength);
    types[tid] = { id: tid, name: V.str(u.name, [...p, 'name'], tid), team, cost: V.int(u.cost, [...p, 'cost'], 0, MAX.cost), strength, special, basic: V.bool(u.basic, [...p, 'basic'], false) };
  });
  for (const team of Object.keys(teams)) {
    const basics = Object.values(types).filter((x) => x.team === team && x.basic);
    if (basics.length !== 1) V.fail(['unitTypes'], 'riot-basic', { team, n: basics.length });
  }

  const places = new Set([...Object.keys(zones), ...Object.keys(buildings), ...Object.keys(zones).map(entryOf), HQ, HOSPITAL]);
  const units: Record<string, RiotUnit> = {};
  V.list(top.units, ['units'], true).forEach((raw, i) => {
    const p: ScenarioPath = ['units', i];
    const u = V.obj(raw, p, ['id', 'type', 'at', 'wounded']);
    const uid = claim(u.id, [...p, 'id']);
    const type = V.choice(u.type, [...p, 'type'], Object.keys(types));
    const at = V.str(u.at, [...p, 'at']);
    if (!places.has(at)) V.fail([...p, 'at'], 'riot-unknown-place', { place: at });
    units[uid] = { id: uid, type, team: types[type].team, at, wounded: V.bool(u.wounded, [...p, 'wounded'], false) };
  });

  // l.107-111, U242: the first round's placement, unless the scenario sets out a position of its own.
  const placement = V.choice<(typeof PLACEMENTS)[number]>(top.placement, ['placement'], PLACEMENTS, 'first-round');
  if (placement === 'first-round') checkFirstPlacement(V, list.length, teams, types, buildings, units);

  const cards: Record<string, RiotCard> = {};
  const deck: string[] = [];
  V.list(top.cards, ['cards'], true).forEach((raw, i) => {
    const p: ScenarioPath = ['cards', i];
    const c = V.obj(raw, p, ['id', 'name', 'text', 'blitz', 'ranged', 'melee', 'side', 'where', 'play', 'copies']);
    const cid = claim(c.id, [...p, 'id']);
    const ranged = V.int(c.ranged, [...p, 'ranged'], 0, MAX.ranged, 0);
    // l.87 (U425): a melee Blitz card's strength, its side and its place; a card is ranged or melee, not both.
    const melee = V.int(c.melee, [...p, 'melee'], 0, MAX.ranged, 0);
    if (ranged > 0 && melee > 0) V.fail([...p, 'melee'], 'riot-ranged-and-melee');
    const side = c.side === undefined ? null : V.choice<MeleeCardSide>(c.side, [...p, 'side'], MELEE_CARD_SIDES);
    const where = c.where === undefined ? null : V.choice<MeleeCardPlace>(c.where, [...p, 'where'], MELEE_CARD_PLACES);
    if ((side !== null || where !== null) && melee === 0) V.fail([...p, 'melee'], 'riot-melee-needed');
    // l.87-91: a ranged attack card is a Blitz card, and so is a melee one.
    const blitz = V.bool(c.blitz, [...p, 'blitz'], ranged > 0 || melee > 0);
    if (ranged > 0 && !blitz) V.fail([...p, 'blitz'], 'riot-ranged-blitz');
    if (melee > 0 && !blitz) V.fail([...p, 'blitz'], 'riot-melee-blitz');
    // l.79, U427: a card played outside a fight is not a Blitz card.
    const play = c.play === undefined ? null : V.choice<Play>(c.play, [...p, 'play'], PLAYS);
    if (play !== null && blitz) V.fail([...p, 'play'], 'riot-play-blitz');
    cards[cid] = { id: cid, name: V.str(c.name, [...p, 'name'], cid), text: V.str(c.text, [...p, 'text'], ''), blitz, ranged, melee, side, where, play };
    const copies = V.int(c.copies, [...p, 'copies'], 1, MAX.copies, 1);
    for (let k = 0; k < copies; k++) deck.push(cid);
  });

  const opinionCards: Record<string, OpinionCard> = {};
  const opinionDeck: string[] = [];
  if (top.opinion !== undefined) {
    const o = V.obj(top.opinion, ['opinion'], ['cards']);
    V.list(o.cards, ['opinion', 'cards']).forEach((raw, i) => {
      const p: ScenarioPath = ['opinion', 'cards', i];
      const c = V.obj(raw, p, ['id', 'name', 'text', 'credits']);
      const cid = claim(c.id, [...p, 'id']);
      opinionCards[cid] = { id: cid, name: V.str(c.name, [...p, 'name'], cid), text: V.str(c.text, [...p, 'text'], ''), credits: V.int(c.credits, [...p, 'credits'], -MAX.credits, 0, 0) };
      opinionDeck.push(cid);
    });
  }
  return {
    players: list.length,
    teams,
    zones,
    buildings,
    types,
    units,
    cards,
    cardDeck: { deck, drawn: [] },
    opinion: { cards: opinionCards, deck: opinionDeck, drawn: [], pending: [] },
    missions,
    round: freshRound(),
  };
}

/**
 * The first round's placement (l.109, l.111, U242): each protester team's
 * units are its basic units, as many as FIRST_PLACEMENT gives for the number
 * of players, each in a building, each in another zone; no building holds two
 * units; the police have none on the board (they recruit in their first turn,
 * l.113).
 */
function checkFirstPlacement(V: ScenarioContext['V'], players: number, teams: RiotState['teams'], types: Record<string, RiotUnitType>, buildings: RiotState['buildings'], units: Record<string, RiotUnit>): void {
  const n = FIRST_PLACEMENT[players];
  const all = Object.values(units);
  const at = (u: RiotUnit) => ['units', all.indexOf(u), 'at'] as ScenarioPath;
  const seen = new Map<string, string>();
  for (const u of all) {
    if (u.team === 'police') V.fail(['units', all.indexOf(u)], 'riot-placement-police', { unit: u.id });
    if (!types[u.type].basic) V.fail(['units', all.indexOf(u), 'type'], 'riot-placement-basic', { unit: u.id, type: u.type });
    const b = buildings[u.at];
    if (!b) V.fail(at(u), 'riot-placement-building', { unit: u.id, place: u.at });
    const other = seen.get(u.at);
    if (other) V.fail(at(u), 'riot-placement-shared', { unit: u.id, other, building: u.at });
    seen.set(u.at, u.id);
  }
  for (const team of Object.keys(teams).filter(isProtester)) {
    const mine = all.filter((u) => u.team === team);
    if (mine.length !== n) V.fail(['units'], 'riot-placement-count', { team, n, found: mine.length, players });
    const zones = new Set(mine.map((u) => buildings[u.at].zone));
    if (zones.size !== mine.length) V.fail(['units'], 'riot-placement-zones', { team, n });
  }
}

/** The slice at the start of the game, from the section as `parse` returned it (under the scenario's keys). */
export function riotFromScenario(slice: Record<string, unknown>): RiotState {
  const x = slice as {
    teams: { players: number; teams: RiotState['teams'] };
    zones: { zones: RiotState['zones']; buildings: RiotState['buildings'] };
    unitTypes: RiotState['types'];
    units?: RiotState['units'];
    cards?: { cards: RiotState['cards']; deck: string[] };
    opinion?: { cards: RiotState['opinion']['cards']; deck: string[] };
    missions?: RiotState['missions'];
  };
  return structuredClone({
    players: x.teams.players,
    teams: x.teams.teams,
    zones: x.zones.zones,
    buildings: x.zones.buildings,
    types: x.unitTypes,
    units: x.units ?? {},
    cards: x.cards?.cards ?? {},
    cardDeck: { deck: x.cards?.deck ?? [], drawn: [] },
    opinion: { cards: x.opinion?.cards ?? {}, deck: x.opinion?.deck ?? [], drawn: [], pending: [] },
    missions: x.missions ?? {},
    round: freshRound(),
  });
}
