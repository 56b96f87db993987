/**
 * Telemetry on every page (SPEC §1 "reports performance and script errors", §7, §8, §9): the
 * script error reporter, initialised with the page's website and template ids, and the
 * performance recorder, whose settings failures go to that reporter (the exception capturer).
 *
 * Under a restrictive cookie policy (SPEC §4), nothing that tells which page was visited leaves
 * the page before the visitor accepts: performance is recorded only once tracking is allowed
 * (`whenTrackingAllowed`: at once, on Accept, or never after Decline; its observers read the
 * buffered entries, so nothing of the page load is missed), and script error reports carry the
 * site's origin instead of the page's address meanwhile (platform/telemetry/error-report.ts).
 * Neither carries a cookie identifier or writes anything on the visitor's device.
 */
import {
  initErrorReporter,
  type ErrorReporterOptions,
} from '../../platform/telemetry/error-reporter.ts';
import { whenTrackingAllowed } from '../../platform/consent/consent.ts';
import {
  startPerformance,
  type PerformanceMonitor,
  type PerformanceOptions,
} from '../../platform/telemetry/performance.ts';
import type { Behaviour } from '../environment.ts';

/** The `app` field of the runtime's error reports. */
export const TELEMETRY_APP = 'sq-runtime';

/** Options of {@link telemetryBehaviour} (tests shorten the SPEC §9 durations). */
export interface TelemetryOptions {
  errorReporter?: Pick<ErrorReporterOptions, 'debounceMs'>;
  /** Performance options, or false to record no performance. */
  performance?: Omit<PerformanceOptions, 'capture' | 'view'> | false;
}

/** The telemetry behaviour with `options`; the runtime uses {@link telemetry}. */
export function telemetryBehaviour(options: TelemetryOptions = {}): Behaviour {
  return (env) => {
    const view = env.document.defaultView ?? window;
    const reporter = initErrorReporter({
      app: TELEMETRY_APP,
      websiteId: env.ctx.website?.id ?? null,
      templateId: env.ctx.templateId ?? null,
      view,
      ...options.errorReporter,
    });
    let monitor: PerformanceMonitor | undefined;
    let stopped = false;
    const performance = options.performance;
    if (performance !== false) {
      whenTrackingAllowed(() => {
        if (stopped) return;
        monitor = startPerformance({
          ...performance,
          view,
          capture: (error) => reporter.capture(error),
        });
      });
    }
    return () => {
      stopped = true;
      monitor?.stop();
      reporter.stop();
    };
  };
}

/** Reports script errors and performance numbers of the page (SPEC §9 durations). */
export const telemetry: Behaviour = telemetryBehaviour();
