// Guided prompts: a procedure started in a terminal without the facts it
// needs asks for them, generically from the command as registered: the
// subject (its argument) picked from the state, the options the refusal named,
// the situational modifiers (boolean options, their --help text showing the
// value) ticked on a checklist, and physical dice or the program's roll.
// The answers become a command line, run through the same path and logged
// as if it had been typed.
import type { Command } from 'commander';
import { hasMessage, labelled, t, wordFor } from '../i18n/index.js';

export { labelled };
import type { Io } from '../engine/io.js';
import type { Lang } from '../rules/types.js';
import { openStateFile, pathsFor, resolveStateFile } from '../state/store.js';
import { dbPaths, storeUrl } from '../state/store-url.js';
import { commandOwners, loadAllSystems, systemsOf } from '../engine/registry.js';
import { kindEntries, type Game } from '../engine/system.js';
import { idKindOf, idKindsOf, optionModel, type OptionModel } from '../repl/complete.js';
import { inquirerPrompter, type Choice, type Prompter } from './prompter.js';
import { helpFr } from '../i18n/help.js';
import { askedList, askedPick, factsOf, isAsked, isDiceFree, modifierApplies, longOf, takesValue, type FactOption, type PickChoice, type ProcedureFacts } from '../commands/facts.js';
import { terminalWidth, visible } from '../render/width.js';
import { isUserError, UserError } from '../errors.js';
import { escapeControls } from '../render/safe.js';
import { ASK_DICE } from '../dice.js';
import { isBack, Tape } from './back.js';

/** Options that are not situational modifiers: never on the checklist. */
const NOT_MODIFIERS = new Set(['--json', '--player', '--help', '--version', '--dry-run', '--force', '--odds']);

/** An Io that may carry a prompter (tests, the REPL). */
export type PromptIo = Io & { prompter?: Prompter };

/** An option's or argument's help text in the question's language (the French help catalogue). */
const inLang = (lang: Lang, text: string) => (lang === 'fr' ? helpFr(text) : text);

/** A text with its first letter capitalised (a help text read as a question). */
function capital(s: string): string {
  return s.length > 0 ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * The question for an argument: its help text in the question's language,
 * never its (English) name, which nobody types (`Fighters or units of the game...`).
 * Asked from a pick list (`picked`), only its first clause: the choices say
 * the rest, and the line stays short at 80 columns ("What happened to it").
 */
export function argQuestion(lang: Lang, description: string, picked = false): string {
  return capital(picked ? shortHelp(lang, description) : inLang(lang, description));
}

/**
 * The question for an option's value: its help text in the question's
 * language, then the option as typed (`The weapon... (--weapon)`), so that the
 * line it makes reads as the umpire will type it next time.
 */
export function optionQuestion(lang: Lang, long: string, description: string, picked = false): string {
  // A help text ending in its own parenthesis reads as a clause, so that the option's is the only one:
  // "The firing unit, required on a game (--unit)", not "The firing unit (required on a game) (--unit)".
  const q = argQuestion(lang, description, picked);
  const m = /^(.*\S) \(([^()]*)\)$/.exec(q);
  return `${m ? `${m[1]}, ${m[2]}` : q} (${long})`;
}


/** A modifier's value in its help text: "(+2)", "(-1 each)", "(-1 chacun)". */
const MOD_VALUE = /\s*\(([+\-−]\d+(?:[.,]\d+)?(?:\s\p{L}+)?)\)/u;

/**
 * A checklist line: the modifier's value first, then the option as typed and
 * its help text ("+2 first-appearance: Specialist riot forces or mounted
 * police appear for the first time"), so that a line cut at the terminal's
 * width never hides the value.
 */
export function checklistLine(lang: Lang, long: string, description: string): string {
  const text = inLang(lang, description);
  const m = MOD_VALUE.exec(text);
  if (!m) return labelled(lang, long.replace(/^--/, ''), text);
  return `${m[1]} ${labelled(lang, long.replace(/^--/, ''), `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}`.trim())}`;
}

/**
 * Whether a command's resolution rolls nothing whatever its facts: marked so
 * (src/commands/facts.ts rollsNothing), or a command of a game that rolls no
 * dice (GameSystem.rollsNoDice: Intervention, U177). The guide then asks no
 * dice and offers no --odds.
 */
export function diceFree(cmd: Command): boolean {
  if (isDiceFree(cmd)) return true;
  const owners = commandOwners(cmd.name());
  return owners.length > 0 && owners.every((sys) => sys.rollsNoDice === true);
}

/** A command's help as a pick-list line read at a glance: its first clause, in the question's language. */
export function shortHelp(lang: Lang, text: string): string {
  const s = inLang(lang, text);
  // The first « : » or « ; » outside brackets ("the weapon (default: its first)" stays whole).
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === ':' || c === ';') && (i + 1 === s.length || /\s/.test(s[i + 1])) && i > 0) return s.slice(0, /\s/.test(s[i - 1]) ? i - 1 : i);
  }
  return s;
}

export function prompterFor(io: PromptIo, lang?: Lang): Prompter {
  if (!io.prompter) io.prompter = inquirerPrompter({ stdin: io.stdin, stdout: io.rawStdout ?? io.stdout });
  if (lang) io.prompter.lang = lang;
  return io.prompter;
}

/**
 * The game of the state file these words point at (its systems loaded), or
 * null (stateless: every system is loaded then, so that the prompts know
 * every kind of id an option may name).
 */
export async function gameFor(io: Io, words: readonly string[]): Promise<Game | null> {
  const i = words.findIndex((w) => w === '--state' || w.startsWith('--state='));
  const opt = i < 0 ? undefined : words[i].includes('=') ? words[i].slice(8) : words[i + 1];
  try {
    // A database (--store, UMPIRE_STORE; issue 35): its game, read in one snapshot.
    const url = opt === undefined ? storeUrl(io.env) : undefined;
    if (url !== undefined) return (await (await import('../state/transaction.js')).readGame({ paths: dbPaths(url), env: io.env, warn: () => undefined })).game;
    return (await openStateFile(pathsFor(resolveStateFile(opt, io.env, io.cwd)))).game;
  } catch {
    await loadAllSystems();
    return null;
  }
}

/** What a command line already gives: its positionals and option names. */
export function givenIn(cmd: Command, words: readonly string[]): { positionals: string[]; options: Set<string>; values: Record<string, string> } {
  const models = cmd.options.map((x) => optionModel(x));
  const positionals: string[] = [];
  const options = new Set<string>();
  // The values typed (a repeated option's joined with commas, as the guide gives a list): a later question's pick
  // list may depend on them (--hidden offers the figures --at named).
  const values: Record<string, string> = Object.create(null);
  const note = (long: string, v: string | undefined) => {
    if (v !== undefined) values[long] = values[long] === undefined ? v : `${values[long]},${v}`;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.startsWith('-')) {
      const long = w.split('=')[0];
      options.add(long);
      const o = models.find((m) => m.long === long);
      if (w.includes('=')) note(long, w.slice(long.length + 1));
      else if (o?.takesValue) {
        note(long, words[i + 1]);
        i += 1;
      }
    } else positionals.push(w);
  }
  return { positionals, options, values };
}

export function langOf(io: Io, words: readonly string[], game: Game | null): Lang {
  const i = words.indexOf('--lang');
  const v = i >= 0 ? words[i + 1] : undefined;
  if (v === 'en' || v === 'fr') return v;
  return game?.lang ?? (io.env.UMPIRE_LANG === 'fr' ? 'fr' : 'en');
}

/** Choices for the ids of one kind (its state key), each with its name and what its kind shows of it (a crowd's RL: IdKind.detail). */
export function idChoices(game: Game, kind: string, lang: Lang): Choice[] {
  const map = kindEntries(game, kind);
  const spec = idKindsOf(game).find((k) => k.key === kind);
  return Object.entries(map).map(([id, e]) => {
    const named = spec?.name?.(id, e, game, lang);
    const bits = [named === undefined && typeof e.name === 'string' && e.name !== id ? e.name : ''];
    if (spec?.detail) bits.push(spec.detail(e, lang, game));
    const extra = bits.filter(Boolean).join(', ');
    const head = named ?? id;
    return { value: id, name: extra ? `${head} (${extra})` : head };
  });
}

/** Where the catalogue names the fixed choices of an option (by its long name): the picker shows the word beside the code. */
const CHOICE_WORDS: Readonly<Record<string, readonly string[]>> = {
  '--intent': ['guide.choice.'],
  '--weapon': ['fire.weapon.', 'weapons.name.', 'guide.choice.'],
  '--range': ['fire.range.'],
  '--situation': ['jump.situation.'],
  '--why': ['owe.trigger.'],
  '--kind': ['weapons.gas.kind.'],
  '--pickup': ['loot.vehicle.'],
  '--pace': ['movement.pace.'],
  '--vehicle': ['movement.vehicle.'],
  '--type': ['unit.type.'],
  '--kit': ['unit.kit.'],
  // Intervention's cover (l.252-258).
  '--cover': ['intervention.cover.'],
  // Arguments of a few codes, by their name in angle brackets.
  '<trigger>': ['overreact.trigger.', 'owe.trigger.'],
  '<action>': ['act.action.'],
};

/** A fixed choice of an option as the picker shows it: `code: word` when the catalogue has a word for it, else the code. */
export function choiceName(lang: Lang, long: string, code: string): string {
  // Else the words a change line gives the codes of a field of that name (`change.code.order.aimed`).
  const prefixes = [...(CHOICE_WORDS[long] ?? []), `change.code.${long.replace(/^--|^<|>$/g, '')}.`];
  const word = wordFor(lang, prefixes.map((p) => `${p}${code}`), code);
  return word.toLowerCase() === code.toLowerCase() ? code : labelled(lang, code, word);
}

/** What the state knows of a modifier (`damp`, `cs, tear`, `shot-at`, a count) in words of the language. */
export function knownWords(lang: Lang, known: string): string {
  return known
    .split(', ')
    .map((k) => (/^\d+$/.test(k) ? k : wordFor(lang, [`guide.wet.${k}`, `weapons.gas.kind.${k}`, `rl.mod.${k}`, `overreact.trigger.${k}`, `owe.trigger.${k}`], k)))
    .join(', ');
}

/** "No unit", "pas d’unité", "pas de foule": a kind none of which can act or be aimed at (French elides its « de » before a vowel). */
function noneOf(lang: Lang, kind: string): { kindKey: string; noneKey: string } {
  const vowel = /^[aeiouyh\u00e0\u00e2\u00e9\u00e8\u00ea\u00ee\u00ef\u00f4\u00fb]/i.test(t(lang, `guide.kind.${kind}`));
  return { kindKey: `guide.kind.${kind}`, noneKey: vowel ? 'guide.none-of.vowel' : 'guide.none-of' };
}

/** Options that aim at ids (a target): their pick list leaves out the subjects, and what the kind says cannot be aimed at. */
const AIMING = /^--(at|targets?)$/;

/**
 * What the game's systems forbid of a procedure before its facts are asked
 * (GameSystem.vetoes: an opinion card's ban), given the values answered so far;
 * thrown as the refusal the resolution would make, before the first question.
 */
export function vetoOf(game: Game, procedure: string, lang: Lang, values: Readonly<Record<string, string>> = {}): string | null {
  for (const sys of systemsOf(game)) {
    const why = sys.vetoes?.(procedure, game, lang, values);
    if (why) return why;
  }
  return null;
}

function refuseIfVetoed(game: Game, procedure: string, lang: Lang, values: Readonly<Record<string, string>>): void {
  const why = vetoOf(game, procedure, lang, values);
  if (why) throw new UserError('refused', { procedure, reason: why });
}

async function askValue(p: Prompter, o: OptionModel, game: Game | null, lang: Lang, subjects: readonly string[] = [], procedure?: string): Promise<string> {
  const label = optionQuestion(lang, o.long, o.description);
  const short = optionQuestion(lang, o.long, o.description, true);
  if (o.choices.length) return p.select(short, o.choices.map((c) => ({ value: c, name: choiceName(lang, o.long, c) })));
  if (o.kind && game) {
    let ch = idChoices(game, o.kind, lang);
    if (AIMING.test(o.long)) {
      const ids = subjects.flatMap((s) => s.split(','));
      const kind = idKindsOf(game).find((k) => k.key === o.kind);
      ch = ch.filter((c) => !ids.includes(c.value) && (kind?.aimedAt?.(game, ids, c.value, procedure) ?? true));
      // Nothing to aim at: said in one line, not a line to type a target nobody can be.
      if (ch.length === 0 && kind && procedure) throw new UserError('guide-none-to-aim', { procedure, ...noneOf(lang, kind.key), option: o.long });
    }
    if (ch.length) return p.select(short, ch);
  }
  // A question longer than the terminal's line asks by its first clause (the rest is in --help), as the facts' questions do.
  const room = terminalWidth() ?? 80;
  const bare = `${argQuestion(lang, o.description, true).replace(/\s*\([^()]*\)$/, '')} (${o.long})`;
  const q = visible(label) + 3 <= room ? label : visible(short) + 3 <= room ? short : bare;
  return p.input(q, (s) => (s.trim() !== '' ? true : t(lang, 'repl.needs-value')));
}

/** The "none" choice of an optional value: its answer line "-" where the question and "(none)" would pass the terminal's line. */
function noneChoice(lang: Lang, question: string): Choice {
  const name = t(lang, 'guide.none');
  // "✔ " before the question, a space and the answer after it.
  return visible(question) + 3 + visible(name) <= (terminalWidth() ?? 80) ? { value: '', name } : { value: '', name, short: '-' };
}

/** The modifier checklist: the command's boolean options not already given, and that apply to the game and the answers so far (modifierWhen). */
export function modifierOptions(cmd: Command, given: Set<string>, game: Game | null = null, positionals: readonly string[] = [], values: Readonly<Record<string, string>> = {}): OptionModel[] {
  return cmd.options
    .filter((o) => !o.required && !o.optional && !o.negate && o.long && !NOT_MODIFIERS.has(o.long) && !given.has(o.long) && modifierApplies(o, game, positionals, values))
    .map((x) => optionModel(x));
}

/**
 * The dice question: the program rolls, or the umpire enters the physical
 * dice, each group asked by name as the resolution wants it (`--roll ask`,
 * src/prompts/dice.ts). Returns the words to add; null when skipped.
 */
export async function askDice(p: Prompter, lang: Lang, skip = false, draw?: DrawAsk): Promise<string[] | null> {
  // U411: where the dice draw cards, the card drawn from the printed deck may be named instead.
  const drawable = draw !== undefined && draw.count > 0 && draw.left.length >= draw.count;
  const how = await p.select(t(lang, 'repl.dice'), [
    { value: 'roll', name: t(lang, 'repl.dice.roll') },
    ...(drawable ? [{ value: 'card', name: t(lang, draw.count > 1 ? 'repl.dice.cards' : 'repl.dice.card') }] : []),
    { value: 'enter', name: t(lang, 'repl.dice.enter') },
    ...(skip ? [{ value: 'skip', name: t(lang, 'repl.dice.skip') }] : []),
  ]);
  if (how === 'skip') return null;
  if (how === 'roll') return [];
  if (how === 'card' && drawable) return askCardsDrawn(p, lang, draw);
  return ['--roll', ASK_DICE];
}

/** What the dice question needs to offer "the card I drew" (ProcedureFacts.draw, U411): the cards drawn and those left. */
export interface DrawAsk {
  option: string;
  count: number;
  /** The cards left, in deck order, a copy each, by name. */
  left: readonly PickChoice[];
}

/**
 * The cards drawn at the table, one pick each among the cards left (a card
 * with several copies once, with how many are left; one picked is one copy
 * fewer for the next pick): `option id` for each, in the order drawn.
 */
async function askCardsDrawn(p: Prompter, lang: Lang, draw: DrawAsk): Promise<string[]> {
  const left = [...draw.left];
  const out: string[] = [];
  for (let k = 1; k <= draw.count; k++) {
    const copies = new Map<string, { name: string; n: number }>();
    for (const c of left) {
      const e = copies.get(c.value);
      if (e) e.n += 1;
      else copies.set(c.value, { name: c.name ?? c.value, n: 1 });
    }
    const question = draw.count > 1 ? `${t(lang, 'guide.draw.which')} ${k}/${draw.count}` : t(lang, 'guide.draw.which');
    const id = await p.select(question, [...copies].map(([value, e]) => ({ value, name: e.n > 1 ? t(lang, 'guide.draw.copies', { card: e.name, n: e.n }) : e.name, short: e.name })));
    left.splice(left.findIndex((c) => c.value === id), 1);
    out.push(draw.option, id);
  }
  return out;
}

export interface GuideOptions {
  /** The subject is already chosen (the turn sequence): do not ask it. */
  fixedSubject?: boolean;
  /** Offer "skip" at the dice question (the turn sequence); null is returned if taken. */
  allowSkip?: boolean;
  /** The names of missing options from the refusal (`--unit`, `--rl`...); `--range (map)`: one the map could not read (src/map/facts.ts), asked without Enter. */
  missing?: string;
  /** A second pass (the completed line still lacked a fact): ask only the facts, not the modifiers and dice again. */
  factsOnly?: boolean;
  /** The answers so far, kept across a back (src/prompts/back.ts): a caller that runs the line may go back into it. */
  tape?: Tape;
  /** A line said before a question (why the map cannot read it); set by the guide from its terminal. */
  say?: (line: string) => void;
}

/**
 * Asks for what `words` (a command line) lacks and returns the completed
 * command line, or null when the umpire skipped it. Back at a question asks
 * the one before again, its answer kept (src/prompts/back.ts); back at the
 * first goes on up (BackError): the caller's question was before it.
 */
export async function guideWords(io: PromptIo, cmd: Command, words: string[], o: GuideOptions = {}): Promise<string[] | null> {
  const tape = o.tape ?? new Tape();
  for (;;) {
    try {
      return await guideOnce(io, cmd, words, o, tape);
    } catch (e) {
      if (!(isBack(e) && tape.back())) throw e;
    }
  }
}

async function guideOnce(io: PromptIo, cmd: Command, words: string[], o: GuideOptions, tape: Tape): Promise<string[] | null> {
  const rest = words.slice(1);
  const game = await gameFor(io, rest);
  const lang = langOf(io, rest, game);
  const p = tape.over(prompterFor(io, lang));
  const given = givenIn(cmd, rest);
  const facts = factsOf(cmd);
  // A refusal the state knows (a ban in force) before the first question.
  if (game) refuseIfVetoed(game, cmd.name(), lang, given.values);
  if (facts && game) return guideFacts(p, cmd, facts, game, lang, words, given, { say: (line) => io.stdout.write(`${line}\n`), ...o });
  const out = [...words];
  let filledSubject = false;

  // The subject: each missing argument, picked from the ids of the state or
  // its few codes (Intervention's `intv-orders <fighters> <order>`, `act`'s
  // action); a required one that is neither is typed (never left to an error).
  const args = cmd.registeredArguments;
  const kinds = idKindsOf(game);
  for (let i = given.positionals.length; i < args.length && game && !o.fixedSubject; i++) {
    const a = args[i];
    const kind = idKindOf(`${a.name()} ${a.description}`, kinds);
    const spec = kind ? kinds.find((k) => k.key === kind) : undefined;
    const all = kind ? idChoices(game, kind, lang) : (a.argChoices ?? []).map((c) => ({ value: c, name: choiceName(lang, `<${a.name()}>`, c) }));
    // Only the ids that can be its subject now (a character who took its action this turn is not, U66); none left: one line.
    const ch = spec?.canAct ? all.filter((c) => spec.canAct!(game, c.value, cmd.name(), given.options)) : all;
    if (kind && all.length > 0 && ch.length === 0) throw new UserError('guide-none-can-act', { procedure: cmd.name(), ...noneOf(lang, kind) });
    const question = argQuestion(lang, a.description);
    let id: string;
    // The first subject asked plainly when its kind has the words ("Which unit?"), as the facts' flow asks it.
    const which = i === 0 && kind && hasMessage(lang, `guide.which.${kind}`) ? t(lang, `guide.which.${kind}`) : null;
    if (ch.length > 0) id = await p.select(which ?? argQuestion(lang, a.description, true), ch);
    else if (a.required) id = (await p.input(question, (s) => (s.trim() !== '' ? true : t(lang, 'repl.needs-value')))).trim();
    else break;
    out.splice(1 + given.positionals.length + (i - given.positionals.length), 0, id);
    filledSubject = true;
  }

  // The options the refusal named (an "A or B" alternative is settled by the subject).
  const named = [...new Set((o.missing ?? '').match(/--[a-z][a-z0-9-]*/g) ?? [])];
  if (!(filledSubject && /\bor\b/.test(o.missing ?? ''))) {
    for (const long of named) {
      const opt = cmd.options.find((x) => x.long === long);
      if (!opt || given.options.has(long)) continue;
      const m = optionModel(opt, kinds);
      if (m.takesValue) out.push(long, await askValue(p, m, game, lang, givenIn(cmd, out.slice(1)).positionals, cmd.name()));
      else out.push(long);
      given.options.add(long);
    }
  }

  // The options asked even with a default (askedOption: a target's cover), when the values given call for them.
  if (!o.factsOnly) {
    for (const opt of cmd.options) {
      const long = opt.long;
      const sofar = givenIn(cmd, out.slice(1));
      if (!long || given.options.has(long) || !isAsked(opt, sofar.values, { game, positionals: sofar.positionals })) continue;
      const m = optionModel(opt, kinds);
      // A checklist (the other figures a burst is fired at): none ticked leaves the option out.
      const list = askedList(opt, game, sofar.positionals, sofar.values, lang);
      if (list !== null) {
        // The answer line shows the ids ticked, as typed (the names and states are on the list).
        const ticked = await p.checkbox(optionQuestion(lang, long, opt.description, true), list.map((c) => ({ value: c.value, name: c.name ?? c.value, short: c.value })));
        if (ticked.length > 0) out.push(long, ticked.join(','));
      } else {
        // An optional value without a default (the edge a fighter leaves by): "none" first leaves it out; nothing to pick, not asked.
        // The answer line shows the value as typed, "-" for none (the long question and a name would pass 80 columns).
        const pick = askedPick(opt, game, sofar.positionals, sofar.values, lang);
        if (pick === null) out.push(long, await askValue(p, m, game, lang, sofar.positionals, cmd.name()));
        else if (pick.length > 0) {
          const q = optionQuestion(lang, long, opt.description, true);
          const v = await p.select(q, [noneChoice(lang, q), ...pick.map((c) => ({ value: c.value, name: c.name ?? c.value, short: c.value }))]);
          if (v !== '') out.push(long, v);
        }
      }
      given.options.add(long);
    }
  }

  // The situational modifiers, each with its value as --help shows it.
  if (o.factsOnly) return out;
  const sofar = givenIn(cmd, out.slice(1));
  const mods = modifierOptions(cmd, given.options, game, sofar.positionals, sofar.values).filter((m) => !(diceFree(cmd) && m.long === '--odds'));
  if (mods.length > 0) {
    const ticked = await p.checkbox(
      t(lang, 'repl.modifiers'),
      mods.map((m) => ({ value: m.long, name: checklistLine(lang, m.long, m.description) })),
    );
    // In the order of the command's options, as a person would type them.
    out.push(...mods.map((m) => m.long).filter((l) => ticked.includes(l)));
  }

  if (!diceFree(cmd) && cmd.options.some((x) => x.long === '--roll') && !given.options.has('--roll') && !given.options.has('--odds')) {
    const dice = await askDice(p, lang, o.allowSkip);
    if (dice === null) return null;
    out.push(...dice);
  }
  return out;
}

/**
 * The options the map gives for a command line on a game with a map
 * (src/map/facts.ts mapGiven), by long name: the guide does not ask them.
 * `values` the answers so far; the flags given count as given.
 */
export async function mappedOptions(game: Game, cmd: Command, words: readonly string[], subjects?: readonly string[], values?: Readonly<Record<string, string>>, flags?: ReadonlySet<string>): Promise<Set<string>> {
  if (!game.map) return new Set();
  const given = givenIn(cmd, words.slice(1));
  const n = factsOf(cmd)?.args.length ?? given.positionals.length;
  const { mapGiven } = await import('../map/facts.js');
  return new Set((await mapGiven(game, cmd.name(), subjects ?? given.positionals.slice(0, n), mapValues(values ?? given.values, flags ?? given.options))).keys());
}

/** The answers so far as the map reads them: the values, and each flag given as set. */
function mapValues(values: Readonly<Record<string, string>>, flags: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const o of flags) if (!(o in out)) out[o] = true;
  return out;
}

/**
 * A typed value's check at the prompt: empty (unless `emptyOk`), refused by the command itself (`FactOption.parse`),
 * or past the game's bound (`most`): the reason, else true.
 */
function typedCheck(f: FactOption, lang: Lang, most: number | null, emptyOk: boolean): (s: string) => true | string {
  return (s) => {
    if (s.trim() === '') return emptyOk ? true : t(lang, 'repl.needs-value');
    const bad = refusedValue(f, s.trim(), lang);
    if (bad !== null) return bad;
    const n = Number(s.trim().replace(',', '.'));
    return most !== null && Number.isFinite(n) && n > most ? t(lang, 'guide.too-many', { most }) : true;
  };
}

/** Whether a command line in a game lacks a fact its description asks (a subject or a required value), stateless options and what the map gives (`mapped`) aside. */
export function lacksFacts(cmd: Command, words: readonly string[], game: Game, mapped?: ReadonlySet<string>): boolean {
  const facts = factsOf(cmd);
  if (!facts) return false;
  const given = givenIn(cmd, words.slice(1));
  if (facts.options.some((f) => f.role === 'stateless' && given.options.has(longOf(f.flags)))) return false;
  if (given.options.has('--help')) return false;
  if (given.positionals.length < facts.args.length) return true;
  const subjects = given.positionals.slice(0, facts.args.length);
  const byMap = (f: FactOption) => mapped !== undefined && (mapped.has(longOf(f.flags)) || (f.unlessGiven ?? []).some((u) => mapped.has(u)));
  return facts.options.some((f) => f.role === 'value' && f.ask === 'required' && f.default === undefined && !settled(f, given.options) && !byMap(f) && (f.askWhen?.(game, subjects, given.options) ?? true));
}

/** The picker's value for "a new id" (never an id: ids start with a letter). */
const NEW_ID = '+new';

/** Whether a value is given, or settled by another option given instead. */
function settled(f: FactOption, given: Set<string>): boolean {
  return given.has(longOf(f.flags)) || (f.unlessGiven ?? []).some((u) => given.has(u));
}

/** The picker's choices for a value: its fixed list, the ids of its kind, or what the game offers. */
function valueChoices(f: FactOption, game: Game, subjects: string[], lang: Lang, values: Readonly<Record<string, string>>): Choice[] {
  const long = longOf(f.flags);
  if (f.pick) return f.pick(game, subjects, lang, values).map((c) => ({ value: c.value, name: c.name ?? choiceName(lang, long, c.value) }));
  if (f.choices) return f.choices.map((c) => ({ value: c, name: choiceName(lang, long, c) }));
  if (f.ids) return idChoices(game, f.ids, lang);
  return [];
}

/**
 * The guided flow from a procedure's facts, in a game: each subject not given
 * (only the ids that can act now), each value the game needs (a pick list),
 * the modifiers as a checklist with what the state knows shown ticked, then
 * the dice. Each question once; stateless-only options never.
 */
async function guideFacts(
  p: Prompter,
  cmd: Command,
  facts: ProcedureFacts,
  game: Game,
  lang: Lang,
  words: string[],
  given: { positionals: string[]; options: Set<string>; values?: Record<string, string> },
  o: GuideOptions,
): Promise<string[] | null> {
  const subjects = given.positionals.slice(0, facts.args.length);
  const positionals: string[] = [...subjects];
  for (let i = subjects.length; i < facts.args.length; i++) {
    const a = facts.args[i];
    const before = [...subjects];
    const listed = a.pick ? a.pick(game, before, lang).map((c) => ({ value: c.value, name: c.name ?? c.value })) : idChoices(game, a.kind, lang);
    const ch = listed
      .filter((c) => a.canAct?.(game, c.value, before) ?? true)
      .map((c) => {
        // A label says what the state knows of the id (an empty one, nothing).
        const label = a.label?.(game, c.value, lang, before) ?? '';
        return label ? { ...c, name: `${c.name} · ${label}` } : c;
      });
    if (a.allowNew) ch.push({ value: NEW_ID, name: t(lang, 'guide.new') });
    if (ch.length === 0) {
      const why = a.noneWhy?.(game, lang);
      throw new UserError(why ? 'guide-none-can-act-why' : 'guide-none-can-act', { procedure: cmd.name(), ...noneOf(lang, a.kind), ...(why ? { why } : {}) });
    }
    // A subject of a kind not asked yet plainly ("Which crowd?"); a second one of the same kind (merge's "into") by its own help text.
    const plain = !facts.args.slice(0, i).some((b) => b.kind === a.kind) && hasMessage(lang, `guide.which.${a.kind}`);
    // A checklist of them asks in the plural where the catalogue has it ("Which crowds?").
    const question = a.list && plain && hasMessage(lang, `guide.which-list.${a.kind}`) ? t(lang, `guide.which-list.${a.kind}`) : plain ? t(lang, `guide.which.${a.kind}`) : argQuestion(lang, a.description, true);
    if (a.variadic && a.ordered) {
      // One pick a place, among those not chosen yet; the last one left is taken without asking.
      const chosen: string[] = [];
      for (;;) {
        const left = ch.filter((c) => !chosen.includes(c.value) && (a.canAct?.(game, c.value, [...before, chosen.join(',')]) ?? true));
        if (left.length === 0) break;
        chosen.push(left.length === 1 && chosen.length > 0 ? left[0].value : await p.select(t(lang, a.ordered.question, { n: chosen.length + 1 }), left));
      }
      subjects.push(chosen.join(','));
      positionals.push(chosen.join(','));
      continue;
    }
    if (a.variadic && a.list) {
      // A checklist (the units that move together, the crowds under a cloud): at least one ticked, refused at the
      // prompt when none is; a prompter that still hands back none (a script) is a user error, never asked again for ever.
      const ticked = ch.length === 1 && o.fixedSubject ? [ch[0].value] : await p.checkbox(question, ch, (x) => (x.length > 0 ? true : t(lang, 'guide.tick-one')));
      if (ticked.length === 0) throw new UserError('guide-tick-one', { question });
      subjects.push(ticked.join(','));
      if (a.apart) positionals.push(...ticked);
      else positionals.push(ticked.join(','));
      continue;
    }
    let id = ch.length === 1 && o.fixedSubject ? ch[0].value : await p.select(question, ch);
    if (id === NEW_ID) id = (await p.input(t(lang, 'guide.new-id'), (s) => (/^[a-z][a-z0-9-]*$/i.test(s.trim()) ? true : t(lang, 'guide.bad-id')))).trim();
    subjects.push(id);
    positionals.push(id);
  }
  // The words given, with the chosen subjects after the ones typed.
  const out = [...words];
  out.splice(1 + afterPositionals(cmd, words.slice(1), given.positionals.length), 0, ...positionals.slice(given.positionals.length));

  // The values the game needs, each as a pick list (a number as a line of text);
  // a later list may depend on an earlier answer (fire's weapons on its unit).
  const values: Record<string, string> = { ...(given.values ?? {}) };
  // What the map gives (src/map/facts.ts) is not asked: read again after each answer (the firing unit names where from).
  const mapped = async () => (game.map ? mappedOptions(game, cmd, out, subjects, values, given.options) : new Set<string>());
  // An option the map could not read and asked for (`map-asks`) is required this time: Enter would only ask again.
  const mustGive = new Set([...(o.missing ?? '').matchAll(/(--[a-z][a-z0-9-]*) \(map\)/g)].map((m) => m[1]));
  const mappedAsks = async () => (await import('../map/facts.js')).mapAsks(game, cmd.name(), subjects, mapValues(values, given.options));
  for (const f of facts.options) {
    const long = longOf(f.flags);
    if (game.map && f.role !== 'stateless' && (await mapped()).has(long)) continue;
    if (f.role === 'yes-no') {
      if (settled(f, given.options)) continue;
      // The state settles it (an agent that has acted is only attacked): given, not asked.
      if (f.suppliedWhen?.(game, subjects, given.options, values)) {
        out.push(long);
        given.options.add(long);
        continue;
      }
      if (!(f.askWhen?.(game, subjects, given.options, values) ?? true)) continue;
      if (await askYesNo(p, f, game, subjects, lang, values, cmd.name())) {
        out.push(long);
        given.options.add(long);
      }
      continue;
    }
    if (f.role !== 'value' || !f.ask || settled(f, given.options)) continue;
    // Settled by an option the map gives (fire's band by the distance the map reads).
    if (game.map && (f.unlessGiven ?? []).length > 0) {
      const onMap = await mapped();
      if ((f.unlessGiven ?? []).some((u) => onMap.has(u))) continue;
    }
    // One the map cannot read (stale, near a limit: U250, U252) is asked at once and given even empty (nobody in a bubble), never left for the map to ask again.
    const unread = game.map && f.role === 'value' && !mustGive.has(long) ? (await mappedAsks()).get(long) : undefined;
    if (unread) {
      mustGive.add(long);
      // Why, before it is asked: "the map cannot say --bubble: mama is 3.16 pas away, within 0.5 of the text's 3 (U252)".
      const { askError } = await import('../map/facts.js');
      o.say?.(escapeControls(askError(cmd.name(), unread).localized(lang), false));
    }
    const ask = mustGive.has(long) ? 'required' : f.ask;
    if (f.askWhen && !f.askWhen(game, subjects, given.options, values)) continue;
    // Only the values the game's systems do not forbid (gas: the kind a card bans is not offered).
    const listed = valueChoices(f, game, subjects, lang, values);
    // An id the game narrows to none (no armed unit to fire, no character left to negotiate): one line, not a line to type.
    if (listed.length === 0 && f.pick && f.ids && f.ask === 'required') throw new UserError('guide-none-can-act', { procedure: cmd.name(), ...noneOf(lang, f.ids) });
    // An optional value the game narrows to none (every fighter of an assault already fires): nothing to ask.
    if (listed.length === 0 && f.pick && f.ask === 'optional') continue;
    const ch = listed.filter((c) => !vetoOf(game, cmd.name(), lang, { ...values, [long]: c.value }));
    if (listed.length > 0 && ch.length === 0) refuseIfVetoed(game, cmd.name(), lang, { ...values, [long]: listed[0].value });
    const asked = optionQuestion(lang, long, f.description, ch.length > 0);
    // A pick longer than the terminal's line asks without its closing parenthesis or after-comma clause (the rest is in --help).
    const label = ch.length > 0 && visible(asked) + 3 > (terminalWidth() ?? 80) ? `${argQuestion(lang, f.description, true).replace(/\s*\([^()]*\)$/, '').replace(/,\s[^,]*$/, '')} (${long})` : asked;
    let v: string;
    const many = ch.length > 0 ? (f.many?.(game, subjects, values) ?? null) : null;
    if (many === 'list') {
      // A checklist: any of the pick list, given comma-separated.
      const ticked = await p.checkbox(label, ch, f.check ? (x) => f.check!(game, subjects, x, lang, values) : undefined);
      if (ticked.length === 0) {
        // None ticked where the map asked the list (U252): an answer, given as the empty list, not left out (asked again).
        if (mustGive.has(long)) {
          values[long] = '';
          out.push(long, '');
          given.options.add(long);
        }
        continue;
      }
      if (f.partner) {
        // One pick each, in the order ticked, the ends of the pairs made so far taken: `value:partner`. Where a fighter is
        // in one pair only (`once`: a melee), one ticked and already picked as an earlier one's partner is in that pair.
        const taken = new Set<string>();
        const paired: string[] = [];
        for (const v of ticked) {
          if (f.partner.once && taken.has(v)) continue;
          taken.add(v);
          const other = f.partner.pick(game, subjects, v, lang, taken, values);
          if (other.length === 0) throw new UserError('guide-no-partner', { option: long, value: v });
          const picked = await p.select(t(lang, f.partner.question, { value: v }), other.map((c) => ({ ...c, name: c.name ?? c.value })));
          taken.add(picked);
          paired.push(`${v}:${picked}`);
        }
        ticked.splice(0, ticked.length, ...paired);
      }
      if (f.amount) for (let k = 0; k < ticked.length; k++) ticked[k] = await askAmount(p, f.amount, game, subjects, lang, ticked[k]);
      if (f.qualifier) for (let k = 0; k < ticked.length; k++) ticked[k] = await askQualifier(p, f.qualifier, lang, long, ticked[k]);
      values[long] = ticked.join(',');
      out.push(long, values[long]);
      given.options.add(long);
      continue;
    }
    if (typeof many === 'number' && many > 1) {
      // That many picks (one per shot), each given as its own option.
      const picked: string[] = [];
      // Each asked by its question (never the option alone: `--at 2/2`), numbered.
      for (let n = 1; n <= many; n++) picked.push(await p.select(`${label} ${n}/${many}`, ch));
      values[long] = picked.join(',');
      for (const x of picked) out.push(long, x);
      given.options.add(long);
      continue;
    }
    const eachOf = ch.length === 0 ? (f.each?.(game, subjects, values) ?? []) : [];
    if (new Set(eachOf).size > 1) {
      // Once per figure aimed at (GU l.46: each shot its own target, its own distance), given once per shot in order.
      const most = f.most?.(game, subjects, values) ?? null;
      const asked = new Map<string, string>();
      for (const id of eachOf) {
        if (asked.has(id)) continue;
        const q = `${optionQuestion(lang, long, f.description, true)} → ${id}${most === null ? '' : ` ${t(lang, 'guide.at-most', { most })}`}`;
        const x = await p.input(q, typedCheck(f, lang, most, false));
        asked.set(id, x.trim());
      }
      for (const id of eachOf) out.push(long, asked.get(id)!);
      values[long] = asked.get(eachOf[0])!;
      given.options.add(long);
      continue;
    }
    if (ch.length > 0) {
      const none = ask === 'optional' ? [noneChoice(lang, label)] : [];
      v = await p.select(label, [...none, ...ch]);
      if (v !== '' && f.amount) v = await askAmount(p, f.amount, game, subjects, lang, v);
      if (v !== '' && f.qualifier) v = await askQualifier(p, f.qualifier, lang, long, v);
    } else {
      // Enter takes the default: named where the option has one ("[Enter: 1]") or the state knows it (a unit's fit figures), else the command's own.
      const enter = f.default === undefined ? (f.enter?.(game, subjects, values, given.options) ?? null) : null;
      const hint = mustGive.has(long) ? '' : f.default !== undefined ? t(lang, 'guide.enter-value', { value: f.default }) : enter !== null ? t(lang, 'guide.enter-value', { value: enter }) : f.ask === 'optional' ? t(lang, 'guide.enter-default') : '';
      // The game's own bound on a typed number (a unit's fit figures): said in the question, refused at the prompt.
      const most = f.most?.(game, subjects, values) ?? null;
      const bounded = (q: string): string => (most === null ? q : /\d+\.\.\d+/.test(q) ? q.replace(/(\d+)\.\.\d+/, `$1..${most}`) : `${q} ${t(lang, 'guide.at-most', { most })}`);
      // A question longer than the terminal's line asks by its first clause (the rest is in --help): a line to type on, not three.
      const full = [bounded(label), hint].filter(Boolean).join(' ');
      const short = [bounded(optionQuestion(lang, long, f.description, true)), hint].filter(Boolean).join(' ');
      // Still too long (a first clause ending in its own parenthesis, "throwing (default: the whole crowd)"): without it.
      const bare = [bounded(`${argQuestion(lang, f.description, true).replace(/\s*\([^()]*\)$/, '')} (${long})`), hint].filter(Boolean).join(' ');
      const room = terminalWidth() ?? 80;
      // Still too long, and Enter takes the bound itself ("at most 20 here [Enter: 20]"): the bound said once, by Enter (refused at the prompt past it all the same).
      const once = enter !== null && enter === most ? [`${argQuestion(lang, f.description, true).replace(/\s*\([^()]*\)$/, '')} (${long})`, hint].join(' ') : bare;
      const fits = (q: string) => visible(q) + 3 <= room;
      v = await p.input(fits(full) ? full : fits(short) ? short : fits(bare) ? bare : once, typedCheck(f, lang, most, (ask === 'optional' || f.default !== undefined) && !mustGive.has(long)));
      v = v.trim();
    }
    if (v === '') continue;
    values[long] = v;
    out.push(long, v);
    given.options.add(long);
  }

  if (o.factsOnly) return out;
  // The modifiers: what the state knows shown ticked (not asked), the rest to tick.
  const onMap = await mapped();
  const mods = facts.options.filter((f) => f.role === 'modifier' && !given.options.has(longOf(f.flags)) && !onMap.has(longOf(f.flags)) && (f.askWhen?.(game, subjects, given.options, values) ?? true));
  const knownOf = new Map(mods.map((f) => [longOf(f.flags), f.known?.(game, subjects) ?? null]));
  const free = mods.filter((f) => knownOf.get(longOf(f.flags)) === null && !takesValue(f.flags));
  const shown = mods.filter((f) => knownOf.get(longOf(f.flags)) !== null);
  if (free.length > 0) {
    const ticked = await p.checkbox(t(lang, 'repl.modifiers'), [
      ...shown.map((f) => ({
        value: longOf(f.flags),
        name: checklistLine(lang, longOf(f.flags), f.description),
        checked: true,
        disabled: t(lang, 'guide.known', { what: knownWords(lang, knownOf.get(longOf(f.flags)) ?? '') }),
      })),
      ...free.map((f) => ({ value: longOf(f.flags), name: checklistLine(lang, longOf(f.flags), f.description) })),
    ]);
    for (const l of free.map((f) => longOf(f.flags)).filter((x) => ticked.includes(x))) {
      out.push(l);
      given.options.add(l);
    }
  }

  // No dice where the answers leave nothing to roll (a negotiation at RL 6, a fire the umpire starts).
  const rolls = !diceFree(cmd) && (facts.diceWhen?.(game, subjects, given.options, values) ?? true);
  if (rolls && cmd.options.some((x) => x.long === '--roll') && !given.options.has('--roll') && !given.options.has('--odds')) {
    // U411: the cards the dice would draw, offered to be named as drawn from the printed deck.
    const draw = facts.draw && !given.options.has(facts.draw.option) ? { option: facts.draw.option, count: facts.draw.count(game, subjects, values), left: facts.draw.left(game, subjects, lang) } : undefined;
    const dice = await askDice(p, lang, o.allowSkip, draw);
    if (dice === null) return null;
    out.push(...dice);
  }
  return out;
}

/** The yes/no of a `yes-no` option: true for yes; a precondition answered no is refused at once, in the rules' words. */
async function askYesNo(p: Prompter, f: FactOption, game: Game, subjects: string[], lang: Lang, values: Readonly<Record<string, string>>, procedure: string): Promise<boolean> {
  const params: Record<string, string> = { subject: subjects[0] ?? '', second: subjects[1] ?? '' };
  for (const [k, v] of Object.entries(values)) params[k.replace(/^--/, '')] = v;
  const question = `${t(lang, f.question ?? 'guide.yes-no', params)} (${longOf(f.flags)})`;
  const yes = { value: 'yes', name: t(lang, 'guide.yes') };
  const no = { value: 'no', name: t(lang, 'guide.no') };
  // A precondition offers yes first (it is asked because the subject needs it); a choice offers no first (Enter changes nothing).
  const answer = await p.select(question, f.refuseIfNo ? [yes, no] : [no, yes]);
  if (answer === 'yes') return true;
  const why = f.refuseIfNo?.(game, subjects, lang, values) ?? null;
  if (why) throw new UserError('refused', { procedure, reason: why });
  return false;
}

/** How many of a value picked (a unit's figures): a number up to the most, given as `value:n`; Enter takes them all, or `amount.enter` (the value alone). */
/** What the command would say of a typed value it refuses (`FactOption.parse`), in the guide's language; null when it takes it. */
function refusedValue(f: FactOption, typed: string, lang: Lang): string | null {
  if (!f.parse) return null;
  try {
    f.parse(typed);
    return null;
  } catch (e) {
    if (isUserError(e)) return e.localized(lang);
    throw e;
  }
}

async function askAmount(p: Prompter, amount: NonNullable<FactOption['amount']>, game: Game, subjects: string[], lang: Lang, value: string): Promise<string> {
  const most = amount.most(game, subjects, value);
  // No other count to give than Enter's (one unit a type the credits pay once): not asked.
  if (amount.enter !== undefined && most <= amount.enter) return value;
  const question = `${t(lang, amount.question, { value: amount.words?.(game, value, lang) ?? value, most })} ${t(lang, 'guide.enter-value', { value: amount.enter ?? most })}`;
  const n = (
    await p.input(question, (s) => {
      const x = s.trim();
      return x === '' || (/^\d{1,4}$/.test(x) && Number(x) >= 1 && Number(x) <= most) ? true : (amount.enter === undefined ? t(lang, 'guide.amount-bad', { most }) : t(lang, 'guide.amount-bad-enter', { most, enter: amount.enter }));
    })
  ).trim();
  return n === '' ? value : `${value}:${Number(n)}`;
}

/** The word qualifying a value picked (a shot's cover): Enter keeps the value alone, another choice gives `value:choice`. */
async function askQualifier(p: Prompter, q: NonNullable<FactOption['qualifier']>, lang: Lang, long: string, value: string): Promise<string> {
  const words = value.split(':').map((x) => (/^[a-z][a-z0-9_-]*$/i.test(x) ? x : ''));
  const picked = await p.select(t(lang, q.question, { value: words.join(' → '), a: words[0] ?? '', b: words[1] ?? '' }), [
    { value: '', name: t(lang, q.none) },
    ...q.choices.map((c) => ({ value: c, name: q.words && hasMessage(lang, `${q.words}${c}`) ? labelled(lang, c, t(lang, `${q.words}${c}`)) : choiceName(lang, long, c) })),
  ]);
  return picked === '' ? value : `${value}:${picked}`;
}

/** The index in `rest` just after its first `n` positionals (0 when n is 0). */
function afterPositionals(cmd: Command, rest: readonly string[], n: number): number {
  if (n === 0) return 0;
  const models = cmd.options.map((x) => optionModel(x));
  let seen = 0;
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i];
    if (w.startsWith('-')) {
      const m = models.find((x) => x.long === w.split('=')[0]);
      if (m?.takesValue && !w.includes('=')) i += 1;
    } else if (++seen === n) return i + 1;
  }
  return rest.length;
}
