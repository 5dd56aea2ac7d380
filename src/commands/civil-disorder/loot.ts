// `umpire loot [crowd] [building]`: looters break into a building (R12); the
// looting turns after the break-in are run by `umpire next-turn`.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { LOOT_RLS, LOOTER_PACE, PICKUP_CAPACITY, PICKUPS, nearestShops, resolveLoot, type LootFacts, type LootingState, type Pickup } from '../../rules/civil-disorder/loot.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { t } from '../../i18n/index.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface LootOpts extends CommonOpts {
  rl?: string;
  figures?: string;
  looters?: string;
  looterCrowd?: boolean;
  value?: string;
  loot?: string;
  looted?: boolean;
  fires?: string;
  pickup?: string;
}

const pace = (e: 'en' | 'fr') => `${LOOTER_PACE[e].dice}d6${LOOTER_PACE[e].unit === 'in' ? '"' : ' cm'}`;

/** The crowd looting at building `id`, if any. */
const lootingAt = (game: GameState, id: string): string | null => (game.buildings[id]?.looting as LootingState | undefined)?.crowd ?? null;

/** Looting's facts: a crowd at RL 7-8 not looting elsewhere, a building not burning with loot (or already looted: set on fire) that no crowd is looting. */
const LOOT_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'crowd',
      description: 'crowd id in the state (omit for a stateless lookup)',
      kind: 'crowds',
      // At RL 7-8, not looting a building already.
      canAct: (game, id) => LOOT_RLS.includes(game.crowds[id]?.rl ?? 0) && !Object.keys(game.buildings).some((b) => lootingAt(game, b) === id),
    },
    {
      name: 'building',
      description: 'building id in the state',
      kind: 'buildings',
      canAct: (game, id, [crowd]) => {
        const b = game.buildings[id];
        const by = lootingAt(game, id);
        // Not a burning building: crowds will not enter one (the rules refuse it).
        // A crowd whose looters have broken off (U31) can only set an already looted one on fire.
        const c = crowd !== undefined && Object.hasOwn(game.crowds, crowd) ? game.crowds[crowd] : undefined;
        const looters = c !== undefined && (c.looter || c.looters !== 0);
        return Boolean(b) && (b.looted || (b.loot > 0 && looters)) && (b.fires ?? 0) === 0 && by === null;
      },
      label: (game, id, lang) => t(lang, 'guide.loot-left', { loot: game.buildings[id]?.loot ?? 0 }),
    },
  ],
  options: [
    { flags: '--rl <n>', description: "the crowd's RL (stateless)", role: 'stateless' },
    { flags: '--figures <n>', description: "the crowd's figures (stateless)", role: 'stateless' },
    { flags: '--looters <n>', description: "looters in a normal crowd (default: the scenario's, else 1d6 break off)", role: 'other' },
    { flags: '--looter-crowd', description: 'a looter crowd: all its figures loot (stateless)', role: 'stateless' },
    { flags: '--value <n>', description: "the building's value left (stateless)", role: 'stateless' },
    { flags: '--loot <n>', description: 'loot units in the building (stateless)', role: 'stateless' },
    { flags: '--looted', description: 'the building has already been looted (stateless)', role: 'stateless' },
    { flags: '--fires <n>', description: 'fires burning in the building (stateless)', role: 'stateless' },
    {
      flags: '--pickup <vehicle>',
      description: `the vehicle the looters load, the optional pickup rule: a car carries ${PICKUP_CAPACITY.car}, a van ${PICKUP_CAPACITY.van} loot units`,
      role: 'value',
      ask: 'optional',
      choices: PICKUPS,
      checked: true,
      askWhen: (game) => game.options.pickup,
    },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('loot')
    .description(
      `Looting (R12): only at RL ${LOOT_RLS.join(' or ')}; one turn to break in (1d6 damage), then one loot unit per looter per turn ` +
        `(run by next-turn); looters leave at ${pace('en')} (en) / ${pace('fr')} (fr) a turn; an already looted place is set on fire`,
    );
  defineFacts(cmd, LOOT_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, building: string | undefined, opts: LootOpts) => {
    const pickup = opts.pickup === undefined ? null : choiceOpt<Pickup>('--pickup', opts.pickup, PICKUPS);
    const looters = opts.looters === undefined ? undefined : intOpt('--looters', opts.looters, 0, 10000);
    await runProcedure<LootFacts>(io, opts, crowd, {
      name: 'loot',
      fromOptions(edition, lang) {
        const OPTION_KEY: Record<string, string> = { '<crowd> <building> or --rl N': 'err.o.crowd-building-or-rl' };
        const need = (v: string | undefined, option: string, whatKey: string) => {
          if (v === undefined) throw new UserError('missing-option', { procedure: 'loot', whatKey, option, ...(OPTION_KEY[option] ? { optionKey: OPTION_KEY[option] } : {}) });
          return v;
        };
        need(opts.rl, '<crowd> <building> or --rl N', 'err.w.damage-sides');
        const looterCrowd = Boolean(opts.looterCrowd);
        const value = intOpt('--value', need(opts.value, '--value N', 'err.w.loot-value'), 0, 1000);
        return {
          edition,
          lang,
          rl: intOpt('--rl', opts.rl, 1, 8),
          looterCrowd,
          figures: looterCrowd
            ? intOpt('--figures', need(opts.figures, '--figures N', 'a looter crowd needs its figures'), 1, 10000)
            : opts.figures === undefined
              ? 10000 // no cap on the looters breaking off
              : intOpt('--figures', opts.figures, 1, 10000),
          looters: looterCrowd ? null : (looters ?? null),
          value,
          // Looting: loot units are "50% of the property value" unless given.
          loot: opts.loot === undefined ? Math.floor(value / 2) : intOpt('--loot', opts.loot, 0, 1000),
          looted: Boolean(opts.looted),
          fires: opts.fires === undefined ? 0 : intOpt('--fires', opts.fires, 0, 1000),
          pickup,
        };
      },
      fromState(game, id, lang) {
        for (const o of ['rl', 'figures', 'looterCrowd', 'value', 'loot', 'looted', 'fires'] as const) {
          if (opts[o] !== undefined) {
            throw new UserError('bad-option', { option: `--${o.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, problemKey: 'err.p.stateless-only' });
          }
        }
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (building === undefined) {
          // EN l.177 "rob the nearest shops"; FR l.268: a normal crowd's looters, the map proposes the nearest (U392).
          const near = c.looter ? null : nearestShops(game, id);
          if (near) throw new UserError('missing-option', { procedure: 'loot', whatKey: 'err.w.loot-nearest', shops: near.ids.join(', '), distance: near.distance, unitKey: `common.unit.${near.unit}`, option: '<crowd> <building>', optionKey: 'err.o.crowd-building' });
          throw new UserError('missing-option', { procedure: 'loot', whatKey: 'err.w.loot-building', option: '<crowd> <building>', optionKey: 'err.o.crowd-building' });
        }
        const b = lookup(game.buildings, building, 'unknown-building');
        if (pickup && !game.options.pickup) throw new UserError('pickup-off');
        const busy = Object.values(game.buildings).find((x) => (x.looting as LootingState | undefined)?.crowd === id);
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          crowdId: id,
          crowdName: c.name,
          rl: c.rl,
          looterCrowd: c.looter,
          figures: c.figures,
          // U31: once a crowd's looters have broken off (0), --looters does not bring them back.
          looters: c.looter ? null : c.looters === 0 ? 0 : (looters ?? c.looters),
          buildingId: b.id,
          buildingName: b.name,
          value: b.value,
          loot: b.loot,
          looted: b.looted,
          fires: b.fires,
          lootingBy: (b.looting as LootingState | undefined)?.crowd ?? null,
          crowdBusyAt: busy && busy.id !== b.id ? busy.id : null,
          pickup,
        };
      },
      resolve: resolveLoot,
    });
  });
}
