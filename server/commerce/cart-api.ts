/**
 * The cart API (JSON; writes need the crumb like every API write). Every answer is
 * `{ cart: ShoppingCart }`; a refused change answers its status (409 stock, 400 bad choice) with
 * `{ error: "<sentence>", cart }`, an unknown product, variant or entry 404 `{ error }`.
 *
 * - `GET /api/commerce/cart`: the visitor's cart, or an empty cart (no cookie is set).
 * - `POST /api/commerce/cart/entries` `{ productId, sku, quantity }`: adds; starts the cart and
 *   sets the `ss_cart` cookie (HttpOnly, SameSite=Lax, Path=/) when needed.
 * - `PUT /api/commerce/cart/entries/:entryId` `{ quantity }` (0 removes);
 *   `DELETE /api/commerce/cart/entries/:entryId`.
 * - `POST /api/commerce/cart/coupons` `{ code }`; `DELETE /api/commerce/cart/coupons/:code`.
 * - `PUT /api/commerce/cart/shipping` `{ optionId }`.
 * - `POST /api/commerce/subscriptions` `{ productId, sku? }` → `{ checkoutUrl }`.
 */
import * as z from 'zod';
import type { Exchange } from '../app.ts';
import { endpoint, type ApiResult, type Endpoint } from '../api/pipeline.ts';
import {
  addCoupon,
  addEntry,
  CartRefusal,
  chooseShipping,
  ensureCart,
  openCartToken,
  removeCoupon,
  removeEntry,
  setEntryQuantity,
  startSubscription,
} from './cart-actions.ts';
import { cartOf, emptyCart } from './cart-store.ts';

/** Largest quantity one call may ask for. */
export const MAX_LINE_QUANTITY = 9999;

/** A quantity as JSON or a form field gives it. */
const quantity = (min: number) => z.coerce.number().int().min(min).max(MAX_LINE_QUANTITY);
const text = z.string().trim().min(1).max(200);

/** The visitor's cart as it now stands. */
function currentCart(ex: Exchange) {
  const token = openCartToken(ex);
  return (token && cartOf(ex.app, token)) || emptyCart(ex.app);
}

/** Runs `change`, answering the cart, or the refusal with the cart unchanged. */
function answer(ex: Exchange, change: () => void): ApiResult {
  try {
    change();
  } catch (error) {
    if (!(error instanceof CartRefusal)) throw error;
    if (error.status === 404) return { status: 404, body: { error: error.message } };
    return { status: error.status, body: { error: error.message, cart: currentCart(ex) } };
  }
  return { body: { cart: currentCart(ex) } };
}

/** The cart API's endpoints. */
export const CART_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/api/commerce/cart',
    schema: z.object({}),
    handle: (_input, ex) => ({ body: { cart: currentCart(ex) } }),
  }),
  endpoint({
    method: 'POST',
    path: '/api/commerce/cart/entries',
    schema: z.object({ productId: text, sku: text, quantity: quantity(1).default(1) }),
    handle: ({ productId, sku, quantity: count }, ex) =>
      answer(ex, () => addEntry(ex.app, ensureCart(ex), productId, sku, count)),
  }),
  endpoint({
    method: 'PUT',
    path: '/api/commerce/cart/entries/:entryId',
    schema: z.object({ quantity: quantity(0) }),
    handle: ({ quantity: count }, ex) =>
      answer(ex, () => setEntryQuantity(ex.app, openCartToken(ex), ex.params.entryId!, count)),
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/commerce/cart/entries/:entryId',
    schema: z.object({}),
    handle: (_input, ex) =>
      answer(ex, () => removeEntry(ex.app, openCartToken(ex), ex.params.entryId!)),
  }),
  endpoint({
    method: 'POST',
    path: '/api/commerce/cart/coupons',
    schema: z.object({ code: z.string().trim().min(1).max(50) }),
    handle: ({ code }, ex) => answer(ex, () => addCoupon(ex.app, ensureCart(ex), code)),
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/commerce/cart/coupons/:code',
    schema: z.object({}),
    handle: (_input, ex) =>
      answer(ex, () => removeCoupon(ex.app, openCartToken(ex), ex.params.code!)),
  }),
  endpoint({
    method: 'PUT',
    path: '/api/commerce/cart/shipping',
    schema: z.object({ optionId: text }),
    handle: ({ optionId }, ex) =>
      answer(ex, () => chooseShipping(ex.app, ensureCart(ex), optionId)),
  }),
  endpoint({
    method: 'POST',
    path: '/api/commerce/subscriptions',
    schema: z.object({ productId: text, sku: text.optional() }),
    handle: ({ productId, sku }, ex) => {
      try {
        return { body: { checkoutUrl: startSubscription(ex.app, productId, sku) } };
      } catch (error) {
        if (!(error instanceof CartRefusal)) throw error;
        return { status: error.status, body: { error: error.message } };
      }
    },
  }),
];
