import * as z from 'zod/mini';

/** The steps of a checkout (SPEC §2 checkout routes): the details form, the review. */
export const CHECKOUT_STEPS = ['details', 'review'] as const;

/** What is being bought: a cart's order, a donation, a subscription, a gift card. */
export const CHECKOUT_KINDS = ['order', 'donation', 'subscription', 'giftcard'] as const;

/**
 * Schema of `<sq-checkout data-block-json='…'>`, written by the site server around each
 * checkout form: which step of which checkout the form is (sent with the checkout step
 * tracking). Unknown keys are ignored.
 */
export const checkoutSchema = z.object({
  /** The step the form is. */
  step: z.literal(CHECKOUT_STEPS, { error: 'must be details or review' }),
  /** The checkout the form belongs to. */
  kind: z.literal(CHECKOUT_KINDS, { error: 'must be order, donation, subscription or giftcard' }),
});

/** Settings of a checkout form. */
export type CheckoutData = z.infer<typeof checkoutSchema>;
