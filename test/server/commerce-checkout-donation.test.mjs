/**
 * The donation checkout through HTTP (SPEC §2 `/checkout/donate?donatePageId=…`, page types 203
 * and 204): a suggested or typed amount in the site currency, the page's minimum, the gift
 * stored and confirmed; refusals keep what was typed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pageContext } from './helpers.mjs';
import {
  idOf,
  inlineErrorOf,
  orders,
  startShop,
  STORE,
  submit,
  summaryOf,
  valueOf,
} from './commerce-checkout-helpers.mjs';

const PAGE = STORE.donationPages[0]; // suggested $25, $50, $100; minimum $5.00
const PATH = `/checkout/donate?donatePageId=${PAGE.id}`;
const DONOR = { name: 'Ada Lovelace', email: 'ada@example.com', cardNumber: '4242 4242 4242 4242' };

let env;
before(async () => {
  env = await startShop('USD');
});
after(() => env.stop());

describe('giving (SPEC §2 donate 203 → contribution confirmed 204)', () => {
  test('the page offers the suggested amounts and another amount, on the donate page type', async () => {
    const response = await env.client().get(PATH);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.equal(pageContext(html).pageType, 203);
    assert.match(html, /<h1>The community kiln fund<\/h1>/);
    assert.match(html, /<sq-checkout data-block-json='\{"step":"details","kind":"donation"\}'>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*name="amount" value="([^"]*)"/g)];
    assert.deepEqual(
      radios.map(([, value]) => value),
      ['2500', '5000', '10000', 'other'],
    );
    for (const label of ['$25.00', '$50.00', '$100.00', 'Another amount']) {
      assert.ok(html.includes(`>${label}</label>`), label);
    }
    assert.equal(valueOf(html, 'amount'), undefined, 'nothing chosen yet');
  });

  test('the address’s amount chooses its suggestion, or fills the other amount', async () => {
    const client = env.client();
    const suggested = await (await client.get(`${PATH}&amount=5000`)).text();
    assert.equal(valueOf(suggested, 'amount'), '5000');
    assert.equal(valueOf(suggested, 'otherAmount'), '');
    const other = await (await client.get(`${PATH}&amount=7550`)).text();
    assert.equal(valueOf(other, 'amount'), 'other');
    assert.equal(valueOf(other, 'otherAmount'), '75.50');
  });

  test('a suggested amount: 303 to the confirmation, which shows the gift and its number', async () => {
    const client = env.client();
    const placed = await submit(client, PATH, { ...DONOR, amount: '2500' });
    assert.equal(placed.status, 303);
    const id = idOf(placed.headers.get('location'), 'donations');
    const order = orders(env.server).find((row) => row.id === id);
    assert.equal(order.kind, 'donation');
    assert.equal(order.data.totals.grandTotalCents, 2500);
    assert.deepEqual(order.data.donation, { pageId: PAGE.id, title: PAGE.title });

    const page = await client.get(`/commerce/donations/${id}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.equal(pageContext(html).pageType, 204);
    assert.match(
      html,
      /Thank you, Ada Lovelace\. Your gift to The community kiln fund is confirmed\./,
    );
    assert.match(html, new RegExp(`<dt>Order number</dt><dd>${order.order_number}</dd>`));
    assert.match(html, /Total<\/th><td class="sq-order__money">\$25\.00/);
    assert.doesNotMatch(html, /Subtotal/, 'a gift alone has no subtotal');
    assert.equal((await client.get(`/commerce/orders/${id}`)).status, 404, 'not an order');
  });

  test('another amount typed in the currency is taken as typed', async () => {
    const placed = await submit(env.client(), PATH, {
      ...DONOR,
      amount: 'other',
      otherAmount: '12.34',
    });
    assert.equal(placed.status, 303);
    const id = idOf(placed.headers.get('location'), 'donations');
    assert.equal(orders(env.server).find((row) => row.id === id).data.totals.grandTotalCents, 1234);
  });
});

describe('refused gifts keep what was typed', () => {
  test('below the page’s minimum: 400 with the minimum in the currency', async () => {
    const count = orders(env.server).length;
    const response = await submit(env.client(), PATH, {
      ...DONOR,
      amount: 'other',
      otherAmount: '4.99',
    });
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.deepEqual(summaryOf(html), [
      { href: '#checkout-otherAmount', message: 'Enter an amount of $5.00 or more.' },
    ]);
    assert.equal(inlineErrorOf(html, 'otherAmount'), 'Enter an amount of $5.00 or more.');
    assert.equal(valueOf(html, 'amount'), 'other');
    assert.equal(valueOf(html, 'otherAmount'), '4.99');
    assert.equal(valueOf(html, 'name'), DONOR.name);
    assert.equal(valueOf(html, 'email'), DONOR.email);
    assert.equal(valueOf(html, 'cardNumber'), '');
    assert.equal(orders(env.server).length, count);
  });

  test('the minimum itself is accepted', async () => {
    const placed = await submit(env.client(), PATH, {
      ...DONOR,
      amount: 'other',
      otherAmount: '5',
    });
    assert.equal(placed.status, 303);
  });

  test('no amount, an unreadable amount, a missing name and the declined card: each named', async () => {
    const none = await (await submit(env.client(), PATH, { ...DONOR, name: '' })).text();
    assert.deepEqual(summaryOf(none), [
      { href: '#checkout-amount', message: 'Choose an amount, or enter another amount.' },
      { href: '#checkout-name', message: 'Full name is required.' },
    ]);
    assert.equal(inlineErrorOf(none, 'amount'), 'Choose an amount, or enter another amount.');

    const unreadable = await (
      await submit(env.client(), PATH, { ...DONOR, amount: 'other', otherAmount: 'lots' })
    ).text();
    assert.equal(
      inlineErrorOf(unreadable, 'otherAmount'),
      'Enter an amount as a number, such as 25.00.',
    );
    assert.equal(valueOf(unreadable, 'otherAmount'), 'lots');

    const declined = await submit(env.client(), PATH, {
      ...DONOR,
      amount: '5000',
      cardNumber: '4000 0000 0000 0002',
    });
    assert.equal(declined.status, 400);
    const html = await declined.text();
    assert.equal(
      inlineErrorOf(html, 'cardNumber'),
      'The card was declined. Use the test card 4242 4242 4242 4242.',
    );
    assert.equal(valueOf(html, 'amount'), '5000');
  });
});

describe('addresses that name no donation page', () => {
  test('an unknown page is the not-found page (404); a missing one is 400', async () => {
    const client = env.client();
    const unknown = await client.get('/checkout/donate?donatePageId=ffffffffffffffffffffffff');
    assert.equal(unknown.status, 404);
    assert.equal((await client.get('/checkout/donate')).status, 400);
    assert.equal((await client.get('/commerce/donations/no-such-gift')).status, 404);
  });
});

describe('in yen (SPEC §3 JPY has no fraction digits)', () => {
  let yen;
  before(async () => {
    yen = await startShop('JPY');
  });
  after(() => yen.stop());

  test('amounts read and print without decimals; the minimum is in yen', async () => {
    const html = await (await yen.client().get(PATH)).text();
    assert.ok(html.includes('>¥2,500</label>'));
    const low = await (
      await submit(yen.client(), PATH, { ...DONOR, amount: 'other', otherAmount: '499' })
    ).text();
    assert.equal(inlineErrorOf(low, 'otherAmount'), 'Enter an amount of ¥500 or more.');
    const client = yen.client();
    const placed = await submit(client, PATH, { ...DONOR, amount: 'other', otherAmount: '1,500' });
    assert.equal(placed.status, 303);
    const page = await (await client.get(placed.headers.get('location'))).text();
    assert.match(page, /Total<\/th><td class="sq-order__money">¥1,500<\/td>/);
    assert.doesNotMatch(page, /¥[\d,]+\.\d/);
  });
});
