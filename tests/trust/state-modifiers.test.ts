// Every modifier a procedure derives from the game state, tested from a game:
// the state is set through commands (never by editing the file), then the
// procedure's --json resolution must carry the labelled modifier (or, for
// negotiate, the reason) with its value. Mutating how a modifier is read from
// the state (the running-away levels, "adjacent crowd at a lower RL", the gas
// clouds...) fails one of these. The list: rl-roll's fromState rows
// (RL_MODIFIERS), the first appearance owed (U55), melee and line-fight's
// rioters in gas or soaked (crowdGasKnown, crowdSoakedKnown), their
// figures on the ground (U63, U86), negotiate's gas and shooting, overreact's
// under gunfire and wounded this turn.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { RL_MODIFIERS } from '../../src/rules/civil-disorder/rl-roll.js';
import { t } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

/** The last resolution of a --json command that must succeed. */
async function last(...argv: string[]): Promise<any> {
  const records = await game!.ok(...argv);
  return records[records.length - 1];
}
/** The modifier `key` of a resolution: at its top, or in one of its parts (a line fight's pairs). */
function mod(r: any, key: string): any {
  let found: any;
  const walk = (v: any) => {
    if (found || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.forEach(walk);
    if (v.key === key && typeof v.value === 'number' && typeof v.label === 'string') found = v;
    else Object.values(v).forEach(walk);
  };
  walk(r.modifiers);
  walk(r);
  return found;
}
/** Runs `argv` (a program-dice command) until `done` holds on the state, passing turns between tries. */
async function until(argv: string[], done: (g: any) => boolean, tries = 30): Promise<void> {
  for (let i = 0; i < tries && !done(game!.readState().game); i++) {
    await game!.run(...argv);
    await game!.ok('next-turn');
  }
  expect(done(game!.readState().game), `${argv.join(' ')} never set the state`).toBe(true);
}

/** Line fights van1 against frontline until a figure of `side` goes down, then passes the turn: it is on the ground (U63). */
async function figureDownLastTurn(side: 'sf' | 'crowd'): Promise<void> {
  const down = (g: any) => (side === 'sf' ? g.units.van1.down : g.crowds.frontline.down)?.[String(g.turn)] > 0;
  for (let i = 0; i < 30 && !down(game!.readState().game); i++) {
    if (i > 0) await game!.ok('next-turn');
    await game!.ok('set-rl', 'frontline', '--to', '8', '--reason', 'test');
    await game!.ok('fighters', 'frontline');
    await game!.run('line-fight', 'van1', 'frontline', '--intent', 'beat');
  }
  expect(down(game!.readState().game), 'no figure went down').toBe(true);
  await game!.ok('next-turn');
}

interface Case {
  name: string;
  /** Sets the state through commands. */
  setup: () => Promise<void>;
  /** The resolution, and the modifier key expected with its value (or a reason of negotiate). */
  probe: string[];
  key: string;
  value?: number;
  /** `key` is a reason of the outcome, or a note's text. */
  reason?: boolean;
  note?: boolean;
}

const rlValue = (key: string) => RL_MODIFIERS.find((r) => r.key === key)!.value;

const CASES: Case[] = [
  // rl-roll, each fromState row of the RL State Chart.
  { name: 'damp (hosed once)', setup: async () => void (await game!.ok('water', 'market', '--weapon', 'hose')), probe: ['rl-roll', 'market'], key: 'damp', value: rlValue('damp') },
  {
    name: 'soaked (hosed on a second turn)',
    setup: async () => {
      await until(['water', 'market', '--weapon', 'hose'], (g) => g.crowds.market.wet === 'soaked');
    },
    probe: ['rl-roll', 'market'],
    key: 'soaked',
    value: rlValue('soaked'),
  },
  {
    name: 'arrests (a rioter arrested in a melee)',
    setup: async () => until(['melee', 'spg', 'market', '--intent', 'arrest'], (g) => g.crowds.market.arrests > 0),
    probe: ['rl-roll', 'market'],
    key: 'arrests',
  },
  // Market (RL 5) is next to frontline (RL 6) from the scenario: estate raised to 8 makes two.
  { name: 'adjacent crowds at a higher RL', setup: async () => void (await game!.ok('set-rl', 'estate', '--to', '8', '--reason', 'test')), probe: ['rl-roll', 'market'], key: 'adjacent-higher', value: 2 * rlValue('adjacent-higher') },
  { name: 'adjacent crowd at a lower RL', setup: async () => void (await game!.ok('set-rl', 'estate', '--to', '3', '--reason', 'test')), probe: ['rl-roll', 'market'], key: 'adjacent-lower', value: rlValue('adjacent-lower') },
  { name: 'adjacent crowd running away (RL 2)', setup: async () => void (await game!.ok('set-rl', 'church', '--to', '2', '--reason', 'test')), probe: ['rl-roll', 'frontline'], key: 'adjacent-running', value: rlValue('adjacent-running') },
  {
    name: 'in effective tear gas (the turn after the grenade)',
    setup: async () => {
      await game!.ok('gas', 'market', '--kind', 'tear', '--weapon', 'grenade', '--unit', 'spg');
      await game!.ok('next-turn');
    },
    probe: ['rl-roll', 'market'],
    key: 'tear-gas',
    value: rlValue('tear-gas'),
  },
  {
    name: 'in effective CS gas',
    setup: async () => {
      await game!.ok('gas', 'market', '--kind', 'cs', '--weapon', 'riot-gun', '--unit', 'spg');
      await game!.ok('next-turn');
    },
    probe: ['rl-roll', 'market'],
    key: 'cs-gas',
    value: rlValue('cs-gas'),
  },
  { name: 'shot at by a baton gun (non-lethal)', setup: async () => void (await game!.ok('baton-gun', 'market', '--unit', 'spg')), probe: ['rl-roll', 'market'], key: 'non-lethal', value: rlValue('non-lethal') },
  { name: 'shot at by single-shot firearms', setup: async () => void (await game!.ok('fire', 'market', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close')), probe: ['rl-roll', 'market'], key: 'single-shot', value: rlValue('single-shot') },
  { name: 'shot at by automatic firearms', setup: async () => void (await game!.ok('fire', 'market', '--unit', 'armed', '--weapon', 'automatic', '--range', 'close')), probe: ['rl-roll', 'market'], key: 'automatic', value: rlValue('automatic') },
  {
    name: 'the first casualty from firearms (R8)',
    setup: async () => until(['fire', 'market', '--unit', 'armed', '--weapon', 'automatic', '--range', 'close'], (g) => g.crowds.market.firearmCasualties > 0),
    probe: ['rl-roll', 'market'],
    key: 'first-casualty',
    value: rlValue('first-casualty'),
  },
  {
    name: 'later casualties from firearms (R8)',
    setup: async () => until(['fire', 'market', '--unit', 'armed', '--weapon', 'automatic', '--range', 'close'], (g) => g.crowds.market.firearmCasualties > 1),
    probe: ['rl-roll', 'market'],
    key: 'later-casualties',
  },
  { name: 'riot forces appear for the first time (owed, U55)', setup: async () => void (await game!.ok('owe', 'market', '--why', 'riot-appear')), probe: ['rl-roll', 'market'], key: 'first-appearance', value: rlValue('first-appearance') },
  // Melee and line-fight: the rioters as the state knows them.
  {
    name: 'melee: the rioter in effective CS gas',
    setup: async () => {
      await game!.ok('gas', 'market', '--kind', 'cs', '--weapon', 'riot-gun', '--unit', 'spg');
      await game!.ok('next-turn');
    },
    probe: ['melee', 'van1', 'market', '--intent', 'beat'],
    key: 'crowd.cs-gas',
  },
  { name: 'melee: the rioter soaked', setup: async () => until(['water', 'market', '--weapon', 'hose'], (g) => g.crowds.market.wet === 'soaked'), probe: ['melee', 'van1', 'market', '--intent', 'beat'], key: 'crowd.soaked' },
  {
    name: 'line-fight: the rioters in effective tear gas',
    setup: async () => {
      await game!.ok('gas', 'frontline', '--kind', 'tear', '--weapon', 'grenade', '--unit', 'spg');
      await game!.ok('next-turn');
      await game!.ok('set-rl', 'frontline', '--to', '8', '--reason', 'test');
      await game!.ok('fighters', 'frontline');
    },
    probe: ['line-fight', 'van1', 'frontline', '--intent', 'beat'],
    key: 'crowd.tear-gas',
  },
  {
    name: 'line-fight: the rioters soaked',
    setup: async () => {
      await until(['water', 'frontline', '--weapon', 'hose'], (g) => g.crowds.frontline.wet === 'soaked');
      await game!.ok('set-rl', 'frontline', '--to', '8', '--reason', 'test');
      await game!.ok('fighters', 'frontline');
    },
    probe: ['line-fight', 'van1', 'frontline', '--intent', 'beat'],
    key: 'crowd.soaked',
  },
  // Line fight: figures down last turn are on the ground this turn (U63).
  ...(['sf', 'crowd'] as const).map(
    (side): Case => ({
      name: `line-fight: ${side === 'sf' ? 'SF figures' : 'rioters'} down last turn are on the ground (U63)`,
      setup: async () => {
        await figureDownLastTurn(side);
        await game!.ok('fighters', 'frontline');
      },
      probe: ['line-fight', 'van1', 'frontline', '--intent', 'beat'],
      key: `${side}.on-ground`,
    }),
  ),
  // Melee: a single figure down last turn fights on the ground (U63, U86).
  ...(['sf', 'crowd'] as const).map(
    (side): Case => ({
      name: `melee: ${side === 'sf' ? 'the SF figure' : 'the rioter'} down last turn is on the ground (U86)`,
      setup: () => figureDownLastTurn(side),
      probe: ['melee', 'van1', 'frontline', '--intent', 'beat'],
      key: `${side}.on-ground`,
    }),
  ),
  // Negotiate: gas on the crowd, shooting at it.
  {
    name: 'negotiate: gas on the crowd',
    setup: async () => {
      await game!.ok('gas', 'market', '--kind', 'cs', '--weapon', 'riot-gun', '--unit', 'spg');
      await game!.ok('next-turn');
    },
    probe: ['negotiate', 'market', '--by', 'liaison'],
    key: 'gas',
    reason: true,
  },
  // Shooting in sight is the umpire's to declare (--shooting); that the crowd was shot at the state knows, and says.
  // Shot at this turn, negotiation is refused outright (EN l.181); in a later turn, before its RL roll, the reminder.
  {
    name: 'negotiate: the crowd shot at since its last RL roll (a reminder)',
    setup: async () => {
      await game!.ok('fire', 'market', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close');
      await game!.ok('next-turn');
    },
    probe: ['negotiate', 'market', '--by', 'liaison'], key: t('en', 'negotiate.note.shot-recently'), note: true },
  // Overreact: the unit shot at this turn, its members wounded this turn.
  { name: 'overreact: under gunfire (a sniper shot at the unit)', setup: async () => void (await game!.ok('sniper', 'roof', '--target', 'foot1')), probe: ['overreact', 'foot1'], key: 'under-gunfire', value: -4 },
  {
    name: 'overreact: members wounded this turn (bricks and bottles)',
    setup: async () => {
      await game!.ok('set-rl', 'market', '--to', '8', '--reason', 'test');
      for (let i = 0; i < 20 && !Object.keys(game!.readState().game.units.foot1.woundedByTurn ?? {}).length; i++) {
        await game!.run('missiles', 'market', '--at', 'foot1');
        if (!Object.keys(game!.readState().game.units.foot1.woundedByTurn ?? {}).length) await game!.ok('next-turn');
      }
      expect(game!.readState().game.units.foot1.woundedByTurn, 'bricks never wounded foot1').toBeDefined();
    },
    probe: ['overreact', 'foot1'],
    key: 'wounded-this-turn',
  },
];

describe('state-derived modifiers, set through commands, seen in the resolution', () => {
  /** Whether resolution `r` carries the case's modifier, reason or note. */
  const carries = (c: (typeof CASES)[number], r: any): boolean =>
    c.reason ? (r.reasons ?? []).includes(c.key) : c.note ? (r.notes ?? []).includes(c.key) : mod(r, c.key) !== undefined;
  for (const c of CASES) {
    it(c.name, async () => {
      // The control: the same probe on the fresh game, before the set-up, does
      // not carry it (a modifier that is always there proves nothing).
      game = tempGame();
      await game.init('railton-road.yaml', '--seed', 'modifiers');
      const control = await game.run(...c.probe, '--json');
      if (control.code === 0) {
        const r = JSON.parse(control.stdout.trim().split('\n').pop()!);
        // Absent, or (where the scenario already gives some) not at the value the set-up makes.
        const same = carries(c, r) && (c.reason || c.note || c.value === undefined || mod(r, c.key).value === c.value);
        expect(same, `${c.key} without its set-up: ${JSON.stringify(r.modifiers ?? r.reasons ?? r.notes)}`).toBe(false);
      }
      game.cleanup();
      game = tempGame();
      await game.init('railton-road.yaml', '--seed', 'modifiers');
      await c.setup();
      const r = await last(...c.probe);
      expect(carries(c, r), `${c.key} in ${JSON.stringify(r.modifiers ?? r.reasons ?? r.notes)}`).toBe(true);
      if (!c.reason && !c.note) {
        const m = mod(r, c.key);
        expect(typeof m.label).toBe('string');
        if (c.value !== undefined) expect(m.value).toBe(c.value);
        else expect(m.value).toBeLessThan(0);
      }
    }, 60000);
  }
  it('each fromState row of the RL State Chart has a case here', () => {
    const covered = new Set(CASES.filter((c) => c.probe[0] === 'rl-roll').map((c) => c.key));
    expect(RL_MODIFIERS.filter((r) => r.fromState).map((r) => r.key).filter((k) => !covered.has(k))).toEqual([]);
  });
});

// The negative and boundary cases of the modifiers above. Their expected values
// are written from the rule text, not read from the code's tables, so a table
// or a comparison that drifts from the text fails here:
// - Civil Disorder l.153 "Crowd is 'damp' -1; Crowd is 'soaked' -2" (Émeutes
//   l.212-213 "Mouillée -1", "Trempée -2"); the fighting factors (l.261
//   "Soaked -1"; Émeutes l.371 "Trempé -1") have no line for a damp figure:
//   a damp crowd (one turn of hosing, l.208, U43) does not fight as soaked.
// - l.155 "Each adjacent crowd at a higher RL +1; Each adjacent crowd at a
//   lower RL -1; Each adjacent crowd actually running away -1" (Émeutes
//   l.217-219): an adjacent crowd at the same RL is neither higher nor lower.
// - "Actually running away" is RL 2 "Run Away" (l.145) and RL 1 "Disperse"
//   (l.141), ruling U2; RL 3 "Move Along" (l.143: "Walk away from SF
//   positions") is not running away. RL 1 cannot be set up here: a dispersed
//   crowd leaves its adjacency (U51).
// In railton-road.yaml market (RL 5) is next to frontline (RL 6) and estate
// (RL 5); frontline (RL 6) is next to market (RL 5) and church (RL 4).
describe('state-derived modifiers: the negative and boundary cases, from the rule text', () => {
  const start = async () => {
    game = tempGame();
    await game.init('railton-road.yaml', '--seed', 'modifiers');
  };

  it('a damp crowd rolls its RL at damp -1, not soaked (l.153)', async () => {
    await start();
    await game!.ok('water', 'market', '--weapon', 'hose');
    expect(game!.readState().game.crowds.market.wet).toBe('damp');
    const r = await last('rl-roll', 'market');
    expect(mod(r, 'damp')?.value, JSON.stringify(r.modifiers)).toBe(-1);
    expect(mod(r, 'soaked'), JSON.stringify(r.modifiers)).toBeUndefined();
  }, 60000);

  it('a soaked crowd rolls its RL at soaked -2, not also damp (l.153)', async () => {
    await start();
    await until(['water', 'market', '--weapon', 'hose'], (g) => g.crowds.market.wet === 'soaked');
    const r = await last('rl-roll', 'market');
    expect(mod(r, 'soaked')?.value, JSON.stringify(r.modifiers)).toBe(-2);
    expect(mod(r, 'damp'), JSON.stringify(r.modifiers)).toBeUndefined();
  }, 60000);

  it('melee: a damp rioter does not fight as soaked (l.261 has no damp line)', async () => {
    await start();
    await game!.ok('water', 'market', '--weapon', 'hose');
    expect(game!.readState().game.crowds.market.wet).toBe('damp');
    const r = await last('melee', 'van1', 'market', '--intent', 'beat');
    expect(r.modifiers, JSON.stringify(r)).toBeDefined();
    expect(mod(r, 'crowd.soaked'), JSON.stringify(r.modifiers)).toBeUndefined();
  }, 60000);

  it('melee: a soaked rioter fights at -1 (l.261 "Soaked -1")', async () => {
    await start();
    await until(['water', 'market', '--weapon', 'hose'], (g) => g.crowds.market.wet === 'soaked');
    const r = await last('melee', 'van1', 'market', '--intent', 'beat');
    expect(mod(r, 'crowd.soaked')?.value, JSON.stringify(r.modifiers)).toBe(-1);
  }, 60000);

  it('line-fight: damp rioters do not fight as soaked (l.261 has no damp line)', async () => {
    await start();
    await game!.ok('water', 'frontline', '--weapon', 'hose');
    expect(game!.readState().game.crowds.frontline.wet).toBe('damp');
    await game!.ok('set-rl', 'frontline', '--to', '8', '--reason', 'test');
    await game!.ok('fighters', 'frontline');
    const r = await last('line-fight', 'van1', 'frontline', '--intent', 'beat');
    expect(mod(r, 'crowd.soaked'), JSON.stringify(r)).toBeUndefined();
  }, 60000);

  it('an adjacent crowd at an equal RL is not higher, nor lower (l.155): market counts frontline only', async () => {
    await start();
    const g = game!.readState().game;
    expect([g.crowds.market.rl, g.crowds.estate.rl, g.crowds.frontline.rl]).toEqual([5, 5, 6]);
    const r = await last('rl-roll', 'market');
    // One crowd higher (frontline, RL 6): +1; estate at the same RL 5 adds nothing.
    expect(mod(r, 'adjacent-higher')?.value, JSON.stringify(r.modifiers)).toBe(1);
    expect(mod(r, 'adjacent-lower'), JSON.stringify(r.modifiers)).toBeUndefined();
  }, 60000);

  it('an adjacent crowd raised to an equal RL stops counting as lower (l.155)', async () => {
    await start();
    // frontline (RL 6): market at 5 is lower (-1), church raised to 6 is equal.
    await game!.ok('set-rl', 'church', '--to', '6', '--reason', 'test');
    const r = await last('rl-roll', 'frontline');
    expect(mod(r, 'adjacent-lower')?.value, JSON.stringify(r.modifiers)).toBe(-1);
    expect(mod(r, 'adjacent-higher'), JSON.stringify(r.modifiers)).toBeUndefined();
  }, 60000);

  it('an adjacent crowd at RL 3 (Move Along, l.143) is lower but not running away (U2)', async () => {
    await start();
    await game!.ok('set-rl', 'church', '--to', '3', '--reason', 'test');
    const r = await last('rl-roll', 'frontline');
    // market (5) and church (3) are both lower than frontline (6): -1 each.
    expect(mod(r, 'adjacent-lower')?.value, JSON.stringify(r.modifiers)).toBe(-2);
    expect(mod(r, 'adjacent-running'), JSON.stringify(r.modifiers)).toBeUndefined();
  }, 60000);

  it('an adjacent crowd at RL 2 (Run Away, l.145) is running away -1 and lower -1 (U2: both lines apply)', async () => {
    await start();
    await game!.ok('set-rl', 'church', '--to', '2', '--reason', 'test');
    const r = await last('rl-roll', 'frontline');
    expect(mod(r, 'adjacent-running')?.value, JSON.stringify(r.modifiers)).toBe(-1);
    expect(mod(r, 'adjacent-lower')?.value, JSON.stringify(r.modifiers)).toBe(-2);
  }, 60000);
});
