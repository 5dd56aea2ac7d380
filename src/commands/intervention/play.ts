// The procedures of a game of Intervention (`game: intervention`): thin
// adapters over src/rules/intervention/play.ts. Each names fighters of the
// game, takes the umpire's measurements as options (the state keeps no
// positions: the umpire measures, U185), records one resolution and prints it.
// Intervention has no dice (l.59-61): --seed and --roll are accepted and a
// note says they changed nothing; --odds shows the one certain result and
// writes nothing (U177). Without a game, the calculator (`umpire intervention`)
// gives the same numbers from options.
import { Argument, Option, type Command } from 'commander';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import type { Game } from '../../engine/system.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { EXITS_COUNTED } from '../../rules/intervention/missions.js';
import { burstCandidates, ORDERS, standing, PHASES, reloadingNow, type IvFighter, type IvSlice, type Order, type Phase } from '../../rules/intervention/game.js';
import { COVERS, type Cover } from '../../rules/intervention/tables.js';
import { SAMPLE_BLAST_IDS, SAMPLE_BLASTS, type SampleBlast } from '../../rules/intervention/samples.js';
import { GROUPED_FIRE_LIMITS, OBJECTIVES, type Objective } from '../../rules/intervention/grouped-fire.js';
import type { PlayContext } from '../../rules/intervention/play.js';
import { readGame, transact } from '../../state/transaction.js';
import { checkSectorsOf } from '../../state/store-url.js';
import { askedOption, modifierWhen } from '../facts.js';
import { addCommon, choiceOpt, emit, intOpt, listedIds, lookup, outputLang, RefusedError, statePaths, type CommonOpts, type Io } from '../common.js';
import { checkRollFaces, DISTANCE_MAX, intList, VALUE_MAX } from './index.js';

type Rules = typeof import('../../rules/intervention/play.js');

/** The game's slice of a state. */
export function ivSlice(game: Game): IvSlice {
  return game as unknown as IvSlice;
}

/** A fighter of the game, or exit 2 naming the known ones. */
export function fighterOf(s: IvSlice, id: string): IvFighter {
  return lookup(s.fighters, id, 'unknown-fighter');
}

/** Comma-separated ids (`a1,a2`), each once. */
function idList(option: string, value: unknown, most: number): string[] {
  const parts = listedIds(option, String(value));
  if (parts.length < 1 || parts.length > most) throw new UserError('out-of-range', { option: `${option} (count)`, value: parts.filter(Boolean).length, min: 1, max: most });
  if (new Set(parts).size !== parts.length) throw new UserError('bad-option', { option, problemKey: 'err.p.iv-twice' });
  return parts;
}

/**
 * Runs one procedure of the game: under the lock, its facts from the state,
 * the pure rule, the record appended; `--odds` shows the certain result and
 * writes nothing; `--seed`/`--roll` are noted as changing nothing (U177).
 */
async function runPlay(io: Io, opts: CommonOpts, build: (rules: Rules, c: PlayContext, game: Game) => Resolution, map?: { procedure: string; subjects: string[] }): Promise<void> {
  // U244: --roll changes nothing, but a value no die shows is refused before anything is read or written.
  checkRollFaces(opts.roll);
  const rules = await import('../../rules/intervention/play.js');
  const said = (['seed', 'roll'] as const).filter((k) => opts[k] !== undefined).map((k) => `--${k}`);
  const paths = statePaths(io, opts);
  const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
  const finish = (res: Resolution, lang: Lang): Resolution => {
    const notes = [...res.notes];
    if (said.length > 0) notes.push(t(lang, 'intervention.no-dice', { options: said.join(', ') }));
    if (opts.odds) notes.push(t(lang, 'iv.odds-certain'));
    return { ...res, notes, ...(opts.odds ? { certain: true } : {}) };
  };
  const checkEdition = (game: Game) => {
    if (opts.edition && opts.edition !== game.edition) throw new UserError('edition-conflict', { given: opts.edition, edition: game.edition });
  };
  if (opts.odds) {
    const sf = await readGame({ paths, env: io.env, warn });
    checkEdition(sf.game);
    const lang = outputLang(opts, sf.game, sf.game.edition);
    // The options the map gives, filled first (src/map/facts.ts; U251).
    const facts = map && sf.game.map ? await import('../../map/facts.js') : null;
    const fromMap = facts && map ? await facts.fillFromMap(sf.game, map.procedure, map.subjects, opts as Record<string, unknown>) : [];
    const res = build(rules, { slice: ivSlice(sf.game), turn: sf.game.turn, lang }, sf.game);
    if (res.refused) throw new RefusedError(res, lang);
    if (facts) facts.labelled(res, fromMap, lang);
    await emit(io, opts, { ...finish(res, lang), effects: [] }, lang, { seq: null, turn: sf.game.turn, game: sf.game });
    return;
  }
  const { value, entries, game } = await transact({ paths, env: io.env, argv: io.argv, seed: opts.seed, warn }, async (tx) => {
    checkEdition(tx.game);
    const lang = outputLang(opts, tx.game, tx.game.edition);
    // The options the map gives, filled first (src/map/facts.ts; U251): a game without a map never loads it.
    const facts = map && tx.game.map ? await import('../../map/facts.js') : null;
    const fromMap = facts && map ? await facts.fillFromMap(tx.game, map.procedure, map.subjects, opts as Record<string, unknown>) : [];
    const res = build(rules, { slice: ivSlice(tx.game), turn: tx.game.turn, lang }, tx.game);
    if (res.refused) throw new RefusedError(res, lang);
    if (facts) facts.labelled(res, fromMap, lang);
    const turn = tx.game.turn;
    // Sectors (issue 35, U236): the fighters and units it names or changes.
    if (checkSectorsOf(tx.game as { sectors?: Record<string, string[]> }, io.argv, res.effects, io.env)) tx.crossed = true;
    return { record: tx.record(finish(res, lang)), lang, turn };
  });
  await emit(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: value.turn, game });
}

/** `target[:cover]` items (`g1:hard,g2`), the cover defaulting to --cover. */
function coveredList(option: string, value: unknown, fallback: Cover, most: number): { id: string; cover: Cover }[] {
  return idList(option, value, most).map((item) => {
    const [id, cover, ...rest] = item.split(':');
    if (rest.length > 0 || id === '') throw new UserError('bad-option', { option, problemKey: 'err.p.iv-covered' });
    return { id, cover: cover === undefined ? fallback : choiceOpt(option, cover, COVERS) };
  });
}

/** The one shooter a command line names (its first subject, not a list), or undefined. */
function shooterOf(game: Game, positionals: readonly string[]): IvFighter | undefined {
  const fs = ivSlice(game).fighters;
  const id = positionals[0];
  return fs && id !== undefined && Object.hasOwn(fs, id) ? fs[id] : undefined;
}

/** Whether the one target named may use an Esquive (l.736-740, U214): it has one and is not wounded. */
function canEvade(game: Game, values: Readonly<Record<string, string>>): boolean {
  const at = values['--at'];
  if (at === undefined || at.includes(',')) return false;
  const g = shooterOf(game, [at.split(':')[0]]);
  return g !== undefined && (g.evasion ?? 0) > 0 && g.condition !== 'wounded';
}

/** The figures a burst may also be fired at (U243), for the guide: one shooter, one target typed (its cover aside). */
function burstChoices(game: Game | null, positionals: readonly string[], values: Readonly<Record<string, string>>): IvFighter[] {
  const at = values['--at'];
  if (!game || positionals.length === 0 || /,/.test(positionals[0]) || at === undefined || /,/.test(at)) return [];
  const s = ivSlice(game);
  if (!s.fighters) return [];
  return burstCandidates(s, positionals[0], at.split(':')[0], values['--weapon']);
}

/** The edges a standing fighter may leave by, in a mission that counts the figures leaving (EXITS_COUNTED): each side's, then another. */
function exitChoices(game: Game, positionals: readonly string[], lang: Lang): { value: string; name: string }[] {
  const s = ivSlice(game);
  const f = shooterOf(game, positionals);
  if (!s.mission || !EXITS_COUNTED.includes(s.mission.kind) || f === undefined || !standing(f)) return [];
  return [...Object.values(s.sides).map((x) => ({ value: x.id, name: `${x.id} (${t(lang, 'iv.exit.edge', { edge: x.name })})` })), { value: 'other', name: `${t(lang, 'iv.exit.other')} (other)` }];
}

/** The fighters who may have thrown or fired an explosion (--by): those standing with a weapon, as the target's pick list shows them. */
function throwerChoices(game: Game, lang: Lang): { value: string; name: string }[] {
  const fs = ivSlice(game).fighters ?? {};
  return Object.values(fs).filter((f) => standing(f) && f.weapons.length > 0).map((f) => ({ value: f.id, name: `${f.id} (${f.name}, ${f.counter}/${f.rt} · ${t(lang, `iv.order.${f.order}`)})` }));
}

// No commander default: on a game with a map an untyped --cover is read from it (U415); the open is applied after the map.
const coverOption = () => new Option('--cover <cover>', "the target's cover: open (the default), light (-1), hard (-2); on a map, read from the outlines and woods near the target").choices([...COVERS]);
/** Whether the one target named has a dodge marker (l.283-285): --lying may apply (l.176, l.208). */
function dodging(game: Game, values: Readonly<Record<string, string>>): boolean {
  const fs = ivSlice(game).fighters ?? {};
  const id = String(values['--at'] ?? '').split(/[,:]/)[0];
  return Object.hasOwn(fs, id) && fs[id].dodge !== null;
}

/** The cover of a target that names none, once the map has filled what it reads: typed or read, else the open. */
const coverOr = (v: unknown): Cover => (v === undefined ? 'open' : (v as Cover));

export function registerOrders(program: Command, io: Io): void {
  const cmd = program
    .command('intv-orders')
    .argument('<fighters>', 'fighters or units of the game, comma-separated (a unit: all its fighters)')
    .addArgument(new Argument('<order>', `the order: ${ORDERS.join(', ')}`).choices([...ORDERS]))
    .description('Intervention: give an order in the orders sequence (l.298-314): progress, run, fire-at-will, aimed, observe, camouflage; a dodge marker allows only run, progress, camouflage (l.283-293)');
  addCommon(cmd);
  cmd.action(async (ids: string, order: string, opts: CommonOpts) => {
    const o = choiceOpt('<order>', order, ORDERS) as Order;
    const list = idList('<fighters>', ids, 200);
    await runPlay(io, opts, (r, c) => {
      const fs: IvFighter[] = [];
      for (const id of list) {
        const unit = Object.values(c.slice.sides).flatMap((s) => s.units).find((u) => u.id === id);
        const add = unit ? unit.fighters.map((f) => c.slice.fighters[f]).filter((f) => f.condition !== 'out' && f.exited === null) : [fighterOf(c.slice, id)];
        for (const f of add) if (!fs.includes(f)) fs.push(f);
      }
      return r.resolveOrders(c, fs, o);
    });
  });
}

export function registerPhase(program: Command, io: Io): void {
  const cmd = program
    .command('intv-phase')
    .addArgument(new Argument('<sequence>', 'the next sequence of the turn: movement, then fire (next-turn starts the orders of the next)').choices(['movement', 'fire']))
    .description('Intervention: end the orders (or movement) sequence and begin the next (l.296-340); hiding fighters are hidden as fire begins (l.268)');
  addCommon(cmd);
  cmd.action(async (to: string, opts: CommonOpts) => {
    const phase = choiceOpt('<sequence>', to, PHASES) as Phase;
    await runPlay(io, opts, (r, c) => r.resolvePhase(c, phase));
  });
}

export function registerActivate(program: Command, io: Io): void {
  const cmd = program
    .command('intv-activate')
    .argument('<units>', 'a unit of the game, or several comma-separated in turn (the ones before the last pass)')
    .description("Intervention: a unit's activation begins in the movement or fire sequence, by decreasing initiative, the cheaper side first in a tie and then in turn (l.51-53); --pass: it does nothing (a fighter acting begins its unit's by itself)")
    .option('--pass', 'the units pass: their activation in this sequence is over');
  addCommon(cmd);
  cmd.action(async (ids: string, opts: CommonOpts & { pass?: boolean }) => {
    const list = idList('<units>', ids, 200);
    await runPlay(io, opts, (r, c) => r.resolveActivate(c, list, opts.pass === true));
  });
}

interface MoveOpts extends CommonOpts {
  cm?: string;
  half?: string;
  building?: string;
  exit?: string;
  nearEnemy?: string;
  hide?: boolean;
  inView?: boolean;
}

export function registerMove(program: Command, io: Io): void {
  const cmd = program
    .command('intv-move')
    .argument('<fighter>', 'a fighter of the game')
    .description("Intervention: a fighter's move within its order's allowance (Mvt, run 2 x Mvt in two halves, observe 2 cm; l.217-268), and where it ends in the mission's terms (U185)")
    // Asked by the guide (its default, 0, says where it stands: not the umpire's answer to a move).
    .addOption(askedOption(new Option('--cm <n>', 'centimetres moved, terrain counted (brush double, slopes 15 up / 5 down; l.180-202); 0 to say where it stands').default('0')))
    .option('--half <side>', "it now stands in this side's half of the table")
    .addOption(new Option('--building <where>', 'it is now inside the building, or out of it').choices(['in', 'out']))
    // Asked by the guide (none first) where the mission counts the figures leaving the table.
    .addOption(askedOption(new Option('--exit <edge>', "it leaves by a side's starting edge, or another (`other`)"), (_, ctx) => ctx?.game != null && exitChoices(ctx.game, ctx.positionals, 'en').length > 0, undefined, (game, ps, _, lang) => exitChoices(game, ps, lang)))
    .addOption(new Option('--near-enemy <yes|no>', 'it is now within 10 cm of an enemy figure (figure A and its guards, l.446)').choices(['yes', 'no']))
    .option('--hide', 'a camouflage move ending in cover or out of sight: hidden when the fire sequence begins (l.268; on a map, given when out of every enemy’s sight)')
    .option('--in-view', "it moved back into an enemy's view: it loses its hidden marker (l.272)")
    .option('--no-in-view', 'it keeps its hidden marker in view: half its base out of view, or the part in view in light cover other than the enemy\'s (l.272; on a map, where the map sees it in view, U423)');
  addCommon(cmd);
  cmd.action(async (id: string, opts: MoveOpts) => {
    const cm = intOpt('--cm', opts.cm, 0, DISTANCE_MAX);
    await runPlay(io, opts, (r, c) => {
      const f = fighterOf(c.slice, id);
      const edges = [...Object.keys(c.slice.sides), 'other'];
      const half = opts.half === undefined ? undefined : choiceOpt('--half', opts.half, Object.keys(c.slice.sides));
      const exit = opts.exit === undefined ? undefined : choiceOpt('--exit', opts.exit, edges);
      return r.resolveMove(c, f, cm, {
        half,
        building: opts.building === undefined ? undefined : opts.building === 'in',
        exit,
        nearEnemy: opts.nearEnemy === undefined ? undefined : opts.nearEnemy === 'yes',
        hide: opts.hide === true,
        inView: opts.inView === true,
      });
    }, { procedure: 'intv-move', subjects: [id] });
  });
}

interface ObserveOpts extends CommonOpts {
  at?: string;
  distance?: string;
  lineOfSight?: boolean;
}

export function registerObserve(program: Command, io: Io): void {
  const cmd = program
    .command('intv-observe')
    .argument('<observer>', 'a fighter of the game on observation')
    .description('Intervention: observation (l.257-263): a hidden enemy closer than 10 x Det cm (20 cm less per camouflage malus) is detected, one already detected is located; a line of sight detects')
    .option('--at <fighter>', 'the hidden or detected enemy')
    .option('--distance <cm>', 'its distance, in cm')
    .option('--line-of-sight', 'there is a line of sight between them (detected, whatever the distance; l.261)');
  addCommon(cmd);
  cmd.action(async (id: string, opts: ObserveOpts) => {
    if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'intv-observe', whatKey: 'err.w.iv.enemy', option: '--at' });
    // Read when the facts are gathered: on a game with a map, after the map filled them (src/map/facts.ts).
    const distanceNow = () => {
      const distance = opts.distance === undefined ? undefined : intOpt('--distance', opts.distance, 0, DISTANCE_MAX);
      if (distance === undefined && !opts.lineOfSight) throw new UserError('missing-option', { procedure: 'intv-observe', whatKey: 'err.w.intervention.distance', option: '--distance' });
      return distance;
    };
    if (opts.distance !== undefined) distanceNow();
    await runPlay(
      io,
      opts,
      (r, c) => {
        const distance = distanceNow();
        return r.resolveObserve(c, fighterOf(c.slice, id), fighterOf(c.slice, opts.at!), distance, opts.lineOfSight === true);
      },
      { procedure: 'intv-observe', subjects: [id] },
    );
  });
}

interface FireOpts extends CommonOpts {
  at?: string;
  distance?: string;
  cover?: string;
  weapon?: string;
  cadence?: boolean;
  allowReloading?: boolean;
  evade?: boolean;
  burst?: string;
  othersOutOfView?: boolean;
  noneCloser?: boolean;
  largeOutOfView?: boolean;
  unwatched?: boolean;
  objective?: string;
  way?: string;
  lying?: boolean;
}

export function registerFire(program: Command, io: Io): void {
  const cmd = program
    .command('intv-fire')
    .argument('<shooters>', 'a fighter of the game, or several comma-separated for grouped fire (l.362-367)')
    .description("Intervention: fire (l.354-367, R19): one shot's PF by band - cover, applied to the target's RT counter; several shooters share their PF among the targets (grouped fire, the way picked applied); morale when the PF aimed at a figure passes its Det (l.405-413)")
    .option('--at <targets>', 'the target; or targets comma-separated, each with its cover if not --cover (g1:hard,g2)')
    .option('--distance <cm>', 'the distance in cm, or one per shooter comma-separated')
    // Asked by the guide once a single target is named (its default, the open, is not the umpire's answer: the damage depends on it).
    .addOption(askedOption(coverOption(), (values) => values['--at'] !== undefined && !/[,:]/.test(values['--at'])))
    .option('--weapon <id>', "the shooter's weapon (default: its first that reaches)")
    // On the guide's checklist only where they apply: one shooter, its weapons, its order, its target (the others change nothing or are refused).
    .addOption(modifierWhen(new Option('--cadence', 'an AM weapon at fire at will fires its cadence instead of 2 shots, and not next turn (l.237)'), (game, ps) => shooterOf(game, ps)?.order === 'fire-at-will' && shooterOf(game, ps)!.weapons.some((w) => w.type === 'AM' && (w.cadence ?? 0) > 0)))
    .addOption(modifierWhen(new Option('--evade', "the target dodges this shot: 6 points off, then a dodge marker (the Executor's dodge, l.736-740, U214)"), (game, ps, values) => shooterOf(game, ps) !== undefined && canEvade(game, values)))
    // Asked by the guide only where a burst may be fired (U243): a single shooter at fire at will with an automatic weapon, at a detected figure.
    .addOption(
      askedOption(
        new Option('--burst <fighters>', 'the other figures the burst is fired at, not hit: an automatic weapon at fire at will at a detected figure; each counts its PF against its Det (l.403, U243)'),
        (values, ctx) => burstChoices(ctx?.game ?? null, ctx?.positionals ?? [], values).length > 0,
        // As the target's pick list shows them: name, counter and order (whether it is on observation).
        (game, positionals, values, lang) => burstChoices(game, positionals, values).map((f) => ({ value: f.id, name: `${f.id} (${f.name}, ${f.counter}/${f.rt} · ${t(lang, `iv.order.${f.order}`)})` })),
      ),
    )
    .addOption(modifierWhen(new Option('--allow-reloading', 'the umpire lets a weapon that reloads fire anyway (l.237, l.606, U212)'), (game, ps) => { const f = shooterOf(game, ps); return f !== undefined && f.weapons.some((w) => reloadingNow(f, w, game.turn)); }))
    // On the guide's checklist only at a target with a dodge marker (a hidden one is refused already, l.208).
    .addOption(modifierWhen(new Option('--lying', 'the target, hidden or dodging, lies behind hard cover lower than itself: not a target through it (l.176, l.208); on a map, read from it'), (game, _, values) => dodging(game, values)))
    .option('--others-out-of-view', 'the enemies that fired at the shooter are out of its view: it may choose another target (l.332-340)')
    .option('--none-closer', 'no other enemy at short range or in the open is in its view (the second priority, l.336)')
    .option('--large-out-of-view', 'no large target at short or long range is in its view (the third priority, l.338)')
    .option('--unwatched', "no target, nor any fighter of its unit, has the shooter in its watch sector: it is only detected, not located (l.270, U421; on a map, read from the facings, U420)")
    .addOption(new Option('--objective <aim>', 'grouped fire: kill the most, or wound the most (U176)').choices([...OBJECTIVES]).default('kills'))
    .option('--way <n>', 'grouped fire: which of the ways listed (intervention grouped-fire shows them all)', '1');
  addCommon(cmd);
  cmd.action(async (ids: string, opts: FireOpts) => {
    if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'intv-fire', whatKey: 'err.w.iv.target', option: '--at' });
    const shooters = idList('<shooters>', ids, GROUPED_FIRE_LIMITS.shooters);
    // Checked now (a bad item refused before anything is read); taken again once the map has filled --cover.
    coveredList('--at', opts.at, coverOr(opts.cover), GROUPED_FIRE_LIMITS.targets);
    // Read when the facts are gathered: on a game with a map, after the map filled it (src/map/facts.ts).
    const distancesNow = () => {
      if (opts.distance === undefined) throw new UserError('missing-option', { procedure: 'intv-fire', whatKey: 'err.w.intervention.distance', option: '--distance' });
      const distances = intList('--distance', opts.distance, 0, DISTANCE_MAX, 1, shooters.length);
      if (distances.length !== 1 && distances.length !== shooters.length) throw new UserError('bad-option', { option: '--distance', problemKey: 'err.p.iv-distances' });
      return distances;
    };
    if (opts.distance !== undefined) distancesNow();
    const way = intOpt('--way', opts.way, 1, GROUPED_FIRE_LIMITS.ways);
    const burst = opts.burst === undefined ? [] : idList('--burst', opts.burst, GROUPED_FIRE_LIMITS.targets);
    const priority = { othersOutOfView: opts.othersOutOfView === true, noneCloser: opts.noneCloser === true, largeOutOfView: opts.largeOutOfView === true };
    await runPlay(io, opts, (r, c) => {
      // Read when the facts are gathered: on a game with a map, after the map filled it (l.270, U420).
      const watch = { unwatched: opts.unwatched === true };
      const distances = distancesNow();
      const targets = coveredList('--at', opts.at, coverOr(opts.cover), GROUPED_FIRE_LIMITS.targets);
      const fs = shooters.map((id) => fighterOf(c.slice, id));
      const gs = targets.map((x) => ({ fighter: fighterOf(c.slice, x.id), cover: x.cover }));
      if (fs.length === 1 && gs.length === 1) {
        return r.resolveFire(c, fs[0], { target: gs[0].fighter, distance: distances[0], cover: gs[0].cover, weapon: opts.weapon, cadence: opts.cadence === true, allowReloading: opts.allowReloading === true, evade: opts.evade === true, lying: opts.lying === true, burst: burst.map((id) => fighterOf(c.slice, id)), ...priority, ...watch });
      }
      if (opts.weapon !== undefined || opts.cadence || opts.allowReloading || opts.evade || opts.lying || burst.length > 0) throw new UserError('bad-option', { option: '--weapon/--cadence/--allow-reloading/--evade/--lying/--burst', problemKey: 'err.p.iv-single-only' });
      const ds = distances.length === 1 ? fs.map(() => distances[0]) : distances;
      return r.resolveGroupFire(c, fs, gs, ds, opts.objective as Objective, way, { ...priority, ...watch });
    }, { procedure: 'intv-fire', subjects: [ids] });
  });
}

export function registerMelee(program: Command, io: Io): void {
  const cmd = program
    .command('intv-melee')
    .argument('<attacker>', 'a fighter of the game')
    .description('Intervention: melee (l.342-351, R19): the weaker PA loses PAmax, the stronger 2 x PAmin - PAmax; a runner +1 PA; an attack in contact with the bound figure A frees it (l.442)')
    .option('--at <fighter>', 'the fighter it attacks');
  addCommon(cmd);
  cmd.action(async (id: string, opts: CommonOpts & { at?: string }) => {
    if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'intv-melee', whatKey: 'err.w.iv.enemy', option: '--at' });
    await runPlay(io, opts, (r, c) => r.resolvePlayMelee(c, fighterOf(c.slice, id), fighterOf(c.slice, opts.at!)));
  });
}

interface BlastOpts extends CommonOpts {
  at?: string;
  pf?: string;
  radius?: string;
  sample?: string;
  by?: string;
}

export function registerBlast(program: Command, io: Io): void {
  const cmd = program
    .command('intv-blast')
    .description('Intervention: an explosion (l.369-391, R19): every figure named takes PF / PF-1 / PF-2 within R by its cover, PF-1 / PF-1 / PF-2 at R, 1 point to 2R')
    .option('--at <figures>', 'the figures caught, each fighter:distance[:cover] in cm from the centre (g1:3:hard,g2:7)')
    .option('--pf <n>', "the explosive's PF")
    .option('--radius <cm>', 'its radius R, in cm')
    .addOption(new Option('--sample <weapon>', 'a sample weapon with its own printed table (U173; the flamethrower with --radius, U215)').choices([...SAMPLE_BLAST_IDS]))
    // Asked by the guide (none first: an explosion nobody of the game set off).
    .addOption(askedOption(new Option('--by <fighter>', 'the fighter who threw or fired it (spends its shot, l.270)'), (_, ctx) => ctx?.game != null && throwerChoices(ctx.game, 'en').length > 0, undefined, (game, _, __, lang) => throwerChoices(game, lang)));
  addCommon(cmd);
  cmd.action(async (opts: BlastOpts) => {
    if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'intv-blast', whatKey: 'err.w.iv.figures', option: '--at' });
    const sample = opts.sample as SampleBlast | undefined;
    if (sample !== undefined && (opts.pf !== undefined || (opts.radius !== undefined && SAMPLE_BLASTS[sample].radius !== null))) throw new UserError('bad-option', { option: '--sample', problemKey: 'err.p.intervention.sample-or-pf' });
    const need = (v: string | undefined, option: string, min: number, max: number) => {
      if (v === undefined) throw new UserError('missing-option', { procedure: 'intv-blast', whatKey: `err.w.intervention.${option.slice(2)}`, option });
      return intOpt(option, v, min, max);
    };
    const pf = sample ? 0 : need(opts.pf, '--pf', 0, VALUE_MAX);
    const radius = sample && SAMPLE_BLASTS[sample].radius !== null ? 0 : need(opts.radius, '--radius', 1, DISTANCE_MAX);
    const items = idList('--at', opts.at, 50).map((item) => {
      const [id, d, cover, ...rest] = item.split(':');
      if (rest.length > 0 || d === undefined || id === '') throw new UserError('bad-option', { option: '--at', problemKey: 'err.p.iv-blast-item' });
      return { id, distance: intOpt('--at', d, 0, DISTANCE_MAX), cover: (cover === undefined ? 'open' : choiceOpt('--at', cover, COVERS)) as Cover };
    });
    await runPlay(io, opts, (r, c) => {
      const victims = items.map((x) => ({ fighter: fighterOf(c.slice, x.id), distance: x.distance, cover: x.cover }));
      return r.resolveBlast(c, { pf, radius, sample }, victims, opts.by === undefined ? undefined : fighterOf(c.slice, opts.by));
    });
  });
}

export function registerMorale(program: Command, io: Io): void {
  const cmd = program
    .command('intv-morale')
    .argument('<fighter>', 'a fighter of the game')
    .description('Intervention: morale under fire the umpire counts (l.405-413): the PF aimed at the figure, before maluses, against its Det; more: it loses observation, gains a dodge marker, moves 2 cm to cover (intv-fire counts it by itself)')
    .option('--pf <list>', 'the PF of each shot aimed at it (e.g. 4,5)');
  addCommon(cmd);
  cmd.action(async (id: string, opts: CommonOpts & { pf?: string }) => {
    if (opts.pf === undefined) throw new UserError('missing-option', { procedure: 'intv-morale', whatKey: 'err.w.intervention.pf-list', option: '--pf' });
    const pfs = intList('--pf', opts.pf, 0, VALUE_MAX, 1, GROUPED_FIRE_LIMITS.shooters);
    await runPlay(io, opts, (r, c) => r.resolvePlayMorale(c, fighterOf(c.slice, id), pfs));
  });
}
