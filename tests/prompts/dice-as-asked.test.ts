// Dice typed exactly as the prompts ask them (`--roll ask`, issue 40): for
// every procedure of every game and pack, each line of its sample batch is
// played once with its dice asked (each prompt read for its die's name, count
// and sides, that many values typed) and once, from the same state, with the
// same values given by `--roll`. Both must log the same resolutions (outcome,
// effects, dice) and leave the same state, and each typed value must have gone
// to the die its prompt named: the prompt is the question the dice that took
// the values would be asked as, one label of one die (or a numbered run of
// the same one). Then the batch's own line is played, to stay on its path.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { firstGroup, Rng, type WantedDie } from '../../src/dice.js';
import { systemEntry } from '../../src/engine/registry.js';
import { diceQuestion } from '../../src/prompts/dice.js';
import type { Prompter } from '../../src/prompts/prompter.js';
import { splitLine } from '../../src/repl/split.js';
import { ROOT, SCENARIOS } from '../helpers/cli.js';
import { SAMPLE_GAMES } from '../helpers/samples.js';
import { scriptedSession } from '../helpers/session.js';

/** A dice question as src/prompts/dice.ts words it, in either language: what, how many, which die. */
const DICE_QUESTION = /^(.+?)[\u00a0 ]?: (\d+)[dD](\d+)$/;

/** A prompter that answers each dice question with as many values as it asks, on its die, from `rng`; any other question is a failure. */
function typingDice(rng: Rng, typed: { question: string; values: number[] }[]): Prompter {
  const refuse = (message: string): never => {
    throw new Error(`a question other than dice: "${message}"`);
  };
  return {
    select: async (message) => refuse(message),
    checkbox: async (message) => refuse(message),
    async input(message, validate) {
      const m = DICE_QUESTION.exec(message);
      if (!m) return refuse(message);
      const values = Array.from({ length: Number(m[2]) }, () => rng.int(Number(m[3])));
      const line = values.join(' ');
      const ok = validate ? validate(line) : true;
      if (ok !== true) throw new Error(`"${line}" refused for "${message}": ${ok}`);
      typed.push({ question: message, values });
      return line;
    },
  };
}

/** Commands that are no procedure: tables, tutorials, walks, listings, the stateless calculator (as tests/prompts/every-game-walk.test.ts, and the SWAT pack's listing). */
const NOT_PROCEDURES = new Set(['assaults', 'demo', 'turn', 'screen', 'reference', 'rules', 'casualties', 'intervention', 'gu-status', 'riot-status', 'intv-status', 'agents-status']);

/** Civil Disorder's procedures the sample batch does not play, on Railton Road (ids of scenarios/railton-road.yaml). */
const RAILTON = [
  'rl-roll market --roll 3,2',
  'fire frontline --unit armed --weapon rifle --range close --roll 6,3',
  'melee spg frontline --intent arrest',
  'negotiate market --by liaison',
  'overreact van1',
  'loot bikers tvshop',
  'burn pub --start 2',
  'extinguish pump1 pub',
  'damage frontline chemist',
  'gas church --kind cs --weapon riot-gun --unit spg',
  'water estate --weapon hose',
  'baton-gun estate --shots 2 --range 5',
  'missiles bikers --at foot1',
  'petrol-bomb bikers --building chemist',
  'sniper roof --target snatch',
  'fighters bikers',
  'line-fight van2 bikers',
  'act commander orders the vans forward',
  'movement panda1',
  'drive panda1',
  'hydrant pump2 h-north',
  'issue-kit foot1 --kit shields',
  'detach spg --figures 4 --as snatch2',
  'join snatch2 spg',
  'trigger van1 first-abuse',
  'triage cas-1 --medic amb1 --roll 5',
  'next-turn',
  'stretcher cas-1 --ambulance amb1',
  'next-turn',
  'load cas-1 amb1',
  'next-turn',
  'hospital amb1',
  'set-rl church --to 1 --reason dispersed',
  'rejoin church frontline --figures 2',
];

/** The same in Émeutes (French edition and tables; ids of scenarios/emeute-place-du-marche.yaml). */
const MARCHE = [
  'rl-roll lyceens --roll 3,2',
  'fire dockers --unit gign --weapon rifle --range close --roll 6,3',
  'melee crs dockers --intent arrest',
  'negotiate lyceens --by commissaire',
  'overreact cie1',
  'loot supporters hifi',
  'burn mairie --start 2',
  'extinguish fourgon1 mairie',
  'damage dockers banque',
  'gas lyceens --kind cs --weapon riot-gun --unit crs',
  'water lyceens --weapon hose',
  'baton-gun lyceens --shots 2 --range 5',
  'missiles supporters --at patrouille',
  'petrol-bomb supporters --building kiosque',
  'sniper toit --target cie1',
  'fighters supporters',
  'line-fight cavaliers supporters',
  'movement cavaliers',
  'dismount patrouille',
  'mount patrouille',
  'raid atelier --unit cie1 --found',
  'set-rl supporters --to 8 --reason charge',
  'wreck-car supporters voiture1',
  'triage cas-1 --medic vsav1 --roll 5',
];

/** Guérilla Urbaine's dice that mix sides (issue 40): La Lame's two attacks at Brute, each maybe parried; Raven's Cd 2 at Vic, each hit maybe saved. */
const GU = [
  'gu-initiative --roll 5',
  'gu-phase --leader vic --bubble lynx',
  'gu-act vic move',
  'gu-phase --leader raven --bubble lame',
  'gu-shoot raven --first concentrate --at vic --at vic --distance 6',
  'gu-melee lame --first move --at brute',
];

const batch = (file: string) => readFileSync(join(ROOT, 'tests', 'batch', file), 'utf8').split('\n');

/** The games: each sample with its batch, then lines of their own for what the batches leave out, Émeutes among them. */
const GAMES: { scenario: string; lines: string[]; seed?: string; yaml?: (text: string) => string }[] = [
  ...SAMPLE_GAMES.map(([scenario, file, seed]) => ({ scenario, seed, lines: batch(file) })),
  { scenario: 'railton-road.yaml', lines: RAILTON },
  { scenario: 'emeute-place-du-marche.yaml', lines: MARCHE },
  { scenario: 'guerilla-urbaine-gangs.yaml', lines: GU },
  // Three gangs (l.66, U413): a die asked by each gang's name, then the re-rolls of the tied, as --roll takes them.
  { scenario: '../tests/fixtures/guerilla-urbaine-three-gangs.yaml', lines: ['gu-initiative --roll 5,5,2,1,6', 'gu-phase --leader raven'] },
  // The nationalists' mission drawn by its die (the sample gives it), and the police's order after a round.
  { scenario: 'railton-road-opinion.yaml', lines: ['press market', 'missiles bikers --at foot1'] },
  { scenario: 'intervention-liberation-otage.yaml', lines: ['intv-clock', 'intv-morale a2 --pf 3'] },
  { scenario: 'riot-sample.fr.yaml', lines: ['riot-mission', ...batch('riot-round.txt'), 'riot-buy nationalistes --card manif-sauvage', 'riot-play manif-sauvage --unit nationaliste1', 'riot-order police autonomes anarchistes nationalistes'], yaml: (t) => t.replace(', mission: m-beffroi', '') },
];

/** The procedures of each game and pack (system id), and those played with their dice asked. */
const required = new Map<string, Set<string>>();
const played = new Map<string, Set<string>>();

/** The files of a game folder, to put it back as it was. */
function snapshot(dir: string): Map<string, string> {
  return new Map(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}
function restore(dir: string, files: Map<string, string>): void {
  for (const f of readdirSync(dir)) if (!files.has(f)) rmSync(join(dir, f), { force: true, recursive: true });
  for (const [f, text] of files) writeFileSync(join(dir, f), text);
}

const logOf = (dir: string): any[] => {
  const f = join(dir, 'umpire-state.log.jsonl');
  return existsSync(f) ? readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
};
/** A log entry without what differs between two runs (its time, and the hash that includes it). */
const comparable = ({ at: _at, prev: _prev, ...rest }: any) => rest;

/** A state without its log's place (a line's length and hash, which include its time and command line). */
function stateOf(text: string): unknown {
  const { log: _log, ...rest } = JSON.parse(text);
  return rest;
}
/** An entry whose command line kept `--roll ask`: a procedure that reads no dice (Intervention, U177). */
const ROLL_KEPT = (e: any) => (e.argv ?? []).includes('ask');

/** How many times each line is played with its dice asked, on other dice each time. */
const TRIES = 3;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** `--roll` and its value taken off a line. */
const withoutRoll = (line: string) => line.replace(/\s--roll(=|\s+)\S+/g, '');

describe('dice typed as the prompts ask them resolve as the same dice given by --roll, each to the die named', () => {
  it.each(GAMES.map((g, i) => [`${g.scenario} (${i + 1})`, g] as const))('%s', async (_name, g) => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-asked-'));
    dirs.push(dir);
    const quiet = scriptedSession(dir, []);
    let file = join(SCENARIOS, g.scenario);
    if (g.yaml) {
      file = join(dir, 'scenario.yaml');
      writeFileSync(file, g.yaml(readFileSync(join(SCENARIOS, g.scenario), 'utf8')));
    }
    expect(await main(['init', file, ...(g.seed ? ['--seed', g.seed] : [])], quiet.session.io)).toBe(0);
    rmSync(join(dir, 'scenario.yaml'), { force: true });
    const game = JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8')).game;
    const systems: ['game' | 'pack', string][] = [['game', game.system], ...(game.packs ?? []).map((p: string) => ['pack', p] as ['pack', string])];
    const commandsOf = new Map(systems.map(([kind, id]) => [id, Object.keys(systemEntry(kind, id)!.commands).filter((n) => !NOT_PROCEDURES.has(n))]));
    for (const [id, names] of commandsOf) required.set(id, new Set(names));
    const procedures = new Set([...commandsOf.values()].flat());
    const systemOf = (name: string) => [...commandsOf].find(([, names]) => names.includes(name))![0];
    const rng = new Rng(g.scenario);
    const problems: string[] = [];
    let asked = 0;
    for (const raw of g.lines) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      const name = splitLine(line).words[0];
      const before = procedures.has(name) ? snapshot(dir) : null;
      // Each procedure three times on dice of its own: a branch one roll takes and another does not.
      for (let round = 0; before && round < TRIES; round++) {
        const seen = logOf(dir).length;
        const typed: { question: string; values: number[] }[] = [];
        const a = scriptedSession(dir, [], { prompter: typingDice(rng, typed) });
        let codeA: number;
        try {
          codeA = await a.session.run(`${withoutRoll(line)} --roll ask`);
        } catch (e) {
          problems.push(`${line}: ${String(e)}`);
          codeA = -1;
        }
        // A command that takes no --roll (or none asked) is played as written.
        const noDice = codeA !== 0 && /(unknown option|option inconnue).*--roll/.test(a.err());
        if (codeA !== 0 && !noDice) problems.push(`${line}: --roll ask exits ${codeA}: ${a.err()}`);
        // A command that takes no --roll (no die to ask) is played as written.
        if (codeA === 0 || noDice) {
          const sys = systemOf(name);
          if (!played.has(sys)) played.set(sys, new Set());
          played.get(sys)!.add(name);
        }
        if (codeA === 0) {
          asked += typed.length;
          const entriesA = logOf(dir).slice(seen);
          const stateA = readFileSync(join(dir, 'umpire-state.json'), 'utf8');
          restore(dir, before);
          const values = typed.flatMap((t) => t.values);
          const b = scriptedSession(dir, []);
          const codeB = await b.session.run(values.length > 0 ? `${withoutRoll(line)} --roll ${values.join(',')}` : withoutRoll(line));
          const entriesB = logOf(dir).slice(seen);
          if (codeB !== 0) problems.push(`${line}: --roll ${values.join(',')} exits ${codeB}: ${b.err()}`);
          else {
            // Intervention rolls no dice (U177): `--roll ask` asks none and is kept on its line with a note; its resolution is the same.
            const kept = entriesA.some(ROLL_KEPT);
            const same = (e: any) => (kept ? { outcome: e.record?.outcome, effects: e.record?.effects, rolls: e.record?.rolls } : comparable(e));
            expect(entriesA.map(same), line).toEqual(entriesB.map(same));
            expect(stateOf(stateA), line).toEqual(stateOf(readFileSync(join(dir, 'umpire-state.json'), 'utf8')));
          }
          // Each prompt's values went to the dice it named, in order.
          const rolls: { die: WantedDie['die']; label: string; value: number }[] = entriesA.flatMap((e) => e.record?.rolls ?? []).filter((r: any) => r.source === 'entered');
          if (rolls.length !== values.length) problems.push(`${line}: ${values.length} values typed, ${rolls.length} taken`);
          let at = 0;
          for (const t of typed) {
            const took = rolls.slice(at, at + t.values.length);
            at += t.values.length;
            const as = [diceQuestion('en', took), diceQuestion('fr', took)];
            if (firstGroup(took).length !== took.length || !as.includes(t.question)) problems.push(`${line}: asked "${t.question}", typed ${t.values.join(' ')}: taken by ${took.map((r) => `${r.label} (${r.value})`).join(', ')}`);
            else expect(took.map((r) => r.value)).toEqual(t.values);
          }
        }
        restore(dir, before);
      }
      const s = scriptedSession(dir, []);
      const code = await s.session.run(line);
      if (code !== 0) problems.push(`the batch's own line refused: ${line}: ${s.err()}`);
    }
    expect(problems).toEqual([]);
    // Intervention rolls no dice: none asked, and its resolutions the same as without.
    if (game.system !== 'intervention') expect(asked).toBeGreaterThan(0);
    else expect(asked).toBe(0);
  }, 300000);

  it('plays every procedure of every game and pack so', () => {
    expect([...required.keys()].sort()).toEqual(['civil-disorder', 'guerilla-urbaine', 'intervention', 'riot', 'riot-opinion', 'swat-assault']);
    const left = [...required].flatMap(([sys, names]) => [...names].filter((n) => !played.get(sys)?.has(n)).map((n) => `${sys}: ${n}`));
    expect(left).toEqual([]);
  });
});
