// `umpire rules diff`: the places where the English and French texts differ
// (src/rules/civil-disorder/editions.ts EDITION_PLACES, each with its status and the table or
// ruling that settles it), then every value where the editions' rule tables
// differ, found in the tables themselves.
import type { Command } from 'commander';
import { numberText, t } from '../../i18n/index.js';
import { LANGS, type Lang } from '../../rules/types.js';
import { choiceOpt, useColor, type Io } from '../common.js';

export function register(program: Command, io: Io): void {
  const rules = program.command('rules').description('About the rules themselves');
  rules
    .command('diff')
    .description('Every place where the two editions (en, fr) differ: the texts side by side, then the rule tables')
    .option('--rules-only', 'leave out the places that differ only by the unit (inches vs cm)')
    .option('--json', 'print one object: {places, differences}')
    .option('--lang <lang>', 'output language')
    .action(async (opts: { rulesOnly?: boolean; json?: boolean; lang?: string }) => {
      const lang: Lang = opts.lang ? choiceOpt('--lang', opts.lang, LANGS) : 'en';
      const { EDITION_PLACES, editionDifferences, placeOf, placeStatus } = await import('../../rules/civil-disorder/editions.js');
      const { RULE_MODULES } = await import('../../rules/civil-disorder/index.js');
      const places = EDITION_PLACES.map((p) => ({ ...p, status: placeStatus(p, RULE_MODULES) })).filter(
        (p) => !opts.rulesOnly || p.status !== 'unit',
      );
      const differences = editionDifferences(RULE_MODULES)
        .filter((d) => !opts.rulesOnly || d.kind === 'rule')
        .map((d) => ({ ...d, place: placeOf(d) }));
      if (opts.json) {
        io.stdout.write(`${JSON.stringify({ places, differences })}\n`);
        return;
      }
      const { table, theme } = await import('../../render/human.js');
      const th = theme(useColor(io));
      const show = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? numberText(lang, v) : JSON.stringify(v));
      const status = (p: (typeof places)[number]) => {
        const s = p.status === 'ruling' ? t(lang, 'rules.status.ruling', { ruling: p.ruling ?? '' }) : t(lang, `rules.status.${p.status}`);
        return p.status !== 'ruling' && p.ruling ? `${s} (${t(lang, 'rules.settled-by', { ruling: p.ruling })})` : s;
      };
      const quote = (q: string | null) => (q === null ? t(lang, 'rules.absent') : `“${q.replace(/\s+/g, ' ')}”`);
      const out: string[] = [th.title(t(lang, 'rules.places-title', { n: places.length }))];
      places.forEach((p, i) => {
        out.push(t(lang, 'rules.place-line', { n: String(i + 1).padStart(2), title: th.title(t(lang, `rules.place.${p.id}`)), id: p.id, status: th.head(status(p)) }));
        out.push(`    en: ${quote(p.en)}`);
        out.push(`    fr: ${quote(p.fr)}`);
        out.push(th.dim(`    ${t(lang, 'common.labelled', { label: t(lang, 'rules.in-tables'), text: p.tables.join(', ') })}`));
      });
      out.push('');
      out.push(th.title(t(lang, 'rules.tables-title', { n: differences.length })));
      out.push(
        table(
          [t(lang, 'rules.col.table'), t(lang, 'rules.col.where'), 'en', 'fr', t(lang, 'rules.col.kind'), t(lang, 'rules.col.place')],
          differences.map((d) => [`${d.module}: ${d.table}`, d.path || '—', show(d.en), show(d.fr), t(lang, `rules.kind.${d.kind}`), d.place ?? '—']),
          th,
        ),
      );
      io.stdout.write(`${out.join('\n')}\n`);
    });
}
