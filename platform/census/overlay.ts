/** Counts what visitors do with the popup overlay (SPEC §7 POST /api/census/overlay). */
import { siteContext } from '../analytics/context.ts';
import { isCountingEnabled } from '../analytics/counting.ts';
import { whenTrackingAllowed } from '../consent/consent.ts';
import { post } from '../http/data-client.ts';
import { censusPageFields } from './page-fields.ts';

/** Where overlay events are recorded (SPEC §7). */
export const OVERLAY_CENSUS_URL = '/api/census/overlay';

/** What happened to the overlay: it was shown, closed, or its form was sent. */
export const OVERLAY_EVENTS = ['show', 'close', 'submit'] as const;
export type OverlayEvent = (typeof OVERLAY_EVENTS)[number];

/**
 * Records overlay `event`: POST /api/census/overlay with `event`, visitorCookie and the page
 * fields (censusPageFields()), only on a site (`siteContext`: a page with a page context). Like
 * every census call it counts only under the SPEC §4 counting rules and waits for consent
 * (`whenTrackingAllowed`: sent at once, when a visitor under a restrictive policy accepts, or
 * never after a decline). Resolves once sent or put aside; never rejects and logs nothing:
 * tracking failures are swallowed (SPEC §7).
 */
export async function recordOverlayEvent(event: OverlayEvent): Promise<void> {
  const ctx = siteContext();
  if (!ctx || !isCountingEnabled(ctx, location)) return;
  let sent: Promise<unknown> | undefined;
  whenTrackingAllowed(() => {
    sent = post(OVERLAY_CENSUS_URL, { data: { ...censusPageFields(ctx), event } });
  });
  await sent?.catch(() => undefined);
}
