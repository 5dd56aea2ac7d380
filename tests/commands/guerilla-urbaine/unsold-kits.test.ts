// Issue 31, finding 17: what the list of Guérilla Urbaine never sells, said
// where a user looks. The Lance-grenades, Pistolet avec silencieux and
// Pistolet mitrailleur avec silencieux are in the weapons' list (l.138,
// l.150, l.152) and on no ganger's line (l.164-186); every ganger has 1 PV
// (l.23) and no listed weapon takes more (l.44).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../../helpers/cli.js';

const game = tempGame();
beforeAll(async () => {
  await game.init('guerilla-urbaine-gangs.yaml');
}, 60000);
afterAll(() => game.cleanup());

const sample = readFileSync(join(SCENARIOS, 'guerilla-urbaine-gangs.yaml'), 'utf8');

describe('the kits the list never sells, and PV (l.23, l.44, l.138-152, l.164-186)', () => {
  it('l.152: a scenario member with the silenced SMG as its kit is refused at its path, citing the line', async () => {
    const other = tempGame();
    try {
      const yaml = sample.replace('kit: shotgun,', 'kit: silenced-smg,');
      const file = join(other.dir, 'x.yaml');
      writeFileSync(file, yaml);
      const s = await other.run('init', file);
      s.stderr = s.stderr.replace(/\u00a0/g, ' ');
      expect(s.code).toBe(2);
      expect(s.stderr).toMatch(/gangs\[0\]\.members\[1\]\.kit : silenced-smg est dans la liste des armes \(l\.152\) mais dans la ligne d’aucun ganger \(l\.164-186\)/);
      expect(s.stderr.trim().split('\n')).toHaveLength(1);
      // l.23: a member given more PV is refused, saying why.
      writeFileSync(file, sample.replace('kit: shotgun,', 'kit: shotgun, PV: 3,'));
      const p = await other.run('init', file);
      p.stderr = p.stderr.replace(/\u00a0/g, ' ');
      expect(p.code).toBe(2);
      expect(p.stderr).toMatch(/members\[1\]\.PV : un ganger a 1 PV \(l\.23\) et aucune arme de la liste n’en retire plus \(l\.44\)/);
    } finally {
      other.cleanup();
    }
  });

  it('l.138: gu-gang --member with the grenade launcher as kit says the list sells none', async () => {
    const r = await game.run('gu-gang', '--member', 'x:chef:grenade-launcher', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/grenade-launcher is in the weapons' list \(l\.138\) but no ganger's line carries it \(l\.164-186\): no gang can buy it/);
  });

  it('l.150: a figure of the game shooting the silenced pistol is refused, nothing written; stateless it fires', async () => {
    await game.refused(/silenced-pistol est dans la liste des armes \(l\.150\)/, 'gu-shoot', 'vic', '--weapon', 'silenced-pistol', '--at', 'zip', '--distance', '3');
    const r = await game.run('gu-shoot', '--t', '4', '--weapon', 'silenced-pistol', '--distance', '3', '--roll', '5', '--state', join(game.dir, 'none.json'));
    expect(r.code).toBe(0);
  });

  it('status and gu-shoot --help say it', async () => {
    const s = (await game.run('status')).stdout.replace(/\u00a0/g, ' ');
    expect(s).toMatch(/PV : tout ganger de la liste en a 1 et toute arme en retire 1 \(l\.23, l\.44\)\. Aucun équipement de la liste ne porte : lance-grenades, pistolet avec silencieux, pistolet mitrailleur avec silencieux \(l\.138-152\)/);
    const h = (await game.run('gu-shoot', '--help', '--lang', 'en')).stdout.replace(/\s+/g, ' ');
    expect(h).toMatch(/grenade-launcher, silenced-pistol, silenced-smg are in the weapons' list \(l\.138-152\) but in no ganger's kit \(l\.164-186\)/);
  });
});
