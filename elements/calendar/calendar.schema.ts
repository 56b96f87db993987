import * as z from 'zod/mini';

/**
 * `data-block-json` of `<sq-calendar>`. Unknown keys are ignored; a missing attribute is `{}`.
 * The events themselves are the server markup's (the site server writes them from the
 * collection named by `collectionId`).
 */
export const calendarSchema = z.object({
  /** The events collection (24 lower-case hex digits, SPEC §3) the server lists. */
  collectionId: z.optional(
    z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be 24 lower-case hexadecimal digits')),
  ),
  /** The month to open on (`2026-12`); by default the month of the next upcoming event. */
  month: z.optional(
    z.string().check(z.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'must be a month like 2026-12')),
  ),
});

/** Valid `<sq-calendar>` settings. */
export type CalendarData = z.infer<typeof calendarSchema>;
