/* global document, requestIdleCallback */
// One visit of a page in headless Chromium, as the page bench counts it: which scripts the page
// fetched before its load event, which by the time it is idle, and their gzip weight.
import { gzipSync } from 'node:zlib';

/** The viewport of Lighthouse's mobile preset (a Moto G Power). */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
};

/** The consent cookie of a visitor who has accepted cookies (SPEC §4): no banner for them. */
export const CONSENT_COOKIE = { name: 'ss_cookieAllowed', value: 'true' };

/** How long no request may be in flight before the network counts as idle (as Playwright's). */
const QUIET_MS = 500;
/** The longest wait for an idle moment (the runtime's own limit is 2 s). */
const IDLE_LIMIT_MS = 5000;
/** Rounds of waiting for idle before the visit counts as never idle (an error). */
const MAX_ROUNDS = 10;

/**
 * @typedef {object} Files a set of fetched files
 * @property {number} count
 * @property {number} bytes as sent by the local server (it does not compress)
 * @property {number} gzip each file gzipped at level 9, summed
 *
 * @typedef {object} Visit
 * @property {number} requests every request of the visit, the document included
 * @property {Files} beforeLoad scripts whose response ended before the load event started
 * @property {Files} scripts every script fetched once the page is idle
 * @property {Files} css stylesheets under /assets/ (the library's own, not the site's)
 * @property {string[]} tags the sq- elements in the document once idle (the banner included)
 * @property {string[]} scriptPaths the paths of the scripts fetched once idle
 */

/** Counts requests in flight on `page`, so the bench can wait for a quiet network. */
function trackRequests(page) {
  let inFlight = 0;
  let started = 0;
  let lastChange = Date.now();
  const change = (by) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => {
    started += 1;
    change(1);
  });
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    get started() {
      return started;
    },
    /** Resolves once no request has been in flight for QUIET_MS. */
    async quiet() {
      for (;;) {
        const waited = Date.now() - lastChange;
        if (inFlight === 0 && waited >= QUIET_MS) return;
        await new Promise((done) => setTimeout(done, inFlight ? 50 : QUIET_MS - waited));
      }
    },
  };
}

/**
 * Waits until the page is idle: a quiet network, then the browser's next idle moment, then a
 * quiet network again, until no request starts through one such round (analytics and
 * telemetry load after the load event at an idle moment, and may load more). Throws when the
 * page keeps fetching through MAX_ROUNDS rounds.
 */
async function settle(page, requests) {
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    await requests.quiet();
    const before = requests.started;
    // A page that is never idle still gets its analytics (the runtime waits 2 s at most).
    await page.evaluate(
      (timeout) => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout })),
      IDLE_LIMIT_MS,
    );
    await requests.quiet();
    if (requests.started === before) return;
  }
  throw new Error(`still fetching after ${MAX_ROUNDS} rounds of waiting for it to be idle`);
}

/** Sums `bodies` into {@link Files}. */
function files(bodies) {
  return {
    count: bodies.length,
    bytes: bodies.reduce((n, b) => n + b.length, 0),
    gzip: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  };
}

/**
 * Visits `url` in a fresh context of `browser` (mobile viewport, empty cache) and waits until it
 * is idle. A returning visitor has the consent cookie before the first request; a first visit
 * has none, so the site's cookie banner shows.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ returning: boolean }} visitor
 * @returns {Promise<Visit>}
 */
export async function visit(browser, url, { returning }) {
  const context = await browser.newContext(MOBILE);
  try {
    if (returning) await context.addCookies([{ ...CONSENT_COOKIE, url }]);
    const page = await context.newPage();
    const responses = [];
    page.on('response', (r) => responses.push(r));
    const requests = trackRequests(page);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, requests);
    const timing = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      const ends = performance.getEntriesByType('resource').map((e) => [e.name, e.responseEnd]);
      const tags = new Set(
        [...document.querySelectorAll('*')]
          .map((el) => el.localName)
          .filter((name) => name.startsWith('sq-')),
      );
      return { loadEventStart: nav.loadEventStart, ends, tags: [...tags].sort() };
    });
    const failed = responses.find(
      (r) => !r.ok() && new URL(r.url()).pathname.startsWith('/assets/'),
    );
    if (failed) {
      throw new Error(`${failed.url()} answered ${failed.status()} (was dist/ rebuilt meanwhile?)`);
    }
    const endOf = new Map(timing.ends);
    const body = (r) => r.body().catch(() => Buffer.alloc(0));
    const scripts = responses.filter((r) => r.request().resourceType() === 'script');
    const early = scripts.filter((r) => (endOf.get(r.url()) ?? Infinity) <= timing.loadEventStart);
    const css = responses.filter(
      (r) =>
        r.request().resourceType() === 'stylesheet' &&
        new URL(r.url()).pathname.startsWith('/assets/'),
    );
    return {
      requests: requests.started,
      beforeLoad: files(await Promise.all(early.map(body))),
      scripts: files(await Promise.all(scripts.map(body))),
      css: files(await Promise.all(css.map(body))),
      tags: timing.tags,
      scriptPaths: scripts.map((r) => new URL(r.url()).pathname),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each figure of {@link Files} the median of `all`'s. */
const medianFiles = (all) => ({
  count: median(all.map((f) => f.count)),
  bytes: median(all.map((f) => f.bytes)),
  gzip: median(all.map((f) => f.gzip)),
});

/**
 * {@link visit} `runs` times, each in a fresh context: every figure is the median of the runs'
 * (what ends before the load event races with the page's images, so it moves between runs); the
 * tags and script paths are those of the last run.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ returning: boolean }} visitor
 * @param {number} runs
 * @returns {Promise<Visit>}
 */
export async function medianVisit(browser, url, visitor, runs) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await visit(browser, url, visitor));
  const last = all[all.length - 1];
  return {
    ...last,
    requests: median(all.map((v) => v.requests)),
    beforeLoad: medianFiles(all.map((v) => v.beforeLoad)),
    scripts: medianFiles(all.map((v) => v.scripts)),
    css: medianFiles(all.map((v) => v.css)),
  };
}
