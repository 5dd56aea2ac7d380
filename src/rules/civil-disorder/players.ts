// What the security-force players may read of the rules, by edition.
// Civil Disorder: the players "are given a copy of the SF Rules" (not in the
// text) and, of the Game Control Rules, the snipers part: "Note this is the
// only part of the rules that the players should see. Make copies of this
// section for your players." Émeutes prints the players' own rulebook, "REGLE
// DES FORCES DE MAINTIEN DE L'ORDRE": actions, scales, sequence of action,
// movement, non-lethal weapons, fires and firefighting, melee, medical
// services, the over-reaction test ("Test de contre attaque").
// Ruling U103: the players' view and the players' reference follow the game's
// edition: these sections (and their tables) are theirs to see.
import type { Edition } from '../types.js';

export const RULEBOOK_SECTIONS = [
  'actions',
  'scales',
  'sequence',
  'movement',
  'non-lethal-weapons',
  'fires',
  'melee',
  'medical',
  'overreact',
  'snipers',
] as const;
export type RulebookSection = (typeof RULEBOOK_SECTIONS)[number];

// U103. English: the player role and its actions, the scales and the sequence
// of action (what every player is told at the table) and the snipers part.
// French: the sections of "Règle des forces de maintien de l'ordre".
export const PLAYERS_RULEBOOK: Record<Edition, Readonly<Record<RulebookSection, boolean>>> = {
  en: {
    actions: true,
    scales: true,
    sequence: true,
    movement: false,
    'non-lethal-weapons': false,
    fires: false,
    melee: false,
    medical: false,
    overreact: false,
    snipers: true,
  },
  fr: {
    actions: true,
    scales: true,
    sequence: true,
    movement: true,
    'non-lethal-weapons': true,
    fires: true,
    melee: true,
    medical: true,
    overreact: true,
    snipers: false,
  },
};

/** The sections of the rules the players of an edition may read, in the rules' order. */
export function playersSections(edition: Edition): RulebookSection[] {
  return RULEBOOK_SECTIONS.filter((s) => PLAYERS_RULEBOOK[edition][s]);
}

// Ruling U94: Civil Disorder, Looting: "the SF must not know which are looters
// and which are rioters though"; Émeutes: "les fp doivent savoir qui sont les
// casseurs et les manifestants", which its next lines contradict (SF who see
// looters escaping "on leur dira qu'il s'agit de manifestants transportant du
// matériel hi-fi"). Read as the English in both editions: the players' view
// never tells looters from rioters.
export const PLAYERS_SEE_LOOTERS: Record<Edition, boolean> = { en: false, fr: false };

// Civil Disorder, Player Actions: "Communicate on the radio or telephone; Have a
// conversation with someone next to them; Shout orders to a unit within
// earshot; Take one personal action ...; Run somewhere; Negotiate with a crowd.
// Only one of these can be done in any given turn." Émeutes, Les actions: the same six.
export const PLAYER_ACTIONS = ['radio', 'talk', 'shout', 'personal', 'run', 'negotiate'] as const;

// Civil Disorder, Scales: "Distance Scale: 1" = 2 meters; Police and security
// forces 1:1; Vehicles and equipment 1:1; Civilians en masse 1:5". Émeutes,
// Echelles: "2,5 cm représentent 2 mètres"; "Forces spéciales 1:1, Véhicules et
// équipements 1:1, Civils 1:5".
export const SCALES = {
  // "1 turn = a few minutes" / "Un tour de jeu représente quelques minutes".
  turn: 1,
  distance: { en: { table: 1, metres: 2 }, fr: { table: 2.5, metres: 2 } },
  figures: { sf: 1, vehicles: 1, civilians: 5 },
} as const;

/** Procedures whose dice and modifiers the players may see: their table is in the players' rulebook. */
export const PROCEDURE_SECTION: Readonly<Record<string, RulebookSection>> = {
  melee: 'melee',
  overreact: 'overreact',
  gas: 'non-lethal-weapons',
  water: 'non-lethal-weapons',
  'baton-gun': 'non-lethal-weapons',
  missiles: 'non-lethal-weapons',
  'petrol-bomb': 'non-lethal-weapons',
  burn: 'fires',
  extinguish: 'fires',
  hydrant: 'fires',
  triage: 'medical',
  stretcher: 'medical',
  load: 'medical',
  sniper: 'snipers',
};

/** True when the players of this edition may see how this procedure is resolved (dice and factors). */
export function playersSeeTable(edition: Edition, procedure: string): boolean {
  const section = PROCEDURE_SECTION[procedure];
  return section !== undefined && PLAYERS_RULEBOOK[edition][section];
}
