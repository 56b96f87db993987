/**
 * Analytics and telemetry end to end on the demo site, as a returning visitor who accepted
 * cookies: the visit cookies and census hits, traces and performance records flushed when the
 * page is left, script errors, and what the owner's /config/ shows of them, each read back from
 * the site server's store (the client's other calls: analytics-calls.test.mjs). Each test marks
 * its addresses (`?e2e=...`) to tell its rows from the others'.
 */
/* global document, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import {
  cookieJar,
  landingHits,
  rowsOf,
  settle,
  visitorRecord,
  waitForRows,
} from './analytics-helpers.mjs';
import { openPage, pageContext, useSiteAndBrowser } from './helpers.mjs';

const env = useSiteAndBrowser();

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

test('SPEC §2, §7: the editor API answers the owner the page views, visits, script errors and performance a visit sent', async () => {
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
    // Leaving the gallery sends its trace and performance records by beacon.
    await page.goto(`${env.site.url}/__dev/sign-in?as=owner&return=/?noredirect`);
    const traces = await waitForRows(
      env.site.store,
      'traces',
      (row) => row.page_url.includes('e2e=config') && row.type === 'block-error',
    );
    assert.equal(traces[0].data.tag, 'sq-accordion');
    const read = (path) =>
      page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, body: await response.json() };
      }, path);

    const analytics = await read('/api/editor/analytics?days=1');
    assert.equal(analytics.status, 200);
    const gallery = analytics.body.topPages.find((row) => row.path === '/gallery');
    assert.ok(gallery?.views >= 1, JSON.stringify(analytics.body.topPages));
    assert.ok(analytics.body.days[0].views >= 1 && analytics.body.days[0].visits >= 1);

    const errors = await read('/api/editor/errors');
    const glaze = errors.body.items.find((item) => item.message === 'Glaze crawled in the kiln');
    assert.ok(glaze, JSON.stringify(errors.body));
    assert.ok(glaze.count >= 1);
    assert.match(glaze.stack, /Glaze crawled in the kiln/);

    // The vitals arrive by beacon as the gallery is left: ask until they are counted.
    for (let tries = 0; ; tries++) {
      const { body } = await read('/api/editor/performance');
      const measured = body.pages.find((row) => row.path === '/gallery');
      if (measured && measured.lcpP75 !== null && measured.inpP75 !== null) {
        assert.ok(measured.samples >= 1);
        assert.ok(Number.isInteger(measured.lcpP75) && measured.lcpP75 > 0);
        break;
      }
      assert.ok(tries < 200, `the gallery's vitals are counted: ${JSON.stringify(body)}`);
      await waitForRows(env.site.store, 'performance_records', () => true, {
        count: rowsOf(env.site.store, 'performance_records').length + 1,
        timeoutMs: 100,
      });
    }
  } finally {
    await close();
  }
});
