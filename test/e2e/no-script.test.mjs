/**
 * The demo site with JavaScript turned off (ARCHITECTURE.md "What we build" 1: without
 * JavaScript the server markup is still a usable page): every picture shows in its box, every
 * gallery, lightbox and film shows a picture, and accordion items open as native `<details>`.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_PAGES, useSiteAndBrowser } from './helpers.mjs';

const env = useSiteAndBrowser();

/** A page in a tab that runs no script, with the status of every picture it fetched. */
async function openWithoutScript() {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const pictures = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') pictures.push(response.status());
  });
  return { page, pictures, close: () => context.close() };
}

for (const { path, blocks } of DEMO_PAGES) {
  test(`without JavaScript ${path} shows its pictures and opens its accordion items`, async () => {
    const { page, pictures, close } = await openWithoutScript();
    try {
      await page.goto(env.site.url + path, { waitUntil: 'load' });
      const images = page.locator('sq-image');
      const count = await images.count();
      assert.equal(count > 0, blocks.includes('sq-image'));
      for (let i = 0; i < count; i += 1) {
        const box = await images.nth(i).boundingBox();
        const shown = await images.nth(i).locator('img:visible').boundingBox();
        assert.ok(box && shown, `picture ${i + 1} shows`);
        assert.ok(Math.abs(shown.width - box.width) < 1, `picture ${i + 1} fills its box`);
        assert.ok(Math.abs(shown.height - box.height) < 1, `picture ${i + 1} fills its box`);
      }
      // A gallery, a lightbox and a film each show at least one loaded picture inside their box.
      for (const tag of ['sq-gallery', 'sq-lightbox', 'sq-video']) {
        const shown = await page.locator(tag).evaluateAll((blocks) =>
          blocks.map((block) => {
            const box = block.getBoundingClientRect();
            return [...block.querySelectorAll('img')].some((img) => {
              const r = img.getBoundingClientRect();
              const inside = r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
              return (
                inside && img.naturalWidth > 0 && img.checkVisibility({ visibilityProperty: true })
              );
            });
          }),
        );
        assert.equal(shown.includes(false), false, `every ${tag} shows a picture: ${shown}`);
        assert.equal(shown.length > 0, blocks.includes(tag), `${path} holds a ${tag}`);
      }
      // Plain pictures (an <img src> outside any image block, e.g. a lightbox's links) load too;
      // each address is fetched once, however many pictures show it (a feed may repeat one).
      const shownAddresses = await page.evaluate(
        () =>
          new Set(
            [...document.images].filter((img) => img.naturalWidth > 0).map((img) => img.currentSrc),
          ).size,
      );
      assert.equal(pictures.length, shownAddresses, 'one picture fetched per address shown');
      assert.ok(
        pictures.every((status) => status === 200),
        `pictures answered ${pictures.join(', ')}`,
      );

      const closed = page.locator('sq-accordion > details:not([open])');
      if (blocks.includes('sq-accordion')) {
        const item = closed.first();
        const title = (await item.locator('summary').innerText()).trim();
        await item.locator('summary').click();
        const opened = page.locator('sq-accordion > details', { hasText: title });
        assert.equal(await opened.getAttribute('open'), '', `"${title}" opens`);
      } else {
        assert.equal(await page.locator('sq-accordion').count(), 0);
      }
    } finally {
      await close();
    }
  });
}
