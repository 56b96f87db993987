/**
 * Calendar files (RFC 5545 iCalendar) for "Add to calendar", and wall-clock times in an IANA
 * time zone turned into instants. Framework-free: the browser and the site server use it alike.
 *
 * An event's times are written in UTC (`DTSTART:20261205T230000Z`), computed from its wall time
 * in its zone through `Intl`, so the file needs no VTIMEZONE and every calendar shows the event
 * at the right moment in the reader's own zone. Lines end in CRLF and are folded at 75 octets
 * without splitting a character; text values are escaped (backslash, semicolon, comma, newline).
 */

/** What a calendar file says of an event. */
export interface IcsEvent {
  title: string;
  /** Plain text. */
  excerpt?: string;
  /** Wall-clock start in `timeZone`: `2026-12-05T18:00:00` (seconds optional). */
  startDate: string;
  /** Wall-clock end in `timeZone`. */
  endDate: string;
  /** IANA zone: `America/New_York`. */
  timeZone: string;
  location?: { name: string; address?: string | undefined; city?: string | undefined } | undefined;
}

/** Where the file comes from and when it is made. */
export interface IcsOptions {
  /** The event's page, absolute. */
  url: string;
  /** Globally unique id of the event: `{itemId}@{host}`. */
  uid: string;
  /** The time of writing (`DTSTAMP`). */
  now: Date;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the wall-clock fields of an instant in `zone`. */
function wallFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock in `zone` at `ms`, as milliseconds of a UTC date with the same fields. */
function wallMs(ms: number, zone: string): number {
  const fields: Record<string, number> = {};
  for (const part of wallFormatter(zone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(
    fields.year!,
    fields.month! - 1,
    fields.day!,
    fields.hour!,
    fields.minute!,
    fields.second!,
  );
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the wall clock in `timeZone` shows `wallTime` (`2026-12-05T18:00:00`).
 * A time that happens twice (the hour the clocks go back) is its first; a time that never
 * happens (the hour the clocks go forward) is read with the offset before the change, so
 * 02:30 on a spring-forward night in New York is 03:30 daylight time (as RFC 5545 §3.3.5 says).
 * Throws a RangeError for a malformed time or an unknown zone.
 */
export function zonedTimeToUtc(wallTime: string, timeZone: string): Date {
  const match = WALL_TIME.exec(wallTime);
  if (!match) throw new RangeError(`not a wall-clock time: ${wallTime}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0);
  const offsetBefore = wallMs(wall - DAY_MS, timeZone) - (wall - DAY_MS);
  const offsetAfter = wallMs(wall + DAY_MS, timeZone) - (wall + DAY_MS);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallMs(instant, timeZone) === wall,
  );
  return new Date(candidates.length ? Math.min(...candidates) : wall - offsetBefore);
}

/** `date` as an iCalendar UTC date-time: `20261205T230000Z`. */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** `text` escaped for an iCalendar TEXT value (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** `line` folded at 75 octets (RFC 5545 §3.1): CRLF and a space before each continuation. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation starts with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The location of `event` as one line of text. */
const locationText = (location: NonNullable<IcsEvent['location']>) =>
  [location.name, location.address, location.city].filter(Boolean).join(', ');

/** An iCalendar file holding `event` (one VEVENT, times in UTC). */
export function eventToIcs(event: IcsEvent, options: IcsOptions): string {
  const start = zonedTimeToUtc(event.startDate, event.timeZone);
  const end = zonedTimeToUtc(event.endDate, event.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//sq-elements//Site server//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(options.uid)}`,
    `DTSTAMP:${icsUtc(options.now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.excerpt ? [`DESCRIPTION:${escapeIcsText(event.excerpt)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(locationText(event.location))}`] : []),
    `URL:${options.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
