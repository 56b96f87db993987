/**
 * Telemetry on every page (SPEC §1 "reports performance and script errors", §7, §8, §9): the
 * script error reporter, with the page's website and template ids, and the performance
 * recorder, whose settings failures go to that reporter (the exception capturer).
 *
 * What the page itself carries is only this trigger; each part is a chunk of its own:
 * - script errors are heard from the start; the reporter's code loads with the first one (a page
 *   without errors never loads it) and reports every error heard before it arrived, with the time
 *   it happened (at most SPEC §9's 10 kept; the reporter's own limits apply after that);
 * - performance loads after the page's load event at an idle moment (runtime/after-load.ts): its
 *   observers read the buffered entries, so nothing of the page load is missed.
 *
 * Under a restrictive cookie policy (SPEC §4), nothing that tells which page was visited leaves
 * the page before the visitor accepts: performance is recorded only once tracking is allowed
 * (`whenTrackingAllowed`: at once, on Accept, or never after Decline), and script error reports
 * carry the site's origin instead of the page's address meanwhile (platform/telemetry/
 * error-report.ts). Neither carries a cookie identifier or writes anything on the visitor's device.
 */
import { whenTrackingAllowed } from '../../platform/consent/consent.ts';
import { ERROR_REPORT_MAX_QUEUED } from '../../platform/constants/page-limits.ts';
import type {
  ErrorReporter,
  ErrorReporterOptions,
} from '../../platform/telemetry/error-reporter.ts';
import type {
  PerformanceMonitor,
  PerformanceOptions,
} from '../../platform/telemetry/performance.ts';
import { afterLoad } from '../after-load.ts';
import type { Behaviour } from '../environment.ts';

/** The `app` field of the runtime's error reports. */
export const TELEMETRY_APP = 'sq-runtime';

/** The window events that are script errors. */
const ERROR_EVENTS = ['error', 'unhandledrejection'] as const;

/** Options of {@link telemetryBehaviour} (tests shorten the SPEC §9 durations). */
export interface TelemetryOptions {
  errorReporter?: Pick<ErrorReporterOptions, 'debounceMs'>;
  /** Performance options, or false to record no performance. */
  performance?: Omit<PerformanceOptions, 'capture' | 'view'> | false;
  /** When performance may load; default {@link afterLoad}. */
  when?: () => Promise<void>;
}

/** The telemetry behaviour with `options`; the runtime uses {@link telemetry}. */
export function telemetryBehaviour(options: TelemetryOptions = {}): Behaviour {
  return (env) => {
    const view = env.document.defaultView ?? window;
    const heard: Event[] = [];
    let stopped = false;
    let reporter: Promise<ErrorReporter | undefined> | undefined;
    let running: ErrorReporter | undefined;
    let monitor: PerformanceMonitor | undefined;

    const hear = (event: Event) => {
      if (heard.length < ERROR_REPORT_MAX_QUEUED) heard.push(event);
      void startReporter();
    };
    const stopHearing = () => {
      for (const type of ERROR_EVENTS) view.removeEventListener(type, hear);
    };
    /** Loads and starts the reporter once; it takes over the listening and what was heard. */
    const startReporter = () =>
      (reporter ??= import('../../platform/telemetry/error-reporter.ts').then(
        ({ initErrorReporter }) => {
          stopHearing();
          const started = initErrorReporter({
            app: TELEMETRY_APP,
            websiteId: env.ctx.website?.id ?? null,
            templateId: env.ctx.templateId ?? null,
            view,
            ...options.errorReporter,
          });
          for (const event of heard.splice(0)) started.report(event);
          // Stopped while the code loaded: what was heard is still sent.
          if (stopped) started.stop();
          else running = started;
          return running;
        },
        // Reporting never raises an error of its own (SPEC §7: failures are swallowed).
        () => undefined,
      ));
    for (const type of ERROR_EVENTS) view.addEventListener(type, hear);

    const performance = options.performance;
    if (performance !== false) {
      void (options.when ?? (() => afterLoad(view)))().then(() =>
        whenTrackingAllowed(() => {
          if (stopped) return;
          import('../../platform/telemetry/performance.ts').then(
            ({ startPerformance }) => {
              if (stopped) return;
              monitor = startPerformance({
                ...performance,
                view,
                capture: (error) => void startReporter().then((r) => r?.capture(error)),
              });
            },
            () => undefined,
          );
        }),
      );
    }
    return () => {
      stopped = true;
      stopHearing();
      monitor?.stop();
      running?.stop();
      running = undefined;
    };
  };
}

/** Reports script errors and performance numbers of the page (SPEC §9 durations). */
export const telemetry: Behaviour = telemetryBehaviour();
