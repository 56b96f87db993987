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
import { Client, FIXTURE_ASSETS, makeSite, tempDir } from './helpers.mjs';

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

test('prints its URL, the owner’s email and password and where the editor is; the owner signs in with them; a second start reuses the store', async () => {
  const args = ['--site', site, '--data', data, '--assets', FIXTURE_ASSETS];
  const first = run(args);
  try {
    const url = await first.url;
    assert.deepEqual(first.stdout().trim().split('\n'), [
      `sq-elements site server: ${url}`,
      `  Sign in as the site's owner at ${url}/config/ with owner@example.com and the password owner-password`,
      `  The owner's configuration area (the editor): ${url}/config/`,
    ]);
    const owner = new Client(url);
    const signIn = await owner.signInWith('owner@example.com', 'owner-password');
    assert.equal(signIn.status, 303, 'the email and password it prints sign the owner in');
    assert.equal(signIn.headers.get('location'), '/config/');
    const recorded = await owner.postForm('/api/events/RecordEvent', {
      event: 'cookie_consent',
      data: '{"accepted":true}',
    });
    assert.deepEqual(await recorded.json(), {});
  } finally {
    assert.equal(await first.stop(), 0, 'SIGTERM closes the server cleanly');
  }

  const second = run(args);
  try {
    const url = await second.url;
    const owner = new Client(url);
    const signIn = await owner.signInWith('owner@example.com', 'owner-password');
    assert.equal(signIn.status, 303, 'the stored password hash still signs the owner in');
    const consent = await owner.get('/api/editor/consent');
    assert.deepEqual(await consent.json(), { accepted: 1, declined: 0 }, 'the store is reused');
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
