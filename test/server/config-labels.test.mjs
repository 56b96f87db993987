/**
 * The words `/config/` shows for what the store keeps (server/admin/store-labels.ts) stay in
 * step with what the client sends: every census event type of SPEC §3 has its name, and every
 * kind and key of the performance records the client builds (platform/telemetry/records.ts) is
 * spelled out.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CENSUS_EVENT_TYPES } from '../../platform/constants/site-enums.ts';
import {
  pageSpeedRecord,
  userTimingRecord,
  vitalRecords,
} from '../../platform/telemetry/records.ts';
import {
  CENSUS_EVENT_NAMES,
  RECORD_KEYS,
  RECORD_KINDS,
  TABLE_DESCRIPTIONS,
} from '../../server/admin/store-labels.ts';
import { READABLE_TABLES } from '../../server/store/store.ts';

test('SPEC §3: every census event type has its name on /config/', () => {
  assert.deepEqual(CENSUS_EVENT_NAMES, {
    1: 'page view',
    2: 'site search',
    10: 'heartbeat',
    20: 'audio',
    21: 'video',
  });
  assert.deepEqual(
    Object.keys(CENSUS_EVENT_NAMES)
      .map(Number)
      .sort((a, b) => a - b),
    Object.values(CENSUS_EVENT_TYPES).sort((a, b) => a - b),
  );
});

test('SPEC §7: every kind and key of the performance records the client builds is spelled out', () => {
  const nav = {
    type: 'navigate',
    domainLookupStart: 1,
    domainLookupEnd: 2,
    connectStart: 2,
    connectEnd: 3,
    responseStart: 10,
    responseEnd: 12,
    domInteractive: 40,
    domContentLoadedEventEnd: 50,
    loadEventEnd: 60,
    transferSize: 1200,
  };
  const records = [
    pageSpeedRecord(nav, '/gallery'),
    userTimingRecord({ entryType: 'mark', name: 'm', startTime: 5, duration: 0 }),
    userTimingRecord({ entryType: 'measure', name: 'm', startTime: 5, duration: 7 }),
    ...vitalRecords({ lcp: 300, cls: 0.01, inp: { value: 40, interactions: 2 } }),
  ];
  assert.deepEqual(
    records.map((record) => record.k),
    ['ps', 'mk', 'ms', 'lcp', 'cls', 'inp'],
  );
  for (const record of records) {
    assert.ok(RECORD_KINDS[record.k], `kind ${record.k}`);
    for (const key of Object.keys(record).filter((k) => k !== 'k')) {
      assert.ok(RECORD_KEYS[key], `key ${key} of ${record.k}`);
    }
  }
});

test('every table /config/ shows is described', () => {
  for (const table of READABLE_TABLES) assert.ok(TABLE_DESCRIPTIONS[table]?.length > 20, table);
});
