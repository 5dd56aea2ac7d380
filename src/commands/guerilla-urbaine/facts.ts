// Guérilla Urbaine as its own game: the facts the procedures take, read from
// the game's slice of the state (gangs, figures, round), and the options
// every game command shares. No rule here: each value is looked up or
// parsed, and the rules decide.
import { Option, type Command } from 'commander';
import { UserError } from '../../errors.js';
import type { ActingFigure, SimpleActionFacts } from '../../rules/guerilla-urbaine/actions.js';
import { memberProfile } from '../../rules/guerilla-urbaine/gang.js';
import { effectiveSave, isRobust, upgradeSum, type GuProfile, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';
import { savesOf } from '../../rules/guerilla-urbaine/powers.js';
import type { Round, TurnFigure } from '../../rules/guerilla-urbaine/turn.js';
import type { GuFigure, GuSlice } from '../../games/guerilla-urbaine/state.js';
import { choiceOpt, lookup } from '../common.js';

/** The game's slice of a state (the engine hands every command the whole game). */
export function guSlice(game: unknown): GuSlice {
  const g = game as Partial<GuSlice>;
  if (!g.figures || !g.gangs) throw new UserError('gu-not-a-gang-game');
  return { gangs: g.gangs, figures: g.figures, round: g.round ?? null };
}

/** A figure of the game by id, or exit 2 listing the known ones. */
export function guFigure(s: GuSlice, id: string): GuFigure {
  return lookup(s.figures, id, 'unknown-figure');
}

/** A figure's profile from its kit and upgrades (the scenario checked the kit). */
export function profileOf(f: GuFigure): { profile: GuProfile; weapons: GuWeapon[]; move: number } {
  const p = memberProfile({ kit: f.kit, upgrades: f.upgrades });
  if (!p) throw new UserError('unknown-figure', { id: f.id, kind: 'figure', knownKey: 'common.none' });
  return { ...p, profile: { ...p.profile, pv: f.pvMax, large: f.kinds.includes('large'), gigantic: f.kinds.includes('gigantic') } };
}

/** What the turn knows of every figure. */
export function turnFigures(s: GuSlice): TurnFigure[] {
  return Object.values(s.figures).map((f) => ({ id: f.id, gang: f.gang, rank: f.rank, dead: f.dead, acted: f.acted }));
}

/** What an action needs to know of a figure. */
export function actingFigure(f: GuFigure): ActingFigure {
  const p = profileOf(f);
  return {
    id: f.id,
    gang: f.gang,
    rank: f.rank,
    dead: f.dead,
    acted: f.acted,
    actions: f.actions,
    down: f.down,
    camouflaged: f.camouflaged,
    unloaded: f.unloaded,
    hasWeapon: p.weapons.length > 0,
    medico: f.upgrades.includes('medic'),
    priest: f.upgrades.includes('priest'),
    shaman: f.upgrades.includes('shaman'),
    camouflageUpgrade: f.upgrades.includes('camouflage'),
  };
}

/** A figure's C with its upgrades (Arts martiaux, l.213, l.219), or null: CX. */
export function fightOf(f: GuFigure): number | null {
  const p = profileOf(f).profile;
  return p.fight === null ? null : p.fight + upgradeSum(p, 'fight');
}

/** A figure's saves this turn: a blessing's first, then its own Svg (l.198-200, l.247). */
export function savesNow(f: GuFigure, turn: number): number[] {
  return savesOf(effectiveSave(profileOf(f).profile), f.blessed, turn);
}

/** Robuste (l.38, l.56). */
export function robustOf(f: GuFigure): boolean {
  return isRobust(profileOf(f).profile);
}

/** The turn under way (for markers of "ce tour"), 0 before the first. */
export function turnOf(round: Round | null): number {
  return round?.turn ?? 0;
}

/** `--first <action>`: the first action taken in the same call as the second. */
export const FIRST_CHOICES = ['move', 'concentrate', 'reload'] as const;
export function firstOpt(v: string | undefined): SimpleActionFacts['action'] | undefined {
  return v === undefined ? undefined : choiceOpt('--first', v, FIRST_CHOICES);
}

/** Adds `--first`: a second action's command may take the first action with it. */
export function addFirst(cmd: Command): Command {
  return cmd.addOption(new Option('--first <action>', "the figure's first action, taken in the same call").choices(FIRST_CHOICES));
}

/** A list option (`--targets a,b` or repeated) as ids, each a figure of the game. */
export function figureIds(s: GuSlice, list: string[] | undefined): GuFigure[] {
  const ids = (list ?? []).flatMap((x) => x.split(',')).map((x) => x.trim()).filter(Boolean);
  return [...new Set(ids)].map((id) => guFigure(s, id));
}

/** A figure out of any game (a stateless lookup): one side, one turn, its first action taken. */
export function looseActor(first: SimpleActionFacts['action'] | undefined, caps: Partial<ActingFigure> = {}): { round: Round; figure: ActingFigure } {
  const figure: ActingFigure = {
    id: 'figure',
    gang: 'gang',
    rank: 'ganger',
    dead: false,
    acted: 1,
    actions: [first ?? 'move'],
    down: false,
    camouflaged: false,
    unloaded: [],
    hasWeapon: true,
    medico: false,
    priest: false,
    shaman: false,
    camouflageUpgrade: false,
    ...caps,
  };
  return { figure, round: { turn: 1, order: ['gang', 'other'], phase: { kind: 'rest', gang: 'gang' }, leadersDone: [], restDone: [], active: 'figure' } };
}
