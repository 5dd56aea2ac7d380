// `umpire gu-gang [gang]`: the gang builder's cost check (l.154-237): each
// member's bill with the lines that price it, the total against the
// credits, every problem. On a game, a gang of the scenario (logged, nothing
// changed); stateless, the members given as options.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { KIT_IDS, RANKS, resolveGangCheck, STARTING_CREDITS, type GangCheckFacts, type MemberSpec } from '../../rules/guerilla-urbaine/gang.js';
import { GU_UPGRADE_IDS, GU_WEAPON_LINES, UNSOLD_WEAPONS, type GuUpgradeId } from '../../rules/guerilla-urbaine/profile.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';
import { guSlice } from './facts.js';

interface GangOpts extends CommonOpts {
  member?: string[];
  credits?: string;
}

/** A kit named after a weapon no ganger's line carries (l.138, l.150, l.152): refused, saying so. */
function unsoldKit(kit: string): never | undefined {
  const w = UNSOLD_WEAPONS.find((x) => x === kit);
  if (w !== undefined) throw new UserError('gu-weapon-unsold', { weapon: w, line: GU_WEAPON_LINES[w] });
  return undefined;
}

/** `--member id:rank:kit[:upgrade+upgrade]` as a member. */
function memberOpt(text: string): MemberSpec {
  const [id, rank, kit, ups = ''] = text.split(':').map((x) => x.trim());
  if (!id || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(id) || rank === undefined || kit === undefined) throw new UserError('gu-bad-member', { value: text });
  return {
    id,
    rank: choiceOpt('--member (rank)', rank, RANKS),
    kit: unsoldKit(kit) ?? choiceOpt('--member (kit)', kit, KIT_IDS),
    upgrades: ups === '' ? [] : ups.split('+').map((u) => choiceOpt('--member (upgrade)', u.trim(), GU_UPGRADE_IDS) as GuUpgradeId),
  };
}

const GANG_FACTS: ProcedureFacts = {
  args: [{ name: 'gang', description: 'a gang of the game (omit for a stateless check with --member)', kind: 'gangs' }],
  options: [
    { flags: '--member <id:rank:kit[:upgrades]>', description: `stateless: a member, e.g. boss:chef:pistol:excellent-reflexes (ranks ${RANKS.join(', ')}; kits ${KIT_IDS.join(', ')})`, role: 'stateless', repeatable: true },
    { flags: '--credits <n>', description: `stateless: the gang's credits (default ${STARTING_CREDITS})`, role: 'stateless' },
  ],
  // A check of the bill: no die.
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('gu-gang')
    .description("Guérilla Urbaine: a gang's cost check: 150 cdt, a Chef and a Sous-chef with their compulsory reflexes, at most 8 gangers, list prices, percentages rounded up (l.154-237)");
  defineFacts(cmd, GANG_FACTS);
  addCommon(cmd);
  cmd.action(async (gang: string | undefined, opts: GangOpts) => {
    await runProcedure<GangCheckFacts>(io, opts, gang, {
      name: 'gu-gang',
      fromOptions(_edition, lang) {
        if (!opts.member || opts.member.length === 0) throw new UserError('missing-option', { procedure: 'gu-gang', whatKey: 'err.w.gu-members', option: '<gang> or --member', optionKey: 'err.o.gu-member' });
        const credits = opts.credits === undefined ? STARTING_CREDITS : intOpt('--credits', opts.credits, 0, 10000);
        return { lang, members: opts.member.map(memberOpt), credits };
      },
      fromState(game, id, lang) {
        const s = guSlice(game);
        if (opts.member !== undefined || opts.credits !== undefined) throw new UserError('state-knows', { option: opts.member !== undefined ? '--member' : '--credits', whatKey: 'err.w.gu-gang-members' });
        const g = lookup(s.gangs, id, 'unknown-gang');
        const members = g.members.map((m) => s.figures[m]).map((f) => ({ id: f.id, rank: f.rank, kit: f.kit, upgrades: f.upgrades }));
        return { lang, gang: g.id, members, credits: g.credits };
      },
      resolve: resolveGangCheck,
    });
  });
}
