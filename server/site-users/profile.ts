/**
 * A site user's profile as the account calls answer it and the account page shows it: the
 * account's name and email, its memberships, and, when the site has a store, the orders placed
 * with its email (any letter case), newest first.
 */
import { formatMoney } from '../../platform/commerce/money.ts';
import type { App } from '../app.ts';
import type { OrderKind } from '../commerce/orders.ts';
import { membershipsOf } from '../member-areas/memberships.ts';
import type { SiteUser } from './accounts.ts';

/** One membership of the profile. */
export interface ProfileMembership {
  memberAreaId: string;
  /** The area's name (site.json `memberAreas`). */
  name: string;
  pricingOption: string;
  /** The option's label (site.json), e.g. `Monthly`. */
  pricingOptionLabel: string;
  /** When it began, ms since 1970. */
  created: number;
}

/** One order of the profile. */
export interface ProfileOrder {
  orderNumber: number;
  /** When it was placed, ms since 1970. */
  created: number;
  /** The grand total, formatted in the order's currency: `$42.00`. */
  grandTotal: string;
  /** What was bought: an order, a donation, a subscription or a gift card. */
  kind: OrderKind;
}

/** The profile answered by GET and PUT /api/site-users/account/profile. */
export interface Profile extends SiteUser {
  memberships: ProfileMembership[];
  orders: ProfileOrder[];
}

/** Whether the site sells anything (site.json `store.products`). */
export const hasStore = (app: App): boolean => app.config.store.products.length > 0;

/** The orders placed with `email`, newest first. */
export function ordersOf(app: App, email: string): ProfileOrder[] {
  const rows = app.store.db
    .prepare(
      `SELECT order_number, created, kind, data FROM orders
       WHERE email = ? COLLATE NOCASE ORDER BY created DESC, order_number DESC`,
    )
    .all(email) as { order_number: number; created: number; kind: OrderKind; data: string }[];
  return rows.map((row) => {
    const data = JSON.parse(row.data) as {
      currency: string;
      totals: { grandTotalCents: number };
    };
    return {
      orderNumber: row.order_number,
      created: row.created,
      grandTotal: formatMoney(data.totals.grandTotalCents, data.currency),
      kind: row.kind,
    };
  });
}

/** The memberships of `user` (server/member-areas/memberships.ts), with their areas' names. */
export function membershipsOfUser(app: App, user: SiteUser): ProfileMembership[] {
  return membershipsOf(app.store.db, user.id).map((membership) => {
    const area = app.config.memberAreas.find((a) => a.id === membership.memberAreaId);
    const option = area?.pricingOptions.find((o) => o.id === membership.pricingOption);
    return {
      memberAreaId: membership.memberAreaId,
      name: area?.name ?? membership.memberAreaId,
      pricingOption: membership.pricingOption,
      pricingOptionLabel: option?.label ?? membership.pricingOption,
      created: membership.created,
    };
  });
}

/** The profile of `user`. */
export function profileOf(app: App, user: SiteUser): Profile {
  return {
    ...user,
    memberships: membershipsOfUser(app, user),
    orders: hasStore(app) ? ordersOf(app, user.email) : [],
  };
}
