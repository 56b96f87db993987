/**
 * An event's times as visitors read them: in the event's own time zone with the zone's short
 * name ("Sat, Dec 5, 2026, 6:00 – 9:00 PM EST"), in the page's language, through `Intl`.
 * Framework-free: the site server's calendar list and `<sq-calendar>` write the same text.
 */
import { zonedTimeToUtc } from './ics.ts';

/** An event's wall-clock times in its IANA zone (site.json `startDate`, `endDate`, `timeZone`). */
export interface EventTimes {
  /** `2026-12-05T18:00:00` (seconds optional). */
  startDate: string;
  endDate: string;
  /** `America/New_York`. */
  timeZone: string;
}

/** `tag` (a page's `lang`) if `Intl` knows it, else `en-US`. */
export function localeOf(tag: string | null | undefined): string {
  if (!tag) return 'en-US';
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** The calendar day (`2026-12-05`) of a wall-clock time. */
export const wallDate = (wallTime: string): string => wallTime.slice(0, 10);

/**
 * The last calendar day an event covers: its end's day, or the day before when it ends at
 * midnight (an evening that ends at 00:00 does not reach into the next day).
 */
export function lastEventDate(event: Pick<EventTimes, 'startDate' | 'endDate'>): string {
  const end = wallDate(event.endDate);
  if (end > wallDate(event.startDate) && /T00:00(?::00)?$/.test(event.endDate)) {
    const day = new Date(`${end}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    return day.toISOString().slice(0, 10);
  }
  return end;
}

/** When the event starts and ends, as instants. */
export function eventInstants(event: EventTimes): { start: Date; end: Date } {
  return {
    start: zonedTimeToUtc(event.startDate, event.timeZone),
    end: zonedTimeToUtc(event.endDate, event.timeZone),
  };
}

/**
 * The event's start and end in its own zone, with the zone's short name. `withDate` (the
 * default) writes the weekday and date too: "Sat, Dec 5, 2026, 6:00 – 9:00 PM EST"; without it,
 * for a list under the day's heading, the times alone ("6:00 – 9:00 PM EST"), or month and day
 * too when the event runs into another day ("Dec 5, 6:00 PM EST – Dec 6, 2:00 PM EST").
 */
export function eventTimeText(event: EventTimes, locale: string, withDate = true): string {
  const { start, end } = eventInstants(event);
  const oneDay = lastEventDate(event) === wallDate(event.startDate);
  const options: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
    timeZoneName: 'short',
  };
  if (withDate) Object.assign(options, { weekday: 'short', year: 'numeric' });
  if (withDate || !oneDay) Object.assign(options, { month: 'short', day: 'numeric' });
  const format = new Intl.DateTimeFormat(locale, options);
  return end > start ? format.formatRange(start, end) : format.format(start);
}

/** A calendar month (`2026-12`) as its title: "December 2026". */
export function monthTitle(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, monthNumber - 1, 1));
}

/**
 * `day` (`YYYY-MM-DD`) written for people reading `locale`: weekday, day, month and year
 * ("Sat, Dec 12, 2026" in en-US, "Sa., 12. Dez. 2026" in de); an unknown locale falls back to the
 * runtime's own. A day has no time or zone: it is that calendar day wherever it is read.
 */
export function formatDay(day: string, locale: string | undefined): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  };
  const at = new Date(Date.UTC(year, month - 1, date));
  try {
    return new Intl.DateTimeFormat(locale, options).format(at);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(at);
  }
}
