import { html, nothing, type PropertyValues } from 'lit';
import { emit } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import {
  requestWidgetRendering,
  whenNear,
  WIDGET_RENDERING_PATH,
} from '../../platform/http/widget-rendering.ts';
import type { SqWidgetDetail, SqWidgetErrorDetail } from '../shared/widget-events.ts';
import { readSummaryItems, type SummaryItem } from './summary-items.ts';
import { summarySchema, type SummaryData } from './summary.schema.ts';
import { summaryStyles } from './summary.styles.ts';

// The events' types, with their global declaration (typed listeners in an app's program).
export type { SqWidgetDetail, SqWidgetErrorDetail } from '../shared/widget-events.ts';

/** The widget type an event summary asks `GetWidgetRendering` for. */
export const EVENT_SUMMARY_WIDGET = 'event-summary';

/** The gallery's code, loaded with the first carousel: a list or grid needs none of it. */
const galleryCode = () => import('../gallery/sq-gallery.ts');

/** The custom states of `<sq-summary>` (the event summary's rendering). */
export type SqSummaryState = 'server' | 'loading' | 'loaded' | 'failed';

/**
 * A summary of a collection (summary v2, SPEC §2): its latest items, a blog's newest posts or an
 * events collection's next events, as a list, a grid of cards or a carousel. The site's server
 * writes the items into the block from its settings (`collectionId`, `limit`, `showImage`,
 * `showExcerpt`, `showDate`, `showTags`, `headerText`): an `<h2 slot="header">` heading, then an
 * `<article class="sq-summary-item">` per item (picture through `<sq-image>`, linked title, date,
 * excerpt, tags). That markup is the block without JavaScript, a list of links.
 *
 * Upgraded, `list` and `grid` lay the server's items out (they stay where they are, slotted: an
 * item's picture beside its text when there is room, above it otherwise; the grid has 3 columns,
 * 2 below 724 px, 1 below 480 px). `carousel` shows them as slides of an `<sq-gallery>` carousel
 * (design `carousel`, the WAI-ARIA APG carousel: previous / next, slides "N of M", arrow keys),
 * each slide the item's picture with its linked title and date over it, named by `headerText`.
 * sq-markup.css lays the server markup out as the upgraded block, so nothing moves.
 *
 * **Event summary** (SPEC §2, §7): when the server marks the block `data-collection-type="events"`,
 * the block asks, once near the viewport, `POST /api/widget/GetWidgetRendering` with `widgetJSON`
 * `{type: "event-summary", id: collectionId, value: {limit, showImage, showExcerpt, showDate,
 * showTags}}` and `collectionId`, form-encoded; the answer's `data.html`, sanitized, takes the
 * items' place (the carousel's slides are made from it). While it runs the server's items show
 * (the host is `aria-busy`); when it fails they stay, one console warning says why and
 * `sq-widget-error` fires. Other collections are never asked for.
 *
 * @summary A collection's latest items as a list, a grid or a carousel.
 *
 * @slot - The server's items (`.sq-summary-item` articles), laid out by `list` and `grid`.
 * @slot header - The heading above the items.
 *
 * @event {SqEvent<SqWidgetDetail>} sq-widget-render - The event summary's rendering replaced the
 *   items.
 * @event {SqEvent<SqWidgetErrorDetail>} sq-widget-error - The event summary's rendering could not
 *   be had; the server's items stay.
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart summary - The box around the heading and the items.
 * @csspart content - The event summary's rendering (its items).
 * @csspart carousel - The `<sq-gallery>` of the carousel design.
 *
 * @cssproperty [--sq-summary-gap=2rem] - Space between items, and below the heading.
 * @cssproperty [--sq-summary-columns=3] - Columns of the grid on a wide block.
 * @cssproperty [--sq-summary-image-width=14rem] - Width of a picture beside its text.
 * @cssproperty [--sq-summary-text-width=16rem] - Narrowest text beside a picture.
 * @cssproperty [--sq-summary-image-aspect-ratio=3/2] - Box of a picture in list and grid.
 * @cssproperty [--sq-summary-tile-background=rgb(0 0 0/.08)] - A carousel slide without picture.
 * @cssproperty [--sq-summary-link-color=inherit] - Links of the rendering and the slides.
 * @cssproperty [--sq-summary-focus-color=currentColor] - Keyboard focus outline.
 *
 * @cssstate server - The server's items show (no rendering asked for, or not yet).
 * @cssstate loading - The event summary's rendering is being asked for.
 * @cssstate loaded - The event summary's rendering shows.
 * @cssstate failed - The rendering could not be had; the server's items show.
 * @cssstate carousel - The carousel shows (the gallery's code has loaded; until then the server's
 *   items show as its first row, laid out by sq-markup.css).
 */
export class SqSummary extends SqBlock<SummaryData> {
  static override styles = summaryStyles;

  protected override readonly schema = summarySchema;

  readonly #internals = this.attachInternals();
  #state: SqSummaryState = 'server';
  /** The sanitized event-summary rendering, once had. */
  #content: HTMLDivElement | null = null;
  /** Ends the current wait or request. */
  #abort?: AbortController;
  /** Watches the server's items (a framework may change them). */
  #markup?: MutationObserver;
  /** The gallery's code has loaded: the carousel can show (until then, the server's items do). */
  #galleryReady = customElements.get('sq-gallery') !== undefined;

  /** Where the block is: `server`, `loading`, `loaded` or `failed`. */
  get state(): SqSummaryState {
    return this.#state;
  }

  /** Whether the server marked the block as an events collection's (an event summary). */
  get eventSummary(): boolean {
    return this.getAttribute('data-collection-type') === 'events';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#markup = new MutationObserver(() => this.requestUpdate());
    this.#markup.observe(this, { childList: true, subtree: true, characterData: true });
    if (this.hasUpdated && this.#state !== 'loaded') this.#start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markup?.disconnect();
    this.#abort?.abort();
    if (this.#state === 'loading') this.#setState('server');
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const carousel = this.data?.design === 'carousel';
    this.#internals.states[carousel && this.#galleryReady ? 'add' : 'delete']('carousel');
    if (!(changed as PropertyValues).has('data')) return;
    if (carousel && !this.#galleryReady) {
      galleryCode().then(() => {
        this.#galleryReady = true;
        this.requestUpdate();
      }, reportError);
    }
    this.#start();
  }

  /** Invalid settings: the server markup, heading included, as it is. */
  protected override render(): unknown {
    if (this.data === undefined) return html`<slot name="header"></slot><slot></slot>`;
    return super.render();
  }

  protected override renderBlock(data: SummaryData): unknown {
    const content = this.#state === 'loaded' ? this.#content : null;
    let items: unknown;
    if (data.design === 'carousel' && this.#galleryReady) {
      items = this.#carousel(data, readSummaryItems(content ?? this));
    } else if (data.design === 'carousel') items = html`<slot></slot>`;
    else if (content) items = content;
    else items = html`<slot></slot>`;
    return html`<div part="summary" class="summary ${data.design}">
      <slot name="header"></slot>${items}
    </div>`;
  }

  #carousel(data: SummaryData, items: SummaryItem[]): unknown {
    const label = data.headerText || this.querySelector('[slot=header]')?.textContent?.trim();
    const settings = JSON.stringify({ design: 'carousel', ...(label ? { label } : {}) });
    return html`<sq-gallery part="carousel" data-block-json=${settings}>
      ${items.map(
        (item) =>
          html`<figure data-slide-id=${item.id}>
            ${
              data.showImage && item.image
                ? html`<img
                    data-src=${item.image.src}
                    data-image-dimensions=${item.image.dimensions ?? nothing}
                    data-image-focal-point=${item.image.focalPoint ?? nothing}
                    alt=${item.image.alt}
                  />`
                : nothing
            }
            <figcaption>
              <a href=${item.url}>${item.title}</a>
              ${
                data.showDate && item.date
                  ? html`<time datetime=${item.date.datetime}>${item.date.text}</time>`
                  : nothing
              }
            </figcaption>
          </figure>`,
      )}
    </sq-gallery>`;
  }

  /** Forgets an earlier rendering and, for an event summary, asks for one once near the viewport. */
  #start(): void {
    this.#abort?.abort();
    this.#content = null;
    this.#setState('server');
    const data = this.data;
    if (!data || !this.isConnected || !this.eventSummary) return;
    const abort = (this.#abort = new AbortController());
    whenNear(this, abort.signal, () => void this.#load(data, abort.signal));
  }

  async #load(data: SummaryData, signal: AbortSignal): Promise<void> {
    const { collectionId, limit, showImage, showExcerpt, showDate, showTags } = data;
    const widget = { type: EVENT_SUMMARY_WIDGET, id: collectionId };
    this.#setState('loading');
    try {
      const value = { limit, showImage, showExcerpt, showDate, showTags };
      const content = await requestWidgetRendering({ ...widget, value }, { collectionId, signal });
      if (signal.aborted) return;
      content.className = 'content';
      content.setAttribute('part', 'content');
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

  #setState(state: SqSummaryState): void {
    for (const name of ['server', 'loading', 'loaded', 'failed'] as const) {
      this.#internals.states[name === state ? 'add' : 'delete'](name);
    }
    this.#internals.ariaBusy = state === 'loading' ? 'true' : null;
    if (state === this.#state) return;
    this.#state = state;
    this.requestUpdate();
  }
}
