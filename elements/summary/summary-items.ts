/**
 * The items a summary shows, read from what the site's server wrote (the server markup's
 * `.sq-summary-item` articles, or the `<div>`s of a sanitized event-summary rendering): each
 * item's page, title, first picture and date. The carousel's slides are made from them.
 */

/** One item as the carousel shows it. */
export interface SummaryItem {
  /** The item's id (`data-item-id`), else its page's address. */
  id: string;
  url: string;
  title: string;
  image?: { src: string; dimensions: string | null; focalPoint: string | null; alt: string };
  date?: { datetime: string; text: string };
}

/** The item boxes among `root`'s children: articles (server markup) or divs (a rendering). */
const ITEMS = ':scope > :is(article, div)';

/** The items under `root` that link to a page (others are not items). */
export function readSummaryItems(root: ParentNode): SummaryItem[] {
  return [...root.querySelectorAll<HTMLElement>(ITEMS)].flatMap((box) => {
    const link = box.querySelector<HTMLAnchorElement>(':is(h2, h3, h4) a[href]');
    if (!link) return [];
    const img = box.querySelector('img');
    const src = img?.getAttribute('data-src') || img?.getAttribute('src');
    const time = box.querySelector('time');
    const [width, height] = [img?.getAttribute('width'), img?.getAttribute('height')];
    const item: SummaryItem = {
      id: box.dataset.itemId || link.href,
      url: link.href,
      title: link.textContent?.trim() ?? '',
    };
    if (img && src) {
      item.image = {
        // A rendering's picture carries its size in the query (`?format=750w`): the gallery sizes
        // it again for its box.
        src: src.replace(/\?format=\d+w$/, ''),
        dimensions:
          img.getAttribute('data-image-dimensions') ??
          (width && height ? `${width}x${height}` : null),
        focalPoint: img.getAttribute('data-image-focal-point'),
        alt: img.alt,
      };
    }
    if (time) item.date = { datetime: time.dateTime, text: time.textContent?.trim() ?? '' };
    return [item];
  });
}
