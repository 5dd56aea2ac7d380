// The same scripted game in both editions: each place where the editions'
// numbers differ shows in play, and `umpire rules diff` lists exactly those
// places (R5, R7, R8, R10, R12, R13).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

const SCENARIO = (edition: string) => `title: Both editions
edition: ${edition}
crowds:
  - {id: mob, figures: 40, rl: 8}
  - {id: talkers, figures: 20, rl: 4}
  - {id: gang, figures: 10, rl: 7, looter: true}
units:
  - {id: pol, type: regular-police, strength: 10}
  - {id: horse, type: mounted-riot-police, strength: 8, riotKit: full}
  - {id: guns, type: special-forces, strength: 4}
characters:
  - {id: ch, negotiator: average}
buildings:
  - {id: shop, value: 40, loot: 20}
engines:
  - {id: e1}
`;

/** The script: the same command lines in both editions, entered dice. */
const SCRIPT: Record<string, string[]> = {
  movement: ['rl-roll', 'mob', '--roll', '4'],
  outnumbered: ['melee', 'pol', 'mob', '--rioters', '4', '--roll', '5,5'],
  mountedRiot: ['melee', 'horse', 'mob', '--charging', '--roll', '5,5'],
  negotiation: ['negotiate', 'talkers', '--by', 'ch', '--roll', '4'],
  casualty: ['fire', 'mob', '--unit', 'guns', '--weapon', 'rifle', '--range', 'close', '--roll', '6,4'],
  distance: ['fire', 'mob', '--unit', 'guns', '--weapon', 'pistol', '--distance', '10', '--roll', '1'],
  loot: ['loot', 'gang', 'shop', '--roll', '3'],
};

type Played = Record<string, any> & { water: number };

async function play(edition: 'en' | 'fr'): Promise<Played> {
  const game = tempGame();
  try {
    await game.init(SCENARIO(edition));
    const out: Record<string, any> = {};
    for (const [name, argv] of Object.entries(SCRIPT)) {
      const r = await game.run(...argv, '--json', '--lang', 'en');
      if (r.code !== 0) throw new Error(`${edition} ${argv.join(' ')}: ${r.stderr}`);
      out[name] = jsonLines(r.stdout)[0];
    }
    out.water = game.readState().game.engines.e1.water;
    return out as Played;
  } finally {
    game.cleanup();
  }
}

describe('one scripted game in both editions', () => {
  let en: Played;
  let fr: Played;
  beforeAll(async () => {
    en = await play('en');
    fr = await play('fr');
  });

  const mod = (rec: any, key: string) => rec.modifiers.find((m: any) => m.key === key)?.value;

  it('moves an attacking crowd 2d6" in English, 4D6 cm in French (R13)', () => {
    expect(en.movement.movement).toMatchObject({ dice: '2d6', unit: 'in' });
    expect(fr.movement.movement).toMatchObject({ dice: '4d6', unit: 'cm' });
  });
  it('counts outnumbered 4-1 as -3 in English, -4 in French (R5)', () => {
    expect(mod(en.outnumbered, 'sf.outnumbered')).toBe(-3);
    expect(mod(fr.outnumbered, 'sf.outnumbered')).toBe(-4);
  });
  it('gives charging mounted riot police +6 in English, the mounted police line (+4) in French (R5)', () => {
    expect(mod(en.mountedRiot, 'sf.mounted-riot-charging')).toBe(6);
    expect(fr.mountedRiot.modifiers.map((m: any) => m.value)).toEqual([4]);
  });
  it('reads a negotiation total of 4 at RL 4 as no effect in English, +1 in French (R7)', () => {
    expect(en.negotiation.total).toBe(4);
    expect(en.negotiation.rl).toEqual({ before: 4, after: 4 });
    expect(fr.negotiation.rl).toEqual({ before: 4, after: 5 });
  });
  it('makes a 4 on the casualty roll dead in English, wounded in French (R8)', () => {
    expect(en.casualty.casualties.map((c: any) => c.code)).toEqual(['dead']);
    expect(fr.casualty.casualties.map((c: any) => c.code)).toEqual(['wounded']);
  });
  it('puts a pistol 10 away at maximum range in inches, close range in centimetres (R13)', () => {
    expect(en.distance.range).toBe('maximum');
    expect(fr.distance.range).toBe('close');
  });
  it('sends looters off at 1d6" in English, 2D6 cm in French (R12)', () => {
    expect(en.loot.notes.join('\n')).toContain('1d6"');
    expect(fr.loot.notes.join('\n')).toContain('2d6 cm');
  });
  it('gives a fire engine water for 2 turns in English, 4 in French (R10)', () => {
    expect(en.water).toBe(2);
    expect(fr.water).toBe(4);
  });
});

describe('umpire rules diff', () => {
  it('lists exactly the places where the editions\' rules differ (beyond inches and centimetres)', async () => {
    const r = await runCli(['rules', 'diff', '--rules-only', '--json']);
    expect(r.code).toBe(0);
    const places = JSON.parse(r.stdout).differences.map((d: any) => `${d.table}${d.path ? `.${d.path}` : ''}`);
    expect(places).toEqual([
      'BUILDING_ADJACENT', // U391: a crowd's loosest spacing, 1" (EN l.131) / 3 cm (FR l.171)
      'ENGINE_WATER_TURNS', // R10
      'FIREARM_CASUALTY.4', // R8
      'OUTNUMBERED.4', // R5
      'TYPE_LINES.mounted-riot.label', // R5: no mounted riot police line in fr
      'TYPE_LINES.mounted-riot.value',
      'TYPE_LINES.mounted-riot.charging',
      'PACE_DISTANCE.walk', // Émeutes' SF on foot and horses; none in Civil Disorder (U61)
      'PACE_DISTANCE.run',
      'PACE_DISTANCE.slow',
      'PACE_DISTANCE.trot',
      'PACE_DISTANCE.charge',
      'VEHICLE_MOVES.tracked-armoured.limits.0', // "risk of shedding a track" / "Virage >90° interdit"
      'VEHICLE_MOVES.motorcycle.limits.1', // "small chance of damage" / "Peu de chance de toucher un motard"
      'NEGOTIATION_COLUMNS.1.upTo', // R7
      'NEGOTIATION_COLUMNS.2.upTo',
      'NEGOTIATION_COLUMNS.3.upTo',
      'VOICE_RANGE.voice', // 2" / 10 cm
      'VOICE_RANGE.megaphone', // 8" / 40 cm
      'PLAYERS_RULEBOOK.movement', // U103: the players' rulebook by edition
      'PLAYERS_RULEBOOK.non-lethal-weapons',
      'PLAYERS_RULEBOOK.fires',
      'PLAYERS_RULEBOOK.melee',
      'PLAYERS_RULEBOOK.medical',
      'PLAYERS_RULEBOOK.overreact',
      'PLAYERS_RULEBOOK.snipers',
      'RL5_KEEP_OFF', // 3" / 10 cm
      // U200: RL 5 and RL 6 move 1D6 cm where 1d6" would be 2D6 cm; RL 1-3, 7-8 and the looters' pace
      // (2d6" / 4D6 cm, 1d6" / 2D6 cm) are the texts' own conversion, a unit and not a rule difference.
      'RL_MOVEMENT.5.unit',
      'RL_MOVEMENT.6.unit',
      'HOLDS_FIRE_UNDER_FIRE', // U101: the English sniper holds its fire under fire; Émeutes' fires on (FR l.513)
      'STOCKS_HELD.inPatrolCars', // U374: the English patrol cars carry the limited stocks; Émeutes' carry what is needed (FR l.318)
      'AREA_DIAMETER.gas', // 5" / 15 cm
      'WEAPON_RANGE.gas-grenade', // 15" / 38 cm
    ]);
  });
});

// The melee factors as --help says them: by the edition's name ("Émeutes"), as the tables hold them (Civil Disorder
// l.256-257 "Mounted police +2 (+4 charging) / Mounted riot police +3 (+6 charging)"; emeutes.fr.txt l.367 "Police montée
// +2 (+4 si charge)", no mounted riot line: R5).
describe('melee --help names the editions and says their factors as the tables do (R5)', () => {
  it.each(['en', 'fr'] as const)('%s: --charging and --sf', async (lang) => {
    const { TYPE_LINES, OUTNUMBERED } = await import('../../src/rules/civil-disorder/melee.js');
    const r = await runCli(['melee', '--help', '--lang', lang]);
    expect(r.code, r.stderr).toBe(0);
    const help = r.stdout.replace(/\s+/g, ' ');
    const [not, dans] = lang === 'en' ? ['not', 'in'] : ['au lieu de', 'dans'];
    const { mounted, 'mounted-riot': riot } = TYPE_LINES.en;
    expect(help).toContain(`+${mounted.charging} (${not} +${mounted.value})`);
    expect(help).toContain(`+${riot.charging} (${not} +${riot.value}`);
    expect(help).toMatch(new RegExp(`Émeutes [^()]*: \\+${TYPE_LINES.fr['mounted-riot'].charging}, R5\\)`));
    expect(help).toContain(`4-1 ${OUTNUMBERED.en[4]} (${OUTNUMBERED.fr[4]} ${dans} Émeutes, R5)`);
    // No edition left as its code: "in en", "en / -4 fr".
    expect(help).not.toMatch(/\b(in|dans) en\b|\ben \/ |\d fr\b/);
  });
});

// Issue 44 item 7: the sniper under fire, by edition (U101). Civil Disorder l.362 "SF return fire against a sniper is
// almost always ineffective, except that the sniper will not fire whilst under fire"; Émeutes l.513 "Un tir de
// réponse de fp contre un tireur embusqué est sans effet, sauf si le fp a été pris pour cible" has no such exception.
describe('rules diff names the sniper under fire as an edition difference (EN l.362, FR l.513, U101)', () => {
  it('one table entry per edition: the English sniper holds its fire, the Émeutes sniper fires on', async () => {
    const { HOLDS_FIRE_UNDER_FIRE } = await import('../../src/rules/civil-disorder/sniper.js');
    expect(HOLDS_FIRE_UNDER_FIRE).toEqual({ en: true, fr: false });
    const r = await runCli(['rules', 'diff', '--json']);
    expect(r.code).toBe(0);
    const data = JSON.parse(r.stdout);
    expect(data.places.find((p: any) => p.id === 'sniper-return-fire')).toMatchObject({ status: 'edition', ruling: 'U101', tables: expect.arrayContaining(['sniper.HOLDS_FIRE_UNDER_FIRE']) });
    expect(data.differences.find((d: any) => d.table === 'HOLDS_FIRE_UNDER_FIRE')).toMatchObject({ en: true, fr: false });
  });

  it.each(['en', 'fr'] as const)('says it in %s, with both texts', async (lang) => {
    const r = await runCli(['rules', 'diff', '--lang', lang]);
    expect(r.code).toBe(0);
    const at = r.stdout.indexOf('[sniper-return-fire]');
    expect(at).toBeGreaterThan(0);
    const place = r.stdout.slice(at, at + 600);
    expect(place).toContain('the sniper will not fire whilst under fire');
    expect(place).toContain('sauf si le fp a été pris pour cible');
    expect(place).toMatch(/U101/);
  });
});
