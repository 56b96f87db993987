/**
 * `GET /api/search?q=TEXT&limit=1..20&offset=N`: the site's pages, posts, events and products
 * matching what the visitor typed, best first (./search-index.ts), as
 * `{query, total, results: [{title, url, kind, collection?, snippet, date?, image?}]}`. The
 * snippet is HTML: escaped text with each match in `<mark>…</mark>`. A blank query answers no
 * results; a query over {@link MAX_QUERY_CHARS} characters, a limit outside 1 to
 * {@link MAX_SEARCH_LIMIT} or a negative offset is refused with 400 `{error}`.
 */
import * as z from 'zod';
import { intish } from '../api/fields.ts';
import { endpoint } from '../api/pipeline.ts';
import { searchSite } from './site-search.ts';

/** Longest query the search takes. */
export const MAX_QUERY_CHARS = 200;

/** Most results one call answers. */
export const MAX_SEARCH_LIMIT = 20;

/** Results one call answers when it does not say. */
export const DEFAULT_SEARCH_LIMIT = 10;

/** Where the search API answers. */
export const SEARCH_API_PATH = '/api/search';

/** The query parameters of a search. */
export const searchQuerySchema = z.looseObject({
  q: z
    .string()
    .max(MAX_QUERY_CHARS, `a search is at most ${MAX_QUERY_CHARS} characters`)
    .default(''),
  limit: intish
    .pipe(
      z
        .number()
        .min(1, 'at least 1 result')
        .max(MAX_SEARCH_LIMIT, `at most ${MAX_SEARCH_LIMIT} results`),
    )
    .default(DEFAULT_SEARCH_LIMIT),
  offset: intish.pipe(z.number().min(0, 'not below 0').max(100_000)).default(0),
});

/** `GET /api/search`. */
export const searchApi = endpoint({
  method: 'GET',
  path: SEARCH_API_PATH,
  schema: searchQuerySchema,
  handle({ q, limit, offset }, ex) {
    const query = q.trim();
    if (!query) return { body: { query: '', total: 0, results: [] } };
    return { body: { query, ...searchSite(ex.app, query, limit, offset) } };
  },
});
