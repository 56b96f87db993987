/**
 * The command line `tsx server/main.ts --site DIR --data DIR --assets DIR` with PORT: prints its
 * URL, serves the site, and reuses the store on a second start.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { FIXTURE_ASSETS, makeSite, tempDir } from './helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = makeSite();
const data = tempDir('sq-data-');
after(() => {
  rmSync(site, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

/** Runs the server command with PORT=0 until it prints its URL; answers the URL and a stop(). */
function run(args) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done(child.exitCode);
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  let stdout = '';
  const url = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /sq-elements site server: (http:\/\/localhost:\d+)\n.*\n.*\n/.exec(stdout);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  return { url, stop, stderr: () => stderr, stdout: () => stdout, child };
}

test('prints its URL, how to sign in as the owner and where the editor is, serves the site, and reuses the store on a second start', async () => {
  const args = ['--site', site, '--data', data, '--assets', FIXTURE_ASSETS];
  const first = run(args);
  try {
    const url = await first.url;
    assert.deepEqual(first.stdout().trim().split('\n'), [
      `sq-elements site server: ${url}`,
      `  Sign in as the site's owner: ${url}/__dev/sign-in?as=owner (a visitor again: ${url}/__dev/sign-out)`,
      `  The owner's configuration area (the editor): ${url}/config/`,
    ]);
    const signIn = await fetch(`${url}/__dev/sign-in?as=owner`, { redirect: 'manual' });
    assert.equal(signIn.status, 302, 'the sign-in address it prints works');
    const page = await fetch(`${url}/`);
    assert.equal(page.status, 200);
    const crumb = /crumb=([^;]+)/.exec(page.headers.getSetCookie().join(';'))[1];
    const recorded = await fetch(`${url}/api/events/RecordEvent?crumb=${crumb}`, {
      method: 'POST',
      headers: { cookie: `crumb=${crumb}` },
      body: new URLSearchParams({ event: 'from-cli', data: '{}' }),
    });
    assert.deepEqual(await recorded.json(), {});
  } finally {
    assert.equal(await first.stop(), 0, 'SIGTERM closes the server cleanly');
  }

  const second = run(args);
  try {
    const url = await second.url;
    const owner = await fetch(`${url}/__dev/sign-in?as=owner`, { redirect: 'manual' });
    const session = /sq-session=([^;]+)/.exec(owner.headers.getSetCookie().join(';'))[1];
    const stored = await fetch(`${url}/__store/tracking_events`, {
      headers: { cookie: `sq-session=${session}` },
    });
    const body = await stored.json();
    assert.deepEqual(
      body.rows.map((row) => row.event),
      ['from-cli'],
    );
  } finally {
    await second.stop();
  }
});

test('an invalid site.json stops the command with the validation message', async () => {
  const bad = makeSite({ config: { website: {} } });
  try {
    const server = run(['--site', bad, '--data', data, '--assets', FIXTURE_ASSETS]);
    await assert.rejects(server.url, /website\.id/);
    assert.equal(server.child.exitCode, 1);
  } finally {
    rmSync(bad, { recursive: true, force: true });
  }
});
