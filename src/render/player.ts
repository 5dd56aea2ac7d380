// The players' view: what the players may know, from the same record and
// state the umpire's view uses, as each system of the game says
// (GameSystem.players: Civil Disorder's in src/render/civil-disorder/player.ts,
// the rules' notes on what the security-force players may know).
// Whatever no system answers for: the outcome text (scrubbed), no dice.
import { gameById, isLoaded, loadedSystems, runningSystem, systemsOf } from '../engine/registry.js';
import type { Game, GameSystem, PlayersView, PlayerTold } from '../engine/system.js';
import { percent, t } from '../i18n/index.js';
import { signed, type Edition, type Lang, type Resolution } from '../rules/types.js';
import { table, theme } from './table.js';

/**
 * The players' views that speak for a game: its packs' first, then the
 * game's. Without a game (a stateless lookup): the running command's system
 * (a pack's, then the games it goes over), else every loaded system's, packs first.
 */
export function playersViews(game: Game | null | undefined): PlayersView[] {
  let systems: GameSystem[];
  if (game) {
    const [g, ...packs] = systemsOf(game);
    systems = [...packs, g];
  } else {
    const r = runningSystem();
    if (r) systems = [r, ...(r.over ?? []).flatMap((id) => (isLoaded({ kind: 'game', id }) ? (gameById(id) ?? []) : []))];
    else systems = [...loadedSystems().filter((s) => s.kind === 'pack'), ...loadedSystems().filter((s) => s.kind === 'game')];
  }
  return systems.flatMap((s) => (s.players ? [s.players] : []));
}

/** How the players are told a procedure: the first system that says, else its outcome and no dice. */
function told(procedure: string, edition: Edition, lang: Lang, views: PlayersView[]): PlayerTold {
  for (const v of views) {
    const said = v.procedure?.(procedure, edition, lang);
    if (said) return said;
  }
  return { table: false };
}

/** A subject as the players name it (ruling U74: an id may tell too much): the first system that knows the kind, else the id's kind said plainly. */
export function playerSubject(lang: Lang, kind: string, id: string, game: Game | null | undefined): string {
  for (const v of playersViews(game)) {
    const named = v.subject?.(kind, id, game ?? null, lang);
    if (named !== undefined) return named;
  }
  return t(lang, `player.subject.${kind}`);
}

/** A text as the players may read it: every system's scrub (U74: ids that tell too much named, words they may not know taken out). */
export function playerScrub(text: string, game: Game | null | undefined, lang: Lang = game?.lang ?? 'en'): string {
  return playersViews(game).reduce((s, v) => (v.scrub ? v.scrub(s, game ?? null, lang) : s), text);
}

/** The subjects of a record (its fields that name ids), as the players name them. */
function subjects(r: Readonly<Record<string, unknown>>, lang: Lang, game: Game | null | undefined, views: PlayersView[]): string[] {
  const keys = [...new Set(views.flatMap((v) => v.subjectKeys ?? []))];
  return keys.flatMap((k) => (typeof r[k] === 'string' ? [playerSubject(lang, k, r[k] as string, game)] : []));
}

/** A procedure's name as the players read it. */
function procedureName(lang: Lang, procedure: string, said: PlayerTold): string {
  if (said.name !== undefined) return said.name;
  const name = t(lang, `${procedure}.procedure`);
  return name === `${procedure}.procedure` ? procedure : name;
}

/** One resolution in the players' view. */
export function renderPlayerResolution(r: Resolution, o: { lang: Lang; color: boolean; turn?: number | null; game?: Game | null }): string {
  const th = theme(o.color);
  const lang = o.lang;
  const views = playersViews(o.game);
  const said = told(r.procedure, r.edition, lang, views);
  if (said.unseen) return `${t(lang, 'player.unseen')}\n`;
  const scrub = (s: string) => playerScrub(s, o.game, lang);
  const out: string[] = [];
  const head = [procedureName(lang, r.procedure, said), ...subjects(r, lang, o.game, views)].join(' · ');
  out.push(th.title(`${head}${o.turn ? ` · ${t(lang, 'common.turn')} ${o.turn}` : ''}`));
  if (said.table && (r.rolls.length > 0 || r.modifiers.length > 0)) {
    const rows: (string | number)[][] = r.rolls.map((d, i) => [scrub(`#${i + 1} ${d.label} (${d.die})`), d.value]);
    for (const m of r.modifiers) rows.push([scrub(m.label), signed(m.value)]);
    if (r.total !== null) rows.push([t(lang, 'common.total'), String(r.total)]);
    out.push(table([t(lang, 'common.roll'), t(lang, 'common.value')], rows, th));
  }
  let lines: string[] | undefined;
  for (const v of views) if (lines === undefined) lines = v.lines?.(r, o.game ?? null, lang, scrub);
  out.push(...(lines ?? [scrub(r.outcome.text)]));
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
  const views = playersViews(game);
  const said = told(rec.procedure, rec.edition, lang, views);
  const who = subjects(rec as unknown as Record<string, unknown>, lang, game, views);
  const out: string[] = [th.title([t(lang, 'odds.title', { procedure: procedureName(lang, rec.procedure, said) }), ...who].join(' · '))];
  if (!said.table || said.unseen) {
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
