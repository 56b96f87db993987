/**
 * Query-string reading (SPEC §8: an invalid URL given to the query-param helper is reported
 * and treated as empty).
 */

/**
 * The query parameters of `url` (relative URLs resolve against the current page). An invalid
 * URL logs one console error naming it and gives empty parameters.
 */
export function getQueryParams(url: string | URL = location.href): URLSearchParams {
  try {
    return new URL(url, location.href).searchParams;
  } catch {
    console.error(`[sq] getQueryParam: invalid URL "${String(url)}"; treated as empty`);
    return new URLSearchParams();
  }
}

/**
 * The first value of query parameter `name` in `url` (default: the current page), decoded, or
 * undefined when absent. An invalid URL is reported with a console error and reads as empty.
 * @example getQueryParam('nomotion', 'https://example.com/?nomotion=true') // 'true'
 */
export function getQueryParam(name: string, url: string | URL = location.href): string | undefined {
  return getQueryParams(url).get(name) ?? undefined;
}
