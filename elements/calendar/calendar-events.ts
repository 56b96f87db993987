/**
 * The events of `<sq-calendar>`'s server markup, read as the element draws them: each element
 * with `data-start`, `data-end` and `data-time-zone` (wall-clock times in an IANA zone) whose
 * first link is the event's page and whose `download` link, if any, its calendar file.
 */
import {
  eventInstants,
  lastEventDate,
  wallDate,
  type EventTimes,
} from '../../platform/calendar/event-time.ts';
import { daysBetween, type IsoDate } from './calendar-dates.ts';

/** One event of the calendar. */
export interface CalendarEvent extends EventTimes {
  /** The event page link's text. */
  title: string;
  /** The event's page, absolute. */
  url: string;
  /** Its calendar file (`.ics`), absolute, when the markup links one. */
  icsUrl?: string;
}

/** `href` made absolute when it is a web address, else undefined. */
function webAddress(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the times read (a known zone, wall-clock times, an end not before the start). */
function readable(times: EventTimes): boolean {
  try {
    const { start, end } = eventInstants(times);
    return end.getTime() >= start.getTime();
  } catch {
    return false;
  }
}

/** The events of `host`'s light DOM, soonest first; an entry that does not read is left out. */
export function readCalendarEvents(host: Element): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const entry of host.querySelectorAll('[data-start][data-end][data-time-zone]')) {
    const link = entry.querySelector('a[href]:not([download])');
    const url = webAddress(link?.getAttribute('href') ?? null);
    const times = {
      startDate: entry.getAttribute('data-start')!,
      endDate: entry.getAttribute('data-end')!,
      timeZone: entry.getAttribute('data-time-zone')!,
    };
    if (!link || !url || !readable(times)) continue;
    const icsUrl = webAddress(
      entry.querySelector('a[download][href]')?.getAttribute('href') ?? null,
    );
    events.push({
      ...times,
      title: (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
      url,
      ...(icsUrl ? { icsUrl } : {}),
    });
  }
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The events of each calendar day, in the event's own zone; an event over days is on each. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<IsoDate, CalendarEvent[]> {
  const days = new Map<IsoDate, CalendarEvent[]>();
  for (const event of events) {
    for (const day of daysBetween(wallDate(event.startDate), lastEventDate(event))) {
      const list = days.get(day) ?? [];
      list.push(event);
      days.set(day, list);
    }
  }
  return days;
}

/** The first day of the first event not over by `today` (its last day is today or later). */
export function nextEventDate(
  events: readonly CalendarEvent[],
  today: IsoDate,
): IsoDate | undefined {
  const next = events.find((event) => lastEventDate(event) >= today);
  if (!next) return undefined;
  const first = wallDate(next.startDate);
  return first > today ? first : today;
}
