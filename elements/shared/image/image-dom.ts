/** DOM helpers of `ImageDriver`: reading the `<img>`, styling it, fetching its renditions. */
import {
  coverPosition,
  type CropMode,
  type FocalPoint,
  type Size,
} from '../../../platform/images/image-sizing.ts';

/**
 * Parses attribute `name` of `img` with `parse`: null when absent, and null with a console
 * warning (led by `prefix`, e.g. `[sq-image]`) when present but malformed.
 */
export function readImageAttribute<T>(
  img: HTMLImageElement,
  name: string,
  parse: (value: string) => T | null,
  prefix: string,
): T | null {
  const value = img.getAttribute(name);
  if (value === null) return null;
  const parsed = parse(value);
  if (parsed === null) console.warn(`${prefix} ignoring invalid ${name}="${value}".`);
  return parsed;
}

/** What `styleImage` needs to place an image. */
export interface ImageLayout {
  cropMode: CropMode;
  stretch: boolean;
  /** The original image's size; null while unknown. */
  image: Size | null;
  focal: FocalPoint;
  /**
   * The content box the image fills, as a ResizeObserver last measured it; null before it has.
   * Given rather than read here: reading a size after the writes above would lay the page out
   * once per image.
   */
  box: Size | null;
}

/**
 * Inline styles of the `<img>` (inline, so a page's `img { height: auto }` reset cannot undo
 * them): it fills the box, `cover` and `contain` through `object-fit`, `none` at its own aspect
 * ratio; `aspect-ratio` from the dimensions reserves its height; with `stretch` off it is capped
 * at its dimensions and centred horizontally. For `cover`, `object-position` in pixels puts the
 * focal point at the centre of the `<img>`'s box (the box it fills, capped at the image's
 * dimensions without `stretch`), clamped at the image's edges; the centre until the box is
 * measured.
 */
export function styleImage(img: HTMLImageElement, layout: ImageLayout): void {
  const { cropMode, stretch, image, focal, box } = layout;
  const style = img.style;
  const none = cropMode === 'none';
  const capped = !stretch && image;
  style.display = 'block';
  style.width = '100%';
  style.height = none ? 'auto' : '100%';
  style.objectFit = none ? 'fill' : cropMode;
  if (image) style.aspectRatio = `${image.width} / ${image.height}`;
  style.maxWidth = capped ? `${image.width}px` : '';
  style.maxHeight = capped ? `${image.height}px` : '';
  style.marginInline = capped ? 'auto' : '';
  let position = '50% 50%';
  if (cropMode === 'cover' && image && box && box.width > 0) {
    const drawn = {
      width: capped ? Math.min(box.width, image.width) : box.width,
      height: capped ? Math.min(box.height, image.height) : box.height,
    };
    const { x, y } = coverPosition(drawn, image, focal);
    position = `${x}px ${y}px`;
  }
  style.objectPosition = position;
}

/**
 * Calls `onChange` each time the device pixel ratio changes (browser zoom, a window moved to
 * another screen) until `signal` aborts.
 */
export function watchPixelRatio(onChange: () => void, signal: AbortSignal): void {
  const listener = (): void => {
    onChange();
    watchPixelRatio(onChange, signal);
  };
  // A listener with an aborted signal is never added: the watch ends there.
  matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener('change', listener, {
    once: true,
    signal,
  });
}

/**
 * Fetches `url` off-screen with the CORS and referrer settings of `like`, so the `<img>` can
 * then show it from the memory cache without a second request. Rejects when it fails to load
 * (with the `error` event) or `signal` aborts (with its reason).
 */
export function fetchImage(
  url: string,
  like: HTMLImageElement,
  signal: AbortSignal,
): Promise<unknown> {
  const probe = new Image();
  probe.crossOrigin = like.crossOrigin;
  probe.referrerPolicy = like.referrerPolicy;
  // Removes the abort listener once the probe settled.
  const settled = new AbortController();
  return new Promise((resolve, reject) => {
    const abort = (): void => {
      probe.removeAttribute('src');
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { signal: settled.signal });
    probe.onload = resolve;
    probe.onerror = reject;
    probe.src = url;
  }).finally(() => settled.abort());
}
