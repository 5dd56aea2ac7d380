// `umpire riot-fight <attacker>... --at <place> [--defender team] [--blitz
// card:unit]... [--break-off]`: a RIOT fight (l.81-105, R20) between the
// active team's units and every unit of the defending team in the place.
// Stateless: `--attack 2,1 --defend 1,1 [--building]`. Thin adapter over
// src/rules/riot/fight.ts.
import type { Command } from 'commander';
import { riotNames } from '../../render/riot/names.js';
import { UserError } from '../../errors.js';
import { groupKey, resolveRiotFight, type Blitz, type FightFacts, type Fighter, type MeleeBlitz } from '../../rules/riot/fight.js';
import { addCommon, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type FactArg, type ProcedureFacts } from '../facts.js';
import { blitzChoices, blitzWithinHands, defenderChoices, meleeBlitzChoices, fightPlaces, mayAttackFrom, sliceOf, unitsArg } from './ask.js';
import { fighterOf, idList, mapZonesOf, intList, placeKind, placeOf, riotSlice, teamOpt, unitOf } from './facts.js';

interface FightOpts extends CommonOpts {
  at?: string;
  defender?: string;
  blitz?: string[];
  meleeBlitz?: string[];
  breakOff?: boolean;
  attack?: string;
  defend?: string;
  building?: boolean;
  attacker?: string;
  hit?: string[];
  shields?: string;
  inReach?: boolean;
}

/** Stateless fighters from a list of strengths; the police's carry the shield unless listed by --shields. */
function fighters(side: 'a' | 'd', team: string, strengths: number[], shields: Set<string>): Fighter[] {
  return strengths.map((strength, i) => {
    const id = `${side}${i + 1}`;
    return { id, name: id, team, strength, cost: 0, shield: team === 'police' && shields.has(id), mediactiviste: false };
  });
}

/** The attackers' argument, each unit offered only when some enemy place is in its reach (fightPlaces). */
function withPlaceInReach(a: FactArg): FactArg {
  return { ...a, canAct: (game, id, before) => (a.canAct?.(game, id, before) ?? true) && fightPlaces(game, id, 'en').length > 0 };
}

export const FIGHT_FACTS: ProcedureFacts = {
  // The active team's units in a street or a building, or a paramilitary or the R.A.I.D. on its entry point (l.133,
  // l.145); a unit on another entry point, in the HQ or the hospital fights nobody.
  // Offered only with an enemy place in reach (l.83): a unit with none would be asked a place no rule allows.
  args: [withPlaceInReach(unitsArg('attackers', 'the attacking units (ids of the team whose turn it is); omit for a stateless lookup with --attack and --defend', mayAttackFrom))],
  options: [
    {
      flags: '--at <place>',
      description: "the place attacked: a building, or a zone's id for its street",
      role: 'value',
      ask: 'required',
      pick: (game, [units], lang) => fightPlaces(game, units, lang),
    },
    {
      flags: '--defender <team>',
      description: 'the team attacked, when several are in the place (stateless: default police)',
      role: 'value',
      ask: 'required',
      // Asked only when several enemy teams hold the place.
      askWhen: (game, [units], _g, values) => defenderChoices(game, units, values?.['--at'], 'en').length > 1,
      pick: (game, [units], lang, values) => defenderChoices(game, units, values?.['--at'], lang),
    },
    {
      flags: '--blitz <card:unit>',
      description: 'a ranged Blitz card played from a hand at an enemy unit of the fight (repeatable)',
      role: 'value',
      ask: 'optional',
      repeatable: true,
      askWhen: (game, [units], _g, values) => blitzChoices(game, units, values?.['--at'], values?.['--defender'], 'en').length > 0,
      pick: (game, [units], lang, values) => blitzChoices(game, units, values?.['--at'], values?.['--defender'], lang),
      many: () => 'list',
      // A card ticked no more often than the copies in hand (one Pavé is not played on two units).
      check: (game, [units], ticked, lang, values) => blitzWithinHands(game, units, values['--at'], values['--defender'], ticked, lang),
    },
    {
      flags: '--melee-blitz <card:team>',
      description: "a melee Blitz card played from the team's hand when the fight comes to its melee, its strength added to that side (l.87, U425; repeatable)",
      role: 'value',
      ask: 'optional',
      repeatable: true,
      askWhen: (game, [units], _g, values) => meleeBlitzChoices(game, units, values?.['--at'], values?.['--defender'], 'en').length > 0,
      pick: (game, [units], lang, values) => meleeBlitzChoices(game, units, values?.['--at'], values?.['--defender'], lang),
      many: () => 'list',
    },
    // l.87: the attacker may stop after the ranged phase, so only when a ranged card is played.
    { flags: '--in-reach', description: 'the umpire: the place, of another zone, is one move away on the board for attackers that have not moved (l.83, U202)', role: 'other' },
    { flags: '--break-off', description: 'the attacker stops after the ranged phase (l.87)', role: 'modifier', askWhen: (_game, _s, given) => given.has('--blitz') },
    { flags: '--attack <strengths>', description: "stateless: the attackers' strengths, e.g. 2,1", role: 'stateless' },
    { flags: '--defend <strengths>', description: "stateless: the defenders' strengths, e.g. 1,1,1", role: 'stateless' },
    { flags: '--building', description: 'stateless: the defenders hold a building (+1)', role: 'stateless' },
    { flags: '--attacker <team>', description: 'stateless: the attacking team (default autonomes)', role: 'stateless' },
    { flags: '--hit <unit=points>', description: 'stateless: ranged damage on a unit, a1..aN or d1..dN (repeatable)', role: 'stateless', repeatable: true },
    { flags: '--shields <units>', description: 'stateless: the police units with a shield (not the basic unit), e.g. d1,d2', role: 'stateless' },
  ],
  // No dice, but a médiactiviste of the defenders may be eliminated: its team then draws a card by a die (l.121).
  diceWhen: (game, [units], _g, values) => {
    const s = sliceOf(game);
    const place = values?.['--at'];
    if (!s || !place) return false;
    const teams = values?.['--defender'] ? [values['--defender']] : defenderChoices(game, units, place, 'en').map((c) => c.value);
    return Object.values(s.units).some((u) => u.at === place && teams.includes(u.team) && s.types[u.type]?.special === 'mediactiviste');
  },
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-fight')
    .description('RIOT: a fight: ranged Blitz cards first (the police shield takes the first point), then total strengths, +1 to a defender in a building, a tie does nothing; the loser is removed, the winners take its strength as damage, weakest first (l.81-105, R20)')
  defineFacts(cmd, FIGHT_FACTS);
  addCommon(cmd);
  cmd.action(async (attackers: string[], opts: FightOpts) => {
    const ids = idList('<attackers>', attackers);
    await runProcedure<FightFacts>(io, opts, ids.length ? ids.join(',') : undefined, {
      name: 'riot-fight',
      fromOptions(_edition, lang) {
        if (opts.attack === undefined || opts.defend === undefined) throw new UserError('missing-option', { procedure: 'riot-fight', whatKey: 'err.w.riot-fighters', option: '<attackers> --at <place>, or --attack and --defend', optionKey: 'err.o.riot-fighters' });
        if (opts.blitz !== undefined) throw new UserError('riot-option-on-game', { option: '--blitz' });
        if (opts.meleeBlitz !== undefined) throw new UserError('riot-option-on-game', { option: '--melee-blitz' });
        const attackerTeam = teamOpt('--attacker', opts.attacker ?? 'autonomes');
        const defenderTeam = teamOpt('--defender', opts.defender ?? 'police');
        const shields = new Set(idList('--shields', opts.shields === undefined ? [] : [opts.shields]));
        const a = fighters('a', attackerTeam, intList('--attack', opts.attack, 1, 20), shields);
        const d = fighters('d', defenderTeam, intList('--defend', opts.defend, 1, 20), shields);
        const blitz: Blitz[] = (opts.hit ?? []).map((h) => {
          const m = /^\s*([ad]\d+)\s*=\s*(\d+)\s*$/.exec(h);
          const u = m ? [...a, ...d].find((x) => x.id === m[1]) : undefined;
          if (!m || !u) throw new UserError('riot-bad-hit', { value: h });
          const points = Number(m[2]);
          if (points < 1 || points > 10) throw new UserError('out-of-range', { option: '--hit', value: points, min: 1, max: 10 });
          return { card: `hit-${u.id}`, cardName: '--hit', team: u.team === attackerTeam ? defenderTeam : attackerTeam, target: u.id, points };
        });
        return { lang, place: { id: '-', kind: opts.building ? 'building' : 'street', zone: '-' }, attackerTeam, defenderTeam, attackers: a, defenders: d, blitz, breakOff: Boolean(opts.breakOff) };
      },
      fromState(game, _id, lang) {
        const s = riotSlice(game, 'riot-fight');
        for (const o of ['attack', 'defend', 'building', 'attacker', 'hit', 'shields'] as const) if (opts[o] !== undefined) throw new UserError('state-knows', { option: `--${o.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, whatKey: 'err.w.riot-units' });
        if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'riot-fight', whatKey: 'err.w.riot-place', option: '--at', optionKey: 'err.o.riot-at-place' });
        const place = placeOf(s, opts.at, ids);
        if (place.kind !== 'street' && place.kind !== 'building') throw new UserError('riot-fight-place', { place: place.id });
        const us = ids.map((id) => unitOf(s, id));
        const attackerTeam = us[0].team;
        // l.101: a unit in the hospital is out of play until the police's next turn takes it to the HQ.
        const laid = us.find((u) => u.at === 'hospital');
        if (laid) throw new UserError('riot-in-hospital', { unit: laid.id });
        if (us.some((u) => u.team !== attackerTeam)) throw new UserError('riot-fight-two-teams');
        if (s.round.team !== null && attackerTeam !== s.round.team) throw new UserError('riot-not-its-turn', { team: attackerTeam, active: s.round.team });
        const enemies = place.occupants.filter((x) => x !== attackerTeam);
        let defenderTeam: string;
        if (opts.defender !== undefined) defenderTeam = teamOpt('--defender', opts.defender);
        else if (enemies.length === 1) defenderTeam = enemies[0];
        else if (enemies.length === 0) throw new UserError('riot-no-enemy', { place: place.id });
        else throw new UserError('riot-which-defender', { place: place.id, teams: enemies.join(', ') });
        const kind = place.kind;
        const defenders = Object.values(s.units).filter((u) => u.at === place.id && u.team === defenderTeam).map((u) => fighterOf(s, u, kind));
        const attackersF = us.map((u) => fighterOf(s, u, kind));
        const inFight = new Map([...attackersF, ...defenders].map((f) => [f.id, f]));
        const hands = Object.fromEntries(Object.values(s.teams).map((x) => [x.id, [...x.hand]]));
        // `--blitz pave:crs2 --blitz ...` or one comma-separated list (the guide's checklist).
        const blitz: Blitz[] = (opts.blitz ?? []).flatMap((b) => b.split(',')).map((b) => {
          const m = /^\s*([^:\s]+)\s*:\s*([^:\s]+)\s*$/.exec(b);
          if (!m) throw new UserError('riot-bad-blitz', { value: b });
          const card = Object.hasOwn(s.cards, m[1]) ? s.cards[m[1]] : null;
          if (!card) throw new UserError('riot-unknown-card', { id: m[1], known: Object.keys(s.cards).join(', ') || '-' });
          if (!card.blitz || card.ranged === 0) throw new UserError('riot-not-ranged', { card: card.id });
          const target = inFight.get(m[2]);
          if (!target) throw new UserError('riot-blitz-target', { unit: m[2] });
          const team = target.team === attackerTeam ? defenderTeam : attackerTeam;
          const i = hands[team]?.indexOf(card.id) ?? -1;
          if (i < 0) throw new UserError('riot-not-in-hand', { card: card.id, team });
          hands[team].splice(i, 1);
          return { card: card.id, cardName: card.name, team, target: target.id, points: card.ranged };
        });
        // `--melee-blitz barricade:police` or a comma-separated list (l.87, U425): from the hand of the team named.
        const meleeBlitz: MeleeBlitz[] = (opts.meleeBlitz ?? []).flatMap((b) => b.split(',')).map((b) => {
          const m = /^\s*([^:\s]+)\s*:\s*([^:\s]+)\s*$/.exec(b);
          if (!m) throw new UserError('riot-bad-melee-blitz', { value: b });
          const card = Object.hasOwn(s.cards, m[1]) ? s.cards[m[1]] : null;
          if (!card) throw new UserError('riot-unknown-card', { id: m[1], known: Object.keys(s.cards).join(', ') || '-' });
          if (!card.blitz || (card.melee ?? 0) === 0) throw new UserError('riot-not-melee', { card: card.id });
          const team = teamOpt('--melee-blitz', m[2]);
          const i = hands[team]?.indexOf(card.id) ?? -1;
          if (i < 0) throw new UserError('riot-not-in-hand', { card: card.id, team });
          hands[team].splice(i, 1);
          return { card: card.id, cardName: card.name, team, strength: card.melee ?? 0, side: card.side ?? null, where: card.where ?? null };
        });
        return {
          lang,
          place: { id: place.id, kind, zone: place.zone ?? '-' },
          attackerTeam,
          defenderTeam,
          attackers: attackersF,
          defenders,
          blitz,
          meleeBlitz,
          breakOff: Boolean(opts.breakOff),
          attacksSoFar: s.round.attacks[groupKey(defenderTeam, place.id)] ?? 0,
          reach: us.map((u) => {
            const from = placeOf(s, u.at, ids);
            return { unit: u.id, kind: from.kind, zone: from.zone, moved: s.round.moves?.[u.id] ?? 0, special: s.types[u.type]?.special ?? null };
          }),
          inReach: opts.inReach === true,
          phase: s.round.phase,
          turnedThisTurn: s.round.turned,
          owedAlready: s.round.owed,
          cardDeck: s.cardDeck,
          hands: Object.fromEntries(Object.values(s.teams).map((x) => [x.id, x.hand])),
          onGame: true,
          names: riotNames(s, lang),
          // The board's map follows the units the fight moves (U335, U428).
          ...(game.map ? { mapZones: mapZonesOf(game), turn: game.turn } : {}),
        };
      },
      resolve: resolveRiotFight,
    });
  });
}
