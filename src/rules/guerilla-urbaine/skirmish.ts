// Guérilla Urbaine as its own game: a shooting action and a melee action of
// a gang figure. The dice and thresholds are the core's (shooting.ts,
// melee.ts); this adds the turn's order and action slots (actions.ts), and
// what the result leaves on the figures: PV, death at 0 PV (l.23), the
// reload a crossbow needs (l.114), camouflage lost by a noisy shot (l.108,
// l.215), an Assassin's first attack spent (l.211).
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import { actionEffects, actionRefusal, actionRefusalText, actionsThisTurn, resolveSimpleAction, type ActingFigure, type ActionKey, type SimpleActionFacts } from './actions.js';
import { resolveGuMelee, type MeleeFacts } from './melee.js';
import { DEFAULT_MOVE, type GuWeapon } from './profile.js';
import { resolveShooting, type ShootingFacts, type ShotTarget } from './shooting.js';
import { distanceText, type Round } from './turn.js';

/** What the game knows of a figure a shot or an attack may touch (its PV before). */
interface Touched {
  id: string;
  pv: number;
}

/** Effects of PV lost: the new PV, and death at 0 (l.23: "avant d'être tués"). */
function pvEffects(before: readonly Touched[], after: Record<string, number>): Effect[] {
  const fx: Effect[] = [];
  for (const x of before) {
    const pv = after[x.id];
    if (pv === undefined || pv === x.pv) continue;
    fx.push({ op: 'set', path: `figures.${x.id}.pv`, value: pv });
    if (pv === 0) fx.push({ op: 'set', path: `figures.${x.id}.dead`, value: true });
  }
  return fx;
}

export interface GangShotFacts {
  lang: Lang;
  round: Round | null;
  figure: ActingFigure;
  /** Base T (U130), upgrades, the weapon fired, the distance and the shots as aimed (shooting.ts). */
  shooting: Omit<ShootingFacts, 'lang' | 'concentrated' | 'unloaded' | 'extra'>;
  /** The shooter's markers this turn (Inspiration, Malaise: powers.ts markerModifiers). */
  extra: readonly Modifier[];
  /** Its move in pas, for a first action given with the shot (l.88, l.209). */
  move?: number;
}

/** A gang figure's shooting action (l.95): the order and slot checked, then the core's shots, then what they leave. */
export function resolveGangShot(facts: GangShotFacts, dice: Dice): Resolution {
  const { lang, round, figure: f } = facts;
  const weapon: GuWeapon = facts.shooting.weapon;
  const action: ActionKey = 'shoot';
  const aimed = facts.shooting.shots.map((s) => s.targets.map((x) => x.id));
  const base = { procedure: 'gu-shoot', edition: 'fr' as const, figure: f.id, gang: f.gang, weapon: weapon.id, distance: facts.shooting.distance, ...(facts.shooting.shots.some((s) => s.distance !== undefined) ? { distances: facts.shooting.shots.map((s) => s.distance ?? facts.shooting.distance) } : {}), aimed };
  const why = actionRefusal(round, f, action);
  if (why) return refusal('gu-shoot', 'fr', actionRefusalText(lang, why, f, round, action), base, why);
  const r = round as Round;
  const concentrated = actionsThisTurn(f, r.turn)[0] === 'concentrate';
  const res = resolveShooting({ ...facts.shooting, lang, concentrated, unloaded: f.unloaded.includes(weapon.id), extra: facts.extra }, dice);
  if (res.refused) return refusal('gu-shoot', 'fr', res.refused.text, base, res.refused.code);
  const targets: ShotTarget[] = facts.shooting.shots.flatMap((s) => s.targets);
  const nameOf = new Map(targets.map((x) => [x.id, x.name ?? x.id] as const));
  const nm = (id: string) => nameOf.get(id) ?? id;
  const after = Object.fromEntries(res.targets.map((x) => [x.target, x.pvAfter]));
  const effects: Effect[] = [...actionEffects(r, f, action), ...pvEffects(targets, after)];
  const notes: string[] = [];
  // "Rechargement : Cette arme nécessite une action ... pour pouvoir retirer à nouveau" (l.114).
  if (weapon.reload) effects.push({ op: 'set', path: `figures.${f.id}.unloaded`, value: [...f.unloaded, weapon.id] });
  // Camouflage is kept only by a silent weapon (l.108, l.215).
  if (f.camouflaged && !weapon.silent) {
    effects.push({ op: 'set', path: `figures.${f.id}.camouflaged`, value: false });
    notes.push(t(lang, 'gu.act.note.camouflage-lost', { figure: f.name ?? f.id }));
  }
  const killed = res.targets.filter((x) => x.pvAfter === 0 && x.pvBefore > 0).map((x) => nm(x.target));
  return {
    ...base,
    concentrated,
    range: res.range,
    ranges: res.ranges,
    attacks: res.attacks,
    results: res.targets,
    rolls: [...dice.rolls],
    modifiers: res.modifiers,
    // The score to hit, never the die: the rows add up to it (one target); several targets, one score each.
    thresholds: res.blocks,
    total: res.blocks.length === 1 ? res.blocks[0].value : null,
    outcome: { code: res.code, text: t(lang, `gu.shoot.outcome.${res.code}`, { figure: f.name ?? f.id, killed: killed.join(', '), hits: res.attacks.filter((a) => a.hit).length, saved: res.attacks.filter((a) => a.saved).length }) },
    effects,
    notes: [...res.attacks.map((a) => t(lang, 'gu.shoot.note.attack', { target: nm(a.target), threshold: a.threshold, die: a.hitDie, result: t(lang, a.hit ? (a.saved ? 'gu.shoot.saved' : 'gu.shoot.hit') : 'gu.shoot.miss') })), ...notes],
  };
}

export interface GangMeleeFacts {
  lang: Lang;
  round: Round | null;
  figure: ActingFigure;
  /** The core's melee facts (attacker's C, A, Lâche, Assassin; defender's C, Robuste, à terre). */
  melee: Omit<MeleeFacts, 'lang'>;
  /** Opponents the attacker has already made an Assassin's first attack on (l.211). */
  assassinated: readonly string[];
  /** Its move in pas, for a first action given with the attack (l.88, l.209). */
  move?: number;
}

/** A gang figure's melee action (l.96): the order and slot checked, then the core's attacks and parries, then what they leave. */
export function resolveGangMelee(facts: GangMeleeFacts, dice: Dice): Resolution {
  const { lang, round, figure: f } = facts;
  const d = facts.melee.defender;
  const action: ActionKey = 'melee';
  const base = { procedure: 'gu-melee', edition: 'fr' as const, figure: f.id, gang: f.gang, target: d.id };
  const why = actionRefusal(round, f, action);
  if (why) return refusal('gu-melee', 'fr', actionRefusalText(lang, why, f, round, action), base, why);
  const r = round as Round;
  const res = resolveGuMelee({ ...facts.melee, lang }, dice);
  if (res.refused) return refusal('gu-melee', 'fr', res.refused.text, base, res.refused.code);
  const effects: Effect[] = [...actionEffects(r, f, action), ...pvEffects([d], { [d.id]: res.pvAfter })];
  // l.211: the Assassin's first attack on this opponent is spent once attacked.
  if (facts.melee.attacker.assassinFirst && res.attacks.length > 0) effects.push({ op: 'set', path: `figures.${f.id}.assassinated`, value: [...facts.assassinated, d.id] });
  const notes: string[] = res.attacks.map((a) =>
    t(lang, 'gu.melee.note.attack', {
      n: a.n,
      threshold: a.attackThreshold,
      die: a.attackDie,
      parry: a.parry ? t(lang, a.parry.parried ? 'gu.melee.parried' : 'gu.melee.not-parried', { threshold: a.parry.threshold, die: a.parry.die }) : a.success ? t(lang, `gu.melee.no-parry.${a.noParry}`) : t(lang, 'gu.melee.missed'),
    }),
  );
  if (res.coward) notes.unshift(t(lang, `gu.melee.${res.coward.cause}.${res.coward.passed ? 'passed' : 'failed'}`, { die: res.coward.die, priests: (facts.melee.attacker.dread ?? []).join(', ') }));
  // "il doit quand même reculer de 1 pas ... L'attaquant a lui aussi la possibilité de le suivre" (l.54).
  if (res.stepBack > 0) notes.push(t(lang, 'gu.melee.note.step-back', { target: d.name ?? d.id, figure: f.name ?? f.id, distance: distanceText(lang, res.stepBack) }));
  return {
    ...base,
    coward: res.coward,
    attacks: res.attacks,
    pv: { before: res.pvBefore, after: res.pvAfter },
    rolls: [...dice.rolls],
    modifiers: [...res.attackModifiers, ...res.defenceModifiers.map((m) => ({ ...m, key: `defence-${m.key}` }))],
    thresholds: res.blocks,
    total: null,
    outcome: { code: res.code, text: t(lang, `gu.melee.outcome.${res.code}`, { figure: f.name ?? f.id, target: d.name ?? d.id, pv: res.pvAfter }) },
    effects,
    notes,
  };
}

/**
 * A second action with its first given in the same call (`--first move`):
 * the first action's checks and effects, then the second's on the figure as
 * the first left it. One resolution, one log entry; a refusal of either
 * writes nothing.
 */
export function withFirstAction<F extends { lang: Lang; round: Round | null; figure: ActingFigure; move?: number }>(
  first: SimpleActionFacts['action'] | undefined,
  procedure: string,
  resolve: (facts: F, dice: Dice) => Resolution,
): (facts: F, dice: Dice) => Resolution {
  if (first === undefined) return resolve;
  return (facts, dice) => {
    const pre = resolveSimpleAction({ lang: facts.lang, round: facts.round, figure: facts.figure, action: first, move: facts.move ?? DEFAULT_MOVE }, dice);
    // A refusal of the first action is the command's own (its procedure, its code).
    if (pre.refused) return { ...pre, procedure };
    const r = facts.round as Round;
    // The figure as the first action left it: a move ends camouflage (l.215), a reload loads the weapon (l.114).
    const moved: ActingFigure = {
      ...facts.figure,
      acted: r.turn,
      actions: [first],
      camouflaged: facts.figure.camouflaged && !pre.effects.some((e) => e.path.endsWith('.camouflaged')),
      unloaded: first === 'reload' ? [] : facts.figure.unloaded,
    };
    const res = resolve({ ...facts, figure: moved, round: { ...r, active: facts.figure.id } }, dice);
    if (res.refused) return res;
    return { ...res, first, effects: [...pre.effects, ...res.effects], notes: [pre.outcome.text, ...pre.notes, ...res.notes] };
  };
}
