import * as z from 'zod/mini';

/** Layouts of `<sq-summary>`: a list, a grid of cards, or the gallery's carousel. */
export const SUMMARY_DESIGNS = ['list', 'grid', 'carousel'] as const;

/** Most items a summary shows. */
export const SUMMARY_MAX_ITEMS = 30;

/**
 * `data-block-json` of `<sq-summary>` (summary v2): which collection, how it is laid out and
 * what each item shows. The site's server writes the items from these settings; unknown keys are
 * ignored.
 */
export const summarySchema = z.object({
  /** The collection summarised: its 24-hex-digit id (SPEC §3). */
  collectionId: z
    .string()
    .check(z.regex(/^[0-9a-f]{24}$/, 'must be a collection id (24 lower-case hex digits)')),
  /** `list` (default), `grid` or `carousel` (the gallery's carousel). */
  design: z._default(z.enum(SUMMARY_DESIGNS, { error: 'must be list, grid or carousel' }), 'list'),
  /** How many items, 1 to 30: a blog's newest, an events collection's next. Default 3. */
  limit: z._default(
    z.int().check(z.gte(1, 'must be 1 or more'), z.lte(SUMMARY_MAX_ITEMS, 'must be at most 30')),
    3,
  ),
  /** Each item's first picture. Default true. */
  showImage: z._default(z.boolean(), true),
  /** Each item's excerpt (list and grid). Default true. */
  showExcerpt: z._default(z.boolean(), true),
  /** A post's day, an event's start and end. Default true. */
  showDate: z._default(z.boolean(), true),
  /** Each item's tags, linked to the collection filtered by them (list and grid). Default false. */
  showTags: z._default(z.boolean(), false),
  /** A heading above the items (e.g. "From the journal"); it also names the carousel. */
  headerText: z.optional(z.string().check(z.trim())),
});

/** Valid `<sq-summary>` settings, defaults filled in. */
export type SummaryData = z.infer<typeof summarySchema>;
