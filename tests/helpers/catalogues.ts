// Every message catalogue: the engine's (src/i18n/en.ts, fr.ts) and each
// registered game's or pack's (GameSystem.messages, src/i18n/<system-id>/),
// in pairs of the same texts in English and French, so that the catalogue
// tests cover every system's as they cover the engine's.
import { en } from '../../src/i18n/en.js';
import { fr } from '../../src/i18n/fr.js';
import '../../src/games/index.js';
import { allSystems } from '../../src/engine/registry.js';

export interface CataloguePair {
  /** Where it comes from: `engine`, or the system (`game civil-disorder`, with its index when it has several). */
  name: string;
  en: Readonly<Record<string, string>>;
  fr: Readonly<Record<string, string | undefined>>;
}

function pairs(): CataloguePair[] {
  const out: CataloguePair[] = [{ name: 'engine', en, fr }];
  const seen = new Set<unknown>();
  // Every system, loaded by the tests' setup (tests/helpers/systems.ts).
  for (const sys of allSystems()) {
    const ens = [sys.messages?.en ?? []].flat();
    const frs = [sys.messages?.fr ?? []].flat();
    if (ens.length !== frs.length) throw new Error(`${sys.kind} ${sys.id}: ${ens.length} English catalogues, ${frs.length} French`);
    ens.forEach((c, i) => {
      // A catalogue two systems register (Guérilla Urbaine's rules: its game and its pack) counts once.
      if (seen.has(c)) return;
      seen.add(c);
      out.push({ name: `${sys.kind} ${sys.id}${ens.length > 1 ? ` #${i + 1}` : ''}`, en: c, fr: frs[i] });
    });
  }
  return out;
}

export const CATALOGUES: readonly CataloguePair[] = pairs();

/** Every English text by its key, whichever catalogue holds it. */
export const ALL_EN: Readonly<Record<string, string>> = Object.assign({}, ...CATALOGUES.map((c) => c.en));
/** Every French text by its key, whichever catalogue holds it. */
export const ALL_FR: Readonly<Record<string, string>> = Object.assign({}, ...CATALOGUES.map((c) => c.fr));
