// The map's own style on `umpire serve`'s pages (served after STYLE_CSS in
// /style.css): its tray (select, clear, fit, full screen), the selection and
// the lasso of group moves (U340), the background, and on a phone the map
// across the whole width (issue 41: too small on a phone).
export const MAP_CSS = `
.mapbox { position: relative; }
.maptools { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; padding: 0.25rem 0.4rem; border-bottom: 1px solid var(--line); font-size: 0.8rem; }
.maptools button { font: inherit; color: var(--fg); background: #2c3139; border: 1px solid var(--line); border-radius: 0.3rem; padding: 0.15rem 0.6rem; min-height: 2rem; cursor: pointer; }
.maptools button[aria-pressed="true"] { background: var(--accent); color: #000; }
.maptools .count { min-width: 1.2rem; color: var(--accent); font-weight: 700; }
.mapbox.selecting svg.map { cursor: crosshair; }
svg.map .background { opacity: 0.9; pointer-events: none; }
svg.map .piece.selected .body { stroke: var(--accent); stroke-width: 3px; stroke-dasharray: 5 3; }
svg.map .lasso { fill: #ffcf5a22; stroke: var(--accent); stroke-width: 1.5px; stroke-dasharray: 6 4; }
.mapbox.full { position: fixed; inset: 0; z-index: 20; margin: 0; border-radius: 0; display: flex; flex-direction: column; }
.mapbox.full svg.map, .mapbox:fullscreen svg.map { flex: 1; max-height: none; height: 100%; }
.mapbox:fullscreen { display: flex; flex-direction: column; }
/* The map maker (serve --map-maker). */
.maker-tools { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: end; margin: 0 0 0.6rem; }
.maker-tools fieldset { border: 1px solid var(--line); border-radius: 0.3rem; padding: 0.2rem 0.6rem; margin: 0; }
.maker-tools input, .maker-tools select, .maker-tools button, .maker-tools a { font: inherit; color: var(--fg); background: var(--panel); border: 1px solid var(--line); border-radius: 0.3rem; padding: 0.15rem 0.4rem; }
.maker-tools a { color: var(--accent); text-decoration: none; }
.maker-help { color: var(--dim); }
.maker svg.map { cursor: crosshair; }
svg.map .pending { fill: none; stroke: var(--accent); stroke-width: 2px; stroke-dasharray: 5 3; }
svg.map .pending-point { fill: var(--accent); }
.maker-said.bad { color: var(--bad); }
.maker-yaml { width: 100%; font: 0.8rem ui-monospace, "DejaVu Sans Mono", monospace; background: var(--panel); color: var(--fg); border: 1px solid var(--line); }
@media (max-width: 600px) {
  .mapbox { margin-left: -0.5rem; margin-right: -0.5rem; border-radius: 0; border-left: 0; border-right: 0; }
  svg.map { max-height: none; }
}
`;
