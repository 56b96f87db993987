/**
 * The third-party facade end to end (ARCHITECTURE.md "Third-party embeds"): on a site under a
 * restrictive cookie policy, a page with a YouTube video and an embedded widget of another site
 * makes not one request to another origin or to the /third-party/ doubles until the visitor has
 * consent for an embed and asks for it; then exactly that embed loads. The other sites are
 * answered by the browser context (`route`), so nothing needs the internet.
 */
/* global document -- in functions the browser runs (page.evaluate, waitForFunction) */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { settle } from './analytics-helpers.mjs';
import { axeViolations, openPage, ROOT, startSite, useSiteAndBrowser } from './helpers.mjs';
import { thirdPartyRequests } from './third-party-helpers.mjs';

const SITE = join(ROOT, 'test', 'e2e', 'fixtures', 'third-party');
const env = useSiteAndBrowser(SITE);

const WIDGET = 'https://widgets.example.com/hours';
const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';

/** A page of the other sites: what the widget and the player show here. */
const OTHER_SITE_PAGE = '<!doctype html><html lang="en"><title>Other site</title><p>Open daily';

/**
 * A visitor with `consent` (true, false, or null for no decision) on the fixture page of `site`,
 * once the runtime has settled, the two blocks are upgraded and the network is idle; `log` is the
 * request log of the third-party proof.
 */
async function visit(consent, site = env.site) {
  // No popup overlay on this site: without the helper's stored popup state, whose script would
  // fail in the other sites' frames (their storage is not the page's to read).
  const visitor = await openPage(env.browser, { consent, popup: null });
  const log = thirdPartyRequests(visitor.page);
  await visitor.context.route(
    /^https:\/\/(widgets\.example\.com|www\.youtube-nocookie\.com)\//,
    (route) => route.fulfill({ contentType: 'text/html', body: OTHER_SITE_PAGE }),
  );
  await visitor.page.goto(`${site.url}/`);
  await visitor.page.waitForFunction(() =>
    ['sq-video', 'sq-embed'].every((tag) =>
      document.querySelector(tag)?.matches(':state(placeholder)'),
    ),
  );
  await settle(visitor.page);
  return { ...visitor, log };
}

/**
 * Presses the button named `button`, then waits for the iframe titled `title` and for its request
 * to `url`: the iframe is in the page a moment before its request leaves.
 */
async function pressFor(page, button, title, url) {
  const request = page.waitForRequest(url);
  await page.getByRole('button', { name: button }).click();
  await page.getByTitle(title).waitFor();
  await request;
}

/** Whether the browser holds the site's consent cookie. */
async function consentCookie(context, url) {
  return (await context.cookies(url)).find((cookie) => cookie.name === COOKIES.consent.name);
}

test('before a decision: "Load <provider>", not one request to another origin or /third-party/', async () => {
  const { page, log, problems, close } = await visit(null);
  try {
    assert.deepEqual(log, []);
    await page.getByRole('button', { name: 'Load YouTube' }).waitFor();
    await page.getByRole('button', { name: 'Load Hours Widget' }).waitFor();
    assert.equal(
      await page
        .getByText(
          'Loading this content connects to Hours Widget, which receives your IP address and may set cookies.',
        )
        .count(),
      1,
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('a press under the restrictive policy is consent for that embed only, and nothing is stored', async () => {
  const { page, context, log, problems, close } = await visit(null);
  try {
    await pressFor(page, 'Load Hours Widget', 'Opening hours', WIDGET);
    await page.waitForFunction(() => document.querySelector('sq-embed').matches(':state(loaded)'));
    assert.deepEqual(log, [WIDGET], 'the widget alone');
    assert.equal(
      await consentCookie(context, env.site.url),
      undefined,
      'no consent cookie written',
    );
    assert.deepEqual(await axeViolations(page), []);

    await pressFor(page, 'Load YouTube', 'Throwing a jar', PLAYER);
    assert.deepEqual(log, [WIDGET, PLAYER]);
    assert.equal(await consentCookie(context, env.site.url), undefined);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('a visitor who accepted sees the usual buttons; still nothing loads before the press', async () => {
  const { page, log, problems, close } = await visit(true);
  try {
    assert.deepEqual(log, []);
    await pressFor(page, 'Show the content from Hours Widget', 'Opening hours', WIDGET);
    assert.deepEqual(log, [WIDGET]);
    await pressFor(page, 'Play video: Throwing a jar', 'Throwing a jar', PLAYER);
    assert.deepEqual(log, [WIDGET, PLAYER]);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('a visitor who declined gets "Load <provider>" and no request', async () => {
  const { page, log, close } = await visit(false);
  try {
    await page.getByRole('button', { name: 'Load Hours Widget' }).waitFor();
    assert.deepEqual(log, []);
  } finally {
    await close();
  }
});

test('loadAfterConsent: the embed loads when the visitor accepts, without a press; the video waits', async () => {
  const site = await startSite(join(SITE, 'after-consent'));
  try {
    const { page, log, problems, close } = await visit(null, site);
    try {
      assert.deepEqual(log, [], 'nothing before the decision');
      await page
        .getByRole('region', { name: 'Cookie banner' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await page.getByTitle('Opening hours').waitFor();
      await page.waitForFunction(() =>
        document.querySelector('sq-embed').matches(':state(loaded)'),
      );
      // Settled (no request for 500 ms): a video player asked for now would be in the log.
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      assert.deepEqual(log, [WIDGET], 'the embed, and no video player');
      assert.equal(await page.evaluate(() => document.querySelector('sq-video').state), 'overlay');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  } finally {
    await site.stop();
  }
});
