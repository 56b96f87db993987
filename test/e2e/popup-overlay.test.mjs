/**
 * The popup overlay end to end on the demo site (SPEC §2 page type 104, §3, §4, §7): the site
 * shows its popup page (/popup, a newsletter sign-up) as a modal dialog, weekly, until the
 * visitor signs up, after the trigger (4 s, or the pointer leaving through the top of the
 * window). Each test opens its pages with a marker in the address, so the store's rows of one
 * test are told apart from the others'.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startServer } from '../../server/main.ts';
import { rowsOf, settle, waitForRows } from './analytics-helpers.mjs';
import {
  ASSETS,
  axeViolations,
  DEMO_SITE,
  launchBrowser,
  openPage,
  useSiteAndBrowser,
  waitForStill,
} from './helpers.mjs';

const env = useSiteAndBrowser();

// Every visitor here starts without a stored popup state (`popup: null`: openPage may otherwise
// give them one who closed it just now, so that other tests are not covered by the overlay).

const STORAGE_KEY = 'sq-popup-overlay';
const DAY_MS = 86_400_000;

/** The popup overlay's dialog, by the name its heading gives it. */
const dialogOf = (page) => page.getByRole('dialog', { name: 'Studio notes' });

/**
 * The overlay's content (the popup page's, slotted into the dialog: a locator inside the
 * `<dialog>` does not reach it).
 */
const contentOf = (page) => page.locator('sq-popup-overlay');

/** The pointer leaves the window through its top edge (exit intent). */
async function leaveThroughTop(page) {
  await page.mouse.move(640, 200);
  await page.mouse.move(640, 0);
  await page.mouse.move(640, -20);
}

/** Whether the page ever asked for the overlay element's code. */
const overlayCodeRequested = (requests) =>
  requests.some((url) => /\/assets\/chunks\/sq-popup-overlay-[\w-]+\.js$/.test(url));

/** The visitor's stored popup state. */
const storedState = (page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);

/** Opens `path` and waits until the runtime, and the overlay's rules, have had their say. */
async function visit(page, url) {
  await page.goto(url);
  await settle(page);
}

/** Overlay census rows of pages whose address holds `marker`. */
const overlayHits = (store, marker) =>
  rowsOf(store, 'census_hits').filter(
    (row) => row.kind === 'overlay' && row.data.url?.includes(marker),
  );

test('SPEC §4: a first visit shows it only after the cookie banner’s decision, then not again within the frequency', async () => {
  const { page, requests, problems, close } = await openPage(env.browser, {
    consent: null,
    popup: null,
  });
  try {
    await visit(page, `${env.site.url}/?e2e=first`);
    const banner = page.getByRole('region', { name: 'Cookie banner' });
    await banner.waitFor();
    await leaveThroughTop(page);
    await page.waitForLoadState('networkidle');
    assert.equal(overlayCodeRequested(requests), false, 'nothing over an undecided banner');
    assert.equal(await page.locator('sq-popup-overlay').count(), 0);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await leaveThroughTop(page);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), [], 'axe in the open state');
    assert.match(await contentOf(page).textContent(), /One email a season/);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const state = await storedState(page);
    assert.equal(state.version, 1);
    assert.ok(Date.now() - state.closedDate < 60_000, 'closedDate is now');

    await visit(page, `${env.site.url}/gallery?e2e=first`);
    await leaveThroughTop(page);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('sq-popup-overlay').count(), 0, 'closed within 7 days');

    // Seven days later (SPEC §4: closedDate plus displayFrequency days has passed).
    await page.evaluate(
      ([key, days]) => {
        const stored = JSON.parse(localStorage.getItem(key));
        localStorage.setItem(key, JSON.stringify({ ...stored, closedDate: Date.now() - days }));
      },
      [STORAGE_KEY, 7 * DAY_MS],
    );
    await visit(page, `${env.site.url}/about?e2e=first`);
    await leaveThroughTop(page);
    await dialogOf(page).waitFor();
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('keyboard only: focus starts on the labelled close button, Tab reaches the sign-up, Enter on Close closes it, focus goes back', async () => {
  const { page, problems, close } = await openPage(env.browser, { popup: null });
  try {
    await visit(page, `${env.site.url}/classes?e2e=keys`);
    await page.keyboard.press('Tab');
    const before = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(before, 'Skip to content');
    await leaveThroughTop(page);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    const closeButton = dialog.getByRole('button', { name: 'Close' });
    assert.equal(await closeButton.evaluate((el) => el.matches(':focus')), true);
    // The sign-up form is drawn first (on a busy machine it comes after the dialog).
    const email = contentOf(page).getByRole('textbox', { name: /Email Address/ });
    await email.waitFor();
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.localName === 'input';
    });
    assert.equal(await email.evaluate((el) => el.matches(':focus')), true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const after = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(after, 'Skip to content', 'focus is back where it was');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4, §7: a sign-up is sent as an overlay form; with showUntilSignup it never shows again', async () => {
  const { page, problems, close } = await openPage(env.browser, { popup: null });
  try {
    await visit(page, `${env.site.url}/?e2e=signup`);
    await leaveThroughTop(page);
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await contentOf(page)
      .getByRole('textbox', { name: /Email Address/ })
      .fill('ada@example.com');
    await contentOf(page).getByRole('button', { name: 'Sign Up' }).click();
    await contentOf(page).getByText('Thank you! The next studio notes will find you.').waitFor();
    const [submission] = await waitForRows(
      env.site.store,
      'form_submissions',
      (row) => row.form_id === 'newsletter' && row.form.includes('ada@example.com'),
    );
    assert.equal(submission.is_overlay_form, 1);
    assert.equal((await storedState(page)).submitted, true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Even long after the frequency has passed.
    await page.evaluate(
      ([key, days]) => {
        const stored = JSON.parse(localStorage.getItem(key));
        localStorage.setItem(key, JSON.stringify({ ...stored, closedDate: Date.now() - days }));
      },
      [STORAGE_KEY, 365 * DAY_MS],
    );
    await visit(page, `${env.site.url}/about?e2e=signup`);
    await leaveThroughTop(page);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('sq-popup-overlay').count(), 0);
    const events = await waitForRows(
      env.site.store,
      'census_hits',
      (row) => row.kind === 'overlay' && row.data.url?.includes('e2e=signup'),
      { count: 3 },
    );
    assert.deepEqual(
      events.map((row) => row.data.event),
      ['show', 'submit', 'close'],
    );
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2: never with sqsscreenshot=true; the popup page itself never carries it', async () => {
  const { page, requests, problems, close } = await openPage(env.browser, { popup: null });
  try {
    for (const path of ['/?sqsscreenshot=true&e2e=shot', '/popup?e2e=shot']) {
      await visit(page, env.site.url + path);
      await leaveThroughTop(page);
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator('sq-popup-overlay').count(), 0, path);
    }
    assert.equal(overlayCodeRequested(requests), false);
    assert.equal(
      await page.getByRole('heading', { level: 1, name: 'Studio notes' }).count(),
      1,
      'the popup page shows its own content',
    );
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4, §7: census overlay calls reach the server only under consent', async () => {
  const declined = await openPage(env.browser, { consent: false, popup: null });
  const accepted = await openPage(env.browser, { consent: true, popup: null });
  try {
    for (const [{ page }, marker] of [
      [declined, 'e2e=declined'],
      [accepted, 'e2e=accepted'],
    ]) {
      await visit(page, `${env.site.url}/contact?${marker}`);
      await leaveThroughTop(page);
      const dialog = dialogOf(page);
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const events = await waitForRows(
      env.site.store,
      'census_hits',
      (row) => row.kind === 'overlay' && row.data.url?.includes('e2e=accepted'),
      { count: 2 },
    );
    assert.deepEqual(
      events.map((row) => row.data.event),
      ['show', 'close'],
    );
    assert.equal(events[0].data.pagePath, '/contact');
    await declined.page.waitForLoadState('networkidle');
    assert.deepEqual(overlayHits(env.site.store, 'e2e=declined'), [], 'nothing after a decline');
    assert.deepEqual([...declined.problems(), ...accepted.problems()], []);
  } finally {
    await declined.close();
    await accepted.close();
  }
});

test('SPEC §4: a higher settings version shows it again to a visitor who closed it', async () => {
  // The demo site in a folder of its own, so its owner can publish a new version.
  const site = mkdtempSync(join(tmpdir(), 'sq-e2e-popup-site-'));
  const data = mkdtempSync(join(tmpdir(), 'sq-e2e-popup-data-'));
  cpSync(DEMO_SITE, site, { recursive: true });
  const browser = await launchBrowser();
  let server = await startServer({ site, data, assets: ASSETS, port: 0 });
  try {
    const { page, problems, close } = await openPage(browser, { popup: null });
    await visit(page, `${server.url}/?e2e=version`);
    await leaveThroughTop(page);
    await dialogOf(page).waitFor();
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await visit(page, `${server.url}/?e2e=version-same`);
    await leaveThroughTop(page);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('sq-popup-overlay').count(), 0, 'closed: not again');

    const port = server.port;
    await server.close();
    const config = JSON.parse(readFileSync(join(site, 'site.json'), 'utf8'));
    config.websiteSettings.popupOverlaySettings.version = 2;
    writeFileSync(join(site, 'site.json'), JSON.stringify(config));
    server = await startServer({ site, data, assets: ASSETS, port });

    await visit(page, `${server.url}/?e2e=version-bump`);
    await leaveThroughTop(page);
    await dialogOf(page).waitFor();
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    assert.equal((await storedState(page)).version, 2);
    assert.deepEqual(problems(), []);
    await close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
});
