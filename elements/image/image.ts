import { html, type PropertyValues } from 'lit';
import { emit, type SqEvent } from '../shared/events.ts';
import { ImageDriver, type ImageState } from '../shared/image/image-driver.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { imageSchema, type ImageData } from './image.schema.ts';
import { imageStyles } from './image.styles.ts';

/** Detail of `sq-load`: the URL that loaded and the SPEC §9 width it was asked for. */
export interface SqImageLoadDetail {
  src: string;
  width: number;
}

/** The custom states `<sq-image>` sets (`:state(loading)` and so on). */
export type SqImageState = ImageState;

/**
 * A responsive image (ARCHITECTURE.md public contract 4). It wraps a server-rendered
 * `<img data-src="/path.jpg" data-image-dimensions="1500x1000" data-image-focal-point="0.5,0.5">`
 * (`src` works instead of `data-src`) and makes it fill the element's box: it asks the server for
 * the smallest SPEC §9 width that covers the drawn size times the device pixel ratio, upgrades
 * it when the box grows (never downgrades), and loads lazily within 200 px of the viewport
 * through the page-wide load queue (16 at a time, 1 on mobile).
 *
 * Settings (`data-block-json`, SPEC §3 names, all optional): `cropMode` `cover` (default) |
 * `contain` | `none`; `sizeFormat` `queryString` (default, `/a.jpg?format=750w`) | `filename`
 * (`/a-750w.jpg`); `load` `lazy` (default) | `eager`; `stretch` (default true; false never draws
 * the image larger than its dimensions); `fixedRatio` (default false; true makes the element's
 * height follow the image's aspect ratio whatever height the page's CSS gives it); `focalPoint`
 * `{x, y}`, `dimensions` `{width, height}` and `source` override the `<img>` attributes; `dprMin`
 * (default 1) and `dprMax` (default unbounded) bound the device pixel ratio images are sized for.
 * Lazy loading needs `data-src`: a server-written `src` is fetched by the browser as the page
 * parses (the element then swaps in the sized rendition).
 *
 * With `cover` the focal point sits at the box's centre as far as the image's edges allow; with
 * `contain` the whole image shows, centred; with `none` the element's height follows the image's
 * aspect ratio (as with `fixedRatio`, an inline `height: auto` overrides the page's height). The
 * page's CSS sizes the box for `cover` and `contain`; the image's dimensions reserve its height
 * (no layout shift) when the page's CSS leaves the height open.
 *
 * The `<img>` stays where the page (or a framework) rendered it: the element changes only its
 * `src` and inline styles. Another `<img>` put in its place is drawn instead, and a change to the
 * `<img>`'s `data-src`, `src`, `data-image-dimensions` or `data-image-focal-point` is followed.
 *
 * An element without an `<img>`, or whose image has no usable source, logs a console warning and
 * does nothing (SPEC §8). Images from another origin, `data:` and `blob:` URLs load unsized.
 *
 * @summary A lazy, responsive, focal-point-cropped image that fills its box.
 *
 * @slot - The server-rendered `<img>` (it may sit inside a link or other wrapper).
 *
 * @event sq-load - An image finished loading and shows; `detail` is `{ src, width }`. Fires
 * again for each upgrade to a larger width.
 * @event sq-error - `data-block-json` is invalid; the `<img>` is left untouched.
 *
 * @cssproperty --sq-image-placeholder - Background of the box until the first image shows.
 * Default `transparent`.
 *
 * @cssstate loading - A source is being fetched; cleared when it loads or fails.
 * @cssstate loaded - An image has loaded and shows.
 * @cssstate error - The last source failed to load.
 * @cssstate narrow - The element is narrower than 415 px.
 */
export class SqImage extends SqBlock<ImageData> {
  static override styles = imageStyles;

  protected readonly schema = imageSchema;

  #internals = this.attachInternals();
  /** Drives the `<img>` inside; a new one when the page puts another `<img>` in. */
  #driver?: ImageDriver;
  /** Watches the children while connected: another `<img>` is driven instead. */
  #children?: MutationObserver;

  /** The SPEC §9 width of the image showing now; 0 before the first load. */
  get loadedWidth(): number {
    return this.#driver?.loadedWidth ?? 0;
  }

  protected renderBlock(): unknown {
    return html`<slot></slot>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#children ??= new MutationObserver(() => {
      if (this.querySelector('img') !== this.#driver?.img) this.#restart();
    });
    this.#children.observe(this, { childList: true, subtree: true });
    if (this.hasUpdated) this.#restart();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#children?.disconnect();
    this.#restart();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if ((changed as PropertyValues).has('data')) this.#restart();
  }

  /**
   * Stops what the element started (observers, pixel ratio watch, the load in flight), then
   * starts again when it is connected with valid settings.
   */
  #restart(): void {
    this.#driver?.stop();
    if (!this.data || !this.isConnected) return;
    const img = this.querySelector('img');
    if (!img) {
      console.warn('[sq-image] no <img> inside the element; nothing done.');
      return;
    }
    if (img !== this.#driver?.img) {
      const states = this.#internals.states;
      states.delete('loaded');
      states.delete('error');
      this.#driver = new ImageDriver(img, {
        box: this,
        states,
        onLoad: (load) => emit<SqImageLoadDetail>(this, 'sq-load', load),
      });
    }
    this.#driver.start(this.data);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-load': SqEvent<SqImageLoadDetail>;
  }
}
