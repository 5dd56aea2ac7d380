// The players' view: what the security-force players may know, per the
// rules' notes, from the same record and state the umpire's view uses.
// - Civil Disorder, RL State Chart, NOTE: "SF player need not know the exact
//   implications in the table above - they can be told that 8 = bad, and
//   1=good"; Émeutes, FR: the same. So: the RL number and that legend only.
// - Looting: "the SF must not know which are looters and which are rioters";
//   an escaping looter crowd is "a crowd of people carrying stereos and TVs".
// - Negotiation: "players are not told how good a negotiator they are, or the
//   results table".
// - By edition (ruling U103, src/rules/civil-disorder/players.ts): the players see the dice
//   and factors of a procedure whose table is in their rulebook (in Émeutes
//   the melee and the over-reaction test among others; in Civil Disorder the
//   snipers); looters are never told from rioters (U94).
// Otherwise dice, modifiers (they name the negotiator's quality), the rules'
// notes and the state effects are the umpire's: never shown here.
import { PLAYERS_SEE_LOOTERS, playersSeeTable } from '../rules/civil-disorder/players.js';
import { signed, type Lang, type Resolution } from '../rules/types.js';
import type { Game } from '../engine/system.js';
import { percent, t } from '../i18n/index.js';
import { table, theme } from './table.js';
import { RL_MAX, RL_MIN } from '../rules/civil-disorder/rl-roll.js';

/**
 * Per procedure, what of the outcome the players are told. `rl`: only the RL
 * marker; `looters`: "people carrying stereos and TVs"; `outcome`: the outcome
 * text (what everyone at the table sees happen). Procedures not listed get
 * `outcome`.
 */
export const PLAYER_OUTCOME: Record<string, 'rl' | 'looters' | 'outcome' | 'unseen'> = {
  'rl-roll': 'rl', // RL State Chart NOTE: the number, not its implications
  negotiate: 'rl', // Negotiation: not the negotiator's quality nor the results table
  jump: 'rl', // RL State Chart NOTE: the chart's jumps are its implications; the players see the marker
  'set-rl': 'rl', // the umpire's status change: the marker, not the umpire's reason
  owe: 'rl', // an owed RL roll: that the crowd will react is the umpire's to know (and the +2 is a factor)
  loot: 'looters', // Looting: not looters from rioters; escaping looters carry stereos and TVs
  looting: 'looters',
  'loot-escape': 'looters',
  // Pack guerilla-urbaine, U136: an agent hidden in a crowd moves and takes cover unseen by the SF.
  'agent-move': 'unseen',
  'agent-hide': 'unseen',
};

/** The RL marker as the players are told it (RL State Chart NOTE). */
export function playerRl(lang: Lang, rl: number): string {
  return t(lang, 'player.rl', { rl });
}

/** The subject fields of a record (the same list the odds use). */
const SUBJECT_KEYS = ['crowd', 'unit', 'building', 'character', 'casualty', 'engine', 'ambulance'] as const;

/**
 * Ids are the umpire's handles and may give away what the players may not
 * know (`shoplifters`, `casseurs`: Looting, "the SF must not know which are
 * looters"). In the players' view a subject is named as the table sees it:
 * the game's name for it, else a neutral label for its kind (ruling U74).
 */
export function playerSubject(lang: Lang, kind: string, id: string, game: Game | null | undefined): string {
  const maps: Record<string, Record<string, { name?: string }> | undefined> = {
    crowd: game?.crowds,
    unit: game?.units,
    building: game?.buildings,
    character: (game as { characters?: Record<string, { name?: string }> } | null | undefined)?.characters,
  };
  const map = maps[kind];
  const named = map && Object.hasOwn(map, id) ? map[id].name : undefined;
  // A name that is only the id (a split crowd without --name) would give the id away.
  if (typeof named === 'string' && named.trim() !== '' && named !== id) return named;
  return t(lang, `player.subject.${kind}`);
}

function subject(r: Resolution, lang: Lang, game: Game | null | undefined): string[] {
  return SUBJECT_KEYS.flatMap((k) => (typeof r[k] === 'string' ? [playerSubject(lang, k, r[k] as string, game)] : []));
}

/** The RL chart's state names, both editions (RL State Chart NOTE: the players get the number only). */
const RL_LEVELS = Array.from({ length: RL_MAX - RL_MIN + 1 }, (_, i) => RL_MIN + i);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text as the players may read it (ruling U74): every crowd, building,
 * unit and character id of the game replaced by its name, and the RL chart's
 * state names taken out ("5 Demonstrate" → "5", "(Bombard)" → "",
 * "RL Paused" → "RL"), in both editions' words.
 */
export function playerScrub(text: string, game: Game | null | undefined, lang: Lang = game?.lang ?? 'en'): string {
  let out = text;
  for (const lang of ['en', 'fr'] as const) {
    for (const rl of RL_LEVELS) {
      const name = escapeRe(t(lang, `rl.state.${rl}`));
      out = out
        .replace(new RegExp(`\\s*\\(${name}\\)`, 'gu'), '')
        .replace(new RegExp(`(\\d|RL|FR)\\s+${name}(?![\\p{L}\\p{N}_-])`, 'gu'), '$1');
    }
  }
  if (game) {
    // Crowds and buildings (the SF's own units keep their ids: nothing to hide).
    // A crowd named by its id (a split without --name) gets the neutral label.
    const swap = new Map<string, string>();
    const names = new Set<string>();
    for (const [kind, map] of [['crowd', game.crowds], ['building', game.buildings]] as [string, Record<string, { name?: string }>][]) {
      for (const id of Object.keys(map ?? {})) {
        const shown = playerSubject(lang, kind, id, game);
        swap.set(id, shown);
        if (shown !== id) names.add(shown);
      }
    }
    // One pass, names before ids and longest first: a name that holds an id ("Parked cars") stays as it is.
    const alts = [...[...names].sort((a, b) => b.length - a.length), ...[...swap.keys()].sort((a, b) => b.length - a.length)]
      .filter((w) => w !== '')
      .map(escapeRe);
    if (alts.length > 0) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${alts.join('|')})(?![\\p{L}\\p{N}_-])`, 'gu');
      out = out.replace(re, (w) => (names.has(w) ? w : (swap.get(w) ?? w)));
    }
  }
  return out;
}

/** One resolution in the players' view. */
export function renderPlayerResolution(r: Resolution, o: { lang: Lang; color: boolean; turn?: number | null; game?: Game | null }): string {
  const th = theme(o.color);
  const lang = o.lang;
  const name = t(lang, `${r.procedure}.procedure`);
  const listed = PLAYER_OUTCOME[r.procedure] ?? (/loot/.test(r.procedure) ? 'looters' : 'outcome');
  if (listed === 'unseen') return `${t(lang, 'player.unseen')}\n`;
  const kind = listed === 'looters' && PLAYERS_SEE_LOOTERS[r.edition] ? 'outcome' : listed;
  const out: string[] = [];
  // Looters are not told from rioters (Looting; U94): the looting procedures get a neutral name.
  const shown = kind === 'looters' ? t(lang, 'player.looters-procedure') : name === `${r.procedure}.procedure` ? r.procedure : name;
  const head = [shown, ...subject(r, lang, o.game)].join(' · ');
  out.push(th.title(`${head}${o.turn ? ` · ${t(lang, 'common.turn')} ${o.turn}` : ''}`));
  const rl = (r as { rl?: { after?: number } }).rl;
  if (kind === 'looters') {
    out.push(t(lang, 'player.looters'));
    // A fire is plain to see; who lit it is not said.
    if (/fire/.test(r.outcome.code) && typeof r.building === 'string') out.push(t(lang, 'player.fire', { building: playerSubject(lang, 'building', r.building, o.game) }));
  }
  else if (kind === 'outcome') {
    if (playersSeeTable(r.edition, r.procedure) && (r.rolls.length > 0 || r.modifiers.length > 0)) {
      const rows: (string | number)[][] = r.rolls.map((d, i) => [playerScrub(`#${i + 1} ${d.label} (${d.die})`, o.game, lang), d.value]);
      for (const m of r.modifiers) rows.push([playerScrub(m.label, o.game, lang), signed(m.value)]);
      if (r.total !== null) rows.push([t(lang, 'common.total'), String(r.total)]);
      out.push(table([t(lang, 'common.roll'), t(lang, 'common.value')], rows, th));
    }
    out.push(playerScrub(r.outcome.text, o.game, lang));
  }
  if (rl && typeof rl.after === 'number') out.push(playerRl(lang, rl.after));
  return `${out.join('\n')}\n`;
}

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
  return `${out.join('\n')}\n`;
}

/**
 * `--odds` in the players' view (U74): the chances are the table's
 * implications, so only a procedure whose table is in the players' rulebook
 * (U103) shows them, with names for ids, no RL state names and no outcome
 * codes (a code such as `demonstrate` is an RL name); any other procedure
 * says that its odds are the umpire's.
 */
export async function renderPlayerOdds(rec: import('../odds/run.js').OddsRecord, lang: Lang, color: boolean, game: Game | null): Promise<string> {
  const th = theme(color);
  const name = t(lang, `${rec.procedure}.procedure`);
  const looting = (PLAYER_OUTCOME[rec.procedure] ?? (/loot/.test(rec.procedure) ? 'looters' : 'outcome')) === 'looters' && !PLAYERS_SEE_LOOTERS[rec.edition];
  const procedure = looting ? t(lang, 'player.looters-procedure') : name === `${rec.procedure}.procedure` ? rec.procedure : name;
  const who = SUBJECT_KEYS.flatMap((k) => (typeof rec[k] === 'string' ? [playerSubject(lang, k, rec[k] as string, game)] : []));
  const out: string[] = [th.title([t(lang, 'odds.title', { procedure }), ...who].join(' · '))];
  if (!playersSeeTable(rec.edition, rec.procedure)) {
    out.push(t(lang, 'player.odds-hidden'));
    return `${out.join('\n')}\n`;
  }
  if (rec.modifiers.length > 0) {
    out.push(table([t(lang, 'common.modifier'), t(lang, 'common.value')], rec.modifiers.map((m) => [playerScrub(m.label, game, lang), signed(m.value)]), th));
  }
  out.push(
    table(
      [t(lang, 'common.outcome'), t(lang, 'odds.chance')],
      rec.outcomes.flatMap((o) => {
        const short = t(lang, `odds.${o.code}`);
        const head = o.variants ? (short === `odds.${o.code}` ? '' : short) : o.text;
        return [[playerScrub(head, game, lang), percent(lang, o.percent)], ...(o.variants ?? []).map((x) => [`  ${playerScrub(x.text, game, lang)}`, percent(lang, x.percent)])];
      }),
      th,
    ),
  );
  return `${out.join('\n')}\n`;
}
