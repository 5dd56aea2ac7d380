// `umpire rules diff`: every place where the English and French editions'
// numbers differ, found in the rule tables themselves (src/rules/editions.ts).
import type { Command } from 'commander';
import { t } from '../i18n/index.js';
import { LANGS, type Lang } from '../rules/types.js';
import { choiceOpt, useColor, type Io } from './common.js';

export function register(program: Command, io: Io): void {
  const rules = program.command('rules').description('About the rules themselves');
  rules
    .command('diff')
    .description('Every place where the two editions (en, fr) differ, from the rule tables')
    .option('--rules-only', 'leave out the places that differ only by the unit (inches vs cm)')
    .option('--json', 'print the differences as JSON (one array)')
    .option('--lang <lang>', 'output language')
    .action(async (opts: { rulesOnly?: boolean; json?: boolean; lang?: string }) => {
      const lang: Lang = opts.lang ? choiceOpt('--lang', opts.lang, LANGS) : 'en';
      const { editionDifferences } = await import('../rules/editions.js');
      const { RULE_MODULES } = await import('../rules/index.js');
      const diffs = editionDifferences(RULE_MODULES).filter((d) => !opts.rulesOnly || d.kind === 'rule');
      if (opts.json) {
        io.stdout.write(`${JSON.stringify(diffs)}\n`);
        return;
      }
      const { table, theme } = await import('../render/human.js');
      const th = theme(useColor(io));
      const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
      io.stdout.write(
        `${th.title(t(lang, 'rules.diff-title', { n: diffs.length }))}\n${table(
          [t(lang, 'rules.col.table'), t(lang, 'rules.col.where'), 'en', 'fr', t(lang, 'rules.col.kind')],
          diffs.map((d) => [`${d.module}: ${d.table}`, d.path || '—', show(d.en), show(d.fr), t(lang, `rules.kind.${d.kind}`)]),
          th,
        )}\n`,
      );
    });
}
