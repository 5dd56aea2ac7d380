// `umpire gu-shoot <figure> --at <target>`: a gang figure's shooting action
// (l.95): Cd shots, each at one figure or, for a zone weapon, at every figure
// within its zone; to hit, saves, PV (R16). The umpire gives the distance and
// who is more than half hidden (U150). Thin adapter over
// src/rules/guerilla-urbaine/skirmish.ts.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { GU_WEAPON_IDS, GU_WEAPONS, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';
import { markerModifiers } from '../../rules/guerilla-urbaine/powers.js';
import { resolveGangShot, withFirstAction, type GangShotFacts } from '../../rules/guerilla-urbaine/skirmish.js';
import type { ShotTarget } from '../../rules/guerilla-urbaine/shooting.js';
import { addCommon, choiceOpt, collect, intOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { actingFigure, addFirst, figureIds, firstOpt, guFigure, guSlice, looseActor, profileOf, robustOf, savesNow, turnOf } from './facts.js';

interface ShootOpts extends CommonOpts {
  at?: string[];
  distance?: string;
  weapon?: string;
  hidden?: string[];
  first?: string;
  t?: string;
  svg?: string;
  robust?: boolean;
  concentrated?: boolean;
}

/** `--distance` in pas: a whole or half number (the text's zones are 0,5 and 1,5 pas). */
function distanceOpt(v: string): number {
  const s = v.trim().replace(',', '.');
  if (!/^\d{1,3}(\.5)?$/.test(s)) throw new UserError('gu-bad-distance', { value: v });
  return Number(s);
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('gu-shoot')
    .argument('[figure]', 'the shooter, a figure of the game (omit for a stateless lookup with --t)')
    .description("Guérilla Urbaine: a figure's shooting action, its second: D6 against T with its modifiers, then the target's saves; each hit not saved takes 1 PV (l.29-48, R16)")
    .option('--at <figures>', 'one shot at this figure (repeat for Cd 2); for a zone weapon, every figure within the zone, comma-separated', collect)
    .option('--distance <pas>', 'distance to the figure aimed at, in pas (long range up to twice Por)')
    .option('--weapon <weapon>', `the weapon fired (default the figure's first): ${GU_WEAPON_IDS.join(', ')}`)
    .option('--hidden <figures>', 'targets more than half hidden by an obstacle (+1), comma-separated', collect)
    .option('--t <n>', 'stateless: the shooter\'s base T (2-6)')
    .option('--svg <n>', "stateless: the target's save (2-6)")
    .option('--robust', 'stateless: the target is Robuste (+1)')
    .option('--concentrated', 'stateless: the shooter concentrated first (-1)');
  addFirst(cmd);
  addCommon(cmd);
  cmd.action(async (figure: string | undefined, opts: ShootOpts) => {
    if (opts.distance === undefined) throw new UserError('missing-option', { procedure: 'gu-shoot', whatKey: 'err.w.gu-game-distance', option: '--distance', optionKey: 'err.o.gu-game-distance' });
    const distance = distanceOpt(opts.distance);
    const first = firstOpt(opts.first);
    const hidden = new Set((opts.hidden ?? []).flatMap((h) => h.split(',')).map((h) => h.trim()));
    await runProcedure<GangShotFacts>(io, opts, figure, {
      name: 'gu-shoot',
      fromOptions(_edition, lang) {
        if (opts.t === undefined) throw new UserError('missing-option', { procedure: 'gu-shoot', whatKey: 'err.w.gu-shooter', option: '<figure> or --t', optionKey: 'err.o.gu-shooter' });
        const weapon: GuWeapon = GU_WEAPONS[choiceOpt('--weapon', opts.weapon ?? 'pistol', GU_WEAPON_IDS)];
        const svg = opts.svg === undefined ? [] : [intOpt('--svg', opts.svg, 2, 6)];
        const target: ShotTarget = { id: 'target', pv: 1, saves: svg, robust: opts.robust === true, hidden: hidden.size > 0 };
        const shots = Array.from({ length: weapon.rate }, () => ({ targets: [target] })).slice(0, Math.max(1, (opts.at ?? []).length || 1));
        const loose = looseActor(opts.concentrated ? 'concentrate' : 'move');
        return { lang, ...loose, extra: [], shooting: { shoot: intOpt('--t', opts.t, 2, 6), upgrades: [], weapon, distance, shots } };
      },
      fromState(game, id, lang) {
        const s = guSlice(game);
        const f = guFigure(s, id);
        for (const o of ['t', 'svg', 'robust', 'concentrated'] as const) if (opts[o] !== undefined) throw new UserError('state-knows', { option: `--${o}`, whatKey: 'err.w.gu-profiles' });
        const p = profileOf(f);
        const weapon = opts.weapon === undefined ? p.weapons[0] : p.weapons.find((w) => w.id === opts.weapon);
        if (weapon === undefined) {
          if (p.weapons.length === 0) return { lang, round: s.round, figure: actingFigure(f), extra: [], shooting: { shoot: null, upgrades: [], weapon: GU_WEAPONS.pistol, distance, shots: [] } };
          throw new UserError('bad-choice', { option: '--weapon', value: opts.weapon ?? '', choices: p.weapons.map((w) => w.id).join(', ') });
        }
        const turn = turnOf(s.round);
        const target = (t: ReturnType<typeof guFigure>): ShotTarget => ({
          id: t.id,
          pv: t.pv,
          saves: savesNow(t, turn),
          robust: robustOf(t),
          hidden: hidden.has(t.id),
          large: t.kinds.includes('large'),
          gigantic: t.kinds.includes('gigantic'),
          camouflaged: t.camouflaged,
        });
        for (const h of hidden) guFigure(s, h);
        const shots = (opts.at ?? []).map((a) => ({ targets: figureIds(s, [a]).map(target) }));
        return { lang, round: s.round, figure: actingFigure(f), move: p.move, extra: markerModifiers(f, turn, lang), shooting: { shoot: p.profile.shoot, upgrades: p.profile.upgrades, weapon, distance, shots } };
      },
      resolve: withFirstAction(first, 'gu-shoot', resolveGangShot),
    });
  });
}
