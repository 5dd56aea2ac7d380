// Inside a game, its options' help for the game's edition alone (issue 40 item
// 7): an Émeutes game's `negotiate --help` read « portée de voix 8" dans Civil
// Disorder, 40 cm dans Émeutes ». GameSystem.editionHelp (Civil Disorder's:
// src/commands/civil-disorder/edition-help.ts) says each such text for the
// game's edition, from the rules' tables; out of a game, both editions stay.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.js';
import { editionHelp } from '../../src/commands/civil-disorder/edition-help.js';
import { hasHelpFr, helpTexts } from '../../src/i18n/help.js';
import { runCli, tempGame } from '../helpers/cli.js';

const quietIo = () => {
  const stdin = new PassThrough();
  stdin.end();
  return { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: { ...process.env }, cwd: process.cwd(), argv: [] as string[] };
};

describe("a game's --help says its own edition's numbers (issue 40 item 7)", () => {
  const en = tempGame();
  const fr = tempGame();
  beforeAll(async () => {
    await en.init('railton-road.yaml');
    await fr.init('emeute-place-du-marche.yaml');
  });
  afterAll(() => {
    en.cleanup();
    fr.cleanup();
  });

  it('each text the table rewrites is an option text of the program, and each edition\'s text has its French', async () => {
    const texts = new Set<string>();
    for (const name of ['negotiate', 'fire', 'melee', 'gas', 'water', 'baton-gun', 'missiles', 'petrol-bomb']) for (const s of helpTexts(await buildProgram([name], quietIo() as never))) texts.add(s);
    for (const edition of ['en', 'fr'] as const) {
      const table = editionHelp(edition);
      expect(Object.keys(table).filter((k) => !texts.has(k)), edition).toEqual([]);
      expect(Object.values(table).filter((v) => !hasHelpFr(v)), edition).toEqual([]);
    }
  });

  /** One command's help in a game, joined across commander's wrapping. */
  const help = async (g: typeof en, ...argv: string[]) => (await g.run(...argv, '--help')).stdout.replace(/\s+/g, ' ');

  it('Émeutes game: 10 cm, 40 cm au mégaphone and 4-1 -4; never Civil Disorder\'s inches', async () => {
    const neg = await help(fr, 'negotiate');
    expect(neg).toContain('portée de voix 40 cm)');
    expect(neg).toContain('(10 cm ; 40 cm avec --megaphone)');
    expect(neg).not.toMatch(/Civil Disorder|8"|2"|pouces/);
    const melee = await help(fr, 'melee');
    expect(melee).toContain('4-1 -4 (R5)');
    expect(melee).not.toMatch(/-3 \(-4/);
    expect(await help(fr, 'fire')).toContain('distance mesurée (en cm)');
    const gas = await help(fr, 'gas');
    expect(gas).toContain('grenade lacrymale 38 cm ; fusil lance-grenade 75 cm');
    expect(gas).not.toMatch(/lacrymale 15"|\(en pouces/);
  });

  it('Civil Disorder game: 2" and 8" and 4-1 -3, in English and in French; never Émeutes\' cm', async () => {
    const neg = await help(en, 'negotiate');
    expect(neg).toContain('(voice range 8")');
    expect(neg).toContain('(2"; 8" with --megaphone)');
    expect(neg).not.toMatch(/Émeutes| cm\b| fr\)/);
    expect(await help(en, 'melee')).toContain('4-1 -3 (R5)');
    expect(await help(en, 'water')).toContain('water-cannon 40"; fire-hose 25"');
    const nfr = await help(en, 'negotiate', '--lang', 'fr');
    expect(nfr).toContain('portée de voix 8")');
    expect(nfr).not.toMatch(/Émeutes|40 cm/);
  });

  it("the weapons' command texts too: an Émeutes game's in cm, a Civil Disorder game's in inches, in both languages", async () => {
    const gas = await help(fr, 'gas');
    expect(gas).toContain('Grenade lacrymale (portée 38 cm) ou fusil lance-grenade (75 cm) : un nuage de 15 cm de diamètre');
    expect(await help(fr, 'baton-gun')).toContain('(portée 62,5 cm) : 1D6 par tir');
    expect(await help(fr, 'baton-gun')).toContain('à moins de 25 cm chaque touché');
    expect(await help(fr, 'petrol-bomb')).toContain('Cocktail molotov (portée 25 cm) : flamme de 5 cm de diamètre');
    expect(await help(fr, 'water')).toContain('Canon à eau (portée 100 cm) ou lance à incendie (62,5 cm)');
    expect(await help(fr, 'missiles')).toContain('Pavés et bouteilles (portée 25 cm)');
    for (const cmd of ['gas', 'water', 'baton-gun', 'missiles', 'petrol-bomb']) expect(await help(fr, cmd), cmd).not.toMatch(/Civil Disorder|(portée|de|\() ?\d+(,\d)?"/);
    expect(await help(en, 'gas')).toContain('Gas grenade (range 15") or riot gun (30"): a cloud 5" across');
    expect(await help(en, 'baton-gun')).toContain('under 10" each hit rolls again');
    expect(await help(en, 'petrol-bomb', '--lang', 'fr')).toContain('Cocktail molotov (portée 10") : flamme de 2" de diamètre');
    for (const cmd of ['gas', 'water', 'baton-gun', 'missiles', 'petrol-bomb']) expect(await help(en, cmd), cmd).not.toMatch(/ cm\b|\(fr\)|Émeutes/);
    // Out of a game, both.
    expect((await runCli(['gas', '--help'], {})).stdout.replace(/\s+/g, ' ')).toContain('Gas grenade (range 15" (en) / 38 cm (fr))');
  });

  it('out of a game (a lookup may take either edition) both editions stay', async () => {
    const r = await runCli(['negotiate', '--help'], {});
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('(voice range 8" en, 40 cm fr)');
  });
});
