/**
 * The SQLite store: created with its schema and migrations table, reused across a restart
 * (records, sessions and crumbs survive), and read through GET /__store/:table by the owner only.
 */
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Client, makeSite, pageContext, rows, start, tempDir } from './helpers.mjs';

const site = makeSite();
const data = tempDir('sq-data-');
after(() => {
  rmSync(site, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

test('the store is reused across a restart: records, sessions and crumbs survive', async () => {
  const first = await start({ site, data });
  const client = first.client();
  let crumb;
  try {
    assert.ok(existsSync(join(data, 'site.db')), 'DATA/site.db is created');
    const migrations = first.server.store.db.prepare('SELECT id, name FROM migrations').all();
    assert.deepEqual(
      migrations.map((m) => m.id),
      [1],
    );
    await client.postForm('/api/events/RecordEvent', { event: 'before-restart', data: '{}' });
    await client.signIn('owner');
    crumb = client.cookies.get('crumb');
  } finally {
    await first.server.close();
  }

  const second = await start({ site, data });
  try {
    const again = new Client(second.url);
    again.cookies = client.cookies;
    assert.deepEqual(
      rows(second.server, 'tracking_events').map((e) => e.event),
      ['before-restart'],
    );
    const migrations = second.server.store.db.prepare('SELECT COUNT(*) AS n FROM migrations').get();
    assert.equal(migrations.n, 1, 'migrations are not applied twice');
    const context = pageContext(await (await again.get('/')).text());
    assert.deepEqual(context.authenticatedAccount, { id: 'owner-1' }, 'the owner session survives');
    assert.equal(again.cookies.get('crumb'), crumb, 'the crumb stays valid');
    const response = await again.postForm('/api/events/RecordEvent', {
      event: 'after-restart',
      data: '{}',
    });
    assert.deepEqual(await response.json(), {});
  } finally {
    await second.server.close();
  }
});

test('GET /__store/:table: 401 for a visitor, 403 for a viewer, rows for the owner', async () => {
  const env = await start();
  try {
    const owner = env.client();
    await owner.postForm('/api/events/RecordEvent', { event: 'one', data: '{"a":1}' });
    await owner.postForm('/api/events/RecordEvent', { event: 'two', data: '{"a":2}' });

    const anonymous = await env.client().fetch('/__store/tracking_events');
    assert.equal(anonymous.status, 401);
    assert.equal((await anonymous.json()).loginRequired, true);

    const viewer = env.client();
    await viewer.signIn('viewer');
    assert.equal((await viewer.fetch('/__store/tracking_events')).status, 403);

    await owner.signIn('owner');
    const body = await (await owner.fetch('/__store/tracking_events?limit=1')).json();
    assert.equal(body.table, 'tracking_events');
    assert.equal(body.count, 2);
    assert.deepEqual(
      body.rows.map((r) => r.event),
      ['two'],
      'newest first, limited',
    );
    assert.equal(
      (await owner.fetch('/__store/account_sessions')).status,
      404,
      'sessions are not readable',
    );
    assert.equal((await owner.fetch('/__store/tracking_events?limit=0')).status, 400);

    await owner.postJson('/api/site-users/account/session', {
      email: 'visitor@example.com',
      password: 'secret-pass',
    });
    const sessions = await (await owner.fetch('/__store/site_user_sessions')).json();
    assert.equal(sessions.rows.length, 1);
    assert.equal('token' in sessions.rows[0], false, 'session tokens are never answered');
    assert.equal('xsrf_token' in sessions.rows[0], false);
  } finally {
    await env.stop();
  }
});
