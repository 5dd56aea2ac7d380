// The `swat-assault` pack's commands over a riot (issue 19 part 3): SF units
// storm a building held by armed men (`assault-start`), six-second turns of
// Intervention fire and melee (`assault-turn`), the end handed back to the
// riot (`assault-end`), and the list of assaults and armed men (`assaults`).
// Thin adapters: facts from the state (Civil Disorder's units, buildings and
// crowds, the pack's `armedMen` and `assaults`), the rules in
// src/rules/swat-assault/assault.ts.
import { Option, type Command } from 'commander';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { escapeControls } from '../../render/safe.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { resolveAssaultEnd, resolveAssaultStart, resolveAssaultTurn, COVERS, type ArmedMan, type Assault, type Cover, type EndFacts, type ShotOrder, type StartFacts, type TurnFacts } from '../../rules/swat-assault/assault.js';
import { MAX_ASSAULT_TURNS, MAX_DAMAGE, MAX_FIGURES, stormProfile } from '../../rules/swat-assault/tables.js';
import { RL_MIN } from '../../rules/civil-disorder/rl-roll.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import type { Game } from '../../engine/system.js';
import { addCommon, intOpt, lookup, outputLang, runProcedure, statePaths, useColor, type CommonOpts, type Io } from '../common.js';
import { readGame } from '../../state/transaction.js';

/** The pack's slice of a game (empty when the scenario gives no armed men). */
export interface SwatSlice {
  armedMen: Record<string, ArmedMan>;
  assaults: Record<string, Assault>;
}

export function swatSlice(game: unknown): SwatSlice {
  const g = game as Partial<SwatSlice>;
  return { armedMen: g.armedMen ?? {}, assaults: g.assaults ?? {} };
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** `--unit <unit>[:n]`: a unit and the figures it sends. */
function unitSpec(value: string): { id: string; figures: number | null } {
  const [id, n, ...rest] = value.split(':');
  if (rest.length > 0 || !ID.test(id ?? '')) throw new UserError('bad-option', { option: '--unit', problemKey: 'err.p.swat.unit-spec' });
  return { id, figures: n === undefined ? null : intOpt('--unit', n, 1, MAX_FIGURES) };
}

/** `--fire <shooter>:<target>[:cover]` and `--melee <attacker>:<defender>`. */
function pairSpec(option: string, value: string, withCover: boolean): { a: string; b: string; cover?: Cover } {
  const parts = value.split(':');
  const [a, b, cover] = parts;
  if (parts.length < 2 || parts.length > (withCover ? 3 : 2) || !ID.test(a) || !ID.test(b ?? '')) {
    throw new UserError('bad-option', { option, problemKey: withCover ? 'err.p.swat.fire-spec' : 'err.p.swat.melee-spec' });
  }
  if (cover !== undefined && !(COVERS as readonly string[]).includes(cover)) throw new UserError('bad-choice', { option, value: cover.slice(0, 40), choices: COVERS.join(', ') });
  return { a, b, cover: cover as Cover | undefined };
}

/** An assault of the game, or exit 2 listing the known ones. */
function assaultOf(game: GameState, id: string): Assault {
  return lookup(swatSlice(game).assaults, id, 'unknown-assault');
}

/** The assault's building comes from the game; without one, the procedure needs a game. */
const needsGame = (procedure: string, whatKey: string) => () => {
  throw new UserError('swat-needs-game', { procedure, whatKey });
};

/** A repeatable option's values, each of which may be a comma-separated list (the guide gives a checklist so). */
function flat(list: string[] | undefined): string[] {
  return (list ?? []).flatMap((v) => v.split(','));
}

/** Crowds named on the command line: each must be one of the game's. */
function crowdIds(game: GameState, list: string[] | undefined): string[] {
  return flat(list).map((c) => lookup(game.crowds, c, 'unknown-crowd').id);
}

const gameOf = (g: Game) => g as unknown as GameState;
/** Armed men standing in a building. */
const standingIn = (g: Game, building: string) => Object.values(swatSlice(g).armedMen).filter((m) => m.building === building && m.counter > 0);
const underWay = (g: Game) => Object.values(swatSlice(g).assaults).filter((a) => a.fate === 'under-way');

/** The fighters of an assault standing now: SF figures and armed men. */
function standingFighters(g: Game, id: string): { sf: string[]; armed: string[] } {
  const s = swatSlice(g);
  const a = Object.hasOwn(s.assaults, id) ? s.assaults[id] : null;
  if (!a) return { sf: [], armed: [] };
  return { sf: Object.values(a.sf).filter((x) => x.counter > 0).map((x) => x.id), armed: a.armed.filter((m) => Object.hasOwn(s.armedMen, m) && s.armedMen[m].counter > 0) };
}

/** Every pair of enemies standing, SF first (the guide's checklist for --fire and --melee). */
/** A fighter with its RT counter (R18): "armed-1 (7/7)". */
function withCounter(g: Game, id: string, x: string): string {
  const s = swatSlice(g);
  const f = s.assaults[id]?.sf[x] ?? s.armedMen[x];
  return f ? `${x} (${f.counter}/${f.rt})` : x;
}

/** The standing fighters of both sides who have a standing enemy, each with its RT counter: the first end of a pair. */
function fighters(g: Game, id: string, leave: ReadonlySet<string> = new Set()): { value: string; name: string }[] {
  const { sf, armed } = standingFighters(g, id);
  const both = [...(armed.length > 0 ? sf : []), ...(sf.length > 0 ? armed : [])];
  return both.filter((x) => !leave.has(x)).map((x) => ({ value: x, name: withCounter(g, id, x) }));
}

/** The enemies of fighter `x` still standing (the other side's), each with its RT counter: the other end of a pair. */
function enemiesOf(g: Game, id: string, x: string, leave: ReadonlySet<string> = new Set()): { value: string; name: string }[] {
  const { sf, armed } = standingFighters(g, id);
  const other = sf.includes(x) ? armed : armed.includes(x) ? sf : [];
  return other.filter((y) => !leave.has(y)).map((y) => ({ value: y, name: withCounter(g, id, y) }));
}

const START_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'building',
      description: 'the building held by armed men',
      kind: 'buildings',
      canAct: (g, id) => standingIn(g, id).length > 0 && !underWay(g).some((a) => a.building === id),
      label: (g, id) => `${standingIn(g, id).map((m) => m.id).join(', ')}`,
    },
  ],
  options: [
    {
      flags: '--unit <unit[:n]>',
      description: 'an armed SF unit going in; unit:n for n of its figures (all its fit ones unless said); repeatable',
      role: 'value',
      ask: 'required',
      repeatable: true,
      pick: (g) => Object.values(gameOf(g).units).filter((u) => u.armed && stormProfile(u.type, u.riotKit) !== null && u.strength > u.wounded).map((u) => ({ value: u.id, name: `${u.id} (${u.name}, ${u.strength - u.wounded})` })),
      // How many of its fit figures go in (Enter: all of them), given as unit:n.
      amount: {
        question: 'swat.q.figures',
        most: (g, _s, unit) => {
          const units = gameOf(g).units;
          return Object.hasOwn(units, unit) ? Math.min(MAX_FIGURES, Math.max(1, units[unit].strength - units[unit].wounded)) : MAX_FIGURES;
        },
      },
    },
    { flags: '--crowd <crowd>', description: 'a crowd around the building: it hears the gunfire (repeatable)', role: 'value', ask: 'optional', repeatable: true, ids: 'crowds', many: () => 'list' },
    { flags: '--turns <n>', description: `the most six-second turns the assault may last (1..${MAX_ASSAULT_TURNS}, the riot turn's two minutes; U191)`, role: 'other', default: String(MAX_ASSAULT_TURNS) },
  ],
  diceWhen: () => false,
};

const assaultArg = { name: 'assault', description: 'the assault (assault-1...)', kind: 'assaults', canAct: (g: Game, id: string) => underWay(g).some((a) => a.id === id) };

/** The fighters of a list of pairs (`a:b[:cover]`, comma-separated) at the given sides: 0 the first (the shooter), 1 the second. */
const pairFighters = (list: string | undefined, sides: readonly number[]): string[] =>
  (list ?? '').split(',').filter(Boolean).flatMap((p) => sides.map((i) => p.split(':')[i]));

/** U193: each fighter fires once or fights one melee a turn: the first fighter ticked twice, or true. */
function onceEach(lang: Lang, fighters: readonly string[]): true | string {
  const seen = new Set<string>();
  for (const f of fighters) {
    if (seen.has(f)) return t(lang, 'swat.refused.acts-twice', { id: f });
    seen.add(f);
  }
  return true;
}

const TURN_FACTS: ProcedureFacts = {
  args: [assaultArg],
  options: [
    {
      flags: '--fire <shooter:target[:cover]>',
      description: "a fighter fires at an enemy: instinctive fire at short range; the target's cover if not where it stands (open, light, hard); repeatable",
      role: 'value',
      ask: 'optional',
      repeatable: true,
      // The shooters ticked, then each one's target (a checklist of every pair was 36 lines for six against six).
      pick: (g, subjects) => fighters(g, subjects[0]),
      many: () => 'list',
      partner: { question: 'swat.q.target', pick: (g, subjects, shooter) => enemiesOf(g, subjects[0], shooter) },
      // A fighter fires once (U193): one shot each.
      check: (_g, _s, ticked, lang) => onceEach(lang, pairFighters(ticked.join(','), [0])),
      // Each shot's target cover, Enter where it stands (U192).
      qualifier: { question: 'swat.q.cover', choices: COVERS, none: 'swat.q.cover-standing', words: 'intervention.cover.' },
    },
    {
      flags: '--melee <attacker:defender>',
      description: 'two enemies fight hand to hand (PA against PA); repeatable',
      role: 'value',
      ask: 'optional',
      repeatable: true,
      // The fighters who do not fire this turn (U193: it fires or fights), then each one's enemy, each fighter in one melee.
      pick: (g, subjects, _lang, values) => fighters(g, subjects[0], new Set(pairFighters(values?.['--fire'], [0]))),
      many: () => 'list',
      partner: {
        question: 'swat.q.defender',
        once: true,
        pick: (g, subjects, attacker, _lang, taken, values) => enemiesOf(g, subjects[0], attacker, new Set([...taken, ...pairFighters(values['--fire'], [0])])),
      },
      check: (_g, _s, ticked, lang) => onceEach(lang, pairFighters(ticked.join(','), [0, 1]).filter(Boolean)),
    },
  ],
  diceWhen: () => false,
};

const END_FACTS: ProcedureFacts = {
  args: [assaultArg],
  options: [
    {
      flags: '--crowd <crowd>',
      description: 'another crowd around the building that heard the gunfire (repeatable)',
      role: 'value',
      ask: 'optional',
      repeatable: true,
      // The crowds in play not already named around the building (at the start, U194).
      pick: (g, subjects, lang) => {
        const game = gameOf(g);
        const all = swatSlice(g).assaults;
        const named = Object.hasOwn(all, subjects[0] ?? '') ? all[subjects[0]].crowds : [];
        return Object.values(game.crowds)
          .filter((c) => c.rl > RL_MIN && !c.mergedInto && !named.includes(c.id))
          .map((c) => ({ value: c.id, name: `${c.id} (${c.name}, ${t(lang, 'repl.rl')} ${c.rl})` }));
      },
      many: () => 'list',
    },
    { flags: '--fires <n>', description: 'fires started in the building during the assault (default 0; U196)', role: 'value', ask: 'optional' },
    { flags: '--damage <points>', description: 'property value points the building lost in the assault (default 0; U196)', role: 'value', ask: 'optional' },
  ],
  diceWhen: () => false,
};

interface StartOpts extends CommonOpts {
  unit?: string[];
  crowd?: string[];
  turns?: string;
}

interface TurnOpts extends CommonOpts {
  fire?: string[];
  melee?: string[];
}

interface EndOpts extends CommonOpts {
  crowd?: string[];
  fires?: string;
  damage?: string;
}

/** One of the pack's procedures: its facts, the common options, facts from the state, the pure rule. */
function registerProcedure<O extends CommonOpts, F>(
  program: Command,
  io: Io,
  p: { name: string; description: string; facts: ProcedureFacts; whatKey: string; fromState(game: GameState, id: string, lang: Lang, opts: O): F; resolve(facts: F): Resolution },
): void {
  const cmd = program.command(p.name).description(p.description);
  defineFacts(cmd, p.facts);
  addCommon(cmd);
  cmd.action(async (id: string | undefined, opts: O) => {
    await runProcedure(io, opts, id, {
      name: p.name,
      fromOptions: needsGame(p.name, p.whatKey),
      fromState: (g, subject, lang) => p.fromState(gameOf(g), subject, lang, opts),
      resolve: (facts) => p.resolve(facts),
    });
  });
}

/** `assault-start`: SF units storm a building held by armed men. */
export function registerStart(program: Command, io: Io): void {
  registerProcedure<StartOpts, StartFacts>(program, io, {
    name: 'assault-start',
    description: 'SF units storm a building held by armed men: an Intervention firefight of six-second turns inside the riot turn (U190-U196)',
    facts: START_FACTS,
    whatKey: 'err.w.swat.building',
    fromState(game, id, lang, opts) {
      const b = lookup(game.buildings, id, 'unknown-building');
      if (flat(opts.unit).length === 0) throw new UserError('missing-option', { procedure: 'assault-start', whatKey: 'err.w.swat.units', option: '--unit' });
      const s = swatSlice(game);
      const units = flat(opts.unit).map((spec) => {
        const { id: uid, figures } = unitSpec(spec);
        const u = lookup(game.units, uid, 'unknown-unit');
        return { id: u.id, type: u.type, riotKit: u.riotKit, armed: u.armed, available: Math.max(0, u.strength - u.wounded), figures };
      });
      const taken = new Set<string>([...Object.keys(game.units), ...Object.keys(game.crowds), ...Object.keys(s.armedMen), ...Object.keys(game.buildings)]);
      return {
        lang,
        building: { id: b.id, name: b.name },
        turn: game.turn,
        armedMen: Object.values(s.armedMen).filter((m) => m.building === b.id),
        underWay: Object.values(s.assaults).find((a) => a.building === b.id && a.fate === 'under-way')?.id ?? null,
        units,
        maxRounds: intOpt('--turns', opts.turns, 1, MAX_ASSAULT_TURNS),
        crowds: crowdIds(game, opts.crowd),
        counter: game.counters.assault,
        taken,
      };
    },
    resolve: resolveAssaultStart,
  });
}

/** `assault-turn`: one six-second turn of an assault. */
export function registerTurn(program: Command, io: Io): void {
  registerProcedure<TurnOpts, TurnFacts>(program, io, {
    name: 'assault-turn',
    description: 'One six-second turn of an assault: who fires at whom, the melees; damage on the RT counters (R18, R19), no dice',
    facts: TURN_FACTS,
    whatKey: 'err.w.swat.assault',
    fromState(game, id, lang, opts) {
      const a = assaultOf(game, id);
      const shots: ShotOrder[] = flat(opts.fire).map((v) => {
        const p = pairSpec('--fire', v, true);
        return { shooter: p.a, target: p.b, cover: p.cover };
      });
      const melees = flat(opts.melee).map((v) => {
        const p = pairSpec('--melee', v, false);
        return { attacker: p.a, defender: p.b };
      });
      return { lang, assault: a, armedMen: swatSlice(game).armedMen, turn: game.turn, shots, melees };
    },
    resolve: resolveAssaultTurn,
  });
}

/** `assault-end`: the assault handed back to the riot. */
export function registerEnd(program: Command, io: Io): void {
  registerProcedure<EndOpts, EndFacts>(program, io, {
    name: 'assault-end',
    description: "End an assault and hand it back to the riot: casualties to triage, gunfire to the crowds around, the building's fate",
    facts: END_FACTS,
    whatKey: 'err.w.swat.assault',
    fromState(game, id, lang, opts) {
      const a = assaultOf(game, id);
      const b = game.buildings[a.building];
      return {
        lang,
        assault: a,
        armedMen: swatSlice(game).armedMen,
        building: { id: b.id, name: b.name, value: b.value },
        turn: game.turn,
        crowds: crowdIds(game, opts.crowd),
        inPlay: (c: string) => Object.hasOwn(game.crowds, c) && game.crowds[c].rl > RL_MIN && !game.crowds[c].mergedInto,
        casualtyCounter: game.counters.casualty,
        fires: opts.fires === undefined ? 0 : intOpt('--fires', opts.fires, 0, MAX_DAMAGE),
        damage: opts.damage === undefined ? 0 : intOpt('--damage', opts.damage, 0, MAX_DAMAGE),
      };
    },
    resolve: resolveAssaultEnd,
  });
}

/**
 * The assaults and the armed men as text, for the umpire; the players' view
 * (the SF's own operations) leaves the armed men's profiles and counters out.
 */
export async function renderAssaults(game: GameState, lang: Lang, color: boolean, o: { player?: boolean; underWayOnly?: boolean } = {}): Promise<string> {
  const player = o.player === true;
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const s = swatSlice(game);
  const out: string[] = [th.title(t(lang, 'swat.list.title', { turn: game.turn }))];
  const counter = (c: number, rt: number) => (c <= 0 ? th.bad(`0/${rt}`) : `${c}/${rt}`);
  const men = player ? [] : Object.values(s.armedMen);
  if (player) out.push(t(lang, 'swat.list.player'));
  else if (men.length === 0) out.push(t(lang, 'swat.list.no-men'));
  else {
    out.push(
      table(
        ['id', 'building', 'profile', 'rt', 'state'].map((k) => t(lang, `swat.list.col.${k}`)),
        men.map((m) => [m.id, m.building, `PF ${m.pf} PA ${m.pa} Det ${m.det}`, counter(m.counter, m.rt), t(lang, m.casualty ? 'swat.list.casualty' : `swat.condition.${m.counter <= 0 ? 'out' : m.counter <= Math.ceil(m.rt / 2) ? 'wounded' : 'fit'}`, { id: m.casualty ?? '' })]),
        th,
      ),
    );
  }
  for (const a of Object.values(s.assaults).filter((x) => !o.underWayOnly || x.fate === 'under-way')) {
    out.push(th.title(t(lang, 'swat.list.assault', { id: a.id, building: a.building, status: t(lang, `swat.fate.${a.fate}`), rounds: a.rounds, max: a.maxRounds, turn: a.turn })));
    out.push(
      table(
        ['id', 'unit', 'profile', 'rt'].map((k) => t(lang, `swat.list.col.${k}`)),
        Object.values(a.sf).map((x) => [x.id, x.unit, `PF ${x.pf} PA ${x.pa} Det ${x.det}`, counter(x.counter, x.rt)]),
        th,
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

/** `assaults`: the armed men and every assault, with the RT counters. */
export function registerList(program: Command, io: Io): void {
  program
    .command('assaults')
    .description('The armed men holding buildings and every assault (pack swat-assault): profiles and RT counters')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', "print the pack's state (armed men, assaults) as JSON")
    .addOption(new Option('--lang <lang>', 'output language').choices(['en', 'fr']))
    .option('--player', "players' view: only what the security-force players may know")
    .action(async (opts: CommonOpts) => {
      const paths = statePaths(io, opts);
      const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      const game = sf.game as unknown as GameState;
      const lang = outputLang(opts, sf.game, sf.game.edition);
      const player = Boolean(opts.player) || io.env.UMPIRE_VIEW === 'player';
      if (opts.json) {
        // The players' view: the pack's players' state (PlayersView.state), never the armed men.
        io.stdout.write(`${JSON.stringify(player ? (await import('../../render/player.js')).playerSlice(sf.game, 'swat-assault', lang) : swatSlice(game))}\n`);
        return;
      }
      io.stdout.write(escapeControls(await renderAssaults(game, lang, useColor(io), { player })));
    });
}

/** The pending strip's item (StatusView.pending): the assaults under way. */
export function assaultsPending(game: GameState, lang: Lang): string[] {
  const under = Object.values(swatSlice(game).assaults).filter((a) => a.fate === 'under-way');
  return under.length === 0 ? [] : [t(lang, 'swat.pending.assaults', { list: under.map((a) => `${a.id} (${a.building} ${a.rounds}/${a.maxRounds})`).join(', ') })];
}

/** `status --brief`: one line an armed man still standing, one an assault under way. */
export function assaultsBrief(game: GameState, lang: Lang): string[] {
  const s = swatSlice(game);
  const men = Object.values(s.armedMen).filter((m) => m.counter > 0);
  const under = Object.values(s.assaults).filter((a) => a.fate === 'under-way');
  if (men.length === 0 && under.length === 0) return [];
  return [
    t(lang, 'swat.list.title', { turn: game.turn }),
    ...men.map((m) => `  ${t(lang, 'status.brief.item', { id: m.id, text: `${m.building}, RT ${m.counter}/${m.rt}` })}`),
    ...under.map((a) => `  ${t(lang, 'swat.list.assault', { id: a.id, building: a.building, status: t(lang, `swat.fate.${a.fate}`), rounds: a.rounds, max: a.maxRounds, turn: a.turn })}`),
  ];
}
