/**
 * The summary and collection link blocks on the server: an empty `<sq-summary>` naming a
 * collection gets the collection's latest items (a blog's newest posts, an events collection's
 * next events) as the settings say; an empty `<sq-collection-link>` gets a link card; and
 * GetWidgetRendering with `collectionId` (SPEC §7, events collections only) renders the next
 * events of that collection.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { COLLECTIONS, hexId, JOURNAL_ID } from './collections-fixture.mjs';
import { makeSite, start } from './helpers.mjs';

const DEMO_STORE = JSON.parse(
  readFileSync(new URL('../../demo/site.json', import.meta.url), 'utf8'),
).store;

/** Events far in the future (upcoming whenever the test runs), and one long past. */
const FAIRS_ID = hexId('d1', 1);
const FAIR = (n, startDate, endDate) => ({
  id: hexId('f1', n),
  urlSlug: `fair-${n}`,
  title: `Fair ${n}`,
  excerpt: `Fair ${n} on the green.`,
  images: n === 1 ? [{ src: '/images/fair.jpg', dimensions: '1200x800', alt: 'Stalls' }] : [],
  tags: ['market'],
  startDate,
  endDate,
});
const FAIRS = {
  id: FAIRS_ID,
  type: 'events',
  path: '/fairs',
  title: 'Fairs',
  timeZone: 'America/New_York',
  items: [
    FAIR(1, '2099-06-06T10:00:00', '2099-06-06T16:00:00'),
    FAIR(2, '2020-05-02T10:00:00', '2020-05-02T16:00:00'),
    FAIR(3, '2099-01-09T10:00:00', '2099-01-09T16:00:00'),
    FAIR(4, '2099-12-12T10:00:00', '2099-12-12T16:00:00'),
  ],
};

const TOUR = {
  label: 'Fairs',
  dates: [
    {
      date: '2099-12-12',
      venue: 'Holiday Market',
      city: 'Hudson, NY',
      ticketUrl: 'https://tickets.example/h',
    },
    { date: '2020-05-02', venue: 'Spring Fair', city: 'Kingston, NY' },
    { date: '2099-06-06', venue: 'Crafts Fair', city: 'Rhinebeck, NY', soldOut: true },
  ],
};

const block = (tag, id, json, inner = '') =>
  `<${tag} id="${id}" data-block-json='${json}'>${inner}</${tag}>`;

let env;
let page;
before(async () => {
  const site = makeSite({ config: { collections: [...COLLECTIONS, FAIRS], store: DEMO_STORE } });
  writeFileSync(
    join(site, 'blocks.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blocks</title></head><body><main><h1>Blocks</h1>' +
      block('sq-summary', 'a', `{"collectionId":"${JOURNAL_ID}","headerText":"From the journal"}`) +
      block(
        'sq-summary',
        'b',
        `{"collectionId":"${JOURNAL_ID}","limit":2,"showImage":false,"showExcerpt":false,"showDate":false,"showTags":true,"design":"grid"}`,
      ) +
      block('sq-summary', 'c', `{"collectionId":"${FAIRS_ID}","limit":5}`) +
      block('sq-summary', 'd', '{"collectionId":"c10000000000000000000009"}') +
      block('sq-summary', 'e', '{not json') +
      block('sq-summary', 'f', `{"collectionId":"${JOURNAL_ID}","limit":31}`) +
      block('sq-summary', 'g', `{"collectionId":"${JOURNAL_ID}"}`, '<p>Our own list</p>') +
      block('sq-collection-link', 'h', `{"collectionId":"${JOURNAL_ID}"}`) +
      block('sq-collection-link', 'i', `{"collectionId":"${FAIRS_ID}"}`) +
      block('sq-tour-dates', 't', JSON.stringify(TOUR)) +
      block('sq-tour-dates', 'u', JSON.stringify({ dates: [TOUR.dates[1]] })) +
      block(
        'sq-tour-dates',
        'v',
        '{"dates":[{"date":"2099-01-01","venue":"A","city":"B","ticketUrl":"javascript:x"}]}',
      ) +
      '</main></body></html>',
  );
  writeFileSync(
    join(site, 'salons.html'),
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Salons</title></head><body><main><h1>Salons</h1>${block('sq-tour-dates', 't', JSON.stringify(TOUR))}</main></body></html>`,
  );
  env = await start({ site });
  page = await (await env.client().get('/blocks')).text();
});
after(() => env.stop());

/** The start tag and content of the block `id`. */
function blockOf(id) {
  const tag = new RegExp(`<(sq-[a-z-]+) id="${id}"[^>]*>`).exec(page);
  const open = tag.index + tag[0].length;
  return { start: tag[0], inner: page.slice(open, page.indexOf(`</${tag[1]}>`, open)) };
}

/** The items of a summary as a reader sees them: title, link, date, excerpt, tags, picture. */
function items(inner) {
  return [
    ...inner.matchAll(/<article class="sq-summary-item" data-item-id="([^"]+)">(.*?)<\/article>/g),
  ].map(([, id, body]) => ({
    id,
    title: /<h3 class="sq-summary-title"><a href="([^"]+)">([^<]+)<\/a><\/h3>/.exec(body)?.slice(1),
    date: /<p class="sq-summary-date"><time datetime="([^"]+)">([^<]+)<\/time><\/p>/.exec(
      body,
    )?.[2],
    excerpt: /<p class="sq-summary-excerpt">([^<]+)<\/p>/.exec(body)?.[1],
    tags: [...body.matchAll(/<li><a href="([^"]+)" rel="tag">([^<]+)<\/a><\/li>/g)].map((m) =>
      m.slice(1),
    ),
    picture: /<div class="sq-summary-image"><sq-image[^>]*><img data-src="([^"]+)"/.exec(body)?.[1],
  }));
}

test('SPEC §2 summary v2: a blog summary lists its newest posts (3 by default) under the header, with picture, date and excerpt', () => {
  const { start, inner } = blockOf('a');
  assert.match(start, / data-collection-type="blog">$/);
  assert.match(inner, /^<h2 class="sq-summary-header" slot="header">From the journal<\/h2>/);
  assert.deepEqual(items(inner), [
    {
      id: hexId('b1', 7),
      title: ['/journal/wood-kiln', 'Building a wood kiln'],
      date: 'October 2, 2026',
      excerpt: 'Building a wood kiln: what we learned.',
      tags: [],
      picture: '/images/pot.jpg',
    },
    {
      id: hexId('b1', 6),
      title: ['/journal/celadon-notes', 'Notes on celadon'],
      date: 'September 9, 2026',
      excerpt: 'Notes on celadon: what we learned.',
      tags: [],
      picture: undefined,
    },
    {
      id: hexId('b1', 5),
      title: ['/journal/summer-sale', 'The summer sale'],
      date: 'July 1, 2026',
      excerpt: 'The summer sale: what we learned.',
      tags: [],
      picture: '/images/pot.jpg',
    },
  ]);
});

test('summary settings: limit, and showImage / showExcerpt / showDate off, showTags on (tags link to the filtered collection)', () => {
  const { inner } = blockOf('b');
  assert.doesNotMatch(inner, /sq-summary-header/);
  assert.deepEqual(items(inner), [
    {
      id: hexId('b1', 7),
      title: ['/journal/wood-kiln', 'Building a wood kiln'],
      date: undefined,
      excerpt: undefined,
      tags: [['/journal?tag=kiln', 'kiln']],
      picture: undefined,
    },
    {
      id: hexId('b1', 6),
      title: ['/journal/celadon-notes', 'Notes on celadon'],
      date: undefined,
      excerpt: undefined,
      tags: [['/journal?tag=glazes', 'glazes']],
      picture: undefined,
    },
  ]);
});

test('an events summary lists the next events only (not the past one), soonest first, dates in their zone', () => {
  const { start, inner } = blockOf('c');
  assert.match(start, / data-collection-type="events">$/);
  const shown = items(inner);
  assert.deepEqual(
    shown.map((item) => item.title[1]),
    ['Fair 3', 'Fair 1', 'Fair 4'],
  );
  assert.equal(shown[1].date, 'Sat, Jun 6, 2099, 10:00 AM – 4:00 PM EDT');
});

test('blocks naming no collection, with settings that do not read, or holding their own markup are left as they are', () => {
  assert.equal(blockOf('d').inner, '');
  assert.equal(blockOf('e').inner, '');
  assert.equal(blockOf('f').inner, '');
  assert.equal(blockOf('g').inner, '<p>Our own list</p>');
  assert.doesNotMatch(blockOf('d').start, /data-collection-type/);
});

test('collection link: a link card to the collection with its title, description, count and latest (events: next) date', () => {
  assert.equal(
    blockOf('h').inner,
    '<a class="sq-collection-link" href="/journal">' +
      '<span class="sq-collection-link-image"><sq-image id="collection-link-c10000000000000000000001-image" data-block-json="{&quot;cropMode&quot;:&quot;cover&quot;,&quot;sizeFormat&quot;:&quot;queryString&quot;,&quot;load&quot;:&quot;lazy&quot;}"><img data-src="/images/pot.jpg" data-image-dimensions="1200x800" data-image-focal-point="0.5,0.5" alt="Building a wood kiln photo"><noscript><img src="/images/pot.jpg?format=500w" alt="Building a wood kiln photo"></noscript></sq-image></span>' +
      '<span class="sq-collection-link-text"><strong class="sq-collection-link-title">Journal</strong>' +
      '<span class="sq-collection-link-description">Notes from the studio.</span>' +
      '<span class="sq-collection-link-meta">7 posts · latest <time datetime="2026-10-02T09:00:00-04:00">October 2, 2026</time></span></span></a>',
  );
  assert.match(
    blockOf('i').inner,
    /<span class="sq-collection-link-meta">4 events · next <time datetime="2099-01-09T15:00:00.000Z">Fri, Jan 9, 2099, 10:00 AM – 4:00 PM EST<\/time><\/span>/,
  );
});

/** Asks GetWidgetRendering for an event summary. */
async function render(collectionId, value) {
  const response = await env.client().postForm('/api/widget/GetWidgetRendering', {
    widgetJSON: JSON.stringify({ type: 'event-summary', id: collectionId, value }),
    collectionId,
  });
  return { status: response.status, body: await response.json() };
}

test('SPEC §7 GetWidgetRendering with collectionId: the next events of that events collection as plain HTML, limit and fields as asked', async () => {
  const { status, body } = await render(FAIRS_ID, { limit: 2, showExcerpt: false });
  assert.equal(status, 200);
  assert.equal(
    body.data.html,
    '<div><div><h3><a href="/fairs/fair-3">Fair 3</a></h3><p><time datetime="2099-01-09T15:00:00.000Z">Fri, Jan 9, 2099, 10:00 AM – 4:00 PM EST</time></p></div></div>' +
      '<div><figure><img src="/images/fair.jpg?format=750w" alt="Stalls" width="1200" height="800"></figure><div><h3><a href="/fairs/fair-1">Fair 1</a></h3><p><time datetime="2099-06-06T14:00:00.000Z">Sat, Jun 6, 2099, 10:00 AM – 4:00 PM EDT</time></p></div></div>',
  );
});

test('GetWidgetRendering with collectionId refuses a collection that is not events (400) or unknown (404); without it, widgets answer as before', async () => {
  const blog = await render(JOURNAL_ID, {});
  assert.equal(blog.status, 400);
  assert.match(blog.body.error, /events collection/);
  const unknown = await render('c10000000000000000000009', {});
  assert.equal(unknown.status, 404);
  const bad = await render(FAIRS_ID, { limit: 0 });
  assert.equal(bad.status, 400);
  const plain = await env.client().postForm('/api/widget/GetWidgetRendering', {
    widgetJSON: JSON.stringify({ type: 'event-summary', id: FAIRS_ID, value: 'x' }),
  });
  assert.equal(plain.status, 200);
  assert.doesNotMatch((await plain.json()).data.html, /Fair 3/);
});

test('SPEC §2 tour dates: an empty block gets its upcoming dates in date order, days in the page language, Tickets or Sold out; none left: "No upcoming dates."', async () => {
  assert.equal(
    blockOf('t').inner,
    '<ol class="sq-tour-dates" aria-label="Fairs">' +
      '<li class="sq-tour-date"><time class="sq-tour-date-day" datetime="2099-06-06">Sat, Jun 6, 2099</time><p class="sq-tour-date-place"><span class="sq-tour-date-venue">Crafts Fair</span> <span class="sq-tour-date-city">Rhinebeck, NY</span></p><span class="sq-tour-date-status">Sold out</span></li>' +
      '<li class="sq-tour-date"><time class="sq-tour-date-day" datetime="2099-12-12">Sat, Dec 12, 2099</time><p class="sq-tour-date-place"><span class="sq-tour-date-venue">Holiday Market</span> <span class="sq-tour-date-city">Hudson, NY</span></p><a class="sq-tour-date-status" href="https://tickets.example/h" target="_blank" rel="noopener" aria-label="Tickets, Holiday Market, Sat, Dec 12, 2099">Tickets</a></li>' +
      '</ol>',
  );
  assert.equal(blockOf('u').inner, '<p class="sq-tour-dates-empty">No upcoming dates.</p>');
  assert.equal(blockOf('v').inner, '');
  const french = await (await env.client().get('/salons')).text();
  assert.deepEqual(
    [...french.matchAll(/<time class="sq-tour-date-day" datetime="[^"]+">([^<]+)<\/time>/g)].map(
      (m) => m[1],
    ),
    ['sam. 6 juin 2099', 'sam. 12 déc. 2099'],
  );
});
