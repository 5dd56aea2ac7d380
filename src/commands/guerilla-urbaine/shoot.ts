// `umpire gu-shoot <figure> --at <target>`: a gang figure's shooting action
// (l.95): Cd shots, each at one figure or, for a zone weapon, at every figure
// within its zone; to hit, saves, PV (R16). The umpire gives the distance and
// who is more than half hidden (U150). Thin adapter over
// src/rules/guerilla-urbaine/skirmish.ts.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { GU_WEAPON_IDS, GU_WEAPON_LINES, GU_WEAPONS, UNSOLD_WEAPONS, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';
import { markerModifiers } from '../../rules/guerilla-urbaine/powers.js';
import { resolveGangShot, withFirstAction, type GangShotFacts } from '../../rules/guerilla-urbaine/skirmish.js';
import { LONG_RANGE_FACTOR, type ShotTarget } from '../../rules/guerilla-urbaine/shooting.js';
import type { Game } from '../../engine/system.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, choiceOpt, intOpt, listedIds, runProcedure, type CommonOpts, type Io } from '../common.js';
import { actingFigure, actorArg, figureChoices, figureIds, firstFact, firstOpt, gangOf, guFigure, guSlice, looseActor, profileOf, robustOf, savesNow, shotsAimed, turnOf, weaponsOf } from './facts.js';

interface ShootOpts extends CommonOpts {
  at?: string[];
  /** One per `--at` in its order (repeatable); the map gives a list. */
  distance?: string | string[];
  weapon?: string;
  hidden?: string[];
  first?: string;
  t?: string;
  svg?: string;
  robust?: boolean;
  concentrated?: boolean;
  lineOfSight?: boolean;
}

/** `--distance` in pas: a whole or half number (the text's zones are 0,5 and 1,5 pas). */
function distanceOpt(v: string): number {
  const s = v.trim().replace(',', '.');
  if (!/^\d{1,3}(\.5)?$/.test(s)) throw new UserError('gu-bad-distance', { value: v });
  return Number(s);
}

/** The distances typed or read, in order (one per `--at`). */
function distancesOf(v: string | string[] | undefined): number[] {
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]).map(distanceOpt);
}

/**
 * Each shot's distance (l.46: "Les cibles de chaque tir peuvent être différentes", so each its own distance): one
 * `--distance` per `--at`, in its order; one for every shot when they all aim at one figure (from where it stands, one
 * distance). Else exit 2, one line.
 */
export function shotDistances(distances: readonly number[], aimed: readonly string[]): number[] {
  if (aimed.length <= 1 || distances.length === aimed.length) return aimed.length === 0 ? [...distances.slice(0, 1)] : [...distances];
  if (distances.length === 1 && new Set(aimed).size === 1) return aimed.map(() => distances[0]);
  throw new UserError('gu-distance-per-shot', { given: distances.length, shots: aimed.length, targets: aimed.join(', ') });
}

/** Each `--at`'s aimed figure: its first (a zone weapon's list, the figure aimed at). */
const aimedOf = (at: readonly string[] | undefined): string[] => (at ?? []).map((a) => a.split(',')[0].trim());

/** The weapon the guide's answers name: the one picked, else the figure's first. */
function weaponPicked(game: Game, id: string | undefined, values: Readonly<Record<string, string>> = {}): GuWeapon | undefined {
  const ws = weaponsOf(game, id);
  return ws.find((w) => w.id === values['--weapon']) ?? ws[0];
}

const SHOOT_FACTS: ProcedureFacts = {
  args: [actorArg('the shooter, a figure of the game (omit for a stateless lookup with --t)', 'shoot')],
  options: [
    firstFact('shoot'),
    {
      flags: '--weapon <weapon>',
      description: `the weapon fired (default the figure's first): ${GU_WEAPON_IDS.join(', ')}; ${UNSOLD_WEAPONS.join(', ')} are in the weapons' list (l.138-152) but in no ganger's kit (l.164-186): a stateless lookup only`,
      role: 'value',
      ask: 'required',
      askWhen: (game, [id]) => weaponsOf(game, id).length > 1,
      pick: (game, [id]) => weaponsOf(game, id).map((w) => ({ value: w.id })),
    },
    {
      flags: '--at <figures>',
      description: 'the figure shot at (repeat for Cd 2); for a zone weapon, every figure within the zone, comma-separated',
      role: 'value',
      ask: 'required',
      repeatable: true,
      // A zone weapon hits every figure within its zone, friend or foe (l.48); a shot, one figure of the other side.
      pick: (game, [id], lang, values) => {
        const zone = weaponPicked(game, id, values)?.zone != null;
        const gang = gangOf(game, id);
        return figureChoices(game, lang, (f) => !f.dead && f.id !== id && (zone || f.gang !== gang));
      },
      many: (game, [id], values) => {
        const w = weaponPicked(game, id, values);
        return w === undefined ? null : w.zone !== null ? 'list' : w.rate;
      },
    },
    {
      flags: '--distance <pas>',
      description: 'distance to the target in pas (long range: up to 2 x Por); repeat, one per --at in its order (l.46)',
      role: 'value',
      ask: 'required',
      repeatable: true,
      // The guide refuses at the prompt what the command refuses (a whole or half number of pas).
      parse: distanceOpt,
      // l.46: each shot at its own target: asked once per figure aimed at, given once per --at.
      each: (game, [id], values) => shotsAimed(weaponPicked(game, id, values), values['--at']),
      // No farther than the weapon's long range, 2 x Por (l.31; the rule refuses beyond): the guide asks no farther.
      most: (game, [id], values) => {
        const w = weaponPicked(game, id, values);
        return w === undefined ? null : w.range * LONG_RANGE_FACTOR;
      },
    },
    {
      flags: '--hidden <figures>',
      description: 'targets more than half behind cover (+1, l.37), comma-separated',
      role: 'value',
      ask: 'optional',
      repeatable: true,
      many: () => 'list',
      pick: (game, _s, lang, values) => {
        const aimed = new Set((values?.['--at'] ?? '').split(',').filter(Boolean));
        return figureChoices(game, lang, (f) => aimed.has(f.id));
      },
    },
    // l.40: real lines of sight from the head; on a map, read from it (figures in the way block, U337).
    { flags: '--no-line-of-sight', description: 'the shooter has no line of sight to the target (l.40: not through a figure): refused', role: 'other' },
    { flags: '--t <n>', description: "stateless: the shooter's base T (2-6)", role: 'stateless' },
    { flags: '--svg <n>', description: "stateless: the target's save (2-6)", role: 'stateless' },
    { flags: '--robust', description: 'stateless: the target is Robuste (+1)', role: 'stateless' },
    { flags: '--concentrated', description: 'stateless: the shooter concentrated first (-1)', role: 'stateless' },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('gu-shoot')
    .description("Guérilla Urbaine: a figure's shooting action, its second: D6 against T with its modifiers, then the target's saves; each hit not saved takes 1 PV (l.29-48, R16)");
  defineFacts(cmd, SHOOT_FACTS);
  addCommon(cmd);
  cmd.action(async (figure: string | undefined, opts: ShootOpts) => {
    // Read when the facts are gathered: on a game with a map, after the map filled it (src/map/facts.ts).
    const distanceNow = (): number[] => {
      if (opts.distance === undefined || (Array.isArray(opts.distance) && opts.distance.length === 0)) throw new UserError('missing-option', { procedure: 'gu-shoot', whatKey: 'err.w.gu-game-distance', option: '--distance', optionKey: 'err.o.gu-game-distance' });
      return distancesOf(opts.distance);
    };
    if (opts.distance !== undefined) distanceNow();
    const first = firstOpt(opts.first);
    // Read when the facts are gathered: on a game with a map, after the map filled it (U409).
    const hiddenNow = () => new Set(listedIds('--hidden', opts.hidden));
    hiddenNow();
    await runProcedure<GangShotFacts>(io, opts, figure, {
      name: 'gu-shoot',
      fromOptions(_edition, lang) {
        const given = distanceNow();
        if (opts.t === undefined) throw new UserError('missing-option', { procedure: 'gu-shoot', whatKey: 'err.w.gu-shooter', option: '<figure> or --t', optionKey: 'err.o.gu-shooter' });
        const weapon: GuWeapon = GU_WEAPONS[choiceOpt('--weapon', opts.weapon ?? 'pistol', GU_WEAPON_IDS)];
        const svg = opts.svg === undefined ? [] : [intOpt('--svg', opts.svg, 2, 6)];
        const target: ShotTarget = { id: 'target', pv: 1, saves: svg, robust: opts.robust === true, hidden: hiddenNow().size > 0 };
        // Stateless: one figure ("target"), a shot per --at or per --distance (l.46), at most Cd.
        const n = Math.min(weapon.rate, Math.max(1, (opts.at ?? []).length, given.length));
        const ds = given.length === 1 ? Array.from({ length: n }, () => given[0]) : shotDistances(given, Array.from({ length: n }, (_, i) => `#${i + 1}`));
        const shots = ds.map((d) => ({ targets: [target], distance: d }));
        const distance = ds[0];
        const loose = looseActor(opts.concentrated ? 'concentrate' : 'move');
        return { lang, ...loose, extra: [], shooting: { shoot: intOpt('--t', opts.t, 2, 6), upgrades: [], weapon, distance, shots } };
      },
      fromState(game, id, lang) {
        const given = distanceNow();
        const ds = shotDistances(given, aimedOf(opts.at));
        const distance = ds[0];
        const s = guSlice(game);
        const f = guFigure(s, id);
        for (const o of ['t', 'svg', 'robust', 'concentrated'] as const) if (opts[o] !== undefined) throw new UserError('state-knows', { option: `--${o}`, whatKey: 'err.w.gu-profiles' });
        const p = profileOf(f);
        const weapon = opts.weapon === undefined ? p.weapons[0] : p.weapons.find((w) => w.id === opts.weapon);
        if (weapon === undefined) {
          // l.138, l.150, l.152: a weapon of the list that no ganger's line carries, so no figure of a gang has it.
          const unsold = UNSOLD_WEAPONS.find((w) => w === opts.weapon);
          if (unsold !== undefined) throw new UserError('gu-weapon-unsold', { weapon: unsold, line: GU_WEAPON_LINES[unsold] });
          if (p.weapons.length === 0) return { lang, round: s.round, figure: actingFigure(f, s), extra: [], shooting: { shoot: null, upgrades: [], weapon: GU_WEAPONS.pistol, distance, shots: [] } };
          throw new UserError('bad-choice', { option: '--weapon', value: opts.weapon ?? '', choices: p.weapons.map((w) => w.id).join(', ') });
        }
        const turn = turnOf(s.round);
        const hidden = hiddenNow();
        const target = (t: ReturnType<typeof guFigure>): ShotTarget => ({
          id: t.id,
          name: t.name,
          pv: t.pv,
          saves: savesNow(t, turn),
          robust: robustOf(t),
          hidden: hidden.has(t.id),
          large: t.kinds.includes('large'),
          gigantic: t.kinds.includes('gigantic'),
          camouflaged: t.camouflaged,
        });
        for (const h of hidden) guFigure(s, h);
        const shots = (opts.at ?? []).map((a, i) => ({ targets: figureIds(s, '--at', [a]).map(target), distance: ds[i] }));
        return { lang, round: s.round, figure: actingFigure(f, s), move: p.move, extra: markerModifiers(f, turn, lang), shooting: { shoot: p.profile.shoot, upgrades: p.profile.upgrades, weapon, distance, shots, ...(opts.lineOfSight === false ? { noLineOfSight: true } : {}) } };
      },
      resolve: withFirstAction(first, 'gu-shoot', resolveGangShot),
    });
  });
}
