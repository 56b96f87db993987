/**
 * The editor's read API (site, form submissions and their CSV, analytics, script errors,
 * performance, consent): each answers what the store received, paged where it is a list, and 401
 * without an editor session (SPEC §3 roles: a role other than viewer).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { lastDays } from '../../server/editor/analytics.ts';
import { FIXTURE_SITE, start } from './helpers.mjs';

const forms = {
  contact: {
    fields: [
      { id: 'name', type: 'name', title: 'Name' },
      { id: 'intro', type: 'section', title: 'About you' },
      { id: 'message', type: 'textarea', title: 'Message' },
    ],
  },
  empty: { fields: [{ id: 'email', type: 'email', title: 'Email' }] },
};

const ROUTES = [
  '/api/editor/site',
  '/api/editor/blocks?path=%2F',
  '/api/editor/submissions',
  '/api/editor/submissions.csv',
  '/api/editor/analytics',
  '/api/editor/errors',
  '/api/editor/performance',
  '/api/editor/consent',
];

let env;
let owner;
before(async () => {
  const { website } = JSON.parse(readFileSync(join(FIXTURE_SITE, 'site.json'), 'utf8'));
  env = await start({ config: { forms, website: { ...website, siteStatus: { value: 3 } } } });
  owner = env.client();
  await owner.signIn('owner');
});
after(async () => {
  await env.stop();
});

/** Inserts a row into `table` received at `at` (ISO), as the store would have. */
function insertAt(table, row, at = new Date().toISOString()) {
  const columns = Object.keys(row);
  env.server.store.db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}, received_at) VALUES (${columns.map(() => '?').join(', ')}, ?)`,
    )
    .run(...Object.values(row), at);
}

/** Stores a submission of `formId` with `fields`. */
function submission(formId, fields) {
  insertAt('form_submissions', {
    submission_key: `key-${Math.random()}`,
    form_id: formId,
    is_overlay_form: 0,
    form: JSON.stringify(fields),
    census: '{}',
  });
}

test('every editor route answers 401 {error} to a visitor and to a viewer', async () => {
  const viewer = env.client();
  await viewer.signIn('viewer');
  for (const client of [env.client(), viewer]) {
    for (const route of ROUTES) {
      const response = await client.get(route);
      assert.equal(response.status, 401, route);
      assert.deepEqual(await response.json(), { error: 'Sign in to edit this site.' }, route);
    }
  }
});

test('GET /api/editor/site: the site, its pages with their titles, the account and the plan', async () => {
  const response = await owner.get('/api/editor/site');
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    site: { title: 'fixture-site', identifier: 'fixture-site', baseUrl: 'http://localhost' },
    pages: [
      { path: '/gallery', title: 'Gallery' },
      { path: '/typed', title: 'Typed' },
    ],
    account: { id: 'owner-1', email: 'owner@example.com', roles: [1] },
    plan: { trial: true },
  });
});

describe('form submissions', () => {
  before(() => {
    for (let i = 1; i <= 23; i++) {
      submission('contact', { name: ['Ada', `Number ${i}`], message: `Hello ${i}` });
    }
    submission('contact', {
      name: ['Grace', 'Hopper'],
      message: '=HYPERLINK("x"), "quoted"\nline',
    });
    submission('ghost-form', { note: 'kept as sent' });
  });

  test('GET /api/editor/submissions: newest first, paged, with every form’s count', async () => {
    const first = await (await owner.get('/api/editor/submissions?formId=contact')).json();
    assert.equal(first.total, 24);
    assert.equal(first.page, 1);
    assert.equal(first.pageSize, 20);
    assert.deepEqual(first.forms, [
      { formId: 'contact', count: 24 },
      { formId: 'empty', count: 0 },
      { formId: 'ghost-form', count: 1 },
    ]);
    assert.equal(first.items.length, 20);
    assert.deepEqual(first.items[0].fields.name, ['Grace', 'Hopper']);
    assert.deepEqual(first.items[1].fields, { name: ['Ada', 'Number 23'], message: 'Hello 23' });
    assert.deepEqual(Object.keys(first.items[0]).sort(), ['fields', 'formId', 'id', 'submittedAt']);
    assert.equal(first.items[0].formId, 'contact');
    assert.ok(first.items[0].id > first.items[1].id);

    const third = await (
      await owner.get('/api/editor/submissions?formId=contact&page=3&pageSize=10')
    ).json();
    assert.equal(third.total, 24);
    assert.deepEqual(
      third.items.map((item) => item.fields.message),
      ['Hello 4', 'Hello 3', 'Hello 2', 'Hello 1'],
    );
    const all = await (await owner.get('/api/editor/submissions?pageSize=1')).json();
    assert.equal(all.total, 25, 'every form without formId');
    assert.equal(all.items[0].formId, 'ghost-form');
    for (const bad of ['page=0', 'pageSize=101', 'pageSize=x']) {
      assert.equal((await owner.get(`/api/editor/submissions?${bad}`)).status, 400, bad);
    }
  });

  test('q keeps the submissions with a value containing it, in any letter case, never by field id', async () => {
    const found = await (await owner.get('/api/editor/submissions?q=GRACE')).json();
    assert.equal(found.total, 1);
    assert.deepEqual(found.items[0].fields.name, ['Grace', 'Hopper']);
    const percent = await (await owner.get('/api/editor/submissions?q=%25')).json();
    assert.equal(percent.total, 0, '% is text, not a wildcard');
    const byId = await (await owner.get('/api/editor/submissions?q=message')).json();
    assert.equal(byId.total, 0);
    const number = await (
      await owner.get('/api/editor/submissions?formId=contact&q=Number%202')
    ).json();
    assert.deepEqual(
      number.items.map((item) => item.fields.message),
      ['Hello 23', 'Hello 22', 'Hello 21', 'Hello 20', 'Hello 2'],
    );
  });

  test('GET /api/editor/submissions.csv: submittedAt first, one column per field id, quoted and formula-safe', async () => {
    const response = await owner.get('/api/editor/submissions.csv?formId=contact&q=grace');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/csv; charset=utf-8/);
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="submissions-contact.csv"',
    );
    const [header, row, end, ...rest] = (await response.text()).split('\r\n');
    assert.equal(header, 'submittedAt,name,message');
    assert.match(
      row,
      /^\d{4}-\d\d-\d\dT[\d:.]+Z,Grace Hopper,"'=HYPERLINK\(""x""\), ""quoted""\nline"$/,
    );
    assert.equal(end, '');
    assert.deepEqual(rest, []);

    const every = (await (await owner.get('/api/editor/submissions.csv')).text()).split('\r\n');
    assert.equal(every[0], 'submittedAt,formId,note,name,message');
    assert.equal(every.length, 27, 'a header, 25 rows and the final line break');
  });
});

describe('analytics, errors, performance, consent', () => {
  const days = lastDays(3);
  before(() => {
    const hit = (path, at) =>
      insertAt(
        'census_hits',
        { kind: 'RecordHit', event: 1, data: JSON.stringify({ pagePath: path }) },
        at,
      );
    hit('/', `${days[0]}T10:00:00.000Z`);
    hit('/gallery', `${days[2]}T09:00:00.000Z`);
    hit('/gallery', `${days[2]}T09:01:00.000Z`);
    insertAt('census_hits', { kind: 'RecordHit', event: 10, data: '{"pagePath":"/"}' });
    hit('/old', '2001-01-01T00:00:00.000Z');
    const landing = (fields, at) =>
      insertAt('landing_hits', { landing: 'http://localhost/', ...fields }, at);
    landing(
      { refer: 'https://search.example/?q=pots', source: 'news', campaign: 'spring' },
      `${days[2]}T08:00:00.000Z`,
    );
    landing({ refer: 'https://search.example/?q=pots' }, `${days[2]}T08:30:00.000Z`);
    landing({ source: 'news', campaign: 'spring' }, `${days[1]}T08:00:00.000Z`);
    landing({ source: 'flyer' }, `${days[1]}T09:00:00.000Z`);

    const report = (message, line, timestamp) =>
      insertAt('script_errors', {
        event: 'uncaught',
        data: JSON.stringify({
          app: 'sq-runtime',
          message,
          file: '/assets/a.js',
          line,
          stack: `Error: ${message}\n at ${line}`,
        }),
        timestamp,
      });
    report('Glaze crawled', 1, Date.UTC(2026, 0, 1));
    report('Kiln too hot', 7, Date.UTC(2026, 0, 2));
    report('Glaze crawled', 2, Date.UTC(2026, 0, 3));

    const records = (load, list) =>
      list.forEach((record) =>
        insertAt('performance_records', { page_load_id: load, record: JSON.stringify(record) }),
      );
    records('load-1', [
      { k: 'ps', p: '/gallery', ttfb: 10 },
      { k: 'lcp', v: 1000 },
      { k: 'cls', v: 0.1 },
    ]);
    records('load-2', [
      { k: 'ps', p: '/gallery' },
      { k: 'lcp', v: 2000 },
      { k: 'inp', v: 80, ic: 2 },
    ]);
    records('load-3', [
      { k: 'ps', p: '/gallery' },
      { k: 'lcp', v: 3000 },
    ]);
    records('load-4', [
      { k: 'ps', p: '/gallery' },
      { k: 'lcp', v: 4000 },
      { k: 'lcp', v: 500 },
    ]);
    records('load-5', [
      { k: 'ps', p: '/' },
      { k: 'mk', n: 'mark', st: 5 },
    ]);
    records('load-6', [{ k: 'lcp', v: 9000 }]);

    const event = (name, data) =>
      insertAt('tracking_events', { event: name, data: JSON.stringify(data) });
    event('cookie_consent', { accepted: true });
    event('cookie_consent', { accepted: true });
    event('cookie_consent', { accepted: false });
    event('cookie_consent', { accepted: 'yes' });
    event('other', { accepted: true });
  });

  test('GET /api/editor/analytics: views and visits per day, top pages, referrers and campaigns of the window', async () => {
    const body = await (await owner.get('/api/editor/analytics?days=3')).json();
    assert.deepEqual(body, {
      days: [
        { date: days[0], views: 1, visits: 0 },
        { date: days[1], views: 0, visits: 2 },
        { date: days[2], views: 2, visits: 2 },
      ],
      topPages: [
        { path: '/gallery', views: 2 },
        { path: '/', views: 1 },
      ],
      referrers: [{ referrer: 'https://search.example/?q=pots', visits: 2 }],
      campaigns: [
        { source: 'news', campaign: 'spring', visits: 2 },
        { source: 'flyer', campaign: '', visits: 1 },
      ],
    });
    const month = await (await owner.get('/api/editor/analytics')).json();
    assert.equal(month.days.length, 30, 'days=30 by default');
    assert.equal((await owner.get('/api/editor/analytics?days=0')).status, 400);
  });

  test('GET /api/editor/errors: grouped by message, most frequent first, with the latest report', async () => {
    const body = await (await owner.get('/api/editor/errors')).json();
    assert.deepEqual(body, {
      total: 2,
      items: [
        {
          message: 'Glaze crawled',
          count: 2,
          lastSeen: '2026-01-03T00:00:00.000Z',
          file: '/assets/a.js',
          line: 2,
          stack: 'Error: Glaze crawled\n at 2',
        },
        {
          message: 'Kiln too hot',
          count: 1,
          lastSeen: '2026-01-02T00:00:00.000Z',
          file: '/assets/a.js',
          line: 7,
          stack: 'Error: Kiln too hot\n at 7',
        },
      ],
    });
    const second = await (await owner.get('/api/editor/errors?page=2&pageSize=1')).json();
    assert.deepEqual(
      second.items.map((item) => item.message),
      ['Kiln too hot'],
    );
    assert.equal(second.total, 2);
  });

  test('GET /api/editor/performance: per page, the loads measured and the p75 of LCP, CLS and INP', async () => {
    const body = await (await owner.get('/api/editor/performance')).json();
    assert.deepEqual(body, {
      pages: [
        { path: '/gallery', samples: 4, lcpP75: 2000, clsP75: 0.1, inpP75: 80 },
        { path: '/', samples: 1, lcpP75: null, clsP75: null, inpP75: null },
      ],
    });
  });

  test('GET /api/editor/consent: the cookie_consent events accepted and declined', async () => {
    assert.deepEqual(await (await owner.get('/api/editor/consent')).json(), {
      accepted: 2,
      declined: 1,
    });
  });
});
