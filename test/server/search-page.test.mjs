/**
 * The search page `/search?q=…` (SPEC §2 page type 102) as the server writes it, the page a
 * visitor without JavaScript gets: the status line, the ranked results with their marked
 * snippets, the query kept in the box, the title, paging, and the no-results help.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pageContext } from './helpers.mjs';
import { startSearchSite } from './search-fixture.mjs';

let env;
before(async () => {
  env = await startSearchSite();
});
after(() => env.stop());

async function page(search) {
  const response = await env.client().get(`/search${search}`);
  return { status: response.status, html: await response.text() };
}

/** The HTML of the results element's content. */
const results = (html) =>
  /<div data-sq-search-results>([\s\S]*?)<\/div>\s*<p>After the results/.exec(html)?.[1];

describe('the search page', () => {
  test('shows the results of a query, the match marked, as page type 102', async () => {
    const { status, html } = await page('?q=prunings');
    assert.equal(status, 200);
    assert.equal(pageContext(html).pageType, 102);
    assert.equal(
      results(html),
      '<p class="sq-search-summary" role="status">1 result for “prunings”</p>' +
        '<ol class="sq-search-results"><li class="sq-search-result">' +
        '<h2 class="sq-search-result__title"><a href="/journal/ash-glazes">A week of ash glazes</a></h2>' +
        '<p class="sq-search-result__meta"><span class="sq-search-result__kind">Post in Journal</span>' +
        ' · <time datetime="2026-10-02T09:00:00-04:00">October 2, 2026</time></p>' +
        '<p class="sq-search-result__snippet">Wood ash from the orchard, sieved and washed. We burned the orchard <mark>prunings</mark> &amp; sieved the ash; the glaze ran like celadon on the shoulder.</p>' +
        '</li></ol>',
    );
    assert.match(html, /<title>Results for “prunings” · Test Studio<\/title>/);
    assert.match(
      html,
      /<input id="q" name="q" type="search" placeholder="Vase…" value="prunings">/,
    );
  });

  test('escapes the query wherever it shows it', async () => {
    const { html } = await page(`?q=${encodeURIComponent('<b>"x"</b>')}`);
    assert.ok(!html.includes('<b>"x"</b>'));
    assert.match(html, /0 results for “&lt;b&gt;&quot;x&quot;&lt;\/b&gt;”/);
    assert.match(html, /value="&lt;b&gt;&quot;x&quot;&lt;\/b&gt;"/);
  });

  test('with no result, says so and what to try', async () => {
    const { html } = await page('?q=teapot');
    assert.equal(
      results(html),
      '<p class="sq-search-summary" role="status">0 results for “teapot”</p>' +
        '<p class="sq-search-help">Check the spelling, try fewer words or a more general one (“bowl” rather than “rice bowls”).</p>',
    );
  });

  test('without a query, keeps the template as it is', async () => {
    const { status, html } = await page('');
    assert.equal(status, 200);
    assert.equal(results(html), '<p>Type a word to search.</p><div>nested</div>');
    assert.match(html, /<title>Search · Test Studio<\/title>/);
  });

  test('pages through results ten at a time; a page past the last is not found', async () => {
    const first = await page('?q=log');
    assert.match(first.html, /12 results for “log”/);
    assert.equal(first.html.match(/class="sq-search-result"/g).length, 10);
    assert.match(
      first.html,
      /<nav class="sq-search-pages" aria-label="Pages of results"><span>Page 1 of 2<\/span><a rel="next" href="\/search\?q=log&amp;page=2">Next results<\/a><\/nav>/,
    );
    const second = await page('?q=log&page=2');
    assert.equal(second.html.match(/class="sq-search-result"/g).length, 2);
    assert.match(second.html, /<ol class="sq-search-results" start="11">/);
    assert.match(
      second.html,
      /<a rel="prev" href="\/search\?q=log">Previous results<\/a><span>Page 2 of 2<\/span><\/nav>/,
    );
    assert.match(second.html, /<title>Results for “log”, page 2 · Test Studio<\/title>/);
    assert.equal((await page('?q=log&page=3')).status, 404);
  });

  test('a query over 200 characters says how long a search may be', async () => {
    const { status, html } = await page(`?q=${'a'.repeat(201)}`);
    assert.equal(status, 200);
    assert.equal(
      results(html),
      '<p class="sq-search-summary" role="status">A search is at most 200 characters. Try fewer words.</p>',
    );
  });
});
