import * as z from 'zod/mini';

/**
 * Schema of `<sq-cart data-block-json='…'>` (the full-page cart, page types 200 and 205). The cart
 * has no settings of its own: the server writes `{}`, and unknown keys are ignored. The cart
 * itself comes with the markup (see cart-data.ts).
 */
export const cartSchema = z.object({});

/** Settings of a cart block. */
export type CartData = z.infer<typeof cartSchema>;
