// The moves the rules decide, offered in a game's `turn` walk after the step
// whose resolutions owe them (Civil Disorder's crowd movement and its
// resolutions): the list, then one key to make them all (the first answer,
// Enter), one by one, or none now (`moves` lists them again). On a pipe the
// list is shown and nothing is asked (a walk never waits on a pipe).
import { t } from '../../i18n/index.js';
import { moveLine } from '../../map/owed.js';
import { mapOf } from '../../map/view.js';
import { prompterFor, type PromptIo } from '../../prompts/guide.js';
import { walkPrompter } from '../walk.js';
import { canPrompt } from '../../prompts/prompter.js';
import type { Lang } from '../../rules/types.js';
import { isUserError } from '../../errors.js';
import type { CommonOpts, Io } from '../common.js';
import { makeMoves, owedText, readOwed } from './moves.js';

/** Shows the moves owed now and makes those the umpire accepts; nothing on a game without a map. */
export async function offerMoves(io: Io, opts: CommonOpts, lang: Lang): Promise<void> {
  const { game, owed } = await readOwed(io, { ...opts, lang });
  if (!mapOf(game) || owed.length === 0) return;
  io.stdout.write(owedText(game, lang, owed));
  const makeable = owed.filter((p) => moveLine(p) !== null);
  if (makeable.length === 0 || !canPrompt(io)) return;
  // A walk's own questions: back asks them again (src/commands/walk.ts).
  const ask = walkPrompter(prompterFor(io as PromptIo, lang));
  const how = await ask.select(t(lang, 'moves.walk.ask', { n: makeable.length }), [
    { value: 'all', name: t(lang, 'moves.walk.all') },
    { value: 'each', name: t(lang, 'moves.walk.each') },
    { value: 'none', name: t(lang, 'moves.walk.none') },
  ]);
  const chosen = how === 'all' ? makeable : [];
  if (how === 'each') {
    for (const p of makeable) {
      const yes = await ask.select(t(lang, 'moves.walk.one', { n: owed.indexOf(p) + 1 }), [
        { value: 'yes', name: t(lang, 'moves.walk.yes') },
        { value: 'no', name: t(lang, 'moves.walk.no') },
      ]);
      if (yes === 'yes') chosen.push(p);
    }
  }
  try {
    await makeMoves(io, opts, lang, owed, chosen);
  } catch (e) {
    // A move refused (said by `move`): the walk goes on; `moves` lists what is left.
    if (!isUserError(e)) throw e;
  }
}
