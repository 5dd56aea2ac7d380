// `umpire serve`'s web application (Hono): its routes as data (ROUTES), the
// tokens they need, and the event streams that carry each new view. Every
// page is a GET that answers from the game in memory or from a constant; no
// route reads a file named by a request (there is no static file serving).
// Two routes write, both a POST of one drop on the map (docs/serve.md
// "Drops"): the umpire's board's and the map keeper's, each behind its token
// kept in a SameSite=Strict HttpOnly cookie, same-origin only; a drop becomes
// the command line a person would type (src/serve/map.ts). A game of several
// sides (GameSystem.sides: RIOT's teams, Intervention's sides) gives each side
// its own players' page, /side/<id>, behind its own token. The tokens are kept
// with the game (src/serve/tokens.ts); a token revoked by `serve --new-tokens`
// is told apart from none, so that its page says to scan again.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { systemsOf } from '../engine/registry.js';
import type { TableSide } from '../engine/system.js';
import { t } from '../i18n/index.js';
import { escapeControls } from '../render/safe.js';
import type { Lang } from '../rules/types.js';
import type { LogFilter } from '../review/entries.js';
import type { LiveGame } from './live.js';
import { dropLine, Handles, mapPieces, runDrop, serveBackground } from './map.js';
import { MAP_CSS } from './map-style.js';
import { pageScript } from './page-script.js';
import { FILTER_NUMERIC, filterForm, messagePage, pageHtml, playersFragment, STYLE_CSS, umpireFragment } from './render.js';
import { QR_CSS, qrMatrix, qrSvg } from './qr.js';
import { tokenHash } from './tokens.js';

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
  /** The map keeper's token (`serve --map-keeper`): the keeper's screen, whose drops may only move pieces; absent: no keeper. */
  keeperToken?: string;
  /** The umpire the board's drops are made by (`serve --umpire`, UMPIRE_NAME): each entry's `by`, sectors checked for that name. */
  umpire?: string;
  /** Where a drop's command runs (the folder serve was started in). */
  cwd?: string;
  /** Each side's token (GameSystem.sides), by side id: its own players' page, /side/<id>. */
  sideTokens?: Readonly<Record<string, string>>;
  /** Hashes of the tokens `serve --new-tokens` revoked (tokenHash): a page holding one is told to scan again. */
  revoked?: ReadonlySet<string>;
  /** The addresses as printed (known once the server listens): the QR codes of the board and of each players' page. */
  addresses?: () => { players: string; sides: Readonly<Record<string, string>> } | null;
  /** The scenario's folder, where the map's background is read (`serve --scenario`, else the state file's); absent: none served. */
  backgroundDir?: string;
  /** The map maker's page (`serve --map-maker`): its token, which opens that page only. */
  makerToken?: string;
}

type Access = 'asset' | 'players' | 'umpire' | 'keeper' | 'maker' | 'side';
type Handler = (c: Context, cfg: ServeConfig) => Response | Promise<Response>;

/** The `log` filters the umpire's board takes as query parameters (the options of `umpire log` of the same names). */
export const FILTER_FIELDS = ['turn', 'from', 'to', 'procedure', 'outcome', 'crowd', 'unit', 'building'] as const;

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
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
async function queryFilter(c: Context, lang: Lang): Promise<{ filter: LogFilter; values: Record<string, string>; problem: string | null; key: string; bad: string[] }> {
  const values: Record<string, string> = {};
  for (const f of FILTER_FIELDS) {
    const v = c.req.query(f);
    if (v !== undefined && v.trim() !== '') values[f] = v.slice(0, 200);
  }
  // A turn that is no turn is said in the page's words, naming the field as the form labels it (not the CLI's flag).
  const bad = FILTER_NUMERIC.filter((f) => values[f] !== undefined && !(/^\s*\d{1,6}\s*$/.test(values[f]) && Number(values[f]) >= 1 && Number(values[f]) <= 100000));
  if (bad.length > 0) {
    const problem = bad.map((f) => t(lang, 'serve.filter.bad', { label: t(lang, `serve.filter.${f}`), value: values[f] })).join(' · ');
    return { filter: {}, values, problem, key: JSON.stringify(values), bad };
  }
  const o: Record<string, unknown> = { ...values };
  for (const f of ['procedure', 'outcome']) if (values[f] !== undefined) o[f] = [values[f]];
  const { filterFromOptions } = await import('../commands/log.js');
  try {
    return { filter: filterFromOptions(o), values, problem: null, key: JSON.stringify(values), bad: [] };
  } catch (e) {
    const { isUserError } = await import('../errors.js');
    return { filter: {}, values, problem: isUserError(e) ? e.localized(lang) : String(e), key: JSON.stringify(values), bad: [] };
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

/**
 * The players' view now, rendered once per change for every screen; with `handles`, the map keeper's screen
 * (the players' screen with a handle on each piece they may move). Neither ever says the reader's error (it
 * may quote a hidden field, or the umpire's paths): a fixed line in the page's language, the detail on the
 * board (U285).
 */
function playersView(cfg: ServeConfig, handles?: Handles, side?: string): () => Promise<string> {
  let at = -1;
  let lang: Lang | null = null;
  let cached: Promise<string> = Promise.resolve('');
  return () => {
    if (at !== cfg.live.version || lang !== cfg.lang()) {
      at = cfg.live.version;
      lang = cfg.lang();
      const { game, entries, playersProblem } = cfg.live.snapshot();
      const who = side === undefined ? undefined : (sidesOf(cfg).find((s) => s.id === side) ?? { id: side, name: side });
      cached = playersFragment({ game, entries, problem: playersProblem === null ? null : t(lang, playersProblem), lang }, handles, who);
    }
    return cached;
  };
}

/** The sides of the game being served that have a page of their own (GameSystem.sides, those with a token). */
function sidesOf(cfg: ServeConfig): TableSide[] {
  const g = cfg.live.game;
  if (!g || !cfg.sideTokens) return [];
  const sys = systemsOf(g)[0];
  return (sys.sides?.(g, cfg.lang()) ?? []).filter((s) => Object.hasOwn(cfg.sideTokens!, s.id));
}

/** A QR code of an address as SVG (made once an address). */
const qrCache = new Map<string, Promise<string>>();
function qrOf(url: string, label: string): Promise<string> {
  const key = `${label}\n${url}`;
  let p = qrCache.get(key);
  if (!p) {
    p = qrMatrix(url).then((m) => qrSvg(m, label));
    qrCache.set(key, p);
  }
  return p;
}

/** The players' page's own QR code, shown on demand (a <details>: no script), or '' before the address is known. */
async function ownQr(cfg: ServeConfig, side?: string): Promise<string> {
  const a = cfg.addresses?.();
  const url = a ? (side === undefined ? a.players : a.sides[side]) : undefined;
  if (!url) return '';
  const label = t(cfg.lang(), 'serve.qr-show');
  return `<details class="qr"><summary>${label}</summary>${await qrOf(url, label)}</details>`;
}

/** The umpire's board's QR codes: the players' screen and each side's page, for the phones. */
async function boardQrs(cfg: ServeConfig): Promise<string> {
  const a = cfg.addresses?.();
  if (!a) return '';
  const lang = cfg.lang();
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const one = async (url: string, label: string) => `<figure>${await qrOf(url, label)}<figcaption>${esc(label)}</figcaption></figure>`;
  const figs = [await one(a.players, t(lang, 'serve.qr-players'))];
  for (const s of sidesOf(cfg)) if (a.sides[s.id]) figs.push(await one(a.sides[s.id], t(lang, 'serve.qr-side', { side: s.name })));
  return `<section class="qrs"><h2>${esc(t(lang, 'serve.qr-codes'))}</h2><div class="qrlist">${figs.join('')}</div></section>`;
}

/** Whether a request holds a token `serve --new-tokens` revoked (in its address or any of its cookies). */
function holdsRevoked(c: Context, cfg: ServeConfig): boolean {
  if (!cfg.revoked || cfg.revoked.size === 0) return false;
  const held = [c.req.query('token') ?? '', ...Object.entries(getCookie(c)).filter(([k]) => k.startsWith('umpire-')).map(([, v]) => v)];
  return held.some((x) => x !== '' && x.length <= 200 && cfg.revoked!.has(tokenHash(x)));
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

/** The cookie a token is kept in: named after the token (two servers on one computer keep two cookies; the browser sends a host's cookies to every port). */
function cookieName(kind: 'umpire' | 'keeper' | 'maker', token: string): string {
  return `umpire-${kind}-${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;
}

/** The token of a page's access, from the address (the first load) or its cookie. */
function tokenOf(c: Context, cfg: ServeConfig, kind: 'umpire' | 'keeper' | 'maker', fromQuery: boolean): boolean {
  const want = kind === 'umpire' ? cfg.umpireToken : kind === 'keeper' ? cfg.keeperToken : cfg.makerToken;
  if (want === undefined || want === '') return false;
  if (fromQuery && same(c.req.query('token') ?? '', want)) return true;
  return same(getCookie(c, cookieName(kind, want)) ?? '', want);
}

/** The token given in the address becomes the cookie (HttpOnly, SameSite=Strict): the page's script then takes it out of the address bar. */
function keepToken(c: Context, cfg: ServeConfig, kind: 'umpire' | 'keeper' | 'maker'): void {
  const want = kind === 'umpire' ? cfg.umpireToken : kind === 'keeper' ? cfg.keeperToken! : cfg.makerToken!;
  if (same(c.req.query('token') ?? '', want)) setCookie(c, cookieName(kind, want), want, { httpOnly: true, sameSite: 'Strict', path: '/' });
}

/**
 * A write comes from this server's own page or not at all: the browser's
 * Sec-Fetch-Site, when it sends one, says same-origin, and its Origin is this
 * server's (a form or script of another site names its own; a request
 * without Origin is not a page's fetch and is refused).
 */
function sameOrigin(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = c.req.header('origin');
  const host = c.req.header('host');
  return origin !== undefined && host !== undefined && origin === `http://${host}`;
}

/** The most pieces one drop may move together (the pieces a scenario may have: src/state/validate.ts). */
const GROUP_MAX = 200;

/** Whether a word may name a piece in a drop: a short string that is no option. */
const pieceWord = (w: unknown): w is string => typeof w === 'string' && w !== '' && w.length <= 200 && !w.startsWith('-') && !w.includes(',');

/**
 * A drop as the page sends it: a piece (its id on the board, its handle on the keeper's screen), the others
 * dragged with it (`with`, a group: U340), and the point the first is dropped at, in the map's unit.
 */
async function dropOf(c: Context): Promise<{ piece: string; with: string[]; at: [number, number] } | null> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return null;
  const text = await c.req.text();
  if (text.length > 64 * 1024) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const own = (k: string) => (Object.hasOwn(b, k) ? b[k] : undefined);
  const [piece, x, y, others] = [own('piece'), own('x'), own('y'), own('with')];
  if (!pieceWord(piece)) return null;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 1e6 || Math.abs(y) > 1e6) return null;
  if (others !== undefined && (!Array.isArray(others) || others.length >= GROUP_MAX || !others.every(pieceWord))) return null;
  const group = (others as string[] | undefined) ?? [];
  if (new Set([piece, ...group]).size !== group.length + 1) return null;
  return { piece, with: group, at: [x, y] };
}

/**
 * One drop: the command line it is (`move <piece> --at X,Y` / `--zone Z`),
 * run as the shell runs it. The board names a piece by its id, any piece the
 * game has on the map; the keeper by its handle, among the pieces the players
 * may see (the answer then names nothing: no id, no refusal's words).
 */
async function drop(c: Context, cfg: ServeConfig, who: 'umpire' | 'keeper', handles: Handles): Promise<Response> {
  const lang = cfg.lang();
  const d = await dropOf(c);
  if (!d) return c.json({ ok: false, said: t(lang, 'serve.drop-bad') }, 400);
  const g = cfg.live.game;
  if (!g?.map) return c.json({ ok: false, said: t(lang, 'serve.drop-no-map') }, 409);
  const pieces = mapPieces(g, lang);
  const idOf = (w: string) => (who === 'keeper' ? handles.find(w, pieces) : pieces.some((p) => p.id === w) ? w : null);
  const ids = [d.piece, ...d.with].map(idOf);
  if (ids.some((id) => id === null)) return c.json({ ok: false, said: t(lang, 'serve.drop-no-piece') }, 409);
  const line = dropLine(g.map, ids as string[], d.at);
  if (line.length === 0) return c.json({ ok: false, said: t(lang, 'serve.drop-nowhere') }, 409);
  const r = await runDrop(line, { paths: cfg.live.paths, env: cfg.live.env, cwd: cfg.cwd ?? process.cwd(), ...(cfg.umpire !== undefined ? { umpire: cfg.umpire } : {}) });
  if (who === 'keeper') return c.json({ ok: r.code === 0, said: t(lang, r.code === 0 ? 'serve.drop-done' : 'serve.drop-refused') }, r.code === 0 ? 200 : 409);
  return c.json({ ok: r.code === 0, line: r.line.join(' '), said: r.said }, r.code === 0 ? 200 : 409);
}

/** Every route: its path, who may open it, and what it answers. */
export function routes(cfg: ServeConfig): { path: string; access: Access; handle: Handler; method?: 'POST' }[] {
  serveBackground(cfg.backgroundDir ?? null);
  const players = playersView(cfg);
  const board = umpireView(cfg);
  const handles = new Handles();
  const keeper = playersView(cfg, handles);
  // Each side's own view, made the first time its page is asked for.
  const sideViews = new Map<string, () => Promise<string>>();
  const sideView = (id: string) => {
    let v = sideViews.get(id);
    if (!v) sideViews.set(id, (v = playersView(cfg, undefined, id)));
    return v;
  };
  const sideOf = (c: Context) => c.req.param('side') ?? '';
  const ok = (c: Context) => c.body(null, 204);
  const titleOf = (key: 'serve.players-title' | 'serve.umpire-title') => {
    const g = cfg.live.game;
    return g ? t(cfg.lang(), key, { title: g.title, turn: g.turn }) : 'umpire';
  };
  return [
    {
      path: '/',
      access: 'players',
      handle: async (c) =>
        c.html(pageHtml({ lang: cfg.lang(), title: titleOf('serve.players-title'), body: await players(), events: `/events${cfg.open ? '' : tokenQuery(cfg.playersToken)}`, kind: 'players', qr: await ownQr(cfg), check: `/check${cfg.open ? '' : tokenQuery(cfg.playersToken)}` })),
    },
    { path: '/events', access: 'players', handle: (c) => viewStream(c, cfg, players) },
    // Does this page's token still work? (asked by its script when its stream is refused: 204, else 403).
    { path: '/check', access: 'players', handle: ok },
    {
      path: '/side/:side',
      access: 'side',
      handle: async (c) => {
        const id = sideOf(c);
        const g = cfg.live.game;
        const name = sidesOf(cfg).find((s) => s.id === id)?.name ?? id;
        const title = g ? t(cfg.lang(), 'serve.side-title', { title: g.title, turn: g.turn, side: name }) : 'umpire';
        const q = tokenQuery(cfg.sideTokens![id]);
        const base = `/side/${encodeURIComponent(id)}`;
        return c.html(pageHtml({ lang: cfg.lang(), title, body: await sideView(id)(), events: `${base}/events${q}`, kind: 'players', qr: await ownQr(cfg, id), check: `${base}/check${q}` }));
      },
    },
    { path: '/side/:side/events', access: 'side', handle: (c) => viewStream(c, cfg, sideView(sideOf(c))) },
    { path: '/side/:side/check', access: 'side', handle: ok },
    {
      path: '/umpire',
      access: 'umpire',
      handle: async (c) => {
        keepToken(c, cfg, 'umpire');
        const q = await queryFilter(c, cfg.lang());
        // The stream and the form carry no token: the cookie does.
        const query = Object.entries(q.values).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const events = `/umpire/events${query ? `?${query}` : ''}`;
        const form = filterForm(cfg.lang(), q.values, FILTER_FIELDS, q.bad);
        return c.html(pageHtml({ lang: cfg.lang(), title: titleOf('serve.umpire-title'), body: await board(q.filter, q.problem, q.key), events, kind: 'umpire', form, drop: '/umpire/drop', qr: await boardQrs(cfg), check: '/umpire/check' }));
      },
    },
    { path: '/umpire/check', access: 'umpire', handle: ok },
    {
      path: '/umpire/events',
      access: 'umpire',
      handle: async (c) => {
        const q = await queryFilter(c, cfg.lang());
        return viewStream(c, cfg, () => board(q.filter, q.problem, q.key));
      },
    },
    { path: '/umpire/drop', access: 'umpire', method: 'POST', handle: (c) => drop(c, cfg, 'umpire', handles) },
    ...(cfg.keeperToken
      ? [
          {
            path: '/keeper',
            access: 'keeper' as const,
            handle: async (c: Context) => {
              keepToken(c, cfg, 'keeper');
              return c.html(pageHtml({ lang: cfg.lang(), title: titleOf('serve.players-title'), body: await keeper(), events: '/keeper/events', kind: 'keeper', drop: '/keeper/drop', check: '/keeper/check' }));
            },
          },
          { path: '/keeper/check', access: 'keeper' as const, handle: ok },
          { path: '/keeper/events', access: 'keeper' as const, handle: (c: Context) => viewStream(c, cfg, keeper) },
          { path: '/keeper/drop', access: 'keeper' as const, method: 'POST' as const, handle: (c: Context) => drop(c, cfg, 'keeper', handles) },
        ]
      : []),
    {
      // The map's background (src/serve/background.ts): the scenario's file, at an address only a page showing the map gives (U341).
      path: '/map/background/:key/:etag',
      access: 'asset',
      handle: async (c) => {
        const g = cfg.live.game;
        const { currentBackground } = await import('./map.js');
        const bg = g?.map ? await currentBackground(g.map) : null;
        if (!bg || !('file' in bg) || !same(c.req.path, bg.href)) return c.html(messagePage(cfg.lang(), t(cfg.lang(), 'serve.not-found')), 404);
        const { backgroundHeaders } = await import('./background.js');
        c.header('X-Background', '1');
        return c.body(new Uint8Array(bg.file.bytes), 200, backgroundHeaders(bg.file));
      },
    },
    ...(cfg.makerToken
      ? [
          {
            // The map maker (docs/map.md "The map maker"): the served map's table and background, traced over; its check answers YAML and writes nothing.
            path: '/maker',
            access: 'maker' as const,
            handle: async (c: Context) => {
              keepToken(c, cfg, 'maker');
              const { makerPage } = await import('./maker-page.js');
              return c.html(await makerPage(cfg.live.game, cfg.lang()));
            },
          },
          {
            path: '/maker/check',
            access: 'maker' as const,
            method: 'POST' as const,
            handle: async (c: Context) => {
              if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return c.json({ ok: false, said: t(cfg.lang(), 'serve.drop-bad') }, 400);
              const body = await c.req.text();
              let parsed: unknown = null;
              try {
                parsed = body.length <= 1024 * 1024 ? JSON.parse(body) : null;
              } catch {
                parsed = null;
              }
              if (parsed === null) return c.json({ ok: false, said: t(cfg.lang(), 'serve.drop-bad') }, 400);
              const { makerCheck } = await import('./maker.js');
              const r = makerCheck(parsed, cfg.lang());
              return c.json(r, r.ok ? 200 : 422);
            },
          },
        ]
      : []),
    // The browser asks for an icon now that the pages may show images (the background): there is none.
    { path: '/favicon.ico', access: 'asset', handle: (c) => c.body(null, 204) },
    { path: '/style.css', access: 'asset', handle: (c) => c.body(STYLE_CSS + MAP_CSS + QR_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }) },
    { path: '/live.js', access: 'asset', handle: async (c) => c.body(await pageScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }) },
  ];
}

/** The host a request names, when the server is bound to this computer and it names another (else null). */
function foreignHost(c: Context, cfg: ServeConfig): string | null {
  if (!cfg.open) return null;
  // Bound to this computer: a request naming another host is a page of another site renamed to 127.0.0.1 (DNS rebinding).
  const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
  return cfg.hosts.includes(host) ? null : host;
}

/** May this request open a page of this access (`write`: a drop, which takes its token from the cookie only, from this server's own page)? */
function allowed(c: Context, cfg: ServeConfig, access: Access, write = false): boolean {
  if (foreignHost(c, cfg) !== null) return false;
  if (write && !sameOrigin(c)) return false;
  if (access === 'asset') return true;
  if (access === 'umpire' || access === 'keeper' || access === 'maker') return tokenOf(c, cfg, access, !write);
  if (access === 'side') {
    // A side's page needs its own token wherever the server listens (another side's, or the players', opens nothing).
    const id = c.req.param('side') ?? '';
    const want = cfg.sideTokens && Object.hasOwn(cfg.sideTokens, id) ? cfg.sideTokens[id] : '';
    return want !== '' && same(c.req.query('token') ?? '', want);
  }
  const token = c.req.query('token') ?? '';
  return cfg.open || same(token, cfg.playersToken);
}

/** The application: the routes above, each behind its access check; anything else is "no such page". */
export function makeApp(cfg: ServeConfig): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // The background keeps its own policy (an SVG may run nothing) and may be kept: its address changes with its contents.
    const own = c.res.headers.get('X-Background') === '1';
    for (const [k, v] of Object.entries(HEADERS)) if (!own || k !== 'Content-Security-Policy') c.res.headers.set(k, v);
    if (own) {
      c.res.headers.delete('X-Background');
      c.res.headers.set('Cache-Control', 'private, max-age=86400, immutable');
    }
  });
  for (const r of routes(cfg)) {
    if (r.method === 'POST') {
      app.post(r.path, async (c) => {
        if (!allowed(c, cfg, r.access, true)) return c.json({ ok: false, said: t(cfg.lang(), 'serve.drop-denied') }, 403);
        return r.handle(c, cfg);
      });
      continue;
    }
    app.get(r.path, async (c) => {
      if (!allowed(c, cfg, r.access)) {
        // A foreign Host is told so (the token would not help), in a few words and no more of it than 60 characters.
        const host = foreignHost(c, cfg);
        const why = host !== null ? t(cfg.lang(), 'serve.host-refused', { hosts: [...new Set(cfg.hosts)].join(', '), host: escapeControls(host.slice(0, 60)) }) : t(cfg.lang(), holdsRevoked(c, cfg) ? 'serve.renewed' : 'serve.token-needed');
        return c.html(messagePage(cfg.lang(), why), 403);
      }
      return r.handle(c, cfg);
    });
  }
  app.notFound((c) => c.html(messagePage(cfg.lang(), t(cfg.lang(), 'serve.not-found')), 404));
  app.onError((_e, c) => c.html(messagePage(cfg.lang(), t(cfg.lang(), 'serve.not-found')), 500));
  return app;
}
