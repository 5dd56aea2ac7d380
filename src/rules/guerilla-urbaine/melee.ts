// Guérilla Urbaine melee (l.50-62, R16): for each of the attacker's A
// attacks, the attacker's D6 against its C; on a success the defender's D6
// against its own C (Robuste -1 in defence only, l.56); a failed parry takes
// 1 PV, a parry steps the defender back 1 pas (l.54). A figure knocked down
// cannot parry (l.58); a CX figure neither attacks nor parries (l.118); a
// Lâche must roll 3+ before attacking (l.207); an Assassin's first attack on
// an opponent is -1 for it and +1 for the defender (l.211). Thresholds stay
// between 2+ and 6+ (l.25). Pure: the state's effects are the caller's.
import { t } from '../../i18n/index.js';
import type { Dice, Lang, Modifier, ThresholdBlock } from '../types.js';
import { thresholdBlock } from './shooting.js';
import { clampThreshold, COWARD_TEST, PARRY_STEP_BACK, type Threshold } from './profile.js';

// l.56 "Robuste : Le seuil de défense du défenseur est diminué de 1, mais uniquement en défense".
export const ROBUST_DEFENCE = -1;
// l.211 Assassin: "celle-ci voit son seuil de défense augmenté de 1 tandis que
// celle avec Assassin voit son seuil d'attaque diminué de 1 ... seulement pour la première attaque".
export const ASSASSIN_ATTACK = -1;
export const ASSASSIN_DEFENCE = +1;
// l.91-96: a melee attack is a second action, against a figure in base contact.
// R16: "a failed parry takes 1 PV".
export const MELEE_DAMAGE = 1;

export interface MeleeFighter {
  id: string;
  /** How the texts name it (the scenario's name); default its id. */
  name?: string;
  /** C as the profile gives it with its upgrades (Arts martiaux), or null: CX (l.118). */
  fight: Threshold | null;
  pv: number;
}

export interface MeleeFacts {
  lang: Lang;
  attacker: MeleeFighter & {
    /** Attacks in this action: A, or fewer when the others go at another figure (l.62). */
    attacks: number;
    coward?: boolean;
    /** The priests of the defender's gang whose Aura d'effroi makes this undead or demon a coward this turn (l.253, U210). */
    dread?: readonly string[];
    /** Assassin, and this is its first attack on this opponent (l.211). */
    assassinFirst?: boolean;
    /** Labelled modifiers to its C (Inspiration, Malaise, the umpire's). */
    extra?: readonly Modifier[];
  };
  defender: MeleeFighter & {
    robust?: boolean;
    knockedDown?: boolean;
    extra?: readonly Modifier[];
  };
}

export interface MeleeAttack {
  n: number;
  attackThreshold: Threshold;
  attackDie: number;
  success: boolean;
  /** The parry: null when none was rolled (a miss, or the defender cannot parry). */
  parry: { threshold: Threshold; die: number; parried: boolean } | null;
  /** Why no parry was rolled after a success. */
  noParry: 'knocked-down' | 'cx' | null;
  damage: number;
}

export type MeleeCode = 'refused' | 'no-attack' | 'miss' | 'parried' | 'wounded' | 'killed';

export interface GuMeleeResult {
  refused: { code: string; text: string } | null;
  /** The Lâche's 3+ before attacking (l.207), when rolled: its own upgrade, or an Aura d'effroi (l.253, U210). */
  coward: { die: number; passed: boolean; cause: 'coward' | 'dread' } | null;
  attackModifiers: Modifier[];
  defenceModifiers: Modifier[];
  /** The scores to reach, as the table shows them: the attack's and the parry's, the first attack's apart when an Assassin's (l.211). */
  blocks: ThresholdBlock[];
  attacks: MeleeAttack[];
  pvBefore: number;
  pvAfter: number;
  /** Pas the defender steps back (l.54): once per parry. */
  stepBack: number;
  code: MeleeCode;
}

const sum = (mods: readonly Modifier[]) => mods.reduce((s, m) => s + m.value, 0);

/** Resolves one melee action of the attacker against one defender (l.52-62). */
export function resolveGuMelee(facts: MeleeFacts, dice: Dice): GuMeleeResult {
  const { lang, attacker: a, defender: d } = facts;
  const base = { coward: null, attackModifiers: [] as Modifier[], defenceModifiers: [] as Modifier[], blocks: [] as ThresholdBlock[], attacks: [] as MeleeAttack[], pvBefore: d.pv, pvAfter: d.pv, stepBack: 0 };
  if (a.fight === null) return { ...base, refused: { code: 'cx', text: t(lang, 'gu.refused.cx', { figure: a.name ?? a.id }) }, code: 'refused' };
  if (d.pv <= 0) return { ...base, refused: { code: 'already-down', text: t(lang, 'gu.refused.already-down', { target: d.name ?? d.id }) }, code: 'refused' };
  if (a.attacks < 1) return { ...base, refused: { code: 'no-attacks', text: t(lang, 'gu.refused.no-attacks') }, code: 'refused' };
  let coward: GuMeleeResult['coward'] = null;
  // One test whatever makes it a coward: its own upgrade (l.207) or an Aura d'effroi (l.253 "Rend lâche", U210).
  const dread = a.dread ?? [];
  if (a.coward || dread.length > 0) {
    const cause = a.coward ? 'coward' : 'dread';
    const die = dice.roll('d6', cause === 'coward' ? t(lang, 'gu.die.coward', { figure: a.name ?? a.id }) : t(lang, 'gu.die.dread', { figure: a.name ?? a.id, priests: dread.join(', ') }));
    coward = { die, passed: die >= COWARD_TEST, cause };
    if (!coward.passed) return { ...base, refused: null, coward, code: 'no-attack' };
  }
  const attackModifiers: Modifier[] = [...(a.extra ?? [])];
  const defenceModifiers: Modifier[] = [];
  if (d.robust) defenceModifiers.push({ key: 'robust', label: t(lang, 'gu.mod.robust-defence'), value: ROBUST_DEFENCE });
  defenceModifiers.push(...(d.extra ?? []));
  const attacks: MeleeAttack[] = [];
  let pv = d.pv;
  let stepBack = 0;
  for (let n = 1; n <= a.attacks && pv > 0; n++) {
    const assassin = a.assassinFirst === true && n === 1;
    const aMods = assassin ? [...attackModifiers, { key: 'assassin', label: t(lang, 'gu.mod.assassin-attack'), value: ASSASSIN_ATTACK }] : attackModifiers;
    const attackThreshold = clampThreshold(a.fight + sum(aMods));
    const attackDie = dice.roll('d6', t(lang, 'gu.die.attack', { n }));
    const success = attackDie >= attackThreshold;
    // Said before a parry is asked (U240): the attack's die settles whether the defender rolls.
    dice.so?.(t(lang, success ? 'gu.so.attack-hit' : 'gu.so.attack-miss', { n, threshold: attackThreshold }));
    let parry: MeleeAttack['parry'] = null;
    let noParry: MeleeAttack['noParry'] = null;
    let damage = 0;
    if (success) {
      if (d.knockedDown) noParry = 'knocked-down';
      else if (d.fight === null) noParry = 'cx';
      else {
        const dMods = assassin ? [...defenceModifiers, { key: 'assassin', label: t(lang, 'gu.mod.assassin-defence'), value: ASSASSIN_DEFENCE }] : defenceModifiers;
        const threshold = clampThreshold(d.fight + sum(dMods));
        const die = dice.roll('d6', t(lang, 'gu.die.parry', { n }));
        parry = { threshold, die, parried: die >= threshold };
        dice.so?.(t(lang, parry.parried ? 'gu.so.parried' : 'gu.so.unparried', { n, threshold }));
      }
      if (parry?.parried) stepBack += PARRY_STEP_BACK;
      else damage = MELEE_DAMAGE;
      pv = Math.max(0, pv - damage);
    }
    attacks.push({ n, attackThreshold, attackDie, success, parry, noParry, damage });
  }
  // The table's scores: the attack's and, when the defender can parry, the parry's; an Assassin's first attack apart from the others (l.211).
  const assassinA = { key: 'assassin', label: t(lang, 'gu.mod.assassin-attack'), value: ASSASSIN_ATTACK };
  const assassinD = { key: 'assassin', label: t(lang, 'gu.mod.assassin-defence'), value: ASSASSIN_DEFENCE };
  const canParry = !d.knockedDown && d.fight !== null;
  const pair = (first: boolean, which: '' | '-first' | '-others'): ThresholdBlock[] => [
    thresholdBlock(lang, t(lang, `gu.threshold.attack${which}`), { label: t(lang, 'gu.base.c', { figure: a.name ?? a.id }), value: a.fight as Threshold }, first ? [...attackModifiers, assassinA] : attackModifiers),
    ...(canParry ? [thresholdBlock(lang, t(lang, `gu.threshold.parry${which}`), { label: t(lang, 'gu.base.c', { figure: d.name ?? d.id }), value: d.fight as Threshold }, first ? [...defenceModifiers, assassinD] : defenceModifiers)] : []),
  ];
  const blocks = a.assassinFirst ? [...pair(true, a.attacks > 1 ? '-first' : ''), ...(a.attacks > 1 ? pair(false, '-others') : [])] : pair(false, '');
  if (a.assassinFirst) {
    attackModifiers.push(assassinA);
    defenceModifiers.push(assassinD);
  }
  const code: MeleeCode = pv === 0 ? 'killed' : pv < d.pv ? 'wounded' : attacks.some((x) => x.parry?.parried) ? 'parried' : 'miss';
  return { refused: null, coward, attackModifiers, defenceModifiers, blocks, attacks, pvBefore: d.pv, pvAfter: pv, stepBack, code };
}
