// RIOT (riot-board-game.fr.txt): the teams and every number the text gives,
// each beside its line. What the text lacks (the board, the unit types'
// costs and strengths, the cards) the scenario supplies (docs/riot.md).

/** The four teams (l.19): the police and three kinds of protesters. */
export const TEAMS = ['police', 'autonomes', 'anarchistes', 'nationalistes'] as const;
export type TeamId = (typeof TEAMS)[number];
/** The protesters' teams (l.19). */
export const PROTESTERS = ['autonomes', 'anarchistes', 'nationalistes'] as const;
/** The teams that score zone points (l.37, l.49: not the nationalists). */
export const ZONE_TEAMS: readonly TeamId[] = ['autonomes', 'anarchistes'];

/** The special rules of the units the text describes (l.115-145). */
export const SPECIALS = ['mediactiviste', 'black-bloc', 'paramilitaire', 'combi', 'raid'] as const;
export type Special = (typeof SPECIALS)[number];

// l.15, l.51: a building yields 1 or 2 credits.
export const BUILDING_CREDITS = { min: 1, max: 2 } as const;
// l.26: the autonomes and the anarchistes win at 7 zone points.
export const ZONE_POINTS_TO_WIN = 7;
// l.37: one zone point per zone whose every building the team occupies.
export const ZONE_POINT_PER_ZONE = 1;
// l.53: the police's credit per unit left to the protester team with the fewest (wounded included).
export const POLICE_CREDIT_PER_UNIT = 1;
// l.55-59: the police's extra credits each turn, by the number of players (none named for two).
export const POLICE_BONUS: Readonly<Record<number, number>> = { 2: 0, 3: 2, 4: 3 };
// l.65: within a turn the n-th card bought costs n credits (1, 2, 3...).
export const cardCost = (n: number): number => n;
// l.83, l.105, R20: a defender in a building adds 1, for the comparison only.
export const BUILDING_BONUS = 1;
// l.83: a group may be attacked at most twice in one player's turn.
export const MAX_ATTACKS_ON_GROUP = 2;
// l.93, R20: police units other than the basic one ignore the first point of ranged damage.
export const SHIELD_POINTS = 1;
// l.127: a black bloc has strength 3 fighting in a street (attack and damage taken), 2 anywhere else.
export const BLACK_BLOC_STRENGTH = { street: 3, other: 2 } as const;
// l.25, l.33: at most one public-opinion card is turned in a turn.
export const OPINION_CARDS_PER_TURN = 1;
// l.109: with three or four players, each protester team places basic units one at a time until it holds two
// buildings in two different zones; l.111: with two players, the protester team places 4 units in 4 buildings of
// 4 different zones. U242: basic units in both, one unit a building, the police place none (l.113).
export const FIRST_PLACEMENT: Readonly<Record<number, number>> = { 2: 4, 3: 2, 4: 2 };
/** A scenario's `placement`: the first round's (checked, l.107-111) or a position of the scenario's own (not checked, U242). */
export const PLACEMENTS = ['first-round', 'free'] as const;
// l.11: the box's deck sizes (the sample's decks follow them; a scenario may give others).
export const BOX = { protesterCards: 42, opinionCards: 10, missions: 2 } as const;

/** Is this team a protesters' team? */
export function isProtester(team: string): boolean {
  return (PROTESTERS as readonly string[]).includes(team);
}

/** The kind of place a unit stands in. */
export type PlaceKind = 'street' | 'building' | 'entry' | 'hq' | 'hospital';

/** A unit's strength where it fights: its type's, but a black bloc's from l.127. */
export function strengthAt(type: { strength: number; special?: Special | null }, place: PlaceKind): number {
  if (type.special === 'black-bloc') return place === 'street' ? BLACK_BLOC_STRENGTH.street : BLACK_BLOC_STRENGTH.other;
  return type.strength;
}

/** Does this unit carry the police shield (l.93, R20: police, not the basic unit)? */
export function hasShield(team: string, basic: boolean): boolean {
  return team === 'police' && !basic;
}

// l.15: each zone has its street, its buildings and the protesters' entry
// point; the police's HQ (with its hospital) is at the centre of the board.
/** The police HQ (l.15, l.69: the police deploy there). */
export const HQ = 'hq';
/** The hospital (l.15, l.101: wounded police go there). */
export const HOSPITAL = 'hospital';
/** The protesters' entry point of a zone (l.15, l.69, l.101). */
export const entryOf = (zone: string): string => `entry:${zone}`;
/** Where a unit wounded in a fight in `zone` goes (l.101): the hospital for the police, the zone's entry point for the others. */
export function woundedPlace(team: string, zone: string): string {
  return team === 'police' ? HOSPITAL : entryOf(zone);
}

// U428: l.15 "le Quartier Général de la Police (QG), pourvu d'un Hôpital": the hospital is the HQ's. On a map
// (U335) with no zone that is the hospital, a unit in the hospital stands in the HQ's zone.
/** A place a map may draw within another: the hospital within the HQ (l.15, U428). */
export const MAP_PLACE_WITHIN: Readonly<Record<string, string>> = { [HOSPITAL]: HQ };
/** The map's zone that is a RIOT place (`zones`: place -> the map's zone, U335), or the zone of the place it is within (U428); undefined: none. */
export function mapZoneOf(zones: Readonly<Record<string, string>>, place: string): string | undefined {
  if (Object.hasOwn(zones, place)) return zones[place];
  const within = Object.hasOwn(MAP_PLACE_WITHIN, place) ? MAP_PLACE_WITHIN[place] : undefined;
  return within !== undefined && Object.hasOwn(zones, within) ? zones[within] : undefined;
}

// Issue 31, findings 23-25. l.41-45: "Les phases d'un tour": 1 the count of zone points and credits (riot-turn),
// 2 buying cards and recruiting units, 3 deploying them (riot-buy), 4 moving and the cards, 5 the fights; a team's
// turn plays them in that order (U202): a phase once left is not come back to.
export const PHASE = { count: 1, buy: 2, deploy: 3, move: 4, fight: 5 } as const;
export type PhaseName = keyof typeof PHASE;

// l.75 "Chaque Joueur/euse ne peut effectuer qu'un déplacement à la fois, de n'importe laquelle ou de toutes ses
// unités (sauf si elles profitent d'un bonus de mouvement)": each unit moves once a turn (U202); l.139 the Combi
// antiémeute "peut effectuer deux déplacements à la place d'un seul".
export const MOVES_PER_TURN = 1;
export const MOVES_BY_SPECIAL: Partial<Record<Special, number>> = { combi: 2 };

/** The moves a unit of this special may make in its team's turn. */
export function movesAllowed(special: Special | null): number {
  return (special !== null ? MOVES_BY_SPECIAL[special] : undefined) ?? MOVES_PER_TURN;
}

// l.83 "Chaque unité peut attaquer n'importe quelle unité/groupe d'unités situées à portée de ses possibles
// déplacements lors de ce tour. Si une unité s'est déjà déplacée et n'est pas dans la même zone que sa cible, elle ne
// peut pas l'attaquer." U202: in reach is the attacker's own zone (its street and buildings); the board's links
// between streets are the players' to see, so a place of another zone one move away is the umpire's word
// (`--in-reach`), and only for a unit that has not moved. l.133, l.145: a Paramilitaire or the R.A.I.D., once
// recruited (where its team deploys it, l.69), may attack any building directly (the Paramilitaire an occupied one only).
export const ATTACK_ANY_BUILDING_FROM: Readonly<Partial<Record<Special, PlaceKind>>> = {
  // l.133: a protesters' unit, deployed on an entry point (l.69).
  paramilitaire: 'entry',
  // l.145: a police unit, placed in the HQ when recruited (l.69 "La Police quant à elle doit toujours placer ses
  // nouvelles unités dans son Q.G."): its direct attack is made from there (U280).
  raid: 'hq',
};

// l.113 "Maintenant, la Police reçoit ses crédits et peut commencer son premier tour. A partir de maintenant la
// police pourra décider à la fin de chaque manche de l'ordre de jeu des joueurs/euses." U246: the first round begins
// with the police, the protesters then in the table's order (l.109's "ordre aléatoire"); from the end of the first
// round the police give the order of every team (themselves included), each once, at a round's end or before the
// next round's first turn; without a new choice the order of the round just played holds ("pourra": may).
export const FIRST_ROUND_LEADER = 'police';
/** The round from which the police's order binds (l.113: chosen at the end of the first). */
export const ORDER_FROM_ROUND = 2;

/** The team whose turn comes next in `order` (the first not in `played`), or null: no order, or all played. */
export function nextInOrder(order: readonly string[] | undefined, played: readonly string[]): string | null {
  return order?.find((x) => !played.includes(x)) ?? null;
}

/** Why `team` may not begin its turn now by the order of play (l.113, U246), or null: `police-first`, `out-of-order`. */
export function orderRefusal(team: string, round: number, order: readonly string[] | undefined, played: readonly string[]): 'police-first' | 'out-of-order' | null {
  if (round < ORDER_FROM_ROUND) return played.length === 0 && team !== FIRST_ROUND_LEADER ? 'police-first' : null;
  const next = nextInOrder(order, played);
  return next !== null && next !== team ? 'out-of-order' : null;
}

// l.87 "Lors de cette phase [le corps à corps], les joueurs/euses peuvent utiliser tous les autres types de cartes
// Blitz": a Blitz card that is not ranged is a melee card. The text gives no card's words (its 42 cards are not in
// the file, l.11); a scenario's melee card adds to the strength of the side that plays it (`melee`), and may be
// limited to one side (`side`: the attacker or the defender) and one kind of place (`where`). U425: for the
// comparison only, like the building's +1 (R20): the damage the winners take is the losers' units' strength.
export const MELEE_CARD_SIDES = ['attacker', 'defender'] as const;
export const MELEE_CARD_PLACES = ['street', 'building'] as const;
export type MeleeCardSide = (typeof MELEE_CARD_SIDES)[number];
export type MeleeCardPlace = (typeof MELEE_CARD_PLACES)[number];

/**
 * Every card effect the project plays (l.79, l.87-95), one entry each: the phase
 * it is played in, and the command that applies it. `printed`: a card whose text the rules cannot play (no effect
 * the program knows): its text is shown and the players apply it (docs/riot.md "The cards").
 */
export const CARD_EFFECTS = {
  // l.87, l.91: "cette unité reçoit immédiatement les dommages indiqués sur la carte".
  ranged: { phase: 'ranged', by: 'riot-fight --blitz <card:unit>' },
  // l.87: the melee's Blitz cards, played once the attacker goes on (U425).
  melee: { phase: 'melee', by: 'riot-fight --melee-blitz <card:team>' },
  // l.79 "Les cartes peuvent être jouées à n'importe quel moment lors du tour": a card that is not Blitz, played by the
  // team whose turn it is, doing what its `play` says (U427: PLAYS), or its text shown for the players to apply.
  play: { phase: 'turn', by: 'riot-play <card> [--unit u] [--at place]' },
  printed: { phase: 'turn', by: 'riot-play <card>' },
} as const;

/**
 * What a card played outside a fight does (U427): each the state change its text names, one entry. The sample's texts
 * (invented, docs/riot.md): Manif sauvage "Un déplacement de plus pour une unité ce tour"; Squat "Une unité entre dans
 * un bâtiment vide de sa zone sans passer par la rue"; Renforts "Une unité de base gratuite sur un point d'entrée".
 */
export const PLAYS = ['extra-move', 'enter-building', 'free-unit'] as const;
export type Play = (typeof PLAYS)[number];
/** U427: the extra moves an `extra-move` card gives one unit. */
export const EXTRA_MOVES_PER_CARD = 1;
export type CardEffect = keyof typeof CARD_EFFECTS;

/** Which entry of CARD_EFFECTS a card is. */
export function cardEffect(card: { blitz: boolean; ranged: number; melee?: number; play?: Play | null }): CardEffect {
  if (card.blitz && card.ranged > 0) return 'ranged';
  if (card.blitz && (card.melee ?? 0) > 0) return 'melee';
  if (!card.blitz && card.play) return 'play';
  return 'printed';
}
