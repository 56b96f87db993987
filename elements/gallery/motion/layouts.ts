/**
 * Pure layout arithmetic of the gallery designs (SPEC §4, §5, §9): numbers in, numbers out, no
 * DOM. Lengths are CSS pixels and are not rounded (the caller rounds when it writes styles).
 * Aspects are width / height; an aspect that is not a positive finite number counts as 1
 * (a square), so one broken image never collapses a layout.
 */
import { CAROUSEL, META_OVERLAY } from '../../../platform/constants/limits.ts';
import { describeValue } from '../../shared/block-data.ts';

/** One placed item of a masonry (auto-columns) layout. */
export interface ColumnItem {
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One placed item of a justified (auto-rows) layout. */
export interface RowItem {
  row: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The message thrown by `parseColumnWidth` for a value that is not a positive number (SPEC §5). */
export const COLUMN_WIDTH_ERROR = '[Gallery] Column width must be a positive number.';

/** `aspect` when it is a positive finite number, else 1. */
function safeAspect(aspect: number): number {
  return Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
}

/** `value` when it is a finite number of at least 0, else 0. */
function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Masonry layout of the auto-columns design (SPEC §9 defaults: column width 250, gutter 0).
 * Column count = max(1, floor((W + g) / (cw + g))); the columns then share the container width
 * equally (actual column width = (W − (n − 1)·g) / n, so `columnWidth` is a minimum, except when
 * even one column does not fit, where the single column is W wide). Each item, in order, goes to
 * the shortest column (the leftmost on a tie), at the column's width and its own aspect.
 * `height` is the tallest column, without a trailing gutter.
 */
export function autoColumnsLayout(
  aspects: number[],
  containerWidth: number,
  columnWidth: number,
  gutter: number,
): { columns: number; columnWidth: number; items: ColumnItem[]; height: number } {
  const width = nonNegative(containerWidth);
  const g = nonNegative(gutter);
  const wanted = Math.max(1, nonNegative(columnWidth));
  const columns = Math.max(1, Math.floor((width + g) / (wanted + g)));
  const actual = Math.max(0, (width - (columns - 1) * g) / columns);
  const bottoms = new Array<number>(columns).fill(0);
  const counts = new Array<number>(columns).fill(0);
  const items = aspects.map((aspect) => {
    let column = 0;
    for (let c = 1; c < columns; c++) if (bottoms[c]! < bottoms[column]!) column = c;
    const y = counts[column]! > 0 ? bottoms[column]! + g : 0;
    const height = actual / safeAspect(aspect);
    bottoms[column] = y + height;
    counts[column]! += 1;
    return { column, x: column * (actual + g), y, width: actual, height };
  });
  return { columns, columnWidth: actual, items, height: Math.max(0, ...bottoms) };
}

/**
 * Justified rows of the auto-rows design (SPEC §9 defaults: row height 250, gutter 20). Items
 * are laid at `rowHeight` one after another; as soon as a row's widths plus its gutters reach
 * the container width, that row (including the item that made it overflow) is scaled so it
 * fills the width exactly, and a new row starts. The last row, if it never filled, keeps
 * `rowHeight` and is left-aligned (not stretched). `height` is the sum of the row heights plus
 * the gutters between rows.
 */
export function autoRowsLayout(
  aspects: number[],
  containerWidth: number,
  rowHeight: number,
  gutter: number,
): { items: RowItem[]; height: number } {
  const width = nonNegative(containerWidth);
  const g = nonNegative(gutter);
  const baseHeight = nonNegative(rowHeight);
  const items: RowItem[] = [];
  let row = 0;
  let y = 0;
  let pending: number[] = [];

  const place = (indexes: number[], height: number, scale: number): void => {
    let x = 0;
    for (const i of indexes) {
      const itemWidth = safeAspect(aspects[i]!) * baseHeight * scale;
      items[i] = { row, x, y, width: itemWidth, height };
      x += itemWidth + g;
    }
  };

  aspects.forEach((_, index) => {
    pending.push(index);
    const natural = pending.reduce((sum, i) => sum + safeAspect(aspects[i]!) * baseHeight, 0);
    const gutters = (pending.length - 1) * g;
    if (natural + gutters < width || natural === 0) return;
    const scale = Math.max(0, width - gutters) / natural;
    const height = baseHeight * scale;
    place(pending, height, scale);
    y += height + g;
    row += 1;
    pending = [];
  });
  if (pending.length > 0) {
    place(pending, baseHeight, 1);
    y += baseHeight + g;
  }
  return { items, height: items.length > 0 ? y - g : 0 };
}

/**
 * The auto-columns column width from block data (SPEC §5): a number must be positive and
 * finite; a string is parsed as a base-10 integer (`"300"`, `"300px"` → 300) which must be
 * positive. `undefined` and `null` (the key is absent) give `fallback`. Anything else throws an
 * Error whose message starts with COLUMN_WIDTH_ERROR and shows the rejected value.
 */
export function parseColumnWidth(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  let parsed = Number.NaN;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string') parsed = Number.parseInt(value.trim(), 10);
  if (Number.isFinite(parsed) && parsed > 0) return parsed;
  let shown: string | undefined;
  try {
    shown = JSON.stringify(value);
  } catch {
    // A BigInt or a cycle: described as text below.
  }
  throw new Error(`${COLUMN_WIDTH_ERROR} Received: ${shown ?? describeValue(value)}`);
}

/**
 * Slides per row of the carousel design at `containerWidth` (SPEC §9: 3 per row, 2 below
 * 480 px, 3 below 724 px). The narrow-width numbers are caps on the configured count: below
 * 480 px min(slidesPerRow, 2), below 724 px min(slidesPerRow, 3), else slidesPerRow. So a
 * carousel configured for 5 shows 3 on a 600 px container, and one configured for 1 stays at 1.
 * The count is a whole number of at least 1.
 */
export function carouselSlidesPerRow(
  containerWidth: number,
  slidesPerRow: number = CAROUSEL.slidesPerRow,
): number {
  const configured = Number.isFinite(slidesPerRow)
    ? Math.max(1, Math.floor(slidesPerRow))
    : CAROUSEL.slidesPerRow;
  if (containerWidth < 480) return Math.min(configured, CAROUSEL.slidesPerRowBelow480);
  if (containerWidth < 724) return Math.min(configured, CAROUSEL.slidesPerRowBelow724);
  return configured;
}

/**
 * Carousel paging (SPEC §4): slides are grouped `perRow` at a time; `index` (wrapped like
 * currentIndex) falls in `currentGroup`. `totalGroups` is at least 1 (an empty carousel is one
 * empty group), `isFirst`/`isLast` disable the previous/next controls and `allFit` (every slide
 * visible at once) hides them.
 */
export function carouselGroups(
  slideCount: number,
  perRow: number,
  index: number,
): {
  currentGroup: number;
  totalGroups: number;
  isFirst: boolean;
  isLast: boolean;
  allFit: boolean;
} {
  const count = Math.max(0, Math.floor(nonNegative(slideCount)));
  const size = Math.max(1, Math.floor(nonNegative(perRow)));
  const totalGroups = Math.max(1, Math.ceil(count / size));
  const currentGroup = Math.floor(wrapIndex(index, count) / size);
  return {
    currentGroup,
    totalGroups,
    isFirst: currentGroup === 0,
    isLast: currentGroup === totalGroups - 1,
    allFit: count <= size,
  };
}

/**
 * The max height of a slide's meta overlay (SPEC §9): when the overlay would be taller than 90%
 * of the slide, it is capped at 40% of the slide height (and scrolls); otherwise `undefined`
 * (no cap).
 */
export function metaOverlayMaxHeight(metaHeight: number, slideHeight: number): number | undefined {
  if (!(slideHeight > 0) || !Number.isFinite(metaHeight)) return undefined;
  return metaHeight > slideHeight * META_OVERLAY.exceedsRatio
    ? slideHeight * META_OVERLAY.capRatio
    : undefined;
}

/**
 * currentIndex wrapped into 0…count−1 (SPEC §4): modulo the slide count, negatives counting from
 * the end (−1 is the last slide). A fractional index is truncated; 0 when `count` is 0 (or not a
 * positive number) or `index` is not finite.
 */
export function wrapIndex(index: number, count: number): number {
  const n = Math.floor(nonNegative(count));
  if (n === 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index) % n;
  return i < 0 ? i + n : i + 0; // + 0 turns −0 into 0
}
