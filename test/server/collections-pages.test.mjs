/**
 * Collection pages (SPEC §2 page type 1, view modes list, grid and product) and item pages
 * (page type 50) served from site.json `collections`: paging, tag and category filters, upcoming
 * and past events, the item article with its neighbours, and an event's calendar file with its
 * times in UTC for the event's zone on both sides of daylight saving time.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { COLLECTIONS, EVENTS_ID, JOURNAL_ID, POSTS, SHOP_ID } from './collections-fixture.mjs';
import { makeSite, pageContext, start } from './helpers.mjs';

const DEMO_STORE = JSON.parse(
  readFileSync(new URL('../../demo/site.json', import.meta.url), 'utf8'),
).store;

/** Wall-clock time in UTC `days` from now, to the minute. */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

/** Fairs around today, in UTC, given out of order. */
const FAIRS = {
  id: 'c20000000000000000000001',
  type: 'events',
  path: '/fairs',
  title: 'Fairs',
  timeZone: 'UTC',
  pageSize: 2,
  items: [20, -40, 3, -2, 1].map((days, i) => ({
    id: `e2000000000000000000000${i}`,
    urlSlug: `fair-${i}`,
    title: `Fair in ${days} days`,
    startDate: inDays(days),
    endDate: inDays(days + 0.1),
  })),
};

/** A template whose main holds `inner`. */
const page = (title, inner) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Fixture Pottery</title><meta name="description" content="The template's own words."></head><body><main><h1>${title}</h1>${inner}</main></body></html>`;

/** The titles of the cards of a collection page, in order. */
const cardTitles = (html) =>
  [...html.matchAll(/<h[23] class="sq-collection-item__title"><a href="[^"]*">([^<]*)<\/a>/g)].map(
    (m) => m[1],
  );

let env;
let client;
before(async () => {
  const site = makeSite({
    config: {
      website: { id: 'site-1', identifier: 'fixture-site', siteTitle: 'Fixture Pottery' },
      collections: [...COLLECTIONS, FAIRS],
      store: DEMO_STORE,
    },
  });
  writeFileSync(
    join(site, 'journal.html'),
    page('Journal', '<div data-sq-collection-list><p>Posts</p></div><aside>After</aside>'),
  );
  writeFileSync(
    join(site, 'events.html'),
    page('Events', '<section data-sq-collection-list></section>'),
  );
  writeFileSync(join(site, 'fairs.html'), page('Fairs', '<div data-sq-collection-list></div>'));
  writeFileSync(join(site, 'shop.html'), page('Shop', '<div data-sq-collection-list></div>'));
  mkdirSync(join(site, 'journal'));
  mkdirSync(join(site, 'events'));
  writeFileSync(
    join(site, 'journal', '_item.html'),
    page('Post', '<div data-sq-collection-item></div>'),
  );
  writeFileSync(
    join(site, 'events', '_item.html'),
    page('Event', '<div data-sq-collection-item></div>'),
  );
  env = await start({ site });
  client = env.client();
});
after(() => env.stop());

const get = async (path) => {
  const response = await client.get(path);
  return { status: response.status, html: await response.text(), response };
};

describe('collection page (page type 1) in its view modes (SPEC §2)', () => {
  test('the journal lists its newest posts first, a page at a time, in the list view by default', async () => {
    const { status, html } = await get('/journal');
    assert.equal(status, 200);
    const context = pageContext(html);
    assert.equal(context.pageType, 1);
    assert.equal(context.collectionId, JOURNAL_ID);
    assert.deepEqual(context.collection, { title: 'Journal', type: 1, permissionType: 1 });
    assert.match(html, /<ol class="sq-collection sq-collection--list">/);
    assert.deepEqual(cardTitles(html), [
      'Building a wood kiln',
      'Notes on celadon',
      'The summer sale',
    ]);
    assert.doesNotMatch(html, /<p>Posts<\/p>/, 'the placeholder is replaced');
    assert.match(html, /<aside>After<\/aside>/, 'what follows the list stays');
    const [first, , third] = html.match(/<article class="sq-collection-item">[\s\S]*?<\/article>/g);
    // The first card's picture, likely the largest paint, loads with the page at high priority.
    assert.match(
      first,
      /<a class="sq-collection-item__image" href="\/journal\/wood-kiln" tabindex="-1" aria-hidden="true"><sq-image id="item-b1[0-9]+-image" data-block-json="[^"]*cover[^"]*eager[^"]*"><img src="\/images\/pot\.jpg\?format=500w" data-src="\/images\/pot\.jpg" data-image-dimensions="1200x800"[^>]* fetchpriority="high"/,
    );
    assert.match(
      third,
      /<sq-image id="item-b1[0-9]+-image" data-block-json="[^"]*lazy[^"]*"><img data-src="[^"]+" data-image-dimensions/,
      'the next cards wait until they near the window',
    );
    assert.match(
      first,
      /<time datetime="2026-10-02T09:00:00-04:00">October 2, 2026<\/time> · <span class="sq-collection-item__author">Mara Lind<\/span>/,
    );
    assert.match(
      first,
      /<p class="sq-collection-item__excerpt">Building a wood kiln: what we learned\.<\/p>/,
    );
    assert.match(
      first,
      /<ul class="sq-collection-item__tags" aria-label="Tags"><li><a href="\/journal\?tag=kiln" rel="tag">kiln<\/a><\/li><\/ul>/,
    );
    assert.match(
      first,
      /<ul class="sq-collection-item__categories" aria-label="Categories"><li><a href="\/journal\?category=Studio\+notes">Studio notes<\/a><\/li><\/ul>/,
    );
    assert.match(
      first,
      /<a href="\/journal\/wood-kiln">Read more<span class="visually-hidden">: Building a wood kiln<\/span><\/a>/,
    );
    assert.equal(
      /<nav class="sq-collection-pages" aria-label="Pages">([\s\S]*?)<\/nav>/.exec(html)[1],
      '<p>Page 1 of 3</p><a rel="next" href="/journal?page=2">Older posts</a>',
    );
  });

  test('page 2 links back to the first page and on to the third; the view chosen is kept', async () => {
    const { html } = await get('/journal?view=grid&page=2');
    assert.match(html, /<ol class="sq-collection sq-collection--grid">/);
    assert.deepEqual(cardTitles(html), [
      'Trimming feet',
      'A week of ash glazes',
      'Choosing a clay body',
    ]);
    assert.equal(
      /<nav class="sq-collection-pages" aria-label="Pages">([\s\S]*?)<\/nav>/.exec(html)[1],
      '<a rel="prev" href="/journal?view=grid">Newer posts</a><p>Page 2 of 3</p><a rel="next" href="/journal?view=grid&amp;page=3">Older posts</a>',
    );
    assert.match(html, /href="\/journal\?view=grid&amp;tag=wheel"/, 'tag links keep the view');
  });

  test('the product view shows picture-first cards without excerpts or tags', async () => {
    const { html } = await get('/journal?view=product&page=3');
    assert.match(html, /<ol class="sq-collection sq-collection--product">/);
    assert.deepEqual(cardTitles(html), ['Our first firing']);
    assert.doesNotMatch(html, /sq-collection-item__excerpt|sq-collection-item__tags/);
    assert.match(html, /<p>Page 3 of 3<\/p>/);
  });

  test('a page past the last, or not a page number, is the not-found page', async () => {
    for (const path of [
      '/journal?page=4',
      '/journal?page=0',
      '/journal?page=two',
      '/journal?page=1.5',
    ]) {
      const { status, html } = await get(path);
      assert.equal(status, 404, path);
      assert.equal(pageContext(html).pageType, 100, path);
    }
  });

  test('a tag or a category filters the posts and says so, with a way back to every post', async () => {
    const tagged = await get('/journal?tag=glazes');
    assert.deepEqual(cardTitles(tagged.html), ['Notes on celadon', 'A week of ash glazes']);
    assert.match(
      tagged.html,
      /<p class="sq-collection-filter">Posts tagged “glazes”\. <a href="\/journal">All posts<\/a><\/p>/,
    );
    const category = await get('/journal?category=techniques');
    assert.deepEqual(cardTitles(category.html), [
      'Notes on celadon',
      'Trimming feet',
      'Choosing a clay body',
    ]);
    const none = await get('/journal?tag=%3Cscript%3E');
    assert.match(
      none.html,
      /<p class="sq-collection-empty">No posts tagged “&lt;script&gt;”\.<\/p>/,
    );
  });

  test('a products collection in the product view holds product blocks filled by the shop', async () => {
    const { html } = await get('/shop');
    assert.equal(pageContext(html).collectionId, SHOP_ID);
    const published = DEMO_STORE.products.filter((p) => p.workflowState === 1);
    const blocks = [...html.matchAll(/<sq-product id="collection-product-([a-z0-9-]+)"/g)].map(
      (m) => m[1],
    );
    assert.deepEqual(
      blocks,
      published.slice(0, 10).map((p) => p.urlSlug),
    );
    assert.match(
      html,
      /<h2 class="sq-product__name"><a href="\/shop\/sage-tumbler">Sage tumbler<\/a><\/h2>/,
    );
    const list = await get('/shop?view=list');
    assert.match(
      list.html,
      /<h2 class="sq-collection-item__title"><a href="\/shop\/sage-tumbler">Sage tumbler<\/a><\/h2>/,
    );
    assert.match(list.html, /<p class="sq-collection-item__price">/);
  });
});

describe('events: upcoming and past (SPEC §2 events collection list)', () => {
  test('upcoming events soonest first, a page at a time; past ones latest first on their own page', async () => {
    const { html } = await get('/fairs');
    assert.match(html, /<h2 class="sq-collection-heading">Upcoming events<\/h2>/);
    assert.deepEqual(cardTitles(html), ['Fair in 1 days', 'Fair in 3 days']);
    assert.match(html, /<a rel="next" href="\/fairs\?page=2">Later events<\/a>/);
    assert.match(
      html,
      /<p class="sq-collection-switch"><a href="\/fairs\?past=1">Past events<\/a><\/p>/,
    );
    assert.deepEqual(cardTitles((await get('/fairs?page=2')).html), ['Fair in 20 days']);
    const past = await get('/fairs?past=1');
    assert.match(past.html, /<h2 class="sq-collection-heading">Past events<\/h2>/);
    assert.deepEqual(cardTitles(past.html), ['Fair in -2 days', 'Fair in -40 days']);
    assert.match(
      past.html,
      /<p class="sq-collection-switch"><a href="\/fairs">Upcoming events<\/a><\/p>/,
    );
    assert.doesNotMatch(past.html, /sq-collection-pages/, 'two past events fit one page');
  });
});

describe('item page (page type 50)', () => {
  test('a post: title, date, author, picture, body, tags, newer and older posts, its context and title', async () => {
    const { status, html } = await get('/journal/ash-glazes');
    assert.equal(status, 200);
    const context = pageContext(html);
    assert.equal(context.pageType, 50);
    assert.equal(context.collectionId, JOURNAL_ID);
    assert.equal(context.itemId, POSTS[2].id);
    assert.deepEqual(context.item, { title: 'A week of ash glazes', recordType: 1 });
    assert.match(html, /<title>A week of ash glazes · Fixture Pottery<\/title>/);
    assert.match(
      html,
      /<meta name="description" content="A week of ash glazes: what we learned\.">/,
    );
    const article = /<article class="sq-collection-entry">[\s\S]*<\/article>/.exec(html)[0];
    assert.match(
      article,
      /<h1>A week of ash glazes<\/h1><p class="sq-collection-entry__meta"><time datetime="2026-05-20T08:30:00-04:00">May 20, 2026<\/time> · <span class="sq-collection-entry__author">By Mara Lind<\/span><\/p>/,
    );
    assert.match(
      article,
      /<figure class="sq-collection-entry__image"><sq-image id="item-[0-9a-f]+-image-1" [^>]*><img src="\/images\/pot\.jpg\?format=500w"/,
    );
    assert.match(
      article,
      /<div class="sq-collection-entry__body"><p>A week of ash glazes at the studio\.<\/p><h2>What happened<\/h2>/,
    );
    assert.equal(
      /<nav class="sq-collection-entry__nav" aria-label="More posts">([\s\S]*?)<\/nav>/.exec(
        article,
      )[1],
      '<a rel="prev" href="/journal/trimming-feet"><span class="sq-collection-entry__nav-label">Newer post</span> Trimming feet</a>' +
        '<a rel="next" href="/journal/clay-bodies"><span class="sq-collection-entry__nav-label">Older post</span> Choosing a clay body</a>',
    );
    const newest = await get('/journal/wood-kiln');
    assert.doesNotMatch(newest.html, /rel="prev"/, 'the newest post has no newer one');
  });

  test('an unknown slug is not found; the item template is not a page of its own', async () => {
    assert.equal((await get('/journal/no-such-post')).status, 404);
    assert.equal((await get('/journal/_item')).status, 404);
    assert.equal((await get('/journal/_item.html')).status, 404);
  });

  test('an event: when in its zone, where, tickets and "Add to calendar" to its .ics file', async () => {
    const { html } = await get('/events/winter-kiln-opening');
    const article = /<article class="sq-collection-entry">[\s\S]*<\/article>/.exec(html)[0];
    assert.match(
      article,
      /<dt>When<\/dt><dd><time datetime="2026-12-05T23:00:00.000Z">Sat, Dec 5, 2026, 6:00 – 9:00 PM EST<\/time><\/dd>/,
    );
    assert.match(
      article,
      /<dt>Where<\/dt><dd>Kiln &amp; Clay Studio<br>14 Pottery Lane<br>Hudson, NY<\/dd>/,
    );
    assert.match(
      article,
      /<a class="button" href="\/events\/winter-kiln-opening\.ics" download>Add to calendar<\/a>/,
    );
    assert.match(
      article,
      /<a class="button button--quiet" href="https:\/\/tickets\.example\.com\/kiln" rel="noopener">Tickets<\/a>/,
    );
    assert.match(
      article,
      /aria-label="More events"><a rel="prev" href="\/events\/summer-open-studio">/,
    );
    const summer = await get('/events/summer-open-studio');
    assert.match(
      summer.html,
      /<time datetime="2026-07-18T14:00:00.000Z">Sat, Jul 18, 2026, 10:00 AM – 4:00 PM EDT<\/time>/,
    );
    const berlin = await get('/events/berlin-ceramics-fair');
    assert.match(
      berlin.html,
      /<time datetime="2026-07-04T09:00:00.000Z">Sat, Jul 4, 2026, 11:00 AM – 6:00 PM GMT\+2<\/time>/,
    );
  });
});

describe('an event’s calendar file (RFC 5545)', () => {
  /** The unfolded lines of an .ics answer. */
  const lines = (body) => body.replace(/\r\n /g, '').split('\r\n');

  test('December in New York (EST, UTC-5): 18:00 local is 23:00 UTC; a download of text/calendar', async () => {
    const { status, html: body, response } = await get('/events/winter-kiln-opening.ics');
    assert.equal(status, 200);
    assert.equal(response.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="winter-kiln-opening.ics"',
    );
    assert.ok(body.endsWith('\r\n'));
    assert.ok(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75));
    const all = lines(body);
    assert.ok(all.includes('DTSTART:20261205T230000Z'));
    assert.ok(all.includes('DTEND:20261206T020000Z'));
    assert.ok(all.includes('SUMMARY:Winter kiln opening'));
    assert.ok(all.includes('LOCATION:Kiln & Clay Studio\\, 14 Pottery Lane\\, Hudson\\, NY'));
    assert.ok(all.includes(`UID:${COLLECTIONS[1].items[1].id}@fixture-site`));
    assert.match(body, /\r\nURL:http:\/\/localhost:\d+\/events\/winter-kiln-opening\r\n/);
  });

  test('July in New York (EDT, UTC-4) and in Berlin (CEST, UTC+2)', async () => {
    const summer = lines((await get('/events/summer-open-studio.ics')).html);
    assert.ok(summer.includes('DTSTART:20260718T140000Z'));
    assert.ok(summer.includes('DTEND:20260718T200000Z'));
    const berlin = lines((await get('/events/berlin-ceramics-fair.ics')).html);
    assert.ok(berlin.includes('DTSTART:20260704T090000Z'));
    assert.ok(berlin.includes('DTEND:20260704T160000Z'));
  });

  test('a post has no calendar file', async () => {
    assert.equal((await get('/journal/wood-kiln.ics')).status, 404);
  });
});

test('the events collection id is in the events page context', async () => {
  assert.equal(pageContext((await get('/events')).html).collectionId, EVENTS_ID);
});
