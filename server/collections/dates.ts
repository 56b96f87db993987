/**
 * Dates as a collection shows them, in US English: a post's day as its author wrote it
 * (`October 2, 2026`, from the date part of `publishOn`, whatever the offset), an event's start
 * and end in its own time zone with the zone named (`Sat, Dec 5, 2026, 6:00 – 9:00 PM EST`;
 * across days both dates are given). Each comes with a `<time datetime>` machine-readable value.
 */
import type { CollectionItem } from './collections.ts';
import { eventInstant } from './collections.ts';
import { escapeHtml } from '../http/respond.ts';

const LOCALE = 'en-US';

const postDay = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const eventFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of event times in `zone`. */
function eventFormat(zone: string): Intl.DateTimeFormat {
  let format = eventFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    });
    eventFormats.set(zone, format);
  }
  return format;
}

/** Intl's thin and narrow no-break spaces as plain spaces (copy and paste stay readable). */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** The day a post was published, as its author wrote it: `October 2, 2026`. */
export function postDate(publishOn: string): string {
  const [y, m, d] = publishOn.slice(0, 10).split('-').map(Number);
  return postDay.format(Date.UTC(y!, m! - 1, d!));
}

/** When an event runs, in its zone: `Sat, Dec 5, 2026, 6:00 – 9:00 PM EST`. */
export function eventRange(item: CollectionItem): string {
  const start = eventInstant(item, 'startDate');
  const end = eventInstant(item, 'endDate');
  return plainSpaces(eventFormat(item.timeZone!).formatRange(start, end));
}

/**
 * The `<time>` of an item: a post's day, an event's range (its `datetime` the start instant);
 * empty for an item without a date (a product).
 */
export function itemTimeHtml(item: CollectionItem): string {
  if (item.startDate && item.timeZone) {
    const start = new Date(eventInstant(item, 'startDate')).toISOString();
    return `<time datetime="${start}">${escapeHtml(eventRange(item))}</time>`;
  }
  if (item.publishOn) {
    return `<time datetime="${escapeHtml(item.publishOn)}">${escapeHtml(postDate(item.publishOn))}</time>`;
  }
  return '';
}
