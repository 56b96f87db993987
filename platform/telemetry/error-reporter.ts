/**
 * The script error reporter (SPEC §3 "Error report", §7 RecordJavascriptErrors, §8, §9).
 *
 * - Uncaught errors (window `error`) and unhandled rejections (window `unhandledrejection`) are
 *   queued, and so is every error handed to {@link captureException} (the "exception capturer"
 *   of SPEC §8, which the performance settings failures go to).
 * - SPEC §9: sending is debounced 1 s after the latest error; the queue holds 10 at most (a full
 *   queue is sent at once); at most 20 batches are sent per page (later errors are dropped);
 *   messages and stacks are trimmed to 5000 characters.
 * - The same error (message and stack) is reported once per page.
 * - POST /api/events/RecordJavascriptErrors, a JSON array of `{event, data, timestamp}`, with the
 *   crumb in the `X-CSRF-Token` header. When the page is hidden, the queue goes by beacon (crumb
 *   as query parameter): nothing blocks the page. Every failure of the call is swallowed (SPEC §7).
 * - SPEC §8: before a reporter is initialised, {@link captureException} writes to the console.
 *
 * Consent: a report carries no cookie identifier (only the crumb, the CSRF token the server
 * issued) and writes nothing on the visitor's device; it serves keeping the site working, not
 * tracking the visitor, so it does not wait for cookie consent.
 */
import {
  ERROR_REPORT_DEBOUNCE_MS,
  ERROR_REPORT_MAX_BATCHES,
  ERROR_REPORT_MAX_QUEUED,
} from '../constants/limits.ts';
import {
  dedupeKey,
  factsOf,
  factsOfErrorEvent,
  reportEntry,
  type ErrorFacts,
  type ErrorReportEntry,
  type ErrorReportEvent,
} from './error-report.ts';
import { beaconOrXhr, postJson } from './transport.ts';

/** The SPEC §7 path of error reports. */
export const ERROR_REPORT_PATH = '/api/events/RecordJavascriptErrors';

/** Options of {@link initErrorReporter}. */
export interface ErrorReporterOptions {
  /** The report's `app` field; default `sq-elements`. */
  app?: string;
  /** The site's id (page context `website.id`). */
  websiteId?: string | null;
  /** The template's id (page context `templateId`). */
  templateId?: string | null;
  /** The window whose errors are reported; default `window`. */
  view?: Window;
  /** Debounce of sending; default `ERROR_REPORT_DEBOUNCE_MS` (SPEC §9, 1 s). */
  debounceMs?: number;
}

/** A running error reporter. */
export interface ErrorReporter {
  /** Queues `error` (any thrown value) with optional custom data. */
  capture(error: unknown, customData?: Record<string, unknown>): void;
  /**
   * Queues an `error` or `unhandledrejection` event of the page heard before the reporter
   * started (the runtime keeps them until the reporter's code arrives), reported with the time
   * it happened.
   */
  report(event: Event): void;
  /** Sends the queue now by beacon (the page-hide path). */
  flush(): void;
  /** Removes the listeners and sends what is queued; {@link captureException} goes to the console again. */
  stop(): void;
}

let current: Reporter | undefined;

class Reporter implements ErrorReporter {
  private readonly queue: ErrorReportEntry[] = [];
  private readonly seen = new Set<string>();
  private batches = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly view: Window;
  private readonly page;
  private readonly debounceMs: number;
  private readonly listeners: [EventTarget, string, (event: Event) => void][];

  constructor(options: ErrorReporterOptions) {
    this.view = options.view ?? window;
    this.page = {
      app: options.app ?? 'sq-elements',
      websiteId: options.websiteId ?? null,
      templateId: options.templateId ?? null,
    };
    this.debounceMs = options.debounceMs ?? ERROR_REPORT_DEBOUNCE_MS;
    const doc = this.view.document;
    this.listeners = [
      [this.view, 'error', (event) => this.report(event)],
      [this.view, 'unhandledrejection', (event) => this.report(event)],
      [this.view, 'pagehide', () => this.flush()],
      [doc, 'visibilitychange', () => doc.visibilityState === 'hidden' && this.flush()],
    ];
    for (const [target, type, listener] of this.listeners) target.addEventListener(type, listener);
  }

  capture(error: unknown, customData?: Record<string, unknown>): void {
    this.enqueue('exception', factsOf(error), customData ?? null);
  }

  flush(): void {
    this.send(true);
  }

  stop(): void {
    for (const [target, type, listener] of this.listeners) {
      target.removeEventListener(type, listener);
    }
    this.flush();
    if (current === this) current = undefined;
  }

  report(event: Event): void {
    const at = Math.round(this.view.performance.timeOrigin + event.timeStamp);
    if (event.type === 'unhandledrejection') {
      this.enqueue(
        'unhandledrejection',
        factsOf((event as PromiseRejectionEvent).reason),
        null,
        at,
      );
    } else if (event.type === 'error' && 'message' in event) {
      // Only script errors: a resource's failed load reaches a capturing listener, not this one.
      this.enqueue('error', factsOfErrorEvent(event as ErrorEvent), null, at);
    }
  }

  private enqueue(
    event: ErrorReportEvent,
    facts: ErrorFacts,
    customData: Record<string, unknown> | null,
    at = Date.now(),
  ): void {
    try {
      if (this.batches >= ERROR_REPORT_MAX_BATCHES) return;
      const key = dedupeKey(facts);
      if (this.seen.has(key)) return;
      this.seen.add(key);
      this.queue.push(reportEntry(event, facts, this.page, customData, at, this.view));
      clearTimeout(this.timer);
      if (this.queue.length >= ERROR_REPORT_MAX_QUEUED) this.send(false);
      else this.timer = setTimeout(() => this.send(false), this.debounceMs);
    } catch {
      // Reporting an error never raises another one.
    }
  }

  /** Sends the queue as one batch (by beacon when `pageHidden`), while batches remain. */
  private send(pageHidden: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length === 0 || this.batches >= ERROR_REPORT_MAX_BATCHES) return;
    this.batches += 1;
    const body = JSON.stringify(this.queue.splice(0));
    if (pageHidden) beaconOrXhr(ERROR_REPORT_PATH, body);
    else postJson(ERROR_REPORT_PATH, body).catch(() => undefined);
  }
}

/**
 * Starts reporting the script errors of `options.view` (default `window`) and makes
 * {@link captureException} queue errors instead of logging them. A reporter already running is
 * stopped first (one per page).
 */
export function initErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  current?.stop();
  current = new Reporter(options);
  return current;
}

/** Whether an error reporter is running (SPEC §8: otherwise errors go to the console). */
export function errorReporterInitialised(): boolean {
  return current !== undefined;
}

/**
 * The exception capturer (SPEC §8): queues `error` on the running reporter, or, before one is
 * initialised, writes it to the console.
 */
export function captureException(error: unknown, customData?: Record<string, unknown>): void {
  if (current) current.capture(error, customData);
  else if (customData === undefined) console.error('[sq-telemetry]', error);
  else console.error('[sq-telemetry]', error, customData);
}
