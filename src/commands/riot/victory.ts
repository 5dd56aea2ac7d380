// `umpire riot-victory <team>`: has this team won (l.21-27)? The police by
// the last opinion card, the autonomes and the anarchistes at 7 zone points,
// the nationalists by their mission. Stateless: `--have n --need n`. Thin
// adapter over src/rules/riot/victory.ts.
import type { Command } from 'commander';
import { resolveRiotVictory, type VictoryFacts } from '../../rules/riot/victory.js';
import { BOX, ZONE_POINTS_TO_WIN } from '../../rules/riot/tables.js';
import { addCommon, intOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { teamArg } from './ask.js';
import { riotSlice, teamOf, teamOpt } from './facts.js';

interface VictoryOpts extends CommonOpts {
  have?: string;
  need?: string;
}

const VICTORY_FACTS: ProcedureFacts = {
  args: [teamArg('the team: police, autonomes, anarchistes or nationalistes')],
  options: [
    { flags: '--have <n>', description: "stateless: the team's figure (cards turned, zone points, the mission's count)", role: 'stateless' },
    { flags: '--need <n>', description: "stateless: what it needs (the deck's size, the mission's target)", role: 'stateless' },
  ],
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-victory')
    .description(`RIOT: has this team won? The police when the last public-opinion card is turned, the autonomes and the anarchistes at ${ZONE_POINTS_TO_WIN} zone points, the nationalists by their secret mission (l.21-27)`)
  defineFacts(cmd, VICTORY_FACTS);
  addCommon(cmd);
  cmd.action(async (team: string | undefined, opts: VictoryOpts) => {
    if (team === undefined) throw new UserError('missing-option', { procedure: 'riot-victory', whatKey: 'err.w.riot-team', option: '<team>', optionKey: 'err.o.riot-team' });
    const stateless = opts.have !== undefined || opts.need !== undefined;
    await runProcedure<VictoryFacts>(io, opts, stateless ? undefined : team, {
      name: 'riot-victory',
      fromOptions(_edition, lang) {
        const tm = teamOpt('<team>', team);
        const have = opts.have === undefined ? 0 : intOpt('--have', opts.have, 0, 999);
        const need = opts.need === undefined ? (tm === 'police' ? BOX.opinionCards : ZONE_POINTS_TO_WIN) : intOpt('--need', opts.need, 1, 999);
        if (tm === 'police') return { lang, team: tm, opinion: { turned: have, size: need } };
        if (tm === 'nationalistes') return { lang, team: tm, mission: { id: '-', name: '-', goal: 'buildings', target: need, have } };
        return { lang, team: tm, zonePoints: have };
      },
      fromState(game, id, lang) {
        const s = riotSlice(game, 'riot-victory');
        const tm = teamOf(s, id);
        const t = s.teams[tm];
        const units = Object.values(s.units).filter((u) => u.team === tm);
        const held = (b: string) => units.some((u) => u.at === b);
        const m = t.mission ? s.missions[t.mission] : null;
        let have = 0;
        if (m?.goal === 'buildings') have = Object.keys(s.buildings).filter(held).length;
        else if (m?.goal === 'zones') have = Object.values(s.zones).filter((z) => z.buildings.length > 0 && z.buildings.every(held)).length;
        else if (m?.goal === 'credits') have = t.credits;
        return {
          lang,
          team: tm,
          opinion: { turned: s.opinion.drawn.length, size: s.opinion.deck.length },
          zonePoints: t.zonePoints,
          mission: m ? { id: m.id, name: m.name, goal: m.goal, target: m.target, have } : null,
        };
      },
      resolve: (facts) => resolveRiotVictory(facts),
    });
  });
}
