/**
 * `GET /member-areas/{id}/confirmed`: the membership confirmed page (SPEC §2 page type 208), in
 * the checkout's look (the site's checkout template, server/commerce/checkout-layout.ts), for a
 * signed-in member of the area: who joined, the plan and, for a bought one, its order number, and
 * links to the area's pages. A visitor who is not a member is sent to the area's first page
 * (which tells them how to join); an unknown area is not found.
 */
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { orderById } from '../commerce/orders.ts';
import { sendCheckoutPage } from '../commerce/checkout-page.ts';
import { escapeHtml, redirect } from '../http/respond.ts';
import { definitionList } from '../pages/layout.ts';
import { sendNotFound } from '../pages/site-pages.ts';
import { findTemplate } from '../pages/templates.ts';
import { currentSiteUser } from '../site-users/accounts.ts';
import { optionPrice } from './member-area-markup.ts';
import { memberAreaById } from './member-areas-config.ts';
import { membershipOf } from './memberships.ts';

/** The page's title. */
export const MEMBERSHIP_CONFIRMED_TITLE = 'Membership confirmed';

/** The `<title>` of the page at `path`, else the path itself, for the list of the area's pages. */
function pageTitle(ex: Exchange, path: string): string {
  const template = findTemplate(ex.app.siteDir, path);
  const title = template && /<title>([^<]*)<\/title>/i.exec(template.html)?.[1]?.trim();
  return title ? title.split(' · ')[0]!.replaceAll('&amp;', '&') : path;
}

/** `GET /member-areas/:id/confirmed`. */
export function serveMembershipConfirmed(ex: Exchange): void {
  const area = memberAreaById(ex.app.config, ex.params.id ?? '');
  if (!area) return sendNotFound(ex);
  const user = currentSiteUser(ex);
  const membership = user && membershipOf(ex.app.store.db, user.id, area.id);
  if (!user || !membership) return redirect(ex.res, area.paths[0]!, 303);
  const option = area.pricingOptions.find((o) => o.id === membership.pricingOption);
  const order = membership.orderId
    ? orderById(ex.app, membership.orderId, ['subscription'])
    : undefined;
  const facts: [string, string][] = [['Member area', area.name]];
  if (option) facts.push(['Plan', `${option.label}: ${optionPrice(ex.app, option)}`]);
  if (order) facts.push(['Order number', String(order.orderNumber)]);
  facts.push(['Email', user.email]);
  const name = user.firstName === '' ? '' : `, ${user.firstName}`;
  const links = area.paths
    .map((path) => `<li><a href="${escapeHtml(path)}">${escapeHtml(pageTitle(ex, path))}</a></li>`)
    .join('');
  const body = `<p>Welcome to ${escapeHtml(area.name)}${escapeHtml(name)}. Your membership is confirmed.</p>
<div class="sq-confirmation__facts">${definitionList(facts)}</div>
<h2 class="sq-confirmation__heading">Members' pages</h2>
<ul>${links}</ul>
<p><a href="/">Back to the site</a></p>`;
  sendCheckoutPage(ex, 200, {
    title: MEMBERSHIP_CONFIRMED_TITLE,
    pageType: PAGE_TYPES.membershipConfirmed,
    body,
  });
}
