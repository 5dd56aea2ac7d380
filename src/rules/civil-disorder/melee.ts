// Hand-to-hand fighting between an SF figure and rioters: 1d10 each per bout,
// factors, the winner's margin read against the result bands (R3).
// Civil Disorder, "Fighting"; Émeutes, "Corps à corps". RULINGS R3, R4, R5, R6;
// project rulings U10 to U15 (docs/rulings.md).
import { t } from '../../i18n/index.js';
import { casualtyEffects, type NewCasualty } from './casualties.js';
import { ATTACKED_BY } from './overreact.js';
import { personalAction, type PersonalFacts } from './actions.js';
import { RL_GAS_LINE } from './rl-roll.js';
import { refusal, sumModifiers, type Dice, type Edition, type Effect, type Lang, type Modifier, type Resolution, type SystemModifiers } from '../types.js';
import type { RiotKit, UnitType } from '../../state/civil-disorder/types.js';

export type MeleeSide = 'sf' | 'crowd';
export type Intent = 'beat' | 'arrest';
export type GasKind = 'tear' | 'cs';
/** The gas kinds and the SF's intents the melee factors name (R4, R5), as the options list them. */
export const GAS_KINDS: readonly GasKind[] = ['tear', 'cs'];
export const INTENTS: readonly Intent[] = ['arrest', 'beat'];

// Civil Disorder, Fighting: factors "Outnumbered 2-1 -1, 3-1 -2, 4-1 -3";
// Émeutes, Corps à corps: "2 contre 1 -1, 3 contre 1 -2, 4 contre 1 -4". R5.
export const OUTNUMBERED: Record<Edition, Record<2 | 3 | 4, number>> = {
  en: { 2: -1, 3: -2, 4: -3 },
  fr: { 2: -1, 3: -2, 4: -4 },
};
// R5: more than 4-1 counts as 4-1.
export const OUTNUMBERED_CAP = 4;

/** The SF figure's one type line (R4, U10): value, and value when charging (mounted only). */
export interface TypeLine {
  /** Catalogue key of the label: melee.mod.<label>. */
  label: 'police-soldier' | 'riot-trained' | 'mounted' | 'mounted-riot';
  value: number;
  charging: number | null;
}

// Civil Disorder, Fighting: factors "Police Officer/Soldier +1, Riot Trained &
// Equipped +3, Mounted police +2 (+4 charging), Mounted riot police +3 (+6 charging)".
// Émeutes: "Policier/soldat +1, équipé et entraîné au maintien de l'ordre +3,
// Police montée +2 (+4 si charge)"; no mounted riot line, so in `fr` mounted
// riot police use the mounted police line (R5).
export const TYPE_LINES: Record<Edition, Record<'police-soldier' | 'riot-trained' | 'mounted' | 'mounted-riot', TypeLine>> = {
  en: {
    'police-soldier': { label: 'police-soldier', value: 1, charging: null },
    'riot-trained': { label: 'riot-trained', value: 3, charging: null },
    mounted: { label: 'mounted', value: 2, charging: 4 },
    'mounted-riot': { label: 'mounted-riot', value: 3, charging: 6 },
  },
  fr: {
    'police-soldier': { label: 'police-soldier', value: 1, charging: null },
    'riot-trained': { label: 'riot-trained', value: 3, charging: null },
    mounted: { label: 'mounted', value: 2, charging: 4 },
    'mounted-riot': { label: 'mounted', value: 2, charging: 4 }, // R5
  },
};

/**
 * Which type line a unit type takes (U10, U11). `kitted` applies when the unit
 * has riot kit (shields or full), `plain` otherwise; null: no type factor (U12).
 * One line per figure: riot trained does not add police +1 (R4), and the
 * mounted lines replace the police line.
 */
export const UNIT_TYPE_LINE: Record<UnitType, { kitted: keyof (typeof TYPE_LINES)['en'] | null; plain: keyof (typeof TYPE_LINES)['en'] | null }> = {
  'regular-police': { kitted: 'police-soldier', plain: 'police-soldier' },
  'regular-police-riot': { kitted: 'riot-trained', plain: 'police-soldier' }, // U11: "done a course" + riot gear
  swat: { kitted: 'police-soldier', plain: 'police-soldier' },
  'anti-riot': { kitted: 'riot-trained', plain: 'police-soldier' }, // U11
  'mounted-police': { kitted: 'mounted', plain: 'mounted' },
  'mounted-riot-police': { kitted: 'mounted-riot', plain: 'mounted-riot' },
  conscripts: { kitted: 'police-soldier', plain: 'police-soldier' },
  'regular-soldiers': { kitted: 'police-soldier', plain: 'police-soldier' },
  'soldiers-riot': { kitted: 'riot-trained', plain: 'police-soldier' }, // U11: "same as Specialist Anti-Riot Team"
  'special-forces': { kitted: 'police-soldier', plain: 'police-soldier' },
  firefighters: { kitted: null, plain: null }, // U12
  paramedics: { kitted: null, plain: null }, // U12
};
// U11: riot kit that counts as "equipped" for the riot trained line.
export const EQUIPPED_KIT: readonly RiotKit[] = ['shields', 'full'];

// Civil Disorder, Fighting: factors "In effective tear gas -2, In effective CS
// gas -4, On ground -2, Soaked -1"; Émeutes gives the same numbers.
export const CONDITION_FACTORS = {
  'tear-gas': -2,
  'cs-gas': -4,
  'on-ground': -2,
  soaked: -1,
} as const;

export type MeleeCode = 'scuffle' | 'pushed-back' | 'stunned' | 'subdued' | 'knocked-out' | 'wounded' | 'killed';

// R3: result bands for the winner's margin (both editions). At 4-5 a rioter
// loser is subdued and under arrest when the winner meant to arrest.
export const MELEE_BANDS: readonly { min: number; code: MeleeCode; arrestCode?: MeleeCode }[] = [
  { min: 10, code: 'killed' },
  { min: 8, code: 'wounded' },
  { min: 6, code: 'knocked-out' },
  { min: 4, code: 'stunned', arrestCode: 'subdued' },
  { min: 2, code: 'pushed-back' },
  { min: 0, code: 'scuffle' },
];

// R3: "defender pushed back 2"" (Civil Disorder) / "reculé de 5 cm" (Émeutes).
export const PUSH_BACK: Record<Edition, string> = { en: '2"', fr: '5 cm' };

// U13: rioters fight to beat; only the SF arrest.
export const CROWD_INTENT: Intent = 'beat';

/** One fighter's side: its conditions (the type line is the SF's only). */
export interface SideFacts {
  gas?: readonly GasKind[];
  onGround?: boolean;
  soaked?: boolean;
}

export interface MeleeFacts extends SystemModifiers, PersonalFacts {
  edition: Edition;
  lang?: Lang;
  /** State ids, when working on the state (effects are written only then). */
  unitId?: string;
  crowdId?: string;
  /** The SF figure's unit type and the unit's riot kit. */
  unitType: UnitType;
  riotKit: RiotKit;
  /** Mounted police charging (only the mounted lines have a charging value). */
  charging?: boolean;
  /** What the SF figure means to do if it wins. */
  intent: Intent;
  /** The crowd started it ("attacked by rioters"): the unit owes an over-reaction test. */
  crowdAttacks?: boolean;
  /** Figures on each side in this fight; one side must be a single figure (U14). */
  sfFigures: number;
  rioters: number;
  sf?: SideFacts;
  crowd?: SideFacts;
  /** Game facts for the effects. */
  turn?: number;
  casualtyCounter?: number;
  crowdFigures?: number;
  /** The umpire's own modifiers, per side (`--mod`, `--crowd-mod`). */
  umpireMods?: readonly { side: MeleeSide; label: string; value: number }[];
}

export interface Bout {
  n: number;
  sf: { die: number; score: number };
  crowd: { die: number; score: number };
  margin: number;
  winner: MeleeSide | 'none';
  code: MeleeCode;
  /** R6: the outnumbered figure won on the dice but had already won one bout. */
  heldOff?: boolean;
}

/** The band for a winner's margin (R3), with the winner's intent. */
export function meleeBand(margin: number, intent: Intent): MeleeCode {
  const band = MELEE_BANDS.find((b) => margin >= b.min)!;
  return intent === 'arrest' && band.arrestCode ? band.arrestCode : band.code;
}

/** The type line of an SF figure (R4, R5, U10-U12), or null. */
export function typeLine(edition: Edition, unitType: UnitType, riotKit: RiotKit): TypeLine | null {
  const row = UNIT_TYPE_LINE[unitType];
  const key = EQUIPPED_KIT.includes(riotKit) ? row.kitted : row.plain;
  return key ? TYPE_LINES[edition][key] : null;
}

function sideMods(lang: Lang, side: MeleeSide, f: SideFacts | undefined, extra: Modifier[]): Modifier[] {
  const mods: Modifier[] = [...extra];
  const who = t(lang, `melee.side.${side}`);
  const add = (key: keyof typeof CONDITION_FACTORS) =>
    mods.push({ key: `${side}.${key}`, label: t(lang, 'common.labelled', { label: who, text: t(lang, `melee.mod.${key}`) }), value: CONDITION_FACTORS[key] });
  for (const g of [...new Set(f?.gas ?? [])].sort()) add(RL_GAS_LINE[g]);
  if (f?.onGround) add('on-ground');
  if (f?.soaked) add('soaked');
  return mods;
}

function refuse(base: Record<string, unknown>, edition: Edition, text: string): Resolution {
  return refusal('melee', edition, text, base);
}

/**
 * One bout of R6 from the two scores: the winner's margin read against the
 * bands (R3); the outnumbered (`lone`) figure that has already won a bout only
 * holds this opponent off (U14); the round stops when the lone figure loses.
 * resolveMelee and the odds (src/odds) use it.
 */
export function meleeBout(
  sfScore: number,
  crowdScore: number,
  intent: Intent,
  lone: MeleeSide,
  loneWon: boolean,
): { margin: number; winner: MeleeSide | 'none'; code: MeleeCode; heldOff: boolean; stops: boolean } {
  const margin = Math.abs(sfScore - crowdScore);
  let winner: MeleeSide | 'none' = sfScore > crowdScore ? 'sf' : crowdScore > sfScore ? 'crowd' : 'none';
  let code = meleeBand(margin, winner === 'sf' ? intent : CROWD_INTENT);
  let heldOff = false;
  if (code === 'scuffle') winner = 'none';
  else if (winner === lone && loneWon) {
    // R6, U14: already won against one opponent: this one is only held off.
    code = 'scuffle';
    winner = 'none';
    heldOff = true;
  }
  return { margin, winner, code, heldOff, stops: winner !== lone && winner !== 'none' };
}

/** Resolves one round of a melee: one bout per opponent of the outnumbered figure (R6). */
export function resolveMelee(facts: MeleeFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const ed = facts.edition;
  const base = { unit: facts.unitId ?? null, crowd: facts.crowdId ?? null, intent: facts.intent, ...(facts.characterId ? { character: facts.characterId } : {}) };
  // EN l.46 "hit someone": a player character's fight is their action of the turn, the one SF figure (U66, U372).
  const personal = personalAction(lang, facts);
  if (personal.refused) return { ...refusal('melee', ed, personal.refused, base, 'second-action') };
  if (facts.characterId && facts.sfFigures > 1) return refuse(base, ed, t(lang, 'melee.refused.character-alone', { character: facts.characterId }));
  if (facts.crowdFigures !== undefined && facts.crowdFigures < facts.rioters) {
    return refuse(base, ed, t(lang, 'melee.refused.figures', { n: facts.rioters, figures: facts.crowdFigures }));
  }

  // Who is outnumbered, and by how much (R5, U14).
  const lone: MeleeSide = facts.sfFigures > 1 ? 'crowd' : 'sf';
  const opponents = lone === 'sf' ? facts.rioters : facts.sfFigures;
  const ratio = Math.min(opponents, OUTNUMBERED_CAP) as 1 | 2 | 3 | 4;
  const outMods: Modifier[] = [];
  if (ratio >= 2) {
    const who = t(lang, `melee.side.${lone}`);
    outMods.push({
      key: `${lone}.outnumbered`,
      label: t(lang, 'common.labelled', { label: who, text: t(lang, 'melee.mod.outnumbered', { ratio: `${ratio}-1` }) }),
      value: OUTNUMBERED[ed][ratio as 2 | 3 | 4],
    });
  }

  const line = typeLine(ed, facts.unitType, facts.riotKit);
  const sfExtra: Modifier[] = lone === 'sf' ? [...outMods] : [];
  const notes: string[] = [];
  if (line) {
    const charging = facts.charging && line.charging !== null;
    sfExtra.push({
      key: `sf.${line.label}${charging ? '-charging' : ''}`,
      label: t(lang, 'common.labelled', { label: t(lang, 'melee.side.sf'), text: t(lang, `melee.mod.${line.label}${charging ? '-charging' : ''}`) }),
      value: charging ? line.charging! : line.value,
    });
    if (facts.charging && !charging) notes.push(t(lang, 'melee.note.charging-ignored'));
  } else if (facts.charging) {
    notes.push(t(lang, 'melee.note.charging-ignored'));
  }
  const umpire = (side: MeleeSide): Modifier[] =>
    (facts.umpireMods ?? [])
      .filter((m) => m.side === side)
      .map((m) => ({ key: `${side}.umpire`, label: t(lang, 'common.labelled', { label: t(lang, `melee.side.${side}`), text: t(lang, 'common.umpire-mod', { label: m.label }) }), value: m.value }));
  // The game's systems' modifiers (GameSystem.modifiers: a pack's penalty) are the SF figure's.
  const systemMods = (facts.systemModifiers ?? []).map((m) => ({ ...m, label: t(lang, 'common.labelled', { label: t(lang, 'melee.side.sf'), text: m.label }) }));
  const sfMods = [...sideMods(lang, 'sf', facts.sf, sfExtra), ...umpire('sf'), ...systemMods];
  const crowdMods = [...sideMods(lang, 'crowd', facts.crowd, lone === 'crowd' ? outMods : []), ...umpire('crowd')];
  const sfMod = sumModifiers(sfMods);
  const crowdMod = sumModifiers(crowdMods);

  // R6: bouts in turn; the outnumbered figure wins one at most and stops when it loses.
  const bouts: Bout[] = [];
  let loneWon = false;
  for (let n = 1; n <= opponents; n++) {
    const sfLabel = opponents > 1 ? t(lang, 'melee.die.sf-n', { n }) : t(lang, 'melee.die.sf');
    const crowdLabel = opponents > 1 ? t(lang, 'melee.die.crowd-n', { n }) : t(lang, 'melee.die.crowd');
    const sfDie = dice.roll('d10', sfLabel);
    const crowdDie = dice.roll('d10', crowdLabel);
    const sfScore = sfDie + sfMod;
    const crowdScore = crowdDie + crowdMod;
    const { margin, winner, code, heldOff, stops } = meleeBout(sfScore, crowdScore, facts.intent, lone, loneWon);
    bouts.push({ n, sf: { die: sfDie, score: sfScore }, crowd: { die: crowdDie, score: crowdScore }, margin, winner, code, ...(heldOff ? { heldOff } : {}) });
    if (winner === lone) loneWon = true;
    if (stops) break;
    // The bout's scores, said before the next bout's dice are asked (`--roll ask`).
    if (n < opponents) dice.so?.(t(lang, 'melee.so', { n, sf: sfScore, crowd: crowdScore }));
  }

  const decisive = bouts.filter((b) => b.winner !== 'none');
  const last = decisive[decisive.length - 1];
  const winner = last?.winner ?? 'none';
  const code: MeleeCode = last?.code ?? 'scuffle';
  const margin = last?.margin ?? bouts[bouts.length - 1].margin;

  // Effects (only on the state: both ids known).
  const effects: Effect[] = [...personal.effects];
  const turn = facts.turn ?? 0;
  const casualties: NewCasualty[] = [];
  const u = facts.unitId ? `units.${facts.unitId}` : null;
  const c = facts.crowdId ? `crowds.${facts.crowdId}` : null;
  let figures = facts.crowdFigures ?? 0;
  const crowdLoses = (n: number) => {
    const take = Math.min(n, figures);
    figures -= take;
    if (c && take > 0) effects.push({ op: 'add', path: `${c}.figures`, value: -take });
  };
  const owes = new Set<string>();
  if (facts.crowdAttacks && ATTACKED_BY.includes('melee')) owes.add('attacked');
  for (const b of decisive) {
    if (b.winner === 'sf') {
      // The defender is a rioter.
      if (b.code === 'subdued' && c) {
        effects.push({ op: 'add', path: `${c}.arrests`, value: 1 });
        crowdLoses(1);
      } else if ((b.code === 'wounded' || b.code === 'killed') && c) {
        casualties.push({ side: 'crowd', from: facts.crowdId!, cause: 'melee', injury: b.code === 'killed' ? 'dead' : 'wounded' });
        crowdLoses(1);
      }
    } else if (u) {
      // The defender is the SF figure.
      if (b.code === 'stunned' || b.code === 'knocked-out') {
        effects.push({ op: 'add', path: `${u}.down.${turn}`, value: 1 }); // U15
      } else if (b.code === 'wounded' || b.code === 'killed') {
        casualties.push({ side: 'sf', from: facts.unitId!, cause: 'melee', injury: b.code === 'killed' ? 'dead' : 'wounded' });
        if (b.code === 'wounded') {
          effects.push({ op: 'add', path: `${u}.wounded`, value: 1 });
          effects.push({ op: 'add', path: `${u}.woundedByTurn.${turn}`, value: 1 });
        }
        owes.add('member-wounded'); // U15: a member killed counts too
      }
    }
  }
  if (casualties.length > 0 && (u || c)) {
    const made = casualtyEffects(facts.casualtyCounter, turn, casualties);
    effects.push(...made.effects);
    notes.push(t(lang, 'melee.note.casualties', { ids: made.ids.join(', ') }));
  }
  if (u) {
    for (const trigger of owes) {
      effects.push({ op: 'set', path: `${u}.owes.${trigger}`, value: turn });
      notes.push(t(lang, 'melee.note.owes', { unit: facts.unitId!, trigger: t(lang, `melee.trigger.${trigger}`) }));
    }
  }

  const boutLines = bouts.map((b) =>
    t(lang, 'melee.note.bout', {
      n: b.n,
      sf: b.sf.score,
      crowd: b.crowd.score,
      result: boutText(lang, ed, b),
    }),
  );
  if (bouts.length < opponents) boutLines.push(t(lang, 'melee.note.stopped', { left: opponents - bouts.length }));

  const text = last ? boutText(lang, ed, last) : t(lang, 'melee.outcome.scuffle', { margin });

  return {
    procedure: 'melee',
    edition: ed,
    ...base,
    rolls: [...dice.rolls],
    modifiers: [...sfMods, ...crowdMods],
    total: null,
    outcome: { code, text },
    effects,
    notes: [...boutLines, ...notes],
    winner,
    margin,
    outnumbered: ratio >= 2 ? { side: lone, ratio: `${ratio}-1`, opponents } : null,
    bouts,
  };
}

function boutText(lang: Lang, ed: Edition, b: Bout): string {
  if (b.heldOff) return t(lang, 'melee.bout.held-off', { margin: b.margin });
  if (b.winner === 'none') return t(lang, 'melee.bout.scuffle', { margin: b.margin });
  const defender = b.winner === 'sf' ? t(lang, 'melee.side.crowd') : t(lang, 'melee.side.sf');
  return t(lang, 'melee.bout.won', {
    winner: t(lang, `melee.side.${b.winner}`),
    margin: b.margin,
    result: t(lang, `melee.result.${b.code}`, { defender, push: PUSH_BACK[ed] }),
  });
}
