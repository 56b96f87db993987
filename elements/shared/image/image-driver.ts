/**
 * Drives a responsive `<img>` where it stands (ARCHITECTURE.md public contract 4): the loading,
 * sizing and focal-point cropping of `<sq-image>`, for any `<img>` in any box, without moving,
 * wrapping or replacing it. `<sq-image>` drives its own `<img>` with it; `<sq-gallery>` and
 * `<sq-video>` drive the pictures of the markup a page (or a framework) renders for them.
 */
import { IMAGE_LAZY_MARGIN_PX } from '../../../platform/constants/limits.ts';
import {
  clampDevicePixelRatio,
  isNarrowWidth,
  neededImageWidth,
  parseDimensions,
  parseFocalPoint,
  pickImageWidth,
  sizedImageUrl,
  type CropMode,
  type FocalPoint,
  type Size,
  type SizeFormat,
} from '../../../platform/images/image-sizing.ts';
import { imageLoadQueue } from '../../../platform/images/load-queue.ts';
import { fetchImage, readImageAttribute, styleImage, watchPixelRatio } from './image-dom.ts';

/** How an image is drawn and loaded: the SPEC §3 image settings (see `<sq-image>`). */
export interface ImageSettings {
  cropMode: CropMode;
  sizeFormat: SizeFormat;
  load: 'lazy' | 'eager';
  /** When false the image is never drawn larger than its dimensions. */
  stretch: boolean;
  /** The box's height follows the image's aspect ratio. */
  fixedRatio: boolean;
  /** Overrides `data-image-focal-point`. */
  focalPoint?: FocalPoint | undefined;
  /** Overrides `data-image-dimensions`. */
  dimensions?: Size | undefined;
  /** Overrides the `<img>`'s `data-src` / `src`. */
  source?: string | undefined;
  dprMin?: number | undefined;
  dprMax?: number | undefined;
}

/** A state the driver reports: a source is being fetched, one shows, the last failed, narrow box. */
export type ImageState = 'loading' | 'loaded' | 'error' | 'narrow';

/** A rendition that loaded and shows: its URL and the SPEC §9 width it was asked for. */
export interface ImageLoad {
  src: string;
  width: number;
}

/** What an `ImageDriver` is given besides its `<img>`. */
export interface ImageDriverOptions {
  /**
   * The element whose content box the image fills and is sized for, watched for size and for
   * nearing the viewport. Default: the `<img>` itself (styled to fill its container).
   */
  box?: HTMLElement;
  /** Leads the console warnings; default `[sq-image]`. */
  prefix?: string;
  /** Where the `ImageState`s are turned on and off (an element's custom states). */
  states?: Pick<CustomStateSet, 'add' | 'delete'>;
  /** A rendition loaded and shows (again for each upgrade to a larger width). */
  onLoad?: (load: ImageLoad) => void;
}

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** The `<img>` attributes that say what it shows: a change by the page starts the driver again. */
const PICTURE_ATTRIBUTES = ['src', 'data-src', 'data-image-dimensions', 'data-image-focal-point'];

/**
 * Makes one `<img>` fill its box and load the smallest SPEC §9 width that covers the drawn size
 * times the device pixel ratio: upgraded when the box grows (never downgraded), lazily within
 * 200 px of the viewport (or at once with `load: 'eager'`), through the page-wide load queue.
 * Only the `<img>`'s `src` and inline styles change (and the box's `height` for `cropMode`
 * `none` or `fixedRatio`); `stop` leaves them as they are. A page that changes the `<img>`'s picture attributes while the driver
 * runs (`data-src`, `src`, `data-image-dimensions`, `data-image-focal-point`) is followed.
 */
export class ImageDriver {
  /** The driven `<img>`. */
  readonly img: HTMLImageElement;
  readonly #box: HTMLElement;
  readonly #prefix: string;
  readonly #options: ImageDriverOptions;
  /** The `<img>`'s `src` as the page wrote it (never one the driver wrote). */
  #pageSrc: string | null;
  /** The last `src` the driver wrote. */
  #written: string | null = null;
  #settings?: ImageSettings;
  #source?: string;
  #dimensions: Size | null = null;
  #focal: FocalPoint = CENTRE;
  /** The box's content box, once observed. */
  #boxSize?: Size;
  /** The box came within reach of the viewport (or loads eagerly): it may load. */
  #inView = false;
  /** Largest width asked for (loading or loaded); smaller ones are never asked for again. */
  #requestedWidth = 0;
  #loadedWidth = 0;
  /** Aborts the load in flight when a newer one starts or the driver stops. */
  #pending?: AbortController;
  /** Aborts what a start set up: observers, pixel ratio watch. */
  #session?: AbortController;

  constructor(img: HTMLImageElement, options: ImageDriverOptions = {}) {
    this.img = img;
    this.#options = options;
    this.#box = options.box ?? img;
    this.#prefix = options.prefix ?? '[sq-image]';
    this.#pageSrc = img.getAttribute('src');
  }

  /** The SPEC §9 width of the rendition showing now; 0 before the first load. */
  get loadedWidth(): number {
    return this.#loadedWidth;
  }

  /** Whether the driver runs (started and not stopped since). */
  get running(): boolean {
    return this.#session !== undefined;
  }

  /**
   * (Re)starts with `settings` (default: those of the last start): styles the `<img>` for its
   * box, then loads what the box needs once it is in reach. A restart never asks again for a
   * width already loaded, unless the source changed.
   * @returns false, with a console warning, when the `<img>` has no usable source (none, or not
   *   an http(s), `data:` or `blob:` address).
   */
  start(settings: ImageSettings | undefined = this.#settings): boolean {
    this.stop();
    if (!settings) return false;
    this.#settings = settings;
    const session = (this.#session = new AbortController());
    this.#watchPicture(session.signal);
    const img = this.img;
    const prefix = this.#prefix;
    const source = (settings.source ?? img.dataset.src ?? this.#pageSrc ?? '').trim();
    if (!source) {
      console.warn(`${prefix} the <img> has no source (data-src or src); nothing loaded.`);
      return false;
    }
    // A picture comes from the web, a data: or a blob: address, as the browser parses it.
    const scheme = URL.canParse(source, document.baseURI)
      ? new URL(source, document.baseURI).protocol
      : '';
    if (!/^(https?|data|blob):$/.test(scheme)) {
      console.warn(`${prefix} invalid image source "${source}"; nothing loaded.`);
      return false;
    }
    if (source !== this.#source) {
      this.#source = source;
      this.#requestedWidth = this.#loadedWidth = 0;
    }
    this.#dimensions =
      settings.dimensions ??
      readImageAttribute(img, 'data-image-dimensions', parseDimensions, prefix);
    this.#focal =
      settings.focalPoint ??
      readImageAttribute(img, 'data-image-focal-point', parseFocalPoint, prefix) ??
      CENTRE;
    this.#layout();

    const signal = session.signal;
    const observers: (ResizeObserver | IntersectionObserver)[] = [
      new ResizeObserver(([entry]) => {
        this.#boxSize = entry!.contentRect;
        this.#state('narrow', isNarrowWidth(this.#boxSize.width));
        this.#layout();
        this.#evaluate();
      }),
    ];
    this.#inView = settings.load === 'eager';
    if (!this.#inView) {
      const lazy = (entries: IntersectionObserverEntry[], observer: IntersectionObserver): void => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        this.#inView = true;
        this.#evaluate();
      };
      observers.push(new IntersectionObserver(lazy, { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` }));
    }
    for (const observer of observers) observer.observe(this.#box);
    signal.addEventListener('abort', () => {
      for (const observer of observers) observer.disconnect();
    });
    watchPixelRatio(() => this.#evaluate(), signal);
    return true;
  }

  /** Stops watching and loading; the picture showing stays. */
  stop(): void {
    this.#session?.abort();
    this.#session = undefined;
    this.#pending?.abort();
    this.#requestedWidth = this.#loadedWidth;
    this.#state('loading', false);
  }

  #state(state: ImageState, on: boolean): void {
    this.#options.states?.[on ? 'add' : 'delete'](state);
  }

  /** A page that changes what the `<img>` shows starts the driver again (until `signal`). */
  #watchPicture(signal: AbortSignal): void {
    const img = this.img;
    const watch = new MutationObserver((records) => {
      const src = img.getAttribute('src');
      const own = records.every((r) => r.attributeName === 'src' && src === this.#written);
      if (own) return;
      if (src !== this.#written) this.#pageSrc = src;
      this.start();
    });
    watch.observe(img, { attributes: true, attributeFilter: PICTURE_ATTRIBUTES });
    signal.addEventListener('abort', () => watch.disconnect());
  }

  /** Sizes and crops the `<img>` for the current box. */
  #layout(): void {
    const settings = this.#settings!;
    styleImage(this.img, {
      ...settings,
      image: this.#imageSize(),
      focal: this.#focal,
      box: this.#boxSize ?? null,
    });
    // The image's aspect ratio (reserved on the <img>) sets the box's height.
    if (settings.cropMode === 'none' || settings.fixedRatio) this.#box.style.height = 'auto';
  }

  /** The original image's size: its dimensions, else the loaded image's; null while unknown. */
  #imageSize(): Size | null {
    const img = this.img;
    return (
      this.#dimensions ??
      (img.naturalWidth > 0 && this.#loadedWidth > 0
        ? { width: img.naturalWidth, height: img.naturalHeight }
        : null)
    );
  }

  /** Asks for a larger rendition when the drawn size needs one. */
  #evaluate(): void {
    const settings = this.#settings!;
    const box = this.#boxSize;
    if (!this.#inView || !box?.width) return;
    const image = this.#imageSize();
    const needed = neededImageWidth({
      box,
      cropMode: settings.cropMode,
      aspectRatio: image && image.width / image.height,
      dpr: clampDevicePixelRatio(devicePixelRatio, settings),
      maxDrawnWidth: settings.stretch ? undefined : image?.width,
    });
    const width = pickImageWidth(needed);
    if (width <= this.#requestedWidth) return;
    const source = this.#source!;
    const url = sizedImageUrl(source, width, settings.sizeFormat, location.href);
    if (url === source && this.#requestedWidth > 0) return; // unsized: one load is enough
    this.#requestedWidth = width;
    void this.#load(url, width);
  }

  /** Shows `url` on the `<img>`: the driver's own write, which its picture watch ignores. */
  #show(url: string): void {
    this.#written = url;
    this.img.src = url;
  }

  /** Loads `url` through the page queue, then shows it (a newer load or `stop` aborts it). */
  async #load(url: string, width: number): Promise<void> {
    const img = this.img;
    this.#pending?.abort();
    const signal = (this.#pending = new AbortController()).signal;
    this.#state('loading', true);
    let loaded = true;
    try {
      await imageLoadQueue().run(() => fetchImage(url, img, signal), signal);
      if (!signal.aborted) this.#show(url); // from the memory cache: the probe fetched it
      await img.decode().catch(() => undefined);
    } catch {
      loaded = false;
    }
    if (signal.aborted) return;
    this.#state('loading', false);
    this.#state('error', !loaded);
    if (!loaded) {
      console.warn(`${this.#prefix} could not load image source "${url}".`);
      this.#requestedWidth = this.#loadedWidth;
      // Nothing shows yet: the broken image lets the browser show its alt text.
      if (this.#loadedWidth === 0) this.#show(url);
      return;
    }
    this.#loadedWidth = width;
    this.#state('loaded', true);
    this.#layout();
    this.#options.onLoad?.({ src: url, width });
  }
}
