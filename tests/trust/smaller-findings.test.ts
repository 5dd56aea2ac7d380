// Issue 34's smaller findings, each replayed: every case here failed before
// its fix (an input accepted, a file overwritten, a message in the wrong
// words or language) and must pass now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lstatSync, readdirSync, readFileSync, readlinkSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineHash } from '../../src/state/store.js';
import { noteRecord } from './helpers.js';
import { runCli, SCENARIOS, tempGame } from '../helpers/cli.js';
import { fakeTerminal, plain } from '../prompts/harness.js';
import { RAW_CONTROL } from './game-fuzz.js';

describe('blank ids', () => {
  let gu: ReturnType<typeof tempGame>;
  let riot: ReturnType<typeof tempGame>;
  let cd: ReturnType<typeof tempGame>;
  beforeAll(async () => {
    gu = tempGame();
    await gu.init('guerilla-urbaine-gangs.yaml');
    const r = await gu.run('gu-initiative', '--roll', '4');
    expect(r.code, r.stderr).toBe(0);
    riot = tempGame();
    await riot.init('riot-sample.fr.yaml');
    cd = tempGame();
    await cd.init('tutorial.yaml');
  });
  afterAll(() => [gu, riot, cd].forEach((g) => g.cleanup()));

  it('an empty or blank id in a list (`gu-phase --bubble " "`, `a,,b`) is refused naming the option: exit 2, one line, nothing written', async () => {
    for (const bubble of [' ', 'doc,,lynx', 'doc, ', '\t', ',']) {
      await gu.refused(/^umpire: --bubble: an empty or blank id in the list/, 'gu-phase', '--leader', 'vic', '--bubble', bubble, '--lang', 'en');
    }
    // `--bubble ""` alone is the empty list, nobody (what the map may ask, U252); beside another value, a blank id.
    await gu.refused(/^umpire: --bubble: an empty or blank id in the list/, 'gu-phase', '--leader', 'vic', '--bubble', '', '--bubble', 'doc', '--lang', 'en');
    const none = await gu.run('gu-phase', '--leader', 'vic', '--bubble', '', '--json');
    expect(none.code, none.stderr).toBe(0);
    expect(JSON.parse(none.stdout).phase.bubble).toEqual([]);
    await gu.refused(/^umpire: --bubble\s: un identifiant vide ou blanc dans la liste/, 'gu-phase', '--leader', 'vic', '--bubble', ' ');
    await riot.refused(/^umpire: <units>: an empty or blank id/, 'riot-move', 'autonome1, ', '--to', 'gare', '--lang', 'en');
    const intv = tempGame();
    try {
      await intv.init('intervention-liberation-otage.yaml');
      await intv.refused(/^umpire: <shooters>: an empty or blank id in the list/, 'intv-fire', 'a2, ', '--at', 'g1', '--distance', '10', '--lang', 'en');
    } finally {
      intv.cleanup();
    }
  });

  it('an empty or blank id alone is said as such, not as an unknown name nobody can see', async () => {
    await gu.refused(/^umpire: an empty or blank id: name one \(known: vic, /, 'gu-phase', '--leader', ' ', '--lang', 'en');
    await cd.refused(/^umpire: an empty or blank id: name one \(known: /, 'rl-roll', ' ', '--roll', '3');
    await cd.refused(/^umpire: an empty or blank id: name one \(known: /, 'rl-roll', '', '--roll', '3');
  });
});

describe('init never writes over another game file, even with --force', () => {
  it('a state named as a log (its own game\'s, by name or through a link), or one whose log is another state\'s: exit 2, one line, every file as it was', async () => {
    const g = tempGame();
    try {
      await g.init('tutorial.yaml');
      symlinkSync('umpire-state.log.jsonl', join(g.dir, 'link.json'));
      writeFileSync(join(g.dir, 'copy.json'), readFileSync(g.log));
      const before = readFolder(g.dir);
      const scenario = join(SCENARIOS, 'tutorial.yaml');
      for (const [state, said] of [
        ['umpire-state.log.jsonl', /is a game's turn log, not a state file/],
        ['other.LOG.JSONL', /is a game's turn log, not a state file/],
        ['link.json', /is a game's turn log, not a state file/],
        ['copy.json', /is a game's turn log, not a state file/],
        ['umpire-state', /its log .*umpire-state\.log\.jsonl is the log of .*umpire-state\.json/],
      ] as const) {
        const r = await runCli(['init', scenario, '--state', state, '--force'], { cwd: g.dir });
        expect(r.code, `${state}: ${r.stderr}`).toBe(2);
        expect(r.stderr.trim().split('\n'), state).toHaveLength(1);
        expect(r.stderr, state).toMatch(said);
        expect(readFolder(g.dir), state).toEqual(before);
      }
      // The game's own state, with --force, is still started anew.
      const again = await runCli(['init', scenario, '--force'], { cwd: g.dir });
      expect(again.code, again.stderr).toBe(0);
    } finally {
      g.cleanup();
    }
  });
});

/** Every name in a folder with its bytes (links as their target's name). */
function readFolder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    out[n] = lstatSync(p).isSymbolicLink() ? `-> ${readlinkSync(p)}` : readFileSync(p, 'latin1');
  }
  return out;
}

describe('messages in plain words and in the game\'s language', () => {
  it('a field missing from the state is "is missing", a wrong type is said in words ("true or false"), in English and in French; never "JSON type"', async () => {
    const g = tempGame();
    try {
      await g.init('tutorial.yaml');
      const sf = g.readState();
      delete sf.game.crowds.students.looter;
      writeFileSync(g.state, JSON.stringify(sf));
      await g.refused(/^umpire: .*umpire-state\.json: field game\.crowds\.students\.looter: is missing; "umpire rebuild" recovers/, 'status');
      await g.refused(/champ game\.crowds\.students\.looter\s: est absent\s;/, 'status', '--lang', 'fr');
      sf.game.crowds.students.looter = 3;
      writeFileSync(g.state, JSON.stringify(sf));
      await g.refused(/field game\.crowds\.students\.looter: must be true or false, found 3;/, 'status');
      await g.refused(/champ game\.crowds\.students\.looter\s: doit être true ou false \(vrai ou faux\), trouvé 3\s;/, 'status', '--lang', 'fr');
      for (const argv of [['status'], ['status', '--lang', 'fr']]) expect((await g.run(...argv)).stderr).not.toMatch(/JSON|undefined/);
    } finally {
      g.cleanup();
    }
  });

  it('verify in French says why a forged line cannot be replayed in French (an impossible state, dice that do not follow on)', async () => {
    const g = tempGame();
    try {
      await g.init('tutorial.yaml');
      await g.ok('rl-roll', 'students');
      const clean = readFileSync(g.log, 'utf8');
      const forge = (entry: (last: any) => Record<string, unknown>) => {
        const lines = clean.trim().split('\n');
        const lastLine = lines[lines.length - 1];
        const last = JSON.parse(lastLine);
        writeFileSync(g.log, `${clean}${JSON.stringify({ seq: last.seq + 1, cmd: last.seq + 1, turn: last.turn, prev: lineHash(lastLine), at: new Date().toISOString(), ...entry(last) })}\n`);
      };
      forge(() => ({ kind: 'resolution', record: noteRecord([{ path: 'crowds.students.rl', op: 'set', value: 99 }]) }));
      const bad = await g.run('verify', '--lang', 'fr');
      expect(bad.code).toBe(2);
      expect(bad.stdout).toMatch(/le rejeu de l’entrée 3 a échoué\s: appliquer cette entrée donne un état impossible/);
      expect(bad.stdout + bad.stderr).not.toMatch(/must be|impossible state|at most/);
      forge((last) => ({ kind: last.kind, record: last.record, rng: last.rng }));
      const rewound = await g.run('verify', '--lang', 'fr');
      expect(rewound.code).toBe(2);
      expect(rewound.stdout).toMatch(/entrée 3 du journal\s: sa position des dés ne fait pas suite/);
      expect(rewound.stdout + rewound.stderr).not.toMatch(/log entry|dice position|does not follow/);
      const en = await g.run('verify', '--lang', 'en');
      expect(en.stdout).toMatch(/replaying entry 3 failed: log entry 3: its dice position does not follow on from the entry before/);
    } finally {
      g.cleanup();
    }
  });
});

describe('damage before the state\'s offset', () => {
  it('two log lines swapped: note, rl-roll, next-turn and a batch refuse in one line naming the line and the way back, nothing written; rebuild --to-last-good then lets play go on', async () => {
    const g = tempGame();
    try {
      await g.init('tutorial.yaml');
      for (const n of ['a', 'b', 'c']) await g.ok('note', n);
      await g.ok('rl-roll', 'students');
      const lines = readFileSync(g.log, 'utf8').split('\n');
      [lines[1], lines[2]] = [lines[2], lines[1]];
      // An edit comes later than the command's own write (the file system's clock ticks every few ms).
      await new Promise((r) => setTimeout(r, 30));
      writeFileSync(g.log, lines.join('\n'));
      writeFileSync(join(g.dir, 'b.txt'), 'note d\n');
      for (const argv of [['note', 'x'], ['rl-roll', 'students'], ['next-turn'], ['batch', 'b.txt']]) {
        await g.refused(/umpire-state\.log\.jsonl line 2: the log was changed before the entry .*umpire-state\.json ends at .*"umpire verify" shows it, "umpire rebuild --to-last-good" keeps/, ...argv);
      }
      await g.refused(/ligne 2\s: le journal a été modifié avant l’entrée/, 'note', 'x', '--lang', 'fr');
      // A reader still reads the state.
      expect((await g.run('status')).code).toBe(0);
      expect((await g.run('rebuild', '--to-last-good')).code).toBe(0);
      await g.ok('note', 'again');
      expect((await g.run('verify')).code).toBe(0);
    } finally {
      g.cleanup();
    }
  });

  it('a log merely newer than its state (touched, copied) but whole is read once and play goes on', async () => {
    const g = tempGame();
    try {
      await g.init('tutorial.yaml');
      await g.ok('note', 'a');
      const later = new Date(Date.now() + 5_000);
      utimesSync(g.log, later, later);
      await g.ok('note', 'b');
      expect((await g.run('verify')).code).toBe(0);
    } finally {
      g.cleanup();
    }
  });
});

describe('names with escapes, bells and bidirectional overrides', () => {
  const NASTY_NAME = 'Student \x1b]52;c;aGk=\x07march \u202eevil\x07 \x1b[2J\u2066x';

  it('reach the pick lists of the guided questions and `turn` (inquirer) only as visible text', async () => {
    const { inquirerPrompter } = await import('../../src/prompts/prompter.js');
    const { input, output, screen, until } = fakeTerminal();
    const p = inquirerPrompter({ stdin: input as never, stdout: output as never });
    const asked = p.select(`Which crowd? ${NASTY_NAME}`, [
      { value: 'students', name: NASTY_NAME, description: NASTY_NAME },
      { value: 'dockers', name: 'Dock workers', disabled: NASTY_NAME },
    ]);
    await until('Which crowd?');
    input.write('\r');
    expect(await asked).toBe('students');
    const ticked = p.checkbox(`Roll which? ${NASTY_NAME}`, [{ value: 'students', name: NASTY_NAME }]);
    await until('Roll which?');
    input.write(' ');
    input.write('\r');
    expect(await ticked).toEqual(['students']);
    // inquirer's own cursor moves (CSI) aside, nothing of the name is obeyed.
    const text = plain(screen());
    expect(text).toContain('Student ^[]52;c;aGk=^Gmarch <U+202E>evil^G ^[[2J<U+2066>x');
    expect(text).not.toMatch(RAW_CONTROL);
  });

  it('reach the after-action report (HTML) only as visible text: no raw ESC, BEL or U+202E in the page, the data keeps the text', async () => {
    const g = tempGame();
    try {
      const yaml = readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8')
        .replace('name: Student march', `name: ${JSON.stringify(NASTY_NAME)}`)
        .replace(/^title: .*$/m, `title: ${JSON.stringify(`Title ${NASTY_NAME}`)}`);
      await g.init(yaml);
      await g.ok('rl-roll', 'students');
      await g.ok('note', `a note ${NASTY_NAME}`);
      const r = await g.run('report', '--html', 'r.html');
      expect(r.code, r.stderr).toBe(0);
      const page = readFileSync(join(g.dir, 'r.html'), 'utf8');
      expect(page).not.toMatch(RAW_CONTROL);
      expect(page).toContain('Student ^[]52;c;aGk=^Gmarch &lt;U+202E&gt;evil^G');
      const data = JSON.parse(/<script type="application\/json" id="report-data">(.*?)<\/script>/s.exec(page)![1]);
      expect(JSON.stringify(data)).toContain(JSON.stringify(NASTY_NAME).slice(1, -1));
    } finally {
      g.cleanup();
    }
  });
});
