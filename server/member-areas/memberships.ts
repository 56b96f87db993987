/**
 * Memberships of site users in member areas (the store's `memberships` table, migration 4): one
 * row per user and area, with the pricing option joined and, when it was bought, the order.
 */
import type { Db } from '../store/db.ts';

/** A site user's membership of one area. */
export interface Membership {
  memberAreaId: string;
  pricingOption: string;
  /** The subscription order that paid for it; null for a free option. */
  orderId: string | null;
  /** When it began, in ms since 1970. */
  created: number;
}

interface Row {
  member_area_id: string;
  pricing_option: string;
  order_id: string | null;
  created: number;
}

const fromRow = (row: Row): Membership => ({
  memberAreaId: row.member_area_id,
  pricingOption: row.pricing_option,
  orderId: row.order_id,
  created: row.created,
});

/** The memberships of `siteUserId`, oldest first. */
export function membershipsOf(db: Db, siteUserId: string): Membership[] {
  const rows = db
    .prepare(
      `SELECT member_area_id, pricing_option, order_id, created FROM memberships
       WHERE site_user_id = ? ORDER BY created, member_area_id`,
    )
    .all(siteUserId) as Row[];
  return rows.map(fromRow);
}

/** The membership of `siteUserId` in `memberAreaId`, if there is one. */
export function membershipOf(
  db: Db,
  siteUserId: string,
  memberAreaId: string,
): Membership | undefined {
  const row = db
    .prepare(
      `SELECT member_area_id, pricing_option, order_id, created FROM memberships
       WHERE site_user_id = ? AND member_area_id = ?`,
    )
    .get(siteUserId, memberAreaId) as Row | undefined;
  return row && fromRow(row);
}

/**
 * Makes `siteUserId` a member of `memberAreaId` with `pricingOption` (and the order that paid
 * for it). Joining again replaces the option and order: a member who switches plans keeps one
 * membership, dated from the first join.
 */
export function grantMembership(
  db: Db,
  grant: { siteUserId: string; memberAreaId: string; pricingOption: string; orderId?: string },
): Membership {
  db.prepare(
    `INSERT INTO memberships (site_user_id, member_area_id, pricing_option, order_id, created)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (site_user_id, member_area_id)
     DO UPDATE SET pricing_option = excluded.pricing_option, order_id = excluded.order_id`,
  ).run(
    grant.siteUserId,
    grant.memberAreaId,
    grant.pricingOption,
    grant.orderId ?? null,
    Date.now(),
  );
  return membershipOf(db, grant.siteUserId, grant.memberAreaId)!;
}
