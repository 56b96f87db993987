/**
 * The live map: the maps service's script (SPEC §7: key from the page context, decoded from
 * base64; callback; language and region from the locale; 30 s time-out) loaded through the
 * platform's one loader, then a map and its marker drawn in the element's box. Options follow
 * the block's settings, applied 60 ms after the last change or resize (SPEC §9 map UI debounce).
 * The wheel zooms only once the visitor clicked the map; the marker is the 48x64 image shown at
 * half size (SPEC §9), and a click on it opens the place in the maps service in a new window
 * (SPEC §7: position, address text and zoom).
 */
import {
  MAP_MARKER_IMAGE,
  MAP_UI_DEBOUNCE_MS,
  MAPS_LOAD_TIMEOUT_MS,
} from '../../platform/constants/limits.ts';
import type { PageContext } from '../../platform/context/page-context.ts';
import { mapsServiceUrl } from '../../platform/maps/map-place.ts';
import { MAP_PALETTES, mapStyleRules, mapTypeId } from '../../platform/maps/map-styles.ts';
import { MARKER_PATH } from '../../platform/maps/static-map.ts';
import { loadThirdPartyScript } from '../../platform/third-party/load-script.ts';
import { thirdPartyUrl } from '../../platform/third-party/urls.ts';
import type { MapData } from './map.schema.ts';

/** The part of the maps service's API used here. */
interface MapsApi {
  Map: new (element: HTMLElement, options: object) => ServiceMap;
  Marker: new (options: object) => ServiceMarker;
  Size: new (width: number, height: number) => object;
  Point: new (x: number, y: number) => object;
  event: { trigger(target: object, name: string): void; clearInstanceListeners(t: object): void };
}
interface Listening {
  addListener(
    name: string,
    handler: (event?: { latLng?: { lat(): number; lng(): number } }) => void,
  ): unknown;
}
interface ServiceMap extends Listening {
  setOptions(options: object): void;
}
interface ServiceMarker extends Listening {
  setOptions(options: object): void;
  setMap(map: ServiceMap | null): void;
}

/** `language` and `region` for the script from a locale (`en-US` → en, US). */
export function localeParams(locale: string): Record<string, string> {
  try {
    const { language, region } = new Intl.Locale(locale);
    return region ? { language, region } : { language };
  } catch {
    return {};
  }
}

/** The page's locale: the context's website locale, else the document's language, else the browser's. */
export function pageLocale(ctx: Readonly<PageContext>): string {
  const record = ctx as Record<string, unknown>;
  const fromContext = record.websiteLocale ?? record.website_locale;
  if (typeof fromContext === 'string' && fromContext) return fromContext;
  return document.documentElement.lang || navigator.language;
}

/** The marker image (48x64) in the style's colours, as a data address. */
function markerImage(data: MapData): string {
  const { marker, markerDot } = MAP_PALETTES[data.style];
  const { width, height } = MAP_MARKER_IMAGE;
  const image = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path d="${MARKER_PATH}" fill="${marker}"/><circle cx="24" cy="24" r="9" fill="${markerDot}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(image)}`;
}

/** Where the marker moved to (detail of `sq-marker-move`). */
export interface MarkerMove {
  markerLat: number;
  markerLng: number;
}

export class LiveMap {
  #api: MapsApi | undefined;
  #map: ServiceMap | undefined;
  #marker: ServiceMarker | undefined;
  #clicked = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #resize: ResizeObserver | undefined;

  constructor(
    private readonly settings: () => MapData | undefined,
    private readonly onMarkerMove: (move: MarkerMove) => void,
  ) {}

  /** Whether the map is drawn. */
  get ready(): boolean {
    return this.#map !== undefined;
  }

  /** Loads the script (once per page) and draws the map into `container`. */
  async load(
    container: HTMLElement,
    key: string,
    ctx: Readonly<PageContext>,
    signal: AbortSignal,
  ): Promise<void> {
    await loadThirdPartyScript(thirdPartyUrl('maps', ctx), {
      timeoutMs: MAPS_LOAD_TIMEOUT_MS,
      params: { key, ...localeParams(pageLocale(ctx)) },
      callbackParam: 'callback',
    });
    const api = (globalThis as { google?: { maps?: MapsApi } }).google?.maps;
    if (!api) throw new Error('The maps script loaded without its API');
    const data = this.settings();
    if (signal.aborted || !data) return;
    this.#api = api;
    this.#map = new api.Map(container, this.#mapOptions(data));
    this.#marker = new api.Marker({ map: this.#map, ...this.#markerOptions(data) });
    this.#map.addListener('click', () => {
      this.#clicked = true;
      this.apply();
    });
    this.#marker.addListener('click', () => {
      const now = this.settings();
      if (now?.linkOnClick) window.open(mapsServiceUrl(now), '_blank', 'noopener');
    });
    this.#marker.addListener('dragend', (event) => {
      if (event?.latLng)
        this.onMarkerMove({ markerLat: event.latLng.lat(), markerLng: event.latLng.lng() });
    });
    this.#resize = new ResizeObserver(() => this.schedule());
    this.#resize.observe(container);
  }

  /** Applies the settings 60 ms after the last call (SPEC §9 map UI debounce). */
  schedule(): void {
    if (!this.#map) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.apply(), MAP_UI_DEBOUNCE_MS);
  }

  /** Applies the current settings now. */
  apply(): void {
    const data = this.settings();
    if (!this.#map || !this.#marker || !data) return;
    this.#map.setOptions(this.#mapOptions(data));
    this.#marker.setOptions(this.#markerOptions(data));
  }

  /** Stops following resizes and changes; the map stays as drawn. */
  stop(): void {
    clearTimeout(this.#timer);
    this.#resize?.disconnect();
  }

  #mapOptions(data: MapData): object {
    const controls = data.showControls && !data.disableDefaultUI;
    return {
      center: { lat: data.mapLat, lng: data.mapLng },
      zoom: data.mapZoom,
      mapTypeId: mapTypeId(data.style, data.showLabels, data.showTerrain),
      styles: mapStyleRules(data.style, data.showLabels),
      draggable: data.draggable,
      scrollwheel: data.scrollwheel && this.#clicked,
      disableDefaultUI: data.disableDefaultUI,
      zoomControl: controls,
      mapTypeControl: controls,
      streetViewControl: controls,
      fullscreenControl: controls,
    };
  }

  #markerOptions(data: MapData): object {
    const api = this.#api!;
    const { width, height, scale } = MAP_MARKER_IMAGE;
    return {
      position: { lat: data.markerLat, lng: data.markerLng },
      title: data.addressTitle || 'Marker',
      draggable: data.markerDraggable,
      clickable: data.linkOnClick || data.markerDraggable,
      icon: {
        url: markerImage(data),
        size: new api.Size(width, height),
        scaledSize: new api.Size(width * scale, height * scale),
        anchor: new api.Point((width * scale) / 2, height * scale),
      },
    };
  }
}
