// Civil Disorder's players' view (GameSystem.players; the engine's
// src/render/player.ts asks it): what the security-force players may know,
// per the rules' notes.
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
// notes and the state effects are the umpire's: never shown.
import { PLAYERS_SEE_LOOTERS, playersSeeTable } from '../../rules/civil-disorder/players.js';
import type { Edition, Lang, Resolution } from '../../rules/types.js';
import type { Game, PlayersView, PlayerTold } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';

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

/** What the players are told of a procedure: `rl`, `looters` (unless the edition lets them see looters) or `outcome`. */
function toldKind(procedure: string, edition: Edition): 'rl' | 'looters' | 'outcome' {
  const listed = PLAYER_OUTCOME[procedure] ?? (/loot/.test(procedure) ? 'looters' : 'outcome');
  return listed === 'looters' && PLAYERS_SEE_LOOTERS[edition] ? 'outcome' : listed;
}

/** The RL marker as the players are told it (RL State Chart NOTE). */
export function playerRl(lang: Lang, rl: number): string {
  return t(lang, 'player.rl', { rl });
}

/**
 * What changed of a crowd's RL marker, as the players say it (issue 42): "the
 * market crowd calms: RL 5 → 4" (8 = bad, 1 = good: the RL State Chart NOTE,
 * said once in the crowds' legend, not on every line); the umpire's own
 * change (`set-rl`) says only where the marker is. Without a crowd to name,
 * the marker as before.
 */
export function rlChange(lang: Lang, r: Resolution, before: number | undefined, after: number, game: Game | null): string {
  const crowd = typeof r.crowd === 'string' ? playerSubject(lang, 'crowd', r.crowd, game) : null;
  if (crowd === null) return playerRl(lang, after);
  const way = typeof before !== 'number' ? 'set' : after > before ? 'up' : after < before ? 'down' : 'same';
  const said = t(lang, `player.rl-change.${way}`, { crowd, before: before ?? after, after });
  return said.charAt(0).toUpperCase() + said.slice(1);
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

/** The RL chart's state names, both editions (RL State Chart NOTE: the players get the number only). */
const RL_LEVELS = Array.from({ length: RL_MAX - RL_MIN + 1 }, (_, i) => RL_MIN + i);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text as the players may read it (ruling U74): every crowd and building
 * id of the game replaced by its name, and the RL chart's state names taken
 * out ("5 Demonstrate" → "5", "(Bombard)" → "", "RL Paused" → "RL"), in
 * both editions' words.
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
    // A casualty by its number, not its id (`cas-1` → `#1`): the players' own wounded, named as the page numbers them.
    for (const id of Object.keys((game as { casualties?: Record<string, unknown> }).casualties ?? {})) {
      const n = /(\d+)$/.exec(id)?.[1];
      if (n !== undefined) swap.set(id, `#${n}`);
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

/** What the players are told of a resolution: the RL marker only, the looters' neutral lines, or the outcome (then the marker). */
function lines(r: Resolution, game: Game | null, lang: Lang, scrub: (text: string) => string): string[] {
  const kind = toldKind(r.procedure, r.edition);
  const out: string[] = [];
  if (kind === 'looters') {
    out.push(t(lang, 'player.looters'));
    // A fire is plain to see; who lit it is not said.
    if (/fire/.test(r.outcome.code) && typeof r.building === 'string') out.push(t(lang, 'player.fire', { building: playerSubject(lang, 'building', r.building, game) }));
  } else if (r.procedure === 'gas' && (r.outcome.code === 'gas-cleared' || r.outcome.code === 'gas-effective')) {
    // Said from the record's code in the page's language (the stored text is the game's, and names the cloud's id).
    const cloud = (r.effects ?? []).find((e) => e.op === 'del' && String(e.path).startsWith('gas.'))?.prev as { crowds?: string[] } | undefined;
    const ids = r.outcome.code === 'gas-cleared' ? (cloud?.crowds ?? []) : typeof r.crowd === 'string' ? [r.crowd] : [];
    const crowds = ids.map((id) => playerSubject(lang, 'crowd', id, game)).join(', ');
    out.push(t(lang, `player.${r.outcome.code}${crowds ? '' : '-none'}`, { crowds }));
  } else if (kind === 'outcome') out.push(scrub(r.outcome.text));
  const rl = (r as { rl?: { before?: number; after?: number } }).rl;
  if (rl && typeof rl.after === 'number') out.push(rlChange(lang, r, rl.before, rl.after, game));
  return out;
}

/** Civil Disorder's players' view, registered as its GameSystem.players. */
export const CIVIL_DISORDER_PLAYERS: PlayersView = {
  procedure(procedure, edition, lang): PlayerTold {
    const kind = toldKind(procedure, edition);
    // Looters are not told from rioters (Looting; U94): the looting procedures get a neutral name.
    if (kind === 'looters') return { name: t(lang, 'player.looters-procedure'), table: false };
    return { table: kind === 'outcome' && playersSeeTable(edition, procedure) };
  },
  lines,
  scrub: (text, game, lang) => playerScrub(text, game, lang),
  subjectKeys: SUBJECT_KEYS,
  subject: (kind, id, game, lang) => ((SUBJECT_KEYS as readonly string[]).includes(kind) ? playerSubject(lang, kind, id, game) : undefined),
  state: playerState,
};

/**
 * What `status --player` shows, as data (src/render/civil-disorder/player-status.ts):
 * the crowds on the table by name with their figures and RL number (no id,
 * no looter mark unless the edition shows looters, U74, U94), the SF's own
 * units, the buildings by name with their fires and whether they are wrecks.
 */
function playerState(game: Game, lang: Lang): Record<string, unknown> {
  const looters = PLAYERS_SEE_LOOTERS[game.edition];
  return {
    crowds: Object.values(game.crowds ?? {})
      .filter((c) => typeof c.mergedInto !== 'string')
      .map((c) => ({ name: playerSubject(lang, 'crowd', c.id, game), figures: c.figures, rl: c.rl, ...(looters ? { looter: Boolean(c.looter) } : {}) })),
    units: Object.values(game.units ?? {}).map((u) => ({ id: u.id, name: u.name, strength: u.strength, wounded: u.wounded })),
    buildings: Object.values(game.buildings ?? {}).map((b) => ({ name: playerSubject(lang, 'building', b.id, game), fires: b.fires, wreck: b.value <= 0 })),
  };
}
