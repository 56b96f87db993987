/**
 * Site-user (visitor account) log-in and log-out (SPEC §3 "Site-user session response", §7).
 * The session lives in an HttpOnly `sq-site-user` cookie and in the store.
 */
import * as z from 'zod';
import { EMAIL_LENGTH } from '../../platform/constants/limits.ts';
import { clearCookie, setCookie } from '../http/cookies.ts';
import { endpoint } from './pipeline.ts';
import { boolish } from './fields.ts';

/** Cookie of a logged-in site user (HttpOnly). */
export const SITE_USER_COOKIE = 'sq-site-user';

/** Lifetime of a remembered site-user session, in seconds (30 days). */
export const REMEMBER_ME_S = 30 * 24 * 60 * 60;

/** Answer to an unknown email or a wrong password (401). */
export const BAD_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

/** POST /api/site-users/account/session: email, password, rememberMe → `{xsrfToken}`. */
export const siteUserLogin = endpoint({
  method: 'POST',
  path: '/api/site-users/account/session',
  schema: z.object({
    email: z.string().trim().min(EMAIL_LENGTH.min).max(EMAIL_LENGTH.max),
    password: z.string().min(1).max(1000),
    rememberMe: boolish.default(false),
  }),
  handle({ email, password, rememberMe }, ex) {
    const user = ex.app.config.siteUsers.find(
      (candidate) =>
        candidate.email.toLowerCase() === email.toLowerCase() && candidate.password === password,
    );
    if (!user) return { status: 401, body: { error: BAD_CREDENTIALS_MESSAGE } };
    const session = ex.app.store.createSiteUserSession(user.id, user.email, rememberMe);
    setCookie(ex.res, SITE_USER_COOKIE, session.token, {
      httpOnly: true,
      ...(rememberMe ? { maxAgeS: REMEMBER_ME_S } : {}),
    });
    return { body: { xsrfToken: session.xsrfToken } };
  },
});

/** DELETE /api/site-users/account/session?cloneCart=true|false: ends the session, `{}`. */
export const siteUserLogout = endpoint({
  method: 'DELETE',
  path: '/api/site-users/account/session',
  schema: z.object({ cloneCart: boolish.default(false) }),
  handle({ cloneCart }, ex) {
    const token = ex.cookies[SITE_USER_COOKIE];
    if (token) {
      ex.app.store.endSiteUserSession(token, cloneCart);
      clearCookie(ex.res, SITE_USER_COOKIE);
    }
    return { body: {} };
  },
});
