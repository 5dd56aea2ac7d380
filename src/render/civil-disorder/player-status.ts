// Civil Disorder's part of `status --player` (GameSystem.status.player): the
// crowds with their RL marker (no id, no looter mark, no RL state name), the
// SF's own units, the buildings' fires. Loaded when shown (it draws tables).
import { PLAYERS_SEE_LOOTERS } from '../../rules/civil-disorder/players.js';
import type { Lang } from '../../rules/types.js';
import type { Game } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { table, theme } from '../table.js';
import { playerSubject } from './player.js';
import { hasActed } from '../../rules/civil-disorder/actions.js';

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
  // What changes on the street and the players see (issue 42): fires, their own wounded, the casualties lying there, the ambulances, the gas clouds.
  const street = streetRows(game, lang);
  if (street.length > 0) {
    out.push(th.title(t(lang, 'player.street')));
    out.push(table([t(lang, 'player.col.what'), t(lang, 'player.col.now')], street, th));
  }
  if (Object.keys(game.units).length > 0) {
    out.push(th.title(t(lang, 'status.units')));
    out.push(
      table(
        // No id column: the players name their units as the table does.
        ['name', 'strength', 'notes'].map((k) => t(lang, `status.col.${k}`)),
        Object.values(game.units).map((u) => [u.name, u.strength, u.wounded > 0 ? t(lang, 'status.wounded', { n: u.wounded }) : '']),
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

/**
 * The street now, as the players see it (issue 42): the buildings on fire,
 * their own units' wounded, the casualties on the ground (how many, never
 * whose crowd: a crowd's id may tell too much, U74), the ambulances (away to
 * hospital until which turn, U208), the gas clouds (their kind, and from
 * when they bite: the SF threw them), the characters who took their action
 * this turn (one a turn, U66). Nothing when all is quiet.
 */
export function streetRows(game: Game, lang: Lang): string[][] {
  const rows: string[][] = [];
  const burning = Object.values(game.buildings).filter((b) => b.fires > 0);
  rows.push([t(lang, 'player.row.fires'), burning.length === 0 ? t(lang, 'player.no-fire') : burning.map((b) => t(lang, 'player.fires-in', { building: playerSubject(lang, 'building', b.id, game), n: b.fires })).join('\n')]);
  const hurt = Object.values(game.units).filter((u) => u.wounded > 0);
  if (hurt.length > 0) rows.push([t(lang, 'player.row.wounded'), hurt.map((u) => t(lang, 'player.unit-wounded', { unit: u.name, n: u.wounded })).join('\n')]);
  const g = game as unknown as { casualties?: Record<string, { side: string; status: string }>; ambulances?: Record<string, { name: string; away?: { back: number } }>; gas?: Record<string, { kind: string; from: number; crowds: string[] }> };
  const lying = Object.values(g.casualties ?? {}).filter((c) => c.status !== 'hospital' && c.status !== 'loaded');
  if (lying.length > 0) {
    const ours = lying.filter((c) => c.side === 'sf').length;
    rows.push([t(lang, 'player.row.casualties'), t(lang, 'player.casualties', { n: lying.length, ours })]);
  }
  const ambulances = Object.values(g.ambulances ?? {});
  if (ambulances.length > 0)
    rows.push([t(lang, 'player.row.ambulances'), ambulances.map((a) => (a.away ? t(lang, 'player.ambulance-away', { name: a.name, back: a.away.back }) : t(lang, 'player.ambulance-here', { name: a.name }))).join('\n')]);
  const clouds = Object.values(g.gas ?? {});
  if (clouds.length > 0)
    rows.push([
      t(lang, 'player.row.gas'),
      clouds
        .map((c) => {
          const over = c.crowds.filter((id) => Object.hasOwn(game.crowds, id)).map((id) => playerSubject(lang, 'crowd', id, game));
          const kind = t(lang, `player.gas.${c.kind === 'cs' ? 'cs' : 'tear'}`);
          const when = c.from > game.turn ? t(lang, 'player.gas-from', { turn: c.from }) : t(lang, 'player.gas-on');
          return over.length > 0 ? `${kind} (${when}): ${over.join(', ')}` : `${kind} (${when})`;
        })
        .join('\n'),
    ]);
  const acted = Object.values((game as unknown as { characters?: Record<string, { id: string; acted?: unknown }> }).characters ?? {}).filter((c) => hasActed(c.acted, game.turn));
  if (acted.length > 0) rows.push([t(lang, 'player.row.acted'), acted.map((c) => playerSubject(lang, 'character', c.id, game)).join('\n')]);
  return rows;
}
