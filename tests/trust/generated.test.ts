// Generated plays on the large sample scenario (railton-road.yaml): command
// lines built from the procedures' own descriptions (./generate.ts drives the
// guided flow with random answers), mostly valid, some spoiled. After every
// line: exit 0 with a logged resolution, or exit 2 with one line and nothing
// written; a spoiled line is always refused; the game's invariants hold
// (./invariants.ts) and the state is the fold of its log; after each game,
// rebuild and verify agree and the minimum shares hold (./play.ts). Then: each procedure
// resolved at least a minimum share of its valid lines (a generator that only
// produced refusals fails), and the play really filled ambulances, shot,
// sniped, looted and triggered over-reactions (no test on an empty loop).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLines, tempGame } from '../helpers/cli.js';
import { checkInvariants } from './invariants.js';
import { procedureNames, programCommands, type Generated } from './generate.js';
import { expectMinimums, MINIMUM, playGenerated, type Played, type Tally } from './play.js';
import { COMMANDS, ENGINE_COMMANDS } from '../../src/commands/index.js';
import { commandOwners, plays } from '../../src/engine/registry.js';

/** Games played, and generated lines per game (UMPIRE_GENERATED_GAMES, UMPIRE_GENERATED_STEPS). */
const GAMES = Number(process.env.UMPIRE_GENERATED_GAMES ?? 2);
const STEPS = Number(process.env.UMPIRE_GENERATED_STEPS ?? 250);
/**
 * A procedure's valid lines must resolve at least this share of the time, over
 * at least this many lines. (The rest are refusals by the rules that the pick
 * lists do not foresee: a crowd's looters already broken off, a petrol bomb
 * thrown less than 4 turns ago, a target out of range.)
 */
const MIN_SHARE = 1 / 3;
const MIN_LINES = 4;
/** Procedures whose subject exists only in rare states: at least one line resolved, whatever their count. */
const RARE: Record<string, string> = {
  rejoin: 'needs a dispersed crowd (RL 1) with figures left: one per game is made at the start',
  jump: 'needs a crowd at RL 1-3 (the chart jumps only from there, RL_JUMPS): the dispersed one made at the start, or one the play calmed; few lines once detach, join and hospital share the plays',
  hospital: 'needs an ambulance with a casualty loaded a turn ago (triaged, patched up, stretchered or walking, loaded: four steps, U208) and none of its crew out with a stretcher',
  mount: 'needs a unit out of its vehicle (a dismount first, U373)',
  stretcher: 'needs a casualty triaged as a stretcher case (4-5 on the triage die) and patched up a turn, with two paramedics free',
  'petrol-bomb': "needs the one crowd with petrol bombs (frontline) at an RL that throws them, and one throw every PETROL_BOMB_EVERY turns",
};

/** Procedures whose subject railton-road.yaml does not have: checked when a line was drawn at all (tests/rules/civil-disorder/round-four.test.ts plays them). */
const NOT_IN_SCENARIO: Record<string, string> = {
  raid: 'railton-road.yaml has no petrol bomb factory (U375)',
  'wreck-car': 'railton-road.yaml has no parked car, and its SF cars are wrecked only by a crowd at RL 8 (U376)',
};

/** The commands of the game railton-road plays (its system and packs; another game's are refused before any fact). */
let playedHere: (name: string) => boolean = () => true;
const events = { ambulanceFilled: 0, fireByUnit: 0, sniper: 0, loot: 0, trigger: 0, overreact: 0, casualties: 0, hostileRefused: 0 };
const played: Played[] = [];
let finished = false;

let names: { facts: string[]; plain: string[] };
let cmds: Awaited<ReturnType<typeof programCommands>>;
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands(Object.keys(COMMANDS), probe.dir);
  names = procedureNames(cmds);
});
afterAll(() => probe.cleanup());

/** A procedure's lines over every game played. */
function count(name: string): Tally {
  const out: Tally = { lines: 0, resolved: 0, changed: 0, hostile: 0, refused: [] };
  for (const p of played) {
    const x = p.tally.get(name);
    if (!x) continue;
    out.lines += x.lines;
    out.resolved += x.resolved;
    out.changed += x.changed;
    out.hostile += x.hostile;
    out.refused.push(...x.refused);
  }
  return out;
}

/**
 * What the play did, for the "not an empty loop" checks below: each counted by what the line's record says
 * happened (a line that resolved is not yet a shot that hit, loot taken or an over-reaction owed).
 */
function observe(name: string, _gen: Generated, res: { stdout: string }, sf: any): void {
  const cas = Object.values<any>(sf.game.casualties ?? {});
  events.casualties = Math.max(events.casualties, cas.length);
  if (name === 'load' && cas.some((c) => Object.hasOwn(sf.game.ambulances, c.where))) events.ambulanceFilled += 1;
  const records = jsonLines(res.stdout).filter((r) => r && typeof r === 'object' && r.procedure === name);
  const code = (c: string) => records.some((r) => r.outcome?.code === c);
  // Fired with a unit: a record of that unit's fire, not the rules' refusal (logged too, as refused, with no dice).
  if (name === 'fire' && records.some((r) => typeof r.unit === 'string' && r.unit !== '' && !r.refused && (r.rolls ?? []).length > 0)) events.fireByUnit += 1;
  // Sniped: a shot that hit (the sniper's outcome 'hit').
  if (name === 'sniper' && code('hit')) events.sniper += 1;
  // Looted: looters inside a building (a looting begun: breaking in) or loot carried out of it (its loot lowered).
  const looting = (e: any) => e.op === 'set' && /^buildings\.[^.]+\.looting$/.test(e.path) && e.value?.looters > 0;
  const carried = (e: any) => e.op === 'add' && /^buildings\.[^.]+\.loot$/.test(e.path) && e.value < 0;
  if (name === 'loot' && records.some((r) => (r.effects ?? []).some((e: any) => looting(e) || carried(e)))) events.loot += 1;
  // Triggered: a unit owes an over-reaction; over-reacted: the unit's reaction set.
  if (name === 'trigger' && code('owes')) events.trigger += 1;
  if (name === 'overreact' && records.some((r) => (r.effects ?? []).some((e: any) => e.op === 'set' && /^units\.[^.]+\.reaction$/.test(e.path)))) events.overreact += 1;
}

describe('generated command lines on the large scenario', () => {
  it(`${GAMES} games x ${STEPS} generated lines: exit 0 with a logged resolution or a clean refusal; spoiled lines refused; invariants and rebuild hold after each`, async () => {
    const probeGame = tempGame();
    await probeGame.init('railton-road.yaml');
    const core = probeGame.readState().game;
    probeGame.cleanup();
    playedHere = (n) => Object.hasOwn(ENGINE_COMMANDS, n) || commandOwners(n).some((sys) => plays(core, sys));
    const all = [...new Set([...names.facts, ...names.plain.filter((n) => n !== 'undo'), 'next-turn'])].filter(playedHere);
    expect(all.length, 'procedures of this game').toBeGreaterThan(20);
    for (let gi = 0; gi < GAMES; gi++) {
      // One crowd dispersed from the start, so that rejoin (a dispersed crowd's figures) has a subject.
      // The procedures played least so far are drawn most (the ones that can act only in rare states, such as rejoin, get their turn); the turn twice as often.
      const p = await playGenerated(cmds, {
        label: `Civil Disorder game ${gi}`,
        scenario: 'railton-road.yaml',
        seed: process.env.UMPIRE_GENERATED_SEED ? `${process.env.UMPIRE_GENERATED_SEED}-${gi}` : `generated-${gi}`,
        procedures: all,
        steps: STEPS,
        setup: [['set-rl', 'shoplifters', '--to', '1', '--reason', 'dispersed for the test']],
        check: checkInvariants,
        weight: (n) => (n === 'next-turn' ? 2 : 1),
        observe,
      });
      played.push(p);
      events.hostileRefused += p.hostileRefused;
      // Half the lines accepted, a third changing the state (each procedure's own share is checked below).
      expectMinimums(p, [], 0);
    }
    finished = true;
    if (process.env.UMPIRE_TRUST_VERBOSE) console.log(events);
    // 6 x 500 lines outlasted 600 s at load 40 on 2 cores: the timeout grows with the lines.
  }, Math.max(600000, GAMES * STEPS * 600));

  it(`every procedure described by its facts resolved at least a third of its valid generated lines (at least ${MIN_LINES} lines each; the rare ones at least once)`, () => {
    expect(finished).toBe(true);
    expect(names.facts.length, 'procedures described by facts').toBeGreaterThan(20);
    const low: string[] = [];
    for (const name of [...names.facts, ...names.plain].filter(playedHere)) {
      const t = count(name);
      if (Object.hasOwn(NOT_IN_SCENARIO, name) && t.lines === 0) continue;
      if (Object.hasOwn(RARE, name) ? t.resolved < 1 : t.lines < MIN_LINES || t.resolved / t.lines < MIN_SHARE) low.push(`${name}: ${t.resolved}/${t.lines} resolved; refusals: ${t.refused.slice(0, 3).join(' | ')}`);
    }
    expect(low).toEqual([]);
  });

  it('the play filled ambulances, fired with units, sniped, looted, triggered over-reactions and refused every spoiled line', () => {
    expect(finished).toBe(true);
    // Every game played, and a third of its lines did something (the count of lines played, set by the loop, could not fail).
    expect(played).toHaveLength(GAMES);
    expect(played.reduce((n, p) => n + p.changed, 0), 'lines that changed the state').toBeGreaterThan(GAMES * STEPS * MINIMUM.changed);
    // Each at least once, counted by what happened (observe above), not by the lines that resolved (the test above).
    for (const k of ['casualties', 'ambulanceFilled', 'fireByUnit', 'sniper', 'loot', 'trigger', 'overreact'] as const) expect(events[k], `${k}: ${JSON.stringify(events)}`).toBeGreaterThan(0);
    expect(events.hostileRefused).toBeGreaterThan(GAMES * STEPS * 0.05);
  });
});
