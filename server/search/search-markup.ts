/**
 * The server-rendered results of the search page (`/search?q=…`, SPEC §2 page type 102), which
 * work without JavaScript: a status line ("3 results for “glaze”"), the ranked list (each
 * result's title as a link, what it is and where, its date, the words around the matches with
 * the matches marked) and links to the previous and next pages of results; with no result, a
 * message saying what to try instead.
 */
import { escapeHtml } from '../http/respond.ts';
import type { SearchKind, SearchResult } from './search-index.ts';

/** What each kind of result is called. */
export const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  page: 'Page',
  post: 'Post',
  event: 'Event',
  product: 'Product',
};

/** What the search page shows for one query. */
export interface ResultsView {
  query: string;
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  results: readonly SearchResult[];
}

/** "1 result" / "N results". */
export const countText = (n: number): string => `${n} result${n === 1 ? '' : 's'}`;

/** The status line: "3 results for “glaze”". */
export const summaryText = (total: number, query: string): string =>
  `${countText(total)} for “${query}”`;

/** What to try when nothing matches. */
export const NO_RESULTS_HELP =
  'Check the spelling, try fewer words or a more general one (“bowl” rather than “rice bowls”).';

/** The longest query, said to a visitor who typed more. */
export const tooLongText = (max: number): string =>
  `A search is at most ${max} characters. Try fewer words.`;

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The date of an ISO 8601 text as written (its own calendar day, whatever its offset or zone):
 * "October 2, 2026".
 */
export function dateText(iso: string): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!day) return undefined;
  return DATE.format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
}

/** "Post in Journal", "Page". */
export function kindText(result: Pick<SearchResult, 'kind' | 'collection'>): string {
  const kind = KIND_LABELS[result.kind];
  return result.collection ? `${kind} in ${result.collection}` : kind;
}

/** The address of page `page` of the results of `query`. */
export function resultsPageUrl(path: string, query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

function resultItem(result: SearchResult): string {
  const date = result.date && dateText(result.date);
  const meta =
    `<span class="sq-search-result__kind">${escapeHtml(kindText(result))}</span>` +
    (date ? ` · <time datetime="${escapeHtml(result.date!)}">${escapeHtml(date)}</time>` : '');
  return (
    '<li class="sq-search-result">' +
    `<h2 class="sq-search-result__title"><a href="${escapeHtml(result.url)}">${escapeHtml(result.title)}</a></h2>` +
    `<p class="sq-search-result__meta">${meta}</p>` +
    (result.snippet ? `<p class="sq-search-result__snippet">${result.snippet}</p>` : '') +
    '</li>'
  );
}

function pagesNav(view: ResultsView, path: string): string {
  const pages = Math.ceil(view.total / view.pageSize);
  if (pages <= 1) return '';
  const link = (page: number, rel: string, text: string) =>
    `<a rel="${rel}" href="${escapeHtml(resultsPageUrl(path, view.query, page))}">${text}</a>`;
  return (
    '<nav class="sq-search-pages" aria-label="Pages of results">' +
    (view.page > 1 ? link(view.page - 1, 'prev', 'Previous results') : '') +
    `<span>Page ${view.page} of ${pages}</span>` +
    (view.page < pages ? link(view.page + 1, 'next', 'Next results') : '') +
    '</nav>'
  );
}

/** The results region's content for `view`, the search page being at `path`. */
export function resultsHtml(view: ResultsView, path: string): string {
  const status = `<p class="sq-search-summary" role="status">${escapeHtml(summaryText(view.total, view.query))}</p>`;
  if (view.total === 0) {
    return `${status}<p class="sq-search-help">${escapeHtml(NO_RESULTS_HELP)}</p>`;
  }
  const start = (view.page - 1) * view.pageSize + 1;
  return (
    status +
    `<ol class="sq-search-results"${start > 1 ? ` start="${start}"` : ''}>` +
    view.results.map(resultItem).join('') +
    '</ol>' +
    pagesNav(view, path)
  );
}

/** The results region's content for a query that is too long. */
export function tooLongHtml(max: number): string {
  return `<p class="sq-search-summary" role="status">${escapeHtml(tooLongText(max))}</p>`;
}
