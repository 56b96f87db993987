/**
 * The website roles of the signed-in account (SPEC §3 "Website roles", §4, §6), from the page
 * context's `websiteRoles`, keyed by role number.
 */
import { WEBSITE_ROLES } from '../constants/site-enums.ts';
import { isSignedIn, type PageContext } from './page-context.ts';

/** Whether one `websiteRoles` value means the role is held: `true`, a non-zero number or an object. */
function isHeld(value: unknown): boolean {
  if (typeof value === 'number') return value !== 0;
  return value === true || (typeof value === 'object' && value !== null);
}

/** The website role numbers (SPEC §3) the signed-in account holds, ascending; empty when anonymous. */
export function heldRoles(ctx: PageContext): number[] {
  if (!isSignedIn(ctx)) return [];
  return Object.entries(ctx.websiteRoles ?? {})
    .filter(([key, value]) => /^\d+$/.test(key) && isHeld(value))
    .map(([key]) => Number(key))
    .sort((a, b) => a - b);
}

/** Whether the signed-in account holds website role `role` (a SPEC §3 role number). */
export function hasRole(ctx: PageContext, role: number): boolean {
  return heldRoles(ctx).includes(role);
}

/**
 * Whether the signed-in account holds the viewer role (10) and no other (SPEC §4: analytics
 * still counts such a visitor outside config paths). False for an anonymous visitor. For the
 * SPEC §6 redirect rule ("without the viewer role") use `hasRole(ctx, WEBSITE_ROLES.viewer)`.
 */
export function hasOnlyViewerRole(ctx: PageContext): boolean {
  const roles = heldRoles(ctx);
  return roles.length === 1 && roles[0] === WEBSITE_ROLES.viewer;
}
