/**
 * Census hits (SPEC §7 POST /api/census/RecordHit; event types of SPEC §3): page view (1), site
 * search (2), heartbeat (10), audio (20) and video (21). Each hit is form-encoded: `event`,
 * `data` (the SPEC §3 tracking payload as JSON text) and `ss_cvr` (the visitor cookie).
 * Every send waits for consent (`whenTrackingAllowed`) and every failure is swallowed (SPEC §7).
 */
import { CENSUS_EVENT_TYPES } from '../constants/site-enums.ts';
import { censusPageFields } from '../census/page-fields.ts';
import { whenTrackingAllowed } from '../consent/consent.ts';
import type { PageContext } from '../context/page-context.ts';
import { COOKIES } from '../cookies/cookie-names.ts';
import { readCookie } from '../cookies/cookies.ts';
import { addressOf, analyticsContext } from './context.ts';
import { isCountingEnabled, isPageViewCounted } from './counting.ts';
import { postForm } from './send.ts';

/** Where census hits go (SPEC §7). */
export const RECORD_HIT_URL = '/api/census/RecordHit';

/** Options of a census hit: the page it is about (default: this page and its context). */
export interface HitOptions {
  ctx?: PageContext;
  /** The page's address; default `location`. */
  href?: string;
}

/**
 * Runs `send` through consent: now, and its promise returned, when tracking is allowed; else
 * queued or dropped by `whenTrackingAllowed` (the returned promise then resolves at once).
 */
export function guarded(send: () => Promise<unknown>): Promise<void> {
  let sent: Promise<unknown> | undefined;
  whenTrackingAllowed(() => {
    sent = send();
  });
  return (sent ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Records census hit `event` (SPEC §7): POST /api/census/RecordHit, form-encoded, with `event`,
 * `data` = JSON of the page's SPEC §3 tracking payload (censusPageFields: pagePath without a
 * trailing slash, missing values null) merged with `data`, and `ss_cvr` = the visitor cookie
 * (left out when there is none). It does not check the counting rules: the `record...`
 * functions below do. Never rejects and logs nothing (SPEC §7).
 */
export function recordHit(
  event: number,
  data: object = {},
  options: HitOptions = {},
): Promise<void> {
  return guarded(async () => {
    const ctx = options.ctx ?? analyticsContext();
    const payload = { ...censusPageFields(ctx, addressOf(options.href)), ...data };
    await postForm(RECORD_HIT_URL, {
      event,
      data: payload,
      ss_cvr: readCookie(COOKIES.visitor.name),
    });
  });
}

/** Counts a page view (event 1) when SPEC §4 counting is on and the page is not `/search`. */
export function recordPageView(options: HitOptions = {}): Promise<void> {
  const ctx = options.ctx ?? analyticsContext();
  if (!isPageViewCounted(ctx, addressOf(options.href))) return Promise.resolve();
  return recordHit(CENSUS_EVENT_TYPES.pageView, {}, { ...options, ctx });
}

/**
 * Counts a site search (event 2) for the search block, with `data.query` the searched text
 * (trimmed); a blank query is not counted. Counted on `/search` too (SPEC §2 exempts only page
 * views there), but only when SPEC §4 counting is on.
 */
export function recordSiteSearch(query: string, options: HitOptions = {}): Promise<void> {
  const ctx = options.ctx ?? analyticsContext();
  const text = query.trim();
  if (text === '' || !isCountingEnabled(ctx, addressOf(options.href))) return Promise.resolve();
  return recordHit(CENSUS_EVENT_TYPES.siteSearch, { query: text }, { ...options, ctx });
}

/** What a media element reported: it started (`sq-play`) or stopped (`sq-pause`). */
export interface MediaEvent {
  action: 'play' | 'pause';
  /** The media's address. */
  url: string;
  /** Who plays it (`youtube`, `vimeo`, `file`, ...), when known. */
  provider?: string;
  /** Why it stopped (`stopped`, `paused`, `ended`), on a pause. */
  reason?: string;
}

/**
 * Counts an audio (event 20) or video (event 21) play or pause, when SPEC §4 counting is on.
 * `data` carries `mediaAction` ('play' | 'pause'), `mediaUrl`, `mediaProvider` and
 * `mediaReason` (null when not given).
 */
export function recordMediaEvent(
  kind: 'audio' | 'video',
  media: MediaEvent,
  options: HitOptions = {},
): Promise<void> {
  const ctx = options.ctx ?? analyticsContext();
  if (!isCountingEnabled(ctx, addressOf(options.href))) return Promise.resolve();
  const event = kind === 'audio' ? CENSUS_EVENT_TYPES.audio : CENSUS_EVENT_TYPES.video;
  const data = {
    mediaAction: media.action,
    mediaUrl: media.url,
    mediaProvider: media.provider ?? null,
    mediaReason: media.reason ?? null,
  };
  return recordHit(event, data, { ...options, ctx });
}
