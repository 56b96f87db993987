/**
 * The server markup of the collection blocks of a template, written into each empty
 * `<sq-summary data-block-json='{"collectionId":…}'>` and `<sq-collection-link …>`, so the blocks
 * are useful without JavaScript; and the event summary's rendering, the HTML
 * `POST /api/widget/GetWidgetRendering` answers for an events collection (SPEC §2, §7).
 *
 * Summary (summary v2): a blog's newest posts, an events collection's next events (not yet over),
 * a products collection's first products, at most `limit`:
 * ```html
 * <sq-summary data-block-json='…' data-collection-type="blog">
 *   <h2 class="sq-summary-header" slot="header">From the journal</h2>       (headerText)
 *   <article class="sq-summary-item" data-item-id="…">
 *     <div class="sq-summary-image"><sq-image …><img data-src …></sq-image></div>   (showImage)
 *     <div class="sq-summary-text">
 *       <h3 class="sq-summary-title"><a href="/journal/slug">Title</a></h3>
 *       <p class="sq-summary-date"><time datetime="…">October 2, 2026</time></p>   (showDate)
 *       <p class="sq-summary-excerpt">…</p>                                         (showExcerpt)
 *       <ul class="sq-summary-tags" aria-label="Tags"><li><a href="/journal?tag=…" rel="tag">…</a></li></ul>  (showTags)
 *     </div>
 *   </article> …
 *   <p class="sq-summary-empty">No upcoming events.</p>                          (no items)
 * </sq-summary>
 * ```
 * `data-collection-type` tells the element which kind it summarises (an events summary asks
 * for its rendering). The event rendering has the same parts as plain elements (a sanitizer keeps
 * no class or custom element): a `<div>` per event holding a `<figure>` with an `<img src>` and a
 * `<div>` with the heading, date, excerpt and tags.
 *
 * Collection link: a link card to the collection's page:
 * ```html
 * <a class="sq-collection-link" href="/journal">
 *   <span class="sq-collection-link-image"><sq-image …></sq-image></span>          (an item's picture)
 *   <span class="sq-collection-link-text">
 *     <strong class="sq-collection-link-title">Journal</strong>
 *     <span class="sq-collection-link-description">…</span>
 *     <span class="sq-collection-link-meta">7 posts · latest <time datetime="…">October 2, 2026</time></span>
 *   </span>
 * </a>
 * ```
 * Tour dates: an empty `<sq-tour-dates>` gets its upcoming dates (today on the server's calendar
 * included; all with `showPast`) in date order, each day written in the page's language (the
 * template's `<html lang>`), as the element draws them:
 * ```html
 * <ol class="sq-tour-dates" aria-label="…"><li class="sq-tour-date">
 *   <time class="sq-tour-date-day" datetime="2026-12-12">Sat, Dec 12, 2026</time>
 *   <p class="sq-tour-date-place"><span class="sq-tour-date-venue">…</span> <span class="sq-tour-date-city">…</span></p>
 *   <a class="sq-tour-date-status" href="…" target="_blank" rel="noopener" aria-label="Tickets, venue, day">Tickets</a>
 * </li></ol>                                  (or <span class="sq-tour-date-status">Sold out</span>)
 * ```
 *
 * A block whose settings do not read, whose collection does not exist, or that already holds
 * markup of the template's own, is left as it is. Every text is escaped.
 */
import * as z from 'zod';
import type { App } from '../app.ts';
import { imageMarkup } from '../commerce/product-markup.ts';
import { escapeHtml } from '../http/respond.ts';
import { startTags, attribute, type StartTag } from '../pages/start-tags.ts';
import {
  collectionById,
  collectionItems,
  upcomingEvents,
  type Collection,
  type CollectionItem,
} from './collections.ts';
import { formatDay } from '../../platform/calendar/event-time.ts';
import { itemTimeHtml } from './dates.ts';

/** Most items a summary shows. */
export const SUMMARY_MAX_ITEMS = 30;

const collectionId = z.string().regex(/^[0-9a-f]{24}$/);

/** What a summary shows of each item (the element's settings, defaults alike). */
export const summaryShowSchema = z.object({
  limit: z.number().int().min(1).max(SUMMARY_MAX_ITEMS).default(3),
  showImage: z.boolean().default(true),
  showExcerpt: z.boolean().default(true),
  showDate: z.boolean().default(true),
  showTags: z.boolean().default(false),
});

/** A summary's settings as the server reads them (`data-block-json` of `<sq-summary>`). */
const summarySettingsSchema = summaryShowSchema.extend({
  collectionId,
  headerText: z.string().trim().optional(),
});

type SummaryShow = z.infer<typeof summaryShowSchema>;

/** The items a summary of `c` shows at `now`: the newest posts, the next events, products. */
export function summaryItems(app: App, c: Collection, limit: number, now: Date): CollectionItem[] {
  const items = c.type === 'events' ? upcomingEvents(app, c, now) : collectionItems(app, c);
  return items.slice(0, limit);
}

/** What a summary says when it has nothing to show. */
export function emptySummaryText(c: Collection): string {
  return { blog: 'No posts yet.', events: 'No upcoming events.', products: 'No products yet.' }[
    c.type
  ];
}

/** The address of `c`'s page filtered by `tag`. */
const tagHref = (c: Collection, tag: string) => `${c.path}?tag=${encodeURIComponent(tag)}`;

/** The heading, date, excerpt and tags of an item (`classes`: with the server markup's classes). */
function itemText(
  c: Collection,
  item: CollectionItem,
  show: SummaryShow,
  classes: boolean,
): string {
  const cls = (name: string) => (classes ? ` class="sq-summary-${name}"` : '');
  const time = show.showDate ? itemTimeHtml(item) : '';
  const tags =
    show.showTags && item.tags.length
      ? `<ul${cls('tags')}${classes ? ' aria-label="Tags"' : ''}>${item.tags
          .map(
            (tag) =>
              `<li><a href="${escapeHtml(tagHref(c, tag))}" rel="tag">${escapeHtml(tag)}</a></li>`,
          )
          .join('')}</ul>`
      : '';
  return (
    `<h3${cls('title')}><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a></h3>` +
    (time ? `<p${cls('date')}>${time}</p>` : '') +
    (show.showExcerpt && item.excerpt
      ? `<p${cls('excerpt')}>${escapeHtml(item.excerpt)}</p>`
      : '') +
    tags
  );
}

/** The server markup of a summary's items (`block`: the summary's number in the page). */
export function summaryItemsHtml(
  c: Collection,
  items: readonly CollectionItem[],
  show: SummaryShow,
  block: number,
): string {
  if (!items.length) return `<p class="sq-summary-empty">${emptySummaryText(c)}</p>`;
  return items
    .map((item) => {
      const image = show.showImage ? item.images[0] : undefined;
      const picture = image
        ? `<div class="sq-summary-image">${imageMarkup(image, `summary-${block}-${item.id}-image`, false)}</div>`
        : '';
      return `<article class="sq-summary-item" data-item-id="${escapeHtml(item.id)}">${picture}<div class="sq-summary-text">${itemText(c, item, show, true)}</div></article>`;
    })
    .join('');
}

/**
 * The event summary's rendering of `c` (SPEC §7 GetWidgetRendering with `collectionId`): its next
 * events at `now` as plain elements that survive the block's sanitizer.
 */
export function eventSummaryHtml(app: App, c: Collection, show: SummaryShow, now: Date): string {
  const items = summaryItems(app, c, show.limit, now);
  if (!items.length) return `<p>${emptySummaryText(c)}</p>`;
  return items
    .map((item) => {
      const image = show.showImage ? item.images[0] : undefined;
      const [width, height] = image?.dimensions.split('x') ?? [];
      const picture = image
        ? `<figure><img src="${escapeHtml(image.src)}?format=750w" alt="${escapeHtml(image.alt)}" width="${escapeHtml(width ?? '')}" height="${escapeHtml(height ?? '')}"></figure>`
        : '';
      return `<div>${picture}<div>${itemText(c, item, show, false)}</div></div>`;
    })
    .join('');
}

/** Why an event summary of `id` cannot be rendered, with the status to answer; else its HTML. */
export function eventSummaryAnswer(
  app: App,
  id: string,
  value: unknown,
  now: Date = new Date(),
): { status: number; body: unknown } {
  const c = collectionById(app, id);
  if (!c) return { status: 404, body: { error: `No collection ${id}.` } };
  if (c.type !== 'events') {
    return { status: 400, body: { error: 'An event summary shows an events collection.' } };
  }
  const show = summaryShowSchema.safeParse(value ?? {});
  if (!show.success) return { status: 400, body: { error: 'The summary settings do not read.' } };
  return { status: 200, body: { data: { html: eventSummaryHtml(app, c, show.data, now) } } };
}

/** Words for how many items `c` holds: "7 posts", "1 event". */
function countText(c: Collection, count: number): string {
  const [one, many] = {
    blog: ['post', 'posts'],
    events: ['event', 'events'],
    products: ['product', 'products'],
  }[c.type];
  return `${count} ${count === 1 ? one : many}`;
}

/** The link card of `<sq-collection-link>` to `c`. */
export function collectionLinkHtml(app: App, c: Collection, now: Date): string {
  const items = collectionItems(app, c);
  const latest = c.type === 'events' ? (upcomingEvents(app, c, now)[0] ?? items.at(-1)) : items[0];
  const image = items.find((item) => item.images.length)?.images[0];
  const when = latest ? itemTimeHtml(latest) : '';
  const meta =
    countText(c, items.length) +
    (when ? ` · ${c.type === 'events' ? 'next' : 'latest'} ${when}` : '');
  return (
    `<a class="sq-collection-link" href="${escapeHtml(c.path)}">` +
    (image
      ? `<span class="sq-collection-link-image">${imageMarkup(image, `collection-link-${c.id}-image`, false)}</span>`
      : '') +
    '<span class="sq-collection-link-text">' +
    `<strong class="sq-collection-link-title">${escapeHtml(c.title)}</strong>` +
    (c.description
      ? `<span class="sq-collection-link-description">${escapeHtml(c.description)}</span>`
      : '') +
    `<span class="sq-collection-link-meta">${meta}</span></span></a>`
  );
}

const tourDatesSchema = z.object({
  dates: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        venue: z.string().trim().min(1),
        city: z.string().trim().min(1),
        ticketUrl: z.url({ protocol: /^https?$/ }).optional(),
        soldOut: z.boolean().default(false),
      }),
    )
    .default([]),
  showPast: z.boolean().default(false),
  label: z.string().trim().min(1).optional(),
});

/** Today on the server's calendar, `YYYY-MM-DD`. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The list of a tour dates block (see the module comment), or undefined when its data do not read. */
export function tourDatesHtml(
  json: unknown,
  lang: string | undefined,
  now: Date,
): string | undefined {
  const parsed = tourDatesSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { dates, showPast, label } = parsed.data;
  const today = localDay(now);
  const shown = dates
    .filter((d) => showPast || d.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  if (!shown.length) return '<p class="sq-tour-dates-empty">No upcoming dates.</p>';
  const rows = shown.map((d) => {
    const day = escapeHtml(formatDay(d.date, lang));
    const [venue, city] = [escapeHtml(d.venue), escapeHtml(d.city)];
    const status =
      d.date < today
        ? '<span class="sq-tour-date-status">Past</span>'
        : d.soldOut
          ? '<span class="sq-tour-date-status">Sold out</span>'
          : d.ticketUrl
            ? `<a class="sq-tour-date-status" href="${escapeHtml(d.ticketUrl)}" target="_blank" rel="noopener" aria-label="Tickets, ${venue}, ${day}">Tickets</a>`
            : '';
    return `<li class="sq-tour-date"><time class="sq-tour-date-day" datetime="${d.date}">${day}</time><p class="sq-tour-date-place"><span class="sq-tour-date-venue">${venue}</span> <span class="sq-tour-date-city">${city}</span></p>${status}</li>`;
  });
  const name = label ? ` aria-label="${escapeHtml(label)}"` : '';
  return `<ol class="sq-tour-dates"${name}>${rows.join('')}</ol>`;
}

/** The language of a template: its `<html lang>`. */
function pageLang(html: string): string | undefined {
  for (const tag of startTags(html)) {
    if (tag.tag === 'html') return attribute(tag, 'lang')?.value || undefined;
  }
  return undefined;
}

const FILLED = new Set(['sq-summary', 'sq-collection-link', 'sq-tour-dates']);

/** The collection a block's `data-block-json` names, and its settings, if they read. */
function blockSettings(tag: StartTag): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(attribute(tag, 'data-block-json')?.value ?? '{}');
    return typeof json === 'object' && json !== null
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `html` with every empty summary, collection link and tour dates block filled (see the module
 * comment), at `now` (which events and dates are upcoming).
 */
export function fillSummaries(app: App, html: string, now: Date = new Date()): string {
  let out = '';
  let from = 0;
  let count = 0;
  let lang: string | undefined;
  for (const tag of startTags(html)) {
    if (!FILLED.has(tag.tag) || tag.start < from) continue;
    const open = html.indexOf('>', tag.attributesEnd) + 1;
    const close = html.indexOf(`</${tag.tag}>`, open);
    if (open === 0 || close < 0 || html.slice(open, close).trim() !== '') continue;
    const json = blockSettings(tag);
    if (tag.tag === 'sq-tour-dates') {
      const list = json && tourDatesHtml(json, (lang ??= pageLang(html) ?? ''), now);
      if (list === undefined) continue;
      out += html.slice(from, open) + list;
      from = close;
      continue;
    }
    const id = collectionId.safeParse(json?.collectionId);
    const c = id.success ? collectionById(app, id.data) : undefined;
    if (!c) continue;
    let start = html.slice(tag.start, open);
    let content: string;
    if (tag.tag === 'sq-collection-link') {
      content = collectionLinkHtml(app, c, now);
    } else {
      const settings = summarySettingsSchema.safeParse(json);
      if (!settings.success) continue;
      count += 1;
      const { headerText, ...show } = settings.data;
      const header = headerText
        ? `<h2 class="sq-summary-header" slot="header">${escapeHtml(headerText)}</h2>`
        : '';
      content = header + summaryItemsHtml(c, summaryItems(app, c, show.limit, now), show, count);
      if (!attribute(tag, 'data-collection-type')) {
        const at = tag.attributesEnd - tag.start;
        start = `${start.slice(0, at)} data-collection-type="${c.type}"${start.slice(at)}`;
      }
    }
    out += html.slice(from, tag.start) + start + content;
    from = close;
  }
  return out + html.slice(from);
}
