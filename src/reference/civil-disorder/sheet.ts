// The umpire's screen and the players' reference: every table of the game as
// data (a sheet of sections, each with tables and lines), built from the same
// rule tables the procedures resolve with, per edition and language. The
// renderers (markdown.ts, html.ts) only lay it out. No number is written here:
// each comes from src/rules/.
import { t } from '../../i18n/index.js';
import { DAMAGE_BY_RL, DAMAGE_FIGURES_PER_DIE, WRECK_FIRE_FACES } from '../../rules/civil-disorder/damage.js';
import { FIRE_RULES } from '../../rules/civil-disorder/burn.js';
import { EDITION_TITLES } from '../../rules/civil-disorder/editions.js';
import { FIREARM_CASUALTY, FIREARM_HITS, FIREARM_RANGES, SCRATCH_UP_AFTER_TURNS, WEAPONS as FIREARMS, type HitRule } from '../../rules/civil-disorder/firearms.js';
import { FIREFIGHTING } from '../../rules/civil-disorder/firefight.js';
import { FLAME_WOUNDED_AT_OR_UNDER } from '../../rules/civil-disorder/flame.js';
import { LOOT_RLS, LOOTER_PACE, PICKUP_CAPACITY, NORMAL_CROWD_LOOTERS_DIE } from '../../rules/civil-disorder/loot.js';
import { CONDITION_FACTORS, MELEE_BANDS, OUTNUMBERED, PUSH_BACK, TYPE_LINES } from '../../rules/civil-disorder/melee.js';
import { PACES, PACE_DISTANCE, VEHICLES, VEHICLE_MOVES } from '../../rules/civil-disorder/movement.js';
import { DISCRETION_VALUES, NEGOTIATION_COLUMNS, NEGOTIATION_LEVELS, NEGOTIATION_ROWS, NEGOTIATOR_FACTOR, NOT_FACE_TO_FACE, VOICE_RANGE } from '../../rules/civil-disorder/negotiate.js';
import { MILITARY_OR_SWAT, NOTE2_OPEN_FIRE_ON, REACTION_BANDS, SITUATION_FACTORS, UNIT_FACTOR } from '../../rules/civil-disorder/overreact.js';
import { PLAYER_ACTIONS, SCALES, playersSections, type RulebookSection } from '../../rules/civil-disorder/players.js';
import { RL_MAX, RL_MIN, RL_MODIFIERS, RL_MOVEMENT, RL_THRESHOLDS, type RlLevel } from '../../rules/civil-disorder/rl-roll.js';
import { HOLDS_FIRE_UNDER_FIRE, SNIPER } from '../../rules/civil-disorder/sniper.js';
import { AMBULANCE_PLACES, MOVING, PLACES, TRIAGE_TABLE } from '../../rules/civil-disorder/triage.js';
import { SEQUENCE_OF_ACTION } from '../../rules/civil-disorder/turn.js';
import { dieSides, signed, type Edition, type Lang } from '../../rules/types.js';
import {
  AREA_DIAMETER,
  BATON_CLOSE,
  BATON_GUN,
  GAS,
  MISSILES,
  MISSILE_SUPPLY_TURNS,
  PETROL_BOMB_EVERY,
  WATER,
  WEAPON_RANGE,
  WEAPONS,
} from '../../rules/civil-disorder/weapons.js';

export interface SheetTable {
  head: string[];
  rows: string[][];
}

export interface SheetSection {
  id: string;
  title: string;
  tables: SheetTable[];
  lines: string[];
}

export interface Sheet {
  kind: 'screen' | 'players';
  edition: Edition;
  lang: Lang;
  title: string;
  sections: SheetSection[];
}

/** A number as the language writes it: a decimal comma in French. */
export function num(lang: Lang, n: number): string {
  return lang === 'fr' ? String(n).replace('.', ',') : String(n);
}

/** A distance in the edition's unit (R13): 15" or 38 cm. */
function dist(edition: Edition, lang: Lang, n: number): string {
  return `${num(lang, n)}${t(lang, `common.unit.${edition === 'en' ? 'in' : 'cm'}`)}`;
}

const dice = (lang: Lang, n: number, sides = 6) => t(lang, 'common.dice', { n, sides });

/** A range of die faces: "2-3", "6". */
function faces(lo: number, hi: number): string {
  return lo === hi ? String(lo) : `${lo}-${hi}`;
}

/** The faces of a list as ranges: [3,4,5,6] -> "3-6". */
function faceList(list: readonly number[]): string {
  const sorted = [...list].sort((a, b) => a - b);
  return faces(sorted[0], sorted[sorted.length - 1]);
}

function rlSection(edition: Edition, lang: Lang): SheetSection {
  const levels = Array.from({ length: RL_MAX }, (_, i) => (i + 1) as RlLevel);
  const movement = (rl: RlLevel) => {
    const m = RL_MOVEMENT[edition][rl];
    const unit = t(lang, `common.unit.${m.unit}`);
    if (m.kind === 'direction') return t(lang, 'sheet.rl.direction', { dice: dice(lang, m.dice) });
    if (m.kind === 'up-to') return t(lang, 'sheet.rl.up-to', { dice: dice(lang, m.dice), unit });
    return `${dice(lang, m.dice)}${unit}`;
  };
  return {
    id: 'rl',
    title: t(lang, 'sheet.section.rl'),
    tables: [
      { head: [t(lang, 'sheet.col.rl'), t(lang, 'sheet.col.state'), t(lang, 'sheet.col.move')], rows: levels.map((rl) => [String(rl), t(lang, `rl.state.${rl}`), movement(rl)]) },
      {
        head: [t(lang, 'sheet.col.factor'), t(lang, 'sheet.col.value')],
        rows: RL_MODIFIERS.map((m) => [t(lang, `rl.mod.${m.key}`, { n: t(lang, 'sheet.each') }), signed(m.value)]),
      },
    ],
    lines: [
      t(lang, 'sheet.rl.roll', { dice: dice(lang, 1) }),
      t(lang, 'sheet.rl.result', { plus: signed(RL_THRESHOLDS.step), minus: signed(-RL_THRESHOLDS.step), up: RL_THRESHOLDS.upAt, sameFrom: RL_THRESHOLDS.downAt + 1, sameTo: RL_THRESHOLDS.upAt - 1, down: RL_THRESHOLDS.downAt }),
    ],
  };
}

function negotiationSection(edition: Edition, lang: Lang): SheetSection {
  const cols = NEGOTIATION_COLUMNS[edition];
  const colName = (i: number) => {
    const lo = i === 0 ? null : (cols[i - 1].upTo as number) + 1;
    const hi = cols[i].upTo;
    if (lo === null) return t(lang, 'sheet.or-less', { n: hi as number });
    if (hi === null) return t(lang, 'sheet.or-more', { n: lo });
    return faces(lo, hi);
  };
  const change = (v: number) => (v === 0 ? t(lang, 'sheet.no-effect') : signed(v));
  return {
    id: 'negotiation',
    title: t(lang, 'sheet.section.negotiation'),
    tables: [
      {
        head: [t(lang, 'sheet.col.factor'), t(lang, 'sheet.col.value')],
        rows: [
          [t(lang, 'negotiate.mod.good'), signed(NEGOTIATOR_FACTOR.good)],
          [t(lang, 'negotiate.mod.poor'), signed(NEGOTIATOR_FACTOR.poor)],
          [t(lang, 'negotiate.mod.not-face-to-face'), signed(NOT_FACE_TO_FACE)],
          [t(lang, 'negotiate.mod.discretion'), DISCRETION_VALUES.map(signed).join(' / ')],
        ],
      },
      {
        head: [t(lang, 'sheet.col.score'), ...cols.map((_, i) => colName(i))],
        rows: NEGOTIATION_LEVELS.map((rl) => [t(lang, 'sheet.rl-level', { rl }), ...NEGOTIATION_ROWS[rl].map(change)]),
      },
    ],
    lines: [
      t(lang, 'sheet.negotiation.when', { levels: NEGOTIATION_LEVELS.join('/'), dice: dice(lang, 1) }),
      t(lang, 'sheet.negotiation.voice', { voice: dist(edition, lang, VOICE_RANGE[edition].voice), megaphone: dist(edition, lang, VOICE_RANGE[edition].megaphone) }),
    ],
  };
}

function weaponsSection(edition: Edition, lang: Lang): SheetSection {
  const effect: Record<(typeof WEAPONS)[number], string> = {
    'gas-grenade': t(lang, 'sheet.weapon.gas', { diameter: dist(edition, lang, AREA_DIAMETER[edition].gas), after: GAS.effectiveAfter, dice: dice(lang, GAS.durationDice) }),
    'riot-gun': t(lang, 'sheet.weapon.riot-gun'),
    'water-cannon': t(lang, 'sheet.weapon.water', { damp: WATER.dampAfter, soaked: WATER.soakedAfter, dry: WATER.dryAfter }),
    'fire-hose': t(lang, 'sheet.weapon.fire-hose'),
    'baton-gun': t(lang, 'sheet.weapon.baton', { hit: faces(BATON_GUN.hitAtLeast, 6), turns: BATON_GUN.downTurns, close: dist(edition, lang, BATON_CLOSE[edition]), wound: faces(BATON_GUN.woundAtLeast, 6) }),
    'bricks-bottles': t(lang, 'sheet.weapon.missiles', { dice: dice(lang, 1, 3), per: MISSILES.throwersPerDie, turns: MISSILE_SUPPLY_TURNS }),
    'petrol-bomb': t(lang, 'sheet.weapon.petrol', {
      diameter: dist(edition, lang, AREA_DIAMETER[edition].flame),
      on: faces(1, FLAME_WOUNDED_AT_OR_UNDER.unprotected),
      fireproof: faces(1, FLAME_WOUNDED_AT_OR_UNDER.fireproof),
      every: PETROL_BOMB_EVERY,
    }),
  };
  return {
    id: 'non-lethal-weapons',
    title: t(lang, 'sheet.section.non-lethal-weapons'),
    tables: [
      {
        head: [t(lang, 'sheet.col.weapon'), t(lang, 'sheet.col.range'), t(lang, 'sheet.col.effect')],
        rows: WEAPONS.map((w) => [t(lang, `weapons.name.${w}`), dist(edition, lang, WEAPON_RANGE[edition][w]), effect[w]]),
      },
    ],
    lines: [],
  };
}

function damageSection(edition: Edition, lang: Lang): SheetSection {
  const rows = Object.entries(DAMAGE_BY_RL).map(([rl, rule]) => [
    t(lang, 'sheet.rl-level', { rl }),
    rule.kind === 'on-die' ? t(lang, 'sheet.damage.on-die', { faces: rule.faces.join(', '), dice: dice(lang, 1) }) : t(lang, 'sheet.damage.no-sf'),
  ]);
  return {
    id: 'damage',
    title: t(lang, 'sheet.section.damage'),
    tables: [{ head: [t(lang, 'sheet.col.rl'), t(lang, 'sheet.col.when')], rows }],
    lines: [
      t(lang, 'sheet.damage.dice', { per: DAMAGE_FIGURES_PER_DIE, dice: dice(lang, 1) }),
      t(lang, 'sheet.damage.wreck', { faces: WRECK_FIRE_FACES.join(', '), dice: dice(lang, 1) }),
      t(lang, 'sheet.loot.when', { rls: LOOT_RLS.join('/'), dice: dice(lang, 1, dieSides(NORMAL_CROWD_LOOTERS_DIE)), pace: `${dice(lang, LOOTER_PACE[edition].dice)}${t(lang, `common.unit.${LOOTER_PACE[edition].unit}`)}` }),
      t(lang, 'sheet.loot.pickup', { car: PICKUP_CAPACITY.car, van: PICKUP_CAPACITY.van }),
    ],
  };
}

function firesSection(edition: Edition, lang: Lang): SheetSection {
  return {
    id: 'fires',
    title: t(lang, 'sheet.section.fires'),
    tables: [],
    lines: [
      t(lang, 'sheet.fire.value', { n: FIRE_RULES.valueLostPerFire }),
      t(lang, FIRE_RULES.grows === 'at-or-under' ? 'sheet.fire.grows-at-or-under' : 'sheet.fire.grows-under', { dice: dice(lang, 1) }),
      t(lang, FIRE_RULES.spreads === 'under' ? 'sheet.fire.spreads-under' : 'sheet.fire.spreads-at-or-under', { dice: dice(lang, 1) }),
      t(lang, 'sheet.fire.enter', { on: faces(1, FLAME_WOUNDED_AT_OR_UNDER.unprotected), fireproof: faces(1, FLAME_WOUNDED_AT_OR_UNDER.fireproof) }),
      t(lang, 'sheet.fire.fighters', { immune: FIREFIGHTING.immuneUpToFires, from: FIREFIGHTING.immuneUpToFires + 1 }),
      t(lang, 'sheet.fire.engine', { dice: dice(lang, 1, dieSides(FIREFIGHTING.extinguishDie)), crew: FIREFIGHTING.hoseCrew, water: FIREFIGHTING.waterTurns[edition], connect: FIREFIGHTING.hydrantConnectTurns }),
    ],
  };
}

function meleeSection(edition: Edition, lang: Lang): SheetSection {
  const factors: string[][] = [];
  for (const [n, v] of Object.entries(OUTNUMBERED[edition])) factors.push([t(lang, 'melee.mod.outnumbered', { ratio: `${n}-1` }), signed(v)]);
  const seen = new Set<string>();
  for (const line of Object.values(TYPE_LINES[edition])) {
    if (seen.has(line.label)) continue;
    seen.add(line.label);
    factors.push([t(lang, `melee.mod.${line.label}`), line.charging === null ? signed(line.value) : `${signed(line.value)} (${t(lang, 'sheet.charging')} ${signed(line.charging)})`]);
  }
  for (const [k, v] of Object.entries(CONDITION_FACTORS)) factors.push([t(lang, `melee.mod.${k}`), signed(v)]);
  const bands = MELEE_BANDS.map((b, i) => {
    const hi = i === 0 ? null : MELEE_BANDS[i - 1].min - 1;
    const margin = hi === null ? t(lang, 'sheet.or-more', { n: b.min }) : faces(b.min, hi);
    const what = (code: string) => (code === 'scuffle' ? t(lang, 'sheet.melee.scuffle') : t(lang, `melee.result.${code}`, { defender: t(lang, 'sheet.defender'), push: PUSH_BACK[edition] }));
    return [margin, b.arrestCode ? `${what(b.code)} / ${t(lang, 'sheet.melee.arrest')} ${what(b.arrestCode)}` : what(b.code)];
  });
  return {
    id: 'melee',
    title: t(lang, 'sheet.section.melee'),
    tables: [
      { head: [t(lang, 'sheet.col.factor'), t(lang, 'sheet.col.value')], rows: factors },
      { head: [t(lang, 'sheet.col.margin'), t(lang, 'sheet.col.result')], rows: bands.reverse() },
    ],
    lines: [t(lang, 'sheet.melee.roll', { dice: dice(lang, 1, 10) })],
  };
}

function firearmsSection(edition: Edition, lang: Lang): SheetSection {
  const hit = (h: HitRule) => (h.kind === 'd6-hits' ? t(lang, 'sheet.firearm.d6-hits', { dice: dice(lang, 1) }) : faceList(h.hitOn));
  const bands: string[][] = [];
  let start = 1;
  for (let f = 1; f <= 6; f++) {
    const code = FIREARM_CASUALTY[edition][f as 1];
    if (f === 6 || FIREARM_CASUALTY[edition][(f + 1) as 1] !== code) {
      bands.push([faces(start, f), t(lang, `fire.injury.${code}`)]);
      start = f + 1;
    }
  }
  return {
    id: 'firearms',
    title: t(lang, 'sheet.section.firearms'),
    tables: [
      {
        head: [t(lang, 'sheet.col.weapon'), t(lang, 'sheet.col.close'), t(lang, 'sheet.col.hit'), t(lang, 'sheet.col.maximum'), t(lang, 'sheet.col.hit')],
        rows: FIREARMS.map((w) => {
          const r = FIREARM_RANGES[edition][w];
          return [t(lang, `fire.weapon.${w}`), dist(edition, lang, r.close), hit(FIREARM_HITS[w].close), r.maximum === null ? t(lang, 'sheet.unlimited') : dist(edition, lang, r.maximum), hit(FIREARM_HITS[w].maximum)];
        }),
      },
      { head: [t(lang, 'sheet.col.die'), t(lang, 'sheet.col.casualty')], rows: bands },
    ],
    lines: [t(lang, 'sheet.firearm.roll', { dice: dice(lang, 1) }), t(lang, 'sheet.firearm.scratch', { turns: SCRATCH_UP_AFTER_TURNS })],
  };
}

function medicalSection(edition: Edition, lang: Lang): SheetSection {
  return {
    id: 'medical',
    title: t(lang, 'sheet.section.medical'),
    tables: [{ head: [t(lang, 'sheet.col.die'), t(lang, 'sheet.col.triage')], rows: TRIAGE_TABLE.map((r) => [faces(r.min, r.max), t(lang, `triage.outcome.${r.code}`)]) }],
    lines: [
      t(lang, 'sheet.medical.moving', { stretcher: MOVING.stretcherTurns, load: MOVING.loadTurns, crew: MOVING.paramedicsPerStretcher }),
      t(lang, 'sheet.medical.ambulance', { stretchers: AMBULANCE_PLACES / PLACES.stretcher, walking: AMBULANCE_PLACES / PLACES.walking }),
    ],
  };
}

function overreactSection(edition: Edition, lang: Lang): SheetSection {
  const types = Object.entries(UNIT_FACTOR).filter(([, v]) => v !== null) as [string, number][];
  const bands = REACTION_BANDS.map((b, i) => {
    const hi = i === 0 ? null : REACTION_BANDS[i - 1].from - 1;
    const score = hi === null ? t(lang, 'sheet.or-more', { n: b.from }) : b.from === -Infinity ? t(lang, 'sheet.or-less', { n: hi }) : faces(b.from, hi);
    // "Run away, if no escape, open fire (2)" (EN l.352): the band's whole line, as printed (issue 31, finding 12).
    // The footnote is the text's "(2)", the military and SWAT units' roll printed below (sheet.overreact.note2).
    return [score, b.code === 'run-away' ? t(lang, 'sheet.overreact.run-away', { note: 2 }) : t(lang, `overreact.outcome.${b.code}`)];
  });
  return {
    id: 'overreact',
    title: t(lang, 'sheet.section.overreact'),
    tables: [
      {
        head: [t(lang, 'sheet.col.factor'), t(lang, 'sheet.col.value')],
        rows: [
          ...types.map(([k, v]) => [t(lang, `overreact.type.${k}`), signed(v)]),
          ...SITUATION_FACTORS.map((s) => [t(lang, `overreact.mod.${s.key}`, { n: t(lang, 'sheet.each') }), signed(s.value)]),
        ],
      },
      { head: [t(lang, 'sheet.col.score'), t(lang, 'sheet.col.result')], rows: bands },
    ],
    lines: [
      t(lang, 'sheet.overreact.triggers', { dice: dice(lang, 1) }),
      t(lang, 'overreact.note.note1'),
      t(lang, 'sheet.overreact.note2', { units: MILITARY_OR_SWAT.map((u) => t(lang, `overreact.type.${u}`)).join(', '), faces: faceList(NOTE2_OPEN_FIRE_ON), dice: dice(lang, 1) }),
    ],
  };
}

function snipersSection(edition: Edition, lang: Lang): SheetSection {
  return {
    id: 'snipers',
    title: t(lang, 'sheet.section.snipers'),
    tables: [],
    lines: [
      t(lang, 'sheet.sniper.hit', { on: SNIPER.hitOn, dice: dice(lang, 1) }),
      t(lang, 'sheet.sniper.spot', { first: SNIPER.firstSpottableShot, on: SNIPER.spotOn, bonus: signed(SNIPER.spotBonusPerLaterShot), dice: dice(lang, 1) }),
      t(lang, 'sheet.sniper.swat', { on: faces(SNIPER.swatHitOn, 6), dice: dice(lang, 1) }),
      // "the sniper will not fire whilst under fire" (EN l.362, U101; issue 31, finding 12); Émeutes has instead
      // "sans effet, sauf si le fp a été pris pour cible" (FR l.513).
      t(lang, HOLDS_FIRE_UNDER_FIRE[edition] ? 'sheet.sniper.under-fire' : 'sheet.sniper.return-fire'),
    ],
  };
}

function sequenceSection(edition: Edition, lang: Lang): SheetSection {
  return {
    id: 'sequence',
    title: t(lang, 'sheet.section.sequence'),
    tables: [],
    lines: SEQUENCE_OF_ACTION[edition].map((s, i) => `${i + 1}. ${t(lang, `sheet.step.${s}`)}`),
  };
}

function movementSection(edition: Edition, lang: Lang): SheetSection {
  const paces = PACES.filter((p) => PACE_DISTANCE[edition][p] !== null);
  const tables: SheetTable[] = [];
  if (paces.length > 0) {
    tables.push({ head: [t(lang, 'sheet.col.pace'), t(lang, 'sheet.col.distance')], rows: paces.map((p) => [t(lang, `movement.pace.${p}`), dist(edition, lang, PACE_DISTANCE[edition][p] as number)]) });
  }
  tables.push({
    head: [t(lang, 'sheet.col.vehicle'), t(lang, 'sheet.col.first-move'), t(lang, 'sheet.col.limits')],
    rows: VEHICLES.map((v) => {
      const m = VEHICLE_MOVES[edition][v];
      const limits = [...(m.maxMove === null ? [] : [t(lang, 'sheet.max-move', { d: dist(edition, lang, m.maxMove) })]), ...m.limits.map((l) => t(lang, `movement.limit.${l}`))];
      return [t(lang, `movement.vehicle.${v}`), dist(edition, lang, m.firstMove), limits.join(t(lang, 'common.list-sep')) || '—'];
    }),
  });
  return { id: 'movement', title: t(lang, 'sheet.section.movement'), tables, lines: paces.length > 0 ? [] : [t(lang, 'sheet.movement.no-paces')] };
}

function actionsSection(edition: Edition, lang: Lang): SheetSection {
  return { id: 'actions', title: t(lang, 'sheet.section.actions'), tables: [], lines: [...PLAYER_ACTIONS.map((a) => `- ${t(lang, `sheet.action.${a}`)}`), t(lang, 'sheet.action.one')] };
}

function scalesSection(edition: Edition, lang: Lang): SheetSection {
  const d = SCALES.distance[edition];
  return {
    id: 'scales',
    title: t(lang, 'sheet.section.scales'),
    tables: [],
    lines: [
      t(lang, 'sheet.scale.time', { n: SCALES.turn }),
      t(lang, 'sheet.scale.distance', { table: dist(edition, lang, d.table), metres: num(lang, d.metres) }),
      t(lang, 'sheet.scale.figures', { sf: SCALES.figures.sf, vehicles: SCALES.figures.vehicles, civilians: SCALES.figures.civilians }),
      t(lang, 'sheet.scale.rl', { max: RL_MAX, min: RL_MIN }),
    ],
  };
}

const BUILDERS: Record<RulebookSection | 'rl' | 'negotiation' | 'damage' | 'firearms', (e: Edition, l: Lang) => SheetSection> = {
  actions: actionsSection,
  scales: scalesSection,
  sequence: sequenceSection,
  movement: movementSection,
  rl: rlSection,
  negotiation: negotiationSection,
  'non-lethal-weapons': weaponsSection,
  damage: damageSection,
  fires: firesSection,
  melee: meleeSection,
  firearms: firearmsSection,
  medical: medicalSection,
  overreact: overreactSection,
  snipers: snipersSection,
};

/** The umpire's screen: every table of the game, in the order of the rules. */
export const SCREEN_SECTIONS = ['sequence', 'rl', 'negotiation', 'non-lethal-weapons', 'damage', 'fires', 'melee', 'firearms', 'medical', 'overreact', 'snipers', 'movement', 'scales'] as const;

/** The umpire's screen (every table) or the players' reference (their rulebook's sections, U103). */
export function buildSheet(kind: 'screen' | 'players', edition: Edition, lang: Lang): Sheet {
  const ids: readonly (keyof typeof BUILDERS)[] = kind === 'screen' ? SCREEN_SECTIONS : playersSections(edition);
  const game = EDITION_TITLES[edition];
  return {
    kind,
    edition,
    lang,
    title: t(lang, `sheet.title.${kind}`, { game }),
    sections: ids.map((id) => BUILDERS[id](edition, lang)),
  };
}

