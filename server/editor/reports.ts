/**
 * What the site's visitors' browsers reported, for the editor:
 *
 * - `GET /api/editor/errors?page=1&pageSize=20` → `{total, items: [{message, count, lastSeen,
 *   file, line, stack}]}`: script errors grouped by message (the SPEC §3 error report's), most
 *   frequent first (then the latest first); `lastSeen` (ISO), `file`, `line` and `stack` are the
 *   latest report's; `total` is the number of distinct messages.
 * - `GET /api/editor/performance` → `{pages: [{path, samples, lcpP75, clsP75, inpP75}]}`: per page
 *   path (the page speed record's `p`), the page loads measured and the 75th percentile of each
 *   Core Web Vital over the loads that reported it (null when none did); most loads first.
 * - `GET /api/editor/consent` → `{accepted, declined}`: the `cookie_consent` tracking events
 *   whose data is `{"accepted": true}` or `{"accepted": false}`.
 */
import * as z from 'zod';
import { endpoint } from '../api/pipeline.ts';
import { limitOffset, pagingQuery } from './paging.ts';

/** GET /api/editor/errors. */
export const editorErrors = endpoint({
  method: 'GET',
  path: '/api/editor/errors',
  access: 'editor',
  schema: z.object(pagingQuery),
  handle(query, ex) {
    const { db } = ex.app.store;
    const grouped = `SELECT COALESCE(json_extract(data, '$.message'), event) AS message,
        COUNT(*) AS count, MAX(id) AS latest FROM script_errors
        WHERE json_valid(data) GROUP BY message`;
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${grouped})`).get() as {
      total: number;
    };
    const rows = db
      .prepare(
        `SELECT g.message, g.count, e.timestamp, json_extract(e.data, '$.file') AS file,
           json_extract(e.data, '$.line') AS line, json_extract(e.data, '$.stack') AS stack
         FROM (${grouped}) AS g JOIN script_errors AS e ON e.id = g.latest
         ORDER BY g.count DESC, g.latest DESC LIMIT ? OFFSET ?`,
      )
      .all(...limitOffset(query)) as {
      message: string;
      count: number;
      timestamp: number;
      file: unknown;
      line: unknown;
      stack: unknown;
    }[];
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      body: {
        total,
        items: rows.map((row) => ({
          message: String(row.message),
          count: row.count,
          lastSeen: new Date(row.timestamp).toISOString(),
          file: text(row.file),
          line: typeof row.line === 'number' ? row.line : null,
          stack: text(row.stack),
        })),
      },
    };
  },
});

/** The 75th percentile of `values` (nearest rank), or null for none. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** A Core Web Vital's record kind. */
type Vital = 'lcp' | 'cls' | 'inp';

/** GET /api/editor/performance. */
export const editorPerformance = endpoint({
  method: 'GET',
  path: '/api/editor/performance',
  access: 'editor',
  schema: z.object({}),
  handle(_input, ex) {
    const rows = ex.app.store.db
      .prepare(
        `SELECT page_load_id AS load, json_extract(record, '$.k') AS k,
           json_extract(record, '$.p') AS p, json_extract(record, '$.v') AS v
         FROM performance_records
         WHERE page_load_id IS NOT NULL AND json_valid(record)
           AND json_extract(record, '$.k') IN ('ps', 'lcp', 'cls', 'inp')
         ORDER BY id`,
      )
      .all() as { load: string; k: 'ps' | Vital; p: unknown; v: unknown }[];
    // One page load: its path and its vitals (a later record of a vital replaces an earlier one).
    const loads = new Map<string, { path?: string; vitals: Partial<Record<Vital, number>> }>();
    for (const row of rows) {
      const load = loads.get(row.load) ?? { vitals: {} };
      loads.set(row.load, load);
      if (row.k === 'ps' && typeof row.p === 'string') load.path = row.p;
      else if (row.k !== 'ps' && typeof row.v === 'number') load.vitals[row.k] = row.v;
    }
    const byPath = new Map<string, Partial<Record<Vital, number>>[]>();
    for (const { path, vitals } of loads.values()) {
      if (path === undefined) continue;
      byPath.set(path, [...(byPath.get(path) ?? []), vitals]);
    }
    const pages = [...byPath]
      .map(([path, measured]) => {
        const of = (vital: Vital) => p75(measured.flatMap((m) => m[vital] ?? []));
        return {
          path,
          samples: measured.length,
          lcpP75: of('lcp'),
          clsP75: of('cls'),
          inpP75: of('inp'),
        };
      })
      .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path));
    return { body: { pages } };
  },
});

/**
 * The tracking event of a cookie-banner choice: the client's `CONSENT_CHOICE_EVENT`
 * (platform/consent/consent-choice.ts, a browser module the server does not import).
 */
export const CONSENT_CHOICE_EVENT = 'cookie_consent';

/** GET /api/editor/consent. */
export const editorConsent = endpoint({
  method: 'GET',
  path: '/api/editor/consent',
  access: 'editor',
  schema: z.object({}),
  handle(_input, ex) {
    const row = ex.app.store.db
      .prepare(
        `SELECT
           COUNT(*) FILTER (WHERE json_type(data, '$.accepted') = 'true') AS accepted,
           COUNT(*) FILTER (WHERE json_type(data, '$.accepted') = 'false') AS declined
         FROM tracking_events WHERE event = ? AND json_valid(data)`,
      )
      .get(CONSENT_CHOICE_EVENT) as { accepted: number; declined: number };
    return { body: { accepted: row.accepted, declined: row.declined } };
  },
});
