import { html, nothing, type PropertyValues } from 'lit';
import { currentPageContext } from '../../platform/third-party/policy.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { FacadeController } from '../shared/facade/facade-controller.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { directionsPlaceholder } from './directions-text.ts';
import type { MapDirections } from './map-directions.ts';
import { mapsApiKey } from './map-key.ts';
import type { LiveMap, MarkerMove } from './map-live.ts';
import { addressTemplate, linksTemplate, staticMapTemplate } from './map-placeholder.ts';
import { mapSchema, type MapData } from './map.schema.ts';
import { mapStyles } from './map.styles.ts';

/** Detail of `sq-marker-move`: where the visitor dropped a draggable marker. */
export type SqMarkerMoveDetail = MarkerMove;

/** The provider's name as the facade shows it. */
export const MAPS_PROVIDER = 'Google Maps';

/** What loading the live map shares (the line under the facade's button). */
export const MAPS_SHARES =
  'Loading the map sends your IP address and the address of this page to Google Maps.';

/** The facade's button once third parties are allowed. */
export const MAPS_LABEL = 'Show the interactive map';

/**
 * A map block (SPEC §3 Map block, block type 4). Its placeholder is useful with no JavaScript,
 * no key and no network: a local static map in the style's colours with the marker, the address
 * card (title, lines, country), and links that open the place in Google Maps, on OpenStreetMap
 * and in the visitor's maps app (`geo:`). The site server writes the same placeholder into an
 * empty `<sq-map>` for pages read without JavaScript; the element draws its own from the
 * settings (so a changed `data-block-json` redraws it) and leaves the server markup unshown.
 *
 * With a maps key in the page context (`website.mapsApiKey`, base64) the placeholder is a facade
 * (elements/shared/facade): nothing is requested from the maps service until consent allows it
 * and the visitor presses "Show the interactive map" ("Load Google Maps" under a restrictive
 * cookie policy the visitor has not accepted: the press is consent for this map only), or the
 * site loads embeds after consent. Then the script loads (callback, language and region from the
 * locale, 30 s time-out: after it, a message says so and the placeholder stays) and the live map
 * replaces the static one. Its wheel zooms only once the visitor clicked it; its marker is the
 * 48x64 image at half size; a click on the marker (`linkOnClick`) opens the place in the maps
 * service in a new window with its position, address and zoom. Settings changed later and
 * resizes are applied 60 ms after the last one (SPEC §9).
 *
 * Settings (`data-block-json`, SPEC §3): `mapLat`, `mapLng` (default 40.72, -74.00),
 * `markerLat`, `markerLng` (default the map's centre), `mapZoom` (default 12), `addressTitle`,
 * `addressLine1`, `addressLine2`, `addressCountry`, at the top level or under `location`;
 * `style` (Original, Grayscale (default), Satellite, MinimalDark, MinimalLight, MinimalBlue, or
 * 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue);
 * `showLabels`/`labels` (true), `showTerrain`/`terrain` (false), `showControls`/`controls`
 * (true), `draggable` (true), `scrollwheel` (true), `disableDefaultUI` (false),
 * `markerDraggable` (false), `linkOnClick` (true); beyond SPEC, `directions` (false): a
 * "Directions from" address box (a combobox on the site's places calls, SPEC §7).
 *
 * @summary A map: a local static map with the address and links, the live map on request.
 *
 * @slot - The server's placeholder markup, shown only until the element upgrades (or while its
 *   settings are invalid).
 *
 * @event {SqEvent<SqMarkerMoveDetail>} sq-marker-move - A draggable marker was dropped; `detail`
 *   is `{ markerLat, markerLng }`.
 * @event sq-embed-load - Cancelable, before the live map loads; `detail` is `{ provider }`.
 * @event sq-embed-loaded - The live map shows.
 * @event sq-embed-error - The live map did not load (time-out or failure); the placeholder stays.
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart map - The map's box (static or live).
 * @csspart static-map - The static map image.
 * @csspart static-marker - The marker on the static map.
 * @csspart live - The live map's container.
 * @csspart address - The address card.
 * @csspart links - The list of links that open the place elsewhere.
 * @csspart facade - The load button and its lines.
 * @csspart directions - The directions box.
 *
 * @cssproperty [--sq-map-aspect-ratio=16 / 9] - The map box's proportions.
 * @cssproperty [--sq-map-narrow-aspect-ratio=4 / 5] - Its proportions up to 40rem wide (a phone).
 * @cssproperty [--sq-map-link-color=LinkText] - The colour of its links.
 * @cssproperty [--sq-map-focus-color=currentColor] - Keyboard focus outlines.
 *
 * @cssstate placeholder - The static map shows (no live map asked for).
 * @cssstate loading - The live map's script is loading.
 * @cssstate loaded - The live map shows.
 * @cssstate failed - The live map did not load; the static map stays.
 */
export class SqMap extends SqBlock<MapData> {
  static override styles = mapStyles;

  protected override readonly schema = mapSchema;

  readonly #context = currentPageContext();
  readonly #key = mapsApiKey(this.#context);
  /** The live map, once asked for (its module loads then). */
  #live: LiveMap | undefined;
  readonly #facade = this.#key
    ? new FacadeController(this, {
        provider: MAPS_PROVIDER,
        shares: MAPS_SHARES,
        label: MAPS_LABEL,
        load: (signal) => this.#load(signal),
        focusTarget: () => this.#container(),
      })
    : undefined;
  /** The directions box, once a block asks for it (its module loads then). */
  #directions: MapDirections | undefined;
  #directionsLoading = false;

  /** Whether the live map shows. */
  get live(): boolean {
    return this.#facade?.state === 'loaded';
  }

  /**
   * Loads the live map now, as the facade's button does (consent for this map under a
   * restrictive policy). Resolves once it shows or failed; does nothing without a maps key.
   */
  showLiveMap(): Promise<void> {
    return this.#facade?.activate() ?? Promise.resolve();
  }

  #container(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[part~=live]');
  }

  async #load(signal: AbortSignal): Promise<void> {
    await this.updateComplete;
    const container = this.#container();
    if (!container || !this.data) throw new Error('The map has no valid settings');
    const { LiveMap } = await import('./map-live.ts');
    this.#live ??= new LiveMap(
      () => this.data,
      (move) => emit<SqMarkerMoveDetail>(this, 'sq-marker-move', move),
    );
    await this.#live.load(container, this.#key, this.#context, signal);
  }

  /** Loads the directions box's module the first time the settings ask for the box. */
  async #loadDirections(): Promise<void> {
    this.#directionsLoading = true;
    const { MapDirections } = await import('./map-directions.ts');
    this.#directions = new MapDirections(this, () => this.data!);
    this.requestUpdate();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('blockJson')) this.#live?.schedule();
    if (this.data?.directions && !this.#directionsLoading) void this.#loadDirections();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#live?.stop();
  }

  protected override renderBlock(data: MapData): unknown {
    const state = this.#facade?.state ?? 'placeholder';
    const live = state === 'loaded';
    return html`<div part="map" class="map">
        <div part="live" class="live" tabindex="-1" ?hidden=${!live && state !== 'loading'}></div>
        ${live ? nothing : staticMapTemplate(data)}
        ${this.#facade && !live ? html`<div class="overlay">${this.#facade.render()}</div>` : nothing}
      </div>
      ${addressTemplate(data)} ${linksTemplate(data)}
      ${data.directions ? (this.#directions?.render() ?? directionsPlaceholder()) : nothing}`;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-marker-move': SqEvent<SqMarkerMoveDetail>;
  }
}
