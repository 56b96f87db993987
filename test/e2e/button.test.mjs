/**
 * The button block end to end on the demo home page ('See the classes', a link to /classes):
 * what a visitor sees and follows, and the SPEC §7 button-render and button-click hits the site
 * server's store receives, each under the SPEC §4 consent rules. Each test opens the page with a
 * marker in the address, so the store's rows of one test are told apart from the others'.
 */
/* global getComputedStyle, window -- in functions the browser runs (evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { cookieJar, rowsOf, settle, waitForRows } from './analytics-helpers.mjs';
import { axeViolations, openPage, useSiteAndBrowser, waitForUpgrade } from './helpers.mjs';

const env = useSiteAndBrowser();

/** The demo's button block (demo/index.html), as the store keeps its fields. */
const DEMO_BUTTON = {
  id: 'see-classes',
  buttonText: 'See the classes',
  clickthroughUrl: '/classes',
  alignment: 'left',
  size: 'medium',
  newWindow: false,
  context: 1,
};

/** Stored button hits of `kind` sent from a page whose address holds `marker`. */
const buttonHits = (kind, marker) => (row) => row.kind === kind && row.data.url?.includes(marker);

test('SPEC §3, §7: the button is counted once when seen, and a keyboard click is counted as it leaves for /classes', async () => {
  const { page, context, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/?e2e=button`);
    await waitForUpgrade(page, ['sq-button']);
    const link = page.getByRole('link', { name: 'See the classes' });
    await link.scrollIntoViewIfNeeded();
    const [render] = await waitForRows(
      env.site.store,
      'census_hits',
      buttonHits('button-render', 'e2e=button'),
    );
    const jar = await cookieJar(context, env.site.url);
    assert.deepEqual(
      Object.fromEntries(Object.keys(DEMO_BUTTON).map((key) => [key, render.data[key]])),
      DEMO_BUTTON,
    );
    assert.equal(render.data.pagePath, '/');
    const screen = await page.evaluate(() => [window.screen.width, window.screen.height]);
    assert.deepEqual([render.data.screenWidth, render.data.screenHeight], screen);
    assert.equal(render.visitor_cookie, jar[COOKIES.visitor.name], 'with the visitor cookie');
    assert.deepEqual(await axeViolations(page), []);

    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/classes');
    const [click] = await waitForRows(
      env.site.store,
      'census_hits',
      buttonHits('button-click', 'e2e=button'),
    );
    assert.equal(click.data.buttonText, 'See the classes');
    assert.equal(click.data.clickthroughUrl, '/classes');
    await settle(page);
    const renders = rowsOf(env.site.store, 'census_hits').filter(
      buttonHits('button-render', 'e2e=button'),
    );
    assert.equal(renders.length, 1, 'seen once per page view');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4: under the restrictive policy the button is counted only once the visitor accepts', async () => {
  const { page, problems, close } = await openPage(env.browser, { consent: null });
  try {
    await page.goto(`${env.site.url}/?e2e=button-consent`);
    const banner = page.getByRole('region', { name: 'Cookie banner' });
    await banner.waitFor({ state: 'visible' });
    await waitForUpgrade(page, ['sq-button']);
    await page.getByRole('link', { name: 'See the classes' }).scrollIntoViewIfNeeded();
    await settle(page);
    const seen = buttonHits('button-render', 'e2e=button-consent');
    assert.deepEqual(rowsOf(env.site.store, 'census_hits').filter(seen), []);
    await banner.getByRole('button', { name: 'Accept' }).click();
    assert.equal((await waitForRows(env.site.store, 'census_hits', seen)).length, 1);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('without JavaScript the button is its server link, styled by sq-markup.css, and still goes to /classes', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/?e2e=button-no-script`);
    const link = page.locator('sq-button > a');
    assert.equal(
      await link.evaluate((a) => getComputedStyle(a).display),
      'inline-block',
      'the markup CSS gives the link its button look',
    );
    await link.click();
    await page.waitForURL('**/classes');
  } finally {
    await context.close();
  }
});
