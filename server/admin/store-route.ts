/**
 * GET /__store/:table[?limit=N]: the latest rows of a store table as JSON
 * `{table, count, rows}`, for the signed-in owner only (401 for a visitor, 403 for a viewer).
 * Tables: see `READABLE_TABLES`; session tokens are never answered.
 */
import * as z from 'zod';
import type { Exchange } from '../app.ts';
import { sendJson } from '../http/respond.ts';
import { signedInAccount } from '../session.ts';
import { READABLE_TABLES } from '../store/store.ts';

/** Rows answered unless `limit` says otherwise (at most 500). */
export const DEFAULT_ROWS = 100;

const query = z.object({
  table: z.enum(READABLE_TABLES),
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_ROWS),
});

/** Answers the JSON route. */
export function serveStoreTable(ex: Exchange): void {
  const account = signedInAccount(ex);
  if (!account) {
    return sendJson(ex.res, 401, {
      error: 'Sign in as the site owner to read the store.',
      loginRequired: true,
    });
  }
  if (account.kind !== 'owner')
    return sendJson(ex.res, 403, { error: 'Only the site owner may read the store.' });
  const parsed = query.safeParse({
    ...Object.fromEntries(ex.url.searchParams),
    table: ex.params.table,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const status = issue?.path[0] === 'table' ? 404 : 400;
    return sendJson(ex.res, status, { error: `${issue?.path.join('.')}: ${issue?.message}` });
  }
  const { table, limit } = parsed.data;
  sendJson(ex.res, 200, {
    table,
    count: ex.app.store.count(table),
    rows: ex.app.store.list(table, limit),
  });
}
