// Times edits in the owner's editor: from the `input` event of an inspector field to the frame
// showing the edited block (its data-block-json patched, its update complete, the next frame
// painted), for the demo's gallery page. The editor and its frame share an origin, so both
// read one clock (performance.timeOrigin + performance.now()).
/* global document, window, MutationObserver, requestAnimationFrame -- in functions the browser runs (evaluate) */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/** The field edited: the gallery's seconds per slide, a bounded number. */
const FIELD = /autoplay.duration|seconds per slide/i;

/** Percentile `p` (0..1) of sorted numbers. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/**
 * @param {string} base the site server's URL
 * @param {number} count edits to time
 * @returns {Promise<{ what: string, count: number, median: number, p90: number, max: number }>}
 */
export async function timeEdits(base, count) {
  const browser = await chromium.launch(chromiumLaunchOptions({ shell: false }));
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/__dev/sign-in?as=owner`);
    await page.goto(`${base}/config/?frameUrl=${encodeURIComponent('/gallery')}`);
    const frame = page.frameLocator('iframe').first();
    const gallery = frame.locator('sq-gallery').first();
    await gallery.waitFor();
    await gallery.click({ position: { x: 10, y: 10 } });
    const field = page.getByRole('spinbutton', { name: FIELD });
    await field.waitFor();
    const handle = await page.locator('iframe').first().elementHandle();
    const inner = await handle.contentFrame();
    await inner.evaluate(() => {
      const el = document.querySelector('sq-gallery');
      window.__shown = [];
      new MutationObserver(async () => {
        await el.updateComplete;
        requestAnimationFrame(() =>
          window.__shown.push(performance.timeOrigin + performance.now()),
        );
      }).observe(el, { attributes: true, attributeFilter: ['data-block-json'] });
    });
    await page.evaluate(() => {
      window.__edited = [];
      document.addEventListener(
        'input',
        () => window.__edited.push(performance.timeOrigin + performance.now()),
        true,
      );
    });
    for (let i = 0; i < count; i += 1) {
      await field.fill(String(3 + (i % 2)));
      await inner.waitForFunction((n) => window.__shown.length >= n, i + 1);
    }
    const edited = await page.evaluate(() => window.__edited);
    const shown = await inner.evaluate(() => window.__shown);
    // `fill` may fire more than one input event per edit: each edit is timed from its last one.
    const lasts = shown.map((at) => Math.max(...edited.filter((e) => e <= at)));
    const ms = shown.map((at, i) => at - lasts[i]).sort((a, b) => a - b);
    const round = (n) => Math.round(n * 10) / 10;
    return {
      what: 'gallery seconds per slide, typed',
      count: ms.length,
      median: round(percentile(ms, 0.5)),
      p90: round(percentile(ms, 0.9)),
      max: round(ms.at(-1)),
    };
  } finally {
    await browser.close();
  }
}
