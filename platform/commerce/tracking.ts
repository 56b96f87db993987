/**
 * Store tracking events (SPEC §7 "Other analytics": add to cart, product view; and checkout
 * steps), sent as RecordEvent tracking events through the analytics path: nothing before the
 * visitor's consent allows tracking, nothing under the global disable flag, no third-party
 * pixel, failures only warned about as SPEC §8 says. Never rejects.
 */
import { trackEvent } from '../analytics/tracking.ts';

/** The store's tracking events. */
export type CommerceEvent =
  'commerce_product_view' | 'commerce_add_to_cart' | 'commerce_checkout_step';

/** Sends store event `event` with `data` over the page's tracking payload. */
export function trackCommerce(event: CommerceEvent, data: object = {}): Promise<void> {
  return trackEvent(event, data);
}
