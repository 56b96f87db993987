/**
 * The cart a `<sq-cart>` starts from: the server writes the visitor's cart (SPEC §3 "Shopping
 * cart") into a `<script type="application/json" data-sq-cart>` child. Checked with `zod/mini`
 * on the fields the element reads; the object is handed on as the server wrote it.
 */
import * as z from 'zod/mini';
import type { ShoppingCart } from '../../platform/commerce/types.ts';
import type { BlockCheck } from '../shared/block-data.ts';

const cents = z.int();

const cartJson = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      productName: z.string(),
      productUrl: z.string(),
      optionValues: z.array(z.object({ optionName: z.string(), value: z.string() })),
      quantity: z.int().check(z.positive()),
      maxQuantity: z.nullable(z.int()),
      unitPriceCents: cents,
      regularUnitPriceCents: z.optional(cents),
      totalCents: cents,
    }),
  ),
  shippingOptions: z.array(z.object({ id: z.string(), name: z.string(), priceCents: cents })),
  selectedShippingOption: z.nullable(z.object({ id: z.string() })),
  applicableTaxRules: z.array(z.object({ name: z.string() })),
  validCoupons: z.array(z.object({ code: z.string(), description: z.string() })),
  invalidCoupons: z.array(z.object({ code: z.string(), reason: z.string() })),
  subtotalCents: cents,
  taxCents: cents,
  shippingCostCents: cents,
  discountCents: cents,
  grandTotalCents: cents,
  totalQuantity: z.int(),
  requiresShipping: z.boolean(),
  currency: z.optional(z.string()),
});

/** Selector of the cart's JSON inside the block. */
export const CART_SCRIPT = ':scope > script[type="application/json"][data-sq-cart]';

/**
 * The cart `host` holds (its `data-sq-cart` script); `{ data: undefined }` when it holds none
 * (the element then asks the cart API), or where and why it cannot be read.
 */
export function readCart(host: Element): BlockCheck<ShoppingCart | undefined> {
  const script = host.querySelector(CART_SCRIPT);
  if (!script) return { data: undefined };
  let json: unknown;
  try {
    json = JSON.parse(script.textContent ?? '');
  } catch (error) {
    return { path: 'cart', message: (error as Error).message };
  }
  const result = z.safeParse(cartJson, json);
  if (result.success) return { data: json as ShoppingCart };
  const issue = result.error.issues[0];
  return {
    path: ['cart', ...(issue?.path ?? []).map(String)].join('.'),
    message: issue?.message ?? 'invalid',
  };
}
