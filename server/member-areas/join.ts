/**
 * Joining a member area (SPEC §2 member-area access page, membership confirmed 208):
 *
 * - `POST /api/member-areas/{id}/join` `{pricingOption}`, an account call (the site user's
 *   session and its XSRF header, server/site-users/accounts.ts): a free option makes the
 *   membership at once and answers `{next: "/member-areas/{id}/confirmed"}`; an option with a
 *   subscription product starts its subscription cart and answers
 *   `{next: "/checkout/subscribe?cartToken=…"}`; the membership is made when that order is
 *   placed ({@link membershipAfterOrder}) and its confirmation is the membership confirmed page.
 *   A member joining again goes straight to the confirmed page.
 * - `POST /member-areas/{id}/join` (form-encoded `pricingOption`): the same without JavaScript,
 *   303 to `next`; a visitor who is not signed in is sent to the account page to log in first.
 */
import * as z from 'zod';
import type { Exchange } from '../app.ts';
import { CartRefusal, startSubscription } from '../commerce/cart-actions.ts';
import { endpoint } from '../api/pipeline.ts';
import { BodyError, readBody } from '../http/body.ts';
import { redirect, sendJson } from '../http/respond.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import { sendNotFound } from '../pages/site-pages.ts';
import { currentSiteUser, requireSiteUserXsrf, type SiteUser } from '../site-users/accounts.ts';
import { LOGIN_PATH } from './member-area-markup.ts';
import {
  memberAreaById,
  membershipSoldBy,
  type MemberArea,
  type PricingOption,
} from './member-areas-config.ts';
import { grantMembership, membershipOf } from './memberships.ts';

/** The membership confirmed page (208) of area `id`. */
export const confirmedPath = (id: string) => `/member-areas/${encodeURIComponent(id)}/confirmed`;

/** Answer to a pricing option the area does not have (400). */
export const UNKNOWN_OPTION_MESSAGE = 'This member area has no such pricing option.';

/** Answer to an unknown area (404). */
export const UNKNOWN_AREA_MESSAGE = 'There is no such member area.';

/**
 * The product `option` is bought with: its `productId`, unless the site has no store (then, as
 * without a `productId`, joining is free).
 */
function productIdOf(ex: Exchange, option: PricingOption): string | undefined {
  return ex.app.config.store.products.length > 0 ? option.productId : undefined;
}

/**
 * Joins `user` to `area` with the option `optionId`: answers where the visitor goes next, or a
 * refusal `{status, error}`.
 */
export function join(
  ex: Exchange,
  user: SiteUser,
  area: MemberArea,
  optionId: string,
): { next: string } | { status: 400 | 404 | 409; error: string } {
  const option = area.pricingOptions.find((o) => o.id === optionId);
  if (!option) return { status: 400, error: UNKNOWN_OPTION_MESSAGE };
  const { db } = ex.app.store;
  if (membershipOf(db, user.id, area.id)) return { next: confirmedPath(area.id) };
  const productId = productIdOf(ex, option);
  if (productId === undefined) {
    grantMembership(db, { siteUserId: user.id, memberAreaId: area.id, pricingOption: option.id });
    return { next: confirmedPath(area.id) };
  }
  try {
    return { next: startSubscription(ex.app, productId, undefined) };
  } catch (error) {
    if (!(error instanceof CartRefusal)) throw error;
    return { status: error.status, error: error.message };
  }
}

/** `POST /api/member-areas/:id/join` `{pricingOption}` → `{next}`. */
export const joinEndpoint = endpoint({
  method: 'POST',
  path: '/api/member-areas/:id/join',
  schema: z.object({ pricingOption: z.string().min(1).max(64) }),
  handle({ pricingOption }, ex) {
    const area = memberAreaById(ex.app.config, ex.params.id ?? '');
    if (!area) return { status: 404, body: { error: UNKNOWN_AREA_MESSAGE } };
    const user = requireSiteUserXsrf(ex);
    if (!user) return undefined;
    const joined = join(ex, user, area, pricingOption);
    if ('next' in joined) return { body: { next: joined.next } };
    return { status: joined.status, body: { error: joined.error } };
  },
});

/** `POST /member-areas/:id/join`: the join form without JavaScript. */
export async function postJoinForm(ex: Exchange): Promise<void> {
  const area = memberAreaById(ex.app.config, ex.params.id ?? '');
  if (!area) return sendNotFound(ex);
  if (!isSameOrigin(ex.req)) {
    return sendJson(ex.res, 403, { error: 'This form was sent from another site.' });
  }
  let optionId = '';
  try {
    const body = await readBody(ex.req);
    if (body.kind === 'form') optionId = body.value.pricingOption ?? '';
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return sendJson(ex.res, error.status, { error: error.message });
  }
  const user = currentSiteUser(ex);
  if (!user) return redirect(ex.res, LOGIN_PATH, 303);
  const joined = join(ex, user, area, optionId);
  if ('next' in joined) return redirect(ex.res, joined.next, 303);
  sendJson(ex.res, joined.status, { error: joined.error });
}

/**
 * The checkout's seam (server/commerce/subscription-checkout.ts): after the order `orderId` of
 * a subscription to `productId` is placed, makes the signed-in site user a member of the area
 * that sells the product and answers the membership confirmed page's address; undefined (the
 * subscription confirmed page stays) when no area sells it or nobody is signed in.
 */
export function membershipAfterOrder(
  ex: Exchange,
  productId: string,
  orderId: string,
): string | undefined {
  const sold = membershipSoldBy(ex.app.config, productId);
  const user = sold && currentSiteUser(ex);
  if (!sold || !user) return undefined;
  grantMembership(ex.app.store.db, {
    siteUserId: user.id,
    memberAreaId: sold.area.id,
    pricingOption: sold.option.id,
    orderId,
  });
  return confirmedPath(sold.area.id);
}
