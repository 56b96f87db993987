/**
 * The search documents of the site's collections (server/collections/collections.ts):
 *
 * - each post of a blog and each event of an events collection: its title; its excerpt and the
 *   text of its body; its tags, categories, author and location as keywords; a post's
 *   `publishOn`, an event's start (with its zone's offset) as the date; its first picture;
 * - each published product of the store, under the title of the site's products collection
 *   when it has one.
 */
import { zonedTimeToUtc } from '../../platform/calendar/ics.ts';
import type { App } from '../app.ts';
import {
  collectionItems,
  collections,
  type Collection,
  type CollectionItem,
} from '../collections/collections.ts';
import { productDocuments, searchImage } from './search-documents.ts';
import type { SearchDocument } from './search-index.ts';
import { htmlText } from './search-text.ts';

/** `±HH:MM` of an offset in minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A wall-clock time in `timeZone` as ISO 8601 with that zone's offset then:
 * `2026-12-05T18:00:00` in America/New_York is `2026-12-05T18:00:00-05:00`.
 */
export function zonedIso(wallTime: string, timeZone: string): string {
  const utc = zonedTimeToUtc(wallTime, timeZone).getTime();
  const wall = wallTime.length === 16 ? `${wallTime}:00` : wallTime.slice(0, 19);
  const minutes = Math.round((Date.parse(`${wall}Z`) - utc) / 60_000);
  return `${wall}${offsetText(minutes)}`;
}

/** The date a result shows for `item`. */
function itemDate(c: Collection, item: CollectionItem): string | undefined {
  if (c.type === 'events' && item.startDate && item.timeZone) {
    return zonedIso(item.startDate, item.timeZone);
  }
  return item.publishOn;
}

function itemDocument(c: Collection, item: CollectionItem): SearchDocument {
  const location = item.location
    ? [item.location.name, item.location.address, item.location.city]
    : [];
  const keywords = [...item.tags, ...item.categories, item.author, ...location].filter(Boolean);
  const date = itemDate(c, item);
  const [image] = item.images;
  return {
    title: item.title,
    url: item.url,
    kind: c.type === 'events' ? 'event' : 'post',
    collection: c.title,
    text: `${item.excerpt} ${htmlText(item.body)}`,
    keywords: keywords.join(' · '),
    ...(date ? { date } : {}),
    ...(image ? { image: searchImage(image) } : {}),
  };
}

/** Every collection item and product the search finds. */
export function collectionDocuments(app: App): SearchDocument[] {
  const all = collections(app);
  const items = all
    .filter((c) => c.type !== 'products')
    .flatMap((c) => collectionItems(app, c).map((item) => itemDocument(c, item)));
  const shop = all.find((c) => c.type === 'products');
  return [...items, ...productDocuments(app, shop?.title)];
}
