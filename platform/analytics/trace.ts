/**
 * Traces (SPEC §7 POST /api/events/Trace): queued `{pageUrl, type, data}` entries sent together
 * as `data` = their JSON list, form-encoded, 30000 ms after the first one was queued (SPEC §9)
 * or when the page is hidden or left (by `navigator.sendBeacon`, so leaving never waits).
 * Failures are ignored (SPEC §7).
 */
import { TRACE_FLUSH_MS } from '../constants/limits.ts';
import { whenTrackingAllowed } from '../consent/consent.ts';
import { isAnalyticsDisabled } from './counting.ts';
import { beaconForm, postForm } from './send.ts';

/** Where traces go (SPEC §7). */
export const TRACE_URL = '/api/events/Trace';

/**
 * Most traces held at once (not in SPEC; our choice, the most the site server takes in one call):
 * when full, the oldest is dropped for the newest.
 */
export const TRACE_QUEUE_LIMIT = 100;

/** One trace. */
export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

/** Options of a {@link TraceQueue}. */
export interface TraceQueueOptions {
  /** Delay from the first queued trace to the flush; default TRACE_FLUSH_MS (30000, SPEC §9). */
  flushMs?: number;
  /** Default {@link TRACE_QUEUE_LIMIT}. */
  limit?: number;
  /** The window whose hiding flushes the queue; default `window`. */
  win?: Window;
}

/** A queue of traces with its flush timer and page-hide listeners. */
export class TraceQueue {
  readonly flushMs: number;
  readonly limit: number;
  readonly #win: Window;
  #entries: TraceEntry[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #listening = false;

  constructor(options: TraceQueueOptions = {}) {
    this.flushMs = options.flushMs ?? TRACE_FLUSH_MS;
    this.limit = options.limit ?? TRACE_QUEUE_LIMIT;
    this.#win = options.win ?? window;
  }

  /** Traces waiting to be sent. */
  get size(): number {
    return this.#entries.length;
  }

  /**
   * Queues a trace of `type` with `data` for the current page (`pageUrl` = its address). The
   * first trace of a batch starts the flush timer. Nothing is queued under the global disable
   * flag.
   */
  add(type: string, data: unknown = null): void {
    if (isAnalyticsDisabled(this.#win)) return;
    this.#entries.push({ pageUrl: this.#win.location.href, type, data });
    if (this.#entries.length > this.limit)
      this.#entries.splice(0, this.#entries.length - this.limit);
    this.#listen();
    this.#timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /**
   * Sends the queued traces now, once consent allows: by fetch, or by `sendBeacon` when `beacon`
   * (page hide). An empty queue sends nothing. Never rejects; failures are ignored.
   */
  flush(beacon = false): Promise<void> {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#entries.splice(0);
    if (batch.length === 0) return Promise.resolve();
    let sent: Promise<unknown> | undefined;
    whenTrackingAllowed(() => {
      if (beacon) beaconForm(TRACE_URL, { data: batch });
      else sent = postForm(TRACE_URL, { data: batch });
    });
    return (sent ?? Promise.resolve()).then(() => undefined);
  }

  /** Drops the queue, its timer and its listeners. */
  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#entries = [];
    if (!this.#listening) return;
    this.#win.document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#win.removeEventListener('pagehide', this.#onPageHide);
    this.#listening = false;
  }

  #listen(): void {
    if (this.#listening) return;
    this.#listening = true;
    this.#win.document.addEventListener('visibilitychange', this.#onVisibility);
    this.#win.addEventListener('pagehide', this.#onPageHide);
  }

  readonly #onVisibility = () => {
    if (this.#win.document.visibilityState === 'hidden') void this.flush(true);
  };

  readonly #onPageHide = () => void this.flush(true);
}

/** The page's trace queue. */
export const traces = new TraceQueue();

/** Queues a trace on the page's queue (SPEC §7); see {@link TraceQueue.add}. */
export function trace(type: string, data: unknown = null): void {
  traces.add(type, data);
}
