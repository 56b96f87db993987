/**
 * Words for what the store keeps, so `/config/` reads as plain language: what each table holds,
 * the census event types by name (SPEC §3), and the abbreviated keys of performance records
 * spelled out (platform/telemetry/records.ts documents the same keys).
 */
import { CENSUS_EVENT_TYPES } from '../../platform/constants/site-enums.ts';
import type { ReadableTable } from '../store/store.ts';

/** What each table holds, one sentence a site owner can read. */
export const TABLE_DESCRIPTIONS: Readonly<Record<ReadableTable, string>> = {
  form_submissions: 'Accepted form submissions (SaveFormSubmission), each field on its own line.',
  tracking_events:
    'Tracking events (RecordEvent, by fetch or beacon): the event name and its data.',
  census_hits:
    'Visitor analytics (census): page views, site searches, heartbeats, audio and video events ' +
    '(RecordHit, with the page fields and the visitor cookie ss_cvr), form renders, overlay ' +
    'events, button renders and clicks, product quick views.',
  landing_hits:
    'Landing beacons (/api/track/Track), one per visit: where it landed, the referrer and its ' +
    'search keywords, language, screen and campaign parameters.',
  script_errors:
    'Script errors (RecordJavascriptErrors): uncaught errors, unhandled rejections and captured ' +
    'exceptions, each with its error report.',
  traces:
    'Traces (Trace), sent in batches: a block whose data-block-json is broken is traced as ' +
    'block-error with its tag and error.',
  performance_records:
    'Performance records of each page load (one page-load id per page view): page speed, user ' +
    'timing marks and measures, and the Core Web Vitals LCP, CLS and INP.',
  site_user_sessions: 'Site-user sign-ins (tokens are never shown).',
};

/** `pageView` → `page view`. */
const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** Census event type number → its SPEC §3 name (`1` → `page view`). */
export const CENSUS_EVENT_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(CENSUS_EVENT_TYPES).map(([name, value]) => [value, words(name)]),
);

/** Performance record kind (`k`) → what the record is. */
export const RECORD_KINDS: Readonly<Record<string, string>> = {
  ps: 'page speed',
  mk: 'user-timing mark',
  ms: 'user-timing measure',
  lcp: 'largest contentful paint',
  cls: 'cumulative layout shift',
  inp: 'interaction to next paint',
};

/** Performance record key → its meaning and unit (`v` depends on the kind, see {@link VALUE_UNITS}). */
export const RECORD_KEYS: Readonly<Record<string, { label: string; unit?: string }>> = {
  p: { label: 'page path' },
  nt: { label: 'navigation type' },
  dns: { label: 'DNS lookup', unit: 'ms' },
  tcp: { label: 'connection', unit: 'ms' },
  ttfb: { label: 'time to first byte', unit: 'ms' },
  dl: { label: 'response download', unit: 'ms' },
  di: { label: 'DOM interactive', unit: 'ms' },
  dcl: { label: 'DOMContentLoaded end', unit: 'ms' },
  ld: { label: 'load event end', unit: 'ms' },
  tb: { label: 'bytes transferred', unit: 'bytes' },
  n: { label: 'name' },
  st: { label: 'start time', unit: 'ms' },
  d: { label: 'duration', unit: 'ms' },
  v: { label: 'value' },
  ic: { label: 'interactions counted' },
};

/** The unit of a record's value `v`, by kind (CLS has none). */
export const VALUE_UNITS: Readonly<Record<string, string>> = { lcp: 'ms', inp: 'ms' };

/** Everything the `/config/` page script reads, as one object. */
export const STORE_LABELS = {
  censusEvents: CENSUS_EVENT_NAMES,
  recordKinds: RECORD_KINDS,
  recordKeys: RECORD_KEYS,
  valueUnits: VALUE_UNITS,
};
