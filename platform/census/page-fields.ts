/**
 * The page fields of a tracking event (SPEC §3 "Tracking event"), sent with form submissions,
 * form renders and other census calls. Values the page does not have are `null`.
 */
import { COOKIES } from '../cookies/cookie-names.ts';
import { readCookie } from '../cookies/cookies.ts';
import {
  ANONYMOUS_CONTEXT,
  PAGE_CONTEXT_ELEMENT_ID,
  readPageContext,
  type PageContext,
} from '../context/page-context.ts';

/** The context of `doc`; anonymous defaults without a console warning when it carries none. */
function contextOf(doc: Document): PageContext {
  return doc.getElementById(PAGE_CONTEXT_ELEMENT_ID) ? readPageContext(doc) : ANONYMOUS_CONTEXT;
}

/** The first of `names` that `ctx` has as a string or number, else null. */
function pick(ctx: PageContext, ...names: string[]): string | number | null {
  const loose = ctx as Record<string, unknown>;
  for (const name of names) {
    const value = loose[name];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return null;
}

/** `pathname` without a trailing slash; the root stays '/'. */
export function pagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The SPEC §3 tracking event payload of the page, missing values null: pagePath (no trailing
 * slash, '/' stays '/'), pageHash (only when the address has a hash; without its '#'),
 * websiteId, templateId, variantId, memberAccountId, member_locale, website_locale.
 * variantId, memberAccountId, member_locale and website_locale are read from the context keys
 * of those names (camelCase `memberLocale` / `websiteLocale` also accepted).
 * @param ctx the page context; read from `doc` when left out.
 */
export function eventPayloadFields(
  ctx?: PageContext,
  loc: Location = location,
  doc: Document = document,
): Record<string, unknown> {
  const context = ctx ?? contextOf(doc);
  const fields: Record<string, unknown> = {
    pagePath: pagePath(loc.pathname),
    websiteId: context.website?.id ?? null,
    templateId: context.templateId ?? null,
    variantId: pick(context, 'variantId'),
    memberAccountId: pick(context, 'memberAccountId'),
    member_locale: pick(context, 'member_locale', 'memberLocale'),
    website_locale: pick(context, 'website_locale', 'websiteLocale'),
  };
  if (loc.hash.length > 1) fields.pageHash = loc.hash.slice(1);
  return fields;
}

/**
 * The SPEC §3 tracking-event fields of the page, missing values null: the event payload
 * ({@link eventPayloadFields}) and the page tracking fields: userAgent, clientDate (ms since the
 * epoch), viewportInnerWidth/Height, screenWidth/Height, url, title (the document's), itemId,
 * recordType, collectionId, pagePermissionTypeValue, pageTitle (the item's, else the
 * collection's), pageId (the item's id, else the collection's), contentSource ('i' with an item,
 * 'c' with a collection), visitorCookie (the `ss_cvr` cookie).
 * @param ctx the page context; read from `doc` when left out.
 */
export function censusPageFields(
  ctx?: PageContext,
  loc: Location = location,
  doc: Document = document,
): Record<string, unknown> {
  const context = ctx ?? contextOf(doc);
  const view = doc.defaultView ?? window;
  const itemId = context.itemId ?? null;
  const collectionId = context.collectionId ?? null;
  return {
    ...eventPayloadFields(context, loc, doc),
    userAgent: view.navigator.userAgent,
    clientDate: Date.now(),
    viewportInnerWidth: view.innerWidth,
    viewportInnerHeight: view.innerHeight,
    screenWidth: view.screen.width,
    screenHeight: view.screen.height,
    url: loc.href,
    title: doc.title,
    itemId,
    recordType: context.item?.recordType ?? null,
    collectionId,
    pagePermissionTypeValue: context.collection?.permissionType ?? null,
    pageTitle: context.item?.title ?? context.collection?.title ?? null,
    pageId: itemId ?? collectionId,
    contentSource: itemId !== null ? 'i' : collectionId !== null ? 'c' : null,
    visitorCookie: readCookie(COOKIES.visitor.name) ?? null,
  };
}
