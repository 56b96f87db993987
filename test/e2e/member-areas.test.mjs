/**
 * The demo site's members' area end to end (SPEC §2 protected content 105, member-area access
 * denied 106, membership confirmed 208; §3 block type 67; §4 analytics counting): an anonymous
 * visitor gets the access page at the protected address with its two pricing options; joins by
 * keyboard alone through the sign-up dialog and the subscription checkout; joins without
 * JavaScript through the join form; and the access page is never counted as a page view.
 */
/* global window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rowsOf, settle, waitForRows } from './analytics-helpers.mjs';
import { focused } from './form-helpers.mjs';
import {
  axeViolations,
  openPage,
  pageContext,
  useSiteAndBrowser,
  waitForStill,
  waitForUpgrade,
} from './helpers.mjs';

const env = useSiteAndBrowser();

const STUDIO = '/members/studio';
const CONFIRMED = '/member-areas/studio/confirmed';
/** The demo's two options as the access page shows them (the membership products' plans). */
const MONTHLY = { price: '$145.00 a month', join: 'Join monthly' };
const YEARLY = { price: '$1,450.00 a year', join: 'Join yearly' };
const CARD = '4242 4242 4242 4242';

/** The member area block on the page. */
const block = (page) => page.locator('sq-member-area');

/** What the visitor sees of the block: both buttons' pressed state, the price and the join button. */
const shown = (page) =>
  block(page).evaluate((area) => {
    const part = (name) => area.shadowRoot.querySelector(`[part~="${name}"]`);
    return {
      pressed: [...area.shadowRoot.querySelectorAll('[part~="option"]')].map((button) => [
        button.textContent.trim(),
        button.getAttribute('aria-pressed'),
      ]),
      price: part('price').textContent.trim(),
      join: part('join').textContent.trim(),
    };
  });

/** Records the block's `sq-pricing-option-change` details in `window.optionChanges`. */
const recordChanges = (page) =>
  block(page).evaluate((area) => {
    window.optionChanges = [];
    area.addEventListener('sq-pricing-option-change', (event) =>
      window.optionChanges.push(event.detail),
    );
  });

/** Opens the protected page as a visitor of `options`; answers the visit and the response. */
async function openStudio(options) {
  const visit = await openPage(env.browser, options);
  const response = await visit.page.goto(env.site.url + STUDIO);
  return { ...visit, response };
}

/** Memberships in the store, as `[area, option, whether an order bought it]`. */
const memberships = () =>
  env.site.store.db
    .prepare('SELECT member_area_id, pricing_option, order_id FROM memberships ORDER BY created')
    .all()
    .map((row) => [row.member_area_id, row.pricing_option, row.order_id !== null]);

/** Presses Enter on the focused link and answers the response of the page it opens. */
async function followByKeyboard(page, path) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === path && r.request().resourceType() === 'document',
    ),
    page.keyboard.press('Enter'),
  ]);
  await page.waitForURL(env.site.url + path);
  return response;
}

test('SPEC §2: an anonymous visitor opening a protected page gets the access page (403, page type 106) whose two pricing options flip pressed states and swap the price; choosing the chosen one does nothing', async () => {
  const { page, response, problems, close } = await openStudio();
  try {
    assert.equal(response?.status(), 403);
    assert.equal((await pageContext(page))?.pageType, 106);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Members only');
    assert.equal(await page.getByText('Firing dates').count(), 0, 'no protected content');
    await waitForUpgrade(page, ['sq-member-area']);
    assert.deepEqual(await shown(page), {
      pressed: [
        ['Monthly', 'true'],
        ['Yearly', 'false'],
      ],
      ...MONTHLY,
    });
    assert.ok(
      await block(page).getByRole('link', { name: 'Already a member? Log in' }).isVisible(),
    );
    assert.deepEqual(await axeViolations(page), [], 'axe on the access page');

    await recordChanges(page);
    await block(page).getByRole('button', { name: 'Yearly', exact: true }).click();
    const yearly = {
      pressed: [
        ['Monthly', 'false'],
        ['Yearly', 'true'],
      ],
      ...YEARLY,
    };
    assert.deepEqual(await shown(page), yearly);
    await block(page).getByRole('button', { name: 'Yearly', exact: true }).click();
    assert.deepEqual(await shown(page), yearly, 'choosing Yearly again changes nothing');
    assert.deepEqual(await page.evaluate(() => window.optionChanges), [
      { pricingOption: 'yearly', previousPricingOption: 'monthly' },
    ]);
    assert.deepEqual(await axeViolations(page), [], 'axe with Yearly chosen');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2: keyboard only: Yearly, Join, the sign-up dialog, the subscription checkout with the test card, membership confirmed (208), then the protected page opens (200)', async () => {
  const { page, problems, close } = await openStudio();
  const type = (text) => page.keyboard.type(text);
  const press = (key) => page.keyboard.press(key);
  try {
    await waitForUpgrade(page, ['sq-member-area']);
    await block(page).getByRole('button', { name: 'Monthly', exact: true }).focus();
    await press('Tab');
    await press('Enter');
    assert.equal((await shown(page)).price, YEARLY.price);
    await press('Tab');
    assert.equal((await focused(page)).part, 'join');
    await press('Enter');

    const dialog = page.getByRole('dialog', { name: "Join the members' studio" });
    await dialog.waitFor();
    await waitForStill(page);
    assert.ok(
      await dialog.getByRole('button', { name: 'Log in' }).isVisible(),
      'a visitor with an account can switch to logging in',
    );
    assert.deepEqual(await axeViolations(page), [], 'axe on the sign-up dialog');
    assert.equal((await focused(page)).label, 'First name');
    for (const [value, next] of [
      ['Lin', 'Last name'],
      ['Okafor', 'Email'],
      ['lin@example.com', 'Password'],
    ]) {
      await type(value);
      await press('Tab');
      assert.equal((await focused(page)).label, next);
    }
    await type('wheel-thrown-9');
    await press('Enter');

    await page.waitForURL(/\/checkout\/subscribe\?cartToken=/);
    assert.match(await page.locator('main').textContent(), /\$1,450\.00 a year/);
    await page.getByLabel('Email', { exact: true }).focus();
    for (const [value, next] of [
      ['lin@example.com', 'Full name'],
      ['Lin Okafor', 'Card number'],
    ]) {
      await type(value);
      await press('Tab');
      assert.equal((await focused(page)).label, next);
    }
    await type(CARD);
    await press('Enter');

    await page.waitForURL(env.site.url + CONFIRMED);
    assert.equal((await pageContext(page))?.pageType, 208);
    const main = await page.locator('main').textContent();
    assert.match(main, /Membership confirmed/);
    assert.match(main, /Yearly: \$1,450\.00 a year/);
    assert.match(main, /lin@example\.com/);
    assert.deepEqual(memberships(), [['studio', 'yearly', true]]);
    assert.deepEqual(await axeViolations(page), [], 'axe on the membership confirmed page');

    await page.getByRole('link', { name: 'Studio calendar' }).focus();
    const studio = await followByKeyboard(page, STUDIO);
    assert.equal(studio.status(), 200);
    assert.equal((await pageContext(page))?.pageType, 105);
    assert.ok(await page.getByRole('heading', { name: 'Firing dates' }).isVisible());
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2: without JavaScript the join form asks to log in, then joins through the checkout, and the protected page opens', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const denied = await page.goto(env.site.url + STUDIO);
    assert.equal(denied?.status(), 403);
    // The same switch without JavaScript: radio buttons, the chosen option's section shown.
    const join = page.getByRole('button', { name: YEARLY.join });
    const joinMonthly = page.getByRole('button', { name: MONTHLY.join });
    assert.deepEqual([await joinMonthly.isVisible(), await join.isVisible()], [true, false]);
    await page.getByRole('radio', { name: 'Yearly' }).check();
    assert.deepEqual([await joinMonthly.isVisible(), await join.isVisible()], [false, true]);
    assert.ok(await page.getByText(YEARLY.price).isVisible());
    await join.click();
    await page.waitForURL(`${env.site.url}/account`);

    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${env.site.url}/account`);
    await page.goto(env.site.url + STUDIO);
    await page.getByRole('radio', { name: 'Yearly' }).check();
    await join.click();

    await page.waitForURL(/\/checkout\/subscribe\?cartToken=/);
    await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
    await page.getByLabel('Full name', { exact: true }).fill('Ada Visitor');
    await page.getByLabel('Card number', { exact: true }).fill(CARD);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(env.site.url + CONFIRMED);
    assert.match(await page.locator('main').textContent(), /Yearly: \$1,450\.00 a year/);
    const studio = await page.goto(env.site.url + STUDIO);
    assert.equal(studio?.status(), 200);
    assert.ok(await page.getByRole('heading', { name: 'Firing dates' }).isVisible());
  } finally {
    await context.close();
  }
});

test('SPEC §4: the member-area access denied page (106) counts no page view, while the next page is counted', async () => {
  const { page, close } = await openPage(env.browser);
  // Page views from here on (a member opened the protected page in an earlier test).
  const since = Math.max(0, ...rowsOf(env.site.store, 'census_hits').map((row) => row.id));
  const viewsOf = (path) => (row) =>
    row.id > since &&
    row.kind === 'RecordHit' &&
    row.event === 1 &&
    new URL(row.data.url ?? '/', env.site.url).pathname === path;
  try {
    const denied = await page.goto(env.site.url + STUDIO);
    assert.equal(denied?.status(), 403);
    await settle(page);
    await page.goto(`${env.site.url}/members`);
    await settle(page);
    const members = await waitForRows(env.site.store, 'census_hits', viewsOf('/members'));
    assert.equal(members.length, 1, 'the members page is counted');
    assert.deepEqual(rowsOf(env.site.store, 'census_hits').filter(viewsOf(STUDIO)), []);
  } finally {
    await close();
  }
});
