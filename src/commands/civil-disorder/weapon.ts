// The non-lethal weapons and missiles, one subcommand each: `umpire gas`,
// `umpire water`, `umpire baton-gun`, `umpire missiles`, `umpire petrol-bomb`.
// Each works on the state (a crowd id given) and stateless; ranges are in the
// edition's unit and shown in --help and in the output.
import type { Command } from 'commander';
import type { Edition } from '../../rules/types.js';
import { stockSource } from '../../rules/civil-disorder/stocks.js';
import { factoriesOf } from '../../rules/civil-disorder/factories.js';
import { UserError } from '../../errors.js';
import {
  AREA_DIAMETER,
  BATON_CLOSE,
  MISSILE_SUPPLY_TURNS,
  PETROL_BOMB_EVERY,
  distanceText,
  rangeHelp,
  WEAPON_RANGE,
  resolveBatonGun,
  resolveGas,
  resolveIntoGas,
  resolveMissiles,
  resolvePetrolBomb,
  resolveRestock,
  resolveWater,
  THROW_BY_RL,
  throwRefusal,
  type BatonFacts,
  type GasFacts,
  type MissileFacts,
  type PetrolFacts,
  type TargetUnit,
  type WaterFacts,
  type Weapon,
} from '../../rules/civil-disorder/weapons.js';
import type { Resolution } from '../../rules/types.js';
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';
import { unitMembers, type GasCloud } from '../../state/civil-disorder/facts.js';
import { RIOT_KIT, type GameState, type RiotKit, type UnitState } from '../../state/civil-disorder/types.js';
import { defineFacts, type FactOption, type ProcedureFacts } from '../facts.js';
import { crowdFiguresOf, crowdInPlay, membersOf } from './facts.js';
import { t, wordFor } from '../../i18n/index.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface WeaponOpts extends CommonOpts {
  unit?: string;
  range?: string;
}

/** A distance in the edition's unit (decimals allowed: 62.5 cm), or a UserError naming the option. */
export function distanceOpt(option: string, value: unknown): number {
  const s = String(value).trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) throw new UserError('bad-option', { option, problemKey: 'err.p.not-distance', value: String(value) });
  return Number(s);
}

/** The weapons whose --range each procedure asks (gas, water, baton-gun, missiles, petrol-bomb), in the order their help names them. */
/**
 * The five weapons' command texts: both editions' numbers (a stateless lookup may take either), or, `edition`
 * given (inside a game, GameSystem.editionHelp), its own alone (issue 40 item 7), from the rules' tables.
 */
export function weaponDescriptions(edition?: Edition): Readonly<Record<'gas' | 'water' | 'baton-gun' | 'missiles' | 'petrol-bomb', string>> {
  const range = (w: Weapon) => (edition === undefined ? rangeHelp(w) : distanceText(edition, 'en', WEAPON_RANGE[edition][w]));
  const both = (en: number, fr: number) => (edition === undefined ? `${en}" / ${fr} cm` : distanceText(edition, 'en', edition === 'en' ? en : fr));
  return {
    gas: `Gas grenade (range ${range('gas-grenade')}) or riot gun (${range('riot-gun')}): a cloud ${both(AREA_DIAMETER.en.gas, AREA_DIAMETER.fr.gas)} across, effective after 1 turn, remains 2d6 turns`,
    water: `Water cannon (range ${range('water-cannon')}) or fire hose (${range('fire-hose')}): always hits; 1 turn of hosing 'damp', 3 'soaked'; dry after 20 turns`,
    'baton-gun': `Baton gun, rubber bullets (range ${range('baton-gun')}): 1d6 a shot, 5-6 knocks a rioter down for 3 turns; under ${both(BATON_CLOSE.en, BATON_CLOSE.fr)} each hit rolls again, 6 a serious wound`,
    missiles: `Bricks and bottles (range ${range('bricks-bottles')}): 1d3 per 10 throwers = hits; unprotected wounded, riot shields half, full riot kit impervious; ${MISSILE_SUPPLY_TURNS} turns of throwing, then restock`,
    'petrol-bomb': `Petrol bomb (range ${range('petrol-bomb')}): flame hazard ${both(AREA_DIAMETER.en.flame, AREA_DIAMETER.fr.flame)} across, 1d6 per figure in it, wounded on 1-2 (1 in fireproof kit); in a building it starts a fire; once every ${PETROL_BOMB_EVERY} turns per crowd`,
  };
}

export const RANGE_GROUPS: readonly (readonly Weapon[])[] = [['gas-grenade', 'riot-gun'], ['water-cannon', 'fire-hose'], ['baton-gun'], ['bricks-bottles'], ['petrol-bomb']];

/** --range's help: both editions' ranges; `edition`, inside a game, its own alone (issue 40 item 7; GameSystem.editionHelp). */
export function rangeOptionHelp(weapons: readonly Weapon[], edition?: Edition): string {
  if (edition === undefined) return `distance to the target (inches, or cm in Émeutes); refused beyond range: ${weapons.map((w) => `${w} ${rangeHelp(w)}`).join('; ')}`;
  return `distance to the target (${edition === 'en' ? 'inches' : 'cm'}); refused beyond range: ${weapons.map((w) => `${w} ${distanceText(edition, 'en', WEAPON_RANGE[edition][w])}`).join('; ')}`;
}

/**
 * The measured distance to the target (optional: asked with Enter to leave it out). Asked no farther than the
 * weapon's range in the game's edition (the rule refuses beyond): the first weapon, or the one `--weapon` names
 * (`byChoice`: the option's value to the weapon, `grenade` to `gas-grenade`).
 */
function rangeFact(weapons: Weapon[], byChoice: Record<string, Weapon> = {}): FactOption {
  return {
    flags: '--range <distance>',
    description: rangeOptionHelp(weapons),
    role: 'value',
    ask: 'optional',
    most: (game, _s, values) => WEAPON_RANGE[game.edition][byChoice[values['--weapon'] ?? ''] ?? weapons[0]],
  };
}

/** The unit firing, for the record. */
const UNIT_FACT: FactOption = { flags: '--unit <id>', description: 'the unit firing (for the record)', role: 'value', ask: 'optional', ids: 'units' };
const CROWD_ARG = { name: 'crowd', description: 'crowd id in the state (omit for a stateless lookup)', kind: 'crowds', canAct: crowdInPlay } as const;

/** The target unit as the rules need it. */
function targetUnit(u: UnitState, fireproof = false): TargetUnit {
  return {
    id: u.id,
    name: u.name,
    strength: u.strength,
    wounded: u.wounded ?? 0,
    riotKit: u.riotKit,
    firsts: u.firsts ?? {},
    // Fires and Firefighting: "Fire-fighters all have fireproof clothing".
    fireproof: fireproof || u.type === 'firefighters',
  };
}

function firingUnit(game: GameState, opts: WeaponOpts): string | undefined {
  if (opts.unit === undefined) return undefined;
  lookup(game.units, opts.unit, 'unknown-unit');
  return opts.unit;
}

function noStateless(opts: WeaponOpts, procedure: string): void {
  if (opts.unit !== undefined) throw new UserError('bad-option', { option: '--unit', problemKey: 'err.p.unit-needs-crowd', procedure });
}

// --- gas ---------------------------------------------------------------------

interface GasOpts extends WeaponOpts {
  kind: string;
  weapon: string;
  into?: string;
}

/** Gas's facts: the crowds under the cloud, the kind, the weapon, who fires, the distance. */
const GAS_FACTS: ProcedureFacts = {
  // A cloud may cover several crowds (EN l.205 "approx 5” in diameter"): a checklist, each crowd its own word (issue 40 item 5).
  args: [{ name: 'crowds', description: 'crowd ids under the cloud (omit for a stateless lookup)', kind: 'crowds', variadic: true, list: true, apart: true, canAct: crowdInPlay }],
  options: [
    // Asked first where a cloud is still there that the crowds are not all in: "none" fires a new one.
    {
      flags: '--into <cloud>',
      description: 'the crowds have moved into this existing cloud (gas-1...): no new cloud, no dice',
      role: 'value',
      ask: 'optional',
      pick: (game, [crowds], lang) =>
        (Object.values(game.gas) as unknown as GasCloud[])
          .filter((c) => c.until > game.turn && (crowds ?? '').split(',').some((x) => x !== '' && !c.crowds.includes(x)))
          .map((c) => ({ value: c.id, name: `${c.id} (${wordFor(lang, [`weapons.gas.kind.${c.kind}`], c.kind)}: ${c.crowds.join(', ') || '-'})` })),
    },
    { flags: '--kind <kind>', description: 'tear gas or CS gas', role: 'value', ask: 'required', choices: ['tear', 'cs'], checked: true, default: 'tear', unlessGiven: ['--into'] },
    { flags: '--weapon <weapon>', description: 'thrown grenade or riot gun', role: 'value', ask: 'required', choices: ['grenade', 'riot-gun'], checked: true, default: 'grenade', unlessGiven: ['--into'] },
    { ...UNIT_FACT, unlessGiven: ['--into'] },
    { ...rangeFact(['gas-grenade', 'riot-gun'], { grenade: 'gas-grenade', 'riot-gun': 'riot-gun' }), unlessGiven: ['--into'] },
  ],
  diceWhen: (_g, _s, given) => !given.has('--into'),
};

export function registerGas(program: Command, io: Io): void {
  const cmd = program
    .command('gas')
    .description(weaponDescriptions().gas);
  defineFacts(cmd, GAS_FACTS);
  addCommon(cmd);
  cmd.action(async (crowds: string[], opts: GasOpts) => {
    const weapon = opts.weapon === 'riot-gun' ? 'riot-gun' : 'gas-grenade';
    const kind = choiceOpt('--kind', opts.kind, ['tear', 'cs'] as const);
    // Read when the facts are gathered: on a game with a map, after the map filled it (src/map/facts.ts).
    const range = () => (opts.range === undefined ? undefined : distanceOpt('--range', opts.range));
    type Run = { into: false; facts: GasFacts } | { into: true; facts: Parameters<typeof resolveIntoGas>[0] };
    await runProcedure<Run>(io, opts, crowds[0], {
      name: 'gas',
      fromOptions(edition, lang) {
        noStateless(opts, 'gas');
        if (opts.into !== undefined) throw new UserError('bad-option', { option: '--into', problemKey: 'err.p.into-needs-crowds' });
        return { into: false, facts: { edition, lang, weapon, kind, crowds: [], turn: null, range: range() } };
      },
      fromState(game, _id, lang) {
        for (const c of crowds) lookup(game.crowds, c, 'unknown-crowd');
        if (new Set(crowds).size !== crowds.length) throw new UserError('bad-option', { option: '<crowds>', problemKey: 'err.p.crowd-twice' });
        if (opts.into !== undefined) {
          const cloud = lookup(game.gas, opts.into, 'unknown-cloud') as unknown as GasCloud;
          return { into: true, facts: { edition: game.edition, lang, cloud, crowds, turn: game.turn } };
        }
        const unit = firingUnit(game, opts);
        // U374: the firing unit's patrol car's gas (Civil Disorder), else the side's, else plenty.
        const src = stockSource(game.edition, 'gas', unit === undefined ? undefined : game.units[unit], game.stocks);
        return { into: false, facts: { edition: game.edition, lang, weapon, kind, crowds, turn: game.turn, counter: game.counters.gas, unit, range: range(), ...(src === null ? {} : { stock: src.left, stockPath: src.path }) } };
      },
      resolve(run, dice): Resolution {
        return run.into ? resolveIntoGas(run.facts) : resolveGas(run.facts, dice);
      },
    });
  });
}

// --- water -------------------------------------------------------------------

interface WaterOpts extends WeaponOpts {
  weapon: string;
  turnsHosed?: string;
}

/** Water's facts: the crowd, the weapon, who hoses, the distance. */
const WATER_FACTS: ProcedureFacts = {
  // Water always hits: nothing is rolled.
  diceWhen: () => false,
  args: [{ ...CROWD_ARG, label: (game, id, lang) => t(lang, `guide.wet.${game.crowds[id]?.wet ?? 'dry'}`) }],
  options: [
    { flags: '--weapon <weapon>', description: 'water cannon or fire hose', role: 'value', ask: 'required', choices: ['cannon', 'hose'], checked: true, default: 'cannon' },
    { ...UNIT_FACT, description: 'the unit hosing (for the record)' },
    { flags: '--turns-hosed <n>', description: 'stateless: turns of hosing the crowd has had already (default 0)', role: 'stateless' },
    rangeFact(['water-cannon', 'fire-hose'], { cannon: 'water-cannon', hose: 'fire-hose' }),
  ],
};

export function registerWater(program: Command, io: Io): void {
  const cmd = program
    .command('water')
    .description(weaponDescriptions().water);
  defineFacts(cmd, WATER_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: WaterOpts) => {
    const weapon = opts.weapon === 'hose' ? 'fire-hose' : 'water-cannon';
    // Read when the facts are gathered: on a game with a map, after the map filled it (src/map/facts.ts).
    const range = () => (opts.range === undefined ? undefined : distanceOpt('--range', opts.range));
    await runProcedure<WaterFacts>(io, opts, crowd, {
      name: 'water',
      fromOptions(edition, lang) {
        noStateless(opts, 'water');
        const hosedTurns = opts.turnsHosed === undefined ? 0 : intOpt('--turns-hosed', opts.turnsHosed, 0, 1000);
        return { edition, lang, weapon, turn: null, hosedTurns, range: range() };
      },
      fromState(game, id, lang) {
        if (opts.turnsHosed !== undefined) throw new UserError('bad-option', { option: '--turns-hosed', problemKey: 'err.p.stateless-hosed', id });
        const c = lookup(game.crowds, id, 'unknown-crowd');
        return {
          edition: game.edition,
          lang,
          weapon,
          crowdId: id,
          turn: game.turn,
          hosedTurns: c.wet === 'dry' ? 0 : typeof c.hosed === 'number' ? c.hosed : c.wet === 'soaked' ? 3 : 1,
          hosedTurn: typeof c.hosedTurn === 'number' ? c.hosedTurn : undefined,
          unit: firingUnit(game, opts),
          range: range(),
        };
      },
      resolve: resolveWater,
    });
  });
}

// --- baton gun ---------------------------------------------------------------

interface BatonOpts extends WeaponOpts {
  shots: string;
}

/** The baton gun's facts: the crowd, the shots, who fires, the distance. */
const BATON_FACTS: ProcedureFacts = {
  args: [CROWD_ARG],
  options: [{ flags: '--shots <n>', description: 'shots fired (one die each)', role: 'value', ask: 'optional', default: '1' }, UNIT_FACT, rangeFact(['baton-gun'])],
};

export function registerBatonGun(program: Command, io: Io): void {
  const cmd = program
    .command('baton-gun')
    .description(weaponDescriptions()['baton-gun']);
  defineFacts(cmd, BATON_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: BatonOpts) => {
    const shots = intOpt('--shots', opts.shots, 1, 100);
    // Read when the facts are gathered: on a game with a map, after the map filled it (src/map/facts.ts).
    const range = () => (opts.range === undefined ? undefined : distanceOpt('--range', opts.range));
    await runProcedure<BatonFacts>(io, opts, crowd, {
      name: 'baton-gun',
      fromOptions(edition, lang) {
        noStateless(opts, 'baton-gun');
        return { edition, lang, turn: null, shots, range: range() };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        return { edition: game.edition, lang, crowdId: id, figures: c.figures, turn: game.turn, shots, range: range(), unit: firingUnit(game, opts), counter: game.counters.casualty };
      },
      resolve: resolveBatonGun,
    });
  });
}

/** A crowd that may throw a petrol bomb now (the guide's subjects). */
function petrolCanThrow(game: GameState, id: string): boolean {
  if (!crowdInPlay(game, id)) return false;
  const c = game.crowds[id];
  const last = typeof c.petrolBombTurn === 'number' ? c.petrolBombTurn : undefined;
  const stocked = typeof c.petrolBombsLeft !== 'number' || c.petrolBombsLeft > 0;
  return THROW_BY_RL[c.rl]?.petrol === true && (c.petrolBombs === true || factoriesOf(game.factories, id).length > 0) && stocked && (last === undefined || game.turn - last >= PETROL_BOMB_EVERY);
}

// --- bricks and bottles ------------------------------------------------------

interface MissileOpts extends CommonOpts {
  at?: string;
  throwers?: string;
  kit?: string;
  supplyUsed?: string;
  restock?: boolean;
  range?: string;
  outOfReach?: boolean;
  rl?: string;
}

type MissileRun = { restock: false; facts: MissileFacts } | { restock: true; facts: { edition: MissileFacts['edition']; lang: MissileFacts['lang']; crowdId: string; supplyUsed: number } };

/** The RLs at which a crowd throws (U65's table): "6, 7 or 8". */
function throwingRls(what: 'missiles' | 'petrol', lang: 'en' | 'fr'): string {
  const rls = Object.entries(THROW_BY_RL)
    .filter(([, r]) => (what === 'missiles' ? r.missiles !== 'no' : r.petrol))
    .map(([rl]) => rl);
  return rls.length < 2 ? rls.join('') : t(lang, 'guide.list-or', { list: rls.slice(0, -1).join(', '), last: rls[rls.length - 1] });
}

/** Bricks and bottles' facts: the throwing crowd, the SF unit targeted, the throwers, the distance. */
const MISSILE_FACTS: ProcedureFacts = {
  // The guide offers the crowds that may throw at their RL (U65): at RL 6 it then asks whether the police are out of
  // the crowd's reach (--out-of-reach), and a "no" is the rules' refusal, said before any other question.
  args: [
    {
      ...CROWD_ARG,
      description: 'the throwing crowd in the state (omit for a stateless lookup)',
      canAct: (game, id) => crowdInPlay(game, id) && (THROW_BY_RL[game.crowds[id].rl]?.missiles ?? 'no') !== 'no',
      // The RLs that throw, from the table itself (U65).
      noneWhy: (_game, lang) => t(lang, 'guide.none-why.missiles', { rls: throwingRls('missiles', lang) }),
    },
  ],
  options: [
    {
      flags: '--out-of-reach',
      description: "at RL 6: the police are out of the crowd's reach, so it throws (U65)",
      role: 'yes-no',
      question: 'weapons.q.out-of-reach',
      askWhen: (game, subjects) => THROW_BY_RL[game.crowds[subjects[0]]?.rl ?? 0]?.missiles === 'out-of-reach',
      refuseIfNo: (game, subjects, lang) => throwRefusal(lang, 'missiles', game.crowds[subjects[0]]?.rl, false, subjects[0]),
    },
    // Asked once the crowd has thrown (its supply of projectiles running down); given by the state when the supply is
    // spent and a new turn begins: the crowd can only restock then (the refusal a throw gets).
    {
      flags: '--restock',
      description: 'the crowd restocks on projectiles (no throwing this time)',
      role: 'yes-no',
      question: 'weapons.q.restock',
      askWhen: (game, [id]) => missileSupply(game, id).used > 0,
      suppliedWhen: (game, [id]) => {
        const m = missileSupply(game, id);
        return m.used >= MISSILE_SUPPLY_TURNS && m.last !== game.turn;
      },
    },
    { flags: '--at <unit>', description: 'the SF unit targeted (required on the state)', role: 'value', ask: 'required', ids: 'units', unlessGiven: ['--restock'] },
    {
      flags: '--throwers <n>',
      description: 'crowd members throwing (default: the whole crowd)',
      role: 'value',
      ask: 'optional',
      askWhen: (_g, _s, given) => !given.has('--restock'),
      // No more than the crowd's figures (the command refuses more): the guide asks no more.
      most: (game, [id]) => {
        const n = crowdFiguresOf(game, id);
        return n === null ? null : Math.max(1, n);
      },
      // Enter: the whole crowd, as the command takes it.
      enter: (game, [id]) => crowdFiguresOf(game, id),
    },
    { flags: '--kit <kit>', description: "stateless: the target's protection", role: 'stateless', choices: RIOT_KIT, checked: true },
    { flags: '--supply-used <n>', description: `stateless: turns of throwing already used (0..${MISSILE_SUPPLY_TURNS})`, role: 'stateless' },
    { flags: '--rl <n>', description: "stateless: the crowd's RL, checked against who throws at which level (U65)", role: 'stateless' },
    { ...rangeFact(['bricks-bottles']), askWhen: (_g, _s, given) => !given.has('--restock') },
  ],
  diceWhen: (_g, _s, given) => !given.has('--restock'),
};

/** A crowd's projectiles: the turns of throwing used and the last turn it threw (the state's missileTurns, missileTurn). */
function missileSupply(game: GameState, id: string | undefined): { used: number; last: number | undefined } {
  const c = id !== undefined && Object.hasOwn(game.crowds, id) ? (game.crowds[id] as { missileTurns?: unknown; missileTurn?: unknown }) : {};
  return { used: typeof c.missileTurns === 'number' ? c.missileTurns : 0, last: typeof c.missileTurn === 'number' ? c.missileTurn : undefined };
}

export function registerMissiles(program: Command, io: Io): void {
  const cmd = program
    .command('missiles')
    .description(weaponDescriptions().missiles);
  defineFacts(cmd, MISSILE_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: MissileOpts) => {
    // Read when the facts are gathered: on a game with a map, after the map filled it (src/map/facts.ts).
    const range = () => (opts.range === undefined ? undefined : distanceOpt('--range', opts.range));
    await runProcedure<MissileRun>(io, opts, crowd, {
      name: 'missiles',
      fromOptions(edition, lang) {
        if (opts.restock) throw new UserError('bad-option', { option: '--restock', problemKey: 'err.p.restock-needs-id' });
        if (opts.at !== undefined) throw new UserError('bad-option', { option: '--at', problemKey: 'err.p.at-needs-crowd' });
        if (opts.throwers === undefined) throw new UserError('missing-option', { procedure: 'missiles', whatKey: 'err.w.missiles-throwers', option: '<crowd> or --throwers N', optionKey: 'err.o.crowd-or-throwers' });
        return {
          restock: false,
          facts: {
            edition,
            lang,
            throwers: intOpt('--throwers', opts.throwers, 1, 10000),
            turn: null,
            kit: (opts.kit ?? 'none') as RiotKit,
            supplyUsed: opts.supplyUsed === undefined ? 0 : intOpt('--supply-used', opts.supplyUsed, 0, MISSILE_SUPPLY_TURNS),
            range: range(),
            rl: opts.rl === undefined ? undefined : intOpt('--rl', opts.rl, RL_MIN, RL_MAX),
            outOfReach: opts.outOfReach === true,
          },
        };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.kit !== undefined || opts.supplyUsed !== undefined) {
          throw new UserError('bad-option', { option: '--kit/--supply-used', problemKey: 'err.p.stateless-kit' });
        }
        if (opts.rl !== undefined) throw new UserError('state-knows', { option: '--rl', whatKey: 'err.w.crowd-rl', id, rl: c.rl });
        const supplyUsed = typeof c.missileTurns === 'number' ? c.missileTurns : 0;
        if (opts.restock) {
          if (opts.at !== undefined || opts.throwers !== undefined) throw new UserError('bad-option', { option: '--restock', problemKey: 'err.p.restock-no-throw' });
          return { restock: true, facts: { edition: game.edition, lang, crowdId: id, supplyUsed } };
        }
        if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'missiles', whatKey: 'err.w.missiles-at', option: '--at UNIT', optionKey: 'err.o.at-unit' });
        const u = lookup(game.units, opts.at, 'unknown-unit');
        return {
          restock: false,
          facts: {
            edition: game.edition,
            lang,
            crowdId: id,
            throwers: opts.throwers === undefined ? c.figures : intOpt('--throwers', opts.throwers, 1, Math.max(1, c.figures)),
            turn: game.turn,
            target: targetUnit(u),
            kit: u.riotKit,
            supplyUsed,
            lastThrowTurn: typeof c.missileTurn === 'number' ? c.missileTurn : undefined,
            counter: game.counters.casualty,
            range: range(),
            rl: c.rl,
            outOfReach: opts.outOfReach === true,
          },
        };
      },
      resolve(run, dice): Resolution {
        return run.restock ? resolveRestock(run.facts) : resolveMissiles(run.facts, dice);
      },
    });
  });
}

// --- petrol bombs ------------------------------------------------------------

interface PetrolOpts extends CommonOpts {
  at?: string;
  building?: string;
  figures?: string;
  fireproof?: boolean;
  range?: string;
  rl?: string;
}

/** The petrol bomb's facts: the throwing crowd, the unit and/or building hit, the figures in the flames, the distance. */
const PETROL_FACTS: ProcedureFacts = {
  // The guide offers the crowds that throw petrol bombs at their RL, have them (U65, the scenario's
  // petrolBombs) and did not throw one in the last PETROL_BOMB_EVERY turns.
  args: [{ ...CROWD_ARG, description: 'the throwing crowd in the state (omit for a stateless lookup)', canAct: petrolCanThrow, noneWhy: (_game, lang) => t(lang, 'guide.none-why.petrol', { rls: throwingRls('petrol', lang), every: PETROL_BOMB_EVERY }) }],
  options: [
    { flags: '--at <unit>', description: 'the SF unit in the flame area', role: 'value', ask: 'optional', ids: 'units' },
    { flags: '--building <id>', description: 'the building hit: a fire starts there', role: 'value', ask: 'optional', ids: 'buildings' },
    {
      flags: '--figures <n>',
      description: 'figures in the flame area (one die each; required with --at or stateless)',
      role: 'value',
      ask: 'required',
      askWhen: (_g, _s, given) => given.has('--at'),
      // No more than the unit's members (the command refuses more): the guide asks no more.
      most: (game, _s, values) => membersOf(game, values['--at']),
    },
    { flags: '--fireproof', description: 'the figures wear fireproof kit (firefighters always do)', role: 'modifier' },
    { flags: '--rl <n>', description: "stateless: the crowd's RL (petrol bombs at RL 7 and 8 only, U65)", role: 'stateless' },
    rangeFact(['petrol-bomb']),
  ],
};

export function registerPetrolBomb(program: Command, io: Io): void {
  const cmd = program
    .command('petrol-bomb')
    .description(weaponDescriptions()['petrol-bomb']);
  defineFacts(cmd, PETROL_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: PetrolOpts) => {
    // Read when the facts are gathered: on a game with a map, after the map filled it (src/map/facts.ts).
    const range = () => (opts.range === undefined ? undefined : distanceOpt('--range', opts.range));
    await runProcedure<PetrolFacts>(io, opts, crowd, {
      name: 'petrol-bomb',
      fromOptions(edition, lang) {
        if (opts.at !== undefined || opts.building !== undefined) {
          throw new UserError('bad-option', { option: opts.at !== undefined ? '--at' : '--building', problemKey: 'err.p.needs-crowd' });
        }
        if (opts.figures === undefined) throw new UserError('missing-option', { procedure: 'petrol-bomb', whatKey: 'err.w.petrol-figures', option: '<crowd> or --figures N', optionKey: 'err.o.crowd-or-figures' });
        const rl = opts.rl === undefined ? undefined : intOpt('--rl', opts.rl, RL_MIN, RL_MAX);
        return { edition, lang, turn: null, figures: intOpt('--figures', opts.figures, 0, 100), fireproof: Boolean(opts.fireproof), range: range(), rl };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.rl !== undefined) throw new UserError('state-knows', { option: '--rl', whatKey: 'err.w.crowd-rl', id, rl: c.rl });
        if (opts.at === undefined && opts.building === undefined) {
          throw new UserError('missing-option', { procedure: 'petrol-bomb', whatKey: 'err.w.petrol-hits', option: '--at UNIT and/or --building ID', optionKey: 'err.o.at-or-building' });
        }
        const u = opts.at === undefined ? undefined : lookup(game.units, opts.at, 'unknown-unit');
        if (opts.building !== undefined) lookup(game.buildings, opts.building, 'unknown-building');
        if (u && opts.figures === undefined) {
          throw new UserError('missing-option', { procedure: 'petrol-bomb', whatKey: 'err.w.petrol-unit-figures', id: u.id, option: '--figures N' });
        }
        if (!u && opts.figures !== undefined) throw new UserError('bad-option', { option: '--figures', problemKey: 'err.p.figures-need-at' });
        const figures = u ? intOpt('--figures', opts.figures, 0, unitMembers(game, u)) : 0;
        const target = u ? targetUnit(u, Boolean(opts.fireproof)) : undefined;
        return {
          edition: game.edition,
          lang,
          crowdId: id,
          turn: game.turn,
          lastBombTurn: typeof c.petrolBombTurn === 'number' ? c.petrolBombTurn : undefined,
          target,
          building: opts.building,
          figures,
          fireproof: target?.fireproof ?? Boolean(opts.fireproof),
          counter: game.counters.casualty,
          range: range(),
          rl: c.rl,
          // EN l.217, U375: its own source, or a factory not yet raided.
          source: c.petrolBombs === true || factoriesOf(game.factories, id).length > 0,
          ...(typeof c.petrolBombsLeft === 'number' ? { left: c.petrolBombsLeft } : {}),
        };
      },
      resolve: resolvePetrolBomb,
    });
  });
}

/** `umpire gas` etc. are registered by name in src/commands/index.ts; this default is gas. */
export const register = registerGas;
