/**
 * SPEC §2 "Configuration area" and SPEC §6: a logged-in editor is sent from the public site to
 * the configuration area, `/config/?frameUrl={encoded current path and query}`.
 */
import { WEBSITE_ROLES } from '../../platform/constants/site-enums.ts';
import { isSignedIn, type PageContext } from '../../platform/context/page-context.ts';
import { hasRole } from '../../platform/context/roles.ts';
import { isAdminPath } from '../../platform/links/paths.ts';
import { isNoRedirect } from '../../platform/page/flags.ts';
import type { PageAddress, RuntimeEnv } from '../environment.ts';

/** The configuration area's path (SPEC §2). */
export const CONFIG_PATH = '/config/';

/** Host names that mean "this machine". */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$|\.localhost$/;

/** Whether `hostname` is this machine (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname.toLowerCase());
}

/** The configuration area with the page to show in its frame: `/config/?frameUrl=...`. */
export function configUrl(address: Pick<PageAddress, 'pathname' | 'search'>): string {
  return `${CONFIG_PATH}?frameUrl=${encodeURIComponent(address.pathname + address.search)}`;
}

/**
 * The SPEC §2 localhost exception. A page served from this machine is a developer's local copy
 * of a site, and its editor is not sent away, unless the site's own address
 * (`website.baseUrl`) is on this machine too: then the page *is* the published site (the local
 * site server of `npm start`), and it behaves as a published site does, so the redirect can be
 * tried there. Without a `baseUrl`, any loopback host counts as a local copy.
 */
export function isLocalCopy(ctx: PageContext, hostname: string): boolean {
  if (!isLoopbackHost(hostname)) return false;
  const baseUrl = ctx.website?.baseUrl;
  if (!baseUrl) return true;
  try {
    return !isLoopbackHost(new URL(baseUrl).hostname);
  } catch {
    return true;
  }
}

/** Why an editor is not redirected, or `redirect`. */
export type OwnerRedirectDecision =
  | 'redirect'
  | 'not-signed-in'
  | 'viewer'
  | 'developer-mode'
  | 'cloneable'
  | 'in-frame'
  | 'localhost'
  | 'noredirect'
  | 'config-area';

/** The facts {@link ownerRedirectDecision} decides on. */
export interface OwnerRedirectInput {
  ctx: PageContext;
  address: Pick<PageAddress, 'hostname' | 'pathname'>;
  inFrame: boolean;
  /** `noredirect` in the address or remembered for the session (see `isNoRedirect`). */
  noRedirect: boolean;
}

/**
 * Whether the page's visitor is sent to the configuration area (SPEC §2, §6): a signed-in
 * account without the viewer role, on a site that is neither in developer mode nor cloneable,
 * outside a frame, not a local copy on localhost (see {@link isLocalCopy}), without
 * `noredirect`, and not already in the configuration area. Pure: the first exception that
 * applies is the answer.
 */
export function ownerRedirectDecision(input: OwnerRedirectInput): OwnerRedirectDecision {
  const { ctx, address } = input;
  if (!isSignedIn(ctx)) return 'not-signed-in';
  if (hasRole(ctx, WEBSITE_ROLES.viewer)) return 'viewer';
  if (ctx.website?.developerMode === true) return 'developer-mode';
  if (ctx.website?.cloneable === true) return 'cloneable';
  if (input.inFrame) return 'in-frame';
  if (isLocalCopy(ctx, address.hostname)) return 'localhost';
  if (input.noRedirect) return 'noredirect';
  if (isAdminPath(address.pathname)) return 'config-area';
  return 'redirect';
}

/**
 * Sends a signed-in editor to the configuration area when {@link ownerRedirectDecision} says
 * so, replacing the page in the history (Back does not come back to a page that redirects).
 * @returns true when the page is being left
 */
export function redirectOwner(env: RuntimeEnv): boolean {
  const decision = ownerRedirectDecision({
    ctx: env.ctx,
    address: env.address,
    inFrame: env.inFrame,
    noRedirect: isNoRedirect(env.address.href),
  });
  if (decision !== 'redirect') return false;
  env.navigation.replace(configUrl(env.address));
  return true;
}
