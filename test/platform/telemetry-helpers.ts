/**
 * Shared helpers of the telemetry tests: what the telemetry test endpoints
 * (test/helpers/telemetry-endpoints.mjs) received, and errors raised the way the browser raises
 * them (as window `error` / `unhandledrejection` events) without failing the test itself.
 */
import { waitUntil } from '@open-wc/testing';
import type { ErrorReport } from '../../platform/telemetry/error-report.ts';
import type { PerformanceRecord } from '../../platform/telemetry/records.ts';

/** One request as the endpoint double recorded it. */
export interface Received<B> {
  body: B;
  query: Record<string, string>;
  contentType: string;
  csrfHeader: string | null;
  cookies: Record<string, string>;
}

/** A received error-report entry with its `data` parsed. */
export interface ReceivedEntry {
  event: string;
  timestamp: number;
  data: ErrorReport;
}

type ErrorBatch = Received<{ event: string; data: string; timestamp: number }[]>;
type RecordBatch = Received<{ pageLoadId: string; records: PerformanceRecord[] }>;

/** A message no other test uses. */
export function uniqueMessage(label: string): string {
  return `${label} ${crypto.randomUUID()}`;
}

/** Every error-report request whose entries mention `marker` in their message, in order. */
export async function errorBatches(marker: string): Promise<ReceivedEntry[][]> {
  const all = (await (await fetch('/test-telemetry/errors')).json()) as ErrorBatch[];
  return all
    .filter((request) => Array.isArray(request.body))
    .map((request) =>
      request.body.map((entry) => ({ ...entry, data: JSON.parse(entry.data) as ErrorReport })),
    )
    .filter((entries) => entries.some((entry) => entry.data.message.includes(marker)));
}

/** The raw error-report requests whose entries mention `marker`. */
export async function errorRequests(marker: string): Promise<ErrorBatch[]> {
  const all = (await (await fetch('/test-telemetry/errors')).json()) as ErrorBatch[];
  return all.filter(
    (request) =>
      Array.isArray(request.body) && request.body.some((entry) => entry.data.includes(marker)),
  );
}

/** Waits until `count` error-report requests mention `marker`; answers them. */
export async function waitForErrorBatches(marker: string, count = 1): Promise<ReceivedEntry[][]> {
  let batches: ReceivedEntry[][] = [];
  await waitUntil(
    async () => (batches = await errorBatches(marker)).length >= count,
    `expected ${count} error report request(s) about "${marker}"`,
    { timeout: 4000 },
  );
  return batches;
}

/** The record requests of page-load id `pageLoadId`, in order. */
export async function recordBatches(pageLoadId: string): Promise<RecordBatch[]> {
  const url = `/test-telemetry/records?pageLoadId=${encodeURIComponent(pageLoadId)}`;
  return (await (await fetch(url)).json()) as RecordBatch[];
}

/** Waits until a record of kind `k` arrived for `pageLoadId`; answers every request so far. */
export async function waitForRecord(pageLoadId: string, k: string): Promise<RecordBatch[]> {
  let batches: RecordBatch[] = [];
  await waitUntil(
    async () =>
      (batches = await recordBatches(pageLoadId)).some((b) =>
        b.body.records.some((r) => r.k === k),
      ),
    `expected a "${k}" record for ${pageLoadId}`,
    { timeout: 4000 },
  );
  return batches;
}

/**
 * Runs `dispatch` with the test framework's `window.onerror` hook and the test runner's console
 * logging of uncaught errors set aside (the events are expected, not failures of the test).
 */
function quietly(dispatch: () => void): void {
  const saved = window.onerror;
  const log = console.error;
  window.onerror = null;
  console.error = () => undefined;
  try {
    dispatch();
  } finally {
    window.onerror = saved;
    console.error = log;
  }
}

/** Raises `error` as an uncaught error event of the window (file, line, column as given). */
export function raiseUncaught(
  error: Error,
  file = `${location.origin}/app.js`,
  line = 12,
  column = 34,
): void {
  const init = { error, message: error.message, filename: file, lineno: line, colno: column };
  quietly(() => window.dispatchEvent(new ErrorEvent('error', init)));
}

/**
 * Raises `reason` as an unhandled rejection event of the window. Its `promise` stays pending, so
 * the test runner (which logs a rejection when the event's promise rejects) keeps quiet.
 */
export function raiseUnhandledRejection(reason: unknown): void {
  const promise = new Promise<never>(() => undefined);
  window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason }));
}

/** Dispatches the `pagehide` event of leaving the page. */
export function hidePage(): void {
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
}

/** Sets (or, with `value` undefined, removes) a cookie of the test page. */
export function setCookie(name: string, value: string | undefined): void {
  document.cookie =
    value === undefined ? `${name}=; path=/; max-age=0` : `${name}=${value}; path=/`;
}
