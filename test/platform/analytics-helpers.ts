/**
 * Shared helpers of the analytics tests: a fresh run id per test (the cookie under which
 * test/helpers/analytics-endpoints.mjs records what it receives), reading those records back,
 * and resetting cookies, storage, consent and the disable flag between tests.
 */
import { configureAnalytics } from '../../platform/analytics/context.ts';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';

/** One request as the analytics endpoint double recorded it. */
export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  contentType: string;
  cookies: Record<string, string>;
  aborted: boolean;
}

const COOKIE_NAMES = [
  'ss_cvr',
  'ss_cvt',
  'ss_cid',
  'ss_cookieAllowed',
  'crumb',
  'sq-test-analytics',
  'sq-test-analytics-answer',
];

/** Starts a run: later requests of this page are recorded under the returned id. */
export function startRun(): string {
  const run = crypto.randomUUID();
  document.cookie = `sq-test-analytics=${run}; path=/`;
  return run;
}

/** How the endpoint double answers from now on: a status (`'500'`), `'slow'` or `'drop'`. */
export function answerWith(mode: string): void {
  document.cookie = `sq-test-analytics-answer=${mode}; path=/`;
}

/** The requests recorded under `run` so far. */
export async function received(run: string): Promise<Received[]> {
  const response = await fetch(`/test-analytics/received?run=${encodeURIComponent(run)}`);
  return (await response.json()) as Received[];
}

/** Waits (up to `timeoutMs`) until `run` has recorded at least `count` requests to `path`. */
export async function waitForRequests(
  run: string,
  path: string,
  count = 1,
  timeoutMs = 3000,
): Promise<Received[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await received(run)).filter((entry) => entry.path === path);
    if (found.length >= count || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits `ms` (to let requests that should not happen have their chance). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Clears every cookie, storage key, policy and flag the analytics tests touch. */
export function resetAnalyticsState(): void {
  // A restrictive policy's queue is dropped by a decline; then the decision is forgotten.
  setConsent(false);
  configureConsent(null);
  for (const name of COOKIE_NAMES) document.cookie = `${name}=; path=/; max-age=0`;
  localStorage.removeItem('ss_cid');
  localStorage.removeItem('ss_cid_expires');
  configureAnalytics(undefined);
  delete window.sqAnalyticsDisabled;
}

/** Records `console.warn` and `console.error` calls until `restore()`. */
export function captureConsoleOutput(): { calls: unknown[][]; restore(): void } {
  const { warn, error, log, info } = console;
  const calls: unknown[][] = [];
  const push = (...args: unknown[]) => void calls.push(args);
  console.warn = push;
  console.error = push;
  console.log = push;
  console.info = push;
  return {
    calls,
    restore() {
      Object.assign(console, { warn, error, log, info });
    },
  };
}

/** Makes `document.visibilityState` read `state` (and fires visibilitychange) until restored. */
export function setVisibility(state: DocumentVisibilityState | undefined): void {
  if (state === undefined) {
    delete (document as unknown as Record<string, unknown>).visibilityState;
  } else {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  }
  document.dispatchEvent(new Event('visibilitychange'));
}
