/**
 * The local checkout's routes (SPEC §2 checkout routes and page types 201–206): the cart,
 * donation, subscription and gift card checkouts (each a page and its form's POST), the
 * confirmation pages, and the checkout pages' stylesheet. `/commerce/goto-checkout`, which leads
 * here, belongs to the cart's routes (server/commerce/cart-*).
 */
import type { Exchange } from '../app.ts';
import { getCheckout, postCheckout } from '../commerce/checkout-order.ts';
import { CHECKOUT_CSS_PATH, serveCheckoutCss } from '../commerce/checkout-layout.ts';
import { serveConfirmation } from '../commerce/confirmation.ts';
import { getDonate, postDonate } from '../commerce/donation-checkout.ts';
import { getGiftCard, postGiftCard } from '../commerce/giftcard-checkout.ts';
import { getSubscribe, postSubscribe } from '../commerce/subscription-checkout.ts';

/** One checkout route. */
export interface CheckoutRoute {
  method: 'GET' | 'POST';
  /** A router pattern (`:id` matches one segment). */
  path: string;
  handle: (ex: Exchange) => void | Promise<void>;
}

/** The checkout routes; each GET page's form posts to the same address. */
export const CHECKOUT_ROUTES: readonly CheckoutRoute[] = [
  { method: 'GET', path: '/checkout', handle: getCheckout },
  { method: 'POST', path: '/checkout', handle: postCheckout },
  { method: 'GET', path: '/checkout/donate', handle: getDonate },
  { method: 'POST', path: '/checkout/donate', handle: postDonate },
  { method: 'GET', path: '/checkout/subscribe', handle: getSubscribe },
  { method: 'POST', path: '/checkout/subscribe', handle: postSubscribe },
  { method: 'GET', path: '/checkout/giftcard', handle: getGiftCard },
  { method: 'POST', path: '/checkout/giftcard', handle: postGiftCard },
  { method: 'GET', path: '/commerce/orders/:id', handle: (ex) => serveConfirmation(ex, 'order') },
  {
    method: 'GET',
    path: '/commerce/donations/:id',
    handle: (ex) => serveConfirmation(ex, 'donation'),
  },
  {
    method: 'GET',
    path: '/commerce/subscriptions/:id',
    handle: (ex) => serveConfirmation(ex, 'subscription'),
  },
  { method: 'GET', path: CHECKOUT_CSS_PATH, handle: serveCheckoutCss },
];

/** Answers the checkout route `route` (register each with its own method). */
export function serveCheckout(ex: Exchange, route: CheckoutRoute): void | Promise<void> {
  return route.handle(ex);
}
