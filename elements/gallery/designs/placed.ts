/**
 * Layouts the browser cannot make alone: `auto-columns` (masonry) and `auto-rows` (justified
 * rows), placed by `layouts.ts` from each slide's aspect ratio and the gallery's width.
 */
import { AUTO_COLUMNS, AUTO_ROWS } from '../../../platform/constants/limits.ts';
import type { GalleryData } from '../gallery.schema.ts';
import { autoColumnsLayout, autoRowsLayout, parseColumnWidth } from '../motion/layouts.ts';

/** Where each slide goes (inline CSS per slide) and the height of the whole. */
export interface Placement {
  height: number;
  items: string[];
}

/**
 * Checks the lengths `data` gives the auto layouts (SPEC §5: a column width, or the row height
 * in `listImageSize`, must be a positive number; strings are parsed as integers) and returns
 * them. Throws `parseColumnWidth`'s error for a bad value.
 */
export function placedLengths(data: GalleryData): { columnWidth: number; rowHeight: number } {
  return {
    columnWidth: parseColumnWidth(data.columnWidth, AUTO_COLUMNS.columnWidth),
    rowHeight: parseColumnWidth(data.listImageSize, AUTO_ROWS.rowHeight),
  };
}

/**
 * The placement of `aspects` for the `auto-columns` or `auto-rows` design at the width `widthOf`
 * reads (asked for those designs only: reading it makes the page lay out); undefined for the
 * other designs (CSS lays them out) and while the width is unknown.
 */
export function placeSlides(
  data: GalleryData,
  aspects: number[],
  widthOf: () => number,
): Placement | undefined {
  const { design } = data;
  if (design !== 'auto-columns' && design !== 'auto-rows') return undefined;
  const width = widthOf();
  if (!(width > 0)) return undefined;
  const { columnWidth, rowHeight } = placedLengths(data);
  const layout =
    design === 'auto-columns'
      ? autoColumnsLayout(aspects, width, columnWidth, data.gutter ?? AUTO_COLUMNS.gutter)
      : autoRowsLayout(aspects, width, rowHeight, data.gutter ?? AUTO_ROWS.gutter);
  const px = (n: number) => `${Math.round(n * 100) / 100}px`;
  return {
    height: layout.height,
    items: layout.items.map(
      (item) =>
        `left:${px(item.x)};top:${px(item.y)};width:${px(item.width)};height:${px(item.height)}`,
    ),
  };
}
