import * as z from 'zod/mini';

/** The ways a product block lays out (its server markup is written for the same one). */
export const PRODUCT_LAYOUTS = ['card', 'detail', 'plan'] as const;

/**
 * Schema of `<sq-product data-block-json='…'>` (SPEC block type 43). Unknown keys are ignored.
 */
export const productSchema = z.object({
  /** The product's id (24 hexadecimal characters); the product itself is in the block's markup. */
  productId: z.string().check(z.minLength(1, 'must not be empty')),
  /**
   * `card`: a tile of a shop grid (name links to the product page; a Quick view button opens
   * the detail view in a dialog); `detail`: a product page (the name is the page's `h1`);
   * `plan`: a membership card.
   */
  layout: z._default(
    z.enum(PRODUCT_LAYOUTS, { error: 'must be one of card, detail, plan' }),
    'card',
  ),
});

/** Settings of a product block after the schema filled in its defaults. */
export type ProductData = z.infer<typeof productSchema>;
