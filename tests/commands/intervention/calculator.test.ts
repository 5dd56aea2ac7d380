// `umpire intervention <calculation>`: stateless, --json, --lang fr, exit 2
// with one line on bad input, the dice options said to change nothing (U177),
// and every message key the renderer can reach present in both languages.
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/intervention/en.js';
import { jsonLines, runCli, tempGame } from '../../helpers/cli.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderIntervention } from '../../../src/render/intervention/index.js';
import { resolveDerive } from '../../../src/rules/intervention/derive.js';
import { resolveShot } from '../../../src/rules/intervention/shot.js';
import { resolveMelee } from '../../../src/rules/intervention/melee.js';
import { resolveExplosion } from '../../../src/rules/intervention/explosion.js';
import { resolveMorale } from '../../../src/rules/intervention/morale.js';
import { resolveDetection } from '../../../src/rules/intervention/detection.js';
import { resolveTableSize } from '../../../src/rules/intervention/table-size.js';
import { resolveGroupedFire } from '../../../src/rules/intervention/grouped-fire.js';
import { COVERS, DETECTED_FIRE, RANGES } from '../../../src/rules/intervention/tables.js';
import type { Lang, Resolution } from '../../../src/rules/types.js';

const iv = (...args: string[]) => runCli(['intervention', ...args]);

describe('umpire intervention', () => {
  it("grouped-fire prints the rules' example as 'wound 3 or kill 2', in JSON and in French", async () => {
    const r = await iv('grouped-fire', '--shooters', '8,8,8', '--targets', '7,7,7', '--cover', 'hard', '--json');
    expect(r.code).toBe(0);
    const rec = JSON.parse(r.stdout);
    expect(rec).toMatchObject({ procedure: 'intervention-grouped-fire', dice: false, rolls: [], effects: [], logged: null });
    expect(rec.columns.map((c: { kills: number; wounds: number }) => [c.kills, c.wounds])).toEqual([[2, 0], [0, 3]]);
    const fr = await iv('grouped-fire', '--shooters', '8,8,8', '--targets', '7:hard,7:hard,7:hard', '--lang', 'fr');
    expect(fr.code).toBe(0);
    expect(fr.stdout).toContain('Blesser 3 ou tuer 2');
    expect(fr.stdout).toContain('#3\u00a0: 2 PF de reste');
  });

  it('each calculation answers from options alone', async () => {
    for (const args of [
      ['derive', '--tir', '5', '--cbt', '4', '--for', '4,6', '--end', '4', '--prt', '3'],
      ['shot', '--pf', '4', '--aimed', '--cover', 'hard', '--target', '7'],
      ['melee', '--attacker', '5', '--defender', '8', '--attacker-running'],
      ['explosion', '--sample', 'techno-grenade', '--distance', '5', '--cover', 'light'],
      ['morale', '--pf', '4,5', '--det', '8'],
      ['detection', '--det', '8', '--camouflage', '1', '--distance', '50'],
      ['table-size', '--fighters', '4,5'],
    ]) {
      const r = await iv(...args, '--json');
      expect(r.code, args.join(' ')).toBe(0);
      expect(JSON.parse(r.stdout).dice).toBe(false);
    }
  });

  it('accepts --seed, --roll, --odds and --state and says they change nothing (U177)', async () => {
    const r = await iv('shot', '--pf', '4', '--seed', 'x', '--roll', '3', '--odds', '--state', 'none.json', '--json');
    expect(r.code).toBe(0);
    const rec = JSON.parse(r.stdout);
    expect(rec.total).toBe(4);
    expect(rec.certain).toBe(true);
    expect(rec.notes.join(' ')).toMatch(/--seed, --roll, --odds changed nothing/);
    expect(rec.notes.join(' ')).toMatch(/--state was not used/);
  });

  it('runs in a batch on a game, JSON when the batch asks, nothing logged', async () => {
    const game = tempGame();
    try {
      await game.init('tutorial.yaml');
      writeFileSync(join(game.dir, 'lines.txt'), 'intervention shot --pf 4 --cover light\nintervention morale --pf 4,5 --det 8\n');
      const before = game.snapshot();
      const r = await game.run('batch', 'lines.txt', '--json');
      expect(r.code, r.stderr).toBe(0);
      expect(jsonLines(r.stdout).map((x) => [x.procedure, x.total])).toEqual([['intervention-shot', 3], ['intervention-morale', 9]]);
      expect(game.snapshot()).toEqual(before);
    } finally {
      game.cleanup();
    }
  });

  it("prints each calculation's help in French, commander's words included", async () => {
    for (const sub of ['derive', 'shot', 'melee', 'explosion', 'morale', 'detection', 'grouped-fire', 'table-size']) {
      const r = await runCli(['intervention', sub, '--help'], { env: { UMPIRE_LANG: 'fr' } });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Utilisation\u00a0: umpire intervention/);
      expect(r.stdout, sub).not.toMatch(/choices:|default:|Usage|Options:/);
    }
  });

  it('is registered as the intervention system: a scenario naming it needs its sides, said at the field', async () => {
    const { gameById } = await import('../../../src/engine/registry.js');
    expect(Object.keys(gameById('intervention')?.commands ?? {})).toContain('intervention');
    const game = tempGame();
    try {
      writeFileSync(join(game.dir, 'iv.yaml'), 'title: Assaut\ngame: intervention\nedition: fr\n');
      const r = await runCli(['init', join(game.dir, 'iv.yaml')], { cwd: game.dir });
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/iv\.yaml.*sides/); // the game's own section is missing
    } finally {
      game.cleanup();
    }
  });

  it('says a bad input in one line and exits 2', async () => {
    for (const args of [
      ['shot'],
      ['shot', '--pf', 'x'],
      ['shot', '--pf', '4', '--range', 'beyond'],
      ['shot', '--pf', '4', '--target', '7/9'],
      ['shot', '--pf', '4', '--target', '7/0'],
      ['grouped-fire', '--shooters', '8', '--targets', '7,7'],
      ['grouped-fire', '--shooters', '8,8', '--targets', '7:soft'],
      ['grouped-fire', '--shooters', '8,8', '--targets', 'constructor'],
      ['grouped-fire', '--shooters', '20,19,18,17,16,15', '--targets', '7,7,7,7,7,7'],
      ['grouped-fire', '--shooters', new Array(21).fill('1').join(','), '--targets', '7'],
      ['explosion', '--sample', 'techno-grenade', '--pf', '4', '--distance', '3'],
      ['derive'],
      ['derive', '--rt', '7', '--end', '4'],
      ['table-size', '--fighters', '__proto__'],
      ['nope'],
    ]) {
      const r = await iv(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr).toMatch(/^umpire: /);
    }
  });
});

/** Records reaching every outcome, refusal and note of the calculator. */
function records(lang: Lang): Resolution[] {
  const out: Resolution[] = [
    resolveDerive({ lang, tir: 5, cbt: 4, forces: [4, 6], end: 4, prt: 3, det: 8, mvt: 10 }),
    resolveDerive({ lang, rt: 7, forces: [] }),
    resolveDerive({ lang, forces: [] }),
    resolveMorale({ lang, pfs: [4, 5], det: 8 }),
    resolveMorale({ lang, pfs: [1], det: 8 }),
    resolveTableSize({ lang, sides: [4, 5] }),
    resolveExplosion({ lang, pf: 0, radius: 0, sample: 'techno-grenade', distance: 3, cover: 'open', target: { rt: 7, counter: 7 } }),
  ];
  const base = { lang, pf: 4, pre: -1, aimed: false, running: true, camouflaged: true, shooterWounded: false };
  for (const range of RANGES) for (const cover of COVERS) out.push(resolveShot({ ...base, range, cover, aimed: range === 'beyond' }));
  for (const detected of DETECTED_FIRE) out.push(resolveShot({ ...base, range: 'short', cover: 'open', detected }));
  for (const counter of [7, 4, 1, 10]) out.push(resolveShot({ ...base, pre: 0, range: 'short', cover: 'open', target: { rt: counter === 10 ? 10 : 7, counter } }));
  out.push(resolveShot({ ...base, pf: 0, range: 'short', cover: 'hard', target: { rt: 7, counter: 7 } }));
  out.push(resolveShot({ ...base, range: 'short', cover: 'open', aimed: true, shooterWounded: true }));
  out.push(resolveShot({ ...base, range: 'short', cover: 'open', aimed: true, weaponType: 'NE' }));
  out.push(resolveShot({ ...base, range: 'beyond', cover: 'open' }));
  for (const [a, d] of [[5, 8], [8, 5], [4, 4]]) {
    out.push(resolveMelee({ lang, attacker: { pa: a, running: true, counter: { rt: 7, counter: 7 } }, defender: { pa: d, running: true, counter: { rt: 10, counter: 3 } } }));
  }
  for (const distance of [2, 5, 8, 20]) for (const cover of COVERS) out.push(resolveExplosion({ lang, pf: 4, radius: 5, distance, cover }));
  for (const [distance, already, optical] of [[undefined, false, false], [10, false, false], [10, true, false], [500, false, false], [10, false, true]] as const) {
    out.push(resolveDetection({ lang, det: 8, camouflage: 1, distance, alreadyDetected: already, optical }));
  }
  out.push(resolveGroupedFire({ lang, shooters: [8, 8, 8, 8], targets: [{ rt: 7, counter: 7, cover: 'hard' }, { rt: 7, counter: 7, cover: 'light' }, { rt: 7, counter: 2, cover: 'open' }] }));
  out.push(resolveGroupedFire({ lang, shooters: [1, 1], targets: [{ rt: 7, counter: 7, cover: 'hard' }] }));
  out.push(resolveGroupedFire({ lang, shooters: [1], targets: [{ rt: 7, counter: 7, cover: 'hard' }, { rt: 7, counter: 7, cover: 'hard' }] }));
  out.push(resolveGroupedFire({ lang, shooters: [20, 19, 18, 17, 16, 15], targets: new Array(6).fill({ rt: 7, counter: 7, cover: 'open' }) }));
  return out;
}

const RAW_KEY = new RegExp(`(?<![\\w.-])(intervention|err|common)\\.[a-z0-9-]+(\\.[a-z0-9-]+)*(?![\\w-])`);

describe('every message key the calculator can reach', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`exists (${lang})`, () => {
      const texts = records(lang).map((r) => [renderIntervention({ ...r, notes: [...r.notes] }, { lang, color: false }), r.outcome.text, r.refused?.reason ?? ''].join('\n'));
      const raw = texts.filter((s) => RAW_KEY.test(s)).map((s) => s.match(RAW_KEY)?.[0]);
      expect(raw).toEqual([]);
    });
  }

  it('has every intervention key in French', async () => {
    const { fr } = await import('../../../src/i18n/intervention/fr.js');
    const missing = Object.keys(en).filter((k) => (k.startsWith('intervention.') || k.includes('.intervention.') || k === 'err.bad-counter' || k === 'err.bad-target') && !(k in fr));
    expect(missing).toEqual([]);
  });
});
