/**
 * The visitor's cart, through the site's cart API (README "Store"): every call answers the whole
 * cart, and each change announces the new cart to the page (the header's count follows).
 *
 * A refused change (not enough stock, a sold-out variant) rejects with a `DataError` whose
 * `message` is the server's own sentence; the cart is unchanged.
 */
import { DataError, del, get, post, put } from '../http/data-client.ts';
import type { ShoppingCart } from './types.ts';

/** The cart API's base path. */
export const CART_API = '/api/commerce/cart';

/** Fired on `document` after any cart call answered: `detail` is the cart as it now stands. */
export const CART_CHANGE_EVENT = 'sq-cart-change';

/** Elements whose text is the cart's total quantity (the header's cart link holds one). */
export const CART_QUANTITY_SELECTOR = '[data-sq-cart-quantity]';

declare global {
  interface DocumentEventMap {
    [CART_CHANGE_EVENT]: CustomEvent<ShoppingCart>;
  }
}

interface CartAnswer {
  cart: ShoppingCart;
}

/** Sets every cart count on the page to `cart`'s total quantity and fires {@link CART_CHANGE_EVENT}. */
export function announceCart(cart: ShoppingCart): void {
  for (const element of document.querySelectorAll(CART_QUANTITY_SELECTOR)) {
    element.textContent = String(cart.totalQuantity);
  }
  document.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: cart }));
}

/**
 * `error` with the server's own sentence as its message: a refusal (409 `{ error, cart }`) is
 * not among the statuses whose body the data client reads out (SPEC §8), but its sentence is
 * what the visitor should read.
 */
function refusal(error: unknown): unknown {
  if (!(error instanceof DataError)) return error;
  const said = (error.body as { error?: unknown } | undefined)?.error;
  if (typeof said !== 'string' || said === error.message) return error;
  return new DataError(
    said,
    { kind: 'server', status: error.status, body: error.body, url: error.url },
    { cause: error },
  );
}

async function answered(call: Promise<CartAnswer | undefined>): Promise<ShoppingCart> {
  const answer = await call.catch((error: unknown) => {
    throw refusal(error);
  });
  if (!answer?.cart) throw new TypeError(`${CART_API} answered without a cart`);
  announceCart(answer.cart);
  return answer.cart;
}

/** The visitor's cart (an empty one when there is none yet). */
export function getCart(): Promise<ShoppingCart> {
  return answered(get<CartAnswer>(CART_API));
}

/** Adds `quantity` of the variant `sku` of `productId`. */
export function addToCart(productId: string, sku: string, quantity: number): Promise<ShoppingCart> {
  return answered(post<CartAnswer>(`${CART_API}/entries`, { data: { productId, sku, quantity } }));
}

/** Sets an entry's quantity (0 removes it). */
export function setQuantity(entryId: string, quantity: number): Promise<ShoppingCart> {
  const url = `${CART_API}/entries/${encodeURIComponent(entryId)}`;
  return answered(put<CartAnswer>(url, { data: { quantity } }));
}

/** Removes an entry. */
export function removeEntry(entryId: string): Promise<ShoppingCart> {
  return answered(del<CartAnswer>(`${CART_API}/entries/${encodeURIComponent(entryId)}`));
}

/** Applies a coupon code; an unknown or expired code comes back in `invalidCoupons`. */
export function applyCoupon(code: string): Promise<ShoppingCart> {
  return answered(post<CartAnswer>(`${CART_API}/coupons`, { data: { code } }));
}

/** Takes a coupon code off the cart. */
export function removeCoupon(code: string): Promise<ShoppingCart> {
  return answered(del<CartAnswer>(`${CART_API}/coupons/${encodeURIComponent(code)}`));
}

/** Chooses the shipping option `optionId`. */
export function selectShipping(optionId: string): Promise<ShoppingCart> {
  return answered(put<CartAnswer>(`${CART_API}/shipping`, { data: { optionId } }));
}

/**
 * Starts a subscription to `productId` (variant `sku`) in a cart of its own, and resolves with
 * the checkout address to go to (`/checkout/subscribe?cartToken=…`, SPEC §2).
 */
export async function startSubscription(productId: string, sku: string): Promise<string> {
  const answer = await post<{ checkoutUrl: string }>('/api/commerce/subscriptions', {
    data: { productId, sku },
  }).catch((error: unknown) => {
    throw refusal(error);
  });
  if (!answer?.checkoutUrl) throw new TypeError('/api/commerce/subscriptions answered no address');
  return answer.checkoutUrl;
}
