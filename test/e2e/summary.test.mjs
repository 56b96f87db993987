/**
 * The summary, tour dates and collection link blocks end to end: a copy of the demo site (its
 * journal and events collections) with one page of these blocks, served by the site server with
 * the built runtime. One visit proves the summary's list, grid and carousel (by keyboard), the
 * event summary's GetWidgetRendering request with collectionId and its rendering, the tour dates
 * and the collection link, axe and no layout shift; a second visit, whose rendering fails, keeps
 * the server's items; a page in French writes the tour dates in French.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  axeViolations,
  DEMO_SITE,
  launchBrowser,
  layoutShifts,
  openPage,
  scrollThrough,
  startSite,
  waitForUpgrade,
} from './helpers.mjs';

const SITE = JSON.parse(readFileSync(join(DEMO_SITE, 'site.json'), 'utf8'));
const [JOURNAL, EVENTS] = ['blog', 'events'].map((type) =>
  SITE.collections.find((c) => c.type === type),
);
/** The journal's posts, newest first (what a summary of it shows). */
const NEWEST = [...JOURNAL.items]
  .sort((a, b) => Date.parse(b.publishOn) - Date.parse(a.publishOn))
  .map((post) => post.title);

const TOUR = {
  label: 'Craft fairs and markets',
  dates: [
    {
      date: '2099-12-12',
      venue: 'Holiday Makers Market',
      city: 'Hudson, NY',
      ticketUrl: 'https://tickets.example/holiday',
    },
    { date: '2020-05-02', venue: 'Spring Clay Fair', city: 'Kingston, NY' },
    { date: '2099-06-06', venue: 'Rhinebeck Crafts Fair', city: 'Rhinebeck, NY', soldOut: true },
  ],
};

const block = (tag, id, json, inner = '') =>
  `<${tag} id="${id}" data-block-json='${JSON.stringify(json)}'>${inner}</${tag}>`;

const page = (lang, title, body) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/assets/sq-markup.css">
<link rel="stylesheet" href="/styles/site.css">
<script type="module" src="/assets/sq-runtime.js"></script>
</head>
<body><main id="main"><h1>${title}</h1>${body}</main></body>
</html>`;

const summary = (id, json) =>
  `<section>${block('sq-summary', id, { collectionId: JOURNAL.id, ...json })}</section>`;

const BLOCKS_PAGE = page(
  'en',
  'Collection blocks',
  summary('list', { design: 'list', headerText: 'From the journal' }) +
    summary('grid', { design: 'grid', headerText: 'Journal as a grid' }) +
    summary('carousel', { design: 'carousel', limit: 5, headerText: 'Journal as a carousel' }) +
    `<section>${block('sq-summary', 'events', { collectionId: EVENTS.id, headerText: 'Coming up', limit: 2 })}</section>` +
    `<section><h2>Fairs and markets</h2>${block('sq-tour-dates', 'tour', TOUR)}</section>` +
    `<section><h2>Read more</h2>${block('sq-collection-link', 'link', { collectionId: JOURNAL.id })}</section>`,
);

let site;
let browser;
let dir;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sq-summary-site-'));
  cpSync(DEMO_SITE, dir, { recursive: true });
  writeFileSync(join(dir, 'collection-blocks.html'), BLOCKS_PAGE);
  writeFileSync(
    join(dir, 'salons.html'),
    page(
      'fr',
      'Salons',
      `<section><h2>Salons</h2>${block('sq-tour-dates', 'tour', TOUR)}</section>`,
    ),
  );
  site = await startSite(dir);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const TAGS = ['sq-summary', 'sq-tour-dates', 'sq-collection-link'];

/** The titles a visitor sees in a summary (its server items, or its rendering). */
function shownTitles(view, id) {
  return view.page.evaluate((at) => {
    const el = document.getElementById(at);
    const content = el.shadowRoot.querySelector('[part~=content]');
    const titles = content
      ? content.querySelectorAll('h3')
      : [...el.querySelectorAll('.sq-summary-item h3')].filter((h) => h.checkVisibility());
    return [...titles].map((h) => h.textContent);
  }, id);
}

test('SPEC §2 summary v2, tour dates, collection link: list, grid, carousel by keyboard, the event summary through GetWidgetRendering with collectionId, axe, nothing moves', async () => {
  const view = await openPage(browser);
  const { page: tab } = view;
  try {
    const widgetPosts = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/widget/GetWidgetRendering') {
        widgetPosts.push(new URLSearchParams(request.postData() ?? ''));
      }
    });
    await tab.goto(`${site.url}/collection-blocks`);
    await scrollThrough(tab);
    await waitForUpgrade(tab, TAGS);
    // The event summary asks once it is near the viewport: on a busy machine its code can come
    // after the scroll went past it, so the visitor scrolls to it.
    await tab.locator('#events').scrollIntoViewIfNeeded();
    await tab.waitForFunction(() => document.getElementById('events').state === 'loaded');

    // List and grid: the journal's three newest posts; the grid's on one row.
    assert.deepEqual(await shownTitles(view, 'list'), NEWEST.slice(0, 3));
    assert.deepEqual(await shownTitles(view, 'grid'), NEWEST.slice(0, 3));
    const rows = await tab.$$eval('#grid .sq-summary-item', (items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    assert.equal(new Set(rows).size, 1);
    const listRows = await tab.$$eval('#list .sq-summary-item', (items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    assert.equal(new Set(listRows).size, 3);

    // The event summary: widgetJSON and collectionId, form-encoded; the rendering shows.
    assert.equal(widgetPosts.length, 1);
    assert.equal(widgetPosts[0].get('collectionId'), EVENTS.id);
    assert.deepEqual(JSON.parse(widgetPosts[0].get('widgetJSON')), {
      type: 'event-summary',
      id: EVENTS.id,
      value: { limit: 2, showImage: true, showExcerpt: true, showDate: true, showTags: false },
    });
    const serverEvents = await tab.$$eval('#events .sq-summary-item h3', (hs) =>
      hs.map((h) => h.textContent),
    );
    assert.equal(serverEvents.length, 2);
    assert.deepEqual(await shownTitles(view, 'events'), serverEvents);
    assert.equal(
      await tab.$$eval('#events .sq-summary-item', (items) =>
        items.some((item) => item.checkVisibility()),
      ),
      false,
    );

    // Tour dates: upcoming only, in date order, in English; the collection link.
    assert.deepEqual(
      await tab.$$eval('#tour [part~=date]', (rows) =>
        rows.map((row) => row.textContent.replace(/\s+/g, ' ').trim()),
      ),
      [
        'Sat, Jun 6, 2099 Rhinebeck Crafts Fair Rhinebeck, NY Sold out',
        'Sat, Dec 12, 2099 Holiday Makers Market Hudson, NY Tickets',
      ],
    );
    const link = tab.locator('#link a');
    assert.equal(await link.getAttribute('href'), JOURNAL.path);
    assert.match(await link.innerText(), new RegExp(`${JOURNAL.items.length} posts`));

    // Nothing moved as the blocks upgraded and the rendering came.
    const shifts = (await layoutShifts(tab)).filter((s) => s.value > 0.0001);
    assert.deepEqual(shifts, []);
    assert.deepEqual(await axeViolations(tab), []);

    // The carousel, by keyboard: Next slide pages to the second group, Arrow Left back; Tab
    // reaches each slide's link.
    const carousel = tab.locator('#carousel sq-gallery');
    const group = () => carousel.evaluate((g) => (g.inMotion ? -1 : g.currentGroup));
    assert.equal(await carousel.evaluate((g) => g.slideCount), 5);
    await tab.locator('#carousel [part~=next]').focus();
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => {
      const g = document.getElementById('carousel').shadowRoot.querySelector('sq-gallery');
      return g.currentGroup === 1 && !g.inMotion;
    });
    assert.deepEqual(await axeViolations(tab), []);
    await tab.keyboard.press('ArrowLeft');
    await tab.waitForFunction(() => {
      const g = document.getElementById('carousel').shadowRoot.querySelector('sq-gallery');
      return g.currentGroup === 0 && !g.inMotion;
    });
    assert.equal(await group(), 0);
    await tab.locator('#carousel figcaption a').first().focus();
    await tab.keyboard.press('Tab');
    assert.equal(
      await tab.evaluate(() => {
        const gallery = document.getElementById('carousel').shadowRoot.querySelector('sq-gallery');
        return gallery.querySelector(':focus')?.textContent;
      }),
      NEWEST[1],
    );
    assert.deepEqual(view.problems(), []);
  } finally {
    await view.close();
  }
});

test('a failed event summary keeps the server items, and axe passes; a French page writes the tour dates in French', async () => {
  const view = await openPage(browser);
  const { page: tab } = view;
  try {
    await tab.route(/\/api\/widget\/GetWidgetRendering/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await tab.goto(`${site.url}/collection-blocks`);
    await tab.locator('#events').scrollIntoViewIfNeeded();
    await waitForUpgrade(tab, ['sq-summary']);
    await tab.waitForFunction(() => document.getElementById('events').state === 'failed');
    const titles = await shownTitles(view, 'events');
    assert.equal(titles.length, 2);
    assert.deepEqual(await axeViolations(tab), []);

    await tab.goto(`${site.url}/salons`);
    await waitForUpgrade(tab, ['sq-tour-dates']);
    assert.deepEqual(
      await tab.$$eval('#tour [part~=date] time', (times) => times.map((t) => t.textContent)),
      ['sam. 6 juin 2099', 'sam. 12 déc. 2099'],
    );
    assert.deepEqual(await axeViolations(tab), []);
  } finally {
    await view.close();
  }
});
