/**
 * Paging of the editor's lists: `page` (from 1) and `pageSize` (1–100, default 20) query
 * parameters, and the SQL `LIMIT`/`OFFSET` they select.
 */
import * as z from 'zod';

/** Most rows one page of a list holds. */
export const MAX_PAGE_SIZE = 100;

/** Rows of a page when the request does not say. */
export const DEFAULT_PAGE_SIZE = 20;

/** The `page` and `pageSize` query parameters. */
export const pagingQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** `LIMIT ? OFFSET ?` values of a page. */
export function limitOffset({
  page,
  pageSize,
}: {
  page: number;
  pageSize: number;
}): [number, number] {
  return [pageSize, (page - 1) * pageSize];
}

/** `text` as a SQL `LIKE … ESCAPE '\'` pattern matching it anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
