// Generated plays on the large sample scenario (railton-road.yaml): command
// lines built from the procedures' own descriptions (./generate.ts drives the
// guided flow with random answers), mostly valid, some spoiled. After every
// line: exit 0 with a logged resolution, or exit 2 with one line and nothing
// written; a spoiled line is always refused; the game's invariants hold
// (./invariants.ts) and the state is the fold of its log. Then: each procedure
// resolved at least a minimum share of its valid lines (a generator that only
// produced refusals fails), and the play really filled ambulances, shot,
// sniped, looted and triggered over-reactions (no test on an empty loop).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempGame, jsonLines } from '../helpers/cli.js';
import { foldLog, readLog } from '../../src/state/store.js';
import { canonicalJson } from '../../src/state/effects.js';
import { checkInvariants } from './invariants.js';
import { expectAgree } from './helpers.js';
import { generate, procedureNames, programCommands, Rand } from './generate.js';
import { COMMANDS, ENGINE_COMMANDS } from '../../src/commands/index.js';
import { commandOwners, plays } from '../../src/engine/registry.js';
import { t } from '../../src/i18n/index.js';

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
  'petrol-bomb': "needs the one crowd with petrol bombs (frontline) at an RL that throws them, and one throw every PETROL_BOMB_EVERY turns",
};

interface Tally {
  lines: number;
  resolved: number;
  refused: string[];
  hostile: number;
}
const tally = new Map<string, Tally>();
/** The commands of the game railton-road plays (its system and packs; another game's are refused before any fact). */
let playedHere: (name: string) => boolean = () => true;
const events = { ambulanceFilled: 0, fireByUnit: 0, sniper: 0, loot: 0, trigger: 0, overreact: 0, casualties: 0, hostileRefused: 0 };
let played = 0;
let finished = false;

let names: { facts: string[]; plain: string[] };
let cmds: Awaited<ReturnType<typeof programCommands>>;
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands(Object.keys(COMMANDS), probe.dir);
  names = procedureNames(cmds);
});
afterAll(() => probe.cleanup());

function count(name: string): Tally {
  if (!tally.has(name)) tally.set(name, { lines: 0, resolved: 0, refused: [], hostile: 0 });
  return tally.get(name)!;
}

describe('generated command lines on the large scenario', () => {
  it(`${GAMES} games x ${STEPS} generated lines: exit 0 with a logged resolution or a clean refusal; spoiled lines refused; invariants and rebuild hold after each`, async () => {
    const probeGame = tempGame();
    await probeGame.init('railton-road.yaml');
    const core = probeGame.readState().game;
    probeGame.cleanup();
    playedHere = (n) => Object.hasOwn(ENGINE_COMMANDS, n) || commandOwners(n).some((sys) => plays(core, sys));
    const all = [...names.facts, ...names.plain.filter((n) => n !== 'undo'), 'next-turn', 'next-turn'].filter(playedHere);
    expect(all.length, 'procedures of this game').toBeGreaterThan(20);
    for (let gi = 0; gi < GAMES; gi++) {
      const game = tempGame();
      try {
        await game.init('railton-road.yaml', '--seed', `generated-${gi}`);
        // One crowd dispersed from the start, so that rejoin (a dispersed crowd's figures) has a subject.
        await game.ok('set-rl', 'shoplifters', '--to', '1', '--reason', 'dispersed for the test');
        const r = new Rand(`generated-${gi}`);
        const history: string[] = [];
        let steps = 0;
        let misses = 0;
        while (steps < STEPS && misses < STEPS * 20) {
          // Undo now and then, so that taking a resolution back is played too;
          // otherwise the procedures played least so far are drawn most (the
          // ones that can act only in rare states, such as rejoin, get their turn).
          const name = r.next() < 0.02 ? 'undo' : r.weighted(all, (n) => 1 / (1 + count(n).lines));
          const gen = await generate(cmds, name, game.state, game.dir, r);
          if (!gen) {
            misses += 1;
            continue;
          }
          steps += 1;
          played += 1;
          const before = game.readState().game;
          const bytes = game.snapshot();
          const res = await runCli(gen.argv, { cwd: game.dir });
          history.push(gen.argv.slice(0, -3).map((w) => JSON.stringify(w)).join(' '));
          const where = `game ${gi}, after\n  ${history.slice(-12).join('\n  ')}\n`;
          const tl = count(name);
          expect([0, 2], `${where}exit ${res.code}: ${res.stderr}`).toContain(res.code);
          if (gen.hostile) {
            tl.hostile += 1;
            // An impossible die is refused, unless the resolution rolls nothing (then it says the dice were not needed).
            const unrolled = gen.hostile === 'impossible-die' && res.code === 0 && (res.stdout + res.stderr).includes(t('en', 'common.dice-not-needed', { values: '0' }));
            if (!unrolled) {
              expect(res.code, `${where}a spoiled line (${gen.hostile}) resolved: ${res.stdout}`).toBe(2);
              events.hostileRefused += 1;
            }
          } else tl.lines += 1;
          if (res.code === 2) {
            expect(res.stderr.trim().split('\n'), `${where}${res.stderr}`).toHaveLength(1);
            expect(game.snapshot(), `${where}exit 2 wrote: ${res.stderr}`).toEqual(bytes);
            if (!gen.hostile) tl.refused.push(`${gen.argv.slice(0, -3).join(' ')}: ${res.stderr.trim()}`);
            continue;
          }
          const records = jsonLines(res.stdout);
          const sf = game.readState();
          if (name === 'undo') tl.resolved += 1;
          else {
            // A resolution was logged, and it is the log's last entry.
            const logged = records.map((x) => x.logged).filter((n) => typeof n === 'number');
            expect(logged.length, `${where}exit 0 without a logged resolution: ${res.stdout}`).toBeGreaterThan(0);
            expect(Math.max(...logged), where).toBe(sf.log.seq);
            if (!gen.hostile) tl.resolved += 1;
          }
          checkInvariants(sf.game, before, name === 'undo', where, gen.argv);
          const folded = foldLog(readLog(game.log).entries);
          expect(canonicalJson(folded), `${where}the state is not the fold of its log`).toBe(canonicalJson(sf.game));
          // What happened, for the "not an empty loop" checks below.
          const cas = Object.values<any>(sf.game.casualties ?? {});
          events.casualties = Math.max(events.casualties, cas.length);
          if (name === 'load' && cas.some((c) => Object.hasOwn(sf.game.ambulances, c.where))) events.ambulanceFilled += 1;
          if (name === 'fire' && gen.argv.includes('--unit')) events.fireByUnit += 1;
          if (name === 'sniper' || name === 'loot' || name === 'trigger' || name === 'overreact') events[name] += 1;
        }
        expect(steps, `game ${gi}: the generator found something to play`).toBe(STEPS);
        expectAgree(game.state, game.log);
        // The state as the commands left it, read before rebuild writes its own.
        const before = game.readState().game;
        const rebuilt = await runCli(['rebuild', '--json', '--state', game.state]);
        expect(rebuilt.code, rebuilt.stderr).toBe(0);
        expect(JSON.parse(rebuilt.stdout)).toEqual(before);
      } finally {
        game.cleanup();
      }
    }
    finished = true;
    if (process.env.UMPIRE_TRUST_VERBOSE) console.log(events, Object.fromEntries([...tally].map(([n, t]) => [n, `${t.resolved}/${t.lines} +${t.hostile} hostile`])));
  }, 600000);

  it(`every procedure described by its facts resolved at least a third of its valid generated lines (at least ${MIN_LINES} lines each; the rare ones at least once)`, () => {
    expect(finished).toBe(true);
    expect(names.facts.length, 'procedures described by facts').toBeGreaterThan(20);
    const low: string[] = [];
    for (const name of [...names.facts, ...names.plain].filter(playedHere)) {
      const t = count(name);
      if (Object.hasOwn(RARE, name) ? t.resolved < 1 : t.lines < MIN_LINES || t.resolved / t.lines < MIN_SHARE) low.push(`${name}: ${t.resolved}/${t.lines} resolved; refusals: ${t.refused.slice(0, 3).join(' | ')}`);
    }
    expect(low).toEqual([]);
  });

  it('the play filled ambulances, fired with units, sniped, looted, triggered over-reactions and refused every spoiled line', () => {
    expect(finished).toBe(true);
    expect(played).toBe(GAMES * STEPS);
    expect(events.casualties).toBeGreaterThan(2);
    expect(events.ambulanceFilled).toBeGreaterThan(0);
    expect(events.fireByUnit).toBeGreaterThan(2);
    expect(events.sniper).toBeGreaterThan(2);
    expect(events.loot).toBeGreaterThan(2);
    expect(events.trigger).toBeGreaterThan(2);
    expect(events.overreact).toBeGreaterThan(2);
    expect(events.hostileRefused).toBeGreaterThan(GAMES * STEPS * 0.05);
  });
});
