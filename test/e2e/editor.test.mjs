/**
 * The owner's editor at /config/ end to end (real server, SQLite, Chromium): signing in with a
 * password, the page in the frame and the address following it, the data panels over seeded
 * store rows, leaving (View site, Log out), keyboard paths, and axe in every panel.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { lastDays } from '../../server/editor/analytics.ts';
import {
  axeViolations,
  DEMO_SITE,
  openPage,
  ROOT,
  useSiteAndBrowser,
  waitForStill,
} from './helpers.mjs';

const { accounts } = JSON.parse(readFileSync(join(DEMO_SITE, 'site.json'), 'utf8'));
const EDITOR_BUILD = join(ROOT, 'dist', 'editor', 'index.html');

const env = useSiteAndBrowser();

before(() => {
  if (!existsSync(EDITOR_BUILD)) {
    throw new Error(`${EDITOR_BUILD} is missing. Run \`npm run build\` first.`);
  }
});

/** Inserts `row` into the store's `table`, received at `at` (ISO), as the server would have. */
function insert(table, row, at = new Date().toISOString()) {
  const columns = [...Object.keys(row), 'received_at'];
  env.site.store.db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    )
    .run(...Object.values(row), at);
}

/** What the data panels should show: a few submissions, hits, errors, vitals and choices. */
function seedSiteData() {
  const days = lastDays(2);
  const submit = (formId, fields, at) =>
    insert(
      'form_submissions',
      {
        submission_key: `key-${Math.random()}`,
        form_id: formId,
        is_overlay_form: 0,
        form: JSON.stringify(fields),
        census: '{}',
      },
      at,
    );
  submit(
    'contact-form',
    { name: ['Ada', 'Lovelace'], message: 'Do you sell the celadon vase?' },
    `${days[0]}T09:00:00.000Z`,
  );
  submit(
    'contact-form',
    { name: ['Grace', 'Hopper'], message: 'A class for two, please' },
    `${days[1]}T09:00:00.000Z`,
  );
  const hit = (path, at) =>
    insert(
      'census_hits',
      { kind: 'RecordHit', event: 1, data: JSON.stringify({ pagePath: path }) },
      at,
    );
  hit('/gallery', `${days[0]}T10:00:00.000Z`);
  hit('/gallery', `${days[1]}T10:00:00.000Z`);
  hit('/about', `${days[1]}T11:00:00.000Z`);
  insert(
    'landing_hits',
    {
      landing: 'http://localhost/',
      refer: 'https://search.example/?q=pottery',
      source: 'newsletter',
      campaign: 'winter-sale',
    },
    `${days[1]}T10:00:00.000Z`,
  );
  insert('script_errors', {
    event: 'uncaught',
    data: JSON.stringify({
      message: 'Glaze crawled in the kiln',
      file: '/assets/site.js',
      line: 12,
      stack: 'Error: Glaze crawled in the kiln\n at fire (/assets/site.js:12)',
    }),
    timestamp: Date.now(),
  });
  for (const [load, lcp] of [
    ['load-1', 1800],
    ['load-2', 2600],
  ]) {
    // A page no other test opens (the owner's own page loads in the frame are measured too).
    insert('performance_records', {
      page_load_id: load,
      record: JSON.stringify({ k: 'ps', p: '/classes' }),
    });
    insert('performance_records', {
      page_load_id: load,
      record: JSON.stringify({ k: 'lcp', v: lcp }),
    });
  }
  for (const accepted of [true, true, false]) {
    insert('tracking_events', { event: 'cookie_consent', data: JSON.stringify({ accepted }) });
  }
}

/** Opens the editor on `frameUrl` signed in as the owner with the password form. */
async function openEditor(frameUrl = '/gallery', options = {}) {
  const opened = await openPage(env.browser, options);
  const { page } = opened;
  await page.goto(`${env.site.url}/config/?frameUrl=${encodeURIComponent(frameUrl)}`);
  await page.getByLabel('Email').fill(accounts.owner.email);
  await page.getByLabel('Password').fill(accounts.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Editor views' }).waitFor();
  return opened;
}

/** Closes the first-run guide with Escape (SPEC §6: Escape closes the guide). */
async function closeGuide(page) {
  const guide = page.getByRole('dialog', { name: 'Welcome to your editor' });
  await guide.waitFor();
  await page.keyboard.press('Escape');
  await guide.waitFor({ state: 'hidden' });
}

/**
 * Waits until the frame holds a page of the site, loaded: an iframe starts on `about:blank`, whose
 * document is complete at once.
 */
const frameLoaded = (page) =>
  page.waitForFunction(() => {
    const frame = document.querySelector('iframe');
    const inside = frame?.contentWindow;
    return inside?.location.href !== 'about:blank' && inside?.document.readyState === 'complete';
  });

/** The frame's page (path and query). */
const framePath = (page) =>
  page.evaluate(() => {
    const frame = document.querySelector('iframe');
    return frame.contentWindow.location.pathname + frame.contentWindow.location.search;
  });

test('SPEC §2: signed in with a password, the owner sees the page of frameUrl in the frame; links followed there move the address; the page list opens pages', async () => {
  const { page, problems, close } = await openEditor('/gallery');
  try {
    await closeGuide(page);
    await frameLoaded(page);
    assert.equal(await framePath(page), '/gallery');
    assert.equal(await page.title(), 'Editing Kiln & Clay Studio');

    const frame = page.frameLocator('iframe');
    await frame.getByRole('link', { name: 'About' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('frameUrl') === '/about');
    assert.equal(new URL(page.url()).pathname, '/config/');

    await page.getByLabel('Page', { exact: true }).selectOption('/contact');
    await page.waitForURL((url) => url.searchParams.get('frameUrl') === '/contact');
    await page.reload();
    await frameLoaded(page);
    assert.equal(await framePath(page), '/contact', 'a reload opens the same page');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2: device views size the frame (tablet 768 × 1024, phone 390 × 844, desktop fills the stage)', async () => {
  const { page, close } = await openEditor('/');
  try {
    await closeGuide(page);
    const frameSize = () =>
      page.evaluate(() => {
        const frame = document.querySelector('iframe');
        return [frame.contentWindow.innerWidth, frame.contentWindow.innerHeight];
      });
    const views = page.getByRole('group', { name: 'Device view' });
    await views.getByRole('button', { name: 'Tablet' }).click();
    assert.equal(
      await views.getByRole('button', { name: 'Tablet' }).getAttribute('aria-pressed'),
      'true',
    );
    await page.waitForFunction(
      () => document.querySelector('iframe').contentWindow.innerWidth === 768,
    );
    assert.deepEqual(await frameSize(), [768, 1024]);
    await views.getByRole('button', { name: 'Phone' }).click();
    await page.waitForFunction(
      () => document.querySelector('iframe').contentWindow.innerWidth === 390,
    );
    assert.deepEqual(await frameSize(), [390, 844]);
    await views.getByRole('button', { name: 'Desktop' }).click();
    await page.waitForFunction(
      () => document.querySelector('iframe').contentWindow.innerWidth > 390,
    );
    const stage = await page.locator('.stage').boundingBox();
    const [width] = await frameSize();
    assert.equal(width, Math.round(stage.width));
  } finally {
    await close();
  }
});

test('site data panels show the stored submissions, analytics, script errors, performance and consent choices; axe passes in each', async () => {
  seedSiteData();
  const { page, problems, close } = await openEditor('/');
  try {
    await closeGuide(page);
    const views = page.getByRole('navigation', { name: 'Editor views' });
    const main = page.getByRole('main');

    await views.getByRole('button', { name: 'Form submissions' }).click();
    await main.getByText('Do you sell the celadon vase?').waitFor();
    const cards = main.locator('.cards > li');
    assert.deepEqual(
      (await cards.allTextContents()).map((t) => /Grace Hopper|Ada Lovelace/.exec(t)?.[0]),
      ['Grace Hopper', 'Ada Lovelace'],
      'newest first',
    );
    assert.deepEqual(await axeViolations(page), [], 'submissions');
    await main.getByLabel('Search submissions').fill('class');
    await main.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.cards > li').length === 1);
    await main.getByText('A class for two, please').waitFor();
    const csv = await main.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    assert.equal(csv, '/api/editor/submissions.csv?q=class');
    const exported = await page.evaluate(async (url) => (await fetch(url)).text(), csv);
    assert.match(exported, /A class for two, please/);
    assert.doesNotMatch(exported, /celadon/);

    await views.getByRole('button', { name: 'Analytics' }).click();
    const chart = main.getByRole('img', { name: /^Page views and visits per day/ });
    await chart.waitFor();
    assert.match(await chart.getAttribute('aria-label'), /3 page views and 1 visit in all/);
    const topPages = main.getByRole('region', { name: 'Top pages' });
    assert.deepEqual(await topPages.locator('tbody tr').allInnerTexts(), [
      '/gallery\t2',
      '/about\t1',
    ]);
    await main
      .getByRole('region', { name: 'Referrers' })
      .getByText('https://search.example/?q=pottery')
      .waitFor();
    await main.getByRole('region', { name: 'Campaigns' }).getByText('winter-sale').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'analytics chart');
    await main.getByRole('button', { name: 'Show as a table' }).click();
    await main.getByRole('table', { name: 'Page views and visits per day' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'analytics table');

    await views.getByRole('button', { name: 'Script errors' }).click();
    await main.getByRole('heading', { name: 'Glaze crawled in the kiln' }).waitFor();
    await main.getByText('1 time').waitFor();
    await main.getByText('Latest stack').click();
    await main.getByText('at fire (/assets/site.js:12)').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'script errors');

    await views.getByRole('button', { name: 'Performance' }).click();
    const row = main.getByRole('row', { name: /\/classes/ });
    await row.waitFor();
    assert.match(
      await row.innerText(),
      /^\/classes\s+2\s+2,600 ms\s+needs improvement\s+no data\s+no data$/,
    );
    assert.deepEqual(await axeViolations(page), [], 'performance');

    await views.getByRole('button', { name: 'Cookie consent' }).click();
    await main.getByText('Accepted').waitFor();
    assert.deepEqual(await main.locator('.stat dd').allInnerTexts(), ['2 (67%)', '1 (33%)']);
    assert.deepEqual(await axeViolations(page), [], 'consent');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §2: "View site" opens the page with noredirect, remembered for the session; Log out ends the session, removes the last-site cookie and lands on the frame page with logout=true', async () => {
  const { page, context, problems, close } = await openEditor('/about');
  try {
    await closeGuide(page);
    const lastSite = async () =>
      (await context.cookies(env.site.url)).find((c) => c.name === 'ss_lastsite');
    assert.ok(await lastSite(), 'signing in set the shared last-site cookie');

    await page.getByRole('link', { name: 'View site' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    assert.equal(new URL(page.url()).search, '?noredirect');
    await page.goto(`${env.site.url}/contact`);
    await page.waitForLoadState('load');
    assert.equal(
      new URL(page.url()).pathname,
      '/contact',
      'the next page does not redirect either',
    );

    await page.goto(`${env.site.url}/config/?frameUrl=%2Fabout`);
    const logout = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/api/auth/Logout'),
    );
    await page.getByRole('button', { name: 'Log out' }).click();
    assert.match((await logout).url(), /[?&]crumb=/, 'the call carries the crumb');
    await page.waitForURL(
      (url) => url.pathname === '/about' && url.searchParams.get('logout') === 'true',
    );
    await page.getByText('Logout Successful').waitFor();
    assert.equal(await lastSite(), undefined);
    assert.deepEqual(problems(), []);
    const editor = await page.evaluate(
      async (url) => (await fetch(url)).status,
      '/api/editor/site',
    );
    assert.equal(editor, 401, 'the session is over');
  } finally {
    await close();
  }
});

test('SPEC §6: inside the editor Escape closes the guide, then folds the panels away and back, pressed in the editor or in the page of its frame (the expanded-preview cookie follows)', async () => {
  const { page, context, close } = await openEditor('/gallery');
  try {
    await page.getByRole('dialog', { name: 'Welcome to your editor' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'the guide');
    await closeGuide(page);
    const side = page.getByRole('complementary', { name: 'Pages, blocks and site data' });
    const cookie = async () =>
      (await context.cookies(env.site.url)).find((c) => c.name === 'ss_expandedpreview')?.value;
    // The page writes its cookies to the browser's store a moment after the panels change: the
    // cookie's value once it is `value` or, after 5 s, as it stands.
    const expanded = async (value) => {
      const until = Date.now() + 5000;
      while ((await cookie()) !== value && Date.now() < until) await page.waitForTimeout(50);
      return cookie();
    };
    await side.waitFor();
    await page.keyboard.press('Escape');
    await side.waitFor({ state: 'detached' });
    assert.equal(await expanded('true'), 'true');
    assert.equal(
      await page.getByRole('button', { name: 'Show panels' }).getAttribute('aria-pressed'),
      'true',
    );
    await page.reload();
    await page.getByRole('button', { name: 'Show panels' }).waitFor();
    assert.equal(await side.count(), 0, 'the expanded preview is kept for the session');
    await page.keyboard.press('Escape');
    await side.waitFor();
    assert.equal(await expanded(undefined), undefined);

    // Escape pressed in the page of the frame is the editor's too: the frame stays on its page.
    const heading = page.frameLocator('iframe').getByRole('heading', { level: 1 });
    await heading.click();
    await page.keyboard.press('Escape');
    await side.waitFor({ state: 'detached' });
    assert.equal(await expanded('true'), 'true');
    assert.equal(new URL(page.url()).pathname, '/config/');
    assert.match(await heading.textContent(), /The work/);
  } finally {
    await close();
  }
});

test('keyboard only: Tab reaches the outline of the page, Enter selects a block, its settings change by keys and Ctrl+S saves', async () => {
  const { page, close } = await openEditor('/gallery');
  try {
    await closeGuide(page);
    const outline = page.getByRole('region', { name: 'Blocks on this page' });
    const item = outline.getByRole('button', { name: /#selected-work$/ });
    await item.waitFor();
    for (let i = 0; i < 40 && !(await item.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    assert.equal(
      await item.evaluate((el) => el === document.activeElement),
      true,
      'Tab reaches the gallery',
    );
    await page.keyboard.press('Enter');
    assert.equal(await item.getAttribute('aria-pressed'), 'true');
    const settings = page.getByRole('complementary', { name: 'Block settings' });
    const label = await item.locator('.outline__label').innerText();
    await settings.getByRole('heading', { name: label, exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'a block selected');

    // On to its settings: Tab reaches the design, an arrow key changes it, the frame follows,
    // Ctrl+S saves.
    const design = settings.getByRole('combobox', { name: /^design/i });
    const chosen = () => design.evaluate((el) => el.selectedOptions[0].textContent);
    const before = await chosen();
    for (
      let i = 0;
      i < 20 && !(await design.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    assert.equal(
      await design.evaluate((el) => el === document.activeElement),
      true,
      'Tab reaches the design',
    );
    await page.keyboard.press('ArrowDown');
    const after = await chosen();
    assert.notEqual(after, before);
    await frameShowsDesign(page, after, 'selected-work');
    await page.keyboard.press('Control+s');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    assert.equal(await servedToVisitor(after, 'selected-work'), true);
  } finally {
    await close();
  }
});

/** The settings panel of the selected block. */
const settingsOf = (page) => page.getByRole('complementary', { name: 'Block settings' });

/** The `data-block-json` of block `id` as the frame's page holds it now, parsed. */
const frameBlockData = (page, id) =>
  page.evaluate(
    (blockId) =>
      JSON.parse(
        document
          .querySelector('iframe')
          .contentDocument.getElementById(blockId)
          .getAttribute('data-block-json'),
      ),
    id,
  );

/** Selects the gallery `#firings` by clicking it in the frame (the bridge selects it). */
async function selectFirings(page) {
  const outline = page.getByRole('region', { name: 'Blocks on this page' });
  // The frame's bridge lists the page's blocks once it runs: a click before that is not heard.
  await outline.getByRole('button', { name: /#firings$/ }).waitFor();
  await page
    .frameLocator('iframe')
    .locator('#firings')
    .click({ position: { x: 12, y: 12 } });
  await outline.getByRole('button', { name: /#firings$/, pressed: true }).waitFor();
}

/** The design select and the autoplay switch of the gallery's inspector. */
const galleryFields = (page) => ({
  design: settingsOf(page).getByRole('combobox', { name: /^design/i }),
  autoplay: settingsOf(page).getByRole('switch', { name: /^autoplay/i }),
});

/** Waits until the frame's block `id` (default `#firings`) has `design` in its data. */
const frameShowsDesign = (page, design, id = 'firings') =>
  page.waitForFunction(
    ([d, blockId]) =>
      JSON.parse(
        document
          .querySelector('iframe')
          .contentDocument.getElementById(blockId)
          .getAttribute('data-block-json'),
      ).design === d,
    [design, id],
  );

/**
 * The `data-block-json` of block `id` (default `#firings`) a visitor (no session) is served on
 * /gallery; with `design`, whether its design is that.
 */
async function servedToVisitor(design, id = 'firings') {
  const visitor = await openPage(env.browser);
  try {
    await visitor.page.goto(`${env.site.url}/gallery`);
    const data = JSON.parse(await visitor.page.locator(`#${id}`).getAttribute('data-block-json'));
    return design === undefined ? data : data.design === design;
  } finally {
    await visitor.close();
  }
}

test('editing: a click selects the gallery in the frame; design and autoplay patch the frame without a reload; Save publishes to visitors; Undo and Reset', async () => {
  const { page, problems, close } = await openEditor('/gallery');
  try {
    await closeGuide(page);
    await selectFirings(page);
    await page.evaluate(
      () => (document.querySelector('iframe').contentWindow.__sameDocument = true),
    );
    const { design, autoplay } = galleryFields(page);

    await design.selectOption('carousel');
    await frameShowsDesign(page, 'carousel');
    await autoplay.click();
    await page.waitForFunction(
      () =>
        JSON.parse(
          document
            .querySelector('iframe')
            .contentDocument.getElementById('firings')
            .getAttribute('data-block-json'),
        ).autoplay === true,
    );
    assert.equal(
      await page.evaluate(() => document.querySelector('iframe').contentWindow.__sameDocument),
      true,
      'the frame was patched in place, not reloaded',
    );
    await page.getByRole('status').filter({ hasText: '1 unsaved change' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'a block with unsaved changes');

    // Leaving with unsaved edits asks first; staying keeps them.
    const asked = new Promise((resolve) =>
      page.once('dialog', async (dialog) => {
        await dialog.dismiss();
        resolve(dialog.type());
      }),
    );
    // (The timer only bounds a failure: without the prompt the page leaves and no dialog comes.)
    const none = new Promise((resolve) => setTimeout(() => resolve('no dialog'), 5000));
    await page.getByRole('link', { name: 'View site' }).click();
    assert.equal(await Promise.race([asked, none]), 'beforeunload');
    assert.equal(new URL(page.url()).pathname, '/config/');
    assert.equal((await frameBlockData(page, 'firings')).design, 'carousel');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    const served = await servedToVisitor();
    assert.equal(served.design, 'carousel');
    assert.equal(served.autoplay, true);

    // Undo (Ctrl+Z) goes back one edit at a time, in the frame too.
    await page.keyboard.press('Control+z');
    await page.waitForFunction(
      () =>
        JSON.parse(
          document
            .querySelector('iframe')
            .contentDocument.getElementById('firings')
            .getAttribute('data-block-json'),
        ).autoplay !== true,
    );
    assert.equal(await autoplay.getAttribute('aria-checked'), 'false');
    await page.keyboard.press('Control+z');
    await frameShowsDesign(page, 'stacked');
    await page.keyboard.press('Control+Shift+z');
    await frameShowsDesign(page, 'carousel');
    await page.keyboard.press('Control+z');
    await frameShowsDesign(page, 'stacked');

    // Reset returns to the saved version (carousel, autoplay on); Undo brings the edit back.
    await page.getByRole('button', { name: 'Reset' }).click();
    await frameShowsDesign(page, 'carousel');
    assert.equal((await frameBlockData(page, 'firings')).autoplay, true);
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled(), true);
    assert.equal(await servedToVisitor('carousel'), true, 'nothing unsaved reached visitors');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('two tabs: the later save is refused and both versions show side by side; keeping mine overwrites, nothing typed is lost', async () => {
  const first = await openEditor('/gallery');
  try {
    await closeGuide(first.page);
    // A second tab of the same browser: the same session, its own editor.
    const other = await first.context.newPage();
    await other.goto(`${env.site.url}/config/?frameUrl=%2Fgallery`);
    await selectFirings(first.page);
    await selectFirings(other);

    await galleryFields(first.page).design.selectOption('strip');
    await frameShowsDesign(first.page, 'strip');
    await galleryFields(other).design.selectOption('grid');
    await frameShowsDesign(other, 'grid');

    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await first.page
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    await other.getByRole('button', { name: 'Save', exact: true }).click();

    const dialog = other.getByRole('dialog', { name: /was saved in another tab$/ });
    await dialog.waitFor();
    const row = dialog.getByRole('row', { name: /^design/ });
    assert.deepEqual(await row.locator('td').allInnerTexts(), ['grid', 'strip']);
    assert.match(
      await dialog.getByRole('columnheader').nth(2).innerText(),
      /^Saved in another tab \(version \d+/,
    );
    assert.deepEqual(await axeViolations(other), [], 'the conflict view');
    assert.equal(await servedToVisitor('strip'), true, 'the refused save changed nothing');

    await dialog.getByRole('button', { name: 'Keep mine and overwrite' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await other
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    assert.equal(await servedToVisitor('grid'), true);
  } finally {
    await first.close();
  }
});

test('SPEC §9 preview cookies: Safe mode sets the disable-user-scripts cookie and reloads the frame without the site’s own scripts; the selected block stays selected, across a reload of the editor too', async () => {
  const { page, context, close } = await openEditor('/about');
  try {
    await closeGuide(page);
    const cookie = async () =>
      (await context.cookies(env.site.url)).find((c) => c.name === 'ss_disableuserscripts')?.value;
    const outline = page.getByRole('region', { name: 'Blocks on this page' });
    const item = outline.getByRole('button', { name: /#studio-image$/ });
    await item.click();
    assert.equal(await item.getAttribute('aria-pressed'), 'true');
    await page.evaluate(() => (document.querySelector('iframe').contentWindow.__before = true));

    await page.getByRole('switch', { name: 'Safe mode' }).check();
    await page.waitForFunction(() => {
      const win = document.querySelector('iframe').contentWindow;
      return !win.__before && win.document.readyState === 'complete';
    });
    assert.equal(await cookie(), 'true');
    const siteScripts = await page.evaluate(() =>
      [...document.querySelector('iframe').contentDocument.scripts]
        .map((s) => s.getAttribute('src'))
        .filter((src) => src !== null && !src.startsWith('/assets/')),
    );
    assert.deepEqual(siteScripts, [], 'only the runtime’s own scripts');
    await outline.getByRole('button', { name: /#studio-image$/, pressed: true }).waitFor();

    await page.getByRole('switch', { name: 'Safe mode' }).uncheck();
    assert.equal(await cookie(), undefined);

    // A reload of the whole editor keeps the selection too (stored actions for the next load).
    await page.reload();
    await outline.getByRole('button', { name: /#studio-image$/, pressed: true }).waitFor();
  } finally {
    await close();
  }
});

/** The preview banner of the cookie banner view (inside its shadow root: `[part~=…]`). */
const previewBanner = (page) => page.locator('.banner-preview sq-cookie-banner');

test('SPEC §3 "Cookie banner settings": the Cookie banner view edits the text and position beside a forced preview that follows (undo and redo too); Save shows the new banner to a new visitor; axe passes', async () => {
  const { page, problems, close } = await openEditor('/');
  try {
    await closeGuide(page);
    await page
      .getByRole('navigation', { name: 'Editor views' })
      .getByRole('button', { name: 'Cookie banner' })
      .click();
    const view = page.getByRole('main', { name: 'Cookie banner' });
    await view.getByRole('heading', { name: 'Preview' }).waitFor();
    const banner = previewBanner(page);
    // site.json's settings until a save: a bar at the bottom of the preview.
    await banner.locator('[part~="text"]').filter({ hasText: 'We use cookies' }).waitFor();
    assert.equal(await banner.evaluate((el) => el.forced), true);

    const text = '<p>Cookies help us fire <strong>better</strong> pots.</p>';
    await view.getByRole('textbox', { name: 'Banner text' }).fill(text);
    await view.getByRole('combobox', { name: /^Position/ }).selectOption('Top');
    await banner
      .locator('[part~="text"]')
      .filter({ hasText: 'Cookies help us fire better pots.' })
      .waitFor();
    await banner.locator('[part~="base"].bar.top').waitFor();
    await waitForStill(page);
    const box = await page.locator('.banner-preview').boundingBox();
    const bar = await banner.locator('[part~="base"]').boundingBox();
    assert.equal(
      Math.round(bar.y),
      Math.round(box.y + 1),
      'the bar sits on the preview’s top edge',
    );
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Editor views' })
        .getByRole('button', { name: /^Cookie banner/ })
        .innerText(),
      'Cookie banner\nUnsaved',
    );
    assert.deepEqual(await axeViolations(page), [], 'the cookie banner view with unsaved changes');

    // Each change is a step of the session's history: Undo puts the bar back at the bottom.
    await page.getByRole('button', { name: 'Undo' }).click();
    await banner.locator('[part~="base"].bar.bottom').waitFor();
    await page.getByRole('button', { name: 'Redo' }).click();
    await banner.locator('[part~="base"].bar.top').waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    await view.getByText('Saved version 1.').waitFor();

    // A new visitor (no consent cookie) gets the saved banner at the top of the window.
    const visitor = await openPage(env.browser, { consent: null });
    try {
      await visitor.page.goto(`${env.site.url}/about`);
      const shown = visitor.page.locator('body > sq-cookie-banner');
      const base = shown.locator('[part~="base"]');
      await base.filter({ hasText: 'Cookies help us fire better pots.' }).waitFor();
      assert.equal(await shown.locator('[part~="text"] strong').innerText(), 'better');
      assert.equal(await base.evaluate((el) => el.classList.contains('top')), true);
      await waitForStill(visitor.page);
      assert.equal((await base.boundingBox()).y, 0);
      assert.deepEqual(visitor.problems(), []);
    } finally {
      await visitor.close();
    }
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('two tabs: a stale save of the cookie banner settings is refused with both versions side by side; keeping mine overwrites (SPEC §3 "Cookie banner settings")', async () => {
  const first = await openEditor('/');
  try {
    await closeGuide(first.page);
    const other = await first.context.newPage();
    await other.goto(`${env.site.url}/config/?frameUrl=%2F`);
    const ctaText = async (page, text) => {
      await page
        .getByRole('navigation', { name: 'Editor views' })
        .getByRole('button', { name: 'Cookie banner' })
        .click();
      const field = page.getByRole('textbox', { name: 'Accept button text' });
      await field.fill(text);
      await previewBanner(page).locator('[part~="accept"]').filter({ hasText: text }).waitFor();
    };
    await ctaText(first.page, 'Sounds good');
    await ctaText(other, 'Fine by me');

    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await first.page
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = other.getByRole('dialog', { name: 'Cookie banner was saved in another tab' });
    await dialog.waitFor();
    const row = dialog.getByRole('row', { name: /^cookieBannerCtaText/ });
    assert.deepEqual(await row.locator('td').allInnerTexts(), ['Fine by me', 'Sounds good']);
    const served = async () => {
      const html = await (await fetch(`${env.site.url}/`)).text();
      const json = /<script type="application\/json" id="sq-context">([\s\S]*?)<\/script>/.exec(
        html,
      )[1];
      return JSON.parse(json).cookieSettings.cookieBannerCtaText;
    };
    assert.equal(await served(), 'Sounds good', 'the refused save changed nothing');

    await dialog.getByRole('button', { name: 'Keep mine and overwrite' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await other
      .getByRole('status')
      .filter({ hasText: /^Saved at / })
      .waitFor();
    assert.equal(await served(), 'Fine by me');
  } finally {
    await first.close();
  }
});
