/**
 * A local static map: a drawing, made here without tiles, a key or the network, of streets,
 * parks, water and (with the terrain option) hill lines in a style's colours, with the marker
 * where it stands relative to the centre. The streets follow the Web Mercator grid of the
 * place and zoom, so a place always looks the same and another place looks different; it is a
 * picture of "a map here", never a survey. The `<sq-map>` element draws it with Lit and the site
 * server as SVG text (`staticMapSvg`), from the same scene.
 */
import { MAP_MARKER_IMAGE } from '../constants/limits.ts';
import type { MapPlace } from './map-place.ts';
import { MAP_PALETTES, type MapPalette, type MapStyleName } from './map-styles.ts';

/** The drawing's box (its `viewBox`); it covers the map's box, centred (`slice`). */
export const STATIC_MAP_SIZE = { width: 640, height: 400 } as const;

/** The marker as drawn: the 48x64 image at half size (SPEC §9). */
export const MARKER_SIZE = {
  width: MAP_MARKER_IMAGE.width * MAP_MARKER_IMAGE.scale,
  height: MAP_MARKER_IMAGE.height * MAP_MARKER_IMAGE.scale,
} as const;

/** The marker's outline in a 48x64 box: a pin whose tip (24, 64) is the place. */
export const MARKER_PATH =
  'M24 0C10.7 0 0 10.7 0 24c0 17.4 21.2 37.6 22.1 38.5a2.7 2.7 0 0 0 3.8 0C26.8 61.6 48 41.4 48 24 48 10.7 37.3 0 24 0z';

/** One shape of the drawing. */
export interface MapShape {
  kind: 'rect' | 'line' | 'path';
  /** rect: x, y, width, height; line: x1, y1, x2, y2. */
  at: readonly number[];
  /** path data. */
  d?: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

/** What a static map draws. */
export interface StaticMapScene {
  width: number;
  height: number;
  palette: MapPalette;
  shapes: MapShape[];
  /** The marker's tip in the drawing; undefined when it lies outside it. */
  marker: { x: number; y: number } | undefined;
}

/** Position of a point in the Web Mercator world at `zoom` (256 px tiles). */
export function worldPoint(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** A small integer hash of a grid cell (the same cell always answers the same). */
function cellHash(i: number, j: number, salt: number): number {
  let h = (i * 374761393 + j * 668265263 + salt * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) % 1000;
}

interface Options {
  showTerrain: boolean;
}

/** The scene of `place` in `style` (see the module comment). */
export function staticMapScene(
  place: MapPlace,
  style: MapStyleName,
  { showTerrain }: Options,
): StaticMapScene {
  const { width, height } = STATIC_MAP_SIZE;
  const palette = MAP_PALETTES[style];
  const centre = worldPoint(place.mapLat, place.mapLng, place.mapZoom);
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  // Streets every `step` world pixels: closer together as the map zooms out, never under 40 px.
  const step = 40 * 2 ** (place.mapZoom % 3);
  const first = { i: Math.floor(left / step), j: Math.floor(top / step) };
  const cols = Math.ceil(width / step) + 1;
  const rows = Math.ceil(height / step) + 1;
  const shapes: MapShape[] = [];
  const round = (n: number) => Math.round(n * 10) / 10;

  for (let a = 0; a < cols; a++) {
    for (let b = 0; b < rows; b++) {
      const i = first.i + a;
      const j = first.j + b;
      const kind = cellHash(i, j, 1);
      const x = round(i * step - left);
      const y = round(j * step - top);
      if (kind < 90) shapes.push({ kind: 'rect', at: [x, y, step, step], fill: palette.park });
      else if (kind < 130)
        shapes.push({ kind: 'rect', at: [x, y, step, step], fill: palette.water });
    }
  }
  if (showTerrain) {
    for (let k = 1; k <= 4; k++) {
      const r = k * 60;
      const cx = round(((cellHash(first.i, first.j, 7) / 1000) * width) | 0);
      const cy = round(((cellHash(first.j, first.i, 9) / 1000) * height) | 0);
      shapes.push({
        kind: 'path',
        at: [],
        d: `M${cx - r} ${cy}a${r} ${r * 0.6} 0 1 0 ${2 * r} 0a${r} ${r * 0.6} 0 1 0 ${-2 * r} 0`,
        stroke: palette.contour,
        strokeWidth: 2,
      });
    }
  }
  for (let a = 0; a < cols; a++) {
    const i = first.i + a;
    const x = round(i * step - left);
    const major = i % 4 === 0;
    shapes.push({
      kind: 'line',
      at: [x, 0, x, height],
      stroke: major ? palette.highway : palette.road,
      strokeWidth: major ? 7 : 3,
    });
  }
  for (let b = 0; b < rows; b++) {
    const j = first.j + b;
    const y = round(j * step - top);
    const major = j % 4 === 0;
    shapes.push({
      kind: 'line',
      at: [0, y, width, y],
      stroke: major ? palette.highway : palette.road,
      strokeWidth: major ? 7 : 3,
    });
  }

  const tip = worldPoint(place.markerLat, place.markerLng, place.mapZoom);
  const x = round(tip.x - left);
  const y = round(tip.y - top);
  const inside = x >= 0 && x <= width && y >= 0 && y <= height;
  return { width, height, palette, shapes, marker: inside ? { x, y } : undefined };
}

/** `&`, `<`, `>`, `"` as entities (attribute and text safe). */
function escapeXml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

function shapeSvg(shape: MapShape): string {
  const paint =
    (shape.fill ? ` fill="${shape.fill}"` : ' fill="none"') +
    (shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${shape.strokeWidth ?? 1}"` : '');
  const [a, b, c, d] = shape.at;
  if (shape.kind === 'rect') return `<rect x="${a}" y="${b}" width="${c}" height="${d}"${paint}/>`;
  if (shape.kind === 'line') return `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}"${paint}/>`;
  return `<path d="${shape.d ?? ''}"${paint}/>`;
}

/** The marker's transform: its 48x64 pin scaled to half size with its tip on (x, y). */
export function markerTransform(marker: { x: number; y: number }): string {
  const scale = MAP_MARKER_IMAGE.scale;
  return `translate(${marker.x - MARKER_SIZE.width / 2} ${marker.y - MARKER_SIZE.height}) scale(${scale})`;
}

/**
 * The scene as one `<svg role="img">` element's text, labelled `label` (escaped), for markup a
 * server writes.
 */
export function staticMapSvg(scene: StaticMapScene, label: string): string {
  const { width, height, palette, marker } = scene;
  const pin = marker
    ? `<g class="sq-map-marker" transform="${markerTransform(marker)}"><path d="${MARKER_PATH}" fill="${palette.marker}"/><circle cx="24" cy="24" r="9" fill="${palette.markerDot}"/></g>`
    : '';
  return (
    `<svg class="sq-map-static" role="img" aria-label="${escapeXml(label)}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg">` +
    `<rect width="${width}" height="${height}" fill="${palette.land}"/>` +
    scene.shapes.map(shapeSvg).join('') +
    pin +
    '</svg>'
  );
}
