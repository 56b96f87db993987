/**
 * The site of the search tests: the fixture site with a journal, an events collection, the shop
 * (one published product, one hidden) and templates the search must find or leave out.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FIXTURE_SITE, start } from './helpers.mjs';

const hex = (prefix, n) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

const FIXTURE_CONFIG = JSON.parse(readFileSync(join(FIXTURE_SITE, 'site.json'), 'utf8'));

const demoProduct = JSON.parse(
  readFileSync(new URL('../../demo/site.json', import.meta.url), 'utf8'),
).store.products[0];

/** The store: a published cup and a hidden teapot. */
const STORE = {
  products: [
    {
      ...demoProduct,
      id: hex('a1', 1),
      urlSlug: 'speckled-cup',
      name: 'Speckled cup',
      description: 'Stoneware with iron speckles, thrown on the kick wheel.',
    },
    {
      ...demoProduct,
      id: hex('a1', 2),
      urlSlug: 'secret-teapot',
      name: 'Secret teapot',
      workflowState: 4,
      description: 'A teapot nobody may find yet.',
      variants: demoProduct.variants.map((v, i) => ({ ...v, sku: `SQ990000${i}` })),
    },
  ],
};

const post = (n, fields) => ({
  id: hex('b1', n),
  excerpt: '',
  body: '',
  images: [],
  tags: [],
  categories: [],
  ...fields,
});

/** Twelve log posts: a query for "log" has two pages of results. */
const LOGS = Array.from({ length: 12 }, (_, i) =>
  post(10 + i, {
    urlSlug: `kiln-log-${i + 1}`,
    title: `Kiln log ${i + 1}`,
    body: `<p>Firing record number ${i + 1}.</p>`,
    publishOn: `2026-01-${String(i + 1).padStart(2, '0')}T09:00:00-05:00`,
  }),
);

export const COLLECTIONS = [
  {
    id: hex('c1', 1),
    type: 'blog',
    path: '/journal',
    title: 'Journal',
    items: [
      post(1, {
        urlSlug: 'ash-glazes',
        title: 'A week of ash glazes',
        excerpt: 'Wood ash from the orchard, sieved and washed.',
        body: '<p>We burned the <strong>orchard</strong> prunings & sieved the ash; the glaze <em>ran</em> like celadon on the shoulder.</p><figure><img src="/images/ash.jpg" alt="Ash glaze"></figure>',
        images: [
          {
            src: '/images/ash.jpg',
            dimensions: '1200x800',
            focalPoint: '0.5,0.5',
            alt: 'An ash-glazed jar',
          },
        ],
        tags: ['glazes'],
        categories: ['Studio notes'],
        author: 'Mara Lind',
        publishOn: '2026-10-02T09:00:00-04:00',
      }),
      post(2, {
        urlSlug: 'celadon-notes',
        title: 'Notes on celadon',
        excerpt: 'A pale green glaze from a little iron.',
        body: '<p>Reduction does the rest.</p>',
        publishOn: '2026-09-09T09:00:00-04:00',
      }),
      post(3, {
        urlSlug: 'green-shelf',
        title: 'The green shelf',
        body: '<p>Celadon, celadon, celadon: every pot on it is celadon.</p>',
        publishOn: '2026-08-01T09:00:00-04:00',
      }),
      ...LOGS,
    ],
  },
  {
    id: hex('c1', 2),
    type: 'events',
    path: '/events',
    title: 'Events',
    timeZone: 'America/New_York',
    items: [
      post(30, {
        urlSlug: 'winter-kiln-opening',
        title: 'Winter kiln opening',
        excerpt: 'Forty-two new pots and hot cider.',
        body: '<p>Come early for first pick.</p>',
        startDate: '2026-12-05T18:00:00',
        endDate: '2026-12-05T21:00:00',
        location: { name: 'Hudson Armory', city: 'Hudson, NY' },
      }),
    ],
  },
  { id: hex('c1', 3), type: 'products', path: '/shop', title: 'Shop' },
];

/** Template pages written into the site, path → HTML. */
export const PAGES = {
  'search.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search · Test Studio</title></head>
<body><main><h1>Search</h1>
<sq-search><form role="search" action="/search"><label for="q">Search the site</label><input id="q" name="q" type="search" placeholder="Vase…"><button>Search</button></form></sq-search>
<div data-sq-search-results><p>Type a word to search.</p><div>nested</div></div>
<p>After the results.</p></main></body></html>`,
  'about.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>About us · Test Studio</title></head>
<body><header>Headerword</header><main><h1>About</h1><p>We throw porcelain by the river.</p>
<script>var scriptword = 1;</script><sq-form data-block-json='{"html": "<p>attributeword</p>"}'></sq-form></main></body></html>`,
  'cart.html': '<title>Cart · Test Studio</title><main>cartword</main>',
  'popup.html': '<title>Popup · Test Studio</title><main>popupword</main>',
  '404.html': '<title>Not found · Test Studio</title><main>notfoundword</main>',
  'journal/_item.html': '<title>Item · Test Studio</title><main>itemtemplateword</main>',
  'unsubscribe.html':
    '<title>Unsubscribe · Test Studio</title><meta name="sq-page-type" content="300"><main>unsubscribeword</main>',
};

/** Writes {@link PAGES} into `siteDir`. */
export function writePages(siteDir) {
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), html);
  }
}

/**
 * A server on a copy of the fixture site with the collections, the store and {@link PAGES}
 * (written before the first search, which builds the index).
 */
export async function startSearchSite() {
  const website = { ...FIXTURE_CONFIG.website, siteTitle: 'Test Studio' };
  const env = await start({ config: { website, collections: COLLECTIONS, store: STORE } });
  writePages(env.siteDir);
  return env;
}
