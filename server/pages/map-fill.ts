/**
 * The static map placeholder of every empty `<sq-map data-block-json='…'>` of a template, written
 * by the server so the block is useful with no JavaScript, no key and no network: a local static
 * map in the style's colours with the marker (platform/maps/static-map.ts), the address card
 * (title, lines, country) and links that open the place in the maps service, on OpenStreetMap
 * and in the visitor's maps app (`geo:`). A block whose settings do not read, or that already
 * holds markup of the template's own, is left as it is.
 */
import { safeParse } from 'zod/mini';
import { mapBlockSchema, type MapBlock } from '../../platform/maps/map-block.ts';
import {
  addressLines,
  coordinate,
  geoUri,
  mapLabel,
  mapsServiceUrl,
  openStreetMapUrl,
} from '../../platform/maps/map-place.ts';
import { staticMapScene, staticMapSvg } from '../../platform/maps/static-map.ts';
import { escapeHtml } from '../http/respond.ts';
import { attribute, startTags } from './start-tags.ts';

const END_TAG = '</sq-map>';

/**
 * Without JavaScript, the directions box is a form that asks the maps service for directions
 * from the address typed to the marker (in a new tab); upgraded, the element's own box (the
 * places search) takes its place, with the same label and the same height.
 */
function directionsForm(block: MapBlock, id: string): string {
  const to = `${coordinate(block.markerLat)},${coordinate(block.markerLng)}`;
  return (
    `<form class="sq-map-directions" action="https://www.google.com/maps/dir/" method="get" target="_blank">` +
    `<input type="hidden" name="api" value="1" /><input type="hidden" name="destination" value="${to}" />` +
    `<label for="${id}">Directions from</label>` +
    `<p class="sq-map-hint" id="${id}-hint">Type your starting address.</p>` +
    `<div class="sq-map-combo"><input id="${id}" name="origin" type="text" autocomplete="street-address" aria-describedby="${id}-hint" /></div>` +
    '</form>'
  );
}

/** The placeholder markup of a block's settings (`id`: unique in the page, for its form). */
export function mapPlaceholderHtml(block: MapBlock, id = 'sq-map-directions'): string {
  const scene = staticMapScene(block, block.style, { showTerrain: block.showTerrain });
  const [title, ...rest] = addressLines(block);
  const card = title
    ? `<address class="sq-map-address"><strong>${escapeHtml(title)}</strong>${rest
        .map((line) => `<br />${escapeHtml(line)}`)
        .join('')}</address>`
    : '';
  const link = (href: string, text: string, external: boolean) =>
    `<li><a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener"' : ''}>${text}</a></li>`;
  return (
    `<div class="sq-map-placeholder" data-sq-map-style="${block.style}">` +
    staticMapSvg(scene, mapLabel(block)) +
    card +
    '<ul class="sq-map-links">' +
    link(mapsServiceUrl(block), 'Open in Google Maps', true) +
    link(openStreetMapUrl(block), 'Open in OpenStreetMap', true) +
    link(geoUri(block), 'Open in your maps app', false) +
    '</ul>' +
    (block.directions ? directionsForm(block, id) : '') +
    '</div>'
  );
}

/** `html` with the placeholder written into each empty map block (see the module comment). */
export function fillMaps(html: string): string {
  let out = '';
  let from = 0;
  let count = 0;
  for (const tag of startTags(html)) {
    if (tag.tag !== 'sq-map' || tag.start < from) continue;
    const open = html.indexOf('>', tag.attributesEnd) + 1;
    const close = html.indexOf(END_TAG, open);
    if (open === 0 || close < 0 || html.slice(open, close).trim() !== '') continue;
    let json: unknown;
    try {
      json = JSON.parse(attribute(tag, 'data-block-json')?.value ?? '{}');
    } catch {
      continue;
    }
    const result = safeParse(mapBlockSchema, json);
    if (!result.success) continue;
    count += 1;
    out += html.slice(from, open) + mapPlaceholderHtml(result.data, `sq-map-directions-${count}`);
    from = close;
  }
  return out + html.slice(from);
}
