import * as z from 'zod/mini';

/** Lowest and highest `aria-level` an item heading may take (a page keeps its one h1). */
export const ACCORDION_HEADING_LEVELS = { min: 2, max: 6 } as const;

const headingLevelMessage = `must be a whole number from ${ACCORDION_HEADING_LEVELS.min} to ${ACCORDION_HEADING_LEVELS.max}`;

/**
 * Schema of `<sq-accordion data-block-json='…'>`. Lenient about keys it does not know (the
 * server may send more settings than this element reads) but strict about the types of the
 * ones it does.
 */
export const accordionSchema = z.looseObject({
  /** Several items may be open at once; when false, opening one closes the others (SPEC §4). */
  allowMultipleOpen: z._default(z.boolean({ error: 'must be true or false' }), false),
  /** `aria-level` of each item's heading, so the items fit the page's outline. */
  headingLevel: z._default(
    z
      .int({ error: headingLevelMessage })
      .check(
        z.gte(ACCORDION_HEADING_LEVELS.min, { error: headingLevelMessage }),
        z.lte(ACCORDION_HEADING_LEVELS.max, { error: headingLevelMessage }),
      ),
    3,
  ),
});

/** Settings of an accordion after the schema filled in its defaults. */
export type AccordionData = z.infer<typeof accordionSchema>;
