// Every procedure of every game and pack, typed alone (no id, no option) in a
// terminal on its sample game, in English and in French, each question
// answered with its first choice (a typed value: the first the question
// accepts). No line may stop on a fact it did not ask for (a "missing ..."
// refusal: a dead end), ask for dice where nothing is rolled, or print a raw
// key: a catalogue key, a state field's name (camelCase, or a field with no
// word in the catalogue) instead of its words.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { scriptedSession } from '../helpers/session.js';
import type { Choice, Prompter } from '../../src/prompts/prompter.js';
import { loadedSystems, systemEntry } from '../../src/engine/registry.js';
import { hasMessage } from '../../src/i18n/index.js';
import type { Effect, Lang } from '../../src/rules/types.js';
import { ALL_EN, ALL_FR } from '../helpers/catalogues.js';
import { SCENARIOS } from '../helpers/cli.js';

/** Commands of a game that are no procedure to guide: tables, tutorials, the turn walk, listings, the stateless calculator. */
const NOT_PROCEDURES = new Set(['demo', 'turn', 'screen', 'reference', 'rules', 'casualties', 'intervention', 'gu-status', 'riot-status', 'intv-status', 'agents-status']);

/** The samples: a game's walks every command of the game; a pack's, the pack's own. */
const SAMPLES: { scenario: string; walk: 'game' | 'packs' }[] = [
  { scenario: 'railton-road.yaml', walk: 'game' },
  { scenario: 'emeute-place-du-marche.yaml', walk: 'game' },
  { scenario: 'guerilla-urbaine-gangs.yaml', walk: 'game' },
  { scenario: 'intervention-liberation-otage.yaml', walk: 'game' },
  { scenario: 'riot-sample.fr.yaml', walk: 'game' },
  { scenario: 'railton-road-armed.yaml', walk: 'packs' },
  { scenario: 'railton-road-swat.yaml', walk: 'packs' },
  { scenario: 'emeute-place-du-marche-opinion.yaml', walk: 'packs' },
];

/** A prompter that takes the first choice of each question (never "none"), ticks nothing, and types the first value accepted. */
function firstChoices(asked: string[]): Prompter {
  const pick = <T extends string>(ch: Choice<T>[]) => (ch.find((c) => c.value !== '' && !c.disabled) ?? ch[0]).value;
  return {
    async select(message, choices) {
      asked.push(message);
      return pick(choices);
    },
    async checkbox(message) {
      asked.push(message);
      return [];
    },
    async input(message, validate) {
      asked.push(message);
      for (const a of ['2', '1', 'x1', 'a']) if (!validate || validate(a) === true) return a;
      throw new Error(`no answer accepted for "${message}"`);
    },
  };
}

/** A refusal that names a fact the guide should have asked (commander's missing argument, a procedure's "(give --x)"). */
const DEAD_END = /missing required argument|argument obligatoire manquant|\(give [^)]*\)|\(donnez [^)]*\)/;
/** The dice question, in either language. */
const DICE = new Set(['Dice', 'Dés']);
/** Every catalogue key: one printed as it is is a raw key. */
const KEYS = [...new Set([...Object.keys(ALL_EN), ...Object.keys(ALL_FR)])].filter((k) => k.includes('.'));
/** Maps whose keys are codes (worded by codeWord), not fields. */
const CODE_MAPS = new Set(['owes', 'firsts', 'shotAt']);

/** The field names of an effect that the change line would show raw: its field and a record value's keys with no word. */
function unworded(e: Effect, lang: Lang): string[] {
  const [map, id, field] = e.path.split('.');
  if (map === 'counters') return [];
  // A system that words its own changes (GameSystem.changeText: RIOT's nested state) is checked by its printed line (rawIn).
  if (loadedSystems().some((sys) => sys.changeText && sys.state.keys.includes(map) && sys.changeText(e, lang) !== undefined)) return [];
  const kind = ['turn', 'gas'].includes(map) || hasMessage(lang, `change.kind.${map}`) || hasMessage(lang, `guide.kind.${map}`);
  // A record of the state that is no map of things (a turn's record): its name, or its field's, must have a word.
  if (id === undefined) return kind || hasMessage(lang, `change.f.${map}`) ? [] : [map];
  if (field === undefined) return kind || hasMessage(lang, `change.f.${id}`) ? [] : [`${map}.${id}`];
  if (CODE_MAPS.has(field)) return [];
  const worded = (f: string, parent?: string) => (parent !== undefined && hasMessage(lang, `change.f.${parent}.${f}`)) || hasMessage(lang, `change.f.${map}.${f}`) || hasMessage(lang, `change.f.${f}`);
  const out = worded(field) ? [] : [field];
  const v = e.op === 'set' ? e.value : undefined;
  if (v && typeof v === 'object' && !Array.isArray(v)) for (const k of Object.keys(v)) if (!worded(k, field)) out.push(`${field}.${k}`);
  return out;
}

/** What reads raw in a command's printed text: catalogue keys, camelCase field names. */
function rawIn(text: string): string[] {
  const out = KEYS.filter((k) => text.includes(k));
  // A camelCase word outside a command line (`→ umpire ...`) is a field's name.
  for (const line of text.split('\n')) if (!line.startsWith('→ umpire')) out.push(...(line.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? []));
  return out;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const CASES = SAMPLES.flatMap((s) => (['en', 'fr'] as const).map((lang) => [s.scenario, lang, s.walk] as const));

describe('every procedure typed alone in a terminal, questions answered with their first choice', () => {
  it.each(CASES)('%s in %s: no dead end, no dice where none is rolled, no raw key', async (scenario, lang, walk) => {
    const dir = mkdtempSync(join(tmpdir(), 'umpire-walk-'));
    dirs.push(dir);
    const asked: string[] = [];
    let s = scriptedSession(dir, [], { prompter: firstChoices(asked) });
    expect(await main(['init', join(SCENARIOS, scenario)], s.session.io)).toBe(0);
    const game = JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8')).game;
    const systems: [('game' | 'pack'), string][] = walk === 'game' ? [['game', game.system]] : game.packs.map((p: string) => ['pack', p]);
    const names = systems.flatMap(([kind, id]) => Object.keys(systemEntry(kind, id)!.commands)).filter((n) => !NOT_PROCEDURES.has(n));
    expect(names.length).toBeGreaterThan(0);
    const logFile = join(dir, 'umpire-state.log.jsonl');
    const problems: string[] = [];
    for (const name of names) {
      asked.length = 0;
      const before = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length : 0;
      s = scriptedSession(dir, [], { prompter: firstChoices(asked), lang });
      const code = await s.session.run(`${name} --lang ${lang}`);
      const out = s.out() + s.err();
      const said = `${name}: ${out.trim().split('\n').at(-1)}`;
      if (code !== 0 && DEAD_END.test(out)) problems.push(`dead end: ${said}`);
      const entries = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(before).map((l) => JSON.parse(l));
      const rolled = entries.some((e) => (e.record?.rolls ?? []).length > 0);
      if (asked.some((q) => DICE.has(q)) && code === 0 && !rolled) problems.push(`dice asked, none rolled: ${name}`);
      for (const raw of rawIn(out)) problems.push(`raw ${raw}: ${name}`);
      for (const e of entries) for (const f of (e.record?.effects ?? []).flatMap((x: Effect) => unworded(x, lang))) problems.push(`field without a word ${f}: ${name}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
