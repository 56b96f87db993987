/**
 * Visitor analytics on every page (SPEC §3 "Visit cookies", §4 "Analytics counting", §7):
 * when SPEC §4 counting is on, and once consent allows (`whenTrackingAllowed`: at once, or when a
 * visitor under a restrictive policy accepts), it
 * 1. updates the visit cookies and keeps the analytics id;
 * 2. counts the page view (census event 1; not on `/search`);
 * 3. sends the landing beacon when this page view began a visit;
 * 4. starts the heartbeat (census event 10, every 30 s while the page is visible);
 * and counts audio (20) and video (21) plays and pauses from the `sq-play` / `sq-pause` events
 * media elements dispatch (an element whose tag name holds `audio` is audio, any other video).
 */
import {
  recordMediaEvent,
  recordPageView,
  type MediaEvent,
} from '../../platform/analytics/census.ts';
import { ensureAnalyticsId } from '../../platform/analytics/analytics-id.ts';
import { configureAnalytics } from '../../platform/analytics/context.ts';
import { isCountingEnabled } from '../../platform/analytics/counting.ts';
import { startHeartbeat } from '../../platform/analytics/heartbeat.ts';
import { trackLanding } from '../../platform/analytics/landing.ts';
import { updateVisitCookies } from '../../platform/analytics/visit-cookies.ts';
import { whenTrackingAllowed } from '../../platform/consent/consent.ts';
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

/** Starts analytics for the page (see the module comment). */
export const analytics: Behaviour = (env) => {
  configureAnalytics(env.ctx);
  if (!isCountingEnabled(env.ctx, env.address)) return;
  const hit = { ctx: env.ctx, href: env.address.href };
  let stopped = false;
  let stopHeartbeat: (() => void) | undefined;
  whenTrackingAllowed(() => {
    if (stopped) return;
    const { newVisit } = updateVisitCookies();
    ensureAnalyticsId();
    void recordPageView(hit);
    if (newVisit) trackLanding(env.address.href, env.document);
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
    stopHeartbeat?.();
    env.document.removeEventListener('sq-play', onMedia);
    env.document.removeEventListener('sq-pause', onMedia);
  };
};
