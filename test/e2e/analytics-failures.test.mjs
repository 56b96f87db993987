/**
 * Tracking and telemetry failures end to end (SPEC §7 "All tracking and beacon failures are
 * swallowed", §8): a fixture site (test/e2e/fixtures/failing/) whose site.json makes every
 * census, tracking, trace, error-report and performance-record endpoint answer 500, and the
 * network cut under the same calls. The visitor's page shows no error: no page error, no console
 * error from the page's code, and only the SPEC §8 warning of a failed tracking event.
 *
 * Chromium itself writes a line "Failed to load resource: ..." to the console for every request
 * that fails (its network log, which no page script can silence); those lines are counted as the
 * proof the calls were made, and everything else the console shows is asserted.
 */
/* global document, location, PageTransitionEvent, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { apiCalls, rowsOf, settle } from './analytics-helpers.mjs';
import { clientBundle } from './client-bundle.mjs';
import { openPage, ROOT, useSiteAndBrowser } from './helpers.mjs';

const env = useSiteAndBrowser(join(ROOT, 'test', 'e2e', 'fixtures', 'failing'));
let bundle = '';
before(async () => {
  bundle = await clientBundle();
});

/** Tables the failing endpoints would store into. */
const TABLES = ['census_hits', 'tracking_events', 'traces', 'script_errors', 'landing_hits'];

/** A page on the failing site that sorts what its console shows. */
async function openWatched() {
  const visit = await openPage(env.browser);
  const seen = { network: [], errors: [], warnings: [], pageErrors: [] };
  visit.page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && text.startsWith('Failed to load resource:')) {
      seen.network.push(new URL(message.location().url).pathname);
    } else if (message.type() === 'error') seen.errors.push(text);
    else if (message.type() === 'warning') seen.warnings.push(text);
  });
  visit.page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  return { ...visit, seen };
}

/** Makes every remaining tracking and telemetry call of the client from the page. */
function trackEverything(page) {
  return page.evaluate(async () => {
    const { tracking, trace, buttons, census, landing, errors } = window.sqClient;
    await tracking.trackEvent('e2e-failing', { glaze: 'celadon' });
    tracking.beaconEvent('e2e-failing-beacon', {});
    trace.trace('e2e-failing', {});
    await trace.traces.flush();
    trace.trace('e2e-failing-beacon', {});
    await trace.traces.flush(true);
    await buttons.trackButtonRender({ id: 'b', buttonText: 'Book', context: 1 });
    await buttons.trackButtonClick({ id: 'b', buttonText: 'Book', context: 1 });
    await census.recordSiteSearch('vase');
    const image = landing.trackLanding(`${location.href}?campaign=failing`);
    await new Promise((resolve) => image?.addEventListener('error', resolve, { once: true }));
    const reporter = errors.initErrorReporter({ debounceMs: 0 });
    reporter.capture(new Error('e2e reported by fetch'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    reporter.capture(new Error('e2e reported by beacon'));
    reporter.stop();
    return document.title;
  });
}

test('SPEC §7, §8: endpoints answering 500 show the visitor nothing but the warning "Error tracking event: HTTP Status 500"', async () => {
  const { page, requests, seen, close } = await openWatched();
  const statuses = new Map();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/')) statuses.set(path, response.status());
  });
  try {
    await page.goto(`${env.site.url}/`);
    await settle(page);
    await page.addScriptTag({ content: bundle });
    assert.equal(await trackEverything(page), 'Every tracking endpoint fails');
    await page.getByRole('heading', { level: 1 }).click();
    // A page hide sends the performance records by beacon (the page stays, so its requests and
    // console can still be watched; analytics.test.mjs proves a real unload sends them).
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await page.waitForLoadState('networkidle');

    assert.deepEqual(seen.pageErrors, []);
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.warnings, ['Error tracking event: HTTP Status 500']);
    // The calls were made, and answered 500.
    for (const path of [
      '/api/census/RecordHit',
      '/api/census/button-render',
      '/api/census/button-click',
      '/api/events/RecordEvent',
      '/api/events/Trace',
      '/api/events/RecordJavascriptErrors',
      '/api/track/Track',
    ]) {
      assert.equal(statuses.get(path), 500, path);
    }
    assert.ok(apiCalls(requests).includes('/api/1/performance/records'), 'records were sent');
    for (const table of TABLES) assert.deepEqual(rowsOf(env.site.store, table), [], table);
  } finally {
    await close();
  }
});

test('SPEC §7, §8: with the network cut under every call, including the performance settings, the visitor sees no error', async () => {
  const { page, seen, close } = await openWatched();
  const cut = [];
  await page.route('**/api/**', (route) => {
    cut.push(new URL(route.request().url()).pathname);
    return route.abort('connectionfailed');
  });
  try {
    await page.goto(`${env.site.url}/`);
    await settle(page);
    await page.addScriptTag({ content: bundle });
    await trackEverything(page);
    await page.close({ runBeforeUnload: true });

    assert.deepEqual(seen.pageErrors, []);
    assert.deepEqual(seen.errors, []);
    // No answer at all: the SPEC §8 warning carries status 0.
    assert.deepEqual(seen.warnings, ['Error tracking event: HTTP Status 0']);
    for (const path of [
      '/api/1/performance/settings',
      '/api/census/RecordHit',
      '/api/events/RecordEvent',
      '/api/events/Trace',
      '/api/events/RecordJavascriptErrors',
    ]) {
      assert.ok(cut.includes(path), `${path} was called (and cut)`);
    }
  } finally {
    await close();
  }
});
