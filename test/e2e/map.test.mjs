/**
 * The map block end to end on the demo's Visit us page, served by the real site server with its
 * maps double: the placeholder without JavaScript, the request log before and after the visitor
 * asks for the live map, the live map, the marker's link, the time-out, and the directions box
 * on the site's places calls.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { startServer } from '../../server/main.ts';
import {
  ASSETS,
  DEMO_SITE,
  axeViolations,
  launchBrowser,
  openPage,
  requireBuiltAssets,
  waitForStill,
  waitForUpgrade,
} from './helpers.mjs';
import { thirdPartyRequests } from './third-party-helpers.mjs';

/** The demo's maps key as the page context carries it (base64). */
const KEY = 'kiln-and-clay-maps-demo-key';

/** A copy of the demo site whose context names a maps key and the maps double at `mapsUrl`. */
function siteWithMaps(mapsUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'sq-e2e-map-site-'));
  cpSync(DEMO_SITE, dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  config.website.mapsApiKey = Buffer.from(KEY).toString('base64');
  const embeds = config.websiteSettings.thirdPartyEmbeds ?? {};
  embeds.urls = { ...embeds.urls, maps: mapsUrl };
  config.websiteSettings.thirdPartyEmbeds = embeds;
  writeFileSync(join(dir, 'site.json'), JSON.stringify(config));
  return dir;
}

const servers = {};
let browser;
before(async () => {
  requireBuiltAssets();
  for (const [name, url] of [
    ['live', '/third-party/maps/api.js'],
    ['timeout', '/third-party/maps/api.js?fail=timeout'],
  ]) {
    const site = siteWithMaps(url);
    const data = mkdtempSync(join(tmpdir(), 'sq-e2e-map-data-'));
    const server = await startServer({ site, data, assets: ASSETS, port: 0 });
    servers[name] = { server, dirs: [site, data] };
  }
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const { server, dirs } of Object.values(servers)) {
    await server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});

const url = (name, path = '/visit') => `${servers[name].server.url}${path}`;

const map = (page) => page.locator('sq-map');

test('SPEC §3 map block without JavaScript: the static map, the address card and the three links; no request to a third party', async () => {
  const visit = await openPage(browser, { javaScriptEnabled: false });
  const log = thirdPartyRequests(visit.page, { siteOrigin: servers.live.server.url });
  try {
    await visit.page.goto(url('live'));
    const block = map(visit.page);
    await block.locator('svg[role=img]').waitFor();
    assert.equal(
      await block.locator('svg[role=img]').getAttribute('aria-label'),
      'Map of Kiln & Clay Studio, 14 Pottery Lane, Hudson, NY 12534, United States',
    );
    assert.equal(
      (await block.locator('address').innerText()).split('\n').join(' | '),
      'Kiln & Clay Studio | 14 Pottery Lane | Hudson, NY 12534 | United States',
    );
    assert.deepEqual(await block.getByRole('link').allInnerTexts(), [
      'Open in Google Maps',
      'Open in OpenStreetMap',
      'Open in your maps app',
    ]);
    assert.equal(
      await block.getByRole('link', { name: 'Open in your maps app' }).getAttribute('href'),
      'geo:42.2529,-73.791?z=15',
    );
    const box = await block.locator('svg[role=img]').boundingBox();
    assert.ok(
      box.width > 300 && Math.abs(box.width / box.height - 16 / 9) < 0.02,
      JSON.stringify(box),
    );
    assert.deepEqual(log, []);
  } finally {
    await visit.close();
  }
});

test('ARCHITECTURE third-party embeds: under the restrictive policy nothing third-party loads until "Load Google Maps" is pressed; then the double loads with key, callback, language and region', async () => {
  const visit = await openPage(browser, { consent: false });
  const log = thirdPartyRequests(visit.page, { siteOrigin: servers.live.server.url });
  try {
    const { page } = visit;
    await page.goto(url('live'));
    await waitForUpgrade(page, ['sq-map']);
    const load = map(page).getByRole('button', { name: 'Load Google Maps' });
    await load.waitFor();
    assert.equal(
      await map(page).getByText('Loading the map sends').innerText(),
      'Loading the map sends your IP address and the address of this page to Google Maps.',
    );
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual([...log], [], 'none before the click');

    await load.click();
    const region = map(page).getByRole('region', { name: 'Map' });
    await region.waitFor();
    const [script, ...others] = [...log];
    assert.deepEqual(others, [], 'one request: the double');
    const query = new URL(script).searchParams;
    assert.equal(new URL(script).pathname, '/third-party/maps/api.js');
    assert.equal(query.get('key'), KEY);
    assert.equal(query.get('language'), 'en');
    assert.ok(query.get('callback'));
    assert.equal(await region.getAttribute('data-center'), '42.2529,-73.791');
    assert.equal(await region.getAttribute('data-zoom'), '15');
    assert.equal(await map(page).getByRole('button', { name: 'Load Google Maps' }).count(), 0);
    assert.equal(
      await page.evaluate((name) => document.cookie.includes(`${name}=true`), COOKIES.consent.name),
      false,
      'the click is consent for this map only: nothing is stored',
    );
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(visit.problems(), []);
  } finally {
    await visit.close();
  }
});

test('SPEC §7, §9: with consent the live map zooms by wheel only after a click, and its marker opens the maps service in a new window', async () => {
  const visit = await openPage(browser, { consent: true });
  try {
    const { page, context } = visit;
    await context.route(/^https:\/\/www\.google\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Maps</title>' }),
    );
    await page.goto(url('live'));
    await waitForUpgrade(page, ['sq-map']);
    await map(page).getByRole('button', { name: 'Show the interactive map' }).click();
    const region = map(page).getByRole('region', { name: 'Map' });
    await region.waitFor();
    await region.scrollIntoViewIfNeeded();
    const box = await region.boundingBox();
    await page.mouse.move(box.x + 40, box.y + 40);
    await page.mouse.wheel(0, -200);
    assert.equal(await region.getAttribute('data-zoom'), '15', 'the wheel scrolls the page first');
    // That wheel may have scrolled the page: the map is found where it is now.
    await region.scrollIntoViewIfNeeded();
    const now = await region.boundingBox();
    await page.mouse.click(now.x + 40, now.y + 40);
    // The click turns wheel zoom on through the map's options (applied after the UI debounce).
    await page.waitForFunction(
      () =>
        document.querySelector('sq-map').shadowRoot.querySelector('.gm-double').dataset
          .scrollwheel === 'true',
    );
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(
      () =>
        document.querySelector('sq-map').shadowRoot.querySelector('.gm-double').dataset.zoom ===
        '16',
    );

    const marker = map(page).getByRole('button', { name: 'Kiln & Clay Studio' });
    assert.deepEqual(
      await marker.locator('img').evaluate((img) => [img.width, img.height]),
      [24, 32],
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), marker.click()]);
    const opened = new URL(popup.url());
    assert.equal(opened.origin + opened.pathname, 'https://www.google.com/maps');
    assert.equal(
      opened.searchParams.get('q'),
      'Kiln & Clay Studio, 14 Pottery Lane, Hudson, NY 12534, United States',
    );
    assert.equal(opened.searchParams.get('ll'), '42.2529,-73.791');
    assert.equal(opened.searchParams.get('z'), '15');
    assert.deepEqual(visit.problems(), []);
  } finally {
    await visit.close();
  }
});

test('SPEC §7, §8: a maps script that never calls back gives up after 30 s with a message; the static map stays', async () => {
  const visit = await openPage(browser, { consent: true });
  try {
    const { page } = visit;
    await page.goto(url('timeout'));
    await waitForUpgrade(page, ['sq-map']);
    // The page's timers run on a fake clock from here on: the 30 s pass at once.
    await page.clock.install();
    const requested = page.waitForRequest(/\/third-party\/maps\/api\.js\?fail=timeout/);
    await map(page).getByRole('button', { name: 'Show the interactive map' }).click();
    await map(page).getByText('Loading Google Maps…').waitFor();
    await requested;
    await page.clock.runFor(29_000);
    assert.equal(await map(page).getByRole('status').first().innerText(), 'Loading Google Maps…');
    await page.clock.runFor(1_000);
    await map(page).getByText('Google Maps could not be loaded. Please try again.').waitFor();
    assert.equal(
      await map(page)
        .getByRole('img', { name: /^Map of Kiln & Clay Studio/ })
        .count(),
      1,
      'the static map stays',
    );
    assert.equal(await map(page).getByRole('region', { name: 'Map' }).count(), 0);
    await page.clock.resume();
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await visit.close();
  }
});

test('SPEC §7 places calls: the directions box asks the site for predictions and details (with productPage and productSection) and links directions to the studio', async () => {
  const visit = await openPage(browser, { consent: false });
  const log = thirdPartyRequests(visit.page, { siteOrigin: servers.live.server.url });
  try {
    const { page, requests } = visit;
    await page.goto(url('live'));
    await waitForUpgrade(page, ['sq-map']);
    const box = map(page).getByRole('combobox', { name: 'Directions from' });
    await box.fill('Washington');
    const option = map(page).getByRole('option', { name: /1 Washington Square/ });
    await option.waitFor();
    await box.press('ArrowDown');
    assert.equal(await option.getAttribute('aria-selected'), 'true');
    await box.press('Enter');
    const google = map(page).getByRole('link', { name: 'Google Maps', exact: true });
    await google.waitFor();
    const directions = new URL(await google.getAttribute('href'));
    assert.equal(directions.searchParams.get('origin'), '40.7308,-73.9973');
    assert.equal(directions.searchParams.get('destination'), '42.2529,-73.791');
    const details = requests.find((r) => r.includes('/api/google-maps/places/details'));
    const query = new URL(details).searchParams;
    assert.deepEqual(
      [query.get('placeId'), query.get('productPage'), query.get('productSection')],
      ['demo-place-1', 'website', 'map-block'],
    );
    assert.deepEqual([...log], []);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(visit.problems(), []);
  } finally {
    await visit.close();
  }
});
