// Guérilla Urbaine, "Déroulement d'un tour de jeu" (l.64-98): the initiative
// D6, the Meneurs' phases alternating from the side with the initiative, the
// command bubbles, then each side's remaining figures; each figure activated
// once with two actions. Order is data: an activation out of turn is a value
// returned (a reason code), never an exception.
import { decimal, t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import type { Rank } from './gang.js';

// "on lance un D6 pour déterminer quel joueur a l'initiative (par exemple sur un 4+ le joueur 1,
// sinon le joueur 2)" (l.66). U153: a game is two gangs; the first listed is "le joueur 1".
export const INITIATIVE_FIRST_ON = 4;
// "Prescience : Ajout plus ou moins 1 ... au jet d'initiative du tour prochain" (l.259).
export const PRESCIENCE = 1;

// "La bulle de commandement d'un Chef est de portée 3 pas tandis que celle d'un Sous-chef est de 2 pas" (l.80).
export const COMMAND_BUBBLE: Record<Exclude<Rank, 'ganger'>, number> = { chef: 3, 'sous-chef': 2 };

/** Who wins the initiative roll: the two gangs in the order they act (l.66, l.259; U153). */
export function initiativeOrder(gangs: readonly [string, string], die: number, prescience: Partial<Record<string, boolean>>): { order: [string, string]; modifier: number; total: number } {
  // U153: each side's Prescience moves the die its own way (+1 for the first gang, -1 for the second).
  const modifier = (prescience[gangs[0]] ? PRESCIENCE : 0) - (prescience[gangs[1]] ? PRESCIENCE : 0);
  const total = die + modifier;
  return { order: total >= INITIATIVE_FIRST_ON ? [gangs[0], gangs[1]] : [gangs[1], gangs[0]], modifier, total };
}

/** What the turn needs to know of a figure. */
export interface TurnFigure {
  id: string;
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
  order: [string, string];
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
  /** The two gangs in the scenario's order: the first is "le joueur 1" (l.66, U153). */
  gangs: readonly [string, string];
  round: Round | null;
  figures: readonly TurnFigure[];
  /** Sides whose shaman used Prescience for this turn (l.259). */
  prescience: Partial<Record<string, boolean>>;
}

/** Begins a turn (l.66): the initiative D6, then the order of the sides; refused while a phase of this turn is still owed. */
export function resolveInitiative(facts: InitiativeFacts, dice: Dice): Resolution {
  const { lang, gangs, round } = facts;
  const turn = (round?.turn ?? 0) + 1;
  const base = { procedure: 'gu-initiative', edition: 'fr' as const, newTurn: turn };
  if (round) {
    const owed = nextPhase(round, facts.figures);
    if (owed) return refusal('gu-initiative', 'fr', t(lang, 'gu.order.turn-not-over', { turn: round.turn, kind: t(lang, `gu.phase.${owed.kind}`), gang: owed.gang }), base, 'turn-not-over');
  }
  const die = dice.roll('d6', t(lang, 'gu.turn.die'));
  const { order, modifier, total } = initiativeOrder(gangs, die, facts.prescience);
  const modifiers: Modifier[] = [];
  if (facts.prescience[gangs[0]]) modifiers.push({ key: 'prescience', label: t(lang, 'gu.turn.prescience', { gang: gangs[0] }), value: PRESCIENCE });
  if (facts.prescience[gangs[1]]) modifiers.push({ key: 'prescience', label: t(lang, 'gu.turn.prescience', { gang: gangs[1] }), value: -PRESCIENCE });
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
    modifierSum: modifier,
    outcome: { code: 'initiative', text: t(lang, 'gu.turn.outcome', { turn, first: order[0], second: order[1] }) },
    // The game's turn number follows the initiative's (the log and status show it).
    effects: [{ op: 'set', path: 'round', value: next }, { op: 'set', path: 'turn', value: turn }],
    notes: [t(lang, 'gu.turn.note.rule', { on: INITIATIVE_FIRST_ON, gang: gangs[0], other: gangs[1] }), ...(first ? [t(lang, `gu.turn.note.next.${first.kind}`, { gang: first.gang })] : [])],
  };
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
}

/** Opens the next phase of the turn (l.72-80): a leader's with its bubble, or a side's remaining figures; out of order is refused. */
export function resolvePhase(facts: PhaseFacts, _dice: Dice): Resolution {
  const { lang, round } = facts;
  const base = { procedure: 'gu-phase', edition: 'fr' as const, leader: facts.leader ?? null, bubble: facts.bubble ?? [] };
  const check = checkPhase(round, facts.figures, facts);
  if (!check.ok) {
    const params = { figure: check.figure ?? '', kind: check.expected ? t(lang, `gu.phase.${check.expected.kind}`) : '', gang: check.expected?.gang ?? '', turn: round?.turn ?? 0 };
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
        ? t(lang, 'gu.phase.outcome.leader', { leader: p.leader, gang: p.gang, bubble: p.bubble.join(', ') || t(lang, 'gu.phase.nobody') })
        : t(lang, 'gu.phase.outcome.rest', { gang: p.gang }),
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
