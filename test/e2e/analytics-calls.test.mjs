/**
 * Every other SPEC §7 tracking and telemetry call of the client end to end on the demo site, as
 * a returning visitor who accepted cookies: made in the page with the client's own modules
 * (test/e2e/client-bundle.mjs), by fetch, beacon and XHR, each read back from the site server's
 * store. Each test marks its addresses (`?e2e=...`) to tell its rows from the others'.
 */
/* global location, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { eventPayload, rowsOf, settle, waitForRows } from './analytics-helpers.mjs';
import { clientBundle } from './client-bundle.mjs';
import { openPage, pageContext, useSiteAndBrowser } from './helpers.mjs';

const env = useSiteAndBrowser();
let bundle = '';
before(async () => {
  bundle = await clientBundle();
});

test('SPEC §7: every other tracking and telemetry call of the client, by fetch, by beacon and by XHR, is accepted and stored', async () => {
  const { page, problems, close } = await openPage(env.browser);
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  try {
    await page.goto(`${env.site.url}/gallery?e2e=calls`);
    await settle(page);
    await page.addScriptTag({ content: bundle });
    const store = env.site.store;
    const since = Object.fromEntries(
      ['tracking_events', 'traces', 'census_hits', 'landing_hits', 'script_errors'].map((t) => [
        t,
        rowsOf(store, t).at(-1)?.id ?? 0,
      ]),
    );
    const newRows = (table) => rowsOf(store, table).filter((row) => row.id > since[table]);

    await page.evaluate(async () => {
      const { tracking, trace, buttons, census, landing, errors } = window.sqClient;
      await tracking.trackEvent('e2e-fetch', { glaze: 'celadon' });
      tracking.beaconEvent('e2e-beacon', { glaze: 'tenmoku' });
      trace.trace('e2e-fetch', { step: 1 });
      await trace.traces.flush();
      trace.trace('e2e-beacon', { step: 2 });
      await trace.traces.flush(true);
      const button = {
        id: 'book-class',
        buttonText: 'Book a class',
        clickthroughUrl: '/contact',
        alignment: 'center',
        size: 'medium',
        newWindow: false,
        context: 1,
      };
      await buttons.trackButtonRender(button);
      await buttons.trackButtonClick(button);
      await census.recordSiteSearch('celadon vase');
      await census.recordHit(10);
      await census.recordMediaEvent('audio', { action: 'play', url: '/audio/wheel.mp3' });
      await census.recordMediaEvent('video', { action: 'pause', url: '/videos/glaze.webm' });
      landing.trackLanding(`${location.href}&campaign=spring&source=newsletter`);
      const reporter = errors.initErrorReporter({ app: 'e2e-client', debounceMs: 0 });
      reporter.capture(new Error('e2e by fetch'), { glaze: 'shino' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      reporter.capture(new Error('e2e by beacon'));
      reporter.flush();
      // A browser that refuses the beacon: the records and reports go by XHR.
      navigator.sendBeacon = () => false;
      reporter.capture(new Error('e2e by xhr'));
      reporter.stop();
    });

    const events = await waitForRows(
      store,
      'tracking_events',
      (r) => r.id > since.tracking_events,
      {
        count: 2,
      },
    );
    // SPEC §3: each event carries the page's tracking payload, missing values null.
    const payload = eventPayload(await pageContext(page), '/gallery');
    assert.deepEqual(events.map((r) => [r.event, r.data]).sort(), [
      ['e2e-beacon', { ...payload, glaze: 'tenmoku' }],
      ['e2e-fetch', { ...payload, glaze: 'celadon' }],
    ]);
    const traces = await waitForRows(store, 'traces', (r) => r.id > since.traces, { count: 2 });
    assert.deepEqual(traces.map((r) => [r.type, r.data]).sort(), [
      ['e2e-beacon', { step: 2 }],
      ['e2e-fetch', { step: 1 }],
    ]);
    assert.ok(traces.every((r) => r.page_url === `${env.site.url}/gallery?e2e=calls`));

    const hits = await waitForRows(store, 'census_hits', (r) => r.id > since.census_hits, {
      count: 6,
    });
    const byKind = (kind, event = null) =>
      hits.filter((r) => r.kind === kind && r.event === event).map((r) => r.data);
    const [render] = byKind('button-render');
    const [click] = byKind('button-click');
    for (const sent of [render, click]) {
      assert.deepEqual(
        {
          id: sent.id,
          buttonText: sent.buttonText,
          newWindow: sent.newWindow,
          context: sent.context,
          pagePath: sent.pagePath,
        },
        {
          id: 'book-class',
          buttonText: 'Book a class',
          newWindow: false,
          context: 1,
          pagePath: '/gallery',
        },
      );
      assert.equal(sent.variantId, null, 'a missing value is null');
    }
    assert.equal(byKind('RecordHit', 2)[0]?.query, 'celadon vase');
    assert.equal(byKind('RecordHit', 10).length, 1);
    assert.equal(byKind('RecordHit', 20)[0]?.mediaAction, 'play');
    assert.equal(byKind('RecordHit', 21)[0]?.mediaAction, 'pause');

    const [landing] = await waitForRows(store, 'landing_hits', (r) =>
      r.landing.includes('campaign=spring'),
    );
    assert.deepEqual([landing.campaign, landing.source], ['spring', 'newsletter']);

    const reports = await waitForRows(store, 'script_errors', (r) => r.id > since.script_errors, {
      count: 3,
    });
    assert.deepEqual(reports.map((r) => r.data.message).sort(), [
      'e2e by beacon',
      'e2e by fetch',
      'e2e by xhr',
    ]);
    const byFetch = reports.map((r) => r.data).find((r) => r.message === 'e2e by fetch');
    assert.deepEqual([byFetch.app, byFetch.customData], ['e2e-client', { glaze: 'shino' }]);
    assert.equal(reports[0].event, 'exception');
    assert.deepEqual(warnings, [], 'no tracking call failed');
    assert.deepEqual(newRows('tracking_events').length, 2);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §7: performance records sent by XHR when the browser refuses the beacon are stored with their page-load id', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/shop?e2e=xhr`);
    await settle(page);
    await page.addScriptTag({ content: bundle });
    const pageLoadId = await page.evaluate(async () => {
      navigator.sendBeacon = () => false;
      performance.mark('e2e-mark');
      const monitor = window.sqClient.performance.startPerformance({
        flushAfterLoadMs: 60_000,
        capture: () => undefined,
      });
      const settings = await monitor.settings;
      monitor.stop();
      return settings.pageLoadId;
    });
    const records = await waitForRows(
      env.site.store,
      'performance_records',
      (row) => row.page_load_id === pageLoadId,
      { count: 2 },
    );
    const mark = records.find((row) => row.record.k === 'mk' && row.record.n === 'e2e-mark');
    assert.ok(mark, JSON.stringify(records.map((row) => row.record)));
    assert.ok(records.some((row) => row.record.k === 'ps' && row.record.p === '/shop'));
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
