/**
 * Performance records (SPEC §7 POST /api/1/performance/records). They are sent in numbers on
 * every page view, so their keys are abbreviated. Every record has `k`, its kind:
 *
 * | `k` | record | other keys |
 * |---|---|---|
 * | `ps` | page speed, from PerformanceNavigationTiming | `p` page path, `nt` navigation type (`navigate`, `reload`, `back_forward`, `prerender`), `dns` DNS lookup ms, `tcp` connection ms, `ttfb` time to first byte (response start), `dl` response download ms, `di` DOM interactive, `dcl` DOMContentLoaded end, `ld` load event end, `tb` bytes transferred |
 * | `mk` | user-timing mark | `n` name, `st` start time |
 * | `ms` | user-timing measure | `n` name, `st` start time, `d` duration |
 * | `lcp` | largest contentful paint | `v` ms |
 * | `cls` | cumulative layout shift | `v` unitless, 4 decimals |
 * | `inp` | interaction to next paint | `v` ms, `ic` interactions counted |
 *
 * Times are whole milliseconds from the start of the navigation (`ps`, `st`), or durations.
 * The page-load id of the settings answer is sent with each batch (`pageLoadId`), and the site
 * server stores it with every record.
 */
import type { VitalValues } from './web-vitals.ts';

/** One record: abbreviated keys (see the module comment) to text or numbers. */
export type PerformanceRecord = Record<string, string | number>;

/** Longest user-timing name kept (longer names are cut). */
export const USER_TIMING_NAME_MAX_CHARS = 1000;

const ms = (value: number): number => Math.round(value);

/** The page speed record of a finished navigation (its load event has ended). */
export function pageSpeedRecord(nav: PerformanceNavigationTiming, path: string): PerformanceRecord {
  return {
    k: 'ps',
    p: path,
    nt: nav.type,
    dns: ms(nav.domainLookupEnd - nav.domainLookupStart),
    tcp: ms(nav.connectEnd - nav.connectStart),
    ttfb: ms(nav.responseStart),
    dl: ms(nav.responseEnd - nav.responseStart),
    di: ms(nav.domInteractive),
    dcl: ms(nav.domContentLoadedEventEnd),
    ld: ms(nav.loadEventEnd),
    tb: nav.transferSize,
  };
}

/** The record of a user-timing mark or measure; undefined for any other entry. */
export function userTimingRecord(entry: PerformanceEntry): PerformanceRecord | undefined {
  const n = entry.name.slice(0, USER_TIMING_NAME_MAX_CHARS);
  if (entry.entryType === 'mark') return { k: 'mk', n, st: ms(entry.startTime) };
  if (entry.entryType === 'measure') {
    return { k: 'ms', n, st: ms(entry.startTime), d: ms(entry.duration) };
  }
  return undefined;
}

/** The records of the measured vitals (one per vital that has a value). */
export function vitalRecords(values: VitalValues): PerformanceRecord[] {
  const records: PerformanceRecord[] = [];
  if (values.lcp !== undefined) records.push({ k: 'lcp', v: ms(values.lcp) });
  if (values.cls !== undefined) records.push({ k: 'cls', v: Number(values.cls.toFixed(4)) });
  if (values.inp !== undefined) {
    records.push({ k: 'inp', v: ms(values.inp.value), ic: values.inp.interactions });
  }
  return records;
}
