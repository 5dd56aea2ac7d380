// The map maker's whole page (src/serve/maker.ts draws its body): the served
// game's table and background drawn without pieces or outlines (the page's
// script draws what is traced, the map's own outlines among them), and the
// pages' one script with the check's address.
import type { Game } from '../engine/system.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { mapSvg, xml } from '../map/svg.js';
import type { MapState } from '../map/types.js';
import { currentBackground } from './map.js';
import { makerBody } from './maker.js';

export async function makerPage(game: Game | null, lang: Lang): Promise<string> {
  const map = game?.map;
  const table: MapState = {
    unit: map?.unit && map.unit !== 'zones' ? map.unit : 'in',
    size: map?.size ?? [96, 48],
    eye: 1,
    tolerance: 0,
    fresh: 2,
    outlines: [],
    areas: [],
    zones: [],
    places: [],
    pieces: {},
    ...(map?.background ? { background: map.background } : {}),
  };
  const bg = map ? await currentBackground(map) : null;
  const svg = mapSvg(table, [], {
    audience: 'umpire',
    turn: 1,
    words: { title: t(lang, 'serve.maker-title'), asOf: () => '', marker: () => '' },
    ...(bg && 'file' in bg ? { background: { href: bg.href, width: bg.file.width, height: bg.file.height } } : {}),
  });
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${xml(t(lang, 'serve.maker-title'))}</title><link rel="stylesheet" href="/style.css"></head><body class="umpire maker"><p class="offline" role="status">${xml(t(lang, 'serve.offline'))}</p><main id="screen">${makerBody(game, svg, lang)}</main><script src="/live.js" data-strip="token" data-maker="/maker/check"></script></body></html>\n`;
}
