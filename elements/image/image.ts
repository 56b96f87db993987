import { html, type PropertyValues } from 'lit';
import { IMAGE_LAZY_MARGIN_PX } from '../../platform/constants/limits.ts';
import {
  clampDevicePixelRatio,
  isNarrowWidth,
  neededImageWidth,
  parseDimensions,
  parseFocalPoint,
  pickImageWidth,
  sizedImageUrl,
  type FocalPoint,
  type Size,
} from '../../platform/images/image-sizing.ts';
import { imageLoadQueue } from '../../platform/images/load-queue.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { fetchImage, readImageAttribute, styleImage, watchPixelRatio } from './image-dom.ts';
import { imageSchema, type ImageData } from './image.schema.ts';
import { imageStyles } from './image.styles.ts';

/** Detail of `sq-load`: the URL that loaded and the SPEC §9 width it was asked for. */
export interface SqImageLoadDetail {
  src: string;
  width: number;
}

/** The custom states `<sq-image>` sets (`:state(loading)` and so on). */
export type SqImageState = 'loading' | 'loaded' | 'error' | 'narrow';

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

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
  #img?: HTMLImageElement;
  /** The `<img>`'s `src` as the server wrote it, before this element changed it. */
  #serverSrc!: string | null;
  #source!: string;
  #dimensions!: Size | null;
  #focal!: FocalPoint;
  /** The element's content box, once observed. */
  #box?: Size;
  /** The element came within reach of the viewport (or loads eagerly): it may load. */
  #inView?: boolean;
  /** Largest width asked for (loading or loaded); smaller ones are never asked for again. */
  #requestedWidth!: number;
  #loadedWidth = 0;
  /** Aborts the load in flight when a newer one starts or the element restarts. */
  #pending?: AbortController;
  /** Aborts what the element started for its current settings: observers, pixel ratio watch. */
  #session?: AbortController;

  /** The SPEC §9 width of the image showing now; 0 before the first load. */
  get loadedWidth(): number {
    return this.#loadedWidth;
  }

  protected renderBlock(): unknown {
    return html`<slot></slot>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#restart();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#restart();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if ((changed as PropertyValues).has('data')) this.#restart();
  }

  #setState(state: SqImageState, on: boolean): void {
    this.#internals.states[on ? 'add' : 'delete'](state);
  }

  /**
   * Stops what the element started (observers, pixel ratio watch, the load in flight), then
   * starts again when it is connected with valid settings.
   */
  #restart(): void {
    this.#session?.abort();
    this.#pending?.abort();
    this.#requestedWidth = this.#loadedWidth;
    this.#setState('loading', false);
    if (this.data && this.isConnected) this.#start(this.data);
  }

  #start(data: ImageData): void {
    const img = this.querySelector('img');
    if (!img) {
      console.warn('[sq-image] no <img> inside the element; nothing done.');
      return;
    }
    if (img !== this.#img) {
      this.#img = img;
      this.#serverSrc = img.getAttribute('src');
      this.#requestedWidth = this.#loadedWidth = 0;
    }
    const source = (data.source ?? img.dataset.src ?? this.#serverSrc ?? '').trim();
    if (!source) {
      console.warn('[sq-image] the <img> has no source (data-src or src); nothing loaded.');
      return;
    }
    if (!URL.canParse(source, document.baseURI)) {
      console.warn(`[sq-image] invalid image source "${source}"; nothing loaded.`);
      return;
    }
    this.#source = source;
    this.#dimensions =
      data.dimensions ?? readImageAttribute(img, 'data-image-dimensions', parseDimensions);
    this.#focal =
      data.focalPoint ??
      readImageAttribute(img, 'data-image-focal-point', parseFocalPoint) ??
      CENTRE;
    this.#layout();

    const signal = (this.#session = new AbortController()).signal;
    const observers: (ResizeObserver | IntersectionObserver)[] = [
      new ResizeObserver(([entry]) => {
        this.#box = entry!.contentRect;
        this.#setState('narrow', isNarrowWidth(this.#box.width));
        this.#layout();
        this.#evaluate();
      }),
    ];
    this.#inView = data.load === 'eager';
    if (!this.#inView) {
      const lazy = (entries: IntersectionObserverEntry[], observer: IntersectionObserver): void => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        this.#inView = true;
        this.#evaluate();
      };
      observers.push(new IntersectionObserver(lazy, { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` }));
    }
    for (const observer of observers) observer.observe(this);
    signal.addEventListener('abort', () => {
      for (const observer of observers) observer.disconnect();
    });
    watchPixelRatio(() => this.#evaluate(), signal);
  }

  /** Sizes and crops the `<img>` for the current box. */
  #layout(): void {
    const data = this.data!;
    styleImage(this.#img!, { ...data, image: this.#imageSize(), focal: this.#focal });
    // The image's aspect ratio (reserved on the <img>) sets the element's height.
    if (data.cropMode === 'none' || data.fixedRatio) this.style.height = 'auto';
  }

  /** The original image's size: its dimensions, else the loaded image's; null while unknown. */
  #imageSize(): Size | null {
    const img = this.#img!;
    return (
      this.#dimensions ??
      (img.naturalWidth > 0 && this.#loadedWidth > 0
        ? { width: img.naturalWidth, height: img.naturalHeight }
        : null)
    );
  }

  /** Asks for a larger rendition when the drawn size needs one. */
  #evaluate(): void {
    const data = this.data!;
    const box = this.#box;
    if (!this.#inView || !box?.width) return;
    const image = this.#imageSize();
    const needed = neededImageWidth({
      box,
      cropMode: data.cropMode,
      aspectRatio: image && image.width / image.height,
      dpr: clampDevicePixelRatio(devicePixelRatio, data),
      maxDrawnWidth: data.stretch ? undefined : image?.width,
    });
    const width = pickImageWidth(needed);
    if (width <= this.#requestedWidth) return;
    const url = sizedImageUrl(this.#source, width, data.sizeFormat, location.href);
    if (url === this.#source && this.#requestedWidth > 0) return; // unsized: one load is enough
    this.#requestedWidth = width;
    void this.#load(url, width);
  }

  /** Loads `url` through the page queue, then shows it (a newer load or `#restart` aborts it). */
  async #load(url: string, width: number): Promise<void> {
    const img = this.#img!;
    this.#pending?.abort();
    const signal = (this.#pending = new AbortController()).signal;
    this.#setState('loading', true);
    let loaded = true;
    try {
      await imageLoadQueue().run(() => fetchImage(url, img, signal), signal);
      if (!signal.aborted) img.src = url; // from the memory cache: the probe fetched it
      await img.decode().catch(() => undefined);
    } catch {
      loaded = false;
    }
    if (signal.aborted) return;
    this.#setState('loading', false);
    this.#setState('error', !loaded);
    if (!loaded) {
      console.warn(`[sq-image] could not load image source "${url}".`);
      this.#requestedWidth = this.#loadedWidth;
      // Nothing shows yet: the broken image lets the browser show its alt text.
      if (this.#loadedWidth === 0) img.src = url;
      return;
    }
    this.#loadedWidth = width;
    this.#setState('loaded', true);
    this.#layout();
    emit<SqImageLoadDetail>(this, 'sq-load', { src: url, width });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-load': SqEvent<SqImageLoadDetail>;
  }
}
