// Issue 31, finding 12: the printed sheets keep the texts' sentences, and the messages their names.
import { afterEach, describe, expect, it } from 'vitest';
import { buildSheet } from '../../src/reference/civil-disorder/sheet.js';
import { sheetMarkdown } from '../../src/reference/civil-disorder/render.js';
import { t } from '../../src/i18n/index.js';
import { runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('printed sheets keep the texts\' sentences (issue 31, finding 12)', () => {
  it('the over-reaction table says "if no escape, open fire" (EN l.352; fr l.484)', () => {
    expect(sheetMarkdown(buildSheet('screen', 'en', 'en'))).toMatch(/Run away; if no escape, open fire \(2\)/);
    expect(sheetMarkdown(buildSheet('screen', 'fr', 'fr'))).toMatch(/S’échappe[\s\u00a0\u202f]; si pas d’issue, ouvre le feu \(2\)/);
  });

  it('the English players\' sniper section says the sniper will not fire whilst under fire (EN l.362)', () => {
    expect(sheetMarkdown(buildSheet('players', 'en', 'en'))).toMatch(/will not fire whilst under fire/);
  });
});

describe('messages keep their names (issue 31, finding 12)', () => {
  it('a stateless refusal to throw names "the crowd", never "crowd  is"', async () => {
    const r = await runCli(['missiles', '--throwers', '20', '--rl', '5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the crowd is at RL 5/);
    expect(r.stderr).not.toMatch(/crowd {2}/);
    const p = await runCli(['petrol-bomb', '--rl', '5', '--edition', 'fr']);
    expect(p.stderr).not.toMatch(/foule {2}/);
  });

  it('a gas cloud over no crowd clears without "over  has"', async () => {
    game = tempGame();
    await game.init();
    const s = game.readState();
    s.game.gas.g9 = { id: 'g9', kind: 'tear', crowds: [], from: 1, until: 2 };
    const { writeFileSync } = await import('node:fs');
    writeFileSync(game.state, JSON.stringify(s));
    const out = (await game.ok('next-turn')).map((r: any) => r.outcome?.text ?? '').join('\n');
    expect(out).toMatch(/Gas cloud g9 has cleared/);
    expect(out).not.toMatch(/over {2}has/);
  });

  it('the French RL factor for a non-lethal shot says "shot at" (visée), not "hit" (touchée), as U91 reads it', () => {
    expect(t('fr', 'rl.mod.non-lethal')).toBe('Visée par une arme à feu non létale');
  });
});
