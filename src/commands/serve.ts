// `umpire serve`: the players' screen and the umpire's board in a browser,
// live (src/serve/). Binds to 127.0.0.1 unless --host says otherwise; on any
// other address every page needs a token, printed here with the addresses
// (and a QR code of the players' one, on a terminal, for phones; dark on
// light). The tokens are kept with the game (src/serve/tokens.ts), so a
// restart keeps every phone's page; `--new-tokens` makes new ones and revokes
// the old. A game of several sides (GameSystem.sides) gives each its own page
// and token. Runs until Ctrl-C or SIGTERM; exit 0 then.
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { LANGS, type Lang } from '../rules/types.js';
import { escapeControls } from '../render/safe.js';
import { intOpt, statePaths, type Io } from './common.js';

interface ServeOpts {
  state?: string;
  host?: string;
  port?: string;
  lang?: string;
  qr?: boolean;
  mapKeeper?: boolean;
  newTokens?: boolean;
  scenario?: string;
  mapMaker?: boolean;
}

/** The port `umpire serve` listens on unless --port says (0: any free port). */
export const DEFAULT_PORT = 7732;

/** Addresses that only this computer reaches: the players' screen needs no token there. */
const OPEN_HOSTS = ['127.0.0.1', 'localhost', '::1'];

/** This computer's first network address (IPv4, not loopback), which a phone on the same network can open; null when it has none. */
function lanAddress(): string | null {
  const nets = Object.values((process.getBuiltinModule('node:os') as typeof import('node:os')).networkInterfaces()).flat();
  const v4 = nets.find((n) => n && !n.internal && n.family === 'IPv4');
  return v4?.address ?? null;
}

/** The address to print: on every interface (0.0.0.0, ::), this computer's first network address, which a phone can open. */
function shownHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host;
  return lanAddress() ?? '127.0.0.1';
}

function urlHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}

export function register(program: Command, io: Io): void {
  program
    .command('serve')
    .description("Show the players' screen and the umpire's board in a browser, updated live as the game is played (stop with Ctrl-C)")
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--host <address>', 'address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: the network, with a token)')
    .option('--port <n>', `port to listen on (default ${DEFAULT_PORT}; 0: any free port)`)
    .option('--lang <lang>', "the pages' language (default: the game's)")
    .option('--qr', "print the players' address as a QR code even when the output is not a terminal")
    .option('--map-keeper', "also print a map keeper's address: the players' screen, whose drops move pieces and do nothing else")
    .option('--new-tokens', 'make new tokens and revoke the old (kept with the game otherwise: a restart keeps every page working)')
    .option('--map-maker', "also print the map maker's address: trace outlines, zones and places over the map's background and get the scenario's map: section as YAML")
    .option('--scenario <file>', "the game's scenario: the map's background is read from its folder (default: the state file's folder)")
    .action(async (opts: ServeOpts) => {
      const host = opts.host ?? '127.0.0.1';
      if (host !== 'localhost' && isIP(host) === 0) throw new UserError('bad-option', { option: '--host', problemKey: 'err.p.not-an-address', path: host });
      const port = opts.port === undefined ? DEFAULT_PORT : intOpt('--port', opts.port, 0, 65535);
      if (opts.lang !== undefined && !(LANGS as readonly string[]).includes(opts.lang)) throw new UserError('bad-choice', { option: '--lang', value: opts.lang, choices: LANGS.join(', ') });
      const paths = statePaths(io, { state: opts.state });
      // The scenario's folder holds the map's background (docs/map.md "Background"): a scenario file that is there, or one line.
      if (opts.scenario !== undefined) {
        const { statSync } = await import('node:fs');
        let file = false;
        try {
          file = opts.scenario !== '' && statSync(resolve(io.cwd, opts.scenario)).isFile();
        } catch {
          file = false;
        }
        if (!file) throw new UserError('scenario-unreadable', { file: opts.scenario, problemKey: 'err.p.no-such-file' });
      }
      const { LiveGame } = await import('../serve/live.js');
      let live: InstanceType<typeof LiveGame> | null = null;
      const lang = (): Lang => (opts.lang as Lang | undefined) ?? live?.game?.lang ?? 'en';
      live = new LiveGame(paths, io.env, lang, followInterval(io.env));
      // A game that cannot be read at start: one line, exit 2 (as every command).
      await live.open();

      const open = OPEN_HOSTS.includes(host);
      const ac = new AbortController();
      const { makeApp } = await import('../serve/app.js');
      // The tokens kept with the game (made the first time, each side's too); --new-tokens revokes the old ones.
      const { gameTokens } = await import('../serve/tokens.js');
      const { systemsOf } = await import('../engine/registry.js');
      const g0 = live.game!;
      const sides = systemsOf(g0)[0].sides?.(g0, lang()) ?? [];
      const kept = await gameTokens(paths, io.env, { keeper: opts.mapKeeper === true, sides: sides.map((s) => s.id), renew: opts.newTokens === true });
      // The map maker's token is new at each start (a tool of the evening before, no phone keeps it).
      const maker = opts.mapMaker ? (await import('node:crypto')).randomBytes(16).toString('base64url') : undefined;
      const tokens = { players: kept.players, umpire: kept.umpire, keeper: opts.mapKeeper ? kept.keeper : undefined, maker };
      const sideTokens = Object.fromEntries(sides.map((s) => [s.id, kept.sides[s.id]]));
      let addresses: { players: string; sides: Record<string, string> } | null = null;
      // The board's drops are this umpire's (--umpire, UMPIRE_NAME: checked here, as every command checks it).
      const { umpireName } = await import('../state/store-url.js');
      const umpire = umpireName(io.env);
      const app = makeApp({
        live,
        lang,
        playersToken: tokens.players,
        umpireToken: tokens.umpire,
        ...(tokens.keeper ? { keeperToken: tokens.keeper } : {}),
        ...(tokens.maker ? { makerToken: tokens.maker } : {}),
        ...(umpire !== undefined ? { umpire } : {}),
        cwd: io.cwd,
        backgroundDir: opts.scenario !== undefined ? dirname(resolve(io.cwd, opts.scenario)) : dirname(resolve(io.cwd, paths.state)),
        open,
        hosts: [urlHost(host), 'localhost', '127.0.0.1', '[::1]'],
        signal: ac.signal,
        sideTokens,
        revoked: new Set(kept.revoked),
        addresses: () => addresses,
      });
      const { createAdaptorServer } = await import('@hono/node-server');
      const server = createAdaptorServer({ fetch: app.fetch });
      const bound = await new Promise<number>((resolve, reject) => {
        server.once('error', (e: NodeJS.ErrnoException) => reject(new UserError('serve-listen', { host, port, why: e.code ?? e.message })));
        server.listen(port, host, () => {
          const a = server.address();
          resolve(typeof a === 'object' && a ? a.port : port);
        });
      });
      const base = `http://${urlHost(shownHost(host))}:${bound}`;
      const playersUrl = `${base}/${open ? '' : `?token=${tokens.players}`}`;
      const umpireUrl = `${base}/umpire?token=${tokens.umpire}`;
      const sideUrls = Object.fromEntries(sides.map((s) => [s.id, `${base}/side/${encodeURIComponent(s.id)}?token=${sideTokens[s.id]}`]));
      addresses = { players: playersUrl, sides: sideUrls };
      const l = lang();
      if (opts.newTokens) io.stdout.write(`${t(l, 'serve.new-tokens')}\n`);
      io.stdout.write(`${escapeControls(t(l, 'serve.players-url', { url: playersUrl }))}\n`);
      if (io.stdout.isTTY || opts.qr) io.stdout.write(await qrText(playersUrl, io.stdout.isTTY === true && !io.env.NO_COLOR));
      io.stdout.write(`${escapeControls(t(l, 'serve.umpire-url', { url: umpireUrl }))}\n`);
      if (tokens.keeper) io.stdout.write(`${escapeControls(t(l, 'serve.keeper-url', { url: `${base}/keeper?token=${tokens.keeper}` }))}\n`);
      if (tokens.maker) io.stdout.write(`${escapeControls(t(l, 'serve.maker-url', { url: `${base}/maker?token=${tokens.maker}` }))}\n`);
      if (sides.length > 0) {
        io.stdout.write(`${t(l, 'serve.sides')}\n`);
        for (const s of sides) io.stdout.write(`  ${escapeControls(t(l, 'serve.side-url', { side: s.name, url: sideUrls[s.id] }))}\n`);
      }
      if (open) {
        // 127.0.0.1 is this computer: no phone opens it. Say so, with the network address to serve on instead.
        const lan = lanAddress();
        io.stdout.write(`${lan ? t(l, 'serve.loopback-phones', { lan: `http://${lan}:${bound}/` }) : t(l, 'serve.loopback-phones-nolan')}\n`);
      } else io.stdout.write(`${t(l, 'serve.network')}\n`);
      io.stdout.write(`${t(l, 'serve.stop')}\n`);

      // On the database store a connection lost is one line here (then it connects again).
      const follow = live.follow(ac.signal, (line) => io.stderr.write(`umpire: ${escapeControls(line)}\n`));
      const stop = () => ac.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      try {
        await new Promise<void>((resolve) => ac.signal.addEventListener('abort', () => resolve(), { once: true }));
      } finally {
        process.removeListener('SIGINT', stop);
        process.removeListener('SIGTERM', stop);
      }
      await follow;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      io.stderr.write(`umpire: ${t(l, 'serve.stopped')}\n`);
    });
}

/** Poll interval of the files (UMPIRE_FOLLOW_INTERVAL, milliseconds; 100 by default: a change is on the pages well within a second). A database is followed by LISTEN/NOTIFY, never polled. */
function followInterval(env: NodeJS.ProcessEnv): number {
  const n = Number(env.UMPIRE_FOLLOW_INTERVAL ?? 100);
  return Number.isFinite(n) && n >= 10 ? n : 100;
}

/** The address as a QR code for a terminal, dark on light (src/serve/qr.ts: black on white set by the text on a terminal). */
async function qrText(url: string, color: boolean): Promise<string> {
  const { qrMatrix, qrTerminal } = await import('../serve/qr.js');
  return qrTerminal(await qrMatrix(url), color);
}
