/**
 * Helpers of the consent and analytics end-to-end tests: what the site server's store received
 * (read straight from its SQLite, as the forms tests do), the tracking cookies a browser context
 * holds, and the visitor-record cookie read back.
 */
/* global document, window -- in functions the browser runs (page.evaluate) */
import { COOKIES, TRACKING_COOKIES } from '../../platform/cookies/cookie-names.ts';
import { RUNTIME_KEY } from './helpers.mjs';

/** Every cookie that tracks a visitor: SPEC §4's tracking cookies and the analytics id (SPEC §3). */
export const TRACKING_COOKIE_NAMES = [...TRACKING_COOKIES, COOKIES.analyticsId.name];

/** Columns that hold JSON text, parsed by {@link rowsOf}. */
const JSON_COLUMNS = new Set(['data', 'record']);

/** Rows of `table` in the store, oldest first, with JSON columns parsed. */
export function rowsOf(store, table) {
  return store.db
    .prepare(`SELECT * FROM ${table} ORDER BY id`)
    .all()
    .map((row) => {
      const parsed = { ...row };
      for (const column of Object.keys(row)) {
        if (JSON_COLUMNS.has(column) && typeof row[column] === 'string') {
          parsed[column] = JSON.parse(row[column]);
        }
      }
      return parsed;
    });
}

/**
 * Waits until the rows of `table` that `filter` keeps number at least `count`, and answers them
 * as soon as they are there. `timeoutMs` only bounds a wait for rows that never come (fewer are
 * answered then, for the caller's assertion to show): generous, so a busy 2-core machine that
 * is slow to send or store is waited for, not failed.
 */
export async function waitForRows(store, table, filter, { count = 1, timeoutMs = 60_000 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = rowsOf(store, table).filter(filter);
    if (rows.length >= count || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Census page views (RecordHit, event 1, SPEC §3) of pages whose address holds `marker`. */
export function pageViews(store, marker) {
  return rowsOf(store, 'census_hits').filter(
    (row) => row.kind === 'RecordHit' && row.event === 1 && row.data.url?.includes(marker),
  );
}

/** Landing beacons (SPEC §7 /api/track/Track) of landing addresses holding `marker`. */
export function landingHits(store, marker) {
  return rowsOf(store, 'landing_hits').filter((row) => row.landing.includes(marker));
}

/**
 * The cookies of `context` for `url`, as name → value (decoded: the client writes cookie values
 * URI-encoded, platform/cookies/cookies.ts).
 */
export async function cookieJar(context, url) {
  return Object.fromEntries(
    (await context.cookies(url)).map((c) => [c.name, decodeURIComponent(c.value)]),
  );
}

/** The visitor record `id|first|previous|latest|count` (SPEC §3, §5) parsed, or null. */
export function visitorRecord(value) {
  const match = /^([^|]+)\|(\d+)\|(\d+)\|(\d+)\|(\d+)$/.exec(value ?? '');
  if (!match) return null;
  const [, id, first, previous, latest, count] = match;
  return {
    id,
    first: Number(first),
    previous: Number(previous),
    latest: Number(latest),
    count: Number(count),
  };
}

/**
 * Waits until the page's runtime has started and its element loads have settled, then until
 * the network has been quiet for 500 ms: whatever the page was going to send has been sent.
 */
export async function settle(page) {
  await page.waitForFunction((key) => window[Symbol.for(key)], RUNTIME_KEY);
  await page.evaluate((key) => window[Symbol.for(key)].settled(), RUNTIME_KEY);
  await page.waitForLoadState('networkidle');
}

/** Request paths of `requests` (full URLs) under `/api/`, in order. */
export function apiCalls(requests) {
  return requests.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/api/'));
}

/** The `<sq-cookie-banner>` elements on the page now. */
export function bannerCount(page) {
  return page.evaluate(() => document.querySelectorAll('sq-cookie-banner').length);
}

/**
 * The SPEC §3 tracking event payload of an anonymous visitor's page at `pagePath` whose page
 * context is `ctx`: the demo sets no variant, member account or locales, so those are null.
 */
export function eventPayload(ctx, pagePath) {
  return {
    pagePath,
    websiteId: ctx.website.id,
    templateId: ctx.templateId,
    variantId: null,
    memberAccountId: null,
    member_locale: null,
    website_locale: null,
  };
}
