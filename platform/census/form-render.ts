/** Counts a form shown to a visitor (SPEC §7 POST /api/census/form-render). */
import { siteContext } from '../analytics/context.ts';
import { isCountingEnabled } from '../analytics/counting.ts';
import { whenTrackingAllowed } from '../consent/consent.ts';
import { post } from '../http/data-client.ts';
import { censusPageFields } from './page-fields.ts';

/** Where form renders are recorded (SPEC §7). */
export const FORM_RENDER_URL = '/api/census/form-render';

/**
 * Records that form `formId` was shown: POST /api/census/form-render with formId,
 * visitorCookie and the page fields (censusPageFields()), only on a site (`siteContext`: a page
 * with a page context). Like every census call it counts only under the SPEC §4 counting rules
 * and waits for consent (`whenTrackingAllowed`: sent at once, when a visitor under a restrictive
 * policy accepts, or never after a decline). Resolves once
 * sent or put aside; never rejects and logs nothing: tracking failures are swallowed (SPEC §7).
 */
export async function recordFormRender(formId: string): Promise<void> {
  const ctx = siteContext();
  if (!ctx || !isCountingEnabled(ctx, location)) return;
  let sent: Promise<unknown> | undefined;
  whenTrackingAllowed(() => {
    sent = post(FORM_RENDER_URL, { data: { ...censusPageFields(ctx), formId } });
  });
  await sent?.catch(() => undefined);
}
