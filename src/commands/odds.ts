// `umpire odds <procedure> [options]`: the same as `<procedure> ... --odds`;
// and `umpire odds rl --all`: for every crowd of the state, the chance its RL
// rises, stays or falls under what the state implies plus the options given.
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { readGame } from '../state/transaction.js';
import type { OddsRecord } from '../odds/run.js';
import { outputLang, statePaths, useColor, type Io } from './common.js';

/** Short names accepted after `umpire odds`. */
const ALIASES: Record<string, string> = { rl: 'rl-roll' };

export function register(program: Command, io: Io): void {
  program
    .command('odds')
    .argument('<procedure>', 'the procedure (rl or rl-roll, melee, fire, negotiate, overreact, ...)')
    .argument('[options...]', "the procedure's subject and options, as for a resolution")
    .description('Exact chance of every outcome of a procedure, before the dice are rolled (nothing is logged); `odds rl --all` for every crowd')
    .allowUnknownOption()
    .helpOption(false)
    .action(async (procedure: string, rest: string[]) => {
      const { main, buildProgram } = await import('../cli.js');
      const name = ALIASES[procedure] ?? procedure;
      const all = rest.includes('--all');
      const args = rest.filter((a) => a !== '--all');
      if (procedure === '--help' || procedure === '-h') {
        io.stdout.write('Usage: umpire odds <procedure> [subject] [options]   (same options as the procedure; see umpire <procedure> --help)\n       umpire odds rl --all [options]\n');
        return;
      }
      const { COMMANDS } = await import('./index.js');
      const program = name in COMMANDS ? await buildProgram([name], io) : null;
      const cmd = program?.commands.find((c) => c.name() === name);
      if (!cmd || !cmd.options.some((o) => o.long === '--odds')) {
        // Only for the message: which commands take --odds.
        const every = await buildProgram([], io);
        const procedures = every.commands.filter((c) => c.options.some((o) => o.long === '--odds')).map((c) => c.name());
        throw new UserError('bad-option', { option: 'odds', problem: `"${procedure}" is not a procedure (known: ${procedures.join(', ')})` });
      }
      if (!all) {
        const argv = [name, ...args, '--odds'];
        const code = await main(argv, { ...io, argv });
        if (code !== 0) throw new UserError('odds-failed', { code });
        return;
      }
      if (name !== 'rl-roll') throw new UserError('bad-option', { option: '--all', problem: 'goes with odds rl (every crowd of the state)' });
      const stateIdx = args.indexOf('--state');
      const paths = statePaths(io, { state: stateIdx >= 0 ? args[stateIdx + 1] : undefined });
      const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      const json = args.includes('--json');
      const langIdx = args.indexOf('--lang');
      const lang = outputLang({ lang: langIdx >= 0 ? args[langIdx + 1] : undefined }, sf.game, sf.game.edition);
      const rows: { id: string; rl: number; rec: OddsRecord | null }[] = [];
      for (const crowd of Object.values(sf.game.crowds)) {
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
          throw new UserError('odds-failed', { code });
        }
        const rec = code === 0 ? (JSON.parse(out) as OddsRecord) : null;
        rows.push({ id: crowd.id, rl: crowd.rl, rec });
        if (json && rec) io.stdout.write(`${JSON.stringify(rec)}\n`);
      }
      if (json) return;
      const { table, theme } = await import('../render/human.js');
      const th = theme(useColor(io));
      const chance = (rec: OddsRecord | null, code: string) => {
        const o = rec?.outcomes.find((x) => x.code === code);
        return o ? `${o.percent.toFixed(1)}%` : rec ? '0.0%' : '—';
      };
      io.stdout.write(
        `${th.title(t(lang, 'odds.all-title', { turn: sf.game.turn }))}\n${table(
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
        )}\n`,
      );
    });
}
