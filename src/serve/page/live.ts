// The pages' own script (/live.js), bundled by the build (scripts/build.mjs)
// with d3-zoom, d3-selection and d3-drag into the one file `umpire serve`
// serves itself. Each event of the page's stream replaces the view; a lost
// stream shows the offline line (EventSource tries again by itself). A map in
// the view pans and zooms (d3-zoom), and keeps its pan and zoom from one view
// to the next. Where the page names a drop route (the umpire's board, the map
// keeper's screen), a piece dragged with the mouse or a finger (d3-drag) is
// sent there as a drop: the server makes it the command line a person would
// type. On those pages the token leaves the address bar at once (its cookie
// keeps it). Kiosk (`?kiosk=1`, or the K key): the page fits the screen
// without scrolling, its type made smaller until it does (issue 42).
import { select } from 'd3-selection';
import { drag } from 'd3-drag';
import { zoom, zoomIdentity, type ZoomTransform } from 'd3-zoom';

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

function show(html: string): void {
  if (dragging) {
    held = html;
    return;
  }
  shown = html;
  main.innerHTML = html;
  mount();
  fit();
}

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

async function send(piece: string, x: number, y: number): Promise<void> {
  try {
    const r = await fetch(dropUrl!, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ piece, x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 }),
    });
    const j = (await r.json()) as { ok: boolean; said?: string; line?: string };
    tell([j.line, j.said].filter((s) => s).join(' · '), !j.ok);
    // Refused: the piece goes back where the game has it.
    if (!j.ok) show(held ?? shown);
  } catch {
    tell(document.querySelector('.offline')?.textContent ?? '', true);
    show(held ?? shown);
  }
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
    .on('zoom', (e: { transform: ZoomTransform }) => {
      kept = e.transform;
      layer.attr('transform', e.transform.toString());
    });
  svg.call(z).on('dblclick.zoom', null);
  svg.call(z.transform, kept);
  if (!dropUrl) return;
  let moved = false;
  layer.selectAll<SVGGElement, unknown>('g.piece[data-piece]').call(
    drag<SVGGElement, unknown>()
      .container(() => layer.node()!)
      .subject(function () {
        return placeOf(this);
      })
      .on('start', function () {
        dragging = true;
        moved = false;
        select(this).classed('dragging', true).raise();
      })
      .on('drag', function (e: { x: number; y: number }) {
        moved = true;
        select(this).attr('transform', `translate(${e.x} ${e.y})`);
      })
      .on('end', function (e: { x: number; y: number }) {
        dragging = false;
        select(this).classed('dragging', false);
        const piece = this.dataset.piece!;
        if (moved) void send(piece, e.x, e.y);
        if (held !== null) {
          const v = held;
          held = null;
          if (!moved) show(v);
          else shown = v;
        }
      }),
  );
}

const es = new EventSource(script.dataset.events!);
es.addEventListener('view', (e) => {
  show((e as MessageEvent<string>).data);
  document.body.classList.remove('lost');
});
es.addEventListener('open', () => document.body.classList.remove('lost'));
es.addEventListener('error', () => document.body.classList.add('lost'));
mount();
fit();
