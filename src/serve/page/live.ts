// The pages' own script (/live.js), bundled by the build (scripts/build.mjs)
// with d3-zoom, d3-selection and d3-drag into the one file `umpire serve`
// serves itself. Each event of the page's stream replaces the view; a lost
// stream shows the offline line (EventSource tries again by itself). A map in
// the view pans and zooms (d3-zoom), and keeps its pan and zoom from one view
// to the next. Where the page names a drop route (the umpire's board, the map
// keeper's screen), a piece dragged with the mouse or a finger (d3-drag) is
// sent there as a drop: the server makes it the command line a person would
// type. On those pages the token leaves the address bar at once (its cookie
// keeps it). A stream the server refuses (EventSource then stops trying) is
// asked about once (data-check): a token that no longer works (the server
// restarted with new tokens) says so and stops; anything else tries again.
// A restart with the same tokens is only a lost stream: EventSource
// connects again by itself and the page carries on.
// keeps it). Kiosk (`?kiosk=1`, or the K key): the page fits the screen
// without scrolling, its type made smaller until it does (issue 42).
import { select } from 'd3-selection';
import { drag } from 'd3-drag';
import { zoom, zoomIdentity, type ZoomTransform } from 'd3-zoom';
import { maker } from './maker.js';

const script = document.currentScript as HTMLScriptElement;
const main = document.getElementById('screen') as HTMLElement;
const dropUrl = script.dataset.drop;
const said = document.getElementById('said');

if (script.dataset.strip) {
  const u = new URL(location.href);
  if (u.searchParams.has('token')) {
    u.searchParams.delete('token');
    history.replaceState(null, '', `${u.pathname}${u.search}${u.hash}`);
  }
}

/** The map's pan and zoom, kept across views. */
let kept: ZoomTransform = zoomIdentity;
/** A view that came while a piece was being dragged: shown when it is dropped. */
let held: string | null = null;
let dragging = false;
let shown = main.innerHTML;
/** The pieces selected to move together (their data-piece), kept across views (U340). */
const selected = new Set<string>();
/** The select mode of a touch screen (the tray's Select button): a tap selects, a drag on the ground draws a lasso. */
let selecting = false;
/** The map full screen (the tray's button), kept across views. */
let full = false;
/** Fit the map to the screen at the next mount (the Fit button, and a phone's first view). */
let fitNext = matchMedia('(max-width: 600px)').matches;

function show(html: string): void {
  if (dragging) {
    held = html;
    return;
  }
  shown = html;
  main.innerHTML = html;
  folds();
  tick();
  mount();
  fit();
}

/** The board's folded blocks (docs/serve.md): open on a wide screen; on a phone closed but the pending strip and the map, unless the umpire chose. */
const phone = matchMedia('(max-width: 600px)');
const chosen = new Map<string, boolean>();
main.addEventListener('click', (e) => {
  const summary = (e.target as Element | null)?.closest?.('summary');
  const d = summary?.parentElement;
  // The click opens or closes it: its state after the click is the umpire's choice, kept from view to view.
  if (d instanceof HTMLDetailsElement && d.dataset.fold) chosen.set(d.dataset.fold, !d.open);
});
function folds(): void {
  for (const d of main.querySelectorAll<HTMLDetailsElement>('details[data-fold]')) {
    const k = d.dataset.fold!;
    d.open = chosen.has(k) ? chosen.get(k)! : !phone.matches || k === 'pending' || k === 'map';
  }
}
phone.addEventListener('change', () => {
  chosen.clear();
  folds();
});

/** Seconds as the clock shows them (src/rules/clock.ts clockText). */
function clockText(seconds: number): string {
  const s = Math.abs(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The turn clocks count down from the log's time of the turn's start (data-ends); time up is said, nothing is stopped. */
function tick(): void {
  for (const p of main.querySelectorAll<HTMLElement>('.clock[data-ends]')) {
    const left = Math.floor((Date.parse(p.dataset.ends!) - Date.now()) / 1000);
    const time = p.querySelector('.time');
    if (!time || !Number.isFinite(left)) continue;
    time.textContent = left > 0 ? (p.dataset.left ?? '').replace('{left}', clockText(left)) : (p.dataset.over ?? '').replace('{over}', clockText(left));
    p.classList.toggle('up', left <= 0);
  }
}
setInterval(tick, 1000);

const root = document.documentElement;
let kiosk = /^(1|on|yes|true)$/i.test(new URLSearchParams(location.search).get('kiosk') ?? '');

/** In kiosk, the type made smaller (by twentieths, down to a quarter of the page's) until the view fits the screen. */
function fit(): void {
  document.body.classList.toggle('kiosk', kiosk);
  document.body.classList.remove('tight');
  root.style.removeProperty('font-size');
  if (!kiosk) return;
  const base = parseFloat(getComputedStyle(root).fontSize) || 16;
  const shrink = () => {
    for (let k = 1; k > 0.25 && main.scrollHeight > window.innerHeight + 1; k -= 0.05) root.style.fontSize = `${(base * k).toFixed(2)}px`;
  };
  shrink();
  // Still too tall at the smallest type the browser draws: the resolutions before the last and the wide tables under the map go (style: .tight).
  if (main.scrollHeight > window.innerHeight + 1) {
    document.body.classList.add('tight');
    root.style.removeProperty('font-size');
    shrink();
  }
}

addEventListener('resize', () => fit());
addEventListener('keydown', (e) => {
  if ((e.key === 'k' || e.key === 'K') && !e.ctrlKey && !e.metaKey && !e.altKey && !(e.target instanceof HTMLInputElement)) {
    kiosk = !kiosk;
    fit();
  }
});

/** Where a piece is drawn (its translate), in the map's unit. */
function placeOf(el: Element): { x: number; y: number } {
  const m = /translate\(([-\d.e]+)[ ,]([-\d.e]+)\)/.exec(el.getAttribute('transform') ?? '');
  return m ? { x: Number(m[1]), y: Number(m[2]) } : { x: 0, y: 0 };
}

function tell(text: string, bad: boolean): void {
  if (!said) return;
  said.textContent = text;
  said.classList.toggle('bad', bad);
}

async function send(piece: string, others: string[], x: number, y: number): Promise<void> {
  try {
    const body: Record<string, unknown> = { piece, x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 };
    if (others.length > 0) body.with = others;
    const r = await fetch(dropUrl!, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const j = (await r.json()) as { ok: boolean; said?: string; line?: string };
    tell([j.line, j.said].filter((s) => s).join(' · '), !j.ok);
    // Refused: the pieces go back where the game has them.
    if (!j.ok) show(held ?? shown);
  } catch {
    tell(document.querySelector('.offline')?.textContent ?? '', true);
    show(held ?? shown);
  }
}

/** The selection drawn: each selected piece classed, the tray's count. */
function marks(el: SVGSVGElement): void {
  const present = new Set<string>();
  el.querySelectorAll<SVGGElement>('g.piece[data-piece]').forEach((g) => {
    const k = g.dataset.piece!;
    present.add(k);
    g.classList.toggle('selected', selected.has(k));
  });
  // A piece gone from the map (merged, off the table) leaves the selection.
  for (const k of [...selected]) if (!present.has(k)) selected.delete(k);
  const count = main.querySelector<HTMLElement>('.maptools [data-count]');
  if (count) count.textContent = selected.size > 0 ? String(selected.size) : '';
  main.querySelector('.maptools [data-tool="select"]')?.setAttribute('aria-pressed', String(selecting));
  main.querySelector('.mapbox')?.classList.toggle('selecting', selecting);
}

/** A point of the screen in the map's unit (the layer's pan and zoom undone). */
function toMap(layer: SVGGElement, x: number, y: number): { x: number; y: number } {
  const m = layer.getScreenCTM();
  if (!m) return { x, y };
  const p = new DOMPoint(x, y).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

function mount(): void {
  const el = main.querySelector<SVGSVGElement>('svg.map');
  if (!el) return;
  const svg = select<SVGSVGElement, unknown>(el);
  const layer = svg.select<SVGGElement>('g.layer');
  const w = Number(el.dataset.w) || 1;
  const h = Number(el.dataset.h) || 1;
  const z = zoom<SVGSVGElement, unknown>()
    .scaleExtent([1, 16])
    .translateExtent([
      [-w * 0.1, -h * 0.1],
      [w * 1.1, h * 1.1],
    ])
    // A shift-drag, or any gesture in select mode, draws a lasso instead of panning (the wheel still zooms).
    .filter((e: MouseEvent) => (e.type === 'wheel' || (!e.shiftKey && !selecting)) && (!e.ctrlKey || e.type === 'wheel') && !e.button)
    .on('zoom', (e: { transform: ZoomTransform }) => {
      kept = e.transform;
      layer.attr('transform', e.transform.toString());
    });
  svg.call(z).on('dblclick.zoom', null);
  if (fitNext) {
    fitNext = false;
    kept = zoomIdentity;
  }
  svg.call(z.transform, kept);
  tools(el, z, svg);
  warp(el);
  if (!dropUrl) return;
  marks(el);
  lasso(el, layer.node()!);
  let moved = false;
  /** The pieces moving with the one dragged, and where each started. */
  let group: { g: SVGGElement; x: number; y: number }[] = [];
  let start = { x: 0, y: 0 };
  layer.selectAll<SVGGElement, unknown>('g.piece[data-piece]').call(
    drag<SVGGElement, unknown>()
      .container(() => layer.node()!)
      .subject(function () {
        return placeOf(this);
      })
      .on('start', function (e: { x: number; y: number }) {
        dragging = true;
        moved = false;
        start = { x: e.x, y: e.y };
        const k = this.dataset.piece!;
        // Dragging a selected piece drags the whole selection; any other piece alone.
        const members = selected.has(k) ? [...el.querySelectorAll<SVGGElement>('g.piece[data-piece]')].filter((g) => g !== this && selected.has(g.dataset.piece!)) : [];
        group = [this, ...members].map((g) => ({ g, ...placeOf(g) }));
        for (const m of group) select(m.g).classed('dragging', true).raise();
      })
      .on('drag', function (e: { x: number; y: number }) {
        moved = true;
        const dx = e.x - start.x;
        const dy = e.y - start.y;
        for (const m of group) m.g.setAttribute('transform', `translate(${m.x + dx} ${m.y + dy})`);
      })
      .on('end', function (e: { x: number; y: number; sourceEvent?: MouseEvent }) {
        dragging = false;
        for (const m of group) select(m.g).classed('dragging', false);
        const piece = this.dataset.piece!;
        if (moved) void send(piece, group.slice(1).map((m) => m.g.dataset.piece!), e.x, e.y);
        else if (selecting || e.sourceEvent?.shiftKey) {
          // A shift-click (or a tap in select mode) adds the piece to the selection, or takes it out.
          if (selected.has(piece)) selected.delete(piece);
          else selected.add(piece);
          marks(el);
        }
        group = [];
        if (held !== null) {
          const v = held;
          held = null;
          if (!moved) show(v);
          else shown = v;
        }
      }),
  );
}

/** A lasso: a shift-drag on the ground (or a drag in select mode) selects the pieces inside the rectangle drawn. */
function lasso(el: SVGSVGElement, layer: SVGGElement): void {
  let from: { x: number; y: number } | null = null;
  let box: SVGRectElement | null = null;
  let id = -1;
  el.addEventListener('pointerdown', (e) => {
    if (!(e.shiftKey || selecting) || e.button !== 0 || (e.target as Element).closest('g.piece')) return;
    e.preventDefault();
    id = e.pointerId;
    el.setPointerCapture(id);
    from = toMap(layer, e.clientX, e.clientY);
    box = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    box.setAttribute('class', 'lasso');
    layer.appendChild(box);
  });
  const at = (e: PointerEvent) => {
    const to = toMap(layer, e.clientX, e.clientY);
    return { x: Math.min(from!.x, to.x), y: Math.min(from!.y, to.y), w: Math.abs(to.x - from!.x), h: Math.abs(to.y - from!.y) };
  };
  el.addEventListener('pointermove', (e) => {
    if (!from || e.pointerId !== id || !box) return;
    const r = at(e);
    box.setAttribute('x', String(r.x));
    box.setAttribute('y', String(r.y));
    box.setAttribute('width', String(r.w));
    box.setAttribute('height', String(r.h));
  });
  const end = (e: PointerEvent) => {
    if (!from || e.pointerId !== id) return;
    const r = at(e);
    from = null;
    box?.remove();
    box = null;
    el.querySelectorAll<SVGGElement>('g.piece[data-piece]').forEach((g) => {
      const p = placeOf(g);
      if (p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h) selected.add(g.dataset.piece!);
    });
    marks(el);
  };
  el.addEventListener('pointerup', end);
  el.addEventListener('pointercancel', end);
}

/** The map's tray (drawn with the map, src/serve/map.ts): select, clear, fit to the screen, full screen. */
function tools(el: SVGSVGElement, z: ReturnType<typeof zoom<SVGSVGElement, unknown>>, svg: ReturnType<typeof select<SVGSVGElement, unknown>>): void {
  const box = el.closest('.mapbox') as HTMLElement | null;
  box?.classList.toggle('full', full);
  main.querySelectorAll<HTMLButtonElement>('.maptools button[data-tool]').forEach((b) => {
    b.addEventListener('click', () => {
      const tool = b.dataset.tool;
      if (tool === 'select') selecting = !selecting;
      else if (tool === 'clear') selected.clear();
      else if (tool === 'fit') svg.call(z.transform, zoomIdentity);
      else if (tool === 'full' && box) {
        // The whole screen: the browser's full screen where it gives it, the page's own frame always (a view swap keeps it).
        full = !full;
        box.classList.toggle('full', full);
        if (!full && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else if (full) void box.requestFullscreen?.().catch(() => undefined);
        // A wide map on a tall screen: zoomed until it fills the height, centred (pan along it); back to the whole map after.
        requestAnimationFrame(() => {
          const w = Number(el.dataset.w) || 1;
          const h = Number(el.dataset.h) || 1;
          const k = full ? Math.max(1, Math.min(16, el.clientHeight / ((el.clientWidth * h) / w))) : 1;
          svg.call(z.transform, zoomIdentity.translate(w / 2 - (k * w) / 2, h / 2 - (k * h) / 2).scale(k));
        });
      }
      marks(el);
    });
  });
}

/** Warped backgrounds (a photo at an angle, `corners`), drawn once each onto the table's rectangle and kept across views. */
const warped = new Map<string, Promise<string>>();

/**
 * A photo taken at an angle: its four corners' pixels (`data-corners`) taken onto the table's rectangle by the
 * homography, drawn on a canvas as a mesh of small triangles (each one affine, the whole projective).
 */
function warp(el: SVGSVGElement): void {
  el.querySelectorAll<SVGImageElement>('image.background[data-src][data-corners]').forEach((img) => {
    const src = img.dataset.src!;
    const corners = JSON.parse(img.dataset.corners!) as [number, number][];
    const w = Number(img.getAttribute('width'));
    const h = Number(img.getAttribute('height'));
    let p = warped.get(src);
    if (!p) {
      p = new Promise<string>((resolve, reject) => {
        const pic = new Image();
        pic.onload = () => resolve(meshWarp(pic, corners, w, h));
        pic.onerror = () => reject(new Error('background'));
        pic.src = src;
      });
      warped.set(src, p);
    }
    void p.then((url) => img.setAttribute('href', url)).catch(() => undefined);
  });
}

/** The picture's pixel for a point (u, v) of the unit square, by the homography of the four corners (Heckbert). */
function homography(q: [number, number][]): (u: number, v: number) => [number, number] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1 || 1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const hh = (dx1 * sy - sx * dy1) / den;
  const a = x1 - x0 + g * x1;
  const b = x3 - x0 + hh * x3;
  const d = y1 - y0 + g * y1;
  const e = y3 - y0 + hh * y3;
  return (u, v) => {
    const ww = g * u + hh * v + 1;
    return [(a * u + b * v + x0) / ww, (d * u + e * v + y0) / ww];
  };
}

function meshWarp(pic: HTMLImageElement, corners: [number, number][], w: number, h: number): string {
  const canvas = document.createElement('canvas');
  // The table's rectangle at the photo's own resolution (its longer side), at most 4096 pixels.
  const scale = Math.min(4096, Math.max(pic.naturalWidth, pic.naturalHeight)) / Math.max(w, h);
  canvas.width = Math.max(1, Math.round(w * scale));
  canvas.height = Math.max(1, Math.round(h * scale));
  const c = canvas.getContext('2d')!;
  const H = homography(corners);
  const n = 24;
  const tri = (s: [number, number][], d: [number, number][]) => {
    // The affine map taking the photo's triangle s onto the canvas's d.
    const [[sx0, sy0], [sx1, sy1], [sx2, sy2]] = s;
    const [[dx0, dy0], [dx1, dy1], [dx2, dy2]] = d;
    const den = (sx1 - sx0) * (sy2 - sy0) - (sx2 - sx0) * (sy1 - sy0);
    if (den === 0) return;
    const a = ((dx1 - dx0) * (sy2 - sy0) - (dx2 - dx0) * (sy1 - sy0)) / den;
    const b = ((dx2 - dx0) * (sx1 - sx0) - (dx1 - dx0) * (sx2 - sx0)) / den;
    const cc = ((dy1 - dy0) * (sy2 - sy0) - (dy2 - dy0) * (sy1 - sy0)) / den;
    const dd = ((dy2 - dy0) * (sx1 - sx0) - (dy1 - dy0) * (sx2 - sx0)) / den;
    c.save();
    c.beginPath();
    // Each triangle a hair larger than itself, so that no seam shows between two.
    const mx = (dx0 + dx1 + dx2) / 3;
    const my = (dy0 + dy1 + dy2) / 3;
    for (const [i, [x, y]] of d.entries()) {
      const k = 1 + 0.6 / Math.max(1, Math.hypot(x - mx, y - my));
      if (i === 0) c.moveTo(mx + (x - mx) * k, my + (y - my) * k);
      else c.lineTo(mx + (x - mx) * k, my + (y - my) * k);
    }
    c.closePath();
    c.clip();
    c.setTransform(a, cc, b, dd, dx0 - a * sx0 - b * sy0, dy0 - cc * sx0 - dd * sy0);
    c.drawImage(pic, 0, 0);
    c.restore();
  };
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const u0 = i / n;
      const u1 = (i + 1) / n;
      const v0 = j / n;
      const v1 = (j + 1) / n;
      const P = (u: number, v: number) => H(u, v);
      const D = (u: number, v: number): [number, number] => [u * canvas.width, v * canvas.height];
      tri([P(u0, v0), P(u1, v0), P(u1, v1)], [D(u0, v0), D(u1, v0), D(u1, v1)]);
      tri([P(u0, v0), P(u1, v1), P(u0, v1)], [D(u0, v0), D(u1, v1), D(u0, v1)]);
    }
  return canvas.toDataURL('image/jpeg', 0.9);
}

document.addEventListener('keydown', (e) => {
  // Escape clears the selection.
  if (e.key !== 'Escape' || selected.size === 0) return;
  selected.clear();
  const el = main.querySelector<SVGSVGElement>('svg.map');
  if (el) marks(el);
});

/** The page's token works no more: the line that says to scan again, and nothing tried again. */
function renewed(): void {
  const p = document.getElementById('renewed');
  if (p) {
    p.textContent = script.dataset.renewed ?? '';
    p.hidden = false;
  }
  document.body.classList.remove('lost');
  document.body.classList.add('renewed');
}

function listen(): void {
  // The map maker's page has no stream.
  if (!script.dataset.events) return;
  const es = new EventSource(script.dataset.events);
  es.addEventListener('view', (e) => {
    show((e as MessageEvent<string>).data);
    document.body.classList.remove('lost');
  });
  es.addEventListener('open', () => document.body.classList.remove('lost'));
  es.addEventListener('error', () => {
    document.body.classList.add('lost');
    // Still trying (the server away): EventSource connects again by itself.
    if (es.readyState !== EventSource.CLOSED) return;
    // Refused: is it the token?
    const again = () => setTimeout(listen, 2000);
    if (!script.dataset.check) return void again();
    fetch(script.dataset.check, { credentials: 'same-origin', cache: 'no-store' })
      .then((r) => (r.status === 403 ? renewed() : again()))
      .catch(again);
  });
}
listen();
folds();
tick();
mount();
// The map maker's page (serve --map-maker): no stream; its clicks trace.
if (script.dataset.maker) maker(main, script.dataset.maker);
fit();
