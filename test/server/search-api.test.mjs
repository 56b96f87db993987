/**
 * The site search API, `GET /api/search` (SPEC §2 site search, page types 1, 2 and 50 found;
 * SQLite FTS5 with bm25 ranking): what it finds, how it ranks and highlights, what it leaves out,
 * what it refuses, and that an edited template is found as it now reads.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startSearchSite } from './search-fixture.mjs';

let env;
before(async () => {
  env = await startSearchSite();
});
after(() => env.stop());

/** The answer to `GET /api/search` with `params`. */
async function search(params) {
  const response = await env.client().get(`/api/search?${new URLSearchParams(params)}`);
  return { status: response.status, body: await response.json() };
}

const urls = (body) => body.results.map((result) => result.url);

describe('what the search finds', () => {
  test('a journal post by a word of its body, with the words around it and the match marked', async () => {
    const { status, body } = await search({ q: 'prunings' });
    assert.equal(status, 200);
    assert.equal(body.query, 'prunings');
    assert.equal(body.total, 1);
    assert.deepEqual(body.results[0], {
      title: 'A week of ash glazes',
      url: '/journal/ash-glazes',
      kind: 'post',
      collection: 'Journal',
      date: '2026-10-02T09:00:00-04:00',
      image: { src: '/images/ash.jpg', alt: 'An ash-glazed jar', dimensions: '1200x800' },
      snippet:
        'Wood ash from the orchard, sieved and washed. We burned the orchard <mark>prunings</mark> &amp; sieved the ash; the glaze ran like celadon on the shoulder.',
    });
  });

  test('words are stemmed and the last word is a prefix: "burn orch" finds "burned the orchard"', async () => {
    const { body } = await search({ q: 'burn orch' });
    assert.deepEqual(urls(body), ['/journal/ash-glazes']);
    assert.match(body.results[0].snippet, /<mark>burned<\/mark> the <mark>orchard<\/mark>/);
  });

  test('every word must match: "orchard teapot" finds nothing', async () => {
    assert.equal((await search({ q: 'orchard teapot' })).body.total, 0);
  });

  test('a title match ranks above a body match (bm25, title weighted)', async () => {
    const { body } = await search({ q: 'celadon' });
    assert.equal(body.total, 3);
    assert.equal(urls(body)[0], '/journal/celadon-notes', 'once in the title');
    assert.equal(urls(body)[1], '/journal/green-shelf', 'four times in the body');
  });

  test('an event by its location, with the location marked and its start in its zone', async () => {
    const { body } = await search({ q: 'armory' });
    assert.equal(body.total, 1);
    const [event] = body.results;
    assert.equal(event.kind, 'event');
    assert.equal(event.collection, 'Events');
    assert.equal(event.url, '/events/winter-kiln-opening');
    assert.equal(event.date, '2026-12-05T18:00:00-05:00', 'New York wall time, EST offset');
    assert.match(event.snippet, /<mark>Armory<\/mark>/);
  });

  test('a published product under the shop collection; a hidden one never', async () => {
    const { body } = await search({ q: 'speckles' });
    assert.deepEqual(
      body.results.map(({ title, url, kind, collection }) => ({ title, url, kind, collection })),
      [{ title: 'Speckled cup', url: '/shop/speckled-cup', kind: 'product', collection: 'Shop' }],
    );
    assert.equal((await search({ q: 'teapot' })).body.total, 0);
  });

  test('a template page by the text of its main, titled without the site name', async () => {
    const { body } = await search({ q: 'porcelain river' });
    assert.equal(body.total, 1);
    assert.equal(body.results[0].title, 'About us');
    assert.equal(body.results[0].url, '/about');
    assert.equal(body.results[0].kind, 'page');
    assert.match(body.results[0].snippet, /<mark>porcelain<\/mark> by the <mark>river<\/mark>/);
  });

  test('never what a visitor does not read or may not open as a page', async () => {
    const words = [
      'headerword', // outside <main>
      'scriptword', // a script
      'attributeword', // a block's data-block-json
      'cartword', // the cart page
      'popupword', // the popup overlay's page
      'notfoundword', // 404.html
      'itemtemplateword', // an _item template
      'unsubscribeword', // page type 300
      'nested', // the search page itself
    ];
    for (const q of words) {
      assert.equal((await search({ q })).body.total, 0, q);
    }
  });

  test('limit and offset page through the results; total counts them all', async () => {
    const all = await search({ q: 'log', limit: '20' });
    assert.equal(all.body.total, 12);
    assert.equal(all.body.results.length, 12);
    const page = await search({ q: 'log', limit: '5', offset: '10' });
    assert.equal(page.body.total, 12);
    assert.deepEqual(urls(page.body), urls(all.body).slice(10));
    assert.equal((await search({ q: 'log' })).body.results.length, 10, 'default limit 10');
  });

  test('an edited template is found as it now reads', async () => {
    const file = join(env.siteDir, 'about.html');
    assert.equal((await search({ q: 'sgraffito' })).body.total, 0);
    writeFileSync(file, readFileSync(file, 'utf8').replace('porcelain', 'sgraffito'));
    assert.deepEqual(urls((await search({ q: 'sgraffito' })).body), ['/about']);
  });
});

describe('what the search refuses', () => {
  test('a blank query answers no results', async () => {
    for (const q of ['', '   ']) {
      assert.deepEqual((await search({ q })).body, { query: '', total: 0, results: [] });
    }
    assert.deepEqual((await search({})).body, { query: '', total: 0, results: [] });
  });

  test('FTS5 syntax typed by a visitor is only words', async () => {
    for (const q of [
      '"orchard',
      'orchard OR teapot',
      'NEAR(orchard',
      'orch*',
      'glaze:orchard',
      '^orchard',
      '-',
      '()',
    ]) {
      const { status, body } = await search({ q });
      assert.equal(status, 200, q);
      assert.ok(body.total <= 1, q);
    }
    assert.equal((await search({ q: 'orchard OR teapot' })).body.total, 0, 'OR is a word here');
    assert.equal((await search({ q: 'glaze:orchard' })).body.total, 1, 'no column filter');
  });

  test('a query over 200 characters, a limit outside 1..20 or a negative offset is refused with 400', async () => {
    const long = await search({ q: 'a'.repeat(201) });
    assert.equal(long.status, 400);
    assert.match(long.body.error, /^q: a search is at most 200 characters/);
    assert.equal((await search({ q: 'a'.repeat(200) })).status, 200);
    for (const limit of ['0', '21', 'x']) {
      const { status, body } = await search({ q: 'log', limit });
      assert.equal(status, 400, limit);
      assert.match(body.error, /^limit: /);
    }
    assert.equal((await search({ q: 'log', offset: '-1' })).status, 400);
  });
});
