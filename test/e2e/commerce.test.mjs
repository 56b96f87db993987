/**
 * The demo shop end to end, as a visitor's Chromium buys from it: a variant chosen and bought
 * through the cart and the local checkout, stock going down, a sold-out choice refused, a
 * coupon, the checkout refusal without a cart, a refused step keeping what was typed, a gift
 * card, a donation, a membership, a purchase by keyboard alone, and axe in each state. Other
 * currencies: commerce-currencies.test.mjs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, openPage, useSiteAndBrowser, waitForUpgrade } from './helpers.mjs';
import { focused } from './form-helpers.mjs';

const env = useSiteAndBrowser();

/** The SPEC §5 refusal, word for word. */
const REFUSAL =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** The buyer of every order here. */
const BUYER = {
  Email: 'ada@example.com',
  'Full name': 'Ada Potter',
  'Address line 1': '1 Mill Street',
  'Town or city': 'Hudson',
  State: 'NY',
  'ZIP code': '12534',
  'Card number': '4242 4242 4242 4242',
};

/** Stock of `sku` as the store now holds it. */
const stockOf = (sku) =>
  env.site.store.db.prepare('SELECT qty_in_stock FROM product_stock WHERE sku = ?').get(sku)
    .qty_in_stock;

/** Orders of `kind` in the store, newest last. */
const ordersOf = (kind) =>
  env.site.store.db
    .prepare('SELECT * FROM orders WHERE kind = ? ORDER BY created')
    .all(kind)
    .map((row) => ({ ...row, data: JSON.parse(row.data) }));

/** Opens `path` with its store blocks upgraded. */
async function open(path, tags = ['sq-product'], options) {
  const visit = await openPage(env.browser, options);
  await visit.page.goto(`${env.site.url}${path}`);
  await waitForUpgrade(visit.page, tags);
  return visit;
}

/** Fails with the axe violations on `page`, naming `state`. */
async function assertAccessible(page, state) {
  assert.deepEqual(await axeViolations(page), [], `axe violations ${state}`);
}

/** Fills each labelled checkout field of `values` (label → value). */
async function fillFields(page, values) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** POSTs `data` as JSON to the site's API `path` from `page`, with its crumb; the response. */
async function apiPost(page, path, data) {
  await page.request.get(`${env.site.url}/api/commerce/cart`);
  const cookies = await page.context().cookies(env.site.url);
  const crumb = cookies.find((c) => c.name === 'crumb')?.value ?? '';
  return page.request.post(`${env.site.url}${path}?crumb=${encodeURIComponent(crumb)}`, { data });
}

/** The header's cart count. */
const cartCount = (page) => page.locator('[data-sq-cart-quantity]').first();

test('SPEC §3, §5: a visitor chooses a variant, buys it through the cart and checkout, and stock goes down', async () => {
  const { page, problems, close } = await open('/shop/everyday-cup');
  try {
    const product = page.locator('sq-product');
    await product.getByRole('combobox', { name: 'Glaze' }).selectOption('Celadon');
    await product.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await assertAccessible(page, 'with a variant chosen');
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await product.getByRole('status').filter({ hasText: 'added' }).waitFor();
    assert.equal(await cartCount(page).textContent(), '2');
    await assertAccessible(page, 'after adding to the cart');

    await page.getByRole('link', { name: /^Cart/ }).click();
    await waitForUpgrade(page, ['sq-cart']);
    const cart = page.locator('sq-cart');
    await cart.getByText('Glaze: Celadon').locator('visible=true').waitFor();
    assert.match(await cart.textContent(), /\$56\.00/);
    await assertAccessible(page, 'on the cart page');

    await cart.getByRole('link', { name: /checkout/i }).click();
    await page.waitForURL(/\/checkout\?cartToken=/);
    await assertAccessible(page, 'on the checkout page');
    await fillFields(page, BUYER);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/commerce\/orders\//);
    const confirmation = await page.locator('main').textContent();
    assert.match(confirmation, /Everyday cup/);
    assert.match(confirmation, /Ada Potter/);
    await assertAccessible(page, 'on the order confirmation');

    assert.equal(stockOf('SQ4810233'), 4, 'six Celadon singles less the two bought');
    const [order] = ordersOf('order');
    assert.equal(order.email, 'ada@example.com');
    await page.goto(`${env.site.url}/shop`);
    assert.equal(await cartCount(page).textContent(), '0', 'a bought cart is no longer counted');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §5: a choice that only leads to sold-out variants is disabled and cannot be added', async () => {
  const { page, close } = await open('/shop/everyday-cup');
  try {
    const product = page.locator('sq-product');
    const tenmoku = product
      .getByRole('combobox', { name: 'Glaze' })
      .locator('option', { hasText: 'Tenmoku' });
    assert.equal(await tenmoku.isDisabled(), true);
    assert.match(await tenmoku.textContent(), /sold out/i);
    await product.getByRole('combobox', { name: 'Glaze' }).selectOption('Celadon');
    const set = product
      .getByRole('combobox', { name: 'Size' })
      .locator('option', { hasText: 'Set of four' });
    assert.equal(await set.isDisabled(), true);
    // The server refuses the sold-out variant even when asked directly.
    const answer = await apiPost(page, '/api/commerce/cart/entries', {
      productId: '6a1b2c3d4e5f60718293a401',
      sku: 'SQ4810234',
      quantity: 1,
    });
    assert.equal(answer.status(), 409);
    assert.equal((await answer.json()).error, 'Sold out.');
    assert.equal(stockOf('SQ4810234'), 0);
  } finally {
    await close();
  }
});

test('SPEC §5: checkout without a cart cookie shows the refusal, word for word', async () => {
  const { page, close } = await openPage(env.browser);
  try {
    const response = await page.goto(`${env.site.url}/commerce/goto-checkout`);
    assert.equal(response.status(), 400);
    assert.match(await page.locator('main').textContent(), new RegExp(REFUSAL.replace('.', '\\.')));
    await assertAccessible(page, 'on the refusal page');
  } finally {
    await close();
  }
});

test('a coupon lowers the total; an unknown one says why; a refused checkout step keeps every value typed', async () => {
  const { page, close } = await open('/shop/sage-tumbler');
  try {
    await page.locator('sq-product').getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('sq-product').getByRole('status').filter({ hasText: 'added' }).waitFor();
    await page.goto(`${env.site.url}/cart`);
    await waitForUpgrade(page, ['sq-cart']);
    const cart = page.locator('sq-cart');
    await cart.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
    await cart.getByRole('button', { name: /apply/i }).click();
    await cart.getByText('This code does not exist.', { exact: true }).waitFor();
    await assertAccessible(page, 'with an invalid coupon');
    await cart.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await cart.getByRole('button', { name: /apply/i }).click();
    await cart.getByText('−$3.20').locator('visible=true').waitFor();

    await cart.getByRole('link', { name: /checkout/i }).click();
    await page.waitForURL(/\/checkout\?cartToken=/);
    await fillFields(page, { ...BUYER, 'ZIP code': '1253' });
    await page.getByRole('button', { name: 'Place order' }).click();
    const summary = page.getByRole('alert').or(page.locator('.sq-checkout__summary'));
    await summary.first().waitFor();
    for (const [label, value] of Object.entries({ ...BUYER, 'ZIP code': '1253' })) {
      if (label === 'Card number') continue;
      assert.equal(await page.getByLabel(label, { exact: true }).inputValue(), value, label);
    }
    assert.equal(
      await page.getByLabel('ZIP code', { exact: true }).getAttribute('aria-invalid'),
      'true',
    );
    await assertAccessible(page, 'with a refused checkout step');
    assert.equal(ordersOf('order').length <= 1, true, 'no order from the refused step');
  } finally {
    await close();
  }
});

test('SPEC §2: a gift card and a donation go through their checkouts to their confirmations', async () => {
  const { page, close } = await open('/shop/gift-card');
  try {
    const product = page.locator('sq-product');
    await product.getByRole('combobox', { name: 'Amount' }).selectOption({ label: '$50.00' });
    await product.getByRole('button', { name: 'Buy a gift card' }).click();
    await page.waitForURL(/\/checkout\/giftcard\?websiteId=.+&giftCardProductId=.+&sku=SQ4810312/);
    await fillFields(page, {
      "Recipient's name": 'Grace',
      "Recipient's email": 'grace@example.com',
      'Your email': 'ada@example.com',
      'Card number': '4242424242424242',
    });
    await page.getByRole('button', { name: /buy|pay|place/i }).click();
    await page.waitForURL(/\/commerce\/orders\//);
    assert.match(await page.locator('main').textContent(), /\$50\.00/);
    assert.equal(ordersOf('giftcard').length, 1);

    await page.goto(`${env.site.url}/donate`);
    await waitForUpgrade(page, ['sq-donation']);
    const donation = page.locator('sq-donation');
    await donation.getByRole('radio', { name: '$50.00' }).check();
    await assertAccessible(page, 'on the donation page');
    await donation.getByRole('button').click();
    await page.waitForURL(/\/checkout\/donate\?donatePageId=/);
    await fillFields(page, {
      Email: 'ada@example.com',
      'Full name': 'Ada Potter',
      'Card number': '4242 4242 4242 4242',
    });
    await page.getByRole('button', { name: 'Donate' }).click();
    await page.waitForURL(/\/commerce\/donations\//);
    assert.match(await page.locator('main').textContent(), /\$50\.00/);
    const [gift] = ordersOf('donation');
    assert.equal(gift.email, 'ada@example.com');
    await assertAccessible(page, 'on the contribution confirmation');
  } finally {
    await close();
  }
});

test('SPEC §2, §9: a membership goes to the subscription checkout and its confirmation names the plan', async () => {
  const { page, close } = await open('/members');
  try {
    const monthly = page.locator('sq-product', { hasText: 'Monthly membership' });
    await monthly.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/checkout\/subscribe\?cartToken=/);
    assert.match(await page.locator('main').textContent(), /\$145\.00 a month/);
    await fillFields(page, {
      Email: 'ada@example.com',
      'Full name': 'Ada Potter',
      'Card number': '4242 4242 4242 4242',
    });
    await page.getByRole('button', { name: /subscribe|place|pay/i }).click();
    await page.waitForURL(/\/commerce\/subscriptions\//);
    assert.match(await page.locator('main').textContent(), /\$145\.00 a month/);
    assert.equal(ordersOf('subscription').length, 1);
  } finally {
    await close();
  }
});

test('a purchase by keyboard alone: product, cart and checkout', async () => {
  const { page, close } = await open('/shop/nuka-bowl');
  try {
    const product = page.locator('sq-product');
    await product.getByRole('combobox', { name: 'Size' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).label, 'Quantity');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await product.getByRole('status').filter({ hasText: 'added' }).waitFor();
    assert.equal(await cartCount(page).textContent(), '1');

    await page.getByRole('link', { name: /^Cart/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart$/);
    await waitForUpgrade(page, ['sq-cart']);
    await page
      .locator('sq-cart')
      .getByRole('link', { name: /checkout/i })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\?cartToken=/);
    await page.getByLabel('Email', { exact: true }).focus();
    for (const [label, value] of Object.entries(BUYER)) {
      await page.getByLabel(label, { exact: true }).focus();
      await page.keyboard.type(value);
    }
    await page.getByRole('button', { name: 'Place order' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/commerce\/orders\//);
    assert.equal(stockOf('SQ4810262'), 2, 'one large nuka bowl of three bought');
  } finally {
    await close();
  }
});
