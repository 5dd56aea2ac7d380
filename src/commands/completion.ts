// `umpire completion bash|zsh|fish`: a completion script for the user's own
// shell, as gh and npm print theirs. The script asks umpire itself for the
// words that may follow (`umpire __complete`, hidden, run by src/cli.ts
// before commander): the REPL's completer (src/repl/complete.ts) over the
// commands the line needs, with the ids of the game in the current folder
// (or --state's): the commands of that game and its packs, each command's
// options, an option's or argument's choices, the ids an argument names.
import { Argument, type Command } from 'commander';
// Commands are known through the program (src/engine/program.ts), not by importing src/commands/index.ts: a
// module loaded on demand that imported it would make the bundle load the games' list lazily (tests/engine/lazy-systems.test.ts).
import { theProgram } from '../engine/program.js';
import type { Game } from '../engine/system.js';
import type { Io } from '../engine/io.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

const BASH = `# umpire completion for bash (umpire completion bash).
# Install: echo 'eval "$(umpire completion bash)"' >> ~/.bashrc
_umpire_complete() {
  local line="\${COMP_LINE:0:COMP_POINT}"
  local cur="\${COMP_WORDS[COMP_CWORD]}"
  local typed="\${line##*[[:space:]]}"
  local IFS=$'\\n'
  local -a found
  found=($(command "\${COMP_WORDS[0]}" __complete --line "$line" 2>/dev/null))
  # bash cuts a word at ':' and '=' (COMP_WORDBREAKS): each candidate loses what comes before the part completed.
  case "$cur" in [:=]) cur="" ;; esac
  local drop="\${typed%"$cur"}"
  COMPREPLY=()
  local w
  for w in "\${found[@]}"; do COMPREPLY+=("\${w#"$drop"}"); done
}
complete -o default -F _umpire_complete umpire
`;

const ZSH = `#compdef umpire
# umpire completion for zsh (umpire completion zsh).
# Install: echo 'eval "$(umpire completion zsh)"' >> ~/.zshrc (after compinit)
_umpire() {
  local -a found
  found=("\${(@f)$("\${words[1]}" __complete -- "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  found=(\${found:#})
  if (( \${#found} )); then
    compadd -Q -a found
  else
    _files
  fi
}
compdef _umpire umpire
`;

const FISH = `# umpire completion for fish (umpire completion fish).
# Install: umpire completion fish > ~/.config/fish/completions/umpire.fish
function __umpire_complete
    set -l tokens (commandline -opc)
    set -l cur (commandline -ct)
    set -l found (command $tokens[1] __complete -- $tokens[2..-1] "$cur" 2>/dev/null)
    if test (count $found) -gt 0
        printf '%s\\n' $found
    else
        __fish_complete_path "$cur"
    end
end
complete -c umpire -f -a '(__umpire_complete)'
`;

/** The completion script for a shell. */
export function completionScript(shell: Shell): string {
  return shell === 'bash' ? BASH : shell === 'zsh' ? ZSH : FISH;
}

export function register(program: Command, io: Io): void {
  program
    .command('completion')
    .description('Print a completion script for your shell (bash, zsh or fish): commands, options, choices and the ids of the game in the current folder; see the README for its install line')
    .addArgument(new Argument('<shell>', 'the shell the script is for').choices([...SHELLS]))
    .action((shell: Shell) => {
      io.stdout.write(completionScript(shell));
    });
}

/** The value of an option in the words (`--state F`, `--state=F`). */
function optionIn(words: readonly string[], name: string): string | undefined {
  const i = words.findIndex((w) => w === name || w.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return words[i].includes('=') ? words[i].slice(name.length + 1) : words[i + 1];
}

/** The game in the state file the words point at (its systems loaded), or null. */
async function gameOf(words: readonly string[], io: Io): Promise<Game | null> {
  try {
    const { openStateFile, pathsFor, resolveStateFile } = await import('../state/store.js');
    return (await openStateFile(pathsFor(resolveStateFile(optionIn(words, '--state'), io.env, io.cwd)))).game;
  } catch {
    return null;
  }
}

/**
 * `umpire __complete -- <word>...` (the words after `umpire`, the last the
 * one being completed, maybe empty) or `umpire __complete --line <line>` (the
 * line up to the cursor, `umpire` first): the words that may stand there, one
 * a line. Nothing when it knows none (the shell then offers file names).
 * Never an error: a completion that fails offers nothing.
 */
export async function completeWords(args: string[], io: Io): Promise<number> {
  try {
    const { joinWords, quoteWord, splitLine } = await import('../repl/split.js');
    let line: string;
    if (args[0] === '--line') {
      // The program's own name first: the cursor still on it completes nothing.
      line = (args[1] ?? '').replace(/^\s*\S+/, '');
      if (line === '') return 0;
    } else {
      const words = args[0] === '--' ? args.slice(1) : args;
      const current = words.at(-1) ?? '';
      const before = joinWords(words.slice(0, -1));
      line = `${before}${before ? ' ' : ''}${current === '' ? (before ? ' ' : '') : quoteWord(current)}`;
    }
    const { words, inWord } = splitLine(line);
    const game = await gameOf(words, io);
    const { complete, completionModel } = await import('../repl/complete.js');
    const quiet: Io = { ...io, stdout: { write: () => true }, stderr: { write: () => true }, argv: [] } as Io;
    // `help <command>` names a command too.
    if (words[0] === 'help' && (words.length > 1 || !inWord)) {
      line = line.replace(/^\s*help(\s|$)/, '');
      words.shift();
    }
    const naming = words.length === 0 || (words.length === 1 && inWord);
    let hits: string[];
    if (naming) {
      // The command's name: in a game, the engine's and its game's and packs' (as `umpire --help` lists them).
      const names = theProgram().commandNames(game ? { system: game.system, packs: game.packs ?? [] } : null);
      hits = complete(line, { commands: names.map((name) => ({ name, args: [], options: [] })), builtins: ['help'], ids: {} })[0];
    } else {
      if (!theProgram().commandNames().includes(words[0])) return 0;
      const program = await theProgram().buildProgram([words[0]], quiet);
      hits = complete(line, completionModel(program, game, []))[0];
    }
    if (hits.length) io.stdout.write(`${hits.join('\n')}\n`);
  } catch {
    /* nothing to offer */
  }
  return 0;
}
