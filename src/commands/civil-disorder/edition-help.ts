// Civil Disorder's option texts in a game's own edition (issue 40 item 7):
// some options' help gives both editions' numbers ("voice range 8\" en, 40 cm
// fr", "-4 in Émeutes"), so an Émeutes game's --help read « 8" dans Civil
// Disorder, 40 cm dans Émeutes ». Inside a game (its edition known), each of
// these texts is said for its edition alone, from the rules' own tables; out
// of a game (a stateless lookup may take either edition) both stay. Keyed by
// the English text the command gives (tests/engine/edition-help.test.ts: each
// key is a text of the program, each value has its French in help-fr.ts).
import type { Edition } from '../../rules/types.js';
import { VOICE_RANGE } from '../../rules/civil-disorder/negotiate.js';
import { OUTNUMBERED } from '../../rules/civil-disorder/melee.js';
import { RANGE_GROUPS, rangeOptionHelp, weaponDescriptions } from './weapon.js';

/** The map's unit each edition measures in (EN l.55 inches; FR l.96 cm), as the help writes it. */
const UNIT: Record<Edition, { short: string; word: string }> = { en: { short: '"', word: 'inches' }, fr: { short: ' cm', word: 'cm' } };

/** Per edition: the text given for both editions → the edition's own. */
export function editionHelp(edition: Edition): Readonly<Record<string, string>> {
  const v = VOICE_RANGE[edition];
  const u = UNIT[edition];
  const o = OUTNUMBERED[edition];
  const ranges = Object.fromEntries(RANGE_GROUPS.map((g) => [rangeOptionHelp(g), rangeOptionHelp(g, edition)]));
  // The weapons' command texts too (gas, water, baton-gun, missiles, petrol-bomb).
  const mine = weaponDescriptions(edition);
  const commands = Object.fromEntries(Object.entries(weaponDescriptions()).map(([k, v]) => [v, mine[k as keyof typeof mine]]));
  return {
    ...ranges,
    ...commands,
    'with a megaphone or PA system (voice range 8" en, 40 cm fr)': `with a megaphone or PA system (voice range ${v.megaphone}${u.short})`,
    "the negotiator's distance from the crowd (inches, or cm in Émeutes): beyond the voice's range (2\" en, 10 cm fr; 8\" / 40 cm with --megaphone) refused":
      `the negotiator's distance from the crowd (${u.word}): beyond the voice's range (${v.voice}${u.short}; ${v.megaphone}${u.short} with --megaphone) refused`,
    "measured distance in the edition's unit (inches, or cm in Émeutes): sets the range band": `measured distance (${u.word}): sets the range band`,
    'SF figures against one rioter; outnumbered 2-1 -1, 3-1 -2, 4-1 -3 (-4 in Émeutes, R5)': `SF figures against one rioter; outnumbered 2-1 ${o[2]}, 3-1 ${o[3]}, 4-1 ${o[4]} (R5)`,
  };
}
