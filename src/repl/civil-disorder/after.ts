// What a REPL session offers after a Civil Disorder command (GameSystem.repl):
// the next line typed in for the umpire to complete, and what it means.
import type { Game, ReplNext } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { RL_JUMPS } from '../../rules/civil-disorder/crowd.js';
import { rlStateName } from '../../rules/civil-disorder/rl-roll.js';

/** After `rl-roll <crowd>` and `overreact <unit>` succeeded: the line the rules call for next, if any. */
export function after(command: string, args: readonly string[], game: Game, lang: Lang, o: { player: boolean }): ReplNext | null {
  const id = args[0];
  if (!id || id.startsWith('-')) return null;
  // RL 8 Attack: "Roll 2d6 for number of individuals prepared to engage in hand to hand": offered next (U62).
  if (command === 'rl-roll') {
    const c = Object.hasOwn(game.crowds, id) ? game.crowds[id] : undefined;
    if (!c) return null;
    let next: ReplNext | null = c.rl === 8 ? { suggestion: `fighters ${c.id}` } : null;
    // The RL chart's jumps (RL 1 no escape, RL 2-3 no SF in sight or surrounded): a roll landing
    // there without --situation offers the jump as the next line (issue 13), as `turn` asks.
    if (!o.player && !c.mergedInto && !args.includes('--situation')) {
      const jumps = RL_JUMPS[c.rl];
      if (jumps && Object.keys(jumps).length > 0) {
        const word = (s: string) => (t(lang, `jump.situation.${s}`).toLowerCase() === s.replace(/-/g, ' ') ? s : `${s} (${t(lang, `jump.situation.${s}`)})`);
        const choices = Object.entries(jumps).map(([s, to]) => `${word(s)} → ${to} ${rlStateName(lang, to)}`).join(t(lang, 'common.list-sep'));
        next = { lines: [t(lang, 'repl.jump-offer', { crowd: c.id, rl: c.rl, choices })], suggestion: `jump ${c.id} --situation ` };
      }
    }
    return next;
  }
  // U67: an over-reaction test that ends in "open fire" offers the firing as the next line, the unit filled in.
  if (command === 'overreact') {
    const u = Object.hasOwn(game.units, id) ? game.units[id] : undefined;
    const reaction = u?.reaction as { turn?: number; code?: string } | undefined;
    if (u && reaction?.code === 'open-fire' && reaction.turn === game.turn) return { lines: [t(lang, 'turn.open-fire-next', { unit: u.id })], suggestion: `fire --unit ${u.id} ` };
  }
  return null;
}
