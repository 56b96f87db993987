/**
 * The site's announcement bar (`websiteSettings.announcementBarSettings`: `text`, `linkText`,
 * `url`), rendered by the server at the top of every page's `<body>`, after its skip links (so
 * nothing moves when the page loads), as `<sq-announcement-bar>` around markup that works without JavaScript:
 *
 * - the text is plain text (escaped); the link shows only when `url` is a site path or an
 *   http(s) address valid under SPEC §5, with `linkText` (else the address) as its text;
 * - its dismiss button is a form POST to {@link ANNOUNCEMENT_DISMISS_PATH}, which sets the
 *   dismissal cookie and answers 303 back to the page (a same-site path only); the element does
 *   the same without a request;
 * - the dismissal cookie holds the announcement's id, a hash of its content: a dismissed
 *   announcement is left out of every page, and a new or changed one shows again.
 *
 * The cookie is a preference (the visitor asked not to see this announcement again), kept without
 * consent: it holds only the hash of the site's own text, the same for every visitor, so it
 * identifies no one.
 */
import { createHash } from 'node:crypto';
import { LINK_CATEGORIES, linkCategory, isValidLink } from '../../platform/links/links.ts';
import type { Exchange } from '../app.ts';
import { BodyError, readBody } from '../http/body.ts';
import { setCookie } from '../http/cookies.ts';
import { escapeHtml, redirect, sendJson } from '../http/respond.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import { liveSiteConfig } from '../editor/cookie-banner.ts';

/** The cookie that remembers a dismissed announcement, by its id. */
export const ANNOUNCEMENT_COOKIE = 'sq-announcement-dismissed';

/** How long a dismissal is remembered: a year. */
export const ANNOUNCEMENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Where the bar's dismiss form posts (without JavaScript). */
export const ANNOUNCEMENT_DISMISS_PATH = '/announcement-bar/dismiss';

/** An announcement id: 16 lower-case hex digits. */
const ID = /^[0-9a-f]{16}$/;

/** The announcement settings as site.json holds them. */
export interface AnnouncementSettings {
  text?: unknown;
  linkText?: unknown;
  url?: unknown;
}

/** The announcement to show: its text, its link if any, and its id. */
export interface Announcement {
  id: string;
  text: string;
  link?: { href: string; text: string };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether `url` may be the announcement's link: a site path, or a valid http(s) address. */
export function isAnnouncementUrl(url: string): boolean {
  if (!isValidLink(url)) return false;
  const category = linkCategory(url);
  if (category === LINK_CATEGORIES.contentLink) return true;
  return category === LINK_CATEGORIES.externalLink && /^https?:\/\//i.test(url);
}

/**
 * The announcement `settings` describe, with its id (the first 16 hex digits of the SHA-256 of
 * its text, link text and address); undefined when it has no text.
 */
export function announcementOf(
  settings: AnnouncementSettings | undefined,
): Announcement | undefined {
  const text = textOf(settings?.text);
  if (!text) return undefined;
  const url = textOf(settings?.url);
  const link =
    url && isAnnouncementUrl(url)
      ? { href: url, text: textOf(settings?.linkText) || url }
      : undefined;
  const id = createHash('sha256')
    .update(JSON.stringify([text, link?.text ?? '', link?.href ?? '']))
    .digest('hex')
    .slice(0, 16);
  return { id, text, ...(link ? { link } : {}) };
}

/** The site's current announcement, if any. */
export function siteAnnouncement(ex: Exchange): Announcement | undefined {
  const settings = liveSiteConfig(ex.app).websiteSettings as {
    announcementBarSettings?: AnnouncementSettings;
  };
  return announcementOf(settings.announcementBarSettings);
}

/**
 * The bar's markup for `announcement`, whose dismiss form comes back to `back` (the page's path
 * and query).
 */
export function announcementMarkup(announcement: Announcement, back: string): string {
  const { id, text, link } = announcement;
  const linkHtml = link
    ? ` <a class="sq-announcement-bar__link" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`
    : '';
  return (
    `<sq-announcement-bar announcement-id="${id}">` +
    `<div class="sq-announcement-bar" role="region" aria-label="Announcement">` +
    `<p class="sq-announcement-bar__text">${escapeHtml(text)}${linkHtml}</p>` +
    `<form class="sq-announcement-bar__dismiss" method="post" action="${ANNOUNCEMENT_DISMISS_PATH}">` +
    `<input type="hidden" name="announcement" value="${id}">` +
    `<input type="hidden" name="back" value="${escapeHtml(back)}">` +
    `<button type="submit" aria-label="Dismiss announcement">` +
    `<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>` +
    `</button></form></div></sq-announcement-bar>`
  );
}

/** The `<body>` opening tag and the skip links (`<a href="#…">`) right after it. */
const BODY_START = /<body\b[^>]*>(?:\s*<a\b[^>]*\bhref\s*=\s*["']?#[^>]*>[\s\S]*?<\/a\s*>)*/i;

/**
 * `html` (a page of the site) with the site's announcement bar at the top of its `<body>`, after
 * the skip links that open it (they stay the keyboard's first stop), unless the site has none or
 * the visitor dismissed this one (the cookie holds its id).
 */
export function withAnnouncementBar(ex: Exchange, html: string): string {
  const announcement = siteAnnouncement(ex);
  if (!announcement || ex.cookies[ANNOUNCEMENT_COOKIE] === announcement.id) return html;
  const body = BODY_START.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  const markup = announcementMarkup(announcement, ex.url.pathname + ex.url.search);
  return html.slice(0, at) + markup + html.slice(at);
}

/** `back` when it is a path of this site (`/…`, not `//host` nor `/\host`), else `/`. */
export function sameSitePath(back: unknown): string {
  if (typeof back !== 'string' || !/^\/(?![/\\])/.test(back)) return '/';
  // eslint-disable-next-line no-control-regex -- the URL parser drops these before reading
  if (/[\u0000-\u001f\\]/.test(back)) return '/';
  return back;
}

/**
 * `POST /announcement-bar/dismiss` (the bar's form without JavaScript): `announcement` (the id)
 * and `back` (the page). Sets the dismissal cookie and answers 303 to `back` when it is a path of
 * this site, else to `/`. A post from another site (its `Origin`, else its `Referer`, naming
 * another host, or neither sent) is refused with 403; an id that is not one, with 400.
 */
export async function dismissAnnouncement(ex: Exchange): Promise<void> {
  if (!isSameOrigin(ex.req)) {
    return sendJson(ex.res, 403, { error: 'This form must be sent from this site.' });
  }
  let fields: Record<string, unknown> = {};
  try {
    const body = await readBody(ex.req);
    if (body.kind === 'form' || (body.kind === 'json' && typeof body.value === 'object')) {
      fields = (body.value ?? {}) as Record<string, unknown>;
    }
  } catch (error) {
    if (error instanceof BodyError) return sendJson(ex.res, error.status, { error: error.message });
    throw error;
  }
  const id = fields.announcement;
  if (typeof id !== 'string' || !ID.test(id)) {
    return sendJson(ex.res, 400, { error: 'No announcement to dismiss.' });
  }
  setCookie(ex.res, ANNOUNCEMENT_COOKIE, id, { maxAgeS: ANNOUNCEMENT_COOKIE_MAX_AGE_S });
  redirect(ex.res, sameSitePath(fields.back), 303);
}
