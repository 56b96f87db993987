import * as z from 'zod/mini';
import { MAX_PRODUCT_PRICE_CENTS } from '../../platform/constants/limits.ts';

/** The donate button's text when `buttonText` is not set (the checkout's own default). */
export const DEFAULT_DONATE_TEXT = 'Donate';

/** An amount in the currency's minor unit: a whole number within the SPEC §9 price maximum. */
const cents = (least: number) =>
  z
    .int({ error: 'must be a whole number of cents' })
    .check(
      z.gte(least, `must be ${least} or more`),
      z.lte(MAX_PRODUCT_PRICE_CENTS, `must be ${MAX_PRODUCT_PRICE_CENTS} or less`),
    );

/**
 * Schema of `<sq-donation data-block-json='…'>` (SPEC block type 52): which donation page the
 * gift goes to (SPEC §2 `/checkout/donate?donatePageId={id}`), the amounts offered and the
 * smallest gift, in the site currency's minor unit. Unknown keys are ignored.
 */
export const donationSchema = z.object({
  /** The donation page (site.json `store.donationPages[].id`). */
  donatePageId: z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
  /** The amounts offered as choices, in cents (whole yen for JPY). */
  suggestedAmountsCents: z._default(z.array(cents(1)), []),
  /** The smallest gift accepted as another amount, in cents. */
  minimumCents: z._default(cents(0), 0),
  /** The button's text. */
  buttonText: z._default(
    z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
    DEFAULT_DONATE_TEXT,
  ),
});

/** Settings of a donation block after the schema filled in its defaults. */
export type DonationData = z.infer<typeof donationSchema>;
