// The report's replay of the map (`umpire report --html`, docs/map.md "The
// report's replay"): on a game with a map, the page draws the map as of each
// entry of the log, a slider choosing the entry. The log is folded entry by
// entry (the same fold as every reader's, src/state/log-codec.ts applyEntry);
// after each, the pieces are drawn as the umpire's board draws them
// (src/map/svg.ts, every piece with its name; the entry's own pieces ringed,
// U273). The ground is drawn once; each entry names the frame of pieces it
// shows, a frame written once however many entries show it (most entries move
// nothing). Self-contained: the frames are in the page, its script swaps them.
import type { Game } from '../engine/system.js';
import type { Lang } from '../rules/types.js';
import { t } from '../i18n/index.js';
import { applyEntry, FoldBook } from '../state/log-codec.js';
import type { LogEntry } from '../state/log.js';
import { piecesOf } from '../map/pieces.js';
import { mapSvg, picturePieces, type PictureWords } from '../map/svg.js';
import { lastIdsOf } from '../map/last.js';

/** The most frames one page holds (U343): a longer game's later frames are every k-th, each entry showing the nearest frame kept at or before it. */
export const REPLAY_MAX_FRAMES = 2000;

export interface Replay {
  /** The map with no pieces (the ground, drawn once). */
  ground: string;
  /** Each distinct drawing of the pieces. */
  frames: string[];
  /** Per entry (in log order): its seq, turn, procedure or kind, and the frame it shows. */
  steps: { seq: number; turn: number; what: string; frame: number }[];
}

const PIECES_RE = /<g class="pieces">([\s\S]*)<\/g><\/g><\/svg>$/;

/** The replay of a log whose game has a map, or null (no map, or a log that does not fold). */
export function mapReplay(entries: readonly LogEntry[], lang: Lang): Replay | null {
  const words: PictureWords = { title: t(lang, 'serve.map'), asOf: (turn) => t(lang, 'serve.map-as-of', { turn }), marker: (n) => t(lang, 'serve.map-marker', { n }) };
  let game: Game | null = null;
  const book = new FoldBook();
  const frames: string[] = [];
  const index = new Map<string, number>();
  const steps: Replay['steps'] = [];
  let ground = '';
  // Entries past the frames' bound take every k-th frame (k grows as needed; the first and the last entry always drawn).
  const stride = Math.max(1, Math.ceil(entries.length / REPLAY_MAX_FRAMES));
  for (const [i, e] of entries.entries()) {
    try {
      game = applyEntry(game, e, book);
    } catch {
      return null;
    }
    const map = game.map;
    if (!map) {
      if (i === 0) return null;
      continue;
    }
    if (ground === '') ground = mapSvg(map, [], { audience: 'umpire', turn: game.turn, words });
    const what = e.kind === 'resolution' ? (e.argv?.[0] ?? e.record?.procedure ?? 'resolution') : e.kind;
    const drawNow = i % stride === 0 || i === entries.length - 1 || frames.length === 0;
    if (!drawNow) {
      steps.push({ seq: e.seq, turn: e.turn, what, frame: steps.length > 0 ? steps[steps.length - 1].frame : 0 });
      continue;
    }
    const drawn = picturePieces(map, [...piecesOf(game, lang).values()], { audience: 'umpire', last: lastIdsOf(e) });
    const svg = mapSvg(map, drawn, { audience: 'umpire', turn: game.turn, words });
    const pieces = PIECES_RE.exec(svg)?.[1] ?? '';
    let f = index.get(pieces);
    if (f === undefined) {
      f = frames.length;
      frames.push(pieces);
      index.set(pieces, f);
    }
    steps.push({ seq: e.seq, turn: e.turn, what, frame: f });
  }
  return ground === '' ? null : { ground, frames, steps };
}

/** The replay's section of the report: the ground, the slider, the frames as JSON, and the few lines of script that swap them. */
export function replaySection(r: Replay, lang: Lang, json: (v: unknown) => string, esc: (s: unknown) => string): string {
  const last = r.steps.length - 1;
  const ground = r.ground.replace(/<g class="pieces"><\/g>/, `<g class="pieces">${r.frames[r.steps[last].frame]}</g>`);
  return [
    `<section id="replay" class="replay"><h2>${esc(t(lang, 'report.replay'))}</h2>`,
    `<p><label>${esc(t(lang, 'report.replay-entry'))} <input type="range" id="replay-at" min="0" max="${last}" value="${last}" step="1"></label> <span id="replay-said" data-template="${esc(t(lang, 'report.replay-said'))}"></span></p>`,
    `<div class="replay-map">${ground}</div>`,
    `<script type="application/json" id="replay-data">${json({ frames: r.frames, steps: r.steps })}</script>`,
    `<script>${REPLAY_SCRIPT}</script></section>`,
  ].join('\n');
}

const REPLAY_SCRIPT = `
(function(){
  var data=JSON.parse(document.getElementById('replay-data').textContent);
  var at=document.getElementById('replay-at'),said=document.getElementById('replay-said'),g=document.querySelector('#replay svg.map g.pieces');
  var template=said.getAttribute('data-template');
  var shown=-1;
  function draw(){
    var i=Number(at.value),s=data.steps[i];
    if(!s)return;
    if(s.frame!==shown){g.innerHTML=data.frames[s.frame];shown=s.frame;}
    said.textContent=template.replace('{n}',i+1).replace('{of}',data.steps.length).replace('{seq}',s.seq).replace('{turn}',s.turn).replace('{what}',s.what);
    document.getElementById('replay').setAttribute('data-at',String(s.seq));
  }
  at.addEventListener('input',draw);
  draw();
})();
`;

/** The map's look in the report (the board's colours, src/serve/render.ts STYLE_CSS's map part, on a dark ground of its own). */
export const REPLAY_CSS = `
.replay-map{background:#15171b;border-radius:6px;overflow:hidden}
#replay input[type=range]{width:min(40em,90vw);vertical-align:middle}
.replay svg.map{display:block;width:100%;height:auto}
.replay svg.map *{vector-effect:non-scaling-stroke}
.replay svg.map .table{fill:#2a2e26}.replay svg.map .area{fill:#2f4a2c;opacity:.8}
.replay svg.map .zone{fill:none;stroke:#6f7a87;stroke-width:1.2px;stroke-dasharray:6 4}
.replay svg.map .outline{fill:#4b4f57;stroke:#9aa0a8;stroke-width:1.5px}.replay svg.map .outline-wall{fill:none;stroke:#b9b4a6;stroke-width:4px}
.replay svg.map .outline-obstacle{fill:#5d4b3a}.replay svg.map .sector{fill:none;stroke:#ffcf5a;stroke-width:2px;stroke-dasharray:10 6;opacity:.7}
.replay svg.map .spot{fill:#cfd6df}.replay svg.map .place-hydrant{fill:#5ab0ff}.replay svg.map .place-entry,.replay svg.map .place-escape{fill:#ffcf5a}
.replay svg.map text{fill:#f4f1e8;text-anchor:middle;paint-order:stroke;stroke:#000c;stroke-width:3px}
.replay svg.map .zone-name{fill:#aab3bf;font-style:italic}.replay svg.map .outline-name,.replay svg.map .place-name{fill:#b9b4a6}
.replay svg.map .piece .body{fill:#8a93a0;stroke:#000;stroke-width:1px}.replay svg.map .piece .figures circle{fill:#0008}
.replay svg.map .side-sf .body{fill:#3f7fe0}.replay svg.map .kind-crowd .body{fill-opacity:.55}
.replay svg.map .tone-rl-1 .body{fill:#3fae5a}.replay svg.map .tone-rl-2 .body{fill:#7cbf45}.replay svg.map .tone-rl-3 .body{fill:#b9c93a}.replay svg.map .tone-rl-4 .body{fill:#e6c53a}
.replay svg.map .tone-rl-5 .body{fill:#f0a034}.replay svg.map .tone-rl-6 .body{fill:#ee7430}.replay svg.map .tone-rl-7 .body{fill:#e4472c}.replay svg.map .tone-rl-8 .body{fill:#c01f3a}
.replay svg.map .piece.stale{opacity:.6}.replay svg.map .ring{fill:none;stroke:#ffcf5a;stroke-width:3px}
`;
