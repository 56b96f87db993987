/**
 * The page runtime end to end, on the fixture site (test/e2e/fixtures/site/): which element
 * code a page loads, a block with broken data among working ones, and a second copy of the
 * runtime script.
 */
/* global customElements, document, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  axeViolations,
  FIXTURE_SITE,
  openPage,
  requestedElementChunks,
  RUNTIME_KEY,
  useSiteAndBrowser,
  waitForUpgrade,
} from './helpers.mjs';

const env = useSiteAndBrowser(FIXTURE_SITE);

/** Opens `path`, waits for the runtime to settle its loads; answers the element chunks asked for. */
async function chunksOf(path) {
  const { page, requests, problems, close } = await openPage(env.browser);
  try {
    await page.goto(env.site.url + path, { waitUntil: 'load' });
    await page.waitForFunction((key) => window[Symbol.for(key)], RUNTIME_KEY);
    await page.evaluate((key) => window[Symbol.for(key)].settled(), RUNTIME_KEY);
    await page.waitForLoadState('networkidle');
    const defined = await page.evaluate(() =>
      ['sq-accordion', 'sq-image'].filter((tag) => customElements.get(tag)),
    );
    assert.deepEqual(problems(), []);
    return { chunks: requestedElementChunks(requests), defined };
  } finally {
    await close();
  }
}

test('ARCHITECTURE runtime: a page with only an accordion loads the accordion’s code and no other element’s', async () => {
  const { chunks, defined } = await chunksOf('/accordion');
  assert.deepEqual(chunks, ['sq-accordion']);
  assert.deepEqual(defined, ['sq-accordion']);
});

test('ARCHITECTURE runtime: a page with only an image loads the image’s code and no other element’s', async () => {
  const { chunks, defined } = await chunksOf('/image');
  assert.deepEqual(chunks, ['sq-image']);
  assert.deepEqual(defined, ['sq-image']);
});

test('ARCHITECTURE runtime: a page without blocks loads no element code', async () => {
  const { chunks, defined } = await chunksOf('/');
  assert.deepEqual(chunks, []);
  assert.deepEqual(defined, []);
});

test('ARCHITECTURE runtime: a form far down the page loads its code only as it comes near the viewport', async () => {
  const { page, requests, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/form-below`, { waitUntil: 'load' });
    await page.evaluate((key) => window[Symbol.for(key)].settled(), RUNTIME_KEY);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requestedElementChunks(requests), [], 'nothing loaded for the form yet');
    await page.locator('sq-form').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => customElements.get('sq-form'));
    assert.deepEqual(requestedElementChunks(requests), ['sq-form']);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('contract 3: a block with broken data-block-json keeps its markup, is marked, and the others upgrade', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/broken`, { waitUntil: 'load' });
    await waitForUpgrade(page, ['sq-accordion', 'sq-image']);

    for (const id of ['not-json', 'rejected-data']) {
      const block = page.locator(`#${id}`);
      const marked = await block.getAttribute('data-sq-error');
      assert.notEqual(marked, null, `#${id} carries data-sq-error`);
      assert.equal(
        await block.locator(':scope > details > summary').count(),
        1,
        `#${id} keeps its <details>`,
      );
    }
    // The server markup still works as it is: the native <details> opens.
    await page.getByText('Left as it is', { exact: true }).click();
    assert.equal(await page.locator('#not-json > details').getAttribute('open'), '');
    assert.ok(await page.getByText('The native details still open and close.').isVisible());

    // One console error per broken block, naming the element and what is wrong.
    const errors = problems();
    assert.equal(errors.length, 2, errors.join('\n'));
    for (const error of errors) assert.match(error, /\[sq-accordion\] invalid data-block-json: /);
    assert.ok(
      errors.some((e) => /allowMultipleOpen/.test(e)),
      'the schema error names its path',
    );

    // The working blocks on the same page upgraded.
    const working = page.locator('#working-accordion');
    assert.equal(await working.getAttribute('data-sq-error'), null);
    await working.getByRole('button', { name: 'Firing' }).click();
    await working.getByRole('region', { name: 'Firing' }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const img = document.querySelector('#working-image img');
      return img?.complete && img.naturalWidth > 0 && img.getAttribute('src')?.includes('format=');
    });
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await close();
  }
});

test('SPEC §8: a second copy of the runtime logs one console error and does nothing', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/twice`, { waitUntil: 'load' });
    await waitForUpgrade(page, ['sq-accordion']);
    await page.waitForLoadState('networkidle');
    const errors = problems();
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /runtime script ran a second time/);
    // The first copy still works: its accordion opens.
    await page.getByRole('button', { name: 'Glazes' }).click();
    await page.getByRole('region', { name: 'Glazes' }).waitFor({ state: 'visible' });
  } finally {
    await close();
  }
});

test('ARCHITECTURE runtime: the runtime starts in a task after the one its script runs in, which ends with DOMContentLoaded', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    // DOMContentLoaded fires in the task that ran the page's module scripts.
    await page.addInitScript((key) => {
      document.addEventListener('DOMContentLoaded', () => {
        window.startedByDomContentLoaded = Boolean(window[Symbol.for(key)]);
      });
    }, RUNTIME_KEY);
    await page.goto(`${env.site.url}/accordion`, { waitUntil: 'load' });
    await page.waitForFunction((key) => window[Symbol.for(key)], RUNTIME_KEY);
    assert.equal(await page.evaluate(() => window.startedByDomContentLoaded), false);
    await waitForUpgrade(page, ['sq-accordion']);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
