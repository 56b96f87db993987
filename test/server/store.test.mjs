/**
 * The SQLite store: created with its schema and migrations table, reused across a restart
 * (records, sessions and crumbs survive).
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
      [1, 2, 3, 4],
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
    assert.equal(migrations.n, 4, 'migrations are not applied twice');
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
