/**
 * Performance numbers of a page view (SPEC §7 performance settings and records, §8, §9).
 *
 * 1. GET /api/1/performance/settings, with a 30 s time-out, answers the page-load id. On the
 *    time-out the error 'Metric settings request timeout', on an unexpected status an error
 *    naming it (or a network failure) goes to the exception capturer (SPEC §8; the
 *    `capture` option, e.g. the error reporter's `captureException`), and nothing is recorded for the page.
 * 2. Records (records.ts: page speed, user-timing marks and measures, LCP, CLS, INP) are queued
 *    (200 at most; later ones are dropped until the queue is sent).
 * 3. SPEC §9: the queue is flushed 30 s after the load event and whenever the page is hidden
 *    (`pagehide`, or `visibilitychange` to hidden). Waiting for a metric is capped at 60 s: LCP,
 *    CLS and INP end at the first of the page being hidden and 60 s after the start, and are
 *    then sent; a page whose load event has not ended by then gets no page-speed record.
 * 4. POST /api/1/performance/records, `{pageLoadId, records}` as JSON, by `navigator.sendBeacon`
 *    (nothing blocks the page), by an asynchronous XHR when the browser refuses the beacon. A
 *    flush asked for before the settings answered waits for them. Every failure is swallowed.
 *
 * Consent: the records carry no cookie identifier (the page-load id is new on every page view
 * and stored nowhere; the crumb is the server's CSRF token) and nothing is written on the
 * visitor's device, so they do not wait for cookie consent.
 */
import {
  PERFORMANCE_FLUSH_AFTER_LOAD_MS,
  PERFORMANCE_METRIC_WAIT_CAP_MS,
  PERFORMANCE_SETTINGS_TIMEOUT_MS,
} from '../constants/limits.ts';
import {
  pageSpeedRecord,
  userTimingRecord,
  vitalRecords,
  type PerformanceRecord,
} from './records.ts';
import { beaconOrXhr } from './transport.ts';
import { observeVitals, type VitalsObserver } from './web-vitals.ts';

/** SPEC §7 paths. */
export const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings';
export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';
/** SPEC §8: the settings request took longer than 30 s. */
export const METRIC_SETTINGS_TIMEOUT = 'Metric settings request timeout';
/** Most records waiting to be sent. */
export const MAX_PENDING_RECORDS = 200;
/** Most records in one request (the site server takes up to 500). */
export const MAX_BATCH_RECORDS = 100;

/** The settings answer. */
export interface PerformanceSettings {
  pageLoadId: string;
  experiments: Record<string, unknown>;
}

/**
 * GETs the performance settings. Rejects with 'Metric settings request timeout' after
 * `timeoutMs` (default 30 s), with `Unexpected metric settings response status: N` on any
 * status but 200, and when the answer has no page-load id.
 */
export async function requestPerformanceSettings(
  timeoutMs = PERFORMANCE_SETTINGS_TIMEOUT_MS,
): Promise<PerformanceSettings> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(PERFORMANCE_SETTINGS_PATH, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.status !== 200) {
      throw new Error(`Unexpected metric settings response status: ${response.status}`);
    }
    const body = (await response.json()) as { pageLoadId?: unknown; experiments?: unknown };
    if (typeof body?.pageLoadId !== 'string' || body.pageLoadId === '') {
      throw new Error('Metric settings response has no page-load id');
    }
    const { experiments } = body;
    const isObject = typeof experiments === 'object' && experiments !== null;
    return {
      pageLoadId: body.pageLoadId,
      experiments: isObject && !Array.isArray(experiments) ? { ...experiments } : {},
    };
  } catch (error) {
    throw timedOut ? new Error(METRIC_SETTINGS_TIMEOUT) : error;
  } finally {
    clearTimeout(timer);
  }
}

/** Options of {@link startPerformance} (the durations exist for tests; SPEC §9 by default). */
export interface PerformanceOptions {
  /**
   * Where settings failures go (SPEC §8 "sent to an exception capturer"): the error reporter's
   * `captureException`, or the runtime's reporter (which loads its code on the first error).
   */
  capture: (error: unknown) => void;
  settingsTimeoutMs?: number;
  flushAfterLoadMs?: number;
  metricWaitCapMs?: number;
  /** The page measured; default `window`. */
  view?: Window;
}

/** A running performance recorder. */
export interface PerformanceMonitor {
  /** The settings answer; undefined when the request failed (then nothing is recorded). */
  readonly settings: Promise<PerformanceSettings | undefined>;
  /** Sends the queued records now (after the settings, when they have not answered yet). */
  flush(): void;
  /** Ends the vitals, sends what is queued and stops listening. */
  stop(): void;
}

class Monitor implements PerformanceMonitor {
  readonly settings: Promise<PerformanceSettings | undefined>;
  private readonly view: Window;
  private readonly pending: PerformanceRecord[] = [];
  private pageLoadId: string | undefined;
  private off = false;
  private flushWanted = false;
  private vitals: VitalsObserver | undefined;
  private userTiming: PerformanceObserver | undefined;
  private readonly timers: ReturnType<typeof setTimeout>[] = [];
  private readonly onLoad = () => this.later(0, () => this.recordPageSpeed());
  private readonly onHide = () => this.endMetrics();
  private readonly onVisibility = () => {
    if (this.view.document.visibilityState === 'hidden') this.endMetrics();
  };

  constructor(private readonly options: PerformanceOptions) {
    this.view = options.view ?? window;
    const { capture } = options;
    this.settings = requestPerformanceSettings(options.settingsTimeoutMs).then(
      (settings) => {
        this.pageLoadId = settings.pageLoadId;
        if (this.flushWanted) this.flush();
        return settings;
      },
      (error: unknown) => {
        this.turnOff();
        capture(error);
        return undefined;
      },
    );
    this.vitals = observeVitals(this.view);
    this.userTiming = this.observeUserTiming();
    if (this.view.document.readyState === 'complete') this.onLoad();
    else this.view.addEventListener('load', this.onLoad, { once: true });
    this.later(options.metricWaitCapMs ?? PERFORMANCE_METRIC_WAIT_CAP_MS, this.onHide);
    this.view.addEventListener('pagehide', this.onHide);
    this.view.document.addEventListener('visibilitychange', this.onVisibility);
  }

  flush(): void {
    if (this.off) return;
    if (this.pageLoadId === undefined) {
      this.flushWanted = true;
      return;
    }
    this.flushWanted = false;
    while (this.pending.length > 0) {
      const records = this.pending.splice(0, MAX_BATCH_RECORDS);
      const body = JSON.stringify({ pageLoadId: this.pageLoadId, records });
      beaconOrXhr(PERFORMANCE_RECORDS_PATH, body);
    }
  }

  stop(): void {
    this.endMetrics();
    this.turnOff();
  }

  private later(delayMs: number, run: () => void): void {
    this.timers.push(setTimeout(() => this.safely(run), delayMs));
  }

  private safely(run: () => void): void {
    try {
      run();
    } catch {
      // A measurement that fails is left out; the page goes on.
    }
  }

  private add(...records: PerformanceRecord[]): void {
    if (this.off) return;
    for (const record of records) {
      if (this.pending.length < MAX_PENDING_RECORDS) this.pending.push(record);
    }
  }

  private observeUserTiming(): PerformanceObserver | undefined {
    const supported = PerformanceObserver.supportedEntryTypes ?? [];
    if (!supported.includes('mark') || !supported.includes('measure')) return undefined;
    const observer = new PerformanceObserver((list) => this.addUserTiming(list.getEntries()));
    observer.observe({ type: 'mark', buffered: true });
    observer.observe({ type: 'measure', buffered: true });
    return observer;
  }

  private addUserTiming(entries: PerformanceEntry[]): void {
    for (const entry of entries) {
      const record = userTimingRecord(entry);
      if (record) this.add(record);
    }
  }

  /** Page speed once the load event has ended, then the flush 30 s after load. */
  private recordPageSpeed(): void {
    if (this.vitals === undefined) return; // metric waiting has ended (hidden, or the 60 s cap)
    const [nav] = this.view.performance.getEntriesByType('navigation') as
      PerformanceNavigationTiming[] | [];
    if (nav && nav.loadEventEnd > 0) this.add(pageSpeedRecord(nav, this.view.location.pathname));
    const sinceLoad = nav ? this.view.performance.now() - nav.loadEventEnd : 0;
    const after = this.options.flushAfterLoadMs ?? PERFORMANCE_FLUSH_AFTER_LOAD_MS;
    this.later(Math.max(0, after - sinceLoad), () => this.flush());
  }

  /** Ends the vitals (once), queues them and flushes: the page is hidden or 60 s have passed. */
  private endMetrics(): void {
    if (this.userTiming) this.addUserTiming(this.userTiming.takeRecords());
    if (this.vitals) {
      const vitals = this.vitals;
      this.vitals = undefined;
      this.safely(() => this.add(...vitalRecords(vitals.finish())));
    }
    this.flush();
  }

  /** Stops every observer, listener and timer; records are no longer kept. */
  private turnOff(): void {
    this.off = true;
    this.pending.length = 0;
    this.userTiming?.disconnect();
    this.vitals?.finish();
    this.vitals = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.view.removeEventListener('load', this.onLoad);
    this.view.removeEventListener('pagehide', this.onHide);
    this.view.document.removeEventListener('visibilitychange', this.onVisibility);
  }
}

/**
 * Starts recording the performance of `options.view` (default `window`): asks for the settings,
 * observes page speed, user timing and the vitals, and sends them as the module comment says.
 */
export function startPerformance(options: PerformanceOptions): PerformanceMonitor {
  return new Monitor(options);
}
