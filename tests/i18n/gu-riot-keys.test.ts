// Every message the guerilla-urbaine pack's procedures can reach renders in
// both languages, in the umpire's view and the players': each outcome and
// refusal of agent-shoot, sf-shoot, agent-melee, agent-move and agent-hide,
// every modifier, die and note; no output holds a raw catalogue key, and the
// players' view names no agent.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/guerilla-urbaine/en.js';
import { diceThenOnes as dice } from '../helpers/dice.js';
import { RAW_KEY } from '../helpers/raw-key.js';
import { fr } from '../../src/i18n/guerilla-urbaine/fr.js';
import { renderResolution } from '../../src/render/human.js';
import type { Dice, Lang, Resolution } from '../../src/rules/types.js';
import { GU_UPGRADE_IDS, GU_WEAPONS, GU_WEAPON_IDS, GU_MELEE_WEAPON_IDS } from '../../src/rules/guerilla-urbaine/profile.js';
import { resolveAgentHide, resolveAgentMelee, resolveAgentMove, resolveAgentShot, resolveSfShot, SF_PROFILES, type AgentState } from '../../src/rules/guerilla-urbaine/riot.js';
import { UNIT_TYPES } from '../../src/state/civil-disorder/types.js';



const agent = (f: Partial<AgentState> = {}): AgentState => ({
  id: 'zorro', name: 'Zorro', crowd: 'frontline', position: null, shoot: 4, fight: 5, attacks: 2, save: 5, pv: 2, pvLeft: 2,
  weapons: [GU_WEAPONS.pistol], upgrades: [], robust: false, unloaded: {}, cover: false, camouflaged: false, acted: null, ...f,
});
const AGENTS: AgentState[] = [
  agent(),
  agent({ pvLeft: 1, upgrades: ['coward', 'assassin', 'camouflage', 'fast', 'marksman'], camouflaged: true, cover: true }),
  agent({ crowd: null, position: 'a roof', acted: { turn: 2, first: 'move', second: null } }),
  agent({ acted: { turn: 2, first: null, second: 'shoot' } }),
  agent({ acted: { turn: 2, first: 'concentrate', second: null }, fight: null, shoot: null }),
  agent({ pvLeft: 0 }),
  agent({ crowd: null, position: null, unloaded: { crossbow: true }, weapons: [GU_WEAPONS.crossbow] }),
];
const SEQUENCES = [[], [6, 1], [6, 6], [3, 2, 6, 6, 1, 1], [5, 5, 5, 1, 1, 1], [2, 6, 2, 6, 2, 6], [6, 1, 6, 1]];

function records(lang: Lang): Resolution[] {
  const out: Resolution[] = [];
  const base = { edition: lang, lang, casualtyCounter: 4 } as const;
  for (const turn of [2, null]) {
    for (const a of AGENTS) {
      for (const seq of SEQUENCES) {
        for (const weapon of GU_WEAPON_IDS.map((w) => GU_WEAPONS[w])) {
          for (const distance of [3, 9, 40]) {
            const unit = { kind: 'unit' as const, unitId: 'armed', type: 'swat' as const, profile: { ...SF_PROFILES.swat, pv: 2 }, hurt: seq.length % 2 };
            const crowd = { kind: 'crowd' as const, crowdId: 'market', figures: 3 };
            const other = { kind: 'agent' as const, agent: agent({ id: 'bob', camouflaged: seq.length === 2, pvLeft: seq.length === 0 ? 0 : 2 }) };
            const shots = weapon.zone !== null ? [{ targets: [unit, crowd, other] }] : Array.from({ length: weapon.rate }, (_, i) => ({ targets: [[unit, other, crowd][(i + seq.length) % 3]] }));
            out.push(resolveAgentShot({ ...base, turn, agent: a, weapon, distance, concentrated: seq.length > 3, shots }, dice(seq)));
            // Every shot of Cd at one unit: one figure each, named by its number (gu.target.unit-figure).
            if (weapon.zone === null && weapon.rate > 1) out.push(resolveAgentShot({ ...base, turn, agent: a, weapon, distance, concentrated: false, shots: Array.from({ length: weapon.rate }, () => ({ targets: [unit] })) }, dice(seq)));
          }
        }
        for (const type of UNIT_TYPES) {
          for (const distance of [4, 6]) out.push(resolveSfShot({ ...base, turn, unitId: 'armed', type, profile: { ...SF_PROFILES[type] }, shooters: 2, agent: a, distance, hidden: seq.length > 2, concentrated: seq.length > 3 }, dice(seq)));
          for (const attacker of ['agent', 'sf'] as const) {
            out.push(resolveAgentMelee({ ...base, turn, agent: a, unitId: 'snatch', type, profile: { ...SF_PROFILES[type] }, hurt: 0, attacker, assassinFirst: true, knockedDown: seq.length === 2 }, dice(seq)));
          }
        }
      }
      for (const run of [false, true]) {
        for (const to of [{}, { toCrowd: 'market' }, { toPosition: 'the bank' }]) out.push(resolveAgentMove({ ...base, turn, agent: a, run, ...to }, dice([])));
      }
      out.push(resolveAgentHide({ ...base, turn, agent: a }, dice([])));
    }
  }
  return out;
}

describe('the guerilla-urbaine pack: every message renders in both languages', () => {
  for (const lang of ['en', 'fr'] as const) {
    const recs = records(lang);
    it(`${lang}: reaches every outcome and refusal of each procedure`, () => {
      const codes = (p: string) => [...new Set(recs.filter((r) => r.procedure === p).map((r) => r.outcome.code))].sort();
      expect(codes('agent-shoot')).toEqual(['acted', 'already-down', 'camouflaged', 'down', 'miss', 'no-ranged-weapon', 'one-target-per-shot', 'out-of-range', 'out-of-range-target', 'refused', 'saved', 'unloaded', 'wounded']);
      expect(codes('sf-shoot')).toEqual(['already-down', 'camouflaged', 'down', 'miss', 'saved', 'unarmed', 'wounded']);
      expect(codes('agent-melee')).toEqual(['acted', 'cx', 'down', 'miss', 'no-attack', 'parried', 'refused', 'wounded']);
      expect(codes('agent-move')).toEqual(['acted', 'moves', 'refused', 'runs']);
      expect(codes('agent-hide')).toEqual(['acted', 'camouflaged', 'in-cover', 'refused']);
    });
    it(`${lang}: no output holds a raw key, in the umpire's view or the players'`, () => {
      for (const r of recs) {
        for (const player of [false, true]) {
          const text = renderResolution(r, { lang, color: false, seq: 1, turn: 2, player, game: null });
          const raw = RAW_KEY.exec(text);
          expect(raw?.[0], `${r.procedure} ${r.outcome.code} ${player ? 'player' : ''}\n${text}`).toBeUndefined();
          if (player && !r.refused) expect(text, text).not.toMatch(/zorro|Zorro|#1/);
        }
        expect(r.outcome.text).not.toBe('');
      }
    });
    it(`${lang}: a unit's figures shot at by several shots are named by their number, never by an id with ~`, () => {
      const twice = recs.filter((r) => r.procedure === 'agent-shoot' && !r.refused && JSON.stringify(r).includes('armed~2'));
      expect(twice.length).toBeGreaterThan(0);
      for (const r of twice) {
        const text = renderResolution(r, { lang, color: false, seq: 1, turn: 2, player: false, game: null });
        expect(text).toContain(lang === 'en' ? 'armed, figure 2' : 'armed, figurine 2');
        expect(text).not.toContain('~');
      }
    });
  }
  it('has French for every word of the pack: weapons, melee weapons, upgrades', () => {
    const frText = fr as Record<string, string | undefined>;
    for (const k of [...GU_WEAPON_IDS.map((w) => `gu.weapon.${w}`), ...GU_MELEE_WEAPON_IDS.map((w) => `gu.melee-weapon.${w}`), ...GU_UPGRADE_IDS.map((u) => `gu.upgrade.${u}`)]) {
      expect(frText[k], k).toBeTruthy();
      expect((en as Record<string, string>)[k], k).toBeTruthy();
    }
  });
});

// The players' screen's lines (issue 42, U136): every record of the walk told in one line by the pack's own
// players' view, in both languages; no raw key, no placeholder, never an agent (its id, its name, another agent).
describe("the guerilla-urbaine pack: the players' lines render in both languages", () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: one line a record, every key filled, no agent named`, async () => {
      const { loadSystems } = await import('../../src/engine/registry.js');
      const { GU_PACK_PLAYERS } = await import('../../src/render/guerilla-urbaine/players.js');
      const game = {
        system: 'civil-disorder', packs: ['guerilla-urbaine'], lang, turn: 2,
        crowds: { frontline: { id: 'frontline', name: 'Front Line youths' }, market: { id: 'market', name: 'Market crowd' } },
        units: { armed: { id: 'armed', name: 'Armed response' }, snatch: { id: 'snatch', name: 'Snatch squad' } },
        buildings: {}, agents: { zorro: {}, bob: {} },
      };
      await loadSystems(game);
      const seen = new Set<string>();
      for (const r of records(lang)) {
        for (const g of [game, null]) {
          const lines = GU_PACK_PLAYERS.lines?.(r, g as never, lang, (s) => s);
          if (r.procedure === 'agent-move' || r.procedure === 'agent-hide') {
            expect(lines).toBeUndefined();
            expect(GU_PACK_PLAYERS.procedure?.(r.procedure, lang, lang)).toMatchObject({ unseen: true });
            continue;
          }
          expect(lines, `${r.procedure} ${r.outcome.code}`).toHaveLength(1);
          const text = lines!.join('\n');
          seen.add(text.split(':')[0]);
          expect(RAW_KEY.exec(text)?.[0], `${r.procedure} ${r.outcome.code}: ${text}`).toBeUndefined();
          expect(text).not.toMatch(/\{\w+\}|zorro|Zorro|\bbob\b|~\d|cas-\d|\bagent\b/);
          // A known target is named by its name, an agent as "an armed man".
          if (g && !r.refused) expect(text).not.toMatch(/\b(snatch|frontline|market)\b|\barmed\b(?! m[ae]n)/);
        }
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }
});
