// --help in the user's language: the commands keep their English texts where
// they are defined (src/commands/*), and when help is printed in French each
// description, option and argument text is looked up in the French help
// catalogue (help-fr.ts, keyed by the English text), so that no command file
// changes for it; commander's own words (Usage, Options...) are said in French too.
import { Help, type Command } from 'commander';
import type { Lang } from '../rules/types.js';
import { HELP_FR } from './help-fr.js';
import { wordFor } from './index.js';

/** Commander's own help words, in French. */
const COMMANDER_FR: readonly [RegExp, string][] = [
  [/^Usage:/gm, 'Utilisation\u00a0:'],
  [/^Options:/gm, 'Options\u00a0:'],
  [/^Arguments:/gm, 'Arguments\u00a0:'],
  [/^Commands:/gm, 'Commandes\u00a0:'],
  [/display help for command/g, 'affiche l’aide de la commande'],
  [/output the version number/g, 'affiche le numéro de version'],
  // A help line wrapped right after the word keeps its line break.
  [/\(choices:(\s)/g, '(choix\u00a0:$1'],
  [/\(default:(\s)/g, '(par défaut\u00a0:$1'],
  [/,(\s+)default:(\s)/g, ',$1par défaut\u00a0:$2'],
  [/\[options\]/g, '[options]'],
  [/\[command\]/g, '[commande]'],
  [/help \[commande\]/g, 'help [commande]'],
];

/** The French of one help text, or the text itself when the catalogue has none. */
export function helpFr(text: string): string {
  return Object.hasOwn(HELP_FR, text) ? HELP_FR[text] : (composedFr(text) ?? text);
}

/**
 * The French of a help text made from parts, each in the catalogue: a text
 * and a list in parentheses (`next-turn`'s description names the turn hooks
 * of every game and pack loaded: its French is made from each hook's name, so
 * that it follows whatever hooks the games add). Null when a part has none.
 */
function composedFr(text: string): string | null {
  const m = /^(.*) \(([^()]*)\)$/.exec(text);
  if (!m || !Object.hasOwn(HELP_FR, m[1])) return null;
  const parts = m[2].split(', ');
  if (!parts.every((x) => Object.hasOwn(HELP_FR, x))) return null;
  return `${HELP_FR[m[1]]} (${parts.map((x) => HELP_FR[x]).join(', ')})`;
}

/** Whether a help text has its French (in the catalogue, or made from parts that are). */
export function hasHelpFr(text: string): boolean {
  return Object.hasOwn(HELP_FR, text) || composedFr(text) !== null;
}

/** Every help text of a program (descriptions, options, arguments), for the completeness test. */
export function helpTexts(program: Command): string[] {
  const out: string[] = [];
  const walk = (cmd: Command) => {
    if (cmd.description()) out.push(cmd.description());
    for (const o of cmd.options) if (o.description && o.long !== '--help' && o.long !== '--version') out.push(o.description);
    for (const a of cmd.registeredArguments) if (a.description) out.push(a.description);
    cmd.commands.forEach(walk);
  };
  walk(program);
  return out;
}

/**
 * Commander's wrapping, but never at a no-break space (its own splits at any
 * \s, U+00A0 included, and would start a line with the « : » a French text
 * keeps beside its word): they are a mark of one column while it wraps.
 */
function keepNoBreakSpaces(this: Help, str: string, width: number): string {
  return Help.prototype.boxWrap.call(this, str.replace(/\u00a0/g, '\ue000'), width).replace(/\ue000/g, '\u00a0');
}

/** Sets the program's help in `lang` (English is as written; French from the catalogue). */
export function localizeHelp(program: Command, lang: Lang): void {
  if (lang === 'en') return;
  const walk = (cmd: Command) => {
    if (cmd.description()) cmd.description(helpFr(cmd.description()));
    for (const o of cmd.options) o.description = helpFr(o.description);
    for (const a of cmd.registeredArguments) {
      a.description = helpFr(a.description);
      // The usage line's <crowd> as <foule>: help is printed and the parse stops, so no value is ever read by this name.
      (a as unknown as { _name: string })._name = wordFor(lang, [`arg.${a.name()}`], a.name());
    }
    cmd.configureHelp({
      // The layout set before (src/render/help.ts) is kept.
      ...cmd.configureHelp(),
      formatHelp: (c, helper) => COMMANDER_FR.reduce((s, [re, fr]) => s.replace(re, fr), Help.prototype.formatHelp.call(helper, c, helper)),
      boxWrap: keepNoBreakSpaces,
    });
    cmd.commands.forEach(walk);
  };
  walk(program);
}
