// Property damage by a crowd: which RLs do damage (RL State Chart), 1d6 per 10
// figures off the building's value, wrecks, and a wreck's chance of fire.
// Civil Disorder, "Property Damage" and the RL State Chart; Émeutes,
// "Dommmages matériels" and the tableau du FR.
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

/** How a crowd at a given RL comes to do property damage. */
export type DamageRule =
  | { kind: 'on-die'; faces: readonly number[] }
  | { kind: 'no-sf-in-sight' };

// Civil Disorder, RL State Chart:
// 6 Hassle "Roll 6 on 1d6 to engage in random minor property damage";
// 7 Bombard "If no SF in sight will damage property";
// 8 Attack "If no SF to intervene will engage in serious property damage".
// Émeutes' RL 6 row speaks of minor fighting instead; both editions follow the
// English row (ruling U34). Any other RL does no property damage.
export const DAMAGE_BY_RL: Readonly<Record<number, DamageRule>> = {
  6: { kind: 'on-die', faces: [6] },
  7: { kind: 'no-sf-in-sight' },
  8: { kind: 'no-sf-in-sight' },
} as const;

// Property Damage: "a Roll of 1d6 per 10 figures in a crowd determined to do
// damage"; Émeutes "1D6 par groupe de 10 figurines". Ruling U35: one die per
// whole 10 figures, and at least one die for any crowd that does damage.
export const DAMAGE_FIGURES_PER_DIE = 10;
export const DAMAGE_MIN_DICE = 1;

// Property Damage: "If it is a total wreck there is a 1 in 6 chance of a fire
// every time a crowd attempts further property damage or looters attempt to
// loot it"; Émeutes "1 chance sur 6". Ruling U30: the fire starts on a 6.
export const WRECK_FIRE_FACES: readonly number[] = [6];

/** Damage dice for a number of figures (ruling U35). */
export function damageDice(figures: number): number {
  return Math.max(DAMAGE_MIN_DICE, Math.floor(figures / DAMAGE_FIGURES_PER_DIE));
}

/** The facts a damage resolution needs. */
export interface DamageFacts {
  edition: Edition;
  lang?: Lang;
  crowdId?: string;
  buildingId?: string;
  buildingName?: string;
  rl: number;
  /** Figures of the crowd determined to do damage. */
  figures: number;
  /** SF in sight of the crowd (Bombard and Attack damage only with none). */
  sfInSight: boolean;
  /** The building's value left (0: a wreck). */
  value: number;
}

/** Effects and notes of a wreck's 1 in 6 fire roll (U30), shared with looting. */
export function wreckFireRoll(
  dice: Dice,
  lang: Lang,
  buildingId: string | undefined,
): { die: number; fire: boolean; effects: Effect[] } {
  const die = dice.roll('d6', t(lang, 'damage.wreck-die'));
  const fire = WRECK_FIRE_FACES.includes(die);
  const effects: Effect[] = fire && buildingId ? [{ op: 'add', path: `buildings.${buildingId}.fires`, value: 1 }] : [];
  return { die, fire, effects };
}

/** Resolves a crowd's attempt at property damage on one building. */
export function resolveDamage(facts: DamageFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = {
    procedure: 'damage',
    edition: facts.edition,
    crowd: facts.crowdId ?? null,
    building: facts.buildingId ?? null,
  };
  const refuse = (reason: string): Resolution => refusal('damage', facts.edition, reason, base);
  if (facts.figures <= 0) return refuse(t(lang, 'damage.refused.no-figures'));
  const rule = DAMAGE_BY_RL[facts.rl];
  if (!rule) return refuse(t(lang, 'damage.refused.rl', { rl: facts.rl, name: t(lang, `rl.state.${facts.rl}`) }));
  if (rule.kind === 'no-sf-in-sight' && facts.sfInSight) {
    return refuse(t(lang, 'damage.refused.sf-in-sight', { rl: facts.rl, name: t(lang, `rl.state.${facts.rl}`) }));
  }
  const notes: string[] = [];
  const at = facts.buildingId ? `buildings.${facts.buildingId}` : null;
  const name = facts.buildingName ?? facts.buildingId ?? t(lang, 'damage.the-building');

  if (rule.kind === 'on-die') {
    const die = dice.roll('d6', t(lang, 'damage.hassle-die'));
    notes.push(t(lang, 'damage.hassle-rule'));
    if (!rule.faces.includes(die)) {
      return {
        ...base,
        rolls: [...dice.rolls],
        modifiers: [],
        total: null,
        outcome: { code: 'no-damage', text: t(lang, 'damage.outcome.no-damage', { die }) },
        effects: [],
        notes,
        damage: { dice: 0, points: 0, before: facts.value, after: facts.value },
        wreck: facts.value === 0,
        fire: false,
      };
    }
  } else {
    notes.push(t(lang, 'damage.no-sf-rule', { rl: facts.rl }));
  }

  if (facts.value === 0) {
    // A total wreck: no value left to lose, but a 1 in 6 chance of fire.
    const w = wreckFireRoll(dice, lang, facts.buildingId);
    return {
      ...base,
      rolls: [...dice.rolls],
      modifiers: [],
      total: null,
      outcome: {
        code: w.fire ? 'wreck-fire' : 'wreck-no-fire',
        text: t(lang, w.fire ? 'damage.outcome.wreck-fire' : 'damage.outcome.wreck-no-fire', { name }),
      },
      effects: w.effects,
      notes: [...notes, t(lang, 'damage.wreck-rule')],
      damage: { dice: 0, points: 0, before: 0, after: 0 },
      wreck: true,
      fire: w.fire,
    };
  }

  const n = damageDice(facts.figures);
  let points = 0;
  for (let i = 0; i < n; i++) points += dice.roll('d6', t(lang, 'damage.die', { n: i + 1, of: n }));
  const after = Math.max(0, facts.value - points);
  const lost = facts.value - after;
  const effects: Effect[] = at && lost > 0 ? [{ op: 'add', path: `${at}.value`, value: -lost }] : [];
  notes.unshift(t(lang, 'damage.dice-rule', { figures: facts.figures, n }));
  const wreck = after === 0;
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: points,
    outcome: {
      code: wreck ? 'wrecked' : 'damaged',
      text: t(lang, wreck ? 'damage.outcome.wrecked' : 'damage.outcome.damaged', { name, points, before: facts.value, after }),
    },
    effects,
    notes,
    damage: { dice: n, points, before: facts.value, after },
    wreck,
    fire: false,
  };
}
