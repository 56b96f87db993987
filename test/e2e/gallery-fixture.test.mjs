/**
 * Gallery cases the demo site has no place for, end to end on the fixture site's galleries page
 * (test/e2e/fixtures/site/galleries.html): a slideshow linked to a strip of its pictures, a film
 * in an autoplaying slideshow, and a film from a video host that nothing is fetched from before
 * play. Served by the site server with the built runtime, as a visitor's Chromium sees it.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  axeViolations,
  FIXTURE_SITE,
  openPage,
  scrollThrough,
  TALL,
  useSiteAndBrowser,
  waitForImages,
  waitForUpgrade,
} from './helpers.mjs';

const env = useSiteAndBrowser(FIXTURE_SITE);

test('SPEC §4 linked galleries: choosing in the strip moves the slideshow', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(`${env.site.url}/galleries`);
    await waitForUpgrade(page, ['sq-gallery']);
    const strip = page.locator('sq-gallery.thumbnail-strip');
    await strip.getByRole('button', { name: /cobalt blue bottle/ }).click();
    await page.waitForFunction(() => document.querySelector('#kiln-opening').currentIndex === 4);
    assert.equal(await strip.evaluate((el) => el.currentIndex), 4);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4 video: nothing is fetched from a video host before play; the clip plays and holds autoplay', async () => {
  const { page, requests, problems, close } = await openPage(env.browser, { viewport: TALL });
  try {
    await page.goto(`${env.site.url}/galleries`, { waitUntil: 'load' });
    await scrollThrough(page);
    await waitForUpgrade(page, ['sq-gallery', 'sq-video']);
    await waitForImages(page);
    const site = new URL(env.site.url).host;
    assert.deepEqual(
      requests.filter((url) => new URL(url).host !== site),
      [],
      'no request leaves the site while the videos show their posters',
    );
    // The autoplaying slideshow's first slide is the clip.
    const studio = page.locator('sq-gallery.wide-slideshow');
    await studio.scrollIntoViewIfNeeded();
    const video = studio.locator('sq-video');
    await studio.evaluate((gallery) => gallery.goTo(0));
    await video.getByRole('button', { name: /^Play video/ }).click();
    await page.waitForFunction(
      (el) => el.shadowRoot.querySelector('video')?.currentTime > 0,
      await video.elementHandle(),
    );
    assert.equal(await video.evaluate((el) => el.state), 'playing');
    // The clip is a few seconds long: looping keeps it playing however slow the checks below are.
    await video.evaluate((el) => {
      el.shadowRoot.querySelector('video').loop = true;
    });
    assert.deepEqual(await axeViolations(page), []);
    // Pointer and focus leave the slideshow: only the playing clip holds its autoplay now.
    await page.mouse.move(1, 1);
    await page.locator('h1').evaluate((h1) => {
      h1.tabIndex = -1;
      h1.focus();
    });
    assert.equal(await studio.evaluate((gallery) => gallery.autoplaying), false);
    await video.evaluate((el) => el.stop());
    await page.waitForFunction((gallery) => gallery.autoplaying, await studio.elementHandle());
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
