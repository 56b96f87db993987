/**
 * Calendar days as `YYYY-MM-DD` text and the arithmetic of `<sq-calendar>`'s month grid: days,
 * weeks, months and years forward and back, the weeks of a month from the locale's first day of
 * the week. Days are counted in UTC, so no time zone or daylight-saving change moves them.
 */

/** A calendar day: `2026-12-05`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

const toUtc = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);
const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** The visitor's today in their own time zone. */
export function localToday(now = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The month (`2026-12`) of `date`. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** `date` moved by `days` (negative: back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return toIso(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Days in `month` (`2026-02` → 28). */
function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/**
 * The same day `months` months on (negative: back), or that month's last day when it is shorter
 * (January 31 + 1 month is February 28 or 29).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const target = toIso(first).slice(0, 7);
  return `${target}-${String(Math.min(day, daysInMonth(target))).padStart(2, '0')}`;
}

/** Day of the week of `date`, 1 (Monday) to 7 (Sunday), as `Intl.Locale` week info counts. */
const weekday = (date: IsoDate): number => toUtc(date).getUTCDay() || 7;

/** The first day of the week (1 Monday … 7 Sunday) where `locale` is spoken; Sunday if unknown. */
export function firstDayOfWeek(locale: string): number {
  try {
    const tagged = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    return (tagged.getWeekInfo?.() ?? tagged.weekInfo)?.firstDay ?? 7;
  } catch {
    return 7;
  }
}

/** The first day of the week holding `date`. */
export function startOfWeek(date: IsoDate, firstDay: number): IsoDate {
  return addDays(date, -((weekday(date) - firstDay + 7) % 7));
}

/** Rows a month grid always has, so its height never changes from month to month. */
export const GRID_WEEKS = 6;

/**
 * The weeks shown for `month`: {@link GRID_WEEKS} rows of seven days from the week holding its
 * first day, a day of another month as null.
 */
export function monthWeeks(month: string, firstDay: number): (IsoDate | null)[][] {
  let day = startOfWeek(`${month}-01`, firstDay);
  return Array.from({ length: GRID_WEEKS }, () =>
    Array.from({ length: 7 }, () => {
      const date = day;
      day = addDays(day, 1);
      return monthOf(date) === month ? date : null;
    }),
  );
}

/** The seven weekdays from `firstDay`, as dates of one sample week (for their names). */
export function weekdaySamples(firstDay: number): IsoDate[] {
  // 2024-01-01 is a Monday (weekday 1).
  return Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', firstDay - 1 + i));
}

/** Every day from `first` to `last`, both included (at most `limit`). */
export function daysBetween(first: IsoDate, last: IsoDate, limit = 366): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = first; day <= last && days.length < limit; day = addDays(day, 1)) days.push(day);
  return days;
}
