/**
 * The server markup of a collection page (page type 1), written into the template's
 * `[data-sq-collection-list]` element: the items of one page in the chosen view mode (SPEC §2),
 * the filter in force, and the links to the other pages. Works without JavaScript; images are
 * `<sq-image>` blocks (ARCHITECTURE.md contract 4), products `<sq-product>` blocks filled by the
 * commerce markup (server/commerce/cart-fill.ts). Every text is escaped.
 *
 * ```html
 * <p class="sq-collection-filter">Posts tagged “glazes”. <a href="/journal">All posts</a></p>
 * <ol class="sq-collection sq-collection--list">            (--grid, --product)
 *   <li><article class="sq-collection-item">
 *     <a class="sq-collection-item__image" href="/journal/slug" tabindex="-1" aria-hidden="true"><sq-image …></a>
 *     <div class="sq-collection-item__text">
 *       <h2 class="sq-collection-item__title"><a href="/journal/slug">Title</a></h2>
 *       <p class="sq-collection-item__meta"><time datetime="…">October 2, 2026</time> · Mara Lind</p>
 *       <p class="sq-collection-item__excerpt">…</p>
 *       <ul class="sq-collection-item__tags" aria-label="Tags"><li><a href="/journal?tag=glazes" rel="tag">glazes</a></li></ul>
 *       <ul class="sq-collection-item__categories" aria-label="Categories">…</ul>
 *       <p class="sq-collection-item__more"><a href="/journal/slug">Read more<span class="visually-hidden">: Title</span></a></p>
 *     </div>
 *   </article></li>
 * </ol>
 * <nav class="sq-collection-pages" aria-label="Pages">
 *   <a rel="prev" href="/journal">Newer posts</a> <p>Page 2 of 3</p> <a rel="next" href="/journal?page=3">Older posts</a>
 * </nav>
 * ```
 * The product view shows cards with the picture first and no excerpt, tags or categories; a
 * products collection shows its `<sq-product>` cards there. An events page lists the upcoming
 * events (soonest first) under "Upcoming events", or with `?past=1` the past ones (latest first)
 * under "Past events", with a link to the other list.
 */
import type { App } from '../app.ts';
import { siteCurrency } from '../commerce/catalogue.ts';
import { imageMarkup, priceMarkup } from '../commerce/product-markup.ts';
import { escapeHtml } from '../http/respond.ts';
import {
  collectionItems,
  pastEvents,
  upcomingEvents,
  type Collection,
  type CollectionItem,
} from './collections.ts';
import { itemTimeHtml } from './dates.ts';
import { listHref, type ListQuery } from './list-query.ts';

/** The words a collection page uses for its kind of items. */
interface Words {
  /** "posts" */
  plural: string;
  /** "Posts" at the start of a sentence. */
  Plural: string;
  /** The link to the previous and the next page. */
  previous: string;
  next: string;
  /** The link from a card to the item. */
  more: string;
}

const WORDS: Record<Collection['type'], Words> = {
  blog: {
    plural: 'posts',
    Plural: 'Posts',
    previous: 'Newer posts',
    next: 'Older posts',
    more: 'Read more',
  },
  events: {
    plural: 'events',
    Plural: 'Events',
    previous: 'Earlier events',
    next: 'Later events',
    more: 'Read more',
  },
  products: {
    plural: 'products',
    Plural: 'Products',
    previous: 'Previous page',
    next: 'Next page',
    more: 'View product',
  },
};

/** The words of `c` (past events page backwards in time: newer first). */
export function wordsOf(c: Collection, past = false): Words {
  const words = WORDS[c.type];
  return past ? { ...words, previous: words.next, next: words.previous } : words;
}

/**
 * A list of links to `c`'s page filtered by each value (`tag` or `category`), keeping the view
 * `query` chose.
 */
export function filterLinks(
  c: Collection,
  query: ListQuery,
  key: 'tag' | 'category',
  values: readonly string[],
): string {
  if (values.length === 0) return '';
  const base: ListQuery = { ...query, page: 1, past: false, tag: undefined, category: undefined };
  const links = values.map(
    (value) =>
      `<li><a href="${escapeHtml(listHref(c, base, { [key]: value }))}"${key === 'tag' ? ' rel="tag"' : ''}>${escapeHtml(value)}</a></li>`,
  );
  const [kind, label] = key === 'tag' ? ['tags', 'Tags'] : ['categories', 'Categories'];
  return `<ul class="sq-collection-item__${kind}" aria-label="${label}">${links.join('')}</ul>`;
}

/** The date, author and place of an item, if it has any. */
function metaHtml(item: CollectionItem): string {
  const parts = [
    itemTimeHtml(item),
    item.author ? `<span class="sq-collection-item__author">${escapeHtml(item.author)}</span>` : '',
    item.location
      ? `<span class="sq-collection-item__location">${escapeHtml(
          [item.location.name, item.location.city].filter(Boolean).join(', '),
        )}</span>`
      : '',
  ].filter(Boolean);
  return parts.length ? `<p class="sq-collection-item__meta">${parts.join(' · ')}</p>` : '';
}

/**
 * One card of the list or grid view, or a picture-first card of the product view. The first
 * card's picture (`eager`) is likely the page's largest paint: it loads with the page, at high
 * priority, without waiting for any script.
 */
function itemCard(
  app: App,
  c: Collection,
  query: ListQuery,
  item: CollectionItem,
  level: 2 | 3,
  eager: boolean,
): string {
  const url = escapeHtml(item.url);
  const title = escapeHtml(item.title);
  const image = item.images[0];
  const picture = image
    ? `<a class="sq-collection-item__image" href="${url}" tabindex="-1" aria-hidden="true">${imageMarkup(image, `item-${item.id}-image`, eager)}</a>`
    : '';
  const heading = `<h${level} class="sq-collection-item__title"><a href="${url}">${title}</a></h${level}>`;
  const price = item.product
    ? `<p class="sq-collection-item__price">${priceMarkup(item.product, siteCurrency(app))}</p>`
    : '';
  const compact = query.view === 'product';
  const details = compact
    ? ''
    : (item.excerpt
        ? `<p class="sq-collection-item__excerpt">${escapeHtml(item.excerpt)}</p>`
        : '') +
      filterLinks(c, query, 'tag', item.tags) +
      filterLinks(c, query, 'category', item.categories) +
      `<p class="sq-collection-item__more"><a href="${url}">${wordsOf(c).more}<span class="visually-hidden">: ${title}</span></a></p>`;
  return `<li><article class="sq-collection-item">${picture}<div class="sq-collection-item__text">${heading}${metaHtml(item)}${price}${details}</div></article></li>`;
}

/** A products collection's product view card: the product block, filled by the commerce markup. */
function productCard(item: CollectionItem): string {
  const data = escapeHtml(JSON.stringify({ productId: item.id, layout: 'card' }));
  return `<li><sq-product id="collection-product-${escapeHtml(item.urlSlug)}" data-block-json="${data}"></sq-product></li>`;
}

/** The links to the page before and after this one ("Page 2 of 3"). */
function pagesNav(c: Collection, query: ListQuery, pages: number): string {
  if (pages <= 1) return '';
  const words = wordsOf(c, query.past);
  const link = (page: number, rel: string, text: string) =>
    `<a rel="${rel}" href="${escapeHtml(listHref(c, query, { page }))}">${text}</a>`;
  return (
    '<nav class="sq-collection-pages" aria-label="Pages">' +
    (query.page > 1 ? link(query.page - 1, 'prev', words.previous) : '') +
    `<p>Page ${query.page} of ${pages}</p>` +
    (query.page < pages ? link(query.page + 1, 'next', words.next) : '') +
    '</nav>'
  );
}

/** Whether `values` holds `wanted`, letter case aside. */
const holds = (values: readonly string[], wanted: string) =>
  values.some((value) => value.toLowerCase() === wanted.toLowerCase());

/** The sentence naming the filter in force, with a link to every item. */
function filterNotice(c: Collection, query: ListQuery): string {
  const words = wordsOf(c);
  const what = query.tag
    ? `tagged “${escapeHtml(query.tag)}”`
    : query.category
      ? `in “${escapeHtml(query.category)}”`
      : '';
  if (!what) return '';
  const all = listHref(c, { ...query, page: 1, tag: undefined, category: undefined });
  return `<p class="sq-collection-filter">${words.Plural} ${what}. <a href="${escapeHtml(all)}">All ${words.plural}</a></p>`;
}

/** What the page says when it has no items. */
function emptyText(c: Collection, query: ListQuery): string {
  const words = wordsOf(c);
  if (query.tag) return `No ${words.plural} tagged “${escapeHtml(query.tag)}”.`;
  if (query.category) return `No ${words.plural} in “${escapeHtml(query.category)}”.`;
  if (c.type === 'events') return query.past ? 'No past events.' : 'No upcoming events right now.';
  return `No ${words.plural} yet.`;
}

/** The items the page lists before paging: upcoming or past events, filtered. */
function listedItems(app: App, c: Collection, query: ListQuery, now: Date): CollectionItem[] {
  const items =
    c.type !== 'events'
      ? collectionItems(app, c)
      : query.past
        ? pastEvents(app, c, now)
        : upcomingEvents(app, c, now);
  return items.filter(
    (item) =>
      (!query.tag || holds(item.tags, query.tag)) &&
      (!query.category || holds(item.categories, query.category)),
  );
}

/**
 * The markup of `c`'s page for `query` at `now`; undefined when the page asked for is past the
 * last one (page 1 of an empty list exists: it says there is nothing).
 */
export function collectionListHtml(
  app: App,
  c: Collection,
  query: ListQuery,
  now: Date = new Date(),
): string | undefined {
  const items = listedItems(app, c, query, now);
  const pages = Math.max(1, Math.ceil(items.length / c.pageSize));
  if (query.page > pages) return undefined;
  const shown = items.slice((query.page - 1) * c.pageSize, query.page * c.pageSize);
  const events = c.type === 'events';
  const level = events ? 3 : 2;
  const cards = shown.map((item, index) =>
    c.type === 'products' && query.view === 'product'
      ? productCard(item)
      : itemCard(app, c, query, item, level, index === 0),
  );
  const list = cards.length
    ? `<ol class="sq-collection sq-collection--${query.view}">${cards.join('')}</ol>`
    : `<p class="sq-collection-empty">${emptyText(c, query)}</p>`;
  const heading = events
    ? `<h2 class="sq-collection-heading">${query.past ? 'Past events' : 'Upcoming events'}</h2>`
    : '';
  const other = events
    ? `<p class="sq-collection-switch"><a href="${escapeHtml(
        listHref(c, { ...query, page: 1, past: !query.past }),
      )}">${query.past ? 'Upcoming events' : 'Past events'}</a></p>`
    : '';
  return heading + filterNotice(c, query) + list + pagesNav(c, query, pages) + other;
}
