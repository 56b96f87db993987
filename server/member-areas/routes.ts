/**
 * The member areas' routes: the join call (server/api/routes.ts lists
 * {@link MEMBER_AREA_ENDPOINTS}) and the pages (server/server.ts adds
 * {@link MEMBER_AREA_PAGE_ROUTES}). The protected pages themselves are checked where template
 * pages are served (./member-access.ts, from server/pages/site-pages.ts).
 */
import type { Exchange } from '../app.ts';
import { joinEndpoint, postJoinForm } from './join.ts';
import { serveMembershipConfirmed } from './membership-confirmed.ts';

/** The member-area API endpoints. */
export const MEMBER_AREA_ENDPOINTS = [joinEndpoint];

/** The member-area page routes, each `[method, path, handler]`. */
export const MEMBER_AREA_PAGE_ROUTES: readonly (readonly [
  'GET' | 'POST',
  string,
  (ex: Exchange) => void | Promise<void>,
])[] = [
  ['GET', '/member-areas/:id/confirmed', serveMembershipConfirmed],
  ['POST', '/member-areas/:id/join', postJoinForm],
];
