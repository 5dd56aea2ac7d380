// Issue 40 item 4: back at a guided question asks the one before again with
// its answer kept, the questions before it answered from the tape unseen.
import { describe, expect, it } from 'vitest';
import { Tape, isBack } from '../../src/prompts/back.js';
import { SCRIPT_BACK, scriptedPrompter, type Prompter } from '../../src/prompts/prompter.js';

/** Three questions, one of each kind, run again from the first on back (as guideWords does). */
async function three(p: Prompter, tape: Tape): Promise<unknown[]> {
  for (;;) {
    try {
      const q = tape.over(p);
      const a = await q.select('crowd?', [{ value: 'market', name: 'market' }, { value: 'church', name: 'church' }]);
      const b = await q.checkbox('modifiers?', [{ value: '--dark', name: 'dark' }, { value: '--wet', name: 'wet' }]);
      const c = await q.input('firers?');
      return [a, b, c];
    } catch (e) {
      if (!(isBack(e) && tape.back())) throw e;
    }
  }
}

describe('Tape', () => {
  it('goes back one question at a time, each asked again with the answer it had', async () => {
    const asked: string[] = [];
    const kept: unknown[] = [];
    const p = scriptedPrompter(['church', ['--wet'], SCRIPT_BACK, SCRIPT_BACK, 'market', [], '3'], asked, kept);
    expect(await three(p, new Tape())).toEqual(['market', [], '3']);
    expect(asked).toEqual(['crowd?', 'modifiers?', 'firers?', 'modifiers?', 'crowd?', 'modifiers?', 'firers?']);
    expect(kept).toEqual([undefined, undefined, undefined, ['--wet'], 'church', undefined, undefined]);
  });

  it('says there is nothing before the first question (the caller goes back itself)', async () => {
    const p = scriptedPrompter([SCRIPT_BACK]);
    await expect(three(p, new Tape())).rejects.toMatchObject({ name: 'BackPromptError' });
  });
});
