/**
 * Visitors, owners and viewers on the demo site end to end: the page context the server fills
 * from the session, signing in with a password at /config/, the owner redirect, the logout notice, and calls from the page (a tracking
 * event, the system error overlay's network-error event) that land in the store.
 */
/* global document, innerHeight, location, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  axeViolations,
  DEMO_SITE,
  openPage,
  pageContext,
  runtimeContext,
  RUNTIME_KEY,
  useSiteAndBrowser,
  waitForStill,
} from './helpers.mjs';
import { eventPayload, waitForRows } from './analytics-helpers.mjs';

const { accounts } = JSON.parse(readFileSync(join(DEMO_SITE, 'site.json'), 'utf8'));

const env = useSiteAndBrowser();

/** The development sign-in route, coming back to `path`. */
const signIn = (as, path) =>
  `${env.site.url}/__dev/sign-in?as=${as}&return=${encodeURIComponent(path)}`;

test('SPEC §3: an anonymous visitor’s page context has no account and no roles', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/contact`);
    const context = await pageContext(page);
    assert.equal(context.authenticatedAccount, undefined);
    assert.equal(context.websiteRoles, undefined);
    assert.equal(context.website.id, '5f0c1a2b3c4d5e6f7a8b9c0d');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §3, §6: a signed-in owner gets authenticatedAccount and websiteRoles in sq-context', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(signIn('owner', '/contact?noredirect'));
    assert.equal(new URL(page.url()).pathname, '/contact');
    const context = await pageContext(page);
    assert.deepEqual(context.authenticatedAccount, { id: accounts.owner.id });
    assert.deepEqual(context.websiteRoles, { 1: true });
    await page.waitForFunction((key) => window[Symbol.for(key)], 'sq-elements.runtime');
    const read = await runtimeContext(page);
    assert.equal(read.authenticatedAccount.id, accounts.owner.id, 'the runtime read the owner');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2: a signed-in owner without noredirect is sent to /config/?frameUrl=…', async () => {
  const { page, close } = await openPage(env.browser);
  try {
    await page.goto(signIn('owner', '/gallery?view=grid'));
    await page.waitForURL((url) => url.pathname === '/config/');
    const frameUrl = new URL(page.url()).searchParams.get('frameUrl');
    assert.equal(frameUrl, '/gallery?view=grid');
  } finally {
    await close();
  }
});

test('SPEC §2, §6: the owner signs in at /config/ with the site.json email and password; a wrong password is announced; axe passes', async () => {
  const { page, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/config/?frameUrl=${encodeURIComponent('/gallery?view=grid')}`);
    await page.getByRole('heading', { name: 'Sign in to edit the site' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'the sign-in form');

    await page.getByLabel('Email').fill(accounts.owner.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByLabel('Password').press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal(
      (await alert.textContent()).trim(),
      'That email and password do not match an account of this site.',
    );
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'sign-in-error');
    assert.equal(await page.getByLabel('Email').inputValue(), accounts.owner.email);
    assert.equal(await page.getByLabel('Password').getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await axeViolations(page), [], 'the form with its error');

    await page.getByLabel('Password').fill(accounts.owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/config/' && url.search !== '');
    assert.equal(new URL(page.url()).searchParams.get('frameUrl'), '/gallery?view=grid');
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'sq-session');
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Strict');
    const lastSite = cookies.find((cookie) => cookie.name === 'ss_lastsite');
    assert.equal(lastSite.value, 'sq-demo');
    assert.equal(lastSite.httpOnly, false);
    await page.goto(`${env.site.url}/contact?noredirect`);
    assert.deepEqual((await pageContext(page)).authenticatedAccount, { id: accounts.owner.id });
  } finally {
    await close();
  }
});

test('SPEC §2: noredirect is remembered for the session: the next page keeps the owner', async () => {
  const { page, close } = await openPage(env.browser);
  try {
    await page.goto(signIn('owner', '/?noredirect'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await page.waitForURL(`${env.site.url}/shop`);
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/shop');
  } finally {
    await close();
  }
});

test('SPEC §6: a signed-in viewer stays on the public site, with the viewer role', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(signIn('viewer', '/members'));
    await page.waitForLoadState('networkidle');
    assert.equal(new URL(page.url()).pathname, '/members');
    const context = await pageContext(page);
    assert.deepEqual(context.authenticatedAccount, { id: accounts.viewer.id });
    assert.deepEqual(context.websiteRoles, { 10: true });
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

/** The box of the logout notice as drawn (its `base` part), or null when none shows. */
const noticeBox = (page) =>
  page.evaluate(() => {
    const base = document.querySelector('sq-notice')?.shadowRoot?.querySelector('[part~="base"]');
    const r = base?.getBoundingClientRect();
    return r && r.width > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
  });

/** Whether two boxes overlap. */
const overlap = (a, b) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const device of [
  { name: 'a desktop window', viewport: { width: 1280, height: 800 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
]) {
  test(`SPEC §2, §9: logout=true shows ‘Logout Successful’ / ‘You have been successfully logged out.’ on ${device.name}, covering neither the navigation nor the page's top`, async () => {
    const { name, ...options } = device;
    const { page, problems, close } = await openPage(env.browser, options);
    try {
      await page.goto(`${env.site.url}/?logout=true`);
      const heading = page.getByText('Logout Successful', { exact: true });
      await heading.waitFor({ state: 'visible' });
      // The pointer on the notice holds it open while it is checked.
      await heading.hover();
      // The message is the notice's slotted text: measured where it is drawn.
      const drawn = await page.evaluate((text) => {
        const notice = [...document.querySelectorAll('sq-notice')].find(
          (el) => el.textContent?.trim() === text,
        );
        if (!notice) return null;
        const range = document.createRange();
        range.selectNodeContents(notice);
        const { width, height, top } = range.getBoundingClientRect();
        return width > 0 && height > 0 && top >= 0 && top < innerHeight;
      }, 'You have been successfully logged out.');
      assert.equal(drawn, true, `the message shows in the viewport (${name})`);
      const box = await noticeBox(page);
      const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      const header = await page.locator('header.site-header').boundingBox();
      const rect = ({ x, y, width, height }) => ({
        left: x,
        right: x + width,
        top: y,
        bottom: y + height,
      });
      assert.equal(overlap(box, rect(nav)), false, 'the navigation stays uncovered');
      assert.equal(overlap(box, rect(header)), false, 'the header stays uncovered');
      assert.deepEqual(await axeViolations(page), [], 'no axe violation while the notice shows');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
}

test('SPEC §2: the logout notice stands above the cookie banner bar and below the header, covering neither', async () => {
  const { page, problems, close } = await openPage(env.browser, { consent: null });
  try {
    await page.goto(`${env.site.url}/?logout=true`);
    const banner = page.getByRole('region', { name: 'Cookie banner' });
    await banner.waitFor({ state: 'visible' });
    await page.getByText('Logout Successful', { exact: true }).hover();
    // The banner slides in: the notice is placed once it stands still.
    await waitForStill(page);
    const bar = await banner.boundingBox();
    await page.waitForFunction((top) => {
      const base = document.querySelector('sq-notice')?.shadowRoot?.querySelector('[part~="base"]');
      return base && base.getBoundingClientRect().bottom <= top;
    }, bar.y);
    const header = await page.locator('header.site-header').boundingBox();
    const box = await noticeBox(page);
    assert.ok(box.top >= header.y + header.height, 'below the header and its navigation');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §9: the logout notice’s 2000 ms start once the page has loaded, then it hides by itself', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    // Time stands still but for the steps the test takes, however long each takes to run.
    await page.clock.install({ time: new Date('2026-11-26T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-26T12:00:01Z'));
    // The home page's hero picture is held back: the page has not finished loading.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/images/studio-shelf.jpg*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.site.url}/?logout=true`, { waitUntil: 'domcontentloaded' });
    const heading = page.getByText('Logout Successful', { exact: true });
    // The notice's code comes with the page extras, after the page's load event.
    await page.clock.runFor(5000);
    assert.equal(await page.locator('sq-notice').count(), 0, 'nothing before the page has loaded');
    release();
    await page.waitForFunction(() => document.readyState === 'complete');
    // The page extras wait for an idle moment after the load: the clock moves on in small steps
    // until the notice is there (its text goes in a frame after it connects).
    for (let step = 0; step < 60 && !(await page.locator('sq-notice').count()); step += 1) {
      await page.clock.runFor(50);
    }
    await page.clock.runFor(100);
    await heading.waitFor({ state: 'visible' });
    await page.clock.runFor(1800);
    assert.equal(await heading.isVisible(), true, 'still there 1900 ms after the load');
    await page.clock.runFor(200);
    await heading.waitFor({ state: 'detached' });
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §7: a RecordEvent call from the page lands in the store', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/shop`);
    const answer = await page.evaluate(async () => {
      const crumb = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const body = new URLSearchParams({
        crumb: decodeURIComponent(crumb),
        event: 'e2e_product_view',
        data: JSON.stringify({ pagePath: location.pathname, productId: 'cobalt-bottle' }),
      });
      const response = await fetch('/api/events/RecordEvent', { method: 'POST', body });
      return { status: response.status, body: await response.json() };
    });
    assert.deepEqual(answer, { status: 200, body: {} });

    const stored = env.site.store.db
      .prepare('SELECT event, data FROM tracking_events ORDER BY id')
      .all();
    const row = stored.find((r) => r.event === 'e2e_product_view');
    assert.ok(row, `the event is stored: ${JSON.stringify(stored)}`);
    assert.deepEqual(JSON.parse(row.data), { pagePath: '/shop', productId: 'cobalt-bottle' });
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §3, §8: a network error on the system error overlay records system_network_error with the page payload', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/shop?e2e=network-error`);
    await page.waitForFunction((key) => window[Symbol.for(key)], RUNTIME_KEY);
    await page.evaluate((key) => {
      // A data-client error of kind `connection`: the product could not be reached.
      const error = { name: 'DataError', kind: 'connection', status: 0, url: '/api/x' };
      window[Symbol.for(key)].reportSystemError(error);
    }, RUNTIME_KEY);
    const overlay = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
    await overlay.getByText('Unable to connect to the product. Please try again.').waitFor();
    const [row] = await waitForRows(
      env.site.store,
      'tracking_events',
      (r) => r.event === 'system_network_error',
    );
    const ctx = await pageContext(page);
    assert.deepEqual(row.data, {
      ...eventPayload(ctx, '/shop'),
      url: '/api/x',
      status: 0,
      message: 'Unable to connect to the product. Please try again.',
    });
    await overlay.getByRole('button', { name: 'Clear' }).click();
    await overlay.waitFor({ state: 'detached' });
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
