// `umpire intervention <calculation>`: Intervention's calculator, which needs
// no game (issue 19 part 1). Each subcommand gathers its facts from options,
// calls the pure rule in src/rules/intervention/ and prints the record (or its
// rendering, src/render/intervention/index.ts). Intervention has no dice (l.59-61):
// --seed, --roll and --odds are accepted and a note says so (U177).
import { Option, type Command } from 'commander';
import { UserError } from '../../errors.js';
import { ASK_DICE, parseEntered } from '../../dice.js';
import { t } from '../../i18n/index.js';
import { escapeControls } from '../../render/safe.js';
import { LANGS, EDITIONS, type Lang, type Resolution } from '../../rules/types.js';
import { COVERS, DETECTED_FIRE, RANGES, ROLL_FACES, WEAPON_TYPES, type Cover, type DetectedFire, type RangeBand, type WeaponType } from '../../rules/intervention/tables.js';
import type { Counter } from '../../rules/intervention/counter.js';
import { SAMPLE_BLAST_IDS, SAMPLE_BLASTS, SAMPLE_WEAPON_IDS, type SampleBlast, type SampleWeapon } from '../../rules/intervention/samples.js';
import { GROUPED_FIRE_LIMITS, type GroupTarget } from '../../rules/intervention/grouped-fire.js';
import { intOpt, RefusedError, useColor, type Io } from '../common.js';

interface IvOpts {
  state?: string;
  seed?: string;
  roll?: string;
  json?: boolean;
  odds?: boolean;
  player?: boolean;
  edition?: string;
  lang?: string;
  [k: string]: unknown;
}

/** The most a profile value, PF, PA or RT may be: far above the samples (Exécuteur: PA 8, RT 10, Det 10). */
export const VALUE_MAX = 99;
/** The most a distance may be, in cm (the samples' longest band is 800 cm). */
export const DISTANCE_MAX = 10_000;

/** The options every calculation takes (the project's common ones; U177 says what they do here). */
function addIvCommon(cmd: Command): Command {
  return cmd
    .option('--json', 'print the calculation as one JSON object')
    .addOption(new Option('--lang <lang>', "output language (default: the --edition's, else $UMPIRE_LANG's, else English)").choices([...LANGS]))
    .addOption(new Option('--edition <edition>', 'accepted for every procedure; Intervention has one text (French): it sets only the default language').choices([...EDITIONS]))
    .option('--seed <seed>', 'accepted for every procedure; Intervention rolls no dice, so it changes nothing (U177)')
    .option('--roll <values>', 'accepted for every procedure; Intervention rolls no dice: the values are not used (U177)')
    .option('--odds', 'accepted for every procedure; with no dice the result is certain (U177)')
    .option('--state <file>', 'accepted for every procedure; the calculator reads no game (U177)')
    .option('--player', "players' view: the same (every number here is known to both sides)");
}

/** The output language: --lang, else --edition's, else UMPIRE_LANG, else English (no game is read, U177). */
function langOf(opts: IvOpts, io: Io): Lang {
  return (opts.lang ?? opts.edition ?? (io.env.UMPIRE_LANG === 'fr' ? 'fr' : 'en')) as Lang;
}

/** A whole number option, or undefined when not given. */
function maybeInt(opts: IvOpts, key: string, option: string, min: number, max: number): number | undefined {
  const v = opts[key];
  return v === undefined ? undefined : intOpt(option, v, min, max);
}

/** A required whole number option. */
function needInt(opts: IvOpts, key: string, option: string, min: number, max: number, what: string): number {
  const v = opts[key];
  if (v === undefined) throw new UserError('missing-option', { procedure: what, whatKey: `err.w.intervention.${key}`, option });
  return intOpt(option, v, min, max);
}

/** A comma-separated list of whole numbers (`8,8,8`), each within bounds; at least `least`, at most `most` of them. */
export function intList(option: string, value: unknown, min: number, max: number, least: number, most: number): number[] {
  const s = String(value).trim();
  const parts = s === '' ? [] : s.split(',');
  if (parts.length < least || parts.length > most) throw new UserError('out-of-range', { option: `${option} (count)`, value: parts.length, min: least, max: most });
  return parts.map((p) => intOpt(option, p, min, max));
}

/** A fighter's resistance `RT` or `RT/counter` (`7`, `7/4`): the counter 1 to RT (a fighter at 0 is out of the fight, no target). */
export function counterOpt(option: string, value: unknown): Counter {
  const s = String(value).trim();
  const m = /^(\d{1,3})(?:\/(\d{1,3}))?$/.exec(s);
  if (!m) throw new UserError('bad-counter', { option, value: s.slice(0, 40) });
  const rt = intOpt(option, m[1], 1, VALUE_MAX);
  const counter = m[2] === undefined ? rt : intOpt(option, m[2], 1, rt);
  return { rt, counter };
}

/** Targets of grouped fire: `RT[/counter][:cover]`, comma-separated (`7:hard,7/4:light`); cover defaults to `fallback`. */
export function targetsOpt(option: string, value: unknown, fallback: Cover): GroupTarget[] {
  const s = String(value).trim();
  const parts = s === '' ? [] : s.split(',');
  if (parts.length < 1 || parts.length > GROUPED_FIRE_LIMITS.targets) throw new UserError('out-of-range', { option: `${option} (count)`, value: parts.length, min: 1, max: GROUPED_FIRE_LIMITS.targets });
  return parts.map((p) => {
    const [rtPart, coverPart, ...rest] = p.trim().split(':');
    if (rest.length > 0) throw new UserError('bad-target', { option, value: p.slice(0, 40) });
    const c = counterOpt(option, rtPart);
    if (coverPart !== undefined && !(COVERS as readonly string[]).includes(coverPart)) throw new UserError('bad-choice', { option, value: coverPart.slice(0, 40), choices: COVERS.join(', ') });
    return { ...c, cover: (coverPart as Cover | undefined) ?? fallback };
  });
}

/**
 * U244: the values of --roll, which Intervention never reads (U177), must
 * still be faces a die shows (1 to 100) or `ask`; else exit 2 in one line
 * naming the value and the range, before anything is written.
 */
export function checkRollFaces(roll: unknown): void {
  if (roll === undefined || roll === ASK_DICE) return;
  for (const [i, value] of parseEntered(String(roll)).entries()) {
    if (value < ROLL_FACES.min || value > ROLL_FACES.max) throw new UserError('iv-roll-face', { n: i + 1, value, min: ROLL_FACES.min, max: ROLL_FACES.max });
  }
}

/** Prints a calculation: JSON or the human rendering; a refusal is exit 2 with its reason. */
async function emitCalc(io: Io, opts: IvOpts, record: Resolution): Promise<void> {
  checkRollFaces(opts.roll);
  const lang = langOf(opts, io);
  if (record.refused) throw new RefusedError(record, lang);
  // U177: the project's dice options, accepted and said to change nothing.
  const said = (['seed', 'roll', 'odds'] as const).filter((k) => opts[k] !== undefined && opts[k] !== false).map((k) => `--${k}`);
  const notes = [...record.notes];
  if (said.length > 0) notes.push(t(lang, 'intervention.no-dice', { options: said.join(', ') }));
  if (opts.state !== undefined) notes.push(t(lang, 'intervention.no-state'));
  const out = { ...record, notes, ...(opts.odds ? { certain: true } : {}) };
  if (opts.json) {
    io.stdout.write(`${JSON.stringify({ ...out, turn: null, logged: null })}\n`);
    return;
  }
  const { renderIntervention } = await import('../../render/intervention/index.js');
  io.stdout.write(escapeControls(renderIntervention(out, { lang, color: useColor(io) })));
}

/** Registers `intervention` and its calculations. */
export function register(program: Command, io: Io): void {
  const iv = program
    .command('intervention')
    .description('Intervention (a dice-free firefight) calculator, no game needed: derived values, a shot, melee, explosions, morale, detection, grouped fire, table size')
    .exitOverride();

  const sub = (name: string, description: string) => addIvCommon(iv.command(name).description(description).exitOverride());

  sub('derive', "A fighter's derived values: PF = (Tir + For) / 2 + 1 for each weapon (l.122, U213), PA = (Cbt + For) / 2 + 1 (two weapons: the better, +1, l.128), RT = End + Prt and where it is wounded (R18)")
    .option('--tir <n>', 'Tir (shooting)')
    .option('--cbt <n>', 'Cbt (close combat)')
    .option('--for <list>', 'For of the weapon, or of two weapons (e.g. 4,6)')
    .option('--end <n>', 'End (endurance)')
    .option('--prt <n>', 'Prt (protection, default 0)')
    .option('--rt <n>', 'RT itself (as the samples print it) instead of End + Prt')
    .option('--det <n>', 'Det (detection range: 10 x Det cm)')
    .option('--mvt <n>', 'Mvt (running: 2 x Mvt)')
    .action(async (opts: IvOpts) => {
      const { resolveDerive } = await import('../../rules/intervention/derive.js');
      const lang = langOf(opts, io);
      if (opts.rt !== undefined && (opts.end !== undefined || opts.prt !== undefined)) throw new UserError('bad-option', { option: '--rt/--end', problemKey: 'err.p.intervention.rt-or-end' });
      const forces = opts.for === undefined ? [] : intList('--for', opts.for, 0, VALUE_MAX, 1, 2);
      const record = resolveDerive({
        lang,
        tir: maybeInt(opts, 'tir', '--tir', 0, VALUE_MAX),
        cbt: maybeInt(opts, 'cbt', '--cbt', 0, VALUE_MAX),
        forces,
        end: maybeInt(opts, 'end', '--end', 0, VALUE_MAX),
        prt: maybeInt(opts, 'prt', '--prt', 0, VALUE_MAX),
        rt: maybeInt(opts, 'rt', '--rt', 1, VALUE_MAX),
        det: maybeInt(opts, 'det', '--det', 0, VALUE_MAX),
        mvt: maybeInt(opts, 'mvt', '--mvt', 0, VALUE_MAX),
      });
      await emitCalc(io, opts, record);
    });

  sub('shot', "One shot's damage: PF + Pre of the range band - cover (light 1, hard 2), aimed fire doubled at short range, a running target -1 (R19)")
    .option('--pf <n>', "the weapon's PF (a sample's value for the band already holds its Pre)")
    .option('--pre <n>', 'Pre of the range band (default 0)')
    .addOption(new Option('--weapon <sample>', "a sample fighter's weapon: its PF by band at --distance (U178)").choices([...SAMPLE_WEAPON_IDS]))
    .option('--distance <cm>', 'the distance to the target, in cm (with --weapon)')
    .addOption(new Option('--range <band>', 'range band: short, long, or beyond long (aimed fire only)').choices([...RANGES]).default('short'))
    .option('--aimed', 'aimed fire: the PF doubled at short range, the Pre added after; may fire beyond long range (U170)')
    .addOption(new Option('--cover <cover>', "the target's cover: open, light (-1), hard (-2)").choices([...COVERS]).default('open'))
    .option('--running', 'the target is running (-1)')
    .option('--camouflaged', 'the target has a camouflage net or optical camouflage (-1; not within Det x3 cm of the shooter)')
    .addOption(new Option('--detected <fire>', 'the target is detected, not located: template (half), sustained (1 point on 2 figures, 1 in hard cover), automatic (1 point), other (nothing; U172)').choices([...DETECTED_FIRE]))
    .addOption(new Option('--type <type>', 'weapon type (NE may not aim)').choices([...WEAPON_TYPES]))
    .option('--shooter-wounded', 'the shooter is wounded (may not aim)')
    .option('--target <rt>', "the target's RT, or RT/counter (e.g. 7/5): what the damage does")
    .option('--burst-det <list>', 'with --detected automatic: the Det of each figure the burst is fired at, the one hit first (e.g. 8,6,6): whose observation it cancels (l.403, U243)')
    .action(async (opts: IvOpts) => {
      const { resolveShot } = await import('../../rules/intervention/shot.js');
      if (opts.burstDet !== undefined && opts.detected !== 'automatic') throw new UserError('bad-option', { option: '--burst-det', problemKey: 'err.p.intervention.burst-automatic' });
      const weapon = opts.weapon as SampleWeapon | undefined;
      if (weapon !== undefined && (opts.pf !== undefined || opts.pre !== undefined)) throw new UserError('bad-option', { option: '--weapon', problemKey: 'err.p.intervention.weapon-or-pf' });
      if ((weapon === undefined) !== (opts.distance === undefined)) throw new UserError('bad-option', { option: '--weapon/--distance', problemKey: 'err.p.intervention.weapon-distance' });
      const record = resolveShot({
        lang: langOf(opts, io),
        sample: weapon === undefined ? undefined : { weapon, distance: intOpt('--distance', opts.distance, 0, DISTANCE_MAX) },
        pf: weapon === undefined ? needInt(opts, 'pf', '--pf', 0, VALUE_MAX, 'intervention shot') : 0,
        pre: maybeInt(opts, 'pre', '--pre', -VALUE_MAX, VALUE_MAX) ?? 0,
        range: opts.range as RangeBand,
        aimed: opts.aimed === true,
        cover: opts.cover as Cover,
        running: opts.running === true,
        camouflaged: opts.camouflaged === true,
        detected: opts.detected as DetectedFire | undefined,
        weaponType: opts.type as WeaponType | undefined,
        shooterWounded: opts.shooterWounded === true,
        target: opts.target === undefined ? undefined : counterOpt('--target', opts.target),
        burstDets: opts.burstDet === undefined ? undefined : intList('--burst-det', opts.burstDet, 0, VALUE_MAX, 1, GROUPED_FIRE_LIMITS.targets),
      });
      await emitCalc(io, opts, record);
    });

  sub('melee', 'Melee: the weaker PA loses PAmax, the stronger loses 2 x PAmin - PAmax (never below 0), equal PAs both lose PA; running into melee +1 PA (R19)')
    .option('--attacker <pa>', "the attacker's PA")
    .option('--defender <pa>', "the defender's PA")
    .option('--attacker-running', 'the attacker runs into the melee (+1 PA)')
    .option('--attacker-rt <rt>', "the attacker's RT, or RT/counter: what the loss does")
    .option('--defender-rt <rt>', "the defender's RT, or RT/counter: what the loss does")
    .action(async (opts: IvOpts) => {
      const { resolveMelee } = await import('../../rules/intervention/melee.js');
      const record = resolveMelee({
        lang: langOf(opts, io),
        attacker: {
          pa: needInt(opts, 'attacker', '--attacker', 0, VALUE_MAX, 'intervention melee'),
          running: opts.attackerRunning === true,
          counter: opts.attackerRt === undefined ? undefined : counterOpt('--attacker-rt', opts.attackerRt),
        },
        defender: {
          pa: needInt(opts, 'defender', '--defender', 0, VALUE_MAX, 'intervention melee'),
          running: false,
          counter: opts.defenderRt === undefined ? undefined : counterOpt('--defender-rt', opts.defenderRt),
        },
      });
      await emitCalc(io, opts, record);
    });

  sub('explosion', "An explosion's damage by distance and cover: within R, PF / PF-1 / PF-2; at R, PF-1 / PF-1 / PF-2; R to 2R, 1 (R19)")
    .option('--pf <n>', "the explosive's PF")
    .option('--radius <cm>', 'its radius R, in cm')
    .addOption(new Option('--sample <weapon>', "a sample weapon with its own printed table (the Techno Guerrier's grenades: PF 4, R 5, U173; its flamethrower: 5 inside, 2 at the edge, --radius the umpire's template, U215)").choices([...SAMPLE_BLAST_IDS]))
    .option('--distance <cm>', 'the figure\'s distance from the centre, in cm')
    .addOption(new Option('--cover <cover>', 'its cover from the centre: open, light, hard').choices([...COVERS]).default('open'))
    .option('--target <rt>', "the figure's RT, or RT/counter: what the damage does")
    .action(async (opts: IvOpts) => {
      const { resolveExplosion } = await import('../../rules/intervention/explosion.js');
      const sample = opts.sample as SampleBlast | undefined;
      if (sample !== undefined && (opts.pf !== undefined || (opts.radius !== undefined && SAMPLE_BLASTS[sample].radius !== null))) throw new UserError('bad-option', { option: '--sample', problemKey: 'err.p.intervention.sample-or-pf' });
      const record = resolveExplosion({
        lang: langOf(opts, io),
        sample,
        pf: sample ? 0 : needInt(opts, 'pf', '--pf', 0, VALUE_MAX, 'intervention explosion'),
        radius: sample && SAMPLE_BLASTS[sample].radius !== null ? 0 : needInt(opts, 'radius', '--radius', 1, DISTANCE_MAX, 'intervention explosion'),
        distance: needInt(opts, 'distance', '--distance', 0, DISTANCE_MAX, 'intervention explosion'),
        cover: opts.cover as Cover,
        target: opts.target === undefined ? undefined : counterOpt('--target', opts.target),
      });
      await emitCalc(io, opts, record);
    });

  sub('morale', "Morale under fire: the PF aimed at a figure (before maluses) summed against its Det; more than Det: it loses observation, gains a dodge marker and moves 2 cm to cover")
    .option('--pf <list>', 'the PF of each shot aimed at the figure (e.g. 4,5)')
    .option('--det <n>', "the figure's Det")
    .action(async (opts: IvOpts) => {
      const { resolveMorale } = await import('../../rules/intervention/morale.js');
      if (opts.pf === undefined) throw new UserError('missing-option', { procedure: 'intervention morale', whatKey: 'err.w.intervention.pf-list', option: '--pf' });
      const record = resolveMorale({
        lang: langOf(opts, io),
        pfs: intList('--pf', opts.pf, 0, VALUE_MAX, 1, GROUPED_FIRE_LIMITS.shooters),
        det: needInt(opts, 'det', '--det', 0, VALUE_MAX, 'intervention morale'),
      });
      await emitCalc(io, opts, record);
    });

  sub('detection', 'Detection on observation: a hidden enemy closer than 10 x Det cm is detected (one already detected is located); 20 cm less per camouflage malus')
    .option('--det <n>', "the observer's Det")
    .option('--camouflage <n>', 'camouflage maluses of the hidden unit (1 for a sniper suit or brush; default 0)')
    .option('--distance <cm>', 'the hidden unit\'s distance, in cm')
    .option('--already-detected', 'the hidden unit is already detected (it is then located)')
    .option('--optical', 'the hidden unit wears optical camouflage (only detected after it fires)')
    .action(async (opts: IvOpts) => {
      const { resolveDetection } = await import('../../rules/intervention/detection.js');
      const record = resolveDetection({
        lang: langOf(opts, io),
        det: needInt(opts, 'det', '--det', 0, VALUE_MAX, 'intervention detection'),
        camouflage: maybeInt(opts, 'camouflage', '--camouflage', 0, VALUE_MAX) ?? 0,
        distance: maybeInt(opts, 'distance', '--distance', 0, DISTANCE_MAX),
        alreadyDetected: opts.alreadyDetected === true,
        optical: opts.optical === true,
      });
      await emitCalc(io, opts, record);
    });

  sub('grouped-fire', `Grouped fire: X shooters share their PF among Y <= X targets; every distinct way that kills the most, and every one that wounds the most, side by side (R19, U176; at most ${GROUPED_FIRE_LIMITS.shooters} shooters and ${GROUPED_FIRE_LIMITS.targets} targets)`)
    .option('--shooters <list>', "each shooter's PF for this fire, band and aimed fire included (e.g. 8,8,8)")
    .option('--targets <list>', "each target's RT[/counter][:cover] (e.g. 7,7,7 or 7/4:light,10:hard)")
    .addOption(new Option('--cover <cover>', 'the cover of targets that name none: open, light (-1 per share), hard (-2 per share)').choices([...COVERS]).default('open'))
    .action(async (opts: IvOpts) => {
      const { resolveGroupedFire } = await import('../../rules/intervention/grouped-fire.js');
      if (opts.shooters === undefined) throw new UserError('missing-option', { procedure: 'intervention grouped-fire', whatKey: 'err.w.intervention.shooters', option: '--shooters' });
      if (opts.targets === undefined) throw new UserError('missing-option', { procedure: 'intervention grouped-fire', whatKey: 'err.w.intervention.targets', option: '--targets' });
      const record = resolveGroupedFire({
        lang: langOf(opts, io),
        shooters: intList('--shooters', opts.shooters, 0, GROUPED_FIRE_LIMITS.points, 1, GROUPED_FIRE_LIMITS.shooters),
        targets: targetsOpt('--targets', opts.targets, opts.cover as Cover),
      });
      await emitCalc(io, opts, record);
    });

  sub('table-size', 'The playing surface: more than 60 cm between the sides and 10 cm per fighter of the larger side; minimum, advised and maximum (U174)')
    .option('--fighters <list>', 'the fighters of each side (e.g. 4,5)')
    .action(async (opts: IvOpts) => {
      const { resolveTableSize } = await import('../../rules/intervention/table-size.js');
      if (opts.fighters === undefined) throw new UserError('missing-option', { procedure: 'intervention table-size', whatKey: 'err.w.intervention.fighters', option: '--fighters' });
      const record = resolveTableSize({ lang: langOf(opts, io), sides: intList('--fighters', opts.fighters, 1, 1000, 1, 2) });
      await emitCalc(io, opts, record);
    });
}
