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
  folds();
  tick();
  mount();
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
  const es = new EventSource(script.dataset.events!);
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
