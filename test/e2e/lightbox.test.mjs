/**
 * The standalone lightbox of the demo's about page end to end: `<sq-lightbox id="studio-pictures">`
 * on /about, one child per picture of the studio (`data-slide-id="kiln-opening"`, ...), each a link
 * to the full image around its thumbnail, with `historyHash` on. Served by the site server with the
 * built runtime, which loads the lightbox's code when the block comes near the viewport.
 */
/* global document, getComputedStyle, history, location -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  axeViolations,
  openPage,
  useSiteAndBrowser,
  waitForStill,
  waitForUpgrade,
} from './helpers.mjs';

const env = useSiteAndBrowser();
const LIGHTBOX = '#studio-pictures';
/** The page holding it, and the picture the tests open. */
const PAGE = '/about';
const PICTURE = 'kiln-opening';
const PHONE = { width: 390, height: 800 };

/** Opens the page (plus `suffix`), brings the lightbox block into view and waits for it. */
async function openLightboxPage(suffix = '', viewport = undefined) {
  const visit = await openPage(env.browser, viewport ? { viewport } : undefined);
  await visit.page.goto(`${env.site.url}${PAGE}${suffix}`, { waitUntil: 'load' });
  await visit.page.locator(LIGHTBOX).scrollIntoViewIfNeeded();
  await waitForUpgrade(visit.page, ['sq-lightbox']);
  return visit;
}

const dialog = (page) => page.locator(`${LIGHTBOX} dialog`);
const counter = (page) => page.locator(`${LIGHTBOX} [part="counter"]`);
const item = (page, id) => page.locator(`${LIGHTBOX} > [data-slide-id="${id}"]`);

/** "N of M" for item `id` of the demo lightbox. */
async function counterOf(page, id) {
  const ids = await page
    .locator(`${LIGHTBOX} > [data-slide-id]`)
    .evaluateAll((children) => children.map((child) => child.dataset.slideId));
  assert.ok(ids.includes(id), `the demo lightbox has an item ${id}`);
  return `${ids.indexOf(id) + 1} of ${ids.length}`;
}

/** The `part` of the element focused inside the lightbox, or the focused page element's tag. */
const focused = (page) =>
  page.evaluate((selector) => {
    const inside = document.querySelector(selector)?.shadowRoot?.activeElement;
    return inside?.getAttribute('part') ?? document.activeElement?.localName;
  }, LIGHTBOX);

test('SPEC §2: a click on a picture opens the lightbox there, accessible; Escape closes, focus returns', async () => {
  const { page, problems, close } = await openLightboxPage();
  try {
    await item(page, PICTURE).locator('a').click();
    await dialog(page).waitFor({ state: 'visible' });
    assert.equal(await counter(page).textContent(), await counterOf(page, PICTURE));
    const caption = (await item(page, PICTURE).locator('figcaption').textContent()).trim();
    const meta = page.locator(`${LIGHTBOX} .current [part="meta"]`);
    assert.equal((await meta.textContent()).replace(/\s+/g, ' '), caption.replace(/\s+/g, ' '));
    assert.equal(await focused(page), 'close');
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    assert.equal(await focused(page), 'a', 'focus is back on the picture’s link');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4: ArrowRight shows the next picture, whose full image loads', async () => {
  const { page, problems, close } = await openLightboxPage();
  try {
    await item(page, PICTURE).locator('a').focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'visible' });
    const before = await counter(page).textContent();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      ([selector, text]) =>
        document.querySelector(selector).shadowRoot.querySelector('[part="counter"]')
          .textContent !== text,
      [LIGHTBOX, before],
    );
    await page.waitForFunction((selector) => {
      const img = document.querySelector(selector).shadowRoot.querySelector('.current img');
      return img?.complete && img.naturalWidth > 0;
    }, LIGHTBOX);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2: /about#kiln-opening opens the lightbox at that picture', async () => {
  const { page, problems, close } = await openLightboxPage(`#${PICTURE}`);
  try {
    await dialog(page).waitFor({ state: 'visible' });
    assert.equal(await counter(page).textContent(), await counterOf(page, PICTURE));
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2 historyHash: opening puts #id in the address and Back closes the lightbox', async () => {
  const { page, problems, close } = await openLightboxPage();
  try {
    await item(page, PICTURE).locator('a').click();
    await dialog(page).waitFor({ state: 'visible' });
    assert.equal(new URL(page.url()).hash, `#${PICTURE}`);
    await page.evaluate(() => history.back());
    await dialog(page).waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => location.hash), '');
    assert.equal(new URL(page.url()).pathname, PAGE);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4 mobile: the pictures sit in a scroll-snap track; a horizontal scroll moves on', async () => {
  const { page, problems, close } = await openLightboxPage('', PHONE);
  try {
    await item(page, PICTURE).locator('a').click();
    await dialog(page).waitFor({ state: 'visible' });
    const track = page.locator(`${LIGHTBOX} .track`);
    assert.equal(await track.evaluate((el) => getComputedStyle(el).scrollSnapType), 'x mandatory');
    const before = await counter(page).textContent();
    await track.hover();
    await page.mouse.wheel(PHONE.width, 0);
    await page.waitForFunction(
      ([selector, text]) =>
        document.querySelector(selector).shadowRoot.querySelector('[part="counter"]')
          .textContent !== text,
      [LIGHTBOX, before],
    );
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
