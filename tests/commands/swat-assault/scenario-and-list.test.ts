// The swat-assault pack's scenario section (`armedMen:`) refused field by
// field, exit 2 in one line naming the field, in both languages; the
// `assaults` list and the pack's `status` block in both languages and the
// players' view; the option refusals of the commands.
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempGame } from '../../helpers/cli.js';

const BASE = `title: Bank job
packs: [swat-assault]
crowds:
  - { id: market, figures: 20, rl: 5 }
units:
  - { id: armed, type: swat, strength: 4 }
  - { id: spg, type: anti-riot, strength: 6, armed: true, riotKit: full }
buildings:
  - { id: bank, name: Bank, value: 40 }
  - { id: pub, name: Pub, value: 20 }
armedMen:
`;
const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

async function initWith(men: string, lang: 'en' | 'fr' = 'en') {
  const g = tempGame();
  games.push(g);
  const { writeFileSync } = await import('node:fs');
  const file = `${g.dir}/s.yaml`;
  writeFileSync(file, BASE + men);
  const r = await runCli(['init', file], { cwd: g.dir, env: { UMPIRE_LANG: lang } });
  return { g, r };
}

describe('armedMen: in the scenario', () => {
  const bad: [string, RegExp, RegExp][] = [
    ['  - { id: x, building: nowhere, PF: 3, PA: 3, RT: 6 }', /armedMen\[0\]\.building.*unknown building "nowhere"/, /bâtiment inconnu|nowhere/],
    ['  - { id: x, building: bank, PA: 3, RT: 6 }', /armedMen\[0\]\.PF.*needs PF, a sample weapon, or Tir and For/, /a besoin de PF/],
    ['  - { id: x, building: bank, PF: 3, weapon: executor-pistol, PA: 3, RT: 6 }', /give PF, or weapon, or Tir and For: one of them/, /un seul des trois/],
    ['  - { id: x, building: bank, PF: 3, RT: 6 }', /needs PA, or Cbt and For/, /a besoin de PA/],
    ['  - { id: x, building: bank, PF: 3, PA: 3, Cbt: 3, For: 4, RT: 6 }', /give PA, or Cbt and For: one of them/, /PA, ou Cbt et For/],
    ['  - { id: x, building: bank, PF: 3, PA: 3 }', /needs RT, or End \(and Prt\) of at least 1/, /a besoin de RT/],
    ['  - { id: x, building: bank, PF: 3, PA: 3, RT: 6, End: 3 }', /give RT, or End and Prt: one of them/, /RT, ou End et Prt/],
    ['  - { id: x, building: bank, Tir: 3, For: [4, 6, 8], PA: 3, RT: 6 }', /For is one number, or a list of one or two/, /au plus 2 armes/],
    ['  - { id: x, building: bank, weapon: bazooka, PA: 3, RT: 6 }', /armedMen\[0\]\.weapon/, /armedMen\[0\]\.weapon/],
    ['  - { id: x, building: bank, PF: 100, PA: 3, RT: 6 }', /armedMen\[0\]\.PF/, /armedMen\[0\]\.PF/],
    ['  - { id: x, building: bank, PF: 3, PA: 3, RT: 6, cover: roof }', /armedMen\[0\]\.cover/, /armedMen\[0\]\.cover/],
    ['  - { id: bank, building: bank, PF: 3, PA: 3, RT: 6 }', /armedMen\[0\]\.id/, /armedMen\[0\]\.id/],
    ['  - { id: x, building: bank, PF: 3, PA: 3, RT: 6, Mvt: 10 }', /Mvt/, /Mvt/],
  ];
  for (const [men, en, fr] of bad) {
    it(`refuses ${men.trim()}`, async () => {
      for (const [lang, re] of [['en', en], ['fr', fr]] as const) {
        const { g, r } = await initWith(`${men}\n`, lang);
        expect(r.code, r.stderr).toBe(2);
        expect(r.stderr).toMatch(re);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(g.snapshot().state).toBeNull();
      }
    });
  }
  it('derives PF (the better weapon, l.122, U213) and PA (the better, +1, l.128) from Tir, Cbt and two weapons, RT from End + Prt (R18)', async () => {
    const { g, r } = await initWith('  - { id: x, building: bank, Tir: 5, Cbt: 3, For: [4, 6], End: 5, Prt: 2 }\n');
    expect(r.code, r.stderr).toBe(0);
    // PF (5 + 6) / 2 + 1 = 6, a weapon's own (U213); PA (3 + 6) / 2 + 1 = 5, +1 = 6; RT 7; Det 8; hard cover.
    expect(g.readState().game.armedMen.x).toMatchObject({ pf: 6, pa: 6, rt: 7, counter: 7, det: 8, cover: 'hard', weapon: null, casualty: null });
  });
});

describe('`assaults`, `status` and the option refusals', () => {
  it('lists the armed men and the assaults in both languages; the players see only the SF inside', async () => {
    const { g, r } = await initWith('  - { id: gunman, building: bank, PF: 4, PA: 5, RT: 7 }\n  - { id: guard, building: pub, PF: 3, PA: 3, RT: 6 }\n');
    expect(r.code, r.stderr).toBe(0);
    expect((await g.run('assaults')).stdout).toMatch(/gunman .*bank .*PF 4 PA 5 Det 8 .*7\/7 .*fit/);
    await g.ok('assault-start', 'bank', '--unit', 'armed,spg:2', '--crowd', 'market');
    // A man in a melee fights it and fires no shot (U193): PA 4 against 5, spg-1 loses 5, the gunman 2 x 4 - 5 = 3, and 2 + 2 from the shots.
    await g.ok('assault-turn', 'assault-1', '--fire', 'armed-1:gunman,armed-2:gunman', '--melee', 'spg-1:gunman');
    const en = (await g.run('assaults')).stdout;
    expect(en).toMatch(/Armed men and assaults · turn 1/);
    expect(en).toMatch(/gunman .*0\/7 .*out of action/);
    expect(en).toMatch(/guard .*6\/6 .*fit/);
    expect(en).toMatch(/assault-1 · bank · under way · 1\/20 turns · riot turn 1/);
    expect(en).toMatch(/spg-1 .*spg .*PF 4 PA 4 Det 11 .*2\/7/);
    const fr = (await g.run('assaults', '--lang', 'fr')).stdout;
    expect(fr).toMatch(/gunman .*0\/7 .*hors de combat/);
    expect(fr).toMatch(/assault-1 · bank · en cours · 1\/20 tours · tour d’émeute 1/);
    const player = (await g.run('assaults', '--player')).stdout;
    expect(player).not.toMatch(/gunman|guard/);
    expect(player).toMatch(/only the SF inside are shown/);
    const st = await g.run('status');
    expect(st.stdout).toMatch(/assault-1 · bank · under way/);
    const stp = await g.run('status', '--player', '--lang', 'fr');
    expect(stp.stdout).toMatch(/seuls les membres des fp entrés/);
    expect(stp.stdout).not.toMatch(/gunman/);
    const sj = JSON.parse((await g.run('status', '--json')).stdout);
    expect(sj.derived['swat-assault']).toEqual({ heldBuildings: ['pub'], assaultsUnderWay: ['assault-1'] });
    await g.ok('assault-end', 'assault-1');
    const wounded = (await g.run('assaults')).stdout;
    expect(wounded).toMatch(/gunman .*casualty cas-\d/);
    expect((await g.run('status')).stdout).not.toMatch(/assault-1/);
  });

  it('refuses bad --fire, --melee and --unit values, exit 2, one line, nothing written', async () => {
    const { g } = await initWith('  - { id: gunman, building: bank, PF: 4, PA: 5, RT: 7 }\n');
    await g.ok('assault-start', 'bank', '--unit', 'armed:2');
    await g.refused(/--fire: give shooter:target or shooter:target:cover/, 'assault-turn', 'assault-1', '--fire', 'armed-1');
    await g.refused(/--fire: "roof" is not one of open, light, hard/, 'assault-turn', 'assault-1', '--fire', 'armed-1:gunman:roof');
    await g.refused(/--melee: give attacker:defender/, 'assault-turn', 'assault-1', '--melee', 'armed-1:gunman:hard');
    await g.refused(/--fire\s:\sdonnez tireur:cible/, 'assault-turn', 'assault-1', '--fire', ':gunman', '--lang', 'fr');
    await g.refused(/armed-1 fires or fights once a turn/, 'assault-turn', 'assault-1', '--fire', 'armed-1:gunman,armed-1:gunman');
    await g.refused(/--damage: 1001 is outside 0..1000/, 'assault-end', 'assault-1', '--damage', '1001');
    await g.refused(/--fires: "x" /, 'assault-end', 'assault-1', '--fires', 'x');
    await g.refused(/assault-1 on bank is still under way/, 'assault-start', 'bank', '--unit', 'spg');
    await g.refused(/assault-turn: name the assault \(assault-1\.\.\.\)/, 'assault-turn', '--fire', 'armed-1:gunman');
    await g.refused(/assault-end\s:\snommez l’assaut/, 'assault-end', '--lang', 'fr');
  });
});
