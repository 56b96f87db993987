/**
 * Buying a cart, shared by the cart checkout (`/checkout`) and the subscription checkout
 * (`/checkout/subscribe`): finding the cart a checkout address names, and placing its order in
 * the one transaction that takes the stock.
 */
import type { ShoppingCart } from '../../platform/commerce/types.ts';
import type { Exchange } from '../app.ts';
import { clearCookie } from '../http/cookies.ts';
import {
  CART_COOKIE,
  cartOf,
  cartRow,
  type CartKind,
  OutOfStockError,
  purchaseCart,
} from './cart-store.ts';
import { sendNoCart } from './checkout-page.ts';
import { createOrder, newOrderId, type OrderData, type OrderKind } from './orders.ts';
import { lineLabel } from './orders-markup.ts';

/** The cart a checkout address names, with its token. */
export interface CheckoutCart {
  token: string;
  cart: ShoppingCart;
}

/**
 * The cart of the address's `cartToken` when it is a cart of `kind` that can still be bought;
 * otherwise answers the SPEC §5 refusal (400; 409 for a cart bought already) and returns
 * undefined.
 */
export function checkoutCart(
  ex: Exchange,
  kind: CartKind,
  pageType: number,
): CheckoutCart | undefined {
  const token = ex.url.searchParams.get('cartToken') ?? '';
  const row = token === '' ? undefined : cartRow(ex.app, token);
  const cart = row?.kind === kind ? cartOf(ex.app, token) : undefined;
  if (!cart || cart.entries.length === 0 || cart.isPurchased) {
    sendNoCart(ex, pageType, cart?.isPurchased ? 409 : 400);
    return undefined;
  }
  return { token, cart };
}

/** The sentence of a purchase that found too little stock, naming the product. */
export function outOfStockMessage(error: OutOfStockError): string {
  const { entry, available } = error;
  const label = lineLabel(entry.productName, entry.optionValues);
  const change = 'Change your cart, then place the order again.';
  return available > 0
    ? `Only ${available} of ${label} ${available === 1 ? 'is' : 'are'} left in stock, fewer than the ${entry.quantity} in your cart. ${change}`
    : `${label} sold out while you were checking out. ${change}`;
}

/**
 * Buys `token`'s cart as a new order in one transaction: `prepare` may change the cart first
 * (the shipping chosen), then the stock is taken ({@link purchaseCart}) and the order stored
 * with the data `build` makes from the cart as bought. Clears the visitor's cart cookie when it
 * held this cart. Answers the order's id, or the {@link OutOfStockError} that stopped it (then
 * nothing changed).
 */
export function placeCartOrder(
  ex: Exchange,
  order: {
    token: string;
    kind: OrderKind;
    prepare?: () => void;
    build: (cart: ShoppingCart) => OrderData;
  },
): { id: string } | { outOfStock: OutOfStockError } {
  const { app } = ex;
  const id = newOrderId();
  try {
    app.store.db.transaction(() => {
      order.prepare?.();
      const cart = cartOf(app, order.token);
      if (!cart) throw new Error('The cart went away during checkout.');
      purchaseCart(app, order.token, id);
      createOrder(app, { id, kind: order.kind, cartToken: order.token, data: order.build(cart) });
    })();
  } catch (error) {
    if (error instanceof OutOfStockError) return { outOfStock: error };
    throw error;
  }
  if (ex.cookies[CART_COOKIE] === order.token) clearCookie(ex.res, CART_COOKIE, { httpOnly: true });
  return { id };
}
