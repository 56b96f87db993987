/**
 * The account page's plain-form routes, which work without JavaScript:
 * - `POST /account/session` (email, password, rememberMe): logs in and answers 303 to
 *   `/account`; a refusal answers the account page again (401) with the message and the email
 *   kept;
 * - `POST /account/logout`: logs out (the browser keeps a copy of the cart, as `cloneCart=true`)
 *   and answers 303 to `/account`.
 * Both accept only a form sent from this site (server/http/same-origin.ts).
 */
import * as z from 'zod';
import { EMAIL_LENGTH } from '../../platform/constants/limits.ts';
import type { Exchange } from '../app.ts';
import { BodyError, readBody } from '../http/body.ts';
import { redirect, sendJson } from '../http/respond.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import { renderTemplate } from '../pages/site-pages.ts';
import { sendPage } from '../pages/send-page.ts';
import { findTemplate } from '../pages/templates.ts';
import {
  BAD_CREDENTIALS_MESSAGE,
  endSiteUserSession,
  startSiteUserSession,
  verifySiteUser,
} from './accounts.ts';
import { ACCOUNT_LOGIN_PATH, ACCOUNT_LOGOUT_PATH, ACCOUNT_PATH } from './account-markup.ts';
import { keepCartOnLogout } from './logout-cart.ts';
import { showRefusal } from './page-fill.ts';

type PageHandler = (ex: Exchange) => void | Promise<void>;

/** The form's fields, or undefined when it has answered (not from this site, unreadable). */
async function formFields(ex: Exchange): Promise<Record<string, unknown> | undefined> {
  if (!isSameOrigin(ex.req)) {
    sendJson(ex.res, 403, { error: 'This form must be sent from this site.' });
    return undefined;
  }
  try {
    const body = await readBody(ex.req);
    return body.kind === 'empty' ? {} : (body.value as Record<string, unknown>);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    sendJson(ex.res, error.status, { error: error.message });
    return undefined;
  }
}

const loginForm = z.object({
  email: z.string().trim().min(EMAIL_LENGTH.min).max(EMAIL_LENGTH.max),
  password: z.string().min(1).max(1000),
  rememberMe: z.literal('true').optional(),
});

/** The account page again, showing `error` with `email` kept (401). */
function refuse(ex: Exchange, email: string, error: string): void {
  const template = findTemplate(ex.app.siteDir, ACCOUNT_PATH);
  if (!template) return sendJson(ex.res, 401, { error });
  showRefusal(ex, { email, error });
  sendPage(ex, 401, renderTemplate(ex, template));
}

async function postLogin(ex: Exchange): Promise<void> {
  const fields = await formFields(ex);
  if (!fields) return;
  const input = loginForm.safeParse(fields);
  const email = typeof fields.email === 'string' ? fields.email.slice(0, EMAIL_LENGTH.max) : '';
  if (!input.success) return refuse(ex, email, BAD_CREDENTIALS_MESSAGE);
  const user = await verifySiteUser(ex.app, input.data.email, input.data.password);
  if (!user) return refuse(ex, email, BAD_CREDENTIALS_MESSAGE);
  startSiteUserSession(ex, user, input.data.rememberMe === 'true');
  redirect(ex.res, ACCOUNT_PATH, 303);
}

async function postLogout(ex: Exchange): Promise<void> {
  if (!(await formFields(ex))) return;
  endSiteUserSession(ex, true);
  keepCartOnLogout(ex, true);
  redirect(ex.res, ACCOUNT_PATH, 303);
}

/** The routes, for the server's page router. */
export const SITE_USER_PAGE_ROUTES: readonly (readonly [string, string, PageHandler])[] = [
  ['POST', ACCOUNT_LOGIN_PATH, postLogin],
  ['POST', ACCOUNT_LOGOUT_PATH, postLogout],
];
