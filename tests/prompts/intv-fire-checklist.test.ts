// `intv-fire` typed bare: its checklist offers only the modifiers that apply
// to the shooter and the target named. --allow-reloading only when a weapon
// of the shooter is reloading (l.237, l.606, U212); --cadence only for an AM
// weapon with a cadence at fire at will (l.237); --evade only at a target
// with an Esquive, not wounded (l.736-740, U214). Typed, each is taken as ever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';
import { scriptedPrompter, type Prompter } from '../../src/prompts/prompter.js';

const SCENARIO = `title: Liste
game: intervention
edition: fr
seed: liste
mission: { kind: settling-scores, attacker: bleus, defender: rouges }
sides:
  - id: bleus
    name: Les bleus
    units:
      - { id: u1, name: Un, initiative: 9, fighters: [{ id: exe, name: Exécuteur, sample: executor }] }
      - { id: u2, name: Deux, initiative: 8, fighters: [{ id: tec, name: Techno, sample: techno, weapons: [{ sample: techno-disintegrator }] }] }
      - { id: u3, name: Trois, initiative: 7, fighters: [{ id: mgr, name: Mitrailleur, mvt: 10, det: 8, rt: 10, pa: 3, weapons: [{ id: mit, name: Mitrailleuse, type: AM, cadence: 4, bands: [{ to: 30, pf: 5 }, { to: 60, pf: 4 }] }] }] }
  - id: rouges
    name: Les rouges
    units:
      - id: r1
        name: Rouges
        initiative: 1
        fighters:
          - { id: g1, name: G1, mvt: 10, det: 30, rt: 40, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }, { to: 60, pf: 3 }] }] }
          - { id: x, name: X, sample: executor }
`;

const game = tempGame();
beforeAll(async () => {
  await game.init(SCENARIO);
  // Turn 1: the Désintégrateur fires (it reloads in turn 2, l.606).
  for (const l of ['intv-orders tec aimed', 'intv-phase movement', 'intv-phase fire', 'intv-activate u1 --pass', 'intv-fire tec --at g1 --distance 40 --cover open --none-closer', 'next-turn']) {
    const r = await game.run(...l.split(' '));
    if (r.code !== 0) throw new Error(`${l}: ${r.stderr}`);
  }
  for (const l of ['intv-orders exe,tec progress', 'intv-orders mgr fire-at-will', 'intv-phase movement', 'intv-phase fire']) {
    const r = await game.run(...l.split(' '));
    if (r.code !== 0) throw new Error(`${l}: ${r.stderr}`);
  }
}, 60000);
afterAll(() => game.cleanup());

/** `line` typed bare, answered `answers`: the values the modifiers' checklist offered. */
async function checklist(line: string, answers: unknown[]): Promise<string[]> {
  let offered: string[] = [];
  const inner = scriptedPrompter(answers);
  const prompter: Prompter = { ...inner, checkbox: (m, ch, v) => (/--/.test(ch[0]?.value ?? '') && (offered = ch.map((c) => c.value)), inner.checkbox(m, ch, v)) };
  const s = scriptedSession(game.dir, answers, { prompter });
  expect(await s.session.run(line), s.err()).toBe(0);
  expect(answers).toEqual([]);
  return offered;
}

describe("intv-fire's checklist: only the modifiers that apply", () => {
  it('a shooter with nothing reloading, no AM, at a target without an Esquive: none of the three', async () => {
    const offered = await checklist('intv-fire exe', ['g1', 'open', ['--none-closer'], '40']);
    expect(offered).toContain('--none-closer');
    expect(offered).not.toContain('--allow-reloading');
    expect(offered).not.toContain('--cadence');
    expect(offered).not.toContain('--evade');
    // No dodge marker on g1: --lying (l.176, l.208) not offered.
    expect(offered).not.toContain('--lying');
  });

  it('l.606, U212: the Désintégrateur reloading: --allow-reloading offered, and it fires', async () => {
    const offered = await checklist('intv-fire tec', ['g1', 'open', ['--allow-reloading', '--none-closer'], '40']);
    expect(offered).toContain('--allow-reloading');
    expect(offered).not.toContain('--cadence');
    expect(game.readLog().at(-1).argv).toContain('--allow-reloading');
  });

  it("l.237, U214: an AM with a cadence at fire at will, at the Executor: --cadence and --evade, not --allow-reloading", async () => {
    const offered = await checklist('intv-fire mgr', ['x', 'open', ['--none-closer'], '20']);
    expect(offered).toEqual(expect.arrayContaining(['--cadence', '--evade']));
    expect(offered).not.toContain('--allow-reloading');
  });
});
