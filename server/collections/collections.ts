/**
 * The site's collections as every part of the server reads them (site.json `collections`,
 * ./collections-config.ts): a blog's posts newest first, an events collection's events by start,
 * a products collection's items the store's published products in store order. Each item knows
 * its page (`url`); an event knows its time zone (its own, else its collection's).
 *
 * Upcoming events are those not yet over (their end is after `now`), soonest first; past
 * events are those over, the most recent first.
 */
import type * as z from 'zod';
import { zonedTimeToUtc } from '../../platform/calendar/ics.ts';
import { WORKFLOW_STATES } from '../../platform/constants/enums.ts';
import type { Product, ProductImage } from '../../platform/commerce/types.ts';
import type { App } from '../app.ts';
import { productById, productUrl } from '../commerce/catalogue.ts';
import type { collectionSchema, ConfiguredItem } from './collections-config.ts';

/** A collection of the site. */
export type Collection = z.infer<typeof collectionSchema>;

/** An item of a collection, with its page's address. */
export interface CollectionItem {
  /** 24 hex digits (a product's id for a products collection). */
  id: string;
  urlSlug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  /** Owner-written HTML, checked at start-up (./body-html.ts). */
  body: string;
  images: ProductImage[];
  tags: string[];
  categories: string[];
  author?: string | undefined;
  /** ISO 8601 with an offset. */
  publishOn?: string | undefined;
  /** Events: wall-clock start in `timeZone`. */
  startDate?: string | undefined;
  /** Events: wall-clock end in `timeZone`. */
  endDate?: string | undefined;
  /** Events: IANA zone (the item's own, else its collection's). */
  timeZone?: string | undefined;
  location?: ConfiguredItem['location'];
  ticketUrl?: string | undefined;
  /** The item's page: `{collection path}/{urlSlug}` (a product's `/shop/{urlSlug}`). */
  url: string;
  /** Products only: the product, stock as it now stands. */
  product?: Product;
}

/** The site's collections, in site.json order. */
export function collections(app: App): Collection[] {
  return app.config.collections;
}

/** The collection of `id`, if any. */
export function collectionById(app: App, id: string): Collection | undefined {
  return collections(app).find((collection) => collection.id === id);
}

/** The collection whose page is `path`, if any. */
export function collectionByPath(app: App, path: string): Collection | undefined {
  return collections(app).find((collection) => collection.path === path);
}

/** A product as a collection item. */
function productItem(product: Product): CollectionItem {
  return {
    id: product.id,
    urlSlug: product.urlSlug,
    title: product.name,
    excerpt: product.description,
    body: '',
    images: product.images,
    tags: [],
    categories: [],
    url: productUrl(product),
    product,
  };
}

/** A configured blog or events item with its page and zone. */
function configuredItem(c: Collection, item: ConfiguredItem): CollectionItem {
  const timeZone = c.type === 'events' ? (item.timeZone ?? c.timeZone) : item.timeZone;
  return { ...item, timeZone, url: `${c.path}/${item.urlSlug}` };
}

/** When an event starts or ends, as milliseconds since the epoch. */
export function eventInstant(item: CollectionItem, which: 'startDate' | 'endDate'): number {
  const wall = item[which];
  if (!wall || !item.timeZone) return Number.NaN;
  return zonedTimeToUtc(wall, item.timeZone).getTime();
}

/** `publishOn` as milliseconds; an item without one sorts last. */
const published = (item: CollectionItem) =>
  item.publishOn ? Date.parse(item.publishOn) : Number.NEGATIVE_INFINITY;

/**
 * The items of `c` in display order: a blog's newest `publishOn` first, events by start (soonest
 * first), products as the store lists its published ones. Items of equal date keep site.json's
 * order.
 */
export function collectionItems(app: App, c: Collection): CollectionItem[] {
  if (c.type === 'products') {
    return app.config.store.products
      .filter((product) => product.workflowState === WORKFLOW_STATES.published)
      .map((product) => productById(app, product.id))
      .filter((product): product is Product => product !== undefined)
      .map(productItem);
  }
  const items = (c.items ?? []).map((item) => configuredItem(c, item));
  if (c.type === 'events') {
    return items.sort((a, b) => eventInstant(a, 'startDate') - eventInstant(b, 'startDate'));
  }
  return items.sort((a, b) => published(b) - published(a));
}

/** Events of `c` not yet over at `now`, soonest first (none for other kinds). */
export function upcomingEvents(app: App, c: Collection, now: Date = new Date()): CollectionItem[] {
  if (c.type !== 'events') return [];
  return collectionItems(app, c).filter((item) => eventInstant(item, 'endDate') > now.getTime());
}

/** Events of `c` over at `now`, the most recent first (none for other kinds). */
export function pastEvents(app: App, c: Collection, now: Date = new Date()): CollectionItem[] {
  if (c.type !== 'events') return [];
  return collectionItems(app, c)
    .filter((item) => eventInstant(item, 'endDate') <= now.getTime())
    .reverse();
}
