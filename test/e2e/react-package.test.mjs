/**
 * The package as an outside React app gets it (issue: "A package a React app can install"): the
 * tarball of `npm pack` installed into the fixture app test/react-app/ (React 19, Vite,
 * TypeScript), type-checked strictly without decorator settings, built for the browser and the
 * server, then run in Chromium: server-rendered and hydrated, and once under `vite dev`.
 */
/* global document, window -- in functions the browser runs (evaluate) */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { axeViolations, launchBrowser, openPage, ROOT } from './helpers.mjs';
import { buildApp, installApp, typecheckApp } from '../../scripts/consumer-app.mjs';
import { serveBuiltApp, startDevServer } from './react-app.mjs';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
/**
 * Elements the consumer app (a plain Vite app with no site server) does not show: the store's
 * blocks (the cart API and checkout), the site-user account, login dialog and member area (the
 * site-user session and member areas), and what the runtime or the server puts over a site's
 * pages (the popup overlay, the mobile info bar, the announcement bar) or code opens on demand
 * (the confirmation dialog); the tooltip, relative time and tour dates are not in the app yet,
 * nor are the third-party embeds (map, embed, audio, social, reservations, comment counts), which
 * read the site's third-party settings from a page context, nor the blocks of collections and
 * search, whose items, events and results the site server writes. Their wrappers are still
 * packed, resolved and imported in Node and under vite dev below.
 */
const NOT_IN_THE_APP = new Set([
  'sq-product',
  'sq-cart',
  'sq-donation',
  'sq-checkout',
  'sq-account',
  'sq-login-dialog',
  'sq-member-area',
  'sq-popup-overlay',
  'sq-mobile-info-bar',
  'sq-announcement-bar',
  'sq-dialog',
  'sq-tooltip',
  'sq-relative-time',
  'sq-map',
  'sq-embed',
  'sq-audio',
  'sq-social-links',
  'sq-social-gallery',
  'sq-comments-count',
  'sq-reservation',
  // Blocks of collections and search: the site server writes their items, events and results.
  'sq-summary',
  'sq-collection-link',
  'sq-calendar',
  'sq-search',
  'sq-tour-dates',
]);
/** Every element of the manifest the app shows: tag and the events it declares. */
const ELEMENTS = manifest.modules.flatMap((m) =>
  (m.declarations ?? [])
    .filter((d) => d.tagName && !NOT_IN_THE_APP.has(d.tagName))
    .map((d) => ({ tag: d.tagName, events: (d.events ?? []).map((e) => e.name) })),
);
/** The blocks the app shows at first (the system error overlay only when there is a problem). */
const FIRST_SHOWN = ELEMENTS.map((e) => e.tag).filter((tag) => tag !== 'sq-system-error');
/** Entries a program imports (all but the manifest and package.json). */
const CODE_ENTRIES = Object.keys(pkg.exports)
  .filter((key) => !key.endsWith('.json'))
  .map((key) => `sq-elements${key.slice(1)}`);

let app;
let browser;
before(async () => {
  app = await installApp();
  browser = await launchBrowser();
});
after(() => browser?.close());

test('npm pack ships compiled modules, declarations, the React wrappers, the manifest and README only', () => {
  const { files } = app.tarball;
  const outside = files.filter(
    (f) =>
      !/^dist\/(lib|types)\//.test(f) &&
      !['package.json', 'README.md', 'custom-elements.json'].includes(f),
  );
  assert.deepEqual(outside, [], 'nothing but dist/lib, dist/types, the manifest, README');
  assert.deepEqual(
    files.filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts')),
    [],
    'no TypeScript source',
  );
  for (const [key, target] of Object.entries(pkg.exports)) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      assert.ok(files.includes(file.slice(2)), `${key}: ${file} is in the tarball`);
    }
  }
  const wrapper = readFileSync(
    join(app.dir, 'node_modules/sq-elements/dist/lib/react-bindings/sq-gallery.js'),
    'utf8',
  );
  assert.match(wrapper, /from"react"|from "react"/, 'the wrapper imports React by name');
  assert.doesNotMatch(wrapper, /\bclass \w+ extends|__decorate/, 'no element code inside it');
});

test('dependencies: lit, @lit/react, zod and dompurify; React as an optional peer; no site server packages', () => {
  assert.deepEqual(Object.keys(pkg.dependencies).sort(), ['@lit/react', 'dompurify', 'lit', 'zod']);
  for (const name of ['react', 'react-dom']) {
    assert.ok(pkg.peerDependencies[name], `${name} is a peer`);
    assert.equal(pkg.peerDependenciesMeta[name].optional, true);
  }
  const lock = JSON.parse(readFileSync(join(app.dir, 'package-lock.json'), 'utf8'));
  const names = Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, ''));
  for (const serverOnly of ['better-sqlite3', 'tsx', 'playwright-core']) {
    assert.ok(!names.includes(serverOnly), `${serverOnly} is not installed for the app`);
  }
  assert.equal(
    names.filter((n) => n === 'react').length,
    1,
    'one React: the app’s own, not a second copy',
  );
});

test('the app type-checks with strict tsc and no decorator settings', async () => {
  const tsconfig = readFileSync(join(app.dir, 'tsconfig.json'), 'utf8');
  assert.doesNotMatch(tsconfig, /experimentalDecorators|useDefineForClassFields/);
  assert.match(tsconfig, /"strict": true/);
  await typecheckApp(app.dir);
});

test('every entry resolves in Node, and every React wrapper imports there', async () => {
  const script = `
    const entries = ${JSON.stringify(CODE_ENTRIES)};
    for (const entry of entries) import.meta.resolve(entry);
    for (const entry of entries.filter((e) => e.startsWith('sq-elements/react/'))) await import(entry);
    const { default: manifest } = await import('sq-elements/custom-elements.json', { with: { type: 'json' } });
    console.log(entries.length, manifest.modules.length);`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { cwd: app.dir },
  );
  assert.equal(stdout.trim(), `${CODE_ENTRIES.length} ${manifest.modules.length}`);
});

test('renderToString writes every tag with its attributes and defer-hydration', async () => {
  await buildApp(app.dir);
  const errors = [];
  const { render } = await import(join(app.dir, 'dist-server', 'entry-server.js'));
  const logged = console.error;
  console.error = (...args) => errors.push(args.join(' '));
  let html;
  try {
    html = render();
  } finally {
    console.error = logged;
  }
  assert.deepEqual(errors, [], 'server rendering logs no error');
  for (const tag of FIRST_SHOWN) {
    assert.match(html, new RegExp(`<${tag} defer-hydration=""`), `${tag} is rendered`);
  }
  assert.match(
    html,
    /<sq-accordion defer-hydration="" data-block-json="{&quot;allowMultipleOpen&quot;:false}">/,
  );
  assert.match(
    html,
    /<sq-notice defer-hydration="" heading="Kiln opening on Saturday" duration="0"/,
  );
  // A boolean property is written as its attribute when true, and left out when false.
  const script = `
    import { renderToString } from 'react-dom/server';
    import { createElement } from 'react';
    import { SqCookieBanner } from 'sq-elements/react/cookie-banner';
    console.log(renderToString(createElement(SqCookieBanner, { forced: true, blockJson: '{}' })));
    console.log(renderToString(createElement(SqCookieBanner, { forced: false })));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { cwd: app.dir },
  );
  assert.deepEqual(stdout.trim().split('\n'), [
    '<sq-cookie-banner defer-hydration="" forced="" data-block-json="{}"></sq-cookie-banner>',
    '<sq-cookie-banner defer-hydration=""></sq-cookie-banner>',
  ]);
});

/** Waits until every shown block has been hydrated and has drawn its shadow root. */
async function waitForApp(page) {
  await page.waitForFunction(() => window.app !== undefined);
  await page.waitForFunction(
    (tags) =>
      tags.every((tag) => {
        const el = document.querySelector(tag);
        return el && !el.hasAttribute('defer-hydration') && el.shadowRoot?.childElementCount;
      }),
    FIRST_SHOWN.filter((tag) => tag !== 'sq-cookie-banner'),
  );
}

/**
 * The server-rendered app as a first-time visitor opens it (no consent decided), once React has
 * hydrated it and every block has upgraded. `close` ends the page and the server.
 */
async function openBuiltApp() {
  const site = await serveBuiltApp(app.dir);
  const visit = await openPage(browser, { consent: null });
  await visit.page.goto(site.url);
  await waitForApp(visit.page);
  return {
    ...visit,
    site,
    close: async () => {
      await visit.close();
      await site.close();
    },
  };
}

/** The names of the accordion's title buttons, in order (as the accessibility tree has them). */
const questionTitles = async (page) =>
  [...(await page.locator('sq-accordion').ariaSnapshot()).matchAll(/button "([^"]*)"/g)].map(
    (m) => m[1],
  );

const seen = (page) => page.evaluate(() => window.seenEvents);

test('the server-rendered page hydrates without a mismatch and every block upgrades after it', async () => {
  const { site, page, problems, close } = await openBuiltApp();
  try {
    assert.deepEqual(await page.evaluate(() => window.recoverableErrors), []);
    assert.deepEqual(await questionTitles(page), ['Shipping', 'Returns', 'Care', 'Classes']);
    await page.getByRole('button', { name: 'Accept' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
    assert.deepEqual(
      site.asked.filter((path) => path.startsWith('/api/')),
      [],
      'outside a site, no census or tracking call',
    );
  } finally {
    await close();
  }
});

test('props, controlled updates and every onSq… event reach the React app', async () => {
  const { page, problems, close } = await openBuiltApp();
  try {
    const status = page.getByRole('status');

    // Events from what a visitor does, with the detail the handlers read.
    await page.getByRole('button', { name: 'Returns' }).click();
    await status.filter({ hasText: 'Question 2 opened.' }).waitFor();
    await page.locator('sq-lightbox').getByRole('link').first().click();
    await status.filter({ hasText: 'Opened piece 1.' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Tea' }).click();
    await status.filter({ hasText: 'Showing the Tea menu.' }).waitFor();
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await status.filter({ hasText: 'One or more fields is invalid' }).waitFor();
    const types = (await seen(page)).map((e) => `${e.tag} ${e.type}`);
    for (const expected of [
      'sq-accordion sq-toggle',
      'sq-lightbox sq-open',
      'sq-lightbox sq-close',
      'sq-menu sq-tab-show',
      'sq-form sq-submit-error',
    ]) {
      assert.ok(types.includes(expected), `${expected} reached its onSq… prop`);
    }

    // A property that is an object, and controlled updates of attribute-backed properties.
    await page.evaluate(() => window.app.setProblem('The kiln controller is offline.'));
    const overlay = page.locator('sq-system-error');
    await overlay.getByText('The kiln controller is offline.').waitFor();
    await overlay.getByRole('button', { name: 'Clear' }).click();
    await page.evaluate(() => window.app.setProblem(null));
    await page.evaluate(() => window.app.setSubmitText('Book a place'));
    await page.getByRole('button', { name: 'Book a place' }).waitFor();
    await page.evaluate(() => window.app.setNoticeHeading('Kiln opening on Sunday'));
    await page.locator('sq-notice').getByText('Kiln opening on Sunday').waitFor();

    // Every event each wrapper declares reaches its prop (the system error overlay mounted).
    await page.evaluate(() => window.app.setProblem('Again offline.'));
    await page.locator('sq-system-error').getByText('Again offline.').waitFor();
    const missed = await page.evaluate((elements) => {
      const out = [];
      for (const { tag, events } of elements) {
        const el = document.querySelector(tag);
        for (const type of events) {
          const before = window.seenEvents.length;
          const detail = { index: 0, open: true, message: 'test', slideId: '', formId: 'x' };
          el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
          const last = window.seenEvents[before];
          if (!last || last.type !== type || last.tag !== tag) out.push(`${tag} ${type}`);
        }
      }
      return out;
    }, ELEMENTS);
    assert.deepEqual(missed, []);
    await page.locator('sq-system-error').getByRole('button', { name: 'Clear' }).click();
    await page.evaluate(() => window.app.setProblem(null));
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('React adds, removes and reorders children and unmounts blocks after use without an error', async () => {
  const { page, problems, close } = await openBuiltApp();
  try {
    await page.getByRole('button', { name: 'Shipping' }).click();
    await page.getByRole('status').filter({ hasText: 'Question 1 opened.' }).waitFor();

    await page.evaluate(() => window.app.setQuestions(['Care', 'Shipping', 'Classes']));
    await page.waitForFunction(
      () =>
        document.querySelector('sq-accordion').shadowRoot.querySelectorAll('[part~="trigger"]')
          .length === 3,
    );
    assert.deepEqual(await questionTitles(page), ['Care', 'Shipping', 'Classes']);
    assert.equal(
      await page.getByRole('button', { name: 'Shipping' }).getAttribute('aria-expanded'),
      'true',
      'the open question stays open where it moved',
    );
    await page.evaluate(() => window.app.setQuestions(['Returns']));
    await page.waitForFunction(
      () =>
        document.querySelector('sq-accordion').shadowRoot.querySelectorAll('[part~="trigger"]')
          .length === 1,
    );
    assert.deepEqual(await questionTitles(page), ['Returns']);

    await page.evaluate(() => window.app.setPieces(['ash-jar', 'celadon-vase']));
    await page.waitForFunction(() => document.querySelector('sq-gallery').slideCount === 2);
    await page.waitForFunction(() => document.querySelector('sq-lightbox').items.length === 2);
    await page.locator('sq-lightbox').getByRole('link').first().click();
    await page.getByRole('dialog').getByRole('img', { name: 'A round ochre jar' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => document.querySelector('sq-cookie-banner')?.hidden === true);

    // Unmount every block after use, then mount them all again.
    await page.evaluate(() => {
      for (const block of window.app.blocks) window.app.setShown(block, false);
    });
    const blockTags = ELEMENTS.map((e) => e.tag).filter((tag) => tag !== 'sq-image');
    await page.waitForFunction((tags) => !document.querySelector(tags.join(',')), blockTags);
    await page.evaluate(() => {
      for (const block of window.app.blocks) window.app.setShown(block, true);
    });
    await page.waitForFunction(
      () =>
        document.querySelector('sq-accordion')?.shadowRoot?.querySelectorAll('[part~="trigger"]')
          .length === 1,
    );
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('under vite dev, the same app and every entry load without an error', async () => {
  writeFileSync(
    join(app.dir, 'src', 'entries.ts'),
    CODE_ENTRIES.map((entry) => `import '${entry}';`).join('\n') + '\n',
  );
  const dev = await startDevServer(app.dir, ['src/entries.ts']);
  const { page, problems, close } = await openPage(browser, { consent: null });
  try {
    await page.goto(dev.url);
    await waitForApp(page);
    assert.deepEqual(await questionTitles(page), ['Shipping', 'Returns', 'Care', 'Classes']);
    await page.getByRole('button', { name: 'Care' }).click();
    await page.getByRole('status').filter({ hasText: 'Question 3 opened.' }).waitFor();
    await page.evaluate(() => window.app.setQuestions(['Classes', 'Care']));
    await page.waitForFunction(
      () =>
        document.querySelector('sq-accordion').shadowRoot.querySelectorAll('[part~="trigger"]')
          .length === 2,
    );
    await page.evaluate(() => import('/src/entries.ts'));
    assert.deepEqual(problems(), []);
  } finally {
    await close();
    await dev.close();
  }
});
