// The map maker's part of the pages' script (docs/map.md "The map maker"):
// clicks on the map trace the current shape (a building, a wall or an
// obstacle with its height, a zone), Finish ends it, a click with Place puts
// a place; the YAML button sends what is traced to the server, which checks
// it with the map's schema and answers the `map:` section as YAML, shown to
// copy and offered as a download. The traced shapes are drawn as the
// picture draws them (src/map/svg.ts's classes).
type Pt = [number, number];
interface Traced {
  unit: string;
  size: Pt;
  background?: unknown;
  outlines: { id: string; kind: string; name?: string; height?: number; points: Pt[] }[];
  zones: { id: string; name: string; points: Pt[] }[];
  places: { id: string; kind: string; name?: string; at: Pt }[];
}

const NS = 'http://www.w3.org/2000/svg';

export function maker(root: HTMLElement, checkUrl: string): void {
  const view = root.querySelector<HTMLElement>('.view.maker');
  const el = root.querySelector<SVGSVGElement>('svg.map');
  const form = root.querySelector<HTMLFormElement>('form.maker-tools');
  if (!view || !el || !form) return;
  const layer = el.querySelector<SVGGElement>('g.layer')!;
  const state = JSON.parse(view.dataset.start ?? '{}') as Traced;
  const said = root.querySelector<HTMLElement>('.maker-said')!;
  const out = root.querySelector<HTMLTextAreaElement>('.maker-yaml')!;
  const link = root.querySelector<HTMLAnchorElement>('a.download')!;
  const size = state.size;
  const token = (Math.max(size[0], size[1], 1) / 100) * 1.2;
  let pending: Pt[] = [];
  const traced = document.createElementNS(NS, 'g');
  traced.setAttribute('class', 'traced');
  layer.appendChild(traced);
  form.addEventListener('submit', (e) => e.preventDefault());
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const tool = () => (form.querySelector<HTMLInputElement>('input[name="tool"]:checked')?.value ?? 'building');
  const taken = () => new Set([...state.outlines, ...state.zones, ...state.places].map((x) => x.id));
  /** The id typed, else the kind and the first free number. */
  const idFor = (kind: string) => {
    const typed = field('id').value.trim();
    const ids = taken();
    if (/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(typed) && !ids.has(typed)) return typed;
    let n = 1;
    while (ids.has(`${kind}-${n}`)) n++;
    return `${kind}-${n}`;
  };
  const name = () => field('name').value.trim() || undefined;
  const s = (p: Pt[]) => p.map((q) => `${q[0]},${q[1]}`).join(' ');

  const draw = () => {
    const parts: string[] = [];
    for (const z of state.zones) parts.push(`<polygon class="zone" points="${s(z.points)}"/>`);
    for (const o of state.outlines) parts.push(o.kind === 'wall' ? `<polyline class="outline outline-wall" points="${s(o.points)}"/>` : `<polygon class="outline outline-${o.kind}" points="${s(o.points)}"/>`);
    for (const p of state.places) parts.push(`<circle class="spot place-${p.kind}" cx="${p.at[0]}" cy="${p.at[1]}" r="${token * 0.5}"/>`);
    if (pending.length > 0) {
      parts.push(`<polyline class="pending" points="${s(pending)}"/>`);
      for (const p of pending) parts.push(`<circle class="pending-point" cx="${p[0]}" cy="${p[1]}" r="${token * 0.3}"/>`);
    }
    traced.innerHTML = parts.join('');
    view.dataset.traced = String(state.outlines.length + state.zones.length + state.places.length);
    view.dataset.pending = String(pending.length);
  };

  const finish = () => {
    const t = tool();
    if (t === 'zone' && pending.length >= 3) {
      const id = idFor('zone');
      state.zones.push({ id, name: name() ?? id, points: pending });
    } else if ((t === 'wall' && pending.length >= 2) || (t !== 'wall' && t !== 'zone' && t !== 'place' && pending.length >= 3)) {
      const h = Number(String(field('height').value).replace(',', '.'));
      const o: Traced['outlines'][number] = { id: idFor(t), kind: t, points: pending };
      const n = name();
      if (n !== undefined) o.name = n;
      if (Number.isFinite(h) && h >= 0 && String(field('height').value).trim() !== '') o.height = h;
      state.outlines.push(o);
    } else return;
    pending = [];
    field('id').value = '';
    field('name').value = '';
    draw();
  };

  el.addEventListener('click', (e) => {
    const m = layer.getScreenCTM();
    if (!m) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const at: Pt = [Math.round(Math.min(Math.max(p.x, 0), size[0]) * 10) / 10, Math.round(Math.min(Math.max(p.y, 0), size[1]) * 10) / 10];
    if (tool() === 'place') {
      const kind = field('placeKind').value;
      const pl: Traced['places'][number] = { id: idFor(kind), kind, at };
      const n = name();
      if (n !== undefined) pl.name = n;
      state.places.push(pl);
      field('id').value = '';
      field('name').value = '';
    } else pending.push(at);
    draw();
  });
  el.addEventListener('dblclick', (e) => {
    e.preventDefault();
    finish();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.target as HTMLElement | null)?.tagName !== 'TEXTAREA') {
      e.preventDefault();
      finish();
    }
  });
  form.querySelector('[data-act="finish"]')!.addEventListener('click', finish);
  form.querySelector('[data-act="undo"]')!.addEventListener('click', () => {
    if (pending.length > 0) pending.pop();
    else {
      // The last thing traced: whichever list grew last is not kept, so the newest of all three by order of tracing.
      const last = lastAdded.pop();
      if (last) (state[last] as unknown[]).pop();
    }
    draw();
  });
  const lastAdded: ('outlines' | 'zones' | 'places')[] = [];
  for (const k of ['outlines', 'zones', 'places'] as const) {
    const arr = state[k] as unknown[];
    const push = arr.push.bind(arr);
    arr.push = (...items: unknown[]) => {
      lastAdded.push(k);
      return push(...items);
    };
  }
  form.querySelector('[data-act="yaml"]')!.addEventListener('click', async () => {
    finish();
    try {
      const r = await fetch(checkUrl, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(state) });
      const j = (await r.json()) as { ok: boolean; yaml?: string; said?: string };
      said.textContent = j.said ?? '';
      said.classList.toggle('bad', !j.ok);
      out.value = j.yaml ?? '';
      view.dataset.checked = j.ok ? 'ok' : 'bad';
      if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
      link.href = URL.createObjectURL(new Blob([out.value], { type: 'text/yaml' }));
      link.hidden = false;
    } catch {
      said.textContent = document.querySelector('.offline')?.textContent ?? '';
      said.classList.add('bad');
    }
  });
  draw();
}
