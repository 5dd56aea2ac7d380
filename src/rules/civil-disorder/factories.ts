// Petrol bomb factories (Civil Disorder, Supplies and Ammunition, EN l.217:
// "Petrol bombs can be (and are often) manufactured on site - but a source of
// bottles and petrol are required ... if the SF could see this activity, they
// should be told about it. Snatch squad raids on side street petrol bomb
// 'factories' is a common experience in some riots"; Émeutes l.312-316, "le
// joueur manifestant sera prié de le signaler"). A scenario's factory supplies
// one crowd with petrol bombs until the SF raid it (U375).
import { t } from '../../i18n/index.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

/** A factory as the state keeps it (`factories.<id>`). */
export interface FactoryState {
  id: string;
  name: string;
  /** The crowd it supplies with petrol bombs. */
  crowd: string;
  /** The SF can see it (EN l.217 "they should be told about it"): the players' view shows it. */
  seen: boolean;
  /** The turn the SF raided it: it makes no more bombs. */
  raided?: number;
}

// U375: a factory supplies its crowd until raided; a raid is one turn's work of the unit that makes it.
export const FACTORY = { suppliesUntilRaided: true, raidRefusedUnseen: true } as const;

/** The factories still making bombs for a crowd. */
export function factoriesOf(factories: Record<string, FactoryState> | undefined, crowd: string): string[] {
  return Object.values(factories ?? {}).filter((f) => f.crowd === crowd && (!FACTORY.suppliesUntilRaided || typeof f.raided !== 'number')).map((f) => f.id);
}

export interface RaidFacts {
  edition: Edition;
  lang?: Lang;
  factoryId: string;
  crowd: string;
  seen: boolean;
  raided?: number;
  unitId: string;
  /** The SF found it as they raid it (`--found`: it was not seen before). */
  found: boolean;
  /** The crowd's own source besides the factories (the scenario's `petrolBombs`), and its other factories still working. */
  ownSource: boolean;
  others: string[];
  turn: number;
}

/** The SF raid a petrol bomb factory: it makes no more bombs; its crowd keeps only its other sources (U375). */
export function resolveRaid(facts: RaidFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = { procedure: 'raid', edition: facts.edition, factory: facts.factoryId, crowd: facts.crowd, unit: facts.unitId };
  if (typeof facts.raided === 'number') return refusal('raid', facts.edition, t(lang, 'raid.refused.raided', { factory: facts.factoryId, turn: facts.raided }), base, 'already-raided');
  if (FACTORY.raidRefusedUnseen && !facts.seen && !facts.found) return refusal('raid', facts.edition, t(lang, 'raid.refused.unseen', { factory: facts.factoryId }), base, 'not-seen');
  const at = `factories.${facts.factoryId}`;
  const effects: Effect[] = [{ op: 'set', path: `${at}.raided`, value: facts.turn }];
  if (!facts.seen) effects.push({ op: 'set', path: `${at}.seen`, value: true });
  const supplied = facts.ownSource || facts.others.length > 0;
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'raided', text: t(lang, 'raid.outcome', { factory: facts.factoryId, unit: facts.unitId }) },
    effects,
    notes: [
      supplied ? t(lang, 'raid.note.still', { crowd: facts.crowd, others: facts.others.join(', ') || t(lang, 'raid.own-source') }) : t(lang, 'raid.note.none-left', { crowd: facts.crowd }),
      t(lang, 'raid.note.fight'),
    ],
    supplied,
  };
}
