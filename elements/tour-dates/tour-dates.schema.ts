import * as z from 'zod/mini';

/** `YYYY-MM-DD` naming a real calendar day (`2026-02-30` is refused). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `text` is an absolute http(s) address. */
function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/** One date of the tour: the day, where, and how to get in. */
const tourDateSchema = z.object({
  /** The day, `YYYY-MM-DD` (the venue's own calendar day: no time, no zone). */
  date: z.string().check(z.refine(isCalendarDate, 'must be a date like 2026-12-12')),
  /** The venue's name. */
  venue: text,
  /** Where the venue is (e.g. "Hudson, NY"). */
  city: text,
  /** Where tickets are sold: an http(s) address. */
  ticketUrl: z.optional(z.string().check(z.refine(isHttpUrl, 'must be an http(s) address'))),
  /** No tickets left: "Sold out" shows instead of the tickets link. */
  soldOut: z._default(z.boolean(), false),
});

/** One date of `<sq-tour-dates>`. */
export type TourDate = z.infer<typeof tourDateSchema>;

/**
 * `data-block-json` of `<sq-tour-dates>`: the dates (any order) and whether past ones show.
 * Unknown keys are ignored.
 */
export const tourDatesSchema = z.object({
  dates: z._default(z.array(tourDateSchema), []),
  /** Past dates show too (after the upcoming ones' day has passed). Default false. */
  showPast: z._default(z.boolean(), false),
  /** The list's name for assistive technology (e.g. "Craft fairs and markets"). */
  label: z.optional(text),
});

/** Valid `<sq-tour-dates>` settings, defaults filled in. */
export type TourDatesData = z.infer<typeof tourDatesSchema>;
