// Issue 17 part 3, "done when": a scripted gang skirmish of three turns
// (tests/batch/gu-three-turns.txt) on the sample scenario of two gangs: both
// gangs built and checked, activations in the rules' order (an activation
// out of turn is refused), shots with saves, a melee with a parry, a Médico
// revival; `rebuild` equals the state.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batchGame } from '../helpers/batch-game.js';

const { game, of } = batchGame('guerilla-urbaine-gangs.yaml', 'gu-three-turns.txt');

describe('a gang skirmish of three turns', () => {
  it('checks both gangs as built: legal, within 150 cdt', () => {
    const checks = of('gu-gang');
    expect(checks.map((c) => [c.gang, c.outcome.code, c.total])).toEqual([
      ['loups', 'legal', 104],
      ['corbeaux', 'legal', 125],
    ]);
    expect(checks[1].bills).toMatchObject({ raven: 33, kira: 16, mama: 30 });
  });

  it('plays three turns, each begun by the initiative roll, every phase in the rules\' order', () => {
    const inits = of('gu-initiative');
    expect(inits.map((r) => r.order)).toEqual([['loups', 'corbeaux'], ['corbeaux', 'loups'], ['corbeaux', 'loups']]);
    // Turn 3: the Corbeaux shaman's Prescience takes 1 from the die (U153).
    expect(inits[2].modifiers).toEqual([expect.objectContaining({ key: 'prescience', value: -1 })]);
    const phases = of('gu-phase').map((r) => `${r.turn}:${r.phase.kind}:${r.phase.kind === 'leader' ? r.phase.leader : r.phase.gang}`);
    expect(phases.filter((p) => p.startsWith('1:'))).toEqual(['1:leader:vic', '1:leader:raven', '1:leader:sam', '1:leader:kira', '1:rest:loups', '1:rest:corbeaux']);
    expect(phases.filter((p) => p.startsWith('2:'))).toEqual(['2:leader:raven', '2:leader:vic', '2:leader:kira', '2:leader:sam', '2:rest:corbeaux', '2:rest:loups']);
    expect(game.readState().game.round.turn).toBe(3);
  });

  it('logs each initiative in the turn it begins, with that turn\'s phases (issue 40)', () => {
    expect(of('gu-initiative').map((r) => [r.turn, r.newTurn])).toEqual([[1, 1], [2, 2], [3, 3]]);
    // The log's Turn column: the initiative and the phases after it in one turn.
    const column = game.readLog().filter((e: any) => e.record?.procedure === 'gu-initiative' || e.record?.procedure === 'gu-phase').map((e: any) => e.turn);
    expect(column).toEqual([...column].sort((a, b) => a - b));
  });

  it('shoots with saves: a save that holds, a save that fails', () => {
    const shots = of('gu-shoot');
    const saved = shots.filter((s) => s.outcome.code === 'saved');
    expect(saved.map((s) => s.figure)).toEqual(['vic', 'raven']);
    expect(saved[0].attacks[0]).toMatchObject({ target: 'zip', threshold: 4, hitDie: 5, hit: true, saves: [{ threshold: 6, die: 6, saved: true }] });
    const zipKilled = shots.find((s) => s.figure === 'vic' && s.turn === 2);
    expect(zipKilled.attacks[0]).toMatchObject({ target: 'zip', threshold: 3, saves: [{ threshold: 6, die: 2, saved: false }] });
    expect(zipKilled.outcome.code).toBe('killed');
  });

  it('fights a melee with a parry: no PV lost, the defender steps back', () => {
    const parried = of('gu-melee').filter((m) => m.outcome.code === 'parried');
    expect(parried.map((m) => [m.figure, m.target])).toEqual([['lame', 'nono'], ['brute', 'frere']]);
    // La Lame's first attack as an Assassin: 3+ to attack, nono parries on 5+ (l.211).
    expect(parried[0].attacks[0]).toMatchObject({ attackThreshold: 3, attackDie: 4, parry: { threshold: 5, die: 5, parried: true } });
    expect(parried[0].notes.join('\n')).toMatch(/Nono recule de 1 pas \(2,5 cm\) face à La Lame/);
  });

  it('revives a dead figure by Médico and by prayer', () => {
    const heal = of('gu-heal')[0];
    expect(heal).toMatchObject({ figure: 'doc', target: 'brute', threshold: 2, outcome: { code: 'revived' } });
    const prayer = of('gu-pray').find((p) => p.power === 'laying-on-hands');
    expect(prayer.outcome.code).toBe('revived');
    const s = game.readState().game;
    expect(s.figures.brute).toMatchObject({ dead: false, pv: 1 });
    expect(s.figures.zip).toMatchObject({ dead: false, pv: 1 });
    expect(s.figures.mama).toMatchObject({ dead: true, pv: 0 });
  });

  it('refuses an activation out of turn, writing nothing', async () => {
    await game.ok('gu-initiative', '--roll', '6');
    await game.ok('gu-phase', '--leader', 'vic');
    // The Loups' Chef's phase: a Corbeau cannot act, nor a Loup outside the bubble.
    await game.refused(/hors de son tour\u00a0: c’est la phase du meneur Vic du gang Les Loups/, 'gu-act', 'raven', 'move');
    await game.refused(/hors de son tour\u00a0: Nono n’était pas dans la bulle de commandement de Vic/, 'gu-act', 'nono', 'move');
    await game.refused(/ensuite vient une phase de meneur du gang Les Corbeaux/, 'gu-phase', '--gang', 'loups');
    await game.ok('gu-act', 'vic', 'move');
    await game.ok('gu-act', 'vic', 'run');
    await game.refused(/Vic a fait ses deux actions/, 'gu-act', 'vic', 'special', '--what', 'ouvre la grille');
  });

  it('shows the gangs, who has acted, PV and markers in status', async () => {
    const r = await game.run('status');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Les Loups \(loups\)\u00a0: 104 cdt sur 150/);
    expect(r.stdout).toMatch(/mama .*0\/1.*morte/);
    expect(r.stdout).toMatch(/lynx .*camouflée, arbalète à recharger|lynx .*arbalète à recharger/);
    expect(r.stdout).toMatch(/vic .*se déplacer/);
  });

  it("the players' status shows the same table by name: no id column, no gang id (U74)", async () => {
    const r = await game.run('status', '--player');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Les Loups\u00a0: 104 cdt sur 150$/m);
    expect(r.stdout).toMatch(/│ Mama Loa .*0\/1.*morte/);
    expect(r.stdout).not.toMatch(/\(loups\)|\(corbeaux\)|│ id |│ mama |│ vic /);
    expect((await game.run('status', '--player', '--lang', 'en')).stdout).toMatch(/^Les Loups: 104 cdt of 150$/m);
  });

  it('gives the exact chance of every roll of the game (--odds)', async () => {
    const odds = async (...argv: string[]) => {
      const [rec] = await game.ok(...argv, '--odds');
      return Object.fromEntries(rec.outcomes.map((o: any) => [o.code, o.probability]));
    };
    // Initiative: 4+ for the first gang; Prescience of the second takes 1 (l.66, l.259).
    const sides = async (...argv: string[]) => Object.fromEntries((await game.ok('gu-initiative', '--gangs', 'loups,corbeaux', ...argv, '--odds'))[0].outcomes.map((o: any) => [o.winner, o.probability]));
    expect(await sides()).toEqual({ loups: '1/2', corbeaux: '1/2' });
    expect(await sides('--prescience', 'corbeaux')).toEqual({ loups: '1/3', corbeaux: '2/3' });
    expect(await sides('--prescience', 'loups')).toEqual({ loups: '2/3', corbeaux: '1/3' });
    // A shot at T4 against Svg5+: hit 1/2, saved 1/2 of those (R16).
    expect(await odds('gu-shoot', '--t', '4', '--svg', '5', '--distance', '3')).toEqual({ miss: '1/2', saved: '1/6', killed: '1/3' });
    // Melee C4 against a parry on C5: hit 1/2, parried 1/3 of those.
    expect(await odds('gu-melee', '--c', '4', '--parry', '5')).toEqual({ miss: '1/2', parried: '1/6', killed: '1/3' });
    // Médico 3+, 2+ after concentrating; Imposition des mains 4+; Guérison 5+.
    expect(await odds('gu-heal')).toEqual({ revived: '2/3', 'not-revived': '1/3' });
    expect(await odds('gu-heal', '--first', 'concentrate')).toEqual({ revived: '5/6', 'not-revived': '1/6' });
    expect(await odds('gu-pray', 'laying-on-hands')).toEqual({ revived: '1/2', 'not-revived': '1/2' });
    expect(await odds('gu-power', 'healing')).toEqual({ revived: '1/3', 'not-revived': '2/3' });
    // Bannissement: 2+ to hit, 2 PV (l.251).
    expect(await odds('gu-pray', 'banishment')).toEqual({ killed: '5/6', miss: '1/6' });
  });

  it('the engine\'s review commands on a gang game tell what the log holds (summary, log, verify)', async () => {
    // Counted here from the log file itself, not from the commands' own code.
    const entries = game.readLog();
    const resolutions = entries.filter((e: any) => e.kind === 'resolution' && !e.undone);
    const byProcedure: Record<string, number> = {};
    for (const e of resolutions) byProcedure[e.record.procedure] = (byProcedure[e.record.procedure] ?? 0) + 1;
    const summary = await game.run('summary', '--json');
    expect(summary.code, summary.stderr).toBe(0);
    const s = JSON.parse(summary.stdout);
    expect(s.entries).toBe(entries.length);
    expect(s.resolutions).toBe(resolutions.length);
    expect(Object.fromEntries(s.procedures.map((p: any) => [p.procedure, p.n]))).toEqual(byProcedure);
    // Figures out of the game, per gang, as the state has them.
    const figures = game.readState().game.figures;
    for (const g of s.gangs) {
      const mine = Object.values(figures).filter((f: any) => f.gang === g.gang) as any[];
      expect(g.figures, g.gang).toBe(mine.length);
      expect(g.out, g.gang).toBe(mine.filter((f) => f.dead).length);
    }
    const log = await game.run('log', '--json');
    expect(log.code, log.stderr).toBe(0);
    const lines = log.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.seq)).toEqual(entries.map((e: any) => e.seq));
    const resolved = new Map(resolutions.map((e: any) => [e.seq, e.record.procedure]));
    expect(lines.filter((l) => resolved.has(l.seq)).map((l) => l.procedure)).toEqual([...resolved.values()]);
    const verify = await game.run('verify', '--json');
    expect(verify.code, verify.stderr).toBe(0);
    expect(JSON.parse(verify.stdout)).toMatchObject({ ok: true, entries: entries.length, stateSeq: entries.length, problems: [] });
  });

  it('rebuilds the same state from the log', async () => {
    const before = readFileSync(game.state, 'utf8');
    const r = await game.run('rebuild');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(game.state, 'utf8')).game).toEqual(JSON.parse(before).game);
  });
});

describe("a figure's actions in the changes, in the game's language", () => {
  it('names a shaman power, a prayer or healing by its word (French: « pouvoir chamanique »), never its code', async () => {
    const { tempGame } = await import('../helpers/cli.js');
    const g = tempGame();
    try {
      await g.init('guerilla-urbaine-gangs.yaml');
      for (const line of [['gu-initiative', '--roll', '4'], ['gu-phase', '--leader', 'vic', '--bubble', 'doc'], ['gu-phase', '--leader', 'raven', '--bubble', 'mama']]) expect((await g.run(...line)).code).toBe(0);
      const r = await g.run('gu-power', 'mama', 'wrath-of-nature', '--first', 'concentrate', '--targets', 'vic,sam');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/mama — actions\s:\sse concentrer → se concentrer, pouvoir chamanique/);
      expect(r.stdout).not.toMatch(/, power\b/);
    } finally {
      g.cleanup();
    }
  });
});
