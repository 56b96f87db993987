/**
 * The full-page cart's server markup as the shared commerce design sketches it (entries table with
 * plain forms, coupon form, shipping radios, totals, Checkout link; an empty cart's message), from
 * a cart the commerce double computed, for the `<sq-cart>` tests.
 */
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { SqCart } from '../../../elements/cart/sq-cart.ts';
import type { ShoppingCart } from '../../../platform/commerce/types.ts';
import { blockFixture, type RecordedBlock } from '../shared/block-fixture.ts';
import { CUP, MUG, NOTEBOOK, startStore } from '../product/product-fixture.ts';

export const SHIPPING = [
  { id: 'standard', name: 'Standard shipping', priceCents: 1200, freeOverCents: 15000 },
  { id: 'pickup', name: 'Collect from the studio', priceCents: 0 },
];
export const TAX = [{ name: 'New York sales tax', rate: 0.08 }];
export const COUPONS = [
  { code: 'WELCOME10', description: '10% off your first order', percentOff: 10 },
  { code: 'SUMMER25', description: '25% off in the summer sale', percentOff: 25, expired: true },
];

/** Two cups (Clear, Single: 9 in stock), one mug on sale (8 in stock), one digital notebook. */
export const ENTRIES = [
  { productId: CUP.id, sku: 'SQ4810231', quantity: 2 },
  { productId: MUG.id, sku: 'SQ4810251', quantity: 1 },
  { productId: NOTEBOOK.id, sku: NOTEBOOK.id, quantity: 1 },
];

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The server's markup inside `<sq-cart>` for `cart`; `json` overrides its JSON text. */
export function cartMarkup(cart: ShoppingCart, json = JSON.stringify(cart)): string {
  const data = `<script type="application/json" data-sq-cart>${json}</script>`;
  if (cart.entries.length === 0) {
    return `${data}<div class="sq-cart sq-cart--empty"><p>Your cart is empty.</p><p><a href="/shop">Continue shopping</a></p></div>`;
  }
  const rows = cart.entries
    .map(
      (e) =>
        `<tr data-entry-id="${e.id}"><th scope="row"><a href="${e.productUrl}">${e.productName}</a></th><td>${dollars(e.unitPriceCents)}</td><td><form method="post" action="/commerce/cart/update"><input type="hidden" name="entryId" value="${e.id}"><label>Quantity <input type="number" name="quantity" value="${e.quantity}" min="0"></label><button type="submit">Update</button></form></td><td>${dollars(e.totalCents)}</td><td><form method="post" action="/commerce/cart/remove"><input type="hidden" name="entryId" value="${e.id}"><button type="submit">Remove</button></form></td></tr>`,
    )
    .join('');
  return `${data}<div class="sq-cart"><table class="sq-cart__entries"><tbody>${rows}</tbody></table><form method="post" action="/commerce/cart/coupon"><label>Coupon code <input type="text" name="code"></label><button type="submit">Apply</button></form><dl class="sq-cart__totals"><dt>Total</dt><dd>${dollars(cart.grandTotalCents)}</dd></dl><p><a href="/commerce/goto-checkout">Checkout</a></p></div>`;
}

/** A fresh store holding `entries` (the demo's shipping, tax and coupons); its cart. */
export async function storeWithCart(
  entries: object[] = ENTRIES,
  products: object[] = [CUP, MUG, NOTEBOOK],
): Promise<{ run: string; cart: ShoppingCart }> {
  const run = await startStore({
    products,
    entries,
    shippingOptions: SHIPPING,
    taxRules: TAX,
    coupons: COUPONS,
  });
  const response = await fetch('/api/commerce/cart');
  const { cart } = (await response.json()) as { cart: ShoppingCart };
  return { run, cart };
}

/** Renders `<sq-cart>` around the server markup of `cart`. */
export function renderCart(
  cart: ShoppingCart,
  options: { blockJson?: string; cartJson?: string } = {},
): Promise<RecordedBlock<SqCart>> {
  return blockFixture<SqCart>(
    html`<sq-cart id="cart" data-block-json=${options.blockJson ?? '{}'}
      >${unsafeHTML(cartMarkup(cart, options.cartJson))}</sq-cart
    >`,
  );
}
