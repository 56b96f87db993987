// The site's bars on the real server and the demo site: the announcement bar the server writes
// at the top of every page, and the mobile info bar the runtime adds along the bottom of a phone's
// or tablet's screen (SPEC §3, §9), at 390 px and at 1280 px.
/* global customElements, document, innerHeight, scrollTo, scrollY -- in functions the browser runs (page.evaluate) */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  axeViolations,
  DEMO_SITE,
  layoutShifts,
  openPage,
  requestedElementChunks,
  useSiteAndBrowser,
  waitForStill,
} from './helpers.mjs';

const env = useSiteAndBrowser();
const SETTINGS = JSON.parse(readFileSync(join(DEMO_SITE, 'site.json'), 'utf8')).websiteSettings;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** The mobile info bar's box, from its shadow root. */
const barBox = (page) =>
  page.evaluate(() => {
    const bar = document
      .querySelector('sq-mobile-info-bar')
      ?.shadowRoot?.querySelector('[part~="base"]');
    if (!bar?.checkVisibility()) return null;
    const { top, bottom, height } = bar.getBoundingClientRect();
    return { top, bottom, height };
  });

/** Waits until the mobile info bar shows. */
const barShown = (page) =>
  page.waitForFunction(() =>
    document
      .querySelector('sq-mobile-info-bar')
      ?.shadowRoot?.querySelector('[part~="base"]')
      ?.checkVisibility(),
  );

/** The actions of the mobile info bar: each one's text and address. */
const barActions = (page) =>
  page.evaluate(() =>
    [
      ...document
        .querySelector('sq-mobile-info-bar')
        .shadowRoot.querySelectorAll('[part~="action"]'),
    ].map((action) => ({
      text: action.textContent.replace(/\s+/g, ' ').trim(),
      href: action.getAttribute('href'),
    })),
  );

test('390 px: the announcement tops the page, the info bar offers call, email, map and hours and never covers the page’s end; nothing shifts; axe passes', async () => {
  const { page, problems, close } = await openPage(env.browser, PHONE);
  try {
    await page.goto(`${env.site.url}/classes`);
    // First in the body after the skip link, which stays the keyboard's first stop.
    const announcement = page.locator('body > .skip-link:first-child + sq-announcement-bar');
    assert.equal(
      (await announcement.locator('p').innerText()).trim(),
      `${SETTINGS.announcementBarSettings.text} ${SETTINGS.announcementBarSettings.linkText}`,
    );
    assert.equal(await announcement.locator('a').getAttribute('href'), '/classes');
    await barShown(page);
    const actions = await barActions(page);
    assert.deepEqual(
      actions.map(({ text }) => text.split(':')[0]),
      ['Call', 'Email', 'Map', 'Hours'],
    );
    assert.equal(actions[0].href, `tel:${SETTINGS.contactPhoneNumber.replace(/\s/g, '')}`);
    assert.equal(actions[1].href, `mailto:${SETTINGS.contactEmail}`);
    assert.match(actions[2].href, /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    const box = await barBox(page);
    assert.equal(box.bottom, 844);
    // The actions side by side in one row.
    const tops = await page.evaluate(() =>
      [
        ...document
          .querySelector('sq-mobile-info-bar')
          .shadowRoot.querySelectorAll('[part~="action"]'),
      ].map((action) => action.getBoundingClientRect().top),
    );
    assert.equal(new Set(tops).size, 1, `action tops ${tops}`);
    // At the very end of the page the footer's last line is above the bar, not under it.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => innerHeight + scrollY >= document.documentElement.scrollHeight - 1,
    );
    const footerBottom = await page.evaluate(
      () => document.querySelector('.site-footer').getBoundingClientRect().bottom,
    );
    assert.ok(
      footerBottom <= box.top + 0.5,
      `footer ends at ${footerBottom}, the bar starts at ${box.top}`,
    );
    assert.deepEqual(await layoutShifts(page), []);
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('390 px, a page shorter than the window: nothing moves as the bar comes, and the footer scrolls clear of it', async () => {
  const { page, close } = await openPage(env.browser, PHONE);
  try {
    await page.goto(`${env.site.url}/search`);
    await barShown(page);
    const box = await barBox(page);
    assert.deepEqual(await layoutShifts(page), []);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => innerHeight + scrollY >= document.documentElement.scrollHeight - 1,
    );
    const footerBottom = await page.evaluate(
      () => document.querySelector('.site-footer').getBoundingClientRect().bottom,
    );
    assert.ok(
      footerBottom <= box.top + 0.5,
      `footer ends at ${footerBottom}, the bar starts at ${box.top}`,
    );
  } finally {
    await close();
  }
});

test('390 px, keyboard: the Hours button opens the opening hours, Escape closes them and focus stays on the button; axe passes open', async () => {
  const { page, close } = await openPage(env.browser, PHONE);
  try {
    await page.goto(`${env.site.url}/`);
    await barShown(page);
    const hours = page.locator('sq-mobile-info-bar').getByRole('button', { name: 'Hours' });
    await hours.focus();
    await page.keyboard.press('Enter');
    assert.equal(await hours.getAttribute('aria-expanded'), 'true');
    const panel = page.locator('sq-mobile-info-bar [part~="hours-panel"]');
    assert.ok(await panel.isVisible());
    const lines = await panel.evaluate((el) =>
      [...el.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt').textContent.trim(),
        row.querySelector('dd').textContent.trim(),
      ]),
    );
    assert.deepEqual(
      lines,
      SETTINGS.businessHours.map(({ days, hours: time }) => [days, time]),
    );
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press('Escape');
    assert.equal(await hours.getAttribute('aria-expanded'), 'false');
    assert.equal(await panel.isVisible(), false);
    assert.equal(
      await page.evaluate(() =>
        document.querySelector('sq-mobile-info-bar').shadowRoot.activeElement?.textContent.trim(),
      ),
      'Hours',
    );
    // Escape was the panel's: the page stayed where it was (no login prompt, no navigation).
    assert.equal(new URL(page.url()).pathname, '/');
  } finally {
    await close();
  }
});

test('390 px, first visit: the info bar waits for the cookie decision, then comes without covering anything', async () => {
  const { page, close } = await openPage(env.browser, { ...PHONE, consent: null });
  try {
    await page.goto(`${env.site.url}/about`);
    const accept = page.locator('sq-cookie-banner').getByRole('button', { name: 'Accept' });
    await accept.waitFor();
    assert.equal(await page.locator('sq-mobile-info-bar').count(), 0);
    await accept.click();
    await barShown(page);
    assert.equal(await page.locator('sq-cookie-banner').count(), 0);
    assert.deepEqual(await layoutShifts(page), []);
  } finally {
    await close();
  }
});

test('1280 px: the announcement shows, the info bar neither shows nor loads its code', async () => {
  const { page, requests, problems, close } = await openPage(env.browser, DESKTOP);
  try {
    await page.goto(`${env.site.url}/classes`);
    await page.locator('sq-announcement-bar').waitFor();
    await page.waitForFunction(() => customElements.get('sq-announcement-bar'));
    assert.equal(await page.locator('sq-mobile-info-bar').count(), 0);
    assert.ok(!requestedElementChunks(requests).includes('sq-mobile-info-bar'));
    assert.deepEqual(await axeViolations(page), []);
    // Narrowing the window brings the bar.
    await page.setViewportSize({ width: 1024, height: 900 });
    await barShown(page);
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.waitForFunction(
      () =>
        !document
          .querySelector('sq-mobile-info-bar')
          .shadowRoot.querySelector('[part~="base"]')
          .checkVisibility(),
    );
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('dismissing the announcement hides it, moves focus to the main content, and the server leaves it out of the next pages', async () => {
  const { page, context, close } = await openPage(env.browser, DESKTOP);
  try {
    await page.goto(`${env.site.url}/classes`);
    await page.waitForFunction(() => customElements.get('sq-announcement-bar'));
    const dismiss = page.getByRole('button', { name: 'Dismiss announcement' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await page.locator('sq-announcement-bar').waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    assert.equal(new URL(page.url()).pathname, '/classes');
    const cookie = (await context.cookies()).find((c) => c.name === 'sq-announcement-dismissed');
    assert.match(cookie.value, /^[0-9a-f]{16}$/);
    await page.goto(`${env.site.url}/about`);
    assert.equal(await page.locator('sq-announcement-bar').count(), 0);
  } finally {
    await close();
  }
});

test('without JavaScript the dismiss button posts to the server, which remembers it and brings the visitor back to the page', async () => {
  const { page, close } = await openPage(env.browser, { ...DESKTOP, javaScriptEnabled: false });
  try {
    await page.goto(`${env.site.url}/gallery?view=all`);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await page.waitForURL(`${env.site.url}/gallery?view=all`);
    assert.equal(await page.locator('sq-announcement-bar').count(), 0);
    await page.goto(`${env.site.url}/`);
    assert.equal(await page.locator('sq-announcement-bar').count(), 0);
  } finally {
    await close();
  }
});
