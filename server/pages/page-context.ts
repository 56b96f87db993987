/**
 * The page context a page is served with (SPEC §3 "Page context"): the site's fields from
 * site.json, the page's own fields, and the visitor's session.
 *
 * Precedence, lowest first: the template's own `sq-context` JSON, the site.json context keys,
 * the page type (site.json `pages` entry, else the template's `sq-page-type` meta, else the
 * template JSON's `pageType`, else 2), the site.json `pages` entry's other fields, the session
 * (`authenticatedAccount` and `websiteRoles` for a signed-in account, removed for a visitor).
 */
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import { SITE_CONTEXT_KEYS, type SiteConfig } from '../site-config.ts';
import { type SignedIn, websiteRolesOf } from '../session.ts';

/** What a page says about itself. */
export interface PageSource {
  /** The template's own context JSON. */
  template?: Record<string, unknown>;
  /** The template's `sq-page-type` meta. */
  metaPageType?: number | undefined;
  /** The clean path, to look up site.json `pages`. */
  path?: string;
  /** A page type that wins over everything (the not-found page, checkout pages). */
  forcePageType?: number;
}

/** The site.json fields every page context holds. */
export function siteContext(config: SiteConfig): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  for (const key of SITE_CONTEXT_KEYS) {
    if (config[key] !== undefined) context[key] = config[key];
  }
  return context;
}

/** The full context of a page for the visitor `account` (undefined: anonymous). */
export function buildPageContext(
  config: SiteConfig,
  page: PageSource,
  account: SignedIn | undefined,
): Record<string, unknown> {
  const template = page.template ?? {};
  const entry = page.path === undefined ? undefined : config.pages[page.path];
  const templatePageType = typeof template.pageType === 'number' ? template.pageType : undefined;
  const context: Record<string, unknown> = {
    ...template,
    ...siteContext(config),
    pageType:
      page.forcePageType ??
      entry?.pageType ??
      page.metaPageType ??
      templatePageType ??
      PAGE_TYPES.page,
  };
  if (entry) {
    const { pageType: _ignored, ...fields } = entry;
    Object.assign(context, fields);
  }
  if (account) {
    context.authenticatedAccount = { id: account.id };
    context.websiteRoles = websiteRolesOf(account.roles);
  } else {
    delete context.authenticatedAccount;
    delete context.websiteRoles;
  }
  return context;
}
