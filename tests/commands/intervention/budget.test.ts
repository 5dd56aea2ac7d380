// Intervention's budget (l.49, U435) and the attacker's bid (l.427, l.434,
// l.440, U436): "Les joueurs se fixent un budget identique et recrutent leurs
// combattants en dépensant celui-ci"; in an assault, a rescue and a hostage
// rescue the lower bidder attacks "et aura X point de budget de plus que le
// défenseur". The sample spends 120 (gign, the attacker) and 100 (the
// ravisseurs) of a budget of 100 with a bid of 20.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempGame, writeScenario } from '../../helpers/cli.js';
import { t } from '../../../src/i18n/index.js';
import { withKeys } from '../../../src/errors.js';

const SAMPLE = readFileSync(join(ROOT, 'scenarios', 'intervention-liberation-otage.yaml'), 'utf8');

async function init(yaml: string, lang = 'fr'): Promise<{ code: number; stderr: string }> {
  const g = tempGame();
  try {
    return await runCli(['init', writeScenario(g.dir, yaml)], { cwd: g.dir, env: { ...process.env, UMPIRE_LANG: lang } });
  } finally {
    g.cleanup();
  }
}

describe("Intervention's budget and bid (l.49, l.440, U435, U436)", () => {
  it('takes the sample: the attacker spends the budget plus its bid, the defender no more than the budget', async () => {
    expect(SAMPLE).toMatch(/budget: 100\n {2}bid: 20\n/);
    expect((await init(SAMPLE)).code).toBe(0);
    // The defender may spend less than the budget (the cheaper plays first in a tie, l.53).
    expect((await init(SAMPLE.replace('cost: 100', 'cost: 60'))).code).toBe(0);
  });

  it('refuses a side over its budget, at its path, in both languages', async () => {
    const over = await init(SAMPLE.replace('cost: 100', 'cost: 101'));
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(/sides\[1\]\.cost\u00a0: ravisseurs dépense 101, plus que les 100 permis/);
    expect(over.stderr.trim().split('\n')).toHaveLength(1);
    // Without the bid, the attacker's 120 is over the budget of 100.
    const noBid = await init(SAMPLE.replace('  bid: 20\n', ''), 'en');
    expect(noBid.code).toBe(2);
    // The sample's French wins over UMPIRE_LANG (the scenario's language); the English text is the catalogue's.
    expect(noBid.stderr).toMatch(/sides\[0\]\.cost\u00a0: gign dépense 120, plus que les 100 permis/);
    expect(t('en', 'err.s.iv-over-budget', { side: 'gign', cost: 120, most: 100 })).toMatch(/^gign spends 120, over the 100 it may \(/);
    expect(t('en', 'err.s.iv-no-bid', withKeys('en', { kindKey: 'iv.mission.advance' }))).toMatch(/^an? \w+ mission has no bid/);
    // The bid is the attacker's alone: the defender at 120 is over.
    expect((await init(SAMPLE.replace('cost: 100', 'cost: 120'))).code).toBe(2);
  });

  it('refuses a bid in a mission without one (an elimination\'s X is its turns, l.431-432)', async () => {
    const r = await init(SAMPLE.replace('kind: hostage', 'kind: advance').replace(/ {2}a: \{[^\n]*\n/, ''));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/mission\.bid\u00a0: une mission avance n’a pas de mise/);
  });

  it('checks nothing without a budget, as before', async () => {
    expect((await init(SAMPLE.replace('  budget: 100\n', '').replace('cost: 100', 'cost: 500'))).code).toBe(0);
  });

  it('refuses a bad budget or bid value at its path', async () => {
    for (const bad of ['-1', 'abc', '1e9', '__proto__', '[1]']) {
      const r = await init(SAMPLE.replace('budget: 100', `budget: ${bad}`), 'en');
      expect(r.code, bad).toBe(2);
      expect(r.stderr, bad).toMatch(/mission\.budget/);
      const b = await init(SAMPLE.replace('bid: 20', `bid: ${bad}`), 'en');
      expect(b.code, bad).toBe(2);
      expect(b.stderr, bad).toMatch(/mission\.bid/);
    }
  });
});
