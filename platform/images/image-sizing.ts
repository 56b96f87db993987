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

/** Parses `data-image-dimensions` (`"1500x1000"`); null when absent or not two positive numbers. */
export function parseDimensions(value: string | null | undefined): Size | null {
  const match = value ? DIMENSIONS.exec(value) : null;
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Parses `data-image-focal-point` (`"0.5,0.5"`); null when absent or malformed.
 * Coordinates outside 0..1 are clamped into the image.
 */
export function parseFocalPoint(value: string | null | undefined): FocalPoint | null {
  const match = value ? FOCAL_POINT.exec(value) : null;
  if (!match) return null;
  return { x: clamp(Number(match[1]), 0, 1), y: clamp(Number(match[2]), 0, 1) };
}

/** Bounds of the device pixel ratio an image is sized for (SPEC §3 device-pixel-ratio bounds). */
export interface DprBounds {
  /** Lowest ratio counted; default 1 (a zoomed-out page still gets sharp images). */
  dprMin?: number | undefined;
  /** Highest ratio counted; default unbounded. */
  dprMax?: number | undefined;
}

/** `dpr` clamped to the bounds; a missing or non-positive `dpr` counts as 1. */
export function clampDevicePixelRatio(dpr: number, bounds: DprBounds = {}): number {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  const min = bounds.dprMin ?? 1;
  const max = Math.max(bounds.dprMax ?? Number.POSITIVE_INFINITY, min);
  return clamp(ratio, min, max);
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
export function neededImageWidth(input: NeededWidthInput): number {
  const { box, cropMode, dpr } = input;
  const ratio = input.aspectRatio && input.aspectRatio > 0 ? input.aspectRatio : null;
  let drawn = box.width;
  if (ratio !== null && cropMode === 'cover') drawn = Math.max(box.width, box.height * ratio);
  if (ratio !== null && cropMode === 'contain' && box.height > 0) {
    drawn = Math.min(box.width, box.height * ratio);
  }
  if (input.maxDrawnWidth !== undefined) drawn = Math.min(drawn, input.maxDrawnWidth);
  return Math.max(0, Math.ceil(drawn * dpr));
}

/**
 * The smallest of `widths` (SPEC §9 image widths) that is at least `needed`; the largest when
 * none is wide enough.
 */
export function pickImageWidth(needed: number, widths: readonly number[] = IMAGE_WIDTHS): number {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1];
  if (largest === undefined) throw new RangeError('pickImageWidth: no widths to pick from');
  return sorted.find((width) => width >= needed) ?? largest;
}

/**
 * Whether `src` is left as it is instead of sized: `data:` and `blob:` URLs, other protocols,
 * URLs of another origin than `pageUrl`, and text that is not a URL at all.
 */
export function isForeignImageUrl(src: string, pageUrl: string): boolean {
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(src, page);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return url.origin !== page.origin;
}

const SIZED_SUFFIX = /-\d+w$/;

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
  const hashAt = src.indexOf('#');
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const beforeHash = hashAt < 0 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const size = `${width}w`;
  if (format === 'filename') {
    const slash = path.lastIndexOf('/');
    const dir = path.slice(0, slash + 1);
    const file = path.slice(slash + 1);
    const dot = file.lastIndexOf('.');
    const stem = (dot > 0 ? file.slice(0, dot) : file).replace(SIZED_SUFFIX, '');
    const ext = dot > 0 ? file.slice(dot) : '';
    return `${dir}${stem}-${size}${ext}${query ? `?${query}` : ''}${hash}`;
  }
  const kept = query.split('&').filter((pair) => pair !== '' && !/^format(=|$)/.test(pair));
  kept.push(`format=${size}`);
  return `${path}?${kept.join('&')}${hash}`;
}

/**
 * Where a `cover`-cropped image sits, as CSS `object-position` offsets in pixels: scaled to cover
 * the box, moved so the focal point lands on the box's centre, then pulled back so no edge of
 * the image leaves a gap (SPEC §3 focalPoint).
 */
export function coverPosition(box: Size, image: Size, focal: FocalPoint): { x: number; y: number } {
  if (image.width <= 0 || image.height <= 0) return { x: 0, y: 0 };
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  const x = clamp(box.width / 2 - focal.x * drawnWidth, box.width - drawnWidth, 0);
  const y = clamp(box.height / 2 - focal.y * drawnHeight, box.height - drawnHeight, 0);
  return { x: round2(x), y: round2(y) };
}

/** Whether an element `width` CSS pixels wide gets the narrow marker (SPEC §4, §9). */
export function isNarrowWidth(width: number): boolean {
  return width < IMAGE_NARROW_BELOW_PX;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function round2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}
