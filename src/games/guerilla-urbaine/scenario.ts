// Guérilla Urbaine as its own game: the scenario's `gangs:` section. Two
// gangs or more (U153, U413), each a list of members with a rank, a kit of the list
// (l.164-186) and upgrades (l.196-223); each gang is checked by the gang
// builder (l.156, l.231-237) and an illegal gang is exit 2 at its path.
import type { Lang } from '../../rules/types.js';
import { checkGang, gangProblemText, KIT_IDS, memberProfile, RANKS, STARTING_CREDITS, type MemberSpec } from '../../rules/guerilla-urbaine/gang.js';
import { GANGER_PV, GU_UPGRADE_IDS, GU_WEAPON_LINES, UNSOLD_WEAPONS, type GuUpgradeId } from '../../rules/guerilla-urbaine/profile.js';
import { newFigure, type GuSlice } from './state.js';

/** The kinds of figure a scenario may give beyond a person (l.104, l.106, l.217, l.251). */
export const FIGURE_KINDS = ['undead', 'demon', 'vehicle', 'robot', 'large', 'gigantic'] as const;

/** A path of a field in the scenario. */
type Path = (string | number)[];

/** The scenario reader the engine gives a system's parser (src/engine/system.ts ScenarioReader), as far as this parser uses it. */
export interface GangReader {
  fail(path: Path, key: string, params?: Record<string, string | number>, atKey?: boolean): never;
  obj(v: unknown, path: Path, fields: readonly string[]): Record<string, unknown>;
  list(v: unknown, path: Path, optional?: boolean): unknown[];
  str(v: unknown, path: Path, dflt?: string): string;
  id(v: unknown, path: Path): string;
  int(v: unknown, path: Path, min: number, max: number, dflt?: number): number;
  choice<T extends string>(v: unknown, path: Path, choices: readonly T[], dflt?: T): T;
}

/** A gang as the scenario gives it, checked by the gang builder. */
export interface GangSpec {
  id: string;
  name: string;
  credits: number;
  cost: number;
  members: (MemberSpec & { name: string; kinds: string[] })[];
}

/** Reads and checks `gangs:` (two gangs or more, each legal); `claimId` makes every id unique in the scenario. */
export function parseGangs(top: Record<string, unknown>, V: GangReader, lang: Lang, claimId: (id: string, path: Path) => void): GangSpec[] {
  const list = V.list(top.gangs, ['gangs']);
  // U153, U413: a game is two gangs or more ("Si il y a plus de 2 joueurs", l.66).
  if (list.length < 2) V.fail(['gangs'], 'gu-two-gangs', { n: list.length });
  return list.map((raw, gi) => {
    const gp: Path = ['gangs', gi];
    const g = V.obj(raw, gp, ['id', 'name', 'credits', 'members']);
    const gid = V.id(g.id, [...gp, 'id']);
    claimId(gid, [...gp, 'id']);
    const credits = V.int(g.credits, [...gp, 'credits'], 0, 10000, STARTING_CREDITS);
    const members = V.list(g.members, [...gp, 'members']).map((rm, mi) => {
      const mp: Path = [...gp, 'members', mi];
      // l.23, l.44: a ganger has 1 PV and no listed weapon takes more; the list sells no kit with the weapons it never gives a ganger.
      if (rm !== null && typeof rm === 'object' && !Array.isArray(rm)) {
        const pvKey = Object.keys(rm).find((k) => k.toLowerCase() === 'pv');
        if (pvKey !== undefined) V.fail([...mp, pvKey], 'gu-member-pv', { pv: GANGER_PV }, true);
        const kitText = (rm as Record<string, unknown>).kit;
        const unsold = UNSOLD_WEAPONS.find((w) => w === kitText);
        if (unsold !== undefined) V.fail([...mp, 'kit'], 'gu-kit-unsold', { kit: unsold, textLine: GU_WEAPON_LINES[unsold] });
      }
      const m = V.obj(rm, mp, ['id', 'name', 'rank', 'kit', 'upgrades', 'kinds']);
      const id = V.id(m.id, [...mp, 'id']);
      claimId(id, [...mp, 'id']);
      const rank = V.choice(m.rank, [...mp, 'rank'], RANKS, 'ganger');
      const kit = V.choice(m.kit, [...mp, 'kit'], KIT_IDS as readonly string[]);
      const upgrades = V.list(m.upgrades, [...mp, 'upgrades'], true).map((u, ui) => V.choice(u, [...mp, 'upgrades', ui], GU_UPGRADE_IDS) as GuUpgradeId);
      const kinds = V.list(m.kinds, [...mp, 'kinds'], true).map((k, ki) => V.choice(k, [...mp, 'kinds', ki], FIGURE_KINDS) as string);
      return { id, name: V.str(m.name, [...mp, 'name'], id), rank, kit, upgrades, kinds };
    });
    const check = checkGang(members, credits);
    if (check.problems.length > 0) {
      const p = check.problems[0];
      const at = p.member === undefined ? gp : [...gp, 'members', members.findIndex((m) => m.id === p.member)];
      V.fail(at, 'gu-gang', { gangProblem: gangProblemText(lang, p) });
    }
    return { id: gid, name: V.str(g.name, [...gp, 'name'], gid), credits, cost: check.total, members };
  });
}

/** The game's slice at the start, from the scenario's gangs: every figure at full PV, no turn yet. */
export function initialSlice(gangs: readonly GangSpec[]): GuSlice {
  const out: GuSlice = { gangs: {}, figures: {}, round: null };
  for (const g of gangs) {
    out.gangs[g.id] = { id: g.id, name: g.name, credits: g.credits, cost: g.cost, prescience: null, members: g.members.map((m) => m.id) };
    for (const m of g.members) {
      const pv = memberProfile(m)?.profile.pv ?? 1;
      out.figures[m.id] = newFigure({ id: m.id, name: m.name, gang: g.id, rank: m.rank, kit: m.kit, upgrades: [...m.upgrades], kinds: [...m.kinds], pv });
    }
  }
  return out;
}
