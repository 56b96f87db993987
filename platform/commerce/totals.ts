/**
 * The one computation of a cart's money: subtotal, discount, tax, shipping and grand total, all
 * integer cents and never negative.
 *
 * - Coupons apply to the merchandise, not to gift cards (a gift card is money, not goods) nor
 *   shipping: `percentOff` of it (rounded half up), or `amountOffCents`; the discount never
 *   exceeds the merchandise.
 * - Tax: each rule's rate applies to the merchandise after the discount, rounded half up per
 *   rule (two 5 % rules on $10.50 make 53 + 53 cents); gift cards and shipping are not taxed.
 * - Rounding is half up, once per coupon and once per tax rule, never per line.
 */
import type { TaxRule } from './types.ts';

/** A cart line as the totals need it. */
export interface TotalsLine {
  unitPriceCents: number;
  quantity: number;
  /** A gift card: neither discounted nor taxed. */
  giftCard?: boolean;
}

/** A coupon that applies (already checked for expiry and its minimum). */
export interface TotalsCoupon {
  percentOff?: number;
  amountOffCents?: number;
}

/** What else the totals depend on. */
export interface TotalsOptions {
  /** The chosen shipping option's cost for this cart. */
  shippingCents: number;
  coupons: readonly TotalsCoupon[];
  taxRules: readonly TaxRule[];
}

/** The totals of a cart (SPEC §3 shopping cart fields). */
export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCostCents: number;
  grandTotalCents: number;
}

/**
 * `n` rounded half up to whole cents, never negative. `n` is first read to 12 significant digits
 * so that binary floating point does not turn a true half (200 × 0.0725 = 14.5, computed as
 * 14.499999999999998) into a round-down.
 */
const cents = (n: number) => Math.max(0, Math.floor(Number(n.toPrecision(12)) + 0.5));

/** The totals of `lines` with `options`. */
export function cartTotals(lines: readonly TotalsLine[], options: TotalsOptions): CartTotals {
  let subtotalCents = 0;
  let merchandise = 0;
  for (const line of lines) {
    const amount = Math.max(0, line.unitPriceCents) * Math.max(0, line.quantity);
    subtotalCents += amount;
    if (!line.giftCard) merchandise += amount;
  }
  let discount = 0;
  for (const coupon of options.coupons) {
    discount += coupon.percentOff
      ? cents((merchandise * coupon.percentOff) / 100)
      : cents(coupon.amountOffCents ?? 0);
  }
  const discountCents = Math.min(discount, merchandise);
  const taxable = merchandise - discountCents;
  const taxCents = options.taxRules.reduce((sum, rule) => sum + cents(taxable * rule.rate), 0);
  const shippingCostCents = cents(options.shippingCents);
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCostCents,
    grandTotalCents: subtotalCents - discountCents + taxCents + shippingCostCents,
  };
}
