// `umpire serve`'s web application (Hono): its routes as data (ROUTES), the
// tokens they need, and the event streams that carry each new view. Read only:
// every route is a GET that answers from the game in memory or from a
// constant; no route reads a file named by a request (there is no static file
// serving), and no route writes anything.
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import type { LogFilter } from '../review/entries.js';
import type { LiveGame } from './live.js';
import { filterForm, LIVE_JS, messagePage, pageHtml, playersFragment, STYLE_CSS, umpireFragment } from './render.js';

export interface ServeConfig {
  live: LiveGame;
  lang: () => Lang;
  /** The players' token: every players' page needs it unless `open` (bound to this computer only). */
  playersToken: string;
  /** The umpire's token: the board always needs it. */
  umpireToken: string;
  /** No token needed for the players' screen (bound to 127.0.0.1, localhost or ::1). */
  open: boolean;
  /** The host names a request may give when `open` (a page of another site that renames itself to 127.0.0.1 is refused). */
  hosts: readonly string[];
  /** Stops every event stream. */
  signal: AbortSignal;
  /** Seconds between keep-alive comments on a stream. */
  keepAliveMs?: number;
}

type Access = 'asset' | 'players' | 'umpire';
type Handler = (c: Context, cfg: ServeConfig) => Response | Promise<Response>;

/** The `log` filters the umpire's board takes as query parameters (the options of `umpire log` of the same names). */
export const FILTER_FIELDS = ['turn', 'from', 'to', 'procedure', 'outcome', 'crowd', 'unit', 'building'] as const;

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
};

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The filter the query gives (as `log` reads its options), or the one line saying what is wrong with it. */
async function queryFilter(c: Context, lang: Lang): Promise<{ filter: LogFilter; values: Record<string, string>; problem: string | null; key: string }> {
  const values: Record<string, string> = {};
  for (const f of FILTER_FIELDS) {
    const v = c.req.query(f);
    if (v !== undefined && v.trim() !== '') values[f] = v.slice(0, 200);
  }
  const o: Record<string, unknown> = { ...values };
  for (const f of ['procedure', 'outcome']) if (values[f] !== undefined) o[f] = [values[f]];
  const { filterFromOptions } = await import('../commands/log.js');
  try {
    return { filter: filterFromOptions(o), values, problem: null, key: JSON.stringify(values) };
  } catch (e) {
    const { isUserError } = await import('../errors.js');
    return { filter: {}, values, problem: isUserError(e) ? e.localized(lang) : String(e), key: JSON.stringify(values) };
  }
}

/** The stream of one view: the view now, then each new one as the game changes; ends when the client goes or the server stops. */
function viewStream(c: Context, cfg: ServeConfig, render: () => Promise<string>): Response {
  return streamSSE(
    c,
    async (stream) => {
      let last = '';
      let sending = false;
      let again = false;
      const send = async () => {
        if (sending) {
          again = true;
          return;
        }
        sending = true;
        try {
          do {
            again = false;
            const view = await render();
            if (view !== last && !stream.closed && !stream.aborted) {
              last = view;
              await stream.writeSSE({ event: 'view', data: view, id: String(cfg.live.version) });
            }
          } while (again);
        } finally {
          sending = false;
        }
      };
      const off = cfg.live.onChange(() => void send().catch(() => undefined));
      // The server's stop ends every stream; the listener is this stream's own, taken off when it ends
      // (issue 43 F4: left on the signal, each connection kept its stream alive, 33-50 KB apiece).
      let stop = () => undefined as void;
      const done = new Promise<void>((resolve) => {
        stop = resolve;
        stream.onAbort(() => resolve());
        if (cfg.signal.aborted || stream.aborted) resolve();
      });
      cfg.signal.addEventListener('abort', stop, { once: true });
      const alive = setInterval(() => void stream.write(': alive\n\n').catch(() => undefined), cfg.keepAliveMs ?? 15000);
      try {
        await stream.write('retry: 1000\n\n');
        await send();
        await done;
      } finally {
        cfg.signal.removeEventListener('abort', stop);
        clearInterval(alive);
        off();
      }
    },
    async () => undefined,
  );
}

/** The players' view now, rendered once per change for every screen. */
function playersView(cfg: ServeConfig): () => Promise<string> {
  let at = -1;
  let lang: Lang | null = null;
  let cached: Promise<string> = Promise.resolve('');
  return () => {
    if (at !== cfg.live.version || lang !== cfg.lang()) {
      at = cfg.live.version;
      lang = cfg.lang();
      // The players' screen never says the reader's error (it may quote a hidden field, or the umpire's paths): a fixed line in the page's language, the detail on the board (U285).
      const { game, entries, playersProblem } = cfg.live.snapshot();
      cached = playersFragment({ game, entries, problem: playersProblem === null ? null : t(lang, playersProblem), lang });
    }
    return cached;
  };
}

/** The umpire's board now for one filter, rendered once per change for each filter asked for. */
function umpireView(cfg: ServeConfig): (filter: LogFilter, problem: string | null, key: string) => Promise<string> {
  let at = -1;
  const cache = new Map<string, Promise<string>>();
  return (filter, problem, key) => {
    if (at !== cfg.live.version) {
      at = cfg.live.version;
      cache.clear();
    }
    let p = cache.get(key);
    if (!p) {
      p = umpireFragment({ ...cfg.live.snapshot(), lang: cfg.lang() }, filter, problem);
      cache.set(key, p);
    }
    return p;
  };
}

function tokenQuery(token: string): string {
  return `?token=${encodeURIComponent(token)}`;
}

/** Every route: its path, who may open it, and what it answers. */
export function routes(cfg: ServeConfig): { path: string; access: Access; handle: Handler }[] {
  const players = playersView(cfg);
  const board = umpireView(cfg);
  const titleOf = (key: 'serve.players-title' | 'serve.umpire-title') => {
    const g = cfg.live.game;
    return g ? t(cfg.lang(), key, { title: g.title, turn: g.turn }) : 'umpire';
  };
  return [
    {
      path: '/',
      access: 'players',
      handle: async (c) => c.html(pageHtml({ lang: cfg.lang(), title: titleOf('serve.players-title'), body: await players(), events: `/events${cfg.open ? '' : tokenQuery(cfg.playersToken)}`, kind: 'players' })),
    },
    { path: '/events', access: 'players', handle: (c) => viewStream(c, cfg, players) },
    {
      path: '/umpire',
      access: 'umpire',
      handle: async (c) => {
        const q = await queryFilter(c, cfg.lang());
        const events = `/umpire/events${tokenQuery(cfg.umpireToken)}${Object.entries(q.values).map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('')}`;
        const form = filterForm(cfg.lang(), cfg.umpireToken, q.values, FILTER_FIELDS);
        return c.html(pageHtml({ lang: cfg.lang(), title: titleOf('serve.umpire-title'), body: await board(q.filter, q.problem, q.key), events, kind: 'umpire', form }));
      },
    },
    {
      path: '/umpire/events',
      access: 'umpire',
      handle: async (c) => {
        const q = await queryFilter(c, cfg.lang());
        return viewStream(c, cfg, () => board(q.filter, q.problem, q.key));
      },
    },
    { path: '/style.css', access: 'asset', handle: (c) => c.body(STYLE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }) },
    { path: '/live.js', access: 'asset', handle: (c) => c.body(LIVE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }) },
  ];
}

/** May this request open a page of this access? */
function allowed(c: Context, cfg: ServeConfig, access: Access): boolean {
  if (cfg.open) {
    // Bound to this computer: a request naming another host is a page of another site renamed to 127.0.0.1 (DNS rebinding).
    const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!cfg.hosts.includes(host)) return false;
  }
  if (access === 'asset') return true;
  const token = c.req.query('token') ?? '';
  if (access === 'umpire') return same(token, cfg.umpireToken);
  return cfg.open || same(token, cfg.playersToken);
}

/** The application: the routes above, each behind its access check; anything else is "no such page". */
export function makeApp(cfg: ServeConfig): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(HEADERS)) c.res.headers.set(k, v);
  });
  for (const r of routes(cfg)) {
    app.get(r.path, async (c) => {
      if (!allowed(c, cfg, r.access)) return c.html(messagePage(cfg.lang(), t(cfg.lang(), 'serve.token-needed')), 403);
      return r.handle(c, cfg);
    });
  }
  app.notFound((c) => c.html(messagePage(cfg.lang(), t(cfg.lang(), 'serve.not-found')), 404));
  app.onError((_e, c) => c.html(messagePage(cfg.lang(), t(cfg.lang(), 'serve.not-found')), 500));
  return app;
}
