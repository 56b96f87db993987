/**
 * The cart checkout through HTTP (SPEC §2 `/checkout`, page types 201 and 202; §5 US zip and the
 * checkout refusal): a cart filled through the cart API, bought with the plain form, the stock
 * taken, the order confirmed; every refusal keeps what was typed except the card number.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pageContext } from './helpers.mjs';
import {
  addToCart,
  checkoutPath,
  GOOD_ORDER,
  idOf,
  inlineErrorOf,
  orders,
  startShop,
  stockOf,
  submit,
  summaryOf,
  valueOf,
} from './commerce-checkout-helpers.mjs';

const NO_CART =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
const CUP_CLEAR_SINGLE = 'SQ4810231'; // Everyday cup, Glaze Clear, Size Single: $28.00, 9 in stock
const SERVING_BOWL = 'SQ4810281'; // Tenmoku serving bowl: $95.00, 2 in stock
const NOTEBOOK = '6a1b2c3d4e5f60718293a409'; // the glaze notebook (digital, sold under its id)

let env;
before(async () => {
  env = await startShop('USD');
});
after(() => env.stop());

describe('buying a cart (SPEC §2 checkout 201 → order confirmed 202)', () => {
  test('the checkout page lists the cart and asks for contact, address, shipping and the test card', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 2);
    const response = await client.get(checkoutPath(client));
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 201);
    assert.match(html, /<sq-checkout data-block-json='\{"step":"details","kind":"order"\}'>/);
    assert.match(
      html,
      /<form class="sq-checkout" method="post" action="\/checkout\?cartToken=[^"]+" novalidate>/,
    );
    for (const name of [
      'email',
      'name',
      'address1',
      'address2',
      'city',
      'state',
      'zip',
      'cardNumber',
    ]) {
      assert.equal(valueOf(html, name), '', `${name} starts empty`);
    }
    assert.match(
      html,
      /Everyday cup <span class="sq-order__options">Glaze: Clear, Size: Single<\/span>/,
    );
    assert.match(html, /Standard shipping, \$12\.00/);
    assert.match(html, /Collect from the studio, free/);
    assert.equal(summaryOf(html).length, 0, 'no error summary before a refusal');
  });

  test('placing the order takes the stock, stores the order, clears the cart cookie and shows it confirmed', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 2);
    const before = stockOf(env.server, CUP_CLEAR_SINGLE);
    const placed = await submit(client, checkoutPath(client), GOOD_ORDER);
    assert.equal(placed.status, 303);
    const id = idOf(placed.headers.get('location'), 'orders');
    assert.equal(
      client.cookies.has('ss_cart'),
      false,
      'the bought cart is no longer the visitor’s',
    );
    assert.equal(stockOf(env.server, CUP_CLEAR_SINGLE), before - 2);

    const order = orders(env.server).find((row) => row.id === id);
    assert.equal(order.kind, 'order');
    assert.equal(order.email, 'ada@example.com');
    assert.deepEqual(order.data.address, {
      name: 'Ada Lovelace',
      line1: '12 Kiln Street',
      line2: 'Apartment 4',
      city: 'Hudson',
      state: 'NY',
      zip: '12534',
    });
    // 2 × $28.00 = $56.00, 8 % tax $4.48, standard shipping $12.00
    assert.deepEqual(order.data.totals, {
      subtotalCents: 5600,
      discountCents: 0,
      shippingCostCents: 1200,
      taxCents: 448,
      grandTotalCents: 7248,
    });
    assert.equal(order.data.cardLast4, '4242');
    assert.equal(JSON.stringify(order).includes('4242 4242'), false, 'the card number is not kept');

    const page = await client.get(`/commerce/orders/${id}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.equal(pageContext(html).pageType, 202);
    assert.match(html, /<h1>Order confirmed<\/h1>/);
    assert.match(html, new RegExp(`<dt>Order number</dt><dd>${order.order_number}</dd>`));
    assert.match(
      html,
      /Everyday cup <span class="sq-order__options">Glaze: Clear, Size: Single<\/span>/,
    );
    assert.match(
      html,
      /<td class="sq-order__money">\$28\.00<\/td><td class="sq-order__money">2<\/td><td class="sq-order__money">\$56\.00<\/td>/,
    );
    assert.match(html, /Shipping<\/th><td class="sq-order__money">\$12\.00/);
    assert.match(html, /Tax<\/th><td class="sq-order__money">\$4\.48/);
    assert.match(html, /Total<\/th><td class="sq-order__money">\$72\.48/);
    assert.match(
      html,
      /<address>Ada Lovelace<br>12 Kiln Street<br>Apartment 4<br>Hudson, NY 12534<\/address>/,
    );
  });

  test('the shipping option chosen on the form is the one charged', async () => {
    const client = env.client();
    await addToCart(client, 'sage-tumbler', 'SQ4810241', 1);
    const placed = await submit(client, checkoutPath(client), {
      ...GOOD_ORDER,
      shippingOptionId: 'pickup',
    });
    assert.equal(placed.status, 303);
    const order = orders(env.server).find(
      (row) => row.id === idOf(placed.headers.get('location'), 'orders'),
    );
    assert.equal(order.data.shippingOption.id, 'pickup');
    assert.equal(order.data.totals.shippingCostCents, 0);
    assert.equal(order.data.totals.grandTotalCents, 3200 + 256);
  });

  test('a coupon on the cart is named beside its discount, on the checkout and the confirmation', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 2);
    const coupon = await client.postJson('/api/commerce/cart/coupons', { code: 'welcome10' });
    assert.equal(coupon.status, 200);
    const discount = /Discount \(WELCOME10\)<\/th><td class="sq-order__money">−\$5\.60<\/td>/;
    assert.match(await (await client.get(checkoutPath(client))).text(), discount);
    const placed = await submit(client, checkoutPath(client), GOOD_ORDER);
    assert.equal(placed.status, 303);
    const id = idOf(placed.headers.get('location'), 'orders');
    const order = orders(env.server).find((row) => row.id === id);
    assert.deepEqual(order.data.coupons, ['WELCOME10']);
    // $56.00 − $5.60 = $50.40; tax 8 % of that $4.03; shipping $12.00
    assert.equal(order.data.totals.grandTotalCents, 5040 + 403 + 1200);
    assert.match(await (await client.get(`/commerce/orders/${id}`)).text(), discount);
  });

  test('a purely digital cart asks for no address and no shipping', async () => {
    const client = env.client();
    await addToCart(client, 'glaze-notebook', NOTEBOOK, 1);
    const html = await (await client.get(checkoutPath(client))).text();
    assert.doesNotMatch(html, /name="zip"/);
    assert.doesNotMatch(html, /name="shippingOptionId"/);
    const placed = await submit(client, checkoutPath(client), {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      cardNumber: '4242424242424242',
    });
    assert.equal(placed.status, 303);
    const order = orders(env.server).find(
      (row) => row.id === idOf(placed.headers.get('location'), 'orders'),
    );
    assert.equal(order.data.address, undefined);
    assert.equal(order.data.totals.shippingCostCents, 0);
  });

  test('a bought cart cannot be bought twice: the refusal, no second order, the stock taken once', async () => {
    const client = env.client();
    await addToCart(client, 'nuka-bowl', 'SQ4810261', 1);
    const path = checkoutPath(client);
    const first = await submit(client, path, GOOD_ORDER);
    assert.equal(first.status, 303);
    const stock = stockOf(env.server, 'SQ4810261');
    const count = orders(env.server).length;
    const again = await submit(client, path, GOOD_ORDER);
    assert.equal(again.status, 409);
    assert.ok((await again.text()).includes(NO_CART));
    assert.equal(orders(env.server).length, count);
    assert.equal(stockOf(env.server, 'SQ4810261'), stock);
    const page = await client.get(path);
    assert.equal(page.status, 409);
    assert.ok((await page.text()).includes(NO_CART));
  });
});

describe('refused orders keep what was typed (SPEC §5 US zip; the test card)', () => {
  test('a bad zip, a bad email and a missing city: 400, the summary links each field, values kept but the card', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const stock = stockOf(env.server, CUP_CLEAR_SINGLE);
    const sent = { ...GOOD_ORDER, email: 'ada@example', city: '', zip: '1253' };
    const response = await submit(client, checkoutPath(client), sent);
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 201);
    assert.deepEqual(summaryOf(html), [
      {
        href: '#checkout-email',
        message: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      },
      { href: '#checkout-city', message: 'Town or city is required.' },
      { href: '#checkout-zip', message: 'Enter a ZIP code of exactly 5 digits, such as 12534.' },
    ]);
    assert.equal(
      inlineErrorOf(html, 'zip'),
      'Enter a ZIP code of exactly 5 digits, such as 12534.',
    );
    assert.equal(inlineErrorOf(html, 'city'), 'Town or city is required.');
    assert.equal(inlineErrorOf(html, 'name'), undefined);
    for (const name of ['email', 'name', 'address1', 'address2', 'city', 'state', 'zip']) {
      assert.equal(valueOf(html, name), sent[name], `${name} is kept`);
    }
    assert.equal(valueOf(html, 'shippingOptionId'), 'standard', 'the shipping choice is kept');
    assert.equal(valueOf(html, 'cardNumber'), '', 'the card number is never sent back');
    assert.equal(stockOf(env.server, CUP_CLEAR_SINGLE), stock, 'nothing was bought');
  });

  test('the declined test card and any other number are refused with their sentences', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const cases = [
      ['4000 0000 0000 0002', 'The card was declined. Use the test card 4242 4242 4242 4242.'],
      ['4111 1111 1111 1111', 'Enter the test card number 4242 4242 4242 4242.'],
      ['', 'Enter the test card number 4242 4242 4242 4242.'],
    ];
    for (const [cardNumber, message] of cases) {
      const response = await submit(client, checkoutPath(client), { ...GOOD_ORDER, cardNumber });
      assert.equal(response.status, 400, cardNumber);
      const html = await response.text();
      assert.deepEqual(summaryOf(html), [{ href: '#checkout-cardNumber', message }]);
      assert.equal(inlineErrorOf(html, 'cardNumber'), message);
      assert.equal(valueOf(html, 'cardNumber'), '');
      assert.equal(valueOf(html, 'email'), GOOD_ORDER.email);
    }
  });

  test('no shipping option chosen: refused on the radio group', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const { shippingOptionId: _none, ...sent } = GOOD_ORDER;
    const html = await (await submit(client, checkoutPath(client), sent)).text();
    assert.deepEqual(summaryOf(html), [
      { href: '#checkout-shippingOptionId', message: 'Choose a shipping option.' },
    ]);
    assert.equal(inlineErrorOf(html, 'shippingOptionId'), 'Choose a shipping option.');
  });

  test('stock that ran out meanwhile: 409 naming the product, values kept, nothing bought', async () => {
    const first = env.client();
    const second = env.client();
    await addToCart(first, 'tenmoku-serving-bowl', SERVING_BOWL, 2);
    await addToCart(second, 'tenmoku-serving-bowl', SERVING_BOWL, 2);
    assert.equal((await submit(first, checkoutPath(first), GOOD_ORDER)).status, 303);
    assert.equal(stockOf(env.server, SERVING_BOWL), 0);
    const count = orders(env.server).length;
    const late = { ...GOOD_ORDER, email: 'grace@example.com', name: 'Grace Hopper' };
    const response = await submit(second, checkoutPath(second), late);
    assert.equal(response.status, 409);
    const html = await response.text();
    assert.deepEqual(summaryOf(html), [
      {
        href: '/cart',
        message:
          'Tenmoku serving bowl sold out while you were checking out. Change your cart, then place the order again.',
      },
    ]);
    assert.equal(valueOf(html, 'email'), 'grace@example.com');
    assert.equal(valueOf(html, 'name'), 'Grace Hopper');
    assert.equal(valueOf(html, 'zip'), '12534');
    assert.equal(orders(env.server).length, count);
    assert.equal(stockOf(env.server, SERVING_BOWL), 0);
  });

  test('a stale crumb: 403, nothing charged, values kept', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const response = await submit(client, checkoutPath(client), GOOD_ORDER, { crumb: 'stale' });
    assert.equal(response.status, 403);
    const html = await response.text();
    assert.deepEqual(summaryOf(html), [
      {
        href: null,
        message:
          'This page had expired, so nothing was charged. Check your details and send it again.',
      },
    ]);
    assert.equal(valueOf(html, 'address1'), GOOD_ORDER.address1);
    assert.equal(client.cookies.has('ss_cart'), true, 'the cart is still the visitor’s');
  });

  test('a POST from another site, or naming none, is refused (403) and buys nothing', async () => {
    const client = env.client();
    await addToCart(client, 'everyday-cup', CUP_CLEAR_SINGLE, 1);
    const count = orders(env.server).length;
    const response = await submit(client, checkoutPath(client), GOOD_ORDER, {
      origin: 'https://elsewhere.example',
    });
    assert.equal(response.status, 403);
    const anonymous = await client.fetch(checkoutPath(client), {
      method: 'POST',
      body: new URLSearchParams({ ...GOOD_ORDER, crumb: await client.crumb() }),
    });
    assert.equal(anonymous.status, 403, 'neither Origin nor Referer: refused like the cart forms');
    assert.equal(orders(env.server).length, count);
  });
});

describe('addresses that name no cart (SPEC §5 checkout refusal)', () => {
  test('no token, an unknown token, an empty cart and a subscription cart: 400 with the SPEC sentence', async () => {
    const client = env.client();
    const subscription = await client.postJson('/api/commerce/subscriptions', {
      productId: '6a1b2c3d4e5f60718293a40a',
    });
    const { checkoutUrl } = await subscription.json();
    const token = new URL(checkoutUrl, env.url).searchParams.get('cartToken');
    const cart = await addToCart(client, 'sage-tumbler', 'SQ4810241', 1);
    const removed = await client.fetch(`/api/commerce/cart/entries/${cart.entries[0].id}`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': await client.crumb() },
    });
    assert.equal(removed.status, 200);
    const paths = [
      '/checkout',
      '/checkout?cartToken=nope',
      checkoutPath(client), // a cart emptied
      `/checkout?cartToken=${token}`, // a subscription's cart
    ];
    for (const path of paths) {
      const response = await client.get(path);
      assert.equal(response.status, 400, path);
      const html = await response.text();
      assert.ok(html.includes(NO_CART), path);
      assert.equal(pageContext(html).pageType, 201, path);
    }
    const post = await submit(client, '/checkout?cartToken=nope', GOOD_ORDER);
    assert.equal(post.status, 400);
  });

  test('an unknown order id is the not-found page (404)', async () => {
    const response = await env.client().get('/commerce/orders/no-such-order');
    assert.equal(response.status, 404);
    assert.equal(pageContext(await response.text()).pageType, 100);
  });
});
