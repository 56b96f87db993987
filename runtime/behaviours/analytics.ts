/**
 * Visitor analytics on every page (SPEC §3 "Visit cookies", §4 "Analytics counting", §7): what
 * the page itself carries is only this trigger. Its code (analytics-start.ts: visit cookies,
 * analytics id, page view, landing beacon, heartbeat, site search, media events, block-error
 * traces, tracking events) loads as a chunk of its own after the page's load event, at an idle
 * moment (runtime/after-load.ts), and only once consent allows (`whenTrackingAllowed`: at once,
 * when a visitor under a restrictive policy accepts, or never after a decline). The page loads
 * and becomes usable without it.
 *
 * Nothing that happens before the code arrives is lost: the events it handles (`sq-error`,
 * `sq-track`, `sq-play`, `sq-pause`) are heard from the start and handed over (at most the last
 * 50; runtime/heard-events.ts); the page view of the page where the visitor accepts is counted
 * then. A decline, or a chunk that cannot load (traces and census calls are tracking: their
 * failures are swallowed, SPEC §7), drops them.
 */
import {
  subscribeConsent,
  trackingAllowed,
  whenTrackingAllowed,
} from '../../platform/consent/consent.ts';
import { afterLoad } from '../after-load.ts';
import type { Behaviour } from '../environment.ts';
import { hearEvents } from '../heard-events.ts';

/** The events analytics handles: heard from the start, handled by analytics-start.ts. */
export const ANALYTICS_EVENTS = ['sq-error', 'sq-track', 'sq-play', 'sq-pause'] as const;

/** Options of {@link analyticsBehaviour}. */
export interface AnalyticsOptions {
  /** When the code may load; default {@link afterLoad}. */
  when?: () => Promise<void>;
}

/** The analytics behaviour with `options`; the runtime uses {@link analytics}. */
export function analyticsBehaviour(options: AnalyticsOptions = {}): Behaviour {
  return (env) => {
    const view = env.document.defaultView ?? window;
    const earlier = hearEvents(env.document, ANALYTICS_EVENTS);
    let stopped = false;
    let stopStarted: (() => void) | undefined;
    // A decline under a restrictive policy: nothing will be sent, so nothing is kept.
    const unsubscribe = subscribeConsent(() => {
      if (!trackingAllowed()) earlier.stop();
    });
    void (options.when ?? (() => afterLoad(view)))().then(() =>
      whenTrackingAllowed(() => {
        if (stopped) return;
        import('./analytics-start.ts').then(
          ({ startAnalytics }) => {
            if (!stopped) stopStarted = startAnalytics(env, earlier.take());
            earlier.stop();
          },
          () => earlier.stop(),
        );
      }),
    );
    return () => {
      stopped = true;
      unsubscribe();
      earlier.stop();
      stopStarted?.();
    };
  };
}

/** Starts analytics after the page's load event (see the module comment). */
export const analytics: Behaviour = analyticsBehaviour();
