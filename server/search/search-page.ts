/**
 * `GET /search?q=…&page=N`: the site's `search.html` template (SPEC §2 page type 102) with the
 * results written in by the server, so the search works without JavaScript:
 *
 * - the element carrying `data-sq-search-results` holds the results of page N (10 a page,
 *   ./search-markup.ts); without a query it keeps the template's own content;
 * - every `<input name="q">` of the page holds the query, so the box shows what was searched;
 * - the `<title>` says what was searched: `Results for “glaze” · Kiln & Clay Studio`.
 *
 * A page of results past the last is the not-found page. A site without a search template gets
 * the not-found page too (the search API still answers).
 */
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { sendPage } from '../pages/send-page.ts';
import { renderTemplate, sendNotFound } from '../pages/site-pages.ts';
import { attribute, startTags } from '../pages/start-tags.ts';
import { findTemplate } from '../pages/templates.ts';
import { siteTitle } from '../pages/site-info.ts';
import { MAX_QUERY_CHARS } from './search-api.ts';
import { SEARCH_PATH } from './search-documents.ts';
import { resultsHtml, tooLongHtml, type ResultsView } from './search-markup.ts';
import { searchSite } from './site-search.ts';

/** Results on one page of the search page. */
export const RESULTS_PAGE_SIZE = 10;

/** The attribute of the element that holds the results. */
export const RESULTS_ATTRIBUTE = 'data-sq-search-results';

/** Offsets of the content of the first element carrying `name`, if any. */
function contentOf(html: string, name: string): { start: number; end: number } | undefined {
  const tags = [...startTags(html)];
  const index = tags.findIndex((tag) => attribute(tag, name));
  const element = tags[index];
  if (!element) return undefined;
  const start = html.indexOf('>', element.attributesEnd) + 1;
  // The end tag that closes it: same-named start and end tags after it pair up first.
  const lower = html.toLowerCase();
  const pattern = new RegExp(`<(/?)${element.tag}(?=[\\s/>])`, 'g');
  pattern.lastIndex = start;
  let depth = 1;
  for (let match = pattern.exec(lower); match; match = pattern.exec(lower)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { start, end: match.index };
  }
  return undefined;
}

/** `html` with the content of the results element replaced by `content`. */
export function withResults(html: string, content: string): string {
  const range = contentOf(html, RESULTS_ATTRIBUTE);
  return range ? html.slice(0, range.start) + content + html.slice(range.end) : html;
}

/** `html` with every `<input name="q">` holding `query`. */
export function withQuery(html: string, query: string): string {
  let out = '';
  let from = 0;
  for (const tag of startTags(html)) {
    if (tag.tag !== 'input' || attribute(tag, 'name')?.value !== 'q') continue;
    const value = attribute(tag, 'value');
    const written = ` value="${escapeHtml(query)}"`;
    if (value) {
      out += html.slice(from, value.start).trimEnd() + written;
      from = value.end;
    } else {
      out += html.slice(from, tag.attributesEnd) + written;
      from = tag.attributesEnd;
    }
  }
  return out + html.slice(from);
}

/** `html` with its `<title>` holding `title`. */
export function withTitle(html: string, title: string): string {
  return html.replace(
    /(<title\b[^>]*>)[\s\S]*?(<\/title\s*>)/i,
    (_all, open: string, close: string) => `${open}${escapeHtml(title)}${close}`,
  );
}

/** The page number asked for: a positive integer, else 1. */
function pageNumber(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** `GET /search`. */
export function serveSearchPage(ex: Exchange): void {
  const template = findTemplate(ex.app.siteDir, SEARCH_PATH);
  if (!template || template.path !== SEARCH_PATH) return sendNotFound(ex);
  const query = (ex.url.searchParams.get('q') ?? '').trim();
  const page = pageNumber(ex.url.searchParams.get('page'));
  let html = template.html;
  if (query) {
    const site = siteTitle(ex.app);
    if (query.length > MAX_QUERY_CHARS) {
      html = withResults(html, tooLongHtml(MAX_QUERY_CHARS));
    } else {
      const offset = (page - 1) * RESULTS_PAGE_SIZE;
      const found = searchSite(ex.app, query, RESULTS_PAGE_SIZE, offset);
      if (page > 1 && found.results.length === 0) return sendNotFound(ex);
      const view: ResultsView = { query, page, pageSize: RESULTS_PAGE_SIZE, ...found };
      html = withResults(html, resultsHtml(view, SEARCH_PATH));
    }
    const own = `Results for “${query.slice(0, 60)}”${page > 1 ? `, page ${page}` : ''}`;
    html = withTitle(withQuery(html, query), `${own} · ${site}`);
  }
  sendPage(ex, 200, renderTemplate(ex, { ...template, html }, PAGE_TYPES.search));
}
