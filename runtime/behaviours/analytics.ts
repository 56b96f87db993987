/**
 * Visitor analytics on every page (SPEC §3 "Visit cookies", §4 "Analytics counting", §7):
 * when SPEC §4 counting is on, and once consent allows (`whenTrackingAllowed`: at once, or when a
 * visitor under a restrictive policy accepts), it
 * 1. updates the visit cookies and keeps the analytics id;
 * 2. counts the page view (census event 1; not on `/search`);
 * 3. sends the landing beacon when this page view began a visit;
 * 4. starts the heartbeat (census event 10, every 30 s while the page is visible);
 * 5. on the search page (`/search`) with a query (`?q=`, the search form's field; SPEC names no
 *    parameter), counts the site search (census event 2, `data.query`);
 * and counts audio (20) and video (21) plays and pauses from the `sq-play` / `sq-pause` events
 * media elements dispatch (an element whose tag name holds `audio` is audio, any other video).
 *
 * Block failures are traced (SPEC §7 POST /api/events/Trace): every `sq-error` a block dispatches
 * on a broken `data-block-json` (public contract 3; the event bubbles and is composed, and is
 * heard on `document` in the capture phase, so a listener that stops it on the way cannot hide
 * it) queues a trace of type {@link BLOCK_ERROR_TRACE} with data `{tag, error}`: the block's tag
 * name and its `path: message` text, e.g. `{"tag": "sq-accordion", "error": "(root): Unexpected
 * end of JSON input"}`. The trace queue sends them 30 s later or when the page is hidden or left
 * (platform/analytics/trace.ts), once consent allows. The queue's code is a chunk of its own,
 * loaded with the first block error: most pages never trace and do not carry it; when it cannot
 * load, nothing is traced (trace failures are ignored, SPEC §7). Traces are about the page
 * working, not about counting the visitor, so they are kept on pages that SPEC §4 does not count
 * (a signed-in owner sees the broken block too); the global disable flag still stops them.
 *
 * Tracking events (SPEC §7 POST /api/events/RecordEvent) that elements ask for with `sq-track`
 * (detail `{eventName, payload}`; `<sq-system-error>` sends `system_network_error`, SPEC §8) are
 * sent with the page's SPEC §3 event payload (platform/analytics/tracking.ts), once consent allows.
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
import { whenTrackingAllowed } from '../../platform/consent/consent.ts';
import { isSearchPath } from '../../platform/links/paths.ts';
import type { Behaviour } from '../environment.ts';

/** The media event an `sq-play` / `sq-pause` event reports, or undefined when it names no media. */
export function mediaEventOf(
  event: Event,
): { kind: 'audio' | 'video'; media: MediaEvent } | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Record<string, unknown> | null;
  if (!detail || typeof detail.url !== 'string') return undefined;
  const source = event.composedPath()[0];
  const tag = source instanceof Element ? source.localName : '';
  const media: MediaEvent = {
    action: event.type === 'sq-play' ? 'play' : 'pause',
    url: detail.url,
  };
  if (typeof detail.provider === 'string') media.provider = detail.provider;
  if (typeof detail.reason === 'string') media.reason = detail.reason;
  return { kind: tag.includes('audio') ? 'audio' : 'video', media };
}

/** The trace type of a block whose `data-block-json` is broken. */
export const BLOCK_ERROR_TRACE = 'block-error';

/** What a block-error trace carries: the block's tag name and its `path: message` error text. */
export interface BlockErrorTrace {
  tag: string;
  error: string;
}

/** The trace data of an `sq-error` event, or undefined when it carries no path and message. */
export function blockErrorOf(event: Event): BlockErrorTrace | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Record<string, unknown> | null;
  if (!detail || typeof detail.path !== 'string' || typeof detail.message !== 'string') {
    return undefined;
  }
  const source = event.composedPath()[0];
  const tag = source instanceof Element ? source.localName : '';
  return { tag, error: `${detail.path}: ${detail.message}` };
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
  event: Event,
): { eventName: string; payload: Record<string, unknown> } | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Record<string, unknown> | null;
  if (!detail || typeof detail.eventName !== 'string' || detail.eventName === '') return undefined;
  const payload = detail.payload;
  return {
    eventName: detail.eventName,
    payload: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
  };
}

/** The query parameter of the search page that holds what the visitor searched for. */
export const SEARCH_QUERY_PARAM = 'q';

/** Starts analytics for the page (see the module comment). */
export const analytics: Behaviour = (env) => {
  configureAnalytics(env.ctx);
  const onBlockError = (event: Event) => {
    const found = blockErrorOf(event);
    if (found) traceBlockError(found);
  };
  const onTrack = (event: Event) => {
    const found = trackingEventOf(event);
    if (found) void trackEvent(found.eventName, found.payload);
  };
  env.document.addEventListener('sq-error', onBlockError, true);
  env.document.addEventListener('sq-track', onTrack, true);
  const stopTracing = () => {
    env.document.removeEventListener('sq-error', onBlockError, true);
    env.document.removeEventListener('sq-track', onTrack, true);
  };
  if (!isCountingEnabled(env.ctx, env.address)) return stopTracing;
  const hit = { ctx: env.ctx, href: env.address.href };
  let stopped = false;
  let stopHeartbeat: (() => void) | undefined;
  whenTrackingAllowed(() => {
    if (stopped) return;
    const { newVisit } = updateVisitCookies();
    ensureAnalyticsId();
    void recordPageView(hit);
    if (newVisit) trackLanding(env.address.href, env.document);
    const query = new URLSearchParams(env.address.search).get(SEARCH_QUERY_PARAM);
    if (query && isSearchPath(env.address.pathname)) void recordSiteSearch(query, hit);
    stopHeartbeat = startHeartbeat({ ...hit, doc: env.document });
  });
  const onMedia = (event: Event) => {
    const found = mediaEventOf(event);
    if (found) void recordMediaEvent(found.kind, found.media, hit);
  };
  env.document.addEventListener('sq-play', onMedia);
  env.document.addEventListener('sq-pause', onMedia);
  return () => {
    stopped = true;
    stopTracing();
    stopHeartbeat?.();
    env.document.removeEventListener('sq-play', onMedia);
    env.document.removeEventListener('sq-pause', onMedia);
  };
};
