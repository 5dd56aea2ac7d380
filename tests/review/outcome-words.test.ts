// The umpire's log says each outcome in the language asked (issue 40 item 7):
// `log --lang fr` on an English game said "RL stays at 6 Hassle" and "Turn 2
// begins" (the text stored in the entry's language) while `log --player`
// re-rendered. Where the record's code and data say enough (next-turn, and
// GameSystem.outcomeWords: Civil Disorder's rl-roll and jump), the outcome is said again from them, no rule run.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempGame } from '../helpers/cli.js';
import { outcomeSayers, outcomeWords } from '../../src/review/outcome-words.js';
import { loadSystems } from '../../src/engine/registry.js';

/** Railton Road's six turns, then RL rolls with the chart's jumps named (rl-roll --situation, jump) at RL 2 and 3. */
const PLAY: string[][] = [
  ['set-rl', 'frontline', '--to', '2', '--reason', 'test'],
  ['rl-roll', 'frontline', '--situation', 'surrounded', '--roll', '1'],
  ['set-rl', 'frontline', '--to', '3', '--reason', 'test'],
  ['rl-roll', 'frontline', '--situation', 'surrounded', '--roll', '6'],
  ['set-rl', 'frontline', '--to', '2', '--reason', 'test'],
  ['jump', 'frontline', '--situation', 'no-sf-in-sight'],
  ['set-rl', 'frontline', '--to', '8', '--reason', 'test'],
  ['rl-roll', 'frontline', '--riot-withdrawing', '--adjacent-higher', '3', '--roll', '6'],
];

describe('the log says outcomes in the language asked (issue 40 item 7)', () => {
  const en = tempGame();
  const fr = tempGame();
  beforeAll(async () => {
    await loadSystems({ system: 'civil-disorder' });
    await en.init('railton-road.yaml', '--seed', 'six-turns');
    const r = await en.run('batch', join(ROOT, 'tests', 'batch', 'railton-six-turns.txt'));
    if (r.code !== 0) throw new Error(r.stderr);
    for (const argv of PLAY) {
      const p = await en.run(...argv);
      if (p.code !== 0) throw new Error(`${argv.join(' ')}: ${p.stderr}`);
    }
    await fr.init('emeute-place-du-marche.yaml');
    for (const argv of [['rl-roll', 'dockers', '--roll', '3'], ['next-turn']]) {
      const p = await fr.run(...argv);
      if (p.code !== 0) throw new Error(`${argv.join(' ')}: ${p.stderr}`);
    }
  }, 120_000);
  afterAll(() => {
    en.cleanup();
    fr.cleanup();
  });

  it('said again in the language it was resolved in, each outcome is its stored text, word for word (every procedure of the table, jumps and the top level too)', () => {
    const said = new Map<string, number>();
    for (const game of [en, fr]) {
      const lang = game === en ? 'en' : 'fr';
      for (const e of game.readLog()) {
        const text = outcomeWords(e.record, lang);
        if (text === undefined) continue;
        expect(text, `#${e.seq} ${e.record.procedure}`).toBe(e.record.outcome.text);
        const kind = `${e.record.procedure}:${e.record.jump ? 'jump' : e.record.outcome.code}`;
        said.set(kind, (said.get(kind) ?? 0) + 1);
      }
    }
    // Every procedure of the table met, and the RL roll's every wording.
    for (const p of Object.keys(outcomeSayers())) expect([...said.keys()].some((k) => k.startsWith(`${p}:`)), p).toBe(true);
    for (const k of ['rl-roll:rl-up', 'rl-roll:rl-down', 'rl-roll:rl-same', 'rl-roll:jump']) expect(said.has(k), k).toBe(true);
    // The highest level's own wording (rl.outcome.rl-same-max): a roll to rise at RL 8.
    expect(en.readLog().some((e) => e.record?.outcome?.text?.endsWith('(the highest level)')), 'rl-same-max').toBe(true);
  });

  it('log --lang fr of an English game: « Le FR reste à », « Début du tour 2 », no stored English outcome; --format json keeps the stored text', async () => {
    const out = (await en.run('log', '--lang', 'fr', '--wide')).stdout;
    expect(out).toMatch(/Le FR (reste à|augmente|diminue)/);
    expect(out).toContain('Début du tour 2');
    expect(out).toContain('le tableau l’envoie à');
    expect(out).not.toMatch(/RL stays|RL rises|RL falls|Turn \d+ begins|the chart sends/);
    const md = (await en.run('log', '--lang', 'fr', '--format', 'md')).stdout;
    expect(md).toContain('Début du tour 2');
    const json = (await en.run('log', '--lang', 'fr', '--format', 'json')).stdout;
    expect(json).toContain('"text":"Turn 2 begins"');
  });

  it('log --lang en of a French game says them in English', async () => {
    const out = (await fr.run('log', '--lang', 'en', '--wide')).stdout;
    expect(out).toContain('Turn 2 begins');
    expect(out).toMatch(/RL (stays at|rises|falls)/);
    expect(out).not.toMatch(/Le FR|Début du tour/);
  });
});
