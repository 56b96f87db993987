/**
 * Telemetry on every page (SPEC §1 "reports performance and script errors", §7, §8, §9): the
 * script error reporter, initialised with the page's website and template ids, and the
 * performance recorder, whose settings failures go to that reporter (the exception capturer).
 *
 * Neither waits for cookie consent: they carry no cookie identifier and write nothing on the
 * visitor's device (see platform/telemetry/error-reporter.ts and performance.ts).
 */
import {
  initErrorReporter,
  type ErrorReporterOptions,
} from '../../platform/telemetry/error-reporter.ts';
import { startPerformance, type PerformanceOptions } from '../../platform/telemetry/performance.ts';
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
    const monitor =
      options.performance === false
        ? undefined
        : startPerformance({
            ...options.performance,
            view,
            capture: (error) => reporter.capture(error),
          });
    return () => {
      monitor?.stop();
      reporter.stop();
    };
  };
}

/** Reports script errors and performance numbers of the page (SPEC §9 durations). */
export const telemetry: Behaviour = telemetryBehaviour();
