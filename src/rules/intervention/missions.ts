// The missions (intervention.fr.txt l.416-448), checked at the end of every
// turn (`next-turn`): each says whether the game has ended and who won. The
// text leaves some ends open; the rulings (U184-U186) close them as table
// entries here.
import { t } from '../../i18n/index.js';
import type { Effect, Lang, Resolution } from '../types.js';
import { standing, type IvFighter, type IvSlice, type MissionKind } from './game.js';

// l.429: the defender of an assault wins after "10 tours consécutifs sans un seul ennemi dans le bâtiment".
export const ASSAULT_HOLD_TURNS = 10;
// l.446: the hostage's guards win if A is alive near them "à la fin du 10e tour"; U184: the other missions with no
// end in the text (advance, conquest, rescue, settling scores) last as many turns, unless the scenario says otherwise.
export const DEFAULT_MISSION_TURNS = 10;
// l.446: "à moins de 10 cm d'une de ses figurines" (the umpire measures it: `intv-move A --near-enemy`).
export const HOSTAGE_GUARD_CM = 10;
/**
 * The missions whose verdict counts the figures that leave the table: the advance (l.420-422, out by the
 * opponent's edge), the rescue (l.438, A by the attacker's edge) and the hostage (l.444-448, A by any edge,
 * the defenders leaving). The guide asks a move's edge (--exit) in these only.
 */
export const EXITS_COUNTED: readonly MissionKind[] = ['advance', 'rescue', 'hostage'];

/** What a mission's check found at the end of a turn. */
export interface MissionCheck {
  /** The winner's side id, `draw`, or null while the game goes on. */
  winner: string | null;
  code: string;
  params: Record<string, string | number | undefined>;
  streak: number;
}

type Side = 'attacker' | 'defender';

/** Fighters of a side, figure A of a rescue or a hostage rescue left out (it is not a fighter, l.436, l.442). */
function sideFighters(s: IvSlice, side: string): IvFighter[] {
  return Object.values(s.fighters).filter((f) => f.side === side && f.id !== aFigure(s));
}

function aFigure(s: IvSlice): string | null {
  return s.mission.kind === 'rescue' || s.mission.kind === 'hostage' ? s.mission.figure : null;
}

const count = (fs: IvFighter[], p: (f: IvFighter) => boolean) => fs.filter(p).length;

/** The other side. */
function other(s: IvSlice, side: string): string {
  return side === s.mission.attacker ? s.mission.defender : s.mission.attacker;
}

/** U186: a side with no fighter standing on the table (out or gone) loses, in every mission, when its own check decided nothing. */
function wipedOut(s: IvSlice, streak: number): MissionCheck | null {
  const a = count(sideFighters(s, s.mission.attacker), standing);
  const d = count(sideFighters(s, s.mission.defender), standing);
  if (a === 0 && d === 0) return { winner: 'draw', code: 'both-gone', params: {}, streak };
  if (a === 0) return { winner: s.mission.defender, code: 'wiped-out', params: { side: s.mission.attacker }, streak };
  if (d === 0) return { winner: s.mission.attacker, code: 'wiped-out', params: { side: s.mission.defender }, streak };
  return null;
}

type Check = (s: IvSlice, turn: number) => MissionCheck | null;


const goOn = (s: IvSlice, code = 'goes-on', params: Record<string, string | number> = {}, streak = s.mission.streak): MissionCheck => ({ winner: null, code, params, streak });

/** Each mission's own check (null: nothing decided by it; the wipe-out rule then applies). */
const CHECKS: Readonly<Record<MissionKind, Check>> = {
  // l.418: "tirer sur tout ce qui bouge jusqu'à ce que plus personne ne bouge": the wipe-out rule alone.
  'settling-scores': () => null,
  // l.420-422: more figures out by the opponent's edge than the opponent by yours; U184: counted at the end of the
  // mission's turns, or as soon as a side has no fighter left on the table.
  advance: (s, turn) => {
    const { attacker: A, defender: D } = s.mission;
    const outA = count(sideFighters(s, A), (f) => f.exited === D && f.condition !== 'out');
    const outD = count(sideFighters(s, D), (f) => f.exited === A && f.condition !== 'out');
    const onTable = (side: string) => count(sideFighters(s, side), standing);
    if (turn < s.mission.turns && onTable(A) > 0 && onTable(D) > 0) return goOn(s, 'advance-count', { a: outA, d: outD });
    const winner = outA === outD ? 'draw' : outA > outD ? A : D;
    return { winner, code: 'advance-end', params: { a: outA, d: outD }, streak: 0 };
  },
  // l.423-425: "autant ou plus de figurines que l'adversaire dans la moitié du terrain adverse, tout en n'ayant aucune
  // figurine adverse dans sa moitié"; U201: at least as many standing figures in the enemy's half as the enemy has
  // there, and none of the enemy's in yours; U184: checked at each turn's end, with at least one figure in the
  // enemy's half; a draw at the last turn.
  conquest: (s, turn) => {
    for (const side of [s.mission.attacker, s.mission.defender]) {
      const foe = other(s, side);
      const mine = count(sideFighters(s, side), (f) => standing(f) && f.half === foe);
      const foeHome = count(sideFighters(s, foe), (f) => standing(f) && f.half === foe);
      const theirs = count(sideFighters(s, foe), (f) => standing(f) && f.half === side);
      if (mine >= 1 && mine >= foeHome && theirs === 0) return { winner: side, code: 'conquest-held', params: { side, n: mine }, streak: 0 };
    }
    if (turn >= s.mission.turns) return { winner: 'draw', code: 'time-up', params: { turns: s.mission.turns }, streak: 0 };
    return null;
  },
  // l.429: the attacker wins if at any moment it is alone in the building; the defender after 10 consecutive turns
  // without an enemy in it (U184: both checked at each turn's end).
  assault: (s) => {
    const inA = count(sideFighters(s, s.mission.attacker), (f) => standing(f) && f.building);
    const inD = count(sideFighters(s, s.mission.defender), (f) => standing(f) && f.building);
    if (inA > 0 && inD === 0) return { winner: s.mission.attacker, code: 'building-taken', params: { n: inA }, streak: 0 };
    const streak = inA === 0 ? s.mission.streak + 1 : 0;
    if (streak >= ASSAULT_HOLD_TURNS) return { winner: s.mission.defender, code: 'building-held', params: { turns: streak }, streak };
    return goOn(s, 'building-streak', { turns: streak, need: ASSAULT_HOLD_TURNS }, streak);
  },
  // l.432: the defender's leader alive X consecutive turns (X, the bid: the mission's turns) wins; U185: out, the attacker wins.
  elimination: (s) => {
    const leader = s.mission.figure ? s.fighters[s.mission.figure] : undefined;
    if (!leader || leader.condition === 'out') return { winner: s.mission.attacker, code: 'leader-down', params: { figure: s.mission.figure ?? '' }, streak: 0 };
    const streak = s.mission.streak + 1;
    if (streak >= s.mission.turns) return { winner: s.mission.defender, code: 'leader-held', params: { figure: leader.id, turns: streak }, streak };
    return goOn(s, 'leader-streak', { figure: leader.id, turns: streak, need: s.mission.turns }, streak);
  },
  // l.438: the attacker wins if A flees by the attacker's starting edge; U185: A out, or gone by another edge, or the
  // mission's turns over: the defender wins.
  rescue: (s, turn) => {
    const a = s.mission.figure ? s.fighters[s.mission.figure] : undefined;
    if (!a) return null;
    if (a.exited === s.mission.attacker && a.condition !== 'out') return { winner: s.mission.attacker, code: 'a-fled', params: { figure: a.id } , streak: 0 };
    if (a.condition === 'out') return { winner: s.mission.defender, code: 'a-down', params: { figure: a.id }, streak: 0 };
    if (a.exited !== null) return { winner: s.mission.defender, code: 'a-wrong-edge', params: { figure: a.id }, streak: 0 };
    if (turn >= s.mission.turns) return { winner: s.mission.defender, code: 'time-up', params: { turns: s.mission.turns }, streak: 0 };
    return null;
  },
  // l.444-448: A fled by any edge: the attacker wins; A alive within 10 cm of a defender at the end of the 10th turn:
  // the defender wins; A eliminated: the defender wins if it leaves the field losing fewer figures than the attacker.
  hostage: (s, turn) => {
    const a = s.mission.figure ? s.fighters[s.mission.figure] : undefined;
    if (!a) return null;
    const { attacker: A, defender: D } = s.mission;
    if (a.condition !== 'out' && a.exited !== null) return { winner: A, code: 'a-fled', params: { figure: a.id }, streak: 0 };
    if (a.condition === 'out') {
      // U185: once every defender standing has left the table, the losses are compared; the attacker's A not counted.
      const lostA = count(sideFighters(s, A), (f) => f.condition === 'out');
      const lostD = count(sideFighters(s, D), (f) => f.condition === 'out');
      const left = count(sideFighters(s, D), standing);
      if (left > 0) {
        if (count(sideFighters(s, A), standing) === 0) return { winner: D, code: 'wiped-out', params: { side: A }, streak: 0 };
        return goOn(s, 'a-down-leave', { lostA, lostD });
      }
      const gone = count(sideFighters(s, D), (f) => f.exited !== null && f.condition !== 'out');
      if (gone > 0 && lostD < lostA) return { winner: D, code: 'left-fewer-losses', params: { lostA, lostD }, streak: 0 };
      return { winner: A, code: 'a-down-defender-lost', params: { lostA, lostD }, streak: 0 };
    }
    // U185: at the 10th turn's end and after, A alive near a defender wins for the defender; otherwise the game goes on.
    if (turn >= s.mission.turns && a.nearEnemy && count(sideFighters(s, D), standing) > 0) return { winner: D, code: 'a-held', params: { figure: a.id, turns: turn }, streak: 0 };
    return null;
  },
};

/** The check of the mission at the end of `turn`: a verdict, or the game goes on (with what it counts). */
export function checkMission(s: IvSlice, turn: number): MissionCheck {
  const own = CHECKS[s.mission.kind](s, turn);
  if (own && own.winner !== null) return own;
  return wipedOut(s, own?.streak ?? s.mission.streak) ?? own ?? goOn(s);
}

/** The resolution of the mission's check at a turn's end: its verdict and streak as effects. */
export function resolveMissionCheck(s: IvSlice, turn: number, lang: Lang): Resolution {
  const c = checkMission(s, turn);
  const name = (id: string) => (id === 'draw' ? t(lang, 'iv.mission.draw') : s.sides[id]?.name ?? id);
  const params = { ...(c.params as Record<string, string | number>), ...(typeof c.params.side === 'string' ? { side: name(c.params.side) } : {}), ...(typeof c.params.figure === 'string' ? { figure: s.fighters[c.params.figure]?.name || c.params.figure } : {}), turn, mission: t(lang, `iv.mission.${s.mission.kind}`) };
  const effects: Effect[] = [];
  if (c.streak !== s.mission.streak) effects.push({ op: 'set', path: 'mission.streak', value: c.streak });
  let text = t(lang, `iv.mission.check.${c.code}`, params);
  if (c.winner !== null) {
    effects.push({ op: 'set', path: 'mission.verdict', value: { winner: c.winner, code: c.code, turn } });
    text = `${text} ${c.winner === 'draw' ? t(lang, 'iv.mission.verdict-draw') : t(lang, 'iv.mission.verdict', { side: name(c.winner) })}`;
  }
  return {
    procedure: 'intv-mission',
    edition: 'fr',
    game: 'intervention',
    dice: false,
    mission: s.mission.kind,
    ended: turn,
    winner: c.winner,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: c.winner === null ? 'goes-on' : c.winner === 'draw' ? 'draw' : 'won', text },
    effects,
    notes: [t(lang, `iv.mission.goal.${s.mission.kind}`, { turns: s.mission.turns, hold: ASSAULT_HOLD_TURNS })],
    check: c.code,
  };
}

/** A side's role in the mission. */
export function roleOf(s: IvSlice, side: string): Side {
  return side === s.mission.attacker ? 'attacker' : 'defender';
}
