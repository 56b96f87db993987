/**
 * Real HTTP endpoints for the `<sq-search>` tests (web-test-runner middleware):
 *
 * - `GET /api/search?q=&limit=`: the site search API's answer shape (server/search/search-api.ts)
 *   over a few canned results of the demo studio, found by a word of their title starting with
 *   a word of the query. Queries that steer the double: one holding `fail` answers 500; one
 *   holding `slow` answers after {@link SLOW_MS} (or never, when the request is aborted first).
 * - `/test-search/log`: JSON list of the searches received, oldest first, each
 *   `{q, limit, aborted}` (`aborted`: the browser gave up on it before its answer);
 *   `DELETE /test-search/log` empties it.
 */
import { json } from './http-helpers.mjs';

/** How long a `slow` query waits. */
export const SLOW_MS = 1500;

const RESULTS = [
  { title: 'Celadon bud vase', url: '/shop/celadon-bud-vase', kind: 'product', collection: 'Shop' },
  { title: 'Moon jar vase', url: '/shop/moon-jar', kind: 'product', collection: 'Shop' },
  {
    title: 'Vase forms in the wheel room',
    url: '/journal/vase-forms',
    kind: 'post',
    collection: 'Journal',
  },
  { title: 'Vases and bottles', url: '/gallery', kind: 'page' },
  {
    title: 'Valentine vase workshop',
    url: '/events/valentine-vase',
    kind: 'event',
    collection: 'Events',
  },
  { title: 'Visit us', url: '/visit', kind: 'page' },
  {
    title: 'Glaze buckets and test tiles',
    url: '/journal/glaze-buckets',
    kind: 'post',
    collection: 'Journal',
  },
];

/** @type {{q: string, limit: string, aborted: boolean}[]} */
let log = [];

/** Results whose title has a word starting with every word of `q` (the API's prefix match). */
function find(q) {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return RESULTS.filter((r) => {
    const title = r.title.toLowerCase().match(/[\p{L}\p{N}]+/gu);
    return words.length > 0 && words.every((w) => title.some((t) => t.startsWith(w)));
  });
}

/** Koa middleware serving the above. */
export async function searchEndpoints(ctx, next) {
  if (ctx.path === '/test-search/log') {
    if (ctx.method === 'DELETE') log = [];
    return json(ctx, 200, log);
  }
  if (ctx.path !== '/api/search') return next();
  const q = String(ctx.query.q ?? '').trim();
  const entry = { q, limit: String(ctx.query.limit ?? ''), aborted: false };
  log.push(entry);
  ctx.set('Cache-Control', 'no-store');
  if (q.includes('fail')) return json(ctx, 500, { error: 'told to fail' });
  if (q.includes('slow')) {
    const answered = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(true), SLOW_MS);
      ctx.res.once('close', () => {
        if (ctx.res.writableFinished) return;
        clearTimeout(timer);
        entry.aborted = true;
        resolve(false);
      });
    });
    if (!answered) {
      ctx.respond = false; // the browser has gone: nothing to answer
      return;
    }
  }
  const found = find(q.replace('slow', ''));
  const limit = Number(ctx.query.limit ?? 10);
  json(ctx, 200, {
    query: q,
    total: found.length,
    results: found.slice(0, limit).map((r) => ({ ...r, snippet: `About <mark>${q}</mark>` })),
  });
}
