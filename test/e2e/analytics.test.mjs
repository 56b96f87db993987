/**
 * Analytics and telemetry end to end on the demo site, as a returning visitor who accepted
 * cookies: the visit cookies and census hits, traces and performance records flushed when the
 * page is left, script errors, and every other SPEC §7 tracking call of the client (made with
 * the client's own modules, test/e2e/client-bundle.mjs), each read back from the site server's
 * store. Each test marks its addresses (`?e2e=...`) to tell its rows from the others'.
 */
/* global document, location, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import {
  cookieJar,
  eventPayload,
  landingHits,
  rowsOf,
  settle,
  visitorRecord,
  waitForRows,
} from './analytics-helpers.mjs';
import { clientBundle } from './client-bundle.mjs';
import { axeViolations, openPage, pageContext, useSiteAndBrowser } from './helpers.mjs';

const env = useSiteAndBrowser();
let bundle = '';
before(async () => {
  bundle = await clientBundle();
});

/**
 * Clicks the page's heading, an interaction for INP, and waits until the browser has timed it
 * (an event's timing is known only after the next paint; a page left before has no INP).
 */
async function interact(page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
}

const isPageView = (marker) => (row) =>
  row.kind === 'RecordHit' && row.event === 1 && row.data.url?.includes(marker);

test('SPEC §3, §4, §5, §7: a first visit writes the visitor record id|first|previous|latest|1 and stores its page view with the tracking payload and ss_cvr', async () => {
  const { page, context, requests, problems, close } = await openPage(env.browser);
  try {
    // The shop served at an address with a trailing slash (as a host may serve it).
    await page.route('**/shop/?e2e=first', async (route) => {
      route.fulfill({ response: await route.fetch({ url: `${env.site.url}/shop?e2e=first` }) });
    });
    await page.goto(`${env.site.url}/shop/?e2e=first`);
    const [view] = await waitForRows(env.site.store, 'census_hits', isPageView('e2e=first'));
    const jar = await cookieJar(context, env.site.url);
    const record = visitorRecord(jar[COOKIES.visitor.name]);
    assert.ok(record, `a visitor record: ${jar[COOKIES.visitor.name]}`);
    assert.equal(record.count, 1);
    assert.ok(record.first === record.previous && record.previous === record.latest);
    assert.equal(jar[COOKIES.visitTimestamp.name], String(record.latest));

    const ctx = await pageContext(page);
    assert.equal(view.visitor_cookie, jar[COOKIES.visitor.name], 'ss_cvr is the visitor record');
    assert.deepEqual(
      {
        pagePath: view.data.pagePath,
        websiteId: view.data.websiteId,
        templateId: view.data.templateId,
        collectionId: view.data.collectionId,
        pageTitle: view.data.pageTitle,
        contentSource: view.data.contentSource,
        url: view.data.url,
      },
      {
        pagePath: '/shop',
        websiteId: ctx.website.id,
        templateId: ctx.templateId,
        collectionId: ctx.collectionId,
        pageTitle: 'Shop',
        contentSource: 'c',
        url: `${env.site.url}/shop/?e2e=first`,
      },
    );
    for (const missing of ['variantId', 'memberAccountId', 'member_locale', 'website_locale']) {
      assert.equal(view.data[missing], null, `${missing}: a missing value is null`);
    }
    assert.equal('pageHash' in view.data, false, 'no pageHash without a hash');
    const [landing] = await waitForRows(env.site.store, 'landing_hits', (row) =>
      row.landing.includes('e2e=first'),
    );
    const screen = await page.evaluate(() => `${window.screen.width}x${window.screen.height}`);
    assert.deepEqual(
      [landing.screen, landing.landing],
      [screen, `${env.site.url}/shop/?e2e=first`],
    );
    const traceCode = requests.filter((url) => /\/chunks\/trace-/.test(url));
    assert.deepEqual(traceCode, [], 'a page without a broken block never loads the trace queue');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4: a second page view within 30 minutes counts no new visit; after the visit timestamp expires the next view counts visit 2', async () => {
  const { page, context, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/?e2e=visit-1`);
    await waitForRows(env.site.store, 'census_hits', isPageView('e2e=visit-1'));
    const first = (await cookieJar(context, env.site.url))[COOKIES.visitor.name];

    await page.goto(`${env.site.url}/gallery?e2e=visit-2`);
    await waitForRows(env.site.store, 'census_hits', isPageView('e2e=visit-2'));
    await settle(page);
    assert.equal((await cookieJar(context, env.site.url))[COOKIES.visitor.name], first);
    assert.equal(visitorRecord(first).count, 1);
    assert.equal(landingHits(env.site.store, 'e2e=visit-1').length, 1);
    assert.deepEqual(landingHits(env.site.store, 'e2e=visit-2'), [], 'no second landing');

    // 30 minutes without a page view: the visit-timestamp cookie has expired.
    await context.clearCookies({ name: COOKIES.visitTimestamp.name });
    await page.goto(`${env.site.url}/contact?e2e=visit-3`);
    const [view] = await waitForRows(env.site.store, 'census_hits', isPageView('e2e=visit-3'));
    const again = visitorRecord((await cookieJar(context, env.site.url))[COOKIES.visitor.name]);
    const before = visitorRecord(first);
    assert.equal(again.id, before.id, 'the same visitor');
    assert.equal(again.count, 2, 'a new visit is counted');
    assert.equal(again.first, before.first);
    assert.equal(again.previous, before.latest);
    assert.ok(again.latest > before.latest, 'the latest visit time is updated');
    assert.equal(visitorRecord(view.visitor_cookie).count, 2);
    await waitForRows(env.site.store, 'landing_hits', (row) => row.landing.includes('e2e=visit-3'));
    assert.equal(landingHits(env.site.store, 'e2e=visit-3').length, 1, 'the new visit lands');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §7, §9: leaving the page flushes the queued block-error trace and the performance records (LCP, CLS, INP)', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    const settings = page.waitForResponse('**/api/1/performance/settings');
    await page.goto(`${env.site.url}/?e2e=unload`);
    const { pageLoadId } = await (await settings).json();
    await settle(page);
    // A block with broken data, added to the page: the runtime loads its code and it fails; the
    // trace queue's code loads with the first block error.
    const traceCode = page.waitForResponse(/\/assets\/chunks\/trace-[\w-]+\.js$/);
    await page.evaluate(() => {
      const block = document.createElement('sq-accordion');
      block.id = 'broken-block';
      block.setAttribute('data-block-json', '{"allowMultipleOpen": ');
      block.innerHTML = '<details><summary>Firing notes</summary><p>Cone 6.</p></details>';
      document.querySelector('main').append(block);
    });
    const error = await page.locator('#broken-block[data-sq-error]').getAttribute('data-sq-error');
    await traceCode;
    await interact(page);
    const traced = (row) => row.page_url.includes('e2e=unload');
    assert.deepEqual(rowsOf(env.site.store, 'traces').filter(traced), [], 'queued, not sent yet');

    await page.close({ runBeforeUnload: true });
    const [trace] = await waitForRows(env.site.store, 'traces', traced);
    assert.equal(trace.type, 'block-error');
    assert.deepEqual(trace.data, { tag: 'sq-accordion', error });
    assert.match(error, /^\(root\): /);

    const records = await waitForRows(
      env.site.store,
      'performance_records',
      (row) => row.page_load_id === pageLoadId,
      { count: 4 },
    );
    const kinds = new Set(records.map((row) => row.record.k));
    for (const k of ['ps', 'lcp', 'cls', 'inp']) assert.ok(kinds.has(k), `a ${k} record`);
    const byKind = Object.fromEntries(records.map((row) => [row.record.k, row.record]));
    assert.equal(byKind.ps.p, '/');
    assert.ok(byKind.lcp.v > 0 && byKind.inp.v >= 0 && byKind.inp.ic >= 1 && byKind.cls.v >= 0);
    const logged = problems();
    assert.equal(logged.length, 1, logged.join('\n'));
    assert.match(logged[0], /\[sq-accordion\] invalid data-block-json: \(root\): /);
  } finally {
    await close();
  }
});

test('SPEC §3, §7, §9: an uncaught error reaches the store once, as an error report with the CSRF header', async () => {
  const { page, problems, close } = await openPage(env.browser);
  const headers = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/events/RecordJavascriptErrors')) {
      headers.push(request.headers()['x-csrf-token']);
    }
  });
  try {
    await page.goto(`${env.site.url}/contact?e2e=error`);
    await settle(page);
    const message = `Kiln overheated ${Date.now()}`;
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    const mine = (row) => row.data.message === message;
    const [row] = await waitForRows(env.site.store, 'script_errors', mine);
    await page.close({ runBeforeUnload: true }); // anything still queued would go now
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(rowsOf(env.site.store, 'script_errors').filter(mine).length, 1, 'exactly once');

    assert.equal(row.event, 'error');
    assert.ok(Number.isInteger(row.timestamp) && row.timestamp > 0);
    const report = row.data;
    assert.deepEqual(Object.keys(report).sort(), [
      'app',
      'column',
      'customData',
      'file',
      'line',
      'message',
      'stack',
      'templateId',
      'url',
      'userAgent',
      'websiteId',
    ]);
    assert.equal(report.app, 'sq-runtime');
    assert.match(report.stack, /Kiln overheated/);
    assert.equal(report.url, `${env.site.url}/contact?e2e=error`);
    assert.equal(report.websiteId, '5f0c1a2b3c4d5e6f7a8b9c0d');
    assert.equal(report.templateId, '5c5a519771c10ba3470d8101');
    assert.equal(report.userAgent, row.user_agent);
    assert.ok(headers.length >= 1 && headers.every((value) => /^[\w-]{32}$/.test(value ?? '')));
    assert.deepEqual(
      problems().map((line) => line.split('\n')[0]),
      [`uncaught: Error: ${message}`],
    );
  } finally {
    await close();
  }
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
      const monitor = window.sqClient.performance.startPerformance({ flushAfterLoadMs: 60_000 });
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

test('SPEC §2, §7: the owner’s /config/ shows the page views, landing hits, script errors, traces and performance records a visit sent, readably', async () => {
  const { page, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/gallery?e2e=config`);
    await settle(page);
    await page.evaluate(() => {
      const block = document.createElement('sq-accordion');
      block.setAttribute('data-block-json', '{');
      document.querySelector('main').append(block);
      setTimeout(() => {
        throw new Error('Glaze crawled in the kiln');
      });
    });
    await interact(page);
    await waitForRows(env.site.store, 'script_errors', (row) =>
      row.data.message.startsWith('Glaze crawled'),
    );
    // Leaving the gallery for /config/ sends its trace and performance records.
    await page.goto(`${env.site.url}/__dev/sign-in?as=owner&return=/config/`);
    const section = (table) => page.locator(`section[data-table="${table}"]`);
    const views = section('census_hits').getByRole('row', { name: /e2e=config/ });
    await views.first().waitFor();
    assert.match(await views.first().textContent(), /1 · page view/);
    assert.match(await views.first().textContent(), /pagePath: "\/gallery"/);
    const landing = section('landing_hits').getByRole('cell', { name: /\/gallery\?e2e=config$/ });
    await landing.waitFor();
    const error = section('script_errors').locator('pre', { hasText: 'Glaze crawled' });
    assert.match(
      await error.textContent(),
      /^app: "sq-runtime"\nmessage: "Glaze crawled in the kiln"\n/,
    );

    // The trace and the records left by beacon as the gallery was left: reload until they show.
    for (let tries = 0; ; tries++) {
      const trace = section('traces').getByRole('row', { name: /e2e=config/ });
      const inp = section('performance_records').locator('pre', {
        hasText: 'interaction to next paint (inp)',
      });
      if ((await trace.count()) > 0 && (await inp.count()) > 0) {
        assert.match(await trace.first().textContent(), /block-error.*tag: "sq-accordion"/s);
        assert.match(await inp.first().textContent(), /value \(v\): \d+ ms/);
        break;
      }
      assert.ok(tries < 20, 'the trace and the performance records show');
      await page.waitForTimeout(250);
      await page.reload();
      await section('traces').locator('.status').filter({ hasText: 'stored' }).waitFor();
    }
    const lcp = section('performance_records').locator('pre', { hasText: '(lcp)' }).first();
    assert.match(
      await lcp.textContent(),
      /^largest contentful paint \(lcp\)\nvalue \(v\): \d+ ms$/,
    );
    const speed = section('performance_records').locator('pre', { hasText: 'page speed (ps)' });
    assert.match(await speed.first().textContent(), /time to first byte \(ttfb\): \d+ ms/);
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await close();
  }
});
