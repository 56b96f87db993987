/**
 * Visit cookies (SPEC §3 "Visit cookies", §4, §5, §9): the visitor record
 * `id|first|previous|latest|count` (2 years) and the visit-timestamp cookie (30 minutes).
 */
import { VISIT_TIMESTAMP_COOKIE_LIFETIME_MS } from '../constants/limits.ts';
import { COOKIES, writeNamedCookie } from '../cookies/cookie-names.ts';
import { readCookie } from '../cookies/cookies.ts';
import { trackingAllowed } from '../consent/consent.ts';

/** The visitor record (SPEC §3): an id and four times / counts, all positive integers. */
export interface VisitorRecord {
  readonly id: string;
  /** First visit, ms since the epoch. */
  readonly first: number;
  /** The visit before the latest, ms since the epoch. */
  readonly previous: number;
  /** The latest visit, ms since the epoch. */
  readonly latest: number;
  /** Visits counted so far. */
  readonly count: number;
}

/** What {@link updateVisitCookies} did. */
export interface VisitUpdate {
  /** The record now stored; null when tracking is not allowed (nothing was written). */
  readonly record: VisitorRecord | null;
  /** Whether this page view began a visit (a first visit, a recreated record or a counted one). */
  readonly newVisit: boolean;
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !POSITIVE_INTEGER.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Parses a visitor-record cookie value (SPEC §5): an id (non-empty, no `|`) followed by four
 * positive integers separated by pipes. Anything else is invalid.
 * @returns the record, or null when the value is missing or invalid
 */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | null {
  if (value === undefined) return null;
  const parts = value.split('|');
  if (parts.length !== 5 || parts[0]!.trim() === '') return null;
  const numbers = parts.slice(1).map(positiveInteger);
  if (numbers.some((n) => n === undefined)) return null;
  const [first, previous, latest, count] = numbers as [number, number, number, number];
  return { id: parts[0]!, first, previous, latest, count };
}

/** The cookie value of `record`: `id|first|previous|latest|count`. */
export function formatVisitorRecord(record: VisitorRecord): string {
  const { id, first, previous, latest, count } = record;
  return [id, first, previous, latest, count].join('|');
}

/** Parses a visit-timestamp cookie value (SPEC §5: a positive integer); null when invalid. */
export function parseVisitTimestamp(value: string | undefined): number | null {
  return positiveInteger(value) ?? null;
}

/** A new random visitor id (no `|`). */
export function newVisitorId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The SPEC §4 transition of the visit cookies at `now`, without touching any cookie:
 * - no record, or an invalid one: a new record (first = previous = latest = now, count 1);
 * - a valid record and an expired timestamp (absent, invalid, or 30 minutes old): a new visit
 *   is counted (count + 1, previous = latest, latest = now);
 * - a valid record and a live timestamp: the same visit goes on, the record unchanged.
 */
export function nextVisit(
  recordValue: string | undefined,
  timestampValue: string | undefined,
  now: number,
): { record: VisitorRecord; newVisit: boolean } {
  const time = Math.max(1, Math.floor(now));
  const record = parseVisitorRecord(recordValue);
  if (!record) {
    const fresh = { id: newVisitorId(), first: time, previous: time, latest: time, count: 1 };
    return { record: fresh, newVisit: true };
  }
  const stamp = parseVisitTimestamp(timestampValue);
  const expired = stamp === null || time - stamp >= VISIT_TIMESTAMP_COOKIE_LIFETIME_MS;
  if (!expired) return { record, newVisit: false };
  const counted = { ...record, previous: record.latest, latest: time, count: record.count + 1 };
  return { record: counted, newVisit: true };
}

/**
 * Updates the visit cookies for a page view at `now` (SPEC §4, {@link nextVisit}) and writes
 * them with their SPEC §9 lifetimes: the record again (its 2 years start over) and the
 * timestamp set to `now` (its 30 minutes start over, so a visit lasts until 30 minutes pass
 * without a page view). Writes nothing, and answers `record: null`, unless
 * `trackingAllowed()` (consent).
 */
export function updateVisitCookies(now: number = Date.now()): VisitUpdate {
  if (!trackingAllowed()) return { record: null, newVisit: false };
  const { record, newVisit } = nextVisit(
    readCookie(COOKIES.visitor.name),
    readCookie(COOKIES.visitTimestamp.name),
    now,
  );
  writeNamedCookie('visitor', formatVisitorRecord(record));
  writeNamedCookie('visitTimestamp', String(Math.max(1, Math.floor(now))));
  return { record, newVisit };
}

/** The stored visitor record, or null when there is none or it is invalid. */
export function readVisitorRecord(): VisitorRecord | null {
  return parseVisitorRecord(readCookie(COOKIES.visitor.name));
}
