// `umpire rl-roll [crowd]`: the crowd Response Level roll, on the state or stateless.
import { sectorOwner } from '../../state/store-url.js';
import type { Command } from 'commander';
import { t } from '../../i18n/index.js';
import { RL_GAS_LINE, RL_MAX, RL_MIN, RL_MODIFIERS, resolveRlRoll, type RlFacts } from '../../rules/civil-disorder/rl-roll.js';
import { signed } from '../../rules/types.js';
import { adjacentCounts, gasOnCrowd, neighbourLists } from '../../state/civil-disorder/facts.js';
import { UserError } from '../../errors.js';
import { defineFacts, type FactOption, type ProcedureFacts } from '../facts.js';
import { crowdInPlay } from './facts.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { FIRST_APPEARANCE, RL_JUMPS, SITUATIONS } from '../../rules/civil-disorder/crowd.js';
import { addCommon, choiceOpt, collect, intOpt, lookup, parseMods, runProcedure, type CommonOpts, type Io } from '../common.js';

/** Count options and the table rows they feed; `--firearm-casualties` feeds R8's pair. */
const COUNT_OPTIONS: Record<string, string> = {
  arrests: 'arrests',
  'adjacent-higher': 'adjacent-higher',
  'adjacent-lower': 'adjacent-lower',
  'adjacent-running': 'adjacent-running',
};
/** An option's name as commander keys it (`tear-gas` -> `tearGas`), worked out once per name: a batch asks for each at every line. */
const camelNames = new Map<string, string>();
const camel = (s: string) => camelNames.get(s) ?? camelNames.set(s, s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())).get(s)!;

/** The flag rows' keys and their options' names; the count options, their rows and names: worked out once. */
const FLAG_OPTIONS: readonly (readonly [string, string])[] = RL_MODIFIERS.filter((r) => r.kind === 'flag').map((r) => [r.key, camel(r.key)] as const);
const COUNT_OPTION_NAMES: readonly (readonly [string, string, string])[] = Object.entries(COUNT_OPTIONS).map(([opt, key]) => [opt, key, camel(opt)] as const);

/** What the state knows of one modifier for a crowd: a short text, or null. */
function knownRl(key: string, game: GameState, id: string): string | null {
  const c = game.crowds[id];
  if (!c) return null;
  const adj = adjacentCounts(game, c);
  const gas = gasOnCrowd(game, id);
  const counts: Record<string, number> = { arrests: c.arrests, 'adjacent-higher': adj.higher, 'adjacent-lower': adj.lower, 'adjacent-running': adj.running, 'firearm-casualties': c.firearmCasualties };
  if (key in counts) return counts[key] > 0 ? String(counts[key]) : null;
  if (key === 'damp' || key === 'soaked') return c.wet === key ? key : null;
  if (key === 'tear-gas') return gas.includes('tear') ? key : null;
  if (key === 'cs-gas') return gas.includes('cs') ? key : null;
  if (key === 'first-appearance') return Object.keys((c.owes as Record<string, number> | undefined) ?? {}).find((k) => k in FIRST_APPEARANCE) ?? null;
  return c.shotAt?.[key] ? key : null;
}

/** The RL roll's facts: the crowd, the stateless RL, one modifier per row of the RL State Chart (its value shown). */
const RL_FACTS: ProcedureFacts = {
  args: [{ name: 'crowd', description: 'crowd id in the state (omit for a stateless lookup with --rl)', kind: 'crowds', canAct: crowdInPlay }],
  options: [
    { flags: '--rl <n>', description: `the crowd's RL, ${RL_MIN}..${RL_MAX} (stateless lookup)`, role: 'stateless' },
    ...RL_MODIFIERS.filter((row) => row.key !== 'first-casualty' && row.key !== 'later-casualties').map((row): FactOption => {
      const label = t('en', `rl.mod.${row.key}`, { n: 'n' });
      const known = row.fromState || row.key === 'first-appearance' ? (game: GameState, [id]: string[]) => knownRl(row.key, game, id) : undefined;
      return row.kind === 'flag'
        ? { flags: `--${row.key}`, description: `${label} (${signed(row.value)})`, role: 'modifier', known }
        : { flags: `--${row.key} <n>`, description: `${label} (${signed(row.value)} each)`, role: 'modifier', known };
    }),
    {
      flags: '--firearm-casualties <n>',
      description: 'casualties from firearms so far (first -2, each later -1; R8)',
      role: 'modifier',
      known: (game, [id]) => knownRl('firearm-casualties', game, id),
    },
    { flags: '--mod <label=value>', description: "the umpire's own modifier, e.g. --mod \"burning car=+1\" (repeatable)", role: 'other', repeatable: true },
    { flags: '--allow-second', description: 'a second roll of the crowd this turn by another umpire, for a new circumstance (several tables, U284; logged as typed)', role: 'other' },
    {
      flags: '--situation <situation>',
      description: 'a situation of the RL chart: its jump applies where the roll lands (RL 1 no-escape -> 7; RL 2-3 no-sf-in-sight -> 4; surrounded: RL 2 -> 6, RL 3 -> 5)',
      role: 'value',
      choices: SITUATIONS,
      checked: true,
      ask: 'optional',
      // Offered where the roll can land on a level that has a jump (one level above the highest, R1's step of 1).
      askWhen: (game, [id]) => (game.crowds[id]?.rl ?? 0) <= Math.max(...Object.keys(RL_JUMPS).map(Number)) + 1,
    },
  ],
};

interface RlOpts extends CommonOpts {
  rl?: string;
  mod?: string[];
  firearmCasualties?: string;
  situation?: string;
  [flag: string]: unknown;
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('rl-roll')
    .description('Response Level roll for a crowd: 1d6 + modifiers; 7+ RL up, 1-6 same, 0- RL down (R1)');
  defineFacts(cmd, RL_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: RlOpts) => {
    // Read when the facts are gathered: on a game with a map, after the map filled them (src/map/facts.ts).
    const typed = () => {
      const flags: string[] = [];
      for (const [key, name] of FLAG_OPTIONS) if (opts[name] === true) flags.push(key);
      if (flags.includes('damp') && flags.includes('soaked')) {
        throw new UserError('bad-option', { option: '--damp/--soaked', problemKey: 'err.p.damp-or-soaked' });
      }
      const counts: Record<string, number> = {};
      for (const [opt, key, name] of COUNT_OPTION_NAMES) {
        const v = opts[name];
        if (v !== undefined) counts[key] = intOpt(`--${opt}`, v, 0, 1000);
      }
      const shot = opts.firearmCasualties !== undefined ? intOpt('--firearm-casualties', opts.firearmCasualties, 0, 10000) : undefined;
      const umpireMods = parseMods(opts.mod);
      const situation = opts.situation === undefined ? undefined : choiceOpt('--situation', opts.situation, SITUATIONS);
      return { flags, counts, shot, umpireMods, situation };
    };
    // Checked before the state is read, as ever (a bad value is exit 2 at once); read again once the map filled its options.
    typed();

    await runProcedure<RlFacts>(io, opts, crowd, {
      name: 'rl-roll',
      takesModifiers: true,
      fromOptions(edition, lang) {
        const { flags, counts, shot, umpireMods, situation } = typed();
        if (opts.rl === undefined) {
          throw new UserError('missing-option', { procedure: 'rl-roll', whatKey: 'err.w.crowd-or-rl', option: '<crowd> or --rl N', optionKey: 'err.o.crowd-or-rl' });
        }
        return {
          edition,
          lang,
          rl: intOpt('--rl', opts.rl, RL_MIN, RL_MAX),
          flags,
          counts,
          firearmCasualties: shot ?? 0,
          umpireMods,
          situation,
        };
      },
      fromState(game, id, lang, tx) {
        if (opts.rl !== undefined) {
          throw new UserError('bad-option', { option: '--rl', problemKey: 'err.p.stateless-rl', id });
        }
        const { flags, counts, shot, umpireMods, situation } = typed();
        const c = lookup(game.crowds, id, 'unknown-crowd');
        const known = new Set(flags);
        if (c.wet === 'damp' && !known.has('soaked')) known.add('damp');
        if (c.wet === 'soaked' && !known.has('damp')) known.add('soaked');
        for (const g of gasOnCrowd(game, id)) known.add(RL_GAS_LINE[g]);
        for (const k of Object.keys(c.shotAt ?? {})) known.add(k);
        // The first appearance of riot forces or mounted police, recorded as owed (U55), gives its +2 once.
        const owed = Object.keys((c.owes as Record<string, number> | undefined) ?? {});
        if (owed.some((k) => k in FIRST_APPEARANCE)) known.add('first-appearance');
        const adj = adjacentCounts(game, c);
        // Built field by field: a literal with a conditional spread is built the slow way (a batch makes one per line).
        const facts: RlFacts = {
          edition: game.edition,
          lang,
          crowdId: id,
          crowdName: c.name,
          rl: c.rl,
          flags: [...known],
          counts: {
            arrests: c.arrests,
            'adjacent-higher': adj.higher,
            'adjacent-lower': adj.lower,
            'adjacent-running': adj.running,
            ...counts,
          },
          firearmCasualties: shot ?? c.firearmCasualties,
          umpireMods,
          situation,
        };
        if (typeof c.objective === 'string') facts.objective = c.objective;
        facts.looter = c.looter === true;
        facts.looters = c.looters;
        facts.owed = owed;
        facts.lists = neighbourLists(game, id);
        facts.mergedInto = c.mergedInto as string | undefined;
        // A game of several tables (issue 42, U284): who rolls, and who rolled the crowd last.
        if (Object.keys((game as { sectors?: object }).sectors ?? {}).length > 0) {
          facts.tables = { umpire: tx.umpire(), turn: game.turn, allowSecond: opts.allowSecond === true };
          const control = (game as { control?: string }).control;
          if (control !== undefined) facts.tables.control = control;
          const sectors = (game as { sectors?: Record<string, string[]> }).sectors ?? {};
          const owner = sectorOwner(sectors, id);
          if (owner !== undefined) facts.tables.owner = owner;
          const rolled = c.rolled as { turn: number; by: string | null } | undefined;
          if (rolled) facts.tables.rolled = rolled;
        }
        return facts;
      },
      resolve: resolveRlRoll,
    });
  });
}
