import * as z from 'zod/mini';

const membership = z.object({
  memberAreaId: z.string(),
  /** The member area's name. */
  name: z.string(),
  pricingOption: z.string(),
  /** The option's label, e.g. `Monthly`. */
  pricingOptionLabel: z.string(),
  /** When it began, ms since 1970. */
  created: z.number(),
});

const order = z.object({
  orderNumber: z.number(),
  /** When it was placed, ms since 1970. */
  created: z.number(),
  /** The grand total, formatted in the order's currency: `$42.00`. */
  grandTotal: z.string(),
  kind: z.enum(['order', 'donation', 'subscription', 'giftcard']),
});

/**
 * Schema of `<sq-account data-block-json='…'>`: the signed-in site user's profile, as
 * `GET /api/site-users/account/profile` answers it and the server writes it into the account
 * page (server/site-users/profile.ts). No attribute: the visitor is not signed in. Unknown keys
 * are ignored.
 */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  memberships: z.array(membership),
  /** Empty when the site has no store. */
  orders: z.array(order),
});

/** A site user's profile. */
export type AccountProfile = z.infer<typeof accountSchema>;

/** One order of the profile. */
export type AccountOrder = AccountProfile['orders'][number];

/** One membership of the profile. */
export type AccountMembership = AccountProfile['memberships'][number];
