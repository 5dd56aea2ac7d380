// `umpire odds <procedure> [options]`: the same as `<procedure> ... --odds`;
// and the odds subcommands the systems register (GameSystem.odds: Civil
// Disorder's `odds rl --all` and `odds burn <building> --turns N`), each
// selected by the procedure's name and its option, listed by `odds --help`.
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { commandOwners, loadSystem, systemEntries } from '../engine/registry.js';
import type { OddsSubcommand } from '../engine/system.js';
import type { Io } from './common.js';
import { theProgram } from '../engine/program.js';

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
      const { main, buildProgram } = theProgram();
      const name = Object.hasOwn(ALIASES, procedure) ? ALIASES[procedure] : procedure;
      const args = rest.filter((a) => a !== '--all');
      if (procedure === '--help' || procedure === '-h') {
        const { t } = await import('../i18n/index.js');
        const asked = ['--lang', '--edition'].map((o) => rest[rest.indexOf(o) + 1]).find((v, i) => rest.includes(['--lang', '--edition'][i]));
        const lang = (asked ?? io.env.UMPIRE_LANG) === 'fr' ? 'fr' : 'en';
        // The engine's line, then each registered system's subcommands (their messages loaded with them).
        const lines = [t(lang, 'odds.usage')];
        for (const { system, sub } of subcommands()) {
          await loadSystem(system.kind, system.id);
          lines.push((await sub.load()).usage(lang));
        }
        io.stdout.write(`${lines.join('\n')}\n`);
        return;
      }
      // An unknown name builds the program with every command: then none of them is `name`.
      const program = await buildProgram([name], io);
      const cmd = program?.commands.find((c) => c.name() === name);
      if (!cmd || !cmd.options.some((o) => o.long === '--odds')) {
        // Only for the message: which commands take --odds.
        const every = await buildProgram([], io);
        const procedures = every.commands.filter((c) => c.options.some((o) => o.long === '--odds')).map((c) => c.name());
        throw new UserError('bad-option', { option: 'odds', problemKey: 'err.p.not-procedure', value: procedure, known: procedures.join(', ') });
      }
      // A subcommand of a system owning this procedure, selected by its option.
      const owners = commandOwners(name);
      const chosen = subcommands().find(({ system, sub }) => sub.procedure === name && rest.includes(sub.flag) && owners.includes(system));
      if (chosen) {
        await loadSystem(chosen.system.kind, chosen.system.id);
        await (await chosen.sub.load()).run(io, args);
        return;
      }
      const stray = subcommands().find(({ sub }) => sub.strayKey && rest.includes(sub.flag))?.sub;
      if (stray?.strayKey) throw new UserError('bad-option', { option: stray.flag, problemKey: stray.strayKey });
      const argv = [name, ...args, '--odds'];
      const code = await main(argv, { ...io, argv });
      if (code !== 0) throw saidAlready(new UserError('odds-failed', { code }));
    });
}

/** Every registered system's odds subcommands, in the order registered (their entries: nothing loaded). */
function subcommands(): { system: ReturnType<typeof systemEntries>[number]; sub: OddsSubcommand }[] {
  return systemEntries().flatMap((system) => Object.values(system.odds ?? {}).map((sub) => ({ system, sub })));
}

/** The procedure run for the odds has said its one line already: exit 2 without another. */
export function saidAlready(e: UserError): UserError {
  e.said = true;
  return e;
}
