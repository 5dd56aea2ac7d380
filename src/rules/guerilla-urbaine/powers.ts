// Guérilla Urbaine, "Prières et Pouvoirs chamaniques" (l.239-265): a Prêtre
// prays, a Chaman uses a power, as its second action (l.241). Each prayer and
// power is one table entry (its line, range in pas, whom it touches, what it
// does); the umpire measures and names the figures within range. The markers
// set here (blessed, inspired, malaise, dread, down, prescience) are read by
// the shooting, melee and initiative procedures through the helpers below.
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import { actionEffects, actionRefusal, actionRefusalText, type ActingFigure, type ActionKey } from './actions.js';
import { reviveRoll, reviveTargetRefusal } from './medico.js';
import { shotAttack } from './shooting.js';
import type { Threshold } from './profile.js';
import { distanceText, type Round } from './turn.js';

/** Whom a prayer or power touches: one dead figure, one ally but the caster, the caster's side, the other side, or no one. */
type Reach = 'dead-one' | 'ally-not-self' | 'allies' | 'enemies' | 'undead-one' | 'none';

export interface PowerRule {
  kind: 'prayer' | 'shaman';
  line: number;
  /** Range in pas ("à moins de X pas"), null: no range. */
  range: number | null;
  reach: Reach;
}

export const POWERS = {
  'laying-on-hands': { kind: 'prayer', line: 245, range: 2, reach: 'dead-one' }, // l.245 "à moins de 2 pas sur un 4+"
  'blessing-shield': { kind: 'prayer', line: 247, range: 3, reach: 'allies' }, // l.247 "toute figurine alliée à moins de 3 pas"
  inspiration: { kind: 'prayer', line: 249, range: 3, reach: 'ally-not-self' }, // l.249 "une figurine alliée à moins de 3 pas (mais pas elle même)"
  banishment: { kind: 'prayer', line: 251, range: 10, reach: 'undead-one' }, // l.251 "portée 10 (mais pas de portée longue possible)"
  'aura-of-dread': { kind: 'prayer', line: 253, range: 10, reach: 'none' }, // l.253 "une figurine alliée à moins de 10 pas"
  'wrath-of-nature': { kind: 'shaman', line: 257, range: 5, reach: 'enemies' }, // l.257 "toute figurine ennemie à moins de 5 pas"
  prescience: { kind: 'shaman', line: 259, range: null, reach: 'none' }, // l.259 "au jet d'initiative du tour prochain"
  healing: { kind: 'shaman', line: 261, range: 5, reach: 'dead-one' }, // l.261 "à moins de 5 pas sur un 5+"
  vision: { kind: 'shaman', line: 263, range: 10, reach: 'enemies' }, // l.263 "Toute figurine ennemie camouflée à moins de 10 pas"
  malaise: { kind: 'shaman', line: 265, range: 10, reach: 'enemies' }, // l.265 "Toute figurine ennemie à moins de 10 pas"
} as const satisfies Record<string, PowerRule>;
export type PowerKey = keyof typeof POWERS;
export const PRAYER_KEYS = (Object.keys(POWERS) as PowerKey[]).filter((k) => POWERS[k].kind === 'prayer');
export const SHAMAN_KEYS = (Object.keys(POWERS) as PowerKey[]).filter((k) => POWERS[k].kind === 'shaman');

// l.247 Bouclier de Bénédiction: "Confère une Svg5+ ... se cumule avec une éventuelle autre sauvegarde en étant testée avant".
export const BLESSING_SAVE = 5;
// l.249 Inspiration: "Diminue pour ce tour de 2 le seuil de Tir et de Combat".
export const INSPIRATION = -2;
// l.265 Malaise: "voit ses seuils de Tir et de Combat augmentée de 1 pour ce tour".
export const MALAISE = +1;
// l.251 Bannissement: "touchant sur un 2+ ... et retirant 2 PV en cas de touche".
export const BANISHMENT = { hitOn: 2, damage: 2 } as const;
// l.251, l.253: the figures Bannissement and Aura d'effroi work on ("la règle Mort-vivant ou la règle Démon").
export const UNHOLY = ['undead', 'demon'] as const;
// l.104, l.106: "on ne peut les mettre à terre" (Grande cible, Gigantesque).
export const NOT_KNOCKED_DOWN = ['large', 'gigantic'] as const;

/** A figure a prayer or power may touch. */
export interface PowerTarget {
  id: string;
  gang: string;
  dead: boolean;
  pv: number;
  /** Its kinds of figure beyond a person (undead, demon, vehicle, robot, large, gigantic). */
  kinds: readonly string[];
  camouflaged: boolean;
  /** Save thresholds in the order they are tested (a blessing's first, l.247). */
  saves: readonly Threshold[];
}

export interface PowerFacts {
  lang: Lang;
  round: Round | null;
  figure: ActingFigure;
  power: PowerKey;
  /** The figures the umpire names as within range (l.245-265); the caster is never among them. */
  targets: readonly PowerTarget[];
}

/** The modifiers a figure's markers put on its T and C this turn: Inspiration -2 (l.249), Malaise +1 (l.265). */
export function markerModifiers(f: { inspired?: number | null; malaise?: number | null }, turn: number, lang: Lang): Modifier[] {
  const mods: Modifier[] = [];
  if (f.inspired === turn) mods.push({ key: 'inspiration', label: t(lang, 'gu.power.inspiration'), value: INSPIRATION });
  if (f.malaise === turn) mods.push({ key: 'malaise', label: t(lang, 'gu.power.malaise'), value: MALAISE });
  return mods;
}

/**
 * The priests whose Aura d'effroi makes an attacker a coward this turn (l.253):
 * the attacker is Mort-vivant or Démon, the defender is of a priest's gang (the
 * priest itself too, U210), and the umpire has not said the defender stands
 * 10 pas or more from every one of them (`beyond`). Empty: no test.
 */
export function dreadPriests(
  attackerKinds: readonly string[],
  defenderGang: string,
  figures: readonly { id: string; gang: string; dread?: number | null }[],
  turn: number,
  beyond: boolean,
): string[] {
  if (beyond || !attackerKinds.some((k) => (UNHOLY as readonly string[]).includes(k))) return [];
  return figures.filter((f) => f.gang === defenderGang && f.dread === turn).map((f) => f.id);
}

/** A figure's saves in the order they are tested: a blessing's Svg5+ first this turn, then its own (l.247). */
export function savesOf(svg: Threshold | null, blessed: number | null | undefined, turn: number): Threshold[] {
  return [...(blessed === turn ? [BLESSING_SAVE] : []), ...(svg === null ? [] : [svg])];
}

/** The initiative modifier a side's Prescience gives on a turn (l.259). */
export function hasPrescience(prescience: number | null | undefined, turn: number): boolean {
  return prescience === turn;
}

/** Prays or uses a shaman power (l.239-265): checks the action and the targets, rolls where the text rolls, sets the markers. */
export function resolvePower(facts: PowerFacts, dice: Dice): Resolution {
  const { lang, round, figure: f, power, targets } = facts;
  const rule: PowerRule = POWERS[power];
  const action: ActionKey = rule.kind === 'prayer' ? 'pray' : 'power';
  const procedure = rule.kind === 'prayer' ? 'gu-pray' : 'gu-power';
  const base = { procedure, edition: 'fr' as const, figure: f.id, gang: f.gang, power, range: rule.range, targets: targets.map((x) => x.id) };
  const why = actionRefusal(round, f, action);
  if (why) return refusal(procedure, 'fr', actionRefusalText(lang, why, f, round, action), base, why);
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(procedure, 'fr', t(lang, `gu.power.refuse.${code}`, { power: t(lang, `gu.power.${power}`), ...params }), base, code);
  const one = rule.reach === 'dead-one' || rule.reach === 'ally-not-self' || rule.reach === 'undead-one';
  if (one && targets.length !== 1) return refuse('one-target', { n: targets.length });
  if (rule.reach === 'none' && targets.length > 0) return refuse('no-targets');
  for (const x of targets) {
    if (x.id === f.id) return refuse('self', { target: x.id });
    if ((rule.reach === 'ally-not-self' || rule.reach === 'allies') && x.gang !== f.gang) return refuse('not-ally', { target: x.id });
    if (rule.reach === 'enemies' && x.gang === f.gang) return refuse('not-enemy', { target: x.id });
    if (rule.reach !== 'dead-one' && x.dead) return refuse('dead-target', { target: x.id });
    if (rule.reach === 'undead-one' && !x.kinds.some((k) => (UNHOLY as readonly string[]).includes(k))) return refuse('not-unholy', { target: x.id });
  }
  const r = round as Round;
  const effects: Effect[] = actionEffects(r, f, action);
  const notes: string[] = [rule.range === null ? t(lang, 'gu.power.note.line', { line: rule.line }) : t(lang, 'gu.power.note.range', { line: rule.line, range: distanceText(lang, rule.range) })];
  const set = (id: string, field: string, value: unknown) => effects.push({ op: 'set', path: `figures.${id}.${field}`, value });
  const touched: string[] = [];
  let modifiers: Modifier[] = [];
  let total: number | null = null;
  let code: string = power;
  const params: Record<string, string | number> = { figure: f.id };
  switch (power) {
    case 'laying-on-hands':
    case 'healing': {
      const target = targets[0];
      const bad = reviveTargetRefusal(target);
      if (bad) return refusal(procedure, 'fr', t(lang, `gu.refuse.${bad}`, { target: target.id }), base, bad);
      const roll = reviveRoll(lang, power, false, target, dice);
      effects.push(...roll.effects);
      modifiers = roll.modifiers;
      total = roll.die;
      code = roll.revived ? 'revived' : 'not-revived';
      Object.assign(params, { target: target.id, threshold: roll.threshold });
      if (roll.revived) touched.push(target.id);
      break;
    }
    case 'blessing-shield':
      // U158: the priest is within 3 pas of itself: it is blessed too ("toute figurine alliée").
      for (const id of [f.id, ...targets.map((x) => x.id)]) set(id, 'blessed', r.turn), touched.push(id);
      break;
    case 'inspiration':
      set(targets[0].id, 'inspired', r.turn);
      touched.push(targets[0].id);
      break;
    case 'aura-of-dread':
      set(f.id, 'dread', r.turn);
      break;
    case 'wrath-of-nature':
      for (const x of targets) {
        if (x.kinds.some((k) => (NOT_KNOCKED_DOWN as readonly string[]).includes(k))) notes.push(t(lang, 'gu.power.note.not-knocked-down', { target: x.id }));
        else set(x.id, 'down', true), touched.push(x.id);
      }
      break;
    case 'prescience':
      effects.push({ op: 'set', path: `gangs.${f.gang}.prescience`, value: r.turn + 1 });
      break;
    case 'vision':
      for (const x of targets) if (x.camouflaged) set(x.id, 'camouflaged', false), touched.push(x.id);
      break;
    case 'malaise':
      for (const x of targets) set(x.id, 'malaise', r.turn), touched.push(x.id);
      break;
    case 'banishment': {
      const x = targets[0];
      const a = shotAttack(BANISHMENT.hitOn, x.saves, BANISHMENT.damage, dice, lang, x.id, null);
      total = a.hitDie;
      const pv = Math.max(0, x.pv - a.damage);
      if (a.damage > 0) {
        set(x.id, 'pv', pv);
        if (pv === 0) set(x.id, 'dead', true);
        touched.push(x.id);
      }
      code = !a.hit ? 'miss' : a.saved ? 'saved' : pv === 0 ? 'killed' : 'wounded';
      Object.assign(params, { target: x.id, pv });
      break;
    }
  }
  params.targets = touched.join(', ') || t(lang, 'common.none');
  return {
    ...base,
    touched,
    rolls: [...dice.rolls],
    modifiers,
    total,
    outcome: { code, text: t(lang, code === 'revived' || code === 'not-revived' ? `gu.revive.outcome.${code}` : code === power ? `gu.power.outcome.${power}` : `gu.power.outcome.${power}.${code}`, params) },
    effects,
    notes,
  };
}
