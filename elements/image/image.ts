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

type StateSet = Pick<Set<string>, 'add' | 'delete' | 'has'>;

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
  #img: HTMLImageElement | null = null;
  /** The `<img>`'s `src` as the server wrote it, before this element changed it. */
  #serverSrc: string | null = null;
  #source = '';
  #dimensions: Size | null = null;
  #focal: FocalPoint = CENTRE;
  #box: Size | null = null;
  #inView = false;
  /** Largest width asked for (loading or loaded); smaller ones are never asked for again. */
  #requestedWidth = 0;
  #loadedWidth = 0;
  #pending: AbortController | null = null;
  #session: AbortController | null = null;
  #resize: ResizeObserver | null = null;
  #intersection: IntersectionObserver | null = null;

  /** The SPEC §9 width of the image showing now; 0 before the first load. */
  get loadedWidth(): number {
    return this.#loadedWidth;
  }

  protected renderBlock(): unknown {
    return html`<slot></slot>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && this.data) this.#start(this.data);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!(changed as PropertyValues).has('data')) return;
    this.#stop();
    if (this.data && this.isConnected) this.#start(this.data);
  }

  get #states(): StateSet {
    return this.#internals.states as unknown as StateSet;
  }

  #setState(state: SqImageState, on: boolean): void {
    if (on) this.#states.add(state);
    else this.#states.delete(state);
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
    const source = (data.source ?? img.getAttribute('data-src') ?? this.#serverSrc ?? '').trim();
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

    const session = (this.#session = new AbortController());
    this.#resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      this.#box = { width: entry.contentRect.width, height: entry.contentRect.height };
      this.#setState('narrow', isNarrowWidth(this.#box.width));
      this.#layout();
      this.#evaluate();
    });
    this.#resize.observe(this);
    if (data.load === 'eager') {
      this.#inView = true;
    } else {
      this.#intersection = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          this.#intersection?.disconnect();
          this.#inView = true;
          this.#evaluate();
        },
        { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
      );
      this.#intersection.observe(this);
    }
    watchPixelRatio(() => this.#evaluate(), session.signal);
  }

  #stop(): void {
    this.#resize?.disconnect();
    this.#intersection?.disconnect();
    this.#resize = this.#intersection = null;
    this.#session?.abort();
    this.#session = null;
    this.#pending = null;
    this.#inView = false;
    this.#requestedWidth = this.#loadedWidth;
    this.#setState('loading', false);
  }

  /** Sizes and crops the `<img>` for the current box. */
  #layout(): void {
    const img = this.#img;
    const data = this.data;
    if (!img || !data) return;
    styleImage(img, {
      cropMode: data.cropMode,
      stretch: data.stretch,
      image: this.#dimensions ?? this.#naturalSize(),
      focal: this.#focal,
    });
    // The image's aspect ratio (reserved on the <img>) sets the element's height.
    if (data.cropMode === 'none' || data.fixedRatio) this.style.height = 'auto';
  }

  #naturalSize(): Size | null {
    const img = this.#img;
    return img && img.naturalWidth > 0 && this.#loadedWidth > 0
      ? { width: img.naturalWidth, height: img.naturalHeight }
      : null;
  }

  /** Asks for a larger rendition when the drawn size needs one. */
  #evaluate(): void {
    const data = this.data;
    const box = this.#box;
    if (!data || !this.#img || !this.#inView || !box || box.width === 0) return;
    const image = this.#dimensions ?? this.#naturalSize();
    const needed = neededImageWidth({
      box,
      cropMode: data.cropMode,
      aspectRatio: image ? image.width / image.height : null,
      dpr: clampDevicePixelRatio(window.devicePixelRatio, data),
      maxDrawnWidth: !data.stretch && image ? image.width : undefined,
    });
    const width = pickImageWidth(needed);
    if (width <= this.#requestedWidth) return;
    const url = sizedImageUrl(this.#source, width, data.sizeFormat, location.href);
    if (url === this.#source && this.#requestedWidth > 0) return; // unsized: one load is enough
    this.#requestedWidth = width;
    void this.#load(url, width);
  }

  /** Loads `url` through the page queue, then shows it (a newer load or `#stop` aborts it). */
  async #load(url: string, width: number): Promise<void> {
    const img = this.#img;
    const session = this.#session;
    if (!img || !session) return;
    this.#pending?.abort();
    const pending = (this.#pending = new AbortController());
    const signal = AbortSignal.any([session.signal, pending.signal]);
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
    this.#pending = null;
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
