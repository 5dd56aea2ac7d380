// --help laid out for the terminal and for the game in play (loaded only when
// help is asked for): every list of terms (commands, options, arguments)
// keeps its description column when it wraps, a term too wide for the column
// gets a line of its own; `umpire --help` lists the commands by name under a
// heading for the engine's and one for each game's and pack's, each with the
// first clause of its description (`umpire help <command>` has the rest).
import { Help, type Command } from 'commander';
import { t } from '../i18n/index.js';
import { titleKey, type SystemEntry } from '../engine/registry.js';
import { wrapText } from './width.js';
import type { Lang } from '../rules/types.js';

const INDENT = 2;
const SPACER = 2;
/** The narrowest description column kept beside the terms: a wider term goes on a line of its own. */
const MIN_DESCRIPTION = 40;

/** The terms' column: as wide as the widest term, but leaving the descriptions MIN_DESCRIPTION columns. */
function padWidth(this: Help, cmd: Command, helper: Help): number {
  const width = this.helpWidth ?? 80;
  return Math.min(Help.prototype.padWidth.call(this, cmd, helper), Math.max(8, width - INDENT - SPACER - MIN_DESCRIPTION));
}

/** One term and its description, wrapped in the description's column; a term wider than the column on a line of its own. */
function formatItem(this: Help, term: string, termWidth: number, description: string, helper: Help): string {
  const lead = ' '.repeat(INDENT);
  if (!description) return lead + term;
  const column = ' '.repeat(INDENT + termWidth + SPACER);
  const room = Math.max(20, (this.helpWidth ?? 80) - termWidth - SPACER - INDENT);
  const body = helper.boxWrap(description, room).replace(/\n/g, `\n${column}`);
  const w = helper.displayWidth(term);
  if (w > termWidth) return `${lead}${term}\n${column}${body}`;
  return `${lead}${term}${' '.repeat(termWidth - w + SPACER)}${body}`;
}

/** Every command's help laid out for `width` columns (the terminal's; 80 piped), its own settings kept. */
export function layoutHelp(program: Command, width: number): void {
  const walk = (cmd: Command) => {
    cmd.configureHelp({ ...cmd.configureHelp(), helpWidth: width, minWidthToWrap: 20, padWidth, formatItem });
    cmd.commands.forEach(walk);
  };
  walk(program);
}

/**
 * The first clause of a description (up to its first « : », « ; » or « . »
 * outside brackets), less a leading game's name that the heading already
 * says ("Intervention: melee (…): …" under Intervention's heading).
 */
export function summaryOf(text: string, names: readonly string[] = []): string {
  let s = text;
  for (const n of names) {
    const m = new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s?:\\s`).exec(s);
    if (m) {
      s = s.slice(m[0].length);
      s = s.charAt(0).toUpperCase() + s.slice(1);
      break;
    }
  }
  let depth = 0;
  for (let i = 1; i < s.length; i++) {
    const c = s[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === ':' || c === ';' || c === '.') && /\s/.test(s[i + 1] ?? ' ')) {
      s = s.slice(0, /\s/.test(s[i - 1]) ? i - 1 : i);
      break;
    }
  }
  return s;
}

export interface HelpGroups {
  lang: Lang;
  /** Each command's system (null: the engine's). */
  owner(name: string): SystemEntry | null;
  /** Commands several games share, listed once with the engine's (`turn`), with this description. */
  shared: ReadonlyMap<string, string>;
  /** A line or two after the list. */
  after: string[];
  /** The help's width (the terminal's; 80 piped, as commander's lists). */
  width: number;
}

/** The heading of a system's commands: a game's name, or a pack's with the games it goes over. */
export function systemHeading(sys: SystemEntry, lang: Lang, titleOf: (s: SystemEntry) => string): string {
  if (sys.kind === 'game') return t(lang, 'help.group.game', { title: titleOf(sys) });
  return t(lang, 'help.group.pack', { title: titleOf(sys), over: (sys.over ?? []).map((g) => t(lang, titleKey({ kind: 'game', id: g }))).join(', ') });
}

/** `umpire --help`: the commands by name under their headings, each with its description's first clause. */
export function groupCommands(program: Command, g: HelpGroups): void {
  const titleOf = (s: SystemEntry) => t(g.lang, titleKey(s));
  const names = new Set<string>();
  for (const c of program.commands) {
    const sys = g.shared.has(c.name()) ? null : g.owner(c.name());
    if (sys) {
      names.add(titleOf(sys));
      names.add(sys.title.en);
      names.add(sys.title.fr);
    }
    c.helpGroup(sys ? systemHeading(sys, g.lang, titleOf) : t(g.lang, 'help.group.engine'));
  }
  program.commandsGroup(t(g.lang, 'help.group.engine'));
  program.helpCommand(true);
  const own = program.configureHelp();
  program.configureHelp({
    ...own,
    subcommandTerm: (c: Command) => c.name(),
    subcommandDescription: (c: Command) => summaryOf(g.shared.get(c.name()) ?? c.description(), [...names]),
  });
  if (g.after.length) program.addHelpText('after', `\n${g.after.flatMap((l) => wrapText(l, g.width)).join('\n')}`);
}
