/**
 * Protected content (SPEC §2 page type 105): a page listed in a member area's `paths` is served
 * only to members of that area, checked on the server for every request before the page is
 * rendered. Everyone else gets the member-area access denied page (106) at the same address with
 * status 403: the site's `member-access.html` template (its `<sq-member-area>` block filled with
 * the page's area: the two pricing options of SPEC §2, and a log-in link for an anonymous visitor
 * who is a member already). The template has no address of its own.
 *
 * An account that may edit the site (the owner, an editor) sees protected pages as members do.
 */
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { builtinDocument } from '../pages/layout.ts';
import { buildPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import { renderTemplate, sendNotFound } from '../pages/site-pages.ts';
import { findTemplate, type Template } from '../pages/templates.ts';
import { liveSiteConfig } from '../editor/cookie-banner.ts';
import { mayEdit, signedInAccount } from '../session.ts';
import { currentSiteUser } from '../site-users/accounts.ts';
import { fillMemberAreas } from './member-area-markup.ts';
import { memberAreaOfPath, type MemberArea } from './member-areas-config.ts';
import { membershipOf } from './memberships.ts';

/** The access page's template (page type 106); it is never served at its own address. */
export const MEMBER_ACCESS_PATH = '/member-access';

/** Whether the request may read `area`'s protected pages. */
export function mayEnter(ex: Exchange, area: MemberArea): boolean {
  if (mayEdit(signedInAccount(ex))) return true;
  const user = currentSiteUser(ex);
  return user !== undefined && membershipOf(ex.app.store.db, user.id, area.id) !== undefined;
}

/** Answers the access denied page (106, status 403) for `area` at the request's address. */
export function sendAccessDenied(ex: Exchange, area: MemberArea): void {
  const template = findTemplate(ex.app.siteDir, MEMBER_ACCESS_PATH);
  if (template) {
    const html = fillMemberAreas(ex, template.html, area);
    const page = renderTemplate(ex, { ...template, html }, PAGE_TYPES.memberAreaAccessDenied);
    return sendPage(ex, 403, page);
  }
  const context = buildPageContext(
    liveSiteConfig(ex.app),
    { forcePageType: PAGE_TYPES.memberAreaAccessDenied },
    signedInAccount(ex),
  );
  const body = `<p>This page is for members of ${escapeHtml(area.name)}.</p>
${fillMemberAreas(ex, '<sq-member-area></sq-member-area>', area)}`;
  sendPage(
    ex,
    403,
    builtinDocument({ title: 'Members only', body, context, assetsDir: ex.app.assetsDir }),
  );
}

/**
 * The member-area check of a template page, run before it is rendered: answers the access
 * denied page (403) to a visitor who may not read it, and the not-found page at the access
 * template's own address. Returns true when it answered; false lets the page be served.
 */
export function answerMemberAccess(ex: Exchange, template: Template): boolean {
  if (template.path === MEMBER_ACCESS_PATH) {
    sendNotFound(ex);
    return true;
  }
  const area = memberAreaOfPath(ex.app.config, template.path);
  if (!area || mayEnter(ex, area)) return false;
  sendAccessDenied(ex, area);
  return true;
}
