// Melee (intervention.fr.txt l.342-351, R19): compare the PAs; the weaker
// loses PAmax, the stronger 2 x PAmin - PAmax (never below 0); equal PAs both
// lose PA. A fighter who runs into the melee adds 1 to its PA (l.226).
import { t } from '../../i18n/index.js';
import type { Lang, Modifier, Resolution } from '../types.js';
import { afterDamage, calculation, term, type Counter } from './counter.js';
import { MELEE_STRONGER_FACTOR, RUNNING_CHARGE_PA } from './tables.js';

export interface MeleeSide {
  pa: number;
  running: boolean;
  counter?: Counter;
}

export interface MeleeFacts {
  lang: Lang;
  attacker: MeleeSide;
  defender: MeleeSide;
}

/** What each side loses, from the two PAs (R19). */
export function meleeLosses(a: number, b: number): [number, number] {
  if (a === b) return [a, a];
  const max = Math.max(a, b);
  const min = Math.min(a, b);
  const stronger = Math.max(0, MELEE_STRONGER_FACTOR * min - max);
  return a > b ? [stronger, max] : [max, stronger];
}

/** One melee between two fighters: each one's PA, loss and counter after. */
export function resolveMelee(facts: MeleeFacts): Resolution {
  const { lang } = facts;
  const mods: Modifier[] = [];
  const pas = (['attacker', 'defender'] as const).map((side) => {
    const s = facts[side];
    mods.push(term(lang, `pa-${side}`, s.pa));
    if (s.running) mods.push(term(lang, `running-${side}`, RUNNING_CHARGE_PA));
    return s.pa + (s.running ? RUNNING_CHARGE_PA : 0);
  });
  const [lossA, lossD] = meleeLosses(pas[0], pas[1]);
  const code = pas[0] === pas[1] ? 'even' : pas[0] > pas[1] ? 'attacker-stronger' : 'defender-stronger';
  const sides = (['attacker', 'defender'] as const).map((side, i) => {
    const loss = i === 0 ? lossA : lossD;
    const c = facts[side].counter;
    return { side, pa: pas[i], loss, counter: c ? afterDamage(c, loss) : null };
  });
  const notes = sides.filter((s) => s.counter).map((s) => t(lang, `intervention.melee.counter.${s.counter!.now}`, { side: t(lang, `intervention.side.${s.side}`), before: s.counter!.before, after: s.counter!.after }));
  if (code !== 'even') notes.push(t(lang, 'intervention.melee.winner-moves'));
  const text = t(lang, `intervention.melee.outcome.${code}`, { attacker: pas[0], defender: pas[1], lossA, lossD });
  return calculation('intervention-melee', lang, { attacker: sides[0], defender: sides[1] }, mods, null, { code, text }, notes);
}
