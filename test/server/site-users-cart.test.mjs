/**
 * Site users on a site with a store: the cart at log-out (SPEC §7 `cloneCart`: the signed-out
 * visitor keeps a copy of the cart, or starts with none) and the orders of the profile.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createOrder, newOrderId } from '../../server/commerce/orders.ts';
import { add, api, PRODUCTS, startShop } from './commerce-cart-helpers.mjs';

let shop;
before(async () => {
  shop = await startShop();
});
after(() => shop.stop());

const SESSION = '/api/site-users/account/session';
const XSRF = 'X-SiteUser-XSRF-Token';

/** A client logged in as the fixture's site user with 2 tumblers in its cart. */
async function shopperWithCart() {
  const client = shop.client();
  const { xsrfToken } = await (
    await client.postJson(SESSION, { email: 'visitor@example.com', password: 'secret-pass' })
  ).json();
  const tumbler = PRODUCTS.tumbler;
  assert.equal((await add(client, tumbler.id, tumbler.variants[0].sku, 2)).status, 200);
  return { client, xsrfToken, cart: client.cookies.get('ss_cart') };
}

const logOut = (client, xsrfToken, cloneCart) =>
  client.withQueryCrumb('DELETE', `${SESSION}?cloneCart=${cloneCart}`, {
    headers: { [XSRF]: xsrfToken },
  });

describe('SPEC §7: cloneCart at log-out', () => {
  test('cloneCart=true: the signed-out visitor gets a new cart holding the same entries', async () => {
    const { client, xsrfToken, cart } = await shopperWithCart();
    assert.equal((await logOut(client, xsrfToken, true)).status, 200);
    const copy = client.cookies.get('ss_cart');
    assert.ok(copy && copy !== cart, 'a new cart cookie');
    const { body } = await api(client, 'GET', '/api/commerce/cart');
    assert.equal(body.cart.totalQuantity, 2);
    assert.equal(body.cart.entries[0].productId, PRODUCTS.tumbler.id);
    const original = shop.server.store.db
      .prepare('SELECT SUM(quantity) AS n FROM cart_entries WHERE cart_token = ?')
      .get(cart);
    assert.equal(original.n, 2, 'the signed-in cart is unchanged');
  });

  test('cloneCart=false: the browser lets the cart go and starts empty', async () => {
    const { client, xsrfToken } = await shopperWithCart();
    assert.equal((await logOut(client, xsrfToken, false)).status, 200);
    assert.equal(client.cookies.has('ss_cart'), false);
    const { body } = await api(client, 'GET', '/api/commerce/cart');
    assert.equal(body.cart.totalQuantity, 0);
  });
});

describe('profile orders', () => {
  test('the orders placed with the account email (any case) are listed, newest first, totals formatted', async () => {
    const order = (email, cents) =>
      createOrder(shop.app, {
        id: newOrderId(),
        kind: 'order',
        data: {
          currency: 'USD',
          buyer: { email, name: 'Ada' },
          lines: [],
          totals: {
            subtotalCents: cents,
            discountCents: 0,
            shippingCostCents: 0,
            taxCents: 0,
            grandTotalCents: cents,
          },
          cardLast4: '4242',
        },
      });
    const first = order('Visitor@Example.com', 4200);
    order('someone@example.com', 100);
    const second = order('visitor@example.com', 123456);
    const client = shop.client();
    const { xsrfToken } = await (
      await client.postJson(SESSION, { email: 'visitor@example.com', password: 'secret-pass' })
    ).json();
    const profile = await (
      await client.fetch('/api/site-users/account/profile', { headers: { [XSRF]: xsrfToken } })
    ).json();
    assert.deepEqual(
      profile.orders.map((o) => [o.orderNumber, o.grandTotal, o.kind]),
      [
        [second.orderNumber, '$1,234.56', 'order'],
        [first.orderNumber, '$42.00', 'order'],
      ],
    );
  });
});
