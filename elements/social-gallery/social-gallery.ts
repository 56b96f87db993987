import { html, nothing, type PropertyValues } from 'lit';
import { emit } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import {
  requestWidgetRendering,
  whenNear,
  WIDGET_RENDERING_PATH,
} from '../../platform/http/widget-rendering.ts';
import type { SqWidgetDetail, SqWidgetErrorDetail } from '../shared/widget-events.ts';
import { socialGallerySchema, type SocialGalleryData } from './social-gallery.schema.ts';
import { socialGalleryStyles } from './social-gallery.styles.ts';

export { WIDGET_RENDERING_PATH };
// The events' types, with their global declaration (typed listeners in an app's program).
export type { SqWidgetDetail, SqWidgetErrorDetail } from '../shared/widget-events.ts';

/** The custom states of `<sq-social-gallery>`. */
export type SqSocialGalleryState = 'placeholder' | 'loading' | 'loaded' | 'failed';

/**
 * A social gallery or photo-sharing gallery block (SPEC §2, §7). Its server markup is what the
 * block shows without JavaScript (a few photos, a link to the account). Once the block comes
 * within 200 px of the viewport, it asks the site's own server for the widget's rendering,
 * `POST /api/widget/GetWidgetRendering` with the form field `widgetJSON` = `{type, id, value}`
 * from `data-block-json`, and the answer's `data.html`, sanitized (platform/dom/sanitize-html.ts:
 * no script, style, form or frame survives), replaces what the block shows. Nothing goes to
 * another origin: the rendering is the site's. While the request runs the server markup stays
 * (the host is `aria-busy`); when it fails (a failed request, an answer without `data.html`,
 * a sanitizer that cannot load) the server markup stays, one console warning says why, and
 * `sq-widget-error` is dispatched. SPEC §5: block data that is not valid JSON (or lacks the
 * widget's `type` and `id`) is rejected with the error contract, and nothing is requested.
 *
 * The server markup itself is never changed or moved: the rendering is drawn in the shadow
 * root, the server markup is no longer slotted. The page's sq-markup.css lays out photo lists in
 * the server markup as the rendering is laid out: a server markup that holds the last rendering
 * (as the demo's does) is replaced without anything moving.
 *
 * @summary A social or photo-sharing gallery rendered by the site's server, sanitized.
 *
 * @slot - The server markup, shown until the rendering replaces it (and when it fails).
 *
 * @event {SqEvent<SqWidgetDetail>} sq-widget-render - The rendering replaced the block's content.
 * @event {SqEvent<SqWidgetErrorDetail>} sq-widget-error - The rendering could not be had; the
 *   server markup stays.
 * @event sq-error - `data-block-json` is invalid (SPEC §5).
 *
 * @csspart content - The rendering's box (a region named by `label`, when given).
 *
 * @cssproperty [--sq-social-gallery-tile=10rem] - Smallest width of a photo in a list.
 * @cssproperty [--sq-social-gallery-link-color=inherit] - Links of the rendering.
 * @cssproperty [--sq-social-gallery-gap=0.5rem] - Space between photos.
 * @cssproperty [--sq-social-gallery-focus-color=currentColor] - Keyboard focus outline of links.
 *
 * @cssstate placeholder - The server markup shows; nothing asked yet (far from the viewport).
 * @cssstate loading - The rendering is being asked for; the server markup shows.
 * @cssstate loaded - The rendering shows.
 * @cssstate failed - The rendering could not be had; the server markup shows.
 */
export class SqSocialGallery extends SqBlock<SocialGalleryData> {
  static override styles = socialGalleryStyles;

  protected override readonly schema = socialGallerySchema;

  readonly #internals = this.attachInternals();
  #state: SqSocialGalleryState = 'placeholder';
  /** The sanitized rendering, once had. */
  #content: HTMLDivElement | null = null;
  /** Ends the current wait or request. */
  #abort?: AbortController;

  /** Where the block is: `placeholder`, `loading`, `loaded` or `failed`. */
  get state(): SqSocialGalleryState {
    return this.#state;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the page with settings already read: ask again if nothing was had.
    if (this.hasUpdated && this.#state !== 'loaded') this.#start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#abort?.abort();
    if (this.#state === 'loading') this.#setState('placeholder');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if ((changed as PropertyValues).has('data')) this.#reset();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if ((changed as PropertyValues).has('data')) this.#start();
  }

  protected override renderBlock(data: SocialGalleryData): unknown {
    if (this.#state !== 'loaded' || !this.#content) return html`<slot></slot>`;
    return html`<div
      part="content"
      class="content"
      role=${data.label ? 'region' : nothing}
      aria-label=${data.label || nothing}
    >
      ${this.#content}
    </div>`;
  }

  /** Forgets any earlier rendering (and stops asking for one). */
  #reset(): void {
    this.#abort?.abort();
    this.#content = null;
    this.#setState('placeholder');
  }

  /** Asks for the current settings' rendering once the block is near the viewport. */
  #start(): void {
    this.#reset();
    const data = this.data;
    if (!data || !this.isConnected) return;
    const abort = (this.#abort = new AbortController());
    whenNear(this, abort.signal, () => void this.#load(data, abort.signal));
  }

  async #load(data: SocialGalleryData, signal: AbortSignal): Promise<void> {
    const widget = { type: data.type, id: data.id };
    this.#setState('loading');
    try {
      const content = await requestWidgetRendering({ ...widget, value: data.value }, { signal });
      if (signal.aborted) return;
      this.#content = content;
      this.#setState('loaded');
      await this.updateComplete;
      emit<SqWidgetDetail>(this, 'sq-widget-render', widget);
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      this.#setState('failed');
      console.warn(`[${this.localName}] ${WIDGET_RENDERING_PATH} failed: ${message}`);
      emit<SqWidgetErrorDetail>(this, 'sq-widget-error', { ...widget, message });
    }
  }

  #setState(state: SqSocialGalleryState): void {
    for (const name of ['placeholder', 'loading', 'loaded', 'failed'] as const) {
      this.#internals.states[name === state ? 'add' : 'delete'](name);
    }
    this.#internals.ariaBusy = state === 'loading' ? 'true' : null;
    if (state === this.#state) return;
    this.#state = state;
    this.requestUpdate();
  }
}
