import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';
import { fixedDice } from '../helpers/dice.js';
import { resolveFire, UNIT_WEAPONS, WEAPONS } from '../../src/rules/civil-disorder/firearms.js';
import { UNIT_TYPES } from '../../src/state/civil-disorder/types.js';
import { hasMessage } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('who fired (U64)', () => {
  it('has a weapons list for every unit type, of known weapons only', () => {
    for (const type of UNIT_TYPES) for (const w of UNIT_WEAPONS[type]) expect(WEAPONS).toContain(w);
    expect(UNIT_WEAPONS.firefighters).toEqual([]);
    expect(UNIT_WEAPONS['special-forces']).toEqual([...WEAPONS]);
  });

  it('refuses an unarmed unit and a weapon its type does not carry, in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      const un = resolveFire({ edition: 'en', lang, weapon: 'pistol', range: 'close', firers: 1, unitId: 'p', unitType: 'regular-police', unitArmed: false }, fixedDice([]));
      expect(un.refused?.reason).toMatch(/p/);
      const hmg = resolveFire({ edition: 'en', lang, weapon: 'hmg', range: 'close', firers: 1, unitId: 'p', unitType: 'regular-police', unitArmed: true }, fixedDice([]));
      expect(hmg.refused?.reason).toMatch(/U64/);
      expect(hmg.refused?.reason).not.toMatch(/fire\./);
    }
    for (const k of ['fire.outcome.over-heads', 'fire.refused.unarmed', 'fire.refused.weapon', 'err.fire-unit-needed', 'summary.shots', 'summary.col.weapon', 'summary.col.hits', 'summary.over-heads', 'report.shots']) {
      expect(hasMessage('en', k) && hasMessage('fr', k), k).toBe(true);
    }
  });

  it('over the heads: no dice, no hits, the crowd is shot at', () => {
    const r = resolveFire({ edition: 'en', weapon: 'automatic', range: 'close', firers: 3, crowdId: 'c', unitId: 'a', unitType: 'swat', unitArmed: true, overHeads: true }, fixedDice([]));
    expect(r).toMatchObject({ rolls: [], hits: 0, outcome: { code: 'over-heads' }, unit: 'a', overHeads: true, range: null });
    expect(r.effects).toEqual([{ op: 'set', path: 'crowds.c.shotAt.automatic', value: true }]);
  });

  it('on a game: the unit is required, named in the record, the log (--unit), the summary and the report', async () => {
    game = tempGame();
    await game.init();
    await game.refused(/name the firing unit with --unit \(armed units: armed1\)/, 'fire', 'students', '--weapon', 'rifle', '--range', 'close');
    await game.refused(/unit tsg carries no firearms/, 'fire', 'students', '--unit', 'tsg', '--weapon', 'pistol', '--range', 'close');
    await game.refused(/does not carry Heavy|does not carry .*hmg|does not carry/i, 'fire', 'students', '--unit', 'armed1', '--weapon', 'hmg', '--range', 'close');
    await game.refused(/unknown unit "__proto__"/, 'fire', 'students', '--unit', '__proto__', '--weapon', 'rifle', '--range', 'close');
    await game.refused(/stateless/, 'fire', 'students', '--unit', 'armed1', '--type', 'swat', '--weapon', 'rifle', '--range', 'close');
    const [shot] = await game.ok('fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'close', '--roll', '6,5');
    expect(shot).toMatchObject({ unit: 'armed1', crowd: 'students', hits: 1 });
    const [over] = await game.ok('fire', 'dockers', '--unit', 'armed1', '--weapon', 'automatic', '--over-heads');
    expect(over).toMatchObject({ outcome: { code: 'over-heads' }, rolls: [] });
    expect(game.readState().game.crowds.dockers.shotAt).toEqual({ automatic: true });

    const log = jsonLines((await game.run('log', '--unit', 'armed1', '--format', 'json')).stdout).flat();
    expect(log.map((r: any) => [r.procedure, r.subjects?.crowd?.[0] ?? r.crowd])).toEqual([['fire', 'students'], ['fire', 'dockers']]);

    const summary = await game.run('summary');
    expect(summary.stdout).toMatch(/Who fired: 2 firing/);
    expect(summary.stdout).toMatch(/armed1.*students.*Rifle/);
    const sj = jsonLines((await game.run('summary', '--json')).stdout)[0];
    expect(sj.shots.map((s: any) => [s.unit, s.crowd, s.weapon, s.overHeads])).toEqual([['armed1', 'students', 'rifle', false], ['armed1', 'dockers', 'automatic', true]]);

    const html = join(game.dir, 'r.html');
    expect((await game.run('report', '--html', html)).code).toBe(0);
    const page = readFileSync(html, 'utf8');
    expect(page).toMatch(/id="shots"/);
    expect(page).toMatch(/<td>armed1<\/td><td>students<\/td>/);
  });

  it('stateless: --type checks what the unit type may fire', async () => {
    const r = await runCli(['fire', '--type', 'conscripts', '--weapon', 'pistol', '--range', 'close']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/may fire/);
    const ok = await runCli(['fire', '--type', 'conscripts', '--weapon', 'rifle', '--range', 'close', '--roll', '1', '--json']);
    expect(ok.code).toBe(0);
  });
});
