/**
 * Helpers of the end-to-end tests: the site server on a free port with a fresh store and the
 * built site assets, one Chromium per test file, and pages that record what a visitor's browser
 * saw (console errors, failed scripts, requests).
 *
 * The tests run against the built assets (`dist/assets`, made by `npm run build` or
 * `npx vite build -c vite.site.config.ts`); `npm test` builds before this stage. A missing or
 * stale build fails with a message saying so rather than testing old code.
 */
/* global customElements, document, innerHeight, requestAnimationFrame, scrollTo, scrollX, scrollY, window -- in functions the browser runs (page.evaluate) */
import { after, before } from 'node:test';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CONSENT_COOKIE_LIFETIME_MS } from '../../platform/constants/limits.ts';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { axeBuilder, describeViolations } from '../../scripts/axe.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { startServer } from '../../server/main.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEMO_SITE = join(ROOT, 'demo');
export const FIXTURE_SITE = join(ROOT, 'test', 'e2e', 'fixtures', 'site');
export const ASSETS = join(ROOT, 'dist', 'assets');
const RUNTIME = join(ASSETS, 'sq-runtime.js');
/** Folders whose TypeScript goes into the built assets. */
const SOURCES = ['runtime', 'elements', 'platform'];

/** The policy a published page must run under: no inline code, Trusted Types enforced. */
export const STRICT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

/** The runtime's global handle (runtime/start.ts `RUNTIME_KEY`), as a page script reaches it. */
export const RUNTIME_KEY = 'sq-elements.runtime';

/**
 * The demo site's pages: clean path, page type, the blocks its template holds, the element code
 * a block loads beyond its own (`loads`), and where every page links to it when that is not the
 * main navigation. A later block adds its tag to the pages that use it.
 */
export const DEMO_PAGES = [
  {
    path: '/',
    pageType: 2,
    blocks: ['sq-image', 'sq-button', 'sq-newsletter', 'sq-relative-time', 'sq-summary'],
  },
  { path: '/gallery', pageType: 2, blocks: ['sq-gallery', 'sq-social-gallery'] },
  { path: '/shop', pageType: 1, blocks: ['sq-product', 'sq-image', 'sq-accordion'] },
  {
    path: '/classes',
    pageType: 2,
    blocks: ['sq-video', 'sq-tooltip', 'sq-accordion', 'sq-form', 'sq-summary', 'sq-image'],
    // The next events' summary is a carousel: the gallery's code comes with it.
    loads: ['sq-gallery'],
  },
  { path: '/about', pageType: 2, blocks: ['sq-image', 'sq-lightbox', 'sq-accordion', 'sq-audio'] },
  { path: '/visit', pageType: 2, blocks: ['sq-map', 'sq-reservation'] },
  { path: '/contact', pageType: 2, blocks: ['sq-social-links', 'sq-form'] },
  {
    path: '/members',
    pageType: 2,
    blocks: ['sq-product', 'sq-image', 'sq-member-area'],
    linkedFrom: 'Footer',
  },
  { path: '/donate', pageType: 2, blocks: ['sq-donation', 'sq-chart'], linkedFrom: 'Footer' },
  { path: '/cart', pageType: 205, blocks: ['sq-cart'], linkedFrom: 'Header' },
  { path: '/search', pageType: 102, blocks: ['sq-search'] },
  { path: '/journal', pageType: 1, blocks: ['sq-image'] },
  { path: '/events', pageType: 1, blocks: ['sq-image', 'sq-calendar', 'sq-tour-dates'] },
  { path: '/cafe', pageType: 2, blocks: ['sq-image', 'sq-menu'] },
  // The account page asks an anonymous visitor to log in at once: the login dialog's code comes.
  {
    path: '/account',
    pageType: 2,
    blocks: ['sq-account'],
    loads: ['sq-login-dialog'],
    linkedFrom: 'Header',
  },
  // The popup overlay's page (SPEC §2 page type 104): the overlay shows it, no link leads there.
  { path: '/popup', pageType: 104, blocks: ['sq-newsletter'], linkedFrom: 'Popup' },
];

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Throws, saying what to run, when the built runtime is missing or older than its sources. */
export function requireBuiltAssets() {
  const fix = 'Run `npm run build` (or `npx vite build -c vite.site.config.ts`) first.';
  if (!existsSync(RUNTIME)) throw new Error(`${RUNTIME} is missing. ${fix}`);
  const built = statSync(RUNTIME).mtimeMs;
  const stale = SOURCES.find((dir) => newestSource(join(ROOT, dir)) > built);
  if (stale) throw new Error(`dist/assets is older than the sources in ${stale}/. ${fix}`);
}

/**
 * Starts the site server for `site` on a free port with a fresh temporary store and the built
 * assets (`options`: more of `startServer`'s, e.g. `contentSecurityPolicy`). `stop()` closes it
 * and removes the store.
 */
export async function startSite(site = DEMO_SITE, options = {}) {
  requireBuiltAssets();
  const data = mkdtempSync(join(tmpdir(), 'sq-e2e-data-'));
  const server = await startServer({ site, data, assets: ASSETS, port: 0, ...options });
  return {
    url: server.url,
    store: server.store,
    async stop() {
      await server.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Launches the system Chromium, headless, with the project's flags. */
export function launchBrowser() {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * Starts the site server on `site` and one browser before the file's tests and stops both after.
 * Read `env.site` and `env.browser` inside the tests.
 * @returns {{ site: Awaited<ReturnType<typeof startSite>>, browser: import('playwright-core').Browser }}
 */
export function useSiteAndBrowser(site = DEMO_SITE, options = {}) {
  const env = {};
  before(async () => {
    env.site = await startSite(site, options);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.stop();
  });
  return env;
}

/** Host of every site the tests start (`startServer` answers `http://localhost:PORT`). */
const SITE_HOST = 'http://localhost';

/**
 * Gives the browser context the consent cookie (COOKIES.consent, SPEC §5 `true` or `false`, kept
 * 30 days as the banner keeps it) of a visitor who has already decided, for every local site
 * (a cookie does not depend on the port).
 */
export async function giveConsent(context, consent) {
  await context.addCookies([
    {
      name: COOKIES.consent.name,
      value: String(consent),
      url: SITE_HOST,
      expires: Math.floor((Date.now() + CONSENT_COOKIE_LIFETIME_MS) / 1000),
    },
  ]);
}

/**
 * Runs in the page before its scripts: the visitor's stored popup overlay state (SPEC §3, §4) is
 * that of one who signed up and closed it just now with a version no site reaches (unless the
 * page already stored one), so the demo's popup never covers a page whose test is about
 * something else.
 */
function closedPopupOverlay() {
  try {
    if (localStorage.getItem('sq-popup-overlay')) return;
    localStorage.setItem(
      'sq-popup-overlay',
      JSON.stringify({ closedDate: Date.now(), version: Number.MAX_SAFE_INTEGER, submitted: true }),
    );
  } catch {
    // A frame of another origin (an embed) may not touch storage; it shows no popup anyway.
  }
}

/**
 * A new page (in its own browser context: own cookies and storage) that records console
 * errors, uncaught exceptions and every request. `problems()` lists the errors, leaving out
 * the failed load of the document itself (a 404 page is answered with status 404 on purpose).
 *
 * The demo site asks for cookie consent under a restrictive policy (demo/site.json). A page
 * starts as a returning visitor who accepted (`consent: true`), so tests about something else
 * see no banner and a counted visit; `consent: false` is a visitor who declined, and
 * `consent: null` a first visit with no decision (the banner shows). The site's popup overlay
 * stays away unless `popup` is not `false` (`null`: a visitor who has never seen it).
 */
export async function openPage(
  browser,
  { viewport = { width: 1280, height: 900 }, consent = true, popup = false, ...device } = {},
) {
  // `device`: further context options, e.g. a phone's `isMobile` and `hasTouch`.
  const context = await browser.newContext({ viewport, ...device });
  if (consent !== null) await giveConsent(context, consent);
  if (popup === false) await context.addInitScript(closedPopupOverlay);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors = [];
  const requests = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = message.location().url;
    if (/Failed to load resource/.test(message.text()) && at === page.url()) return;
    errors.push(`console error: ${message.text()}${at ? ` (${at})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return {
    page,
    context,
    requests,
    problems: () => [...errors],
    close: () => context.close(),
  };
}

/**
 * The axe violations on the page now (or in the elements `include` selects), one line each
 * (rule, impact, elements).
 */
export async function axeViolations(page, include = undefined) {
  const axe = include ? axeBuilder(page).include(include) : axeBuilder(page);
  return describeViolations((await axe.analyze()).violations);
}

/**
 * Waits until no animation runs in the page or in any open shadow root (a fade that is still
 * running would make axe judge colours at part opacity).
 */
export async function waitForStill(page) {
  await page.waitForFunction(() => {
    const roots = [
      document,
      ...[...document.querySelectorAll('*')].flatMap((el) => el.shadowRoot ?? []),
    ];
    return roots.every((root) =>
      root.getAnimations().every((animation) => animation.playState !== 'running'),
    );
  });
}

/** The page's `sq-context` JSON as the server wrote it. */
export function pageContext(page) {
  return page.evaluate(() =>
    JSON.parse(document.getElementById('sq-context')?.textContent ?? 'null'),
  );
}

/** The context the running runtime read, or null when no runtime runs. */
export function runtimeContext(page) {
  return page.evaluate((key) => window[Symbol.for(key)]?.context ?? null, RUNTIME_KEY);
}

/** How long `waitForUpgrade` waits (a busy two-core machine loads a chunk in a few seconds). */
const UPGRADE_TIMEOUT_MS = 60_000;

/**
 * Waits until every `sq-*` element of `tags` on the page is defined and has rendered. A heavy
 * block loads its code only near the viewport (runtime LAZY_TAGS), so one not yet defined is
 * scrolled into view first; the page is scrolled back to where it was afterwards. After
 * `UPGRADE_TIMEOUT_MS` it throws, naming each tag that is not defined yet, how many elements of
 * it the page holds, where the first is drawn, and whether the runtime runs.
 */
export async function waitForUpgrade(page, tags) {
  const late = await page.evaluate(
    async ([names, key, timeoutMs]) => {
      let scrolled = false;
      const [x, y] = [scrollX, scrollY];
      const upgrade = async () => {
        for (const name of names) {
          const first = document.querySelector(name);
          if (!customElements.get(name) && first) {
            first.scrollIntoView({ block: 'center' });
            scrolled = true;
          }
          await customElements.whenDefined(name);
          for (const element of document.querySelectorAll(name)) await element.updateComplete;
        }
      };
      /** Each tag still not defined: how many, where the first is, whether its code failed. */
      const lateTags = () =>
        names
          .filter((name) => !customElements.get(name))
          .map((name) => {
            const first = document.querySelector(name);
            if (!first) return `<${name}>: none on the page`;
            const r = first.getBoundingClientRect();
            const box = [r.x, r.y, r.width, r.height].map(Math.round).join(',');
            const failed = first.hasAttribute('data-sq-error') ? ', its code failed' : '';
            return `<${name}> ×${document.querySelectorAll(name).length}, first at ${box}${failed}`;
          })
          .concat(window[Symbol.for(key)] ? [] : ['the runtime does not run']);
      const late = await Promise.race([
        upgrade().then(() => null),
        new Promise((done) => setTimeout(() => done(lateTags()), timeoutMs)),
      ]);
      if (scrolled) scrollTo(x, y);
      return late;
    },
    [tags, RUNTIME_KEY, UPGRADE_TIMEOUT_MS],
  );
  if (late) {
    throw new Error(
      `${page.url()}: not upgraded after ${UPGRADE_TIMEOUT_MS} ms: ${late.join('; ') || 'every tag is defined, an update never ended'}`,
    );
  }
}

/** Every element tag of the project: `elements/NAME/sq-NAME.ts` defines `sq-NAME`. */
export function elementTags() {
  return readdirSync(join(ROOT, 'elements'))
    .filter((name) => existsSync(join(ROOT, 'elements', name, `sq-${name}.ts`)))
    .map((name) => `sq-${name}`);
}

/**
 * Element tags whose chunks the page requested from /assets/chunks/: an element's chunk is
 * named after its define module (`sq-accordion-HASH.js`); shared chunks are left out.
 */
export function requestedElementChunks(requests) {
  const known = new Set(elementTags());
  const tags = new Set();
  for (const url of requests) {
    const { pathname } = new URL(url);
    const match = /\/assets\/chunks\/(sq-[a-z0-9-]+?)-[A-Za-z0-9_-]{8}\.js$/.exec(pathname);
    if (match && known.has(match[1])) tags.add(match[1]);
  }
  return [...tags].sort();
}

/** A window tall enough to hold most demo pages whole: a layout shift counts only where it is seen. */
export const TALL = { width: 1280, height: 2400 };

/**
 * The page's layout shifts so far (the CLS inputs, shifts right after input left out), each
 * with the elements that moved, where they were and went, and when.
 */
export function layoutShifts(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const shifts = [];
        // Where each source was and went (x,y,width,height): a node in a shadow root is '?'.
        const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((s) => s.node?.nodeName ?? '?').join(',');
            const rects = entry.sources.map(
              (s) => `${rect(s.previousRect)} → ${rect(s.currentRect)}`,
            );
            shifts.push({ value: entry.value, moved, rects, at: Math.round(entry.startTime) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 50);
      }),
  );
}

/** Scrolls the page to the bottom a viewport at a time, so lazy blocks come into view. */
export async function scrollThrough(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
    scrollTo(0, 0);
  });
}

/**
 * Waits until every `<img>` inside an `<sq-image>` has loaded a picture, and every picture of a
 * gallery slide, lightbox item or video poster that has a source (a slide not due yet may have
 * none) has loaded it. Pictures that are not drawn (server markup a block replaced with its own
 * view and keeps unshown, e.g. a product's) are left out. A page of many pictures on a busy machine (the whole suite on two cores)
 * can take longer than the default wait.
 */
export async function waitForImages(page) {
  await page.waitForFunction(
    () => {
      const loaded = (img) => img.complete && img.naturalWidth > 0;
      const blocks = 'sq-gallery > * img[src], sq-lightbox > * img[src], sq-video img[src]';
      return (
        [...document.querySelectorAll('sq-image img')]
          .filter((img) => img.checkVisibility())
          .every((img) => img.getAttribute('src') && loaded(img)) &&
        [...document.querySelectorAll(blocks)].every(loaded)
      );
    },
    null,
    { timeout: 30_000 },
  );
}

/** Opens `url`, scrolls through the page and waits until every block on it (lazy ones too) has upgraded. */
export async function visitUpgraded(page, url) {
  await page.goto(url);
  await scrollThrough(page);
  const tags = await page.evaluate(
    (known) => known.filter((tag) => document.querySelector(tag)),
    elementTags(),
  );
  await waitForUpgrade(page, tags);
}
