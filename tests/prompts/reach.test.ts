// Every value the rules allow is reachable from the guided flow (issue 30,
// part 3): a procedure typed bare in a session asks its subject, values and
// modifiers, and the line it logs is the one the umpire would type, with the
// same resolution as that line typed in a twin game. Preconditions are yes/no
// questions (not modifiers), a refusal the state can know comes before the
// first question, and a pick list offers only the subjects that can act.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempGame } from '../helpers/cli.js';
import { comparable, questionOf, scriptedSession } from '../helpers/session.js';
import { scriptedPrompter, type Choice, type Prompter } from '../../src/prompts/prompter.js';
import { visible } from '../../src/render/width.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});

/** A game of `scenario` with `setup` typed (one command line a string, split on spaces). */
async function gameWith(scenario: string, setup: readonly string[]) {
  const g = tempGame();
  games.push(g);
  await g.init(scenario);
  for (const line of setup) {
    const r = await g.run(...line.split(' '));
    if (r.code !== 0) throw new Error(`${line}: ${r.stderr}`);
  }
  return g;
}

/** Every question a prompter asked (`shown`, to check the widths) and the values each offered (`offers`). */
function recording(answers: unknown[], asked: string[], shown: string[], offers: Record<string, string[]> = {}, labels: Record<string, string[]> = {}, said: string[] = []): Prompter {
  const inner = scriptedPrompter(answers, asked);
  const note = (m: string, ch: Choice[] = []) => {
    shown.push(m);
    offers[questionOf(m)] = ch.map((c) => c.value);
    labels[questionOf(m)] = ch.map((c) => c.name);
  };
  return {
    // The answer line a pick leaves: "✔ question answer", the choice's short form where it has one.
    select: async (m, ch) => {
      note(m, ch);
      const v = await inner.select(m, ch);
      const c = ch.find((x) => x.value === v);
      said.push(`✔ ${m} ${c?.short ?? c?.name ?? v}`);
      return v;
    },
    checkbox: (m, ch, v) => (note(m, ch), inner.checkbox(m, ch, v)),
    input: (m, v) => (note(m), inner.input(m, v)),
  };
}

/**
 * `line` typed bare in a session of a game set up so, answered `answers`:
 * it logs `typed`, and `typed` on the shell of a twin game leaves the same log.
 */
async function reaches(scenario: string, setup: readonly string[], line: string, answers: unknown[], typed: string[], lang?: string) {
  const guided = await gameWith(scenario, setup);
  const asked: string[] = [];
  const shown: string[] = [];
  const offers: Record<string, string[]> = {};
  const labels: Record<string, string[]> = {};
  const said: string[] = [];
  const s = scriptedSession(guided.dir, answers, { prompter: recording(answers, asked, shown, offers, labels, said), lang });
  const code = await s.session.run(line);
  expect(code, s.err()).toBe(0);
  expect(answers, 'every answer taken').toEqual([]);
  expect(guided.readLog().at(-1).argv).toEqual(typed);
  const twin = await gameWith(scenario, setup);
  const r = await twin.run(...typed);
  expect(r.code, r.stderr).toBe(0);
  expect(comparable(guided.readLog())).toEqual(comparable(twin.readLog()));
  // Each question within 80 columns (the prompt's "? " before it; a choice too long is cut by the prompter).
  for (const m of shown) expect(visible(m) + 3, m).toBeLessThanOrEqual(80);
  // Each optional pick answered "none" leaves an answer line within 80 columns ("-" where "(none)" would pass them).
  for (const l of said) if (/\((none|ne pas préciser)\)$|-$/.test(l)) expect(visible(l), l).toBeLessThanOrEqual(80);
  return { asked: asked.map(questionOf), shown, offers, labels, s };
}

/** `line` typed bare: refused with exit 2 after `answers`, every one of them taken; stderr. */
async function refused(scenario: string, setup: readonly string[], line: string, answers: unknown[], lang?: string) {
  const g = await gameWith(scenario, setup);
  const before = readFileSync(g.log, 'utf8');
  const asked: string[] = [];
  const s = scriptedSession(g.dir, answers, { prompter: scriptedPrompter(answers, asked), lang });
  const code = await s.session.run(line);
  expect(code).toBe(2);
  expect(answers, 'no question after the refusal').toEqual([]);
  expect(readFileSync(g.log, 'utf8'), 'nothing written').toBe(before);
  expect(s.err().trim().split('\n')).toHaveLength(1);
  return { asked: asked.map(questionOf), err: s.err(), g };
}

describe('missiles at RL 6: the crowd is offered, and whether the police are out of its reach is asked (U65)', () => {
  const setup = ['set-rl market --to 6 --reason hassle'];

  it('offers the RL 6 crowd, asks the yes/no, and logs --out-of-reach as typed', async () => {
    const { asked, offers } = await reaches('railton-road.yaml', setup, 'missiles', ['market', 'yes', 'panda1', '', '', 'roll'], ['missiles', 'market', '--out-of-reach', '--at', 'panda1']);
    expect(asked.slice(0, 3)).toEqual(['Which crowd?', '--out-of-reach', '--at']);
    // RL 6 (frontline, market) and RL 7 (bikers); not the crowds at RL 4-5.
    expect(offers['Which crowd?']).toEqual(['frontline', 'market', 'bikers']);
    expect(offers['--out-of-reach']).toEqual(['yes', 'no']);
  });

  it('"no" is the rules\' refusal at once, before the target is asked', async () => {
    const { asked, err } = await refused('railton-road.yaml', setup, 'missiles', ['market', 'no']);
    expect(asked).toEqual(['Which crowd?', '--out-of-reach']);
    expect(err).toMatch(/market is at RL 6 \(Hassle\): it throws only when the police are out of its reach/);
  });

  it('a crowd at RL 7 is not asked the question; none that can throw: one line, nothing asked', async () => {
    const { asked } = await reaches('railton-road.yaml', [], 'missiles', ['bikers', 'panda1', '', '', 'roll'], ['missiles', 'bikers', '--at', 'panda1']);
    expect(asked).not.toContain('--out-of-reach');
    const r = await refused('railton-road.yaml', ['set-rl bikers --to 5 --reason calm', 'set-rl frontline --to 5 --reason calm'], 'missiles', []);
    expect(r.asked).toEqual([]);
    // Said with why (issue 40): the RLs that throw, from U65's table.
    expect(r.err).toMatch(/^umpire: missiles: no crowd can act now: only a crowd at RL 6, 7 or 8 throws \(RL 6 only with the police out of its reach\)\n$/);
  });

  it('asks it in French in a French game', async () => {
    const { shown } = await reaches('emeute-place-du-marche.yaml', ['set-rl casseurs --to 6 --reason provoque'], 'missiles', ['casseurs', 'yes', 'crs', '', '', 'roll'], ['missiles', 'casseurs', '--out-of-reach', '--at', 'crs']);
    expect(shown).toContain('La police est-elle hors d’atteinte de la foule casseurs\u00a0? (--out-of-reach)');
  });
});

describe('fire over the crowd\'s heads: asked as a yes/no, then no range and no dice', () => {
  it('logs --over-heads as typed', async () => {
    const { asked } = await reaches('railton-road.yaml', [], 'fire', ['frontline', 'armed', 'yes', 'rifle', ''], ['fire', 'frontline', '--unit', 'armed', '--over-heads', '--weapon', 'rifle']);
    expect(asked).toEqual(['Which crowd?', '--unit', '--over-heads', '--weapon', '--firers']);
  });

  it('"no" (the first choice) fires at the crowd as before', async () => {
    const { asked } = await reaches('railton-road.yaml', [], 'fire', ['frontline', 'armed', 'no', 'rifle', 'close', '', 'enter', '6', '3'], ['fire', 'frontline', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,3']);
    expect(asked).toContain('--range');
  });
});

/** Intervention's hostage rescue (tests/batch/intervention-hostage.txt) up to its fire sequence of turn 1, and to a2 beside the hostage in turn 2. */
const IV_TURN1 = [
  'intv-orders chef,a2 run',
  'intv-orders a3 observe',
  'intv-orders sniper aimed',
  'intv-orders garde observe',
  'intv-orders patrouille progress',
  'intv-phase movement',
  'intv-activate bravo,garde --pass',
  'intv-move p1 --cm 10',
  'intv-move chef --cm 15',
  'intv-move a2 --cm 10',
  'intv-observe a3 --at p2 --distance 70',
  'intv-observe a3 --at p2 --distance 70',
  'intv-fire g2 --at a2 --distance 35',
  'intv-phase fire',
];
const IV_TURN2 = [
  ...IV_TURN1,
  'intv-fire sniper --at g2 --distance 60 --cover light --none-closer',
  'intv-fire g1 --at chef --distance 30',
  'intv-fire p1 --at a2 --distance 40',
  'intv-fire p2 --at a3 --distance 25',
  'intv-fire a3 --at p2 --distance 25 --cover light',
  'intv-move chef --cm 10',
  'next-turn',
  'intv-orders chef fire-at-will',
  'intv-orders a2,a3 progress',
  'intv-orders sniper aimed',
  'intv-orders g1 observe',
  'intv-orders g2,patrouille progress',
  'intv-phase movement',
  'intv-activate bravo,garde,patrouille --pass',
  'intv-move a2 --cm 10 --half ravisseurs',
];

describe("Intervention fire: the target's cover is asked (its default, the open, is not an answer)", () => {
  it('a shot at a target in light cover logs --cover light as typed', async () => {
    const { asked } = await reaches('intervention-liberation-otage.yaml', IV_TURN1, 'intv-fire sniper', ['g2', 'light', ['--none-closer'], '60'], ['intv-fire', 'sniper', '--at', 'g2', '--cover', 'light', '--none-closer', '--distance', '60']);
    expect(asked.slice(0, 2)).toEqual(['--at', '--cover']);
  });

  it('a target typed with its cover (g1:hard) or several targets: the cover is not asked again', async () => {
    const g = await gameWith('intervention-liberation-otage.yaml', IV_TURN1);
    const answers: unknown[] = ['60', ['--none-closer']];
    const asked: string[] = [];
    const s = scriptedSession(g.dir, answers, { prompter: scriptedPrompter(answers, asked) });
    expect(await s.session.run('intv-fire sniper --at g2:light'), s.err()).toBe(0);
    expect(asked.map(questionOf)).not.toContain('--cover');
    expect(g.readLog().at(-1).argv).toEqual(['intv-fire', 'sniper', '--at', 'g2:light', '--distance', '60', '--none-closer']);
  });
});

describe('Intervention melee: the bound hostage is a target of its own side (l.442), the mission\'s key act', () => {
  it('a2 in contact frees otage, logged as typed', async () => {
    const { offers } = await reaches('intervention-liberation-otage.yaml', IV_TURN2, 'intv-melee a2', ['otage'], ['intv-melee', 'a2', '--at', 'otage']);
    expect(offers['--at']).toContain('otage');
    expect(offers['--at']).not.toContain('a3');
  });

  it('the defenders are not offered the bound hostage; no shot is offered at it', async () => {
    const g = await gameWith('intervention-liberation-otage.yaml', IV_TURN2);
    const offered = async (line: string) => {
      const offers: Record<string, string[]> = {};
      const s = scriptedSession(g.dir, [], { prompter: recording([], [], [], offers) });
      await s.said(line);
      return offers['--at'];
    };
    expect(await offered('intv-melee g1')).toEqual(expect.arrayContaining(['a2']));
    expect(await offered('intv-melee g1')).not.toContain('otage');
    expect(await offered('intv-fire a2')).toEqual(expect.arrayContaining(['g1']));
    expect(await offered('intv-fire a2')).not.toContain('otage');
  });
});

describe("gu-heal: the base contact is a yes/no question, not a modifier (l.217)", () => {
  const setup = ['gu-initiative --roll 5', 'gu-phase --leader vic --bubble lynx', 'gu-shoot vic --first move --at zip --distance 4 --roll 5,6', 'gu-act lynx concentrate', 'gu-act lynx camouflage --cover', 'gu-phase --leader raven --bubble lame', 'gu-shoot raven --first concentrate --at brute --distance 9 --at nono --distance 9 --roll 4,1', 'gu-melee lame --first move --at nono --roll 4,5,2', 'gu-phase --leader sam --bubble doc'];

  it('"yes" logs --contact as typed, with no checklist', async () => {
    const { asked } = await reaches('guerilla-urbaine-gangs.yaml', setup, 'gu-heal', ['doc', 'concentrate', 'brute', 'yes', 'enter', '2'], ['gu-heal', 'doc', '--first', 'concentrate', '--target', 'brute', '--contact', '--roll', '2']);
    expect(asked).not.toContain('Situational modifiers (Space to tick, Enter to go on)');
    expect(asked).toContain('--contact');
  });

  it('"no" is the rules\' refusal at once, before the dice', async () => {
    const { asked, err } = await refused('guerilla-urbaine-gangs.yaml', setup, 'gu-heal', ['doc', 'concentrate', 'brute', 'no']);
    expect(asked.at(-1)).toBe('--contact');
    // A French game: the rules' own words.
    expect(err).toMatch(/doc doit être en contact socle à socle avec brute/);
  });
});

describe('assault-start asks how many figures of each unit go in (swat-assault)', () => {
  it('3 of armed, logged as armed:3', async () => {
    const { asked } = await reaches('railton-road-swat.yaml', [], 'assault-start', ['bank', 'armed', '3', []], ['assault-start', 'bank', '--unit', 'armed:3']);
    expect(asked[2]).toMatch(/^How many figures of armed go in\? \[Enter: \d+\]$/);
  });

  it("assault-turn: a shot's target cover, where it does not stand, logged as shooter:target:cover", async () => {
    const { offers, shown } = await reaches('railton-road-swat.yaml', ['assault-start bank --unit armed'], 'assault-turn', ['assault-1', ['armed-1'], 'gunman', 'hard', []], ['assault-turn', 'assault-1', '--fire', 'armed-1:gunman:hard']);
    expect(offers['The cover of gunman for armed-1\'s shot?']).toEqual(['', 'open', 'light', 'hard']);
    expect(shown).toContain("The cover of gunman for armed-1's shot?");
  });

  it('asks in French in a French session: the figures, the cover', async () => {
    const { shown } = await reaches('railton-road-swat.yaml', [], 'assault-start', ['bank', 'armed', '2', []], ['assault-start', 'bank', '--lang', 'fr', '--unit', 'armed:2'], 'fr');
    expect(shown.some((q) => /^Combien de figurines de armed entrent\u00a0\? \[Entrée\s?: \d+\]$/.test(q))).toBe(true);
    const turn = await reaches('railton-road-swat.yaml', ['assault-start bank --unit armed'], 'assault-turn', ['assault-1', ['armed-1'], 'gunman', 'light', []], ['assault-turn', 'assault-1', '--lang', 'fr', '--fire', 'armed-1:gunman:light'], 'fr');
    expect(turn.labels['Quelle couverture a la cible gunman face au tireur armed-1\u00a0?']).toEqual(['là où il se tient', 'à découvert (open)', 'abri léger (light)', 'abri dur (hard)']);
  });

  it('Enter sends them all: the unit alone', async () => {
    await reaches('railton-road-swat.yaml', [], 'assault-start', ['bank', 'armed', '', []], ['assault-start', 'bank', '--unit', 'armed']);
  });
});

describe("an opinion card's ban is refused before the first question (riot-opinion)", () => {
  // A melee turns a card at the end of the turn; the die picks it (R21): 5 the baton rounds row, 2 the political order.
  const turned = (n: number) => ['melee spg frontline --roll 5,5', `next-turn --roll ${n}`];

  it('baton-gun under the baton rounds row: no question, the refusal the typed line gets', async () => {
    const { asked, err, g } = await refused('railton-road-opinion.yaml', turned(5), 'baton-gun', []);
    expect(asked).toEqual([]);
    const typed = await g.run('baton-gun', 'frontline', '--roll', '5');
    expect(typed.code).toBe(2);
    expect(err.replace(/^umpire: /, '')).toBe(typed.stderr.replace(/^umpire: /, ''));
  });

  it('gas under the political order: only tear gas is offered', async () => {
    const g = await gameWith('railton-road-opinion.yaml', turned(2));
    const shown: string[] = [];
    const offers: Record<string, string[]> = {};
    const answers: unknown[] = [['frontline'], 'cs'];
    const s = scriptedSession(g.dir, answers, { prompter: recording(answers, [], shown, offers) });
    expect(await s.said('gas')).toMatch(/"cs" is not a choice/);
    expect(offers['--kind']).toEqual(['tear']);
  });
});

describe('Intervention: what the state refuses comes before the first question', () => {
  it('a melee in the orders sequence: the rules\' refusal, nothing asked', async () => {
    const { asked, err } = await refused('intervention-liberation-otage.yaml', [], 'intv-melee a2', []);
    expect(asked).toEqual([]);
    expect(err).toMatch(/intv-phase movement/);
  });

  it('no enemy left to aim at: one line, no target to type', async () => {
    const g = await gameWith('intervention-liberation-otage.yaml', IV_TURN1);
    // Every captor out (as a fight would leave them): nobody for a3 to shoot.
    const state = g.readState();
    for (const f of Object.values(state.game.fighters) as any[]) if (f.side === 'ravisseurs') f.condition = 'out';
    writeFileSync(g.state, JSON.stringify(state));
    const s = scriptedSession(g.dir, []);
    const code = await s.session.run('intv-fire a3');
    expect(s.asked).toEqual([]);
    expect(s.err()).toMatch(/^umpire: intv-fire\s: pas de combattant à viser maintenant \(--at\)\n$/);
    expect(code).toBe(2);
  });
});

describe('a character who took its action this turn is not offered for another (U66)', () => {
  it('act: the others are offered; the line logged is the one typed', async () => {
    const { offers } = await reaches('railton-road.yaml', ['act liaison radio'], 'act', ['commander', 'orders', []], ['act', 'commander', 'orders']);
    expect(offers['Which player character?']).toEqual(['commander', 'spgsgt']);
  });

  it('act: every character has acted: one line, nothing asked; --allow-second offers them again', async () => {
    const setup = ['act commander orders', 'act liaison radio', 'act spgsgt run'];
    const r = await refused('railton-road.yaml', setup, 'act', []);
    expect(r.asked).toEqual([]);
    expect(r.err).toBe('umpire: act: no character can act now\n');
    const { offers } = await reaches('railton-road.yaml', setup, 'act --allow-second', ['liaison', 'radio'], ['act', 'liaison', 'radio', '--allow-second']);
    expect(offers['Which player character?']).toEqual(['commander', 'liaison', 'spgsgt']);
  });

  it('negotiate --by: the character who acted is not offered', async () => {
    const g = await gameWith('railton-road.yaml', ['act liaison radio']);
    const offers: Record<string, string[]> = {};
    const s = scriptedSession(g.dir, [], { prompter: recording(['market'], [], [], offers) });
    await s.said('negotiate');
    expect(offers['--by']).not.toContain('liaison');
    expect(offers['--by']?.length).toBeGreaterThan(0);
  });
});

describe('the press leaving a crowd is asked where it is (riot-opinion, U107)', () => {
  it('church, where the press is: "yes" logs --off as typed', async () => {
    const { asked, offers } = await reaches('railton-road-opinion.yaml', [], 'press', ['church', 'yes'], ['press', 'church', '--off']);
    expect(asked).toEqual(['Which crowd?', '--off']);
    // A precondition: yes first.
    expect(offers['--off']).toEqual(['yes', 'no']);
  });

  it('"no" is the refusal the line without --off gets, before anything is written', async () => {
    const { err, g } = await refused('railton-road-opinion.yaml', [], 'press', ['church', 'no']);
    const typed = await g.run('press', 'church');
    expect(typed.code).toBe(2);
    expect(err.replace(/^umpire: /, '')).toBe(typed.stderr.replace(/^umpire: /, ''));
  });

  it('a crowd the press is not with: not asked, the press arrives', async () => {
    const { asked } = await reaches('railton-road-opinion.yaml', [], 'press', ['market'], ['press', 'market']);
    expect(asked).toEqual(['Which crowd?']);
  });

  it('asks it in French in a French game', async () => {
    const { shown } = await reaches('emeute-place-du-marche-opinion.yaml', [], 'press', ['lyceens', 'yes'], ['press', 'lyceens', '--off']);
    expect(shown).toContain('La presse est avec la foule lyceens\u00a0: la quitte-t-elle\u00a0? (--off)');
  });
});

describe('agent-melee: an agent that has acted this turn is only attacked (R17, U135)', () => {
  const shot = ['agent-shoot rifleman --unit spg --distance 5 --roll 4,4'];

  it('the acted agent is shown so, and the state gives --unit-attacks: not asked, logged as typed', async () => {
    const { asked, labels } = await reaches('railton-road-armed.yaml', shot, 'agent-melee', ['rifleman', 'spg', [], 'roll'], ['agent-melee', 'rifleman', '--unit', 'spg', '--unit-attacks']);
    expect(labels[asked[0]]).toContain('rifleman (Rifleman) · has acted: only attacked (R17)');
    expect(labels[asked[0]]).toContain('gunman (Gunman with grenades)');
    expect(asked).not.toContain('--unit-attacks');
  });

  it('an agent that may still fight: who attacks is a yes/no, "no" the agent (its action), not a modifier', async () => {
    const { asked, offers } = await reaches('railton-road-armed.yaml', shot, 'agent-melee', ['gunman', 'spg', 'no', [], 'roll'], ['agent-melee', 'gunman', '--unit', 'spg']);
    expect(asked.slice(0, 3)).toEqual([asked[0], '--unit', '--unit-attacks']);
    expect(offers['--unit-attacks']).toEqual(['no', 'yes']);
    expect(Object.entries(offers).find(([q]) => /modifiers/.test(q))?.[1]).toEqual(['--knocked-down']);
    await reaches('railton-road-armed.yaml', shot, 'agent-melee', ['gunman', 'spg', 'yes', [], 'roll'], ['agent-melee', 'gunman', '--unit', 'spg', '--unit-attacks']);
  });

  it('typed, the acted agent attacking is refused: exit 2, one line, nothing written', async () => {
    const g = await gameWith('railton-road-armed.yaml', shot);
    const before = readFileSync(g.log, 'utf8');
    const r = await g.run('agent-melee', 'rifleman', '--unit', 'spg', '--roll', '4');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('umpire: agent-melee refused: rifleman has already acted this turn (shoot): one activation a turn (R17)\n');
    expect(readFileSync(g.log, 'utf8')).toBe(before);
  });

  it('asks in French in a French session', async () => {
    const { shown } = await reaches('railton-road-armed.yaml', shot, 'agent-melee', ['gunman', 'spg', 'no', [], 'roll'], ['agent-melee', 'gunman', '--lang', 'fr', '--unit', 'spg'], 'fr');
    expect(shown).toContain('La figurine de spg attaque-t-elle gunman\u00a0? (--unit-attacks)');
  });
});

describe('assault-turn: each fighter fires once or fights one melee a turn (U193)', () => {
  const started = ['assault-start bank --unit armed'];
  /** A prompter that first offers each checklist `tries` (its refusal noted), then `answers` as the scripted one. */
  function trying(answers: unknown[], tries: Record<string, string[]>, said: string[], offers: Record<string, string[]>): Prompter {
    const inner = scriptedPrompter(answers);
    return {
      select: (m, ch) => inner.select(m, ch),
      input: (m, v) => inner.input(m, v),
      checkbox: (m, ch, v) => {
        offers[questionOf(m)] = ch.map((c) => c.value);
        const q = Object.keys(tries).find((k) => m.includes(k));
        if (q && v) {
          const r = v(tries[q] as never);
          if (r !== true) said.push(r);
        }
        return inner.checkbox(m, ch, v);
      },
    };
  }

  it('a fighter is ticked once (one line each), the melees offer no fighter that fires, a defender already fighting is not offered again', async () => {
    const g = await gameWith('railton-road-swat.yaml', started);
    const said: string[] = [];
    const offers: Record<string, string[]> = {};
    const answers: unknown[] = ['assault-1', ['armed-1'], 'gunman', '', ['armed-2'], 'lookout'];
    const s = scriptedSession(g.dir, answers, { prompter: trying(answers, {}, said, offers) });
    expect(await s.session.run('assault-turn'), s.err()).toBe(0);
    expect(said).toEqual([]);
    const fire = Object.entries(offers).find(([q]) => q.includes('--fire'))![1];
    // Each fighter once: a checklist of fighters, not of pairs.
    expect(new Set(fire).size).toBe(fire.length);
    const melee = Object.entries(offers).find(([q]) => q.includes('--melee'))![1];
    expect(melee.length).toBeGreaterThan(0);
    expect(melee).not.toContain('armed-1');
    expect(g.readLog().at(-1).argv).toEqual(['assault-turn', 'assault-1', '--fire', 'armed-1:gunman', '--melee', 'armed-2:lookout']);
  });

  it('typed, a fighter that fires and fights is refused: exit 2, one line, nothing written', async () => {
    const g = await gameWith('railton-road-swat.yaml', started);
    const before = readFileSync(g.log, 'utf8');
    for (const line of [['--fire', 'armed-1:gunman', '--melee', 'armed-1:lookout'], ['--fire', 'armed-1:gunman', '--fire', 'armed-1:lookout'], ['--melee', 'armed-1:gunman', '--melee', 'armed-2:gunman']]) {
      const r = await g.run('assault-turn', 'assault-1', ...line);
      expect(r.code, line.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^umpire: assault-turn refused: (armed-1|gunman) fires or fights once a turn\n$/);
    }
    expect(readFileSync(g.log, 'utf8')).toBe(before);
  });
});

// Every option of every procedure of every game and pack (issue 30, part 3): asked guided (a value the
// facts ask, a yes/no, a modifier on the checklist, a flag of a command without facts on its checklist,
// an option its refusal names or askedOption), supplied by the state (a stateless lookup's option: in a game
// the state knows it), or listed here with the reason it is not asked. An option in none of these is a
// value the rules allow that no question reaches (press --off was one).

/** The options every procedure has, and why none is a question. */
const COMMON: Readonly<Record<string, string>> = {
  '--state': 'which game: the session is on one',
  '--seed': "the program's dice seed, not a fact of the table",
  '--roll': 'the dice question itself (the program rolls, or each die is entered by name)',
  '--json': 'how the output is printed',
  '--odds': 'a question about the chances, not a resolution',
  '--player': "the players' view of the output",
  '--edition': 'a stateless lookup: in a game the state has its edition',
  '--lang': "the output's language: a game has its own",
  '--help': 'help',
};

/** Options of commands without facts that their refusal names when missing (src/prompts/guide.ts asks each so named). */
const NAMED_WHEN_MISSING: Readonly<Record<string, string>> = {
  'intv-observe --at': 'the refusal names it',
  'intv-observe --distance': 'the refusal names it',
  'intv-fire --at': 'the refusal names it',
  'intv-fire --distance': 'the refusal names it',
  'intv-melee --at': 'the refusal names it',
  'intv-blast --at': 'the refusal names it',
  'intv-morale --pf': 'the refusal names it',
  'intv-blast --pf': 'the refusal names it',
};

/** Options not asked guided, each with why: typed on the line when the umpire means it. */
const MOD = "the umpire's own modifier (label=value): no rule's value, the umpire's words";
const OVERRIDE = "the umpire overriding the rules' refusal or what the state knows: typed on purpose, never offered";
const NOT_ASKED: Readonly<Record<string, string>> = {
  'rl-roll --mod': MOD,
  'melee --mod': MOD,
  'melee --crowd-mod': MOD,
  'line-fight --mod': MOD,
  'line-fight --crowd-mod': MOD,
  'overreact --mod': MOD,
  'melee --no-sf-on-ground': OVERRIDE,
  'melee --apart': 'read from the map (U390): without one, pieces apart are simply not called to a melee',
  'melee --in-contact': OVERRIDE,
  'melee --no-on-ground': OVERRIDE,
  'sniper --allow-under-fire': OVERRIDE,
  'negotiate --allow-second': OVERRIDE,
  'rl-roll --allow-second': OVERRIDE,
  'melee --allow-second': OVERRIDE,
  'fire --allow-second': OVERRIDE,
  'melee --character': 'a player character in person (U372): typed when the player says their character fights, never offered',
  'fire --character': 'a player character in person (U372): typed when the player says their character fires, never offered',
  'riot-fight --in-reach': OVERRIDE,
  'gu-melee --apart': 'read from the map (U400): without one, figures apart are simply not called to a melee',
  'gu-melee --in-contact': OVERRIDE,
  'agent-melee --apart': 'read from the map (U434): without one, an agent apart from the unit is simply not called to a melee',
  'agent-melee --in-contact': OVERRIDE,
  'gu-shoot --no-line-of-sight': 'no line of sight (l.40) refuses the shot: the umpire calls no shot he sees blocked, and a map reads it (U337)',
  'line-fight --sf-on-ground': 'supplied by the state (those down last turn); a count typed overrides it',
  'line-fight --on-ground': 'supplied by the state (those down last turn); a count typed overrides it',
  'fire --distance': 'the range band is asked (--range); a measured distance only sets the band',
  'negotiate --distance': 'measured on the table, or read from the map (U261): typed',
  'loot --looters': "the rule's 1d6 looters breaking off is the dice question; a number typed replaces the die",
  'gu-phase --gang': "a side's remaining figures, a check of the side the umpire expects; the leader's phase is asked",
  'intv-move --half': 'where the figure now stands, said when it changes: typed',
  'intv-move --building': 'where the figure now stands, said when it changes: typed',
  'intv-move --near-enemy': 'where the figure now stands, said when it changes: typed',
  'intv-fire --weapon': "its default, the shooter's first weapon that reaches; another typed",
  'intv-fire --objective': 'grouped fire only (U176), typed with --way',
  'intv-fire --way': 'grouped fire only (U176): intervention grouped-fire lists the ways',
  'intv-blast --radius': 'with --sample techno-flamer (U215): typed with it',
  'intv-blast --sample': 'a sample weapon in place of --pf (asked), typed',
  'riot-opinion --card': 'the card turned at the table in place of the die: the dice question',
  'riot-mission --mission': 'the mission drawn at the table in place of the die: the dice question',
  'riot-buy --card': 'the cards drawn at the table in place of their dice (U411): the dice question',
  'riot-opinion --cards': 'a stateless lookup: in a game the state has its deck',
  'riot-opinion --turned': 'a stateless lookup: in a game the state has the cards turned',
  'assault-start --turns': "its default, the riot turn's 20 (U191); a shorter assault typed",
};

describe('every option of every procedure is asked guided, supplied by the state, or listed with why not', () => {
  it('each one of every game and pack', async () => {
    const { buildProgram } = await import('../../src/cli.js');
    const { factsOf, isAsked, isAskedOption, longOf } = await import('../../src/commands/facts.js');
    const quiet = { stdout: { write: () => true }, stderr: { write: () => true }, stdin: process.stdin, env: {}, cwd: process.cwd(), argv: [] };
    const program = await buildProgram([], quiet as never);
    const unclassified: string[] = [];
    const stale = new Set([...Object.keys(NOT_ASKED), ...Object.keys(NAMED_WHEN_MISSING)]);
    let procedures = 0;
    for (const cmd of program.commands) {
      const facts = factsOf(cmd);
      // A procedure: described by its facts, or logging a resolution with dice (--roll), or act.
      if (!facts && !cmd.options.some((o) => o.long === '--roll') && cmd.name() !== 'act') continue;
      procedures += 1;
      for (const o of cmd.options) {
        const long = o.long!;
        const key = `${cmd.name()} ${long}`;
        stale.delete(key);
        if (Object.hasOwn(COMMON, long) || Object.hasOwn(NOT_ASKED, key)) continue;
        const f = facts?.options.find((x) => longOf(x.flags) === long);
        let how: string | null;
        if (f) {
          how =
            f.role === 'stateless' ? 'supplied by the state'
            : f.role === 'modifier' || f.role === 'yes-no' || (f.role === 'value' && f.ask !== undefined) ? 'asked'
            : null;
        } else if (facts) how = null;
        else {
          const flag = !o.required && !o.optional;
          // An option asked where the game calls for it (intv-fire --burst: a burst at a detected figure, U243) is asked.
          how = flag || isAsked(o, new Proxy({}, { get: () => 'x' })) || isAskedOption(o) || Object.hasOwn(NAMED_WHEN_MISSING, key) ? 'asked' : null;
        }
        if (how === null) unclassified.push(key);
      }
    }
    expect(procedures).toBeGreaterThan(60);
    expect(unclassified, 'options no question reaches, and listed nowhere').toEqual([]);
    expect([...stale], 'listed, but no such option').toEqual([]);
  });
});

describe('values the coverage above found unasked, now asked where the state calls for them', () => {
  it('intv-move: the edge a fighter leaves by is asked where the mission counts it, "none" first; logged --exit as typed', async () => {
    const { asked, offers, labels } = await reaches('intervention-liberation-otage.yaml', IV_TURN2, 'intv-move', ['a3', '10', 'gign', []], ['intv-move', 'a3', '--cm', '10', '--exit', 'gign']);
    expect(asked).toContain('--exit');
    expect(offers['--exit']).toEqual(['', 'gign', 'ravisseurs', 'other']);
    // The game speaks French.
    expect(labels['--exit'][0]).toBe('(ne pas préciser)');
    expect(labels['--exit'][3]).toBe('un autre bord (other)');
    const none = await reaches('intervention-liberation-otage.yaml', IV_TURN2, 'intv-move', ['a3', '0', '', []], ['intv-move', 'a3', '--cm', '0']);
    expect(none.asked).toContain('--exit');
    const en = await reaches('intervention-liberation-otage.yaml', IV_TURN2, 'intv-move', ['a3', '5', 'other', []], ['intv-move', 'a3', '--lang', 'en', '--cm', '5', '--exit', 'other'], 'en');
    expect(en.labels['--exit'][0]).toBe('(none)');
    expect(en.labels['--exit'][3]).toBe('another edge (other)');
    // Gone from the table, a3 is no longer offered as a subject (every procedure of a fighter refuses it).
    const gone = await gameWith('intervention-liberation-otage.yaml', [...IV_TURN2, 'intv-move a3 --exit gign']);
    const subjects: Record<string, string[]> = {};
    await scriptedSession(gone.dir, [], { prompter: recording([], [], [], subjects) }).said('intv-move');
    expect(subjects['Quel combattant\u00a0?']).toContain('a2');
    expect(subjects['Quel combattant\u00a0?']).not.toContain('a3');
    // A mission that counts no figure leaving (settling scores, l.418): not asked.
    const scores = readFileSync(join(import.meta.dirname, '../../scenarios/intervention-liberation-otage.yaml'), 'utf8').replace('kind: hostage', 'kind: settling-scores').replace(/\n  a: .*\n/, '\n').replace('  budget: 100\n  bid: 20\n', '');
    const g = await gameWith(scores, IV_TURN2);
    const answers: unknown[] = ['a3', '10', []];
    const seen: string[] = [];
    const s = scriptedSession(g.dir, answers, { prompter: scriptedPrompter(answers, seen) });
    expect(await s.session.run('intv-move'), s.err()).toBe(0);
    expect(seen.map(questionOf)).not.toContain('--exit');
    expect(g.readLog().at(-1).argv).toEqual(['intv-move', 'a3', '--cm', '10']);
  });

  it('intv-blast: the fighter who threw it is asked among those standing, "none" first; logged --by as typed', async () => {
    const { asked, offers } = await reaches('intervention-liberation-otage.yaml', IV_TURN1, 'intv-blast --at g2:5 --radius 3', ['4', 'sniper'], ['intv-blast', '--at', 'g2:5', '--radius', '3', '--pf', '4', '--by', 'sniper']);
    expect(asked).toContain('--by');
    expect(offers['--by'][0]).toBe('');
    expect(offers['--by']).toEqual(expect.arrayContaining(['sniper', 'g1', 'g2']));
    // The bound hostage has no weapon: not offered.
    expect(offers['--by']).not.toContain('otage');
    await reaches('intervention-liberation-otage.yaml', IV_TURN1, 'intv-blast --at g2:5 --radius 3', ['4', ''], ['intv-blast', '--at', 'g2:5', '--radius', '3', '--pf', '4']);
  });

  it('adjacent: a crowd next to the first is offered, shown so, and --apart asked; "no" the refusal typed', async () => {
    const { asked, labels } = await reaches('railton-road.yaml', [], 'adjacent', ['frontline', 'market', 'yes'], ['adjacent', 'frontline', 'market', '--apart']);
    expect(asked).toEqual(['Which crowd?', asked[1], '--apart']);
    expect(labels[asked[1]]).toContain('market (Market crowd, RL 5) · next to frontline');
    const { err, g } = await refused('railton-road.yaml', [], 'adjacent', ['frontline', 'market', 'no']);
    const typed = await g.run('adjacent', 'frontline', 'market');
    expect(err.replace(/^umpire: /, '')).toBe(typed.stderr.replace(/^umpire: /, ''));
    // Two crowds apart: not asked.
    const apart = await reaches('railton-road.yaml', [], 'adjacent', ['frontline', 'estate'], ['adjacent', 'frontline', 'estate']);
    expect(apart.asked).not.toContain('--apart');
    const fr = await reaches('railton-road.yaml', [], 'adjacent', ['frontline', 'market', 'yes'], ['adjacent', 'frontline', 'market', '--lang', 'fr', '--apart'], 'fr');
    expect(fr.shown).toContain('frontline et market sont voisines\u00a0: se sont-elles séparées\u00a0? (--apart)');
  });

  it('sf-shoot: how many figures fire, where the unit has more than one standing', async () => {
    const { asked } = await reaches('railton-road-armed.yaml', [], 'sf-shoot', ['armed', 'rifleman', '6', '3', [], 'roll'], ['sf-shoot', 'armed', '--at', 'rifleman', '--distance', '6', '--shooters', '3']);
    expect(asked).toContain('--shooters');
  });

  it('agent-move: a position in words when it goes into no crowd', async () => {
    await reaches('railton-road-armed.yaml', [], 'agent-move', ['gunman', '', 'the arcade roof', []], ['agent-move', 'gunman', '--position', 'the arcade roof']);
    const { asked } = await reaches('railton-road-armed.yaml', [], 'agent-move', ['gunman', 'market', []], ['agent-move', 'gunman', '--crowd', 'market']);
    expect(asked).not.toContain('--position');
  });

  it('agent-shoot: with no unit shot at, another agent is offered ("none" first, not itself) before the crowd; logged --agent as typed', async () => {
    const { asked, offers } = await reaches('railton-road-armed.yaml', [], 'agent-shoot', ['rifleman', '', 'gunman', '4', [], 'roll'], ['agent-shoot', 'rifleman', '--agent', 'gunman', '--distance', '4']);
    expect(asked).toContain('--agent');
    expect(asked).not.toContain('--crowd');
    expect(offers['--agent'][0]).toBe('');
    expect(offers['--agent']).toContain('gunman');
    expect(offers['--agent']).not.toContain('rifleman');
    // "none": the crowd asked as before; a unit shot at: no agent asked.
    const crowd = await reaches('railton-road-armed.yaml', [], 'agent-shoot', ['rifleman', '', '', 'estate', '4', [], 'roll'], ['agent-shoot', 'rifleman', '--crowd', 'estate', '--distance', '4']);
    expect(crowd.asked).toContain('--crowd');
    const unit = await reaches('railton-road-armed.yaml', [], 'agent-shoot', ['gunman', 'pistol', 'spg', '4', [], 'roll'], ['agent-shoot', 'gunman', '--weapon', 'pistol', '--unit', 'spg', '--distance', '4']);
    expect(unit.asked).not.toContain('--agent');
    // In French, every question within 80 columns (the crowd's pick was 83).
    const fr = await reaches('railton-road-armed.yaml', [], 'agent-shoot', ['rifleman', '', '', 'estate', '4', [], 'roll'], ['agent-shoot', 'rifleman', '--lang', 'fr', '--crowd', 'estate', '--distance', '4'], 'fr');
    expect(fr.asked).toContain('--crowd');
  });

  it('agent-shoot: a grenade at a unit asks how many of its figures the blast takes in', async () => {
    const { asked } = await reaches('railton-road-armed.yaml', [], 'agent-shoot', ['gunman', 'grenade', 'spg', '3', '4', [], 'roll'], ['agent-shoot', 'gunman', '--weapon', 'grenade', '--unit', 'spg', '--unit-figures', '3', '--distance', '4']);
    expect(asked).toContain('--unit-figures');
    const pistol = await reaches('railton-road-armed.yaml', [], 'agent-shoot', ['gunman', 'pistol', 'spg', '4', [], 'roll'], ['agent-shoot', 'gunman', '--weapon', 'pistol', '--unit', 'spg', '--distance', '4']);
    expect(pistol.asked).not.toContain('--unit-figures');
  });

  it('agent-melee: an attacker with two attacks is asked how many it makes (l.62)', async () => {
    const g = await gameWith('railton-road-armed.yaml', []);
    const state = g.readState();
    state.game.agents.gunman.attacks = 2;
    writeFileSync(g.state, JSON.stringify(state));
    const answers: unknown[] = ['gunman', 'spg', 'no', '1', [], 'roll'];
    const asked: string[] = [];
    const s = scriptedSession(g.dir, answers, { prompter: scriptedPrompter(answers, asked) });
    expect(await s.session.run('agent-melee'), s.err()).toBe(0);
    expect(asked.map(questionOf)).toContain('--attacks');
    // Enter: all of its attacks, named.
    expect(asked.find((m) => m.includes('(--attacks)'))).toMatch(/\[Enter: 2\]$/);
    expect(g.readLog().at(-1).argv).toEqual(['agent-melee', 'gunman', '--unit', 'spg', '--attacks', '1']);
  });
});

describe('more values the coverage found typed only, now asked where the state calls for them', () => {
  it('sniper: at a spotted position, a SWAT unit may shoot back (EN l.364): --swat asked first, then no target', async () => {
    const spotted = ['sniper roof --target snatch --roll 1', 'sniper roof --target snatch --roll 1,6'];
    const { asked, offers } = await reaches('railton-road.yaml', spotted, 'sniper', ['roof', 'armed', 'roll'], ['sniper', 'roof', '--swat', 'armed']);
    expect(asked).not.toContain('--target');
    expect(offers['--swat']).toEqual(['', 'armed']);
    // "none": the sniper shoots at its target as before; a position not spotted is not asked.
    await reaches('railton-road.yaml', spotted, 'sniper', ['roof', '', 'snatch', 'roll'], ['sniper', 'roof', '--target', 'snatch']);
    const fresh = await reaches('railton-road.yaml', [], 'sniper', ['+new', 'roof', 'snatch', 'roll'], ['sniper', 'roof', '--target', 'snatch']);
    expect(fresh.asked).not.toContain('--swat');
  });

  it('missiles: a crowd that has thrown is asked whether it restocks; its supply spent, the state gives --restock', async () => {
    const thrown = ['missiles bikers --at foot1 --roll 1,1'];
    const { asked } = await reaches('railton-road.yaml', thrown, 'missiles', ['bikers', 'yes'], ['missiles', 'bikers', '--restock']);
    expect(asked).toEqual(['Which crowd?', '--restock']);
    await reaches('railton-road.yaml', thrown, 'missiles', ['bikers', 'no', 'foot1', '', '', 'roll'], ['missiles', 'bikers', '--at', 'foot1']);
    const fresh = await reaches('railton-road.yaml', [], 'missiles', ['bikers', 'foot1', '', '', 'roll'], ['missiles', 'bikers', '--at', 'foot1']);
    expect(fresh.asked).not.toContain('--restock');
    const fr = await reaches('emeute-place-du-marche.yaml', ['missiles supporters --at patrouille --roll 1,1'], 'missiles', ['supporters', 'yes'], ['missiles', 'supporters', '--restock']);
    expect(fr.shown).toContain('La foule supporters se réapprovisionne-t-elle au lieu de lancer\u00a0? (--restock)');
    const g = await gameWith('railton-road.yaml', ['next-turn']);
    const state = g.readState();
    Object.assign(state.game.crowds.bikers, { missileTurns: 5, missileTurn: 1 });
    writeFileSync(g.state, JSON.stringify(state));
    const answers: unknown[] = ['bikers'];
    const s = scriptedSession(g.dir, answers);
    expect(await s.session.run('missiles'), s.err()).toBe(0);
    expect(s.asked).toEqual(['Which crowd?']);
    expect(g.readLog().at(-1).argv).toEqual(['missiles', 'bikers', '--restock']);
  });

  it('gas: crowds moving into a cloud still there: --into asked first, then no kind, weapon or dice', async () => {
    const cloud = ['gas market --kind cs --weapon grenade --roll 6,6'];
    const { asked, offers } = await reaches('railton-road.yaml', cloud, 'gas', [['frontline'], 'gas-1'], ['gas', 'frontline', '--into', 'gas-1']);
    expect(asked).toEqual(['Which crowds?', '--into']);
    expect(offers['--into']).toEqual(['', 'gas-1']);
    const fresh = await reaches('railton-road.yaml', [], 'gas', [['church'], 'cs', 'riot-gun', 'spg', '', 'roll'], ['gas', 'church', '--kind', 'cs', '--weapon', 'riot-gun', '--unit', 'spg']);
    expect(fresh.asked).not.toContain('--into');
  });

  it('burn: at a building on fire a unit may go in (the flame hazard), with its figures and fireproof kit asked', async () => {
    const burning = ['burn pub --start 1', 'next-turn'];
    const { asked } = await reaches('railton-road.yaml', burning, 'burn', ['pub', 'spg', '2', 'yes', 'roll'], ['burn', 'pub', '--enter', 'spg', '--figures', '2', '--fireproof']);
    expect(asked).toEqual(['Which building?', '--enter', '--figures', '--fireproof', asked[4]]);
    const fr = await reaches('railton-road.yaml', burning, 'burn', ['pub', 'spg', '', 'no', 'roll'], ['burn', 'pub', '--lang', 'fr', '--enter', 'spg'], 'fr');
    expect(fr.shown).toContain('Les figurines de spg portent-elles une tenue ignifugée\u00a0? (--fireproof)');
    // Enter: the unit's fit figures, named.
    expect(fr.shown.find((m) => m.includes('(--figures)'))).toMatch(/\[Entrée\s:\s10\]$/);
  });
});

describe("the SF side's gas in a fight, asked where the rioters stand in an effective cloud", () => {
  const gassed = ['gas frontline --kind cs --weapon grenade --roll 6,6', 'next-turn'];

  it('melee: a checklist of the cloud\'s kinds, logged --sf-gas cs as typed; a crowd in no cloud is not asked', async () => {
    const { asked, offers } = await reaches('railton-road.yaml', gassed, 'melee', ['spg', 'frontline', 'arrest', '', '', ['cs'], [], 'roll'], ['melee', 'spg', 'frontline', '--intent', 'arrest', '--sf-gas', 'cs']);
    expect(asked).toContain('--sf-gas');
    expect(offers['--sf-gas']).toEqual(['cs']);
    await reaches('railton-road.yaml', gassed, 'melee', ['spg', 'frontline', 'arrest', '', '', [], [], 'roll'], ['melee', 'spg', 'frontline', '--intent', 'arrest']);
    const clear = await reaches('railton-road.yaml', gassed, 'melee', ['spg', 'market', 'arrest', '', '', [], 'roll'], ['melee', 'spg', 'market', '--intent', 'arrest']);
    expect(clear.asked).not.toContain('--sf-gas');
  });

  it('line-fight: the same question', async () => {
    const { asked } = await reaches('railton-road.yaml', gassed, 'line-fight', ['spg', 'frontline', '2', '', 'arrest', ['cs'], [], 'roll'], ['line-fight', 'spg', 'frontline', '--fighters', '2', '--intent', 'arrest', '--sf-gas', 'cs']);
    expect(asked).toContain('--sf-gas');
  });
});

describe('damage: how many of the crowd are set on damage is asked (Enter: the whole crowd)', () => {
  it('logs --figures as typed', async () => {
    const { asked } = await reaches('railton-road.yaml', [], 'damage', ['frontline', 'chemist', '12', [], 'roll'], ['damage', 'frontline', 'chemist', '--figures', '12']);
    expect(asked).toContain('--figures');
    const fr = await reaches('emeute-place-du-marche.yaml', [], 'damage', ['supporters', 'hifi', '', [], 'roll'], ['damage', 'supporters', 'hifi']);
    expect(fr.shown.some((q) => q.includes('(--figures)'))).toBe(true);
  });
});


describe('an optional number Enter leaves out: the question names the number the state knows, not "default"', () => {
  it('damage: the whole crowd (frontline, 30), English and French (supporters, 20)', async () => {
    const { shown } = await reaches('railton-road.yaml', [], 'damage', ['frontline', 'chemist', '', [], 'roll'], ['damage', 'frontline', 'chemist']);
    const q = shown.find((m) => m.includes('(--figures)'))!;
    expect(q).toMatch(/\[Enter: 30\]$/);
    const fr = await reaches('emeute-place-du-marche.yaml', [], 'damage', ['supporters', 'hifi', '', [], 'roll'], ['damage', 'supporters', 'hifi']);
    expect(fr.shown.find((m) => m.includes('(--figures)'))).toMatch(/\[Entrée\s:\s20\]$/);
  });

  it("line-fight: the unit's fit figures (spg, 10)", async () => {
    const { shown } = await reaches('railton-road.yaml', [], 'line-fight', ['spg', 'frontline', '2', '', 'arrest', [], 'roll'], ['line-fight', 'spg', 'frontline', '--fighters', '2', '--intent', 'arrest']);
    const q = shown.find((m) => m.includes('(--sf)'))!;
    expect(q).toMatch(/\[Enter: 10\]$/);
    expect(q).not.toContain('default');
  });

  it('missiles: the whole crowd (market, 25)', async () => {
    const setup = ['set-rl market --to 6 --reason hassle'];
    const { shown } = await reaches('railton-road.yaml', setup, 'missiles', ['market', 'yes', 'panda1', '', '', 'roll'], ['missiles', 'market', '--out-of-reach', '--at', 'panda1']);
    expect(shown.find((m) => m.includes('(--throwers)'))).toMatch(/\[Enter: 25\]$/);
  });
});
