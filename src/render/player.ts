// The players' view: what the security-force players may know, per the
// rules' notes, from the same record and state the umpire's view uses.
// - Civil Disorder, RL State Chart, NOTE: "SF player need not know the exact
//   implications in the table above - they can be told that 8 = bad, and
//   1=good"; Émeutes, FR: the same. So: the RL number and that legend only.
// - Looting: "the SF must not know which are looters and which are rioters";
//   an escaping looter crowd is "a crowd of people carrying stereos and TVs".
// - Negotiation: "players are not told how good a negotiator they are, or the
//   results table".
// - By edition (ruling U103, src/rules/players.ts): the players see the dice
//   and factors of a procedure whose table is in their rulebook (in Émeutes
//   the melee and the over-reaction test among others; in Civil Disorder the
//   snipers); looters are never told from rioters (U94).
// Otherwise dice, modifiers (they name the negotiator's quality), the rules'
// notes and the state effects are the umpire's: never shown here.
import { PLAYERS_SEE_LOOTERS, playersSeeTable } from '../rules/players.js';
import { signed, type Lang, type Resolution } from '../rules/types.js';
import type { GameState } from '../state/types.js';
import { t } from '../i18n/index.js';
import { table, theme } from './human.js';

/**
 * Per procedure, what of the outcome the players are told. `rl`: only the RL
 * marker; `looters`: "people carrying stereos and TVs"; `outcome`: the outcome
 * text (what everyone at the table sees happen). Procedures not listed get
 * `outcome`.
 */
export const PLAYER_OUTCOME: Record<string, 'rl' | 'looters' | 'outcome'> = {
  'rl-roll': 'rl', // RL State Chart NOTE: the number, not its implications
  negotiate: 'rl', // Negotiation: not the negotiator's quality nor the results table
  jump: 'rl', // RL State Chart NOTE: the chart's jumps are its implications; the players see the marker
  'set-rl': 'rl', // the umpire's status change: the marker, not the umpire's reason
  owe: 'rl', // an owed RL roll: that the crowd will react is the umpire's to know (and the +2 is a factor)
  loot: 'looters', // Looting: not looters from rioters; escaping looters carry stereos and TVs
  looting: 'looters',
  'loot-escape': 'looters',
};

/** The RL marker as the players are told it (RL State Chart NOTE). */
export function playerRl(lang: Lang, rl: number): string {
  return t(lang, 'player.rl', { rl });
}

function subject(r: Resolution): string[] {
  return ['crowd', 'unit', 'building', 'character', 'casualty', 'engine', 'ambulance']
    .map((k) => r[k])
    .filter((v): v is string => typeof v === 'string');
}

/** One resolution in the players' view. */
export function renderPlayerResolution(r: Resolution, o: { lang: Lang; color: boolean; turn?: number | null }): string {
  const th = theme(o.color);
  const lang = o.lang;
  const name = t(lang, `${r.procedure}.procedure`);
  const listed = PLAYER_OUTCOME[r.procedure] ?? (/loot/.test(r.procedure) ? 'looters' : 'outcome');
  const kind = listed === 'looters' && PLAYERS_SEE_LOOTERS[r.edition] ? 'outcome' : listed;
  const out: string[] = [];
  const head = [name === `${r.procedure}.procedure` ? r.procedure : name, ...subject(r)].join(' · ');
  out.push(th.title(`${head}${o.turn ? ` · ${t(lang, 'common.turn')} ${o.turn}` : ''}`));
  const rl = (r as { rl?: { after?: number } }).rl;
  if (kind === 'looters') {
    out.push(t(lang, 'player.looters'));
    // A fire is plain to see; who lit it is not said.
    if (/fire/.test(r.outcome.code) && typeof r.building === 'string') out.push(t(lang, 'player.fire', { building: r.building }));
  }
  else if (kind === 'outcome') {
    if (playersSeeTable(r.edition, r.procedure) && (r.rolls.length > 0 || r.modifiers.length > 0)) {
      const rows: (string | number)[][] = r.rolls.map((d, i) => [`#${i + 1} ${d.label} (${d.die})`, d.value]);
      for (const m of r.modifiers) rows.push([m.label, signed(m.value)]);
      if (r.total !== null) rows.push([t(lang, 'common.total'), String(r.total)]);
      out.push(table([t(lang, 'common.roll'), t(lang, 'common.value')], rows, th));
    }
    out.push(r.outcome.text);
  }
  if (rl && typeof rl.after === 'number') out.push(playerRl(lang, rl.after));
  return `${out.join('\n')}\n`;
}

/** The table as the players may see it: crowds with their RL marker, their own units, the buildings. */
export function renderPlayerStatus(game: GameState, lang: Lang, color: boolean): string {
  const th = theme(color);
  const out: string[] = [th.title(t(lang, 'player.title', { title: game.title, turn: game.turn }))];
  out.push(th.title(t(lang, 'status.crowds')));
  out.push(
    table(
      [t(lang, 'status.col.id'), t(lang, 'status.col.name'), t(lang, 'status.col.figures'), t(lang, 'status.col.rl')],
      // No looter mark, no RL state name: the number only.
      // A crowd merged into another is no longer on the table (U53).
      Object.values(game.crowds).filter((c) => typeof c.mergedInto !== 'string').map((c) => [
        c.id,
        c.name + (PLAYERS_SEE_LOOTERS[game.edition] && c.looter ? ` (${t(lang, 'player.looter-crowd')})` : ''),
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
        [t(lang, 'status.col.id'), t(lang, 'status.col.name'), t(lang, 'status.col.fires')],
        Object.values(game.buildings).map((b) => [b.id, b.name + (b.value <= 0 ? ` (${t(lang, 'player.wreck')})` : ''), b.fires]),
        th,
      ),
    );
  }
  return `${out.join('\n')}\n`;
}
