/**
 * Answering an HTML page: every page answer gives the visitor a crumb cookie (SPEC §7) when the
 * one it has is missing or stale, and carries the site's Content-Security-Policy when it has one.
 */
import type { ServerResponse } from 'node:http';
import { CRUMB_COOKIE } from '../crumb.ts';
import type { Exchange } from '../app.ts';
import { setCookie } from '../http/cookies.ts';
import { sendHtml } from '../http/respond.ts';

/** Crumbs issued to answers not yet sent (one per answer, however often it is asked for). */
const issued = new WeakMap<ServerResponse, string>();

/**
 * Sets a fresh `crumb` cookie unless the request carries a valid one (or this answer already
 * got one); answers the crumb in use.
 */
export function ensureCrumb(ex: Exchange): string {
  const current = ex.cookies[CRUMB_COOKIE];
  if (ex.app.crumbs.isValid(current)) return current;
  const already = issued.get(ex.res);
  if (already !== undefined) return already;
  const crumb = ex.app.crumbs.issue();
  issued.set(ex.res, crumb);
  setCookie(ex.res, CRUMB_COOKIE, crumb);
  return crumb;
}

/** Answers `html` with `status`, after {@link ensureCrumb}, under the site's policy if any. */
export function sendPage(ex: Exchange, status: number, html: string): void {
  ensureCrumb(ex);
  const policy = ex.app.contentSecurityPolicy;
  if (policy !== undefined) ex.res.setHeader('Content-Security-Policy', policy);
  sendHtml(ex.res, status, html);
}
