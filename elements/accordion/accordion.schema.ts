import * as z from 'zod/mini';

/**
 * Schema of `<sq-accordion data-block-json='…'>`. Lenient about keys it does not know (the
 * server may send more settings than this element reads: they are accepted and left out of the
 * result) but strict about the types of the ones it does.
 */
export const accordionSchema = z.object({
  /** Several items may be open at once; when false, opening one closes the others (SPEC §4). */
  allowMultipleOpen: z._default(z.boolean({ error: 'must be true or false' }), false),
  /**
   * `aria-level` of each item's heading: 2 to 6 (a page keeps its one h1). Unset, the accordion
   * takes one below the nearest heading before it, so the items fit the page's outline.
   */
  headingLevel: z.optional(
    z.literal([2, 3, 4, 5, 6], { error: 'must be a whole number from 2 to 6' }),
  ),
});

/** Settings of an accordion after the schema filled in its defaults. */
export type AccordionData = z.infer<typeof accordionSchema>;
