/**
 * The quick view's census call (SPEC §7 `POST /api/census/RecordQuickView/{productId}`, no
 * payload shown: the form body carries only the crumb). Counted like every census call: on a
 * site (a page with a page context), when SPEC §4 counting is on, once consent allows; failures
 * are swallowed and nothing is logged.
 */
import { guarded } from '../../platform/analytics/census.ts';
import { addressOf, siteContext } from '../../platform/analytics/context.ts';
import { isCountingEnabled } from '../../platform/analytics/counting.ts';
import { postForm } from '../../platform/analytics/send.ts';

/** Where a quick view is counted, for product `productId`. */
export const recordQuickViewUrl = (productId: string): string =>
  `/api/census/RecordQuickView/${encodeURIComponent(productId)}`;

/** Counts a quick view of `productId`; never rejects. */
export function recordQuickView(productId: string): Promise<void> {
  const ctx = siteContext();
  if (!ctx || !isCountingEnabled(ctx, addressOf(undefined))) return Promise.resolve();
  return guarded(() => postForm(recordQuickViewUrl(productId), {}));
}
