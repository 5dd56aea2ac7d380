// The guerilla-urbaine pack's sections of the after-action summary and the
// report (GameSystem.summary of the pack over a riot, issue 17 §1; the gang
// game's are in summary.ts): each armed agent's shots, hits, PV and fate (who
// downed it, when), the gunfire of the pack's procedures (the SF units marked
// under gunfire for their over-reaction test and the crowds shot at, R17,
// U91), and the casualties the agents caused (U133) with their status at the
// end. Read from the log's resolutions in force: an undone one counts for nothing.
import { casualtyWord, t } from '../../i18n/index.js';
import { table } from '../../render/human.js';
import type { Game, SummaryCollector, SummaryEntry, SummaryReader } from '../../engine/system.js';
import type { Lang, Resolution } from '../../rules/types.js';
import { esc, tableHtml } from '../html.js';
import type { AgentState } from '../../rules/guerilla-urbaine/riot.js';

/** The pack's procedures (src/games/guerilla-urbaine/pack-entry.ts). */
const PROCEDURES = ['agent-shoot', 'sf-shoot', 'agent-melee', 'agent-move', 'agent-hide'];

/** The log entry that put an agent out of action (0 PV). */
export interface AgentDownRow {
  seq: number;
  turn: number;
  procedure: string;
  /** The SF unit that did it, when the record names one. */
  unit: string | null;
}

export interface AgentPlace {
  crowd: string | null;
  position: string | null;
}

/** One armed agent over the game. */
export interface AgentRow {
  agent: string;
  name: string;
  /** Where it was at the start and at the end: its crowd, or a position the umpire named (null: neither). */
  start: AgentPlace;
  end: AgentPlace;
  /** In cover or camouflaged at the end. */
  hidden: 'cover' | 'camouflaged' | null;
  pv: number;
  pvLeft: number;
  /** `fit` (all its PV), `wounded` (some lost), `out` (0 PV, out of action). */
  fate: 'fit' | 'wounded' | 'out';
  /** Its shooting actions, and the shots of Cd they rolled to hit. */
  shootings: number;
  shots: number;
  /** Hits it scored and figures it put down, shooting and in melee (as attacker). */
  hits: number;
  down: number;
  melees: number;
  moves: number;
  hides: number;
  /** Times the SF fired at it or attacked it in melee, and the PV it lost to them. */
  firedAt: number;
  pvLost: number;
  downedBy: AgentDownRow | null;
  casualties: string[];
}

/** A resolution of the pack that put units under gunfire or crowds shot at. */
export interface AgentGunfireRow {
  seq: number;
  turn: number;
  procedure: string;
  /** The agent firing, or the SF unit firing at an agent. */
  by: string;
  /** Units marked under gunfire (they owe the over-reaction test, R17). */
  units: string[];
  /** Crowds marked shot at (the RL roll's Being Shot at, U91), and how. */
  crowds: string[];
  kind: string | null;
}

/** A casualty an agent caused (U133), and its status at the end. */
export interface AgentCasualtyRow {
  id: string;
  seq: number;
  turn: number;
  agent: string;
  side: string;
  from: string;
  status: string;
}

/** The pack's data in `summary --json`. */
export interface AgentsSummaryData {
  agents: AgentRow[];
  agentGunfire: AgentGunfireRow[];
  agentCasualties: AgentCasualtyRow[];
}

type Agents = Record<string, AgentState>;
const agentsOf = (g: Game): Agents => (g as unknown as { agents?: Agents }).agents ?? {};
const casualtiesOf = (g: Game) => (g as unknown as { casualties?: Record<string, { status: string }> }).casualties ?? {};
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** The guerilla-urbaine pack's summary reader. */
export const readAgents: SummaryReader = (initial): SummaryCollector => {
  const tally = new Map<string, Omit<AgentRow, 'agent' | 'name' | 'start' | 'end' | 'hidden' | 'pv' | 'pvLeft' | 'fate'>>();
  const of = (id: string) => {
    if (!tally.has(id)) tally.set(id, { shootings: 0, shots: 0, hits: 0, down: 0, melees: 0, moves: 0, hides: 0, firedAt: 0, pvLost: 0, downedBy: null, casualties: [] });
    return tally.get(id)!;
  };
  const gunfire: AgentGunfireRow[] = [];
  const made: Omit<AgentCasualtyRow, 'status'>[] = [];
  return {
    after(e: SummaryEntry, _game, counted) {
      if (!counted || !PROCEDURES.includes(e.record!.procedure)) return;
      const r: Resolution = e.record!;
      const agent = str(r.agent);
      if (!agent) return;
      const a = of(agent);
      const unit = str(r.unit);
      const agentActs = r.procedure === 'agent-shoot' || (r.procedure === 'agent-melee' && r.attacker === 'agent');
      if (r.procedure === 'agent-shoot') {
        a.shootings += 1;
        a.shots += Array.isArray(r.attacks) ? r.attacks.length : 0;
        a.hits += num(r.shotsHit);
        a.down += num(r.figuresDown);
      } else if (r.procedure === 'agent-melee') {
        a.melees += 1;
        const lost = Math.max(0, num(r.pvBefore) - num(r.pvAfter));
        if (agentActs) {
          a.hits += lost;
          if (lost > 0 && num(r.pvAfter) === 0) a.down += 1;
        } else {
          a.firedAt += 1;
          a.pvLost += lost;
        }
      } else if (r.procedure === 'sf-shoot') {
        a.firedAt += 1;
        a.pvLost += Math.max(0, num(r.pvBefore) - num(r.pvAfter));
      } else if (r.procedure === 'agent-move') a.moves += 1;
      else if (r.procedure === 'agent-hide') a.hides += 1;
      const units: string[] = [];
      const crowds: string[] = [];
      let kind: string | null = null;
      // A hand-edited log may leave out a record's effects: what is not there counts for nothing.
      for (const x of Array.isArray(r.effects) ? r.effects.filter((y) => y !== null && typeof y === 'object' && typeof y.path === 'string') : []) {
        let m = /^units\.([^.]+)\.owes\.shot-at$/.exec(x.path);
        if (m && x.op === 'set') units.push(m[1]);
        m = /^crowds\.([^.]+)\.shotAt\.([^.]+)$/.exec(x.path);
        if (m && x.op === 'set') {
          crowds.push(m[1]);
          kind = m[2];
        }
        m = /^agents\.([^.]+)\.pvLeft$/.exec(x.path);
        if (m && x.op === 'set' && x.value === 0) of(m[1]).downedBy = { seq: e.seq, turn: e.turn, procedure: r.procedure, unit };
        m = /^casualties\.([^.]+)$/.exec(x.path);
        if (m && x.op === 'set' && agentActs) {
          const c = x.value as { side?: string; from?: string };
          made.push({ id: m[1], seq: e.seq, turn: e.turn, agent, side: c.side ?? '', from: c.from ?? '' });
          a.casualties.push(m[1]);
        }
      }
      if (units.length + crowds.length > 0) {
        gunfire.push({ seq: e.seq, turn: e.turn, procedure: r.procedure, by: r.procedure === 'sf-shoot' ? (unit ?? '') : agent, units: [...new Set(units)], crowds: [...new Set(crowds)], kind });
      }
    },
    finish(game) {
      const start = agentsOf(initial);
      const final = agentsOf(game);
      const place = (x: AgentState | undefined): AgentPlace => ({ crowd: x?.crowd ?? null, position: x?.position ?? null });
      // A hand-edited log may leave an agent with only some of its fields (its PV set, no profile): skip what is no agent.
      const agents: AgentRow[] = Object.values(final).filter((x) => typeof x.id === 'string' && typeof x.pv === 'number' && typeof x.pvLeft === 'number').map((x) => ({
        agent: x.id,
        name: x.name,
        start: place(start[x.id]),
        end: place(x),
        hidden: x.camouflaged ? 'camouflaged' : x.cover ? 'cover' : null,
        pv: x.pv,
        pvLeft: x.pvLeft,
        fate: x.pvLeft <= 0 ? 'out' : x.pvLeft < x.pv ? 'wounded' : 'fit',
        ...(tally.get(x.id) ?? of(x.id)),
      }));
      const cas = casualtiesOf(game);
      const agentCasualties: AgentCasualtyRow[] = made.map((c) => ({ ...c, status: cas[c.id]?.status ?? '' }));
      const data: AgentsSummaryData = { agents, agentGunfire: gunfire, agentCasualties };
      const dash = '—';
      const out = agents.filter((x) => x.fate === 'out').length;
      const title = (lang: Lang) => t(lang, 'gu.riot.summary.agents', { n: agents.length, out });
      const agentCells = (lang: Lang) => ({
        head: ['agent', 'shootings', 'hits', 'down', 'fired-at', 'pv', 'fate'].map((k) => t(lang, `gu.riot.summary.col.${k}`)),
        rows: agents.map((x) => [x.agent, x.shootings, x.hits, x.down, x.firedAt, `${x.pvLeft}/${x.pv}`, t(lang, `gu.riot.summary.fate.${x.fate}`)]),
      });
      // Where each agent ended (hidden or not), then, on a line of its own, who downed it and when.
      const agentLines = (lang: Lang): string[][] =>
        agents.map((x) => {
          const where = x.end.crowd
            ? t(lang, 'gu.riot.summary.where.crowd', { agent: x.agent, name: x.name, crowd: x.end.crowd })
            : t(lang, 'gu.riot.summary.where.position', { agent: x.agent, name: x.name, position: x.end.position ?? t(lang, 'gu.riot.agent.nowhere') });
          const lines = [x.hidden ? `${where}${t(lang, 'gu.riot.summary.sep')}${t(lang, `gu.riot.summary.hidden.${x.hidden}`)}` : where];
          // In a game the SF that down an agent are always a unit of the state (sf-shoot, agent-melee name it).
          if (x.downedBy) lines.push(t(lang, 'gu.riot.summary.downed-by', { turn: x.downedBy.turn, seq: x.downedBy.seq, unit: x.downedBy.unit ?? x.downedBy.procedure }));
          return lines;
        });
      const gunTitle = (lang: Lang) => t(lang, 'gu.riot.summary.gunfire', { n: gunfire.length });
      const gunCells = (lang: Lang) => ({
        head: ['#', t(lang, 'summary.col.turn'), ...['by', 'units', 'crowds'].map((k) => t(lang, `gu.riot.summary.col.${k}`))],
        rows: gunfire.map((g) => [g.seq, g.turn, g.by, g.units.length ? g.units.join(', ') : dash, g.crowds.length ? `${g.crowds.join(', ')}${g.kind ? ` (${t(lang, `gu.riot.shot-at.${g.kind}`)})` : ''}` : dash]),
      });
      const casTitle = (lang: Lang) => t(lang, 'gu.riot.summary.casualties', { n: agentCasualties.length });
      const casCells = (lang: Lang) => ({
        // The side is the `from`'s (a unit or a crowd), in the JSON; the text keeps to 80 columns.
        head: [t(lang, 'gu.riot.summary.col.casualty'), '#', t(lang, 'summary.col.turn'), t(lang, 'gu.riot.summary.col.agent'), t(lang, 'gu.riot.summary.col.from'), t(lang, 'gu.riot.summary.col.now')],
        rows: agentCasualties.map((c) => [c.id, c.seq, c.turn, c.agent, c.from, c.status ? casualtyWord(lang, 'status', c.status) : dash]),
      });
      return {
        sections: ['agents', 'agent-gunfire', 'agent-casualties'],
        data: data as unknown as Record<string, unknown>,
        text(lang, th) {
          const ac = agentCells(lang);
          const gc = gunCells(lang);
          const cc = casCells(lang);
          return [
            '',
            th.title(title(lang)),
            ...(agents.length === 0 ? [th.dim(t(lang, 'gu.riot.agents.none'))] : [table(ac.head, ac.rows, th), ...agentLines(lang).flatMap(([first, ...rest]) => [first, ...rest.map((l) => `  ${l}`)])]),
            '',
            th.title(gunTitle(lang)),
            ...(gunfire.length === 0 ? [th.dim(t(lang, 'gu.riot.summary.none.gunfire'))] : [table(gc.head, gc.rows, th)]),
            '',
            th.title(casTitle(lang)),
            ...(agentCasualties.length === 0 ? [th.dim(t(lang, 'gu.riot.summary.none.casualties'))] : [table(cc.head, cc.rows, th)]),
          ];
        },
        html(lang) {
          const ac = agentCells(lang);
          const gc = gunCells(lang);
          const cc = casCells(lang);
          return [
            `<section id="agents"><h2>${esc(title(lang))}</h2>`,
            agents.length === 0
              ? `<p>${esc(t(lang, 'gu.riot.agents.none'))}</p>`
              : tableHtml('agents-table', ac.head, ac.rows, (i) => ` data-agent="${esc(agents[i].agent)}" data-hits="${agents[i].hits}" data-down="${agents[i].down}" data-pv-left="${agents[i].pvLeft}" data-fate="${agents[i].fate}" data-downed-by="${agents[i].downedBy?.seq ?? ''}"`) +
                `<p class="small">${agentLines(lang).map((ls) => esc(ls.join(t(lang, 'gu.riot.summary.sep')))).join('<br>')}</p>`,
            '</section>',
            `<section id="agent-gunfire"><h2>${esc(gunTitle(lang))}</h2>`,
            gunfire.length === 0 ? `<p>${esc(t(lang, 'gu.riot.summary.none.gunfire'))}</p>` : tableHtml('agent-gunfire-table', gc.head, gc.rows, (i) => ` data-seq="${gunfire[i].seq}" data-by="${esc(gunfire[i].by)}" data-units="${esc(gunfire[i].units.join(','))}" data-crowds="${esc(gunfire[i].crowds.join(','))}"`),
            '</section>',
            `<section id="agent-casualties"><h2>${esc(casTitle(lang))}</h2>`,
            agentCasualties.length === 0 ? `<p>${esc(t(lang, 'gu.riot.summary.none.casualties'))}</p>` : tableHtml('agent-casualties-table', cc.head, cc.rows, (i) => ` data-casualty="${esc(agentCasualties[i].id)}" data-agent="${esc(agentCasualties[i].agent)}" data-side="${esc(agentCasualties[i].side)}" data-status="${esc(agentCasualties[i].status)}"`),
            '</section>',
          ];
        },
      };
    },
  };
};
