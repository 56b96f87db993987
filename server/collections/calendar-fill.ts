/**
 * The server markup of every empty `<sq-calendar data-block-json='{"collectionId":"…"}'>` of a
 * template: the events collection's events (all of them, soonest first) as a plain list grouped
 * by the month they start in, which works without JavaScript and which `<sq-calendar>` reads to
 * draw its month grid. Each entry carries its wall-clock times and zone and links the event's
 * page and its calendar file; times are written in the event's own zone with the zone's short
 * name, in the page's language (the template's `<html lang>`, else US English).
 *
 * ```html
 * <div class="sq-calendar-list">
 *   <h3 class="sq-calendar-month">December 2026</h3>
 *   <ul class="sq-calendar-events">
 *     <li class="sq-calendar-event" data-start="2026-12-05T18:00:00" data-end="2026-12-05T20:30:00" data-time-zone="America/New_York">
 *       <a href="/events/winter-kiln-opening">Winter kiln opening</a>
 *       <time datetime="2026-12-05T23:00:00.000Z">Sat, Dec 5, 2026, 6:00 – 8:30 PM EST</time>
 *       <a class="sq-calendar-add" href="/events/winter-kiln-opening.ics" download aria-label="Add to calendar: Winter kiln opening">Add to calendar</a>
 *     </li>
 *   </ul>
 * </div>
 * ```
 *
 * The month headings sit one level below the nearest heading before the block (3 when there is
 * none), as the element's own heading does. A block naming no events collection, whose settings
 * do not read, or that already holds markup of the template's own, is left as it is.
 */
import {
  eventInstants,
  eventTimeText,
  localeOf,
  monthTitle,
} from '../../platform/calendar/event-time.ts';
import type { App } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { attribute, startTags } from '../pages/start-tags.ts';
import { collectionById, collectionItems, type CollectionItem } from './collections.ts';
import { icsHref } from './item-markup.ts';

const END_TAG = '</sq-calendar>';

/** The collection a block's settings name, if they read. */
function collectionIdOf(json: string | undefined): string | undefined {
  try {
    const settings: unknown = JSON.parse(json ?? '{}');
    const id = (settings as { collectionId?: unknown } | null)?.collectionId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

type TimedItem = CollectionItem & { startDate: string; endDate: string; timeZone: string };

const timed = (item: CollectionItem): item is TimedItem =>
  Boolean(item.startDate && item.endDate && item.timeZone);

/** One event of the list. */
function eventHtml(item: TimedItem, locale: string): string {
  const title = escapeHtml(item.title);
  return (
    `<li class="sq-calendar-event" data-start="${escapeHtml(item.startDate)}" data-end="${escapeHtml(item.endDate)}" data-time-zone="${escapeHtml(item.timeZone)}">` +
    `<a href="${escapeHtml(item.url)}">${title}</a> ` +
    `<time datetime="${eventInstants(item).start.toISOString()}">${escapeHtml(eventTimeText(item, locale))}</time> ` +
    `<a class="sq-calendar-add" href="${escapeHtml(icsHref(item))}" download aria-label="Add to calendar: ${title}">Add to calendar</a>` +
    '</li>'
  );
}

/** The list of `items` by month, its month headings at `level`. */
export function calendarListHtml(items: CollectionItem[], locale: string, level: number): string {
  const months = new Map<string, TimedItem[]>();
  for (const item of items.filter(timed)) {
    const month = item.startDate.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), item]);
  }
  if (!months.size) return '<div class="sq-calendar-list"><p>No events yet.</p></div>';
  let html = '<div class="sq-calendar-list">';
  for (const [month, events] of months) {
    html +=
      `<h${level} class="sq-calendar-month">${escapeHtml(monthTitle(month, locale))}</h${level}>` +
      `<ul class="sq-calendar-events">${events.map((item) => eventHtml(item, locale)).join('')}</ul>`;
  }
  return `${html}</div>`;
}

/** `html` with each empty calendar block filled with its collection's events (see the module comment). */
export function fillCalendars(app: App, html: string): string {
  if (!html.includes('<sq-calendar')) return html;
  let out = '';
  let from = 0;
  let locale = 'en-US';
  let headingLevel = 2;
  for (const tag of startTags(html)) {
    if (tag.tag === 'html') locale = localeOf(attribute(tag, 'lang')?.value);
    const heading = /^h([1-6])$/.exec(tag.tag);
    if (heading && tag.start >= from) headingLevel = Number(heading[1]);
    if (tag.tag !== 'sq-calendar' || tag.start < from) continue;
    const open = html.indexOf('>', tag.attributesEnd) + 1;
    const close = html.indexOf(END_TAG, open);
    if (open === 0 || close < 0 || html.slice(open, close).trim() !== '') continue;
    const id = collectionIdOf(attribute(tag, 'data-block-json')?.value);
    const collection = id === undefined ? undefined : collectionById(app, id);
    if (collection?.type !== 'events') continue;
    const level = Math.min(headingLevel + 1, 6);
    out +=
      html.slice(from, open) + calendarListHtml(collectionItems(app, collection), locale, level);
    from = close;
  }
  return out + html.slice(from);
}
