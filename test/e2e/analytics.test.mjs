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
import { axeViolations, openPage, pageContext, useSiteAndBrowser } from './helpers.mjs';

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
