// Civil Disorder's part of `status --player` (GameSystem.status.player): the
// crowds with their RL marker (no id, no looter mark, no RL state name), the
// SF's own units, the buildings' fires. Loaded when shown (it draws tables).
import { PLAYERS_SEE_LOOTERS } from '../../rules/civil-disorder/players.js';
import type { Lang } from '../../rules/types.js';
import type { Game } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { table, theme } from '../table.js';
import { playerSubject } from './player.js';

/** The table as the players may see it: crowds with their RL marker, their own units, the buildings. */
export function renderPlayerStatus(game: Game, lang: Lang, color: boolean): string {
  const th = theme(color);
  const out: string[] = [th.title(t(lang, 'player.title', { title: game.title, turn: game.turn }))];
  out.push(th.title(t(lang, 'status.crowds')));
  out.push(
    table(
      [t(lang, 'status.col.name'), t(lang, 'status.col.figures'), t(lang, 'status.col.rl')],
      // No id (U74), no looter mark, no RL state name: the name and the number only.
      // A crowd merged into another is no longer on the table (U53).
      Object.values(game.crowds).filter((c) => typeof c.mergedInto !== 'string').map((c) => [
        playerSubject(lang, 'crowd', c.id, game) + (PLAYERS_SEE_LOOTERS[game.edition] && c.looter ? ` (${t(lang, 'player.looter-crowd')})` : ''),
        c.figures,
        String(c.rl),
      ]),
      th,
    ),
  );
  out.push(th.dim(t(lang, 'player.legend')));
  if (Object.keys(game.units).length > 0) {
    out.push(th.title(t(lang, 'status.units')));
    out.push(
      table(
        ['id', 'name', 'strength', 'notes'].map((k) => t(lang, `status.col.${k}`)),
        Object.values(game.units).map((u) => [u.id, u.name, u.strength, u.wounded > 0 ? t(lang, 'status.wounded', { n: u.wounded }) : '']),
        th,
      ),
    );
  }
  if (Object.keys(game.buildings).length > 0) {
    out.push(th.title(t(lang, 'status.buildings')));
    out.push(
      table(
        // Value and loot are the umpire's numbers; fire and a wreck are plain to see.
 [t(lang, 'status.col.name'), t(lang, 'status.col.fires')],
        Object.values(game.buildings).map((b) => [playerSubject(lang, 'building', b.id, game) + (b.value <= 0 ? ` (${t(lang, 'player.wreck')})` : ''), b.fires]),
        th,
      ),
    );
  }
  // EN l.217 "if the SF could see this activity, they should be told about it" (U375): the factories they see, by name, not the crowd they supply.
  const seen = Object.values(game.factories ?? {}).filter((f) => f.seen && typeof f.raided !== 'number');
  for (const f of seen) out.push(t(lang, 'player.factory', { factory: f.name }));
  return `${out.join('\n')}\n`;
}
