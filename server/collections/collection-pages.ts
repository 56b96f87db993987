/**
 * The pages of the site's collections (SPEC §2 page types 1 and 50):
 *
 * - `GET {path}`: the collection page, template `{path}.html`; its `[data-sq-collection-list]`
 *   element gets the items (./list-markup.ts); `?view=`, `?page=`, `?tag=`, `?category=` and
 *   for events `?past=1` (./list-query.ts). A page past the last one is the not-found page.
 * - `GET {path}/{urlSlug}`: an item page of a blog or events collection, template
 *   `{path}/_item.html` (a template whose name starts with `_` is never a page of its own); its
 *   `[data-sq-collection-item]` element gets the article (./item-markup.ts), its `<title>` the
 *   item's title and the site's, its `<meta name="description">` the excerpt. Without that
 *   template the collection has no item pages (not found). A products collection's items are
 *   the store's product pages (`/shop/{urlSlug}`, server/commerce/cart-routes.ts).
 * - `GET {path}/{urlSlug}.ics`: an event's calendar file (platform/calendar/ics.ts), as a
 *   download.
 *
 * The context says `pageType` 1 or 50, `collectionId`, `collection {title, type, permissionType}`
 * and on item pages `itemId`, `item {title, recordType}`. SPEC §3 names collection types generic
 * 1, subscription 2, mosaic 14 and lessons 24 only, so blog, events and products collections all
 * say generic 1; `permissionType` 1 and `recordType` 1 likewise.
 */
import { readFileSync } from 'node:fs';
import { eventToIcs } from '../../platform/calendar/ics.ts';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { send, escapeHtml } from '../http/respond.ts';
import { answerMemberAccess } from '../member-areas/member-access.ts';
import { fillContext, templateContext } from '../pages/inject.ts';
import { sendPage } from '../pages/send-page.ts';
import { siteTitle } from '../pages/site-info.ts';
import { renderTemplate, sendNotFound } from '../pages/site-pages.ts';
import { attribute, startTags } from '../pages/start-tags.ts';
import { findTemplate, type Template } from '../pages/templates.ts';
import { fileInside } from '../static.ts';
import {
  collectionByPath,
  collectionItems,
  type Collection,
  type CollectionItem,
} from './collections.ts';
import { itemArticleHtml } from './item-markup.ts';
import { collectionListHtml } from './list-markup.ts';
import { readListQuery } from './list-query.ts';

/** The attribute of the element a collection page's items go into. */
export const LIST_ATTRIBUTE = 'data-sq-collection-list';

/** The attribute of the element an item page's article goes into. */
export const ITEM_ATTRIBUTE = 'data-sq-collection-item';

/** The template file of a collection's item pages, beside its page's template. */
export const ITEM_TEMPLATE = '_item.html';

/** SPEC §3 collection type of every collection here: generic. */
const GENERIC_COLLECTION = 1;

/** The context fields of a collection's pages. */
const collectionContext = (c: Collection) => ({
  collectionId: c.id,
  collection: { title: c.title, type: GENERIC_COLLECTION, permissionType: 1 },
});

/**
 * `html` with the content of the first element carrying `marker` replaced by `content` (its
 * end tag found past any nested element of the same name); undefined when it has none.
 */
export function fillMarked(html: string, marker: string, content: string): string | undefined {
  for (const tag of startTags(html)) {
    if (!attribute(tag, marker)) continue;
    const open = html.indexOf('>', tag.attributesEnd) + 1;
    const pattern = new RegExp(`<(/?)${tag.tag}(?=[\\s/>])`, 'gi');
    pattern.lastIndex = open;
    let depth = 1;
    for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) return html.slice(0, open) + content + html.slice(match.index);
    }
    return undefined;
  }
  return undefined;
}

/** `template` with `fields` added to its own page context (site.json's `pages` still win). */
function withContext(template: Template, fields: Record<string, unknown>): Template {
  return {
    ...template,
    html: fillContext(template.html, { ...templateContext(template.html), ...fields }),
  };
}

/** `GET {path}` of a collection. */
function collectionPage(ex: Exchange, c: Collection): boolean {
  const found = findTemplate(ex.app.siteDir, c.path);
  if (!found) return false;
  if (answerMemberAccess(ex, found)) return true;
  const query = readListQuery(c, ex.url);
  if (!query) {
    sendNotFound(ex);
    return true;
  }
  const list = collectionListHtml(ex.app, c, query);
  if (list === undefined) {
    sendNotFound(ex);
    return true;
  }
  const html = fillMarked(found.html, LIST_ATTRIBUTE, list) ?? found.html;
  const template = withContext({ ...found, html }, collectionContext(c));
  sendPage(ex, 200, renderTemplate(ex, template, PAGE_TYPES.mainContent));
  return true;
}

/** `html` with its `<title>` and its description meta saying `title` and `description`. */
function withTitle(html: string, title: string, description: string): string {
  const titled = html.replace(
    /(<title\b[^>]*>)[\s\S]*?(<\/title\s*>)/i,
    (_m, open, close) => `${open}${escapeHtml(title)}${close}`,
  );
  if (!description) return titled;
  return titled.replace(
    /(<meta\b(?=[^>]*\bname\s*=\s*["']?description["']?)[^>]*\bcontent\s*=\s*)(?:"[^"]*"|'[^']*'|[^\s>]+)/i,
    (_m, start: string) => `${start}"${escapeHtml(description)}"`,
  );
}

/** The item template of `c`, if the site has one. */
function itemTemplate(ex: Exchange, c: Collection, path: string): Template | undefined {
  const file = fileInside(ex.app.siteDir, `${c.path.slice(1)}/${ITEM_TEMPLATE}`);
  return file && { file: file.path, path, html: readFileSync(file.path, 'utf8') };
}

/** `GET {path}/{urlSlug}` of a blog or events collection. */
function itemPage(ex: Exchange, c: Collection, items: CollectionItem[], index: number): boolean {
  const item = items[index]!;
  const found = itemTemplate(ex, c, item.url);
  if (!found) return false;
  if (answerMemberAccess(ex, { ...found, path: c.path })) return true;
  const html = withTitle(found.html, `${item.title} · ${siteTitle(ex.app)}`, item.excerpt);
  const article = itemArticleHtml(c, item, items[index - 1], items[index + 1]);
  const template = withContext(
    { ...found, html: fillMarked(html, ITEM_ATTRIBUTE, article) ?? html },
    { ...collectionContext(c), itemId: item.id, item: { title: item.title, recordType: 1 } },
  );
  sendPage(ex, 200, renderTemplate(ex, template, PAGE_TYPES.contentItem));
  return true;
}

/** `GET {path}/{urlSlug}.ics` of an event. */
function calendarFile(ex: Exchange, c: Collection, item: CollectionItem): boolean {
  if (c.type !== 'events' || !item.startDate || !item.endDate || !item.timeZone) return false;
  const host = ex.req.headers.host ?? 'localhost';
  const ics = eventToIcs(
    {
      title: item.title,
      excerpt: item.excerpt,
      startDate: item.startDate,
      endDate: item.endDate,
      timeZone: item.timeZone,
      location: item.location,
    },
    {
      url: `http://${host}${item.url}`,
      uid: `${item.id}@${ex.app.config.website.identifier}`,
      now: new Date(),
    },
  );
  ex.res.setHeader('Content-Disposition', `attachment; filename="${item.urlSlug}.ics"`);
  send(ex.res, 200, 'text/calendar; charset=utf-8', ics, 'no-cache');
  return true;
}

/**
 * Answers a GET or HEAD of a collection page, an item page or an event's calendar file; false
 * when `ex` asks for none of them (the site's other pages answer it).
 */
export function serveCollectionPage(ex: Exchange): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(ex.url.pathname);
  } catch {
    return false;
  }
  const own = collectionByPath(ex.app, pathname);
  if (own) return collectionPage(ex, own);
  const slash = pathname.lastIndexOf('/');
  const c = collectionByPath(ex.app, pathname.slice(0, slash));
  if (!c || c.type === 'products') return false;
  const last = pathname.slice(slash + 1);
  const ics = last.endsWith('.ics');
  const slug = ics ? last.slice(0, -'.ics'.length) : last;
  const items = collectionItems(ex.app, c);
  const index = items.findIndex((item) => item.urlSlug === slug);
  if (index < 0) return false;
  return ics ? calendarFile(ex, c, items[index]!) : itemPage(ex, c, items, index);
}
