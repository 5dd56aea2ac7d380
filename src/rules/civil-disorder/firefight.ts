// Firefighting: a fire engine with 4 crew at the hose puts out 1d6 fires a
// turn; its onboard water lasts 2 turns (en) or 4 (fr) (R10), then it must
// connect to a hydrant, which takes a turn. Firefighters are immune at 1-2
// fires and roll as under petrol bomb attack at 3 or more (R11).
// Civil Disorder, "Fires and Firefighting"; Émeutes, "Incendies et lutte
// contre l'incendie".
import { t } from '../../i18n/index.js';
import { sfFireWoundEffects } from './burn.js';
import { FIREFIGHTING } from './equipment.js';
import { rollFlameHazard } from './flame.js';
import { refusal, type Dice, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

// The firefighting table lives in equipment.ts (burn.ts reads it too, without importing this module).
export { FIREFIGHTING } from './equipment.js';

/** The facts of one turn of firefighting by one engine at one building. */
export interface ExtinguishFacts {
  edition: Edition;
  lang?: Lang;
  turn?: number;
  casualtyCounter?: number;
  engineId?: string;
  engineName?: string;
  /** The engine's crew fit to work. */
  crew: number;
  /** Turns of water left on board. */
  water: number;
  /** The hydrant the engine is connected to, and the first turn it gives water. */
  hydrant?: string | null;
  hydrantFrom?: number | null;
  /** The turn the engine last acted (fought a fire or connected), on the state. */
  busyTurn?: number | null;
  buildingId?: string;
  buildingName?: string;
  fires: number;
}

function refused(base: Record<string, unknown>, edition: Edition, reason: string, code = 'refused', procedure = 'extinguish'): Resolution {
  return refusal(procedure, edition, reason, base, code);
}

/** Resolves one turn of firefighting: 1d6 fires out, water used, the crew's risk at 3+ fires. */
export function resolveExtinguish(facts: ExtinguishFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const engine = facts.engineName ?? facts.engineId ?? t(lang, 'firefight.the-engine');
  const name = facts.buildingName ?? facts.buildingId ?? t(lang, 'damage.the-building');
  const base = { engine: facts.engineId ?? null, building: facts.buildingId ?? null };
  const p = { engine, name };
  if (facts.crew < FIREFIGHTING.hoseCrew) {
    return refused(base, facts.edition, t(lang, 'firefight.refused.crew', { ...p, crew: facts.crew, need: FIREFIGHTING.hoseCrew }));
  }
  if (facts.turn !== undefined && facts.busyTurn === facts.turn) {
    return refused(base, facts.edition, t(lang, 'firefight.refused.busy', p));
  }
  const connected = Boolean(facts.hydrant);
  if (connected && facts.turn !== undefined && (facts.hydrantFrom ?? 0) > facts.turn) {
    return refused(base, facts.edition, t(lang, 'firefight.refused.connecting', { ...p, hydrant: facts.hydrant ?? '' }));
  }
  if (!connected && facts.water <= 0) {
    return refused(base, facts.edition, t(lang, 'firefight.refused.no-water', p), 'no-water');
  }
  if (facts.fires <= 0) return refused(base, facts.edition, t(lang, 'burn.refused.not-burning', { name }));

  const die = dice.roll(FIREFIGHTING.extinguishDie, t(lang, 'firefight.die'));
  const out = Math.min(die, facts.fires);
  const left = facts.fires - out;
  const effects: Effect[] = [];
  const notes: string[] = [];
  const at = facts.buildingId ? `buildings.${facts.buildingId}` : null;
  const eng = facts.engineId ? `engines.${facts.engineId}` : null;
  if (at) effects.push({ op: 'add', path: `${at}.fires`, value: -out });
  notes.push(t(lang, 'firefight.out', { die, out, before: facts.fires, left }));

  let waterAfter = facts.water;
  if (connected) {
    notes.push(t(lang, 'firefight.on-hydrant', { hydrant: facts.hydrant ?? '' }));
  } else {
    waterAfter = facts.water - 1;
    if (eng) effects.push({ op: 'add', path: `${eng}.water`, value: -1 });
    notes.push(
      t(lang, waterAfter === 0 ? 'firefight.water-out' : 'firefight.water-left', {
        water: waterAfter,
        full: FIREFIGHTING.waterTurns[facts.edition],
        engine,
      }),
    );
  }
  if (eng && facts.turn !== undefined) effects.push({ op: 'set', path: `${eng}.busyTurn`, value: facts.turn });

  // R11: at 3 or more fires the crew at the hose roll as under petrol bomb attack.
  let wounded = 0;
  if (facts.fires > FIREFIGHTING.immuneUpToFires) {
    const r = rollFlameHazard(FIREFIGHTING.hoseCrew, FIREFIGHTING.fireproof, dice, lang);
    wounded = r.wounded;
    notes.push(t(lang, 'firefight.hazard', { fires: facts.fires, wounded }));
    if (wounded > 0) {
      if (eng) effects.push({ op: 'add', path: `${eng}.crew`, value: -wounded });
      const w = sfFireWoundEffects(
        { turn: facts.turn, casualtyCounter: facts.casualtyCounter, buildingId: facts.buildingId },
        wounded,
        lang,
        facts.engineId,
      );
      effects.push(...w.effects);
      notes.push(...w.notes);
    }
  } else {
    notes.push(t(lang, 'firefight.immune', { fires: facts.fires }));
  }
  const code = left === 0 ? 'extinguished' : 'fires-reduced';
  return {
    procedure: 'extinguish',
    edition: facts.edition,
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: out,
    outcome: { code, text: t(lang, `firefight.outcome.${code}`, { ...p, out, left }) },
    effects,
    notes,
    fires: { before: facts.fires, after: left },
    water: connected ? null : { before: facts.water, after: waterAfter },
    wounded,
  };
}

/** The facts of connecting an engine to a hydrant (or disconnecting it). */
export interface HydrantFacts {
  edition: Edition;
  lang?: Lang;
  turn: number;
  engineId: string;
  engineName?: string;
  hydrantId: string | null;
  hydrantName?: string;
  hydrantNear?: string | null;
  /** The hydrant it is connected to now. */
  current?: string | null;
  busyTurn?: number | null;
  water: number;
}

/** Connects an engine to a hydrant: it takes the turn, water from the next (R10). */
export function resolveHydrant(facts: HydrantFacts, _dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const engine = facts.engineName ?? facts.engineId;
  const base = { engine: facts.engineId, hydrant: facts.hydrantId ?? facts.current ?? null };
  const eng = `engines.${facts.engineId}`;
  const ok = (code: string, text: string, effects: Effect[], notes: string[]): Resolution => ({
    procedure: 'hydrant',
    edition: facts.edition,
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code, text },
    effects,
    notes,
  });
  if (facts.hydrantId === null) {
    if (!facts.current) return refused(base, facts.edition, t(lang, 'firefight.refused.not-connected', { engine }), 'refused', 'hydrant');
    return ok(
      'disconnected',
      t(lang, 'firefight.outcome.disconnected', { engine, hydrant: facts.current }),
      [
        { op: 'del', path: `${eng}.hydrant` },
        { op: 'del', path: `${eng}.hydrantFrom` },
      ],
      [t(lang, 'firefight.disconnect-note', { water: facts.water })],
    );
  }
  if (facts.busyTurn === facts.turn) {
    return refused(base, facts.edition, t(lang, 'firefight.refused.busy', { engine }), 'refused', 'hydrant');
  }
  if (facts.current === facts.hydrantId) {
    return refused(base, facts.edition, t(lang, 'firefight.refused.already', { engine, hydrant: facts.hydrantId }), 'refused', 'hydrant');
  }
  const from = facts.turn + FIREFIGHTING.hydrantConnectTurns;
  const notes = [t(lang, 'firefight.connect-rule', { from })];
  if (facts.hydrantNear) notes.push(t(lang, 'firefight.hydrant-near', { near: facts.hydrantNear }));
  return ok(
    'connecting',
    t(lang, 'firefight.outcome.connecting', { engine, hydrant: facts.hydrantName ?? facts.hydrantId }),
    [
      { op: 'set', path: `${eng}.hydrant`, value: facts.hydrantId },
      { op: 'set', path: `${eng}.hydrantFrom`, value: from },
      { op: 'set', path: `${eng}.busyTurn`, value: facts.turn },
    ],
    notes,
  );
}
