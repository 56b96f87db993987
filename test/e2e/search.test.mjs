/**
 * Site search end to end on the demo site (SPEC §2 search page 102, §3 census event 2): a
 * journal post is found by a word of its body, with the snippet marking it, without JavaScript
 * and through `<sq-search>` by keyboard (a suggestion goes straight to the post; Enter without
 * one searches); the search is counted once as a site search and the search page view is never
 * counted; axe passes with the suggestions open, on results and on no results.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rowsOf, settle, waitForRows } from './analytics-helpers.mjs';
import { axeViolations, openPage, useSiteAndBrowser, waitForUpgrade } from './helpers.mjs';

const env = useSiteAndBrowser();

/** A word only the body of the journal post "Copper red is a gamble" holds. */
const WORD = 'liver';
const POST = { title: 'Copper red is a gamble', path: '/journal/copper-red-is-a-gamble' };

/** What the server wrote as results: status line, result titles, snippets (as HTML). */
function results(page) {
  return page.evaluate(() => ({
    status: document.querySelector('[data-sq-search-results] [role=status]')?.textContent,
    titles: [...document.querySelectorAll('.sq-search-result__title a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]),
    snippets: [...document.querySelectorAll('.sq-search-result__snippet')].map((p) => p.innerHTML),
  }));
}

test('without JavaScript, /search?q= lists the post found by a word of its body with the word marked (SPEC §2 page type 102)', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/search?q=${WORD}`);
    const found = await results(page);
    assert.equal(found.status, `1 result for “${WORD}”`);
    assert.deepEqual(found.titles, [[POST.title, POST.path]]);
    assert.match(found.snippets[0], new RegExp(`goes <mark>${WORD}</mark> brown`));
    assert.equal(await page.inputValue('input[name=q]'), WORD, 'the box keeps the query');
    await page.click(`text=${POST.title}`);
    assert.equal(new URL(page.url()).pathname, POST.path);
  } finally {
    await context.close();
  }
});

test('<sq-search> by keyboard: a suggestion goes to the post; Enter without one searches, counted once as census event 2; the search page view is not counted; axe passes open, on results and on none', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/search`);
    await waitForUpgrade(page, ['sq-search']);
    const box = page.locator('sq-search [role=combobox]');
    await box.focus();
    await page.keyboard.type(WORD);
    const option = page.locator('sq-search [role=option]');
    await option.first().waitFor();
    assert.deepEqual(
      (await option.allTextContents()).map((text) => text.trim()),
      [`${POST.title}, Post`],
    );
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await axeViolations(page), [], 'axe with the suggestions open');

    await page.keyboard.press('ArrowDown');
    assert.equal(
      await box.getAttribute('aria-activedescendant'),
      await option.first().getAttribute('id'),
    );
    await Promise.all([page.waitForURL(`**${POST.path}`), page.keyboard.press('Enter')]);
    // Counting works on this visit: the post's page view arrives.
    await waitForRows(
      env.site.store,
      'census_hits',
      (row) => row.kind === 'RecordHit' && row.event === 1 && row.data.url?.includes(POST.path),
    );

    await page.goto(`${env.site.url}/search`);
    await waitForUpgrade(page, ['sq-search']);
    await box.focus();
    await page.keyboard.type(WORD);
    await option.first().waitFor();
    await Promise.all([page.waitForURL(`**/search?q=${WORD}`), page.keyboard.press('Enter')]);
    const found = await results(page);
    assert.deepEqual(found.titles, [[POST.title, POST.path]]);
    assert.match(found.snippets[0], new RegExp(`<mark>${WORD}</mark>`));

    const searches = await waitForRows(
      env.site.store,
      'census_hits',
      (row) => row.kind === 'RecordHit' && row.event === 2,
    );
    await settle(page);
    const allSearches = rowsOf(env.site.store, 'census_hits').filter(
      (row) => row.kind === 'RecordHit' && row.event === 2,
    );
    assert.equal(allSearches.length, 1, 'one counted search: choosing a suggestion is not one');
    assert.equal(searches[0].data.query, WORD);
    const searchPageViews = rowsOf(env.site.store, 'census_hits').filter(
      (row) =>
        row.kind === 'RecordHit' && row.event === 1 && new URL(row.data.url).pathname === '/search',
    );
    assert.deepEqual(searchPageViews, [], 'SPEC §2: /search page views are not tracked');
    assert.deepEqual(await axeViolations(page), [], 'axe on results');

    await page.goto(`${env.site.url}/search?q=zzzzqx`);
    assert.equal((await results(page)).status, '0 results for “zzzzqx”');
    await waitForUpgrade(page, ['sq-search']);
    assert.deepEqual(await axeViolations(page), [], 'axe on no results');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
