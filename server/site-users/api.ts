/**
 * The site-user calls (SPEC §7 site-user session calls, SPEC §6 login-required): log in, log out,
 * the session's XSRF token, sign up, and the profile. Every call after log-in must carry the
 * session's token in the `X-SiteUser-XSRF-Token` header ({@link requireSiteUserXsrf}); without
 * it, or without a session, the answer is 401 `{error, loginRequired: true}`.
 */
import * as z from 'zod';
import { EMAIL_LENGTH } from '../../platform/constants/limits.ts';
import { boolish } from '../api/fields.ts';
import { endpoint, type Endpoint } from '../api/pipeline.ts';
import {
  BAD_CREDENTIALS_MESSAGE,
  createSiteUser,
  currentSiteUserSession,
  endSiteUserSession,
  LOGIN_REQUIRED_BODY,
  renameSiteUser,
  requireSiteUserXsrf,
  SiteUserRefusal,
  startSiteUserSession,
  verifySiteUser,
} from './accounts.ts';
import { keepCartOnLogout } from './logout-cart.ts';
import { profileOf } from './profile.ts';

/** Shortest password of a new account. */
export const MIN_PASSWORD_LENGTH = 8;

const email = z.string().trim().min(EMAIL_LENGTH.min).max(EMAIL_LENGTH.max);
const name = z.string().trim().max(100);

/** POST /api/site-users/account/session: email, password, rememberMe → `{xsrfToken}`. */
export const siteUserLogin = endpoint({
  method: 'POST',
  path: '/api/site-users/account/session',
  schema: z.object({
    email,
    password: z.string().min(1).max(1000),
    rememberMe: boolish.default(false),
  }),
  async handle({ email, password, rememberMe }, ex) {
    const user = await verifySiteUser(ex.app, email, password);
    if (!user) return { status: 401, body: { error: BAD_CREDENTIALS_MESSAGE } };
    return { body: { xsrfToken: startSiteUserSession(ex, user, rememberMe).xsrfToken } };
  },
});

/** GET /api/site-users/account/session: the cookie's session → `{xsrfToken}`, else 401. */
export const siteUserSession = endpoint({
  method: 'GET',
  path: '/api/site-users/account/session',
  schema: z.object({}),
  handle(_input, ex) {
    const current = currentSiteUserSession(ex);
    if (!current) return { status: 401, body: LOGIN_REQUIRED_BODY };
    return { body: { xsrfToken: current.session.xsrfToken } };
  },
});

/**
 * DELETE /api/site-users/account/session?cloneCart=true|false: ends the session (XSRF header
 * required while one is open; without a session there is nothing to end) → `{}`. With cloneCart
 * the visitor keeps a copy of the cart, else the browser's cart is let go (./logout-cart.ts).
 */
export const siteUserLogout = endpoint({
  method: 'DELETE',
  path: '/api/site-users/account/session',
  schema: z.object({ cloneCart: boolish.default(false) }),
  handle({ cloneCart }, ex) {
    if (currentSiteUserSession(ex) && !requireSiteUserXsrf(ex)) return undefined;
    endSiteUserSession(ex, cloneCart);
    keepCartOnLogout(ex, cloneCart);
    return { body: {} };
  },
});

/** POST /api/site-users/accounts: makes an account and signs it in → `{xsrfToken}`. */
export const siteUserSignup = endpoint({
  method: 'POST',
  path: '/api/site-users/accounts',
  schema: z.object({
    email,
    password: z.string().min(MIN_PASSWORD_LENGTH).max(1000),
    firstName: name.min(1),
    lastName: name.min(1),
    rememberMe: boolish.default(false),
  }),
  async handle({ rememberMe, ...fields }, ex) {
    try {
      const user = await createSiteUser(ex.app, fields);
      return { body: { xsrfToken: startSiteUserSession(ex, user, rememberMe).xsrfToken } };
    } catch (error) {
      if (!(error instanceof SiteUserRefusal)) throw error;
      return { status: error.status, body: { error: error.message } };
    }
  },
});

/** GET /api/site-users/account/profile → the profile (./profile.ts). */
export const siteUserProfile = endpoint({
  method: 'GET',
  path: '/api/site-users/account/profile',
  schema: z.object({}),
  handle(_input, ex) {
    const user = requireSiteUserXsrf(ex);
    return user && { body: profileOf(ex.app, user) };
  },
});

/** PUT /api/site-users/account/profile {firstName, lastName} → the profile. */
export const siteUserRename = endpoint({
  method: 'PUT',
  path: '/api/site-users/account/profile',
  schema: z.object({ firstName: name.min(1), lastName: name.min(1) }),
  handle(input, ex) {
    const user = requireSiteUserXsrf(ex);
    const renamed = user && renameSiteUser(ex.app, user.id, input);
    return renamed && { body: profileOf(ex.app, renamed) };
  },
});

/** The site-user endpoints, session calls first (SPEC §7 order). */
export const SITE_USER_ENDPOINTS: readonly Endpoint[] = [
  siteUserLogin,
  siteUserLogout,
  siteUserSession,
  siteUserSignup,
  siteUserProfile,
  siteUserRename,
];
