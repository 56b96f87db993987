/**
 * Visitor analytics, the code the analytics behaviour (analytics.ts) loads after the page's load
 * event, once consent allows (SPEC §3 "Visit cookies", §4 "Analytics counting", §7). When SPEC §4
 * counting is on, it
 * 1. updates the visit cookies and keeps the analytics id;
 * 2. counts the page view (census event 1; not on `/search`);
 * 3. sends the landing beacon when this page view began a visit;
 * 4. starts the heartbeat (census event 10, every 30 s while the page is visible);
 * 5. on the search page (`/search`) with a query (`?q=`, the search form's field; SPEC names no
 *    parameter), counts the site search (census event 2, `data.query`);
 * and counts audio (20) and video (21) plays and pauses from the `sq-play` / `sq-pause` events
 * media elements dispatch (an element whose tag name holds `audio` is audio, any other video).
 *
 * Events heard before this code arrived (analytics.ts keeps them) are handled first, then the live
 * ones.
 *
 * Block failures are traced (SPEC §7 POST /api/events/Trace): every `sq-error` a block dispatches
 * on a broken `data-block-json` (public contract 3; the event bubbles and is composed, and is
 * heard on `document` in the capture phase, so a listener that stops it on the way cannot hide
 * it) queues a trace of type {@link BLOCK_ERROR_TRACE} with data `{tag, error}`: the block's tag
 * name and its `path: message` text, e.g. `{"tag": "sq-accordion", "error": "(root): Unexpected
 * end of JSON input"}`. The trace queue sends them 30 s later or when the page is hidden or left
 * (platform/analytics/trace.ts). The queue's code is a chunk of its own, loaded with the first
 * block error: most pages never trace and do not carry it; when it cannot load, nothing is traced
 * (trace failures are ignored, SPEC §7). Traces are about the page
 * working, not about counting the visitor, so they are kept on pages that SPEC §4 does not count
 * (a signed-in owner sees the broken block too); the global disable flag still stops them.
 *
 * Tracking events (SPEC §7 POST /api/events/RecordEvent) that elements ask for with `sq-track`
 * (detail `{eventName, payload}`; `<sq-system-error>` sends `system_network_error`, SPEC §8) are
 * sent with the page's SPEC §3 event payload (platform/analytics/tracking.ts).
 * Like traces they are about the site working, so they are sent on every page, under the global
 * disable flag not at all; a failure only warns 'Error tracking event: HTTP Status {code}'.
 */
import {
  recordMediaEvent,
  recordPageView,
  recordSiteSearch,
  type MediaEvent,
} from '../../platform/analytics/census.ts';
import { ensureAnalyticsId } from '../../platform/analytics/analytics-id.ts';
import { configureAnalytics } from '../../platform/analytics/context.ts';
import { isCountingEnabled } from '../../platform/analytics/counting.ts';
import { startHeartbeat } from '../../platform/analytics/heartbeat.ts';
import { trackLanding } from '../../platform/analytics/landing.ts';
import { trackEvent } from '../../platform/analytics/tracking.ts';
import { updateVisitCookies } from '../../platform/analytics/visit-cookies.ts';
import { isSearchPath } from '../../platform/links/paths.ts';
import type { RuntimeEnv } from '../environment.ts';
import { heard, sourceTag, type HeardEvent } from '../heard-events.ts';
import { ANALYTICS_EVENTS } from './analytics.ts';

/** The detail of `event` when it is an object, else null. */
const detailOf = (event: HeardEvent): Record<string, unknown> | null =>
  typeof event.detail === 'object' ? (event.detail as Record<string, unknown> | null) : null;

/** The media event an `sq-play` / `sq-pause` event reports, or undefined when it names no media. */
export function mediaEventOf(
  event: HeardEvent,
): { kind: 'audio' | 'video'; media: MediaEvent } | undefined {
  const detail = detailOf(event);
  if (!detail || typeof detail.url !== 'string') return undefined;
  const media: MediaEvent = {
    action: event.type === 'sq-play' ? 'play' : 'pause',
    url: detail.url,
  };
  if (typeof detail.provider === 'string') media.provider = detail.provider;
  if (typeof detail.reason === 'string') media.reason = detail.reason;
  return { kind: sourceTag(event).includes('audio') ? 'audio' : 'video', media };
}

/** The trace type of a block whose `data-block-json` is broken. */
export const BLOCK_ERROR_TRACE = 'block-error';

/** What a block-error trace carries: the block's tag name and its `path: message` error text. */
export interface BlockErrorTrace {
  tag: string;
  error: string;
}

/** The trace data of an `sq-error` event, or undefined when it carries no path and message. */
export function blockErrorOf(event: HeardEvent): BlockErrorTrace | undefined {
  const detail = detailOf(event);
  if (!detail || typeof detail.path !== 'string' || typeof detail.message !== 'string') {
    return undefined;
  }
  return { tag: sourceTag(event), error: `${detail.path}: ${detail.message}` };
}

/** Queues the block-error trace once the trace queue's code has loaded; a failed load drops it. */
function traceBlockError(found: BlockErrorTrace): void {
  import('../../platform/analytics/trace.ts').then(
    ({ trace }) => trace(BLOCK_ERROR_TRACE, found),
    () => undefined,
  );
}

/** The tracking event an `sq-track` event asks for, or undefined when it names none. */
export function trackingEventOf(
  event: HeardEvent,
): { eventName: string; payload: Record<string, unknown> } | undefined {
  const detail = detailOf(event);
  if (!detail || typeof detail.eventName !== 'string' || detail.eventName === '') return undefined;
  const payload = detail.payload;
  return {
    eventName: detail.eventName,
    payload: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
  };
}

/** The query parameter of the search page that holds what the visitor searched for. */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * Starts analytics for the page (see the module comment): first the events `earlier` heard
 * before this code arrived, then the live ones.
 * @returns a function that stops it
 */
export function startAnalytics(env: RuntimeEnv, earlier: readonly HeardEvent[] = []): () => void {
  configureAnalytics(env.ctx);
  const counting = isCountingEnabled(env.ctx, env.address);
  const hit = { ctx: env.ctx, href: env.address.href };
  const handle = (event: HeardEvent) => {
    if (event.type === 'sq-error') {
      const found = blockErrorOf(event);
      if (found) traceBlockError(found);
    } else if (event.type === 'sq-track') {
      const found = trackingEventOf(event);
      if (found) void trackEvent(found.eventName, found.payload);
    } else if (counting) {
      const found = mediaEventOf(event);
      if (found) void recordMediaEvent(found.kind, found.media, hit);
    }
  };
  let stopHeartbeat: (() => void) | undefined;
  if (counting) {
    const { newVisit } = updateVisitCookies();
    ensureAnalyticsId();
    void recordPageView(hit);
    if (newVisit) trackLanding(env.address.href, env.document);
    const query = new URLSearchParams(env.address.search).get(SEARCH_QUERY_PARAM);
    if (query && isSearchPath(env.address.pathname)) void recordSiteSearch(query, hit);
    stopHeartbeat = startHeartbeat({ ...hit, doc: env.document });
  }
  for (const event of earlier) handle(event);
  const listen = (event: Event) => handle(heard(event));
  for (const type of ANALYTICS_EVENTS) env.document.addEventListener(type, listen, true);
  return () => {
    stopHeartbeat?.();
    for (const type of ANALYTICS_EVENTS) env.document.removeEventListener(type, listen, true);
  };
}
