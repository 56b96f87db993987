/**
 * The amount of a gift (SPEC §2 donate route): a suggested amount, or another amount typed in
 * the site currency, at least the donation page's minimum and at most the SPEC §9 price
 * maximum. The checks and messages are the donation checkout's own (the server refuses the
 * same amounts with the same words), so nothing reaches the checkout that it would refuse.
 */
import { formatAmount, formatMoney, parseAmount } from '../../platform/commerce/money.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { MAX_PRODUCT_PRICE_CENTS } from '../../platform/constants/limits.ts';
import { DONATION_MESSAGES, OTHER_AMOUNT_LABEL } from '../../platform/forms/checkout-messages.ts';
import { requiredMessage } from '../../platform/forms/messages.ts';
import type { DonationData } from './donation.schema.ts';

/** The choice of a typed amount (the donation checkout's radio value for it). */
export const OTHER = 'other';

/** Where an amount's problem shows: on the choice of amounts, or on the typed amount. */
export interface AmountProblem {
  field: 'amount' | 'otherAmount';
  message: string;
}

/**
 * The gift's amount in cents for `choice` (a suggested amount's cents as text, {@link OTHER},
 * or '' for none) and the typed `other` text, or its problem.
 */
export function donationAmount(
  data: Pick<DonationData, 'suggestedAmountsCents' | 'minimumCents'>,
  currency: Currency,
  choice: string,
  other: string,
): { cents: number } | AmountProblem {
  if (choice !== OTHER && choice !== '') {
    const cents = data.suggestedAmountsCents.find((amount) => String(amount) === choice);
    if (cents !== undefined) return { cents };
  }
  const text = other.trim();
  if (text === '') {
    return choice === OTHER
      ? { field: 'otherAmount', message: requiredMessage(OTHER_AMOUNT_LABEL) }
      : { field: 'amount', message: DONATION_MESSAGES.choose };
  }
  const cents = parseAmount(text, currency);
  const money = (amount: number) => formatMoney(amount, currency);
  if (cents === undefined) {
    const example = formatAmount(data.suggestedAmountsCents[0] ?? data.minimumCents, currency);
    return { field: 'otherAmount', message: DONATION_MESSAGES.unreadable(example) };
  }
  if (cents < data.minimumCents) {
    return { field: 'otherAmount', message: DONATION_MESSAGES.minimum(money(data.minimumCents)) };
  }
  if (cents > MAX_PRODUCT_PRICE_CENTS) {
    return {
      field: 'otherAmount',
      message: DONATION_MESSAGES.maximum(money(MAX_PRODUCT_PRICE_CENTS)),
    };
  }
  return { cents };
}

/** The donation checkout's address for a gift of `cents` to `donatePageId` (SPEC §2). */
export function donateUrl(donatePageId: string, cents: number): string {
  const query = new URLSearchParams({ donatePageId, amount: String(cents) });
  return `/checkout/donate?${query}`;
}
