/**
 * The subscription and gift card checkouts through HTTP (SPEC §2 `/checkout/subscribe?cartToken=…`
 * → subscription confirmed 206, `/checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…]` →
 * order confirmed 202; §9 subscription text), and JPY totals without decimals (SPEC §3).
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
  PRODUCTS,
  startShop,
  submit,
  summaryOf,
  valueOf,
} from './commerce-checkout-helpers.mjs';

const NO_CART =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
const MONTHLY = PRODUCTS['monthly-membership'];
const GIFT = PRODUCTS['gift-card'];
const GIFT_PATH = `/checkout/giftcard?websiteId=site-1&giftCardProductId=${GIFT.id}`;
const BUYER = { email: 'ada@example.com', name: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242' };

let env;
before(async () => {
  env = await startShop('USD');
});
after(() => env.stop());

/** Starts a subscription to `product` through the API; answers its checkout address. */
async function subscribe(client, product = MONTHLY) {
  const response = await client.postJson('/api/commerce/subscriptions', { productId: product.id });
  assert.equal(response.status, 200);
  return (await response.json()).checkoutUrl;
}

describe('subscribing (SPEC §2 checkout 201 → subscription confirmed 206, §9 plan text)', () => {
  test('the page shows the plan in words and asks for email, name and the test card', async () => {
    const client = env.client();
    const response = await client.get(await subscribe(client));
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 201);
    assert.match(
      html,
      /<sq-checkout data-block-json='\{"step":"details","kind":"subscription"\}'>/,
    );
    assert.match(html, /<p class="sq-checkout__plan">\$145\.00[^<]*month/i);
    for (const name of ['email', 'name', 'cardNumber']) assert.equal(valueOf(html, name), '');
    assert.doesNotMatch(html, /name="zip"/, 'a membership is not shipped');
  });

  test('subscribing stores it and shows it confirmed with its plan; the token is then spent', async () => {
    const client = env.client();
    const path = await subscribe(client);
    const plan = /<p class="sq-checkout__plan">([^<]*)<\/p>/.exec(
      await (await client.get(path)).text(),
    )[1];
    const placed = await submit(client, path, BUYER);
    assert.equal(placed.status, 303);
    const id = idOf(placed.headers.get('location'), 'subscriptions');
    const order = orders(env.server).find((row) => row.id === id);
    assert.equal(order.kind, 'subscription');
    assert.equal(order.data.planText, plan);

    const page = await client.get(`/commerce/subscriptions/${id}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.equal(pageContext(html).pageType, 206);
    assert.match(html, /<h1>Subscription confirmed<\/h1>/);
    assert.ok(html.includes(`<dt>Plan</dt><dd>${plan}</dd>`));
    assert.match(html, /Monthly membership/);

    const again = await submit(client, path, BUYER);
    assert.equal(again.status, 409);
    assert.ok((await again.text()).includes(NO_CART));
    assert.equal(orders(env.server).filter((row) => row.cart_token === order.cart_token).length, 1);
  });

  test('a refused subscription keeps the values but the card', async () => {
    const client = env.client();
    const path = await subscribe(client);
    const response = await submit(client, path, {
      ...BUYER,
      email: 'not an email',
      cardNumber: '1234',
    });
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.deepEqual(summaryOf(html), [
      {
        href: '#checkout-email',
        message: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      },
      { href: '#checkout-cardNumber', message: 'Enter the test card number 4242 4242 4242 4242.' },
    ]);
    assert.equal(valueOf(html, 'email'), 'not an email');
    assert.equal(valueOf(html, 'name'), BUYER.name);
    assert.equal(valueOf(html, 'cardNumber'), '');
  });

  test('a shopping cart’s token or an unknown one is refused', async () => {
    const client = env.client();
    await addToCart(client, 'sage-tumbler', 'SQ4810241', 1);
    const token = client.cookies.get('ss_cart');
    for (const path of [
      `/checkout/subscribe?cartToken=${token}`,
      '/checkout/subscribe?cartToken=x',
    ]) {
      const response = await client.get(path);
      assert.equal(response.status, 400, path);
      assert.ok((await response.text()).includes(NO_CART), path);
    }
    assert.equal((await client.get('/commerce/subscriptions/unknown')).status, 404);
  });
});

describe('buying a gift card (SPEC §2 gift card checkout → order confirmed 202)', () => {
  test('the address’s sku chooses the amount', async () => {
    const response = await env.client().get(`${GIFT_PATH}&sku=SQ4810312`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 201);
    assert.match(html, /<sq-checkout data-block-json='\{"step":"details","kind":"giftcard"\}'>/);
    assert.equal(valueOf(html, 'sku'), 'SQ4810312');
    for (const label of ['$25.00', '$50.00', '$100.00', '$250.00']) {
      assert.ok(html.includes(`>${label}</label>`), label);
    }
  });

  test('buying one stores the recipient and shows the order confirmed, untaxed and unshipped', async () => {
    const client = env.client();
    const sent = {
      sku: 'SQ4810312',
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      message: 'Happy birthday!\nSee you at the wheel.',
      email: 'ada@example.com',
      cardNumber: '4242 4242 4242 4242',
    };
    const placed = await submit(client, GIFT_PATH, sent);
    assert.equal(placed.status, 303);
    const id = idOf(placed.headers.get('location'), 'orders');
    const order = orders(env.server).find((row) => row.id === id);
    assert.equal(order.kind, 'giftcard');
    assert.deepEqual(order.data.giftCard, {
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      message: 'Happy birthday!\nSee you at the wheel.',
    });
    assert.equal(order.data.totals.grandTotalCents, 5000);
    assert.equal(order.data.totals.taxCents, 0);

    const html = await (await client.get(`/commerce/orders/${id}`)).text();
    assert.equal(pageContext(html).pageType, 202);
    assert.match(html, /<dt>Gift card for<\/dt><dd>Grace Hopper \(grace@example\.com\)<\/dd>/);
    assert.match(html, /Total<\/th><td class="sq-order__money">\$50\.00/);
    assert.doesNotMatch(html, /<address>/);
  });

  test('a refused gift card keeps the message and recipient; no amount is named', async () => {
    const sent = {
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@',
      message: 'Enjoy <the> "clay" & more',
      email: 'ada@example.com',
      cardNumber: '4242 4242 4242 4242',
    };
    const response = await submit(env.client(), GIFT_PATH, sent);
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.deepEqual(
      summaryOf(html).map((problem) => problem.href),
      ['#checkout-sku', '#checkout-recipientEmail'],
    );
    assert.equal(inlineErrorOf(html, 'sku'), 'Choose an amount.');
    assert.equal(valueOf(html, 'message'), sent.message);
    assert.equal(valueOf(html, 'recipientEmail'), 'grace@');
    assert.equal(valueOf(html, 'cardNumber'), '');
  });

  test('an amount that is not one of the card’s is refused', async () => {
    const response = await submit(env.client(), GIFT_PATH, {
      sku: 'SQ4810241',
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      email: 'ada@example.com',
      cardNumber: '4242 4242 4242 4242',
    });
    assert.equal(response.status, 400);
    assert.equal(inlineErrorOf(await response.text(), 'sku'), 'Choose one of the listed options.');
  });

  test('missing parameters answer 400; another site or a product that is no gift card, 404', async () => {
    const client = env.client();
    const missing = await client.get('/checkout/giftcard?websiteId=site-1');
    assert.equal(missing.status, 400);
    assert.match(await missing.text(), /giftCardProductId/);
    const otherSite = `/checkout/giftcard?websiteId=other&giftCardProductId=${GIFT.id}`;
    assert.equal((await client.get(otherSite)).status, 404);
    const mug = `/checkout/giftcard?websiteId=site-1&giftCardProductId=${PRODUCTS['oatmeal-mug'].id}`;
    assert.equal((await client.get(mug)).status, 404);
  });
});

describe('in yen (SPEC §3: JPY has no fraction digits)', () => {
  let yen;
  before(async () => {
    yen = await startShop('JPY');
  });
  after(() => yen.stop());

  test('the checkout and the confirmation print whole yen', async () => {
    const client = yen.client();
    await addToCart(client, 'sage-tumbler', 'SQ4810241', 2); // 2 × 3200 = ¥6,400; tax 8 % ¥512
    const html = await (await client.get(checkoutPath(client))).text();
    assert.match(html, /<td class="sq-order__money">¥3,200<\/td>/);
    assert.doesNotMatch(html, /¥[\d,]+\.\d/);
    const placed = await submit(client, checkoutPath(client), {
      ...GOOD_ORDER,
      shippingOptionId: 'pickup',
    });
    assert.equal(placed.status, 303);
    const page = await (await client.get(placed.headers.get('location'))).text();
    assert.match(page, /Subtotal<\/th><td class="sq-order__money">¥6,400<\/td>/);
    assert.match(page, /Tax<\/th><td class="sq-order__money">¥512<\/td>/);
    assert.match(page, /Total<\/th><td class="sq-order__money">¥6,912<\/td>/);
    assert.doesNotMatch(page, /¥[\d,]+\.\d/);
  });
});
