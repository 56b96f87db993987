/**
 * The checkout's messages and its test payment (SPEC §2 checkout routes; SPEC is silent on the
 * wording, so these are the project's words): the site server's checkout pages answer them and
 * `<sq-checkout>` / `<sq-donation>` show the very same before anything is sent. DOM-free, so the
 * server imports it too. The required, email and length messages are the forms' own
 * (./messages.ts).
 */

/** The card number the local checkout approves (there is no payment provider). */
export const TEST_CARD = '4242 4242 4242 4242';

/** The card number the local checkout declines. */
export const DECLINED_TEST_CARD = '4000 0000 0000 0002';

/** The checkout's own messages. */
export const CHECKOUT_MESSAGES = {
  /** The declined test card. */
  cardDeclined: `The card was declined. Use the test card ${TEST_CARD}.`,
  /** Any card number but the two test cards, empty included. */
  cardUnknown: `Enter the test card number ${TEST_CARD}.`,
  /** A US zip that is not exactly 5 digits (SPEC §5). */
  zip: 'Enter a ZIP code of exactly 5 digits, such as 12534.',
  /** No shipping option chosen for a cart that needs shipping. */
  shipping: 'Choose a shipping option.',
  /** A form whose crumb was missing or stale (nothing was charged). */
  expired: 'This page had expired, so nothing was charged. Check your details and send it again.',
  /** The heading of the error summary. */
  summaryTitle: 'There is a problem',
} as const;

/** The donation messages. */
export const DONATION_MESSAGES = {
  /** Neither a suggested amount nor another amount. */
  choose: 'Choose an amount, or enter another amount.',
  /** An amount that cannot be read in the currency, `example` a valid one. */
  unreadable: (example: string) => `Enter an amount as a number, such as ${example}.`,
  /** Below the donation page's minimum. */
  minimum: (minimum: string) => `Enter an amount of ${minimum} or more.`,
  /** Above the SPEC §9 price maximum. */
  maximum: (maximum: string) => `Enter an amount of ${maximum} or less.`,
} as const;

/** The gift card messages. */
export const GIFT_CARD_MESSAGES = {
  /** No amount chosen. */
  amount: 'Choose an amount.',
} as const;

/** The label of the donation's typed amount, whose required message names it. */
export const OTHER_AMOUNT_LABEL = 'Other amount';

/** The test payment's verdict on `text`: undefined when approved, else its message. */
export function cardError(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  if (digits === TEST_CARD.replaceAll(' ', '')) return undefined;
  if (digits === DECLINED_TEST_CARD.replaceAll(' ', '')) return CHECKOUT_MESSAGES.cardDeclined;
  return CHECKOUT_MESSAGES.cardUnknown;
}
