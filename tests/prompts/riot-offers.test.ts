// Issue 31, finding 26 (the guided offers): RIOT's pick lists offer only what the rules allow. riot-buy offers no
// team that can afford nothing (l.63-69) or has moved or fought (l.41-45, U202); riot-fight offers only the places
// every chosen unit reaches (l.83, U202; a paramilitary on its entry point any occupied building, l.133; the
// R.A.I.D. in the HQ where it is recruited any building, l.145, l.69, U280); a ranged Blitz card is ticked no more often than the copies in hand (l.87-91).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../helpers/cli.js';
import { initialGame, validateScenario } from '../../src/state/scenario.js';
import { blitzChoices, blitzWithinHands, fightPlaces, mayAttackFrom, mayBuy, meleeBlitzChoices, playPlaces, playUnits } from '../../src/commands/riot/ask.js';
import { inReach } from '../../src/rules/riot/fight.js';
import { FIGHT_FACTS } from '../../src/commands/riot/fight.js';
import { MOVE_FACTS } from '../../src/commands/riot/move.js';
import { openSteps } from '../../src/commands/riot/walk.js';

const SAMPLE = parse(readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8'));
/** The sample with the autonomes' turn under way. */
function sample(): any {
  const g = initialGame(validateScenario(structuredClone(SAMPLE), 'riot.yaml', () => ({ line: 1, col: 1 }))) as any;
  g.riot.round.team = 'autonomes';
  g.riot.round.played = ['police', 'autonomes'];
  return g;
}

describe('RIOT: the guided offers follow the rules', () => {
  it('riot-buy offers the team whose turn it is only when its credits buy something, before its moves (l.41-45, l.63-69)', () => {
    const g = sample();
    g.riot.teams.autonomes.credits = 0;
    expect(mayBuy(g.riot, 'autonomes', g)).toBe(false);
    g.riot.teams.autonomes.credits = 1;
    expect(mayBuy(g.riot, 'autonomes', g)).toBe(true);
    // The first card of the turn costs 1, the second 2: one bought, 1 credit left buys no card but a basic unit (cost 1).
    g.riot.round.cards = 1;
    expect(mayBuy(g.riot, 'autonomes', g)).toBe(true);
    g.riot.round.phase = 4;
    expect(mayBuy(g.riot, 'autonomes', g)).toBe(false);
    expect(mayBuy(g.riot, 'police', g)).toBe(false);
  });

  it('riot-fight offers only the places every chosen unit reaches (l.83, U202)', () => {
    const g = sample();
    const s = g.riot;
    s.units.autonome1.at = 'gare';
    s.units.autonome2.at = 'port';
    s.units.c1 = { id: 'c1', type: 'crs', team: 'police', at: 'gare-hotel', wounded: false };
    s.units.c2 = { id: 'c2', type: 'crs', team: 'police', at: 'port', wounded: false };
    const places = (units: string) => fightPlaces(g, units, 'en').map((c) => c.value);
    expect(places('autonome1')).toEqual(['gare-hotel']);
    expect(places('autonome2')).toEqual(['port']);
    // No place is in reach of both: nothing offered (the rule refuses either for the other unit).
    expect(places('autonome1,autonome2')).toEqual([]);
    // A unit that has moved attacks in its own zone only; the umpire's --in-reach is never offered.
    expect(inReach({ kind: 'street', zone: 'gare', moved: 0, special: null }, { kind: 'street', zone: 'port' }, true)).toBe(true);
    expect(inReach({ kind: 'street', zone: 'gare', moved: 1, special: null }, { kind: 'street', zone: 'port' }, true)).toBe(false);
  });

  it('riot-fight offers as attackers only the units with an enemy place in reach (l.83)', () => {
    const g = sample();
    const s = g.riot;
    s.units.autonome1.at = 'gare';
    const attacker = FIGHT_FACTS.args[0];
    // Nobody of another team in the zone of gare: nothing to attack there.
    s.units.autonome2.at = 'port';
    s.units.c2 = { id: 'c2', type: 'crs', team: 'police', at: 'port', wounded: false };
    expect(attacker.canAct!(g, 'autonome1', [])).toBe(false);
    expect(attacker.canAct!(g, 'autonome2', [])).toBe(true);
    s.units.c1 = { id: 'c1', type: 'crs', team: 'police', at: 'gare-hotel', wounded: false };
    expect(attacker.canAct!(g, 'autonome1', [])).toBe(true);
  });

  it('offers a paramilitary on its entry point as an attacker, and every occupied building as its place (l.133)', () => {
    const g = sample();
    const s = g.riot;
    s.round.team = 'nationalistes';
    s.units.p1 = { id: 'p1', type: 'paramilitaire', team: 'nationalistes', at: 'entry:gare', wounded: false };
    expect(mayAttackFrom(s, 'entry:gare', 'paramilitaire')).toBe(true);
    expect(mayAttackFrom(s, 'entry:gare', null)).toBe(false);
    expect(fightPlaces(g, 'p1', 'en').map((c) => c.value)).toEqual(['gare-poste', 'univ-amphi', 'port-entrepot', 'cite-tour']);
  });

  it('offers the R.A.I.D. in the HQ where the police recruit it as an attacker, and every held building as its place (l.145, l.69, U280)', () => {
    const g = sample();
    const s = g.riot;
    s.round.team = 'police';
    s.units.raid1 = { id: 'raid1', type: 'raid', team: 'police', at: 'hq', wounded: false };
    s.units.crs1 = { id: 'crs1', type: 'crs', team: 'police', at: 'hq', wounded: false };
    expect(mayAttackFrom(s, 'hq', 'raid')).toBe(true);
    expect(mayAttackFrom(s, 'hq', null)).toBe(false);
    const attacker = FIGHT_FACTS.args[0];
    expect(attacker.canAct!(g, 'raid1', [])).toBe(true);
    expect(attacker.canAct!(g, 'crs1', [])).toBe(false);
    expect(fightPlaces(g, 'raid1', 'en').map((c) => c.value)).toEqual(['gare-poste', 'marche-banque', 'univ-amphi', 'mairie-tribunal', 'port-entrepot', 'cite-tour']);
  });

  it('riot-move offers no unit that has made its moves this turn: the police out of the hospital, the Combi once more (l.101, l.75, l.139; U281)', () => {
    const g = sample();
    const s = g.riot;
    s.round.team = 'police';
    s.units.raid1 = { id: 'raid1', type: 'raid', team: 'police', at: 'hq', wounded: false };
    s.units.combi1 = { id: 'combi1', type: 'combi', team: 'police', at: 'hq', wounded: false };
    s.units.crs1 = { id: 'crs1', type: 'crs', team: 'police', at: 'hq', wounded: false };
    // riot-turn's step out of the hospital: one move made (l.101 "nécessitent donc deux déplacements").
    s.round.moves = { raid1: 1, combi1: 1 };
    const mover = MOVE_FACTS.args[0];
    expect(mover.canAct!(g, 'raid1', [])).toBe(false);
    expect(mover.canAct!(g, 'combi1', [])).toBe(true);
    expect(mover.canAct!(g, 'crs1', [])).toBe(true);
    s.round.moves.combi1 = 2;
    expect(mover.canAct!(g, 'combi1', [])).toBe(false);
  });

  it('a ranged Blitz card is ticked no more often than the copies in hand (l.87-91)', () => {
    const g = sample();
    const s = g.riot;
    s.units.autonome1.at = 'gare';
    s.units.c1 = { id: 'c1', type: 'crs', team: 'police', at: 'gare', wounded: false };
    s.units.c2 = { id: 'c2', type: 'crs', team: 'police', at: 'gare', wounded: false };
    s.teams.autonomes.hand = ['pave'];
    expect(blitzChoices(g, 'autonome1', 'gare', 'police', 'en').map((c) => c.value)).toEqual(['pave:c1', 'pave:c2']);
    expect(blitzWithinHands(g, 'autonome1', 'gare', undefined, ['pave:c1'], 'en')).toBe(true);
    expect(blitzWithinHands(g, 'autonome1', 'gare', undefined, ['pave:c1', 'pave:c2'], 'en')).toBe('the Autonomists have 1 Pavé in hand: tick it 1 time at most (l.87-91)');
    s.teams.autonomes.hand = ['pave', 'pave'];
    expect(blitzWithinHands(g, 'autonome1', 'gare', undefined, ['pave:c1', 'pave:c2'], 'en')).toBe(true);
  });

  it('offers the defender\'s ranged cards first (l.87 "en commençant par la/le défenseur/euse") and the melee cards the card allows (U425)', () => {
    const g = sample();
    const s = g.riot;
    s.units.anarchiste1.at = 'gare';
    s.units.autonome1.at = 'gare-poste';
    s.teams.autonomes.hand = ['pave', 'barricade'];
    s.teams.anarchistes.hand = ['pave', 'barricade'];
    expect(blitzChoices(g, 'autonome1', 'gare', 'anarchistes', 'en').map((c) => c.value)).toEqual(['pave:autonome1', 'pave:anarchiste1']);
    // The Barricade is the defenders' of a street: the anarchists' only.
    expect(meleeBlitzChoices(g, 'autonome1', 'gare', 'anarchistes', 'en').map((c) => c.value)).toEqual(['barricade:anarchistes']);
    expect(meleeBlitzChoices(g, 'autonome1', 'gare', 'anarchistes', 'fr').map((c) => c.name)).toEqual(['Anarchistes\u00a0: Barricade (+1 au corps à corps)']);
  });

  it('offers the turn walk a card to play while the team holds one that is not Blitz (l.79, U427), with its unit and places', () => {
    const g = sample();
    const s = g.riot;
    s.teams.autonomes.hand = ['pave'];
    expect(openSteps(s, 'autonomes', g)).not.toContain('riot-play');
    s.teams.autonomes.hand = ['pave', 'manif-sauvage'];
    expect(openSteps(s, 'autonomes', g)).toContain('riot-play');
    // Manif sauvage on a unit of the team; Renforts on an entry point.
    expect(playUnits(g, 'manif-sauvage', 'en')?.map((c) => c.value)).toEqual(['autonome1', 'autonome2']);
    expect(playPlaces(g, 'manif-sauvage', 'autonome1', 'en')).toBeNull();
    s.teams.autonomes.hand.push('renforts');
    expect(playPlaces(g, 'renforts', undefined, 'en')?.map((c) => c.value)).toEqual(Object.keys(s.zones).map((z) => `entry:${z}`));
  });
});
