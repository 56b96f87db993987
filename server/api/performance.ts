/**
 * Performance settings and records (SPEC §7).
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { endpoint } from './pipeline.ts';
import { jsonOrText, plainObject } from './fields.ts';

/** Most records accepted in one batch. */
export const MAX_RECORDS = 500;

/** GET /api/1/performance/settings: a new page-load id and the site's experiment settings. */
export const performanceSettings = endpoint({
  method: 'GET',
  path: '/api/1/performance/settings',
  schema: z.object({}),
  handle(_input, ex) {
    return { body: { pageLoadId: randomUUID(), experiments: ex.app.config.experiments } };
  },
});

const records = z.array(plainObject).min(1).max(MAX_RECORDS);

/**
 * POST /api/1/performance/records: a batch of abbreviated-key records, as a JSON array or as
 * `{pageLoadId, records}` (`records` may be a JSON string, for a form-encoded beacon). A record's
 * own `pageLoadId` wins over the batch's.
 */
export const performanceRecords = endpoint({
  method: 'POST',
  path: '/api/1/performance/records',
  schema: z.preprocess(
    (value) => (Array.isArray(value) ? { records: value } : value),
    z.object({ pageLoadId: z.string().max(100).optional(), records: jsonOrText(records) }),
  ),
  handle(batch, ex) {
    ex.app.store.insertMany(
      'performance_records',
      batch.records.map((record) => ({
        page_load_id:
          (typeof record.pageLoadId === 'string' ? record.pageLoadId : undefined) ??
          batch.pageLoadId ??
          null,
        record: JSON.stringify(record),
      })),
    );
    return { body: {} };
  },
});
