// Civil Disorder's odds subcommands (GameSystem.odds, registered in its
// entry): `umpire odds rl --all`, for every crowd of the state the chance its
// RL rises, stays or falls under what the state implies plus the options
// given; and `umpire odds burn <building> --turns N`, the fire forecast
// (src/odds/civil-disorder/burn.ts). Both read the state and write nothing.
import { UserError } from '../../errors.js';
import { decimal, percent, t } from '../../i18n/index.js';
import { readGame } from '../../state/transaction.js';
import type { OddsRecord } from '../../odds/run.js';
import { intOpt, lookup, outputLang, statePaths, useColor, type Io } from '../common.js';
import { EDITIONS, type Edition, type Lang } from '../../rules/types.js';
import { theProgram } from '../../engine/program.js';
import { plays, titleKey } from '../../engine/registry.js';
import { saidAlready } from '../odds.js';
import type { OddsSubcommandModule } from '../../engine/system.js';
import { burnOdds, MAX_BURN_TURNS } from '../../odds/civil-disorder/burn.js';

/** `umpire odds rl --all [options]`: the RL odds of every crowd in play. */
export const rlAll: OddsSubcommandModule = {
  usage: (lang: Lang) => t(lang, 'odds.usage.rl-all'),
  async run(io: Io, args: string[]): Promise<void> {
    const { main } = theProgram();
  const stateIdx = args.indexOf('--state');
  const paths = statePaths(io, { state: stateIdx >= 0 ? args[stateIdx + 1] : undefined });
  const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
  // Crowds' RL odds are Civil Disorder's: on another game, one line saying so (was a crash).
  const cd = { kind: 'game', id: 'civil-disorder' } as const;
  if (!plays(sf.game, cd)) throw new UserError('other-game-command', { command: 'odds rl --all', ownerKey: titleKey(cd), gameKey: titleKey({ kind: 'game', id: sf.game.system }) });
  const json = args.includes('--json');
  const langIdx = args.indexOf('--lang');
  const lang = outputLang({ lang: langIdx >= 0 ? args[langIdx + 1] : undefined }, sf.game, sf.game.edition);
  const rows: { id: string; rl: number; rec: OddsRecord | null }[] = [];
  for (const crowd of Object.values(sf.game.crowds)) {
    // A crowd that merged into another is out of play (U53): no row.
    if (typeof crowd.mergedInto === 'string') continue;
    let out = '';
    let err = '';
    const argv = ['rl-roll', crowd.id, ...args.filter((a) => a !== '--json'), '--odds', '--json'];
    const code = await main(argv, {
      ...io,
      argv,
      stdout: { write: (s: string) => (out += s), isTTY: false },
      stderr: { write: (s: string) => (err += s), isTTY: false },
    });
    if (code !== 0 && !/never reforms|dispersed/.test(err)) {
      io.stderr.write(err);
      throw saidAlready(new UserError('odds-failed', { code }));
    }
    const rec = code === 0 ? (JSON.parse(out) as OddsRecord) : null;
    rows.push({ id: crowd.id, rl: crowd.rl, rec });
    if (json && rec) io.stdout.write(`${JSON.stringify(rec)}\n`);
  }
  if (json) return;
  const { table, theme } = await import('../../render/human.js');
  const { ODDS_SHEET } = await import('../../odds/run.js');
  const { fitText, terminalWidth } = await import('../../render/width.js');
  const th = theme(useColor(io));
  const chance = (rec: OddsRecord | null, code: string) => {
    const o = rec?.outcomes.find((x) => x.code === code);
    return o ? percent(lang, o.percent) : rec ? percent(lang, 0) : '—';
  };
  // 80 columns piped too, as a procedure's odds (ODDS_SHEET).
  io.stdout.write(
    `${fitText(`${th.title(t(lang, 'odds.all-title', { turn: sf.game.turn }))}\n${table(
      [t(lang, 'status.col.id'), t(lang, 'status.col.rl'), t(lang, 'odds.rl-down'), t(lang, 'odds.rl-same'), t(lang, 'odds.rl-up'), t(lang, 'common.modifier')],
      rows.map(({ id, rl, rec }) => [
        id,
        rl,
        chance(rec, 'rl-down'),
        chance(rec, 'rl-same'),
        chance(rec, 'rl-up'),
        rec ? rec.modifiers.map((m) => `${m.label} ${m.value > 0 ? '+' : ''}${m.value}`).join(', ') : t(lang, 'odds.dispersed'),
      ]),
      th,
      ODDS_SHEET,
    )}`, terminalWidth() ?? ODDS_SHEET.columns)}\n`,
  );
  },
};

/** `umpire odds burn <building> --turns N`: the fire forecast. */
export const burnTurns: OddsSubcommandModule = {
  usage: (lang: Lang) => t(lang, 'odds.usage.burn-turns', { max: MAX_BURN_TURNS }),
  run: (io: Io, args: string[]) => burnForecast(io, args),
};

/** Options of `umpire odds burn [building] --turns N [--fires F --value V --neighbours K]`. */
const BURN_OPTIONS = ['--turns', '--fires', '--value', '--neighbours', '--state', '--lang', '--edition'];

/**
 * `umpire odds burn <building> --turns N`: fire growth and spread over N
 * turns, a chain stepping with the fire-turn rule (src/odds/burn.ts).
 * Reads the state, writes nothing; stateless with --fires/--value/--neighbours.
 */
async function burnForecast(io: Io, args: string[]): Promise<void> {
  const opts: Record<string, string> = {};
  let building: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') json = true;
    else if (BURN_OPTIONS.includes(a)) {
      if (i + 1 >= args.length) throw new UserError('bad-option', { option: a, problemKey: 'err.p.needs-value' });
      opts[a] = args[++i];
    } else if (a.startsWith('-')) throw new UserError('bad-option', { option: a, problemKey: 'err.p.not-burn-option', known: [...BURN_OPTIONS, '--json'].join(', ') });
    else if (building === undefined) building = a;
    else throw new UserError('bad-option', { option: a, problemKey: 'err.p.one-building' });
  }
  const turns = intOpt('--turns', opts['--turns'], 1, MAX_BURN_TURNS);
  const { fireTurnFacts } = await import('../../rules/civil-disorder/burn.js');
  let facts: import('../../rules/civil-disorder/burn.js').FireTurnFacts;
  let lang: import('../../rules/types.js').Lang;
  let name: string;
  if (building !== undefined) {
    for (const o of ['--fires', '--value', '--neighbours']) {
      if (opts[o] !== undefined) throw new UserError('bad-option', { option: o, problemKey: 'err.p.stateless-only' });
    }
    const paths = statePaths(io, { state: opts['--state'] });
    const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
    if (opts['--edition'] && opts['--edition'] !== sf.game.edition) {
      throw new UserError('edition-conflict', { given: opts['--edition'], edition: sf.game.edition });
    }
    const b = lookup(sf.game.buildings, building, 'unknown-building');
    lang = outputLang({ lang: opts['--lang'] }, sf.game, sf.game.edition);
    facts = fireTurnFacts(sf.game, building, b.fires, lang);
    name = b.name ?? building;
  } else {
    if (opts['--fires'] === undefined) {
      throw new UserError('missing-option', { procedure: 'odds burn', whatKey: 'err.w.building-or-fires', option: '<building> or --fires N', optionKey: 'err.o.building-or-fires' });
    }
    const edition = (opts['--edition'] === undefined ? 'en' : EDITIONS.includes(opts['--edition'] as Edition) ? opts['--edition'] : null) as Edition | null;
    if (!edition) throw new UserError('bad-choice', { option: '--edition', value: opts['--edition'], choices: EDITIONS.join(', ') });
    lang = outputLang({ lang: opts['--lang'] }, null, edition);
    const n = opts['--neighbours'] === undefined ? 0 : intOpt('--neighbours', opts['--neighbours'], 0, 100);
    facts = {
      edition,
      lang,
      fires: intOpt('--fires', opts['--fires'], 0, 1000),
      value: opts['--value'] === undefined ? 0 : intOpt('--value', opts['--value'], 0, 1000),
      neighbours: Array.from({ length: n }, (_, i) => `neighbour-${i + 1}`),
    };
    name = t(lang, 'damage.the-building');
  }
  const rec = burnOdds(facts, turns);
  if (rec.refused) throw new UserError('refused', { procedure: 'burn', reason: rec.refused.reason });
  if (json) {
    io.stdout.write(`${JSON.stringify(rec)}\n`);
    return;
  }
  const { table, theme } = await import('../../render/human.js');
  const { ODDS_SHEET } = await import('../../odds/run.js');
  const { fitText, terminalWidth } = await import('../../render/width.js');
  const th = theme(useColor(io));
  const bar = (pct: number) => '█'.repeat(Math.round((pct / 100) * 20)) || (pct > 0 ? '▏' : '');
  const head = th.title(t(lang, 'odds.burn-title', { turns, name, fires: rec.start.fires, value: rec.start.value, neighbours: rec.start.neighbours }));
  const rows = rec.turns.map((x) => [
    x.turn,
    percent(lang, x.spreadPercent),
    percent(lang, x.spreadByPercent),
    bar(x.spreadByPercent),
    decimal(lang, x.expectedFires, 2),
    decimal(lang, x.expectedValue, 2),
    percent(lang, x.wreckPercent),
  ]);
  // 80 columns piped too, as a procedure's odds (ODDS_SHEET).
  io.stdout.write(
    `${fitText(`${head}\n${table(
      [t(lang, 'odds.burn.turn'), t(lang, 'odds.burn.spread'), t(lang, 'odds.burn.spread-by'), '', t(lang, 'odds.burn.fires'), t(lang, 'odds.burn.value'), t(lang, 'odds.burn.wreck')],
      rows,
      th,
      ODDS_SHEET,
    )}\n${th.dim(t(lang, 'odds.burn-footer'))}`, terminalWidth() ?? ODDS_SHEET.columns)}\n`,
  );
}
