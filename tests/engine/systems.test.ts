// The design of games and packs (docs/packs.md, src/engine/system.ts): the
// engine imports no game, and a pack registered from outside adds a command,
// a scenario section, a state slice, a turn hook and messages without any
// other file knowing it; a scenario names its game and packs, and a command
// of another game is refused in one line.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import * as v from 'valibot';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.js';
import { addCommon, emit, outputLang, statePaths, type CommonOpts, type Io } from '../../src/commands/common.js';
import { defineFacts } from '../../src/commands/facts.js';
import { guideWords } from '../../src/prompts/guide.js';
import type { Choice, Prompter } from '../../src/prompts/prompter.js';
import { complete, completionModel } from '../../src/repl/complete.js';
import { gameById, packById, registerSystem, unregisterSystem } from '../../src/engine/registry.js';
import type { GameCore, GameSystem } from '../../src/engine/system.js';
import { UserError } from '../../src/errors.js';
import { t } from '../../src/i18n/index.js';
import { TURN_HOOKS } from '../../src/rules/civil-disorder/turn.js';
import { count, id } from '../../src/state/schema.js';
import { migrateState, type RawState } from '../../src/state/migrate.js';
import { transact } from '../../src/state/transaction.js';
import { ROOT, tempGame } from '../helpers/cli.js';
import { importsOf, sources } from '../helpers/sources.js';

// ---------------------------------------------------------------- imports

/** The command modules the games load (their descriptors' `import('../../commands/x.js')`). */
const GAME_COMMAND_FILES = new Set(
  sources()
    .filter((f) => f.startsWith('src/games/'))
    .flatMap((f) => [...readFileSync(join(ROOT, f), 'utf8').matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => relative(ROOT, resolve(ROOT, dirname(f), m[1])).replace(/\.js$/, '.ts')))
    .filter((f) => f.startsWith('src/commands/')),
);

/**
 * A module of a game: anything in src/games/ or in a subfolder of an area
 * (src/rules/guerilla-urbaine/, src/state/civil-disorder/: the engine keeps
 * none), and a command module a game loads.
 */
function isGameModule(f: string): boolean {
  if (f.startsWith('src/games/') || /^src\/[a-z0-9]+\/[a-z0-9-]+\//.test(f)) return true;
  return GAME_COMMAND_FILES.has(f);
}

/** Where the engine meets the games: they import both (src/cli.ts is the composition root). */
const COMPOSITION = ['src/cli.ts', 'src/dev.ts', 'src/commands/index.ts'];

/**
 * Engine modules that still import a piece of a game (Civil Disorder's
 * state types and rules): the list only shrinks. A new
 * engine module that imports a game fails this test; one that stops doing so
 * must leave the list.
 */
const STILL_KNOWS_CIVIL_DISORDER: string[] = [];

describe('the engine imports no game', () => {
  const files = sources();
  const engine = files.filter((f) => !isGameModule(f) && !COMPOSITION.includes(f));

  it('src/engine/ and the engine modules made game-free import no game module', () => {
    const clean = engine.filter((f) => !STILL_KNOWS_CIVIL_DISORDER.includes(f));
    expect(clean).toContain('src/engine/system.ts');
    expect(clean).toContain('src/state/scenario.ts');
    expect(clean).toContain('src/state/schema.ts');
    const bad = clean.flatMap((f) => importsOf(f).filter(isGameModule).map((g) => `${f} imports ${g}`));
    expect(bad).toEqual([]);
  });

  it('the engine modules still knowing Civil Disorder are the listed ones, and the list only shrinks', () => {
    const knowing = engine.filter((f) => importsOf(f).some(isGameModule));
    expect(knowing).toEqual(STILL_KNOWS_CIVIL_DISORDER);
  });

  it('only src/games/index.ts names every game: no engine module imports it', () => {
    const importers = files.filter((f) => importsOf(f).includes('src/games/index.ts'));
    expect(importers.sort()).toEqual(['src/cli.ts', 'src/commands/index.ts']);
  });
});

// ---------------------------------------------------------------- a pack and a game from outside

interface Tally {
  id: string;
  n: number;
}

/** A command of the pack: adds to a tally (one resolution, one log entry). */
const tallyCommand = {
  register(program: Command, io: Io) {
    const cmd = defineFacts(program.command('tally'), {
      args: [{ name: 'tally', description: 'the tally to add to', kind: 'tallies' }],
      options: [
        { flags: '--by <n>', description: 'how much', role: 'value', default: '1' },
        { flags: '--from-tally <tally>', description: 'the tally it comes from', role: 'value', ask: 'optional', ids: 'tallies' },
      ],
    });
    addCommon(cmd).action(async (tallyId: string, opts: CommonOpts & { by: string }) => {
      const paths = statePaths(io, opts);
      const { value, entries, game } = await transact({ paths, env: io.env, argv: io.argv, warn: () => undefined }, (tx) => {
        const tallies = (tx.game as unknown as { tallies: Record<string, Tally> }).tallies;
        if (!Object.hasOwn(tallies, tallyId)) throw new UserError('unknown-crowd', { id: tallyId, known: Object.keys(tallies).join(', ') });
        const lang = outputLang(opts, tx.game, tx.game.edition);
        const by = Number(opts.by);
        const record = tx.record({
          procedure: 'tally',
          edition: tx.game.edition,
          rolls: [],
          modifiers: [],
          total: tallies[tallyId].n + by,
          outcome: { code: 'tallied', text: t(lang, 'tally.outcome', { id: tallyId, n: tallies[tallyId].n + by }) },
          effects: [{ op: 'add', path: `tallies.${tallyId}.n`, value: by }],
          notes: [],
        });
        return { record, lang };
      });
      await emit(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: game.turn, game });
    });
  },
};

const tallyPack: GameSystem = {
  id: 'test-tally',
  kind: 'pack',
  title: { en: 'Test Tally', fr: 'Décompte d’essai' },
  over: ['civil-disorder'],
  commands: { tally: async () => tallyCommand },
  scenario: {
    keys: ['tallies'],
    parse(top, ctx) {
      const tallies = ctx.V.list(top.tallies, ['tallies']).map((x, i) => {
        const o = ctx.V.obj(x, ['tallies', i], ['id', 'n']);
        const tid = ctx.V.id(o.id, ['tallies', i, 'id']);
        ctx.claimId(tid, ['tallies', i, 'id']);
        return { id: tid, n: ctx.V.int(o.n, ['tallies', i, 'n'], 0, 100, 0) };
      });
      return { tallies };
    },
  },
  state: {
    keys: ['tallies'],
    initial: (slice) => ({ tallies: Object.fromEntries((slice.tallies as Tally[]).map((x) => [x.id, { ...x }])) }),
    schema: { tallies: v.record(id, v.looseObject({ id, n: count })) },
  },
  turn: {
    hookNames: ['tallies tick'],
    load: async () => ({
      hooks: [
        {
          name: 'tallies tick',
          run(ctx) {
            const tallies = (ctx.game as unknown as { tallies: Record<string, Tally> }).tallies;
            for (const x of Object.values(tallies)) {
              ctx.record({ procedure: 'tick', edition: ctx.game.edition, rolls: [], modifiers: [], total: null, outcome: { code: 'ticked', text: t(ctx.lang, 'tally.outcome', { id: x.id, n: x.n + 1 }) }, effects: [{ op: 'add', path: `tallies.${x.id}.n`, value: 1 }], notes: [] });
            }
          },
        },
      ],
    }),
  },
  // Every RL roll on a game with the pack: -1 per tally at 5 or more; an RL roll is refused while a tally is at 9.
  modifiers: (procedure, _facts, game, lang) =>
    procedure === 'rl-roll' ? Object.values((game as unknown as { tallies: Record<string, Tally> }).tallies).filter((x) => x.n >= 5).map((x) => ({ key: 'test-tally.high', label: lang === 'fr' ? `décompte ${x.id} haut` : `tally ${x.id} high`, value: -1 })) : [],
  refuses: (procedure, facts, game, lang) =>
    procedure === 'rl-roll' && Object.values((game as unknown as { tallies: Record<string, Tally> }).tallies).some((x) => x.n === 9) ? (lang === 'fr' ? `pas de jet de FR pour ${String(facts.crowdId)}\u00a0: un décompte est à 9` : `no RL roll for ${String(facts.crowdId)}: a tally is at 9`) : null,
  // Its odds subcommand: `odds tally --every`, every tally's value (a sweep the procedure's own --odds does not give).
  odds: {
    'tally-every': {
      procedure: 'tally',
      flag: '--every',
      strayKey: 'err.p.every-with-tally',
      load: async () => ({
        usage: (lang) => (lang === 'fr' ? '       umpire odds tally --every   (chaque décompte)' : '       umpire odds tally --every   (every tally)'),
        run: async (io, args) => {
          const { readGame } = await import('../../src/state/transaction.js');
          const sf = await readGame({ paths: statePaths(io, {}), env: io.env, warn: () => undefined });
          io.stdout.write(`${Object.values((sf.game as unknown as { tallies: Record<string, Tally> }).tallies).map((x) => `${x.id} ${x.n}`).join(', ')} [${args.join(' ')}]\n`);
        },
      }),
    },
  },
  // Its odds composer (none needed for a tally: it says "enumerate", null).
  oddsComposers: async () => ({ tally: () => null }),
  // In a REPL session, a tally at 5 or more offers the next line.
  repl: {
    after: (command, args, game) => {
      const x = command === 'tally' ? (game as unknown as { tallies: Record<string, Tally> }).tallies[args[0]] : undefined;
      return x && x.n >= 5 ? { lines: [`tally ${x.id} is high`], suggestion: `rl-roll c1 ` } : null;
    },
  },
  // The players are not told of tallies at all; the game's own players' view still speaks for its procedures.
  players: { procedure: (p) => (p === 'tally' ? { unseen: true, table: false } : undefined) },
  status: {
    render: (game, lang) => `${lang === 'fr' ? 'Décomptes' : 'Tallies'}: ${Object.values((game as unknown as { tallies: Record<string, Tally> }).tallies).map((x) => `${x.id} ${x.n}`).join(', ')}\n`,
    json: (game) => ({ total: Object.values((game as unknown as { tallies: Record<string, Tally> }).tallies).reduce((a, x) => a + x.n, 0) }),
  },
  // Its section of the summary and the report: each tally's start and end, and how many tally resolutions in force.
  summary: async () => (initial) => {
    let counted = 0;
    return {
      after: (e, _game, inForce) => {
        if (inForce && e.record?.procedure === 'tally') counted += 1;
      },
      finish: (game) => {
        const tallies = Object.values((game as unknown as { tallies: Record<string, Tally> }).tallies).map((x) => ({ id: x.id, start: (initial as unknown as { tallies: Record<string, Tally> }).tallies[x.id]?.n ?? 0, end: x.n }));
        const title = (lang: string) => `${lang === 'fr' ? 'Décomptes' : 'Tallies'} (${counted})`;
        return {
          sections: ['tallies'],
          data: { tallies, tallied: counted },
          text: (lang) => ['', title(lang), ...tallies.map((x) => `${x.id} ${x.start} → ${x.end}`)],
          html: (lang) => [`<section id="tallies"><h2>${title(lang)}</h2>${tallies.map((x) => `<p data-tally="${x.id}">${x.start} → ${x.end}</p>`).join('')}</section>`],
        };
      },
    };
  },
  idKinds: [{ key: 'tallies', words: /tally/, detail: (e, lang) => (lang === 'fr' ? `${e.n} comptés` : `${e.n} counted`) }],
  messages: {
    en: { 'err.p.every-with-tally': 'goes with odds tally', 'tally.outcome': 'tally {id} now {n}', 'guide.which.tallies': 'Which tally?', 'guide.kind.tallies': 'tally' },
    fr: { 'err.p.every-with-tally': 'va avec odds tally', 'tally.outcome': 'le décompte {id} vaut maintenant {n}', 'guide.which.tallies': 'Quel décompte\u00a0?', 'guide.kind.tallies': 'décompte' },
  },
};

/** A command that says whose it is, on the game it reads. */
const shout = (who: string) => ({
  register(program: Command, io: Io) {
    addCommon(program.command('shout')).action(async (opts: CommonOpts) => {
      const { readGame } = await import('../../src/state/transaction.js');
      const sf = await readGame({ paths: statePaths(io, opts), env: io.env, warn: () => undefined });
      io.stdout.write(`${who} shouts on ${sf.game.system}\n`);
    });
  },
});

const skirmishGame: GameSystem = {
  id: 'test-skirmish',
  kind: 'game',
  title: { en: 'Test Skirmish', fr: 'Escarmouche d’essai' },
  commands: { shout: async () => shout('the game') },
  scenario: {
    keys: ['fighters'],
    parse: (top, ctx) => ({ fighters: ctx.V.ids(top.fighters, ['fighters']) }),
  },
  state: {
    keys: ['fighters'],
    initial: (slice) => ({ fighters: slice.fighters }),
    schema: { fighters: v.array(id) },
  },
  noteSteps: ['skirmish-phase'],
  messages: { en: { 'note.step.skirmish-phase': 'Skirmish phase' }, fr: { 'note.step.skirmish-phase': 'Phase d’escarmouche' } },
  describe: (game: GameCore, lang) => (lang === 'fr' ? `${(game as unknown as { fighters: string[] }).fighters.length} combattants` : `${(game as unknown as { fighters: string[] }).fighters.length} fighters`),
};

/** A pack with the game's id and a command of the same name (as Guérilla Urbaine is both). */
const skirmishPack: GameSystem = {
  id: 'test-skirmish',
  kind: 'pack',
  title: { en: 'Test Skirmish in a riot', fr: 'Escarmouche d’essai dans une émeute' },
  over: ['civil-disorder'],
  commands: { shout: async () => shout('the pack') },
  scenario: { keys: [], parse: () => ({}) },
  state: { keys: [], initial: () => ({}), schema: {} },
};

registerSystem(tallyPack);
registerSystem(skirmishGame);
registerSystem(skirmishPack);
// The test's systems leave with the file (files share their worker's modules: vitest isolate: false).
afterAll(() => [tallyPack, skirmishGame, skirmishPack].forEach(unregisterSystem));

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const RIOT = `title: With tallies
packs: [test-tally]
crowds:
  - {id: c1, figures: 20, rl: 5}
tallies:
  - {id: t1, n: 3}
`;

describe('a pack registered from outside (docs/packs.md)', () => {
  it('adds its scenario section, state slice, command, turn hook and messages; rebuild and verify agree', async () => {
    game = tempGame();
    await game.init(RIOT);
    const s = game.readState();
    expect(s.game.system).toBe('civil-disorder');
    expect(s.game.packs).toEqual(['test-tally']);
    expect(s.game.tallies).toEqual({ t1: { id: 't1', n: 3 } });
    expect(game.readLog()[0].scenario).toMatchObject({ game: 'civil-disorder', packs: ['test-tally'], tallies: [{ id: 't1', n: 3 }] });
    const [rec] = await game.ok('tally', 't1', '--by', '2');
    expect(rec.outcome).toEqual({ code: 'tallied', text: 'tally t1 now 5' });
    const fr = await game.run('tally', 't1', '--lang', 'fr');
    expect(fr.stdout).toContain('le décompte t1 vaut maintenant 6');
    const turn = await game.ok('next-turn');
    expect(turn.map((r) => r.procedure)).toContain('tick');
    expect(game.readState().game.tallies.t1.n).toBe(7);
    // Civil Disorder's own commands and hooks still run on the same game.
    expect((await game.ok('rl-roll', 'c1', '--roll', '3'))[0].procedure).toBe('rl-roll');
    const before = game.readState().game;
    expect((await game.run('rebuild')).code).toBe(0);
    expect(game.readState().game).toEqual(before);
    const verified = await game.run('verify');
    expect(verified.code, verified.stderr).toBe(0);
    expect((await game.run('undo')).code).toBe(0);
    await game.refused(/tally\b.*t9|t9/, 'tally', 't9');
  });

  it("shows in `status` after the game's part, in --json under derived, and not at all in the players' view", async () => {
    game = tempGame();
    await game.init(RIOT);
    const status = (await game.run('status')).stdout;
    expect(status).toMatch(/^With tallies · turn 1 · edition en\n[\s\S]*c1[\s\S]*\nTallies: t1 3\n$/);
    expect((await game.run('status', '--lang', 'fr')).stdout).toMatch(/\nDécomptes: t1 3\n$/);
    const json = JSON.parse((await game.run('status', '--json')).stdout);
    expect(json.derived).toEqual({ 'test-tally': { total: 3 } });
    expect(json.tallies).toEqual({ t1: { id: 't1', n: 3 } });
    const player = (await game.run('status', '--player')).stdout;
    expect(player).toMatch(/^With tallies · turn 1 · players' view\n/);
    expect(player).not.toMatch(/Tallies|t1/);
    // Civil Disorder's own --json is the state itself, nothing added.
    game.cleanup();
    game = tempGame();
    await game.init();
    expect(JSON.parse((await game.run('status', '--json')).stdout)).toEqual(game.readState().game);
  });

  it("adds its labelled modifiers to a procedure of the game (the resolution, --json and --odds), and refuses one in one line", async () => {
    game = tempGame();
    await game.init(RIOT.replace('n: 3', 'n: 5'));
    const [rec] = await game.ok('rl-roll', 'c1', '--roll', '4');
    expect(rec.modifiers).toEqual([{ key: 'test-tally.high', label: 'tally t1 high', value: -1 }]);
    expect(rec.total).toBe(3);
    expect((await game.run('rl-roll', 'c1', '--roll', '4', '--lang', 'fr')).stdout).toMatch(/décompte t1 haut\s*│?\s*-1/);
    const odds = JSON.parse((await game.run('rl-roll', 'c1', '--odds', '--json')).stdout);
    expect(odds.modifiers).toEqual([{ key: 'test-tally.high', label: 'tally t1 high', value: -1 }]);
    expect((await game.run('rl-roll', 'c1', '--odds')).stdout).toContain('tally t1 high');
    // Below 5, nothing added; the game's own rules are as before.
    await game.ok('undo');
    await game.ok('tally', 't1', '--by', '-1');
    expect((await game.ok('rl-roll', 'c1', '--roll', '4'))[0].modifiers).toEqual([]);
    // At 9: refused, one line, nothing written.
    await game.ok('tally', 't1', '--by', '5');
    const before = game.snapshot();
    await game.refused(/^umpire: .*no RL roll for c1: a tally is at 9$/m, 'rl-roll', 'c1', '--roll', '4');
    expect(game.snapshot()).toEqual(before);
  });

  it("says what the players see of its procedures, before the game's own view (--player)", async () => {
    game = tempGame();
    await game.init(RIOT);
    const { t: tr } = await import('../../src/i18n/index.js');
    expect((await game.run('tally', 't1', '--player')).stdout).toBe(`${tr('en', 'player.unseen')}\n`);
    expect((await game.run('rl-roll', 'c1', '--roll', '4', '--player')).stdout).toMatch(/^Response Level roll · a crowd · Turn 1\nA crowd (calms|grows angrier|stays at|is at)[^\n]*RL \d\n$/);
  });

  it('adds its own section to the summary and the report, after the game\'s, and its data to --json (GameSystem.summary)', async () => {
    game = tempGame();
    await game.init(RIOT);
    await game.ok('tally', 't1', '--by', '2');
    await game.ok('tally', 't1');
    await game.ok('undo');
    const json = JSON.parse((await game.run('summary', '--json')).stdout);
    expect(json.sections).toEqual(['final', 'losses', 'rl', 'casualties', 'arrests', 'property', 'shots', 'status-changes', 'overreactions', 'tallies']);
    expect(json.tallies).toEqual([{ id: 't1', start: 3, end: 5 }]);
    expect(json.tallied).toBe(1);
    expect(json.parts).toBeUndefined();
    for (const [lang, head] of [['en', 'Tallies (1)'], ['fr', 'Décomptes (1)']] as const) {
      const text = (await game.run('summary', '--lang', lang)).stdout;
      // After the game's last section, before the engine's resolutions by procedure.
      expect(text.indexOf(`\n${head}\nt1 3 → 5\n`)).toBeGreaterThan(text.indexOf(lang === 'en' ? 'Over-reaction tests' : 'Tests de contre-attaque'));
      expect(text.indexOf(head)).toBeLessThan(text.indexOf(lang === 'en' ? 'Resolutions by procedure' : 'Résolutions par procédure'));
      const file = `${game.dir}/report-${lang}.html`;
      expect((await game.run('report', '--html', file, '--lang', lang)).code).toBe(0);
      const html = readFileSync(file, 'utf8');
      expect(html.indexOf('<section id="tallies">')).toBeGreaterThan(html.indexOf('<section id="overreactions">'));
      expect(html.indexOf('<section id="tallies">')).toBeLessThan(html.indexOf('<section id="procedures">'));
    }
  });

  it('registers an odds subcommand: `odds <procedure> <option>` runs it, `odds --help` lists it after the engine\'s line (GameSystem.odds)', async () => {
    game = tempGame();
    await game.init(RIOT);
    const r = await game.run('odds', 'tally', '--every', '--by', '2');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('t1 3 [--every --by 2]\n');
    // Its option with another procedure: exit 2, one line, its own words.
    await game.refused(/^umpire: --every: goes with odds tally$/m, 'odds', 'rl', 'c1', '--every');
    for (const [lang, line] of [['en', '(every tally)'], ['fr', '(chaque décompte)']] as const) {
      const help = (await game.run('odds', '--help', '--lang', lang)).stdout.split('\n');
      expect(help[0]).toMatch(lang === 'en' ? /^Usage: umpire odds <procedure>/ : /^Utilisation\u00a0: umpire odds <procedure>/);
      expect(help.slice(1).join('\n')).toContain('umpire odds rl --all');
      expect(help.slice(1).join('\n')).toContain('umpire odds burn <building> --turns N');
      expect(help.some((l) => l.endsWith(line))).toBe(true);
    }
  });

  it('offers the next line in a REPL session after its command (GameSystem.repl)', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init(RIOT);
    const s = scriptedSession(game.dir, []);
    expect(await s.session.run('tally t1')).toBe(0);
    expect(s.session.suggestion).toBeNull();
    expect(await s.session.run('tally t1')).toBe(0);
    expect(s.out()).toContain('tally t1 is high\n');
    expect(s.session.suggestion).toBe('rl-roll c1 ');
  });

  it("registers its odds composers by procedure when odds are asked, beside the game's", async () => {
    const { composerFor, loadComposers } = await import('../../src/odds/composers.js');
    await loadComposers();
    expect(composerFor('tally')).toBeTypeOf('function');
    expect(composerFor('fire')).toBeTypeOf('function');
    expect(composerFor('melee')).toBeTypeOf('function');
    expect(composerFor('negotiate')).toBeUndefined();
  });

  it('adding a modifier to a procedure whose rule takes none is a bug, said at once', async () => {
    const { withSystems } = await import('../../src/commands/common.js');
    game = tempGame();
    await game.init(RIOT.replace('n: 3', 'n: 5'));
    const g = game.readState().game;
    expect(() => withSystems({ name: 'rl-roll' }, { crowdId: 'c1' }, g, 'en')).toThrow(/adds? modifiers to rl-roll, whose rule takes none/);
    expect(withSystems({ name: 'rl-roll', takesModifiers: true }, { crowdId: 'c1' }, g, 'en')).toEqual({ crowdId: 'c1', systemModifiers: [{ key: 'test-tally.high', label: 'tally t1 high', value: -1 }] });
    expect(withSystems({ name: 'melee' }, { crowdId: 'c1' }, g, 'en')).toEqual({ crowdId: 'c1' });
  });

  it('next-turn --help names every system\'s bookkeeping, the pack\'s included', async () => {
    game = tempGame();
    const r = await game.run('next-turn', '--help');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('tallies tick');
  });

  it('a pack\'s field in a scenario without the pack is an unknown field', async () => {
    game = tempGame();
    const { writeScenario } = await import('../helpers/cli.js');
    const f = writeScenario(game.dir, RIOT.replace('packs: [test-tally]\n', ''));
    const r2 = await game.run('init', f);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toMatch(/scenario\.yaml:4:1: tallies: unknown field \(expected one of: title, edition, lang, seed, game, packs, umpires, clock, options, crowds/);
  });
});

describe("a system's kinds of ids (GameSystem.idKinds)", () => {
  const quiet = (dir: string, prompter?: Prompter) => ({ stdout: { write: () => true }, stderr: { write: () => true }, stdin: process.stdin, env: {}, cwd: dir, argv: [], prompter });
  /** A prompter that keeps each question with its choices and takes the first choice. */
  const firstChoice = (seen: [string, Choice[]][]): Prompter => ({
    select: async (message, choices) => (seen.push([message, choices]), choices[0].value),
    checkbox: async () => [],
    input: async () => '',
  });

  it("a pack's kind reaches REPL completion (argument and option) beside the game's", async () => {
    game = tempGame();
    await game.init(RIOT);
    const m = completionModel(await buildProgram([], quiet(game.dir)), game.readState().game, []);
    expect(complete('tally ', m)[0]).toEqual(['t1']);
    expect(complete('tally t1 --from-tally ', m)[0]).toEqual(['t1']);
    expect(complete('rl-roll ', m)[0]).toEqual(['c1']);
    expect(m.ids).toMatchObject({ tallies: ['t1'], crowds: ['c1'] });
  });

  it("a pack's kind reaches the guided prompts: its question, its ids and what its pick list shows of each", async () => {
    for (const [lang, question, label] of [['en', 'Which tally?', 't1 (3 counted)'], ['fr', 'Quel décompte\u00a0?', 't1 (3 comptés)']] as const) {
      game = tempGame();
      await game.init(RIOT);
      const seen: [string, Choice[]][] = [];
      const io = quiet(game.dir, firstChoice(seen));
      const program = await buildProgram([], io);
      const words = await guideWords(io, program.commands.find((c) => c.name() === 'tally')!, ['tally', '--lang', lang]);
      expect(seen[0]).toEqual([question, [{ value: 't1', name: label }]]);
      // --from-tally names a tally too: its pick list offers the tallies (after "none").
      expect(seen[1][1].map((c) => c.value)).toEqual(['', 't1']);
      expect(words).toEqual(['tally', 't1', '--lang', lang]);
      game.cleanup();
    }
  });

  it('a game without the pack offers none of its ids, and its own kinds keep their pick-list detail', async () => {
    game = tempGame();
    await game.init(RIOT.replace('packs: [test-tally]\n', '').replace(/tallies:[\s\S]*/, ''));
    const m = completionModel(await buildProgram([], quiet(game.dir)), game.readState().game, []);
    expect(m.ids.tallies).toBeUndefined();
    expect(complete('tally ', m)[0]).toEqual(['c1']); // no kind of this game: any id, as for an argument of no kind
    const { idChoices } = await import('../../src/prompts/guide.js');
    expect(idChoices(game.readState().game, 'crowds', 'fr')).toEqual([{ value: 'c1', name: 'c1 (FR 5)' }]);
  });
});

describe('a scenario names its game and packs', () => {
  const init = async (yaml: string) => {
    game = tempGame();
    const { writeScenario } = await import('../helpers/cli.js');
    return game.run('init', writeScenario(game.dir, yaml));
  };

  it('an unknown game: exit 2 naming it and the known ones, nothing written', async () => {
    const r = await init('title: X\ngame: chess\ncrowds: [{id: c, figures: 5, rl: 4}]\n');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/scenario\.yaml:2:7: game: must be one of civil-disorder, guerilla-urbaine, intervention, riot, test-skirmish, found string "chess"$/m);
    expect(game.snapshot()).toEqual({ state: null, log: null });
  });

  it('an unknown pack, a pack twice, and a pack over a game it does not go over: exit 2', async () => {
    expect((await init('title: X\npacks: [zombies]\ncrowds: [{id: c, figures: 5, rl: 4}]\n')).stderr).toMatch(/packs\[0\].*test-tally.*"zombies"/);
    expect((await init('title: X\npacks: [test-tally, test-tally]\ncrowds: [{id: c, figures: 5, rl: 4}]\n')).stderr).toMatch(/packs\[1\].*named twice/);
    const r = await init('title: X\ngame: test-skirmish\npacks: [test-tally]\nfighters: [a]\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/packs\[0\].*"test-tally" is not laid over the game "test-skirmish" \(it goes over: civil-disorder\)/);
  });

  it('an edition the game does not have: exit 2 naming the ones it has', async () => {
    const r = await init('title: X\ngame: test-skirmish\nedition: fr\nfighters: [a]\n');
    expect(r.code).toBe(2);
    // A French scenario is answered in French.
    expect(r.stderr).toMatch(/scenario\.yaml:3:10\u00a0: edition\u00a0: doit être l’un de en, trouvé\u00a0: le texte "fr"$/m);
  });

  it('ids are unique across every system\'s section', async () => {
    const r = await init(RIOT.replace('id: t1', 'id: c1'));
    expect(r.stderr).toMatch(/tallies\[0\]\.id.*duplicate id "c1"/);
  });
});

describe('a command of another game', () => {
  it('is refused on the state in one line naming it, its game and this game (exit 2, nothing written)', async () => {
    game = tempGame();
    await game.init('title: Skirmish\ngame: test-skirmish\nfighters: [a, b]\n');
    expect(game.readState().game).toMatchObject({ system: 'test-skirmish', packs: [], fighters: ['a', 'b'] });
    await game.refused(/^umpire: "melee" is a command of Civil Disorder; this game is Test Skirmish$/m, 'melee', 'a', '--roll', '5,5');
    await game.refused(/^umpire: «\u00a0rl-roll\u00a0» est une commande de «\u00a0Émeutes\u00a0»\u00a0; cette partie se joue à «\u00a0Escarmouche d’essai\u00a0»$/m, 'rl-roll', 'a', '--lang', 'fr');
    // The engine's commands serve every game (`status` of a game that shows nothing of its own: its title line).
    expect((await game.ok('next-turn')).map((r) => r.procedure)).toEqual(['next-turn']);
    expect((await game.run('status')).stdout).toBe('Skirmish · turn 2 · edition en\n');
    expect((await game.run('verify')).code).toBe(0);
  });

  it('is refused in a batch too (a line read without commander), nothing written', async () => {
    game = tempGame();
    await game.init('title: Skirmish\ngame: test-skirmish\nfighters: [a, b]\n');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(game.dir, 'lines.txt'), 'next-turn\nmelee a --roll 5,5\n');
    const before = game.snapshot();
    const r = await game.run('batch', join(game.dir, 'lines.txt'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"melee" is a command of Civil Disorder; this game is Test Skirmish/);
    expect(game.snapshot()).toEqual(before);
  });

  it('a pack\'s command on a game without the pack is refused the same way', async () => {
    game = tempGame();
    await game.init();
    await game.refused(/^umpire: "tally" is a command of Test Tally; this game is Civil Disorder$/m, 'tally', 't1');
  });

  it('stays available without a game (a stateless lookup)', async () => {
    game = tempGame();
    const { readdirSync } = await import('node:fs');
    const before = readdirSync(game.dir);
    // EN l.254 Police Officer/Soldier +1: 7 + 1 = 8 against 3, a margin of 5:
    // "+3 to +5 ... rioter subdued" (l.267).
    const r = await game.run('melee', '--type', 'anti-riot', '--roll', '7,3', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ procedure: 'melee', unit: null, margin: 5, winner: 'sf', outcome: { code: 'subdued' }, logged: null });
    expect(readdirSync(game.dir)).toEqual(before);
  });
});

// ---------------------------------------------------------------- states, hooks, messages

describe('a game and a pack with one id, and a command name they share', () => {
  it('runs the one the state plays, and refuses both on a game that plays neither', async () => {
    game = tempGame();
    await game.init('title: Skirmish\ngame: test-skirmish\nfighters: [a]\n');
    expect((await game.run('shout')).stdout).toBe('the game shouts on test-skirmish\n');
    game.cleanup();
    game = tempGame();
    await game.init(RIOT.replace('packs: [test-tally]', 'packs: [test-tally, test-skirmish]'));
    expect((await game.run('shout')).stdout).toBe('the pack shouts on civil-disorder\n');
    game.cleanup();
    game = tempGame();
    await game.init();
    await game.refused(/^umpire: "shout" is a command of Test Skirmish; this game is Civil Disorder$/m, 'shout');
  });
});

describe("a note's steps are its game's (GameSystem.noteSteps)", () => {
  it("a game's own step is taken, another game's refused in one line (exit 2, nothing written)", async () => {
    game = tempGame();
    await game.init('title: Skirmish\ngame: test-skirmish\nfighters: [a]\n');
    const [rec] = await game.ok('note', 'they', 'close', 'in', '--step', 'skirmish-phase');
    expect(rec.outcome.text).toBe('Skirmish phase: they close in');
    expect((await game.ok('note', 'aside'))[0].outcome.text).toBe('Note: aside');
    await game.refused(/--step.*intentions.*skirmish-phase, other/, 'note', 'x', '--step', 'intentions');
    game.cleanup();
    game = tempGame();
    await game.init();
    expect((await game.ok('note', 'x', '--step', 'intentions'))[0].step).toBe('intentions');
    await game.refused(/--step.*skirmish-phase/, 'note', 'x', '--step', 'skirmish-phase');
  });
});

describe('states and systems', () => {
  it('a state written before systems is the default game\'s, as its log\'s fold says', () => {
    const raw = JSON.parse(readFileSync(join(ROOT, 'tests/trust/fixtures/schema-1.json'), 'utf8')) as RawState;
    expect((raw.game as Record<string, unknown>).system).toBeUndefined();
    const { state } = migrateState(raw, 'schema-1.json');
    expect(state.game.system).toBe('civil-disorder');
    expect(state.game.packs).toEqual([]);
    expect((raw.game as Record<string, unknown>).system).toBeUndefined(); // the input is not modified
  });

  it('a system\'s slice migrates from the version the state keeps', () => {
    const raw = JSON.parse(readFileSync(join(ROOT, 'tests/trust/fixtures/schema-1.json'), 'utf8')) as RawState;
    const g = raw.game as Record<string, unknown>;
    g.packs = ['test-tally'];
    g.tallies = { t1: { id: 't1', count: 4 } };
    const pack = packById('test-tally')!;
    const saved = pack.state;
    try {
      // Version 2 renames `count` to `n`.
      (pack as { state: GameSystem['state'] }).state = {
        ...saved,
        version: 2,
        migrations: { 1: (game) => { for (const x of Object.values(game.tallies as Record<string, Record<string, unknown>>)) { x.n = x.count; delete x.count; } } },
      };
      const { state } = migrateState(raw, 's.json');
      expect((state.game as unknown as { tallies: unknown }).tallies).toEqual({ t1: { id: 't1', n: 4 } });
      expect(state.game.versions).toEqual({ 'test-tally': 2 });
      expect(() => migrateState({ ...raw, game: { ...g, versions: { 'test-tally': 3 } } }, 's.json')).toThrow(/state schema version test-tally 3 is not known/);
    } finally {
      (pack as { state: GameSystem['state'] }).state = saved;
    }
  });

  it('Civil Disorder\'s hook names for --help are its hooks\' names, in order', async () => {
    expect(gameById('civil-disorder')!.turn!.hookNames).toEqual(TURN_HOOKS.map((h) => h.name));
    expect((await gameById('civil-disorder')!.turn!.load()).hooks.map((h) => h.name)).toEqual(TURN_HOOKS.map((h) => h.name));
  });

  it('the new messages read in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      const texts = [
        new UserError('other-game-command', { command: 'melee', ownerKey: 'system.game.civil-disorder', gameKey: 'system.game.test-skirmish' }).localized(lang),
        new UserError('unknown-system', { id: 'chess', known: 'civil-disorder' }).localized(lang),
        t(lang, 'err.s.pack-not-over', { pack: 'p', game: 'g', over: 'civil-disorder' }),
        t(lang, 'err.s.duplicate-pack', { pack: 'p' }),
        t(lang, 'system.game.civil-disorder'),
      ];
      for (const s of texts) expect(s).not.toMatch(/\{\w+\}|^err\.|^system\./);
    }
    expect(t('fr', 'system.game.civil-disorder')).toBe('Émeutes');
  });
});

describe('a hand-edited game.system, game.packs or game.versions', () => {
  const NASTY: unknown[] = [null, 0, '', 'chess', 'test-tally', 'constructor', '__proto__', 'toString', '\u001b[2J', 'x'.repeat(100000), [], ['civil-disorder'], ['test-skirmish'], ['test-tally', 'test-tally'], {}, { constructor: 1 }, JSON.parse('{"__proto__": {"civil-disorder": 2}}'), { 'civil-disorder': 2 }, { 'civil-disorder': 0 }, { 'test-tally': 1.5 }];
  const FIELDS = ['system', 'packs', 'versions'];
  const COMMANDS = [['status'], ['rl-roll', 'students', '--roll', '3'], ['next-turn'], ['summary'], ['tally', 't1'], ['verify']];

  it('every command answers or refuses in one line, exit 2, the state named; never a stack trace', async () => {
    game = tempGame();
    await game.init();
    const good = readFileSync(game.state, 'utf8');
    // Per field, the refusals that name it (a field no longer checked leaves 0).
    const named: Record<string, number> = Object.fromEntries(FIELDS.map((f) => [f, 0]));
    const NAMES: Record<string, RegExp> = { system: /field game\.system\b/, packs: /field game\.packs\b/, versions: /field game\.versions\b|schema version/ };
    for (const field of FIELDS) {
      for (const value of NASTY) {
        const sf = JSON.parse(good);
        sf.game[field] = value;
        const { writeFileSync } = await import('node:fs');
        for (const argv of COMMANDS) {
          writeFileSync(game.state, JSON.stringify(sf));
          const r = await game.run(...argv);
          expect([0, 2], `${field}=${JSON.stringify(value)?.slice(0, 40)} ${argv.join(' ')}: ${r.stderr}`).toContain(r.code);
          expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
          if (r.code === 2) {
            expect(readFileSync(game.state, 'utf8'), `${field}: a refusal writes nothing`).toBe(JSON.stringify(sf));
            if (NAMES[field].test(r.stderr)) named[field] += 1;
          }
        }
      }
    }
    for (const field of FIELDS) expect(named[field], `game.${field}: no refusal named it`).toBeGreaterThan(0);
  });
});
