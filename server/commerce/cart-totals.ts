/**
 * The money side of a cart answer: the shipping options as they cost for this cart, the one
 * chosen, the coupons the cart holds (valid, or refused with why), the tax rules, and the totals
 * computed once, by platform/commerce/totals.ts.
 */
import { PRODUCT_TYPES } from '../../platform/constants/enums.ts';
import { formatMoney } from '../../platform/commerce/money.ts';
import { cartTotals } from '../../platform/commerce/totals.ts';
import type {
  CartCoupon,
  CartEntry,
  InvalidCoupon,
  ShippingOption,
  TaxRule,
} from '../../platform/commerce/types.ts';
import type { App } from '../app.ts';
import type { ConfiguredCoupon } from './catalogue-schema.ts';
import { siteCurrency } from './catalogue.ts';

/** What {@link cartTotalsOf} answers. */
export interface CartMoney {
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  applicableTaxRules: TaxRule[];
  validCoupons: CartCoupon[];
  invalidCoupons: InvalidCoupon[];
  requiresShipping: boolean;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCostCents: number;
  grandTotalCents: number;
}

/** The reason a code that site.json does not know is refused. */
export const UNKNOWN_COUPON = 'This code does not exist.';
/** The reason an expired code is refused. */
export const EXPIRED_COUPON = 'This code has expired.';

/** The site.json coupon of `code` (case-insensitive), if any. */
export function couponOf(app: App, code: string): ConfiguredCoupon | undefined {
  const wanted = code.trim().toUpperCase();
  return app.config.store.coupons.find((coupon) => coupon.code.toUpperCase() === wanted);
}

/** The totals of `entries` with the shipping option `shippingOptionId` and coupon `codes`. */
export function cartTotalsOf(
  app: App,
  entries: readonly CartEntry[],
  shippingOptionId: string | null,
  codes: readonly string[],
): CartMoney {
  const { store } = app.config;
  const currency = siteCurrency(app);
  const requiresShipping = entries.some((entry) => entry.productType === PRODUCT_TYPES.physical);
  const merchandiseCents = entries.reduce((sum, entry) => sum + entry.totalCents, 0);
  const shippingOptions: ShippingOption[] = requiresShipping
    ? store.shippingOptions.map(({ freeOverCents, ...option }) => ({
        ...option,
        priceCents:
          freeOverCents !== undefined && merchandiseCents >= freeOverCents ? 0 : option.priceCents,
      }))
    : [];
  const selectedShippingOption =
    shippingOptions.find((option) => option.id === shippingOptionId) ?? shippingOptions[0] ?? null;

  const invalidCoupons: InvalidCoupon[] = [];
  const candidates: ConfiguredCoupon[] = [];
  for (const code of codes) {
    const coupon = couponOf(app, code);
    if (!coupon) invalidCoupons.push({ code, reason: UNKNOWN_COUPON });
    else if (coupon.expired) invalidCoupons.push({ code: coupon.code, reason: EXPIRED_COUPON });
    else if (coupon.minimumCents !== undefined && merchandiseCents < coupon.minimumCents) {
      const minimum = formatMoney(coupon.minimumCents, currency);
      invalidCoupons.push({
        code: coupon.code,
        reason: `This code needs an order of ${minimum} or more.`,
      });
    } else candidates.push(coupon);
  }
  const applicableTaxRules = entries.length ? store.taxRules : [];
  const totals = cartTotals(
    entries.map((entry) => ({
      unitPriceCents: entry.unitPriceCents,
      quantity: entry.quantity,
      giftCard: entry.productType === PRODUCT_TYPES.giftCard,
    })),
    {
      shippingCents: selectedShippingOption?.priceCents ?? 0,
      coupons: candidates,
      taxRules: applicableTaxRules,
    },
  );
  return {
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules,
    validCoupons: candidates.map(({ code, description }) => ({ code, description })),
    invalidCoupons,
    requiresShipping,
    ...totals,
  };
}
