// Where the two editions differ, found in the rule tables themselves: every
// exported value of a rules module is walked, and each place split by edition
// (an object whose keys are exactly `en` and `fr`) is compared leaf by leaf.
// `umpire rules diff` prints the result; nothing here is a hand-written list.
import { EDITIONS } from '../types.js';

export interface EditionDifference {
  /** The rules module (file name without extension). */
  module: string;
  /** The exported table. */
  table: string;
  /** Path inside the table's edition entry ('' for the entry itself). */
  path: string;
  en: unknown;
  fr: unknown;
  /**
   * `unit` when the French number is the English one in centimetres (the
   * scales: 1" = 2 m, 2.5 cm = 2 m), `rule` when the editions' rules differ.
   */
  kind: 'unit' | 'rule';
}

// The printed games' titles (names, the same in every language).
export const EDITION_TITLES: Record<'en' | 'fr', string> = { en: 'Civil Disorder', fr: 'Émeutes' };

// Civil Disorder, Scales: 1" = 2 meters; Émeutes, Echelles: 2,5 cm = 2 mètres.
export const CM_PER_INCH = 2.5;

function numberIn(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const m = /^\s*(\d+(?:[.,]\d+)?)\s*(?:"|cm|in)?\s*$/.exec(v);
    if (m) return Number(m[1].replace(',', '.'));
  }
  return null;
}

function kindOf(en: unknown, fr: unknown): 'unit' | 'rule' {
  const a = numberIn(en);
  const b = numberIn(fr);
  if ((en === 'in' && fr === 'cm')) return 'unit';
  return a !== null && b !== null && a > 0 && Math.abs(b - a * CM_PER_INCH) < 1e-9 ? 'unit' : 'rule';
}

function isEditionSplit(v: unknown): v is Record<'en' | 'fr', unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const keys = Object.keys(v).sort();
  return keys.length === EDITIONS.length && keys.every((k, i) => k === [...EDITIONS].sort()[i]);
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** Leaf-by-leaf differences between two values (arrays by index, objects by key). */
function compare(a: unknown, b: unknown, path: string, out: { path: string; en: unknown; fr: unknown }[]): void {
  if (isPlain(a) && isPlain(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out);
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, en: a, fr: b });
}

/** The value at a dotted path inside a table's edition entry. */
function at(v: unknown, path: string[]): unknown {
  return path.reduce<unknown>((x, k) => (isPlain(x) ? (x as Record<string, unknown>)[k] : undefined), v);
}

/**
 * U200: a dice distance (`{kind, dice, unit}`) in inches and in cm is a unit difference only when the French
 * rolls the dice the scale makes of the English ones (1d6" = 2D6 cm, 2d6" = 4D6 cm); the same dice in cm
 * (Émeutes' RL 5 "1D6cm", EN 1d6") are 2.5 times shorter: a difference of rule. Null: not such a place.
 */
function movedKind(v: Record<'en' | 'fr', unknown>, path: string): 'unit' | 'rule' | null {
  const keys = path.split('.');
  const leaf = keys[keys.length - 1];
  if (leaf !== 'unit' && leaf !== 'dice') return null;
  const en = at(v.en, keys.slice(0, -1));
  const fr = at(v.fr, keys.slice(0, -1));
  if (!isPlain(en) || !isPlain(fr)) return null;
  const a = en as { kind?: unknown; dice?: unknown; unit?: unknown };
  const b = fr as { kind?: unknown; dice?: unknown; unit?: unknown };
  if (a.unit !== 'in' || b.unit !== 'cm' || typeof a.dice !== 'number' || typeof b.dice !== 'number' || a.kind === 'direction') return null;
  return b.dice === a.dice * DICE_PER_INCH_DIE ? 'unit' : 'rule';
}

// The texts' own conversion of a dice distance (R13): 2d6" (RL 1, 2, 8) is 4D6 cm, 1d6" (RL 3) 2D6 cm.
export const DICE_PER_INCH_DIE = 2;

/** Every place where `en` and `fr` differ in the tables exported by `modules`. */
export function editionDifferences(modules: Record<string, Record<string, unknown>>): EditionDifference[] {
  const out: EditionDifference[] = [];
  // A table re-exported or referenced from another is one table: listed once, where first found.
  const seen = new Set<unknown>();
  for (const [module, exports] of Object.entries(modules)) {
    // In the order of their names, whatever order the module system lists them in.
    for (const [table, value] of Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (typeof value === 'function') continue;
      const walk = (v: unknown, at: string, seen: Set<unknown>) => {
        if (!isPlain(v) || seen.has(v)) return;
        seen.add(v);
        if (isEditionSplit(v)) {
          const diffs: { path: string; en: unknown; fr: unknown }[] = [];
          compare(v.en, v.fr, '', diffs);
          for (const d of diffs) out.push({ module, table, path: [at, d.path].filter(Boolean).join('.'), en: d.en, fr: d.fr, kind: movedKind(v, d.path) ?? kindOf(d.en, d.fr) });
          return;
        }
        for (const [k, x] of Object.entries(v)) walk(x, at ? `${at}.${k}` : k, seen);
      };
      walk(value, '', seen);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// The places where the two texts differ, read side by side.
//
// The tables above find the differences in numbers; this list names the
// places in the texts themselves (a quote from each), and says how each is
// settled: `same` (both editions play the same number, the texts only word it
// differently), `unit` (the French number is the English one in centimetres),
// `edition` (each edition keeps its own number, in an edition table), or
// `ruling` (a ruling of ../shared/rules/RULINGS.md or docs/rulings.md decides
// the reading, in the table entry named). `tables` name where the reading
// lives in src/rules/ ("module.TABLE" or "module.TABLE.path"); every
// difference the tables show belongs to the place whose table name is the
// longest prefix of it. Tests check that each quote is in its text, each
// table exists, each ruling is written, and each table difference has a place.

export type PlaceStatus = 'same' | 'unit' | 'edition' | 'ruling';
export const PLACE_STATUSES: readonly PlaceStatus[] = ['same', 'unit', 'edition', 'ruling'];

export interface EditionPlace {
  /** Stable kebab-case id (its title is the catalogue's `rules.place.<id>`). */
  id: string;
  /** A quote from civil-disorder.en.txt, or null where the English says nothing. */
  en: string | null;
  /** A quote from emeutes.fr.txt, or null where the French says nothing. */
  fr: string | null;
  status: PlaceStatus;
  /** The ruling that settles the reading (R1..., U1...), if any. */
  ruling?: string;
  tables: readonly string[];
}

export const EDITION_PLACES: readonly EditionPlace[] = [
  // Scales.
  { id: 'pushed-back', en: 'Defender pushed back 2”', fr: 'Reculé de 5 cm', status: 'unit', ruling: 'R13', tables: ['map-moves.PUSHED_BACK'] },
  { id: 'scale', en: 'Distance Scale: 1” = 2 meters', fr: '2,5 cm représentent 2 mètres réels environ', status: 'unit', ruling: 'R13', tables: ['weapons.DISTANCE_UNIT', 'players.SCALES.distance'] },
  // Movement.
  // Émeutes adds SF on foot and horses to the vehicles, all in cm.
  { id: 'movement', en: 'Car12”-', fr: "Force de maintien de l'ordre à pied", status: 'edition', ruling: 'U61', tables: ['movement.PACE_DISTANCE', 'movement.VEHICLE_MOVES'] },
  { id: 'sequence', en: '5. Players may take an action (See above ACTIONS).', fr: '5. Le maître de jeu lève le tour.', status: 'ruling', ruling: 'U102', tables: ['turn.SEQUENCE_OF_ACTION'] },
  { id: 'players-rulebook', en: 'Note this is the only part of the rules that the players should see.', fr: "REGLE DES FORCES DE MAINTIEN DE L'ORDRE.", status: 'ruling', ruling: 'U103', tables: ['players.PLAYERS_RULEBOOK'] },
  // Response Level.
  { id: 'rl-movement', en: 'Roll 2d6” - each individual moves that far away from and SF in sight.', fr: '4D6cm – chaque élément se déplace individuellement en direction opposées des fp en vue.', status: 'edition', ruling: 'U1', tables: ['rl-roll.RL_MOVEMENT'] },
  { id: 'rl5-movement', en: '1d6” movement, if appropriate.', fr: '1D6cm de mouvement si possible.', status: 'ruling', ruling: 'U200', tables: ['rl-roll.RL_MOVEMENT.5'] },
  { id: 'rl-riot-forces', en: 'Specialist Riot forces withdrawing +2', fr: "Forces de l'ordre en retraite\t+2", status: 'ruling', ruling: 'U199', tables: ['rl-roll.RL_MODIFIERS'] },
  { id: 'rl5-keep-off', en: 'Will not move closer than 3” to SF.', fr: "ne s'en approche pas à moins de 10cm", status: 'edition', tables: ['rl-roll.RL5_KEEP_OFF'] },
  { id: 'rl6-hassle', en: 'Roll 6 on 1d6 to engage in random minor property damage.', fr: 'Jeter 1D6 pour engager un combat mineur de façon aléatoire.', status: 'ruling', ruling: 'U92', tables: ['damage.DAMAGE_BY_RL.6', 'weapons.THROW_BY_RL'] },
  { id: 'rl7-damage', en: 'If no SF in sight will damage property. Looting is possible.', fr: 'Si pas de fp en vue, les dommages liés au pillages seront maximum.', status: 'ruling', ruling: 'U93', tables: ['damage.DAMAGE_BY_RL.7', 'loot.LOOT_RLS'] },
  { id: 'rl-thresholds', en: null, fr: '7 ou + : le FR augmente de 1', status: 'ruling', ruling: 'R1', tables: ['rl-roll.RL_THRESHOLDS'] },
  { id: 'rl-police-withdrawing', en: 'Ordinary police or soldiers in sight withdrawing +;', fr: 'Policiers reguliers en retraite\t+1', status: 'ruling', ruling: 'R2', tables: ['rl-roll.RL_MODIFIERS'] },
  { id: 'rl-gas', en: 'In effective Tear Gas cloud -2; In effective CS gas cloud -3.', fr: 'Dans un nuage de gaz lacrymal\t-3', status: 'ruling', ruling: 'U90', tables: ['rl-roll.RL_GAS_LINE'] },
  { id: 'rl-shot-at', en: 'Shot at by baton gun or other ‘non-lethal’ firearm -1', fr: 'Frappé ou touché par une arme à feu non létale\t-1', status: 'ruling', ruling: 'U91', tables: ['firearms.SHOT_AT_NEEDS_HIT'] },
  // Looting.
  { id: 'looters-secret', en: 'the SF must not know which are looters and which are rioters though', fr: 'les fp doivent savoir qui sont les casseurs et les manifestants', status: 'ruling', ruling: 'U94', tables: ['players.PLAYERS_SEE_LOOTERS'] },
  { id: 'looter-pace', en: 'Once looted they attempt to leave the area at 1d6” a turn', fr: 'il faut quitter les lieux à 2D6 cm par tour', status: 'unit', ruling: 'U200', tables: ['loot.LOOTER_PACE'] },
  // Negotiation.
  { id: 'voice-range', en: 'The range of normal voice is 2”, assisted by a megaphone or PA system is 8”.', fr: "La portée d'une voix est de 10cm, assistée de un mégaphone, elle passe à 40cm.", status: 'edition', tables: ['negotiate.VOICE_RANGE'] },
  { id: 'negotiation-columns', en: 'Score:0 or less12,34,5,67,8More', fr: '<i>1 ou 2</i>', status: 'edition', ruling: 'R7', tables: ['negotiate.NEGOTIATION_COLUMNS'] },
  { id: 'negotiation-not-face-to-face', en: 'Negotiation isn’t face to face -2', fr: 'Négociateur pas en phase\t-2', status: 'same', tables: ['negotiate.NOT_FACE_TO_FACE'] },
  // Non-lethal weapons.
  { id: 'gas-grenade', en: 'Gas Grenade15”Creates a gas cloud approx 5” in diameter.', fr: 'Forme un nuage de fumée de 15 cm de diamètre.', status: 'edition', tables: ['weapons.WEAPON_RANGE.gas-grenade', 'weapons.AREA_DIAMETER.gas'] },
  { id: 'weapon-ranges', en: 'Riot Gun (gas grenades)30”', fr: 'Fusil lance-grenade\t75', status: 'unit', tables: ['weapons.WEAPON_RANGE', 'weapons.AREA_DIAMETER.flame', 'weapons.BATON_CLOSE'] },
  { id: 'petrol-bomb-building', en: 'If in a building, will start a fire.', fr: "Si près d'un bâtiment, un incendie démarre.", status: 'ruling', ruling: 'U96', tables: ['weapons.PETROL_BOMB_FIRES'] },
  { id: 'baton-gun-wound', en: 'for each hit roll again score 6 and target is seriously wounded', fr: 'elle est sérieusement blessée sur un 6', status: 'ruling', ruling: 'U97', tables: ['weapons.BATON_GUN'] },
  { id: 'missiles-impervious', en: 'SF fully protected with riot equipment are impervious.', fr: "aucun effet pour les forces spéciales équipées de matériel de maintien de l'ordre", status: 'same', tables: ['weapons.MISSILE_KIT_EFFECT'] },
  // Property damage, fires.
  { id: 'wreck-fire', en: 'there is a 1 in 6 chance of a fire every time a crowd attempts further property damage or looters attempt to loot it', fr: 'Une ruine a une 1 chance sur 6 de prendre feu.', status: 'ruling', ruling: 'U30', tables: ['damage.WRECK_FIRE_FACES'] },
  { id: 'fire-growth', en: 'score the number of existing fires or less for another fire to start in the same place', fr: 'ajouter le nombre de feu existants, ou moins pour étendre un feu au bâtiment adjacent', status: 'ruling', ruling: 'U36', tables: ['burn.FIRE_RULES', 'burn.BUILDING_ADJACENT'] },
  { id: 'sf-enter-fire', en: 'SF entering burning buildings roll as if under petrol bomb attack.', fr: "Les fp peuvent entrer dans un bâtiment en flammes s'ils sont attaqués par des molotovs.", status: 'ruling', ruling: 'U95', tables: ['burn.ENTER_FIRE_AS'] },
  { id: 'engine-water', en: 'Fire engine have enough onboard water for 2 turns of fire fighting.', fr: "Les véhicules ont assez d'eau pour 4 tours de lutte contre l'incendie.", status: 'edition', ruling: 'R10', tables: ['equipment.ENGINE_WATER_TURNS'] },
  // Fighting.
  { id: 'melee-factors', en: 'Outnumbered 4-1 -3', fr: '4 contre 1\t-4', status: 'edition', ruling: 'R5', tables: ['melee.OUTNUMBERED', 'melee.TYPE_LINES'] },
  { id: 'melee-cs-gas', en: 'In effective CS gas -4', fr: 'Dans un nuage de grenade défensive\t-4', status: 'ruling', ruling: 'U98', tables: ['melee.CONDITION_FACTORS.cs-gas', 'weapons.GAS_MELEE'] },
  { id: 'melee-bands', en: '+1 to +3Defender pushed back 2”', fr: 'Reculé de 5 cm', status: 'ruling', ruling: 'R3', tables: ['melee.MELEE_BANDS', 'melee.PUSH_BACK'] },
  // Firearms.
  { id: 'firearm-ranges', en: 'Pistols5”5,630”6', fr: 'Pistolet\t12,5 cm\t5,6\t75 cm\t6', status: 'unit', tables: ['firearms.FIREARM_RANGES'] },
  { id: 'firearm-casualty', en: '2-3: Wounded/needs urgent medical attention', fr: '3 4 = Blessé – Soins médicaux urgents.', status: 'edition', ruling: 'R8', tables: ['firearms.FIREARM_CASUALTY'] },
  // Over-reaction test, snipers.
  { id: 'overreact-attacked', en: 'Being physically attacked or petrol bombed', fr: 'Attaqués directement par des molotovs', status: 'ruling', ruling: 'U99', tables: ['overreact.ATTACKED_BY'] },
  { id: 'overreact-note2', en: 'Military units and SWAT might use guns rather than run away', fr: 'Les militaires et unités spéciales peuvent utiliser leurs armes plutôt que de s\'enfuir', status: 'ruling', ruling: 'U100', tables: ['overreact.MILITARY_OR_SWAT'] },
  // Supplies and ammunition.
  { id: 'sf-stocks', en: 'Though police patrol cars will have only limited stocks of things like tear gas or anti-riot equipment.', fr: 'Grâce aux véhicules de patrouilles, ils ont du matériel comme les grenades, etc. en quantité illimitée.', status: 'edition', ruling: 'U374', tables: ['stocks.STOCKS_HELD'] },
  { id: 'sniper-return-fire', en: 'SF return fire against a sniper is almost always ineffective, except that the sniper will not fire whilst under fire.', fr: 'Un tir de réponse de fp contre un tireur embusqué est sans effet, sauf si le fp a été pris pour cible.', status: 'edition', ruling: 'U101', tables: ['sniper.COUNTER_SNIPER_TYPES', 'sniper.HOLDS_FIRE_UNDER_FIRE'] },
];

/** A table difference with the place of the texts it belongs to. */
export interface PlacedDifference extends EditionDifference {
  place: string | null;
}

/** The place whose table reference is the longest prefix of `module.table.path`. */
export function placeOf(d: Pick<EditionDifference, 'module' | 'table' | 'path'>, places: readonly EditionPlace[] = EDITION_PLACES): string | null {
  const full = [d.module, d.table, d.path].filter(Boolean).join('.');
  let best: { id: string; len: number } | null = null;
  for (const p of places) {
    for (const ref of p.tables) {
      if ((full === ref || full.startsWith(`${ref}.`)) && (!best || ref.length > best.len)) best = { id: p.id, len: ref.length };
    }
  }
  return best?.id ?? null;
}

/** Looks a table reference ("module.TABLE.path") up in the rules modules; undefined when absent. */
export function tableAt(modules: Record<string, Record<string, unknown>>, ref: string): unknown {
  const [module, table, ...path] = ref.split('.');
  let v: unknown = modules[module]?.[table];
  for (const k of path) {
    if (!isPlain(v)) return undefined;
    v = isEditionSplit(v) ? (v.en as Record<string, unknown>)?.[k] : (v as Record<string, unknown>)[k];
  }
  return v;
}

/**
 * How a place stands in this build: its status, or `not-modelled` while a
 * table it names is not in the rules modules (a procedure not built yet).
 */
export function placeStatus(p: EditionPlace, modules: Record<string, Record<string, unknown>>): PlaceStatus | 'not-modelled' {
  return p.tables.every((ref) => tableAt(modules, ref) !== undefined) ? p.status : 'not-modelled';
}
