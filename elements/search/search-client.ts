/**
 * The site search call the box makes for its suggestions: `GET /api/search?q=…&limit=N`
 * through the platform's data client (crumb, errors). The site server answers it
 * (server/search/search-api.ts).
 */
import { get } from '../../platform/http/data-client.ts';

/** Path of the search call. */
export const SEARCH_API_PATH = '/api/search';

/** What a result is. */
export type SearchKind = 'page' | 'post' | 'event' | 'product';

/** One result of the search call (the fields the box uses). */
export interface SearchSuggestion {
  title: string;
  /** The result's address in the site. */
  url: string;
  kind: SearchKind;
  /** The title of its collection (a journal, the shop). */
  collection?: string;
}

/** What each kind of result is called. */
export const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  page: 'Page',
  post: 'Post',
  event: 'Event',
  product: 'Product',
};

/** Whether `value` is a result the box can show and go to. */
function isSuggestion(value: unknown): value is SearchSuggestion {
  const r = value as Partial<SearchSuggestion> | null;
  return (
    typeof r?.title === 'string' &&
    typeof r.url === 'string' &&
    typeof r.kind === 'string' &&
    Object.hasOwn(KIND_LABELS, r.kind)
  );
}

/** The first `limit` results for `query`; rejects when the call fails or is aborted. */
export async function searchSuggestions(
  query: string,
  limit: number,
  signal: AbortSignal,
): Promise<SearchSuggestion[]> {
  const body = await get<{ results?: unknown }>(SEARCH_API_PATH, {
    data: { q: query, limit },
    signal,
  });
  const results = Array.isArray(body?.results) ? body.results : [];
  return results.filter(isSuggestion).slice(0, limit);
}
