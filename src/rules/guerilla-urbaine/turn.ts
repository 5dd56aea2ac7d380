// Guérilla Urbaine, "Déroulement d'un tour de jeu" (l.64-98): the initiative
// D6, the Meneurs' phases alternating from the side with the initiative, the
// command bubbles, then each side's remaining figures; each figure activated
// once with two actions. Order is data: an activation out of turn is a value
// returned (a reason code), never an exception.
import { decimal, t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import type { Rank } from './gang.js';
import { namer } from '../names.js';

// "on lance un D6 pour déterminer quel joueur a l'initiative (par exemple sur un 4+ le joueur 1,
// sinon le joueur 2)" (l.66). U153: with two gangs, the first listed is "le joueur 1".
export const INITIATIVE_FIRST_ON = 4;
// "Si il y a plus de 2 joueurs, chacun lance un D6 et l'initiative se fait par ordre décroissant de score.
// Relancez un D6 pour chaque joueur en cas d'égalité jusqu'à ce qu'ils soient départagés" (l.66): up to this
// many gangs, the one die above; more, and each gang rolls its own (U413).
export const ONE_DIE_UP_TO = 2;
// "Prescience : Ajout plus ou moins 1 ... au jet d'initiative du tour prochain" (l.259).
export const PRESCIENCE = 1;
// U414: with more than two gangs, Prescience adds its 1 to its own gang's die of the initiative roll, not to the
// dice rolled again to part a tie ("relancez ... jusqu'à ce qu'ils soient départagés", l.66, only parts them).
export const PRESCIENCE_ON_REROLLS = false;
// U413: "jusqu'à ce qu'ils soient départagés" (l.66) has no end; past this many re-rolls of one tie still tied
// (at a table, less than one chance in 6^20) the dice are taken as wrong: the roll is refused, nothing written,
// and the umpire rolls again.
export const MOST_REROLLS = 20;

// "La bulle de commandement d'un Chef est de portée 3 pas tandis que celle d'un Sous-chef est de 2 pas" (l.80).
export const COMMAND_BUBBLE: Record<Exclude<Rank, 'ganger'>, number> = { chef: 3, 'sous-chef': 2 };

/** Who wins the initiative roll: the two gangs in the order they act (l.66, l.259; U153). */
export function initiativeOrder(gangs: readonly [string, string], die: number, prescience: Partial<Record<string, boolean>>): { order: [string, string]; modifier: number; total: number } {
  // U153: each side's Prescience moves the die its own way (+1 for the first gang, -1 for the second).
  const modifier = (prescience[gangs[0]] ? PRESCIENCE : 0) - (prescience[gangs[1]] ? PRESCIENCE : 0);
  const total = die + modifier;
  return { order: total >= INITIATIVE_FIRST_ON ? [gangs[0], gangs[1]] : [gangs[1], gangs[0]], modifier, total };
}

/** A tie of the roll-off: the gangs that scored alike, their score, and the roll it came at (0 the first, 1 the first re-roll). */
export interface InitiativeTie {
  gangs: string[];
  score: number;
  reroll: number;
}

/** A roll-off of more than two gangs: the order, each gang's dice in the order rolled, and each tie. */
export interface RollOff {
  order: string[];
  dice: Record<string, number[]>;
  /** Each gang's score on the first roll, its die with Prescience (U414). */
  scores: Record<string, number>;
  ties: InitiativeTie[];
  /** The gangs still tied past MOST_REROLLS (U413), or null. */
  unparted: { gangs: string[]; score: number } | null;
}

/**
 * More than two gangs (l.66, U413): each rolls a D6 (in the scenario's order),
 * the order is by score from the highest; gangs tied roll again among
 * themselves, as often as it takes, before the next lower score is parted.
 * `roll(gang, reroll)` rolls one gang's die (reroll 0 the first roll).
 */
export function rollOff(gangs: readonly string[], prescience: Partial<Record<string, boolean>>, roll: (gang: string, reroll: number) => number): RollOff {
  const dice: Record<string, number[]> = Object.fromEntries(gangs.map((g) => [g, []]));
  const scores: Record<string, number> = {};
  const ties: InitiativeTie[] = [];
  let unparted: RollOff['unparted'] = null;
  const bonus = (g: string, reroll: number) => (prescience[g] && (reroll === 0 || PRESCIENCE_ON_REROLLS) ? PRESCIENCE : 0);
  const settle = (group: readonly string[], reroll: number): string[] => {
    if (group.length === 1 || unparted) return [...group];
    const score = new Map<string, number>();
    for (const g of group) {
      const die = roll(g, reroll);
      dice[g].push(die);
      score.set(g, die + bonus(g, reroll));
      if (reroll === 0) scores[g] = die + bonus(g, reroll);
    }
    // "par ordre décroissant de score" (l.66).
    const levels = [...new Set(score.values())].sort((a, b) => b - a);
    return levels.flatMap((v) => {
      const tied = group.filter((g) => score.get(g) === v);
      if (tied.length > 1 && reroll >= MOST_REROLLS) unparted ??= { gangs: tied, score: v };
      else if (tied.length > 1) ties.push({ gangs: tied, score: v, reroll });
      return tied.length > 1 && reroll >= MOST_REROLLS ? tied : settle(tied, reroll + 1);
    });
  };
  const order = settle(gangs, 0);
  return { order, dice, scores, ties, unparted };
}

/** What the turn needs to know of a figure. */
export interface TurnFigure {
  id: string;
  /** How the texts name it (the scenario's name); default its id. */
  name?: string;
  gang: string;
  rank: Rank;
  dead: boolean;
  /** The turn it was last activated, or null. */
  acted: number | null;
}

/** A phase of the turn: a Meneur's (with the figures in its bubble), or one side's remaining figures. */
export type Phase =
  | { kind: 'leader'; gang: string; leader: string; bubble: string[] }
  | { kind: 'rest'; gang: string };

/** What the turn is at: its number, the order of the sides, the phase open, and the leaders whose phase was opened. */
export interface Round {
  turn: number;
  /** The gangs in the order they act this turn (l.66). */
  order: string[];
  phase: Phase | null;
  /** Leaders whose phase has been opened this turn (their side's count of leader phases). */
  leadersDone: string[];
  /** Rest phases already opened, by side. */
  restDone: string[];
  /** The figure whose activation is under way. */
  active: string | null;
}

const isLeader = (f: TurnFigure) => f.rank === 'chef' || f.rank === 'sous-chef';

/** Leaders of a side still owed their phase this turn: alive, phase not yet opened (l.72, l.76). */
export function leadersOwed(figures: readonly TurnFigure[], gang: string, round: Pick<Round, 'turn' | 'leadersDone'>): TurnFigure[] {
  return figures.filter((f) => f.gang === gang && isLeader(f) && !f.dead && f.acted !== round.turn && !round.leadersDone.includes(f.id));
}

/** How many leader phases a side has had this turn. */
function leaderPhasesOf(round: Round, figures: readonly TurnFigure[], gang: string): number {
  return round.leadersDone.filter((id) => figures.find((f) => f.id === id)?.gang === gang).length;
}

/**
 * The phase owed next (l.72-76): a leader phase of the side that has had
 * fewer (the side with the initiative first on a tie) among sides with a
 * leader owed, which alternates meneur1 (J1) – meneur1 (J2) – meneur2 (J1)...
 * and lets the side with more leaders finish them; then the remaining figures
 * of the side with the initiative, then of the other; null when all is done.
 * More than two gangs (U413): the same in the initiative order, one leader of
 * each gang in turn, then each gang's remaining figures.
 */
export function nextPhase(round: Round, figures: readonly TurnFigure[]): { kind: 'leader' | 'rest'; gang: string } | null {
  const withLeaders = round.order.filter((g) => leadersOwed(figures, g, round).length > 0);
  if (withLeaders.length > 0) {
    const fewest = Math.min(...withLeaders.map((g) => leaderPhasesOf(round, figures, g)));
    return { kind: 'leader', gang: withLeaders.find((g) => leaderPhasesOf(round, figures, g) === fewest) as string };
  }
  const rest = round.order.find((g) => !round.restDone.includes(g));
  return rest === undefined ? null : { kind: 'rest', gang: rest };
}

/** Why a phase cannot open as asked; null when it can. */
export type PhaseRefusal = 'no-turn' | 'turn-over' | 'not-a-leader' | 'wrong-side' | 'leader-acted' | 'leader-dead' | 'bubble-other-side' | 'bubble-leader' | 'bubble-acted' | 'bubble-dead' | 'leader-phase-owed';

/** Checks the opening of a phase: a leader's (any of the side's owed leaders, l.74) with its bubble, or a side's rest. */
export function checkPhase(round: Round | null, figures: readonly TurnFigure[], ask: { leader?: string; bubble?: string[]; gang?: string }): { ok: true; phase: Phase } | { ok: false; reason: PhaseRefusal; expected?: { kind: string; gang: string }; figure?: string } {
  if (!round) return { ok: false, reason: 'no-turn' };
  const next = nextPhase(round, figures);
  if (!next) return { ok: false, reason: 'turn-over' };
  if (ask.leader === undefined) {
    if (next.kind === 'leader') return { ok: false, reason: 'leader-phase-owed', expected: next };
    if (ask.gang !== undefined && ask.gang !== next.gang) return { ok: false, reason: 'wrong-side', expected: next };
    return { ok: true, phase: { kind: 'rest', gang: next.gang } };
  }
  const leader = figures.find((f) => f.id === ask.leader);
  if (!leader || !isLeader(leader)) return { ok: false, reason: 'not-a-leader', expected: next, figure: ask.leader };
  if (next.kind !== 'leader' || leader.gang !== next.gang) return { ok: false, reason: 'wrong-side', expected: next, figure: leader.id };
  if (leader.dead) return { ok: false, reason: 'leader-dead', figure: leader.id };
  if (leader.acted === round.turn || round.leadersDone.includes(leader.id)) return { ok: false, reason: 'leader-acted', figure: leader.id };
  for (const id of ask.bubble ?? []) {
    const f = figures.find((x) => x.id === id) as TurnFigure;
    if (f.gang !== leader.gang) return { ok: false, reason: 'bubble-other-side', figure: id };
    // U154: a Meneur has its own phase (l.72) and is never activated in another's bubble.
    if (isLeader(f)) return { ok: false, reason: 'bubble-leader', figure: id };
    if (f.dead) return { ok: false, reason: 'bubble-dead', figure: id };
    if (f.acted === round.turn) return { ok: false, reason: 'bubble-acted', figure: id };
  }
  return { ok: true, phase: { kind: 'leader', gang: leader.gang, leader: leader.id, bubble: [...new Set(ask.bubble ?? [])] } };
}

/** Why a figure may not be activated now. */
export type ActivationRefusal = 'no-turn' | 'no-phase' | 'dead' | 'already-acted' | 'other-side' | 'not-in-bubble' | 'leader-own-phase';

/** Whether a figure may begin its activation in the phase open (l.70-80); null when it may. */
export function activationRefusal(round: Round | null, f: TurnFigure): ActivationRefusal | null {
  if (!round) return 'no-turn';
  if (!round.phase) return 'no-phase';
  if (f.dead) return 'dead';
  // "Une figurine ne peut être activée qu'un fois par tour" (l.70).
  if (f.acted === round.turn) return 'already-acted';
  const p = round.phase;
  if (f.gang !== p.gang) return 'other-side';
  if (p.kind === 'leader') {
    // "Toute figurine dans la bulle de commandement du chef ... au début de la phase d'activation du chef,
    // peut être activée pendant la phase d'activation du chef" (l.80).
    if (f.id === p.leader || p.bubble.includes(f.id)) return null;
    return 'not-in-bubble';
  }
  // The rest phase: the side's figures not yet activated; a leader still owed had its own phase (l.72, U154).
  if (isLeader(f)) return 'leader-own-phase';
  return null;
}

export interface InitiativeFacts {
  lang: Lang;
  /** The gangs in the scenario's order (two or more): with two, the first is "le joueur 1" (l.66, U153, U413). */
  gangs: readonly string[];
  round: Round | null;
  figures: readonly TurnFigure[];
  /** Sides whose shaman used Prescience for this turn (l.259). */
  prescience: Partial<Record<string, boolean>>;
  /** The gangs' names by id (the texts say them; a stateless line has none, U402). */
  names?: Readonly<Record<string, string>>;
}

/** Begins a turn (l.66): the initiative D6, then the order of the sides; refused while a phase of this turn is still owed. */
export function resolveInitiative(facts: InitiativeFacts, dice: Dice): Resolution {
  const { lang, gangs, round } = facts;
  const nm = namer(facts.names);
  const turn = (round?.turn ?? 0) + 1;
  const base = { procedure: 'gu-initiative', edition: 'fr' as const, newTurn: turn };
  if (round) {
    const owed = nextPhase(round, facts.figures);
    if (owed) return refusal('gu-initiative', 'fr', t(lang, 'gu.order.turn-not-over', { turn: round.turn, kind: t(lang, `gu.phase.${owed.kind}`), gang: nm(owed.gang) }), base, 'turn-not-over');
  }
  if (gangs.length > ONE_DIE_UP_TO) return resolveRollOff(facts, dice, base, turn);
  const two: [string, string] = [gangs[0], gangs[1]];
  const die = dice.roll('d6', t(lang, 'gu.turn.die'));
  const { order, modifier, total } = initiativeOrder(two, die, facts.prescience);
  const modifiers: Modifier[] = [];
  if (facts.prescience[gangs[0]]) modifiers.push({ key: 'prescience', label: t(lang, 'gu.turn.prescience', { gang: nm(gangs[0]) }), value: PRESCIENCE });
  if (facts.prescience[gangs[1]]) modifiers.push({ key: 'prescience', label: t(lang, 'gu.turn.prescience', { gang: nm(gangs[1]) }), value: -PRESCIENCE });
  return initiativeResolution(facts, dice, base, turn, order, modifiers, total, modifier, [t(lang, 'gu.turn.note.rule', { on: INITIATIVE_FIRST_ON, gang: nm(gangs[0]), other: nm(gangs[1]) })]);
}

/** More than two gangs (l.66, U413, U414): each gang's D6, the order by score, ties rolled again among the tied. */
function resolveRollOff(facts: InitiativeFacts, dice: Dice, base: { procedure: string; edition: 'fr'; newTurn: number }, turn: number): Resolution {
  const { lang, gangs, prescience } = facts;
  const nm = namer(facts.names);
  const r = rollOff(gangs, prescience, (gang, reroll) => dice.roll('d6', reroll === 0 ? t(lang, 'gu.turn.die.gang', { gang: nm(gang) }) : t(lang, 'gu.turn.die.reroll', { gang: nm(gang), n: reroll })));
  if (r.unparted) {
    const refused = refusal('gu-initiative', 'fr', t(lang, 'gu.turn.unparted', { gangs: r.unparted.gangs.map(nm).join(', '), n: MOST_REROLLS }), { ...base, rolls: [...dice.rolls] }, 'tie-unparted');
    return { ...refused, refused: { reason: refused.refused!.reason, onDice: true } };
  }
  const modifiers: Modifier[] = gangs.filter((g) => prescience[g]).map((g) => ({ key: 'prescience', label: t(lang, 'gu.turn.prescience', { gang: nm(g) }), value: PRESCIENCE }));
  const notes = [
    t(lang, 'gu.turn.note.roll-off', { n: gangs.length }),
    t(lang, 'gu.turn.note.scores', { scores: gangs.map((g) => `${nm(g)} ${r.scores[g]}`).join(', ') }),
    ...r.ties.map((tie) => t(lang, 'gu.turn.note.tie', { gangs: tie.gangs.map(nm).join(', '), score: tie.score })),
  ];
  // The winner's score on the roll that set it first (its first roll, Prescience and all).
  const res = initiativeResolution(facts, dice, base, turn, r.order, modifiers, r.scores[r.order[0]], prescience[r.order[0]] ? PRESCIENCE : 0, notes);
  return { ...res, scores: r.scores, initiativeDice: r.dice, ties: r.ties };
}

/** The resolution of an initiative roll, whichever rule set the order. */
function initiativeResolution(facts: InitiativeFacts, dice: Dice, base: { procedure: string; edition: 'fr'; newTurn: number }, turn: number, order: string[], modifiers: Modifier[], total: number, modifierSum: number, ruleNotes: string[]): Resolution {
  const { lang } = facts;
  const nm = namer(facts.names);
  const next: Round = { turn, order, phase: null, leadersDone: [], restDone: [], active: null };
  const first = nextPhase(next, facts.figures);
  return {
    ...base,
    order,
    // The side with the initiative (--odds tells the sides' chances apart).
    winner: order[0],
    rolls: [...dice.rolls],
    modifiers,
    total,
    modifierSum,
    outcome: { code: 'initiative', text: t(lang, 'gu.turn.outcome', { turn, first: nm(order[0]), second: thenList(lang, order.slice(1).map(nm)) }) },
    // The game's turn number follows the initiative's (the log and status show it).
    effects: [{ op: 'set', path: 'round', value: next }, { op: 'set', path: 'turn', value: turn }],
    notes: [...ruleNotes, ...(first ? [t(lang, `gu.turn.note.next.${first.kind}`, { gang: nm(first.gang) })] : [])],
  };
}

/** The gangs after the first, one after the other ("b, then c"). */
export function thenList(lang: Lang, gangs: readonly string[]): string {
  return gangs.join(t(lang, 'gu.summary.then'));
}

export interface PhaseFacts {
  lang: Lang;
  round: Round | null;
  figures: readonly TurnFigure[];
  /** A leader's phase: which leader (any of its side's, l.74) and the figures within its bubble at the start (l.80). */
  leader?: string;
  bubble?: string[];
  /** A rest phase: the side the umpire expects (checked). */
  gang?: string;
  /** The gangs' and figures' names by id (the texts say them, U402). */
  names?: Readonly<Record<string, string>>;
}

/** Opens the next phase of the turn (l.72-80): a leader's with its bubble, or a side's remaining figures; out of order is refused. */
export function resolvePhase(facts: PhaseFacts, _dice: Dice): Resolution {
  const { lang, round } = facts;
  const nm = namer(facts.names);
  const base = { procedure: 'gu-phase', edition: 'fr' as const, leader: facts.leader ?? null, bubble: facts.bubble ?? [] };
  const check = checkPhase(round, facts.figures, facts);
  if (!check.ok) {
    const params = { figure: nm(check.figure ?? ''), kind: check.expected ? t(lang, `gu.phase.${check.expected.kind}`) : '', gang: nm(check.expected?.gang ?? ''), turn: round?.turn ?? 0 };
    return refusal('gu-phase', 'fr', t(lang, `gu.order.${check.reason}`, params), base, check.reason);
  }
  const r = round as Round;
  const p = check.phase;
  const effects: Effect[] = [
    { op: 'set', path: 'round.phase', value: p },
    { op: 'set', path: 'round.active', value: null },
  ];
  if (p.kind === 'leader') effects.push({ op: 'set', path: 'round.leadersDone', value: [...r.leadersDone, p.leader] });
  else effects.push({ op: 'set', path: 'round.restDone', value: [...r.restDone, p.gang] });
  const rank = p.kind === 'leader' ? facts.figures.find((f) => f.id === p.leader)?.rank : undefined;
  const bubble = rank === 'chef' || rank === 'sous-chef' ? COMMAND_BUBBLE[rank] : null;
  return {
    ...base,
    phase: p,
    gang: p.gang,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: {
      code: `${p.kind}-phase`,
      text: p.kind === 'leader'
        ? t(lang, 'gu.phase.outcome.leader', { leader: nm(p.leader), gang: nm(p.gang), bubble: p.bubble.map(nm).join(', ') || t(lang, 'gu.phase.nobody') })
        : t(lang, 'gu.phase.outcome.rest', { gang: nm(p.gang) }),
    },
    effects,
    notes: bubble === null ? [] : [t(lang, 'gu.phase.note.bubble', { range: distanceText(lang, bubble) })],
  };
}

// R15: "One pas is 2.5 cm ("4 pas, soit 10 cm") ... `en` shows pas as inches, `fr` as 2.5 cm" (l.88).
export const CM_PER_PAS = 2.5;

/** A distance in pas as the language shows it (R15): 3" in English, 3 pas (7,5 cm) in French. */
export function distanceText(lang: Lang, pas: number): string {
  const digits = (n: number) => (Number.isInteger(n) ? 0 : 1);
  if (lang === 'en') return `${decimal('en', pas, digits(pas))}"`;
  const cm = pas * CM_PER_PAS;
  return `${decimal('fr', pas, digits(pas))} pas (${decimal('fr', cm, digits(cm))} cm)`;
}
