/**
 * The words of a subscription plan (SPEC §9: weekly, monthly, yearly, every 1 or N periods,
 * indefinite or for N payments), as a buyer reads them:
 *
 * - with a price, every 1 period: `$145.00 a week` / `a month` / `a year`;
 *   every N periods: `$40.00 every 2 weeks`;
 * - without a price: `Weekly`, `Monthly`, `Yearly`, `Every 2 weeks`;
 * - until cancelled (numBillingCycles 0, null or absent) nothing follows; N payments add
 *   `, for 6 payments` (`, for 1 payment`): `Yearly, for 3 payments`.
 */
import type { SubscriptionPlan } from './types.ts';

const ADVERB = { week: 'Weekly', month: 'Monthly', year: 'Yearly' } as const;

/** The plan as a buyer reads it, after `priceText` when given (`$145.00 a month`). */
export function subscriptionText(plan: SubscriptionPlan, priceText?: string): string {
  const { value, unit } = plan.billingPeriod;
  const every = Math.max(1, Math.floor(value));
  let text: string;
  if (priceText)
    text = every === 1 ? `${priceText} a ${unit}` : `${priceText} every ${every} ${unit}s`;
  else text = every === 1 ? ADVERB[unit] : `Every ${every} ${unit}s`;
  const payments = plan.numBillingCycles ?? 0;
  if (payments > 0) text += `, for ${payments} payment${payments === 1 ? '' : 's'}`;
  return text;
}
