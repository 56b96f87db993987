/**
 * The map's "Directions from" box: a WAI-ARIA APG combobox with a listbox popup (list
 * autocomplete). What the visitor types is sent to the site's predictions call (60 ms after the
 * last keystroke, SPEC §9's map UI debounce); a new answer keeps the active place active when it
 * still holds it. Choosing a prediction asks the site for its details and shows links with
 * directions from there to the marker, in the maps service and on OpenStreetMap.
 *
 * Keys (APG): Down opens the list or moves to the next option (wrapping), Up to the previous,
 * Alt+Down opens without moving, Enter chooses the active option, Escape closes the list (a
 * second Escape clears the box), Tab leaves it. A click on an option chooses it.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { MAP_UI_DEBOUNCE_MS } from '../../platform/constants/limits.ts';
import { directionsUrls, type MapPlace } from '../../platform/maps/map-place.ts';
import {
  MAP_TRACKING_CONTEXT,
  placeDetails,
  placePredictions,
  type PlaceDetails,
  type PlacePrediction,
} from './places-client.ts';

import { DIRECTIONS_TEXT } from './directions-text.ts';

type Host = HTMLElement & { requestUpdate(): void; addController(c: ReactiveController): void };

export { DIRECTIONS_TEXT };

export class MapDirections implements ReactiveController {
  readonly #host: Host;
  readonly #place: () => MapPlace;
  #value = '';
  #options: PlacePrediction[] = [];
  #open = false;
  #active = -1;
  #status = '';
  #chosen: PlaceDetails | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #request: AbortController | undefined;

  constructor(host: Host, place: () => MapPlace) {
    this.#host = host;
    this.#place = place;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#request?.abort();
  }

  #update(): void {
    this.#host.requestUpdate();
  }

  #input(event: Event): void {
    this.#value = (event.target as HTMLInputElement).value;
    this.#chosen = undefined;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#predict(), MAP_UI_DEBOUNCE_MS);
  }

  async #predict(): Promise<void> {
    this.#request?.abort();
    const request = new AbortController();
    this.#request = request;
    try {
      const options = await placePredictions(this.#value, request.signal);
      if (request.signal.aborted) return;
      // An answer that still holds the active place keeps it active: answers for earlier text
      // can arrive after the visitor has moved through the list.
      const active = this.#options[this.#active]?.placeId;
      this.#options = options;
      this.#open = options.length > 0;
      this.#active = options.findIndex((option) => option.placeId === active);
      this.#status = this.#value.trim()
        ? options.length
          ? `${options.length} address${options.length === 1 ? '' : 'es'} found.`
          : DIRECTIONS_TEXT.none
        : '';
    } catch {
      if (request.signal.aborted) return;
      this.#close();
      this.#status = DIRECTIONS_TEXT.failed;
    }
    this.#update();
  }

  #close(): void {
    this.#open = false;
    this.#active = -1;
  }

  #keydown(event: KeyboardEvent): void {
    const count = this.#options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        if (!this.#open) this.#open = true;
        if (!event.altKey) this.#active = (this.#active + 1) % count;
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        this.#open = true;
        this.#active = this.#active <= 0 ? count - 1 : this.#active - 1;
        break;
      case 'Enter':
        if (!this.#open || this.#active < 0) return;
        event.preventDefault();
        void this.choose(this.#options[this.#active]!);
        return;
      case 'Escape':
        event.preventDefault();
        // Suggestions still on their way would open the list again.
        clearTimeout(this.#timer);
        this.#request?.abort();
        if (this.#open) this.#close();
        else {
          this.#value = '';
          this.#options = [];
          this.#chosen = undefined;
          this.#status = '';
        }
        break;
      default:
        return;
    }
    this.#update();
  }

  /** Chooses `option`: its text goes into the box and its details are asked for. */
  async choose(option: PlacePrediction): Promise<void> {
    this.#value = option.description;
    this.#close();
    this.#chosen = undefined;
    this.#status = '';
    this.#update();
    this.#request?.abort();
    const request = new AbortController();
    this.#request = request;
    try {
      this.#chosen = await placeDetails(option.placeId, MAP_TRACKING_CONTEXT, request.signal);
    } catch {
      if (request.signal.aborted) return;
      this.#status = DIRECTIONS_TEXT.failed;
    }
    this.#update();
  }

  /** The box, its list, a status line and, once a place is chosen, the directions links. */
  render(): TemplateResult {
    const active = this.#open && this.#active >= 0 ? `directions-option-${this.#active}` : '';
    const chosen = this.#chosen;
    const urls = chosen ? directionsUrls(chosen.location, this.#place()) : undefined;
    return html`<div part="directions" class="directions">
      <label for="directions-input">${DIRECTIONS_TEXT.label}</label>
      <p id="directions-hint" class="hint">${DIRECTIONS_TEXT.hint}</p>
      <div class="combo">
        <input
          id="directions-input"
          part="directions-input"
          type="text"
          role="combobox"
          autocomplete="off"
          aria-autocomplete="list"
          aria-expanded=${this.#open ? 'true' : 'false'}
          aria-controls="directions-list"
          aria-describedby="directions-hint"
          aria-activedescendant=${active || nothing}
          .value=${this.#value}
          @input=${(event: Event) => this.#input(event)}
          @keydown=${(event: KeyboardEvent) => this.#keydown(event)}
          @blur=${() => {
            this.#close();
            this.#update();
          }}
        />
        <ul
          id="directions-list"
          part="directions-list"
          role="listbox"
          aria-label="Addresses"
          ?hidden=${!this.#open}
        >
          ${this.#options.map(
            (option, i) =>
              html`<li
                id="directions-option-${i}"
                role="option"
                aria-selected=${i === this.#active ? 'true' : 'false'}
                @mousedown=${(event: Event) => event.preventDefault()}
                @click=${() => void this.choose(option)}
              >
                <span class="main">${option.mainText}</span>
                <span class="secondary">${option.secondaryText}</span>
              </li>`,
          )}
        </ul>
      </div>
      <p part="directions-status" role="status">${this.#status}</p>
      ${
        chosen && urls
          ? html`<p part="directions-result">
              Directions from ${chosen.description}:
              <a href=${urls.maps} target="_blank" rel="noopener">Google Maps</a>,
              <a href=${urls.osm} target="_blank" rel="noopener">OpenStreetMap</a>
            </p>`
          : nothing
      }
    </div>`;
  }
}
