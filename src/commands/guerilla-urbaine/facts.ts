// Guérilla Urbaine as its own game: the facts the procedures take, read from
// the game's slice of the state (gangs, figures, round), and the options
// every game command shares. No rule here: each value is looked up or
// parsed, and the rules decide.
import type { Game } from '../../engine/system.js';
import { UserError } from '../../errors.js';
import { labelled, t } from '../../i18n/index.js';
import { actionRefusal, actionsThisTurn, type ActingFigure, type ActionKey, type SimpleActionFacts } from '../../rules/guerilla-urbaine/actions.js';
import type { Lang } from '../../rules/types.js';
import type { FactArg, FactOption, PickChoice } from '../facts.js';
import { memberProfile } from '../../rules/guerilla-urbaine/gang.js';
import { effectiveSave, isRobust, upgradeSum, type GuProfile, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';
import { savesOf } from '../../rules/guerilla-urbaine/powers.js';
import type { Round, TurnFigure } from '../../rules/guerilla-urbaine/turn.js';
import { figureDetail, type GuFigure, type GuSlice } from '../../games/guerilla-urbaine/state.js';
import { choiceOpt, listedIds, lookup } from '../common.js';

/** The game's slice of a state (the engine hands every command the whole game). */
export function guSlice(game: unknown): GuSlice {
  const g = game as Partial<GuSlice>;
  if (!g.figures || !g.gangs) throw new UserError('gu-not-a-gang-game');
  return { gangs: g.gangs, figures: g.figures, round: g.round ?? null };
}

/** The gangs' and figures' names by id, for a rule's texts (`names` of its facts, U402). */
export function guNames(s: Pick<GuSlice, 'gangs' | 'figures'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, g] of Object.entries(s.gangs)) out[id] = g.name || id;
  for (const [id, f] of Object.entries(s.figures)) out[id] = f.name || id;
  return out;
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
  return Object.values(s.figures).map((f) => ({ id: f.id, name: f.name, gang: f.gang, rank: f.rank, dead: f.dead, acted: f.acted }));
}

/** What an action needs to know of a figure. */
export function actingFigure(f: GuFigure, s?: Pick<GuSlice, 'gangs' | 'figures'>): ActingFigure {
  const p = profileOf(f);
  return {
    ...(s ? { names: guNames(s) } : {}),
    id: f.id,
    name: f.name,
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

/** A list option (`--targets a,b` or repeated) as ids, each a figure of the game. */
export function figureIds(s: GuSlice, option: string, list: string[] | undefined): GuFigure[] {
  return [...new Set(listedIds(option, list))].map((id) => guFigure(s, id));
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

// --- What the guided prompts offer on a gang game (src/commands/facts.ts) ---

/** The game's slice when the state is a gang game, else null (the pickers then offer nothing). */
function sliceOf(game: Game): GuSlice | null {
  const g = game as unknown as Partial<GuSlice>;
  return g.figures && g.gangs ? { gangs: g.gangs, figures: g.figures, round: g.round ?? null } : null;
}

/** A figure of the game by id, or null (own keys only). */
function figureIn(s: GuSlice, id: string | undefined): GuFigure | null {
  return id !== undefined && Object.hasOwn(s.figures, id) ? s.figures[id] : null;
}

/** The first actions (l.86-89) a figure may take now before `action` in the same call; none when its activation has begun. */
export function firstChoicesFor(game: Game, id: string | undefined, action: ActionKey): string[] {
  const s = sliceOf(game);
  const f = s && figureIn(s, id);
  if (!s || !f || !s.round) return [];
  const a = actingFigure(f);
  const round = s.round;
  if (actionsThisTurn(a, round.turn).length > 0) return [];
  return FIRST_CHOICES.filter((first) => {
    if (actionRefusal(round, a, first) !== null) return false;
    const moved: ActingFigure = { ...a, acted: round.turn, actions: [first], unloaded: first === 'reload' ? [] : a.unloaded };
    return actionRefusal({ ...round, active: a.id }, moved, action) === null;
  });
}

/** Whether a figure may take `action` now: as its next action, or as its second after a first given in the same call (--first). */
export function mayTake(game: Game, id: string, action: ActionKey): boolean {
  const s = sliceOf(game);
  const f = s && figureIn(s, id);
  if (!s || !f) return false;
  return actionRefusal(s.round, actingFigure(f), action) === null || firstChoicesFor(game, id, action).length > 0;
}

/** Whether the figure has not begun its activation this turn (its first action is then asked with the second). */
export function needsFirst(game: Game, id: string | undefined): boolean {
  const s = sliceOf(game);
  const f = s && figureIn(s, id);
  return Boolean(s?.round && f && actionsThisTurn(actingFigure(f), s.round.turn).length === 0);
}

/** A figure as a pick list shows it: id (name, gang, PV, dead or knocked down), as the figures' id kind does. */
export function figureChoice(f: GuFigure, lang: Lang): PickChoice {
  const bits = [f.name !== f.id ? f.name : '', figureDetail(f as unknown as Record<string, unknown>, lang)];
  return { value: f.id, name: `${f.id} (${bits.filter(Boolean).join(', ')})` };
}

/** The figures of a gang game that pass `keep`, as pick-list choices. */
export function figureChoices(game: Game, lang: Lang, keep: (f: GuFigure) => boolean): PickChoice[] {
  const s = sliceOf(game);
  return s ? Object.values(s.figures).filter(keep).map((f) => figureChoice(f, lang)) : [];
}

/** The gang of a figure of the game, or null. */
export function gangOf(game: Game, id: string | undefined): string | null {
  const s = sliceOf(game);
  return (s && figureIn(s, id)?.gang) ?? null;
}

/** Every figure `--at` names, in order: repeated (`--at a --at b`) or a comma list (the guide's picks, a zone's figures), each without its `:qualifier`. */
export function atFigures(at: unknown): string[] {
  return (Array.isArray(at) ? at : at === undefined ? [] : [at]).flatMap((a) => String(a).split(',')).map((a) => a.split(':')[0].trim()).filter(Boolean);
}

/** The figure each shot aims at (l.46): one shot a figure named with a weapon of Cd; a zone weapon's one shot, at the figure aimed first (l.48). */
export function shotsAimed(weapon: GuWeapon | undefined, at: unknown): string[] {
  const all = atFigures(at);
  return weapon?.zone != null ? all.slice(0, 1) : all;
}

/** The ranged weapons a figure carries (its kit's). */
export function weaponsOf(game: Game, id: string | undefined): GuWeapon[] {
  const s = sliceOf(game);
  const f = s && figureIn(s, id);
  return f ? profileOf(f).weapons : [];
}

/** The `--first` option of a second action's facts: asked when the figure has not begun its activation. */
export function firstFact(action: ActionKey): FactOption {
  return {
    flags: '--first <action>',
    description: "its first action, in the same call",
    role: 'value',
    ask: 'required',
    choices: FIRST_CHOICES,
    checked: true,
    askWhen: (game, [id]) => needsFirst(game, id),
    pick: (game, [id], lang) => firstChoicesFor(game, id, action).map((value) => ({ value, name: labelled(lang, value, t(lang, `gu.action.${value}`)) })),
  };
}

/** The figure argument of an action's facts: the figures that may take it now. */
export function actorArg(description: string, action: ActionKey): FactArg {
  return { name: 'figure', description, kind: 'figures', canAct: (game, id) => mayTake(game, id, action) };
}

/** The actions that roll no die (gu-act, l.84-98, l.114, l.215). */
export const SIMPLE_ACTIONS = ['move', 'concentrate', 'reload', 'run', 'stand-up', 'camouflage', 'special'] as const;
export type SimpleAction = (typeof SIMPLE_ACTIONS)[number];

/** The actions without dice a figure of the game may take now. */
export function simpleActionsOf(game: Game, id: string | undefined): SimpleAction[] {
  const s = sliceOf(game);
  const f = s && figureIn(s, id);
  if (!s || !f) return [];
  const a = actingFigure(f);
  return SIMPLE_ACTIONS.filter((x) => actionRefusal(s.round, a, x) === null);
}
