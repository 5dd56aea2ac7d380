// Issue 18 parts 1 and 2, "done when": a scripted riot of the large sample
// with RIOT's opinion deck (tests/batch/railton-opinion.txt on
// scenarios/railton-road-opinion.yaml): three melees in two turns draw two
// cards (not three); each card's penalty shows as a labelled modifier in the
// next turn's resolutions; a card forbids CS gas (exit 2, one line, nothing
// written); the SF stocks are drawn down; the summary and the report end with
// the verdict and its reasons. Also: the players' view, French, undo, rebuild.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batchGame } from '../../helpers/batch-game.js';

const { game, of } = batchGame('railton-road-opinion.yaml', 'railton-opinion.txt');
const all = of;

describe('Railton Road under public scrutiny (R21, U104-U108)', () => {
  it('lays the pack over the riot with the default deck of ten cards', () => {
    const g = game.readState().game;
    expect(g.packs).toEqual(['riot-opinion']);
    expect(g.opinion.deck).toHaveLength(10);
    expect(g.opinion.triggers).toEqual(['melee', 'firearms']);
    expect(g.opinionCrowds.church.press).toBe(true);
  });

  it('three melees in two turns draw two cards, not three; the press cancels the church fight', () => {
    const melees = all('melee').filter((r) => r.turn <= 2);
    expect(melees).toHaveLength(4);
    const draws = all('opinion-draw').filter((r) => r.turn <= 3);
    expect(draws.map((d) => [d.turn, d.card, d.fought])).toEqual([[2, 'tv-crews', ['frontline', 'market']], [3, 'video-footage', ['frontline']]]);
    expect(draws[0].pressed).toEqual(['church']);
    expect(draws[0].rolls.map((x: any) => [x.die, x.value, x.source])).toEqual([['d10', 1, 'entered']]);
    expect(draws[1].rolls.map((x: any) => [x.die, x.value])).toEqual([['d9', 3]]);
  });

  it("each card's penalty is a labelled modifier in the next turn's resolutions", () => {
    const neg = all('negotiate')[0];
    expect(neg.turn).toBe(2);
    expect(neg.modifiers).toContainEqual(expect.objectContaining({ key: 'riot-opinion.tv-crews', value: -1 }));
    expect(neg.modifiers.find((m: any) => m.key === 'riot-opinion.tv-crews').label).toMatch(/^Opinion: Television crews arrive \(every negotiation -1 until turn 5\)$/);
    // The melee of turn 2 has no card yet; the one of turn 3 has the video footage's -1.
    const [t2] = all('melee').filter((r) => r.turn === 2);
    expect(t2.modifiers.some((m: any) => m.key.startsWith('riot-opinion.'))).toBe(false);
    const [t3] = all('melee').filter((r) => r.turn === 3);
    expect(t3.modifiers).toContainEqual(expect.objectContaining({ key: 'riot-opinion.video-footage', value: -1 }));
    expect(t3.modifiers.find((m: any) => m.key === 'riot-opinion.video-footage').label).toMatch(/^SF figure: Opinion: Video footage/);
  });

  it('a card forbids CS gas: exit 2, one line, nothing written; tear gas is drawn from the stock', async () => {
    const before = readFileSync(game.log, 'utf8');
    const r = await game.run('gas', 'frontline', '--kind', 'cs', '--roll', '3,3');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/Political order, no CS gas until turn 7/);
    expect(readFileSync(game.log, 'utf8')).toBe(before);
    expect(all('gas')[0]).toMatchObject({ kind: 'tear', turn: 4 });
    expect(game.readState().game.stocks).toEqual({ gas: 3, riotKit: 16 });
    expect(game.readState().game.units.panda1.riotKit).toBe('shields');
  });

  it('status shows the track, the cards turned and the stocks; the players see the cards turned', async () => {
    const r = await game.run('status');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Public opinion\nCards turned: 3 of 10\. The last card means: the SF lose\./);
    expect(r.stdout).toMatch(/Political order .*no CS gas until turn 7 .*4 .*in force/);
    expect(r.stdout).toMatch(/gas grenades and rounds: 3; sets of riot kit: 16; petrol bombs of bikers: 3/);
    expect(r.stdout).toMatch(/frontline: objective: Drive the police out of the Front Line/);
    const p = await game.run('status', '--player');
    expect(p.stdout).toMatch(/Cards turned: 3 of 10/);
    expect(p.stdout).toMatch(/Television crews arrive/);
    expect(p.stdout).not.toMatch(/objective|church|Turned by/);
    const b = await game.run('status', '--briefing');
    expect(b.stdout).toMatch(/^Railton Road under scrutiny · Briefing\n\nSaturday night, Railton Road/);
  });

  it('the summary ends with the verdict and its reasons', async () => {
    const r = await game.run('summary');
    expect(r.code, r.stderr).toBe(0);
    const tail = r.stdout.slice(r.stdout.lastIndexOf('Verdict'));
    expect(tail).toMatch(/^Verdict\nThe security forces lose\.\n/);
    expect(tail).toMatch(/Hold out 6 turns: turn 6 reached — met, ends the game/);
    // The melee of turn 2 killed a rioter; one arrest in six turns.
    expect(tail).toMatch(/At most 0 dead: 1 — failed/);
    expect(tail).toMatch(/At least 3 arrests: 1 — failed/);
    expect(tail).toMatch(/At most 150 points of property lost: 0 — met/);
    expect(tail).toMatch(/Public opinion: the SF lose when the last of 10 cards is turned: 3 turned — met\n$/);
    const j = JSON.parse((await game.run('summary', '--json')).stdout);
    expect(j.verdict.code).toBe('sf-lose');
    expect(j.verdict.rows.map((x: any) => [x.key, x.figure, x.limit, x.status])).toContainEqual(['arrests', 1, 3, 'failed']);
    expect(j.briefing).toMatch(/^Saturday night/);
  });

  it('the report opens on the briefing and ends with the verdict', async () => {
    const file = join(game.dir, 'report.html');
    const r = await game.run('report', '--html', file);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html.indexOf('id="briefing"')).toBeLessThan(html.indexOf('id="final"'));
    expect(html.indexOf('id="verdict"')).toBeGreaterThan(html.indexOf('id="log-section"'));
    expect(html).toMatch(/data-verdict="sf-lose"/);
    expect(html).toMatch(/data-condition="arrests" data-status="failed"/);
  });

  it('undo takes back a draw; rebuild equals the state and verify passes', async () => {
    // Read before: rebuild --json writes the state it prints (issue 34: compared with itself, a dropped effect passed).
    const before = game.readState().game;
    const rebuilt = await game.run('rebuild', '--json');
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(JSON.parse(rebuilt.stdout)).toEqual(before);
    expect((await game.run('verify')).code).toBe(0);
    await game.run('melee', 'spg', 'frontline', '--roll', '5,5');
    const n = await game.run('next-turn', '--roll', '2', '--json');
    expect(n.code, n.stderr).toBe(0);
    const draw = n.stdout.trim().split('\n').map((l) => JSON.parse(l)).find((x) => x.procedure === 'opinion-draw');
    expect(draw).toMatchObject({ card: 'baton-rounds-row', by: 'die' });
    expect(game.readState().game.opinion.drawn).toHaveLength(4);
    const u = await game.run('undo');
    expect(u.code, u.stderr).toBe(0);
    expect(game.readState().game.opinion.drawn).toHaveLength(3);
  });

  it('the press arrives and leaves, logged; saying it twice is refused', async () => {
    expect((await game.run('press', 'market')).code).toBe(0);
    expect(game.readState().game.opinionCrowds.market.press).toBe(true);
    const again = await game.run('press', 'market');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/the press is already with crowd market/);
    expect((await game.run('press', 'market', '--off')).code).toBe(0);
    expect(game.readState().game.opinionCrowds.market.press).toBeUndefined();
  });

  it('says it in French', async () => {
    const r = await game.run('status', '--lang', 'fr');
    expect(r.stdout).toMatch(/Opinion publique\nCartes retournées\u00a0: 3 sur 10\. La dernière carte signifie\u00a0: les fp ont perdu\./);
    expect(r.stdout).toMatch(/Consigne politique .*pas de gaz CS jusqu’au tour 7/);
    const s = await game.run('summary', '--lang', 'fr');
    expect(s.stdout).toMatch(/Verdict\nLes forces de l’ordre ont perdu\.\n/);
    expect(s.stdout).toMatch(/Au moins 3\u00a0arrestations\u00a0: 1 — manquée/);
  });
});
