/**
 * The cart at log-out (SPEC §7 `cloneCart`). The cart a site user filled while signed in is the
 * account's; the browser keeps using it only as a copy:
 * - `cloneCart=true`: the signed-out visitor keeps a copy of the cart (a new cart with the same
 *   entries, shipping choice and coupons, under a new cookie), so shopping goes on;
 * - `cloneCart=false`: the browser lets the cart go (its cookie is cleared), so the next person
 *   at a shared computer starts with an empty cart.
 * The signed-in cart itself is never changed by either.
 */
import type { Exchange } from '../app.ts';
import { openCartToken } from '../commerce/cart-actions.ts';
import { CART_COOKIE, createCart, newHexId } from '../commerce/cart-store.ts';
import { clearCookie, setCookie } from '../http/cookies.ts';

const CART_COOKIE_FLAGS = { httpOnly: true, sameSite: 'Lax' } as const;

/** A copy of the open cart `token`; answers the copy's token. */
export function copyCart(ex: Exchange, token: string): string {
  const { db } = ex.app.store;
  const copy = createCart(ex.app, 'cart');
  db.transaction(() => {
    db.prepare(
      `UPDATE carts SET (shipping_option_id, coupons) =
         (SELECT shipping_option_id, coupons FROM carts WHERE token = ?) WHERE token = ?`,
    ).run(token, copy);
    const entries = db
      .prepare('SELECT product_id, sku, quantity, position FROM cart_entries WHERE cart_token = ?')
      .all(token) as { product_id: string; sku: string; quantity: number; position: number }[];
    const insert = db.prepare(
      'INSERT INTO cart_entries (id, cart_token, product_id, sku, quantity, position) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const e of entries)
      insert.run(newHexId(), copy, e.product_id, e.sku, e.quantity, e.position);
  })();
  return copy;
}

/** Gives the signed-out browser a copy of its open cart (`cloneCart`) or none. */
export function keepCartOnLogout(ex: Exchange, cloneCart: boolean): void {
  const token = openCartToken(ex);
  if (!token) return;
  if (cloneCart) setCookie(ex.res, CART_COOKIE, copyCart(ex, token), CART_COOKIE_FLAGS);
  else clearCookie(ex.res, CART_COOKIE, CART_COOKIE_FLAGS);
}
