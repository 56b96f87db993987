/**
 * The words of `<sq-relative-time>`: how long ago (or how soon) a moment is, and the moment
 * itself, in a page's language. Pure functions of their inputs, so every row of the SPEC §9
 * table can be tested without a clock.
 */
import { RELATIVE_TIME_JUST_NOW_BELOW_S } from '../../platform/constants/limits.ts';

/** Under this many seconds either way, a moment is 'just now' (English) or Intl's 0 seconds ('now'). */
export const JUST_NOW_BELOW_S = 10;

/** Between {@link JUST_NOW_BELOW_S} and a minute, seconds are counted down to whole tens. */
export const SECONDS_STEP = 10;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Mean lengths of a month and a year in days (Gregorian). */
const MONTH_DAYS = 365.2425 / 12;
const YEAR_DAYS = 365.2425;

/**
 * `lang` as a locale Intl accepts, else the browser's language, else English (a page can carry
 * `lang=""` or a tag Intl refuses).
 */
export function usableLocale(lang: string | undefined): string {
  for (const candidate of [lang, globalThis.navigator?.language]) {
    if (!candidate) continue;
    try {
      return Intl.getCanonicalLocales(candidate)[0] ?? 'en';
    } catch {
      // not a language tag: try the next one
    }
  }
  return 'en';
}

/** The seconds phrase below a minute: SPEC §9's English words, Intl's in other languages. */
function secondsPhrase(seconds: number, future: boolean, locale: string): string {
  const english = new Intl.Locale(locale).language === 'en';
  if (seconds < JUST_NOW_BELOW_S) {
    return english ? 'just now' : relativeFormat(locale).format(0, 'second');
  }
  const step = Math.floor(seconds / SECONDS_STEP) * SECONDS_STEP;
  if (english) return future ? `in about ${step} seconds` : `about ${step} seconds ago`;
  return relativeFormat(locale).format(future ? step : -step, 'second');
}

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
}

/**
 * How far `date` lies from `now`, in words of `locale` (SPEC §9 relative time):
 * - under 10 s either way: 'just now';
 * - under 60 s: 'about N seconds ago' (or 'in about N seconds'), N counted down to whole tens;
 * - older or later: `Intl.RelativeTimeFormat` (numeric 'auto': 'yesterday', 'last week') in the
 *   largest unit that fits, each rounded to the nearest whole: minutes under an hour, hours
 *   under a day, days under a week, weeks under 30 days, months under a year, then years.
 * In a language other than English the seconds are Intl's words too ('il y a 20 secondes';
 * 'maintenant' for just now).
 */
export function relativePhrase(date: Date, now: number, locale: string): string {
  const difference = (date.getTime() - now) / 1000;
  const future = difference > 0;
  const seconds = Math.abs(difference);
  if (seconds < RELATIVE_TIME_JUST_NOW_BELOW_S) return secondsPhrase(seconds, future, locale);
  const sign = future ? 1 : -1;
  const format = relativeFormat(locale);
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 60) return format.format(sign * minutes, 'minute');
  const hours = Math.round(seconds / HOUR);
  if (hours < 24) return format.format(sign * hours, 'hour');
  const days = Math.round(seconds / DAY);
  if (days < 7) return format.format(sign * days, 'day');
  if (days < 30) return format.format(sign * Math.round(days / 7), 'week');
  const months = Math.round(days / MONTH_DAYS);
  if (months < 12) return format.format(sign * months, 'month');
  return format.format(sign * Math.max(1, Math.round(days / YEAR_DAYS)), 'year');
}

/** The moment itself, for assistive technology and the tooltip: long date and short time. */
export function absoluteDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/**
 * `value` as a moment, or undefined: an ISO 8601 date, or date and time, as `<time datetime>`
 * holds it (`2026-11-20`, `2026-11-20T10:00:00Z`, `2026-11-20T11:00+01:00`). A date alone is
 * midnight UTC; a date and time without offset is the visitor's local time (Date.parse). Other
 * words Date.parse might guess at ('Friday') are refused.
 */
export function parseDatetime(value: string | null | undefined): Date | undefined {
  if (
    !value ||
    !/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(
      value.trim(),
    )
  ) {
    return undefined;
  }
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}
