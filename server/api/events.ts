/**
 * Script errors, tracking events and traces (SPEC §7).
 */
import * as z from 'zod';
import { endpoint } from './pipeline.ts';
import { jsonOrText, MAX_URL_CHARS, plainObject } from './fields.ts';

/** Most reports, events or traces accepted in one call. */
export const MAX_BATCH = 100;

const errorReport = z.object({
  event: z.string().min(1).max(200),
  /** The SPEC §3 error report, as a JSON string. */
  data: z.string().refine(isJson, 'expected a JSON string'),
  timestamp: z.number().int().nonnegative(),
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** POST /api/events/RecordJavascriptErrors: a JSON array of `{event, data, timestamp}`. */
export const recordJavascriptErrors = endpoint({
  method: 'POST',
  path: '/api/events/RecordJavascriptErrors',
  schema: z.array(errorReport).min(1).max(MAX_BATCH),
  handle(reports, ex) {
    const userAgent = ex.req.headers['user-agent'] ?? null;
    ex.app.store.insertMany(
      'script_errors',
      reports.map((r) => ({
        event: r.event,
        data: r.data,
        timestamp: r.timestamp,
        user_agent: userAgent,
      })),
    );
    return { body: {} };
  },
});

/** POST /api/events/RecordEvent: form-encoded `event` and `data` (a JSON object's text). */
export const recordEvent = endpoint({
  method: 'POST',
  path: '/api/events/RecordEvent',
  schema: z.object({ event: z.string().min(1).max(200), data: jsonOrText(plainObject) }),
  handle({ event, data }, ex) {
    ex.app.store.insert('tracking_events', { event, data: JSON.stringify(data) });
    return { body: {} };
  },
});

const trace = z.object({
  pageUrl: z.string().min(1).max(MAX_URL_CHARS),
  type: z.string().min(1).max(200),
  data: z.unknown(),
});

/** POST /api/events/Trace: `data`, a JSON list of `{pageUrl, type, data}` (JSON or form field). */
export const recordTrace = endpoint({
  method: 'POST',
  path: '/api/events/Trace',
  schema: z.object({
    data: jsonOrText(z.array(trace).min(1).max(MAX_BATCH)),
  }),
  handle({ data }, ex) {
    ex.app.store.insertMany(
      'traces',
      data.map((t) => ({
        page_url: t.pageUrl,
        type: t.type,
        data: JSON.stringify(t.data ?? null),
      })),
    );
    return { body: {} };
  },
});
