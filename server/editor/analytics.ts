/**
 * `GET /api/editor/analytics?days=30` → `{days: [{date, views, visits}], topPages: [{path,
 * views}], referrers: [{referrer, visits}], campaigns: [{source, campaign, visits}]}` over the
 * last `days` days (1–366, today included; dates in UTC, every day listed, oldest first):
 * views are census page-view hits (event 1, SPEC §3), a visit is a landing hit (the landing
 * beacon is sent once per visit, SPEC §7), pages by the hits' `pagePath`, referrers by the
 * landing hits' `refer`, campaigns by their `source` and `campaign` ('' for the one a landing
 * lacked). Lists hold the top
 * {@link TOP_ROWS}, largest first.
 */
import * as z from 'zod';
import { CENSUS_EVENT_TYPES } from '../../platform/constants/site-enums.ts';
import { endpoint } from '../api/pipeline.ts';

/** Rows of each top list. */
export const TOP_ROWS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `days` dates (`YYYY-MM-DD`, UTC) ending with the day of `now`, oldest first. */
export function lastDays(days: number, now = Date.now()): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** GET /api/editor/analytics. */
export const editorAnalytics = endpoint({
  method: 'GET',
  path: '/api/editor/analytics',
  access: 'editor',
  schema: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
  handle({ days }, ex) {
    const { db } = ex.app.store;
    const dates = lastDays(days);
    const since = dates[0]!;
    const perDay = (sql: string, ...values: unknown[]) =>
      new Map(
        (db.prepare(sql).all(...values) as { date: string; n: number }[]).map((r) => [r.date, r.n]),
      );
    const pageView = CENSUS_EVENT_TYPES.pageView;
    const views = perDay(
      `SELECT substr(received_at, 1, 10) AS date, COUNT(*) AS n FROM census_hits
       WHERE event = ? AND received_at >= ? GROUP BY date`,
      pageView,
      since,
    );
    const visits = perDay(
      `SELECT substr(received_at, 1, 10) AS date, COUNT(*) AS n FROM landing_hits
       WHERE received_at >= ? GROUP BY date`,
      since,
    );
    const topPages = db
      .prepare(
        `SELECT json_extract(data, '$.pagePath') AS path, COUNT(*) AS views FROM census_hits
         WHERE event = ? AND received_at >= ? AND json_valid(data) AND path IS NOT NULL
         GROUP BY path ORDER BY views DESC, path LIMIT ?`,
      )
      .all(pageView, since, TOP_ROWS);
    const referrers = db
      .prepare(
        `SELECT refer AS referrer, COUNT(*) AS visits FROM landing_hits
         WHERE received_at >= ? AND refer IS NOT NULL AND refer != ''
         GROUP BY refer ORDER BY visits DESC, refer LIMIT ?`,
      )
      .all(since, TOP_ROWS);
    const campaigns = db
      .prepare(
        `SELECT COALESCE(source, '') AS source, COALESCE(campaign, '') AS campaign,
           COUNT(*) AS visits FROM landing_hits
         WHERE received_at >= ? AND (COALESCE(source, '') != '' OR COALESCE(campaign, '') != '')
         GROUP BY 1, 2 ORDER BY visits DESC, 1, 2 LIMIT ?`,
      )
      .all(since, TOP_ROWS);
    return {
      body: {
        days: dates.map((date) => ({
          date,
          views: views.get(date) ?? 0,
          visits: visits.get(date) ?? 0,
        })),
        topPages,
        referrers,
        campaigns,
      },
    };
  },
});
