/**
 * The demo site's gallery page end to end (/gallery, "The work": a slideshow of the last kiln
 * opening with thumbnails and history in the hash, and a grid of selected work with a lightbox),
 * served by the site server with the built runtime, as a visitor's Chromium sees it. Linked
 * galleries and a film in an autoplaying slideshow are tested on the fixture site
 * (galleries-fixture.test.mjs).
 */
/* global document, location -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  axeViolations,
  layoutShifts,
  openPage,
  scrollThrough,
  TALL,
  useSiteAndBrowser,
  waitForImages,
  waitForStill,
  waitForUpgrade,
} from './helpers.mjs';

const env = useSiteAndBrowser();

/** The first slideshow of the page: "The November kiln opening", with history in the hash. */
const FIRINGS = 'sq-gallery#firings';

/** What the slideshow shows: its index, the alt text and the "N of M" label of the current slide. */
function current(page) {
  return page.locator(FIRINGS).evaluate((gallery) => {
    const slide = gallery.shadowRoot.querySelector('[part~="current"]');
    const child = gallery.children[gallery.currentIndex];
    return {
      index: gallery.currentIndex,
      label: slide?.getAttribute('aria-label'),
      alt: child?.querySelector('img')?.alt,
      visible: child?.checkVisibility({ visibilityProperty: true }),
    };
  });
}

test('SPEC §2 gallery hash: a deep link to a piece opens the slideshow on it', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/gallery#${env.site.url}/gallery/ash-jar`);
    await waitForUpgrade(page, ['sq-gallery']);
    assert.deepEqual(await current(page), {
      index: 2,
      label: '3 of 8',
      alt: 'A round jar in a speckled ochre ash glaze',
      visible: true,
    });
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §9 keyboard: Arrow Right shows the next piece and the hash follows', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/gallery`);
    await waitForUpgrade(page, ['sq-gallery']);
    const next = page.locator(FIRINGS).getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (selector) => document.querySelector(selector).currentIndex === 1,
      FIRINGS,
    );
    assert.equal((await current(page)).alt, 'A wide dark brown tenmoku bowl');
    const hash = await page.evaluate(() => location.hash);
    assert.equal(hash, `#${env.site.url}/gallery/tenmoku-bowl`);
    // SPEC §4: no index change while the 1 s fade runs.
    await page.waitForFunction((selector) => !document.querySelector(selector).inMotion, FIRINGS);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      (selector) => document.querySelector(selector).currentIndex === 0,
      FIRINGS,
    );
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('APG carousel: the upgraded gallery page has no axe violation, nothing moves as it upgrades', async () => {
  const { page, problems, close } = await openPage(env.browser, { viewport: TALL });
  try {
    await page.goto(`${env.site.url}/gallery`, { waitUntil: 'load' });
    await waitForUpgrade(page, ['sq-gallery']);
    assert.deepEqual(await axeViolations(page), []);
    await scrollThrough(page);
    await waitForImages(page);
    assert.deepEqual(await layoutShifts(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2 lightbox: a grid piece opens in the lightbox, Escape closes it and focus comes back', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/gallery`);
    await waitForUpgrade(page, ['sq-gallery']);
    const item = page.locator('#selected-work').getByRole('button', { name: /deep red vase/ });
    await item.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    // Checked once the 0.6 s opening fade has ended: colours are judged at full opacity.
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await item.evaluate((el) => el.matches(':focus')), true);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
