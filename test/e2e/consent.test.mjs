/**
 * Cookie consent end to end on the demo site, whose site.json turns the cookie banner on under a
 * restrictive policy (a dark bar at the bottom, Accept and Decline buttons): what a first-time
 * visitor sees, what each choice leaves in their browser, and what reaches the site server's
 * store. Each test opens its pages with a marker in the address, so the store's rows of one
 * test are told apart from the others'.
 */
/* global document, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import axe from 'axe-core';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import {
  apiCalls,
  bannerCount,
  cookieJar,
  landingHits,
  pageViews,
  settle,
  TRACKING_COOKIE_NAMES,
  visitorRecord,
  waitForRows,
} from './analytics-helpers.mjs';
import { focused } from './form-helpers.mjs';
import { axeViolations, openPage, useSiteAndBrowser, waitForStill } from './helpers.mjs';

const env = useSiteAndBrowser();

/** A first-time visitor (no consent cookie) on `path` with the cookie banner showing. */
async function firstVisit(path) {
  const visit = await openPage(env.browser, { consent: null });
  await visit.page.goto(env.site.url + path);
  const banner = visit.page.getByRole('region', { name: 'Cookie banner' });
  await banner.waitFor({ state: 'visible' });
  await settle(visit.page);
  return { ...visit, banner };
}

/** The tracking cookies the browser holds for the site (none may exist without consent). */
async function trackingCookies(context) {
  const jar = await cookieJar(context, env.site.url);
  return TRACKING_COOKIE_NAMES.filter((name) => name in jar);
}

/**
 * The keys of the page's local storage, but the popup overlay's display state (SPEC §3: when the
 * visitor closed it, a preference that identifies no one; the test pages start with it closed).
 */
const storedKeys = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'sq-popup-overlay'));

test('SPEC §4: before a decision the restrictive policy writes no tracking cookie and sends no census hit', async () => {
  const { page, context, requests, problems, close } = await firstVisit('/?e2e=undecided');
  try {
    assert.deepEqual(await trackingCookies(context), []);
    const calls = apiCalls(requests);
    assert.ok(!calls.includes('/api/census/RecordHit'), calls.join(', '));
    assert.ok(!calls.includes('/api/track/Track'), calls.join(', '));
    assert.deepEqual(pageViews(env.site.store, 'e2e=undecided'), []);
    assert.deepEqual(await storedKeys(page), [], 'no analytics id stored');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

/**
 * The built cookie banner chunk's file name and every chunk it imports, directly or through
 * another chunk (dist/assets/chunks).
 */
function bannerChunk() {
  const dir = join(import.meta.dirname, '..', '..', 'dist', 'assets', 'chunks');
  const file = readdirSync(dir).find((name) => /^sq-cookie-banner-.*\.js$/.test(name));
  const imports = new Set();
  const visit = (name) => {
    const code = readFileSync(join(dir, name), 'utf8');
    for (const [, dep] of code.matchAll(/\bfrom\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) {
      if (dep === file || imports.has(dep)) continue;
      imports.add(dep);
      visit(dep);
    }
  };
  visit(file);
  return { file, imports: [...imports] };
}

test('SPEC §4: a first visit asks for the banner’s code and every chunk it imports together, not one after the other', async () => {
  const { file, imports } = bannerChunk();
  assert.ok(imports.length >= 3, imports.join(', '));
  const visit = await openPage(env.browser, { consent: null });
  const asked = [];
  let bannerArrived = false;
  // The banner's code comes slowly: its imports must be asked for while it is on its way.
  await visit.page.route(`**/chunks/${file}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  visit.page.on('request', (request) => {
    const name = request.url().split('/').pop();
    if (!bannerArrived && imports.includes(name)) asked.push(name);
  });
  visit.page.on('requestfinished', (request) => {
    if (request.url().endsWith(`/${file}`)) bannerArrived = true;
  });
  try {
    await visit.page.goto(`${env.site.url}/about?e2e=preload`);
    await visit.page.getByRole('region', { name: 'Cookie banner' }).waitFor({ state: 'visible' });
    const preloaded = await visit.page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.href.split('/').pop()),
    );
    assert.deepEqual([...new Set(preloaded)].sort(), [file, ...imports].sort());
    assert.deepEqual([...new Set(asked)].sort(), [...imports].sort());
    assert.deepEqual(visit.problems(), []);
  } finally {
    await visit.close();
  }
});

test('SPEC §4, §5: Decline stores false, leaves no tracking cookie, sends nothing, and holds on the next page', async () => {
  const { page, context, banner, requests, problems, close } = await firstVisit('/?e2e=decline');
  try {
    await banner.getByRole('button', { name: 'Decline' }).click();
    await banner.waitFor({ state: 'detached' });
    // Focus is not left on the removed banner.
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
    const jar = await cookieJar(context, env.site.url);
    assert.equal(jar[COOKIES.consent.name], 'false');
    assert.deepEqual(await trackingCookies(context), []);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    await page.waitForURL('**/gallery');
    await settle(page);
    assert.equal(await bannerCount(page), 0, 'the decision holds: no banner on the next page');
    assert.deepEqual(await trackingCookies(context), []);
    assert.deepEqual(await storedKeys(page), [], 'no analytics id stored');
    const calls = apiCalls(requests);
    assert.ok(!calls.includes('/api/census/RecordHit'), calls.join(', '));
    assert.ok(!calls.includes('/api/track/Track'), calls.join(', '));
    // Nothing that tells the page visited: no performance settings or records call either.
    assert.deepEqual(
      calls.filter((call) => call.startsWith('/api/1/performance/')),
      [],
      calls.join(', '),
    );
    assert.deepEqual(pageViews(env.site.store, 'e2e=decline'), []);
    assert.deepEqual(landingHits(env.site.store, 'e2e=decline'), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4: Accept sends the page view queued before the decision, once, and writes the visit cookies', async () => {
  const { page, context, banner, problems, close } = await firstVisit('/gallery?e2e=accept');
  try {
    assert.deepEqual(pageViews(env.site.store, 'e2e=accept'), [], 'nothing sent before');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    // Focus is not left on the removed banner.
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);

    const views = await waitForRows(
      env.site.store,
      'census_hits',
      (row) => row.kind === 'RecordHit' && row.event === 1 && row.data.url?.includes('e2e=accept'),
    );
    const jar = await cookieJar(context, env.site.url);
    assert.equal(jar[COOKIES.consent.name], 'true');
    const record = visitorRecord(jar[COOKIES.visitor.name]);
    assert.equal(record?.count, 1, 'SPEC §5: the visitor record of a first visit');
    assert.match(jar[COOKIES.visitTimestamp.name] ?? '', /^\d+$/);
    assert.equal(views[0].visitor_cookie, jar[COOKIES.visitor.name]);
    assert.equal(views[0].data.pagePath, '/gallery');
    assert.equal(
      (
        await waitForRows(env.site.store, 'landing_hits', (row) =>
          row.landing.includes('e2e=accept'),
        )
      ).length,
      1,
    );

    await settle(page);
    assert.equal(pageViews(env.site.store, 'e2e=accept').length, 1, 'exactly one page view');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('WCAG 2.1.1, SPEC §4: by keyboard alone, Tab reaches Decline then Accept, Enter accepts, and Tab goes on into the page', async () => {
  const { page, context, banner, problems, close } = await firstVisit('/contact?e2e=keyboard');
  try {
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).part, 'decline');
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).part, 'accept');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    assert.equal((await cookieJar(context, env.site.url))[COOKIES.consent.name], 'true');
    // Focus is not lost: the next Tab goes to the first control after the banner.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent?.trim()),
      'Skip to content',
    );
    await waitForRows(
      env.site.store,
      'census_hits',
      (row) => row.kind === 'RecordHit' && row.data.url?.includes('e2e=keyboard'),
    );
    assert.equal(pageViews(env.site.store, 'e2e=keyboard').length, 1);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §3, WCAG 2.2 AA: the demo’s banner (DARK BAR BOTTOM, BUTTON, Accept and Decline) leaves the page axe-clean', async () => {
  const { page, close } = await firstVisit('/');
  try {
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await close();
  }
});

/** Every variant and position (SPEC §3) in both themes, with each CTA variant in turn. */
const PLACES = [
  ['BAR', 'TOP'],
  ['BAR', 'BOTTOM'],
  ['POPUP', 'TOP_LEFT'],
  ['POPUP', 'TOP_RIGHT'],
  ['POPUP', 'BOTTOM_LEFT'],
  ['POPUP', 'BOTTOM_RIGHT'],
];
const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'];

test('SPEC §3, WCAG 2.2 AA: on a demo page, a forced banner is axe-clean as a bar and a popup in every position, LIGHT and DARK', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    // No entrance animation: each banner is checked as it comes to rest.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${env.site.url}/shop`);
    await settle(page);
    await page.addScriptTag({ content: axe.source });
    let round = 0;
    for (const theme of ['LIGHT', 'DARK']) {
      for (const [variant, position] of PLACES) {
        const settings = {
          ...(await demoCookieSettings(page)),
          cookieBannerTheme: theme,
          cookieBannerVariant: variant,
          cookieBannerPosition: position,
          cookieBannerCtaVariant: CTA_VARIANTS[round++ % CTA_VARIANTS.length],
        };
        const label = `${theme} ${variant} ${position} ${settings.cookieBannerCtaVariant}`;
        await page.evaluate((json) => {
          const banner = document.createElement('sq-cookie-banner');
          banner.setAttribute('forced', '');
          banner.setAttribute('data-block-json', json);
          document.body.prepend(banner);
        }, JSON.stringify(settings));
        const role = variant === 'BAR' ? 'region' : 'dialog';
        const shown = page.getByRole(role, { name: 'Cookie banner' });
        await shown.getByRole('button', { name: 'Accept' }).waitFor({ state: 'visible' });
        const violations = await page.evaluate(async () => {
          const results = await window.axe.run(document.querySelector('sq-cookie-banner'));
          return results.violations.map((v) => `${v.id}: ${v.help}`);
        });
        assert.deepEqual(violations, [], label);
        await page.evaluate(() => document.querySelector('sq-cookie-banner')?.remove());
      }
    }
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

/** The page context's cookieSettings as the server wrote them (the demo's site.json). */
function demoCookieSettings(page) {
  return page.evaluate(
    () => JSON.parse(document.getElementById('sq-context').textContent).cookieSettings,
  );
}

test('SPEC §4: a decision holds at once in every open tab: the other tab’s banner goes and its held page view is sent', async () => {
  const { context, banner, problems, close } = await firstVisit('/?e2e=tab-one');
  try {
    const other = await context.newPage();
    await other.goto(`${env.site.url}/gallery?e2e=tab-two`);
    const otherBanner = other.getByRole('region', { name: 'Cookie banner' });
    await otherBanner.waitFor({ state: 'visible' });
    await settle(other);
    assert.deepEqual(pageViews(env.site.store, 'e2e=tab-two'), [], 'nothing sent before');

    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await otherBanner.waitFor({ state: 'hidden' });
    const views = await waitForRows(
      env.site.store,
      'census_hits',
      (row) => row.kind === 'RecordHit' && row.event === 1 && row.data.url?.includes('e2e=tab-two'),
    );
    assert.equal(views[0].data.pagePath, '/gallery');
    await settle(other);
    assert.equal(pageViews(env.site.store, 'e2e=tab-two').length, 1, 'exactly one page view');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
