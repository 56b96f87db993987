/**
 * The visitor's cookie consent and the site's cookie policy (SPEC §3 "Cookie banner settings",
 * §4 "Cookie banner", §5, §9).
 *
 * - The decision lives in the consent cookie (`COOKIES.consent`), `true` or `false`, kept for
 *   30 days (SPEC §9). No cookie: no decision yet.
 * - The policy comes from the page context's `cookieSettings` ({@link configureConsent}). Under a
 *   restrictive policy, tracking may write its cookies and send only once the visitor accepted;
 *   until then, and after a decline, the tracking cookies are cleared (SPEC §4).
 * - Beyond SPEC: sends that arrive while a restrictive policy waits for a decision are held in a
 *   bounded queue ({@link whenTrackingAllowed}) and go out if the visitor accepts, so the page
 *   view of the page where the visitor accepted is still counted. A decline drops them.
 * - A decision holds at once on every open page of the site: it is shared over a
 *   `BroadcastChannel` ({@link CONSENT_CHANNEL}), and each page that configured consent applies it
 *   as its own (`sq-consent`, subscribers, its queue), so a banner in another tab goes away too.
 *
 * Framework-free: the cookie banner and the analytics modules both build on it.
 */
import type { CookieSettings } from '../context/page-context.schema.ts';
import { clearTrackingCookies, COOKIES, writeNamedCookie } from '../cookies/cookie-names.ts';
import { readCookie } from '../cookies/cookies.ts';

/** The consent cookie's value: true (accepted), false (declined), undefined (no decision). */
export type Consent = boolean | undefined;

/** The site's cookie policy, from the page context's `cookieSettings` (SPEC §3). */
export interface ConsentPolicy {
  /** `isRestrictiveCookiePolicyEnabled`: tracking waits for consent. */
  restrictive: boolean;
  /** `isRestrictiveCookiePolicyAbsolute`: kept for callers; SPEC gives it no client rule. */
  absolute: boolean;
  /** `isVisitorDataRestricted`: the activity log is off. */
  visitorDataRestricted: boolean;
}

/** Detail of `sq-consent`: the decision just stored. */
export interface SqConsentDetail {
  consent: boolean;
}

declare global {
  interface DocumentEventMap {
    'sq-consent': CustomEvent<SqConsentDetail>;
  }
}

/** Name of the event {@link setConsent} dispatches on `document`. */
export const CONSENT_EVENT = 'sq-consent';

/**
 * At most this many sends wait in the queue of {@link whenTrackingAllowed}; the oldest is
 * dropped to make room. Our number (the queue is beyond SPEC): a page makes a handful of
 * tracking calls before a visitor decides; the bound only guards a page left open for long.
 */
export const CONSENT_QUEUE_LIMIT = 50;

const OPEN_POLICY: Readonly<ConsentPolicy> = Object.freeze({
  restrictive: false,
  absolute: false,
  visitorDataRestricted: false,
});

/** The `BroadcastChannel` a decision is shared on with the site's other open pages. */
export const CONSENT_CHANNEL = 'sq-consent';

let policy: Readonly<ConsentPolicy> = OPEN_POLICY;
let channel: BroadcastChannel | undefined;
const listeners = new Set<(consent: Consent) => void>();
const queue: (() => void)[] = [];

/** Runs `fn`, logging instead of throwing: one failing send or listener never stops the others. */
function runSafely(fn: () => void, what: string): void {
  try {
    fn();
  } catch (error) {
    console.error(`[sq-consent] a ${what} failed:`, error);
  }
}

/** Runs the queued sends when tracking is now allowed; drops them when it never will be. */
function settleQueue(): void {
  if (trackingAllowed()) {
    for (const send of queue.splice(0)) runSafely(send, 'queued tracking send');
  } else if (readConsent() === false) {
    queue.length = 0;
  }
}

/**
 * Reads the policy from the page context's cookieSettings (SPEC §3; isAnalyticsCookiesDisabled =
 * isRestrictiveCookiePolicyEnabled, isActivityLogEnabled = !isVisitorDataRestricted). Missing
 * settings mean an open policy. Sends queued under an earlier restrictive policy run if the new
 * one allows tracking.
 */
export function configureConsent(settings: CookieSettings | null | undefined): void {
  listenToOtherPages();
  policy = Object.freeze({
    restrictive: settings?.isRestrictiveCookiePolicyEnabled === true,
    absolute: settings?.isRestrictiveCookiePolicyAbsolute === true,
    visitorDataRestricted: settings?.isVisitorDataRestricted === true,
  });
  settleQueue();
}

/** The policy {@link configureConsent} set (an open policy before any call). */
export function consentPolicy(): Readonly<ConsentPolicy> {
  return policy;
}

/**
 * The policy under the names components use (SPEC §3): `isAnalyticsCookiesDisabled` is
 * `isRestrictiveCookiePolicyEnabled`, `isActivityLogEnabled` is the inverse of
 * `isVisitorDataRestricted`.
 */
export function componentConsentFlags(): {
  isAnalyticsCookiesDisabled: boolean;
  isActivityLogEnabled: boolean;
} {
  return {
    isAnalyticsCookiesDisabled: policy.restrictive,
    isActivityLogEnabled: !policy.visitorDataRestricted,
  };
}

/** The decision in the consent cookie (COOKIES.consent): `true`, `false`, else undefined. */
export function readConsent(): Consent {
  const value = readCookie(COOKIES.consent.name);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/**
 * Stores consent for 30 days (CONSENT_COOKIE_LIFETIME_MS), dispatches `sq-consent` on document
 * ({detail: {consent}}), notifies subscribers, runs or drops the queue; false under a restrictive
 * policy clears TRACKING_COOKIES.
 */
export function setConsent(consent: boolean): void {
  writeNamedCookie('consent', String(consent));
  if (!consent && policy.restrictive) clearTrackingCookies();
  announce(consent);
  channel?.postMessage({ consent } satisfies SqConsentDetail);
}

/** Opens the channel on which other pages of the site share their decisions (once). */
function listenToOtherPages(): void {
  if (channel || typeof BroadcastChannel !== 'function') return;
  channel = new BroadcastChannel(CONSENT_CHANNEL);
  channel.onmessage = (event: MessageEvent<Partial<SqConsentDetail> | null>) => {
    const consent = event.data?.consent;
    // The deciding page stored the cookie (and cleared what a decline clears) for every page.
    if (typeof consent === 'boolean' && readConsent() === consent) announce(consent);
  };
}

/** Makes `consent` known on this page: `sq-consent`, subscribers, then the queue runs or drops. */
function announce(consent: boolean): void {
  document.dispatchEvent(
    new CustomEvent<SqConsentDetail>(CONSENT_EVENT, {
      bubbles: true,
      composed: true,
      detail: { consent },
    }),
  );
  for (const listener of [...listeners]) runSafely(() => listener(consent), 'consent listener');
  if (consent) {
    for (const send of queue.splice(0)) runSafely(send, 'queued tracking send');
  } else {
    queue.length = 0;
  }
}

/**
 * Calls `listener` with every later decision made on this page or on another open page of the
 * site (not with the current one: ask
 * {@link readConsent}). A listener that throws is logged; the others still run.
 * @returns a function that stops the calls
 */
export function subscribeConsent(listener: (consent: Consent) => void): () => void {
  const own = (consent: Consent) => listener(consent);
  listeners.add(own);
  return () => void listeners.delete(own);
}

/** Tracking may write cookies/identifiers and send: no restrictive policy, or consent === true. */
export function trackingAllowed(): boolean {
  return !policy.restrictive || readConsent() === true;
}

/**
 * Runs `send` now when tracking is allowed; queues it while a restrictive policy waits for a
 * decision (bounded: at most 50 queued, oldest dropped); drops it when declined. Queued sends run
 * on accept. A send that throws is logged, never rethrown.
 */
export function whenTrackingAllowed(send: () => void): void {
  if (trackingAllowed()) {
    runSafely(send, 'tracking send');
    return;
  }
  if (readConsent() === false) return;
  queue.push(send);
  if (queue.length > CONSENT_QUEUE_LIMIT) queue.splice(0, queue.length - CONSENT_QUEUE_LIMIT);
}

/** How many sends wait for the visitor's decision (see {@link whenTrackingAllowed}). */
export function queuedSends(): number {
  return queue.length;
}

/**
 * At start (runtime): with a restrictive policy and consent not true, clears the tracking cookies
 * (SPEC §4).
 */
export function enforceConsentPolicy(): void {
  if (policy.restrictive && readConsent() !== true) clearTrackingCookies();
}
