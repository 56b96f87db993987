/**
 * The map's placeholder as the element draws it: the local static map (platform/maps/static-map.ts,
 * the same scene the site server writes as SVG), the address card and the links that open the
 * place elsewhere. Useful without a key, consent or network.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import {
  addressLines,
  geoUri,
  mapLabel,
  mapsServiceUrl,
  openStreetMapUrl,
} from '../../platform/maps/map-place.ts';
import {
  MARKER_PATH,
  markerTransform,
  staticMapScene,
  type MapShape,
} from '../../platform/maps/static-map.ts';
import type { MapData } from './map.schema.ts';

function shape(s: MapShape) {
  const fill = s.fill ?? 'none';
  const [a, b, c, d] = s.at;
  if (s.kind === 'rect') return svg`<rect x=${a} y=${b} width=${c} height=${d} fill=${fill} />`;
  if (s.kind === 'line')
    return svg`<line x1=${a} y1=${b} x2=${c} y2=${d} stroke=${s.stroke ?? 'none'} stroke-width=${s.strokeWidth ?? 1} />`;
  return svg`<path d=${s.d ?? ''} fill=${fill} stroke=${s.stroke ?? 'none'} stroke-width=${s.strokeWidth ?? 1} />`;
}

/** The static map of `data`: an image labelled "Map of ADDRESS". */
export function staticMapTemplate(data: MapData): TemplateResult {
  const scene = staticMapScene(data, data.style, { showTerrain: data.showTerrain });
  const { width, height, palette, marker } = scene;
  return html`<svg
    part="static-map"
    role="img"
    aria-label=${mapLabel(data)}
    viewBox="0 0 ${width} ${height}"
    preserveAspectRatio="xMidYMid slice"
    data-style=${data.style}
  >
    <rect width=${width} height=${height} fill=${palette.land} />
    ${scene.shapes.map(shape)}
    ${
      marker
        ? svg`<g part="static-marker" transform=${markerTransform(marker)}>
          <path d=${MARKER_PATH} fill=${palette.marker} />
          <circle cx="24" cy="24" r="9" fill=${palette.markerDot} />
        </g>`
        : nothing
    }
  </svg>`;
}

/** The address card (title, lines, country); nothing when no line is set. */
export function addressTemplate(data: MapData): TemplateResult | typeof nothing {
  const [title, ...rest] = addressLines(data);
  if (!title) return nothing;
  return html`<address part="address">
    <strong>${title}</strong>${rest.map((line) => html`<br />${line}`)}
  </address>`;
}

/** Links that open the marker's place in the maps service, on OpenStreetMap and in a maps app. */
export function linksTemplate(data: MapData): TemplateResult {
  return html`<ul part="links">
    <li><a href=${mapsServiceUrl(data)} target="_blank" rel="noopener">Open in Google Maps</a></li>
    <li>
      <a href=${openStreetMapUrl(data)} target="_blank" rel="noopener">Open in OpenStreetMap</a>
    </li>
    <li><a href=${geoUri(data)}>Open in your maps app</a></li>
  </ul>`;
}
