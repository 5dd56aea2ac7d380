// `umpire agents`: the guerilla-urbaine pack's armed agents as the umpire
// keeps them: where each is, its profile, PV left, weapons and what it has
// done this turn (R17, U135); --json prints the pack's slice. The players'
// view shows none of them (U136: the SF do not know who the agents are).
import type { Command } from 'commander';
import { escapeControls } from '../../render/safe.js';
import { t, wordFor } from '../../i18n/index.js';
import { readGame } from '../../state/transaction.js';
import type { Lang } from '../../rules/types.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { effectiveSave } from '../../rules/guerilla-urbaine/profile.js';
import { outputLang, statePaths, useColor, type CommonOpts, type Io } from '../common.js';
import { guSlice } from './agents.js';

/** The agents table as text. */
export async function renderAgents(game: GameState, lang: Lang, color: boolean): Promise<string> {
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const agents = Object.values(guSlice(game).agents);
  const out: string[] = [th.title(t(lang, 'gu.riot.agents.title', { turn: game.turn }))];
  if (agents.length === 0) return `${out[0]}\n${t(lang, 'gu.riot.agents.none')}\n`;
  const threshold = (n: number | null, none: string) => (n === null ? none : `${n}+`);
  out.push(
    table(
      ['id', 'name', 'where', 'profile', 'pv', 'weapons', 'turn'].map((k) => t(lang, `gu.riot.agents.col.${k}`)),
      agents.map((a) => {
        const save = effectiveSave(a);
        const profile = `T${threshold(a.shoot, 'X')} C${threshold(a.fight, 'X')} A${a.attacks}${save === null ? '' : ` Svg${save}+`}${a.robust || a.upgrades.includes('robust') ? ` ${t(lang, 'gu.upgrade.robust')}` : ''}`;
        const where = a.crowd ?? a.position ?? '';
        const state: string[] = [];
        if (a.acted && a.acted.turn === game.turn) {
          for (const act of [a.acted.first, a.acted.second]) if (act) state.push(wordFor(lang, [`gu.riot.action.${act}`], act));
        }
        if (a.cover) state.push(t(lang, 'change.f.cover'));
        if (a.camouflaged) state.push(t(lang, 'change.f.camouflaged'));
        const weapons = a.weapons.map((w) => wordFor(lang, [`gu.weapon.${w.id}`], w.id) + (a.unloaded[w.id] ? ` (${t(lang, 'change.f.unloaded')})` : '')).join(', ');
        const pv = a.pvLeft === 0 ? th.bad(`0/${a.pv}`) : `${a.pvLeft}/${a.pv}`;
        return [a.id, a.name, where, profile, pv, weapons, state.join(', ')];
      }),
      th,
    ),
  );
  return `${out.join('\n')}\n`;
}

export function register(program: Command, io: Io): void {
  program
    .command('agents')
    .description("The armed agents (pack guerilla-urbaine): where each is, its profile, PV left, weapons and its actions this turn")
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', "print the pack's state (agents, SF profiles, SF wounds) as JSON")
    .option('--lang <lang>', 'output language')
    .option('--player', "players' view: only what the security-force players may know")
    .action(async (opts: CommonOpts) => {
      const paths = statePaths(io, opts);
      const sf = await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
      const lang = outputLang(opts, sf.game, sf.game.edition);
      const player = opts.player || io.env.UMPIRE_VIEW === 'player';
      if (opts.json) {
        // The players' view: the pack's players' state (none: the SF do not know who the agents are, U136).
        io.stdout.write(`${JSON.stringify(player ? (await import('../../render/player.js')).playerSlice(sf.game, 'guerilla-urbaine', lang) : guSlice(sf.game))}\n`);
        return;
      }
      if (player) {
        io.stdout.write(`${t(lang, 'player.unseen')}\n`);
        return;
      }
      io.stdout.write(escapeControls(await renderAgents(sf.game, lang, useColor(io))));
    });
}

/** `status --brief`: one line an armed agent still standing (where, PV, weapons). */
export function agentsBrief(game: GameState, lang: Lang): string[] {
  const agents = Object.values(guSlice(game).agents).filter((a) => a.pvLeft > 0);
  if (agents.length === 0) return [];
  return [
    t(lang, 'gu.riot.agents.title', { turn: game.turn }),
    ...agents.map((a) => `  ${t(lang, 'status.brief.item', { id: a.id, text: [a.crowd ?? a.position ?? '', `PV ${a.pvLeft}/${a.pv}`, ...a.weapons.map((w) => wordFor(lang, [`gu.weapon.${w.id}`], w.id))].filter(Boolean).join(', ') })}`),
  ];
}
