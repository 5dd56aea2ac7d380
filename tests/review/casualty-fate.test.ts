// Issue 31, finding 7 and its "done when": `summary`, `casualties` and the report agree on every casualty's fate
// (U75, U197: `lossClass`), in the six-turn Railton batch and in a game where a dead man is triaged. Civil
// Disorder, Medical Services (civil-disorder.en.txt l.283): "figures are classified either wounded or dead.
// Paramedics take this further, when a medic reaches a body, roll 1d6 for the triage assessment".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

type Fates = Record<string, string>;

/** Each casualty's fate as `casualties --json`, `summary --json` and the HTML report give it, and the losses. */
async function fates(g: ReturnType<typeof tempGame>) {
  const [cas] = await g.ok('casualties');
  const [sum] = await g.ok('summary');
  const r = await g.run('report', '--html', 'report.html', '--force');
  expect(r.code, r.stderr).toBe(0);
  const html = readFileSync(join(g.dir, 'report.html'), 'utf8');
  const fromCasualties: Fates = Object.fromEntries(cas.casualties.map((c: any) => [c.id, c.fate]));
  const fromSummary: Fates = Object.fromEntries(sum.casualties.list.map((c: any) => [c.id, c.fate]));
  const fromReport: Fates = Object.fromEntries([...html.matchAll(/data-id="([^"]+)" data-fate="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  const count = (side: string, fate: string) => cas.casualties.filter((c: any) => c.side === side && fromCasualties[c.id] === fate).length;
  const losses = sum.casualties.losses.map((l: any) => ({ side: l.side, dead: l.dead, wounded: l.wounded, light: l.light }));
  const reportLosses = [...html.matchAll(/data-side="([^"]+)" data-dead="(\d+)" data-wounded="(\d+)"/g)].map((m) => ({ side: m[1], dead: Number(m[2]), wounded: Number(m[3]) }));
  return { fromCasualties, fromSummary, fromReport, count, losses, reportLosses };
}

async function expectAgreement(g: ReturnType<typeof tempGame>): Promise<Fates> {
  const f = await fates(g);
  expect(f.fromSummary).toEqual(f.fromCasualties);
  expect(f.fromReport).toEqual(f.fromCasualties);
  for (const l of f.losses) {
    expect(l).toEqual({ side: l.side, dead: f.count(l.side, 'dead'), wounded: f.count(l.side, 'wounded'), light: f.count(l.side, 'light') });
  }
  expect(f.reportLosses).toEqual(f.losses.map((l: any) => ({ side: l.side, dead: l.dead, wounded: l.wounded })));
  return f.fromCasualties;
}

describe('one truth for a casualty\'s fate (issue 31, finding 7; U75, U197)', () => {
  it('a man killed by fire and triaged 1 ("only a scratch") is light everywhere, not dead in the summary (EN l.283)', async () => {
    game = tempGame();
    await game.init();
    // One rifleman at close range: 5 hits, casualty roll 5 is dead (EN 4-6).
    const [fire] = await game.ok('fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'close', '--roll', '5,5');
    expect(fire.casualties).toEqual([{ roll: 5, code: 'dead', id: 'cas-1' }]);
    expect(await expectAgreement(game)).toEqual({ 'cas-1': 'dead' });
    await game.ok('triage', 'cas-1', '--roll', '1');
    await game.ok('next-turn');
    expect(game.readState().game.casualties['cas-1']).toMatchObject({ injury: 'dead', status: 'recovered' });
    expect(await expectAgreement(game)).toEqual({ 'cas-1': 'light' });
  });

  it('a wounded man triaged 6 is dying (wounded) for two turns, then dead everywhere', async () => {
    game = tempGame();
    await game.init();
    await game.ok('fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'close', '--roll', '5,2');
    await game.ok('triage', 'cas-1', '--roll', '6');
    expect(await expectAgreement(game)).toEqual({ 'cas-1': 'wounded' });
    await game.ok('next-turn');
    await game.ok('next-turn');
    expect(game.readState().game.casualties['cas-1'].status).toBe('dead');
    expect(await expectAgreement(game)).toEqual({ 'cas-1': 'dead' });
  });

  it('agrees on every casualty of the six-turn Railton batch', async () => {
    game = tempGame();
    await game.init('railton-road.yaml', '--seed', 'six-turns');
    const r = await game.run('batch', join(ROOT, 'tests', 'batch', 'railton-six-turns.txt'));
    expect(r.code, r.stderr).toBe(0);
    const all = await expectAgreement(game);
    expect(Object.keys(all).length).toBeGreaterThan(0);
  }, 60000);
});
