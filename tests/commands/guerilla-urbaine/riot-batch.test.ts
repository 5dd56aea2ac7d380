// Issue 17 part 2, "done when": a scripted riot of the large sample with two
// armed agents in a crowd (tests/batch/railton-armed-agents.txt on
// scenarios/railton-road-armed.yaml): an agent shoots at an SF unit, which
// then owes its over-reaction test at -4 under gunfire; SF fire back at the
// agent; a grenade hits crowd figures; an SF casualty goes through triage;
// rebuild equals the state and verify passes. Also: the players' view, the
// French output, --odds, undo, and refusals that write nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batchGame } from '../../helpers/batch-game.js';

const { game, of } = batchGame('railton-road-armed.yaml', 'railton-armed-agents.txt');
const find = (procedure: string, n = 0) => of(procedure)[n];

describe('Railton Road with two armed agents (R17)', () => {
  it('lays the pack over the riot: two agents in the Front Line youths', () => {
    const g = game.readState().game;
    expect(g.packs).toEqual(['guerilla-urbaine']);
    expect(Object.values(g.agents).map((a: any) => [a.id, a.crowd === 'frontline' || a.position])).toEqual([['gunman', 'the arcade roof'], ['rifleman', true]]);
  });

  it('an agent shoots at an SF unit: a figure down, a casualty, the unit under gunfire', () => {
    const r = find('agent-shoot');
    expect(r).toMatchObject({ agent: 'rifleman', unit: 'armed', outcome: { code: 'down' }, casualties: ['cas-1'] });
    // The shooter's modifiers, then each target's own (Robuste, l.38), labelled with it (issue 31, finding 16).
    expect(r.modifiers.map((m: any) => [m.key, m.value])).toEqual([['heavy', -1], ['marksman', -1], ['robust', 1], ['robust', 1]]);
    // Each figure of a unit shot at twice named by its number, never by the id `armed~2` (issue 40 item 7): blocks, modifiers, dice.
    expect(r.thresholds.map((b: any) => [b.label, b.value])).toEqual([['To hit armed, figure 1', 3], ['To hit armed, figure 2', 3]]);
    expect(JSON.stringify([r.rolls, r.modifiers, r.thresholds, r.text ?? ''])).not.toContain('~');
    expect(r.rolls.map((x: any) => x.label).join(' | ')).toMatch(/to hit armed, figure 1.*\| .*to hit armed, figure 2/);
    expect(r.attacks.map((a: any) => [a.threshold, a.hitDie, a.saves.map((s: any) => s.die)])).toEqual([[3, 5, [2]], [3, 1, []]]);
    expect(r.effects).toContainEqual({ op: 'set', path: 'units.armed.owes.shot-at', value: 1 });
  });

  it('the unit then owes its over-reaction test at -4 under gunfire, known from the state', () => {
    const r = find('overreact');
    expect(r.unit).toBe('armed');
    expect(r.modifiers).toContainEqual(expect.objectContaining({ key: 'under-gunfire', value: -4 }));
    expect(r.modifiers).toContainEqual(expect.objectContaining({ key: 'wounded-this-turn', value: -1 }));
  });

  it('SF fire back at the agent with their GU profile: the rifleman is down; his crowd is shot at', () => {
    const r = find('sf-shoot');
    expect(r).toMatchObject({ unit: 'armed', agent: 'rifleman', outcome: { code: 'down' }, pvAfter: 0 });
    expect(game.readState().game.agents.rifleman.pvLeft).toBe(0);
  });

  it('a grenade hits crowd figures: two leave the crowd as casualties, the snatch squad loses a figure', () => {
    const r = find('agent-shoot', 1);
    expect(r).toMatchObject({ agent: 'gunman', weapon: 'grenade', figuresDown: 3, casualties: ['cas-2', 'cas-3', 'cas-4'] });
    const g = game.readState().game;
    expect(g.crowds.frontline.figures).toBe(28);
    expect(g.crowds.frontline.firearmCasualties).toBe(2);
    // The assault rifles and the grenade are automatic fire (U134); the crowd owes its RL roll (U54).
    expect(g.crowds.frontline.shotAt).toEqual({ automatic: true });
    expect(g.crowds.frontline.owes).toEqual({ 'shot-at': 1 });
    expect(['cas-2', 'cas-3', 'cas-4'].map((c) => [g.casualties[c].side, g.casualties[c].from])).toEqual([['sf', 'snatch'], ['crowd', 'frontline'], ['crowd', 'frontline']]);
  });

  it('the SF casualty goes through triage', () => {
    expect(find('triage')).toMatchObject({ casualty: 'cas-1', outcome: { code: 'stretcher' } });
    // Patched up for a turn (next-turn's medical hook), it awaits a stretcher.
    expect(game.readState().game.casualties['cas-1']).toMatchObject({ side: 'sf', from: 'armed', cause: 'guerilla-urbaine', injury: 'wounded', triage: 'stretcher', status: 'awaiting-stretcher' });
  });

  it('turn 2: the gunman moves and hides; a third action is refused and writes nothing', async () => {
    expect(game.readState().game.agents.gunman).toMatchObject({ position: 'the arcade roof', crowd: null, cover: true, acted: { turn: 2, first: 'move', second: 'hide' } });
    const before = readFileSync(game.log, 'utf8');
    const r = await game.run('agent-shoot', 'gunman', '--unit', 'spg', '--distance', '3');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/already acted this turn/);
    expect(readFileSync(game.log, 'utf8')).toBe(before);
  });

  it('`agents` lists them for the umpire, none for the players', async () => {
    const r = await game.run('agents');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/gunman .*the arcade roof .*T4\+ C5\+ A1 .*1\/1 .*pistol, grenade .*move, hide, in cover/);
    expect(r.stdout).toMatch(/rifleman .*frontline .*T4\+ C5\+ A1 Svg6\+ .*0\/1 .*assault rifle/);
    const fr = await game.run('agents', '--lang', 'fr');
    expect(fr.stdout).toMatch(/Agents armés · tour 2/);
    expect(fr.stdout).toMatch(/mouvement, se cacher, à couvert/);
    const p = await game.run('agents', '--player');
    expect(p.stdout).toBe('Nothing the security forces can see.\n');
    const j = JSON.parse((await game.run('agents', '--json')).stdout);
    expect(Object.keys(j)).toEqual(['agents', 'sfProfiles', 'sfWounds']);
  });

  it('rebuild equals the state and verify passes', async () => {
    // Read before: rebuild --json writes the state it prints (issue 34: compared with itself, a dropped effect passed).
    const before = game.readState().game;
    const rebuilt = await game.run('rebuild', '--json');
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(JSON.parse(rebuilt.stdout)).toEqual(before);
    const v = await game.run('verify');
    expect(v.code, v.stderr).toBe(0);
  });

  it('--odds gives the exact chance of a GU shot on the state, nothing written', async () => {
    const before = readFileSync(game.log, 'utf8');
    const r = await game.run('sf-shoot', 'armed', '--at', 'gunman', '--distance', '3', '--odds', '--json');
    expect(r.code, r.stderr).toBe(0);
    const o = JSON.parse(r.stdout);
    // SWAT T3+ with an assault rifle (heavy -1), the gunman in cover (+1): 3+, no save, Cd 2: 1 - (2/6)^2.
    expect(o.outcomes.find((x: any) => x.code === 'down').probability).toBe('8/9');
    expect(o.outcomes.find((x: any) => x.code === 'miss').probability).toBe('1/9');
    expect(readFileSync(game.log, 'utf8')).toBe(before);
  });

  it('undo takes back an agent command', async () => {
    await game.run('next-turn');
    const r = await game.run('agent-move', 'gunman', '--crowd', 'market');
    expect(r.code, r.stderr).toBe(0);
    expect(game.readState().game.agents.gunman.crowd).toBe('market');
    const u = await game.run('undo');
    expect(u.code, u.stderr).toBe(0);
    expect(game.readState().game.agents.gunman).toMatchObject({ crowd: null, position: 'the arcade roof' });
  });

  it("the players' view names no agent and shows no die", async () => {
    const r = await game.run('agent-shoot', 'gunman', '--unit', 'spg', '--distance', '3', '--roll', '6', '--player');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/gunman|#1/);
    expect(r.stdout).toMatch(/Gunfire from the arcade roof/);
    await game.run('undo');
    // U136: an agent's move is not seen by the SF.
    const m = await game.run('agent-move', 'gunman', '--crowd', 'market', '--player');
    expect(m.code, m.stderr).toBe(0);
    expect(m.stdout).toBe('Nothing the security forces can see.\n');
    await game.run('undo');
  });

  it('says it in French', async () => {
    const r = await game.run('agent-shoot', 'gunman', '--unit', 'spg', '--distance', '3', '--roll', '2', '--lang', 'fr');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Tir d’un agent armé|Tir d'un agent armé/);
    expect(r.stdout).toMatch(/Tirs depuis the arcade roof \(pistolet\)\u00a0: aucune touche/);
    expect(r.stdout).toMatch(/Pour toucher spg\u00a0: 5\+/);
    expect(r.stdout).toMatch(/deuxième action tir/);
    expect(r.stdout).not.toMatch(/\bshoot\b/);
    await game.run('undo');
  });
});
