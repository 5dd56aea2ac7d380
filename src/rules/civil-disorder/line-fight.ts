// Fights at scale: the rioters prepared to fight at RL 7 and 8, and a whole
// engagement between them and an SF unit's figures resolved in one go, paired
// off by the rules (R6, U14) and fought bout by bout with the melee rule
// (resolveMelee, R3-R5). Figures stunned or knocked out stay on the ground
// into the next turn (U63). Project rulings U62, U63 (docs/rulings.md).
import { t } from '../../i18n/index.js';
import { resolveMelee, type GasKind, type Intent, type MeleeFacts, type MeleeSide, type Bout } from './melee.js';
import { refusal, type Dice, type DieName, type Edition, type Effect, type Lang, type Modifier, type Resolution, type Roll } from '../types.js';
import type { RiotKit, UnitType } from '../../state/civil-disorder/types.js';

// Civil Disorder, RL 7 Bombard: "If SF close for contact 1d6 for numbers
// prepared to stand and fight"; RL 8 Attack: "Roll 2d6 for number of
// individuals prepared to engage in hand to hand". Émeutes, 7 ASSAUT: "Si les
// fp sont au contact, il y a 1D6 personnes prêtes à se battre"; 8 ATTAQUE:
// "Jeter 2D6 pour connaitres le nombre d'individus près a s'engager au corps à corps".
export const FIGHTERS_BY_RL: Readonly<Record<number, { dice: number; die: DieName; key: 'stand' | 'engage' }>> = {
  7: { dice: 1, die: 'd6', key: 'stand' },
  8: { dice: 2, die: 'd6', key: 'engage' },
};

export interface FightersFacts {
  edition: Edition;
  lang?: Lang;
  crowdId?: string;
  rl: number;
  /** The crowd's figures: no more fighters than that (U62). */
  figures?: number;
  turn?: number;
}

/** Rolls the rioters prepared to fight (RL 7: 1d6, RL 8: 2d6); refused at another RL. */
export function resolveFighters(facts: FightersFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = { crowd: facts.crowdId ?? null, rl: facts.rl };
  const row = Object.hasOwn(FIGHTERS_BY_RL, facts.rl) ? FIGHTERS_BY_RL[facts.rl] : undefined;
  if (!row) return refusal('fighters', facts.edition, t(lang, 'fighters.refused.rl', { rl: facts.rl }), base);
  let rolled = 0;
  for (let i = 1; i <= row.dice; i++) rolled += dice.roll(row.die, row.dice > 1 ? t(lang, 'fighters.die-n', { n: i }) : t(lang, 'fighters.die'));
  // U62: never more fighters than the crowd has figures.
  const n = facts.figures !== undefined ? Math.min(rolled, facts.figures) : rolled;
  const effects: Effect[] = [];
  if (facts.crowdId) effects.push({ op: 'set', path: `crowds.${facts.crowdId}.fighters`, value: { turn: facts.turn ?? 0, n } });
  const notes: string[] = [];
  if (n < rolled) notes.push(t(lang, 'fighters.note.capped', { rolled, figures: facts.figures ?? 0 }));
  if (facts.crowdId) notes.push(t(lang, 'fighters.note.next', { crowd: facts.crowdId }));
  return {
    procedure: 'fighters',
    edition: facts.edition,
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: rolled,
    outcome: { code: `fighters-${row.key}`, text: t(lang, `fighters.outcome.${row.key}`, { n }) },
    effects,
    notes,
    fighters: n,
  };
}

/** One pairing: a lone figure on one side against one or more on the other (U14). */
export interface Pair {
  n: number;
  /** The side of the single figure. */
  lone: MeleeSide;
  sf: number;
  rioters: number;
  sfOnGround: boolean;
  crowdOnGround: boolean;
}

/**
 * Pairs the figures off (U62): the more numerous side is shared out as evenly
 * as it goes, the first lone figures taking one more each. Figures on the
 * ground are placed so that they fight together: SF figures on the ground are
 * the last SF figures, rioters on the ground the first rioters; a group of
 * several is on the ground only when all of it is (U63).
 */
export function pairOff(sf: number, rioters: number, sfOnGround = 0, crowdOnGround = 0): Pair[] {
  const pairs: Pair[] = [];
  const sfDown = (i: number) => i >= sf - sfOnGround; // SF figure i (0-based)
  const riotDown = (j: number) => j < crowdOnGround; // rioter j (0-based)
  if (sf <= 0 || rioters <= 0) return pairs;
  if (rioters >= sf) {
    let j = 0;
    for (let i = 0; i < sf; i++) {
      const k = Math.floor(rioters / sf) + (i < rioters % sf ? 1 : 0);
      const members = Array.from({ length: k }, (_, x) => j + x);
      j += k;
      pairs.push({ n: i + 1, lone: 'sf', sf: 1, rioters: k, sfOnGround: sfDown(i), crowdOnGround: members.every(riotDown) });
    }
  } else {
    let i = 0;
    for (let j = 0; j < rioters; j++) {
      const k = Math.floor(sf / rioters) + (j < sf % rioters ? 1 : 0);
      const members = Array.from({ length: k }, (_, x) => i + x);
      i += k;
      pairs.push({ n: j + 1, lone: 'crowd', sf: k, rioters: 1, sfOnGround: members.every(sfDown), crowdOnGround: riotDown(j) });
    }
  }
  return pairs;
}

export interface LineFightFacts {
  edition: Edition;
  lang?: Lang;
  unitId?: string;
  crowdId?: string;
  unitType: UnitType;
  riotKit: RiotKit;
  intent: Intent;
  charging?: boolean;
  crowdAttacks?: boolean;
  /** SF figures engaged, and how many of them are on the ground (U63). */
  sf: number;
  sfOnGround?: number;
  /** Rioters fighting, and how many of them are on the ground (U63). */
  fighters: number;
  crowdOnGround?: number;
  sfGas?: readonly GasKind[];
  sfSoaked?: boolean;
  crowdGas?: readonly GasKind[];
  crowdSoaked?: boolean;
  turn?: number;
  casualtyCounter?: number;
  crowdFigures?: number;
  umpireMods?: MeleeFacts['umpireMods'];
}

/** Dice for one pairing: the fight's dice, each labelled with the pair, kept in the pair's own list too. */
function pairDice(parent: Dice, prefix: string): Dice {
  const rolls: Roll[] = [];
  const take = (v: number | null) => {
    if (v !== null) rolls.push(parent.rolls[parent.rolls.length - 1]);
    return v;
  };
  return {
    rolls,
    roll: (die, label) => take(parent.roll(die, `${prefix} ${label}`)) as number,
    rollOptional: (die, label) => take(parent.rollOptional(die, `${prefix} ${label}`)),
  };
}

// U63: a figure stunned or knocked out is on the ground for the next turn.
export const DOWN_CODES: readonly string[] = ['stunned', 'knocked-out'];

/** The melee round of one pairing (U62): the line fight's facts for that pair's figures; resolveLineFight and the odds use it. */
export function pairMeleeFacts(facts: LineFightFacts, pair: Pair, casualtyCounter: number | undefined, crowdFigures: number | undefined): MeleeFacts {
  return {
    edition: facts.edition,
    lang: facts.lang ?? facts.edition,
    unitId: facts.unitId,
    crowdId: facts.crowdId,
    unitType: facts.unitType,
    riotKit: facts.riotKit,
    charging: facts.charging,
    intent: facts.intent,
    crowdAttacks: facts.crowdAttacks,
    sfFigures: pair.sf,
    rioters: pair.rioters,
    sf: { gas: facts.sfGas, soaked: facts.sfSoaked, onGround: pair.sfOnGround },
    crowd: { gas: facts.crowdGas, soaked: facts.crowdSoaked, onGround: pair.crowdOnGround },
    turn: facts.turn ?? 0,
    casualtyCounter,
    crowdFigures,
    umpireMods: facts.umpireMods,
  };
}

/** Resolves a whole line fight: every pairing a melee round of its own, in one record (U62). */
export function resolveLineFight(facts: LineFightFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const ed = facts.edition;
  const base = { unit: facts.unitId ?? null, crowd: facts.crowdId ?? null, intent: facts.intent, sf: facts.sf, fighters: facts.fighters };
  if (facts.crowdFigures !== undefined && facts.fighters > facts.crowdFigures) {
    return refusal('line-fight', ed, t(lang, 'melee.refused.figures', { n: facts.fighters, figures: facts.crowdFigures }), base);
  }
  const pairs = pairOff(facts.sf, facts.fighters, facts.sfOnGround ?? 0, facts.crowdOnGround ?? 0);
  const turn = facts.turn ?? 0;
  let counter = facts.casualtyCounter;
  let figures = facts.crowdFigures;
  const effects: Effect[] = [];
  const seenSet = new Set<string>();
  const modifiers: Modifier[] = [];
  const seenMod = new Set<string>();
  const notes: string[] = [];
  const results: { pair: Pair; bouts: Bout[]; code: string; winner: string }[] = [];
  const totals = { arrests: 0, sfDown: 0, crowdDown: 0, sfWounded: 0, sfKilled: 0, crowdWounded: 0, crowdKilled: 0, pushedBack: 0 };
  const casualtyIds: string[] = [];
  const owes = new Set<string>();
  for (const pair of pairs) {
    const prefix = t(lang, 'line-fight.pair', { n: pair.n });
    const r = resolveMelee(
      pairMeleeFacts(facts, pair, counter, figures),
      pairDice(dice, prefix),
    );
    if (r.refused) return refusal('line-fight', ed, r.refused.reason, base);
    for (const m of r.modifiers) {
      if (!seenMod.has(`${m.key}|${m.value}`)) {
        seenMod.add(`${m.key}|${m.value}`);
        modifiers.push(m);
      }
    }
    for (const e of r.effects) {
      if (e.path === 'counters.casualty' && e.op === 'set') counter = e.value as number;
      if (e.op === 'add' && facts.crowdId && e.path === `crowds.${facts.crowdId}.figures` && figures !== undefined) figures += e.value;
      if (e.op === 'set' && e.path.startsWith('casualties.')) casualtyIds.push(e.path.slice('casualties.'.length));
      // The over-reaction marks are one each, whichever pair made them.
      if (e.op === 'set' && /\.owes\./.test(e.path)) {
        if (seenSet.has(e.path)) continue;
        seenSet.add(e.path);
        owes.add(e.path.split('.').pop()!);
      }
      if (e.path === 'counters.casualty') continue; // set once at the end
      effects.push(e);
    }
    const bouts = r.bouts as Bout[];
    for (const b of bouts) {
      if (b.winner === 'none') continue;
      if (b.code === 'pushed-back') totals.pushedBack += 1;
      if (b.winner === 'sf') {
        if (b.code === 'subdued') totals.arrests += 1;
        else if (DOWN_CODES.includes(b.code)) {
          totals.crowdDown += 1;
          // U63: a rioter stunned or knocked out is on the ground (crowds.<id>.down.<turn>).
          if (facts.crowdId) effects.push({ op: 'add', path: `crowds.${facts.crowdId}.down.${turn}`, value: 1 });
        } else if (b.code === 'wounded') totals.crowdWounded += 1;
        else if (b.code === 'killed') totals.crowdKilled += 1;
      } else if (b.winner === 'crowd') {
        if (DOWN_CODES.includes(b.code)) totals.sfDown += 1;
        else if (b.code === 'wounded') totals.sfWounded += 1;
        else if (b.code === 'killed') totals.sfKilled += 1;
      }
    }
    const ground = [pair.sfOnGround ? t(lang, 'line-fight.sf-on-ground') : '', pair.crowdOnGround ? t(lang, 'line-fight.crowd-on-ground') : ''].filter(Boolean).join(', ');
    notes.push(
      t(lang, 'common.labelled', {
        label: t(lang, pair.lone === 'sf' ? 'line-fight.note.pair-sf' : 'line-fight.note.pair-crowd', { n: pair.n, k: pair.lone === 'sf' ? pair.rioters : pair.sf }) + (ground ? ` (${ground})` : ''),
        text: r.outcome.text,
      }),
    );
    // The pair's bout lines (and R6's "not rolled" line); its casualty and owes notes are summed up below.
    const opponents = pair.lone === 'sf' ? pair.rioters : pair.sf;
    if (opponents > 1) for (const line of r.notes.slice(0, bouts.length + (bouts.length < opponents ? 1 : 0))) notes.push(`  ${line}`);
    const ignored = t(lang, 'melee.note.charging-ignored');
    if (r.notes.includes(ignored) && !notes.includes(ignored)) notes.unshift(ignored);
    results.push({ pair, bouts, code: r.outcome.code, winner: r.winner as string });
  }
  if (counter !== undefined && counter !== facts.casualtyCounter) effects.push({ op: 'set', path: 'counters.casualty', value: counter });
  if (casualtyIds.length > 0) notes.push(t(lang, 'melee.note.casualties', { ids: casualtyIds.join(', ') }));
  for (const trigger of owes) notes.push(t(lang, 'melee.note.owes', { unit: facts.unitId ?? '', trigger: t(lang, `melee.trigger.${trigger}`) }));
  const sfWins = results.reduce((s, r) => s + r.bouts.filter((b) => b.winner === 'sf').length, 0);
  const crowdWins = results.reduce((s, r) => s + r.bouts.filter((b) => b.winner === 'crowd').length, 0);
  const code = sfWins > crowdWins ? 'sf-ahead' : crowdWins > sfWins ? 'crowd-ahead' : 'even';
  const text = t(lang, `line-fight.outcome.${code}`, {
    pairs: pairs.length,
    arrests: totals.arrests,
    sfDown: totals.sfDown,
    crowdDown: totals.crowdDown,
    sfCas: totals.sfWounded + totals.sfKilled,
    crowdCas: totals.crowdWounded + totals.crowdKilled,
  });
  return {
    procedure: 'line-fight',
    edition: ed,
    ...base,
    rolls: [...dice.rolls],
    modifiers,
    total: null,
    outcome: { code, text },
    effects,
    notes,
    pairs: results.map((r) => ({ ...r.pair, code: r.code, winner: r.winner, bouts: r.bouts })),
    totals,
    casualties: casualtyIds,
  };
}
