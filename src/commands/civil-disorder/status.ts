// Civil Disorder's part of `umpire status` (GameSystem.status, the engine's
// src/commands/status.ts): the turn, every crowd (RL and what it means), unit
// and building, as tables.
import { t, wordFor } from '../../i18n/index.js';
import { RL_GAS_LINE, rlStateName } from '../../rules/civil-disorder/rl-roll.js';
import { gasOnCrowd, type GasCloud } from '../../state/civil-disorder/facts.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { commandLines } from '../../rules/civil-disorder/command.js';
import type { Lang } from '../../rules/types.js';

/** The status screen as text (also used by the demo and the REPL). */
export async function renderStatus(game: GameState, lang: Lang, color: boolean): Promise<string> {
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const yes = (b: boolean) => t(lang, b ? 'status.yes' : 'status.no');
  const out: string[] = [th.title(t(lang, 'status.title', { title: game.title, turn: game.turn, edition: game.edition }))];

  out.push(th.title(t(lang, 'status.crowds')));
  out.push(
    table(
      ['id', 'name', 'figures', 'rl', 'state', 'adjacent', 'condition'].map((k) => t(lang, `status.col.${k}`)),
      Object.values(game.crowds).map((c) => {
        const cond = crowdConditions(game, c, lang);
        const rl = c.rl >= 7 ? th.bad(String(c.rl)) : c.rl <= 3 ? th.good(String(c.rl)) : th.neutral(String(c.rl));
        return [c.id, c.name + (c.looter ? ' *' : ''), c.figures, rl, rlStateName(lang, c.rl), (c.adjacent ?? []).join(', '), cond.join(', ')];
      }),
      th,
    ),
  );
  // The mark after a looter crowd's name, said once under the table.
  if (Object.values(game.crowds).some((c) => c.looter)) out.push(th.dim(t(lang, 'status.looter-legend')));
  // The crowds' scenario objectives, for the umpire (the players' view has its own screen).
  for (const c of Object.values(game.crowds)) if (typeof c.objective === 'string') out.push(`${c.id}: ${t(lang, 'status.objective', { objective: c.objective })}`);
  // RL rolls owed (the chart's circumstances, U54), one line the umpire cannot miss.
  const owingRolls = Object.values(game.crowds)
    .filter((c) => Object.keys((c.owes as Record<string, number> | undefined) ?? {}).length > 0)
    .map((c) => `${c.id} (${Object.keys(c.owes as Record<string, number>).map((k) => t(lang, `owe.trigger.${k}`)).join(', ')})`);
  if (owingRolls.length > 0) out.push(th.bad(t(lang, 'owe.status.owing', { list: owingRolls.join(t(lang, 'common.list-sep')) })));

  if (Object.keys(game.units).length > 0) {
    out.push(th.title(t(lang, 'status.units')));
    out.push(
      table(
        ['id', 'name', 'type', 'strength', 'armed', 'kit', 'notes'].map((k) => t(lang, `status.col.${k}`)),
        Object.values(game.units).map((u) => {
          const notes = unitNotes(game, u, lang, th);
          return [u.id, u.name, t(lang, `unit.type.${u.type}`), u.strength, yes(u.armed), t(lang, `unit.kit.${u.riotKit}`), notes.join(', ')];
        }),
        th,
      ),
    );
    // Over-reaction tests owed this turn, one line the umpire cannot miss.
    const owing = Object.values(game.units)
      .map((u) => ({ id: u.id, triggers: Object.entries(u.owes ?? {}).filter(([, turn]) => turn === game.turn).map(([k]) => k) }))
      .filter((u) => u.triggers.length > 0)
      .map((u) => `${u.id} (${u.triggers.map((k) => t(lang, `overreact.trigger.${k}`)).join(', ')})`);
    if (owing.length > 0) out.push(th.bad(t(lang, 'overreact.status.owing', { list: owing.join(t(lang, 'common.list-sep')) })));
  }

  // The command structure (EN l.17, FR l.54, U371): who answers to whom, from the scenario.
  const chain = commandLines(game.characters ?? {}, game.units);
  if (chain.length > 0) {
    out.push(th.title(t(lang, 'status.command')));
    for (const l of chain) {
      const e = l.kind === 'character' ? game.characters[l.id] : game.units[l.id];
      const name = e.name && e.name !== e.id ? `${e.id} (${e.name})` : e.id;
      const role = l.kind === 'character' && typeof e.role === 'string' ? `, ${e.role}` : '';
      const what = l.kind === 'unit' ? t(lang, 'status.command.unit', { unit: name }) : `${name}${role}`;
      out.push(`${'  '.repeat(l.depth)}${l.depth > 0 ? '└ ' : ''}${what}${l.top ? th.dim(` · ${t(lang, 'status.command.top')}`) : ''}`);
    }
  }

  // The SF's limited stocks and the crowds' counted petrol bombs (U106).
  const stocks = [
    ...(['gas', 'riotKit'] as const).filter((k) => game.stocks?.[k] !== undefined).map((k) => t(lang, `status.stock.${k}`, { n: game.stocks![k]! })),
    // U374: what each patrol car carries.
    ...Object.values(game.units).flatMap((u) => (['gas', 'riotKit'] as const).filter((k) => typeof (u.stocks as Record<string, unknown> | undefined)?.[k] === 'number').map((k) => `${u.id}: ${t(lang, `status.stock.${k}`, { n: (u.stocks as Record<string, number>)[k] })}`)),
    ...Object.values(game.crowds).filter((c) => typeof c.petrolBombsLeft === 'number').map((c) => t(lang, 'status.stock.petrol', { crowd: c.id, n: c.petrolBombsLeft! })),
  ];
  if (stocks.length > 0) out.push(th.title(t(lang, 'status.stocks')), stocks.join(t(lang, 'common.list-sep')));
  // Parked cars (EN l.151, U376).
  const cars = Object.values(game.cars ?? {});
  if (cars.length > 0) {
    out.push(th.title(t(lang, 'status.cars')));
    out.push(cars.map((c) => t(lang, 'status.car', { car: c.name && c.name !== c.id ? `${c.id} (${c.name})` : c.id, fate: typeof c.wrecked === 'string' ? th.bad(t(lang, `cars.fate.${c.wrecked}`)) : t(lang, 'status.car.whole') })).join(t(lang, 'common.list-sep')));
  }
  // Petrol bomb factories (EN l.217, U375).
  const factories = Object.values(game.factories ?? {});
  if (factories.length > 0) {
    out.push(th.title(t(lang, 'status.factories')));
    for (const f of factories) {
      out.push(t(lang, 'status.factory', { factory: f.name && f.name !== f.id ? `${f.id} (${f.name})` : f.id, crowd: f.crowd, seen: f.seen ? t(lang, 'status.factory.seen') : '', raided: typeof f.raided === 'number' ? t(lang, 'status.factory.raided', { turn: f.raided }) : '' }));
    }
  }

  if (Object.keys(game.buildings).length > 0) {
    out.push(th.title(t(lang, 'status.buildings')));
    out.push(
      table(
        ['id', 'name', 'value', 'loot', 'fires', 'notes'].map((k) => t(lang, `status.col.${k}`)),
        Object.values(game.buildings).map((b) => {
          const notes: string[] = [];
          if (b.value === 0) notes.push(t(lang, 'status.wreck'));
          const looting = b.looting as { crowd?: string } | undefined;
          if (looting?.crowd) notes.push(th.bad(t(lang, 'status.looting', { crowd: looting.crowd })));
          else if (b.looted) notes.push(t(lang, 'status.looted'));
          return [b.id, b.name, `${b.value}/${b.startValue}`, b.loot, b.fires > 0 ? th.bad(String(b.fires)) : '0', notes.join(', ')];
        }),
        th,
      ),
    );
  }
  if (Object.keys(game.engines).length > 0) {
    out.push(th.title(t(lang, 'status.engines')));
    out.push(
      table(
        ['id', 'name', 'crew', 'water', 'hydrant'].map((k) => t(lang, `status.col.${k}`)),
        Object.values(game.engines).map((e) => [
          e.id,
          e.name,
          e.crew,
          e.water === 0 && !e.hydrant ? th.bad('0') : String(e.water),
          typeof e.hydrant === 'string' ? e.hydrant : '',
        ]),
        th,
      ),
    );
  }
  const clouds = Object.values(game.gas) as unknown as GasCloud[];
  if (clouds.length > 0) {
    out.push(th.title(t(lang, 'status.gas')));
    out.push(
      table(
        ['id', 'type', 'crowds', 'effective'].map((k) => t(lang, `status.col.${k}`)),
        clouds.map((g) => [
          g.id,
          t(lang, `status.gas.${g.kind}`),
          (g.crowds ?? []).join(', '),
          g.from > game.turn ? t(lang, 'status.gas.from', { turn: g.from }) : g.until > game.turn ? t(lang, 'status.gas.until', { turn: g.until }) : t(lang, 'status.gas.cleared'),
        ]),
        th,
      ),
    );
  }
  // Casualties (medical services): the same table as `umpire casualties`, drawn as the status's other tables.
  if (Object.keys(game.casualties).length > 0) out.push((await (await import('./triage.js')).renderCasualties(game, lang, color, false)).trimEnd());
  return `${out.join('\n')}\n`;
}

type Crowd = GameState['crowds'][string];
type Unit = GameState['units'][string];

/** A crowd's condition as short phrases (merged, wet, arrests, shot, down, gas): the status table's last column and `status --brief`. */
export function crowdConditions(game: GameState, c: Crowd, lang: Lang): string[] {
  const cond: string[] = [];
  if (typeof c.mergedInto === 'string') cond.push(t(lang, 'status.merged-into', { into: c.mergedInto }));
  if (c.wet !== 'dry') cond.push(t(lang, `rl.mod.${c.wet}`));
  if (c.arrests > 0) cond.push(t(lang, 'status.arrests', { n: c.arrests }));
  if (c.firearmCasualties > 0) cond.push(t(lang, 'status.firearm-casualties', { n: c.firearmCasualties }));
  const down = c.down as Record<string, number> | undefined;
  if (down && Object.hasOwn(down, String(game.turn - 1)) && down[String(game.turn - 1)] > 0) cond.push(t(lang, 'status.on-ground', { n: down[String(game.turn - 1)] }));
  if (down && Object.hasOwn(down, String(game.turn)) && down[String(game.turn)] > 0) cond.push(t(lang, 'status.down-now', { n: down[String(game.turn)] }));
  for (const g of gasOnCrowd(game, c.id)) cond.push(t(lang, `rl.mod.${RL_GAS_LINE[g]}`));
  const clouds = Object.entries(game.gas).filter(([, g]) => Array.isArray(g.crowds) && (g.crowds as string[]).includes(c.id)).map(([id]) => id);
  if (clouds.length > 0) cond.push(t(lang, 'status.in-cloud', { cloud: clouds.join(', ') }));
  return cond;
}

/** A unit's notes (its pace or vehicle unless `moves` is false, wounded, over-reaction result, down, tests owed), the owed ones and bad reactions coloured. */
export function unitNotes(game: GameState, u: Unit, lang: Lang, th: { bad(s: string): string }, moves = true): string[] {
  const notes: string[] = [];
  // Out of play after `join`, or made by `detach` (U207).
  if (typeof u.joinedInto === 'string') return [t(lang, 'status.joined-into', { into: u.joinedInto })];
  if (typeof u.detachedFrom === 'string') notes.push(t(lang, 'status.detached-from', { from: u.detachedFrom }));
  if (!moves) {
    // its pace or vehicle left out (`status --brief`)
  } else if (typeof u.vehicle === 'string' && u.vehicle) {
    notes.push(t(lang, 'status.vehicle', { vehicle: wordFor(lang, [`movement.vehicle.${u.vehicle}`], u.vehicle.slice(0, 40)).replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()) }));
    // EN l.108, U373: out of it, or moving this turn.
    if (typeof u.vehicleWrecked === 'string') notes.push(th.bad(t(lang, 'status.vehicle-wrecked', { fate: t(lang, `cars.fate.${u.vehicleWrecked}`) })));
    if (u.aboard === false) notes.push(t(lang, 'status.dismounted'));
    else if (u.drove === game.turn) notes.push(t(lang, 'status.driving'));
  } else if (typeof u.pace === 'string' && u.pace) notes.push(t(lang, 'status.pace', { pace: wordFor(lang, [`movement.pace.${u.pace}`], u.pace.slice(0, 40)) }));
  if (u.wounded > 0) notes.push(t(lang, 'status.wounded', { n: u.wounded }));
  const reaction = u.reaction as { turn?: number; code?: string } | undefined;
  if (reaction?.code && reaction.code !== 'continue') {
    const text = t(lang, 'status.reaction', { reaction: t(lang, `overreact.outcome.${reaction.code}`), turn: reaction.turn ?? '?' });
    notes.push(reaction.code === 'advance' ? text : th.bad(text));
  }
  const down = u.down as Record<string, number> | undefined;
  if (down && Object.hasOwn(down, String(game.turn - 1)) && down[String(game.turn - 1)] > 0) notes.push(t(lang, 'status.on-ground', { n: down[String(game.turn - 1)] }));
  if (down && Object.hasOwn(down, String(game.turn)) && down[String(game.turn)] > 0) notes.push(t(lang, 'status.down-now', { n: down[String(game.turn)] }));
  const owes = Object.keys(u.owes ?? {});
  if (owes.length > 0) notes.push(th.bad(t(lang, 'status.owes', { triggers: owes.map((k) => t(lang, `overreact.trigger.${k}`)).join(', ') })));
  return notes;
}
