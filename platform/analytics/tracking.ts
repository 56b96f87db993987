/**
 * Tracking events (SPEC §7 POST /api/events/RecordEvent): form-encoded `crumb` (from the crumb
 * cookie), `event` (the SPEC §3 eventName) and `data`, JSON text of the SPEC §3 tracking event
 * payload (pagePath, pageHash when present, websiteId, templateId, variantId, memberAccountId,
 * member_locale, website_locale; missing values null) with the event's own fields over it. A
 * failure is only warned about, as 'Error tracking event: HTTP Status {code}' (SPEC §8); nothing
 * else reaches the console.
 */
import { eventPayloadFields } from '../census/page-fields.ts';
import { whenTrackingAllowed } from '../consent/consent.ts';
import { guarded } from './census.ts';
import { analyticsContext } from './context.ts';
import { isAnalyticsDisabled } from './counting.ts';
import { beaconForm, postForm } from './send.ts';

/** Where tracking events go (SPEC §7). */
export const RECORD_EVENT_URL = '/api/events/RecordEvent';

/** Statuses that count as success (SPEC §7: the older variant's 200 and 202). */
const SUCCESS_STATUSES: ReadonlySet<number> = new Set([200, 202]);

/** The SPEC §8 warning for a failed tracking call answered with `status` (0: no answer). */
export function trackingErrorMessage(status: number): string {
  return `Error tracking event: HTTP Status ${status}`;
}

/** `data` over the page's SPEC §3 tracking event payload. */
function payloadOf(data: object): Record<string, unknown> {
  return { ...eventPayloadFields(analyticsContext()), ...data };
}

/**
 * Sends tracking event `event` with the page's payload and `data` (SPEC §3, §7), once consent
 * allows. A status other than 200 or 202 warns `Error tracking event: HTTP Status {code}`; no
 * answer at all (network failure, or no answer within the 2500 ms tracking time-out of SPEC §9)
 * warns with status 0.
 * The response body is not read. Nothing is sent under the global disable flag
 * (`window.sqAnalyticsDisabled`). Never rejects.
 */
export function trackEvent(event: string, data: object = {}): Promise<void> {
  if (isAnalyticsDisabled()) return Promise.resolve();
  return guarded(async () => {
    const status = await postForm(RECORD_EVENT_URL, { event, data: payloadOf(data) });
    if (!SUCCESS_STATUSES.has(status)) console.warn(trackingErrorMessage(status));
  });
}

/**
 * The beacon variant (SPEC §7): hands the same form-encoded `crumb`, `event` and `data` to
 * `navigator.sendBeacon`, for use while the page is being hidden or left. Its answer cannot be
 * seen, so nothing is logged. Goes through consent like every send; nothing under the global
 * disable flag.
 */
export function beaconEvent(event: string, data: object = {}): void {
  if (isAnalyticsDisabled()) return;
  whenTrackingAllowed(() => {
    beaconForm(RECORD_EVENT_URL, { event, data: payloadOf(data) });
  });
}
