/**
 * The server markup of an item page (page type 50), written into the template's
 * `[data-sq-collection-item]` element: the title, the date (an event's start and end in its
 * zone), the author, the pictures as `<sq-image>` blocks, the body, an event's place, tickets and
 * "Add to calendar" (a download of `{item url}.ics`), the tags and categories (links to the
 * collection page filtered by them) and links to the neighbouring items.
 *
 * ```html
 * <article class="sq-collection-entry">
 *   <h1>Title</h1>
 *   <p class="sq-collection-entry__meta"><time datetime="…">Sat, Dec 5, 2026, 6:00 – 9:00 PM EST</time> · By Mara Lind</p>
 *   <figure class="sq-collection-entry__image"><sq-image …></sq-image></figure>
 *   <dl class="sq-collection-entry__event"><dt>When</dt><dd>…</dd><dt>Where</dt><dd>…</dd></dl>
 *   <p class="sq-collection-entry__actions"><a class="button" href="/events/slug.ics" download>Add to calendar</a> <a class="button button--quiet" href="…" rel="noopener">Tickets</a></p>
 *   <div class="sq-collection-entry__body">owner HTML</div>
 *   <ul class="sq-collection-item__tags" aria-label="Tags">…</ul>
 *   <nav class="sq-collection-entry__nav" aria-label="More posts"><a rel="prev" …>…</a><a rel="next" …>…</a></nav>
 * </article>
 * ```
 */
import { escapeHtml } from '../http/respond.ts';
import { imageMarkup } from '../commerce/product-markup.ts';
import type { Collection, CollectionItem } from './collections.ts';
import { itemTimeHtml } from './dates.ts';
import type { ListQuery } from './list-query.ts';
import { filterLinks } from './list-markup.ts';

/** The collection page as it first shows (its tag and category links start from it). */
const firstPage = (c: Collection): ListQuery => ({
  view: c.viewMode,
  viewChosen: false,
  page: 1,
  past: false,
});

/** The address of an event's calendar file. */
export const icsHref = (item: Pick<CollectionItem, 'url'>): string => `${item.url}.ics`;

/** An event's when and where, its tickets and its calendar file. */
function eventDetails(item: CollectionItem): string {
  const where = item.location
    ? `<dt>Where</dt><dd>${[item.location.name, item.location.address, item.location.city]
        .filter(Boolean)
        .map((line) => escapeHtml(line!))
        .join('<br>')}</dd>`
    : '';
  const tickets = item.ticketUrl
    ? ` <a class="button button--quiet" href="${escapeHtml(item.ticketUrl)}" rel="noopener">Tickets</a>`
    : '';
  return (
    `<dl class="sq-collection-entry__event"><dt>When</dt><dd>${itemTimeHtml(item)}</dd>${where}</dl>` +
    `<p class="sq-collection-entry__actions"><a class="button" href="${escapeHtml(icsHref(item))}" download>Add to calendar</a>${tickets}</p>`
  );
}

/** The links to the item before and after this one in the collection's order. */
function neighbours(
  c: Collection,
  before: CollectionItem | undefined,
  after: CollectionItem | undefined,
): string {
  if (!before && !after) return '';
  const [previous, next, label] =
    c.type === 'events'
      ? ['Earlier event', 'Later event', 'More events']
      : ['Newer post', 'Older post', 'More posts'];
  const link = (item: CollectionItem, rel: string, text: string) =>
    `<a rel="${rel}" href="${escapeHtml(item.url)}"><span class="sq-collection-entry__nav-label">${text}</span> ${escapeHtml(item.title)}</a>`;
  return (
    `<nav class="sq-collection-entry__nav" aria-label="${label}">` +
    (before ? link(before, 'prev', previous) : '') +
    (after ? link(after, 'next', next) : '') +
    '</nav>'
  );
}

/**
 * The article of `item` of `c`; `before` and `after` are its neighbours in the collection's
 * display order (a newer and an older post; an earlier and a later event).
 */
export function itemArticleHtml(
  c: Collection,
  item: CollectionItem,
  before: CollectionItem | undefined,
  after: CollectionItem | undefined,
): string {
  const time = c.type === 'events' ? '' : itemTimeHtml(item);
  const author = item.author
    ? `<span class="sq-collection-entry__author">By ${escapeHtml(item.author)}</span>`
    : '';
  const meta = [time, author].filter(Boolean).join(' · ');
  const images = item.images
    .map(
      (image, i) =>
        `<figure class="sq-collection-entry__image">${imageMarkup(image, `item-${item.id}-image-${i + 1}`, i === 0)}</figure>`,
    )
    .join('');
  return (
    '<article class="sq-collection-entry">' +
    `<h1>${escapeHtml(item.title)}</h1>` +
    (meta ? `<p class="sq-collection-entry__meta">${meta}</p>` : '') +
    images +
    (c.type === 'events' ? eventDetails(item) : '') +
    (item.body ? `<div class="sq-collection-entry__body">${item.body}</div>` : '') +
    filterLinks(c, firstPage(c), 'tag', item.tags) +
    filterLinks(c, firstPage(c), 'category', item.categories) +
    neighbours(c, before, after) +
    '</article>'
  );
}
