/**
 * The published site: templates at clean paths with their context filled, other files of the
 * site folder as they are, and the not-found page (page type 100) for anything else.
 */
import { extname } from 'node:path';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { fillCalendars } from '../collections/calendar-fill.ts';
import { fillSummaries } from '../collections/summary-fill.ts';
import { fillCommerce } from '../commerce/cart-fill.ts';
import { fillSiteUser } from '../site-users/page-fill.ts';
import { answerMemberAccess } from '../member-areas/member-access.ts';
import { fillMemberAreas } from '../member-areas/member-area-markup.ts';
import { redirect } from '../http/respond.ts';
import { signedInAccount } from '../session.ts';
import { fileInside, sendFile } from '../static.ts';
import { withAnnouncementBar } from './announcement-bar.ts';
import { withBlockData } from './blocks.ts';
import { fillMaps } from './map-fill.ts';
import { fillContext, fillYear, metaPageType, templateContext } from './inject.ts';
import { builtinDocument } from './layout.ts';
import { liveSiteConfig } from '../editor/cookie-banner.ts';
import { buildPageContext } from './page-context.ts';
import { withPopupOverlay } from './popup-overlay.ts';
import { sendPage } from './send-page.ts';
import { findTemplate, notFoundTemplate, type Template } from './templates.ts';
import { safeMode, withoutUserScripts } from './user-scripts.ts';

/** Path browsers ask for an icon on their own. */
const FAVICON = '/favicon.ico';

/**
 * A site without a favicon.ico answers the browser's own request for one with 204, so that a
 * page's console stays free of a 404 error the page never caused.
 */
function sendNoFavicon(ex: Exchange): void {
  ex.res.statusCode = 204;
  ex.res.setHeader('Cache-Control', 'public, max-age=86400');
  ex.res.end();
}

/** Files of the site folder that are never served as they are. */
const PRIVATE_FILES = new Set(['site.json']);

function decodedPath(ex: Exchange): string | undefined {
  try {
    return decodeURIComponent(ex.url.pathname);
  } catch {
    return undefined;
  }
}

/**
 * `template` with its blocks' saved data (server/editor/blocks.ts), then each block the server
 * writes, in this order: maps (./map-fill.ts), collection summaries, links and tour dates
 * (server/collections/summary-fill.ts), calendars (server/collections/calendar-fill.ts), the
 * commerce markup of this request (products, cart, cart count: server/commerce/cart-fill.ts),
 * member areas, and the site user's session (account link, account page:
 * server/site-users/page-fill.ts); then its context filled for the visitor; in an editor's safe
 * mode, without the site's own scripts (./user-scripts.ts).
 */
export function renderTemplate(ex: Exchange, template: Template, forcePageType?: number): string {
  const fills: ((html: string) => string)[] = [
    fillMaps,
    (html) => fillSummaries(ex.app, html),
    (html) => fillCalendars(ex.app, html),
    (html) => fillCommerce(ex, html),
    (html) => fillMemberAreas(ex, html),
    (html) => fillSiteUser(ex, html),
  ];
  const saved = withBlockData(template.html, ex.app.store.blocks.latest(template.path));
  const html = fills.reduce((page, fill) => fill(page), saved);
  const account = signedInAccount(ex);
  const context = buildPageContext(
    liveSiteConfig(ex.app),
    {
      template: templateContext(template.html),
      metaPageType: metaPageType(template.html),
      path: template.path,
      ...(forcePageType === undefined ? {} : { forcePageType }),
    },
    account,
  );
  const filled = fillYear(fillContext(html, context), new Date().getFullYear());
  const page = withPopupOverlay(ex, filled, context, template.path);
  const shown = withAnnouncementBar(ex, page);
  return safeMode(ex.cookies, account) ? withoutUserScripts(shown) : shown;
}

/** Answers a GET or HEAD for a path no other route took. */
export function serveSitePage(ex: Exchange): void {
  const pathname = decodedPath(ex);
  if (pathname === undefined) return sendNotFound(ex);
  const extension = extname(pathname).toLowerCase();

  if (extension === '.html') {
    const clean = pathname.slice(0, -'.html'.length).replace(/\/index$/, '/');
    const template = findTemplate(ex.app.siteDir, clean);
    if (template) return redirect(ex.res, template.path + ex.url.search, 301);
    return sendNotFound(ex);
  }
  if (extension !== '') {
    const file = PRIVATE_FILES.has(pathname.slice(1))
      ? undefined
      : fileInside(ex.app.siteDir, pathname);
    if (file) return sendFile(ex.req, ex.res, file.path, file.stats);
    if (pathname === FAVICON) return sendNoFavicon(ex);
    return sendNotFound(ex);
  }

  const template = findTemplate(ex.app.siteDir, pathname);
  if (!template) return sendNotFound(ex);
  if (template.path !== pathname) return redirect(ex.res, template.path + ex.url.search, 301);
  if (answerMemberAccess(ex, template)) return;
  sendPage(ex, 200, renderTemplate(ex, template));
}

/** Answers 404 with the site's 404.html, or a built-in page, as page type 100 (SPEC §2). */
export function sendNotFound(ex: Exchange): void {
  const template = notFoundTemplate(ex.app.siteDir);
  if (template) return sendPage(ex, 404, renderTemplate(ex, template, PAGE_TYPES.notFound));
  const context = buildPageContext(
    liveSiteConfig(ex.app),
    { forcePageType: PAGE_TYPES.notFound },
    signedInAccount(ex),
  );
  const html = builtinDocument({
    title: 'Page not found',
    body: '<p>The page you asked for does not exist.</p><p><a href="/">Go to the home page</a></p>',
    context,
    assetsDir: ex.app.assetsDir,
  });
  sendPage(ex, 404, html);
}
