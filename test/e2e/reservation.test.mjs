/**
 * `<sq-reservation>` end to end against the site server's widget double
 * (server/third-party/reservations/widget-double.js), on the fixture site
 * test/e2e/fixtures/reservations: a restrictive cookie policy, the scheduling widget served as
 * is, the table-booking script answering 404 (`?fail=error`) and the wedding-planning script
 * never drawing (`?fail=timeout`). What a visitor sees in each state, what the server was asked
 * for (nothing from another origin or the doubles before consent and a click), and the
 * signed-in owner's preview.
 */
/* global document, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startServer } from '../../server/main.ts';
import {
  ASSETS,
  axeViolations,
  openPage,
  ROOT,
  STRICT_POLICY,
  useSiteAndBrowser,
  waitForUpgrade,
} from './helpers.mjs';

/** The strict policy of test/e2e/csp.test.mjs (importing that file would run its tests here). */

const SITE = join(ROOT, 'test', 'e2e', 'fixtures', 'reservations');
const env = useSiteAndBrowser(SITE);

/** Requests that left the site's origin, or reached its third-party doubles. */
const thirdParty = (requests) =>
  requests.filter(
    (url) => !url.startsWith(env.site.url) || new URL(url).pathname.startsWith('/third-party/'),
  );

/** The block's state (`placeholder`, `loading`, `loaded`, `failed`, `preview-only`). */
const stateOf = (page, selector = 'sq-reservation') =>
  page.locator(selector).evaluate((el) => el.state);

/** Waits until the block at `selector` is in `state`. */
const waitForState = (page, state, selector = 'sq-reservation') =>
  page.waitForFunction(([s, want]) => document.querySelector(s)?.state === want, [selector, state]);

test('SPEC §4 and the third-party rule: nothing leaves the site before consent and a click; then the widget loads and shows', async () => {
  const visit = await openPage(env.browser, { consent: null });
  const { page, requests } = visit;
  try {
    await page.goto(`${env.site.url}/`);
    await waitForUpgrade(page, ['sq-reservation']);
    await page.evaluate(() => document.fonts.ready);
    assert.equal(await stateOf(page), 'placeholder');
    assert.ok(await page.getByRole('link', { name: 'Book a wheel session online' }).isVisible());
    const button = page.getByRole('button', { name: 'Load Acuity Scheduling' });
    assert.ok(await button.isVisible());
    assert.ok(
      await page
        .getByText('Loading the booking widget sends your IP address to Acuity Scheduling.')
        .isVisible(),
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(thirdParty(requests), [], 'no request before consent and a click');

    await button.click();
    await page.locator('.acuity-picker').waitFor();
    await waitForState(page, 'loaded');
    const asked = thirdParty(requests).map((url) => new URL(url));
    assert.deepEqual(
      asked.map((url) => url.pathname),
      ['/third-party/scheduling/embed.js'],
    );
    assert.equal(asked[0].searchParams.get('owner'), 'kilnandclay');
    assert.equal(asked[0].searchParams.get('theme'), 'wide', 'the block is 960 px wide');
    assert.equal(asked[0].searchParams.get('iframe'), 'false');
    assert.equal(asked[0].searchParams.get('overlay'), 'false');
    assert.equal(await page.locator('.acuity-title').textContent(), 'Book an appointment');
    assert.ok(await page.getByRole('button', { name: 'Book' }).isVisible());
    assert.equal(
      await page.getByRole('link', { name: 'Book a wheel session online' }).isVisible(),
      false,
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.equal(
      await page.evaluate(() => document.cookie.includes('true')),
      false,
      'the click stored no site-wide consent',
    );
    assert.deepEqual(visit.problems(), []);
  } finally {
    await visit.close();
  }
});

test('SPEC §4, §9: a narrower block re-inits the widget with the standard theme (iframe, overlay and theme parameters)', async () => {
  const visit = await openPage(env.browser, { consent: true });
  const { page, requests } = visit;
  try {
    await page.goto(`${env.site.url}/?e2e=reinit`);
    await waitForUpgrade(page, ['sq-reservation']);
    await page.getByRole('button', { name: 'Show the booking calendar' }).click();
    await waitForState(page, 'loaded');
    assert.equal(await page.locator('[data-widget-double]').getAttribute('data-theme'), 'wide');

    await page.setViewportSize({ width: 700, height: 900 });
    await page.locator('[data-widget-double][data-theme=standard]').waitFor();
    const loads = thirdParty(requests).map((url) => new URL(url).searchParams);
    assert.deepEqual(
      loads.map((q) => [q.get('theme'), q.get('iframe'), q.get('overlay')]),
      [
        ['wide', 'false', 'false'],
        ['standard', 'false', 'false'],
      ],
    );
    assert.equal(await page.locator('[data-widget-double]').count(), 1);
    assert.equal(await stateOf(page), 'loaded');
    assert.deepEqual(visit.problems(), []);
  } finally {
    await visit.close();
  }
});

test("SPEC §8: a widget script that fails ('loadjs failed') or never draws ('widget DOM never rendered') is reported in the console only; the block is left as is", async () => {
  const visit = await openPage(env.browser, { consent: true });
  const { page } = visit;
  try {
    await page.goto(`${env.site.url}/failing`);
    await waitForUpgrade(page, ['sq-reservation']);
    await page
      .locator('#table')
      .getByRole('button', { name: 'Show the table booking form' })
      .click();
    await waitForState(page, 'failed', '#table');
    await page
      .locator('#wedding')
      .getByRole('button', { name: 'Show the planning widget' })
      .click();
    await waitForState(page, 'loading', '#wedding');
    await waitForState(page, 'failed', '#wedding');

    const logged = visit.problems().filter((line) => line.includes('[sq-reservation]'));
    const expected = ['loadjs failed', 'widget DOM never rendered'];
    assert.equal(logged.length, expected.length, logged.join('\n'));
    expected.forEach((message, i) =>
      assert.ok(logged[i].startsWith(`console error: [sq-reservation] ${message}`), logged[i]),
    );
    for (const [id, link] of [
      ['#table', 'Book a table online'],
      ['#wedding', 'Plan a pottery wedding gift table'],
    ]) {
      const block = page.locator(id);
      assert.ok(await block.getByRole('link', { name: link }).isVisible(), id);
      assert.equal(await block.getByRole('status').isVisible(), false, `${id}: no message shown`);
      assert.equal(await block.locator('[slot^=widget]').count(), 0, id);
    }
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await visit.close();
  }
});

test("SPEC §6: a signed-in owner sees 'Preview Only' asking them to log out, and the widget never loads", async () => {
  const visit = await openPage(env.browser, { consent: true });
  const { page, requests } = visit;
  try {
    await page.goto(
      `${env.site.url}/__dev/sign-in?as=owner&return=${encodeURIComponent('/?noredirect=true')}`,
    );
    await waitForUpgrade(page, ['sq-reservation']);
    assert.equal(await stateOf(page), 'preview-only');
    assert.ok(await page.getByText('Preview Only', { exact: true }).isVisible());
    assert.ok(
      await page.getByText('Please log out of your account to use this block.').isVisible(),
    );
    assert.ok(await page.getByRole('link', { name: '(518) 555-0142' }).isVisible());
    assert.equal(await page.getByRole('button', { name: /booking calendar|Acuity/ }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(thirdParty(requests), []);
  } finally {
    await visit.close();
  }
});

test('a published page under a strict Content-Security-Policy with Trusted Types loads the widget with no violation', async () => {
  const data = mkdtempSync(join(tmpdir(), 'sq-e2e-reservation-csp-'));
  const server = await startServer({
    site: SITE,
    data,
    assets: ASSETS,
    port: 0,
    contentSecurityPolicy: STRICT_POLICY,
  });
  const visit = await openPage(env.browser, { consent: true });
  const { page } = visit;
  try {
    await page.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`${server.url}/`);
    await waitForUpgrade(page, ['sq-reservation']);
    await page.getByRole('button', { name: 'Show the booking calendar' }).click();
    await waitForState(page, 'loaded');
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByText(/^Requested: /).waitFor();
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual(visit.problems(), []);
  } finally {
    await visit.close();
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
});
