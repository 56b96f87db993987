/**
 * The cart API, its cookie, stock refusals, coupons, shipping and totals (SPEC §3 "Shopping
 * cart", §5 stock and the checkout refusal), the purchase of a cart, and the plain-form routes
 * that work without JavaScript.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  cartOf,
  OutOfStockError,
  purchaseCart,
  stockOf,
} from '../../server/commerce/cart-store.ts';
import {
  api,
  add,
  CUP,
  DEMO_STORE,
  postFrom,
  PRODUCTS,
  startShop,
} from './commerce-cart-helpers.mjs';
import { makeSite, start, tempDir } from './helpers.mjs';

const REFUSAL =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

let shop;
before(async () => {
  shop = await startShop();
});
after(() => shop.stop());

describe('cart API (SPEC §3 shopping cart)', () => {
  test('without a cookie the cart is empty and no cart cookie is set', async () => {
    const client = shop.client();
    const { status, body, response } = await api(client, 'GET', '/api/commerce/cart');
    assert.equal(status, 200);
    assert.equal(
      response.headers.getSetCookie().some((c) => c.startsWith('ss_cart=')),
      false,
    );
    assert.deepEqual(body.cart.entries, []);
    assert.equal(body.cart.totalQuantity, 0);
    assert.equal(body.cart.grandTotalCents, 0);
    assert.equal(body.cart.currency, 'USD');
    assert.equal(body.cart.websiteId, 'site-1');
  });

  test('adding starts the cart with an HttpOnly, SameSite=Lax ss_cart cookie; the same SKU adds to its line', async () => {
    const client = shop.client();
    const first = await add(client, PRODUCTS.cup.id, CUP.clearSingle, 2);
    assert.equal(first.status, 200);
    const cookie = first.response.headers.getSetCookie().find((c) => c.startsWith('ss_cart='));
    assert.ok(cookie, 'ss_cart is set');
    assert.match(cookie, /; Path=\//);
    assert.match(cookie, /; SameSite=Lax/);
    assert.match(cookie, /; HttpOnly/);
    const again = await add(client, PRODUCTS.cup.id, CUP.clearSingle, 1);
    assert.equal(
      again.response.headers.getSetCookie().some((c) => c.startsWith('ss_cart=')),
      false,
      'the cart exists: no new cookie',
    );
    const { cart } = again.body;
    assert.equal(cart.entries.length, 1);
    const [entry] = cart.entries;
    assert.equal(entry.quantity, 3);
    assert.equal(entry.productName, 'Everyday cup');
    assert.equal(entry.productUrl, '/shop/everyday-cup');
    assert.deepEqual(entry.optionValues, [
      { optionName: 'Glaze', value: 'Clear' },
      { optionName: 'Size', value: 'Single' },
    ]);
    assert.equal(entry.unitPriceCents, 2800);
    assert.equal(entry.totalCents, 8400);
    assert.equal(entry.maxQuantity, 9);
    assert.equal(cart.totalQuantity, 3);
    assert.equal(cart.subtotalCents, 8400);
    assert.equal(cart.subtotalAmount, '84.00');
    assert.equal(cart.requiresShipping, true);
    assert.equal(cart.hasDigital, false);
    assert.equal((await api(client, 'GET', '/api/commerce/cart')).body.cart.totalQuantity, 3);
  });

  test('a write without the crumb is refused (SPEC §7)', async () => {
    const client = shop.client();
    const response = await client.fetch('/api/commerce/cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: PRODUCTS.tumbler.id, sku: 'SQ4810241', quantity: 1 }),
    });
    assert.equal((await response.json()).crumbFail, true);
    assert.equal(client.cookies.has('ss_cart'), false);
  });

  test('stock refuses more than is left: "Only 3 left in stock." and "Sold out." (SPEC §5), the cart unchanged', async () => {
    const client = shop.client();
    assert.equal((await add(client, PRODUCTS.cup.id, CUP.clearSet, 2)).status, 200);
    const more = await add(client, PRODUCTS.cup.id, CUP.clearSet, 2);
    assert.equal(more.status, 409);
    assert.equal(more.body.error, 'Only 3 left in stock.');
    assert.equal(more.body.cart.entries[0].quantity, 2);
    const soldOut = await add(client, PRODUCTS.cup.id, CUP.celadonSet, 1);
    assert.equal(soldOut.status, 409);
    assert.equal(soldOut.body.error, 'Sold out.');
    assert.equal(soldOut.body.cart.totalQuantity, 2);
    const entryId = more.body.cart.entries[0].id;
    const put = await api(client, 'PUT', `/api/commerce/cart/entries/${entryId}`, { quantity: 4 });
    assert.equal(put.status, 409);
    assert.equal(put.body.error, 'Only 3 left in stock.');
    assert.equal(put.body.cart.entries[0].quantity, 2);
  });

  test('digital products and gift cards ignore stock (SPEC §5)', async () => {
    const client = shop.client();
    const digital = await add(client, PRODUCTS.notebook.id, PRODUCTS.notebook.id, 500);
    assert.equal(digital.status, 200);
    const gift = await add(client, PRODUCTS.giftCard.id, 'SQ4810312', 20);
    assert.equal(gift.status, 200);
    const { cart } = gift.body;
    assert.equal(cart.entries[0].unitPriceCents, 1500);
    assert.equal(cart.entries[0].maxQuantity, null);
    assert.equal(cart.hasDigital, true);
    assert.equal(cart.purelyDigital, true);
    assert.equal(cart.requiresShipping, false);
    assert.deepEqual(cart.shippingOptions, []);
    assert.equal(cart.selectedShippingOption, null);
  });

  test('an unknown product, variant or entry answers 404 with an error', async () => {
    const client = shop.client();
    const unknown = await add(client, '000000000000000000000000', 'SQ1', 1);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'This product is not in the shop.');
    const variant = await add(client, PRODUCTS.cup.id, 'SQ0000000', 1);
    assert.equal(variant.status, 404);
    assert.equal(variant.body.error, 'This product has no such choice.');
    const entry = await api(client, 'PUT', '/api/commerce/cart/entries/nope', { quantity: 1 });
    assert.equal(entry.status, 404);
    assert.equal(entry.body.error, 'This item is no longer in your cart.');
    const bad = await add(client, PRODUCTS.cup.id, CUP.clearSingle, 0);
    assert.equal(bad.status, 400);
  });

  test('PUT sets a quantity (0 removes the line); DELETE removes it', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.cup.id, CUP.clearSingle, 1);
    const { cart } = (await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 1)).body;
    const [cup, tumbler] = cart.entries;
    const put = await api(client, 'PUT', `/api/commerce/cart/entries/${cup.id}`, { quantity: 4 });
    assert.equal(put.body.cart.entries[0].quantity, 4);
    assert.equal(put.body.cart.totalQuantity, 5);
    const zero = await api(client, 'PUT', `/api/commerce/cart/entries/${cup.id}`, { quantity: 0 });
    assert.deepEqual(
      zero.body.cart.entries.map((e) => e.id),
      [tumbler.id],
    );
    const del = await api(client, 'DELETE', `/api/commerce/cart/entries/${tumbler.id}`);
    assert.equal(del.status, 200);
    assert.deepEqual(del.body.cart.entries, []);
  });
});

describe('coupons, shipping and totals (SPEC §3 shopping cart)', () => {
  test('a valid code, case-insensitive, takes its discount; unknown, expired and unmet codes land in invalidCoupons', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.cup.id, CUP.clearSingle, 1); // 28.00
    const welcome = await api(client, 'POST', '/api/commerce/cart/coupons', { code: 'welcome10' });
    assert.equal(welcome.status, 200);
    assert.deepEqual(welcome.body.cart.validCoupons, [
      { code: 'WELCOME10', description: '10% off your first order' },
    ]);
    assert.equal(welcome.body.cart.discountCents, 280);
    await api(client, 'POST', '/api/commerce/cart/coupons', { code: 'NOPE' });
    await api(client, 'POST', '/api/commerce/cart/coupons', { code: 'Summer25' });
    const { cart } = (
      await api(client, 'POST', '/api/commerce/cart/coupons', { code: 'KILNFRIEND' })
    ).body;
    assert.deepEqual(cart.invalidCoupons, [
      { code: 'NOPE', reason: 'This code does not exist.' },
      { code: 'SUMMER25', reason: 'This code has expired.' },
      { code: 'KILNFRIEND', reason: 'This code needs an order of $40.00 or more.' },
    ]);
    assert.deepEqual(cart.coupons, ['WELCOME10', 'NOPE', 'SUMMER25', 'KILNFRIEND']);

    const more = await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 1); // 28 + 32 = 60.00
    assert.deepEqual(
      more.body.cart.validCoupons.map((c) => c.code),
      ['WELCOME10', 'KILNFRIEND'],
      'the minimum is met once the order reaches $40.00',
    );
    const removed = await api(client, 'DELETE', '/api/commerce/cart/coupons/welcome10');
    assert.deepEqual(
      removed.body.cart.validCoupons.map((c) => c.code),
      ['KILNFRIEND'],
    );
    assert.equal(removed.body.cart.discountCents, 500);
  });

  test('shipping: the first option is chosen, another can be; standard is free over $150', async () => {
    const client = shop.client();
    const { cart } = (await add(client, PRODUCTS.cup.id, CUP.clearSingle, 1)).body;
    assert.deepEqual(
      cart.shippingOptions.map((o) => [o.id, o.priceCents]),
      [
        ['standard', 1200],
        ['pickup', 0],
      ],
    );
    assert.equal(cart.selectedShippingOption.id, 'standard');
    assert.equal(cart.shippingCostCents, 1200);
    const pickup = await api(client, 'PUT', '/api/commerce/cart/shipping', { optionId: 'pickup' });
    assert.equal(pickup.body.cart.selectedShippingOption.id, 'pickup');
    assert.equal(pickup.body.cart.shippingCostCents, 0);
    const unknown = await api(client, 'PUT', '/api/commerce/cart/shipping', { optionId: 'drone' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error, 'There is no such shipping option.');
    assert.equal(unknown.body.cart.selectedShippingOption.id, 'pickup');
    await api(client, 'PUT', '/api/commerce/cart/shipping', { optionId: 'standard' });
    const big = await add(client, PRODUCTS.cup.id, CUP.clearSet, 2); // 28 + 196 = 224.00
    assert.equal(big.body.cart.selectedShippingOption.id, 'standard');
    assert.equal(big.body.cart.selectedShippingOption.priceCents, 0);
    assert.equal(big.body.cart.shippingCostCents, 0);
  });

  test('totals: subtotal, discount, tax on the merchandise after discount, shipping, grand total (USD)', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.cup.id, CUP.clearSingle, 2); // 56.00
    await add(client, PRODUCTS.mug.id, 'SQ4810251', 1); // on sale: 29.00
    const { cart } = (
      await api(client, 'POST', '/api/commerce/cart/coupons', { code: 'WELCOME10' })
    ).body;
    assert.equal(cart.entries[1].unitPriceCents, 2900);
    assert.equal(cart.entries[1].regularUnitPriceCents, 3600);
    assert.equal(cart.subtotalCents, 8500);
    assert.equal(cart.subtotalAmount, '85.00');
    assert.equal(cart.discountCents, 850);
    assert.deepEqual(cart.applicableTaxRules, [{ name: 'New York sales tax', rate: 0.08 }]);
    assert.equal(cart.taxCents, 612, '8% of 76.50');
    assert.equal(cart.shippingCostCents, 1200);
    assert.equal(cart.grandTotalCents, 7650 + 612 + 1200);
  });
});

describe('subscriptions (SPEC §2 /checkout/subscribe)', () => {
  test('POST /api/commerce/subscriptions starts a cart of its own and answers its checkout address', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 1);
    const { status, body } = await api(client, 'POST', '/api/commerce/subscriptions', {
      productId: PRODUCTS.membership.id,
    });
    assert.equal(status, 200);
    const match = /^\/checkout\/subscribe\?cartToken=([^&]+)$/.exec(body.checkoutUrl);
    assert.ok(match, body.checkoutUrl);
    const token = decodeURIComponent(match[1]);
    assert.notEqual(token, client.cookies.get('ss_cart'), 'not the visitor’s cart');
    const cart = cartOf(shop.app, token);
    assert.deepEqual(
      cart.entries.map((e) => [e.productName, e.quantity, e.unitPriceCents]),
      [['Monthly membership', 1, 14500]],
    );
    const row = shop.server.store.db.prepare('SELECT kind FROM carts WHERE token = ?').get(token);
    assert.equal(row.kind, 'subscription');
    const visitor = await api(client, 'GET', '/api/commerce/cart');
    assert.deepEqual(
      visitor.body.cart.entries.map((e) => e.productName),
      ['Sage tumbler'],
    );
    const notOne = await api(client, 'POST', '/api/commerce/subscriptions', {
      productId: PRODUCTS.tumbler.id,
    });
    assert.equal(notOne.status, 400);
    const inCart = await add(client, PRODUCTS.membership.id, 'SQ4810321', 1);
    assert.equal(inCart.status, 400, 'a subscription is not added to the shopping cart');
  });
});

describe('purchaseCart', () => {
  test('decrements the stock and marks the cart purchased; the next addition starts a new cart', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 2);
    const token = client.cookies.get('ss_cart');
    const before = stockOf(shop.app, 'SQ4810241');
    purchaseCart(shop.app, token, 'order-1');
    assert.equal(stockOf(shop.app, 'SQ4810241'), before - 2);
    const cart = cartOf(shop.app, token);
    assert.equal(cart.isPurchased, true);
    assert.equal(cart.orderId, 'order-1');
    assert.throws(() => purchaseCart(shop.app, token, 'order-2'), /bought already/);
    const next = await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 1);
    assert.notEqual(client.cookies.get('ss_cart'), token);
    assert.equal(next.body.cart.totalQuantity, 1);
  });

  test('throws OutOfStockError naming the entry when the stock ran out meanwhile, changing nothing', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.cup.id, CUP.clearSingle, 1);
    await add(client, PRODUCTS.mug.id, 'SQ4810251', 3);
    const token = client.cookies.get('ss_cart');
    const { db } = shop.server.store;
    db.prepare('UPDATE product_stock SET qty_in_stock = 2 WHERE sku = ?').run('SQ4810251');
    const cupStock = stockOf(shop.app, CUP.clearSingle);
    assert.throws(
      () => purchaseCart(shop.app, token, 'order-3'),
      (error) =>
        error instanceof OutOfStockError &&
        error.entry.productName === 'Oatmeal mug' &&
        error.available === 2 &&
        error.message === 'Oatmeal mug: Only 2 left in stock.',
    );
    assert.equal(
      stockOf(shop.app, CUP.clearSingle),
      cupStock,
      'the cup’s decrement is rolled back',
    );
    assert.equal(cartOf(shop.app, token).isPurchased, false);
    db.prepare('UPDATE product_stock SET qty_in_stock = 8 WHERE sku = ?').run('SQ4810251');
  });
});

describe('/commerce/goto-checkout (SPEC §2, §5)', () => {
  test('without a cart cookie, or with an empty cart, it refuses with the SPEC sentence (400)', async () => {
    const client = shop.client();
    for (const setup of [() => {}, () => client.cookies.set('ss_cart', 'no-such-cart')]) {
      setup();
      const response = await client.fetch('/commerce/goto-checkout');
      assert.equal(response.status, 400);
      const html = await response.text();
      assert.ok(html.includes(`<p role="alert">${REFUSAL}</p>`), html);
    }
    client.cookies.clear();
    const { cart } = (await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 1)).body;
    await api(client, 'DELETE', `/api/commerce/cart/entries/${cart.entries[0].id}`);
    assert.equal((await client.fetch('/commerce/goto-checkout')).status, 400, 'an empty cart');
  });

  test('with a cart holding entries it redirects (303) to /checkout?cartToken=…', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 1);
    const response = await client.fetch('/commerce/goto-checkout');
    assert.equal(response.status, 303);
    assert.equal(
      response.headers.get('location'),
      `/checkout?cartToken=${encodeURIComponent(client.cookies.get('ss_cart'))}`,
    );
  });
});

describe('plain forms without JavaScript', () => {
  test('add by SKU or by option fields → 303 /cart; a refusal → /cart?error=… and the cart page says it', async () => {
    const client = shop.client();
    const bySku = await postFrom(client, '/commerce/cart/add', {
      productId: PRODUCTS.tumbler.id,
      sku: 'SQ4810241',
      quantity: '2',
    });
    assert.equal(bySku.status, 303);
    assert.equal(bySku.headers.get('location'), '/cart');
    assert.ok(client.cookies.has('ss_cart'));
    const byOptions = await postFrom(client, '/commerce/cart/add', {
      productId: PRODUCTS.cup.id,
      'option:Glaze': 'Clear',
      'option:Size': 'Set of four',
      quantity: '1',
    });
    assert.equal(byOptions.headers.get('location'), '/cart');
    const soldOut = await postFrom(client, '/commerce/cart/add', {
      productId: PRODUCTS.cup.id,
      'option:Glaze': 'Tenmoku',
      'option:Size': 'Single',
      quantity: '1',
    });
    assert.equal(soldOut.headers.get('location'), '/cart?error=sold-out');
    const tooMany = await postFrom(client, '/commerce/cart/add', {
      productId: PRODUCTS.cup.id,
      sku: CUP.clearSet,
      quantity: '3',
    });
    assert.equal(tooMany.headers.get('location'), '/cart?error=only-3-left');
    const page = await (await client.get('/cart?error=only-3-left')).text();
    assert.match(page, /<p class="sq-cart__error" role="alert">Only 3 left in stock\.<\/p>/);
    const { cart } = (await api(client, 'GET', '/api/commerce/cart')).body;
    assert.deepEqual(
      cart.entries.map((e) => [e.sku, e.quantity]),
      [
        ['SQ4810241', 2],
        [CUP.clearSet, 1],
      ],
    );
  });

  test('update, remove, coupon, coupon removal and shipping forms change the cart and return to /cart', async () => {
    const client = shop.client();
    await add(client, PRODUCTS.tumbler.id, 'SQ4810241', 1);
    const { cart } = (await add(client, PRODUCTS.mug.id, 'SQ4810251', 1)).body;
    const [tumbler, mug] = cart.entries;
    const steps = [
      ['/commerce/cart/update', { entryId: tumbler.id, quantity: '3' }],
      ['/commerce/cart/remove', { entryId: mug.id }],
      ['/commerce/cart/coupon', { code: 'kilnfriend' }],
      ['/commerce/cart/shipping', { optionId: 'pickup' }],
    ];
    for (const [path, fields] of steps) {
      const response = await postFrom(client, path, fields);
      assert.equal(response.status, 303, path);
      assert.equal(response.headers.get('location'), '/cart', path);
    }
    let now = (await api(client, 'GET', '/api/commerce/cart')).body.cart;
    assert.deepEqual(
      now.entries.map((e) => [e.productName, e.quantity]),
      [['Sage tumbler', 3]],
    );
    assert.deepEqual(
      now.validCoupons.map((c) => c.code),
      ['KILNFRIEND'],
    );
    assert.equal(now.selectedShippingOption.id, 'pickup');
    await postFrom(client, '/commerce/cart/coupon/remove', { code: 'KILNFRIEND' });
    now = (await api(client, 'GET', '/api/commerce/cart')).body.cart;
    assert.deepEqual(now.coupons, []);
    const unknown = await postFrom(client, '/commerce/cart/remove', { entryId: 'nope' });
    assert.equal(unknown.headers.get('location'), '/cart?error=unknown-entry');
  });

  test('a form sent from another site, or naming no origin, is refused (403) and changes nothing', async () => {
    const client = shop.client();
    const fields = new URLSearchParams({
      productId: PRODUCTS.tumbler.id,
      sku: 'SQ4810241',
      quantity: '1',
    });
    for (const headers of [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
      {},
    ]) {
      const response = await client.fetch('/commerce/cart/add', {
        method: 'POST',
        headers,
        body: fields,
      });
      assert.equal(response.status, 403, JSON.stringify(headers));
    }
    assert.equal(client.cookies.has('ss_cart'), false);
  });

  test('POST /commerce/subscribe → 303 to /checkout/subscribe?cartToken=…', async () => {
    const client = shop.client();
    const response = await postFrom(client, '/commerce/subscribe', {
      productId: PRODUCTS.membership.id,
      sku: 'SQ4810321',
    });
    assert.equal(response.status, 303);
    const location = response.headers.get('location');
    const token = decodeURIComponent(/cartToken=(.+)$/.exec(location)[1]);
    assert.equal(cartOf(shop.app, token).entries[0].productName, 'Monthly membership');
  });
});

describe('stock in the store', () => {
  test('seeded from site.json on the first start; a later start keeps it and seeds only SKUs it has not seen', async () => {
    const site = makeSite({ config: { store: DEMO_STORE } });
    const data = tempDir('sq-data-');
    const stockRows = (server) =>
      Object.fromEntries(
        server.store.db
          .prepare('SELECT sku, qty_in_stock FROM product_stock')
          .all()
          .map((row) => [row.sku, row.qty_in_stock]),
      );
    try {
      const first = await start({ site, data });
      const seeded = stockRows(first.server);
      assert.equal(seeded['SQ4810241'], 14);
      assert.equal(seeded['SQ4810301'], null, 'an unlimited variant is stored without a count');
      assert.equal(PRODUCTS.notebook.id in seeded, false, 'a digital product has no stock');
      first.server.store.db
        .prepare('UPDATE product_stock SET qty_in_stock = 5 WHERE sku = ?')
        .run('SQ4810241');
      await first.stop();

      const store = structuredClone(DEMO_STORE);
      store.products[1].variants.push({
        ...store.products[1].variants[0],
        sku: 'SQ4810242',
        qtyInStock: 7,
      });
      writeFileSync(
        join(site, 'site.json'),
        JSON.stringify({ ...JSON.parse(readFileSync(join(site, 'site.json'), 'utf8')), store }),
      );
      const second = await start({ site, data });
      const kept = stockRows(second.server);
      assert.equal(kept['SQ4810241'], 5, 'the stock the store held is kept');
      assert.equal(kept['SQ4810242'], 7, 'the new SKU is seeded');
      await second.stop();
    } finally {
      rmSync(site, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });
});
