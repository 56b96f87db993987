/**
 * Image sizing rules of SPEC §3 (image settings), §4 (images) and §9 (image widths): which
 * server-rendered width to ask for, how to spell its URL, and where a focal point puts a
 * cover-cropped image. Pure functions: no DOM reads, no globals.
 */
import { IMAGE_NARROW_BELOW_PX, IMAGE_WIDTHS } from '../constants/limits.ts';

/** How an image fills its box (SPEC §3 `cropMode`). */
export type CropMode = 'cover' | 'contain' | 'none';
/** How a sized URL is spelled (SPEC §3 `sizeFormat`): `?format=750w` or `name-750w.jpg`. */
export type SizeFormat = 'queryString' | 'filename';

/** A width and a height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** A point inside an image, each coordinate from 0 (left/top) to 1 (right/bottom). */
export interface FocalPoint {
  x: number;
  y: number;
}

const DIMENSIONS = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i;
const FOCAL_POINT = /^\s*(-?\d*\.?\d+)\s*,\s*(-?\d*\.?\d+)\s*$/;

/** The two numbers `pattern` captures in `value`; empty when absent or not matching. */
function twoNumbers(pattern: RegExp, value: string | null | undefined): number[] {
  return (
    pattern
      .exec(value ?? '')
      ?.slice(1)
      .map(Number) ?? []
  );
}

/** Parses `data-image-dimensions` (`"1500x1000"`); null when absent or not two positive numbers. */
export function parseDimensions(value: string | null | undefined): Size | null {
  const [width = 0, height = 0] = twoNumbers(DIMENSIONS, value);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Parses `data-image-focal-point` (`"0.5,0.5"`); null when absent or malformed.
 * Coordinates outside 0..1 are clamped into the image.
 */
export function parseFocalPoint(value: string | null | undefined): FocalPoint | null {
  const [x, y] = twoNumbers(FOCAL_POINT, value).map((n) => clamp(n, 0, 1));
  return y === undefined ? null : { x: x!, y };
}

/** Bounds of the device pixel ratio an image is sized for (SPEC §3 device-pixel-ratio bounds). */
export interface DprBounds {
  /** Lowest ratio counted; default 1 (a zoomed-out page still gets sharp images). */
  dprMin?: number | undefined;
  /** Highest ratio counted; default unbounded. */
  dprMax?: number | undefined;
}

/** `dpr` clamped to the bounds; a missing or non-positive `dpr` counts as 1. */
export function clampDevicePixelRatio(
  dpr: number,
  { dprMin = 1, dprMax = Infinity }: DprBounds = {},
): number {
  return clamp(Number.isFinite(dpr) && dpr > 0 ? dpr : 1, dprMin, Math.max(dprMax, dprMin));
}

/** What `neededImageWidth` takes. */
export interface NeededWidthInput {
  /** The rendered box (the `sq-image` element) in CSS pixels. */
  box: Size;
  cropMode: CropMode;
  /** The image's width / height; unknown means only the box width counts. */
  aspectRatio?: number | null | undefined;
  /** Device pixel ratio, already clamped. */
  dpr: number;
  /** Widest the image may be drawn, in CSS pixels (its original width when `stretch` is off). */
  maxDrawnWidth?: number | undefined;
}

/**
 * Image pixels wide the drawn image needs (SPEC §4): the drawn width times the device pixel ratio.
 * `cover` draws the image at least as wide as the box and wide enough for its height to cover the
 * box's height; `contain` draws it as wide as fits both box dimensions; `none` as wide as the box.
 */
export function neededImageWidth({
  box: { width, height },
  cropMode,
  aspectRatio,
  dpr,
  maxDrawnWidth = Infinity,
}: NeededWidthInput): number {
  const ratio = aspectRatio ?? 0;
  let drawn = width;
  if (ratio > 0 && cropMode === 'cover') drawn = Math.max(width, height * ratio);
  if (ratio > 0 && cropMode === 'contain' && height > 0) drawn = Math.min(width, height * ratio);
  return Math.max(0, Math.ceil(Math.min(drawn, maxDrawnWidth) * dpr));
}

/**
 * The smallest of `widths` (SPEC §9 image widths) that is at least `needed`; the largest when
 * none is wide enough.
 */
export function pickImageWidth(needed: number, widths: readonly number[] = IMAGE_WIDTHS): number {
  if (!widths.length) throw new RangeError('pickImageWidth: no widths to pick from');
  const covering = widths.filter((width) => width >= needed);
  return covering.length ? Math.min(...covering) : Math.max(...widths);
}

/**
 * Whether `src` is left as it is instead of sized: `data:` and `blob:` URLs, other protocols,
 * URLs of another origin than `pageUrl`, and text that is not a URL at all.
 */
export function isForeignImageUrl(src: string, pageUrl: string): boolean {
  try {
    const page = new URL(pageUrl);
    const url = new URL(src, page);
    return !/^https?:$/.test(url.protocol) || url.origin !== page.origin;
  } catch {
    return true;
  }
}

/** A URL's path, query (without `?`) and hash (with `#`). */
const URL_PARTS = /^([^?#]*)(?:\?([^#]*))?([^]*)$/;
/** A file name's end: an earlier size suffix (`-300w`) and the extension after a non-first dot. */
const FILE_END = /(-\d+w)?((?<=[^/])\.[^./]*)?$/;

/**
 * `src` asking for the `width`-pixel rendition (SPEC §3 `sizeFormat`). `queryString` adds
 * `format=750w` to the query (`?` or `&`, replacing an earlier `format`); `filename` puts `-750w`
 * before the extension (`/a.jpg` → `/a-750w.jpg`). Relative URLs stay relative; foreign URLs
 * (see `isForeignImageUrl`) come back unchanged.
 */
export function sizedImageUrl(
  src: string,
  width: number,
  format: SizeFormat,
  pageUrl: string,
): string {
  if (isForeignImageUrl(src, pageUrl)) return src;
  const [, path = '', query = '', hash] = URL_PARTS.exec(src)!;
  const size = `${width}w`;
  if (format === 'filename') {
    return `${path.replace(FILE_END, `-${size}$2`)}${query && `?${query}`}${hash}`;
  }
  const kept = query.split('&').filter((pair) => pair && !/^format(=|$)/.test(pair));
  return `${path}?${[...kept, `format=${size}`].join('&')}${hash}`;
}

/**
 * Where a `cover`-cropped image sits, as CSS `object-position` offsets in pixels: scaled to cover
 * the box, moved so the focal point lands on the box's centre, then pulled back so no edge of
 * the image leaves a gap (SPEC §3 focalPoint).
 */
export function coverPosition(box: Size, image: Size, focal: FocalPoint): { x: number; y: number } {
  if (image.width <= 0 || image.height <= 0) return { x: 0, y: 0 };
  const scale = Math.max(box.width / image.width, box.height / image.height);
  /** Offset along one axis: the focal point on the box's centre, the image's edges kept out. */
  const offset = (side: number, length: number, at: number): number => {
    const drawn = length * scale;
    return round2(clamp(side / 2 - at * drawn, side - drawn, 0));
  };
  return {
    x: offset(box.width, image.width, focal.x),
    y: offset(box.height, image.height, focal.y),
  };
}

/** Whether an element `width` CSS pixels wide gets the narrow marker (SPEC §4, §9). */
export function isNarrowWidth(width: number): boolean {
  return width < IMAGE_NARROW_BELOW_PX;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** `value` to two decimals, with -0 as 0. */
function round2(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}
